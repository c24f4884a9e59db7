"""Games on Ray: `--backend ray` of `cardsmith sim` and `cardsmith matchups`
(`pip install 'cardsmith[ray]'`).

The games are cut into the same tasks as the local backend's (a matchup and the indices of
its games); each task is a Ray task that plays its games and returns their results. Every
game depends on its seed alone, so the results are those of the local backend, whatever
the cluster and whichever worker plays a task. A task whose worker dies (a node lost, a
process killed) is run again by Ray, up to `RETRIES` times, and gives the same results; a
task that fails by itself (a rules bug, an agent's fault) is reported, not retried.

By default a local Ray instance is started for the run and stopped after it; with
`RAY_ADDRESS` set (`ray://head:10001`, or `auto` on a cluster's node) the run uses that
cluster, whose nodes must have cardsmith installed (and any module:Class agent importable).
An instance already running in this process (`ray.init()` called before) is used as it is.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from ..defs import Library

RETRIES = 3  # times a task is run again when its worker dies
_LIBRARIES: dict[str, "Library"] = {}  # in each worker: the libraries built, by digest


class RayUnavailable(RuntimeError):
    """Ray is not installed (the message says how to install it)."""


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        raise RayUnavailable("--backend ray needs Ray: pip install 'cardsmith[ray]'") from None
    return ray


def check_available() -> None:
    _ray()


def _play_chunk(bundles: list[Any], digest: str, folder: str, run: Callable[..., Any],
                matchup: Any, indices: list[int]) -> list[Any]:
    """One task, in a worker: the library is built once a worker (`bundles` holds the
    reference to the shared bundles, fetched only then)."""
    library = _LIBRARIES.get(digest)
    if library is None:
        from ..defs import Library

        library = _LIBRARIES[digest] = Library.from_bundles(_ray().get(bundles[0]))
    if folder not in sys.path:  # module:Class agents from the folder the run started in
        sys.path.insert(0, folder)
    return [run(library, matchup, index) for index in indices]


def play_tasks(bundles: list[dict], tasks: list[tuple[Any, list[int]]],
               run: Callable[..., Any],
               progress: Callable[[int], None] | None = None) -> list[list[Any]]:
    """Play every task (`run(library, matchup, index)` for each of its indices) on Ray; the
    results in task order. `progress` is told the games of each task as it ends."""
    ray = _ray()
    started = not ray.is_initialized()
    if started:
        if os.environ.get("RAY_ADDRESS"):
            ray.init(logging_level="ERROR", log_to_driver=False)
        else:
            ray.init(include_dashboard=False, logging_level="ERROR", log_to_driver=False)
    try:
        return _gather(ray, bundles, tasks, run, progress)
    finally:
        if started:
            ray.shutdown()


def _gather(ray: Any, bundles: list[dict], tasks: list[tuple[Any, list[int]]],
            run: Callable[..., Any], progress: Callable[[int], None] | None) -> list[list[Any]]:
    digest = hashlib.sha256(json.dumps(bundles, sort_keys=True).encode()).hexdigest()
    shared = [ray.put(bundles)]  # in a list, so that a task fetches it only when it must
    remote = ray.remote(max_retries=RETRIES)(_play_chunk)
    refs = [remote.remote(shared, digest, os.getcwd(), run, matchup, indices)
            for matchup, indices in tasks]
    position = {ref: i for i, ref in enumerate(refs)}
    results: list[list[Any]] = [[] for _ in tasks]
    pending = list(refs)
    while pending:
        done, pending = ray.wait(pending, num_returns=1)
        for ref in done:
            try:
                results[position[ref]] = ray.get(ref)
            except ray.exceptions.RayTaskError as error:  # the task's own failure
                raise (error.cause or error) from None
            if progress:
                progress(len(results[position[ref]]))
    return results

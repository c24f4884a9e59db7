"""`cardsmith matchups` with each table played once in a run of the tests.

Several tests print the same games: as text, as JSON, as a PNG or an SVG heatmap. Inside
`tables_played_once()` the command asks the engine for a table only the first time its
content, games, seed, jobs, agents, backend and heroes are the same; everything else the
command does (compiling the content, checking the options, printing, plotting) runs every
time. Tests of a game that fails or does not end run the command outside it."""

from __future__ import annotations

import copy
import json
from contextlib import contextmanager
from typing import Any, Iterator
from unittest import mock

from cardsmith import cli_matchups

_PLAY = cli_matchups.play_matchups
_TABLES: dict[tuple, dict[str, Any]] = {}


def _options_key(options: dict[str, Any]) -> tuple:
    return tuple(sorted((name, tuple(value) if isinstance(value, (list, tuple)) else value)
                        for name, value in options.items()))


def _play_once(bundles: list[dict], games: int, seed: int = 0, jobs: int = 1,
               progress=None, *more, **options) -> dict[str, Any]:
    names = ("agents", "backend", "only")  # the positional order of play_matchups's rest
    options |= dict(zip(names, more))
    key = (json.dumps(bundles, sort_keys=True), games, seed, jobs, _options_key(options))
    if key not in _TABLES:
        _TABLES[key] = _PLAY(bundles, games, seed, jobs, progress, **options)
    return copy.deepcopy(_TABLES[key])  # a command may change what it was given


@contextmanager
def tables_played_once() -> Iterator[None]:
    with mock.patch.object(cli_matchups, "play_matchups", _play_once):
        yield

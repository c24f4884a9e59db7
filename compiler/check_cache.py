"""A per-user cache of check results that take long to work out: the localisation gates.

`cardsmith check` renders every card in every language (compiler/check_i18n.py); that was
most of the time of a check. The results are kept in the folder of the parser cache
(grammar/cache.py: `$XDG_CACHE_HOME/cardsmith`, else `~/.cache/cardsmith`), in `gates/`, one
small JSON file per result, named by a hash of everything the result depends on. The caller
gives the parts of the key that are its data (the AST as JSON, the names it reads, the
catalog's text, the language); `key` adds the code: cardsmith's version, Python's, the
source of the grammar package and of the check (so editing the renderer, a gate or the node
classes in a checkout gets new keys, though the version stays the same) and where and when
Fluent and Babel were installed. A changed input gets a new file, and an old file is never
read again; nothing removes old files (each is a few hundred bytes).

A file holds its own key beside the value and is used only when that key matches. A missing,
unreadable, truncated or corrupt file is a miss: the caller works the result out again and
the file is rewritten. A folder that cannot be written only costs the work. Files are written
to a temporary name and renamed, so a process never reads half of another one's file.
Nothing here raises. Results are also kept in memory for the rest of the process (`forget`
empties that), so identical cards of many heroes are worked out once.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from contextlib import suppress
from functools import lru_cache
from pathlib import Path
from typing import Any

FOLDER = "gates"
_MEMORY: dict[str, Any] = {}


def key(*parts: str) -> str:
    """A hash of the parts and of the code that works the results out."""
    digest = hashlib.sha256(code_stamp().encode("utf-8"))
    for part in parts:
        digest.update(b"\0")
        digest.update(part.encode("utf-8", "surrogatepass"))
    return digest.hexdigest()


@lru_cache(maxsize=1)
def code_stamp() -> str:
    """cardsmith's version, Python's, a hash of the grammar package's sources (its .py and
    .lark files, not the catalogs: the caller keys by the catalog it reads) and of the check,
    and the installs of the libraries that render (path, size and time of each one's
    __init__.py: an upgrade rewrites it). Reading them takes about a millisecond."""
    from cardsmith import __version__

    digest = hashlib.sha256()
    for path in _sources():
        digest.update(path.name.encode("utf-8") + b"\0")
        with suppress(OSError):
            digest.update(path.read_bytes())
        digest.update(b"\0")
    parts = [__version__, "%d.%d" % sys.version_info[:2], digest.hexdigest()]
    parts += [_install_stamp(name) for name in ("fluent.runtime", "fluent.syntax", "babel")]
    return "\0".join(parts)


def _sources() -> list[Path]:
    import cardsmith.grammar as grammar

    found: list[Path] = []
    for root in grammar.__path__:
        for folder, subfolders, names in os.walk(root):
            subfolders[:] = sorted(d for d in subfolders if d not in ("__pycache__", "phrases"))
            found += [Path(folder) / name for name in sorted(names)
                      if name.endswith((".py", ".lark"))]
    here = Path(__file__).parent
    return found + [here / "check_i18n.py", here / "check_cache.py"]


def _install_stamp(module: str) -> str:
    from importlib.util import find_spec

    try:  # finds the module without importing it (a dotted name imports its parent only)
        origin = find_spec(module).origin
        stat = os.stat(origin)
        return f"{module}:{origin}:{stat.st_size}:{stat.st_mtime_ns}"
    except Exception:  # noqa: BLE001 - not found: the key still names the rest
        return f"{module}:?"


def folder() -> Path | None:
    from cardsmith.grammar.cache import cache_folder

    base = cache_folder()
    return None if base is None else base / FOLDER


class ResultCache:
    """Results by key: in memory, then in the folder (None: memory only)."""

    def __init__(self, where: Path | None = None) -> None:
        self.folder = where
        self.writable = where is not None

    @classmethod
    def for_user(cls) -> "ResultCache":
        try:
            return cls(folder())
        except Exception:  # noqa: BLE001 - no home folder to name
            return cls(None)

    def get(self, name: str) -> Any | None:
        """The value stored under the key `name`, or None."""
        if name in _MEMORY:
            return _MEMORY[name]
        if self.folder is None:
            return None
        with suppress(Exception):  # missing, unreadable, truncated or not JSON: a miss
            with open(self.folder / f"{name}.json", "rb") as stream:
                data = json.loads(stream.read())
            if isinstance(data, dict) and data.get("key") == name and "value" in data:
                return data["value"]
        return None

    def put(self, name: str, value: Any) -> None:
        """Keep `value` (JSON data) under the key `name`."""
        _MEMORY[name] = value
        if not self.writable:
            return
        temporary = None
        try:
            text = json.dumps({"key": name, "value": value}, ensure_ascii=False,
                              separators=(",", ":"))
            self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(prefix=f".{name[:16]}.", suffix=".tmp",
                                                 dir=self.folder)
            with os.fdopen(handle, "wb") as stream:
                stream.write(text.encode("utf-8"))
            os.replace(temporary, self.folder / f"{name}.json")
        except Exception:  # noqa: BLE001 - a read-only or full disk: no more tries this run
            self.writable = False
            if temporary is not None:
                with suppress(OSError):
                    os.unlink(temporary)


def forget() -> None:
    """Empty the in-memory results (the files stay)."""
    _MEMORY.clear()

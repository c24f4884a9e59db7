"""A per-user file cache of built Lark parsers, so start-up does not rebuild the LALR tables.

Building the effect parser's tables takes about 0.1 s; loading them back takes a few ms. The
cache file is named by a hash of everything the saved tables depend on (the grammar text,
the parser options, and the Lark, cardsmith and Python versions), so a changed grammar or an
upgrade gets a new file and an old one is never used. The lexer class is saved by name and
built afresh on load, so editing `lexer.py` needs no new key.

The folder is `$XDG_CACHE_HOME/cardsmith`, else `~/.cache/cardsmith`. A missing, truncated or
corrupt file is ignored, and the parser is built and the file rewritten; a folder that cannot
be written only costs the build. Files are written to a temporary name and renamed, so a
process never reads half of another one's file. Nothing here ever raises.
"""

from __future__ import annotations

import hashlib
import os
import sys
import tempfile
from contextlib import suppress
from pathlib import Path
from typing import Any

from lark import Lark
from lark import __version__ as lark_version

from cardsmith import __version__ as cardsmith_version


def cache_folder() -> Path | None:
    """Where cached parsers live; None when no absolute folder can be named."""
    base = os.environ.get("XDG_CACHE_HOME", "")
    if not os.path.isabs(base):  # unset, empty or relative: the XDG spec says ignore it
        base = os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "cardsmith" if os.path.isabs(base) else None


def cache_key(grammar: str, options: dict[str, Any]) -> str:
    """A hash of everything a saved parser depends on."""
    named = sorted((name, _describe(value)) for name, value in options.items())
    parts = [grammar, repr(named), lark_version, cardsmith_version,
             sys.implementation.name, "%d.%d" % sys.version_info[:2]]
    return hashlib.sha256("\0".join(parts).encode("utf-8")).hexdigest()


def cache_path(name: str, grammar: str, options: dict[str, Any]) -> Path | None:
    folder = cache_folder()
    if folder is None:
        return None
    return folder / f"{name}-{cache_key(grammar, options)[:32]}.lark"


def cached_lark(name: str, grammar: str, **options: Any) -> Lark:
    """`Lark(grammar, **options)` (LALR only), loaded from the cache file when there is one."""
    path = cache_path(name, grammar, options)
    if path is not None:
        with suppress(Exception):  # missing, unreadable, truncated or corrupt: build it again
            with path.open("rb") as stream:
                return Lark.load(stream)
    parser = Lark(grammar, **options)
    if path is not None:
        _save(parser, path)
    return parser


def _save(parser: Lark, path: Path) -> None:
    temporary = None
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp",
                                             dir=path.parent)
        with os.fdopen(handle, "wb") as stream:
            parser.save(stream)
        os.replace(temporary, path)
    except Exception:  # noqa: BLE001 - a read-only or full disk: the parser works uncached
        if temporary is not None:
            with suppress(OSError):
                os.unlink(temporary)


def _describe(value: Any) -> str:
    if isinstance(value, type):  # a class (the lexer) by its full name, not its address
        return f"{value.__module__}.{value.__qualname__}"
    return repr(value)

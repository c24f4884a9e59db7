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

Saved parsers are pickles, and loading a pickle can run any code, so a cache file is loaded
only if this user's cardsmith wrote it: each file is signed (HMAC-SHA256 over its name and
content) with a key kept in the folder (`key`: 32 random bytes, made once, readable by its
owner only). A file without a valid signature is ignored like a corrupt one; a key file that
is not this user's own, not private or not 32 bytes turns the cache off. `read_signed` and
`write_signed` serve the phrase catalogs' cache too (i18n_catalog.py).
"""

from __future__ import annotations

import hashlib
import hmac
import io
import os
import secrets
import stat
import sys
import tempfile
from contextlib import suppress
from functools import lru_cache
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
        payload = read_signed(path)
        if payload is not None:
            with suppress(Exception):  # signed but unloadable (another Lark): build it again
                return Lark.load(io.BytesIO(payload))
    parser = Lark(grammar, **options)
    if path is not None:
        with suppress(Exception):
            buffer = io.BytesIO()
            parser.save(buffer)
            write_signed(path, buffer.getvalue())
    return parser


# ---------------------------------------------------------------- signed files

_MAGIC = b"cardsmith signed cache 1\n"
_MAC_SIZE = 32
KEY_FILE = "key"
_KEY_SIZE = 32


def read_signed(path: Path) -> bytes | None:
    """The content of a cache file that this user's cardsmith wrote (write_signed), or None:
    missing, unreadable, truncated, corrupt or not signed with this user's key."""
    try:
        key = _user_key(str(path.parent))
        if key is None:
            return None
        data = _read_private(path, limit=None)
    except Exception:  # noqa: BLE001 - any problem: a miss
        return None
    if data is None or not data.startswith(_MAGIC) or len(data) < len(_MAGIC) + _MAC_SIZE:
        return None
    mac, payload = data[len(_MAGIC):len(_MAGIC) + _MAC_SIZE], data[len(_MAGIC) + _MAC_SIZE:]
    return payload if hmac.compare_digest(mac, _mac(key, path.name, payload)) else None


def write_signed(path: Path, payload: bytes) -> None:
    """Keep payload in the cache file at path, signed; quietly nothing when it cannot."""
    temporary = None
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        key = _user_key(str(path.parent), create=True)
        if key is None:
            return
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp",
                                             dir=path.parent)
        with os.fdopen(handle, "wb") as stream:
            stream.write(_MAGIC + _mac(key, path.name, payload) + payload)
        os.replace(temporary, path)
        temporary = None
    except Exception:  # noqa: BLE001 - a read-only or full disk: it works uncached
        pass
    finally:  # also on SIGTERM or Ctrl-C: no temporary file left behind
        if temporary is not None:
            with suppress(OSError):
                os.unlink(temporary)


def _mac(key: bytes, name: str, payload: bytes) -> bytes:
    return hmac.new(key, _MAGIC + name.encode("utf-8") + b"\0" + payload,
                    hashlib.sha256).digest()


@lru_cache(maxsize=None)
def _existing_key(folder: str) -> bytes | None:
    return _read_private(Path(folder) / KEY_FILE, limit=_KEY_SIZE)


def _user_key(folder: str, create: bool = False) -> bytes | None:
    """The signing key in folder: None when there is none (and create is False) or when the
    key file is not the user's own private file of 32 bytes."""
    key = _existing_key(folder)
    if key is not None or not create or os.path.lexists(Path(folder) / KEY_FILE):
        return key if key is not None and len(key) == _KEY_SIZE else None
    handle, temporary = tempfile.mkstemp(prefix=".key.", dir=folder)  # private: 0600
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(secrets.token_bytes(_KEY_SIZE))
            stream.flush()
            os.fsync(stream.fileno())
        with suppress(FileExistsError):  # another process made one meanwhile: theirs counts
            os.link(temporary, Path(folder) / KEY_FILE)
    finally:
        with suppress(OSError):
            os.unlink(temporary)
    _existing_key.cache_clear()
    return _user_key(folder)


def _read_private(path: Path, limit: int | None) -> bytes | None:
    """A regular file's bytes, when it is this user's own and no one else may write it (the
    key: read it too); None otherwise. Links are not followed."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        handle = os.open(path, flags)
    except OSError:
        return None
    with os.fdopen(handle, "rb") as stream:
        info = os.fstat(handle)
        private = 0o077 if limit is not None else 0o022  # the key: no one else may read it
        if not stat.S_ISREG(info.st_mode) or info.st_mode & private:
            return None
        if hasattr(os, "getuid") and info.st_uid != os.getuid():
            return None
        return stream.read() if limit is None else stream.read(limit + 1)


def _describe(value: Any) -> str:
    if isinstance(value, type):  # a class (the lexer) by its full name, not its address
        return f"{value.__module__}.{value.__qualname__}"
    return repr(value)

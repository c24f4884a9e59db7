"""Writing output files all or nothing: a build's bundles, the schemas, a new hero file.

`write_files(folder, files)` leaves the folder with every file written or, if anything fails
(a full disk, a read-only or missing folder, a file in the way, SIGTERM), just as it was:
- The files are written to a staging folder first, each flushed to disk. When the output
  folder does not exist yet, the staging folder is made beside it and renamed to it: one
  step. Otherwise the staging folder is made inside it (a name starting with '.', which
  `check` leaves out) and the files are moved into place one by one, each old file kept
  (a hard link) until all are in, so a failure half-way puts every old file back.
- SIGTERM, SIGHUP and SIGINT while staging end the run after removing what was staged; while
  the files are moved into place they wait until the move is done (it takes microseconds).
- Folders made on the way to the output folder are removed again on failure.
Every failure is an OutputError with a plain message; nothing here leaves a temporary file.
"""

from __future__ import annotations

import errno
import os
import shutil
import secrets
import signal
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

STAGING_PREFIX = ".cardsmith-"
_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT")
                 if hasattr(signal, name))


class OutputError(Exception):
    """Output that could not be written; nothing of it was."""


def write_files(folder: Path, files: dict[str, bytes]) -> list[Path]:
    """Write files (name -> content) into folder, every one or none; the paths written."""
    folder = Path(folder)
    try:
        with _signals_end_the_run():
            _write_all(folder, files)
    except OSError as error:
        raise OutputError(f"cannot write to {folder}: {_reason(error, folder)}; "
                          "nothing was written") from None
    return [folder / name for name in files]


def _write_all(folder: Path, files: dict[str, bytes]) -> None:
    made = _make_parents(folder)
    try:
        if not os.path.lexists(folder):
            _write_new_folder(folder, files)
        elif folder.is_dir():
            _write_into(folder, files)
        else:
            raise NotADirectoryError(errno.ENOTDIR, "not a folder", str(folder))
    except BaseException:
        for made_folder in reversed(made):
            with _quietly():
                made_folder.rmdir()
        raise


def _write_new_folder(folder: Path, files: dict[str, bytes]) -> None:
    """Stage beside the folder, then rename the staging folder to it: one step."""
    staging = _new_folder(folder.parent, f"{STAGING_PREFIX}{folder.name}-")
    try:
        _stage(staging, files)
        with _signals_held():
            os.rename(staging, folder)
            _sync_folder(folder.parent)
    except OSError as error:
        if error.errno not in (errno.EEXIST, errno.ENOTEMPTY) or not folder.is_dir():
            raise
        _write_into(folder, files, staging)  # made meanwhile by someone else: into it
    finally:
        _remove(staging)


def _write_into(folder: Path, files: dict[str, bytes], staged: Path | None = None) -> None:
    """Stage inside the folder, then move each file into place, keeping the old ones until
    all are in."""
    staging = _new_folder(folder, STAGING_PREFIX)
    try:
        if staged is None:
            _stage(staging, files)
        else:
            for name in files:
                shutil.copyfile(staged / name, staging / name)
        with _signals_held():
            _move_into_place(staging, folder, list(files))
    finally:
        _remove(staging)


def _new_folder(parent: Path, prefix: str) -> Path:
    """A new folder of a name no one else uses, with the permissions the umask gives (it
    may become the output folder; tempfile.mkdtemp would make it private)."""
    while True:
        path = parent / f"{prefix}{secrets.token_hex(4)}"
        try:
            path.mkdir()
            return path
        except FileExistsError:
            continue


def _stage(staging: Path, files: dict[str, bytes]) -> None:
    for name, content in files.items():
        write_file(staging / name, content)
    _sync_folder(staging)


def write_file(path: Path, content: bytes) -> None:
    """One new file, flushed to disk (a test replaces it to make a write fail)."""
    handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0),
                     0o644)
    with os.fdopen(handle, "wb") as stream:
        stream.write(content)
        stream.flush()
        os.fsync(stream.fileno())


def _move_into_place(staging: Path, folder: Path, names: list[str]) -> None:
    moved: list[tuple[Path, Path | None]] = []  # (file, the old one kept, if there was one)
    try:
        for name in names:
            final = folder / name
            kept = None
            if os.path.lexists(final):
                if final.is_dir() and not final.is_symlink():
                    raise IsADirectoryError(errno.EISDIR, "is a folder", str(final))
                kept = staging / f"{name}.old"
                _keep(final, kept)
            os.replace(staging / name, final)
            moved.append((final, kept))
        _sync_folder(folder)
    except BaseException:
        for final, kept in reversed(moved):
            with _quietly():
                if kept is None:
                    os.unlink(final)
                else:
                    os.replace(kept, final)
        raise


def _keep(final: Path, kept: Path) -> None:
    """A second name for the old file (it stays in place), or a copy where links fail."""
    try:
        os.link(final, kept, follow_symlinks=False)
    except OSError:
        shutil.copy2(final, kept, follow_symlinks=False)


def _make_parents(folder: Path) -> list[Path]:
    """Make the folders above `folder` that are missing; the ones made, outermost first."""
    missing = []
    parent = folder.parent
    while not os.path.lexists(parent) and parent != parent.parent:
        missing.append(parent)
        parent = parent.parent
    made = []
    try:
        for path in reversed(missing):
            path.mkdir()
            made.append(path)
    except BaseException:
        for path in reversed(made):
            with _quietly():
                path.rmdir()
        raise
    return made


def _sync_folder(folder: Path) -> None:
    """Flush a folder's entries (the renames) to disk, where the system allows it."""
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass
    finally:
        os.close(handle)


def _remove(path: Path) -> None:
    with _quietly():
        shutil.rmtree(path)


@contextmanager
def _quietly() -> Iterator[None]:
    try:
        yield
    except OSError:
        pass


@contextmanager
def _signals_end_the_run() -> Iterator[None]:
    """SIGTERM and SIGHUP raise SystemExit (status 128 + the signal), as SIGINT raises
    KeyboardInterrupt, so that what was staged is removed on the way out."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    def leave(number, frame):
        raise SystemExit(128 + number)
    previous = {}
    for number in _SIGNALS:
        if number != getattr(signal, "SIGINT", None):
            previous[number] = signal.signal(number, leave)
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)


@contextmanager
def _signals_held() -> Iterator[None]:
    """Hold the signals back while files are moved into place; they arrive afterwards.
    The mask holds them back from this thread only: one that another thread takes (a
    library's, such as Ray's) is kept by a handler meanwhile and sent again at the end."""
    can_hold = hasattr(signal, "pthread_sigmask")
    arrived: list[int] = []
    previous = {}
    if threading.current_thread() is threading.main_thread():
        for number in _SIGNALS:
            previous[number] = signal.signal(number, lambda n, frame: arrived.append(n))
    if can_hold:
        signal.pthread_sigmask(signal.SIG_BLOCK, _SIGNALS)
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler if handler is not None else signal.SIG_DFL)
        if can_hold:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, _SIGNALS)
        for number in arrived:
            signal.raise_signal(number)


def _reason(error: OSError, folder: Path) -> str:
    """What went wrong, in plain words, naming the path it went wrong at."""
    words = {errno.ENOSPC: "the disk is full", errno.EROFS: "the file system is read-only",
             errno.EACCES: "permission denied", errno.EPERM: "permission denied",
             errno.ENOTDIR: "it is not a folder", errno.EISDIR: "it is a folder",
             errno.EDQUOT: "the disk quota is exceeded"}
    reason = words.get(error.errno, (error.strerror or str(error)).lower())
    if error.filename is None:
        return reason
    where = Path(error.filename)
    if where.name.startswith(STAGING_PREFIX):  # the staging folder: where it was to be made
        where = where.parent
    elif where.parent.name.startswith(STAGING_PREFIX):  # a staged file: where it was going
        where = folder / where.name
    if error.errno == errno.ENOENT and where.parent.is_dir():
        reason = "no files can be made there" if where.parent != where else reason
    return reason if where == folder else f"{where}: {reason}"

"""Writing outputs whole or not at all: everything goes to a temporary file or folder beside
the target first and is renamed into place only when all of it has been written."""

from __future__ import annotations

import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path


class OutputError(Exception):
    """The output cannot be written where it was asked for."""


@dataclass(frozen=True)
class OutputFile:
    name: str  # a file name, without folders
    data: bytes


def _reason(error: OSError) -> str:
    return error.strerror or str(error)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _as_usual(path: str | Path, mode: int) -> None:
    """Give a temporary file or folder (made private) the mode a new one normally gets."""
    os.chmod(path, mode & ~_umask())


def check_file(path: Path) -> None:
    """Fail now, before any work, where `write_file(path)` is bound to fail."""
    if path.is_dir():
        raise OutputError(f"cannot write {path}: it is a folder; give a file name")
    _check_parent(path, f"cannot write {path}")


def check_folder(folder: Path) -> None:
    """Fail now, before any work, where `write_folder(folder)` is bound to fail."""
    if folder.exists() and not folder.is_dir():
        raise OutputError(f"cannot write into {folder}: it is a file, not a folder")
    _check_parent(folder, f"cannot write into {folder}")


def _check_parent(path: Path, what: str) -> None:
    for parent in path.parents:  # the nearest that exists must be a folder
        if parent.exists():
            if not parent.is_dir():
                raise OutputError(f"{what}: {parent} is a file, not a folder")
            return


def write_file(path: Path, data: bytes) -> Path:
    """Write `data` to `path` through a temporary file in the same folder."""
    check_file(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as error:
        raise OutputError(f"cannot write {path}: {_reason(error)}") from None
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        _as_usual(temp, 0o666)
        os.replace(temp, path)
    except OSError as error:
        Path(temp).unlink(missing_ok=True)
        raise OutputError(f"cannot write {path}: {_reason(error)}") from None
    return path


def write_folder(folder: Path, files: list[OutputFile]) -> list[Path]:
    """Write `files` into `folder` (made if missing): into a temporary folder beside it
    first, then renamed into place; other files already in `folder` are left alone."""
    check_folder(folder)
    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", dir=folder.parent))
    except OSError as error:
        raise OutputError(f"cannot write into {folder}: {_reason(error)}") from None
    try:
        _as_usual(staging, 0o777)
        for file in files:
            (staging / file.name).write_bytes(file.data)
        if not folder.exists():
            os.replace(staging, folder)
        else:
            for file in files:
                os.replace(staging / file.name, folder / file.name)
    except OSError as error:
        raise OutputError(f"cannot write into {folder}: {_reason(error)}") from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return [folder / file.name for file in files]

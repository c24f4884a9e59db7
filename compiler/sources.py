"""Finding the content files of a run: the YAML files named, and those under the folders named.

Content reads nothing outside the files and folders it is given. In a folder:
- a link to a file inside the folder is read (once, by the file it points to); a link to a
  file outside it is not read but reported (E008), so `boards/x.yaml -> /etc/passwd` shows
  neither the file nor a line of it;
- links to folders are not followed (what they point to inside the folder is found by its
  own path; outside it, E008), so no link makes a loop;
- a link that points nowhere is E006; names that start with '.' (files and folders) and
  anything that is not a regular file (a pipe, a device) are left out.
A file named on the command line is read wherever it is: the user named it. Whether it can be
read is the loader's business (compiler/loader.py opens nothing but regular files).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Iterable, Iterator

from .diagnostics import Diagnostics

YAML_SUFFIXES = (".yaml", ".yml")
BOX_FILES = ("box.yaml", "box.yml")


def find_sources(paths: Iterable[Path], diagnostics: Diagnostics | None = None) -> list[Path]:
    """YAML files named or under the folders named, resolved, each once, in order; a
    box.yaml brings its whole folder. What is left out is reported into diagnostics."""
    diagnostics = diagnostics if diagnostics is not None else Diagnostics()
    unique: dict[Path, None] = {}
    for path in paths:
        path = Path(path)
        if path.name in BOX_FILES and path.is_file():
            path = path.parent
        if path.is_dir():
            found = _walk(path.resolve(), path, diagnostics)
        else:
            found = iter([path.resolve()])
        for source in found:
            unique.setdefault(source, None)
    return list(unique)


def _walk(root: Path, shown: Path, diagnostics: Diagnostics) -> Iterator[Path]:
    """The YAML files under the folder root (resolved; `shown` is how the user wrote it)."""
    folders = [root]
    files: list[Path] = []
    while folders:
        folder = folders.pop()
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError:
            continue  # unreadable or gone: nothing of it can be checked
        for entry in entries:
            if entry.name.startswith("."):
                continue
            path = Path(entry.path)
            if entry.is_symlink():
                _link(path, root, shown, files, diagnostics)
            elif entry.is_dir(follow_symlinks=False):
                folders.append(path)
            elif path.suffix in YAML_SUFFIXES and entry.is_file(follow_symlinks=False):
                files.append(path)
    return iter(sorted(files))


def _link(path: Path, root: Path, shown: Path, files: list[Path],
          diagnostics: Diagnostics) -> None:
    target = path.resolve()
    inside = target == root or root in target.parents
    is_yaml = path.suffix in YAML_SUFFIXES
    if not target.exists():
        if is_yaml:
            diagnostics.error("E006", "the file cannot be read: it is a link to a file that "
                              "does not exist", _display(path, root, shown),
                              hint="expected the link to point to a YAML file")
    elif not inside and (is_yaml or target.is_dir()):
        noun = "folder" if target.is_dir() else "file"
        diagnostics.error("E008", f"this is a link to a {noun} outside {shown}; content is "
                          f"read only from the files and folders given, so it is not read",
                          _display(path, root, shown),
                          hint=f"expected the {noun} itself inside {shown}, or name it "
                          "on the command line")
    elif inside and is_yaml and target.is_file():
        files.append(target)


def _display(path: Path, root: Path, shown: Path) -> str:
    """The path as the user would write it: under the folder as they named it."""
    return str(shown / path.relative_to(root))

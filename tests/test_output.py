"""Output written all or nothing (compiler/output.py): `build`, `schema` and `new hero` leave
their folder with every file new or every file as it was, whatever fails (faults injected
at each step: a full disk, a read-only file system, a file in the way, SIGTERM), and never a
temporary file; each failure is one clear line and exit status 1."""

from __future__ import annotations

import errno
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.compiler import output
from cardsmith.compiler.output import OutputError, write_files

ROOT = Path(__file__).resolve().parent.parent
BOXES = ["battle-of-legends-volume-one.json", "bruce-lee.json", "cobble-and-fog.json",
         "houdini-vs-the-genie.json", "jurassic-park-ingen-vs-raptors.json",
         "jurassic-park-sattler-vs-t-rex.json", "little-red-riding-hood-vs-beowulf.json",
         "robin-hood-vs-bigfoot.json", "super-fantasy-brawl.json"]


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under folder (hidden ones too) by its relative path."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file()}


@pytest.fixture
def old_build(tmp_path) -> Path:
    """An output folder from an earlier build, with a file of the user's beside the bundles."""
    folder = tmp_path / "build"
    folder.mkdir()
    for name in BOXES:
        (folder / name).write_text(f'{{"old": "{name}"}}\n')
    (folder / "notes.txt").write_text("mine\n")
    return folder


def fail_on_call(monkeypatch, target, name: str, nth: int, error: OSError):
    """Make target.name raise error on its nth call (1-based); the calls made so far."""
    real = getattr(target, name)
    calls = []

    def wrapper(*args, **kwargs):
        calls.append(args)
        if len(calls) == nth:
            raise error
        return real(*args, **kwargs)
    monkeypatch.setattr(target, name, wrapper)
    return calls


def build(out: Path, *extra: str):
    return CliRunner().invoke(main, ["build", "-o", str(out), *extra])


def refused(result, target: Path, reason: str) -> bool:
    """The command failed with exit status 1 and this one line, having written nothing."""
    return (result.exit_code, result.stderr) == (
        1, f"cardsmith: cannot write to {target}: {reason}; nothing was written\n")


# ---------------------------------------------------------------- what a build writes


def test_a_new_folder_gets_every_bundle_and_no_staging_left(tmp_path):
    out = tmp_path / "deep" / "build"
    result = build(out)
    assert result.exit_code == 0, result.output
    assert sorted(os.listdir(out)) == BOXES
    assert sorted(os.listdir(tmp_path / "deep")) == ["build"]
    assert out.stat().st_mode & 0o777 == 0o777 & ~_umask()  # not a private temp folder


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def test_an_old_build_is_replaced_and_other_files_are_kept(old_build):
    result = build(old_build)
    assert result.exit_code == 0, result.output
    after = snapshot(old_build)
    assert sorted(after) == sorted(BOXES + ["notes.txt"])
    assert after["notes.txt"] == b"mine\n"
    assert all(json.loads(after[name])["format"] == "cardsmith-bundle" for name in BOXES)


# ---------------------------------------------------------------- faults while staging


@pytest.mark.parametrize("nth", [1, 2, 3])
def test_a_full_disk_while_writing_leaves_the_old_build(monkeypatch, old_build, nth):
    before = snapshot(old_build)
    fail_on_call(monkeypatch, output, "write_file", nth,
                 OSError(errno.ENOSPC, "No space left on device"))
    assert refused(build(old_build), old_build, "the disk is full")
    assert snapshot(old_build) == before


def test_a_full_disk_leaves_no_new_folder_and_no_parent_made_for_it(monkeypatch, tmp_path):
    fail_on_call(monkeypatch, output, "write_file", 2,
                 OSError(errno.ENOSPC, "No space left on device"))
    result = build(tmp_path / "a" / "b" / "build")
    assert result.exit_code == 1
    assert os.listdir(tmp_path) == []


def test_a_read_only_file_system_is_a_clear_error(monkeypatch, tmp_path):
    target = tmp_path / "build"
    staging = tmp_path / f"{output.STAGING_PREFIX}build-0a1b2c3d"  # what mkdir would name
    fail_on_call(monkeypatch, output, "_new_folder", 1,
                 OSError(errno.EROFS, "Read-only file system", str(staging)))
    assert refused(build(target), target, f"{tmp_path}: the file system is read-only")
    assert os.listdir(tmp_path) == []


def test_an_output_folder_under_a_file_is_a_clear_error(tmp_path):
    (tmp_path / "file").write_text("x")
    assert refused(build(tmp_path / "file" / "build"), tmp_path / "file" / "build",
                   f"{tmp_path}/file: it is not a folder")


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="no /proc")
def test_an_output_folder_in_proc_is_a_clear_error():
    target = Path("/proc/cardsmith-build")
    assert refused(build(target), target, "/proc: no files can be made there")


# ---------------------------------------------------------------- faults while moving in


@pytest.mark.parametrize("nth", [1, 2, 3])
def test_a_failure_moving_the_bundles_in_puts_every_old_one_back(monkeypatch, old_build, nth):
    before = snapshot(old_build)
    fail_on_call(monkeypatch, output.os, "replace", nth,
                 OSError(errno.EIO, "Input/output error"))
    assert refused(build(old_build), old_build, "input/output error")
    assert snapshot(old_build) == before


def test_a_folder_in_the_way_of_the_last_bundle_undoes_the_ones_before(tmp_path):
    out = tmp_path / "build"
    (out / BOXES[-1]).mkdir(parents=True)
    assert refused(build(out), out, f"{out / BOXES[-1]}: it is a folder")
    assert sorted(os.listdir(out)) == [BOXES[-1]]


def test_a_failed_rename_of_a_new_folder_leaves_nothing(monkeypatch, tmp_path):
    fail_on_call(monkeypatch, output.os, "rename", 1, OSError(errno.EIO, "Input/output error"))
    result = build(tmp_path / "build")
    assert result.exit_code == 1
    assert os.listdir(tmp_path) == []


def test_sigterm_while_moving_in_waits_until_every_bundle_is_in(monkeypatch, old_build):
    """The signal is held back while the files move; it ends the run right after."""
    real_replace = os.replace
    calls = []

    def replace_and_signal(source, target):
        calls.append(target)
        if len(calls) == 1:
            os.kill(os.getpid(), signal.SIGTERM)
        return real_replace(source, target)
    monkeypatch.setattr(output.os, "replace", replace_and_signal)
    handler = signal.getsignal(signal.SIGTERM)
    files = {name: b'{"new": 1}\n' for name in BOXES}
    with pytest.raises(SystemExit) as stopped:
        write_files(old_build, files)
    assert stopped.value.code == 128 + signal.SIGTERM
    assert len(calls) == len(BOXES)
    assert snapshot(old_build) == {**files, "notes.txt": b"mine\n"}
    assert signal.getsignal(signal.SIGTERM) is handler  # the previous handler is back


_STAGE_SLOWLY = """
import sys, time
from pathlib import Path
from cardsmith.compiler import output
from cardsmith.cli import main

real = output.write_file
def slow(path, content):
    real(path, content)
    Path(sys.argv[1]).write_text("staged one")
    time.sleep(60)
output.write_file = slow
main(["build", "-o", sys.argv[2]])
"""


@pytest.mark.parametrize("fresh", [True, False], ids=["new folder", "old build"])
def test_sigterm_while_staging_leaves_no_temporary_file(tmp_path, old_build, fresh):
    out = tmp_path / "new" if fresh else old_build
    before = {} if fresh else snapshot(old_build)
    marker = tmp_path / "marker"
    process = subprocess.Popen([sys.executable, "-c", textwrap.dedent(_STAGE_SLOWLY),
                                str(marker), str(out)], cwd=ROOT, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE)
    while not marker.exists() and process.poll() is None:
        time.sleep(0.05)
    assert process.poll() is None, process.stderr.read()
    process.send_signal(signal.SIGTERM)
    assert process.wait() == 128 + signal.SIGTERM
    assert (snapshot(out) if out.exists() else {}) == before
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


# ---------------------------------------------------------------- the other writers


def test_schema_writes_every_schema_or_none(monkeypatch, tmp_path):
    fail_on_call(monkeypatch, output, "write_file", 3,
                 OSError(errno.ENOSPC, "No space left on device"))
    result = CliRunner().invoke(main, ["schema", "-o", str(tmp_path / "schemas")])
    assert refused(result, tmp_path / "schemas", "the disk is full")
    assert os.listdir(tmp_path) == []


def test_new_hero_under_a_file_is_a_clear_error(tmp_path):
    (tmp_path / "file").write_text("x")
    result = CliRunner().invoke(main, ["new", "hero", "Ada", "-o", str(tmp_path / "file")])
    assert result.exit_code == 2  # click: the folder given is a file
    result = CliRunner().invoke(main, ["new", "hero", "Ada", "-o",
                                       str(tmp_path / "file" / "sub")])
    assert refused(result, tmp_path / "file" / "sub", f"{tmp_path}/file: it is not a folder")


def test_write_files_raises_output_error_not_os_error(tmp_path):
    (tmp_path / "file").write_text("x")
    with pytest.raises(OutputError):
        write_files(tmp_path / "file", {"a.json": b"{}"})

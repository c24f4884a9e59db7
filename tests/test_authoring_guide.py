"""docs/authoring.md cannot rot: its commands are run as written, in order, in an empty folder.

The guide is read from top to bottom:

- every ```sh block that starts with `cardsmith` is run (each line one command, through the
  Click CliRunner, as the installed `cardsmith` would run it) in a fresh temporary folder,
  and must exit as the guide says: 0, or the status of a `<!-- guide-test: exit N -->`
  comment just before the block; other ```sh blocks (mkdir, cd) are what the temporary
  folder already does;
- `<!-- guide-test: write PATH -->` before a ```yaml block writes the block as that file;
  `<!-- guide-test: file PATH begins -->` checks that the file starts with the block;
  `<!-- guide-test: replace "OLD" with "NEW" in PATH -->` makes the edit the prose asks for
  (`\\n` in OLD and NEW is a line break);
- `<!-- guide-test: output -->` before a ```text block: the block is the exact output of the
  command just run; `output, numbers vary`: the same with every number masked and runs of
  spaces as one (game results change when the agents or heroes do); `output excerpt`: its
  lines, masked so, and without `...` lines, appear in the output in this order;
- every link to a section of docs/language.md (or README.md) names a heading that exists.

The comments are invisible when the guide is rendered.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardsmith.cli import main

ROOT = Path(__file__).resolve().parent.parent
GUIDE = ROOT / "docs" / "authoring.md"

_TOKENS = re.compile(
    r"<!-- guide-test: (?P<directive>.*?) -->"
    r"|^(?P<indent>[ \t]*)```(?P<info>[\w-]*)[ \t]*\n(?P<body>.*?)^(?P=indent)```[ \t]*$",
    re.MULTILINE | re.DOTALL)
_REPLACE = re.compile(r'replace "(?P<old>.*)" with "(?P<new>.*)" in (?P<path>\S+)$')
_NUMBER = re.compile(r"\d+(\.\d+)?")


def steps() -> list[tuple[str, str, str]]:
    """(kind, directive or info, body) in the order of the guide."""
    found = []
    for match in _TOKENS.finditer(GUIDE.read_text(encoding="utf-8")):
        if match.group("directive") is not None:
            found.append(("directive", match.group("directive").strip(), ""))
        else:
            indent = len(match.group("indent"))
            body = "\n".join(line[indent:] for line in match.group("body").splitlines())
            found.append(("block", match.group("info"), body + "\n"))
    return found


def _masked(text: str) -> str:
    """Every number as N, and the spaces that align columns of numbers as one."""
    return "\n".join(" ".join(_NUMBER.sub("N", line).split()) for line in text.splitlines())


def _check_output(mode: str, shown: str, actual: str, command: str) -> None:
    if mode == "output":
        assert actual == shown, f"`{command}` printed:\n{actual}"
    elif mode == "output, numbers vary":
        assert _masked(actual) == _masked(shown), f"`{command}` printed:\n{actual}"
    elif mode == "output excerpt":
        lines = iter(_masked(actual).splitlines())
        for line in _masked(shown).splitlines():
            if line.strip() in ("...", ""):
                continue
            assert any(line == candidate for candidate in lines), \
                f"`{command}` has no line {line!r} (in order); it printed:\n{actual}"
    else:
        raise AssertionError(f"unknown output check {mode!r}")


def run_guide(folder: Path) -> list[str]:
    """Run every step; return the commands run."""
    runner = CliRunner()
    pending: str | None = None  # the directive waiting for its block
    last: tuple[str, str] | None = None  # (command, output) of the block just run
    commands = []
    for kind, what, body in steps():
        if kind == "directive":
            edit = _REPLACE.match(what)
            if edit:
                path = folder / edit["path"]
                text = path.read_text(encoding="utf-8")
                old, new = (edit[key].replace("\\n", "\n") for key in ("old", "new"))
                assert text.count(old) == 1, f"{what}: the text is not there once"
                path.write_text(text.replace(old, new), encoding="utf-8")
                continue
            assert pending is None, f"two directives in a row: {pending!r}, {what!r}"
            pending = what
            continue
        directive, pending = pending, None
        if what == "sh" and body.startswith("cardsmith"):
            expected = 0
            if directive is not None:
                assert directive.startswith("exit "), f"{directive!r} before a command"
                expected = int(directive.removeprefix("exit "))
            for line in body.strip().splitlines():
                argv = shlex.split(line)
                assert argv[0] == "cardsmith", line
                result = runner.invoke(main, argv[1:], prog_name="cardsmith")
                assert result.exit_code == expected, \
                    f"`{line}` exited {result.exit_code}, not {expected}:\n{result.output}"
                commands.append(line)
                last = (line, result.output)
            continue
        if directive is None:
            continue
        if directive.startswith("write "):
            path = folder / directive.removeprefix("write ")
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(body, encoding="utf-8")
        elif directive.startswith("file ") and directive.endswith(" begins"):
            path = folder / directive.removeprefix("file ").removesuffix(" begins")
            assert path.read_text(encoding="utf-8").startswith(body), f"{path} begins otherwise"
        else:
            assert last is not None and what == "text", f"{directive!r} before a {what} block"
            _check_output(directive, body, last[1], last[0])
            last = None
    assert pending is None, f"{pending!r} at the end of the guide"
    return commands


def test_the_guide_runs_as_written(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    commands = run_guide(tmp_path)
    # the walk-through the guide promises, in this order
    order = ["cardsmith new hero", "cardsmith check", "cardsmith text", "cardsmith sim",
             "cardsmith play", "cardsmith matchups", "cardsmith schema"]
    firsts = [next(i for i, c in enumerate(commands) if c.startswith(o)) for o in order]
    assert firsts == sorted(firsts), commands


def test_every_output_shown_is_checked():
    """A ```text block right after a command block is a promise; it needs a directive."""
    previous = None
    for kind, what, body in steps():
        if kind == "block" and what == "text" and previous is not None:
            prev_kind, prev_what, prev_body = previous
            assert not (prev_kind == "block" and prev_what == "sh"
                        and prev_body.startswith("cardsmith")), \
                f"the output of `{prev_body.strip()}` is shown without a guide-test comment"
        previous = (kind, what, body)


def _anchor(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


@pytest.mark.parametrize("target", ["language.md", "../README.md"])
def test_links_name_existing_sections(target):
    document = (GUIDE.parent / target).resolve()
    headings = {_anchor(line.lstrip("#")) for line in document.read_text(encoding="utf-8")
                .splitlines() if line.startswith("#")}
    links = re.findall(rf"\]\({re.escape(target)}#([^)]+)\)", GUIDE.read_text(encoding="utf-8"))
    assert links, f"the guide links to no section of {target}"
    missing = sorted(set(links) - headings)
    assert not missing, f"no such section in {target}: {missing}"

"""The content target: a bundled box (its box.yaml, heroes and boards, or Super Fantasy
Brawl's champions and arena; sometimes a ruleset or a glossary) with one to three of its files
mutated, and now and then something odd in the folder.

Mutations, each drawn by Hypothesis (so a failure shrinks to few, small ones):
- of the data: a value replaced by an awkward one (bounds and one past them, huge and
  negative numbers, floats, NaN, long, empty and non-ASCII text, a lone surrogate, lists,
  mappings, null), a key removed or renamed, a list item repeated or the list emptied, an
  effect text replaced by generated or mutated effect text;
- of the YAML text: a snippet inserted (anchors, aliases, tags, merge keys, tabs, flow
  brackets, quotes, document markers, a byte order mark, escapes), a range deleted, a line
  repeated, the text cut short;
- of the bytes: one byte changed, an invalid UTF-8 byte inserted;
- of the folder: a link to a file or folder outside it (holding a secret the output must not
  show), a link inside it, a named pipe, a file renamed to a name that makes no id, a file
  removed.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from hypothesis import strategies as st

from .effects import effect_text_fields
from .harness import SECRET, check_and_build

ROOT = Path(__file__).resolve().parents[2]
CONTENT = ROOT / "content"
# Unmatched boxes (a box.yaml) and Super Fantasy Brawl's folder (champions and arenas)
BOXES = sorted({p.parent.name for p in CONTENT.glob("*/box.yaml")}
               | {p.parent.name for p in CONTENT.glob("*/champions")})

Path_ = tuple


@dataclass(frozen=True)
class ContentCase:
    """A box folder to check: file name (relative) -> bytes, and an odd thing in the folder."""

    box: str
    files: tuple[tuple[str, bytes], ...]
    oddity: str | None

    def size(self) -> int:
        return sum(len(data) for _, data in self.files)


def box_files(box: str) -> dict[str, str]:
    folder = CONTENT / box
    return {str(p.relative_to(folder)): p.read_text(encoding="utf-8")
            for p in sorted(folder.rglob("*.yaml"))}


_BOX_FILES = {box: box_files(box) for box in BOXES}
# Files that may come with a box: a ruleset, and a glossary of each language.
_EXTRA = {str(p.relative_to(CONTENT)): p.read_text(encoding="utf-8")
          for p in [*sorted((CONTENT / "rulesets").glob("*.yaml")),
                    *sorted((CONTENT / "glossary").glob("*.yaml"))]}

# ---------------------------------------------------------------- awkward values

_INTEGERS = st.one_of(
    st.sampled_from([-1, 0, 1, 2, 3, 4, 7, 9, 10, 11, 20, 21, 30, 31, 99, 100, 101, 500, 501,
                     10**10, 2**63, -(2**63), 10**30]),
    st.integers(min_value=-1000, max_value=1000),
)
_FLOATS = st.sampled_from([2.0, 0.5, -0.0, 1e308, math.inf, -math.inf, math.nan, 30.0])
_TEXTS = st.one_of(
    st.sampled_from(["", " ", "any", "hero", "sidekick", "attack", "scheme", "Robin Hood",
                     "忍者", "Ωmega", "Łowca", "\ud800", "\U0001F43A", "a\nb", "x" * 700,
                     "!!!", "It's", "unmatched", "fog token", "1", "null", "~"]),
    st.text(max_size=30),
    st.builds(lambda n: "word " * n, st.integers(min_value=100, max_value=20_000)),
)
_SCALARS = st.one_of(_INTEGERS, _FLOATS, _TEXTS, st.none(), st.booleans())
_VALUES = st.one_of(_SCALARS, st.lists(_SCALARS, max_size=3),
                    st.dictionaries(_TEXTS, _SCALARS, max_size=2))

# ---------------------------------------------------------------- text snippets

_SNIPPETS = ["&a ", "*a", "*b ", "!!python/object:os.system ", "!!binary ", "<<: *a\n", "\t",
             "---\n", "...\n", "? ", "- ", ": ", "{", "}", "[", "]", "'", '"', "\\ud800",
             '"\\ud83d\\ude00"', "\x00", "\ufeff", "#", "|\n", ">-\n", "%YAML 1.1\n", "\r",
             "\u2028", "&x [*x]", "!!str ", "!!int ", "1e400", "0x1F", "0o17", ".inf",
             "2024-05-01", "=", "<<", "\\", "@", "`"]


_MOST_PATHS = 20_000  # more only when aliases repeat parts: such text is left to the loader


class _TooMany(Exception):
    pass


def _paths(data: Any) -> list[Path_]:
    """Every path in the data; _TooMany past _MOST_PATHS (aliases can make a small text
    stand for an enormous tree, which is the loader's to reject, not the mutator's to walk)."""
    found: list[Path_] = []
    stack: list[tuple[Any, Path_]] = [(data, ())]
    while stack:
        value, path = stack.pop()
        found.append(path)
        if len(found) > _MOST_PATHS:
            raise _TooMany()
        if isinstance(value, dict):
            stack.extend(reversed([(item, path + (key,)) for key, item in value.items()]))
        elif isinstance(value, list):
            stack.extend(reversed([(item, path + (i,)) for i, item in enumerate(value)]))
    return found  # in the order of the text: the root first


def _get(data: Any, path: Path_) -> Any:
    for step in path:
        data = data[step]
    return data


@st.composite
def _mutate_data(draw, text: str) -> str:
    try:  # a text an earlier mutation broke is left to the text mutations
        data = yaml.safe_load(text)
        _paths(data)
    except (yaml.YAMLError, RecursionError, ValueError, _TooMany):
        return text
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        try:  # a value copied into itself or shared many times can grow the tree past it
            paths = _paths(data)
        except _TooMany:
            break
        path = draw(st.sampled_from(paths[1:] or paths))
        data = _apply(draw, data, path, [_get(data, p) for p in paths])
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=draw(st.booleans()), width=100)


def _apply(draw, data: Any, path: Path_, values: list) -> Any:
    if not path:
        return draw(_VALUES)
    parent, last = _get(data, path[:-1]), path[-1]
    operation = draw(st.sampled_from(["value", "value", "plausible", "plausible", "plausible",
                                      "delete", "repeat", "empty", "rename", "effect"]))
    if operation == "plausible":  # a value of the same type from the file or a small number:
        same = [v for v in values if type(v) is type(parent[last]) and v != parent[last]]
        small = st.integers(min_value=0, max_value=40) if isinstance(parent[last], int) \
            else st.nothing()
        parent[last] = draw(st.sampled_from(same) | small if same else _VALUES)
    elif operation == "delete":
        del parent[last]
    elif operation == "repeat" and isinstance(parent, list):
        parent.insert(last, parent[last])
    elif operation == "empty" and isinstance(parent[last], (list, dict, str)):
        parent[last] = type(parent[last])()
    elif operation == "rename" and isinstance(parent, dict):
        parent[draw(_TEXTS)] = parent.pop(last)
    elif operation == "effect" or (isinstance(last, str) and last in ("text", "ability")
                                   and draw(st.booleans())):
        parent[last] = draw(effect_text_fields())
    else:
        parent[last] = draw(_VALUES)
    return data


@st.composite
def _mutate_text(draw, text: str) -> str:
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        at = draw(st.integers(min_value=0, max_value=len(text)))
        operation = draw(st.sampled_from(["insert", "insert", "delete", "repeat", "cut"]))
        if operation == "insert":
            text = text[:at] + draw(st.sampled_from(_SNIPPETS)) + text[at:]
        elif operation == "delete":
            text = text[:at] + text[at + draw(st.integers(min_value=1, max_value=40)):]
        elif operation == "repeat":
            line_start = text.rfind("\n", 0, at) + 1
            line_end = text.find("\n", at) + 1 or len(text)
            text = text[:line_end] + text[line_start:line_end] + text[line_end:]
        else:
            text = text[:at]
    return text


@st.composite
def _mutate_bytes(draw, text: str) -> bytes:
    data = bytearray(text.encode("utf-8"))
    at = draw(st.integers(min_value=0, max_value=len(data)))
    if draw(st.booleans()) and data:
        data[min(at, len(data) - 1)] = draw(st.integers(min_value=0, max_value=255))
    else:
        data[at:at] = draw(st.sampled_from([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x80"]))
    return bytes(data)


@st.composite
def content_cases(draw) -> ContentCase:
    box = draw(st.sampled_from(BOXES))
    texts = dict(_BOX_FILES[box])
    if draw(st.integers(min_value=0, max_value=3)) == 0:
        extra = draw(st.sampled_from(sorted(_EXTRA)))
        texts[extra] = _EXTRA[extra]
    files = {name: text.encode("utf-8") for name, text in texts.items()}
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        name = draw(st.sampled_from(sorted(texts)))
        kind = draw(st.sampled_from(["data", "data", "data", "text", "bytes"]))
        if kind == "data":
            texts[name] = draw(_mutate_data(texts[name]))
            files[name] = texts[name].encode("utf-8", "surrogatepass")
        elif kind == "text":
            texts[name] = draw(_mutate_text(texts[name]))
            files[name] = texts[name].encode("utf-8", "surrogatepass")
        else:
            files[name] = draw(_mutate_bytes(texts[name]))
    oddity = draw(st.sampled_from([None] * 6 + ["link out", "folder link out", "link in",
                                                "pipe", "bad name", "missing file"]))
    return ContentCase(box, tuple(sorted(files.items())), oddity)


def write_case(case: ContentCase, folder: Path) -> Path:
    """The case's box folder under folder (and the secret it must not show); its path."""
    root = folder / "content" / case.box
    for name, data in case.files:
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_bytes(data)
    secret = folder / "secret"
    secret.mkdir(exist_ok=True)
    (secret / "passwd.yaml").write_text(f"kind: hero\nname: {SECRET}\n{SECRET}: [\n")
    heroes = sorted(name for name, _ in case.files if name.startswith(("heroes/", "champions/")))
    for sub in ("heroes", "boards"):
        (root / sub).mkdir(parents=True, exist_ok=True)
    if case.oddity == "link out":
        _link(secret / "passwd.yaml", root / "boards" / "passwd.yaml")
    elif case.oddity == "folder link out":
        _link(secret, root / "heroes" / "more")
    elif case.oddity == "link in" and heroes:
        _link(root / heroes[0], root / "again.yaml")
    elif case.oddity == "pipe" and hasattr(os, "mkfifo"):
        os.mkfifo(root / "heroes" / "pipe.yaml")
    elif case.oddity == "bad name" and heroes:
        (root / heroes[0]).rename((root / heroes[0]).with_name("Bad Name.yaml"))
    elif case.oddity == "missing file" and heroes:
        (root / heroes[0]).unlink()
    return root


def _link(target: Path, link: Path) -> None:
    """A relative link, so a reproducer moved elsewhere still links the same way."""
    os.symlink(os.path.relpath(target, link.parent), link, target_is_directory=target.is_dir())


def run_content(case: ContentCase, scratch: Path) -> None:
    folder = write_case(case, scratch)
    check_and_build(folder, scratch / "box")
    if case.oddity == "pipe" and hasattr(os, "mkfifo"):  # named, it is E006 and no hang
        check_and_build(folder / "heroes" / "pipe.yaml", scratch / "pipe")

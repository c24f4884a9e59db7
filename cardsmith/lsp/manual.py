"""Entries of the effect language's manual (docs/language.md), by grammar rule.

The manual's last section is an index: each row names grammar rules and the section that
explains them. A word of effect text is looked up through the rules around it (innermost
first, grammar/assist.py), so the entry is the most specific one the index has.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files

_HEADING = re.compile(r"^(#{2,3}) (\d+(?:\.\d+)?)\.? (.+)$")
_INDEX_ROW = re.compile(r"^\|(?P<rules>[^|]*`[^|]*)\|[^|]*\|\s*(?P<section>\d+(?:\.\d+)?)")
MAX_LINES = 40  # an entry longer than this is cut, with a pointer to the rest


@dataclass(frozen=True)
class Section:
    number: str
    title: str
    lines: tuple[str, ...]  # the heading and the text up to the next section

    def markdown(self) -> str:
        lines = list(self.lines)
        while lines and not lines[-1].strip():
            lines.pop()
        if len(lines) > MAX_LINES:
            lines = lines[:MAX_LINES] + ["", f"*(more in docs/language.md, section {self.number})*"]
        return "\n".join(lines)


def manual_text() -> str:
    return files("cardsmith.docs").joinpath("language.md").read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def sections() -> dict[str, Section]:
    """Numbered sections ("7.3"), each with its text down to the next numbered heading."""
    found: dict[str, Section] = {}
    current: tuple[str, str, list[str]] | None = None
    for line in manual_text().splitlines():
        match = _HEADING.match(line)
        if match:
            if current:
                found[current[0]] = Section(current[0], current[1], tuple(current[2]))
            current = (match[2], match[3], [line])
        elif current:
            current[2].append(line)
    if current:
        found[current[0]] = Section(current[0], current[1], tuple(current[2]))
    return found


@lru_cache(maxsize=1)
def rule_sections() -> dict[str, str]:
    """Grammar rule -> the number of the section the index gives for it."""
    table: dict[str, str] = {}
    for line in manual_text().splitlines():
        match = _INDEX_ROW.match(line)
        if match:
            for rule in re.findall(r"`([a-z_]+)`", match["rules"]):
                table.setdefault(rule, match["section"])
    return table


def entry_for(rules: list[str]) -> Section | None:
    """The manual's section for the innermost of rules that its index names."""
    index, numbered = rule_sections(), sections()
    for rule in rules:
        number = index.get(rule)
        if number in numbered:
            return numbered[number]
    return None

"""Diagnostics as data: every stage reports problems into a `Diagnostics` collection.

A diagnostic names a code from `CODES`, a severity, a message, where it is (file, line,
column; 1-based) and a short "expected ..." hint. Stages never raise on bad content; they
add a diagnostic and go on, so one run reports every fault it can find.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from enum import Enum
from pathlib import Path
from typing import Iterable, Iterator


class Severity(str, Enum):
    ERROR = "error"
    WARNING = "warning"


# Every code the compiler can emit, with a one-line description (docs and `--format json`
# consumers rely on these staying stable).
CODES: dict[str, str] = {
    # loading
    "E001": "the file is not valid YAML",
    "E002": "the file is too large",
    "E003": "the YAML nests too deeply",
    "E004": "the YAML expands too many aliases",
    "E005": "a mapping has the same key twice",
    "E006": "the file cannot be read",
    "E007": "the YAML uses a tag that is not allowed",
    "E008": "a link in a content folder points outside the folders given",
    # validation against the JSON Schemas
    "E100": "the document does not match its schema",
    "E101": "the document's kind cannot be told",
    "E102": "a number is larger than another field of the document allows",
    # effect language syntax
    "E200": "the effect text has a syntax error",
    "E201": "the effect text ends too early",
    "E202": "the effect text has a character the language does not use",
    "E203": "the effect text has a number larger than the language allows",
    # names
    "E300": "unknown fighter name",
    "E301": "unknown hero",
    "E302": "unknown board",
    "E303": "unknown ruleset",
    "E304": "a card is usable by a fighter the hero does not have",
    "E305": "two cards have the same title",
    "E306": "two fighters have the same name",
    "E307": "the hero has no fighter with the hero role, or more than one",
    "E308": "unknown card symbol or resource",
    "E309": "a card's title has no letter or digit to make its id from",
    "E310": "a kind of token has two numbers (the ability's and the hero file's) or none",
    "E311": "the hero fighter is marked summoned: only a sidekick starts off the board",
    "E320": "a sub-deck lists a card the hero does not have, or one already in another sub-deck",
    "E321": "two sub-decks have the same name",
    "E323": "a remark's translations are given twice",
    "E324": "a text changes the form of a hero who has no forms",
    "E325": "a text changes the form by another word than the hero file's `forms: word`",
    "W320": "a text acquires from, or reads the card of, a sub-deck the hero does not declare",
    "E330": "a text invokes a named effect the hero does not declare",
    "E331": "two kinds of named effect have one word, or two named effects one name",
    "E332": "'a different ...' follows no invocation of a named effect in its text",
    "E333": "a named effect's text has a header or invokes a named effect",
    "E334": "a named effect's word, verb or name cannot be written in text, or its cost is no cost",
    "W330": "a text invokes named effects the hero does not declare",
    # fighter traits, and how the BOOST of an attack is played (issue 10)
    "E340": "a text gives or asks a trait the hero file does not declare",
    "E341": "a trait's meaning is not a lasting ability that always holds",
    "E342": "a trait is given elsewhere than in the special ability's text without a trigger",
    "E343": "a rule for the BOOST of an attack outside a 'When <fighter> attacks' ability",
    "E344": "a trait's word is a word of the language, or two traits have one word",
    "W340": "a trait is declared but the special ability gives it to no fighter",
    # timing and context
    "E400": "a timing header cannot apply to this card's type",
    "E401": "a condition about the combat's outcome outside After combat",
    "E402": "a sentence refers to a combat outside a combat",
    "E403": "'instead' has no earlier effect to replace",
    "E404": "'if they do not' follows no optional effect of theirs",
    "E405": "'that' refers to nothing chosen before",
    "E406": "a permission to move through fighters follows no move of that fighter",
    "E407": "a timing header appears twice on one card",
    "E408": "a hero ability needs a trigger",
    "E409": "the text uses a construct the card's game does not have",
    "E410": "a champion's card names another champion",
    "E411": "a challenge's text is not one 'Score if' condition, or another text scores",
    "E412": "a card declares what only a hero's ability declares (its tokens)",
    "E413": "a verb after 'and' that English gives the players of a plural group before it",
    "E415": "two rows of a table of outcomes match the same value",
    "E416": "a row of a table of outcomes is a range that ends below its start",
    # decks
    "E500": "the deck has the wrong number of cards",
    # boards
    "E600": "a board's adjacency is not symmetric",
    "E601": "a space belongs to no zone",
    "E602": "the board is not connected",
    "E603": "a start space is missing",
    "E604": "the board's declared counts do not match its spaces and zones",
    "E605": "a space refers to a space or zone that does not exist",
    "E606": "two spaces have the same id",
    # arenas (Super Fantasy Brawl)
    "E620": "an arena's hex is outside the arena",
    "E621": "an arena's hex is used twice",
    # boxes
    "E700": "a box lists a file that does not exist",
    "E701": "two documents have the same id",
    "E702": "a file or folder name does not make an id",
    # localisation (grammar/phrases/<lang>.ftl and translated names)
    "E800": "a phrase catalog does not parse",
    "E801": "a phrase catalog lacks a message the English one has, or has one it lacks",
    "E802": "a message prints other variables than in English, or uses unknown ones",
    "E803": "a choice by number lacks a CLDR plural category of its language",
    "E804": "a card's text does not render in a language",
    "W804": "a phrase catalog does not render a construct yet (no message, or not the canonical English)",
    "E805": "a rendered text has a brace, an isolation mark or other numbers than its effect",
    "E806": "a translated text has English words of the effect language",
    "W810": "a name or remark has no translation in a language the hero is translated into",
    "W811": "a translated name lacks a form or gender that a card's text needs",
    "W812": "a hero file gives no translation at all: its own names print in English",
    "W813": "a card's title is translated otherwise than the glossary translates it",
    "E814": "a form's translation is given for a name that is not one of the hero's forms",
    "W815": "a remark's translations are given, but no text of the hero has that remark",
    # card faces (cardsmith cards, cardsmith export tts)
    "W870": "a card's title or text does not fit on the card at the smallest type size",
    "W871": "a card shows a character that no card font draws",
    # deck statistics (cardsmith check --lint)
    "W880": "a hero's deck is outside the range of the published heroes in a figure",
    "W881": "a card's value or boost is above every published card's",
    # the run itself
    "E900": "too many errors; the rest are not shown",
    "E901": "no content files found",
    "E902": "internal error: a compiled bundle breaks its schema",
}


@dataclass(frozen=True)
class Diagnostic:
    code: str
    message: str
    file: str
    line: int = 0
    column: int = 0
    severity: Severity = Severity.ERROR
    hint: str = ""
    # Width of the faulty text, for the caret line; 1 when unknown.
    length: int = 1

    def location(self) -> str:
        if self.line:
            return f"{self.file}:{self.line}:{self.column}"
        return self.file

    def to_json(self) -> dict:
        data = asdict(self)
        data["severity"] = self.severity.value
        return data


class TooManyErrors(Exception):
    """Raised inside a stage when the run's error cap is reached; the pipeline stops."""


@dataclass
class Diagnostics:
    """The diagnostics of one run, in the order they were found, capped at `limit` errors."""

    limit: int = 200
    items: list[Diagnostic] = field(default_factory=list)
    capped: bool = False
    # errors among items, kept as they are added: counting them on every add made a run
    # with many diagnostics quadratic
    _errors: int = field(default=0, repr=False, compare=False)
    # The lines of files that did not load, as far as they were read (none: an empty list),
    # kept by the loader: a report shows a line of them without opening a file again.
    sources: dict[str, list[str]] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._errors = sum(1 for d in self.items if d.severity is Severity.ERROR)

    def add(self, diagnostic: Diagnostic) -> None:
        if self.capped:
            return
        if self._errors >= self.limit:
            self.capped = True
            self.items.append(
                Diagnostic("E900", f"stopped after {self.limit} errors", diagnostic.file)
            )
            self._errors += 1
            return
        self.items.append(diagnostic)
        if diagnostic.severity is Severity.ERROR:
            self._errors += 1

    def error(self, code: str, message: str, file: str | Path, line: int = 0,
              column: int = 0, hint: str = "", length: int = 1) -> None:
        assert code in CODES, code
        self.add(Diagnostic(code, message, str(file), line, column, Severity.ERROR, hint, length))

    def warning(self, code: str, message: str, file: str | Path, line: int = 0,
                column: int = 0, hint: str = "", length: int = 1) -> None:
        assert code in CODES, code
        self.add(Diagnostic(code, message, str(file), line, column, Severity.WARNING, hint, length))

    def extend(self, diagnostics: Iterable[Diagnostic]) -> None:
        for diagnostic in diagnostics:
            self.add(diagnostic)

    @property
    def error_count(self) -> int:
        return self._errors

    @property
    def has_errors(self) -> bool:
        return self.error_count > 0

    def __iter__(self) -> Iterator[Diagnostic]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def sorted(self) -> list[Diagnostic]:
        return sorted(self.items, key=lambda d: (d.file, d.line, d.column, d.code))


SHOWN_WIDTH = 120  # the most of a source line a diagnostic shows: a line may be a whole file
_BEFORE_CARET = 40  # of which this much comes before the caret, when the line is cut


def format_text(diagnostic: Diagnostic, source_lines: list[str] | None) -> str:
    """`path:line:col: error[E123]: message`, the source line, a caret, and the hint."""
    head = f"{diagnostic.location()}: {diagnostic.severity.value}[{diagnostic.code}]: {diagnostic.message}"
    parts = [head]
    if source_lines and 0 < diagnostic.line <= len(source_lines):
        text = source_lines[diagnostic.line - 1].rstrip("\n").expandtabs(1)
        column, end = diagnostic.column, len(text)
        if len(text) > SHOWN_WIDTH:  # the part around the caret, "..." where cut
            start = max(0, min(column - 1 - _BEFORE_CARET, len(text) - SHOWN_WIDTH))
            before = "..." if start else ""
            after = "..." if start + SHOWN_WIDTH < len(text) else ""
            text = before + text[start:start + SHOWN_WIDTH] + after
            column, end = column - start + len(before), len(text) - len(after)
        gutter = f"{diagnostic.line:>4} | "
        parts.append(gutter + text)
        width = max(1, min(diagnostic.length, end - column + 1))
        parts.append(" " * (len(gutter) - 2) + "| " + " " * (column - 1) + "^" * width)
    if diagnostic.hint:
        parts.append(f"     = {diagnostic.hint}")
    return "\n".join(parts)


def format_json(diagnostics: Iterable[Diagnostic]) -> str:
    return json.dumps([d.to_json() for d in diagnostics], indent=2, ensure_ascii=False)

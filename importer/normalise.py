"""The importer's normalisations of printed text: each keeps the card's meaning and only
changes how it is written (docs/importing.md lists them). Nothing else is rewritten: a text
the language does not accept goes in as printed, for `cardsmith check` to point at."""

from __future__ import annotations

import re
from enum import Enum

# The printed timing windows, in the order a card prints them, and their headers.
class Window(str, Enum):
    TEXT = "basicText"
    IMMEDIATELY = "immediateText"
    DURING_COMBAT = "duringText"
    AFTER_COMBAT = "afterText"


HEADERS = {Window.TEXT: "", Window.IMMEDIATELY: "Immediately: ",
           Window.DURING_COMBAT: "During combat: ", Window.AFTER_COMBAT: "After combat: "}

_SPACES = re.compile(r"\s+")
# "[ONGOING]:" as some data sets write the ONGOING header
_BRACKETED_HEADER = re.compile(r"\[([A-Z][A-Z ]*)\]")
# typographic quotes and dashes: the effect language reads the plain ones
_TYPOGRAPHY = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"',
                             "\u2013": "-", "\u2014": "-", "\u00a0": " "})


def text(printed: str) -> str:
    """One window's printed text, normalised: line breaks and runs of spaces are one space,
    typographic quotes and dashes are plain, a bracketed header is bare."""
    cleaned = printed.translate(_TYPOGRAPHY)
    cleaned = _BRACKETED_HEADER.sub(r"\1", cleaned)
    return _SPACES.sub(" ", cleaned).strip()


def card_text(windows: dict[Window, str | None]) -> str:
    """The windows of a card joined as effect text, each after its header; a window's text
    ends its sentence before the next window's header ("Prevent all damage" gets its full
    stop before "After combat:")."""
    parts = [HEADERS[window] + text(windows[window]) for window in Window
             if windows.get(window) and windows[window].strip()]
    ended = [part if part[-1] in _SENTENCE_ENDS else part + "." for part in parts[:-1]]
    return " ".join(ended + parts[-1:])


_SENTENCE_ENDS = ".!?)"


# "Bruce Lee (old)": a qualifier of the deck's edition, which card text leaves out
_QUALIFIER = re.compile(r"\s*\([^()]*\)$")


def fighter_name(printed: str) -> str:
    """A fighter's name as card text writes it: without a trailing qualifier in brackets."""
    return _QUALIFIER.sub("", printed.strip()) or printed


def singular(name: str) -> str:
    """The name of one of several fighters ("Harpies" -> "Harpy", "Raptors" -> "Raptor")."""
    if name.endswith("ies"):
        return name[:-3] + "y"
    if name.endswith("s") and not name.endswith("ss"):
        return name[:-1]
    return name


def user(printed: str, fighters: list[tuple[str, str | None]]) -> str:
    """Who may use a card, as its printed short form names them ("ARTHUR", "Black panther",
    "HARPY", "T-REX"): the fighter whose name, plural or a word of it matches, ignoring case
    and punctuation; "any" for ANY; else the printed form, for `check` to report."""
    key = _key(printed)
    if key == "any":
        return "any"
    for name, plural in fighters:
        if key in {_key(name), _key(plural or "")}:
            return name
    for name, plural in fighters:
        words = set(_key(name).split()) | set(_key(plural or "").split())
        if key in words or (key and _key(name).endswith(" " + key)):
            return name
    return printed


def short_name(printed: str, name: str, plural: str | None) -> str | None:
    """The short form a card's printed user gives the fighter `name` ("GERALT" for Geralt of
    Rivia), spelled as the fighter's name spells those words ("Geralt"); None if the printed
    form is the whole name or plural, or not a run of its words. Cards name the fighter so."""
    key = _key(printed)
    if not key or key in {_key(name), _key(plural or "")}:
        return None
    words = name.split()
    for start in range(len(words)):
        for end in range(start + 1, len(words) + 1):
            if _key(" ".join(words[start:end])) == key:
                return " ".join(words[start:end])
    return None


def _key(name: str) -> str:
    return " ".join(re.sub(r"[^\w\s]", " ", name.lower()).split())


# "Summon two squirrels", "summon a Squirrel": the kind of sidekick a text summons
_SUMMONED = re.compile(r"\bsummon\s+(?:an?|one|two|three|four|five|six|\d+)\s+([^\W\d_][\w-]*)",
                       re.IGNORECASE)


def summoned_kinds(texts: list[str], fighters: list[tuple[str, str | None]]) -> list[str]:
    """The kinds of sidekick the texts summon that no fighter listed is ("squirrel"), each
    once, in the singular and lower case, in the order the texts first summon them."""
    listed = {_key(spelling) for name, plural in fighters for spelling in (name, plural or "")}
    kinds: list[str] = []
    for written in (m.group(1) for text in texts for m in _SUMMONED.finditer(text)):
        kind = singular(written.lower())
        if _key(kind) not in listed and _key(written) not in listed and kind not in kinds:
            kinds.append(kind)
    return kinds


def capitalised_names(text: str, fighters: list[tuple[str, str | None]]) -> str:
    """Text with each fighter's name and plural that it writes all in lower case capitalised
    as the name is ("summon two squirrels" -> "summon two Squirrels"): the effect language
    reads a capitalised word as a name, and a printed card writes some names in lower case."""
    spellings = {spelling for name, plural in fighters for spelling in (name, plural) if spelling}
    for spelling in sorted(spellings, key=len, reverse=True):  # "squirrels" before "squirrel"
        if spelling.lower() != spelling:
            text = re.sub(rf"(?<![\w'-]){re.escape(spelling.lower())}(?![\w-])", spelling, text)
    return text


# "T-Rex is a large fighter. (She can attack up to 2 spaces away.)": a trait the ability
# gives, and the printed reminder of what it means
_TRAIT = re.compile(r"\b(?:is an?|are) (?P<word>[a-z]+(?:-[a-z]+)*) fighters?\. \((?P<reminder>[^()]+)\)")


def printed_traits(ability: str) -> list[dict[str, str]]:
    """The traits a special ability gives with a reminder of their meaning right after ("X
    is a large fighter. (She can attack up to 2 spaces away.)"), each once, in the order
    printed: the word, and as its meaning the reminder's text, in which "she", "he", "they"
    is the fighter with the trait. UmDb has no field for a trait; the hero file declares it
    under `traits` (docs/importing.md)."""
    traits: list[dict[str, str]] = []
    for match in _TRAIT.finditer(ability):
        word = match.group("word")
        if all(trait["name"] != word for trait in traits):
            traits.append({"name": word, "meaning": match.group("reminder").strip()})
    return traits

"""Which spellings of effect text name a fighter: the one rule the compiler's checks, the
runtime and the text generator all use."""

from __future__ import annotations

import re
from typing import Iterable


def fighter_spellings(name: str, plural: str | None = None,
                      forms: Iterable[str] = ()) -> frozenset[str]:
    """The spellings, case-folded, that mean this fighter: its name and plural, each with or
    without a leading "the" ("The Jackalope", "Jackalope"), and the forms it takes (a hero's
    "Dr. Jekyll", "Mr. Hyde"). Compare with `spelling_key`."""
    names = {spelling_key(n) for n in (name, plural or "", *forms) if n}
    return frozenset(names | {n[4:] for n in names if n.startswith("the ")})


# A title written in full or short, with or without its full stop, is the same title: printed
# cards write "Dr. Strange" for Doctor Strange, "Dr Sattler" for Dr. Sattler.
_TITLE_FORMS = re.compile(r"\b(doctor|dr|mr|mrs|ms|jr|sr)\b\.?")
_SHORT_TITLE = {"doctor": "dr"}
# The parts of a name are the same name whatever stands between them: a hyphen, a full stop,
# a space or several ("T-Rex", "T. Rex", "T Rex"; "Spider-Man", "Spider Man").
_NAME_PART_BREAK = re.compile(r"[\s.\-]+")


def spelling_key(written: str) -> str:
    """How a written name is compared with `fighter_spellings`."""
    titled = _TITLE_FORMS.sub(lambda m: _SHORT_TITLE.get(m.group(1), m.group(1)),
                              written.casefold())
    return _NAME_PART_BREAK.sub(" ", titled).strip()


def token_spellings(name: str, plural: str) -> frozenset[str]:
    """The spellings, case-folded, that mean a kind of token: its name and plural, each with
    or without the word "token" ("trap token", "trap tokens", "a trap", "8 traps")."""
    word = token_word(name)
    return frozenset({name.casefold(), plural.casefold(), word, word + "s"})


def token_word(written: str) -> str:
    """The word of a kind of token, as text writes one or several: "insight tokens" ->
    "insight", "trap" -> "trap". A bare plural ("traps") is `token_word` of its singular."""
    return written.casefold().removesuffix(" tokens").removesuffix(" token")

"""The glossary of each language: names every deck shares, and the rule texts' terms.

One file per language in content/glossary/<lang>.yaml (schemas/glossary.schema.json),
loaded by the compiler and carried in every bundle as `glossary`:

    kind: glossary
    language: it
    cards:                       # titles any deck may print: Feint reads the same in each
      Feint: {title: Finta}
    names:                       # fighters' kinds, resources and tokens any hero may use
      Rage: {name: Furia, gender: f, source: official}
    terms:                       # the rule texts' words, which the catalog must use
      maneuver: {text: Manovra, source: official}
    keep_english: []             # kinds of name printed in English (tr: [card]; an SFB
                                 # champion's card titles are the kind action-card)

A name's own translation (in its hero, board or box file) comes first; the glossary is
what a name falls back on before English. `source: official` marks a word of the
official edition (a rule text in that language); the rest is the project's own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

JsonPath = tuple[str | int, ...]

# kind of name -> the glossary section that translates it
_SECTIONS = {"card": "cards", "action-card": "cards", "fighter": "names", "resource": "names", "token": "names",
             "form": "names", "marker": "names", "board": "names",
             "sub-deck": "names", "trait": "names"}


@dataclass(frozen=True)
class GlossaryHit:
    """A translation found in the glossary, and where it stands in the glossary file."""

    data: Mapping[str, Any]
    path: JsonPath
    kept: bool = False  # the language keeps English names of this kind (keep_english)


@dataclass
class Glossary:
    """The glossaries of every language, by language code (the bundle's `glossary`)."""

    languages: dict[str, Mapping[str, Any]] = field(default_factory=dict)

    def lookup(self, lang: str, kind: str, english: str) -> GlossaryHit | None:
        """The glossary's translation of a name of this kind, if it has one."""
        entries = self.languages.get(lang)
        if not entries:
            return None
        section = _SECTIONS.get(kind)
        data = entries.get(section, {}).get(english) if section else None
        if data:
            return GlossaryHit(data, (section, english))
        if kind in entries.get("keep_english", ()):
            key = "title" if kind in ("card", "action-card") else "name"
            return GlossaryHit({key: english}, ("keep_english",), kept=True)
        return None

    def terms(self, lang: str) -> Mapping[str, Mapping[str, Any]]:
        return (self.languages.get(lang) or {}).get("terms", {})

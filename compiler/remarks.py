"""Reminder text and its translations: the one place that decides them.

A remark is reminder text in parentheses after a sentence ("(This includes opposing
fighters.)"): printed with the card, never an effect (docs/language.md 4.6). The language
cannot generate it, so a hero file translates each one under `remarks`, by its English text:

    remarks:
      - text: (This includes opposing fighters.)
        translations:
          it: {text: (Questo include i combattenti avversari.)}

Checks: a remark translated twice is E323 (where the second stands); a translation of a
remark no text of the hero has is W815 (a stale entry, where it stands). A remark without a
translation in a language the hero is translated into is W810, as a name is
(check_i18n.py), where the remark stands in its text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterator

from cardsmith.grammar import nodes as n

if TYPE_CHECKING:
    from .check import HeroContext
    from .model import Card, EffectSource, Hero


def used_remarks(hero: "Hero") -> Iterator[tuple[str, "Card | None", "EffectSource"]]:
    """Each remark of the hero's texts that is printed as written, with the card (None: the
    ability) and text it stands in, in the order of the file; a trait's reminder is not one:
    in another language the trait's meaning stands there (reminded_traits)."""
    traits = [trait.name for trait in hero.traits]
    for card, source in hero.effects():
        for section in source.ast.sections:
            for sentence in section.sentences:
                if sentence.remark is not None and not n.reminded_traits(sentence, traits):
                    yield sentence.remark, card, source


def declared_remarks(hero: "Hero") -> list[dict[str, Any]]:
    return list(hero.doc.data.get("remarks") or [])


def remarks_to_json(hero: "Hero") -> list[dict[str, Any]]:
    """The bundle's remarks: every one the texts use, once, with its translations (none
    when the file gives none, so `cardsmith i18n status` lists it as untranslated) and
    `path`, where in the hero file its translations stand, else the text it stands in."""
    declared = {entry["text"]: index for index, entry in enumerate(declared_remarks(hero))}
    found: dict[str, dict[str, Any]] = {}
    for text, _, source in used_remarks(hero):
        if text in found:
            continue
        index = declared.get(text)
        translations = {} if index is None else declared_remarks(hero)[index].get("translations", {})
        path = list(source.path) if index is None else ["remarks", index, "text"]
        found[text] = {"text": text, "translations": translations, "path": path}
    return list(found.values())


def check_remarks(context: "HeroContext") -> None:
    used = {text for text, _, _ in used_remarks(context.hero)}
    seen: dict[str, int] = {}
    for index, entry in enumerate(declared_remarks(context.hero)):
        text, path = entry["text"], ("remarks", index, "text")
        if text in seen:
            context.error("E323", f"remark '{text}' is translated twice (first as "
                          f"remarks[{seen[text]}])", path, "expected one entry for each remark",
                          length=len(text))
        seen.setdefault(text, index)
        if text not in used and not context.hero.incomplete:
            position = context.hero.doc.position(path)
            context.diagnostics.warning(
                "W815", f"remark '{text}' is translated but no text of {context.hero.name} "
                "has it", context.hero.doc.display, position.line, position.column,
                "expected the remark as a text writes it, parentheses included: "
                + (", ".join(f"'{t}'" for t in sorted(used)) or "no text has a remark"),
                len(text))


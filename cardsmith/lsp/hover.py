"""Hover: on a word of effect text, its entry in the manual (docs/language.md); on a card,
the card as printed in every language of the text generator."""

from __future__ import annotations

from lsprotocol import types

from cardsmith.cardtext import CardPrinter
from cardsmith.compiler.bundle import card_to_json
from cardsmith.compiler.model import Card, Hero
from cardsmith.grammar import assist
from cardsmith.grammar.i18n_glossary import Glossary
from cardsmith.grammar.i18n_lang import LANGUAGES
from cardsmith.grammar.i18n_names import NameTable

from .analysis import Analysis
from .manual import entry_for
from .places import card_at, effect_at
from .textindex import TextIndex


def hover(analysis: Analysis, index: TextIndex, offset: int) -> types.Hover | None:
    doc = analysis.doc
    if doc is None:
        return None
    place = effect_at(doc, offset)
    if place is not None:
        rules, token = assist.constructs_at(place.text, place.offset)
        section = entry_for(rules) if token is not None else None
        if section is not None:
            start = offset - (place.offset - token.start_pos)
            return _markdown(section.markdown(), index.range(start, start + len(token)))
    number = card_at(doc, index, offset)
    if number is not None and analysis.hero is not None:
        card = next((c for c in analysis.hero.cards if c.index == number), None)
        glossary = analysis.result.glossaries.glossary()
        return _markdown(card_markdown(analysis.hero, card, glossary) if card else
                         "This card breaks its schema; its text is printed once it is fixed.")
    return None


def _markdown(text: str, where: types.Range | None = None) -> types.Hover:
    return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=text),
                       range=where)


def card_markdown(hero: Hero, card: Card, glossary: Glossary | None = None) -> str:
    """The card as printed in each language, one block a language, with the names of the
    hero file and of the glossary (as `cardsmith text` prints it)."""
    if card.effect is not None and card.effect.ast is None:
        return f"**{card.title}**: its text does not parse yet, so it cannot be printed."
    data = card_to_json(card)
    names = NameTable.from_hero_data(hero.doc.data, glossary, hero.id,
                                     cards=[c.index for c in hero.cards])
    blocks = []
    for code, language in LANGUAGES.items():
        try:
            lines = CardPrinter(code, names).card_lines(data)
        except Exception as error:  # noqa: BLE001 - the checks report it; a hover must not fail
            lines = [f"(cannot be printed: {error})"]
        blocks.append(f"**{language.english_name}** ({code})\n\n```text\n" + "\n".join(lines)
                      + "\n```")
    return "\n\n".join(blocks)

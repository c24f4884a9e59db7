"""The words a hero's cards show, in one language: the one place the card renderer reaches
the text generator (cardsmith/cardtext.py, cardsmith/rules_text.py).

`hero_face_text` takes a compiled bundle's hero and a language and returns plain strings;
the layouts never call the text generator themselves. Names come from the `NameTable` of
the hero's bundle (`NameTable.from_bundle`: its translations and the glossary), as
`cardsmith text` prints them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardsmith.cardtext import CardPrinter
from cardsmith.grammar import nodes as n
from cardsmith.grammar.i18n_lang import SOURCE_LANGUAGE
from cardsmith.grammar.i18n_names import NameTable
from cardsmith.grammar.render_en import render_en
from cardsmith.grammar.serialize import node_from_json


@dataclass(frozen=True)
class Section:
    """One paragraph of effect text: its timing header or trigger (with the language's own
    punctuation, "After combat:"), or None, and its sentences as lines. As on the printed
    cards, a sentence that starts with another card symbol than the one before starts a
    new line."""

    header: str | None
    lines: tuple[str, ...]

    def plain(self) -> str:
        return " ".join(([self.header] if self.header else []) + list(self.lines))


@dataclass(frozen=True)
class CardText:
    title: str
    type_name: str  # "Versatile"
    user: str  # "Robin Hood", or the language's "Any fighter"
    sections: tuple[Section, ...]
    stats: str  # the one-line summary `cardsmith text` prints: type, value, BOOST, user


@dataclass(frozen=True)
class FighterText:
    name: str
    count: int
    health: int
    attack_kind: str  # "melee" or "ranged"
    attack: str  # how the language writes it: "Melee"


@dataclass(frozen=True)
class FaceLabels:
    boost: str
    move: str
    health: str
    ability: str  # the heading of the special ability


@dataclass(frozen=True)
class HeroText:
    lang: str
    name: str
    fighters: tuple[FighterText, ...]
    ability: tuple[Section, ...]
    notes: tuple[str, ...]  # the hero's components: resources, symbols, tokens, forms
    cards: dict[str, CardText]  # by card id
    labels: FaceLabels


def hero_names(result: Any, hero_id: str) -> NameTable:
    """The names of a hero of a clean `CompileResult`, in every language, from its bundle."""
    bundle = next(b for b in result.bundles.values()
                  if any(h["id"] == hero_id for h in b["heroes"]))
    return NameTable.from_bundle(bundle, hero_id)


def hero_face_text(hero: dict[str, Any], lang: str = SOURCE_LANGUAGE,
                   names: NameTable | None = None) -> HeroText:
    """Every string the faces of `hero` (a bundle's hero) show, in `lang`."""
    from cardsmith.rules_text import BoxRules, RulesPrinter

    printer = CardPrinter(lang, names)
    r = printer.renderer
    labels = FaceLabels(r.message("face-boost"), r.message("face-move"),
                        r.message("face-health"), r.message("ability-heading"))
    fighters = tuple(FighterText(r.title(f["name"], "fighter"), f["count"], f["health"],
                                 f["attack"], r.message("face-attack", attack=f["attack"]))
                     for f in hero["fighters"])
    ability = _sections(printer, printer.ability_ast(hero)) if hero["ability"] else ()
    rules = RulesPrinter(BoxRules({"heroes": [hero]}, {hero["id"]: names or NameTable()}), lang)
    rules.hero_title(hero)  # chooses the hero's names for the sentences that follow
    cards = {card["id"]: _card(printer, card) for card in hero["cards"]}
    return HeroText(lang, r.title(hero["name"], "hero"), fighters, ability,
                    tuple(rules.components(hero)), cards, labels)


def _card(printer: CardPrinter, card: dict[str, Any]) -> CardText:
    r = printer.renderer
    user = r.message("face-any-user") if card["user"] == "any" else printer.user(card["user"])
    sections = _sections(printer, node_from_json(card["ast"])) if card["ast"] is not None else ()
    return CardText(r.title(card["title"]), r.message("face-type", type=card["type"]), user,
                    sections, printer.card_lines(card)[1])


def _sections(printer: CardPrinter, text: n.EffectText) -> tuple[Section, ...]:
    render = render_en if printer.lang == SOURCE_LANGUAGE else printer.renderer.text
    assert isinstance(text, n.EffectText)
    return tuple(_section(render, section) for section in text.sections)


def _section(render, section: n.Section) -> Section:
    """The section's header apart from its sentences: the first line rendered with the
    header and without it tell what the language writes for the header."""
    groups = _line_groups(section.sentences)
    lines = [render(n.Section(None, group)).strip() for group in groups]
    if section.header is None:
        return Section(None, tuple(lines))
    whole = render(n.Section(section.header, groups[0])).strip()
    if whole.endswith(lines[0]) and len(whole) > len(lines[0]):
        return Section(whole[:len(whole) - len(lines[0])].strip(), tuple(lines))
    return Section(None, (whole, *lines[1:]))  # the header is not in front: keep it whole


def _line_groups(sentences: tuple[n.Sentence, ...]) -> list[tuple[n.Sentence, ...]]:
    groups: list[list[n.Sentence]] = []
    for sentence in sentences:
        if groups and (sentence.symbol is None or sentence.symbol == groups[-1][-1].symbol):
            groups[-1].append(sentence)
        else:
            groups.append([sentence])
    return [tuple(group) for group in groups]

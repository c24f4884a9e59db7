"""Cards as they would be printed, generated from a bundle's ASTs (never from the YAML text).

Every word comes from the language's catalog (grammar/phrases/<lang>.ftl) and every name
from the translations the bundle carries (a `NameTable.from_bundle`, with the glossary). English effect text is the canonical text
of grammar/render_en.py, which the English catalog reproduces exactly (tests/i18n prove
it); printing it with render_en keeps `cardsmith text` complete while a new construct of
the language has no message in the catalogs yet.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.i18n_lang import SOURCE_LANGUAGE
from cardsmith.grammar.i18n_names import NameTable
from cardsmith.grammar.render_en import render_en
from cardsmith.grammar.render_text import TextRenderer
from cardsmith.grammar.serialize import node_from_json


class CardPrinter:
    """Prints the cards of heroes in one language."""

    def __init__(self, lang: str = SOURCE_LANGUAGE, names: NameTable | None = None) -> None:
        self.lang = lang
        self.renderer = TextRenderer(lang, names)

    def effect(self, ast_json: dict[str, Any]) -> str:
        ast = node_from_json(ast_json)
        return render_en(ast) if self.lang == SOURCE_LANGUAGE else self.renderer.text(ast)

    def ability_ast(self, hero: dict[str, Any]) -> n.EffectText:
        """The special ability of a bundle's hero, as this printer prints it: in a language
        other than English, a sentence that gives a trait and has a reminder in parentheses
        ("T-Rex is a large fighter. (She can attack ...)") reminds the reader of the trait's
        meaning in that language; the English reminder is the author's, printed as written."""
        ast = node_from_json(hero["ability"]["ast"])
        meanings = {trait["name"]: node_from_json(trait["meaning"]["ast"])
                    for trait in hero.get("traits") or ()}
        if self.lang == SOURCE_LANGUAGE or not meanings:
            return ast
        sections = tuple(dataclasses.replace(section, sentences=tuple(
            self._reminded(sentence, meanings) for sentence in section.sentences))
            for section in ast.sections)
        return dataclasses.replace(ast, sections=sections)

    def _reminded(self, sentence: n.Sentence, meanings: dict[str, n.EffectText]) -> n.Sentence:
        given = n.reminded_traits(sentence, meanings)
        if not given:
            return sentence
        reminder = " ".join(self.renderer.text(meanings[trait]) for trait in given)
        return dataclasses.replace(sentence, remark=f"({reminder})")

    def ability(self, hero: dict[str, Any]) -> str:
        ast = self.ability_ast(hero)
        return render_en(ast) if self.lang == SOURCE_LANGUAGE else self.renderer.text(ast)

    def user(self, user: str) -> str:
        return "any" if user == "any" else self.renderer.title(user, "fighter")

    def card_lines(self, card: dict[str, Any]) -> list[str]:
        """Name and copies; type, value, BOOST and user; then the text, one section a line."""
        r = self.renderer
        lines = [r.message("card-heading", title=r.title(card["title"]), count=card["count"]),
                 r.message("card-stats", type=card["type"], value=card["value"],
                           boost=card["boost"], user=self.user(card["user"]))]
        if card["ast"] is not None:
            lines.extend(self.effect(card["ast"]).splitlines())
        return lines

    def fighter(self, fighter: dict[str, Any]) -> str:
        return self.renderer.message(
            "fighter-stats", name=self.renderer.title(fighter["name"], "fighter"),
            count=fighter["count"], health=fighter["health"], attack=fighter["attack"])

    def hero_text(self, hero: dict[str, Any]) -> str:
        r = self.renderer
        fighters = ", ".join(self.fighter(f) for f in hero["fighters"])
        blocks = [r.title(hero["name"], "hero") + "\n"
                  + r.message("hero-stats", move=hero["move"], fighters=fighters)]
        if hero["ability"] is not None:
            blocks.append(r.message("ability-heading") + "\n" + self.ability(hero))
        blocks.extend("\n".join(self.card_lines(card)) for card in hero["cards"])
        total = sum(card["count"] for card in hero["cards"])
        blocks.append(r.message("deck-summary", cards=len(hero["cards"]), copies=total))
        return "\n\n".join(blocks) + "\n"


def printer_for(bundle: dict[str, Any], hero_id: str,
                lang: str = SOURCE_LANGUAGE) -> CardPrinter:
    """A printer of one hero's cards of a compiled bundle, with the names it carries."""
    return CardPrinter(lang, NameTable.from_bundle(bundle, hero_id))


def card_lines(card: dict[str, Any], lang: str = SOURCE_LANGUAGE,
               names: NameTable | None = None) -> list[str]:
    return CardPrinter(lang, names).card_lines(card)


def hero_text(hero: dict[str, Any], lang: str = SOURCE_LANGUAGE,
              names: NameTable | None = None) -> str:
    """Every card of a bundled hero as printed, in `lang`, with the names of `names`."""
    return CardPrinter(lang, names).hero_text(hero)

"""Super Fantasy Brawl champions as printed: the champion card (both sides), then each
action card with its numbers and its text, from a bundle's ASTs (never the YAML text), in
any language of the catalogs (grammar/phrases/<lang>.ftl, the `sfb-` messages of their
Super Fantasy Brawl part), with the names of a `NameTable.from_bundle`.

A card's text prints one section a line, as on the card: its untimed text, then each ↶ and
↷ ability on a line of its own.
"""

from __future__ import annotations

from typing import Any

from cardsmith.grammar.i18n_lang import SOURCE_LANGUAGE
from cardsmith.grammar.i18n_names import NameTable
from cardsmith.grammar.render_en import render_en
from cardsmith.grammar.render_text import TextRenderer
from cardsmith.grammar.serialize import node_from_json


_SEPARATOR = " · "  # a sign, the same in every language


class ChampionPrinter:
    """Prints the cards of Super Fantasy Brawl champions in one language."""

    def __init__(self, lang: str = SOURCE_LANGUAGE, names: NameTable | None = None) -> None:
        self.lang = lang
        self.renderer = TextRenderer(lang, names)

    def effect(self, effect_json: dict[str, Any] | None) -> list[str]:
        if effect_json is None or effect_json.get("ast") is None:
            return []
        ast = node_from_json(effect_json["ast"])
        text = render_en(ast) if self.lang == SOURCE_LANGUAGE else self.renderer.text(ast)
        return text.splitlines()

    def targeting(self, targeting: Any) -> str:
        if targeting == "melee":
            return self.renderer.message("sfb-melee")
        return self.renderer.message("sfb-shot", kind=targeting["kind"],
                                     min=targeting["min_range"], max=targeting["max_range"],
                                     span=targeting["min_range"] != targeting["max_range"])

    def card_stats(self, card: dict[str, Any]) -> str:
        """ "Attack · Destruction (red) · movement 2 · melee · 1 hex · strength 3" """
        r = self.renderer
        parts = [r.message("sfb-card-type", type=card["type"]),
                 r.message("sfb-core", core=card["core"]),
                 r.message("sfb-movement", movement=card["movement"])]
        if card["type"] == "attack":
            parts += [self.targeting(card["targeting"]), r.message("sfb-area", hexes=card["aoe"]),
                      r.message("sfb-strength", strength=card["strength"])]
        if card.get("defense_bonus") is not None:
            parts.append(r.message("sfb-defense-bonus", bonus=card["defense_bonus"]))
        return _SEPARATOR.join(parts)

    def card_lines(self, card: dict[str, Any]) -> list[str]:
        title = self.renderer.title(card["title"], "action-card")
        heading = self.renderer.message("sfb-card-heading", title=title,
                                        number=card.get("number") or "none")
        return [heading, self.card_stats(card), *self.effect(card)]

    def champion_text(self, champion: dict[str, Any]) -> str:
        r = self.renderer
        level_up = champion["level_up"]
        head = [r.title(champion["name"], "fighter"),
                r.message("sfb-champion-stats", hp=champion["hp"], defense=champion["defense"]),
                r.message("sfb-level-up-stats", hp=level_up["hp"], defense=level_up["defense"])]
        head.extend(self.effect(level_up["ability"]))
        blocks = ["\n".join(head)] + ["\n".join(self.card_lines(card))
                                      for card in champion["cards"]]
        blocks.append(r.message("sfb-deck-summary", cards=len(champion["cards"])))
        return "\n\n".join(blocks) + "\n"


def champion_text(champion: dict[str, Any], lang: str = SOURCE_LANGUAGE,
                  names: NameTable | None = None) -> str:
    """Every card of a bundled champion as printed, in `lang`, with the names of `names`
    (a `NameTable.from_bundle` of its bundle; None: the English names)."""
    return ChampionPrinter(lang, names).champion_text(champion)


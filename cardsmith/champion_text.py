"""Super Fantasy Brawl champions as printed: the champion card (both sides), then each
action card with its numbers and its text, from a bundle's ASTs (never the YAML text).

English only so far: the other languages need the SFB messages in the phrase catalogs.
A card's text prints one section a line, as on the card: its untimed text, then each ↶ and
↷ ability on a line of its own.
"""

from __future__ import annotations

from typing import Any

from cardsmith.grammar.render_en import render_en
from cardsmith.grammar.serialize import node_from_json

CORE_COLOURS = {"destruction": "red", "creation": "yellow", "manipulation": "blue"}


def _effect(effect_json: dict[str, Any] | None) -> list[str]:
    if effect_json is None or effect_json.get("ast") is None:
        return []
    return render_en(node_from_json(effect_json["ast"])).splitlines()


def _targeting(targeting) -> str:
    if targeting is None:
        return ""
    if targeting == "melee":
        return "melee"
    low, high = targeting["min_range"], targeting["max_range"]
    reach = f"range {low}" if low == high else f"range {low}-{high}"
    return f"{targeting['kind']} shot, {reach}"


def card_stats(card: dict[str, Any]) -> str:
    """ "Attack · Destruction (red) · movement 2 · melee · 1 hex · strength 3" """
    parts = [card["type"].capitalize(),
             f"{card['core'].capitalize()} ({CORE_COLOURS[card['core']]})",
             f"movement {card['movement']}"]
    if card["type"] == "attack":
        parts.append(_targeting(card["targeting"]))
        parts.append("1 hex" if card["aoe"] == 1 else f"{card['aoe']} hexes")
        parts.append(f"strength {card['strength']}")
    if card.get("defense_bonus") is not None:
        parts.append(f"defense +{card['defense_bonus']}")
    return " · ".join(parts)


def card_lines(card: dict[str, Any]) -> list[str]:
    number = f" ({card['number']})" if card.get("number") else ""
    return [f"{card['title']}{number}", card_stats(card), *_effect(card)]


def champion_text(champion: dict[str, Any]) -> str:
    level_up = champion["level_up"]
    head = [champion["name"], f"HP {champion['hp']} · defense {champion['defense']}",
            f"Levelled up: HP {level_up['hp']} · defense {level_up['defense']}"]
    head.extend(_effect(level_up["ability"]))
    blocks = ["\n".join(head)] + ["\n".join(card_lines(card)) for card in champion["cards"]]
    blocks.append(f"{len(champion['cards'])} cards")
    return "\n\n".join(blocks) + "\n"

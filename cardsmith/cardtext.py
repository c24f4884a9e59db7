"""Cards as they would be printed, generated from a bundle's ASTs (never from the YAML text)."""

from __future__ import annotations

from typing import Any

from cardsmith.grammar.render_en import render_en
from cardsmith.grammar.serialize import node_from_json

TYPE_LABELS = {"attack": "Attack", "defense": "Defense", "versatile": "Versatile",
               "scheme": "Scheme"}


def user_label(user: str) -> str:
    return "Any fighter" if user == "any" else user


def card_lines(card: dict[str, Any]) -> list[str]:
    """Name and copies; type, value, BOOST and user; then the text, one section a line."""
    kind = TYPE_LABELS[card["type"]]
    stats = [f"{kind} {card['value']}" if card["value"] is not None else kind]
    stats.append(f"BOOST {card['boost']}" if card["boost"] is not None else "no BOOST")
    stats.append(user_label(card["user"]))
    lines = [f"{card['title']} (x{card['count']})", " | ".join(stats)]
    if card["ast"] is not None:
        lines.extend(render_en(node_from_json(card["ast"])).splitlines())
    return lines


def hero_text(hero: dict[str, Any]) -> str:
    fighters = ", ".join(
        f"{f['name']}" + (f" x{f['count']}" if f["count"] > 1 else "")
        + f" ({f['health']} health, {f['attack']})" for f in hero["fighters"])
    blocks = [f"{hero['name']}\nMove {hero['move']} | {fighters}"]
    if hero["ability"] is not None:
        ability = render_en(node_from_json(hero["ability"]["ast"]))
        blocks.append("Special ability\n" + ability)
    blocks.extend("\n".join(card_lines(card)) for card in hero["cards"])
    total = sum(card["count"] for card in hero["cards"])
    blocks.append(f"{len(hero['cards'])} cards, {total} in the deck")
    return "\n\n".join(blocks) + "\n"

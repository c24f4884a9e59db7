"""`cardsmith new hero`: a hero file that passes `cardsmith check`, to start from."""

from __future__ import annotations

import unicodedata

import yaml

from cardsmith.compiler.parse import id_for

# (title, type, value, boost, count, text): 30 cards in all.
_CARDS = (
    ("Heavy Blow", "attack", 5, 3, 4, None),
    ("Opening Strike", "attack", 3, 2, 3, "After combat: If you won the combat, draw 1 card."),
    ("Hold the Line", "defense", 3, 2, 4, "After combat: Draw 1 card."),
    ("Feint", "versatile", 2, 2, 3, "Immediately: Cancel all effects on your opponent's card."),
    ("Regroup", "versatile", 1, 2, 3,
     "After combat: Draw 1 card. If you won the combat, draw 2 cards instead."),
    ("Dash", "versatile", 3, 1, 3, "After combat: Move your fighter up to 3 spaces."),
    ("Skirmish", "versatile", 4, 1, 3, "After combat: If you won the combat, choose one of the "
     "fighters in the combat and move them up to 2 spaces."),
    ("Plan Ahead", "scheme", None, 2, 3, "Draw 2 cards."),
    ("Second Wind", "scheme", None, 3, 2, "Recover 2 health. Gain 1 action."),
    ("Quick Step", "scheme", None, 1, 2, "Move your fighter up to 4 spaces."),
)


def scaffold_name_problem(name: str) -> str | None:
    """Why `name` cannot be a new hero's name (a usage error), or None."""
    from cardsmith.compiler.validate import load_schema

    try:
        name.encode("utf-8")
    except UnicodeEncodeError:  # bytes that are not UTF-8 in the argument (surrogateescape)
        return "the hero's name is not UTF-8 text; type it again or quote it in UTF-8"
    name = name.strip()
    if not name:
        return "the hero's name is empty"
    if any(unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp") for char in name):
        return "the hero's name has a line break or another control character"
    longest = load_schema("hero")["properties"]["name"]["maxLength"]
    if len(name) > longest:
        return f"the hero's name has {len(name)} characters; at most {longest} fit on a card"
    return None


def scaffold_file_name(name: str) -> str:
    return f"{id_for(name, 'hero')}.yaml"


def hero_scaffold(name: str) -> str:
    cards = []
    for title, card_type, value, boost, count, text in _CARDS:
        card = {"title": title, "type": card_type}
        if value is not None:
            card["value"] = value
        card.update({"boost": boost, "count": count, "user": "any"})
        if text:
            card["text"] = text
        cards.append(card)
    hero = {
        "kind": "hero",
        "name": name,
        "move": 2,
        "fighters": [{"name": name, "role": "hero", "health": 15, "attack": "melee"}],
        "ability": "At the end of your turn: You may draw 1 card.",
        "cards": cards,
    }
    header = (f"# {name}: a new hero. Check it with `cardsmith check {scaffold_file_name(name)}`\n"
              "# and print its cards with `cardsmith text`. The effect language is described\n"
              "# in docs/language.md; a sidekick is one more entry under `fighters`.\n")
    return header + yaml.safe_dump(hero, sort_keys=False, allow_unicode=True, width=100)

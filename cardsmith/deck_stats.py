"""Deck statistics of a hero, beside the range of the bundled published heroes:
`cardsmith stats HERO` and the lint of `cardsmith check --lint`.

Everything is read from the compiled content (the compiler's model of a hero file, with
each card's text parsed): counts per card type, the value and boost distributions, the
cards each fighter may use, and what the texts do in numbers (damage dealt, cards drawn).
A figure of a hero outside the range of the published heroes (below the least or above
the most of them) is an outlier: a warning of `check --lint` (W880), never an error;
so is a card whose value or boost is above every published card's (W881).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable

from cardsmith.compiler.diagnostics import Diagnostics
from cardsmith.compiler.model import Card, Hero
from cardsmith.compiler.pipeline import CompileResult, compile_paths
from cardsmith.grammar import nodes as n


@dataclass(frozen=True)
class Measure:
    """One figure of a deck that is compared with the published heroes."""

    key: str
    label: str
    where: str  # the hero file's key a warning points at
    of: Callable[[dict[str, Any]], float]


def _mean(distribution: dict[int, int]) -> float:
    copies = sum(distribution.values())
    return round(sum(v * c for v, c in distribution.items()) / copies, 2) if copies else 0.0


MEASURES = (
    Measure("attack_cards", "attack cards (attack and versatile)", "cards",
            lambda s: s["types"]["attack"] + s["types"]["versatile"]),
    Measure("defense_cards", "defense cards (defense and versatile)", "cards",
            lambda s: s["types"]["defense"] + s["types"]["versatile"]),
    Measure("scheme_cards", "scheme cards", "cards", lambda s: s["types"]["scheme"]),
    Measure("mean_attack_value", "mean attack value", "cards",
            lambda s: _mean(s["values"]["attack"])),
    Measure("mean_defense_value", "mean defense value", "cards",
            lambda s: _mean(s["values"]["defense"])),
    Measure("mean_boost", "mean boost", "cards", lambda s: _mean(s["boosts"])),
    Measure("damage_in_text", "damage dealt by card texts", "cards",
            lambda s: s["text"]["damage"]),
    Measure("draw_in_text", "cards drawn by card texts", "cards", lambda s: s["text"]["draw"]),
    Measure("hero_cards", "cards the hero may use", "cards",
            lambda s: s["usable"][s["fighters"][0]["name"]]),
    Measure("hero_health", "the hero's health", "fighters", lambda s: s["fighters"][0]["health"]),
    Measure("total_health", "health of all fighters", "fighters",
            lambda s: sum(f["health"] * f["count"] for f in s["fighters"])),
    Measure("move", "move", "move", lambda s: s["move"]),
)


def _distribution(cards: list[Card], field: str, types: tuple[str, ...]) -> dict[int, int]:
    counts: Counter = Counter()
    for card in cards:
        number = getattr(card, field)
        if card.type in types and number is not None:
            counts[number] += card.count
    return dict(sorted(counts.items()))


def _in_text(cards: list[Card]) -> dict[str, int]:
    """Damage dealt and cards drawn, as numbers printed in the texts (times the copies);
    amounts that are not a number ("damage equal to ...") are counted apart."""
    out = {"damage": 0, "damage_cards": 0, "draw": 0, "draw_cards": 0, "variable": 0}
    for card in cards:
        if card.effect is None or card.effect.ast is None:
            continue
        found = {"damage": 0, "draw": 0}
        for node in n.walk(card.effect.ast):
            if isinstance(node, n.DealDamage):
                kind = "damage"
            elif isinstance(node, n.Draw):
                kind = "draw"
            else:
                continue
            if isinstance(node.amount, n.Number):
                found[kind] += node.amount.value
            else:
                out["variable"] += card.count
        for kind, amount in found.items():
            out[kind] += amount * card.count
            out[f"{kind}_cards"] += card.count if amount else 0
    return out


def _usable(hero: Hero) -> dict[str, int]:
    """Copies each fighter may use: cards for anyone, for it, or for one of its forms; and
    for a hero with forms, what it may use in each form ("Jekyll & Hyde as Mr. Hyde")."""
    usable = {fighter.name: 0 for fighter in hero.fighters}
    hero_name = next(f.name for f in hero.fighters if f.role == "hero")
    forms = {form.casefold(): form for form in hero.form_names()}
    in_form = {form: 0 for form in forms}
    for card in hero.cards:
        user = card.user.casefold()
        fighter = None if user == "any" else hero.fighter_named(card.user)
        for name in (usable if user == "any" else [fighter.name] if fighter else []):
            usable[name] += card.count
        for form in in_form:  # anyone's, this form's, or the hero's in every form
            if user in ("any", form) or (fighter is not None and fighter.name == hero_name
                                         and user not in forms):
                in_form[form] += card.count
    usable.update({f"{hero_name} as {forms[form]}": copies for form, copies in in_form.items()})
    return usable


def hero_stats(hero: Hero) -> dict[str, Any]:
    """The figures of one hero's deck, as data (`stats --format json`)."""
    cards = hero.cards
    types = Counter({t: 0 for t in ("attack", "defense", "versatile", "scheme")})
    for card in cards:
        types[card.type] += card.count
    fighters = sorted(hero.fighters, key=lambda f: f.role != "hero")
    return {
        "hero": hero.id, "name": hero.name, "cards": sum(c.count for c in cards),
        "types": dict(types),
        "values": {"attack": _distribution(cards, "value", ("attack", "versatile")),
                   "defense": _distribution(cards, "value", ("defense", "versatile"))},
        "boosts": _distribution(cards, "boost", ("attack", "defense", "versatile", "scheme")),
        "users": dict(Counter(c.user for c in cards for _ in range(c.count))),
        "usable": _usable(hero),
        "text": _in_text(cards),
        "fighters": [{"name": f.name, "role": f.role, "health": f.health, "count": f.count,
                      "attack": f.attack} for f in fighters],
        "move": hero.move,
    }


@lru_cache(maxsize=1)
def published() -> tuple[dict[str, Any], ...]:
    """The figures of every bundled (published) hero."""
    result = compile_paths(bundles=False)
    return tuple(hero_stats(hero) for hero in result.heroes.values())


def published_ranges() -> dict[str, tuple[float, float]]:
    heroes = published()
    return {m.key: (min(m.of(s) for s in heroes), max(m.of(s) for s in heroes))
            for m in MEASURES}


def compared(stats: dict[str, Any]) -> list[dict[str, Any]]:
    """Each measure of the hero beside the published range, and whether it is outside."""
    ranges = published_ranges()
    out = []
    for measure in MEASURES:
        value, (low, high) = measure.of(stats), ranges[measure.key]
        out.append({"measure": measure.key, "label": measure.label, "value": value,
                    "published": [low, high], "outlier": not low <= value <= high})
    return out


def card_limits() -> dict[str, int]:
    """The highest value and boost of any published card."""
    heroes = published()
    return {"value": max(v for s in heroes for d in s["values"].values() for v in d),
            "boost": max(b for s in heroes for b in s["boosts"])}


# ---------------------------------------------------------------- lint


def lint(result: CompileResult) -> None:
    """Warnings for each hero of the result whose deck is outside the published range."""
    limits = card_limits()
    count = len(published())
    for hero in result.heroes.values():
        if hero.incomplete:
            continue  # cards left out: its figures would mislead
        _lint_deck(result.diagnostics, hero, count)
        _lint_cards(result.diagnostics, hero, limits)


def _lint_deck(diagnostics: Diagnostics, hero: Hero, count: int) -> None:
    stats = hero_stats(hero)
    where = {m.key: m.where for m in MEASURES}
    for figure in compared(stats):
        if not figure["outlier"]:
            continue
        low, high = (_number(v) for v in figure["published"])
        position = hero.doc.key_position((where[figure["measure"]],))
        diagnostics.warning(
            "W880", f"{hero.name}: {_number(figure['value'])} {figure['label']}, outside the "
                    f"range of the {count} published heroes ({low} to {high})",
            hero.doc.display, position.line, position.column,
            hint=f"a warning, not an error: `cardsmith stats {hero.id}` compares the deck")


def _lint_cards(diagnostics: Diagnostics, hero: Hero, limits: dict[str, int]) -> None:
    for card in hero.cards:
        for field in ("value", "boost"):
            number = getattr(card, field)
            if number is not None and number > limits[field]:
                position = hero.doc.position(("cards", card.index, field))
                diagnostics.warning(
                    "W881", f"card '{card.title}' has {field} {number}, above every published "
                            f"card (at most {limits[field]})",
                    hero.doc.display, position.line, position.column,
                    hint="a warning, not an error: check that the card is meant to be so strong")


def _number(value: float) -> str:
    return f"{value:g}"

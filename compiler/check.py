"""Stage 4: semantic checks of heroes, one function per pass, run in the order of `HERO_PASSES`.

Each pass reads a hero (with its ruleset) and reports into the diagnostics; none of them
changes the model. Passes over effect texts live in check_effects.py.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from typing import Callable

from .check_effects import EFFECT_PASSES
from .check_i18n import check_i18n
from .diagnostics import Diagnostics
from .model import Glossaries, Hero, Ruleset
from .forms import check_forms
from .remarks import check_remarks
from .named_effects import check_named_effects
from .subdecks import check_sub_decks
from .traits import check_traits


@dataclass
class HeroContext:
    hero: Hero
    ruleset: Ruleset
    diagnostics: Diagnostics
    glossaries: Glossaries = field(default_factory=Glossaries)

    def error(self, code: str, message: str, path: tuple, hint: str = "", key: bool = False,
              length: int = 1) -> None:
        doc = self.hero.doc
        position = doc.key_position(path) if key else doc.position(path)
        self.diagnostics.error(code, message, doc.display, position.line, position.column, hint,
                               length)


def did_you_mean(word: str, candidates: list[str]) -> str:
    match = difflib.get_close_matches(word, candidates, n=1, cutoff=0.6)
    return f"did you mean '{match[0]}'?" if match else ""


def check_roster(context: HeroContext) -> None:
    heroes = [f for f in context.hero.fighters if f.role == "hero"]
    if len(heroes) != 1:
        context.error("E307", f"the hero needs exactly one fighter with role 'hero', "
                      f"not {len(heroes)}", ("fighters",), "expected one 'role: hero'")
    seen: dict[str, int] = {}
    for fighter in context.hero.fighters:
        key = fighter.name.casefold()
        if key in seen:
            context.error("E306", f"fighter '{fighter.name}' is listed twice "
                          f"(first as fighters[{seen[key]}])", ("fighters", fighter.index, "name"))
        seen.setdefault(key, fighter.index)
        if fighter.summoned and fighter.role == "hero":
            context.error("E311", f"fighter '{fighter.name}' is the hero and cannot be summoned: "
                          "the hero starts on the board", ("fighters", fighter.index, "summoned"),
                          "leave out `summoned`, or make the fighter a sidekick", key=True)


def check_cards(context: HeroContext) -> None:
    hero = context.hero
    titles: dict[str, int] = {}
    names = [f.name for f in hero.fighters]
    for card in hero.cards:
        key = card.id
        if not key:
            context.error("E309", f"card title '{card.title}' has no letter or digit, so it "
                          "gives the card no id", ("cards", card.index, "title"),
                          "expected a title with at least one letter or digit")
        elif key in titles:
            context.error("E305", f"card '{card.title}' has the same title as cards[{titles[key]}]",
                          ("cards", card.index, "title"), "give each card its own title; "
                          "use 'count' for copies")
        titles.setdefault(key, card.index)
        if card.user != "any" and hero.fighter_named(card.user) is None:
            hint = did_you_mean(card.user, names) or "expected 'any' or one of: " + ", ".join(names)
            context.error("E304", f"card '{card.title}' is usable by '{card.user}', "
                          f"who is not a fighter of {hero.name}", ("cards", card.index, "user"), hint,
                          length=len(card.user))


def check_symbols(context: HeroContext) -> None:
    """Cards and the discard pile marker show only symbols the hero declares."""
    hero = context.hero
    known = [s["id"] for s in hero.symbols]
    for card in hero.cards:
        raw = hero.doc.data["cards"][card.index]
        if raw.get("symbols_per_copy") and len(raw.get("symbols", [])) != card.count:
            context.error("E308", f"card '{card.title}' has {card.count} copies but "
                          f"{len(raw.get('symbols', []))} symbols", ("cards", card.index, "symbols"),
                          "expected one symbol per copy")
        for index, symbol in enumerate(raw.get("symbols", [])):
            if symbol not in known:
                context.error("E308", f"card '{card.title}' shows the symbol '{symbol}', which "
                              f"{hero.name} does not declare", ("cards", card.index, "symbols", index),
                              did_you_mean(symbol, known) or _declared(known), length=len(symbol))
    marker = hero.discard_pile_marker or {}
    for index, symbol in enumerate(marker.get("symbols", [])):
        if symbol not in known:
            context.error("E308", f"'{marker['name']}' shows the symbol '{symbol}', which "
                          f"{hero.name} does not declare",
                          ("discard_pile_marker", "symbols", index),
                          did_you_mean(symbol, known) or _declared(known), length=len(symbol))


def _declared(known: list[str]) -> str:
    return "expected one of: " + ", ".join(known) if known else "declare it under `symbols`"


def check_resources(context: HeroContext) -> None:
    """A resource starts at no more than its maximum (the schema bounds each on its own)."""
    for index, resource in enumerate(context.hero.resources):
        if resource["start"] > resource["max"]:
            context.error("E102", f"resource '{resource['name']}' starts at "
                          f"{resource['start']}, more than its max, {resource['max']}",
                          ("resources", index, "start"),
                          f"expected a start from 0 to {resource['max']}")


def check_deck(context: HeroContext) -> None:
    if context.hero.incomplete:
        return  # cards that break the schema were left out; their counts are unknown
    expected, actual = context.ruleset.deck_size, context.hero.deck_size
    if actual != expected:
        context.error("E500", f"the deck has {actual} cards; {context.ruleset.data['name']} decks "
                      f"have {expected}", ("cards",), f"expected the counts to add up to {expected}",
                      key=True)


def check_effects(context: HeroContext) -> None:
    for effect_pass in EFFECT_PASSES:
        effect_pass(context.hero, context.ruleset, context.diagnostics)


def check_translations(context: HeroContext) -> None:
    """The localisation gates (check_i18n.py): catalogs, every language, names."""
    check_i18n(context.hero, context.ruleset, context.diagnostics, context.glossaries)


HERO_PASSES: tuple[Callable[[HeroContext], None], ...] = (
    check_roster,
    check_cards,
    check_symbols,
    check_resources,
    check_sub_decks,
    check_remarks,
    check_forms,
    check_named_effects,
    check_traits,
    check_deck,
    check_effects,
    check_translations,
)


def check_hero(hero: Hero, ruleset: Ruleset, diagnostics: Diagnostics,
               glossaries: Glossaries | None = None) -> None:
    context = HeroContext(hero, ruleset, diagnostics, glossaries or Glossaries())
    for hero_pass in HERO_PASSES:
        hero_pass(context)

"""A hero's sub-decks (`sub_decks` in the hero file): the one place that decides them.

A sub-deck is a set of the hero's cards kept out of the deck at set-up: `face_up` of them
are dealt into the area of its name ("your active mission"), the rest wait face down for
"acquire a new mission". The checks here: each title is one of the hero's cards and in one
sub-deck only (E320), each name is used once (E321), no more are dealt face up than there
are cards (E102); text that acquires from, reads the card of or gains the effect of a
sub-deck the file does not declare is W320 (valid text, but the game has nothing to deal).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n

from .model import SubDeck, text_owner

if TYPE_CHECKING:
    from .check import HeroContext
    from .model import Hero


def sub_decks(data: dict[str, Any]) -> list[SubDeck]:
    """The file's sub-decks, in its order, with their defaults filled in."""
    return [SubDeck(entry["name"], entry.get("plural", entry["name"] + "s"), list(entry["cards"]),
                    entry.get("face_up", 1), entry.get("playable", False), index,
                    entry.get("translations", {}))
            for index, entry in enumerate(data.get("sub_decks", []))]


def sub_deck_card_ids(hero: "Hero", deck: SubDeck) -> list[str]:
    """The ids of the sub-deck's cards that the hero has (unknown titles are E320)."""
    by_title = {card.title.casefold(): card.id for card in hero.cards}
    return [by_title[title.casefold()] for title in deck.titles if title.casefold() in by_title]


def check_sub_decks(context: "HeroContext") -> None:
    hero = context.hero
    by_title = {card.title.casefold(): card for card in hero.cards}
    owner: dict[str, str] = {}  # a card's title -> the sub-deck it is in
    names: dict[str, int] = {}
    for deck in hero.sub_decks:
        for word in {deck.name, deck.plural}:
            if word in names:
                context.error("E321", f"sub-deck '{deck.name}' has the name of "
                              f"sub_decks[{names[word]}]", ("sub_decks", deck.index, "name"),
                              "give each sub-deck its own name", length=len(deck.name))
            names.setdefault(word, deck.index)
        copies = 0
        for at, title in enumerate(deck.titles):
            card = by_title.get(title.casefold())
            path = ("sub_decks", deck.index, "cards", at)
            if card is None:
                context.error("E320", f"sub-deck '{deck.name}' lists '{title}', which is not "
                              f"a card of {hero.name}", path,
                              _nearest(title, [c.title for c in hero.cards]), length=len(title))
                continue
            if card.title.casefold() in owner:
                context.error("E320", f"card '{card.title}' is already in sub-deck "
                              f"'{owner[card.title.casefold()]}'", path,
                              "list each card in one sub-deck only", length=len(title))
                continue
            owner[card.title.casefold()] = deck.name
            copies += card.count
        if deck.face_up > copies:
            context.error("E102", f"sub-deck '{deck.name}' deals {deck.face_up} cards face up "
                          f"but has {copies}", ("sub_decks", deck.index, "face_up"),
                          f"expected a face_up from 0 to {copies}")
    _check_named(context)


def _nearest(title: str, titles: list[str]) -> str:
    from .check import did_you_mean

    return did_you_mean(title, titles) or "expected the title of one of the hero's cards"


def _check_named(context: "HeroContext") -> None:
    """W320: "acquire a new X", "your active X is ..." or "... gains the effect of Y's X"
    for an X no sub-deck is named."""
    hero = context.hero
    for card, source in hero.effects():
        for node in n.walk(source.ast):
            if isinstance(node, (n.Acquire, n.AreaHolds, n.GainsEffectOf)) \
                    and hero.sub_deck(node.area) is None:
                position = source.node_position(node)
                where = text_owner(card)
                context.diagnostics.warning(
                    "W320", f"{where} names the sub-deck '{node.area}', which {hero.name} "
                    "does not declare", source.doc.display, position.line, position.column,
                    f"declare it under `sub_decks` (name: {node.area.removesuffix('s')})")

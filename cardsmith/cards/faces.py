"""What a deck looks like as cards, and which layout draws it.

A game system lays out its own cards: `LAYOUTS` maps a game (the ruleset's name, case
folded) to the module and class of its layout, imported when first used. The Unmatched
layout is `cardsmith.cards.unmatched`; another game adds one line here and a module of its
own, and every output (SVG, PNG, print sheets, Tabletop Simulator) draws its scenes as they
are.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Protocol

from cardsmith.compiler.diagnostics import Diagnostic
from cardsmith.grammar.i18n_names import NameTable

from .scene import Scene

LAYOUTS: dict[str, str] = {
    "unmatched": "cardsmith.cards.unmatched:UnmatchedLayout",
}


class UnknownGame(Exception):
    """A bundle whose ruleset names a game no layout draws."""


@dataclass(frozen=True)
class CardSide:
    """One printed side: a deck card's face, the character card or the card back."""

    key: str  # unique in its deck and safe as a file name: "skirmish", "character", "back"
    name: str  # the printed title, in the language of the deck
    description: str  # the card's text as plain lines (Tabletop Simulator's description)
    scene: Scene
    copies: int = 1  # how many cards of the deck show this face


@dataclass(frozen=True)
class DeckFaces:
    """Every side a hero's cards show, in one language."""

    hero_id: str
    lang: str
    character: CardSide
    cards: tuple[CardSide, ...]  # each distinct face once, with its number of copies
    back: CardSide
    diagnostics: tuple[Diagnostic, ...] = ()

    def sides(self) -> list[CardSide]:
        """Each distinct side once: the character card, the back, then the deck's faces."""
        return [self.character, self.back, *self.cards]

    def deck(self) -> list[CardSide]:
        """The deck's cards one by one, copies repeated, in the order of the hero file."""
        return [card for card in self.cards for _ in range(card.copies)]


@dataclass(frozen=True)
class DeckRequest:
    """What a layout is given: a hero of a compiled bundle, and how to draw it."""

    bundle: dict[str, Any]
    hero: dict[str, Any]
    lang: str
    names: NameTable | None = None
    source: str = ""  # the file the hero was read from, for diagnostics
    bleed: float = 0.0  # in millimetres: how far backgrounds run past the trim line


class DeckLayout(Protocol):
    def deck(self, request: DeckRequest) -> DeckFaces: ...


def game_of(bundle: dict[str, Any]) -> str:
    return str(bundle["box"]["ruleset"]["name"]).casefold()


def layout_for(bundle: dict[str, Any]) -> DeckLayout:
    game = game_of(bundle)
    if game not in LAYOUTS:
        raise UnknownGame(f"no card layout for the game '{bundle['box']['ruleset']['name']}' "
                          f"(known: {', '.join(sorted(LAYOUTS))})")
    module, attribute = LAYOUTS[game].split(":")
    return getattr(importlib.import_module(module), attribute)()


def deck_faces(request: DeckRequest) -> DeckFaces:
    """The sides of `request.hero`, laid out by its game's layout."""
    return layout_for(request.bundle).deck(request)

"""The mutable data of one game in progress: fighters, cards, players and the turn.

Only data lives here; the rules that change it are in turns.py, combat.py and
interpreter.py (with its effects_*.py). Decks are kept as an unordered pile plus known
cards on top and bottom: drawing from the pile is a chance action, which is the same as
shuffling the deck.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .defs import BoardDef, CardDef, FighterDef, HeroDef, Ruleset


@dataclass
class Fighter:
    id: int
    owner: int
    definition: FighterDef
    label: str  # "Robin Hood", "Outlaw 2"
    health: int
    space: int | None = None
    defeated: bool = False
    turn_start_space: int | None = None

    @property
    def on_board(self) -> bool:
        return self.space is not None and not self.defeated

    @property
    def is_hero(self) -> bool:
        return self.definition.is_hero


@dataclass
class Card:
    id: int  # the instance: one per copy in the game
    owner: int
    definition: CardDef
    symbols: tuple[str, ...] = ()

    @property
    def title(self) -> str:
        return self.definition.title

    @property
    def kind(self) -> str:
        """What tells copies apart: the card, and its copy's symbols where copies differ."""
        if not self.definition.copies_differ:
            return self.definition.id
        return f"{self.definition.id} [{' '.join(self.symbols)}]"

    @property
    def label(self) -> str:
        if not self.definition.copies_differ:
            return self.title
        return f"{self.title} [{' '.join(self.symbols)}]"


@dataclass
class Player:
    index: int
    team: int
    hero: HeroDef
    fighters: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    pile: list[int] = field(default_factory=list)  # the unordered part of the deck
    deck_top: list[int] = field(default_factory=list)  # known cards, next drawn first
    deck_bottom: list[int] = field(default_factory=list)  # known cards, drawn last
    discard: list[int] = field(default_factory=list)
    resources: dict[str, int] = field(default_factory=dict)
    form: str | None = None

    @property
    def deck_size(self) -> int:
        return len(self.pile) + len(self.deck_top) + len(self.deck_bottom)


@dataclass
class GameData:
    board: BoardDef
    ruleset: Ruleset
    players: list[Player] = field(default_factory=list)
    fighters: list[Fighter] = field(default_factory=list)
    cards: list[Card] = field(default_factory=list)
    turn: int = 0
    active: int = 0
    actions_left: int = 0
    winner: int | None = None  # the winning team
    closed_doors: set[frozenset[int]] = field(default_factory=set)
    # token spaces by (owning player, token name); None: not on the board yet
    tokens: dict[tuple[int, str], list[int | None]] = field(default_factory=dict)
    turn_start_tokens: dict[tuple[int, str], list[int | None]] = field(default_factory=dict)
    action_number: int = 0  # which action of the turn is being taken (1, 2, ...)
    delayed: list[tuple[int, Any]] = field(default_factory=list)  # (player, section) next turn
    events: list[dict[str, Any]] = field(default_factory=list)

    def log(self, event: str, **fields: Any) -> None:
        self.events.append({"turn": self.turn, "event": event, **fields})

    def occupant(self, space: int) -> Fighter | None:
        for fighter in self.fighters:
            if fighter.space == space and not fighter.defeated:
                return fighter
        return None

    def on_board(self) -> list[Fighter]:
        return [f for f in self.fighters if f.on_board]

    def fighters_of(self, player: int) -> list[Fighter]:
        return [self.fighters[i] for i in self.players[player].fighters]

    def hero_of(self, player: int) -> Fighter:
        return next(f for f in self.fighters_of(player) if f.is_hero)

    def opponents(self, player: int) -> list[int]:
        team = self.players[player].team
        return [p.index for p in self.players if p.team != team]

    def shown_symbols(self, player: int) -> tuple[str, ...]:
        """What the top of the player's discard pile shows (a card, or the starting marker)."""
        owner = self.players[player]
        if owner.discard:
            return self.cards[owner.discard[-1]].symbols
        return owner.hero.discard_pile_marker or ()

    def token_kind(self, player: int, written: str) -> tuple[int, str] | None:
        """The tokens text means: the player's own kind first, then any other player's."""
        order = [player] + [p.index for p in self.players if p.index != player]
        for owner in order:
            for token in self.players[owner].hero.tokens:
                if token.written(written):
                    return owner, token.name
        return None

    def token_spaces(self, kind: tuple[int, str] | None) -> list[int]:
        return [s for s in self.tokens.get(kind, []) if s is not None]

    def is_opposing(self, fighter: Fighter, player: int) -> bool:
        return self.players[fighter.owner].team != self.players[player].team


def new_game_data(board: BoardDef, ruleset: Ruleset, heroes: list[HeroDef],
                  teams: list[int]) -> GameData:
    data = GameData(board, ruleset, closed_doors=set(board.closed_doors))
    for index, (hero, team) in enumerate(zip(heroes, teams)):
        player = Player(index, team, hero, resources={r.name: r.start for r in hero.resources},
                        form=hero.start_form)
        for token in hero.tokens:
            data.tokens[(index, token.name)] = [None] * token.count
        data.players.append(player)
        for definition in hero.fighters:
            for copy in range(definition.count):
                label = definition.name if definition.count == 1 else f"{definition.name} {copy + 1}"
                fighter = Fighter(len(data.fighters), index, definition, label, definition.health)
                data.fighters.append(fighter)
                player.fighters.append(fighter.id)
        for card_def in hero.cards:
            for copy in range(card_def.count):
                symbols = card_def.symbols[copy] if card_def.symbols else ()
                card = Card(len(data.cards), index, card_def, symbols)
                data.cards.append(card)
                player.pile.append(card.id)
    return data

"""What a Super Fantasy Brawl game holds beyond the engine's data: victory points, cores,
the standard actions used this activation phase, levels, what lasts until the end of the
turn, the activation in progress, traps and the challenge track.

A champion's `space` is its hex's number on the arena (Arena.number), None at its gate;
its `health` is what is left of its HP (the card's side: base or levelled)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any

from ..engine.data import Fighter, GameData, Shared, copy_value
from ..engine.events import CardId
from .hexes import Hex

if TYPE_CHECKING:
    from .arena import Arena
    from .defs import ChampionDef


@dataclass(frozen=True, eq=False)
class ArenaBoard:
    """The arena as the engine's board: its spaces are the hex numbers (1, 2, ...)."""

    arena: "Arena"

    @property
    def id(self) -> str:
        return self.arena.id

    @cached_property
    def spaces(self) -> tuple[int, ...]:
        return tuple(range(1, len(self.arena.hexes) + 1))


@dataclass(frozen=True, slots=True)
class Lasting:
    """A bonus or state that lasts until the end of the turn: +1 defence, rooted, immune."""

    fighter: int
    what: str  # "strength", "defense", "rooted", "immune", "no reactions"
    amount: int = 0
    keyword: str = ""  # for "immune": the keyword (Push, Pull, ...)


@dataclass(eq=False)
class Activation(Shared):
    """One activation in progress: a card played (or a standard action) by one champion."""

    player: int
    champion: Fighter
    card: CardId | None  # None: a standard action
    kind: str  # "attack", "skill", "standard"
    targets: list[int] = field(default_factory=list)
    strength: int = 0  # bonus to the attack's strength
    defense: dict[int, int] = field(default_factory=dict)  # bonus to a target's defence
    double: bool = False
    lifesteal: bool = False
    poison: int = 0
    ignores_defense: bool = False
    no_reactions: bool = False
    reaction: CardId | None = None
    reacting: Fighter | None = None  # the champion the reaction is played on
    damage: dict[int, int] = field(default_factory=dict)  # attack damage dealt, by target
    knocked_out: list[int] = field(default_factory=list)
    cancel_post: bool = False
    range_bonus: int = 0
    moved: Any = None  # the record of the card's movement (effects_move.MoveRecord)
    paid: str | None = None  # the core its text last exhausted (a cost: "exhaust a Core to")
    again: str | None = None  # "play this card again": the core paid for it
    earlier_reactions: list[tuple[CardId, int]] = field(default_factory=list)  # and on whom
    trap_seen: int | None = None  # the hex of the trap token its text looked at


class SfbData(GameData):
    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.vp = [0, 0]
        self.exhausted: list[set[str]] = [set(), set()]  # cores, by player
        self.standard_used: set[str] = set()  # standard actions of this activation phase
        self.free_standard_round = [0, 0]  # by player: the round of its last free standard action
        self.levelled: set[int] = set()  # champions on their level-up side
        self.lasting: list[Lasting] = []
        self.activation: Activation | None = None
        self.round = 0
        self.traps: dict[int, str | None] = {}  # trap hex number -> face-down trap kind
        self.trap_supply: list[str] = []
        self.track: list[str | None] = [None, None, None, None]  # challenge slots
        self.challenge_deck: list[str] = []
        self.to_level: list[int] = []  # champions that level up once the action resolves
        self.replays: dict[int, str] = {}  # cards in play to be played again: the core paid
        # the kinds of trap token by id (effects_move.spring reads their texts); never changed
        self.trap_defs: dict[str, Any] = {t.id: t for t in getattr(self.ruleset, "traps", ())}

    @property
    def arena(self) -> "Arena":
        return self.board.arena

    def copy_extra(self, new: GameData, memo: dict[int, Any]) -> None:
        new.vp = list(self.vp)
        new.exhausted = [set(cores) for cores in self.exhausted]
        new.standard_used = set(self.standard_used)
        new.free_standard_round = list(self.free_standard_round)
        new.levelled = set(self.levelled)
        new.lasting = list(self.lasting)
        new.activation = copy_value(self.activation, memo)
        new.traps = dict(self.traps)
        new.trap_supply = list(self.trap_supply)
        new.track = list(self.track)
        new.challenge_deck = list(self.challenge_deck)
        new.to_level = list(self.to_level)
        new.replays = dict(self.replays)

    # ------------------------------------------------------------ champions

    def champion(self, fighter: Fighter) -> "ChampionDef":
        return fighter.definition

    def max_hp(self, fighter: Fighter) -> int:
        return fighter.definition.hp  # the side the card shows

    def flip(self, fighter: Fighter, levelled: bool) -> None:
        """Turn the champion card to its level-up side, or back to its base side."""
        base = next(c for c in self.players[fighter.owner].hero.champions
                    if c.id == fighter.definition.id)
        fighter.definition = base.levelled_side if levelled else base
        (self.levelled.add if levelled else self.levelled.discard)(fighter.id)

    def damage_on(self, fighter: Fighter) -> int:
        return self.max_hp(fighter) - fighter.health

    def bloodied(self, fighter: Fighter) -> bool:
        """Half its HP or less left, rounded up (a 7-HP champion is bloodied at 4)."""
        return fighter.on_board and fighter.health <= (self.max_hp(fighter) + 1) // 2

    def defense_of(self, fighter: Fighter) -> int:
        return fighter.definition.defense + sum(e.amount for e in self.lasting
                          if e.fighter == fighter.id and e.what == "defense")

    def has_lasting(self, fighter: Fighter, what: str, keyword: str = "") -> bool:
        return any(e.fighter == fighter.id and e.what == what and (not keyword or e.keyword == keyword)
                   for e in self.lasting)

    def hex_of(self, fighter: Fighter) -> Hex | None:
        return None if fighter.space is None else self.arena.hex_numbered(fighter.space)

    def occupied(self, leaving: Fighter | None = None) -> frozenset[Hex]:
        return frozenset(self.arena.hex_numbered(f.space) for f in self.fighters
                         if f.space is not None and f is not leaving)

    def at(self, hex_: Hex) -> Fighter | None:
        number = self.arena.number(hex_)
        return next((f for f in self.fighters if f.space == number), None)

    def allies(self, player: int) -> list[Fighter]:
        return [f for f in self.fighters_of(player) if f.on_board]

    def enemies(self, player: int) -> list[Fighter]:
        return [f for f in self.fighters if f.owner != player and f.on_board]

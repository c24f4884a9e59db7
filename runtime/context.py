"""What an effect is about while it resolves: who plays it, with which fighter and card,
in which combat, and what its earlier sentences chose ("that fighter", "that space", "it")."""

from __future__ import annotations

from dataclasses import dataclass, field

from cardsmith.grammar import nodes as n

from .state import Card, Fighter


@dataclass
class CardValue:
    printed: int
    set_to: int | None = None
    added: int = 0
    ignored: bool = False
    locked: bool = False  # "cannot be changed by card effects"

    @property
    def total(self) -> int:
        if self.ignored:
            return 0
        return max(0, (self.printed if self.set_to is None else self.set_to) + self.added)


@dataclass
class Combat:
    attacker: Fighter
    defender: Fighter
    attack_card: Card
    defense_card: Card | None
    values: dict[int, CardValue] = field(default_factory=dict)  # by card instance
    cancelled: set[int] = field(default_factory=set)
    damage: dict[int, int] = field(default_factory=dict)  # combat damage by fighter
    attacker_won: bool | None = None
    kept: set[int] = field(default_factory=set)  # cards returned to a hand: not discarded
    predictions: dict[int, int] = field(default_factory=dict)  # card -> value predicted

    def cards(self) -> list[Card]:
        """Both cards, the defender's first: their effects resolve in this order (R-13)."""
        return [c for c in (self.defense_card, self.attack_card) if c is not None]

    def card_of_other_side(self, card: Card) -> Card | None:
        return self.defense_card if card is self.attack_card else self.attack_card

    def fighter_of(self, card: Card) -> Fighter:
        return self.attacker if card is self.attack_card else self.defender

    def other_fighter(self, fighter: Fighter) -> Fighter:
        return self.defender if fighter is self.attacker else self.attacker


@dataclass
class EffectContext:
    player: int
    fighter: Fighter | None  # "your fighter", "this fighter"
    section: n.Section
    card: Card | None = None  # "this card"
    combat: Combat | None = None
    that_fighter: Fighter | None = None
    chosen_fighter: Fighter | None = None
    chosen_space: int | None = None
    last_card: Card | None = None  # "it", "its"
    opponent: int | None = None  # the opponent chosen or implied
    took_option: dict[int, bool] = field(default_factory=dict)  # player -> took the last "may"
    spent: dict[str, int] = field(default_factory=dict)  # resources spent by this effect
    damaged_this_way: set[int] = field(default_factory=set)  # fighters the last damage hit
    damage_dealt: int = 0  # by the last "deal damage" of this effect
    discarded: list[int] = field(default_factory=list)  # cards this effect discarded
    drawn: list[int] = field(default_factory=list)  # cards this effect drew
    named_value: int | None = None
    that_token: tuple[tuple[int, str], int] | None = None  # (kind, index) of "that fog token"
    moved_tokens: list[tuple[tuple[int, str], int]] = field(default_factory=list)
    wild_as: str | None = None  # the symbol a wild symbol shown counts as, for this text
    lacks_named_value: set[int] = field(default_factory=set)  # players

    def opposing_fighter(self) -> Fighter | None:
        if self.combat is None or self.fighter is None:
            return None
        if self.fighter is self.combat.attacker or self.fighter is self.combat.defender:
            return self.combat.other_fighter(self.fighter)
        return None

    def opponent_card(self) -> Card | None:
        if self.combat is None or self.card is None:
            return None
        return self.combat.card_of_other_side(self.card)

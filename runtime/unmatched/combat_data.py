"""A combat in progress: the fighters, the cards, their values, and what effects did to them.
Data the rules share (`Shared`), so a game copies in the middle of a combat."""

from __future__ import annotations

from dataclasses import dataclass, field

from cardsmith.grammar import nodes as n

from ..engine.data import Card, Fighter, Shared
from ..engine.events import CardId


@dataclass(eq=False)
class CardValue(Shared):
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


@dataclass(eq=False)
class AttackBoost(Shared):
    """A card played to BOOST the attack before the cards are revealed ("When King Arthur
    attacks, you may BOOST that attack."): its BOOST value counts from the reveal."""

    card: CardId
    face: n.Face | None  # None: discarded at once, as a BOOST is; else it lies with the
    # attack card, face up or face down, until the combat ends (PlayBoostWith)
    amount: int = 0  # the BOOST value it added at the reveal


@dataclass(eq=False)
class Combat(Shared):
    attacker: Fighter
    defender: Fighter
    attack_card: Card
    defense_card: Card | None
    values: dict[CardId, CardValue] = field(default_factory=dict)  # by card instance
    cancelled: set[CardId] = field(default_factory=set)
    damage: dict[int, int] = field(default_factory=dict)  # combat damage by fighter
    attacker_won: bool | None = None
    played: list[CardId] = field(default_factory=list)  # cards put in play by this combat
    predictions: dict[CardId, int] = field(default_factory=dict)  # card -> value predicted
    # the cards each card was boosted with ("return one card you boosted with to your hand")
    boosted_with: dict[CardId, list[CardId]] = field(default_factory=dict)
    # the named effects each card's text invoked, shared by its sections ("a different spell")
    invoked: dict[CardId, list[tuple[str, str]]] = field(default_factory=dict)
    # the attack card is face down until the defender has chosen; then both are revealed
    revealed: bool = False
    attack_boosts: list[AttackBoost] = field(default_factory=list)  # played before the reveal

    def shows(self, card_id: CardId) -> bool:
        """Whether a card this combat put in play is face up: all of them once revealed, a
        BOOST played face up with the attack card at once."""
        if card_id not in self.played:
            return False
        return self.revealed or any(boost.card == card_id and boost.face is n.Face.UP
                                    for boost in self.attack_boosts)

    def cards(self) -> list[Card]:
        """Both cards, the defender's first: their effects resolve in this order (R-13)."""
        return [c for c in (self.defense_card, self.attack_card) if c is not None]

    def card_of_other_side(self, card: Card) -> Card | None:
        return self.defense_card if card is self.attack_card else self.attack_card

    def fighter_of(self, card: Card) -> Fighter:
        return self.attacker if card is self.attack_card else self.defender

    def other_fighter(self, fighter: Fighter) -> Fighter:
        return self.defender if fighter is self.attacker else self.attacker

    def opposing_fighter(self, fighter: Fighter | None) -> Fighter | None:
        if fighter is self.attacker or fighter is self.defender:
            return self.other_fighter(fighter)
        return None

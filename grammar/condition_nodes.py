"""AST nodes, part 2: conditions ("If you won the combat, ...") and counted things
("... for each Rage you have"). Import them through `nodes`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from .ref_nodes import FighterRef, FighterSelection, Node, Player, ValueKind


# --- conditions ---------------------------------------------------------------------


@dataclass(frozen=True)
class CombatOutcome(Node):
    won: bool


@dataclass(frozen=True)
class IsAdjacent(Node):
    fighter: FighterRef
    other: FighterRef


@dataclass(frozen=True)
class StartedTurnElsewhere(Node):
    fighter: FighterRef


@dataclass(frozen=True)
class NoneThere(Node):
    """ "there are no opposing fighters in Bigfoot's zone" """

    selection: FighterSelection


@dataclass(frozen=True)
class DidOptional(Node):
    """ "they do" / "they do not": whether the last optional effect was taken."""

    player: Player
    did: bool


@dataclass(frozen=True)
class AttackedSidekick(Node):
    """ "you attacked a sidekick" """


@dataclass(frozen=True)
class Both(Node):
    """ "you attacked a sidekick and won the combat": two things you did."""

    first: "Condition"
    second: "Condition"


@dataclass(frozen=True)
class DealtDamageThisWay(Node):
    """ "Beowulf was dealt damage this way": by the sentence before."""

    fighter: FighterRef


@dataclass(frozen=True)
class FormIs(Node):
    """ "you are Mr. Hyde" """

    form: str


@dataclass(frozen=True)
class PlayingTo(Node):
    """ "you are playing this card to attack / to defend" (after "and") """

    kind: ValueKind


@dataclass(frozen=True)
class PredictedCorrectly(Node):
    pass


@dataclass(frozen=True)
class LacksNamedValue(Node):
    """ "they do not have a card of the named value" """

    player: Player


@dataclass(frozen=True)
class OnToken(Node):
    """ "Invisible Man is on a space with a fog token" """

    fighter: FighterRef
    token: str
    started: bool = False  # "started this turn on a space with ..."


@dataclass(frozen=True)
class PlayedAsFirstAction(Node):
    """ "you played this as your first action" """


Condition = Union[CombatOutcome, IsAdjacent, StartedTurnElsewhere, NoneThere, DidOptional,
                  AttackedSidekick, Both, DealtDamageThisWay, FormIs, PlayingTo,
                  PredictedCorrectly, LacksNamedValue, OnToken, PlayedAsFirstAction]


# --- counted things ("for each ...") ------------------------------------------------


@dataclass(frozen=True)
class ResourceCount(Node):
    """ "Rage you have" """

    resource: str


@dataclass(frozen=True)
class SpentCount(Node):
    """ "Rage spent" (by this effect) """

    resource: str


@dataclass(frozen=True)
class FighterCount(Node):
    """ "Sister in the same zone as the opposing fighter" """

    selection: FighterSelection


@dataclass(frozen=True)
class DiscardedCount(Node):
    """ "card you discard" / "card discarded" (by this effect) """

    passive: bool = False


@dataclass(frozen=True)
class DamageDealtCount(Node):
    """ "damage dealt" (by this effect) """


Countable = Union[ResourceCount, SpentCount, FighterCount, DiscardedCount, DamageDealtCount]

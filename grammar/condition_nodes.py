"""AST nodes, part 2: conditions ("If you won the combat, ...") and counted things
("... for each Rage you have"). Import them through `nodes`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

from enum import Enum

from .ref_nodes import FighterRef, FighterSelection, Node, Player, ValueKind
from .trait_nodes import IsTrait, OpponentCancels


# --- conditions ---------------------------------------------------------------------


@dataclass(frozen=True)
class CombatOutcome(Node):
    won: bool


@dataclass(frozen=True)
class IsAdjacent(Node):
    fighter: "Target | Fighters"
    # None: "Dr. Strange and Wong are adjacent"; a selection: any one ("an opposing hero")
    other: "FighterRef | FighterSelection | ThatToken | AtLeastFighters | None" = None
    negated: bool = False  # "is not adjacent to"


@dataclass(frozen=True)
class StartedTurnElsewhere(Node):
    fighter: "Target"  # a selection: any of them ("either fighter")


@dataclass(frozen=True)
class NoneThere(Node):
    """ "there are no opposing fighters in Bigfoot's zone" """

    selection: FighterSelection


@dataclass(frozen=True)
class DidOptional(Node):
    """ "they do" / "they do not": whether the optional effect just before was taken, or
    whether the conditional sentence just before happened (grammar/resolve.py)."""

    player: Player
    did: bool
    # Set by the resolver: the step asked about (a "may" clause, or a sentence's step 0);
    # left out of equality, as every binding.
    binding: int | None = field(default=None, compare=False, repr=False, kw_only=True)
    # Set by the resolver too: "they" are the fighters of "X and Y may ...", not a player
    # (English says both alike; other languages say it in the plural)
    together: bool = field(default=False, compare=False, kw_only=True)


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

    fighter: "Target"


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

    fighter: "Target"
    token: str
    started: bool = False  # "started this turn on a space with ..."


@dataclass(frozen=True)
class PlayedAsFirstAction(Node):
    """ "you played this as your first action"; "this is your first action this turn" """

    this_is: bool = False




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




# --- the published catalogue (issue 10) ---------------------------------------------


class Compare(str, Enum):
    AT_LEAST = "or more"
    AT_MOST = "or less"
    AT_MOST_FEWER = "or fewer"  # the same as "or less", of things counted
    # amounts compared (AmountCompare, HigherValue)
    ABOVE = "above"
    BELOW = "below"
    HIGHER = "higher"
    LOWER = "lower"


# The comparisons written after a number: "4 or more", "4 or less", "4 or fewer".
OR_COMPARES = (Compare.AT_LEAST, Compare.AT_MOST, Compare.AT_MOST_FEWER)
# An amount compared with another: "above 7", "4 or more"; one card's value with another's.
AMOUNT_COMPARES = OR_COMPARES + (Compare.ABOVE, Compare.BELOW)
RANK_COMPARES = (Compare.HIGHER, Compare.LOWER)


@dataclass(frozen=True)
class IsHero(Node):
    """ "the opposing fighter is a hero" """

    fighter: "Target"


@dataclass(frozen=True)
class HealthCompare(Node):
    """ "King Arthur has 4 or less health (but is not defeated)" """

    fighter: "Target"
    amount: int
    compare: Compare = field(metadata={"values": OR_COMPARES})
    not_defeated: bool = False


@dataclass(frozen=True)
class WasDefeated(Node):
    """ "your fighter was defeated" (in this combat) """

    fighter: "Target"


@dataclass(frozen=True)
class DefeatedThisWay(Node):
    """ "at least one fighter is defeated this way"; "this defeats that fighter" """

    fighter: FighterRef | None = None


@dataclass(frozen=True)
class SameZone(Node):
    """ "Black Panther is in the same zone as Shuri" """

    fighter: "Target"
    other: FighterRef


@dataclass(frozen=True)
class InStartingSpace(Node):
    """ "Black Widow is in your starting space", "... in an opponent's starting space" """

    fighter: "Target"
    owner: "Owner"


@dataclass(frozen=True)
class TookDamage(Node):
    """ "Hamlet took damage this turn", "an opposing fighter took damage this turn" """

    fighter: "Target"


@dataclass(frozen=True)
class HandEmpty(Node):
    """ "your hand is empty" """


@dataclass(frozen=True)
class HandCount(Node):
    """ "you have 4 or more cards in your hand", "... 2 or fewer other cards ..." """

    amount: int
    compare: Compare = field(metadata={"values": OR_COMPARES})
    other: bool = False  # written "other cards": not counting this one


@dataclass(frozen=True)
class PlayedType(Node):
    """ "your opponent played a versatile card" """

    type: "CardType"


@dataclass(frozen=True)
class YourTurn(Node):
    """ "it is your turn" ("it's your turn") """


@dataclass(frozen=True)
class PrintedValueCompare(Node):
    """ "the opposing fighter's card has a printed value of 4 or more"; "the printed value
    of your opponent's card is 2" (compare None) """

    card: "AnyCard"
    amount: int
    compare: Compare | None = field(default=None, metadata={"values": OR_COMPARES})


@dataclass(frozen=True)
class AtLeastThere(Node):
    """ "there are four or more Squirrels in the opposing fighter's zone" """

    amount: "Number"
    selection: FighterSelection


@dataclass(frozen=True)
class SharesNoZone(Node):
    """ "Ms. Marvel's space shares no zones with the opposing fighter" (other), "Golden Bat
    shares no zones with the space he started this turn in" (other None) """

    fighter: "Target"
    other: FighterRef | None = None


@dataclass(frozen=True)
class MoreZones(Node):
    """ "Ms. Marvel is in more zones than the opposing fighter" """

    fighter: "Target"
    other: FighterRef


@dataclass(frozen=True)
class AreaHolds(Node):
    """ "your active gadget is Hypnoray Blaster": the card in that area has this title """

    area: str
    title: str


@dataclass(frozen=True)
class IsAttacking(Node):
    """ "Daisy is attacking": the fighter is the attacker of the combat in progress """

    fighter: "Target"


@dataclass(frozen=True)
class SearchedDeck(Node):
    """ "you searched your deck"; "you took it from your deck" (`took`) """

    took: bool = False


@dataclass(frozen=True)
class DidNotAttack(Node):
    """ "you did not attack" (this turn) """


@dataclass(frozen=True)
class DiscardedByOpponent(Node):
    """ "you discard this card as a result of an opponent's effect" """


class WouldKind(str, Enum):
    LOOK_AT_HAND = "let an opponent look at your hand"
    DISCARD_FROM_HAND = "cause you to discard a card from your hand"


@dataclass(frozen=True)
class Would(Node):
    """ "an effect would let an opponent look at your hand": a reaction's condition """

    kind: WouldKind


class Measure(str, Enum):
    """What of a card is compared: "a higher BOOST value", "a lower printed value"."""

    VALUE = "value"  # its value now, in the combat
    BOOST = "BOOST value"
    PRINTED = "printed value"


@dataclass(frozen=True)
class AmountCompare(Node):
    """An amount compared with another: "the value of this card is above 7", "the number of
    cards in your hand is below their BOOST value", "... is 3 or more", "... is 2" (compare
    None: exactly)."""

    amount: "Expr"
    compare: Compare | None = field(metadata={"values": AMOUNT_COMPARES})
    other: "Expr"


@dataclass(frozen=True)
class HigherValue(Node):
    """ "your card has a higher BOOST value" (than each other card the step before revealed
    or looked at: `than` None), "... a lower printed value than their card" """

    card: "AnyCard"
    measure: Measure
    compare: Compare = field(metadata={"values": RANK_COMPARES})
    than: "AnyCard | None" = None


@dataclass(frozen=True)
class CardCount(Node):
    """ "VOYAGE card in your discard pile", "🔵 card you discarded" (after "for each") """

    cards: "CardSet"


@dataclass(frozen=True)
class TokenCount(Node):
    """ "trap token adjacent to the opposing fighter" """

    token: str
    fighter: FighterRef


@dataclass(frozen=True)
class SymbolCount(Node):
    """ "different ingredient symbol in your cauldron" """

    name: str
    area: str


Condition = Union[CombatOutcome, IsAdjacent, StartedTurnElsewhere, NoneThere, DidOptional,
                  AttackedSidekick, Both, DealtDamageThisWay, FormIs, PlayingTo,
                  PredictedCorrectly, LacksNamedValue, OnToken, PlayedAsFirstAction, IsHero,
                  HealthCompare, WasDefeated, DefeatedThisWay, SameZone, InStartingSpace,
                  TookDamage, HandEmpty, HandCount, PlayedType, YourTurn, PrintedValueCompare,
                  AtLeastThere, SharesNoZone, MoreZones, AreaHolds, SearchedDeck, DidNotAttack,
                  DiscardedByOpponent, Would, IsAttacking, AmountCompare, HigherValue,
                  IsTrait, OpponentCancels]
Countable = Union[ResourceCount, SpentCount, FighterCount, DiscardedCount, DamageDealtCount,
                  CardCount, TokenCount, SymbolCount]

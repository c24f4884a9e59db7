"""AST nodes, part 3b (the published catalogue, issue 10): the effects the published decks
beyond the first eight need. Cards as objects (look at, reveal, choose, put, store, shuffle,
search), tokens placed and returned, lasting effects (who cannot leave a space, values that
cannot change, damage prevented, attack range), values set to an amount, costs ("discard 2
cards to ..."), forms that cycle, areas and missions. Import them through `nodes`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from .card_ref_nodes import AnyCard, Cards, CardSet, CardSets, Pile
from .condition_nodes import Condition, Countable
from .ref_nodes import (Expr, FighterName, FighterRef, Fighters, FighterSelection, Node,
                        Number, Player, PlayerGroup, SpaceRef, Target)


class Window(str, Enum):
    """A card's timing window, where an effect names one ("cancel all AFTER COMBAT effects")."""

    IMMEDIATELY = "immediately"
    DURING_COMBAT = "during combat"
    AFTER_COMBAT = "after combat"


# ---------------------------------------------------------------- cards as objects


@dataclass(frozen=True)
class LookAt(Node):
    """ "look at the top 4 cards of your deck" """

    cards: CardSets


@dataclass(frozen=True)
class Reveal(Node):
    """ "reveal the top 2 cards of their deck", "each player reveals a card from their hand" """

    cards: Cards
    subject: "Player | PlayerGroup | None" = None
    # "each player simultaneously reveals a card from their hand": each chooses theirs unseen
    # by the others, then all are revealed at once
    simultaneous: bool = False


@dataclass(frozen=True)
class ChooseCards(Node):
    """ "choose a JEET KUNE DO card in your discard pile"; "choose a different card to play"
    (`to_play`: it replaces the card you played) """

    cards: CardSets
    to_play: bool = False


@dataclass(frozen=True)
class TakeCards(Node):
    """ "take all other VOYAGE cards from your discard pile" """

    cards: CardSets


@dataclass(frozen=True)
class DiscardFromPile(Node):
    """Discarding what is not a choice from the hand: "discard the top card of your deck",
    "discard up to 3 cards from your cauldron" (the hand's shapes are `Discard`)."""

    cards: CardSets
    subject: "Player | PlayerGroup | None" = None


@dataclass(frozen=True)
class DiscardPlayed(Node):
    """ "discard your opponent's card": the card played in this combat."""

    card: AnyCard


@dataclass(frozen=True)
class AddTo(Node):
    """ "add it to your hand", "add 2 of them to your hand" """

    cards: Cards
    pile: Pile


class Destination(str, Enum):
    IN = "in"  # "put it in your hand or cauldron"
    ON_TOP = "on top of"
    ON_TOP_SAME = "on top"  # of the deck they came from
    ON_BOTTOM = "on the bottom of"
    BACK = "back"  # where they came from


class Order(str, Enum):
    ANY = "in any order"
    RANDOM = "randomly"


@dataclass(frozen=True)
class PutCards(Node):
    """ "put a card in your hand on top of your deck", "put them back in any order", "put
    the other 2 back on top of your deck, in any order" """

    cards: Cards
    destination: Destination
    pile: Pile | None = None
    back: bool = False  # written "back on top"
    order: Order | None = None
    # written without its verb after "and" and another put: "and the other 2 back on top"
    elided: bool = False
    order_first: bool = False  # written "randomly put ...": the order before the verb


@dataclass(frozen=True)
class StoreCards(Node):
    """ "store it in your Vibranium Suit" """

    cards: Cards
    pile: Pile


@dataclass(frozen=True)
class ReturnCards(Node):
    """ "return a card in your discard pile to your cauldron", "return this card to the top
    of your deck" (`to_top`) """

    cards: Cards
    pile: Pile
    to_top: bool = False


@dataclass(frozen=True)
class ReturnInsteadOfDiscarding(Node):
    """ "return this card to your hand instead of discarding it" (a scheme, once resolved) """

    card: AnyCard


@dataclass(frozen=True)
class ShuffleInto(Node):
    """ "shuffle it into your deck", "shuffle this card back into your deck" """

    cards: Cards
    pile: Pile
    back: bool = False


@dataclass(frozen=True)
class ShufflePile(Node):
    """ "shuffle your deck"; "shuffle it" (`it`: the deck named before) """

    pile: Pile
    it: bool = False


@dataclass(frozen=True)
class CancelThatEffect(Node):
    """ "cancel that effect": the effect a reaction answers ("If an effect would ...") """


@dataclass(frozen=True)
class ShuffleDecks(Node):
    """ "all players shuffle their decks" """

    subject: "Player | PlayerGroup"


@dataclass(frozen=True)
class Search(Node):
    """ "search your deck and discard pile for the EXCALIBUR card" """

    pile: Pile
    cards: CardSets


@dataclass(frozen=True)
class RevealUntil(Node):
    """ "they reveal cards from their deck until they reveal an attack or versatile card
    they can play" """

    subject: "Player | PlayerGroup"
    cards: CardSets
    until: CardSets


@dataclass(frozen=True)
class TheyPlay(Node):
    """ "they play that card": it replaces the card they played in this combat."""

    subject: "Player | PlayerGroup"
    card: AnyCard


@dataclass(frozen=True)
class ResolveAsNormal(Node):
    """ "resolve all effects on that card as normal" (what a card put into a combat does) """

    card: AnyCard


# ---------------------------------------------------------------- the board and tokens


class Passable(str, Enum):
    SPACES_CONTAINING_OPPOSING = "spaces containing opposing fighters"
    OPPOSING = "opposing fighters"
    SIDEKICKS = "sidekicks"
    THEIR_OPPOSING = "their opposing fighters"  # fighters opposing the one who moves


@dataclass(frozen=True)
class MoveBonus(Node):
    """ "move your fighters +1 space for each VOYAGE card in your discard pile" (while you
    maneuver) """

    amount: int
    per: Countable | None = None


@dataclass(frozen=True)
class PlaceToken(Node):
    """ "place an insight token in their new space", "place a trap", "place up to 3 traps" """

    token: str
    amount: Number
    space: SpaceRef | None = None  # None: the rule's default (an empty space in your zone)
    up_to: bool = False


@dataclass(frozen=True)
class RemoveTokens(Node):
    """ "remove all insight tokens from the board" """

    token: str


@dataclass(frozen=True)
class ReturnToken(Node):
    """ "return that trap": back to the box """

    token: str


@dataclass(frozen=True)
class ChooseToken(Node):
    """ "choose a trap (in the same zone as one of your Ingen Workers)" """

    token: str
    near: "FighterRef | FighterSelection | ThatToken | None" = None


@dataclass(frozen=True)
class SwapSpaces(Node):
    """ "Houdini and Bess swap spaces"; "swap spaces" after "X and Y may" (fighters None) """

    fighters: Fighters | None = None


@dataclass(frozen=True)
class SidekicksDoNotCount(Node):
    """ "do not count movement for spaces containing sidekicks" (for the move before) """


@dataclass(frozen=True)
class NowInCombat(Node):
    """ "your other fighter is now the defender", "... is now in the combat" """

    fighter: FighterRef
    defender: bool = False


@dataclass(frozen=True)
class SetHealth(Node):
    """ "set his health to 8", "set Maria Hill's health to 3" """

    fighter: FighterRef
    amount: int


@dataclass(frozen=True)
class Summon(Node):
    """ "summon a Squirrel in Squirrel Girl's space": a sidekick off the board comes in """

    amount: Number
    kind: str
    space: SpaceRef


# ---------------------------------------------------------------- lasting effects


class LeaveSpace(str, Enum):
    THEIR_SPACE = "their space"
    THEIR_SPACES = "their spaces"
    THAT_SPACE = "that space"


class Duration(str, Enum):
    THIS_TURN = "this turn"
    REST_OF_THE_TURN = "for the rest of the turn"


@dataclass(frozen=True)
class CannotLeave(Node):
    """ "the opposing fighter cannot leave their space this turn", "Fighters cannot leave
    their spaces for the rest of the turn" (fighters None: all of them) """

    fighters: Target | None
    space: LeaveSpace = LeaveSpace.THEIR_SPACE
    duration: Duration | None = None  # None: this combat... as printed: until the turn ends
    may_not: bool = False  # written "may not"


@dataclass(frozen=True)
class ValuesLocked(Node):
    """ "for the rest of your turn, your cards' values are 4 and cannot be changed" """

    value: int


@dataclass(frozen=True)
class AttacksPlus(Node):
    """ "All of Bruce Lee's attacks this turn are +1 value." """

    fighter: FighterName
    amount: int


@dataclass(frozen=True)
class BoostValuesPlus(Node):
    """ "your BOOST values are +1" """

    amount: int


@dataclass(frozen=True)
class CannotGainActions(Node):
    """ "your opponent cannot gain actions" """


@dataclass(frozen=True)
class PreventDamage(Node):
    """ "prevent all damage": your fighter takes none in this combat """


@dataclass(frozen=True)
class OnlyCombatDamage(Node):
    """ "This combat, your fighter does not take damage from effects other than combat
    damage." """

    fighter: FighterRef


@dataclass(frozen=True)
class AttackRange(Node):
    """ "T-Rex can attack up to 2 spaces away." """

    fighter: FighterRef
    distance: int


@dataclass(frozen=True)
class DiscardAtEnd(Node):
    """ "discard this card at the end of your turn if you did not attack" (an ongoing
    scheme leaves play then) """

    condition: Condition


@dataclass(frozen=True)
class ValueEqualTo(Node):
    """ "the value of this card is equal to the number of cards in your hand", "... equal to
    its printed value and cannot be changed" """

    card: AnyCard
    value: Expr
    locked: bool = False
    of_form: bool = True  # written "the value of <card>" (else "<card>'s value")


# ---------------------------------------------------------------- costs, forms, areas


@dataclass(frozen=True)
class PayTo(Node):
    """ "<cost> to <effect>": the effect happens only if the cost is paid. Both games write it:
    "discard 2 cards to gain 1 action", "exhaust your Manipulation Core to Plan 2"."""

    cost: "Discard | DiscardFromPile | DiscardMatching | ExhaustCore | RemoveDamage | DiscardCards"
    effect: "Clause"


@dataclass(frozen=True)
class SpendActionTo(Node):
    """ "spend an additional action to draw until ..." """

    effect: "Effect"


@dataclass(frozen=True)
class ChangeForm(Node):
    """ "change size": to the hero's next form (the word is the forms' `word`) """

    word: str


@dataclass(frozen=True)
class Acquire(Node):
    """ "acquire a new mission": the next card of that sub-deck """

    area: str


@dataclass(frozen=True)
class GainsEffectOf(Node):
    """ "Daisy gains the effect of Jill Trent's gadget": the card face up in that fighter's
    player's area resolves its text, at each timing of the combat, for this fighter."""

    fighter: FighterRef
    owner: FighterRef
    area: str


@dataclass(frozen=True)
class Together(Node):
    """One option of several effects: "- place Hamlet in any space in his zone and gain 1
    action" (only an option of a list is written so)."""

    effects: tuple["Effect", ...]


@dataclass(frozen=True)
class IgnoreIt(Node):
    """ "ignore it" (the effect a reaction answers) """


@dataclass(frozen=True)
class ForEachOne(Node):
    """ "For each one, choose a fighter to recover 1 health.": the effect once for each of
    the cards the step before found (discarded, revealed, chosen), none if it found none."""

    effect: "Effect"
    binding: int | None = field(default=None, compare=False, repr=False, kw_only=True)


@dataclass(frozen=True)
class ChooseFighterTo(Node):
    """ "choose a fighter to recover 1 health": the fighter chosen does the effect (its
    "you" and "your fighter"), and is "that fighter" after it."""

    selection: FighterSelection
    effect: "Effect"


# ---------------------------------------------------------------- declarations


@dataclass(frozen=True)
class TokenSupply(Node):
    """ "You have 5 insight tokens.", "Muldoon starts with 8 traps.": how many tokens of a
    kind the hero has, a declaration of the ability (compiler/tokens.py), not an effect."""

    token: str
    count: int
    fighter: FighterRef | None = None  # who starts with them; None: "you have"


# ---------------------------------------------------------------- set-up choices


@dataclass(frozen=True)
class ChooseStartingForm(Node):
    """ "choose whether she starts the game BIG or SMALL": the player picks the form the
    hero starts in, of the hero's declared forms (in a "When you place Alice" ability, which
    runs as the fighter is placed at set-up)."""

    fighter: FighterRef
    forms: tuple[str, ...]

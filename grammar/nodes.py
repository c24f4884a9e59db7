"""The typed AST of the effect language.

Every node is a frozen dataclass. `span` records where the node stands in the effect text
(character offsets); it is left out of equality so that an AST parsed from rendered text
equals the original. Enum-valued fields keep the choices a sentence can make explicit.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Union


@dataclass(frozen=True)
class Span:
    start: int  # offset of the first character in the effect text
    end: int  # offset just past the last character


@dataclass(frozen=True)
class Node:
    span: Span | None = field(default=None, compare=False, repr=False, kw_only=True)


# --- players, fighters, cards, places -------------------------------------------------


class Player(str, Enum):
    YOU = "you"  # written "you" (an imperative sentence has no subject at all)
    OPPONENT = "your opponent"
    THEY = "they"


class FighterWord(str, Enum):
    YOUR_FIGHTER = "your fighter"  # the fighter that played the card
    ATTACKING_FIGHTER = "your attacking fighter"
    THIS_FIGHTER = "this fighter"
    THAT_FIGHTER = "that fighter"  # the fighter a previous sentence named or moved
    OPPOSING_FIGHTER = "the opposing fighter"  # the other fighter in the combat
    THEM = "them"  # the fighter chosen just before
    THAT_SIDEKICK = "that sidekick"  # the sidekick attacked in this combat
    THEIR_HERO = "their hero"  # the hero of the opponent chosen or fought
    THAT_HERO = "that hero"  # the hero named just before
    HIM = "him"  # the fighter the clause is about ("his zone")


@dataclass(frozen=True)
class FighterPronoun(Node):
    word: FighterWord


@dataclass(frozen=True)
class FighterName(Node):
    name: str  # as written, without the article
    article: bool = False  # written "the Jackalope"


FighterRef = Union[FighterPronoun, FighterName]


class Quantifier(str, Enum):
    EACH = "each"
    ALL = "all"
    ANY = "any"
    ANY_ONE = "any one"
    ONE = "one"
    ONE_OF = "one of the"
    A = "a"
    NO = "no"  # only in "there are no ..."


@dataclass(frozen=True)
class ZoneOf(Node):
    """The zone(s) of a fighter: "Robin Hood's zone", "this fighter's zone"."""

    fighter: FighterRef


@dataclass(frozen=True)
class AdjacentTo(Node):
    fighter: FighterRef | None  # None: written before the noun ("each adjacent fighter")


@dataclass(frozen=True)
class InZone(Node):
    zone: ZoneOf


@dataclass(frozen=True)
class InCombat(Node):
    pass


@dataclass(frozen=True)
class OnTokenSpaces(Node):
    """ "on spaces with fog tokens" """

    token: str


@dataclass(frozen=True)
class InSameZone(Node):
    """ "in the same zone as the opposing fighter" """

    fighter: FighterRef


Filter = Union[AdjacentTo, InZone, InCombat, InSameZone, OnTokenSpaces]


@dataclass(frozen=True)
class FighterSelection(Node):
    """A set of fighters: "each opposing fighter adjacent to your fighter"."""

    quantifier: Quantifier
    opposing: bool = False
    defeated: bool = False
    kind: str | None = None  # a fighter name used as a noun ("a defeated Outlaw"); None: "fighter"
    # AdjacentTo(None) is written before the noun ("each adjacent fighter"), the rest after it
    filters: tuple[Filter, ...] = ()


Target = Union[FighterPronoun, FighterName, FighterSelection]


class SpaceQuantifier(str, Enum):
    ANY = "any"
    AN = "an"
    A = "a"


@dataclass(frozen=True)
class SpaceSelection(Node):
    quantifier: SpaceQuantifier
    empty: bool = False
    zone: ZoneOf | None = None
    adjacent_to: FighterRef | None = None
    with_token: str | None = None  # "a space with a fog token"
    # other wordings: "without a fighter" (empty), "another" / "any other" (not the one it is in)
    phrasing: str = ""


@dataclass(frozen=True)
class ThatSpace(Node):
    pass


SpaceRef = Union[SpaceSelection, ThatSpace]


class CardWord(str, Enum):
    THIS_CARD = "this card"
    OPPONENTS_CARD = "your opponent's card"
    THEIR_CARD = "their card"
    IT = "it"  # the card named last (a discarded card, the opponent's card)
    TOP_OF_DISCARD = "the top card of your discard pile"
    OPPONENTS_ATTACK_CARD = "your opponent's attack card"
    THE_OPPONENTS_CARD = "the opponent's card"
    THE_CARD = "the card"  # the card named just before, like "it"
    THE_DISCARDED_CARD = "the discarded card"
    HIS_DEFENSE_CARDS = "his defense cards"  # in a "While ...:" ability


@dataclass(frozen=True)
class CardRef(Node):
    word: CardWord


class ValueKind(str, Enum):
    ANY = ""  # "this card's value"
    ATTACK = "attack"
    DEFENSE = "defense"


# --- numbers and expressions --------------------------------------------------------


@dataclass(frozen=True)
class Number(Node):
    value: int
    article: bool = False  # written "a" ("draw a card")


@dataclass(frozen=True)
class BoostValue(Node):
    card: CardRef
    form: str = "possessive"  # "its BOOST value", "the BOOST value from/of <card>"


@dataclass(frozen=True)
class PrintedValue(Node):
    card: CardRef


@dataclass(frozen=True)
class DamageDealt(Node):
    """The amount of combat damage dealt to a fighter in this combat."""

    to: FighterRef
    you_were: bool = False  # written "the damage you were dealt"


Expr = Union[Number, BoostValue, PrintedValue, DamageDealt]


@dataclass(frozen=True)
class EqualTo(Node):
    """ "a number of cards equal to <expr>" """

    expr: Expr


Amount = Union[Number, EqualTo]


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


# --- effects (clauses) --------------------------------------------------------------


@dataclass(frozen=True)
class Draw(Node):
    amount: Amount
    subject: Player | None = None  # None: imperative ("Draw 2 cards")
    up_to: bool = False
    more: bool = False  # "draw 1 more card"


@dataclass(frozen=True)
class Discard(Node):
    amount: Number | None  # None: any number ("any number of cards", "Dr. Jekyll cards")
    subject: Player | None = None
    random: bool = False
    kind: str | None = None  # only cards this fighter or form may use: "discard Dr. Jekyll cards"
    from_hand: bool = False  # written "... from your hand"


@dataclass(frozen=True)
class DiscardMatching(Node):
    """ "Your opponent must choose and discard one card matching that attack or defense value" """

    player: Player


@dataclass(frozen=True)
class DealDamage(Node):
    amount: Amount
    target: Target
    source: FighterRef | None = None  # "Wiglaf deals 1 damage to ..."
    per: "Countable | None" = None  # "... for each Sister adjacent to that fighter"
    equal_first: bool = False  # written "deal damage equal to <expr> to <target>"


@dataclass(frozen=True)
class TakeDamage(Node):
    """ "take 1 damage", "Their hero takes damage equal to ..." """

    amount: Amount
    target: "Target | None" = None  # None: your fighter


@dataclass(frozen=True)
class Recover(Node):
    amount: Number
    fighter: FighterRef | None = None  # None: "Recover 2 health" (your fighter)
    per: "Countable | None" = None  # "... for each damage dealt"


@dataclass(frozen=True)
class RecoverEach(Node):
    """ "Dr. Watson and Holmes each recover 1 health" """

    fighters: tuple[FighterRef, ...]
    amount: Number


@dataclass(frozen=True)
class Move(Node):
    distance: Number
    fighter: Target | None = None  # None: "Move up to 2 spaces" (your fighter)


@dataclass(frozen=True)
class MoveToSpace(Node):
    """ "move Invisible Man to a space with a fog token" """

    fighter: FighterRef
    space: "SpaceRef"


@dataclass(frozen=True)
class MoveToken(Node):
    """Moving tokens: "move 1 fog token up to 2 spaces", "move that fog token to another
    space", "move each fog token to any other space", "your opponent then moves a different
    fog token up to 2 spaces"."""

    token: str  # as written: "fog token", "fog tokens"
    which: str = "count"  # "count", "that", "each", "different"
    amount: Number | None = None
    distance: Number | None = None
    to: "SpaceRef | None" = None
    subject: Player | None = None
    then: bool = False  # "your opponent then moves ..."


@dataclass(frozen=True)
class Remove(Node):
    """ "remove Invisible Man from the board": off the board, not defeated."""

    fighter: FighterRef


@dataclass(frozen=True)
class EndTurn(Node):
    pass


@dataclass(frozen=True)
class LockValue(Node):
    """ "The value of your opponent's attack or defense is 0 and cannot be changed by card
    effects." """

    value: int


@dataclass(frozen=True)
class MoveThrough(Node):
    """Permission for the move just before: "move X through spaces containing opposing fighters"."""

    fighter: FighterRef


@dataclass(frozen=True)
class Place(Node):
    fighter: FighterRef
    space: SpaceRef
    on: bool = False  # written "place ... on that space"


@dataclass(frozen=True)
class ReturnDefeated(Node):
    """ "Return a defeated Outlaw (if any) to any space in Robin Hood's zone" """

    fighter: FighterSelection
    space: SpaceRef
    if_any: bool = False


@dataclass(frozen=True)
class ChooseSpace(Node):
    space: SpaceSelection


@dataclass(frozen=True)
class ChooseFighter(Node):
    selection: FighterSelection


@dataclass(frozen=True)
class ChooseOpponent(Node):
    pass


@dataclass(frozen=True)
class Cancel(Node):
    card: CardRef


@dataclass(frozen=True)
class IgnoreValue(Node):
    card: CardRef
    kind: ValueKind = ValueKind.ANY
    of_form: bool = False  # written "ignore the value of <card>"


@dataclass(frozen=True)
class AddToValue(Node):
    amount: Expr
    card: CardRef
    kind: ValueKind = ValueKind.ANY
    per: "Countable | None" = None
    of_form: bool = False  # written "add ... to the defense value of this card"


@dataclass(frozen=True)
class SetValue(Node):
    """ "this card's value is 5 instead" """

    card: CardRef
    value: int
    make: bool = False  # written "make this card's value 5 instead"


@dataclass(frozen=True)
class GainAction(Node):
    amount: Number


@dataclass(frozen=True)
class Defeat(Node):
    fighter: FighterRef


@dataclass(frozen=True)
class Swap(Node):
    """ "swap spaces with Beowulf" (the subject: your fighter) / "Holmes swaps spaces with ..." """

    other: FighterRef
    fighter: FighterRef | None = None


@dataclass(frozen=True)
class GainResource(Node):
    amount: Amount
    resource: str


@dataclass(frozen=True)
class Spend(Node):
    """ "spend 2 Rage", "spend any amount of Rage", "spend 2 Rage to <effect>" """

    resource: str
    amount: Number | None = None  # None: any amount
    then: "Effect | None" = None


@dataclass(frozen=True)
class ChooseEffects(Node):
    """ "choose 1 effect: - ... - ..." or "choose a different effect for each Rage spent: ..." """

    options: tuple["Effect", ...]
    count: Number | None = None
    per_spent: str | None = None  # the resource spent


@dataclass(frozen=True)
class ReturnCard(Node):
    """ "return this card to your hand", "return your opponent's attack card to their hand" """

    card: CardRef
    to_them: bool = False


@dataclass(frozen=True)
class PutInHand(Node):
    """ "put the card in your hand" """

    card: CardRef


@dataclass(frozen=True)
class RevealTop(Node):
    """ "reveal the top card of your deck" """


@dataclass(frozen=True)
class RevealHand(Node):
    """ "they must reveal their hand" """

    player: Player


@dataclass(frozen=True)
class LookAtHand(Node):
    player: Player  # OPPONENT: "your opponent's hand"; THEY: "their hand"


@dataclass(frozen=True)
class ChooseCardFor(Node):
    """ "choose an attack or versatile card for them to play" / "choose 1 card for them to
    discard": you pick from their hand."""

    purpose: str  # "play" or "discard"
    count: Number | None = None


@dataclass(frozen=True)
class KeepOne(Node):
    """ "keep one and put any others on the bottom of your deck in any order" """


@dataclass(frozen=True)
class PutOnDeck(Node):
    """ "choose 2 cards from your hand and put them on top of your deck in any order" """

    count: Number


@dataclass(frozen=True)
class NameValue(Node):
    """ "name a value" """


@dataclass(frozen=True)
class Transform(Node):
    """ "transform to Mr. Hyde", "transform into Dr. Jekyll or Mr. Hyde" """

    forms: tuple[str, ...]
    into: bool = False


@dataclass(frozen=True)
class ChangePrintedValue(Node):
    """ "change the printed value of the opponent's card to its BOOST value" """

    card: CardRef
    value: "Expr"


@dataclass(frozen=True)
class FaceUp(Node):
    """ "play this card face up" """

    card: CardRef


@dataclass(frozen=True)
class Predict(Node):
    """ "predict the printed attack value of the opponent's card" """

    card: CardRef
    kind: ValueKind = ValueKind.ANY


@dataclass(frozen=True)
class UncancellableCards(Node):
    """ "Effects on Holmes and Dr. Watson cards cannot be cancelled by an opponent." """

    users: tuple[str, ...]


@dataclass(frozen=True)
class PlayAs(Node):
    """ "play this card as a defense card" """

    card: CardRef
    kind: ValueKind


@dataclass(frozen=True)
class ValuePlus(Node):
    """ "this card's value is +1 for each Rage you have" """

    card: CardRef
    amount: int
    per: Countable | None = None


@dataclass(frozen=True)
class Uncancellable(Node):
    """ "this card's effects cannot be cancelled" """

    card: CardRef


@dataclass(frozen=True)
class BoostCard(Node):
    """ "BOOST this card": discard a card and add its BOOST value to this card's value."""

    card: CardRef


@dataclass(frozen=True)
class May(Node):
    """An optional effect: "you may ...", "They may choose to ..."."""

    body: "Effect"
    subject: Player | FighterRef = Player.YOU
    choose_to: bool = False


Effect = Union[
    Draw, Discard, DealDamage, Recover, Move, MoveThrough, Place, ReturnDefeated, ChooseSpace,
    ChooseFighter, ChooseOpponent, Cancel, IgnoreValue, AddToValue, SetValue, GainAction, May,
    Defeat, Swap, GainResource, Spend, ChooseEffects, ReturnCard, PlayAs, ValuePlus,
    Uncancellable, BoostCard, DiscardMatching, TakeDamage, RecoverEach, PutInHand, RevealTop,
    RevealHand, LookAtHand, ChooseCardFor, KeepOne, PutOnDeck, NameValue, Transform,
    ChangePrintedValue, FaceUp, Predict, UncancellableCards, MoveToSpace, MoveToken, Remove,
    EndTurn, LockValue,
]


# --- sentences and text -------------------------------------------------------------


class Join(str, Enum):
    THEN = ", then"
    AND = "and"


@dataclass(frozen=True)
class Sentence(Node):
    """Clauses joined by "and" / ", then", optionally under "If <condition>," and "instead"."""

    clauses: tuple[Effect, ...]
    joins: tuple[Join, ...] = ()
    condition: Condition | None = None
    instead: bool = False  # replaces the sentence before when the condition holds
    then: bool = False  # written "Then ..." at the start
    delayed: bool = False  # "At the start of your next turn, ...": happens then
    symbol: str | None = None  # a card symbol first: resolves only if that symbol is shown
    also: bool = False  # written "Also ..."


class HeaderKind(str, Enum):
    # card timing windows
    IMMEDIATELY = "immediately"
    DURING_COMBAT = "during combat"
    AFTER_COMBAT = "after combat"
    # hero ability triggers
    AFTER_YOU_ATTACK = "after you attack"
    AFTER_YOU_MANEUVER = "after you maneuver"
    START_OF_TURN = "at the start of your turn"
    END_OF_TURN = "at the end of your turn"
    WHEN_DEALT_DAMAGE = "when dealt damage"
    WHILE = "while"  # a lasting effect: applies to every combat while the condition holds


TIMING_HEADERS = (HeaderKind.IMMEDIATELY, HeaderKind.DURING_COMBAT, HeaderKind.AFTER_COMBAT)


@dataclass(frozen=True)
class Header(Node):
    kind: HeaderKind
    fighter: FighterRef | None = None  # only for WHEN_DEALT_DAMAGE
    condition: Condition | None = None  # only for WHILE


@dataclass(frozen=True)
class Section(Node):
    header: Header | None
    sentences: tuple[Sentence, ...]


@dataclass(frozen=True)
class EffectText(Node):
    """The whole text of a card or of a hero ability."""

    sections: tuple[Section, ...]


def walk(node: Node):
    """Every node under `node` (itself first), depth first, in the order of the text."""
    yield node
    for name in node.__dataclass_fields__:
        if name == "span":
            continue
        value = getattr(node, name)
        children = value if isinstance(value, tuple) else (value,)
        for child in children:
            if isinstance(child, Node):
                yield from walk(child)

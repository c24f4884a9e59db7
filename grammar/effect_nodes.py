"""AST nodes, part 3: effects, the clauses of a sentence. Import them through `nodes`."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Union

from . import catalogue_effects as catalogue, table_nodes, trait_nodes as traits
from .card_ref_nodes import AnyCard
from .condition_nodes import Countable
from .ref_nodes import (Amount, CardRef, Expr, FighterRef, FighterSelection, Fighters, Node,
                        Number, Player, PlayerGroup, SpaceRef, SpaceSelection, Target, ThatMuch,
                        ValueKind)


# --- effects (clauses) --------------------------------------------------------------


@dataclass(frozen=True)
class Draw(Node):
    amount: Amount
    subject: Player | PlayerGroup | None = None  # None: imperative ("Draw 2 cards")
    up_to: bool = False
    more: bool = False  # "draw 1 more card"
    until: bool = False  # "draw until you have 7 cards in your hand"


@dataclass(frozen=True)
class Discard(Node):
    amount: Number | None  # None: any number ("any number of cards", "Dr. Jekyll cards")
    subject: Player | PlayerGroup | None = None
    random: bool = False
    kind: str | None = None  # only cards this fighter or form may use: "discard Dr. Jekyll cards"
    from_hand: bool = False  # written "... from your hand"


@dataclass(frozen=True)
class DiscardMatching(Node):
    """ "Your opponent must choose and discard one card matching that attack or defense value" """

    player: Player


@dataclass(frozen=True)
class DealDamage(Node):
    amount: "Amount | ThatMuch"  # "deals that much damage"
    target: Target | None  # None: "deal 2 damage instead" (to the same fighters)
    # "Wiglaf deals 1 damage to ...", "the player(s) who drew the most cards deals ..."
    source: "FighterRef | Player | PlayerGroup | None" = None
    per: "Countable | None" = None  # "... for each Sister adjacent to that fighter"
    equal_first: bool = False  # written "deal damage equal to <expr> to <target>"
    elided: bool = False  # written without "deal" after "and": "... and 1 damage to X"


@dataclass(frozen=True)
class TakeDamage(Node):
    """ "take 1 damage", "Their hero takes damage equal to ..." """

    amount: Amount
    target: "Target | None" = None  # None: your fighter


@dataclass(frozen=True)
class Recover(Node):
    amount: Amount  # "recover health equal to ..." (EqualTo)
    fighter: Target | Fighters | None = None  # None: "Recover 2 health" (your fighter)
    per: "Countable | None" = None  # "... for each damage dealt"
    also: bool = False  # written "he also recovers": as well as the fighters before


@dataclass(frozen=True)
class RecoverEach(Node):
    """ "Dr. Watson and Holmes each recover 1 health" """

    fighters: tuple[FighterRef, ...]
    amount: Number


@dataclass(frozen=True)
class Move(Node):
    distance: Amount  # EqualTo: "a number of spaces up to <expr>"
    fighter: Target | None = None  # None: "Move up to 2 spaces" (your fighter)
    up_to: bool = True  # False: written "move Bruce Lee 1 space" (as far, or less: R-03)


@dataclass(frozen=True)
class MoveToSpace(Node):
    """ "move Invisible Man to a space with a fog token" """

    fighter: Target
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
    the: bool = False  # written "end the turn"


@dataclass(frozen=True)
class LockValue(Node):
    """ "The value of your opponent's attack or defense is 0 and cannot be changed by card
    effects." """

    value: int


@dataclass(frozen=True)
class MoveThrough(Node):
    """Permission for the move just before: "move X through spaces containing opposing fighters"."""

    fighter: FighterRef | None  # None: the subject of "She may move through ..."
    through: "Passable" = catalogue.Passable.SPACES_CONTAINING_OPPOSING
    # Set by the resolver (grammar/resolve.py): the step of the section that has the move this
    # permits; left out of equality, so a text parsed again compares equal.
    binding: int | None = field(default=None, compare=False, repr=False, kw_only=True)


@dataclass(frozen=True)
class Place(Node):
    fighter: Target | Fighters
    space: SpaceRef
    on: bool = False  # written "place ... on that space"
    subject: Player | PlayerGroup | None = None  # "Your opponent places Dr. Strange in ..."
    instead_of_moving: bool = False  # while maneuvering: placed, and does not move


@dataclass(frozen=True)
class ReturnDefeated(Node):
    """ "Return a defeated Outlaw (if any) to any space in Robin Hood's zone" """

    fighter: FighterSelection
    space: SpaceRef
    if_any: bool = False
    place: bool = False  # written "place all of your defeated ... (if any) in ..."


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
    card: AnyCard
    window: "Window | None" = None  # "cancel all AFTER COMBAT effects on ..."


@dataclass(frozen=True)
class IgnoreValue(Node):
    card: AnyCard
    kind: ValueKind = ValueKind.ANY
    of_form: bool = False  # written "ignore the value of <card>"


class AddVerb(str, Enum):
    ADD = "add"
    INCREASE = "increase"  # "increase the value of this card by 2"
    PLUS = "+"  # "+1 to this attack for each ..."


@dataclass(frozen=True)
class AddToValue(Node):
    amount: Expr
    card: AnyCard
    kind: ValueKind = ValueKind.ANY
    per: "Countable | None" = None
    of_form: bool = False  # written "add ... to the defense value of this card"
    verb: AddVerb = AddVerb.ADD
    signed: bool = False  # written "+1" ("add +1 to ...", "increase ... by +1")
    subject: Target | None = None  # "Raptors add 1 to the value of their attack cards ..."


@dataclass(frozen=True)
class SetValue(Node):
    """ "this card's value is 5 instead" """

    card: AnyCard
    value: int
    make: bool = False  # written "make this card's value 5 instead"
    of_form: bool = False  # written "the value of this card is 5 instead"


@dataclass(frozen=True)
class GainAction(Node):
    amount: Number


@dataclass(frozen=True)
class Defeat(Node):
    fighter: FighterRef


@dataclass(frozen=True)
class Swap(Node):
    """ "swap spaces with Beowulf" (the subject: your fighter) / "Holmes swaps spaces with ..." """

    other: Target
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
    different: bool = False  # "choose 2 different effects:"
    chooser: Player | PlayerGroup | None = None  # "Your opponent chooses one: ..."
    # "Choose one effect. If <condition>, do both: - ... - ...": while it holds, every option
    # happens, in the order written, and nothing is chosen
    all_if: "Condition | None" = None


@dataclass(frozen=True)
class ReturnCard(Node):
    """ "return this card to your hand", "return your opponent's attack card to their hand" """

    card: AnyCard
    to_them: bool = False


@dataclass(frozen=True)
class PutInHand(Node):
    """ "put the card in your hand" """

    card: AnyCard


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
    any_opponent: bool = False  # written "an opponent's hand" (with OPPONENT)


@dataclass(frozen=True)
class ChooseCardFor(Node):
    """ "choose an attack or versatile card for them to play" / "choose 1 card for them to
    discard": you pick from their hand."""

    purpose: str  # "play" or "discard"
    count: Number | None = None
    in_hand: bool = False  # written "choose 1 card in their hand for them to discard"


@dataclass(frozen=True)
class KeepOne(Node):
    """ "keep one and put any others on the bottom of your deck in any order" """


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

    card: AnyCard
    value: "Expr"


@dataclass(frozen=True)
class FaceUp(Node):
    """ "play this card face up" """

    card: AnyCard


@dataclass(frozen=True)
class Predict(Node):
    """ "predict the printed attack value of the opponent's card" """

    card: AnyCard
    kind: ValueKind = ValueKind.ANY


@dataclass(frozen=True)
class UncancellableCards(Node):
    """ "Effects on Holmes and Dr. Watson cards cannot be cancelled by an opponent." """

    users: tuple[str, ...]


@dataclass(frozen=True)
class PlayAs(Node):
    """ "play this card as a defense card" """

    card: AnyCard
    kind: ValueKind


@dataclass(frozen=True)
class ValuePlus(Node):
    """ "this card's value is +1 for each Rage you have" """

    card: AnyCard
    amount: int
    per: Countable | None = None


@dataclass(frozen=True)
class Uncancellable(Node):
    """ "this card's effects cannot be cancelled" """

    card: AnyCard


@dataclass(frozen=True)
class BoostCard(Node):
    """ "BOOST this card": discard a card and add its BOOST value to this card's value;
    "twice", "up to 2 times"; "BLIND BOOST": with the top card of your deck."""

    card: AnyCard
    times: Number | None = None  # "up to <times> times"
    twice: bool = False
    blind: bool = False


@dataclass(frozen=True)
class May(Node):
    """An optional effect: "you may ...", "They may choose to ..."."""

    body: "Effect"
    subject: "Player | FighterRef | Fighters | ChampionGroup" = Player.YOU
    choose_to: bool = False


@dataclass(frozen=True)
class PlayerDoes(Node):
    """One subject, several verbs: "Each player simultaneously reveals a card from their hand
    and draws 1 card", "Your opponent discards 1 card and draws 1 card". The player, or each
    player of the group in turn, does the steps (a simultaneous reveal: all of them at once);
    the steps are written without their subject (`subject`, `source`: None)."""

    # a subject of a verb in the third person singular: "your opponent", "each player", ...
    subject: "Player | PlayerGroup" = field(metadata={"values": (Player.OPPONENT,)})
    steps: tuple["Effect", ...]


def doer_field(clause: Node) -> str:
    """The field of a clause that names who does it ("each player draws"): `subject`, or
    for damage, who deals it (`source`)."""
    return "source" if isinstance(clause, DealDamage) else "subject"
class InvokeChoice(str, Enum):
    """Which of the hero's named effects an invocation resolves."""

    ANY = "any"  # "cast any spell": the player chooses one
    A = "a"  # "cast a spell": the same, as a card may print it
    DIFFERENT = "different"  # "cast a different spell": not one this card's text resolved
    NAMED = "named"  # "cast Toad's Blessing"


@dataclass(frozen=True)
class Invoke(Node):
    """ "Cast any spell.", "cast a different spell", "cast Toad's Blessing": one of the named
    effects the hero file declares (`named_effects`) resolves its text. `verb` and `word`
    are the words the hero declares for them; the compiler checks that it does."""

    verb: str  # "cast"
    choice: InvokeChoice
    word: str | None = None  # "spell", "spells"; None when the effect is named
    name: str | None = None  # "Toad's Blessing", when named
    paying: bool = False  # ", paying its cost": its declared cost is paid first
    quoted: bool = False  # the name written in quotes ('cast "Toad's Blessing" and ...')


Effect = Union[
    PlayerDoes, Draw, Discard, DealDamage, Recover, Move, MoveThrough, Place, ReturnDefeated, ChooseSpace,
    ChooseFighter, ChooseOpponent, Cancel, IgnoreValue, AddToValue, SetValue, GainAction, May,
    Defeat, Swap, GainResource, Spend, ChooseEffects, ReturnCard, PlayAs, ValuePlus,
    Uncancellable, BoostCard, DiscardMatching, TakeDamage, RecoverEach, PutInHand, RevealTop,
    RevealHand, LookAtHand, ChooseCardFor, KeepOne, NameValue, Transform,
    ChangePrintedValue, FaceUp, Predict, UncancellableCards, MoveToSpace, MoveToken, Remove,
    EndTurn, LockValue,
    # the published catalogue (issue 10)
    catalogue.LookAt, catalogue.Reveal, catalogue.ChooseCards, catalogue.TakeCards,
    catalogue.DiscardFromPile, catalogue.DiscardPlayed, catalogue.AddTo, catalogue.PutCards,
    catalogue.StoreCards, catalogue.ReturnCards, catalogue.ReturnInsteadOfDiscarding,
    catalogue.ShuffleInto, catalogue.ShufflePile, catalogue.ShuffleDecks, catalogue.Search,
    catalogue.RevealUntil, catalogue.TheyPlay, catalogue.ResolveAsNormal, catalogue.MoveBonus,
    catalogue.PlaceToken, catalogue.RemoveTokens, catalogue.ReturnToken, catalogue.ChooseToken,
    catalogue.SwapSpaces, catalogue.SidekicksDoNotCount, catalogue.NowInCombat,
    catalogue.SetHealth, catalogue.Summon, catalogue.CannotLeave, catalogue.ValuesLocked,
    catalogue.AttacksPlus, catalogue.BoostValuesPlus, catalogue.CannotGainActions,
    catalogue.PreventDamage, catalogue.OnlyCombatDamage, catalogue.AttackRange,
    catalogue.DiscardAtEnd, catalogue.ValueEqualTo, catalogue.PayTo, catalogue.SpendActionTo,
    catalogue.ChangeForm, catalogue.Acquire, catalogue.IgnoreIt, catalogue.CancelThatEffect,
    catalogue.Together, catalogue.TokenSupply, catalogue.GainsEffectOf, catalogue.ForEachOne,
    catalogue.ChooseFighterTo, catalogue.ChooseStartingForm,
    table_nodes.OutcomeTable,
    catalogue.ChooseFighterTo, catalogue.ChooseStartingForm, Invoke,
    # fighter traits and how the BOOST of an attack is played (issue 10)
    traits.HasTrait, traits.PlayBoostWith, traits.DiscardBoost,
]

"""The typed AST of the effect language.

Every node is a frozen dataclass. `span` records where the node stands in the effect text
(character offsets); it is left out of equality so that an AST parsed from rendered text
equals the original. Enum-valued fields keep the choices a sentence can make explicit.

This module is the AST's one public face: `from cardsmith.grammar import nodes as n` gives
every node class, enum and union (`n.Draw`, `n.Effect`, `n.walk`). The classes are defined
in these modules, each building on the ones before, and imported here:

    ref_nodes.py           Span and Node; players, fighters, spaces, cards, numbers, expressions
    card_ref_nodes.py      piles and sets of cards, the cards fighters play (issue 10)
    condition_nodes.py     conditions and counted things ("for each ...")
    catalogue_effects.py   the effects the published catalogue added (issue 10)
    table_nodes.py         a table of outcomes by an amount (issue 10)
    trait_nodes.py         fighter traits, how the BOOST of an attack is played (issue 10)
    effect_nodes.py        effects (the clauses of a sentence)
    sfb_champion_nodes.py  what only Super Fantasy Brawl has: cores, champions, statues,
                           their states, conditions and counted things
    sfb_keyword_nodes.py   ... its keywords, what champions suffer and gain, attack modifiers
    sfb_effect_nodes.py    ... its other clauses (damage, cards, cores, the arena, passives)
    nodes.py               sentences, sections and the whole text; `walk`

They name this module as their `__module__`, so code that looks for the node classes here
(serialize.py, render_text.node_classes, type hints resolved in `vars(nodes)`, pickles) finds
them all, as when they were defined in this file.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Union

from . import (card_ref_nodes, catalogue_effects, condition_nodes, effect_nodes, ref_nodes,
               sfb_champion_nodes, sfb_effect_nodes, sfb_keyword_nodes, table_nodes,
               trait_nodes)

# Re-exported: every node class, enum and union is used as `nodes.X`.
from .ref_nodes import (  # noqa: F401
    NOT_TEXT, text_fields, Span, Node, Player, FighterWord, FighterPronoun, FighterName, FighterRef, Quantifier, ZoneOf,
    AdjacentTo, InZone, InCombat, OnTokenSpaces, InSameZone, Filter, FighterSelection, Target,
    SpaceQuantifier, SpaceSelection, ThatSpace, SpaceRef, CardWord, CardRef, ValueKind, Number,
    BoostValue, PrintedValue, DamageDealt, Expr, EqualTo, Amount,
    # the published catalogue (issue 10)
    Owner, Role, Possessive, ChosenFighter, Fighters, PlayerGroupKind, EACH_ONE, WHO_DID,
    CountedAct, Superlative, CountedCards, PlayerGroup, ThatMuch, Within,
    OnOrAdjacentTo, InThatSpace, ThatToken, MovedByYou, MovedThrough, SpaceOf, CombatDamage, ThatMany,
    NumberOf, CardsInHand, TokensOnBoard, ZonesOfFighters, CardValue,
    # summoned groups of sidekicks (issue 10)
    AtLeastFighters)
from .card_ref_nodes import (  # noqa: F401
    CardType, PileKind, Pile, SetAmount, CardWhere, CardSet, TopCards, SomeOfThem, TheOther,
    TheRest, CardsThem, BoostedWith, TitledCard, FighterCard, FightersCards, AnyCard, CardSets, Cards)
from .condition_nodes import (  # noqa: F401
    CombatOutcome, IsAdjacent, StartedTurnElsewhere, NoneThere, DidOptional, AttackedSidekick,
    Both, DealtDamageThisWay, FormIs, PlayingTo, PredictedCorrectly, LacksNamedValue, OnToken,
    PlayedAsFirstAction, Condition, ResourceCount, SpentCount, FighterCount, DiscardedCount,
    DamageDealtCount, Countable,
    # the published catalogue (issue 10)
    Compare, IsHero, HealthCompare, WasDefeated, DefeatedThisWay, SameZone, InStartingSpace,
    TookDamage, HandEmpty, HandCount, PlayedType, YourTurn, PrintedValueCompare, AtLeastThere,
    SharesNoZone, MoreZones, AreaHolds, SearchedDeck, DidNotAttack, DiscardedByOpponent,
    WouldKind, Would, CardCount, TokenCount, SymbolCount, IsAttacking,
    OR_COMPARES, Measure, AmountCompare, HigherValue)
from .catalogue_effects import (  # noqa: F401
    Window, LookAt, Reveal, ChooseCards, TakeCards, DiscardFromPile, DiscardPlayed, AddTo,
    Destination, Order, PutCards, StoreCards, ReturnCards, ReturnInsteadOfDiscarding,
    ShuffleInto, ShufflePile, ShuffleDecks, Search, RevealUntil, TheyPlay, ResolveAsNormal,
    Passable, MoveBonus, PlaceToken, RemoveTokens, ReturnToken, ChooseToken, SwapSpaces,
    SidekicksDoNotCount, NowInCombat, SetHealth, Summon, LeaveSpace, Duration, CannotLeave,
    ValuesLocked, AttacksPlus, BoostValuesPlus, CannotGainActions, PreventDamage,
    OnlyCombatDamage, AttackRange, DiscardAtEnd, ValueEqualTo, PayTo, SpendActionTo,
    ChangeForm, Acquire, IgnoreIt, CancelThatEffect, Together, TokenSupply, GainsEffectOf,
    ForEachOne, ChooseFighterTo, ChooseStartingForm)
from .table_nodes import TableRow, OutcomeTable, row_values, row_matches  # noqa: F401
from .trait_nodes import (  # noqa: F401
    HasTrait, IsTrait, Face, PlayBoostWith, OpponentCancels, DiscardBoost, reminded_traits)
from .effect_nodes import (  # noqa: F401
    Draw, Discard, DiscardMatching, DealDamage, TakeDamage, Recover, RecoverEach, Move,
    MoveToSpace, MoveToken, Remove, EndTurn, LockValue, MoveThrough, Place, ReturnDefeated,
    ChooseSpace, ChooseFighter, ChooseOpponent, Cancel, IgnoreValue, AddToValue, SetValue,
    GainAction, Defeat, Swap, GainResource, Spend, ChooseEffects, ReturnCard, PutInHand, RevealTop,
    RevealHand, LookAtHand, ChooseCardFor, KeepOne, NameValue, Transform,
    ChangePrintedValue, FaceUp, Predict, UncancellableCards, PlayAs, ValuePlus, Uncancellable,
    BoostCard, May, Effect, AddVerb, PlayerDoes, doer_field, InvokeChoice, Invoke)
from .sfb_champion_nodes import (  # noqa: F401
    Core, CardKind, ChampionCard, ChampionWord, ChampionPronoun, ChampionRef, Side, Pick,
    Passage, StatueColour, StatueRef, NearTo, PassedThrough, GroupFilter,
    ChampionGroup, ChampionTarget, Bloodied, OnTrapHex, OnGate, AreaOwner, InDeploymentArea,
    State, ChampionIs, ChampionHas, DamageWasDealt, TakenOutOfAction,
    KeywordName, DamagedBy, NoCardsInDiscard, YouControl, SfbCondition, TargetsWord,
    TargetCount, ChampionCount, DiscardPileCount, ReadyCoreCount, DamageOnCount, HexCount,
    DiscardedKindCount, TheirCardsDiscardedCount, SfbCountable)
from .sfb_keyword_nodes import (  # noqa: F401
    Push, Pull, Force, Fear, Stun, Root, Ignoring, Dash, Jump, Swoop, Heal, DrawUpTo, DrawExtra,
    Plan, PlanFromDiscard, Double, Lifesteal, Poison, Stat, StatChange, Damage, AttackDamage,
    Affliction, Bonus, AttackWord, AttackRef, Suffers, Gains, AttackGains, DefenseWord,
    IgnoresDefense, ImmuneTo, NoReactions, AnotherReaction, CardDefense, ForEach,
    NegateDisplacement, CancelPostAttack, IgnorePostAttack, EndOtherEffects, LifestealToAlly)
from .sfb_effect_nodes import (  # noqa: F401
    DamageEqualToDefense, DamageUntilBloodied, RemoveDamage, DiscardHand, DiscardCards, ControllerDiscards,
    ControllerPutsOnTop, ReturnFromDiscard, ShuffleDiscard, DiscardTopOfDeck, ReadyCore,
    ExhaustCore, PlayAgain, PayTo, YouCan, FreeHex, OriginalHex, AnywhereExcept, Location,
    PlaceChampion, SwapLocation, LookAtTrap, MoveTrap, Obstacle, MayMoveThrough,
    TargetChampion, MayTargetAllies, IgnoresDisplacement, TargetedBy, CannotBeTargeted,
    CannotAttackUnless, FreeStandardAction, AnyCoreAs, NoTrapTrigger, RangeBound, RangeChange,
    ScoreIf, SfbEffect)


# What the grammar writes where a fighter stands: a champion too (Super Fantasy Brawl), and
# where a target stands, a group of champions. Type hints are resolved in this module, so
# these are the unions the node classes' fields mean.
FighterRef = Union[FighterPronoun, FighterName, ChosenFighter, ChampionPronoun]  # noqa: F811
Target = Union[FighterPronoun, FighterName, ChosenFighter, ChampionPronoun,  # noqa: F811
               FighterSelection, ChampionGroup]
Clause = Union[Effect, SfbEffect]  # a clause of either game


# --- sentences and text -------------------------------------------------------------


class Join(str, Enum):
    THEN = ", then"
    AND = "and"
    AND_THEN = "and then"
    COMMA = ","  # "draw 1 card, gain 1 action, and take 2 damage"
    COMMA_AND = ", and"
    INSTEAD_AND = "instead and"  # "set their health to 4 instead and place them ..."


@dataclass(frozen=True)
class SymbolTier(Node):
    """ "- 3🔵": an option of a list by a count of symbols; it takes the sentences after it
    up to the next option, and resolves only if it is the highest option that the count of
    cards showing `symbol` in your discard pile reaches."""

    count: int
    symbol: str


@dataclass(frozen=True)
class Sentence(Node):
    """Clauses joined by "and" / ", then", optionally under "If <condition>," and "instead"."""

    clauses: tuple[Clause, ...]
    joins: tuple[Join, ...] = ()
    condition: "Condition | SfbCondition | None" = None
    instead: bool = False  # replaces the sentence before when the condition holds
    then: bool = False  # written "Then ..." at the start
    delayed: bool = False  # "At the start of your next turn, ...": happens then
    symbol: str | None = None  # a card symbol first: resolves only if that symbol is shown
    also: bool = False  # written "Also ..."
    otherwise: bool = False  # "Otherwise, ...": happens when the condition before did not hold
    remark: str | None = None  # reminder text after it, "(This includes opposing fighters.)"
    tier: SymbolTier | None = None  # starts an option by a count of symbols ("- 3🔵 ...")
    # "ONGOING: After each combat your fighter is in, draw 1 card.": a trigger of its own; the
    # sentence runs each time it triggers while its card is in play, not with its section
    trigger: "Header | None" = None


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
    # Super Fantasy Brawl: an attack's abilities, and the triggers of a champion's passive
    PRE_ATTACK = "↶"  # before choosing to attack
    POST_ATTACK = "↷"  # after the attack
    ACTIVATION_START = "at the start of your activation phase"
    UPKEEP = "during your upkeep phase"
    AFTER_YOU_PLAY = "after you play"  # a card of a champion and core (`card`)
    WOULD_DASH = "when would dash"  # `fighter` would dash: a replacement
    ATTACK_ACTIVATION = "during an attack activation"  # of `fighter`
    YOU_ACTIVATE = "when you activate"  # `fighter`
    DISPLACED_BY = "when displaced by"  # an enemy displaced by `fighter`
    WHENEVER_YOU_PLAN = "whenever you plan"
    # the published catalogue (issue 10)
    WHEN_YOU_MANEUVER = "when you maneuver"  # as the maneuver's move begins
    WHEN_ATTACKS = "when attacks"  # "When King Arthur attacks": his attack card is chosen
    WHEN_DEFEATED = "when defeated"
    WHEN_FORM = "when form"  # "When Alice is BIG": lasting, while the hero is in that form
    AFTER_MOVES = "after moves"  # "After Dr. Sattler or Dr. Malcolm move"
    WHEN_TOKEN_RETURNED = "when token returned"  # "Whenever one of your traps is returned ..."
    AFTER_EACH_COMBAT = "after each combat"  # "After each combat your fighter is in" (ongoing)
    WHEN_YOU_PLACE = "when you place"  # "When you place Alice": as she is placed at set-up
    # card sections beside the timing windows
    BOOSTED_WITH = "boosted with"  # when the card is discarded to BOOST
    ONGOING = "ongoing"  # a scheme that stays in play
    MISSION = "mission"  # a scheme played only while its condition holds


TIMING_HEADERS = (HeaderKind.IMMEDIATELY, HeaderKind.DURING_COMBAT, HeaderKind.AFTER_COMBAT)
# Sections of a card that are not a combat's timing windows (the ruleset says which types)
CARD_HEADERS = (HeaderKind.BOOSTED_WITH, HeaderKind.ONGOING, HeaderKind.MISSION)
# What a hero ability may state without a trigger, as a standing ability that always holds
# ("Raptors add 1 to the value of their attack cards ...", "T-Rex can attack up to 2 spaces
# away."): changes to its fighters' combat values, applied in every combat, and lasting
# effects that the rules ask about at any time. (Not "attacks ... are +1 value" nor a move
# bonus: those count once for the turn or the move they are begun in.)
# What may trigger a sentence inside ONGOING ("ONGOING: After each combat your fighter is
# in, draw 1 card."): the triggers of hero abilities that fire, not the lasting ones (While,
# a form) nor Super Fantasy Brawl's
ONGOING_TRIGGERS = (HeaderKind.AFTER_YOU_ATTACK, HeaderKind.AFTER_YOU_MANEUVER,
                    HeaderKind.START_OF_TURN, HeaderKind.END_OF_TURN,
                    HeaderKind.WHEN_DEALT_DAMAGE, HeaderKind.WHEN_YOU_MANEUVER,
                    HeaderKind.WHEN_ATTACKS, HeaderKind.WHEN_DEFEATED, HeaderKind.AFTER_MOVES,
                    HeaderKind.WHEN_TOKEN_RETURNED, HeaderKind.AFTER_EACH_COMBAT)
STANDING = (AddToValue, ValuePlus, SetValue, AttackRange, CannotLeave, BoostValuesPlus)
# Clauses that say what a combat card is rather than do something: they belong in its text
# without a header even when they name the opponent's card. The rest of that text resolves
# as the combat's values are compared ("If the value of this card is above 7, ignore its
# value."): after During combat, before combat damage.
CARD_STATICS = (PlayAs, FaceUp, Predict, Uncancellable)


def given_traits(section: "Section") -> tuple[HasTrait, ...]:
    """The traits a section gives ("T-Rex is a large fighter."): only an ability's text
    without a trigger does, in sentences of their own (no condition, "otherwise", symbol,
    delay or trigger); a trait written anywhere else gives nothing (E342)."""
    if section.header is not None:
        return ()
    return tuple(clause for sentence in section.sentences
                 if sentence.condition is None and not (sentence.otherwise or sentence.delayed
                                                        or sentence.symbol or sentence.trigger)
                 for clause in sentence.clauses if isinstance(clause, HasTrait))


def is_card_static(sentence: "Sentence") -> bool:
    return all(isinstance(c.body if isinstance(c, May) else c, CARD_STATICS)
               for c in sentence.clauses)


@dataclass(frozen=True)
class Header(Node):
    kind: HeaderKind
    fighter: "FighterRef | Fighters | None" = None  # the fighter a trigger names
    condition: "Condition | SfbCondition | None" = None  # WHILE, MISSION
    card: "ChampionCard | None" = None  # only for AFTER_YOU_PLAY
    form: str | None = None  # WHEN_FORM
    token: str | None = None  # WHEN_TOKEN_RETURNED
    boosted: bool = False  # WHEN_YOU_MANEUVER: "... and BOOST"
    take_action: bool = False  # WHEN_YOU_MANEUVER written "when you take the maneuver action"


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
        if name in NOT_TEXT:
            continue
        value = getattr(node, name)
        children = value if isinstance(value, tuple) else (value,)
        for child in children:
            if isinstance(child, Node):
                yield from walk(child)


# The module each node class is defined in (they all name this module as theirs).
DEFINED_IN: dict[type, str] = {}


def _present_as_members(*modules) -> None:
    """Name this module as the home of every class defined in `modules` (see the docstring)."""
    for module in modules:
        for value in vars(module).values():
            if isinstance(value, type) and value.__module__ == module.__name__:
                DEFINED_IN[value] = module.__name__.rsplit(".", 1)[-1]
                value.__module__ = __name__


_present_as_members(ref_nodes, card_ref_nodes, condition_nodes, catalogue_effects, effect_nodes,
                    sfb_champion_nodes, sfb_keyword_nodes, sfb_effect_nodes, table_nodes,
                    trait_nodes)

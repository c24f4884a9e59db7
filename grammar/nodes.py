"""The typed AST of the effect language.

Every node is a frozen dataclass. `span` records where the node stands in the effect text
(character offsets); it is left out of equality so that an AST parsed from rendered text
equals the original. Enum-valued fields keep the choices a sentence can make explicit.

This module is the AST's one public face: `from cardsmith.grammar import nodes as n` gives
every node class, enum and union (`n.Draw`, `n.Effect`, `n.walk`). The classes are defined
in three modules, each building on the one before, and imported here:

    ref_nodes.py        Span and Node; players, fighters, spaces, cards, numbers, expressions
    condition_nodes.py  conditions and counted things ("for each ...")
    effect_nodes.py     effects (the clauses of a sentence)
    nodes.py            sentences, sections and the whole text; `walk`

They name this module as their `__module__`, so code that looks for the node classes here
(serialize.py, render_text.node_classes, type hints resolved in `vars(nodes)`, pickles) finds
them all, as when they were defined in this file.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from . import condition_nodes, effect_nodes, ref_nodes

# Re-exported: every node class, enum and union is used as `nodes.X`.
from .ref_nodes import (  # noqa: F401
    NOT_TEXT, text_fields, Span, Node, Player, FighterWord, FighterPronoun, FighterName, FighterRef, Quantifier, ZoneOf,
    AdjacentTo, InZone, InCombat, OnTokenSpaces, InSameZone, Filter, FighterSelection, Target,
    SpaceQuantifier, SpaceSelection, ThatSpace, SpaceRef, CardWord, CardRef, ValueKind, Number,
    BoostValue, PrintedValue, DamageDealt, Expr, EqualTo, Amount)
from .condition_nodes import (  # noqa: F401
    CombatOutcome, IsAdjacent, StartedTurnElsewhere, NoneThere, DidOptional, AttackedSidekick,
    Both, DealtDamageThisWay, FormIs, PlayingTo, PredictedCorrectly, LacksNamedValue, OnToken,
    PlayedAsFirstAction, Condition, ResourceCount, SpentCount, FighterCount, DiscardedCount,
    DamageDealtCount, Countable)
from .effect_nodes import (  # noqa: F401
    Draw, Discard, DiscardMatching, DealDamage, TakeDamage, Recover, RecoverEach, Move,
    MoveToSpace, MoveToken, Remove, EndTurn, LockValue, MoveThrough, Place, ReturnDefeated,
    ChooseSpace, ChooseFighter, ChooseOpponent, Cancel, IgnoreValue, AddToValue, SetValue,
    GainAction, Defeat, Swap, GainResource, Spend, ChooseEffects, ReturnCard, PutInHand, RevealTop,
    RevealHand, LookAtHand, ChooseCardFor, KeepOne, PutOnDeck, NameValue, Transform,
    ChangePrintedValue, FaceUp, Predict, UncancellableCards, PlayAs, ValuePlus, Uncancellable,
    BoostCard, May, Effect)


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
        if name in NOT_TEXT:
            continue
        value = getattr(node, name)
        children = value if isinstance(value, tuple) else (value,)
        for child in children:
            if isinstance(child, Node):
                yield from walk(child)


def _present_as_members(*modules) -> None:
    """Name this module as the home of every class defined in `modules` (see the docstring)."""
    for module in modules:
        for value in vars(module).values():
            if isinstance(value, type) and value.__module__ == module.__name__:
                value.__module__ = __name__


_present_as_members(ref_nodes, condition_nodes, effect_nodes)

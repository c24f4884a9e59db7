"""AST nodes, what a hero's ability says about its fighters and its BOOSTs (issue 10):
fighter traits ("T-Rex is a large fighter."), and how the BOOST of an attack is played
("Play the BOOST card, face down, along with your attack card.") and what becomes of it
when the attack card's effects are cancelled. Import these through `nodes`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Iterable

from .ref_nodes import Node

if TYPE_CHECKING:
    from .card_ref_nodes import AnyCard
    from .nodes import Sentence
    from .ref_nodes import Fighters, FighterRef, Target


@dataclass(frozen=True)
class HasTrait(Node):
    """ "T-Rex is a large fighter.", "Outlaws are stealthy fighters.": these fighters have a
    trait the hero file declares (`traits`: a lower-case word and its meaning, a lasting
    ability that holds for each fighter that has the trait)."""

    fighter: "FighterRef | Fighters"
    trait: str
    plural: bool = False  # written "<fighters> are <trait> fighters"


@dataclass(frozen=True)
class IsTrait(Node):
    """ "T-Rex is a large fighter" (a condition): the fighter has that trait """

    fighter: "Target"
    trait: str


class Face(str, Enum):
    DOWN = "face down"
    UP = "face up"


@dataclass(frozen=True)
class PlayBoostWith(Node):
    """ "Play the BOOST card, face down, along with your attack card.": the card of the BOOST
    before it (of an attack not revealed yet) lies with the attack card, face down or up,
    instead of being discarded at once, and is revealed with it."""

    face: Face
    # Set by the resolver: the step of the BOOST this sentence is about.
    binding: int | None = field(default=None, compare=False, repr=False, kw_only=True)


@dataclass(frozen=True)
class OpponentCancels(Node):
    """ "your opponent cancels the effects on your attack card": a condition that holds when
    it happens; the sentence it starts is a reaction, which runs then."""

    card: "AnyCard"


@dataclass(frozen=True)
class DiscardBoost(Node):
    """ "the BOOST is discarded without effect": the card of the BOOST before it goes to the
    discard pile and its BOOST value no longer counts."""

    binding: int | None = field(default=None, compare=False, repr=False, kw_only=True)


def reminded_traits(sentence: "Sentence", declared: "Iterable[str]") -> tuple[str, ...]:
    """The traits whose meanings stand for the sentence's remark in another language: a
    sentence that gives declared traits and has a reminder ("T-Rex is a large fighter. (She
    can attack up to 2 spaces away.)") reminds the reader of their meaning, generated in that
    language; none when its remark is printed as written (and so translated by `remarks`)."""
    given = tuple(c.trait for c in sentence.clauses if isinstance(c, HasTrait))
    known = set(declared)
    if sentence.remark is None or not given or any(trait not in known for trait in given):
        return ()
    return given

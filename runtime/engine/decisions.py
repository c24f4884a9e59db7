"""Decisions the engine puts to a player or to chance.

A decision has a kind (DecisionKind), the player it is for (or CHANCE), and its options:
typed action records (actions.py). Chance decisions carry a weight per option.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

CHANCE = -1
TERMINAL = -2


class DecisionKind(StrEnum):
    # turn structure
    ACTION = "action"
    MOVE = "move"
    BOOST = "boost"
    PLACE = "place"
    DOOR = "door"
    # combat
    ATTACK_CARD = "attack card"
    DEFENSE_CARD = "defense card"
    PREDICT = "predict"
    # effects
    MAY = "may"
    TARGET = "target"
    SPACE = "space"
    DISCARD = "discard"
    HOW_MANY = "how many"
    SYMBOL = "symbol"
    EFFECT = "effect"
    SPEND = "spend"
    OPPONENT = "opponent"
    TOKEN = "token"
    MOVE_TOKEN = "move token"
    KEEP = "keep"
    ORDER = "order"
    CHOOSE_CARD = "choose card"
    NAME = "name"
    FORM = "form"
    STARTING_FORM = "starting form"  # at set-up: "choose whether she starts the game BIG or SMALL"
    PILE = "pile"
    NAMED_EFFECT = "named effect"  # which of the hero's named effects ("cast any spell")
    # chance
    DRAW = "draw"
    RANDOM_CARD = "random card"


@dataclass(frozen=True, slots=True)
class Decision:
    player: int  # a player index, or CHANCE
    kind: DecisionKind
    options: tuple[Any, ...]  # action records (actions.py)
    weights: tuple[int, ...] | None = None  # chance only: relative likelihood of each option
    # What it is about, for a reader (never changed, shared by copies of the game): the
    # effect text asked about, or the id of the fighter or player concerned.
    about: Any = None

    @property
    def is_chance(self) -> bool:
        return self.player == CHANCE

    @property
    def prompt(self) -> str:
        """What is asked, in English, for a reader ("you may swap spaces with Beowulf")."""
        from cardsmith.grammar.nodes import Node
        from cardsmith.grammar.render_en import render_en

        if isinstance(self.about, Node):
            text = render_en(self.about)
            return f"you may {text}" if self.kind is DecisionKind.MAY else f"{self.kind}: {text}"
        return str(self.kind)


def choice(player: int, kind: DecisionKind, options: list | tuple, about: Any = None) -> Decision:
    return Decision(player, kind, tuple(options), None, about)


def chance(kind: DecisionKind, options: list | tuple, weights: list[int] | tuple[int, ...],
           about: Any = None) -> Decision:
    return Decision(CHANCE, kind, tuple(options), tuple(weights), about)

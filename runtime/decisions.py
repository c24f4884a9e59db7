"""Decisions the engine puts to a player or to chance, and the actions that answer them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

CHANCE = -1
TERMINAL = -2


class Action(NamedTuple):
    # A named tuple rather than a dataclass: games build thousands of these per second.
    label: str  # readable and stable: "Maneuver", "Move Robin Hood to 12", "Play Feint"
    value: Any = None  # what the engine needs: a space, a card instance, True/False, ...

    def __str__(self) -> str:
        return self.label


@dataclass(frozen=True)
class Decision:
    player: int  # a player index, or CHANCE
    kind: str  # "action", "move", "boost", "attack card", "defense card", "may", "target", ...
    prompt: str
    options: tuple[Action, ...]
    weights: tuple[int, ...] | None = None  # chance only: relative likelihood of each option

    @property
    def is_chance(self) -> bool:
        return self.player == CHANCE


def choice(player: int, kind: str, prompt: str, options: list[Action]) -> Decision:
    return Decision(player, kind, prompt, tuple(options))


def chance(kind: str, prompt: str, options: list[Action], weights: list[int]) -> Decision:
    return Decision(CHANCE, kind, prompt, tuple(options), tuple(weights))

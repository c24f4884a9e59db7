"""The search agent: information-set Monte Carlo tree search (ISMCTS), from observations only.

Each iteration of a decision imagines the cards the agent cannot see (determinize.py: a
whole state that agrees with its observation), then walks one tree shared by every
iteration (single-observer ISMCTS): at each decision of either player it takes an option
not tried yet from this node if there is one, else the one with the best upper confidence
bound among the options this state offers (UCB1, counting only the iterations in which an
option could be taken, as options depend on the cards imagined); chance is sampled by its
weights. From the new node it looks ahead with the greedy choice (policy.py) until
`horizon` more turns have begun, and scores the position reached with the game system's
`evaluate` (1 for a win, 0 for a loss, 0.5 for a draw when the game ends first). Options
are told apart by what they are, card instances by their kind, so that "play Feint" is one
option in every imagined state. The agent takes the option tried most often.

Budget: iterations a decision ("ismcts:500"), or seconds ("ismcts:2s", "ismcts:250ms").
With iterations the agent is deterministic for its generator's seed; with seconds it does
as many iterations as the machine allows, so games depend on the machine's speed.
"""

from __future__ import annotations

import math
import random
import re
import time
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .decisions import CHANCE
from .determinize import determinize
from .policy import greedy_index
from .relabel import Shape, field_shapes

if TYPE_CHECKING:
    from .data import Card
    from .observation import Observation
    from .state import State

DEFAULT_ITERATIONS = 50  # meets the strength target where 20 does not (README: Speed)
MOST_ROLLOUT_STEPS = 2_000  # a guard: a look-ahead of a few turns takes far fewer


class BudgetError(ValueError):
    """A budget that is not a number of iterations or of seconds."""


@dataclass(frozen=True)
class Budget:
    iterations: int | None = None
    seconds: float | None = None

    @classmethod
    def parse(cls, text: str) -> "Budget":
        """ "500" iterations a decision; "2s", "0.5s" or "250ms" of time a decision."""
        match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*(s|ms)?\s*", text)
        if match is None:
            raise BudgetError(f"a budget is a number of iterations (ismcts:500) or of "
                              f"seconds (ismcts:2s, ismcts:250ms), not {text!r}")
        number, unit = float(match.group(1)), match.group(2)
        if unit is None:
            if not number.is_integer() or number < 1:
                raise BudgetError(f"iterations must be a whole number from 1, not {text!r}")
            return cls(iterations=int(number))
        seconds = number / 1000 if unit == "ms" else number
        if seconds <= 0:
            raise BudgetError(f"a time budget must be above 0, not {text!r}")
        return cls(seconds=seconds)

    def __str__(self) -> str:
        return str(self.iterations) if self.iterations is not None else f"{self.seconds}s"


class Node:
    """An option taken in the tree: by whom, how often tried and available, what it won."""

    __slots__ = ("player", "visits", "total", "available", "children")

    def __init__(self, player: int) -> None:
        self.player = player
        self.visits = 0
        self.total = 0.0  # the sum of the results for `player`
        self.available = 1
        self.children: dict[Any, Node] = {}


@lru_cache(maxsize=None)
def _card_fields(cls: type) -> tuple[int, ...]:
    return tuple(i for i, (_, shape) in enumerate(field_shapes(cls)) if shape is Shape.ITEMS)


def option_key(cards: list["Card"], option: Any) -> Any:
    """What an option is, the same in every imagined state: its card instances by kind."""
    fields = _card_fields(type(option))
    if not fields:
        return option
    values = [getattr(option, name) for name, _ in field_shapes(type(option))]
    for i in fields:
        values[i] = cards[values[i]].kind
    return (type(option), *values)


class SearchAgent:
    needs_position = True
    budget = Budget(iterations=DEFAULT_ITERATIONS)
    horizon = 2  # turns begun after the look-ahead's start, where it stops
    exploration = 0.7  # the UCB1 constant, for results between 0 and 1

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.iterations = 0  # done in all, for the benchmarks

    @classmethod
    def with_budget(cls, budget: Budget) -> type:
        return _with_budget(cls, budget)

    def act(self, observation: "Observation") -> int:
        root = Node(observation.player)
        budget, began, done = self.budget, time.perf_counter(), 0
        while done == 0 or (budget.iterations is not None and done < budget.iterations) or (
                budget.seconds is not None and time.perf_counter() - began < budget.seconds):
            self._iterate(root, determinize(observation, self.rng))
            done += 1
        self.iterations += done
        return self._most_tried(root, observation)

    def _most_tried(self, root: Node, observation: "Observation") -> int:
        cards = observation.position.cards
        keys = [option_key(cards, option) for option in observation.decision.options]

        def rank(i: int) -> tuple[int, float, int]:
            child = root.children.get(keys[i])
            if child is None:
                return (0, 0.0, -i)
            return (child.visits, child.total / max(1, child.visits), -i)

        return max(range(len(keys)), key=rank)

    def _iterate(self, root: Node, state: "State") -> None:
        node, path, rng = root, [], self.rng
        cards = state.data.cards
        while True:
            decision = state.data.decision
            if decision is None:
                break
            if decision.player == CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            keys = [option_key(cards, option) for option in decision.options]
            children = node.children
            untried = [i for i, key in enumerate(keys) if key not in children]
            if untried:
                for key in keys:
                    if key in children:
                        children[key].available += 1
                index = rng.choice(untried)
                child = children[keys[index]] = Node(decision.player)
                state.apply(index)
                path.append(child)
                break
            index = self._best_bound(children, keys)
            state.apply(index)
            node = children[keys[index]]
            path.append(node)
        results = self._look_ahead(state)
        for visited in path:
            visited.visits += 1
            visited.total += results[visited.player]

    def _best_bound(self, children: dict[Any, Node], keys: list[Any]) -> int:
        best, best_index = -math.inf, 0
        for index, key in enumerate(keys):
            child = children[key]
            child.available += 1
            bound = child.total / child.visits + self.exploration * math.sqrt(
                math.log(child.available) / child.visits)
            if bound > best:
                best, best_index = bound, index
        return best_index

    def _look_ahead(self, state: "State") -> list[float]:
        """Greedy play until `horizon` more turns have begun (or the game ends), scored."""
        data, rng = state.data, self.rng
        stop = data.turn + self.horizon
        for _ in range(MOST_ROLLOUT_STEPS):
            decision = data.decision
            if decision is None or data.turn >= stop:
                break
            if decision.player == CHANCE:
                state.apply(state.sample_chance(rng))
            else:
                state.apply(greedy_index(state.observation(decision.player), rng))
        return results(state)


def results(state: "State") -> list[float]:
    """Each player's result: 1 won, 0 lost, 0.5 a draw; the system's estimate before the end."""
    data = state.data
    if data.decision is None:
        if data.winner is None:
            return [0.5] * len(data.players)
        return [1.0 if p.team == data.winner else 0.0 for p in data.players]
    return [data.system.evaluate(data, p.index) for p in data.players]


@lru_cache(maxsize=None)
def _with_budget(cls: type, budget: Budget) -> type:
    return type(f"{cls.__name__}_{budget}", (cls,), {"budget": budget})

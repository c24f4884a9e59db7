"""Agents: who answers a player's decisions.

An agent is any object with `act(observation) -> int`, the index of the option it takes
among `observation.decision.options`; it is made once per seat and game as `Agent(rng)`,
with a `random.Random` seeded for that seat, so a game is fully determined by its seed.
An agent sees only its observation (observation.py), never the state.

`RandomAgent` picks uniformly. `GreedyAgent` looks one decision ahead: it scores each option
with the game system's heuristics (`GameSystem.score_option`: damage, health, cards, where
the fighters stand) and takes the best, breaking ties at random; it knows no hero.
`SearchAgent` ("ismcts", search.py) searches from determinised states, with a budget
("ismcts:500" iterations a decision, "ismcts:2s" seconds).

`agent_class("module:Class")` loads an agent of your own (docs/agents.md). An agent class
with `needs_position = True` gets observations with their position (observation.py).
"""

from __future__ import annotations

import importlib
import os
import random
import sys
from typing import TYPE_CHECKING, Protocol

from .policy import greedy_index
from .search import Budget, BudgetError, SearchAgent

if TYPE_CHECKING:
    from .observation import Observation


class Agent(Protocol):
    def act(self, observation: "Observation") -> int: ...


class RandomAgent:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def act(self, observation: "Observation") -> int:
        return self.rng.randrange(len(observation.decision.options))


class GreedyAgent:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def act(self, observation: "Observation") -> int:
        return greedy_index(observation, self.rng)


AGENTS: dict[str, type] = {"random": RandomAgent, "greedy": GreedyAgent, "ismcts": SearchAgent}
WITH_BUDGET = {"ismcts"}  # agents whose name may carry a budget: "ismcts:500", "ismcts:2s"


class AgentError(ValueError):
    """An agent name that names no agent (the message says what was expected)."""


class AgentFailure(RuntimeError):
    """An agent failed while it decided, or answered with no option: its fault, not the
    game's."""


class PlayerLeft(Exception):
    """The person an agent answers for left the game (`cardsmith play --agents human`,
    answered q): neither the agent's fault nor the game's, so `decide` lets it through."""


def decide(agent: Agent, name: str, observation: "Observation") -> int:
    """The agent's answer, checked: an index among the options."""
    try:
        index = agent.act(observation)
    except PlayerLeft:
        raise
    except Exception as error:
        raise AgentFailure(f"agent {name!r} failed: {type(error).__name__}: {error}") from error
    count = len(observation.decision.options)
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < count:
        raise AgentFailure(f"agent {name!r} answered {index!r}, not an index among {count} "
                           "options")
    return index


def needs_position(agent: Agent) -> bool:
    """Whether the agent asks for observations with their position (search agents)."""
    return bool(getattr(agent, "needs_position", False))


def agent_class(name: str) -> type:
    """"random", "greedy", "ismcts[:budget]", or "package.module:Class" for an agent of your
    own."""
    if name in AGENTS:
        return AGENTS[name]
    module_name, _, class_name = name.partition(":")
    if module_name in WITH_BUDGET:
        try:
            return AGENTS[module_name].with_budget(Budget.parse(class_name))
        except BudgetError as error:
            raise AgentError(f"agent {name!r}: {error}") from None
    if not class_name:
        raise AgentError(f"no agent {name!r}: expected one of {', '.join(AGENTS)}, "
                         "or module:Class for an agent of your own")
    if os.getcwd() not in sys.path:  # an agent of one's own, in the current folder
        sys.path.insert(0, os.getcwd())
    try:
        module = importlib.import_module(module_name)
    except ImportError as error:
        raise AgentError(f"cannot import {module_name!r} for agent {name!r}: {error}") from None
    cls = getattr(module, class_name, None)
    if not isinstance(cls, type) or not callable(getattr(cls, "act", None)):
        raise AgentError(f"{name!r} is not an agent class (a class with act(observation))")
    return cls

"""The greedy choice: the option the game system's heuristics rate best, ties broken at
random. The greedy agent plays it, and the search agent plays it in its look-ahead."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .observation import Observation


def greedy_index(observation: "Observation", rng: random.Random) -> int:
    score = observation.game.system.score_option
    scores = [score(observation, option) for option in observation.decision.options]
    best = max(scores)
    return rng.choice([i for i, s in enumerate(scores) if s == best])

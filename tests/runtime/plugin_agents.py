"""Agents of one's own, as a tool builder writes them (loaded by `--agents module:Class`)."""

from __future__ import annotations

import random


class FirstOption:
    """Always takes the first option: the smallest agent there is."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def act(self, observation) -> int:
        return 0


class Peeker:
    """Tries to read what the observation does not hold: the opponent's hand."""

    seen: list = []

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def act(self, observation) -> int:
        for player in observation.players:
            if player.index != observation.player:
                Peeker.seen.append(player.hand)
        return 0


class Broken:
    """An agent with a bug of its own."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def act(self, observation) -> int:
        return len(observation.decision.options)  # one past the last option


class GreedyThatCrashesOnce:
    """Plays as greedy, but the first time any process uses it (a marker file, named by
    $CARDSMITH_CRASH_MARKER, is missing) it kills its own process, as a lost node would:
    the Ray backend's retry must give the same results."""

    def __init__(self, rng: random.Random) -> None:
        from cardsmith.runtime.engine.agents import GreedyAgent

        self.greedy = GreedyAgent(rng)

    def act(self, observation) -> int:
        import os
        from pathlib import Path

        marker = Path(os.environ["CARDSMITH_CRASH_MARKER"])
        if not marker.exists():
            marker.write_text("crashed once\n")
            os._exit(1)
        return self.greedy.act(observation)

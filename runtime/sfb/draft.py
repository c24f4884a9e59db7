"""Drafts: how the players get their three champions, before the game.

- casual: from every champion, the players pick in turn (the first player first) until each
  has three;
- competitive: each player brings five; each bans one of the opponent's (the first player
  first), then the players pick in turn from their own four until each has three.

Each step is a decision of PickChampion options put to the agents, as in a game; the
teams it ends with are the seats of the game ("a,b,c")."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Mapping

from ..engine.agents import decide
from ..engine.decisions import Decision, DecisionKind as K, choice
from ..engine.simulate import seat_agents
from .actions import PickChampion
from .system import SYSTEM

TEAM_SIZE = 3
BROUGHT = 5


class DraftKind(StrEnum):
    CASUAL = "casual"
    COMPETITIVE = "competitive"


class DraftError(ValueError):
    pass


@dataclass(frozen=True)
class _Table:
    """What a draft's decisions are about, for the agents: the champions, the system."""

    library: Any
    system: Any = SYSTEM


@dataclass
class DraftObservation:
    """What an agent sees of a draft: its decision (the champions it may pick or ban)."""

    player: int
    decision: Decision
    game: _Table
    teams: tuple[tuple[str, ...], ...]


@dataclass
class Draft:
    kind: DraftKind
    pools: list[list[str]]  # what each player may still pick from (casual: one shared pool)
    teams: list[list[str]] = field(default_factory=lambda: [[], []])
    bans: list[str | None] = field(default_factory=lambda: [None, None])

    def decision(self) -> Decision | None:
        if self.kind is DraftKind.COMPETITIVE and None in self.bans:
            player = self.bans.index(None)
            foe = self.pools[1 - player]
            return choice(player, K.NAME, [PickChampion(c, ban=True) for c in foe])
        if all(len(team) == TEAM_SIZE for team in self.teams):
            return None
        player = 0 if len(self.teams[0]) <= len(self.teams[1]) else 1
        pool = self.pools[0] if self.kind is DraftKind.CASUAL else self.pools[player]
        return choice(player, K.NAME, [PickChampion(c) for c in pool])

    def apply(self, player: int, picked: PickChampion) -> None:
        if picked.ban:
            self.bans[player] = picked.champion
            self.pools[1 - player].remove(picked.champion)
            return
        self.teams[player].append(picked.champion)
        (self.pools[0] if self.kind is DraftKind.CASUAL else self.pools[player]).remove(
            picked.champion)


def new_draft(kind: DraftKind, library: Any, brought: tuple[str, ...] = ()) -> Draft:
    if kind is DraftKind.CASUAL:
        return Draft(kind, [sorted(library.champions)])
    pools = [list(team.split(",")) for team in brought]
    if len(pools) != 2 or any(len(p) != BROUGHT or len(set(p)) != BROUGHT for p in pools):
        raise DraftError(f"the competitive draft takes two lists of {BROUGHT} different "
                         "champions, like A,B,C,D,E F,G,H,I,J")
    return Draft(kind, pools)


def run_draft(draft: Draft, library: Any, agent_names: tuple[str, str], seed: str,
              seated: Mapping[int, Any] | None = None) -> tuple[str, str]:
    """The teams the agents draft (each with its own generator, seeded from `seed`);
    `seated`: the seats answered by agents made elsewhere (simulate.play_game)."""
    agents = seat_agents(agent_names, f"{seed}:draft", seated)
    table = _Table(library)
    while (decision := draft.decision()) is not None:
        seen = DraftObservation(decision.player, decision, table,
                                tuple(tuple(t) for t in draft.teams))
        index = decide(agents[decision.player], agent_names[decision.player], seen)
        draft.apply(decision.player, decision.options[index])
    return ",".join(draft.teams[0]), ",".join(draft.teams[1])

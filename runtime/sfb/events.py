"""The events only Super Fantasy Brawl has: rounds, activations, movement on the arena,
attacks and reactions, knock-outs and levels, victory points, traps, challenges."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.events import CardId, Event, FighterId, PlayerIndex, event


@event("round")
@dataclass(slots=True)
class RoundStarted(Event):
    round: int


@event("mulligan")
@dataclass(slots=True)
class Mulliganed(Event):
    player: PlayerIndex
    count: int  # cards put back and drawn again


@event("activate")
@dataclass(slots=True)
class ChampionActivated(Event):
    player: PlayerIndex
    fighter: FighterId
    card: CardId | None  # None: a standard action
    action: str  # "attack", "skill", or the standard action's id: "scheme", "recover", "strike", "run"
    core: str  # the core exhausted


@event("hex move")
@dataclass(slots=True)
class ChampionMoved(Event):
    fighter: FighterId
    player: PlayerIndex  # who moves it
    start: int | None  # hex numbers; None: from its gate
    to: int
    how: str  # "move", "dash", "jump", "swoop", "push", "pull", "force", "fear", "place"


@event("deploy")
@dataclass(slots=True)
class ChampionDeployed(Event):
    fighter: FighterId
    player: PlayerIndex
    to: int


@event("target")
@dataclass(slots=True)
class Targeted(Event):
    attacker: FighterId
    target: FighterId


@event("reaction")
@dataclass(slots=True)
class ReactionPlayed(Event):
    player: PlayerIndex
    card: CardId
    fighter: FighterId  # the champion it is played on


@event("attack damage")
@dataclass(slots=True)
class AttackResolved(Event):
    attacker: FighterId
    target: FighterId
    strength: int
    defense: int
    damage: int


@event("knocked out")
@dataclass(slots=True)
class KnockedOut(Event):
    fighter: FighterId
    player: PlayerIndex  # its controller


@event("level up")
@dataclass(slots=True)
class LevelledUp(Event):
    fighter: FighterId
    player: PlayerIndex


@event("victory points")
@dataclass(slots=True)
class VictoryPointsScored(Event):
    player: PlayerIndex
    amount: int
    total: int
    reason: str  # "knock out", "challenge"


@event("status")
@dataclass(slots=True)
class StatusApplied(Event):
    fighter: FighterId
    status: str  # "rooted", "stunned", "immune"


@event("plan")
@dataclass(slots=True)
class CardsPlanned(Event):
    player: PlayerIndex
    count: int  # cards put from the hand on top of the deck


@event("reshuffle")
@dataclass(slots=True)
class DiscardReshuffled(Event):
    player: PlayerIndex
    count: int  # cards shuffled into the new deck


@event("trap")
@dataclass(slots=True)
class TrapTriggered(Event):
    fighter: FighterId
    trap: str  # the trap's id
    hex: int


@event("lay trap")
@dataclass(slots=True)
class TrapLaid(Event):
    player: PlayerIndex
    hex: int


@event("challenge")
@dataclass(slots=True)
class ChallengeScored(Event):
    player: PlayerIndex
    challenge: str  # its id
    title: str
    points: int


@event("new challenge")
@dataclass(slots=True)
class ChallengeDrawn(Event):
    challenge: str  # its id
    title: str


@event("upkeep")
@dataclass(slots=True)
class UpkeepStarted(Event):
    player: PlayerIndex

"""How the greedy agent rates an option of an Unmatched decision, from an observation only:
damage dealt and taken, health, cards in hand, where the fighters stand. It knows the rules,
not any hero: everything it reads is printed values and geometry."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Callable

from ..engine.actions import (Decline, PickFighter)
from ..engine.decisions import DecisionKind as K
from .actions import AttackWith, CloseDoor, OpenDoor, PlayScheme
from .board import distance_between, share_zone

if TYPE_CHECKING:
    from ..engine.observation import Observation
    from .data import UnmatchedData


class _BoardView:
    """What share_zone reads (the board and its closed doors), from an observation."""

    def __init__(self, observation: "Observation") -> None:
        self.board = observation.board
        self.closed_doors = {frozenset(line) for line in observation.system("closed_doors")}


def position_score(obs: "Observation", moved: dict[int, int] | None = None) -> float:
    """How well the player's fighters stand: melee fighters close to an opposing fighter,
    ranged fighters sharing a zone with one; a hero keeps away from strong enemies."""
    enemies, view, own, terms = _standing_terms(obs)
    if not enemies:
        return 0.0
    score = 0.0
    for fighter, term in zip(own, terms):
        if moved and fighter.id in moved:
            term = _term(obs, view, enemies, fighter, moved[fighter.id])
        score += term
    return score


def _term(obs: "Observation", view: _BoardView, enemies: list, fighter: Any, space: int) -> float:
    weight = 2.0 if fighter.is_hero else 1.0
    if fighter.attack == "ranged" and any(share_zone(view, space, e.space) for e in enemies):
        return weight * 3
    return -(weight * min(distance_between(view.board, space, e.space) for e in enemies))


_LAST_TERMS: list[Any] = [None, None]  # the last observation scored, and its terms


def _standing_terms(obs: "Observation") -> tuple[list, _BoardView, list, list[float]]:
    """The enemies, the board, the player's fighters on it and where each stands now: the
    same for every option of a decision, so reckoned once an observation."""
    if _LAST_TERMS[0] is obs:
        return _LAST_TERMS[1]
    enemies = [f for f in obs.fighters if f.on_board and obs.opposing(f)]
    own = [f for f in obs.fighters if f.owner == obs.player and f.on_board]
    view = _BoardView(obs)
    terms = [_term(obs, view, enemies, f, f.space) for f in own] if enemies else []
    _LAST_TERMS[:] = [obs, (enemies, view, own, terms)]
    return _LAST_TERMS[1]


def card_strength(obs: "Observation", card_id: int) -> int:
    definition = obs.card(card_id)
    return (definition.value or 0) * 2 + len(definition.sections)


def _action(obs: "Observation", option: Any) -> float:
    if isinstance(option, AttackWith):
        attacker, target = obs.fighters[option.attacker], obs.fighters[option.target]
        best = max((obs.card(i).value or 0) for i in obs.hand if obs.card(i).is_attack)
        return 10 + best * 2 + (5 if target.is_hero else 0) - target.health * 0.1 + (
            2 if attacker.is_hero else 0)
    if isinstance(option, PlayScheme):
        return 6 + len(obs.card(option.card).sections)
    return 8 - len(obs.hand)  # maneuver: worth more with few cards


def _card(obs: "Observation", option: Any) -> float:
    if isinstance(option, Decline):  # no defense card
        return 0.5
    return card_strength(obs, option.card)


def _boost(obs: "Observation", option: Any) -> float:
    if isinstance(option, Decline):
        return 1.0
    weakest = min(card_strength(obs, i) for i in obs.hand)
    return 2.0 if len(obs.hand) > 5 and card_strength(obs, option.card) == weakest else 0.0


def _move(obs: "Observation", option: Any) -> float:
    if not isinstance(obs.decision.options[0], Decline):  # an effect's move: where to end
        return _space(obs, option)
    if isinstance(option, Decline):
        return position_score(obs)
    if isinstance(option, (OpenDoor, CloseDoor)):
        return position_score(obs) - 0.5  # doors: only when nothing else helps
    if obs.fighters[option.fighter].space == option.space:  # staying put
        return position_score(obs)
    return position_score(obs, {option.fighter: option.space}) + 0.01


def _space(obs: "Observation", option: Any) -> float:
    space = getattr(option, "space", None)
    enemies = [f for f in obs.fighters if f.on_board and obs.opposing(f)]
    if not enemies or space is None:
        return 0.0
    return -min(distance_between(obs.board, space, e.space) for e in enemies)


def _target(obs: "Observation", option: PickFighter) -> float:
    target = obs.fighters[option.fighter]
    if not obs.opposing(target):
        return -target.health
    return (10 if target.is_hero else 5) - target.health * 0.5


def _discard(obs: "Observation", option: Any) -> float:
    if isinstance(option, Decline):  # stop discarding
        return 0.0
    return -card_strength(obs, option.card)


SCORERS: dict[K, Callable[["Observation", Any], float]] = {
    K.ACTION: _action,
    K.ATTACK_CARD: _card,
    K.DEFENSE_CARD: _card,
    K.BOOST: _boost,
    K.MOVE: _move,
    K.PLACE: _space,
    K.SPACE: _space,
    K.TARGET: _target,
    K.DISCARD: _discard,
    K.MAY: lambda obs, option: 1.0 if option.yes else 0.0,
    K.HOW_MANY: lambda obs, option: option.value,
}


def score_option(obs: "Observation", option: Any) -> float:
    scorer = SCORERS.get(obs.decision.kind)
    return 0.0 if scorer is None else scorer(obs, option)


# ---------------------------------------------------------------- positions, for search


def standing(data: "UnmatchedData", player: int) -> float:
    """How well a side stands: its hero's health above all, then its sidekicks' and its
    cards (a hand to fight with, a deck before exhaustion)."""
    owner = data.players[player]
    fighters = data.fighters_of(player)
    hero = next(f for f in fighters if f.is_hero)
    sidekicks = [f for f in fighters if not f.is_hero]
    score = hero.health / hero.definition.health
    if sidekicks:
        score += 0.3 * sum(f.health for f in sidekicks if not f.defeated) / sum(
            f.definition.health for f in sidekicks)
    score += 0.04 * min(len(owner.hand), 7) + (0.0 if owner.deck_size else -0.2)
    return score


def evaluate(data: "UnmatchedData", player: int) -> float:
    """The chance to win, estimated from the difference between the sides' standing."""
    mine = standing(data, player)
    theirs = max(standing(data, other) for other in data.opponents(player))
    return 1.0 / (1.0 + math.exp(-4.0 * (mine - theirs)))

"""Agents: who answers a player's decisions.

`RandomAgent` picks uniformly among the legal actions. `GreedyAgent` looks one decision
ahead: it scores each option by the position it leads to (damage dealt and taken, health,
cards in hand, where the fighters stand) and takes the best, breaking ties at random. It
knows the rules, not any hero: everything it reads is printed values and geometry.
"""

from __future__ import annotations

import random
from typing import Callable, Protocol

from .board import distance_between, share_zone
from .decisions import Action, Decision
from .state import Fighter, GameData


class Agent(Protocol):
    def choose(self, data: GameData, decision: Decision) -> int: ...


class RandomAgent:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, data: GameData, decision: Decision) -> int:
        return self.rng.randrange(len(decision.options))


class GreedyAgent:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, data: GameData, decision: Decision) -> int:
        scorer = SCORERS.get(decision.kind, _neutral)
        scores = [scorer(data, decision.player, option) for option in decision.options]
        best = max(scores)
        return self.rng.choice([i for i, s in enumerate(scores) if s == best])


# ---------------------------------------------------------------- evaluation


def position_score(data: GameData, player: int, moved: dict[int, int] | None = None) -> float:
    """How well the player's fighters stand: melee fighters close to an opposing fighter,
    ranged fighters sharing a zone with one; a hero keeps away from strong enemies."""
    moved = moved or {}
    score = 0.0
    enemies = [f for f in data.on_board() if data.is_opposing(f, player)]
    for fighter in data.fighters_of(player):
        if not fighter.on_board:
            continue
        space = moved.get(fighter.id, fighter.space)
        if not enemies:
            continue
        nearest = min(distance_between(data.board, space, e.space) for e in enemies)
        weight = 2.0 if fighter.is_hero else 1.0
        if fighter.definition.attack == "ranged" and any(
                share_zone(data, space, e.space) for e in enemies):
            score += weight * 3
        else:
            score -= weight * nearest
    return score


def card_strength(data: GameData, card_id: int) -> int:
    definition = data.cards[card_id].definition
    return (definition.value or 0) * 2 + len(definition.sections)


def _neutral(data: GameData, player: int, option: Action) -> float:
    return 0.0


def _score_action(data: GameData, player: int, option: Action) -> float:
    value = option.value
    if value[0] == "attack":
        attacker, target = data.fighters[value[1]], data.fighters[value[2]]
        best = max((data.cards[i].definition.value or 0) for i in data.players[player].hand
                   if data.cards[i].definition.is_attack)
        return 10 + best * 2 + (5 if target.is_hero else 0) - target.health * 0.1 + (
            2 if attacker.is_hero else 0)
    if value[0] == "scheme":
        return 6 + len(data.cards[value[1]].definition.sections)
    hand = len(data.players[player].hand)
    return 8 - hand  # maneuver: worth more with few cards


def _score_card(data: GameData, player: int, option: Action) -> float:
    if option.value == -1:  # no defense card
        return 0.5
    return card_strength(data, option.value)


def _score_boost(data: GameData, player: int, option: Action) -> float:
    if option.value is None:
        return 1.0
    hand = data.players[player].hand
    weakest = min(card_strength(data, i) for i in hand)
    return 2.0 if len(hand) > 5 and card_strength(data, option.value) == weakest else 0.0


def _score_move(data: GameData, player: int, option: Action) -> float:
    if option.value == "done":
        return position_score(data, player)
    if isinstance(option.value, tuple) and option.value[0] in ("open", "close"):
        return position_score(data, player) - 0.5  # doors: only when nothing else helps
    if isinstance(option.value, tuple):  # (fighter, space) during a maneuver
        fighter_id, space = option.value
        return position_score(data, player, {fighter_id: space}) + 0.01
    return _score_space(data, player, option)


def _score_space(data: GameData, player: int, option: Action) -> float:
    space = option.value
    enemies = [f for f in data.on_board() if data.is_opposing(f, player)]
    if not enemies or not isinstance(space, int):
        return 0.0
    return -min(distance_between(data.board, space, e.space) for e in enemies)


def _score_target(data: GameData, player: int, option: Action) -> float:
    target: Fighter = data.fighters[option.value]
    if not data.is_opposing(target, player):
        return -target.health
    return (10 if target.is_hero else 5) - target.health * 0.5


def _score_discard(data: GameData, player: int, option: Action) -> float:
    if option.value is None:  # "Stop discarding"
        return 0.0
    return -card_strength(data, option.value)


def _score_yes(data: GameData, player: int, option: Action) -> float:
    return 1.0 if option.value else 0.0


def _score_how_many(data: GameData, player: int, option: Action) -> float:
    return option.value


SCORERS: dict[str, Callable[[GameData, int, Action], float]] = {
    "action": _score_action,
    "attack card": _score_card,
    "defense card": _score_card,
    "boost": _score_boost,
    "move": _score_move,
    "place": _score_space,
    "space": _score_space,
    "target": _score_target,
    "discard": _score_discard,
    "may": _score_yes,
    "how many": _score_how_many,
}

AGENTS = {"random": RandomAgent, "greedy": GreedyAgent}

"""How the greedy agent rates an option of a Super Fantasy Brawl decision, from its
observation only: attack the weakest reachable enemy, react, move towards the enemies,
play cards rather than end the phase. It knows the rules, not any champion."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.actions import Answer, Decline, PickCard, PickFighter
from ..engine.decisions import DecisionKind as K
from cardsmith.grammar import nodes as n

from .actions import (AimArea, EndActivations, MoveToHex, PickChampion, PickHex, PlayCard, React,
                      Refuse, UseStandard)
from .hexes import distance

if TYPE_CHECKING:
    from ..engine.observation import Observation
    from .data import SfbData


def _hex_distance(obs: "Observation", a: int, b: int) -> int:
    arena = obs.game.library.arenas[obs.game.board]
    return distance(arena.hex_numbered(a), arena.hex_numbered(b))


def _closeness(obs: "Observation", fighter_id: int, hex_number: int) -> float:
    enemies = [f for f in obs.fighters if f.on_board and f.owner != obs.player]
    if not enemies:
        return 0.0
    return -min(_hex_distance(obs, hex_number, e.space) for e in enemies)


def champion_strength(champion: Any) -> float:
    """A champion's printed weight, for the greedy agent's picks and bans in a draft."""
    attack = sum(card.strength or 0 for card in champion.cards)
    return champion.hp + 2 * champion.defense + attack


def _deals_damage(obs: "Observation", action_id: str) -> bool:
    action = obs.game.ruleset.standard(action_id)
    return any(isinstance(node, n.DealDamage) for section in action.sections
               for node in n.walk(section))


def score_option(obs: "Observation", option: Any) -> float:
    decision = obs.decision
    if isinstance(option, PickChampion):  # a draft: pick, or ban, the strongest
        return champion_strength(obs.game.library.champions[option.champion])
    if isinstance(option, PlayCard):
        card = obs.card(option.card)
        return 10.0 + (card.strength or 0) * 2 + (5 if card.is_attack else 0)
    if isinstance(option, UseStandard):
        return 4.0 if _deals_damage(obs, option.action) else 2.0
    if isinstance(option, EndActivations):
        return 0.0
    if isinstance(option, PickFighter):
        target = next(f for f in obs.fighters if f.id == option.fighter)
        mine = target.owner == obs.player
        return (-20.0 if mine else 20.0) - target.health
    if isinstance(option, MoveToHex):
        return _closeness(obs, option.fighter, option.hex)
    if isinstance(option, PickHex) and decision is not None and decision.kind is K.PLACE:
        return _closeness(obs, decision.about, option.hex)
    if isinstance(option, React):
        return 5.0 + (obs.card(option.card).defense_bonus or 0)
    if isinstance(option, AimArea):
        hit = [f for f in obs.fighters if f.space in option.hexes]
        return sum(20.0 - f.health if f.owner != obs.player else -15.0 for f in hit)
    if isinstance(option, PickCard):
        if decision is not None and decision.kind is K.DISCARD:
            return -(obs.card(option.card).strength or 0)  # mulligan and stun: the weakest
        return 1.0
    if isinstance(option, Refuse):
        return -5.0
    if isinstance(option, Decline):
        return 0.5
    if isinstance(option, Answer):
        return 1.0 if option.yes else 0.0
    return 0.0


def evaluate(data: "SfbData", player: int) -> float:
    target = data.ruleset.victory_points
    lead = data.vp[player] - data.vp[1 - player]
    return min(1.0, max(0.0, 0.5 + lead / (2 * target)))

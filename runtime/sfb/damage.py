"""Damage, healing, knock-outs, levels and victory points.

A champion is knocked out when its damage reaches its HP: it goes to its gate with no
damage, on its base side; the opponent of the champion activated scores 1 VP and that
champion levels up once the action resolves, unless it knocked out itself or an ally, when
the other side scores. The first to the ruleset's victory points wins at once; both at once
(a simultaneous knock-out): the player whose turn it is wins (the tie rule).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.agenda import GameOver
from ..engine.data import Fighter
from ..engine.events import DamageDealt, GameWon, HealthRecovered
from .events import KnockedOut, LevelledUp, VictoryPointsScored

if TYPE_CHECKING:
    from .data import SfbData


def deal_damage(data: "SfbData", hits: list[tuple[Fighter, int]], source: str) -> list[int]:
    """Damage several champions at once (an area, a trap); knock-outs and points follow
    together. Returns the damage each took, in order."""
    taken_all, out = [], []
    for fighter, amount in hits:
        if not fighter.on_board or amount <= 0:
            taken_all.append(0)
            continue
        taken = min(amount, fighter.health)
        fighter.health -= taken
        taken_all.append(taken)
        data.emit(DamageDealt(fighter.id, fighter.owner, taken, fighter.health, source))
        if fighter.health == 0:
            out.append(fighter)
    for fighter in out:
        knock_out(data, fighter)
    check_winner(data)
    return taken_all


def knock_out(data: "SfbData", fighter: Fighter) -> None:
    data.emit(KnockedOut(fighter.id, fighter.owner))
    fighter.space = None
    data.flip(fighter, levelled=False)
    fighter.health = fighter.definition.hp
    data.lasting = [e for e in data.lasting if e.fighter != fighter.id]
    if fighter.id in data.to_level:
        data.to_level.remove(fighter.id)
    activation = data.activation
    by = activation.champion if activation is not None else None
    if activation is not None:
        activation.knocked_out.append(fighter.id)
    if by is not None and by.owner != fighter.owner:
        score(data, by.owner, 1, "knock out")
        if by.id not in data.to_level and by.id not in data.levelled:
            data.to_level.append(by.id)
    else:
        score(data, 1 - fighter.owner, 1, "knock out")


def score(data: "SfbData", player: int, points: int, reason: str) -> None:
    data.vp[player] += points
    data.emit(VictoryPointsScored(player, points, data.vp[player], reason))


def check_winner(data: "SfbData") -> None:
    target = data.ruleset.victory_points
    reached = [p for p in range(len(data.players)) if data.vp[p] >= target]
    if not reached:
        return
    winner = data.active if len(reached) > 1 else reached[0]
    data.winner = data.players[winner].team
    data.emit(GameWon(data.winner))
    raise GameOver


def level_up_pending(data: "SfbData") -> None:
    """The champions that knocked out an enemy flip to their level-up side, keeping their
    damage, once the action has resolved."""
    for fighter_id in data.to_level:
        fighter = data.fighters[fighter_id]
        if fighter_id in data.levelled or not fighter.on_board:
            continue
        damage = data.damage_on(fighter)
        data.flip(fighter, levelled=True)
        fighter.health = max(1, fighter.definition.hp - damage)
        data.emit(LevelledUp(fighter_id, fighter.owner))
    data.to_level = []


def heal(data: "SfbData", fighter: Fighter, amount: int) -> int:
    if not fighter.on_board or amount <= 0:
        return 0
    healed = min(amount, data.max_hp(fighter) - fighter.health)
    if healed > 0:
        fighter.health += healed
        data.emit(HealthRecovered(fighter.id, fighter.owner, healed, fighter.health))
    return healed

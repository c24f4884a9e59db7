"""Damage, defeat and winning (R-19, R-20), and what an empty deck does (R-07)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardsmith.grammar import nodes as n

from ..engine.agenda import GameOver, call
from ..engine.data import Fighter
from ..engine.events import DamageDealt, FighterDefeated, GameWon
from ..engine.interpreter import run_ability
from .lasting import prevented
from .triggers import ongoing_triggers, when_defeated

if TYPE_CHECKING:
    from .data import UnmatchedData


def deal_damage(data: "UnmatchedData", hits: list[tuple[Fighter, int]],
                source: str) -> list[tuple[Fighter, int]]:
    """Deal damage to several fighters at once, then defeat those at 0 (R-19) and end the
    game if a side has lost; both heroes at once: the player whose turn it is wins (R-20).
    Returns what each fighter took; "when ... is dealt damage" abilities follow."""
    dealt = []
    for fighter, amount in hits:
        if not fighter.on_board or amount <= 0 or prevented(data, fighter, source):
            continue
        taken = min(amount, fighter.health)
        fighter.health -= taken
        dealt.append((fighter, taken))
        data.emit(DamageDealt(fighter.id, fighter.owner, taken, fighter.health, source))
    for fighter, _ in dealt:
        if fighter.health == 0:
            defeat(data, fighter)
    check_winner(data)
    for fighter, taken in dealt:
        if taken > 0:
            damage_triggers(data, fighter)
    return dealt


def defeat(data: "UnmatchedData", fighter: Fighter) -> None:
    fighter.defeated = True
    fighter.space = None
    data.emit(FighterDefeated(fighter.id, fighter.owner))
    when_defeated(data, fighter)  # "When the Jackalope is defeated: ..."


def check_winner(data: "UnmatchedData") -> None:
    standing = {data.players[f.owner].team for f in data.fighters if f.is_hero and not f.defeated}
    if len(standing) > 1:
        return
    data.winner = standing.pop() if standing else data.players[data.active].team
    data.emit(GameWon(data.winner))
    raise GameOver


def damage_triggers(data: "UnmatchedData", fighter: Fighter) -> None:
    """ "When <fighter> is dealt damage:" abilities of the fighter's owner."""
    hero = data.players[fighter.owner].hero
    for section in hero.triggers(n.HeaderKind.WHEN_DEALT_DAMAGE):
        named = section.header.fighter
        if isinstance(named, n.FighterName) and fighter.definition.answers_to(named.name):
            data.then(call(run_ability, fighter.owner, section, fighter))
    ongoing_triggers(data, fighter.owner, n.HeaderKind.WHEN_DEALT_DAMAGE, fighter, None,
                     lambda trigger: isinstance(trigger.fighter, n.FighterName)
                     and fighter.definition.answers_to(trigger.fighter.name))


def exhaustion(data: "UnmatchedData", player: int) -> None:
    """A card that cannot be drawn from an empty deck deals exhaustion damage to each of the
    player's fighters instead (R-07)."""
    hits = [(f, data.ruleset.exhaustion_damage) for f in data.fighters_of(player) if f.on_board]
    deal_damage(data, hits, source="exhaustion")

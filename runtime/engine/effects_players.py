"""Players as the subject of a clause (issue 10): a group of players does a clause each in
turn, the effect's own player first ("Each opponent discards 1 card.", "Both players
discard 1 card."); one subject does several verbs ("Each player simultaneously reveals a
card from their hand and draws 1 card": a simultaneous reveal all at once, the other steps
player by player); a group chosen by what its players did in this effect ("the player(s)
who drew the most cards", ties all of them) and "that much", the count it was chosen by.

Each player of a group does a step as "they" (the effect's `opponent` while they do it):
"their hand", "their card", "their hero" are that player's, and the effect stays its
player's ("your", an opponent's effect to whoever discards). The steps run on the effect's
own context, so what they did ("the discarded card", the cards drawn) is the effect's.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import Referent

from .agenda import call, rule
from .context import EffectContext
from .effects_cardsets import reveal_unseen
from .interpreter import run_clause

if TYPE_CHECKING:
    from .data import GameData


def effect_player_does(data: "GameData", ctx: EffectContext, node: n.PlayerDoes) -> None:
    """The players the subject names (chosen once, before any step), then the steps; a
    clause a group does is one such step (interpreter.run_clause)."""
    players = tuple(data.system.players_of(data, ctx, node.subject))
    data.then(call(_steps, ctx, node.steps, players))


@rule
def _steps(data: "GameData", ctx: EffectContext, steps: tuple, players: tuple[int, ...]) -> None:
    """The next steps: a simultaneous reveal by all the players at once (each chooses unseen,
    then all are revealed), else each player in turn does the steps up to the next one."""
    if not steps:
        return
    if isinstance(steps[0], n.Reveal) and steps[0].simultaneous:
        reveal_unseen(data, ctx, steps[0], players)
        data.then(call(_steps, ctx, steps[1:], players))
        return
    run = next((i for i, step in enumerate(steps)
                if isinstance(step, n.Reveal) and step.simultaneous), len(steps))
    for player in players:
        data.then(call(_they_are, ctx, player),
                  *(call(run_clause, ctx, _done_by_them(step)) for step in steps[:run]))
    data.then(call(_they_are, ctx, ctx.opponent), call(_steps, ctx, steps[run:], players))


@rule
def _they_are(data: "GameData", ctx: EffectContext, player: int | None) -> None:
    """ "they": the player of the group doing the steps now (after them, as before)."""
    ctx.opponent = player


def _done_by_them(step: Any) -> Any:
    return dataclasses.replace(step, **{n.doer_field(step): n.Player.THEY})


# ---------------------------------------------------------------- groups by what they did


def in_turn(data: "GameData", ctx: EffectContext, players: list[int]) -> list[int]:
    """Players in turn, the effect's own player first (then in seat order after them)."""
    count = len(data.players)
    return sorted(players, key=lambda p: (p - ctx.player) % count)


def chosen_by_count(data: "GameData", ctx: EffectContext, who: n.CountedCards) -> list[int]:
    """The players whose count of cards they drew (discarded) in this effect is the most
    (fewest) of all players': all of them on a tie. The count is "that much" after it."""
    counts = {p.index: _count(data, ctx, who.act, p.index) for p in data.players}
    best = (max if who.superlative is n.Superlative.MOST else min)(counts.values())
    ctx.introduce(Referent.AMOUNT, best)
    return in_turn(data, ctx, [p for p, c in counts.items() if c == best])


def _count(data: "GameData", ctx: EffectContext, act: n.CountedAct, player: int) -> int:
    """Cards drawn: the cards drawn, not those an empty deck dealt damage for instead;
    cards discarded: those of theirs this effect discarded."""
    if act is n.CountedAct.DREW:
        return ctx.drew.get(player, 0)
    return sum(1 for card in ctx.discarded if data.cards[card].owner == player)


def that_much(data: "GameData", ctx: EffectContext, node: n.ThatMuch) -> int:
    found = ctx.referent(node)
    return found if isinstance(found, int) else 0


EFFECTS: dict[type, Any] = {n.PlayerDoes: effect_player_does}
VALUES: dict[type, Any] = {n.ThatMuch: that_much}

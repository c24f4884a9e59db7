"""Unmatched's handlers of the printed wordings that once needed a listed rewording (issue
10): "For each one, ..." (an effect once for each card the step before found) and "choose a
fighter to <effect>" (the chosen fighter does it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import Referent

from ..engine.agenda import call, rule
from ..engine.context import EffectContext
from ..engine.interpreter import run_clause
from . import refs

if TYPE_CHECKING:
    from ..engine.data import Fighter
    from .data import UnmatchedData


def effect_for_each_one(data: "UnmatchedData", ctx: EffectContext, node: n.ForEachOne) -> None:
    """ "Discard up to 3 cards from your cauldron. For each one, ...": as many times as the
    step before found cards (none discarded: not at all)."""
    found = ctx.referent(node) or ()
    data.then(*(call(run_clause, ctx, node.effect) for _ in found))


def effect_choose_fighter_to(data: "UnmatchedData", ctx: EffectContext,
                             node: n.ChooseFighterTo) -> None:
    refs.select(data, ctx, node.selection, call(_chosen_does, ctx, node))


@rule
def _chosen_does(data: "UnmatchedData", chosen: list["Fighter"], ctx: EffectContext,
                 node: n.ChooseFighterTo) -> None:
    """The chosen fighter is "that fighter" and does the effect as its own."""
    fighter = chosen[0] if chosen else None
    ctx.introduce(Referent.CHOSEN_FIGHTER, fighter)
    ctx.introduce(Referent.FIGHTER, fighter)
    if fighter is not None:
        data.then(call(run_clause, ctx.with_fighter(fighter), node.effect))


EFFECTS: dict[type, Any] = {
    n.ForEachOne: effect_for_each_one,
    n.ChooseFighterTo: effect_choose_fighter_to,
}

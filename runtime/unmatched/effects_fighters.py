"""Fighters in the published catalogue's effects (issue 10): two fighters swapping spaces,
another fighter taking a combat's place ("your other fighter is now in the combat"),
summoning a sidekick from off the board, and a move that does not count spaces with
sidekicks (read by the move: effects_board.py). One handler per AST node class."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import Referent

from ..engine.actions import PickSpace, pick_space
from ..engine.agenda import call, rule
from ..engine.context import EffectContext
from ..engine.data import Fighter
from ..engine.decisions import DecisionKind as K, choice
from ..engine.events import FighterPlaced
from ..engine.interpreter import value
from . import refs
from .board import neighbours
from .effects_board import swapped
from .events import NowInCombat

if TYPE_CHECKING:
    from .data import UnmatchedData


def _may_subject(ctx: EffectContext, node: Any) -> Any:
    """The subject of the "X and Y may ..." whose body is `node` (None: not so written)."""
    for sentence in ctx.section.sentences:
        for clause in sentence.clauses:
            if isinstance(clause, n.May) and clause.body is node:
                return clause.subject
    return None


def effect_swap_spaces(data: "UnmatchedData", ctx: EffectContext, node: n.SwapSpaces) -> None:
    """ "Houdini and Bess swap spaces"; "Houdini and Bess may swap spaces" """
    fighters = node.fighters or _may_subject(ctx, node)
    if not isinstance(fighters, n.Fighters) or len(fighters.items) != 2:
        return
    first, second = (refs.fighter_now(data, ctx, item) for item in fighters.items)
    swapped(data, second, first)


def effect_now_in_combat(data: "UnmatchedData", ctx: EffectContext, node: n.NowInCombat) -> None:
    """ "your other fighter is now in the combat" (in the place of the player's fighter in
    it), "... is now the defender" """
    combat = ctx.combat
    newcomer = refs.fighter_now(data, ctx, node.fighter)
    if combat is None or newcomer is None or not newcomer.on_board:
        return
    if node.defender or combat.defender.owner == newcomer.owner:
        side, combat.defender = "defender", newcomer
    else:
        side, combat.attacker = "attacker", newcomer
    if ctx.fighter is not None and ctx.fighter.owner == newcomer.owner:
        ctx.fighter = newcomer  # "your fighter" is the one in the combat now
    ctx.introduce(Referent.FIGHTER, newcomer)
    data.emit(NowInCombat(newcomer.id, newcomer.owner, side))


# ---------------------------------------------------------------- summoning


def effect_summon(data: "UnmatchedData", ctx: EffectContext, node: n.Summon) -> None:
    """ "summon a squirrel in Squirrel Girl's space", "summon two squirrels in any space": a
    sidekick of the player's that is off the board (defeated or never placed) comes in, at
    full health, in an empty space the text names ("<fighter>'s space": the empty spaces
    next to it, the fighter standing there)."""
    data.then(call(_summon_next, ctx, node, value(data, ctx, node.amount)))


def _off_board(data: "UnmatchedData", ctx: EffectContext, kind: str) -> list[Fighter]:
    return [f for f in data.fighters_of(ctx.player) if not f.on_board and not f.is_hero
            and f.definition.answers_to(kind)]


def _summon_spaces(data: "UnmatchedData", ctx: EffectContext, space: Any) -> list[int]:
    if isinstance(space, n.SpaceSelection):
        found = refs.spaces(data, ctx, space)
    elif isinstance(space, n.ThatSpace):
        found = [ctx.referent(space)]
    else:
        who = refs.fighter_now(data, ctx, space.fighter) if space.fighter else ctx.fighter
        found = [] if who is None or not who.on_board else [who.space, *neighbours(
            data, who.space)]
    return [s for s in found if s is not None and data.occupant(s) is None]


@rule
def _summon_next(data: "UnmatchedData", ctx: EffectContext, node: n.Summon, left: int) -> None:
    waiting = _off_board(data, ctx, node.kind)
    spaces = _summon_spaces(data, ctx, node.space)
    if left <= 0 or not waiting or not spaces:
        return
    data.ask(choice(ctx.player, K.SPACE, [pick_space(s) for s in spaces]),
             call(_summoned, ctx, node, waiting[0], left))


@rule
def _summoned(data: "UnmatchedData", answer: PickSpace, ctx: EffectContext, node: n.Summon,
              sidekick: Fighter, left: int) -> None:
    sidekick.defeated, sidekick.space = False, answer.space
    sidekick.health = sidekick.definition.health
    ctx.introduce(Referent.FIGHTER, sidekick)
    data.emit(FighterPlaced(sidekick.id, sidekick.owner, answer.space))
    data.then(call(_summon_next, ctx, node, left - 1))


def effect_sidekicks_do_not_count(data: "UnmatchedData", ctx: EffectContext,
                                  node: n.SidekicksDoNotCount) -> None:
    """Read by the move it follows (effects_board.effect_move); nothing happens here."""


EFFECTS: dict[type, Any] = {
    n.SwapSpaces: effect_swap_spaces,
    n.NowInCombat: effect_now_in_combat,
    n.Summon: effect_summon,
    n.SidekicksDoNotCount: effect_sidekicks_do_not_count,
}

"""The handlers of Super Fantasy Brawl texts about cores: "ready a Core", "exhaust a Core"
(the player picks which), and whether a core is ready and a cost of cores can be paid."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n

from ..engine.agenda import call, rule
from ..engine.context import EffectContext
from ..engine.decisions import DecisionKind as K, choice
from .actions import PickCore
from .defs import CORES

if TYPE_CHECKING:
    from .data import SfbData


def effect_ready_core(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    """ "ready a Core": the player picks which of the exhausted ones."""
    exhausted = [c for c in CORES if c in data.exhausted[ctx.player]]
    among = [node.core.value] if node.core is not None else exhausted
    options = [PickCore(c, ready=True) for c in among if c in exhausted]
    if options:
        data.ask(choice(ctx.player, K.EFFECT, options, node), call(_core_picked, ctx))


def effect_exhaust_core(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    """ "exhaust a Core": the player picks which of the ready ones (a cost: it is paid)."""
    ready = [c for c in CORES if c not in data.exhausted[ctx.player]]
    among = [node.core.value] if node.core is not None else ready
    options = [PickCore(c, ready=False) for c in among if c in ready]
    if options:
        data.ask(choice(ctx.player, K.SPEND, options, node), call(_core_picked, ctx))


@rule
def _core_picked(data: "SfbData", answer: PickCore, ctx: EffectContext) -> None:
    if answer.ready:
        data.exhausted[ctx.player].discard(answer.core)
        return
    data.exhausted[ctx.player].add(answer.core)
    if ctx.combat is not None:
        ctx.combat.paid = answer.core


def ready(data: "SfbData", player: int, core: str) -> bool:
    return core not in data.exhausted[player]


def payable(data: "SfbData", ctx: EffectContext, cost: Any) -> bool:
    """Whether a cost can be paid now ("exhaust a Core": a ready one of that kind)."""
    if isinstance(cost, n.ExhaustCore):
        exhausted = data.exhausted[ctx.player]
        wanted = [cost.core.value] if cost.core is not None else CORES
        return any(core not in exhausted for core in wanted)
    return True

"""Named effects a hero declares (issue 10): "Cast any spell.", "cast a different spell",
"cast Toad's Blessing, paying its cost".

The player whose text invokes chooses which of the hero's named effects of that word
resolves (a decision, even between two; one left is taken at once); "a different spell" is
none that the same card's text invoked before, and ", paying its cost" offers only those
whose cost can be paid, and pays it first. The chosen effect's text then resolves for the
same player, fighter and card, in the same combat if any, as a text of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardsmith.grammar import nodes as n

from ..engine.agenda import call, rule
from ..engine.context import EffectContext
from ..engine.decisions import DecisionKind as K, choice
from ..engine.effects_flow import can_pay
from ..engine.interpreter import run_clause, run_section
from .actions import PickNamedEffect
from .events import EffectInvoked

if TYPE_CHECKING:
    from ..defs import EffectKindDef, NamedEffectDef
    from .data import UnmatchedData


def options(data: "UnmatchedData", ctx: EffectContext, node: n.Invoke) -> list[PickNamedEffect]:
    """The named effects the invocation may resolve, in the hero file's order."""
    hero = data.players[ctx.player].hero
    return [PickNamedEffect(kind.verb, kind.word, named.name)
            for kind in hero.effect_kinds(node) for named in kind.effects
            if _offered(data, ctx, node, kind, named)]


def _offered(data: "UnmatchedData", ctx: EffectContext, node: n.Invoke,
             kind: "EffectKindDef", named: "NamedEffectDef") -> bool:
    if node.choice is n.InvokeChoice.NAMED and named.name.casefold() != node.name.casefold():
        return False
    if node.choice is n.InvokeChoice.DIFFERENT and (kind.word, named.name) in ctx.invoked:
        return False
    return not (node.paying and named.cost is not None and not payable(data, ctx, named.cost))


def payable(data: "UnmatchedData", ctx: EffectContext, cost: n.Clause) -> bool:
    """Whether the cost can be paid in full: the cards to discard or the resource to spend
    are there."""
    return can_pay(data, ctx, cost) and data.system.affordable(data, ctx, cost)


def effect_invoke(data: "UnmatchedData", ctx: EffectContext, node: n.Invoke) -> None:
    offered = options(data, ctx, node)
    if offered:  # none: the hero declares none of that word (W330), or none is left
        data.ask(choice(ctx.player, K.NAMED_EFFECT, offered, node), call(_invoked, ctx, node))


@rule
def _invoked(data: "UnmatchedData", picked: PickNamedEffect, ctx: EffectContext,
             node: n.Invoke) -> None:
    hero = data.players[ctx.player].hero
    named = next(kind for kind in hero.named_effects if kind.word == picked.word) \
        .effect(picked.name)
    ctx.invoked.append((picked.word, named.name))
    data.emit(EffectInvoked(ctx.player, ctx.card.id if ctx.card is not None else None,
                            picked.word, named.name))
    inner = EffectContext(ctx.player, ctx.fighter, named.section, card=ctx.card,
                          combat=ctx.combat, invoked=ctx.invoked,
                          source=f"{picked.word} '{named.name}' of {hero.name} "
                                 f"({hero.source}), invoked by {ctx.describe()}")
    if node.paying and named.cost is not None:
        data.then(call(run_clause, inner, named.cost), call(run_section, inner))
    else:
        data.then(call(run_section, inner))


EFFECTS = {n.Invoke: effect_invoke}

"""The interpreter's effects on fighters' health and on combat: damage, defeat, recovery,
and the values of the cards in a combat (cancel, ignore, add to, set, BOOST).

One `effect_*` function per effect node; interpreter.py registers them in `EFFECTS`.
"""

from __future__ import annotations

from dataclasses import replace

from cardsmith.grammar import nodes as n

from . import refs
from .context import EffectContext
from .decisions import Action
from .effect_targets import distinct_cards, fighter_targets
from .engine import Steps, ask, check_winner, deal_damage, defeat, discard_from_hand
from .state import GameData


# ---------------------------------------------------------------- damage and health


def effect_deal_damage(data: GameData, ctx: EffectContext, node: n.DealDamage) -> Steps:
    acting = ctx
    if node.source is not None:  # "Wiglaf deals 1 damage to each adjacent fighter"
        source = refs.fighter_now(data, ctx, node.source)
        if source is None or not source.on_board:
            return
        acting = replace(ctx, fighter=source)
    targets = yield from fighter_targets(data, acting, node.target)
    if targets:
        ctx.that_fighter = targets[-1]
    amount = refs.value(data, ctx, node.amount) * refs.count(data, ctx, node.per)
    dealt = yield from deal_damage(data, [(t, amount) for t in targets], source="effect")
    ctx.damaged_this_way = {fighter.id for fighter, taken in dealt if taken > 0}
    ctx.damage_dealt = sum(taken for _, taken in dealt)


def effect_take_damage(data: GameData, ctx: EffectContext, node: n.TakeDamage) -> Steps:
    targets = [ctx.fighter] if node.target is None else (
        yield from fighter_targets(data, ctx, node.target))
    amount = refs.value(data, ctx, node.amount)
    yield from deal_damage(data, [(t, amount) for t in targets if t is not None],
                           source="effect")


def effect_defeat(data: GameData, ctx: EffectContext, node: n.Defeat) -> Steps:
    target = yield from refs.fighter(data, ctx, node.fighter)
    if target is not None and target.on_board:
        defeat(data, target)
        check_winner(data)


def effect_recover(data: GameData, ctx: EffectContext, node: n.Recover) -> Steps:
    target = ctx.fighter if node.fighter is None else (yield from refs.fighter(data, ctx,
                                                                               node.fighter))
    if target is None or not target.on_board:
        return
    amount = node.amount.value * refs.count(data, ctx, node.per)
    healed = min(amount, target.definition.health - target.health)
    target.health += healed
    data.log("recover", fighter=target.label, player=target.owner, amount=healed,
             health=target.health)


def effect_recover_each(data: GameData, ctx: EffectContext, node: n.RecoverEach) -> Steps:
    for ref in node.fighters:
        yield from effect_recover(data, ctx, n.Recover(node.amount, ref))


# ---------------------------------------------------------------- combat values


def effect_cancel(data: GameData, ctx: EffectContext, node: n.Cancel) -> Steps:
    from .combat import cannot_be_cancelled  # combat.py builds on this module

    target = refs.card(ctx, node.card)
    if target is not None and ctx.combat is not None and not cannot_be_cancelled(data, target):
        ctx.combat.cancelled.add(target.id)
        data.log("cancel", card=target.definition.id, player=target.owner)
    ctx.last_card = target
    return
    yield


def _card_value(ctx: EffectContext, ref: n.CardRef):
    target = refs.card(ctx, ref)
    if target is None or ctx.combat is None:
        return None
    return ctx.combat.values.get(target.id)


def effect_ignore_value(data: GameData, ctx: EffectContext, node: n.IgnoreValue) -> Steps:
    value = _card_value(ctx, node.card)
    if value is not None:
        value.ignored = True
    return
    yield


def effect_add_to_value(data: GameData, ctx: EffectContext, node: n.AddToValue) -> Steps:
    value = _card_value(ctx, node.card)
    if value is not None and not (value.locked and ctx.card is not None):
        value.added += refs.value(data, ctx, node.amount) * refs.count(data, ctx, node.per)
    return
    yield


def effect_set_value(data: GameData, ctx: EffectContext, node: n.SetValue) -> Steps:
    value = _card_value(ctx, node.card)
    if value is not None and not value.locked:
        value.set_to = node.value
    return
    yield


def effect_value_plus(data: GameData, ctx: EffectContext, node: n.ValuePlus) -> Steps:
    value = _card_value(ctx, node.card)
    if value is not None and not value.locked:
        value.added += node.amount * refs.count(data, ctx, node.per)
    return
    yield


def effect_boost_card(data: GameData, ctx: EffectContext, node: n.BoostCard) -> Steps:
    value = _card_value(ctx, node.card)
    hand = data.players[ctx.player].hand
    boosts = [i for i in distinct_cards(data, hand) if data.cards[i].definition.boost is not None]
    if value is None or value.locked or not boosts:
        return
    options = [Action(f"Boost with {data.cards[i].label} (+{data.cards[i].definition.boost})", i)
               for i in boosts]
    card_id = yield from ask(ctx.player, "boost", "boost this card with", options)
    discard_from_hand(data, ctx.player, card_id, "boost")
    value.added += data.cards[card_id].definition.boost


def effect_change_printed(data: GameData, ctx: EffectContext,
                          node: n.ChangePrintedValue) -> Steps:
    value = _card_value(ctx, node.card)
    ctx.last_card = refs.card(ctx, node.card)  # "... to its BOOST value": that card's
    if value is not None:
        value.printed = refs.value(data, ctx, node.value)
    return
    yield


def effect_lock_value(data: GameData, ctx: EffectContext, node: n.LockValue) -> Steps:
    value = _card_value(ctx, n.CardRef(n.CardWord.OPPONENTS_CARD))
    if value is not None:
        value.set_to, value.added, value.locked = node.value, 0, True
    return
    yield


def effect_static(data: GameData, ctx: EffectContext, node) -> Steps:
    # What a card is ("cannot be cancelled", "may be played as a defense card") is read
    # where it matters (combat.py); resolving the sentence does nothing more.
    return
    yield

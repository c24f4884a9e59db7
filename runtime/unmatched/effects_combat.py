"""Effects on fighters' health and on combat: damage, defeat, recovery, and the values of
the cards in a combat (cancel, ignore, add to, set, BOOST), each change logged with the
card that made it. One handler per AST node class."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import Referent

from ..engine.actions import NO, YES, CardUse, Decline, DeclineUse, PickCard, pick_card
from ..engine.agenda import call, rule
from ..engine.cards import discard_from_hand, distinct_cards, take_from_deck
from ..engine.context import EffectContext
from ..engine.data import Card, Fighter
from ..engine.decisions import DecisionKind as K, choice
from ..engine.effects import card_ref
from ..engine.events import CardDiscarded, HealthRecovered
from ..engine.interpreter import count, subject_player, value
from . import attack_boosts, refs
from .combat import cannot_be_cancelled
from .combat_data import CardValue
from .damage import check_winner, deal_damage, defeat
from .effects_play import boosted_with
from .lasting import boost_of
from .events import CombatSide, CombatValueChanged, EffectsCancelled, ValueChange

if TYPE_CHECKING:
    from .data import UnmatchedData


# ---------------------------------------------------------------- damage and health


def effect_deal_damage(data: "UnmatchedData", ctx: EffectContext, node: n.DealDamage) -> None:
    acting = ctx
    if isinstance(node.source, n.Player):  # "they deal 2 damage to their hero": their effect
        acting = ctx.acting_for(subject_player(data, ctx, node.source))
    elif node.source is not None:  # "Wiglaf deals 1 damage to each adjacent fighter"
        source = refs.fighter_now(data, ctx, node.source)
        if source is None or not source.on_board:
            return
        acting = ctx.with_fighter(source)
    refs.targets(data, acting, node.target, call(_damage_targets, ctx, node))


@rule
def _damage_targets(data: "UnmatchedData", targets: list[Fighter], ctx: EffectContext,
                    node: n.DealDamage) -> None:
    if targets:
        ctx.introduce(Referent.FIGHTER, targets[-1])
    amount = value(data, ctx, node.amount) * count(data, ctx, node.per)
    dealt = deal_damage(data, [(t, amount) for t in targets], source="effect")
    ctx.damaged_this_way = {fighter.id for fighter, taken in dealt if taken > 0}
    ctx.damage_dealt = sum(taken for _, taken in dealt)


def effect_take_damage(data: "UnmatchedData", ctx: EffectContext, node: n.TakeDamage) -> None:
    if node.target is None:
        _take_damage(data, [ctx.fighter], ctx, node)
    else:
        refs.targets(data, ctx, node.target, call(_take_damage, ctx, node))


@rule
def _take_damage(data: "UnmatchedData", targets: list[Fighter | None], ctx: EffectContext,
                 node: n.TakeDamage) -> None:
    amount = value(data, ctx, node.amount)
    deal_damage(data, [(t, amount) for t in targets if t is not None], source="effect")


def effect_defeat(data: "UnmatchedData", ctx: EffectContext, node: n.Defeat) -> None:
    refs.fighter(data, ctx, node.fighter, call(_defeated))


@rule
def _defeated(data: "UnmatchedData", target: Fighter | None) -> None:
    if target is not None and target.on_board:
        defeat(data, target)
        check_winner(data)


def effect_recover(data: "UnmatchedData", ctx: EffectContext, node: n.Recover) -> None:
    if node.fighter is None:
        _recover(data, ctx.fighter, ctx, node)
    else:
        refs.fighter(data, ctx, node.fighter, call(_recover, ctx, node))


@rule
def _recover(data: "UnmatchedData", target: Fighter | None, ctx: EffectContext,
             node: n.Recover) -> None:
    if target is None or not target.on_board:
        return
    ctx.introduce(Referent.FIGHTER, target)
    amount = value(data, ctx, node.amount) * count(data, ctx, node.per)  # "equal to ..."
    healed = min(amount, target.definition.health - target.health)
    target.health += healed
    data.emit(HealthRecovered(target.id, target.owner, healed, target.health))


def effect_recover_each(data: "UnmatchedData", ctx: EffectContext, node: n.RecoverEach) -> None:
    data.then(*(call(_recover_one, ctx, n.Recover(node.amount, ref)) for ref in node.fighters))


@rule
def _recover_one(data: "UnmatchedData", ctx: EffectContext, node: n.Recover) -> None:
    effect_recover(data, ctx, node)


# ---------------------------------------------------------------- combat values


def effect_cancel(data: "UnmatchedData", ctx: EffectContext, node: n.Cancel) -> None:
    target = card_ref(data, ctx, node.card)
    if target is not None and ctx.combat is not None and not cannot_be_cancelled(data, target):
        ctx.combat.cancelled.add(target.id)
        data.emit(EffectsCancelled(target.id, target.owner))
        attack_boosts.cancelled(data, ctx, target)  # "If your opponent cancels ..., ..."
    ctx.introduce(Referent.CARD, target)


def _card_value(data: "UnmatchedData", ctx: EffectContext,
                ref: n.CardRef) -> tuple[Any, CardValue | None]:
    target = card_ref(data, ctx, ref)
    if target is None or ctx.combat is None:
        return target, None
    return target, ctx.combat.values.get(target.id)


def value_changed(data: "UnmatchedData", ctx: EffectContext, card: Any, card_value: CardValue,
                  change: ValueChange, amount: int = 0) -> None:
    if change is ValueChange.ADD and amount == 0:
        return  # "+1 for each ..." of none: nothing changed, nothing to explain
    side = CombatSide.ATTACK if card is ctx.combat.attack_card else CombatSide.DEFENSE
    data.emit(CombatValueChanged(card.id, side, ctx.player, ctx.card.id if ctx.card else None,
                                 change, amount, card_value.total))


def effect_ignore_value(data: "UnmatchedData", ctx: EffectContext, node: n.IgnoreValue) -> None:
    card, card_value = _card_value(data, ctx, node.card)
    if card_value is not None:
        card_value.ignored = True
        value_changed(data, ctx, card, card_value, ValueChange.IGNORE)


def effect_add_to_value(data: "UnmatchedData", ctx: EffectContext, node: n.AddToValue) -> None:
    card, card_value = _card_value(data, ctx, node.card)
    if card_value is not None and not (card_value.locked and ctx.card is not None):
        amount = value(data, ctx, node.amount) * count(data, ctx, node.per)
        card_value.added += amount
        value_changed(data, ctx, card, card_value, ValueChange.ADD, amount)


def effect_set_value(data: "UnmatchedData", ctx: EffectContext, node: n.SetValue) -> None:
    card, card_value = _card_value(data, ctx, node.card)
    if card_value is not None and not card_value.locked:
        card_value.set_to = node.value
        value_changed(data, ctx, card, card_value, ValueChange.SET, node.value)


def effect_value_plus(data: "UnmatchedData", ctx: EffectContext, node: n.ValuePlus) -> None:
    card, card_value = _card_value(data, ctx, node.card)
    if card_value is not None and not card_value.locked:
        amount = node.amount * count(data, ctx, node.per)
        card_value.added += amount
        value_changed(data, ctx, card, card_value, ValueChange.ADD, amount)


def effect_boost_card(data: "UnmatchedData", ctx: EffectContext, node: n.BoostCard) -> None:
    """ "BOOST this card" (once), "... twice", "... up to 2 times" (each after the first may
    be declined); "BLIND BOOST": with the top card of the deck, unseen. "BOOST that attack"
    before the cards are revealed: played as its ability says (attack_boosts.py)."""
    card, card_value = _card_value(data, ctx, node.card)
    early = attack_boosts.before_reveal(ctx.combat, card)  # no value is known before it
    if not early and (card_value is None or card_value.locked):
        return
    times = 2 if node.twice else (value(data, ctx, node.times) if node.times else 1)
    side = attack_boosts.face(ctx.section, ctx.step)
    data.then(call(_boost_next, ctx, node, card, card_value, times, node.times is not None,
                   side))


@rule
def _boost_next(data: "UnmatchedData", ctx: EffectContext, node: n.BoostCard, card: Card,
                card_value: CardValue | None, left: int, optional: bool,
                side: n.Face | None) -> None:
    if left <= 0:
        return
    then = call(_boosted_card, ctx, card, card_value, node, left, optional, side)
    if node.blind:
        if not data.players[ctx.player].deck_size:
            return
        if optional and node.times is not None and left < value(data, ctx, node.times):
            # "up to two times": each blind boost after the first is a choice, made having
            # seen what the ones before added (Seven Suns of Cinnibus)
            data.ask(choice(ctx.player, K.MAY, [YES, NO]), call(_blind_again, ctx, then))
            return
        take_from_deck(data, ctx.player, then)
        return
    hand = data.players[ctx.player].hand
    boosts = [i for i in distinct_cards(data, hand) if data.cards[i].definition.boost is not None]
    if not boosts:
        return
    options: list[Any] = [Decline(DeclineUse.NO_BOOST)] if optional else []
    data.ask(choice(ctx.player, K.BOOST, options + [pick_card(i, CardUse.BOOST) for i in boosts]),
             then)


@rule
def _blind_again(data: "UnmatchedData", answer: Any, ctx: EffectContext, then: Any) -> None:
    if answer == YES:
        take_from_deck(data, ctx.player, then)


@rule
def _boosted_card(data: "UnmatchedData", answer: Any, ctx: EffectContext, card: Card,
                  card_value: CardValue | None, node: n.BoostCard, left: int, optional: bool,
                  side: n.Face | None) -> None:
    if isinstance(answer, Decline):
        return
    if attack_boosts.before_reveal(ctx.combat, card):  # its value counts from the reveal
        from_hand = isinstance(answer, PickCard)
        attack_boosts.play(data, ctx, answer.card if from_hand else answer, from_hand, side)
        data.then(call(_boost_next, ctx, node, card, card_value, left - 1, True, side))
        return
    if isinstance(answer, PickCard):
        discard_from_hand(data, ctx.player, answer.card, "boost")
        answer = answer.card
    else:  # blind: the top card of the deck, straight to the discard pile
        data.players[ctx.player].discard.append(answer)
        data.emit(CardDiscarded(ctx.player, answer, "boost"))
    data.then(call(_boost_next, ctx, node, card, card_value, left - 1, True, side))
    boost = boost_of(data, ctx.player, answer)
    ctx.combat.boosted_with.setdefault(card.id, []).append(answer)
    boosted_with(data, ctx.player, answer)
    card_value.added += boost
    value_changed(data, ctx, card, card_value, ValueChange.ADD, boost)


def effect_change_printed(data: "UnmatchedData", ctx: EffectContext,
                          node: n.ChangePrintedValue) -> None:
    card, card_value = _card_value(data, ctx, node.card)
    ctx.introduce(Referent.CARD, card)  # "... to its BOOST value": that card's
    if card_value is not None:
        card_value.printed = value(data, ctx, node.value)
        value_changed(data, ctx, card, card_value, ValueChange.PRINTED, card_value.printed)


def effect_lock_value(data: "UnmatchedData", ctx: EffectContext, node: n.LockValue) -> None:
    card, card_value = _card_value(data, ctx, n.CardRef(n.CardWord.OPPONENTS_CARD))
    if card_value is not None:
        card_value.set_to, card_value.added, card_value.locked = node.value, 0, True
        value_changed(data, ctx, card, card_value, ValueChange.LOCK, node.value)


def effect_static(data: "UnmatchedData", ctx: EffectContext, node: Any) -> None:
    """What a card is ("cannot be cancelled", "may be played as a defense card") is read
    where it matters (combat.py), what an ability declares ("You have 5 insight tokens.")
    by the compiler; resolving the sentence does nothing more."""

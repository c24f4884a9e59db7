"""The effect handlers of Super Fantasy Brawl's keywords and clauses.

An attack card's untimed text runs once the targets are declared, before the reaction:
its damage keywords (Double, Lifesteal, Poison) and modifiers join the attack. Bonuses "until the end of the turn" are `Lasting` records, cleared at upkeep."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n

from cardsmith.grammar.resolve import Referent

from ..engine.actions import CardUse, PickCard, PickFighter, pick_card
from ..engine.agenda import call, rule
from ..engine.cards import distinct_cards, draw
from ..engine.context import EffectContext
from ..engine.data import Fighter
from ..engine.events import CardId
from ..engine.decisions import DecisionKind as K, choice
from ..engine.interpreter import count, holds, run_clause
from . import refs
from .damage import deal_damage, heal
from .data import Lasting
from .actions import STOP, PlanFromDiscard
from .cores import payable
from .effects_move import AFFLICTIONS
from .events import CardsPlanned, StatusApplied
from .passives import immune, passive_sections

if TYPE_CHECKING:
    from .data import SfbData


def amount(node: Any) -> int:
    return node.value if node is not None else 0


def keyword_read_at_damage(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    """Double, Lifesteal, Poison: the attack in progress gains them (its text, or a text
    that grants them: "gain Double"); they act at its damage step."""
    activation = ctx.combat
    if activation is None:
        return
    if isinstance(node, n.Double):
        activation.double = True
    elif isinstance(node, n.Lifesteal):
        activation.lifesteal = True
    elif isinstance(node, n.Poison):
        activation.poison += amount(node.amount)


# ---------------------------------------------------------------- cards


def plan(data: "SfbData", player: int, up_to: int, ctx: EffectContext | None = None) -> None:
    data.then(call(_plan_next, player, up_to, 0))


@rule
def _plan_next(data: "SfbData", player: int, left: int, done: int) -> None:
    owner = data.players[player]
    discard = owner.discard if plans_from_discard(data, player) else []
    if left <= 0 or not owner.hand and not discard:
        if done:
            data.emit(CardsPlanned(player, done))
        return
    options = [STOP] + [pick_card(c, CardUse.ON_TOP) for c in distinct_cards(data, owner.hand)]
    options += [PlanFromDiscard(c) for c in distinct_cards(data, discard)]
    data.ask(choice(player, K.ORDER, options), call(_planned, player, left, done))


def plans_from_discard(data: "SfbData", player: int) -> bool:
    """ "Whenever you Plan: You may Plan from your discard pile." (a levelled passive)."""
    return any(isinstance(node, n.PlanFromDiscard) for fighter in data.fighters_of(player)
               for section in passive_sections(fighter, n.HeaderKind.WHENEVER_YOU_PLAN)
               for node in n.walk(section))


@rule
def _planned(data: "SfbData", answer: Any, player: int, left: int, done: int) -> None:
    if not isinstance(answer, (PickCard, PlanFromDiscard)):
        if done:
            data.emit(CardsPlanned(player, done))
        return
    owner = data.players[player]
    (owner.hand if isinstance(answer, PickCard) else owner.discard).remove(answer.card)
    owner.deck_top.insert(0, answer.card)
    data.then(call(_plan_next, player, left - 1, done + 1))


def effect_plan(data: "SfbData", ctx: EffectContext, node: n.Plan) -> None:
    plan(data, ctx.player, amount(node.amount))


def effect_draw(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    player = ctx.player if getattr(node, "subject", None) in (None, n.Player.YOU) else 1 - ctx.player
    data.then(call(draw, player, amount(node.amount) * count(data, ctx, getattr(node, "per", None)),
                   ctx))


def effect_discard_hand(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    from ..engine.cards import discard_from_hand

    for card_id in list(data.players[ctx.player].hand):
        discard_from_hand(data, ctx.player, card_id, "effect")
        ctx.discarded.append(card_id)


def effect_discard_cards(data: "SfbData", ctx: EffectContext, node: n.DiscardCards) -> None:
    limit = node.amount.value if node.amount is not None else 99
    data.then(call(_discard_kind, ctx, node, limit))


@rule
def _discard_kind(data: "SfbData", ctx: EffectContext, node: n.DiscardCards, left: int) -> None:
    hand = [c for c in data.players[ctx.player].hand if _of_kind(data, c, node.kind)]
    if left <= 0 or not hand:
        return
    options = [STOP] + [pick_card(c, CardUse.DISCARD) for c in distinct_cards(data, hand)]
    data.ask(choice(ctx.player, K.DISCARD, options), call(_discarded_kind, ctx, node, left))


@rule
def _discarded_kind(data: "SfbData", answer: Any, ctx: EffectContext, node: Any, left: int) -> None:
    from ..engine.cards import discard_from_hand

    if isinstance(answer, PickCard):
        discard_from_hand(data, ctx.player, answer.card, "effect")
        ctx.discarded.append(answer.card)
        data.then(call(_discard_kind, ctx, node, left - 1))


def _of_kind(data: "SfbData", card_id: int, kind: Any) -> bool:
    core = getattr(kind, "core", None)
    return core is None or data.cards[card_id].definition.core == core.value


def effect_shuffle_discard(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    owner = data.players[ctx.player]
    owner.pile.extend(owner.discard)
    owner.discard.clear()


def effect_return_from_discard(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    owner = data.players[ctx.player]
    found = [c for c in owner.discard if _of_kind(data, c, node.kind)]
    for card_id in found[:node.amount.value if node.amount is not None else 1]:
        owner.discard.remove(card_id)
        owner.hand.append(card_id)
        data.revealed.add(card_id)


# ---------------------------------------------------------------- champions


def effect_heal(data: "SfbData", ctx: EffectContext, node: n.Heal) -> None:
    per = count(data, ctx, node.per)
    who = refs.champions(data, ctx, node.champion) if node.champion is not None else [ctx.fighter]
    for fighter in who:
        if fighter is not None:
            heal(data, fighter, (node.amount.value if node.amount else data.max_hp(fighter)) * per)


def hurt(data: "SfbData", ctx: EffectContext, fighters: list[Fighter], how_much: int) -> None:
    deal_damage(data, [(f, how_much) for f in fighters], "effect")


def effect_deal_damage(data: "SfbData", ctx: EffectContext, node: n.DealDamage) -> None:
    """Damage ignores defence. "an adjacent Enemy": the player picks which."""
    value = data.system.values[type(node.amount)](data, ctx, node.amount)
    total = value * count(data, ctx, node.per)
    among = refs.choices(data, ctx, node.target)
    if among is None:
        hurt(data, ctx, refs.champions(data, ctx, node.target), total)
    elif among:
        options = [PickFighter(f.id) for f in among]
        data.ask(choice(ctx.player, K.TARGET, options, node), call(_damage_picked, ctx, total))


@rule
def _damage_picked(data: "SfbData", answer: PickFighter, ctx: EffectContext, total: int) -> None:
    ctx.introduce(Referent.FIGHTER, data.fighters[answer.fighter])
    hurt(data, ctx, [data.fighters[answer.fighter]], total)


def stun(data: "SfbData", fighter: Fighter) -> None:
    """Its controller discards a card of that champion from the hand (any card if none)."""
    if not fighter.on_board or immune(data, fighter, "stun"):
        return
    data.emit(StatusApplied(fighter.id, "stunned"))
    hand = data.players[fighter.owner].hand
    own = [c for c in hand if data.cards[c].definition.champion == fighter.definition.id] or hand
    if own:
        options = [pick_card(c, CardUse.DISCARD) for c in distinct_cards(data, own)]
        data.ask(choice(fighter.owner, K.DISCARD, options), call(_stun_discard, fighter.owner))


@rule
def _stun_discard(data: "SfbData", answer: PickCard, player: int) -> None:
    from ..engine.cards import discard_from_hand

    discard_from_hand(data, player, answer.card, "effect")


def root(data: "SfbData", fighter: Fighter) -> None:
    if fighter.on_board and not immune(data, fighter, "root"):
        data.lasting.append(Lasting(fighter.id, "rooted"))
        data.emit(StatusApplied(fighter.id, "rooted"))


def effect_stun(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    for fighter in refs.targets(data, ctx):
        stun(data, fighter)


def effect_root(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    for fighter in refs.targets(data, ctx):
        root(data, fighter)


def affliction(data: "SfbData", ctx: EffectContext, fighter: Fighter, what: Any,
               lasting: bool) -> None:
    if isinstance(what, n.Stun):
        stun(data, fighter)
    elif isinstance(what, n.Root):
        root(data, fighter)
    elif isinstance(what, n.Damage):
        hurt(data, ctx, [fighter], amount(what.amount))
    elif isinstance(what, n.AttackDamage):
        activation = ctx.combat
        hurt(data, ctx, [fighter], max(activation.damage.values(), default=0) if activation else 0)
    elif isinstance(what, n.StatChange):
        change = -amount(what.amount) if what.negative else amount(what.amount)
        bonus(data, ctx, fighter, what.stat.value, change, lasting)
    else:  # a displacement of this victim, by the text's champion
        AFFLICTIONS[type(what)](data, ctx, fighter, what)


def bonus(data: "SfbData", ctx: EffectContext, fighter: Fighter, stat: str, change: int,
          lasting: bool) -> None:
    activation = ctx.combat
    if stat == "defense" and activation is not None and not lasting:
        activation.defense[fighter.id] = activation.defense.get(fighter.id, 0) + change
    elif stat == "strength" and activation is not None and not lasting and \
            fighter is activation.champion:
        activation.strength += change
    elif stat in ("strength", "defense"):
        data.lasting.append(Lasting(fighter.id, stat, change))


def effect_suffers(data: "SfbData", ctx: EffectContext, node: n.Suffers) -> None:
    """ "an adjacent Enemy suffers ...": the player picks which."""
    among = refs.choices(data, ctx, node.subject)
    if among is not None:
        if among:
            data.ask(choice(ctx.player, K.TARGET, [PickFighter(f.id) for f in among], node),
                     call(_suffers_picked, ctx, node))
        return
    who = refs.champions(data, ctx, node.subject) if node.subject is not None else refs.targets(data, ctx)
    _suffer_each(data, ctx, node, who)


@rule
def _suffers_picked(data: "SfbData", answer: PickFighter, ctx: EffectContext,
                    node: n.Suffers) -> None:
    fighter = data.fighters[answer.fighter]
    ctx.introduce(Referent.FIGHTER, fighter)
    _suffer_each(data, ctx, node, [fighter])


def _suffer_each(data: "SfbData", ctx: EffectContext, node: n.Suffers,
                 who: list[Fighter]) -> None:
    for fighter in who:
        for what in node.afflictions:
            data.then(call(_suffer, ctx, fighter, what, node.lasting))


@rule
def _suffer(data: "SfbData", ctx: EffectContext, fighter: Fighter, what: Any,
            lasting: bool) -> None:
    """One victim's one affliction, in turn: each may ask a player (where to, what to
    discard)."""
    affliction(data, ctx, fighter, what, lasting)


def effect_gains(data: "SfbData", ctx: EffectContext, node: n.Gains) -> None:
    who = refs.champions(data, ctx, node.subject) if node.subject is not None else [ctx.fighter]
    for fighter in who:
        if fighter is None:
            continue
        for what in node.bonuses:
            if isinstance(what, n.StatChange):
                change = -amount(what.amount) if what.negative else amount(what.amount)
                bonus(data, ctx, fighter, what.stat.value, change, node.lasting)
            else:
                keyword_read_at_damage(data, ctx, what)


def effect_attack_gains(data: "SfbData", ctx: EffectContext, node: n.AttackGains) -> None:
    activation = ctx.combat
    if activation is None or node.condition is not None and not holds(data, ctx, node.condition):
        return
    times = count(data, ctx, node.per)
    for what in node.bonuses:
        if isinstance(what, n.StatChange):
            change = -amount(what.amount) if what.negative else amount(what.amount)
            if what.stat is n.Stat.STRENGTH:
                activation.strength += change * times
        elif isinstance(what, n.Stun):
            for fighter in refs.targets(data, ctx):
                stun(data, fighter)
        else:
            keyword_read_at_damage(data, ctx, what)


def effect_ignores_defense(data: "SfbData", ctx: EffectContext, node: n.IgnoresDefense) -> None:
    if ctx.combat is not None and (node.condition is None or holds(data, ctx, node.condition)):
        ctx.combat.ignores_defense = True


def effect_immune(data: "SfbData", ctx: EffectContext, node: n.ImmuneTo) -> None:
    fighter = refs.champion(data, ctx, node.subject)
    if fighter is not None:
        data.lasting.append(Lasting(fighter.id, "immune", keyword=node.keyword.value.casefold()))


def effect_no_reactions(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    if ctx.combat is not None:
        ctx.combat.no_reactions = True


def effect_card_defense(data: "SfbData", ctx: EffectContext, node: n.CardDefense) -> None:
    if ctx.combat is not None and ctx.fighter is not None:
        ctx.combat.defense[ctx.fighter.id] = ctx.combat.defense.get(ctx.fighter.id, 0) + amount(node.amount)


def effect_for_each(data: "SfbData", ctx: EffectContext, node: n.ForEach) -> None:
    for _ in range(count(data, ctx, node.countable)):
        data.then(call(run_clause, ctx, node.effect))


def effect_pay_to(data: "SfbData", ctx: EffectContext, node: n.PayTo) -> None:
    """The effect only when the cost can be paid ("exhaust a Core to ...": a ready one)."""
    if payable(data, ctx, node.cost):
        data.then(call(run_clause, ctx, node.cost), call(run_clause, ctx, node.effect))


def effect_play_again(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    """ "... to play this card again": once this activation is over, the card is activated
    again (its core paid by the cost the text just paid)."""
    activation = ctx.combat
    if activation is not None and activation.card is not None and activation.paid is not None:
        activation.again = activation.paid


def effect_you_can(data: "SfbData", ctx: EffectContext, node: n.YouCan) -> None:
    from ..engine.actions import NO, YES

    if isinstance(node.body, n.PayTo) and not payable(data, ctx, node.body.cost):
        return  # a cost that cannot be paid: nothing to choose
    data.ask(choice(ctx.player, K.MAY, (YES, NO), node), call(_you_can, ctx, node))


@rule
def _you_can(data: "SfbData", answer: Any, ctx: EffectContext, node: n.YouCan) -> None:
    if answer.yes:
        data.then(call(run_clause, ctx, node.body))


def effect_another_reaction(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    """ "You can play another reaction this attack": the defender is offered one more."""
    from .activation_attack import offer_reaction

    if ctx.combat is not None:
        data.then(call(offer_reaction))


def effect_end_other_effects(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    """ "ignore any other ↷ effects, and end all other lasting effects": the attack's own ↷
    text is cancelled, and every "until the end of the turn" effect ends now."""
    if ctx.combat is not None:
        ctx.combat.cancel_post = True
    data.lasting.clear()


def effect_cancel_post(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    if ctx.combat is not None:
        ctx.combat.cancel_post = True


def effect_range_change(data: "SfbData", ctx: EffectContext, node: n.RangeChange) -> None:
    if ctx.combat is not None:
        ctx.combat.range_bonus += amount(node.amount) if node.increase else -amount(node.amount)


def effect_remove_damage(data: "SfbData", ctx: EffectContext, node: n.RemoveDamage) -> None:
    for fighter in refs.champions(data, ctx, node.source)[:1]:
        heal(data, fighter, amount(node.amount))


def effect_damage_equal_to_defense(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    """Each champion takes damage equal to its own defence, all at once."""
    hit = refs.champions(data, ctx, node.target)
    deal_damage(data, [(f, data.defense_of(f)) for f in hit], "effect")


def effect_damage_until_bloodied(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    for fighter in refs.champions(data, ctx, node.target):
        left = fighter.health - (data.max_hp(fighter) + 1) // 2
        hurt(data, ctx, [fighter], max(0, left))


def effect_lifesteal_to_ally(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    ally = refs.champion(data, ctx, node.champion)
    activation = ctx.combat
    if ally is not None and activation is not None:
        heal(data, ally, sum(activation.damage.values()))


def effect_untargetable(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    if ctx.fighter is not None and node.whilst is None:
        data.lasting.append(Lasting(ctx.fighter.id, "untargetable"))


def effect_draw_extra(data: "SfbData", ctx: EffectContext, node: n.DrawExtra) -> None:
    """ "Draw 2 additional cards" (in the upkeep phase): drawn now, after the hand of 5."""
    data.then(call(draw, ctx.player, amount(node.amount), ctx))


def effect_controller_discards(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    """ "The targeted Champion's controller discards a card at random." """
    from ..engine.cards import random_card_in_hand

    fighter = refs.champion(data, ctx, node.champion)
    if fighter is not None and data.players[fighter.owner].hand:
        random_card_in_hand(data, fighter.owner, call(_discard_at_random, ctx, fighter.owner))


@rule
def _discard_at_random(data: "SfbData", card_id: "CardId | None", ctx: EffectContext,
                       player: int) -> None:
    from ..engine.cards import discard_from_hand

    if card_id is not None:
        discard_from_hand(data, player, card_id, "effect")
        ctx.discarded.append(card_id)


def effect_may(data: "SfbData", ctx: EffectContext, node: n.May) -> None:
    """ "The target may Heal 2": what a champion may do, it does itself (the heal is its)."""
    from ..engine.interpreter import effect_may as may

    among = refs.choices(data, ctx, node.subject)
    if among:  # "One of Kilgore's adjacent Allies may Jump 3": the player picks which
        data.ask(choice(ctx.player, K.TARGET, [PickFighter(f.id) for f in among], node),
                 call(_may_picked, ctx, node))
        return
    if among is not None:
        return
    if not isinstance(node.subject, n.Player) and node.subject is not None:
        champion = refs.champion(data, ctx, node.subject)
        if champion is None or not champion.on_board:
            return
        ctx = ctx.with_fighter(champion)
    may(data, ctx, node)


@rule
def _may_picked(data: "SfbData", answer: PickFighter, ctx: EffectContext, node: n.May) -> None:
    from ..engine.interpreter import effect_may as may

    may(data, ctx.with_fighter(data.fighters[answer.fighter]), node)

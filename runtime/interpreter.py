"""The effect interpreter: runs the AST of a card section or a hero ability.

One function per effect node, registered in `EFFECTS`. Sentences run in order; a sentence
ending in "instead" replaces the one before it when its condition holds. Every choice the
text offers is a decision for the player it belongs to.

This module runs sections, and the effects that run other effects through `EFFECTS` (May,
Spend, ChooseEffects); the other effects are in effects_cards.py (cards, the deck and the
hand), effects_board.py (fighters on the board, tokens, choosing spaces and fighters) and
effects_combat.py (damage, health and combat values), with effect_targets.py shared by all.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from cardsmith.grammar import nodes as n
from cardsmith.grammar.render_en import capitalise, render_en

from . import refs
from .context import EffectContext
from .decisions import Action
from .effect_targets import subject_player
from .effects_board import move_fighter  # noqa: F401 - other modules import it from here
from .effects_board import (effect_choose_fighter, effect_choose_opponent, effect_choose_space,
                            effect_move, effect_move_through, effect_move_to_space,
                            effect_move_token, effect_place, effect_remove,
                            effect_return_defeated, effect_swap)
from .effects_cards import (effect_choose_card_for, effect_discard, effect_discard_matching,
                            effect_draw, effect_keep_one, effect_name_value, effect_put_in_hand,
                            effect_put_on_deck, effect_return_card, effect_reveal_hand,
                            effect_reveal_top, effect_transform)
from .effects_combat import (effect_add_to_value, effect_boost_card, effect_cancel,
                             effect_change_printed, effect_deal_damage, effect_defeat,
                             effect_ignore_value, effect_lock_value, effect_recover,
                             effect_recover_each, effect_set_value, effect_static,
                             effect_take_damage, effect_value_plus)
from .engine import Steps, ask, ask_yes_no
from .state import Fighter, GameData


# ---------------------------------------------------------------- running sections


def run_section(data: GameData, ctx: EffectContext) -> Steps:
    sentences = ctx.section.sentences
    yield from _choose_wild_symbol(data, ctx)
    for index, sentence in enumerate(sentences):
        following = sentences[index + 1] if index + 1 < len(sentences) else None
        if following is not None and following.instead and refs.applies(data, ctx, following):
            continue  # replaced by the next sentence
        if sentence.delayed:
            data.delayed.append((ctx.player, replace(sentence, delayed=False)))
            continue
        if refs.applies(data, ctx, sentence):
            yield from run_clauses(data, ctx, sentence.clauses)


def _choose_wild_symbol(data: GameData, ctx: EffectContext) -> Steps:
    """A wild symbol shown counts as any ONE symbol (R-29): where the text marks sentences
    with several symbols the player does not show, the player picks the one it counts as."""
    hero = data.players[ctx.player].hero
    shown = data.shown_symbols(ctx.player)
    if not any(symbol in hero.wild_symbols for symbol in shown):
        return
    marked = list(dict.fromkeys(s.symbol for s in ctx.section.sentences if s.symbol))
    wanted = [glyph for glyph in marked if hero.symbols.get(glyph) not in shown]
    if len(wanted) > 1:
        options = [Action(f"The wild symbol counts as {glyph} ({hero.symbols.get(glyph)})", glyph)
                   for glyph in wanted]
        ctx.wild_as = yield from ask(ctx.player, "symbol", "what the wild symbol counts as",
                                     options)
    elif wanted:
        ctx.wild_as = wanted[0]


def run_ability(data: GameData, player: int, section: n.Section, fighter: Fighter | None,
                combat=None) -> Steps:
    data.log("ability", player=player, trigger=section.header.kind.value)
    ctx = EffectContext(player, fighter, section, combat=combat)
    yield from run_section(data, ctx)


def run_clauses(data: GameData, ctx: EffectContext, clauses) -> Steps:
    for clause in clauses:
        yield from EFFECTS[type(clause)](data, ctx, clause)


# ---------------------------------------------------------------- effects that run other effects


def effect_may(data: GameData, ctx: EffectContext, node: n.May) -> Steps:
    if isinstance(node.body, n.MoveThrough):
        return  # the permission is read by the move before it
    if isinstance(node.subject, n.Player):
        player = subject_player(data, ctx, node.subject)
    else:
        subject = refs.fighter_now(data, ctx, node.subject)
        player = subject.owner if subject else ctx.player
    # "They may discard 1 card": the body is theirs, with the card's player as their opponent.
    acting = ctx if player == ctx.player else replace(ctx, player=player, opponent=ctx.player)
    if not affordable(data, acting, node.body) or isinstance(node.body, n.PlayAs):
        ctx.took_option[player] = False
        return
    took = yield from ask_yes_no(player, f"you may {render_en(node.body)}")
    ctx.took_option[player] = took
    if not took:
        return
    yield from EFFECTS[type(node.body)](data, acting, node.body)
    if acting is not ctx:
        ctx.last_card, ctx.that_fighter = acting.last_card, acting.that_fighter


def affordable(data: GameData, ctx: EffectContext, body) -> bool:
    """Whether an optional effect can happen at all: what cannot is not offered, and "if
    you do" is then false."""
    if isinstance(body, n.Spend) and body.amount is not None:
        return data.players[ctx.player].resources.get(body.resource, 0) >= body.amount.value
    if isinstance(body, n.DealDamage) and isinstance(body.target, n.FighterSelection):
        return bool(refs.matches(data, ctx, body.target))
    if isinstance(body, n.Discard):  # "They may choose to discard 1 card": not from no cards
        return bool(data.players[subject_player(data, ctx, body.subject)].hand)
    return True


def effect_spend(data: GameData, ctx: EffectContext, node: n.Spend) -> Steps:
    held = data.players[ctx.player].resources
    have = held.get(node.resource, 0)
    if node.amount is None:
        options = [Action(f"Spend {k} {node.resource}", k) for k in range(have + 1)]
        amount = yield from ask(ctx.player, "spend", f"spend how much {node.resource}?", options)
    elif have < node.amount.value:
        return  # cannot pay, so the effect it pays for does not happen
    else:
        amount = node.amount.value
    held[node.resource] = have - amount
    ctx.spent[node.resource] = ctx.spent.get(node.resource, 0) + amount
    data.log("resource", player=ctx.player, resource=node.resource, amount=held[node.resource])
    if node.then is not None:
        yield from EFFECTS[type(node.then)](data, ctx, node.then)


def effect_choose_effects(data: GameData, ctx: EffectContext, node: n.ChooseEffects) -> Steps:
    times = ctx.spent.get(node.per_spent, 0) if node.per_spent else node.count.value
    remaining = list(node.options)
    for _ in range(min(times, len(remaining))):
        options = [Action(capitalise(render_en(o)), i) for i, o in enumerate(remaining)]
        index = yield from ask(ctx.player, "effect", "choose an effect", options)
        chosen = remaining.pop(index)
        yield from EFFECTS[type(chosen)](data, ctx, chosen)


# ---------------------------------------------------------------- resources and the turn


def effect_gain_resource(data: GameData, ctx: EffectContext, node: n.GainResource) -> Steps:
    gain_resource(data, ctx.player, node.resource, refs.value(data, ctx, node.amount))
    return
    yield


def gain_resource(data: GameData, player: int, name: str, amount: int) -> None:
    resource = data.players[player].hero.resource(name)
    if resource is None:
        return
    held = data.players[player].resources
    held[name] = min(resource.max, held[name] + amount)
    data.log("resource", player=player, resource=name, amount=held[name])


def effect_gain_action(data: GameData, ctx: EffectContext, node: n.GainAction) -> Steps:
    data.actions_left += node.amount.value
    data.log("gain action", player=ctx.player, amount=node.amount.value)
    return
    yield


def effect_end_turn(data: GameData, ctx: EffectContext, node: n.EndTurn) -> Steps:
    data.actions_left = 0
    data.log("end turn", player=ctx.player)
    return
    yield



EFFECTS: dict[type, Callable[..., Steps]] = {
    n.Draw: effect_draw,
    n.Discard: effect_discard,
    n.DealDamage: effect_deal_damage,
    n.Recover: effect_recover,
    n.Move: effect_move,
    n.MoveThrough: effect_move_through,
    n.Place: effect_place,
    n.ReturnDefeated: effect_return_defeated,
    n.ChooseSpace: effect_choose_space,
    n.ChooseFighter: effect_choose_fighter,
    n.ChooseOpponent: effect_choose_opponent,
    n.May: effect_may,
    n.GainAction: effect_gain_action,
    n.Cancel: effect_cancel,
    n.IgnoreValue: effect_ignore_value,
    n.AddToValue: effect_add_to_value,
    n.SetValue: effect_set_value,
    n.Defeat: effect_defeat,
    n.Swap: effect_swap,
    n.GainResource: effect_gain_resource,
    n.Spend: effect_spend,
    n.ChooseEffects: effect_choose_effects,
    n.ReturnCard: effect_return_card,
    n.PlayAs: effect_static,
    n.Uncancellable: effect_static,
    n.ValuePlus: effect_value_plus,
    n.BoostCard: effect_boost_card,
    n.DiscardMatching: effect_discard_matching,
    n.TakeDamage: effect_take_damage,
    n.RecoverEach: effect_recover_each,
    n.PutInHand: effect_put_in_hand,
    n.RevealTop: effect_reveal_top,
    n.RevealHand: effect_reveal_hand,
    n.LookAtHand: effect_reveal_hand,
    n.ChooseCardFor: effect_choose_card_for,
    n.KeepOne: effect_keep_one,
    n.PutOnDeck: effect_put_on_deck,
    n.NameValue: effect_name_value,
    n.Transform: effect_transform,
    n.ChangePrintedValue: effect_change_printed,
    n.FaceUp: effect_static,
    n.Predict: effect_static,
    n.UncancellableCards: effect_static,
    n.MoveToSpace: effect_move_to_space,
    n.MoveToken: effect_move_token,
    n.Remove: effect_remove,
    n.EndTurn: effect_end_turn,
    n.LockValue: effect_lock_value,
}

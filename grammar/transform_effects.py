"""Parse tree -> AST, the rules for effects: one method (or built method) per way of writing
each clause. A part of `EffectTransformer`."""

from __future__ import annotations

from lark import v_args

from . import nodes as n
from .rule_builders import constant_rule, node_rule, span_of


class EffectRules:
    """The methods of `EffectTransformer` for the clauses: the effects."""

    # cards and hands
    @v_args(meta=True)
    def draw_imperative(self, meta, children):
        amount, up_to, more = children[0]
        return n.Draw(amount, None, up_to, more, span=span_of(meta))

    @v_args(meta=True)
    def draw_by_player(self, meta, children):
        player, (amount, up_to, more) = children
        return n.Draw(amount, player, up_to, more, span=span_of(meta))

    draw_by_you = draw_by_player

    def draw_count(self, children):
        count, more = children
        return count, False, more is not None

    def draw_up_to(self, children):
        return children[0], True, False

    @v_args(meta=True)
    def draw_equal_to(self, meta, children):
        return n.EqualTo(children[-1], span=span_of(meta)), False, False

    @v_args(meta=True)
    def discard_imperative(self, meta, children):
        count, random = children
        return n.Discard(count, None, random is not None, span=span_of(meta))

    @v_args(meta=True)
    def discard_by_player(self, meta, children):
        player, count, random = children
        return n.Discard(count, player, random is not None, span=span_of(meta))

    @v_args(meta=True)
    def discard_any(self, meta, children):
        return n.Discard(None, from_hand=children[0] is not None, span=span_of(meta))

    def from_hand(self, _):
        return True

    @v_args(meta=True)
    def discard_kind(self, meta, children):
        return n.Discard(None, kind=children[0], span=span_of(meta))

    @v_args(meta=True)
    def discard_matching_value(self, meta, children):
        return n.DiscardMatching(children[0], span=span_of(meta))

    return_card = node_rule(n.ReturnCard)

    @v_args(meta=True)
    def return_card_to_them(self, meta, children):
        return n.ReturnCard(children[0], True, span=span_of(meta))

    put_card = node_rule(n.PutInHand)
    reveal_top = constant_rule(lambda s: n.RevealTop(span=s))
    reveal_hand = node_rule(n.RevealHand)
    look_at_opponents_hand = constant_rule(lambda s: n.LookAtHand(n.Player.OPPONENT, span=s))
    look_at_their_hand = constant_rule(lambda s: n.LookAtHand(n.Player.THEY, span=s))
    choose_card_to_play = constant_rule(lambda s: n.ChooseCardFor("play", span=s))

    @v_args(meta=True)
    def choose_card_to_discard(self, meta, children):
        return n.ChooseCardFor("discard", children[0], span=span_of(meta))

    keep_one = constant_rule(lambda s: n.KeepOne(span=s))
    put_on_deck = node_rule(n.PutOnDeck)
    name_value = constant_rule(lambda s: n.NameValue(span=s))

    @v_args(meta=True)
    def transform_to(self, meta, children):
        return n.Transform((children[0],), span=span_of(meta))

    @v_args(meta=True)
    def transform_into(self, meta, children):
        return n.Transform(tuple(children), True, span=span_of(meta))

    # damage and health
    @v_args(meta=True)
    def deal_count(self, meta, children):
        count, target, per = children
        return n.DealDamage(count, target, per=per, span=span_of(meta))

    @v_args(meta=True)
    def deal_equal_to(self, meta, children):
        target, expr = children
        equal = n.EqualTo(expr, span=expr.span)
        return n.DealDamage(equal, target, span=span_of(meta))

    @v_args(meta=True)
    def deal_equal_first(self, meta, children):
        expr, target = children
        equal = n.EqualTo(expr, span=expr.span)
        return n.DealDamage(equal, target, equal_first=True, span=span_of(meta))

    @v_args(meta=True)
    def deal_by_fighter(self, meta, children):
        source, count, target = children
        return n.DealDamage(count, target, source, span=span_of(meta))

    @v_args(meta=True)
    def take_damage_self(self, meta, children):
        return n.TakeDamage(children[0], span=span_of(meta))

    @v_args(meta=True)
    def take_damage(self, meta, children):
        target, count = children
        return n.TakeDamage(count, target, span=span_of(meta))

    @v_args(meta=True)
    def take_damage_equal(self, meta, children):
        target, expr = children
        return n.TakeDamage(n.EqualTo(expr, span=expr.span), target, span=span_of(meta))

    defeat = node_rule(n.Defeat)

    @v_args(meta=True)
    def recover_imperative(self, meta, children):
        count, per = children
        return n.Recover(count, per=per, span=span_of(meta))

    @v_args(meta=True)
    def recover_by_fighter(self, meta, children):
        fighter, count, per = children
        return n.Recover(count, fighter, per, span=span_of(meta))

    @v_args(meta=True)
    def recover_each(self, meta, children):
        first, second, count = children
        return n.RecoverEach((first, second), count, span=span_of(meta))

    # resources, and effects to choose from
    @v_args(meta=True)
    def gain_resource(self, meta, children):
        count, name = children
        return n.GainResource(count, str(name), span=span_of(meta))

    @v_args(meta=True)
    def gain_resource_equal(self, meta, children):
        name, expr = children
        return n.GainResource(n.EqualTo(expr, span=expr.span), str(name), span=span_of(meta))

    @v_args(meta=True)
    def spend(self, meta, children):
        count, name = children
        return n.Spend(str(name), count, span=span_of(meta))

    @v_args(meta=True)
    def spend_any(self, meta, children):
        return n.Spend(str(children[0]), span=span_of(meta))

    @v_args(meta=True)
    def spend_to(self, meta, children):
        count, name, then = children
        return n.Spend(str(name), count, then, span=span_of(meta))

    @v_args(meta=True)
    def choose_effects(self, meta, children):
        count, *options = children
        return n.ChooseEffects(tuple(options), count, span=span_of(meta))

    @v_args(meta=True)
    def choose_per_spent(self, meta, children):
        name, *options = children
        return n.ChooseEffects(tuple(options), None, str(name), span=span_of(meta))

    def effect_option(self, children):
        return children[0]

    # the board
    @v_args(meta=True)
    def move_self(self, meta, children):
        return n.Move(children[0], span=span_of(meta))

    @v_args(meta=True)
    def move_target(self, meta, children):
        target, distance = children
        return n.Move(distance, target, span=span_of(meta))

    move_through = node_rule(n.MoveThrough)

    def distance(self, children):
        return children[0]

    place = node_rule(n.Place)

    @v_args(meta=True)
    def place_on(self, meta, children):
        fighter, space = children
        return n.Place(fighter, space, True, span=span_of(meta))

    @v_args(meta=True)
    def return_defeated(self, meta, children):
        selection, if_any, space = children
        return n.ReturnDefeated(selection, space, if_any is not None, span=span_of(meta))

    def if_any(self, _):
        return True

    @v_args(meta=True)
    def move_to_space(self, meta, children):
        return n.MoveToSpace(children[0], children[1], span=span_of(meta))

    @v_args(meta=True)
    def move_token(self, meta, children):
        count, token, distance = children
        return n.MoveToken(str(token), "count", count, distance, span=span_of(meta))

    @v_args(meta=True)
    def move_that_token_to(self, meta, children):
        token, space = children
        return n.MoveToken(str(token), "that", to=space, span=span_of(meta))

    @v_args(meta=True)
    def move_token_to(self, meta, children):
        count, token, space = children
        return n.MoveToken(str(token), "count", count, to=space, span=span_of(meta))

    @v_args(meta=True)
    def move_each_token_to(self, meta, children):
        token, space = children
        return n.MoveToken(str(token), "each", to=space, span=span_of(meta))

    @v_args(meta=True)
    def player_moves_token(self, meta, children):
        player, then, count, token, distance = children
        return n.MoveToken(str(token), "count", count, distance, subject=player,
                           then=then is not None, span=span_of(meta))

    @v_args(meta=True)
    def player_moves_different_token(self, meta, children):
        player, then, token, distance = children
        return n.MoveToken(str(token), "different", None, distance, subject=player,
                           then=then is not None, span=span_of(meta))

    remove = node_rule(n.Remove)

    @v_args(meta=True)
    def swap_self(self, meta, children):
        return n.Swap(children[0], span=span_of(meta))

    @v_args(meta=True)
    def swap_fighter(self, meta, children):
        fighter, other = children
        return n.Swap(other, fighter, span=span_of(meta))

    # choices, options and the turn
    choose_space = node_rule(n.ChooseSpace)
    choose_fighter = node_rule(n.ChooseFighter)
    choose_opponent = constant_rule(lambda s: n.ChooseOpponent(span=s))

    @v_args(meta=True)
    def may_player(self, meta, children):
        subject, choose_to, body = children
        return n.May(body, subject, choose_to is not None, span=span_of(meta))

    may_fighter = may_player

    def choose_to(self, _):
        return True

    gain_action = node_rule(n.GainAction)
    end_turn = constant_rule(lambda s: n.EndTurn(span=s))

    # combat values and what a card is
    cancel = node_rule(n.Cancel)

    @v_args(meta=True)
    def ignore_value(self, meta, children):
        card, kind = children
        return n.IgnoreValue(card, kind or n.ValueKind.ANY, span=span_of(meta))

    @v_args(meta=True)
    def ignore_value_of(self, meta, children):
        return n.IgnoreValue(children[0], n.ValueKind.ANY, True, span=span_of(meta))

    @v_args(meta=True)
    def add_to_value(self, meta, children):
        amount, card, kind, per = children
        return n.AddToValue(amount, card, kind or n.ValueKind.ANY, per, span=span_of(meta))

    @v_args(meta=True)
    def add_to_value_of(self, meta, children):
        amount, kind, card = children
        return n.AddToValue(amount, card, kind or n.ValueKind.ANY, of_form=True,
                            span=span_of(meta))

    @v_args(meta=True)
    def set_value(self, meta, children):
        card, value = children
        return n.SetValue(card, int(value), span=span_of(meta))

    @v_args(meta=True)
    def make_value(self, meta, children):
        card, value = children
        return n.SetValue(card, int(value), True, span=span_of(meta))

    change_printed_value = node_rule(n.ChangePrintedValue)
    face_up = node_rule(n.FaceUp)

    @v_args(meta=True)
    def predict(self, meta, children):
        kind, card = children
        return n.Predict(card, kind or n.ValueKind.ANY, span=span_of(meta))

    @v_args(meta=True)
    def lock_value(self, meta, children):
        return n.LockValue(int(children[0]), span=span_of(meta))

    @v_args(meta=True)
    def play_as(self, meta, children):
        card, kind = children
        return n.PlayAs(card, kind, span=span_of(meta))

    @v_args(meta=True)
    def value_plus(self, meta, children):
        card, amount, per = children
        return n.ValuePlus(card, int(amount), per, span=span_of(meta))

    uncancellable = node_rule(n.Uncancellable)

    @v_args(meta=True)
    def uncancellable_cards(self, meta, children):
        return n.UncancellableCards(tuple(children), span=span_of(meta))

    boost_card = node_rule(n.BoostCard)

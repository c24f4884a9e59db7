"""Parse tree -> AST, the rules for effects: one method (or built method) per way of writing
each clause. A part of `EffectTransformer`."""

from __future__ import annotations

from lark import v_args

from . import nodes as n
from .rule_builders import ShapeError, constant_rule, node_rule, span_of


class EffectRules:
    """The methods of `EffectTransformer` for the clauses: the effects."""

    # cards and hands
    @v_args(meta=True)
    def draw_imperative(self, meta, children):
        amount, up_to, more = children[0]
        return n.Draw(amount, None, up_to, more is True, more == "until", span=span_of(meta))

    @v_args(meta=True)
    def draw_by_player(self, meta, children):
        player, (amount, up_to, more) = children
        return n.Draw(amount, player, up_to, more is True, more == "until", span=span_of(meta))

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
    def draw_up_to_that_many(self, meta, children):
        return n.EqualTo(n.ThatMany(span=span_of(meta)), span=span_of(meta)), True, False

    def draw_until(self, children):
        return n.Number(int(children[0]), span=_token_span(children[0])), False, "until"

    @v_args(meta=True)
    def discard_card_set(self, meta, children):
        return discard_of(None, children[0], span_of(meta))

    @v_args(meta=True)
    def discard_card_set_by(self, meta, children):
        return discard_of(children[0], children[1], span_of(meta))

    @v_args(meta=True)
    def discard_matching_value(self, meta, children):
        return n.DiscardMatching(children[0], span=span_of(meta))

    return_card = node_rule(n.ReturnCard)

    @v_args(meta=True)
    def return_card_to_them(self, meta, children):
        return n.ReturnCard(children[0], True, span=span_of(meta))

    reveal_hand = node_rule(n.RevealHand)
    look_at_opponents_hand = constant_rule(lambda s: n.LookAtHand(n.Player.OPPONENT, span=s))
    look_at_their_hand = constant_rule(lambda s: n.LookAtHand(n.Player.THEY, span=s))
    look_at_an_opponents_hand = constant_rule(
        lambda s: n.LookAtHand(n.Player.OPPONENT, True, span=s))

    @v_args(meta=True)
    def choose_card_to_play(self, meta, children):
        cards = children[0]
        if cards != _ATTACK_OR_VERSATILE:
            raise ShapeError("only 'an attack or versatile card' is chosen for them to play",
                             cards.span)
        return n.ChooseCardFor("play", span=span_of(meta))

    @v_args(meta=True)
    def choose_card_to_discard(self, meta, children):
        cards = children[0]
        hand = n.Pile(n.PileKind.HAND, n.Owner.THEIR)
        plain = isinstance(cards, n.CardSet) and cards.amount is n.SetAmount.COUNT and (
            n.CardSet(count=cards.count, where=cards.where, pile=cards.pile) == cards)
        if not plain or (cards.where, cards.pile) not in ((None, None), (n.CardWhere.IN, hand)):
            raise ShapeError("expected a number of cards (in their hand) for them to discard",
                             cards.span)
        return n.ChooseCardFor("discard", cards.count, cards.where is not None,
                               span=span_of(meta))

    keep_one = constant_rule(lambda s: n.KeepOne(span=s))
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
    def recover_equal_to(self, meta, children):
        fighter, expr = children if len(children) == 2 else (None, children[0])
        return n.Recover(n.EqualTo(expr, span=expr.span), fighter, span=span_of(meta))

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
    def choose_different_effects(self, meta, children):
        number, _, *options = children
        count = n.Number(int(number), span=n.Span(number.start_pos, number.end_pos))
        return n.ChooseEffects(tuple(options), count, different=True, span=span_of(meta))

    @v_args(meta=True)
    def choose_one_effect(self, meta, children):
        return n.ChooseEffects(tuple(children), n.Number(1, spelled=True), span=span_of(meta))

    @v_args(meta=True)
    def opponent_chooses(self, meta, children):
        chooser, *options = children
        return n.ChooseEffects(tuple(options), n.Number(1, spelled=True), chooser=chooser,
                               span=span_of(meta))

    @v_args(meta=True)
    def choose_per_spent(self, meta, children):
        name, *options = children
        return n.ChooseEffects(tuple(options), None, str(name), span=span_of(meta))

    def effect_option(self, children):
        return children[0]

    @v_args(meta=True)
    def effect_option_together(self, meta, children):
        return n.Together(tuple(children), span=span_of(meta))

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


_ATTACK_OR_VERSATILE = n.CardSet(count=n.Number(1, article=True),
                                 types=(n.CardType.ATTACK, n.CardType.VERSATILE))


def discard_of(subject, cards, span) -> n.Node:
    """What discarding `cards` is: the hand's own shapes ("1 random card", "any number of
    cards (from your hand)", "Dr. Jekyll cards") are Discard, as they always were; anything
    else (the top of a deck, cards from an area) is DiscardFromPile, but "discard up to 3
    cards", which both games write: Super Fantasy Brawl's DiscardCards."""
    if isinstance(cards, n.CardSet):
        if subject is None and cards.amount is n.SetAmount.UP_TO and cards == n.CardSet(
                n.SetAmount.UP_TO, cards.count, span=cards.span):
            return n.DiscardCards(cards.count, n.CardKind(), True, span=span)
        if cards.amount is n.SetAmount.COUNT and cards == n.CardSet(
                count=cards.count, random=cards.random, span=cards.span):
            return n.Discard(cards.count, subject, cards.random, span=span)
        hand = (n.CardWhere.FROM, n.Pile(n.PileKind.HAND))
        if cards.amount is n.SetAmount.ANY_NUMBER and cards == n.CardSet(
                n.SetAmount.ANY_NUMBER, where=cards.where, pile=cards.pile) and (
                cards.where is None or (cards.where, cards.pile) == hand):
            return n.Discard(None, subject, from_hand=cards.where is not None, span=span)
        if cards.amount is n.SetAmount.NONE and cards == n.CardSet(n.SetAmount.NONE,
                                                                   kind=cards.kind):
            return n.Discard(None, subject, kind=cards.kind, span=span)
    return n.DiscardFromPile(cards, subject, span=span)


def _token_span(token) -> n.Span:
    return n.Span(token.start_pos, token.end_pos)

"""Parse tree -> typed AST: one transformer method per grammar rule or alias.

The transformer only builds nodes (with their spans); whether a sentence makes sense on
its card is the compiler's semantic check, not the transformer's.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Transformer, v_args
from lark.visitors import Discard as DropChild

from . import nodes as n


def _span(meta) -> n.Span | None:
    if getattr(meta, "empty", True):
        return None
    return n.Span(meta.start_pos, meta.end_pos)


def _node(cls):
    """A transformer method that builds `cls` from the children, with the rule's span."""

    @v_args(meta=True)
    def build(self, meta, children):
        return cls(*children, span=_span(meta))

    return build


def _const(factory):
    @v_args(meta=True)
    def build(self, meta, children):
        return factory(_span(meta))

    return build


def _pronoun(word: n.FighterWord):
    return _const(lambda span: n.FighterPronoun(word, span=span))


class EffectTransformer(Transformer):
    # text and sections
    @v_args(meta=True)
    def effect_text(self, meta, items):
        """Group the flat items into sections: a header takes the sentences after it."""
        groups: list[tuple[n.Header | None, list[n.Sentence]]] = []
        for item in items:
            if isinstance(item, tuple):  # (header, first sentence)
                groups.append((item[0], [item[1]]))
            elif groups:
                groups[-1][1].append(item)
            else:
                groups.append((None, [item]))
        sections = tuple(n.Section(header, tuple(sentences), span=_join_spans(header, sentences))
                         for header, sentences in groups)
        return n.EffectText(sections, span=_span(meta))

    def headed_sentence(self, children):
        return children[0], children[1]

    immediately = _const(lambda s: n.Header(n.HeaderKind.IMMEDIATELY, span=s))
    during_combat = _const(lambda s: n.Header(n.HeaderKind.DURING_COMBAT, span=s))
    after_combat = _const(lambda s: n.Header(n.HeaderKind.AFTER_COMBAT, span=s))
    after_you_attack = _const(lambda s: n.Header(n.HeaderKind.AFTER_YOU_ATTACK, span=s))
    after_you_maneuver = _const(lambda s: n.Header(n.HeaderKind.AFTER_YOU_MANEUVER, span=s))
    start_of_turn = _const(lambda s: n.Header(n.HeaderKind.START_OF_TURN, span=s))
    end_of_turn = _const(lambda s: n.Header(n.HeaderKind.END_OF_TURN, span=s))

    @v_args(meta=True)
    def when_dealt_damage(self, meta, children):
        return n.Header(n.HeaderKind.WHEN_DEALT_DAMAGE, children[0], span=_span(meta))

    # sentences
    @v_args(meta=True)
    def plain_sentence(self, meta, children):
        symbol, then, also, (clauses, joins), instead = children
        return n.Sentence(clauses, joins, instead=instead is not None, then=then is not None,
                          symbol=_text(symbol), also=also is not None, span=_span(meta))

    @v_args(meta=True)
    def conditional_sentence(self, meta, children):
        symbol, then, condition, (clauses, joins), instead = children
        return n.Sentence(clauses, joins, condition, instead=instead is not None,
                          then=then is not None, symbol=_text(symbol), span=_span(meta))

    @v_args(meta=True)
    def delayed_sentence(self, meta, children):
        clauses, joins = children[0]
        return n.Sentence(clauses, joins, delayed=True, span=_span(meta))

    @v_args(meta=True)
    def while_condition(self, meta, children):
        return n.Header(n.HeaderKind.WHILE, condition=children[0], span=_span(meta))

    @v_args(meta=True)
    def move_to_space(self, meta, children):
        return n.MoveToSpace(children[0], children[1], span=_span(meta))

    @v_args(meta=True)
    def move_token(self, meta, children):
        count, token, distance = children
        return n.MoveToken(str(token), "count", count, distance, span=_span(meta))

    @v_args(meta=True)
    def move_that_token_to(self, meta, children):
        token, space = children
        return n.MoveToken(str(token), "that", to=space, span=_span(meta))

    @v_args(meta=True)
    def move_token_to(self, meta, children):
        count, token, space = children
        return n.MoveToken(str(token), "count", count, to=space, span=_span(meta))

    @v_args(meta=True)
    def move_each_token_to(self, meta, children):
        token, space = children
        return n.MoveToken(str(token), "each", to=space, span=_span(meta))

    @v_args(meta=True)
    def player_moves_token(self, meta, children):
        player, then, count, token, distance = children
        return n.MoveToken(str(token), "count", count, distance, subject=player,
                           then=then is not None, span=_span(meta))

    @v_args(meta=True)
    def player_moves_different_token(self, meta, children):
        player, then, token, distance = children
        return n.MoveToken(str(token), "different", None, distance, subject=player,
                           then=then is not None, span=_span(meta))

    remove = _node(n.Remove)
    end_turn = _const(lambda s: n.EndTurn(span=s))

    @v_args(meta=True)
    def lock_value(self, meta, children):
        return n.LockValue(int(children[0]), span=_span(meta))

    @v_args(meta=True)
    def place_on(self, meta, children):
        fighter, space = children
        return n.Place(fighter, space, True, span=_span(meta))

    space_without_fighter = _const(lambda s: n.SpaceSelection(
        n.SpaceQuantifier.A, True, phrasing="without a fighter", span=s))
    space_another = _const(lambda s: n.SpaceSelection(
        n.SpaceQuantifier.A, phrasing="another", span=s))
    space_any_other = _const(lambda s: n.SpaceSelection(
        n.SpaceQuantifier.ANY, phrasing="any other", span=s))

    @v_args(meta=True)
    def on_token_spaces(self, meta, children):
        return n.OnTokenSpaces(str(children[0]), span=_span(meta))

    @v_args(meta=True)
    def on_token(self, meta, children):
        fighter, token = children
        return n.OnToken(fighter, str(token), span=_span(meta))

    @v_args(meta=True)
    def started_on_token(self, meta, children):
        fighter, token = children
        return n.OnToken(fighter, str(token), True, span=_span(meta))

    played_as_first_action = _const(lambda s: n.PlayedAsFirstAction(span=s))
    his_defense_cards = _const(lambda s: n.CardRef(n.CardWord.HIS_DEFENSE_CARDS, span=s))

    def clauses(self, children):
        return tuple(children[0::2]), tuple(children[1::2])

    def join_then(self, _):
        return n.Join.THEN

    def join_and(self, _):
        return n.Join.AND

    # cards and hands
    @v_args(meta=True)
    def draw_imperative(self, meta, children):
        amount, up_to, more = children[0]
        return n.Draw(amount, None, up_to, more, span=_span(meta))

    @v_args(meta=True)
    def draw_by_player(self, meta, children):
        player, (amount, up_to, more) = children
        return n.Draw(amount, player, up_to, more, span=_span(meta))

    draw_by_you = draw_by_player

    def draw_count(self, children):
        count, more = children
        return count, False, more is not None

    def draw_up_to(self, children):
        return children[0], True, False

    @v_args(meta=True)
    def draw_equal_to(self, meta, children):
        return n.EqualTo(children[-1], span=_span(meta)), False, False

    @v_args(meta=True)
    def discard_imperative(self, meta, children):
        count, random = children
        return n.Discard(count, None, random is not None, span=_span(meta))

    @v_args(meta=True)
    def discard_by_player(self, meta, children):
        player, count, random = children
        return n.Discard(count, player, random is not None, span=_span(meta))

    def card_noun(self, _):
        return DropChild  # the noun's number follows the count; the AST keeps only the count

    space_noun = action_noun = card_noun

    # damage and health
    @v_args(meta=True)
    def deal_count(self, meta, children):
        count, target, per = children
        return n.DealDamage(count, target, per=per, span=_span(meta))

    @v_args(meta=True)
    def deal_equal_to(self, meta, children):
        target, expr = children
        equal = n.EqualTo(expr, span=expr.span)
        return n.DealDamage(equal, target, span=_span(meta))

    @v_args(meta=True)
    def deal_equal_first(self, meta, children):
        expr, target = children
        equal = n.EqualTo(expr, span=expr.span)
        return n.DealDamage(equal, target, equal_first=True, span=_span(meta))

    def per(self, children):
        return children[0]

    @v_args(meta=True)
    def take_damage_self(self, meta, children):
        return n.TakeDamage(children[0], span=_span(meta))

    @v_args(meta=True)
    def take_damage(self, meta, children):
        target, count = children
        return n.TakeDamage(count, target, span=_span(meta))

    @v_args(meta=True)
    def take_damage_equal(self, meta, children):
        target, expr = children
        return n.TakeDamage(n.EqualTo(expr, span=expr.span), target, span=_span(meta))

    @v_args(meta=True)
    def discard_any(self, meta, children):
        return n.Discard(None, from_hand=children[0] is not None, span=_span(meta))

    def from_hand(self, _):
        return True

    @v_args(meta=True)
    def discard_kind(self, meta, children):
        return n.Discard(None, kind=children[0], span=_span(meta))

    @v_args(meta=True)
    def discard_matching_value(self, meta, children):
        return n.DiscardMatching(children[0], span=_span(meta))

    @v_args(meta=True)
    def deal_by_fighter(self, meta, children):
        source, count, target = children
        return n.DealDamage(count, target, source, span=_span(meta))

    defeat = _node(n.Defeat)

    @v_args(meta=True)
    def swap_self(self, meta, children):
        return n.Swap(children[0], span=_span(meta))

    @v_args(meta=True)
    def swap_fighter(self, meta, children):
        fighter, other = children
        return n.Swap(other, fighter, span=_span(meta))

    @v_args(meta=True)
    def gain_resource(self, meta, children):
        count, name = children
        return n.GainResource(count, str(name), span=_span(meta))

    @v_args(meta=True)
    def gain_resource_equal(self, meta, children):
        name, expr = children
        return n.GainResource(n.EqualTo(expr, span=expr.span), str(name), span=_span(meta))

    @v_args(meta=True)
    def spend(self, meta, children):
        count, name = children
        return n.Spend(str(name), count, span=_span(meta))

    @v_args(meta=True)
    def spend_any(self, meta, children):
        return n.Spend(str(children[0]), span=_span(meta))

    @v_args(meta=True)
    def spend_to(self, meta, children):
        count, name, then = children
        return n.Spend(str(name), count, then, span=_span(meta))

    @v_args(meta=True)
    def choose_effects(self, meta, children):
        count, *options = children
        return n.ChooseEffects(tuple(options), count, span=_span(meta))

    @v_args(meta=True)
    def choose_per_spent(self, meta, children):
        name, *options = children
        return n.ChooseEffects(tuple(options), None, str(name), span=_span(meta))

    def effect_option(self, children):
        return children[0]

    return_card = _node(n.ReturnCard)

    @v_args(meta=True)
    def return_card_to_them(self, meta, children):
        return n.ReturnCard(children[0], True, span=_span(meta))

    put_card = _node(n.PutInHand)
    reveal_top = _const(lambda s: n.RevealTop(span=s))
    reveal_hand = _node(n.RevealHand)
    look_at_opponents_hand = _const(lambda s: n.LookAtHand(n.Player.OPPONENT, span=s))
    look_at_their_hand = _const(lambda s: n.LookAtHand(n.Player.THEY, span=s))
    choose_card_to_play = _const(lambda s: n.ChooseCardFor("play", span=s))

    @v_args(meta=True)
    def choose_card_to_discard(self, meta, children):
        return n.ChooseCardFor("discard", children[0], span=_span(meta))

    keep_one = _const(lambda s: n.KeepOne(span=s))
    put_on_deck = _node(n.PutOnDeck)
    name_value = _const(lambda s: n.NameValue(span=s))

    @v_args(meta=True)
    def transform_to(self, meta, children):
        return n.Transform((children[0],), span=_span(meta))

    @v_args(meta=True)
    def transform_into(self, meta, children):
        return n.Transform(tuple(children), True, span=_span(meta))

    @v_args(meta=True)
    def play_as(self, meta, children):
        card, kind = children
        return n.PlayAs(card, kind, span=_span(meta))

    @v_args(meta=True)
    def value_plus(self, meta, children):
        card, amount, per = children
        return n.ValuePlus(card, int(amount), per, span=_span(meta))

    @v_args(meta=True)
    def fighter_count(self, meta, children):
        return n.FighterCount(_selection(n.Quantifier.EACH, children[0], meta), span=_span(meta))

    discarded_count = _const(lambda s: n.DiscardedCount(span=s))
    discarded_count_passive = _const(lambda s: n.DiscardedCount(True, span=s))
    damage_dealt_count = _const(lambda s: n.DamageDealtCount(span=s))

    @v_args(meta=True)
    def resource_count(self, meta, children):
        return n.ResourceCount(str(children[0]), span=_span(meta))

    @v_args(meta=True)
    def spent_count(self, meta, children):
        return n.SpentCount(str(children[0]), span=_span(meta))

    uncancellable = _node(n.Uncancellable)
    boost_card = _node(n.BoostCard)

    @v_args(meta=True)
    def recover_imperative(self, meta, children):
        count, per = children
        return n.Recover(count, per=per, span=_span(meta))

    @v_args(meta=True)
    def recover_by_fighter(self, meta, children):
        fighter, count, per = children
        return n.Recover(count, fighter, per, span=_span(meta))

    @v_args(meta=True)
    def recover_each(self, meta, children):
        first, second, count = children
        return n.RecoverEach((first, second), count, span=_span(meta))

    # the board
    @v_args(meta=True)
    def move_self(self, meta, children):
        return n.Move(children[0], span=_span(meta))

    @v_args(meta=True)
    def move_target(self, meta, children):
        target, distance = children
        return n.Move(distance, target, span=_span(meta))

    move_through = _node(n.MoveThrough)

    def distance(self, children):
        return children[0]

    place = _node(n.Place)

    @v_args(meta=True)
    def return_defeated(self, meta, children):
        selection, if_any, space = children
        return n.ReturnDefeated(selection, space, if_any is not None, span=_span(meta))

    def if_any(self, _):
        return True

    # choices
    choose_space = _node(n.ChooseSpace)
    choose_fighter = _node(n.ChooseFighter)
    choose_opponent = _const(lambda s: n.ChooseOpponent(span=s))

    @v_args(meta=True)
    def may_player(self, meta, children):
        subject, choose_to, body = children
        return n.May(body, subject, choose_to is not None, span=_span(meta))

    may_fighter = may_player

    def choose_to(self, _):
        return True

    gain_action = _node(n.GainAction)

    # combat values
    cancel = _node(n.Cancel)

    @v_args(meta=True)
    def ignore_value(self, meta, children):
        card, kind = children
        return n.IgnoreValue(card, kind or n.ValueKind.ANY, span=_span(meta))

    @v_args(meta=True)
    def ignore_value_of(self, meta, children):
        return n.IgnoreValue(children[0], n.ValueKind.ANY, True, span=_span(meta))

    @v_args(meta=True)
    def add_to_value(self, meta, children):
        amount, card, kind, per = children
        return n.AddToValue(amount, card, kind or n.ValueKind.ANY, per, span=_span(meta))

    @v_args(meta=True)
    def add_to_value_of(self, meta, children):
        amount, kind, card = children
        return n.AddToValue(amount, card, kind or n.ValueKind.ANY, of_form=True,
                            span=_span(meta))

    change_printed_value = _node(n.ChangePrintedValue)
    face_up = _node(n.FaceUp)

    @v_args(meta=True)
    def predict(self, meta, children):
        kind, card = children
        return n.Predict(card, kind or n.ValueKind.ANY, span=_span(meta))

    @v_args(meta=True)
    def uncancellable_cards(self, meta, children):
        return n.UncancellableCards(tuple(children), span=_span(meta))

    @v_args(meta=True)
    def boost_value_from(self, meta, children):
        return n.BoostValue(children[0], "from", span=_span(meta))

    @v_args(meta=True)
    def boost_value_of(self, meta, children):
        return n.BoostValue(children[0], "of", span=_span(meta))

    @v_args(meta=True)
    def damage_you_were_dealt(self, meta, children):
        you = n.FighterPronoun(n.FighterWord.YOUR_FIGHTER)
        return n.DamageDealt(you, True, span=_span(meta))

    @v_args(meta=True)
    def set_value(self, meta, children):
        card, value = children
        return n.SetValue(card, int(value), span=_span(meta))

    @v_args(meta=True)
    def make_value(self, meta, children):
        card, value = children
        return n.SetValue(card, int(value), True, span=_span(meta))

    def attack_value(self, _):
        return n.ValueKind.ATTACK

    def defense_value(self, _):
        return n.ValueKind.DEFENSE

    # expressions
    boost_value = _node(n.BoostValue)
    printed_value = _node(n.PrintedValue)
    damage_dealt = _node(n.DamageDealt)

    @v_args(meta=True)
    def count_number(self, meta, children):
        return n.Number(int(children[0]), span=_span(meta))

    count_article = _const(lambda s: n.Number(1, article=True, span=s))

    # conditions
    @v_args(meta=True)
    def you_did(self, meta, children):
        return replace(children[0], span=_span(meta))  # the span includes "you"

    @v_args(meta=True)
    def you_did_both(self, meta, children):
        return n.Both(children[0], children[1], span=_span(meta))

    attacked_sidekick = _const(lambda s: n.AttackedSidekick(span=s))
    form_is = _node(n.FormIs)
    playing_to_attack = _const(lambda s: n.PlayingTo(n.ValueKind.ATTACK, span=s))
    playing_to_defend = _const(lambda s: n.PlayingTo(n.ValueKind.DEFENSE, span=s))
    predicted_correctly = _const(lambda s: n.PredictedCorrectly(span=s))
    lacks_named_value = _node(n.LacksNamedValue)
    dealt_damage_this_way = _node(n.DealtDamageThisWay)
    won_combat = _const(lambda s: n.CombatOutcome(True, span=s))
    lost_combat = _const(lambda s: n.CombatOutcome(False, span=s))
    is_adjacent = _node(n.IsAdjacent)
    started_elsewhere = _node(n.StartedTurnElsewhere)

    @v_args(meta=True)
    def none_there(self, meta, children):
        return n.NoneThere(_selection(n.Quantifier.NO, children[0], meta), span=_span(meta))

    @v_args(meta=True)
    def did_optional(self, meta, children):
        return n.DidOptional(children[0], True, span=_span(meta))

    @v_args(meta=True)
    def did_not_optional(self, meta, children):
        return n.DidOptional(children[0], False, span=_span(meta))

    # references
    def player_you(self, _):
        return n.Player.YOU

    def player_opponent(self, _):
        return n.Player.OPPONENT

    def player_they(self, _):
        return n.Player.THEY

    your_fighter = _pronoun(n.FighterWord.YOUR_FIGHTER)
    attacking_fighter = _pronoun(n.FighterWord.ATTACKING_FIGHTER)
    this_fighter = _pronoun(n.FighterWord.THIS_FIGHTER)
    that_fighter = _pronoun(n.FighterWord.THAT_FIGHTER)
    opposing_fighter = _pronoun(n.FighterWord.OPPOSING_FIGHTER)
    them = _pronoun(n.FighterWord.THEM)
    that_sidekick = _pronoun(n.FighterWord.THAT_SIDEKICK)
    their_hero = _pronoun(n.FighterWord.THEIR_HERO)
    that_hero = _pronoun(n.FighterWord.THAT_HERO)
    him = _pronoun(n.FighterWord.HIM)

    @v_args(meta=True)
    def named_fighter(self, meta, children):
        return n.FighterName(children[0], False, span=_span(meta))

    @v_args(meta=True)
    def named_fighter_the(self, meta, children):
        return n.FighterName(children[0], True, span=_span(meta))

    def name(self, words):
        return " ".join(str(word) for word in words)

    # selections are built in one place; the rule names only choose the quantifier
    def __default__(self, data, children, meta):
        quantifier = _QUANTIFIERS.get(data)
        if quantifier is None:
            return super().__default__(data, children, meta)
        return _selection(quantifier, children[0], meta)

    def singular_selection(self, children):
        return children

    plural_selection = singular_selection

    def generic_noun(self, _):
        return None

    def kind_noun(self, children):
        return str(children[0])

    @v_args(meta=True)
    def adjacent_to(self, meta, children):
        return n.AdjacentTo(children[0], span=_span(meta))

    @v_args(meta=True)
    def in_zone(self, meta, children):
        return n.InZone(children[0], span=_span(meta))

    in_combat = _const(lambda s: n.InCombat(span=s))
    in_same_zone = _node(n.InSameZone)

    @v_args(meta=True)
    def his_zone(self, meta, children):
        him = n.FighterPronoun(n.FighterWord.HIM, span=_span(meta))
        return n.ZoneOf(him, span=_span(meta))
    zone = _node(n.ZoneOf)

    def space(self, children):
        return children[0]

    that_space = _const(lambda s: n.ThatSpace(span=s))

    @v_args(meta=True)
    def space_any(self, meta, children):
        empty, (zone, adjacent, token) = children[0], _space_filter(children[1])
        return n.SpaceSelection(n.SpaceQuantifier.ANY, empty is not None, zone, adjacent, token,
                                span=_span(meta))

    @v_args(meta=True)
    def space_an_empty(self, meta, children):
        zone, adjacent, token = _space_filter(children[0])
        return n.SpaceSelection(n.SpaceQuantifier.AN, True, zone, adjacent, token,
                                span=_span(meta))

    @v_args(meta=True)
    def space_a(self, meta, children):
        zone, adjacent, token = _space_filter(children[0])
        return n.SpaceSelection(n.SpaceQuantifier.A, False, zone, adjacent, token,
                                span=_span(meta))

    def space_in_zone(self, children):
        return children[0], None, None

    def space_adjacent_to(self, children):
        return None, children[0], None

    def space_with_token(self, children):
        return None, None, str(children[0])

    opponents_card = _const(lambda s: n.CardRef(n.CardWord.OPPONENTS_CARD, span=s))
    this_card = _const(lambda s: n.CardRef(n.CardWord.THIS_CARD, span=s))
    their_card = _const(lambda s: n.CardRef(n.CardWord.THEIR_CARD, span=s))
    it = _const(lambda s: n.CardRef(n.CardWord.IT, span=s))
    top_of_discard = _const(lambda s: n.CardRef(n.CardWord.TOP_OF_DISCARD, span=s))
    opponents_attack_card = _const(lambda s: n.CardRef(n.CardWord.OPPONENTS_ATTACK_CARD, span=s))
    the_opponents_card = _const(lambda s: n.CardRef(n.CardWord.THE_OPPONENTS_CARD, span=s))
    the_card = _const(lambda s: n.CardRef(n.CardWord.THE_CARD, span=s))
    the_discarded_card = _const(lambda s: n.CardRef(n.CardWord.THE_DISCARDED_CARD, span=s))

    def card_possessive(self, children):
        return children[0]


_QUANTIFIERS = {
    "select_each": n.Quantifier.EACH,
    "select_all": n.Quantifier.ALL,
    "select_any": n.Quantifier.ANY,
    "select_any_one": n.Quantifier.ANY_ONE,
    "select_one": n.Quantifier.ONE,
    "select_one_of": n.Quantifier.ONE_OF,
    "select_a": n.Quantifier.A,
}


def _selection(quantifier: n.Quantifier, parts: list, meta) -> n.FighterSelection:
    defeated, opposing, adjacent, kind, filter_ = parts
    filters = []
    if adjacent is not None:
        filters.append(n.AdjacentTo(None, span=n.Span(adjacent.start_pos, adjacent.end_pos)))
    if filter_ is not None:
        filters.append(filter_)
    return n.FighterSelection(quantifier, opposing is not None, defeated is not None, kind,
                              tuple(filters), span=_span(meta))


def _join_spans(header, sentences) -> n.Span | None:
    first = header if header is not None else sentences[0]
    if first.span is None or sentences[-1].span is None:
        return None
    return n.Span(first.span.start, sentences[-1].span.end)


def _text(token) -> str | None:
    return None if token is None else str(token)


def _space_filter(value):
    return value if value is not None else (None, None, None)

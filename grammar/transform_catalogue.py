"""Parse tree -> AST, the rules of the published catalogue (issue 10): triggers and card
sections, cards as objects, the board and tokens, lasting effects, values, and the new
fighters, players, spaces, conditions and amounts. A part of `EffectTransformer`."""

from __future__ import annotations

from lark import Token, v_args

from . import nodes as n
from .rule_builders import ShapeError, constant_rule, node_rule, pronoun_rule, span_of
from .transform_refs import adjective_flags, fighter_selection
from .transform_subsystems import SubsystemRules

W = n.FighterWord


def _token_span(token: Token) -> n.Span:
    return n.Span(token.start_pos, token.end_pos)


def _number(token: Token) -> n.Number:
    return n.Number(int(token), span=_token_span(token))


def _header(kind: n.HeaderKind, **fields):
    @v_args(meta=True)
    def build(self, meta, children):
        values = {name: (pick(children) if callable(pick) else pick)
                  for name, pick in fields.items()}
        return n.Header(kind, **values, span=span_of(meta))

    return build


# What only a champion's text names: a champion by its place, a group of them, a statue.
_CHAMPION_WORDS = (n.ChampionPronoun, n.ChampionGroup, n.StatueRef)


def _your(pile, kind: n.PileKind) -> bool:
    return isinstance(pile, n.Pile) and pile == n.Pile(kind, span=pile.span)


def shuffles_discard_pile(cards, pile) -> bool:
    """ "(shuffle) all cards from your discard pile into your deck" """
    return isinstance(cards, n.CardSet) and _your(cards.pile, n.PileKind.DISCARD_PILE) and (
        cards == n.CardSet(n.SetAmount.ALL, where=n.CardWhere.FROM, pile=cards.pile,
                           span=cards.span)) and _your(pile, n.PileKind.DECK)


def _constant(value):
    return lambda self, children: value


_CARD_ADJECTIVES = {"OTHER": "other", "RANDOM": "random", "DIFFERENT": "different"}


class HeaderRules:
    """Triggers and card sections."""

    when_you_maneuver = _header(n.HeaderKind.WHEN_YOU_MANEUVER,
                                boosted=lambda c: c[0] is not None)
    when_you_take_the_maneuver_action = _header(n.HeaderKind.WHEN_YOU_MANEUVER,
                                                boosted=lambda c: c[0] is not None,
                                                take_action=True)
    when_attacks = _header(n.HeaderKind.WHEN_ATTACKS, fighter=lambda c: c[0])
    when_defeated = _header(n.HeaderKind.WHEN_DEFEATED, fighter=lambda c: c[0])
    when_form = _header(n.HeaderKind.WHEN_FORM, fighter=lambda c: c[0], form=lambda c: c[1])
    after_moves = _header(n.HeaderKind.AFTER_MOVES, fighter=lambda c: c[0])
    when_token_returned = _header(n.HeaderKind.WHEN_TOKEN_RETURNED,
                                  token=lambda c: str(c[0]))
    boosted_with = _header(n.HeaderKind.BOOSTED_WITH)
    after_each_combat = _header(n.HeaderKind.AFTER_EACH_COMBAT)
    when_you_place = _header(n.HeaderKind.WHEN_YOU_PLACE, fighter=lambda c: c[0])

    @v_args(meta=True)
    def mission_sentence(self, meta, children):
        condition, sentence = children
        header = n.Header(n.HeaderKind.MISSION, condition=condition,
                          span=n.Span(meta.start_pos, condition.span.end)
                          if condition.span else None)
        return header, sentence

    would_look_at_hand = _constant(n.WouldKind.LOOK_AT_HAND)
    would_discard = _constant(n.WouldKind.DISCARD_FROM_HAND)

    @v_args(meta=True)
    def reaction_sentence(self, meta, children):
        kind, (clauses, joins) = children
        return n.Sentence(clauses, joins, n.Would(kind), span=span_of(meta))

    @v_args(meta=True)
    def discard_at_end_sentence(self, meta, children):
        return n.Sentence((n.DiscardAtEnd(children[0], span=span_of(meta)),),
                          span=span_of(meta))

    @v_args(meta=True)
    def otherwise_sentence(self, meta, children):
        symbol, (clauses, joins) = children
        return n.Sentence(clauses, joins, symbol=None if symbol is None else str(symbol),
                          otherwise=True, span=span_of(meta))

    def then(self, children):
        return True

    join_comma = _constant(n.Join.COMMA)
    join_comma_and = _constant(n.Join.COMMA_AND)
    join_instead_and = _constant(n.Join.INSTEAD_AND)


class CardRules:
    """Cards as objects: what is done with them, sets of cards, piles."""

    look_at_cards = node_rule(n.LookAt)
    take_cards = node_rule(n.TakeCards)
    discard_played = node_rule(n.DiscardPlayed)
    add_to_pile = node_rule(n.AddTo)
    store_cards = node_rule(n.StoreCards)
    search = node_rule(n.Search)
    reveal_until = node_rule(n.RevealUntil)
    they_play = node_rule(n.TheyPlay)
    shuffle_pile = node_rule(n.ShufflePile)
    reveal_card = node_rule(n.Reveal)
    cancel_that_effect = constant_rule(lambda s: n.CancelThatEffect(span=s))

    @v_args(meta=True)
    def shuffle_pile_into(self, meta, children):
        return n.ShuffleInto(children[0], children[1], span=span_of(meta))

    @v_args(meta=True)
    def shuffle_it(self, meta, children):
        return n.ShufflePile(n.Pile(n.PileKind.DECK), True, span=span_of(meta))
    shuffle_decks = node_rule(n.ShuffleDecks)
    resolve_as_normal = node_rule(n.ResolveAsNormal)

    @v_args(meta=True)
    def return_instead_of_discarding(self, meta, children):
        return n.ReturnInsteadOfDiscarding(children[0], span=span_of(meta))

    @v_args(meta=True)
    def reveal_cards(self, meta, children):
        subject, cards = children if len(children) == 2 else (None, children[0])
        if subject is None and cards == n.TopCards():
            return n.RevealTop(span=span_of(meta))  # "reveal the top card of your deck"
        return n.Reveal(cards, subject, span=span_of(meta))

    @v_args(meta=True)
    def choose_cards(self, meta, children):
        return n.ChooseCards(children[0], span=span_of(meta))

    @v_args(meta=True)
    def choose_card_to_play_yourself(self, meta, children):
        return n.ChooseCards(children[0], True, span=span_of(meta))

    @v_args(meta=True)
    def put_cards(self, meta, children):
        cards, (destination, pile, back, order) = children
        one_card = isinstance(cards, (n.CardRef, n.FighterCard, n.FightersCards))
        if (one_card and destination is n.Destination.IN and not back
                and order is None and pile == n.Pile(n.PileKind.HAND)):
            return n.PutInHand(cards, span=span_of(meta))  # "put the card in your hand"
        return n.PutCards(cards, destination, pile, back, order, span=span_of(meta))

    @v_args(meta=True)
    def return_cards(self, meta, children):
        return n.ReturnCards(children[0], children[1], span=span_of(meta))

    @v_args(meta=True)
    def return_to_top(self, meta, children):
        return n.ReturnCards(children[0], children[1], True, span=span_of(meta))

    @v_args(meta=True)
    def shuffle_into(self, meta, children):
        cards, back, pile = children
        if back is None and shuffles_discard_pile(cards, pile):
            # "shuffle all cards from your discard pile into your deck": both games' one
            # construct, ShuffleDiscard
            return n.ShuffleDiscard(span=span_of(meta))
        return n.ShuffleInto(cards, pile, back is not None, span=span_of(meta))

    # sets of cards
    def _set(self, meta, amount, count, description):
        return n.CardSet(amount, count, **description, span=span_of(meta))

    @v_args(meta=True)
    def cards_numbered(self, meta, children):
        count, description = children
        count = _number(count) if isinstance(count, Token) else count
        return self._set(meta, n.SetAmount.COUNT, count, description)

    @v_args(meta=True)
    def cards_a(self, meta, children):
        start = n.Span(meta.start_pos, meta.start_pos + 1)
        return self._set(meta, n.SetAmount.COUNT, n.Number(1, article=True, span=start),
                         children[0])

    @v_args(meta=True)
    def cards_up_to(self, meta, children):
        return self._set(meta, n.SetAmount.UP_TO, children[0], children[1])

    @v_args(meta=True)
    def cards_any_number(self, meta, children):
        return self._set(meta, n.SetAmount.ANY_NUMBER, None, children[0])

    @v_args(meta=True)
    def cards_all(self, meta, children):
        return self._set(meta, n.SetAmount.ALL, None, children[0])

    @v_args(meta=True)
    def cards_of_kind(self, meta, children):
        return n.CardSet(n.SetAmount.NONE, kind=children[0], span=span_of(meta))

    @v_args(meta=True)
    def top_cards(self, meta, children):
        return n.TopCards(None, children[0], span=span_of(meta))

    @v_args(meta=True)
    def top_cards_counted(self, meta, children):
        return n.TopCards(children[0], children[1], span=span_of(meta))

    @v_args(meta=True)
    def cards_where(self, meta, children):
        where, pile, title = children[0]
        return n.CardSet(n.SetAmount.NONE, where=where, pile=pile, title=title,
                         span=span_of(meta))

    some_of_them = node_rule(n.SomeOfThem)
    the_other = node_rule(n.TheOther)
    the_rest = constant_rule(lambda s: n.TheRest(span=s))
    cards_them = constant_rule(lambda s: n.CardsThem(span=s))
    card_boosted_with = constant_rule(lambda s: n.BoostedWith(span=s))
    the_titled_card = node_rule(n.TitledCard)

    def card_description(self, children):
        adjectives, kind, scheme_noun, where = children
        flags = adjective_flags(adjectives, _CARD_ADJECTIVES, "cards")
        fields = {"other": "other" in flags, "random": "random" in flags,
                  "different": "different" in flags, "scheme_noun": scheme_noun}
        if kind is not None:
            fields[kind[0]] = kind[1]
        if where is not None:
            fields["where"], fields["pile"], fields["title"] = where
        return fields

    def card_noun_or_type(self, children):
        return False

    def scheme_noun(self, children):
        return True

    def set_kind_named(self, children):
        return "kind", children[0]

    def set_kind_symbol(self, children):
        return "symbol", str(children[0])

    def set_kind_types(self, children):
        return "types", tuple(children)

    type_attack = _constant(n.CardType.ATTACK)
    type_defense = _constant(n.CardType.DEFENSE)
    type_versatile = _constant(n.CardType.VERSATILE)

    def where_in(self, children):
        return n.CardWhere.IN, children[0], None

    def where_from(self, children):
        return n.CardWhere.FROM, children[0], None

    def other_than(self, children):
        return n.CardWhere.OTHER_THAN, None, str(children[0])[1:-1]

    def where_in_other_than(self, children):
        return n.CardWhere.IN, children[0], str(children[1])[1:-1]

    they_can_play = _constant((n.CardWhere.THEY_CAN_PLAY, None, None))
    you_discarded = _constant((n.CardWhere.YOU_DISCARDED, None, None))

    def deck(self, children):
        return children[0]

    owner_your = _constant(n.Owner.YOUR)
    owner_their = _constant(n.Owner.THEIR)
    owner_opponents = _constant(n.Owner.OPPONENTS)
    owner_an_opponents = _constant(n.Owner.AN_OPPONENTS)
    owner_that_opponents = _constant(n.Owner.THAT_OPPONENTS)
    owner_the = _constant(n.Owner.THE)

    @v_args(meta=True)
    def pile(self, meta, children):
        owner, (kind, area), alternative = children
        also, also_area, either = alternative or (None, None, False)
        return n.Pile(kind, owner, area, also, also_area, either, span=span_of(meta))

    pile_deck = _constant((n.PileKind.DECK, None))
    pile_discard = _constant((n.PileKind.DISCARD_PILE, None))
    pile_hand = _constant((n.PileKind.HAND, None))

    def pile_area(self, children):
        return n.PileKind.AREA, str(children[0])

    also_pile = _constant((n.PileKind.DISCARD_PILE, None, False))

    def or_pile(self, children):
        if not children:
            return n.PileKind.HAND, None, True
        if children[0].type == "OR_DISCARD_PILE":
            return n.PileKind.DISCARD_PILE, None, True
        return n.PileKind.AREA, str(children[0]), True

    def put_in(self, children):
        return n.Destination.IN, children[0], False, None

    def put_on_top_same(self, children):
        back, order = children
        return n.Destination.ON_TOP_SAME, None, back is not None, order

    def put_on_top(self, children):
        back, pile, order = children
        return n.Destination.ON_TOP, pile, back is not None, order

    def put_on_bottom(self, children):
        pile, order = children
        return n.Destination.ON_BOTTOM, pile, False, order

    def put_back(self, children):
        return n.Destination.BACK, None, True, children[1]

    def destination_pile(self, children):
        return children[0]

    any_order = _constant(n.Order.ANY)
    random_order = _constant(n.Order.RANDOM)


class BoardRules:
    """Moving, placing, tokens, who is in the combat, health."""

    @v_args(meta=True)
    def move_exactly(self, meta, children):
        target, count = children
        return n.Move(count, target, False, span=span_of(meta))

    @v_args(meta=True)
    def move_up_to_expr(self, meta, children):
        target, expr = children
        return n.Move(n.EqualTo(expr, span=expr.span), target, span=span_of(meta))

    move_through_some = node_rule(n.MoveThrough)

    @v_args(meta=True)
    def move_through_self(self, meta, children):
        return n.MoveThrough(None, children[0], span=span_of(meta))

    pass_opposing = _constant(n.Passable.OPPOSING)
    pass_sidekicks = _constant(n.Passable.SIDEKICKS)
    pass_their_opposing = _constant(n.Passable.THEIR_OPPOSING)
    pass_spaces_opposing = _constant(n.Passable.SPACES_CONTAINING_OPPOSING)

    def passable_any(self, children):
        return children[0]

    @v_args(meta=True)
    def move_bonus(self, meta, children):
        amount, per = children
        return n.MoveBonus(int(amount), per, span=span_of(meta))

    place_group = node_rule(n.Place)

    @v_args(meta=True)
    def one_of_the_fighters_in_combat(self, meta, children):
        return n.FighterSelection(n.Quantifier.ONE_OF, filters=(n.InCombat(),),
                                  span=span_of(meta))

    @v_args(meta=True)
    def a_fighter_in_combat(self, meta, children):
        return n.FighterSelection(n.Quantifier.A, filters=(n.InCombat(),), span=span_of(meta))

    @v_args(meta=True)
    def deal_more(self, meta, children):
        count, target = children
        return n.DealDamage(_number(count), target, elided=True, span=span_of(meta))

    @v_args(meta=True)
    def deal_same(self, meta, children):
        return n.DealDamage(children[0], None, span=span_of(meta))

    @v_args(meta=True)
    def that_token(self, meta, children):
        return n.ThatToken(str(children[0]), span=span_of(meta))

    @v_args(meta=True)
    def place_adjacent_to(self, meta, children):
        fighter, anchor = children
        if isinstance(fighter, _CHAMPION_WORDS) or isinstance(anchor, _CHAMPION_WORDS):
            # "Place the target adjacent to an Ally": Super Fantasy Brawl's placing
            return n.PlaceChampion(fighter, n.NearTo(anchor, span=anchor.span),
                                   span=span_of(meta))
        space = n.SpaceSelection(n.SpaceQuantifier.BARE, adjacent_to=anchor,
                                 span=n.Span(fighter.span.end + 1, meta.end_pos)
                                 if fighter.span else None)
        return n.Place(fighter, space, span=span_of(meta))

    @v_args(meta=True)
    def place_instead_of_moving(self, meta, children):
        fighter, space, _ = children
        return n.Place(fighter, space, instead_of_moving=True, span=span_of(meta))

    @v_args(meta=True)
    def place_by_player(self, meta, children):
        subject, fighter, space = children
        return n.Place(fighter, space, subject=subject, span=span_of(meta))

    @v_args(meta=True)
    def at_least_fighters(self, meta, children):
        count, parts = children  # "four or more Squirrels"
        return n.AtLeastFighters(count, fighter_selection(n.Quantifier.NO, parts, meta),
                                 span=span_of(meta))

    @v_args(meta=True)
    def space_with_adjacent(self, meta, children):
        count, adjectives, kind = children  # "with four or more Squirrels adjacent to it"
        selection = fighter_selection(n.Quantifier.NO, [adjectives, kind, None], meta)
        return None, n.AtLeastFighters(count, selection, True, span=span_of(meta)), None

    @v_args(meta=True)
    def place_by_you(self, meta, children):
        fighter, space = children  # "you place ...", as "your opponent places ..."
        return n.Place(fighter, space, subject=n.Player.YOU, span=span_of(meta))

    @v_args(meta=True)
    def place_selection(self, meta, children):
        (quantifier, owner), adjectives, kind, if_any, space = children
        selection = fighter_selection(quantifier, [adjectives, kind, None], meta, owner)
        if selection.defeated:
            return n.ReturnDefeated(selection, space, if_any is not None, True,
                                    span=span_of(meta))
        if if_any is not None:
            raise ShapeError("'(if any)' is written after defeated fighters", span_of(meta))
        return n.Place(selection, space, span=span_of(meta))

    @v_args(meta=True)
    def place_token(self, meta, children):
        count, token, space = children
        return n.PlaceToken(str(token), count, space, span=span_of(meta))

    @v_args(meta=True)
    def place_tokens_up_to(self, meta, children):
        count, token = children
        return n.PlaceToken(str(token), count, up_to=True, span=span_of(meta))

    @v_args(meta=True)
    def remove_tokens(self, meta, children):
        return n.RemoveTokens(str(children[0]), span=span_of(meta))

    @v_args(meta=True)
    def return_token(self, meta, children):
        return n.ReturnToken(str(children[0]), span=span_of(meta))

    @v_args(meta=True)
    def choose_token(self, meta, children):
        return n.ChooseToken(str(children[0]), children[1], span=span_of(meta))

    @v_args(meta=True)
    def swap_each_other(self, meta, children):
        return n.SwapSpaces(children[0] if children else None, span=span_of(meta))

    sidekicks_do_not_count = constant_rule(lambda s: n.SidekicksDoNotCount(span=s))

    @v_args(meta=True)
    def now_defender(self, meta, children):
        return n.NowInCombat(children[0], True, span=span_of(meta))

    now_in_combat = node_rule(n.NowInCombat)

    @v_args(meta=True)
    def set_health(self, meta, children):
        return n.SetHealth(children[0], int(children[1]), span=span_of(meta))

    summon = node_rule(n.Summon)

    def fighter_possessive(self, children):
        return children[0]

    his_possessive = pronoun_rule(W.HIM)
    her_possessive = pronoun_rule(W.HER)
    their_possessive = pronoun_rule(W.THEY)

    @v_args(meta=True)
    def fighters_and(self, meta, children):
        return n.Fighters(tuple(children), span=span_of(meta))

    @v_args(meta=True)
    def fighters_or(self, meta, children):
        return n.Fighters(tuple(children), True, span=span_of(meta))


class LastingRules:
    """Lasting effects, values, costs, forms and areas."""

    @v_args(meta=True)
    def cannot_leave(self, meta, children):
        fighters, space, duration = children
        return n.CannotLeave(fighters, space, duration, span=span_of(meta))

    @v_args(meta=True)
    def may_not_leave(self, meta, children):
        fighters, space, duration = children
        return n.CannotLeave(fighters, space, duration, True, span=span_of(meta))

    @v_args(meta=True)
    def fighters_cannot_leave(self, meta, children):
        space, duration = children
        return n.CannotLeave(None, space, duration, span=span_of(meta))

    @v_args(meta=True)
    def they_cannot_leave(self, meta, children):
        space, duration = children
        they = n.FighterPronoun(W.THEY, span=n.Span(meta.start_pos, meta.start_pos + 4))
        return n.CannotLeave(they, space, duration, span=span_of(meta))

    their_space = _constant(n.LeaveSpace.THEIR_SPACE)
    their_spaces = _constant(n.LeaveSpace.THEIR_SPACES)
    that_space_left = _constant(n.LeaveSpace.THAT_SPACE)
    this_turn = _constant(n.Duration.THIS_TURN)
    rest_of_the_turn = _constant(n.Duration.REST_OF_THE_TURN)

    @v_args(meta=True)
    def values_locked(self, meta, children):
        return n.ValuesLocked(int(children[0]), span=span_of(meta))

    @v_args(meta=True)
    def attacks_plus(self, meta, children):
        name, amount = children
        return n.AttacksPlus(n.FighterName(name), int(amount), span=span_of(meta))

    @v_args(meta=True)
    def boost_values_plus(self, meta, children):
        return n.BoostValuesPlus(int(children[0]), span=span_of(meta))

    cannot_gain_actions = constant_rule(lambda s: n.CannotGainActions(span=s))
    prevent_all_damage = constant_rule(lambda s: n.PreventDamage(span=s))
    only_combat_damage = node_rule(n.OnlyCombatDamage)

    @v_args(meta=True)
    def attack_range(self, meta, children):
        return n.AttackRange(children[0], int(children[1]), span=span_of(meta))

    # declarations
    @v_args(meta=True)
    def you_have_tokens(self, meta, children):
        return n.TokenSupply(str(children[1]), int(children[0]), span=span_of(meta))

    @v_args(meta=True)
    def starts_with_tokens(self, meta, children):
        fighter, count, token = children
        return n.TokenSupply(str(token), int(count), fighter, span=span_of(meta))

    # values
    @v_args(meta=True)
    def set_value_of(self, meta, children):
        return n.SetValue(children[0], int(children[1]), of_form=True, span=span_of(meta))

    @v_args(meta=True)
    def value_equal_to(self, meta, children):
        card, expr, locked = children
        return n.ValueEqualTo(card, expr, locked is not None, span=span_of(meta))

    @v_args(meta=True)
    def value_equal_to_possessive(self, meta, children):
        card, expr, locked = children
        return n.ValueEqualTo(card, expr, locked is not None, False, span=span_of(meta))

    @v_args(meta=True)
    def increase_value(self, meta, children):
        card, expr, per = children
        return n.AddToValue(expr, card, per=per, of_form=True, verb=n.AddVerb.INCREASE,
                            span=span_of(meta))

    @v_args(meta=True)
    def increase_value_signed(self, meta, children):
        card, number, per = children
        return n.AddToValue(_number(number), card, per=per, of_form=True,
                            verb=n.AddVerb.INCREASE, signed=True, span=span_of(meta))

    @v_args(meta=True)
    def plus_to_card(self, meta, children):
        number, card, per = children
        return n.AddToValue(_number(number), card, per=per, verb=n.AddVerb.PLUS,
                            span=span_of(meta))

    @v_args(meta=True)
    def add_signed(self, meta, children):
        number, card, kind, per = children
        return n.AddToValue(_number(number), card, kind or n.ValueKind.ANY, per, signed=True,
                            span=span_of(meta))

    @v_args(meta=True)
    def fighters_add(self, meta, children):
        subject, expr, card, per = children
        return n.AddToValue(expr, card, per=per, of_form=True, subject=subject,
                            span=span_of(meta))

    @v_args(meta=True)
    def boost_twice(self, meta, children):
        return n.BoostCard(children[0], twice=True, span=span_of(meta))

    @v_args(meta=True)
    def boost_up_to(self, meta, children):
        return n.BoostCard(children[0], children[1], span=span_of(meta))

    @v_args(meta=True)
    def blind_boost(self, meta, children):
        return n.BoostCard(children[0], blind=True, span=span_of(meta))

    @v_args(meta=True)
    def blind_boost_up_to(self, meta, children):
        return n.BoostCard(children[0], children[1], blind=True, span=span_of(meta))

    @v_args(meta=True)
    def cancel_window(self, meta, children):
        window, card = children
        return n.Cancel(card, window, span=span_of(meta))

    window_immediately = _constant(n.Window.IMMEDIATELY)
    window_during_combat = _constant(n.Window.DURING_COMBAT)
    window_after_combat = _constant(n.Window.AFTER_COMBAT)

    # costs, forms, areas
    # pay_to: SfbRules builds PayTo for both games
    spend_action_to = node_rule(n.SpendActionTo)

    @v_args(meta=True)
    def change_form(self, meta, children):
        return n.ChangeForm(str(children[0]), span=span_of(meta))

    @v_args(meta=True)
    def choose_starting_form(self, meta, children):
        fighter, *forms = children
        return n.ChooseStartingForm(fighter, tuple(str(f) for f in forms), span=span_of(meta))

    @v_args(meta=True)
    def acquire(self, meta, children):
        return n.Acquire(str(children[0]), span=span_of(meta))

    end_the_turn = constant_rule(lambda s: n.EndTurn(True, span=s))
    ignore_it = constant_rule(lambda s: n.IgnoreIt(span=s))


class DescriptionRules:
    """Fighters, players, spaces, cards, conditions and amounts."""

    your_other_fighter = pronoun_rule(W.YOUR_OTHER_FIGHTER)
    the_defender = pronoun_rule(W.DEFENDER)
    her = pronoun_rule(W.HER)
    she = pronoun_rule(W.SHE)
    he = pronoun_rule(W.HE)
    the_chosen = node_rule(n.ChosenFighter)

    select_either = constant_rule(lambda s: n.FighterSelection(n.Quantifier.EITHER, span=s))

    @v_args(meta=True)
    def select_of_owner(self, meta, children):
        (quantifier, owner), parts = children
        return fighter_selection(quantifier, parts, meta, owner)

    def quantifier_each(self, children):
        return n.Quantifier.EACH, children[0]

    def quantifier_one(self, children):
        return n.Quantifier.ONE, children[0]

    def quantifier_all(self, children):
        return n.Quantifier.ALL, children[0]

    def quantifier_one_or_more(self, children):
        return n.Quantifier.ONE_OR_MORE, children[0]

    @v_args(meta=True)
    def within(self, meta, children):
        return n.Within(int(children[0]), children[1], span=span_of(meta))

    on_or_adjacent_to = node_rule(n.OnOrAdjacentTo)

    @v_args(meta=True)
    def in_that_space(self, meta, children):
        that = n.ThatSpace(span=n.Span(meta.start_pos + 3, meta.start_pos + 13))
        return n.InThatSpace(that, children[0] is not None, span=span_of(meta))

    moved_by_you = constant_rule(lambda s: n.MovedByYou(span=s))
    moved_through = node_rule(n.MovedThrough)  # "an opposing fighter he moved through"

    @v_args(meta=True)
    def each_opponent(self, meta, children):
        return n.PlayerGroup(n.PlayerGroupKind.EACH_OPPONENT, children[0], span=span_of(meta))

    both_players = constant_rule(lambda s: n.PlayerGroup(n.PlayerGroupKind.BOTH_PLAYERS, span=s))
    all_players = constant_rule(lambda s: n.PlayerGroup(n.PlayerGroupKind.ALL_PLAYERS, span=s))

    space_of = node_rule(n.SpaceOf)
    their_new_space = constant_rule(lambda s: n.SpaceOf(span=s))

    @v_args(meta=True)
    def space_in_zone_bare(self, meta, children):
        return n.SpaceSelection(n.SpaceQuantifier.BARE, zone=children[0], span=span_of(meta))

    fighter_card = node_rule(n.FighterCard)

    @v_args(meta=True)
    def his_cards(self, meta, children):
        return n.FightersCards(n.Possessive.HIS, children[0], span=span_of(meta))

    @v_args(meta=True)
    def her_cards(self, meta, children):
        return n.FightersCards(n.Possessive.HER, children[0], span=span_of(meta))

    @v_args(meta=True)
    def their_cards(self, meta, children):
        return n.FightersCards(n.Possessive.THEIR, children[0], span=span_of(meta))

    card_this_attack = constant_rule(lambda s: n.CardRef(n.CardWord.THIS_ATTACK, span=s))
    that_attack = constant_rule(lambda s: n.CardRef(n.CardWord.THAT_ATTACK, span=s))
    your_attack_card = constant_rule(lambda s: n.CardRef(n.CardWord.YOUR_ATTACK_CARD, span=s))
    that_card = constant_rule(lambda s: n.CardRef(n.CardWord.THAT_CARD, span=s))
    the_card_you_discarded = constant_rule(
        lambda s: n.CardRef(n.CardWord.THE_CARD_YOU_DISCARDED, span=s))

    two = constant_rule(lambda s: n.Number(2, spelled=True, span=s))
    three = constant_rule(lambda s: n.Number(3, spelled=True, span=s))
    four = constant_rule(lambda s: n.Number(4, spelled=True, span=s))
    five = constant_rule(lambda s: n.Number(5, spelled=True, span=s))
    six = constant_rule(lambda s: n.Number(6, spelled=True, span=s))

    def count(self, children):
        return children[0]

    # conditions
    is_hero = node_rule(n.IsHero)

    @v_args(meta=True)
    def not_adjacent(self, meta, children):
        return n.IsAdjacent(children[0], children[1], True, span=span_of(meta))

    @v_args(meta=True)
    def are_adjacent(self, meta, children):
        return n.IsAdjacent(children[0], span=span_of(meta))

    @v_args(meta=True)
    def health_compare(self, meta, children):
        fighter, amount, compare, but = children
        return n.HealthCompare(fighter, int(amount), compare, but is not None, span=span_of(meta))

    @v_args(meta=True)
    def was_defeated(self, meta, children):
        return n.WasDefeated(children[0], span=span_of(meta))

    defeated_this_way = constant_rule(lambda s: n.DefeatedThisWay(span=s))

    @v_args(meta=True)
    def this_defeats(self, meta, children):
        that = n.FighterPronoun(W.THAT_FIGHTER, span=n.Span(meta.end_pos - 12, meta.end_pos))
        return n.DefeatedThisWay(that, span=span_of(meta))

    in_same_zone_as = node_rule(n.SameZone)
    in_starting_space = node_rule(n.InStartingSpace)
    took_damage = node_rule(n.TookDamage)
    hand_empty = constant_rule(lambda s: n.HandEmpty(span=s))
    played_type = node_rule(n.PlayedType)
    your_turn = constant_rule(lambda s: n.YourTurn(span=s))
    first_action_this_turn = constant_rule(lambda s: n.PlayedAsFirstAction(True, span=s))

    @v_args(meta=True)
    def printed_value_compare(self, meta, children):
        card, amount, compare = children
        return n.PrintedValueCompare(card, int(amount), compare, span=span_of(meta))

    @v_args(meta=True)
    def printed_value_is(self, meta, children):
        return n.PrintedValueCompare(children[0], int(children[1]), span=span_of(meta))

    @v_args(meta=True)
    def at_least_there(self, meta, children):
        count, parts = children
        return n.AtLeastThere(count, fighter_selection(n.Quantifier.NO, parts, meta),
                              span=span_of(meta))

    space_shares_no_zone = node_rule(n.SharesNoZone)
    shares_no_zone_with_start = node_rule(n.SharesNoZone)
    in_more_zones = node_rule(n.MoreZones)

    @v_args(meta=True)
    def area_holds(self, meta, children):
        return n.AreaHolds(str(children[0]), children[1], span=span_of(meta))

    @v_args(meta=True)
    def hand_count(self, meta, children):
        amount, compare, other = children
        return n.HandCount(int(amount), compare, other is not None, span=span_of(meta))

    searched_deck = constant_rule(lambda s: n.SearchedDeck(span=s))
    took_from_deck = constant_rule(lambda s: n.SearchedDeck(True, span=s))
    did_not_attack = constant_rule(lambda s: n.DidNotAttack(span=s))
    discarded_by_opponent = constant_rule(lambda s: n.DiscardedByOpponent(span=s))

    at_least = _constant(n.Compare.AT_LEAST)
    at_most = _constant(n.Compare.AT_MOST)
    at_most_fewer = _constant(n.Compare.AT_MOST_FEWER)

    # amounts and counts
    number_of = node_rule(n.NumberOf)
    combat_damage_dealt = constant_rule(lambda s: n.CombatDamage(span=s))
    combat_damage_you_took = constant_rule(lambda s: n.CombatDamage(you=True, span=s))
    combat_damage_taken = node_rule(n.CombatDamage)
    the_damage_dealt = constant_rule(lambda s: n.CombatDamage(short=True, span=s))
    that_many = constant_rule(lambda s: n.ThatMany(span=s))
    cards_in_hand = constant_rule(lambda s: n.CardsInHand(span=s))

    @v_args(meta=True)
    def tokens_on_board(self, meta, children):
        return n.TokensOnBoard(str(children[0]), span=span_of(meta))

    zones_of_your_fighters = constant_rule(lambda s: n.ZonesOfFighters(span=s))

    @v_args(meta=True)
    def card_count(self, meta, children):
        adjectives, kind, where = children
        description = CardRules.card_description(self, [adjectives, kind, False, where])
        cards = n.CardSet(n.SetAmount.NONE, **description, span=span_of(meta))
        return n.CardCount(cards, span=span_of(meta))

    @v_args(meta=True)
    def token_count(self, meta, children):
        return n.TokenCount(str(children[0]), children[1], span=span_of(meta))

    @v_args(meta=True)
    def fighter_count_of(self, meta, children):
        return n.FighterCount(children[0], span=span_of(meta))

    @v_args(meta=True)
    def owned_selection_each(self, meta, children):
        owner, parts = children
        return fighter_selection(n.Quantifier.EACH, parts, meta, owner)

    @v_args(meta=True)
    def symbol_count(self, meta, children):
        adjectives, name, area = children
        if [a.type for a in adjectives] != ["DIFFERENT"]:
            raise ShapeError("expected 'different ... symbol'", span_of(meta))
        return n.SymbolCount(str(name), str(area), span=span_of(meta))


class CatalogueRules(HeaderRules, CardRules, BoardRules, LastingRules, DescriptionRules,
                     SubsystemRules):
    """The methods of `EffectTransformer` for the published catalogue."""

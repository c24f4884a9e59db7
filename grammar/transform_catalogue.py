"""Parse tree -> AST, the rules of the published catalogue (issue 10). A part of
`EffectTransformer`.

`CatalogueRules` composes one class per part of what the catalogue added:

    transform_catalogue.py          HeaderRules: triggers and card sections;
                                    DescriptionRules: the new fighters, players, spaces,
                                    cards, conditions and amounts
    transform_catalogue_cards.py    CardRules: cards as objects, sets of cards, piles
    transform_catalogue_effects.py  BoardRules: moving, placing, tokens, health;
                                    LastingRules: lasting effects, values, costs, forms
    transform_subsystems.py         SubsystemRules: hero subsystems, named effects
"""

from __future__ import annotations

from lark import v_args

from . import nodes as n
from .rule_builders import ShapeError, _constant, constant_rule, node_rule, pronoun_rule, span_of
from .transform_catalogue_cards import CardRules
from .transform_catalogue_effects import BoardRules, LastingRules
from .transform_refs import fighter_selection
from .transform_subsystems import SubsystemRules

W = n.FighterWord


def _header(kind: n.HeaderKind, **fields):
    @v_args(meta=True)
    def build(self, meta, children):
        values = {name: (pick(children) if callable(pick) else pick)
                  for name, pick in fields.items()}
        return n.Header(kind, **values, span=span_of(meta))

    return build


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

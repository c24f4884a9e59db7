"""Parse tree -> AST, the rules for amounts compared (issue 10): "If the value of this card
is above 7, ...", "If your card has a higher BOOST value, ...", a card's value now as an
amount, and the top cards of two decks at once. A part of `EffectTransformer`."""

from __future__ import annotations

from lark import Token, v_args

from . import nodes as n
from .rule_builders import _constant, constant_rule, span_of


class CompareRules:
    """The methods of `EffectTransformer` for comparisons of amounts."""

    @v_args(meta=True)
    def amount_above(self, meta, children):
        return n.AmountCompare(children[0], n.Compare.ABOVE, children[1], span=span_of(meta))

    @v_args(meta=True)
    def amount_below(self, meta, children):
        return n.AmountCompare(children[0], n.Compare.BELOW, children[1], span=span_of(meta))

    @v_args(meta=True)
    def amount_or_compare(self, meta, children):
        amount, number, compare = children
        return n.AmountCompare(amount, compare, _number(number), span=span_of(meta))

    @v_args(meta=True)
    def amount_is(self, meta, children):
        amount, number = children
        if isinstance(amount, n.PrintedValue):  # "the printed value of <card> is 2"
            return n.PrintedValueCompare(amount.card, int(number), span=span_of(meta))
        return n.AmountCompare(amount, None, _number(number), span=span_of(meta))

    @v_args(meta=True)
    def higher_value(self, meta, children):
        card, compare, measure, than = children
        return n.HigherValue(card, measure, compare, than, span=span_of(meta))

    higher = _constant(n.Compare.HIGHER)
    lower = _constant(n.Compare.LOWER)
    measure_value = _constant(n.Measure.VALUE)
    measure_boost = _constant(n.Measure.BOOST)
    measure_printed = _constant(n.Measure.PRINTED)

    @v_args(meta=True)
    def card_value(self, meta, children):
        kind, card = children
        return n.CardValue(card, kind or n.ValueKind.ANY, span=span_of(meta))

    @v_args(meta=True)
    def card_value_possessive(self, meta, children):
        card, kind = children
        return n.CardValue(card, kind or n.ValueKind.ANY, True, span=span_of(meta))

    @v_args(meta=True)
    def its_value(self, meta, children):
        return n.CardValue(_IT, children[0] or n.ValueKind.ANY, True, span=span_of(meta))

    @v_args(meta=True)
    def its_boost_value(self, meta, children):
        return n.BoostValue(_IT, span=span_of(meta))

    @v_args(meta=True)
    def its_printed_value(self, meta, children):
        return n.PrintedValue(_IT, True, span=span_of(meta))

    @v_args(meta=True)
    def top_cards_of_both(self, meta, children):
        return n.TopCards(None, children[0], n.Owner.OPPONENTS, span=span_of(meta))

    @v_args(meta=True)
    def top_cards_counted_of_both(self, meta, children):
        return n.TopCards(children[0], children[1], n.Owner.OPPONENTS, span=span_of(meta))

    each_player = constant_rule(lambda s: n.PlayerGroup(n.PlayerGroupKind.EACH_PLAYER, span=s))

    @v_args(meta=True)
    def reveal_simultaneously(self, meta, children):
        subject, cards = children
        return n.Reveal(cards, subject, True, span=span_of(meta))

    your_card = constant_rule(lambda s: n.CardRef(n.CardWord.YOUR_CARD, span=s))


_IT = n.CardRef(n.CardWord.IT)


def _number(token: Token) -> n.Number:
    return n.Number(int(token), span=n.Span(token.start_pos, token.end_pos))

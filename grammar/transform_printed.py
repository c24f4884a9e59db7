"""Parse tree -> AST, the wordings printed on published cards that once needed a listed
rewording (issue 10): a put after a put without its verb ("and the other 2 back on top of
your deck in any order"), "one of them", "the rest", "the deck", "randomly put ...", "he also recovers", "For each one, ...", "choose a fighter to ...".
A mixin of `EffectTransformer` (transformer.py)."""

from __future__ import annotations

from lark import v_args

from . import nodes as n
from .rule_builders import ShapeError, constant_rule, node_rule, span_of

_PUTS = (n.PutCards, n.PutInHand)


class PrintedWordingRules:
    """The transformer methods of the printed wordings."""

    one_of_them = constant_rule(
        lambda s: n.SomeOfThem(n.Number(1, spelled=True, span=s), span=s))
    the_rest_bare = constant_rule(lambda s: n.TheRest(revealed=False, span=s))
    the_deck = constant_rule(lambda s: n.Pile(n.PileKind.DECK, n.Owner.THE, span=s))

    for_each_one = node_rule(n.ForEachOne)
    choose_fighter_to = node_rule(n.ChooseFighterTo)

    @v_args(meta=True)
    def put_more(self, meta, children):
        cards, (destination, pile, back, order) = children
        return n.PutCards(cards, destination, pile, back, order, elided=True,
                          span=span_of(meta))

    @v_args(meta=True)
    def recover_also(self, meta, children):
        fighter, _, count, per = children  # the second: ALSO_RECOVERS
        return n.Recover(count, fighter, per, also=True, span=span_of(meta))

    @v_args(meta=True)
    def put_randomly(self, meta, children):
        cards, (destination, pile, back, order) = children
        if order is not None:
            raise ShapeError("'randomly' is written twice", span_of(meta),
                             "expected 'randomly' before 'put' or after where the cards go")
        return n.PutCards(cards, destination, pile, back, n.Order.RANDOM, order_first=True,
                          span=span_of(meta))


def check_elided_puts(clauses: tuple) -> None:
    """A put without its verb follows a put ("Put 2 of them in your hand and the other 2
    back on top ..."): after any other clause there is no verb to share."""
    for before, clause in zip((None, *clauses), clauses):
        if isinstance(clause, n.PutCards) and clause.elided and not isinstance(before, _PUTS):
            raise ShapeError("cards without a verb after a clause that does not put cards",
                             clause.span, "expected 'put' before the cards")


"""Amounts compared (issue 10): "If the value of this card is above 7, ...", "If your card
has a higher BOOST value, ...", a card's value now as an amount, and a table of outcomes by an
amount ("If the printed value of your opponent's card is... 2: ... 3: ..."). The Unmatched
entries of the interpreter's registries; the comparison itself is `catalogue.compared`, shared
with "4 or more health" and the other counted conditions, and the values a row of a table
matches are `nodes.row_values`, shared with the compiler's check of tables."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import Referent, amount_card

from ..engine.agenda import call
from ..engine.context import EffectContext
from ..engine.data import Card
from ..engine.effects import card_ref
from ..engine.interpreter import run_clause, value
from .catalogue import compared

if TYPE_CHECKING:
    from .data import UnmatchedData


def card_value(data: "UnmatchedData", ctx: EffectContext, node: n.CardValue) -> int:
    """ "the value of this card": in a combat, its value now, boosts and changes included;
    outside one, its printed value."""
    card = card_ref(data, ctx, node.card)
    return 0 if card is None else _measured(ctx, card, n.Measure.VALUE)


def _measured(ctx: EffectContext, card: Card, measure: n.Measure) -> int:
    if measure is n.Measure.BOOST:
        return card.definition.boost or 0
    combat_value = ctx.combat.values.get(card.id) if ctx.combat is not None else None
    if measure is n.Measure.VALUE and combat_value is not None:
        return combat_value.total
    return card.definition.value or 0


def _introduce(data: "UnmatchedData", ctx: EffectContext, card: Any) -> None:
    """The card a comparison names is "it" for the clauses after it ("..., ignore its value")."""
    if card is not None:
        ctx.introduce(Referent.CARD, card)


def amount_compare(data: "UnmatchedData", ctx: EffectContext, node: n.AmountCompare) -> bool:
    if isinstance(node.amount, (n.CardValue, n.BoostValue, n.PrintedValue)):
        _introduce(data, ctx, card_ref(data, ctx, node.amount.card))
    return compared(value(data, ctx, node.amount), value(data, ctx, node.other), node.compare)


def higher_value(data: "UnmatchedData", ctx: EffectContext, node: n.HigherValue) -> bool:
    """ "your card has a higher BOOST value": than each other card the step it is bound to
    found (than the other side's card in a combat, for a card not found so); with "than
    <card>", than that card. A tie is neither higher nor lower."""
    card = card_ref(data, ctx, node.card)
    if card is None:
        return False
    _introduce(data, ctx, card)
    others = _others(data, ctx, node, card)
    mine = _measured(ctx, card, node.measure)
    return bool(others) and all(compared(mine, _measured(ctx, other, node.measure), node.compare)
                                for other in others)


def _others(data: "UnmatchedData", ctx: EffectContext, node: n.HigherValue,
            card: Card) -> list[Card]:
    if node.than is not None:
        other = card_ref(data, ctx, node.than)
        return [other] if other is not None else []
    found = ctx.referent(node.card) if isinstance(node.card, n.CardRef) else None
    if found:
        return [data.cards[i] for i in found if i != card.id]
    other = ctx.combat.card_of_other_side(card) if ctx.combat is not None else None
    return [other] if other is not None else []


def effect_outcome_table(data: "UnmatchedData", ctx: EffectContext,
                         node: n.OutcomeTable) -> None:
    """The row the amount matches has its effects, none if no row does; a card's value read
    is "it" for them. Of a card not there (no card on the other side), no row matches."""
    written = amount_card(node.amount)
    card = None if written is None else card_ref(data, ctx, written)
    if written is not None and card is None:
        return
    _introduce(data, ctx, card)
    amount = value(data, ctx, node.amount)
    row = next((row for row in node.rows if n.row_matches(row, amount)), None)
    if row is not None:
        data.then(*(call(run_clause, ctx, clause) for clause in row.clauses))


EFFECTS: dict[type, Any] = {n.OutcomeTable: effect_outcome_table}

CONDITIONS: dict[type, Any] = {
    n.AmountCompare: amount_compare,
    n.HigherValue: higher_value,
}

VALUES: dict[type, Any] = {n.CardValue: card_value}

"""Parse tree -> AST, the rules for a table of outcomes by an amount ("If the printed value
of your opponent's card is... 2: ... 3: ...") and a choice whose options all happen while a
condition holds ("Choose one effect. If ..., do both: - ... - ..."). A part of
`EffectTransformer`."""

from __future__ import annotations

from lark import v_args

from . import nodes as n
from .rule_builders import span_of


class TableRules:
    """The methods of `EffectTransformer` for tables of outcomes and "do both"."""

    @v_args(meta=True)
    def table_sentence(self, meta, children):
        symbol, then, table = children
        return n.Sentence((table,), then=then is not None,
                          symbol=None if symbol is None else str(symbol), span=span_of(meta))

    @v_args(meta=True)
    def outcome_table(self, meta, children):
        amount, _ellipsis, rows = children
        return n.OutcomeTable(amount, tuple(rows), span=span_of(meta))

    def table_rows(self, children):
        """The rows, flat (the rule is right-recursive)."""
        row, *more = children
        return [row, *(more[0] if more else ())]

    @v_args(meta=True)
    def table_row(self, meta, children):
        (value, compare, to), (clauses, joins) = children
        return n.TableRow(value, clauses, joins, compare, to, span=span_of(meta))

    def row_exactly(self, children):
        return int(children[0]), None, None

    def row_or_compare(self, children):
        number, compare = children
        return int(number), compare, None

    def row_range(self, children):
        low, high = children
        return int(low), None, int(high)

    @v_args(meta=True)
    def choose_effects_all_if(self, meta, children):
        count, condition, *options = children
        return n.ChooseEffects(tuple(options), count, all_if=condition, span=span_of(meta))

    @v_args(meta=True)
    def choose_one_effect_all_if(self, meta, children):
        condition, *options = children
        return n.ChooseEffects(tuple(options), n.Number(1, spelled=True), all_if=condition,
                               span=span_of(meta))

    def all_if(self, children):
        return children[0]  # "do both" and "do all" say the same: every option

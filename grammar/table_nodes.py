"""AST nodes, part 3c (the published catalogue, issue 10): a table of outcomes by an amount,
"If the printed value of your opponent's card is... 2: you may draw a card 3: deal 1 damage
to the opposing fighter". Import them through `nodes`.

Which values a row matches is decided here, once (`row_values`): the runtime resolves the
row the amount matches with it, and the compiler finds rows that match the same value (E415).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .condition_nodes import OR_COMPARES, Compare
from .ref_nodes import Expr, Node


@dataclass(frozen=True)
class TableRow(Node):
    """A row of a table of outcomes: the values it matches and the effects it has then.
    "2: draw a card" (exactly 2), "4 or more: ..." (`compare`), "2-3: ..." (from `value` to
    `to`). Its clauses are joined as a sentence's are."""

    value: int
    clauses: tuple["Clause", ...]
    joins: tuple["Join", ...] = ()
    compare: Compare | None = field(default=None, metadata={"values": OR_COMPARES})
    to: int | None = None  # a range's last value ("2-3"); never with `compare`


@dataclass(frozen=True)
class OutcomeTable(Node):
    """ "if the printed value of your opponent's card is... 2: ... 3: ...": of the rows, the
    one the amount matches has its effects; none does if no row matches."""

    amount: Expr
    rows: tuple[TableRow, ...]


def row_values(row: TableRow) -> tuple[int, int | None]:
    """The lowest and the highest value a row matches (None: no highest). Amounts are never
    below 0, so "2 or less" is 0 to 2."""
    if row.compare is Compare.AT_LEAST:
        return row.value, None
    if row.compare in (Compare.AT_MOST, Compare.AT_MOST_FEWER):
        return 0, row.value
    return row.value, row.value if row.to is None else row.to


def row_matches(row: TableRow, amount: int) -> bool:
    low, high = row_values(row)
    return low <= amount and (high is None or amount <= high)

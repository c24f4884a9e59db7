"""AST -> canonical English, a table of outcomes by an amount: "if the printed value of your
opponent's card is... 2: you may draw a card. 3: deal 1 damage to the opposing fighter". A
part of `EnglishRenderer`."""

from __future__ import annotations

from . import nodes as n


class TableEnglish:
    """The methods of `EnglishRenderer` for tables of outcomes."""

    def OutcomeTable(self, node: n.OutcomeTable) -> str:
        rows = ". ".join(self.render(row) for row in node.rows)
        return f"if {self.render(node.amount)} is... {rows}"

    def TableRow(self, node: n.TableRow) -> str:
        return f"{row_key(node)}: {self.clauses(node.clauses, node.joins)}"


def row_key(row: n.TableRow) -> str:
    """What a row is written for: "2", "4 or more", "2-3"."""
    if row.compare is not None:
        return f"{row.value} {row.compare.value}"
    if row.to is not None:
        return f"{row.value}-{row.to}"
    return str(row.value)

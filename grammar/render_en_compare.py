"""AST -> canonical English, the amounts compared (issue 10): "the value of this card is
above 7", "your card has a higher BOOST value", a card's value now, the top cards of two
decks. A part of `EnglishRenderer`."""

from __future__ import annotations

from . import nodes as n


class CompareEnglish:
    """The methods of `EnglishRenderer` for comparisons of amounts."""

    def AmountCompare(self, node: n.AmountCompare) -> str:
        amount, other = self.render(node.amount), self.render(node.other)
        if node.compare is None:
            return f"{amount} is {other}"
        if node.compare in n.OR_COMPARES:
            return f"{amount} is {other} {node.compare.value}"
        return f"{amount} is {node.compare.value} {other}"

    def HigherValue(self, node: n.HigherValue) -> str:
        than = f" than {self.render(node.than)}" if node.than is not None else ""
        return (f"{self.render(node.card)} has a {node.compare.value} {node.measure.value}"
                f"{than}")

    def CardValue(self, node: n.CardValue) -> str:
        kind = f"{node.kind.value} " if node.kind.value else ""
        if node.possessive:
            return f"{self.possessive(node.card)} {kind}value"
        return f"the {kind}value of {self.render(node.card)}"

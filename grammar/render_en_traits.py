"""AST -> canonical English, fighter traits and how the BOOST of an attack is played (issue
10): "T-Rex is a large fighter", "Play the BOOST card, face down, along with your attack
card". A part of `EnglishRenderer`."""

from __future__ import annotations

from . import nodes as n


def article(word: str) -> str:
    """ "a large fighter", "an angry fighter": the article the canonical form writes."""
    return "an" if word[:1].lower() in "aeiou" else "a"


class TraitEnglish:
    """The methods of `EnglishRenderer` for traits and the BOOST of an attack."""

    def HasTrait(self, node: n.HasTrait) -> str:
        if node.plural:
            return f"{self.render(node.fighter)} are {node.trait} fighters"
        return f"{self.render(node.fighter)} is {article(node.trait)} {node.trait} fighter"

    def IsTrait(self, node: n.IsTrait) -> str:
        return f"{self.render(node.fighter)} is {article(node.trait)} {node.trait} fighter"

    def PlayBoostWith(self, node: n.PlayBoostWith) -> str:
        return f"play the BOOST card, {node.face.value}, along with your attack card"

    def OpponentCancels(self, node: n.OpponentCancels) -> str:
        return f"your opponent cancels the effects on {self.render(node.card)}"

    def DiscardBoost(self, node: n.DiscardBoost) -> str:
        return "the BOOST is discarded without effect"

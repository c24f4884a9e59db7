"""AST -> English, the board and tokens and the lasting effects of the published catalogue
(issue 10): "place a trap in ...", "move your fighters +1 space", "fighters cannot leave
...", "prevent all damage". A part of `EnglishRenderer` through `CatalogueEnglish`
(render_en_catalogue.py), one method per node class, named after it."""

from __future__ import annotations

from . import nodes as n
from .render_en_words import _article, possessive_of


class BoardEnglish:
    """The methods of `EnglishRenderer` for the board, tokens and lasting effects (`render`,
    `Number`, `per`, `counted` are the renderer's)."""

    # ------------------------------------------------------------ the board and tokens

    def MoveBonus(self, node: n.MoveBonus) -> str:
        noun = "space" if node.amount == 1 else "spaces"
        return f"move your fighters +{node.amount} {noun}{self.per(node.per)}"

    def PlaceToken(self, node: n.PlaceToken) -> str:
        count = self.Number(node.amount)
        if node.amount.article:
            count = _article(node.token)
        text = f"place {'up to ' if node.up_to else ''}{count} {node.token}"
        return text + (f" in {self.render(node.space)}" if node.space is not None else "")

    def TokenSupply(self, node: n.TokenSupply) -> str:
        if node.fighter is None:
            return f"you have {node.count} {node.token}"
        return f"{self.render(node.fighter)} starts with {node.count} {node.token}"

    def RemoveTokens(self, node: n.RemoveTokens) -> str:
        return f"remove all {node.token} from the board"

    def ReturnToken(self, node: n.ReturnToken) -> str:
        return f"return that {node.token}"

    def ChooseToken(self, node: n.ChooseToken) -> str:
        text = f"choose {_article(node.token)} {node.token}"
        if node.near is not None:
            text += f" in the same zone as {self.render(node.near)}"
        return text

    def SwapSpaces(self, node: n.SwapSpaces) -> str:
        if node.fighters is None:
            return "swap spaces"
        return f"{self.render(node.fighters)} swap spaces"

    def SidekicksDoNotCount(self, node: n.SidekicksDoNotCount) -> str:
        return "do not count movement for spaces containing sidekicks"

    def NowInCombat(self, node: n.NowInCombat) -> str:
        role = "the defender" if node.defender else "in the combat"
        return f"{self.render(node.fighter)} is now {role}"

    def SetHealth(self, node: n.SetHealth) -> str:
        return f"set {possessive_of(self, node.fighter)} health to {node.amount}"

    def Summon(self, node: n.Summon) -> str:
        return f"summon {self.counted(node.amount, node.kind)} in {self.render(node.space)}"

    # ------------------------------------------------------------ lasting effects

    def CannotLeave(self, node: n.CannotLeave) -> str:
        who = "fighters" if node.fighters is None else self.render(node.fighters)
        verb = "may not" if node.may_not else "cannot"
        duration = f" {node.duration.value}" if node.duration else ""
        return f"{who} {verb} leave {node.space.value}{duration}"

    def ValuesLocked(self, node: n.ValuesLocked) -> str:
        return (f"for the rest of your turn, your cards' values are {node.value} and cannot "
                "be changed")

    def AttacksPlus(self, node: n.AttacksPlus) -> str:
        return f"all of {self.render(node.fighter)}'s attacks this turn are +{node.amount} value"

    def BoostValuesPlus(self, node: n.BoostValuesPlus) -> str:
        return f"your BOOST values are +{node.amount}"

    def CannotGainActions(self, node: n.CannotGainActions) -> str:
        return "your opponent cannot gain actions"

    def PreventDamage(self, node: n.PreventDamage) -> str:
        return "prevent all damage"

    def OnlyCombatDamage(self, node: n.OnlyCombatDamage) -> str:
        return (f"this combat, {self.render(node.fighter)} does not take damage from effects "
                "other than combat damage")

    def AttackRange(self, node: n.AttackRange) -> str:
        return f"{self.render(node.fighter)} can attack up to {node.distance} spaces away"

    def DiscardAtEnd(self, node: n.DiscardAtEnd) -> str:
        return f"discard this card at the end of your turn if {self.render(node.condition)}"

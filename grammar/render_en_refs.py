"""AST -> English, amounts, conditions and references (grammar/ref_nodes.py,
condition_nodes.py): numbers ("2", "two", "a"), values and counted things, conditions ("you
won the combat"), fighters, spaces and cards ("each adjacent fighter", "an empty space in
your zone", "this card"). A part of `EnglishRenderer` (render_en.py), one method per node
class, named after it."""

from __future__ import annotations

from . import nodes as n
from .render_en_words import NUMBER_WORDS, _PLAYER_SUBJECT, _THIRD_PERSON, possessive_of


class ReferenceEnglish:
    """The methods of `EnglishRenderer` for amounts, conditions and references."""

    # ------------------------------------------------------------ expressions

    def counted(self, node: n.Number, noun: str) -> str:
        """ "2 cards", "a card", "an action": the article agrees with the noun."""
        if node.article:
            return f"{'an' if noun[0].lower() in 'aeiou' else 'a'} {noun}"
        return f"{self.Number(node)} {noun}"

    def Number(self, node: n.Number) -> str:
        if node.spelled:
            return NUMBER_WORDS[node.value]
        return "a" if node.article else str(node.value)

    def BoostValue(self, node: n.BoostValue) -> str:
        if node.form in ("from", "of"):
            return f"the BOOST value {node.form} {self.render(node.card)}"
        return f"{self.possessive(node.card)} BOOST value"

    def PrintedValue(self, node: n.PrintedValue) -> str:
        if node.possessive:
            return f"{self.possessive(node.card)} printed value"
        return f"the printed value of {self.render(node.card)}"

    def DamageDealt(self, node: n.DamageDealt) -> str:
        if node.you_were:
            return "the damage you were dealt"
        return f"the amount of damage dealt to {self.render(node.to)}"

    def FighterCount(self, node: n.FighterCount) -> str:
        return self.render(node.selection).removeprefix("each ")

    def DiscardedCount(self, node: n.DiscardedCount) -> str:
        return "card discarded" if node.passive else "card you discard"

    def DamageDealtCount(self, node: n.DamageDealtCount) -> str:
        return "damage dealt"

    def FormIs(self, node: n.FormIs) -> str:
        return f"you are {node.form}"

    def PlayingTo(self, node: n.PlayingTo) -> str:
        verb = "attack" if node.kind is n.ValueKind.ATTACK else "defend"
        return f"you playing this card to {verb}"

    def PredictedCorrectly(self, node: n.PredictedCorrectly) -> str:
        return "you predicted the correct value"

    def LacksNamedValue(self, node: n.LacksNamedValue) -> str:
        return f"{_PLAYER_SUBJECT[node.player]} do not have a card of the named value"

    def InSameZone(self, node: n.InSameZone) -> str:
        return f"in the same zone as {self.render(node.fighter)}"

    def EqualTo(self, node: n.EqualTo) -> str:
        return f"equal to {self.render(node.expr)}"

    # ------------------------------------------------------------ conditions

    def CombatOutcome(self, node: n.CombatOutcome) -> str:
        return "you won the combat" if node.won else "you lost the combat"

    def IsAdjacent(self, node: n.IsAdjacent) -> str:
        if node.other is None:
            return f"{self.render(node.fighter)} are adjacent"
        is_ = "is not" if node.negated else "is"
        return f"{self.render(node.fighter)} {is_} adjacent to {self.render(node.other)}"

    def StartedTurnElsewhere(self, node: n.StartedTurnElsewhere) -> str:
        return f"{self.render(node.fighter)} started this turn in a different space"

    def NoneThere(self, node: n.NoneThere) -> str:
        return f"there are {self.render(node.selection)}"

    def DidOptional(self, node: n.DidOptional) -> str:
        verb = "does" if node.player in _THIRD_PERSON else "do"
        return f"{_PLAYER_SUBJECT[node.player]} {verb}" + ("" if node.did else " not")

    # ------------------------------------------------------------ references

    def FighterPronoun(self, node: n.FighterPronoun) -> str:
        return node.word.value

    def FighterName(self, node: n.FighterName) -> str:
        return f"the {node.name}" if node.article else node.name

    def FighterSelection(self, node: n.FighterSelection) -> str:
        many = node.quantifier in (n.Quantifier.ALL, n.Quantifier.ONE_OF, n.Quantifier.NO) or (
            node.owner is not None)
        words = [word for word, on in (("other", node.other), ("defeated", node.defeated),
                                       ("undefeated", node.undefeated),
                                       ("friendly", node.friendly)) if on]
        if node.opposing:  # before "adjacent": "each opposing adjacent fighter"
            words.append("opposing")
        after = []
        for filter_ in node.filters:
            if isinstance(filter_, n.AdjacentTo) and filter_.fighter is None:
                words.append("adjacent")
            else:
                after.append(self.render(filter_))
        words.append(self.fighter_noun(node, many))
        quantifier = node.quantifier.value
        if node.owner is not None:
            quantifier = f"{quantifier} of {node.owner.value}"
        if node.quantifier is n.Quantifier.A and words[0][0].lower() in "aeiou":
            quantifier = "an"
        return " ".join([quantifier, *words, *after])

    def AdjacentTo(self, node: n.AdjacentTo) -> str:
        return f"adjacent to {self.render(node.fighter)}"

    def InZone(self, node: n.InZone) -> str:
        return f"in {self.render(node.zone)}"

    def InCombat(self, node: n.InCombat) -> str:
        return "in the combat"

    def ZoneOf(self, node: n.ZoneOf) -> str:
        return f"{possessive_of(self, node.fighter)} zone"

    def SpaceSelection(self, node: n.SpaceSelection) -> str:
        if node.phrasing == "without a fighter":
            return "a space without a fighter"
        starting = "starting " if node.starting else ""
        if node.quantifier is n.SpaceQuantifier.BARE:
            return (self.render(node.zone) if node.zone is not None
                    else f"adjacent to {self.render(node.adjacent_to)}")
        if node.phrasing:
            text = f"{node.phrasing} {starting}space"
        else:
            empty = "empty " if node.empty else ""
            text = f"{node.quantifier.value} {empty}{starting}space"
        if node.with_token is not None:
            article = "an" if node.with_token[0].lower() in "aeiou" else "a"
            text += f" with {article} {node.with_token}"
        if node.zone is not None:
            text += f" in {self.render(node.zone)}"
        if isinstance(node.adjacent_to, n.AtLeastFighters) and node.adjacent_to.around:
            text += f" with {self.render(node.adjacent_to)} adjacent to it"
        elif node.adjacent_to is not None:
            text += f" adjacent to {self.render(node.adjacent_to)}"
        return text

    def ThatSpace(self, node: n.ThatSpace) -> str:
        return "that space"

    def CardRef(self, node: n.CardRef) -> str:
        return node.word.value

    def possessive(self, card) -> str:
        if isinstance(card, n.CardRef) and card.word is n.CardWord.IT:
            return "its"
        return f"{self.render(card)}'s"

"""AST -> English, the constructs of the published catalogue (issue 10): a mixin of
`EnglishRenderer` (render_en.py), one method per node class, named after it.

`CatalogueEnglish` has the headers, fighters and players, amounts and counts, values,
costs, forms and areas, and conditions of the catalogue, and takes the rest from:

    render_en_catalogue_cards.py  CardEnglish: piles, sets of cards, what is done with them
    render_en_catalogue_board.py  BoardEnglish: the board, tokens, lasting effects
"""

from __future__ import annotations

from . import nodes as n
from .render_en_catalogue_board import BoardEnglish
from .render_en_catalogue_cards import CardEnglish
from .render_en_words import _article

_HEADERS = {n.HeaderKind.BOOSTED_WITH: "BOOSTED WITH", n.HeaderKind.ONGOING: "ONGOING",
            n.HeaderKind.AFTER_EACH_COMBAT: "After each combat your fighter is in"}


class CatalogueEnglish(CardEnglish, BoardEnglish):
    """The English of the catalogue's constructs (a mixin: `render`, `Number` are the
    renderer's)."""

    # ------------------------------------------------------------ headers, sentences

    def catalogue_header(self, node: n.Header) -> str | None:
        kind = node.kind
        if kind in _HEADERS:
            return _HEADERS[kind]
        if kind is n.HeaderKind.WHEN_YOU_MANEUVER:
            verb = "take the maneuver action" if node.take_action else "maneuver"
            return f"When you {verb}" + (" and BOOST" if node.boosted else "")
        if kind is n.HeaderKind.WHEN_ATTACKS:
            return f"When {self.render(node.fighter)} attacks"
        if kind is n.HeaderKind.WHEN_DEFEATED:
            return f"When {self.render(node.fighter)} is defeated"
        if kind is n.HeaderKind.WHEN_FORM:
            return f"When {self.render(node.fighter)} is {node.form}"
        if kind is n.HeaderKind.WHEN_YOU_PLACE:
            return f"When you place {self.render(node.fighter)}"
        if kind is n.HeaderKind.AFTER_MOVES:
            group = isinstance(node.fighter, n.Fighters)
            return f"After {self.render(node.fighter)} {'move' if group else 'moves'}"
        if kind is n.HeaderKind.WHEN_TOKEN_RETURNED:
            return f"Whenever one of your {node.token} is returned to the box"
        if kind is n.HeaderKind.MISSION:
            return f"Mission: {self.render(node.condition)[:1].upper()}" \
                   f"{self.render(node.condition)[1:]}."
        return None

    def Would(self, node: n.Would) -> str:
        return f"an effect would {node.kind.value}"

    # ------------------------------------------------------------ fighters and players

    def fighter_noun(self, node: n.FighterSelection, many: bool) -> str:
        if node.kind:
            return node.kind
        if node.role is not None:
            return {n.Role.HERO: ("hero", "heroes"),
                    n.Role.SIDEKICK: ("sidekick", "sidekicks")}[node.role][many]
        return "fighters" if many else "fighter"

    def ChosenFighter(self, node: n.ChosenFighter) -> str:
        return f"the chosen {node.kind or 'fighter'}"

    def Fighters(self, node: n.Fighters) -> str:
        return f" {'or' if node.either else 'and'} ".join(self.render(f) for f in node.items)

    def PlayerGroup(self, node: n.PlayerGroup) -> str:
        text = node.kind.value
        if node.filter is not None:
            text += f" with a fighter {self.render(node.filter)}"
        if node.who is not None:
            text += f" {self.render(node.who)}"
        return text

    def Within(self, node: n.Within) -> str:
        return f"within {node.distance} spaces of {self.render(node.fighter)}"

    def OnOrAdjacentTo(self, node: n.OnOrAdjacentTo) -> str:
        return f"on or adjacent to {self.render(node.space)}"

    def InThatSpace(self, node: n.InThatSpace) -> str:
        return "in that space" + (" and in one adjacent space" if node.and_adjacent else "")

    def ThatToken(self, node: n.ThatToken) -> str:
        return f"that {node.token}"

    def MovedByYou(self, node: n.MovedByYou) -> str:
        return "you moved"

    def MovedThrough(self, node: n.MovedThrough) -> str:
        return f"{self.render(node.fighter)} moved through"

    def SpaceOf(self, node: n.SpaceOf) -> str:
        return "their new space" if node.fighter is None else f"{self.render(node.fighter)}'s space"

    # ------------------------------------------------------------ amounts and counts

    def CombatDamage(self, node: n.CombatDamage) -> str:
        if node.short:
            return "the damage dealt"
        if node.you:
            return "the amount of combat damage you took"
        if node.fighter is not None:
            return f"the amount of combat damage {self.render(node.fighter)} took"
        return "the amount of combat damage dealt"

    def ThatMany(self, node: n.ThatMany) -> str:
        return "that many"

    def NumberOf(self, node: n.NumberOf) -> str:
        return f"the number of {self.render(node.what)}"

    def CardsInHand(self, node: n.CardsInHand) -> str:
        return "cards in your hand"

    def TokensOnBoard(self, node: n.TokensOnBoard) -> str:
        return f"{node.token} on the board"

    def ZonesOfFighters(self, node: n.ZonesOfFighters) -> str:
        return "different zones all of your fighters are in"

    def CardCount(self, node: n.CardCount) -> str:
        return self.card_set(node.cards, singular=True)

    def TokenCount(self, node: n.TokenCount) -> str:
        return f"{node.token} adjacent to {self.render(node.fighter)}"

    def SymbolCount(self, node: n.SymbolCount) -> str:
        return f"different {node.name} symbol in your {node.area}"

    # ------------------------------------------------------------ values

    def catalogue_add(self, node: n.AddToValue) -> str | None:
        """The catalogue's ways of adding to a value; None: the first eight heroes' ways."""
        amount = self.render(node.amount)
        per = self.per(node.per)
        if node.verb is n.AddVerb.INCREASE:
            sign = "+" if node.signed else ""
            return f"increase the value of {self.render(node.card)} by {sign}{amount}{per}"
        if node.verb is n.AddVerb.PLUS:
            return f"+{amount} to {self.render(node.card)}{per}"
        if node.subject is not None:
            return (f"{self.render(node.subject)} add {amount} to the value of "
                    f"{self.render(node.card)}{per}")
        if node.signed:
            kind = f"{node.kind.value} " if node.kind is not n.ValueKind.ANY else ""
            return f"add +{amount} to {self.possessive(node.card)} {kind}value{per}"
        return None

    def ValueEqualTo(self, node: n.ValueEqualTo) -> str:
        value = (f"the value of {self.render(node.card)}" if node.of_form
                 else f"{self.possessive(node.card)} value")
        locked = " and cannot be changed" if node.locked else ""
        return f"{value} is equal to {self.render(node.value)}{locked}"

    # ------------------------------------------------------------ costs, forms, areas

    def SpendActionTo(self, node: n.SpendActionTo) -> str:
        return f"spend an additional action to {self.render(node.effect)}"

    def ChangeForm(self, node: n.ChangeForm) -> str:
        return f"change {node.word}"

    def ChooseStartingForm(self, node: n.ChooseStartingForm) -> str:
        forms = ", ".join(node.forms[:-1]) + " or " + node.forms[-1]
        return f"choose whether {self.render(node.fighter)} starts the game {forms}"

    def Acquire(self, node: n.Acquire) -> str:
        return f"acquire a new {node.area}"

    def GainsEffectOf(self, node: n.GainsEffectOf) -> str:
        return (f"{self.render(node.fighter)} gains the effect of {self.render(node.owner)}'s "
                f"{node.area}")

    def Together(self, node: n.Together) -> str:
        return " and ".join(self.render(effect) for effect in node.effects)

    def IgnoreIt(self, node: n.IgnoreIt) -> str:
        return "ignore it"

    def ForEachOne(self, node: n.ForEachOne) -> str:
        return f"for each one, {self.render(node.effect)}"

    def ChooseFighterTo(self, node: n.ChooseFighterTo) -> str:
        return f"choose {self.render(node.selection)} to {self.render(node.effect)}"

    # ------------------------------------------------------------ conditions

    def IsHero(self, node: n.IsHero) -> str:
        return f"{self.render(node.fighter)} is a hero"

    def HealthCompare(self, node: n.HealthCompare) -> str:
        but = " but is not defeated" if node.not_defeated else ""
        return f"{self.render(node.fighter)} has {node.amount} {node.compare.value} health{but}"

    def WasDefeated(self, node: n.WasDefeated) -> str:
        return f"{self.render(node.fighter)} was defeated"

    def DefeatedThisWay(self, node: n.DefeatedThisWay) -> str:
        if node.fighter is not None:
            return f"this defeats {self.render(node.fighter)}"
        return "at least one fighter is defeated this way"

    def SameZone(self, node: n.SameZone) -> str:
        return f"{self.render(node.fighter)} is in the same zone as {self.render(node.other)}"

    def InStartingSpace(self, node: n.InStartingSpace) -> str:
        return f"{self.render(node.fighter)} is in {node.owner.value} starting space"

    def TookDamage(self, node: n.TookDamage) -> str:
        return f"{self.render(node.fighter)} took damage this turn"

    def HandEmpty(self, node: n.HandEmpty) -> str:
        return "your hand is empty"

    def HandCount(self, node: n.HandCount) -> str:
        other = "other " if node.other else ""
        noun = "card" if node.amount == 1 else "cards"
        return f"you have {node.amount} {node.compare.value} {other}{noun} in your hand"

    def PlayedType(self, node: n.PlayedType) -> str:
        return f"your opponent played {_article(node.type.value)} {node.type.value} card"

    def YourTurn(self, node: n.YourTurn) -> str:
        return "it is your turn"

    def PrintedValueCompare(self, node: n.PrintedValueCompare) -> str:
        if node.compare is None:
            return f"the printed value of {self.render(node.card)} is {node.amount}"
        return (f"{self.render(node.card)} has a printed value of {node.amount} "
                f"{node.compare.value}")

    def AtLeastFighters(self, node: n.AtLeastFighters) -> str:
        selection = self.render(node.selection).removeprefix("no ")
        return f"{self.Number(node.amount)} or more {selection}"

    def AtLeastThere(self, node: n.AtLeastThere) -> str:
        selection = self.render(node.selection).removeprefix("no ")
        return f"there are {self.Number(node.amount)} or more {selection}"

    def SharesNoZone(self, node: n.SharesNoZone) -> str:
        if node.other is None:
            return (f"{self.render(node.fighter)} shares no zones with the space he started "
                    "this turn in")
        return f"{self.render(node.fighter)}'s space shares no zones with {self.render(node.other)}"

    def MoreZones(self, node: n.MoreZones) -> str:
        return f"{self.render(node.fighter)} is in more zones than {self.render(node.other)}"

    def AreaHolds(self, node: n.AreaHolds) -> str:
        return f"your active {node.area} is {node.title}"

    def IsAttacking(self, node: n.IsAttacking) -> str:
        return f"{self.render(node.fighter)} is attacking"

    def SearchedDeck(self, node: n.SearchedDeck) -> str:
        return "you took it from your deck" if node.took else "you searched your deck"

    def DidNotAttack(self, node: n.DidNotAttack) -> str:
        return "you did not attack"

    def DiscardedByOpponent(self, node: n.DiscardedByOpponent) -> str:
        return "you discard this card as a result of an opponent's effect"

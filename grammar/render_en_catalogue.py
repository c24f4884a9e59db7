"""AST -> English, the constructs of the published catalogue (issue 10): a mixin of
`EnglishRenderer` (render_en.py), one method per node class, named after it."""

from __future__ import annotations

from . import nodes as n

NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
_POSSESSIVES = {n.FighterWord.HIM: "his", n.FighterWord.HER: "her", n.FighterWord.THEY: "their"}
_HEADERS = {n.HeaderKind.BOOSTED_WITH: "BOOSTED WITH", n.HeaderKind.ONGOING: "ONGOING",
            n.HeaderKind.AFTER_EACH_COMBAT: "After each combat your fighter is in"}


def possessive_of(renderer, fighter) -> str:
    """ "his", "her", "their" for those pronouns; "Bigfoot's", "your fighter's" else."""
    if isinstance(fighter, n.FighterPronoun) and fighter.word in _POSSESSIVES:
        return _POSSESSIVES[fighter.word]
    return f"{renderer.render(fighter)}'s"


def _plural(count: "n.Number | None", singular: str, plural: str) -> str:
    return singular if count is not None and count.value == 1 else plural


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


class CatalogueEnglish:
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

    # ------------------------------------------------------------ cards

    def Pile(self, node: n.Pile) -> str:
        if node.owner is n.Owner.THE:
            return "the deck"  # the deck just named
        text = f"{node.owner.value} {self.pile_kind(node.kind, node.area)}"
        if node.also is not None:
            text += f" {'or' if node.either else 'and'} {self.pile_kind(node.also, node.also_area)}"
        return text

    def pile_kind(self, kind: n.PileKind, area: str | None) -> str:
        return area if kind is n.PileKind.AREA else kind.value

    def CardSet(self, node: n.CardSet) -> str:
        return self.card_set(node)

    def card_set(self, node: n.CardSet, singular: bool = False) -> str:
        words = [w for w, on in (("other", node.other), ("random", node.random),
                                 ("different", node.different)) if on]
        if node.kind is not None:
            words.append(node.kind)
        elif node.symbol is not None:
            words.append(node.symbol)
        elif node.types:
            words.append(" or ".join(t.value for t in node.types))
        one = singular or (node.amount is n.SetAmount.COUNT and node.count.value == 1)
        noun = ("scheme" if one else "schemes") if node.scheme_noun else (
            "card" if one else "cards")
        words.append(noun)
        text = " ".join(words)
        amount = node.amount
        if amount is n.SetAmount.COUNT:
            count = _article(text) if node.count.article else self.Number(node.count)
            text = f"{count} {text}"
        elif amount is n.SetAmount.UP_TO:
            text = f"up to {self.Number(node.count)} {text}"
        elif amount is not n.SetAmount.NONE:
            text = f"{amount.value} {text}"
        return text + self.card_where(node)

    def card_where(self, node: n.CardSet) -> str:
        where = node.where
        if where is None:
            return ""
        if where in (n.CardWhere.IN, n.CardWhere.FROM):
            text = f" {where.value} {self.render(node.pile)}"
            return text + (f' other than "{node.title}"' if node.title else "")
        if where is n.CardWhere.OTHER_THAN:
            return f' other than "{node.title}"'
        return f" {where.value}"

    def TopCards(self, node: n.TopCards) -> str:
        deck = f"{node.owner.value} deck"
        if node.also is not None:
            deck += f" and {node.also.value} deck"
        if node.count is None:
            return f"the top card of {deck}"
        noun = _plural(node.count, "card", "cards")
        return f"the top {self.Number(node.count)} {noun} of {deck}"

    def SomeOfThem(self, node: n.SomeOfThem) -> str:
        return f"{self.Number(node.count)} of them"

    def TheOther(self, node: n.TheOther) -> str:
        return f"the other {self.Number(node.count)}"

    def TheRest(self, node: n.TheRest) -> str:
        return "the rest of the revealed cards" if node.revealed else "the rest"

    def CardsThem(self, node: n.CardsThem) -> str:
        return "them"

    def BoostedWith(self, node: n.BoostedWith) -> str:
        return "one card you boosted with"

    def TitledCard(self, node: n.TitledCard) -> str:
        return f"the {node.title} card"

    def FighterCard(self, node: n.FighterCard) -> str:
        return f"{self.render(node.fighter)}'s card"

    def FightersCards(self, node: n.FightersCards) -> str:
        return f"{node.owner.value} {node.kind.value} cards"

    # ------------------------------------------------------------ what is done with cards

    def LookAt(self, node: n.LookAt) -> str:
        return f"look at {self.render(node.cards)}"

    def Reveal(self, node: n.Reveal) -> str:
        if node.subject is None:
            return f"reveal {self.render(node.cards)}"
        simultaneously = "simultaneously " if node.simultaneous else ""
        return (f"{self.render_subject(node.subject)} {simultaneously}reveals "
                f"{self.render(node.cards)}")

    def ChooseCards(self, node: n.ChooseCards) -> str:
        return f"choose {self.render(node.cards)}" + (" to play" if node.to_play else "")

    def TakeCards(self, node: n.TakeCards) -> str:
        return f"take {self.render(node.cards)}"

    def DiscardFromPile(self, node: n.DiscardFromPile) -> str:
        return f"{self.verb(node.subject, 'discard')} {self.render(node.cards)}"

    def DiscardPlayed(self, node: n.DiscardPlayed) -> str:
        return f"discard {self.render(node.card)}"

    def AddTo(self, node: n.AddTo) -> str:
        return f"add {self.render(node.cards)} to {self.render(node.pile)}"

    def PutCards(self, node: n.PutCards) -> str:
        back = "back " if node.back else ""
        order = f" {node.order.value}" if node.order else ""
        where = {n.Destination.IN: lambda: f"in {self.render(node.pile)}",
                 n.Destination.ON_TOP: lambda: f"{back}on top of {self.render(node.pile)}",
                 n.Destination.ON_TOP_SAME: lambda: f"{back}on top",
                 n.Destination.ON_BOTTOM: lambda: f"on the bottom of {self.render(node.pile)}",
                 n.Destination.BACK: lambda: "back"}[node.destination]()
        if node.order_first:
            return f"{node.order.value} put {self.render(node.cards)} {where}"
        verb = "" if node.elided else "put "
        return f"{verb}{self.render(node.cards)} {where}{order}"

    def StoreCards(self, node: n.StoreCards) -> str:
        return f"store {self.render(node.cards)} in {self.render(node.pile)}"

    def ReturnCards(self, node: n.ReturnCards) -> str:
        top = "the top of " if node.to_top else ""
        return f"return {self.render(node.cards)} to {top}{self.render(node.pile)}"

    def ReturnInsteadOfDiscarding(self, node: n.ReturnInsteadOfDiscarding) -> str:
        return f"return {self.render(node.card)} to your hand instead of discarding it"

    def ShuffleInto(self, node: n.ShuffleInto) -> str:
        back = " back" if node.back else ""
        return f"shuffle {self.render(node.cards)}{back} into {self.render(node.pile)}"

    def ShufflePile(self, node: n.ShufflePile) -> str:
        return "shuffle it" if node.it else f"shuffle {self.render(node.pile)}"

    def ShuffleDecks(self, node: n.ShuffleDecks) -> str:
        return f"{self.render_subject(node.subject)} shuffle their decks"

    def render_subject(self, subject) -> str:
        return subject.value if isinstance(subject, n.Player) else self.render(subject)

    def Search(self, node: n.Search) -> str:
        return f"search {self.render(node.pile)} for {self.render(node.cards)}"

    def RevealUntil(self, node: n.RevealUntil) -> str:
        return (f"{self.render_subject(node.subject)} reveal {self.render(node.cards)} until "
                f"they reveal {self.render(node.until)}")

    def TheyPlay(self, node: n.TheyPlay) -> str:
        return f"{self.render_subject(node.subject)} play {self.render(node.card)}"

    def ResolveAsNormal(self, node: n.ResolveAsNormal) -> str:
        return f"resolve all effects on {self.render(node.card)} as normal"

    def CancelThatEffect(self, node: n.CancelThatEffect) -> str:
        return "cancel that effect"

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

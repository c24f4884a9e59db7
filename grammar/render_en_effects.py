"""AST -> English, the effects (grammar/effect_nodes.py): the clauses of a sentence, "draw 2
cards", "deal 1 damage to each adjacent fighter", "move up to 3 spaces", "add 1 to your
card's value". A part of `EnglishRenderer` (render_en.py), one method per node class, named
after it."""

from __future__ import annotations

from . import nodes as n
from .render_en_words import _PLAYER_SUBJECT, _THIRD_PERSON, plural


class EffectEnglish:
    """The methods of `EnglishRenderer` for effects (`render`, `Number`, `possessive`,
    `counted` and the catalogue's helpers are the renderer's)."""

    def Draw(self, node: n.Draw) -> str:
        verb = self.verb(node.subject, "draw")
        return f"{verb} {self.card_amount(node.amount, node.up_to, node.more, node.until)}"

    def card_amount(self, amount, up_to: bool = False, more: bool = False,
                    until: bool = False) -> str:
        if up_to and isinstance(amount, n.EqualTo) and isinstance(amount.expr, n.ThatMany):
            return "up to that many cards"
        if isinstance(amount, n.EqualTo):
            return f"a number of cards equal to {self.render(amount.expr)}"
        count = self.Number(amount)
        noun = plural(amount.value, "card")
        if until:
            return f"until you have {count} {noun} in your hand"
        if up_to:
            return f"up to {count} {noun}"
        return f"{count} more {noun}" if more else f"{count} {noun}"

    def Discard(self, node: n.Discard) -> str:
        verb = self.verb(node.subject, "discard")
        if node.kind is not None:
            return f"{verb} {node.kind} cards"
        if node.amount is None:
            from_hand = " from your hand" if node.from_hand else ""
            return f"{verb} any number of cards{from_hand}"
        random = "random " if node.random else ""
        return f"{verb} {self.Number(node.amount)} {random}{plural(node.amount.value, 'card')}"

    def verb(self, subject: "n.Player | n.PlayerGroup | None", verb: str) -> str:
        if subject is None:
            return verb
        if isinstance(subject, n.PlayerGroup):
            third = subject.kind in n.EACH_ONE
            return f"{self.render(subject)} {verb}{'s' if third else ''}"
        suffix = "s" if subject in _THIRD_PERSON else ""
        return f"{_PLAYER_SUBJECT[subject]} {verb}{suffix}"

    def DealDamage(self, node: n.DealDamage) -> str:
        if node.target is None:
            return f"deal {self.Number(node.amount)} damage"
        target = self.render(node.target)
        if node.elided:
            return f"{self.Number(node.amount)} damage to {target}"
        if isinstance(node.source, (n.Player, n.PlayerGroup)):  # a player deals it
            amount = self.damage_count(node.amount)
            return f"{self.verb(node.source, 'deal')} {amount} damage to {target}"
        if node.source is not None:
            amount = self.damage_count(node.amount)
            return f"{self.render(node.source)} deals {amount} damage to {target}"
        if isinstance(node.amount, n.EqualTo):
            expr = self.render(node.amount.expr)
            if node.equal_first:
                return f"deal damage equal to {expr} to {target}"
            return f"deal damage to {target} equal to {expr}"
        return f"deal {self.Number(node.amount)} damage to {target}{self.per(node.per)}"

    def per(self, countable) -> str:
        return "" if countable is None else f" for each {self.render(countable)}"

    def TakeDamage(self, node: n.TakeDamage) -> str:
        if node.target is None:
            return f"take {self.Number(node.amount)} damage"
        many = isinstance(node.target, n.FighterSelection) and node.target.quantifier in (
            n.Quantifier.ALL, n.Quantifier.ONE_OF)
        verb = "take" if many else "takes"
        if isinstance(node.amount, n.EqualTo):
            return f"{self.render(node.target)} {verb} damage equal to {self.render(node.amount.expr)}"
        return f"{self.render(node.target)} {verb} {self.Number(node.amount)} damage"

    def DiscardMatching(self, node: n.DiscardMatching) -> str:
        return (f"{_PLAYER_SUBJECT[node.player]} must choose and discard one card matching that "
                "attack or defense value")

    def RecoverEach(self, node: n.RecoverEach) -> str:
        first, second = (self.render(f) for f in node.fighters)
        return f"{first} and {second} each recover {self.Number(node.amount)} health"

    def PutInHand(self, node: n.PutInHand) -> str:
        return f"put {self.render(node.card)} in your hand"

    def RevealTop(self, node: n.RevealTop) -> str:
        return "reveal the top card of your deck"

    def RevealHand(self, node: n.RevealHand) -> str:
        return f"{_PLAYER_SUBJECT[node.player]} must reveal their hand"

    def LookAtHand(self, node: n.LookAtHand) -> str:
        whose = "your opponent's" if node.player is n.Player.OPPONENT else "their"
        if node.any_opponent:
            whose = "an opponent's"
        return f"look at {whose} hand"

    def ChooseCardFor(self, node: n.ChooseCardFor) -> str:
        if node.purpose == "play":
            return "choose an attack or versatile card for them to play"
        noun = plural(node.count.value, "card")
        in_hand = " in their hand" if node.in_hand else ""
        return f"choose {self.counted(node.count, noun)}{in_hand} for them to discard"

    def KeepOne(self, node: n.KeepOne) -> str:
        return "keep one and put any others on the bottom of your deck in any order"

    def PutOnDeck(self, node: n.PutOnDeck) -> str:
        noun = plural(node.count.value, "card")
        return (f"choose {self.counted(node.count, noun)} from your hand and put them on top of "
                "your deck in any order")

    def NameValue(self, node: n.NameValue) -> str:
        return "name a value"

    def Transform(self, node: n.Transform) -> str:
        if node.into:
            return "transform into " + " or ".join(node.forms)
        return f"transform to {node.forms[0]}"

    def ChangePrintedValue(self, node: n.ChangePrintedValue) -> str:
        return f"change the printed value of {self.render(node.card)} to {self.render(node.value)}"

    def FaceUp(self, node: n.FaceUp) -> str:
        return f"play {self.render(node.card)} face up"

    def Predict(self, node: n.Predict) -> str:
        kind = f"{node.kind.value} " if node.kind is not n.ValueKind.ANY else ""
        return f"predict the printed {kind}value of {self.render(node.card)}"

    def UncancellableCards(self, node: n.UncancellableCards) -> str:
        users = " and ".join(node.users)
        return f"effects on {users} cards cannot be cancelled by an opponent"

    def Recover(self, node: n.Recover) -> str:
        if isinstance(node.amount, n.EqualTo):
            amount = f"health equal to {self.render(node.amount.expr)}"
        else:
            amount = f"{self.Number(node.amount)} health{self.per(node.per)}"
        if node.fighter is None:
            return f"recover {amount}"
        group = node.fighter
        # "A and B recover", "A or B recover"; "A or <a selection> recovers"
        many = isinstance(group, n.Fighters) and not (
            group.either and isinstance(group.items[-1], n.FighterSelection))
        also = "also " if node.also else ""
        return f"{self.render(node.fighter)} {also}{'recover' if many else 'recovers'} {amount}"

    def Move(self, node: n.Move) -> str:
        if isinstance(node.distance, n.EqualTo):
            distance = f"a number of spaces up to {self.render(node.distance.expr)}"
        else:
            spaces = f"{self.Number(node.distance)} {plural(node.distance.value, 'space')}"
            distance = f"up to {spaces}" if node.up_to else spaces
        if node.fighter is None:
            return f"move {distance}"
        return f"move {self.render(node.fighter)} {distance}"

    def MoveThrough(self, node: n.MoveThrough) -> str:
        if node.fighter is None:
            return f"move through {node.through.value}"
        return f"move {self.render(node.fighter)} through {node.through.value}"

    def Place(self, node: n.Place) -> str:
        fighter, space = self.render(node.fighter), self.render(node.space)
        if node.subject is not None:
            verb = "place" if node.subject is n.Player.YOU else "places"
            return f"{self.render_subject(node.subject)} {verb} {fighter} in {space}"
        if isinstance(node.space, n.SpaceSelection) and node.space.adjacent_to is not None and (
                node.space.quantifier is n.SpaceQuantifier.BARE):
            return f"place {fighter} {space}"
        word = "on" if node.on else "in"
        text = f"place {fighter} {word} {space}"
        return text + " instead of moving" if node.instead_of_moving else text

    def MoveToSpace(self, node: n.MoveToSpace) -> str:
        return f"move {self.render(node.fighter)} to {self.render(node.space)}"

    def MoveToken(self, node: n.MoveToken) -> str:
        target = {"count": lambda: f"{self.counted(node.amount, node.token)}",
                  "that": lambda: f"that {node.token}", "each": lambda: f"each {node.token}",
                  "different": lambda: f"a different {node.token}"}[node.which]()
        where = (f"up to {self.Number(node.distance)} {plural(node.distance.value, 'space')}"
                 if node.distance is not None else f"to {self.render(node.to)}")
        if node.subject is None:
            return f"move {target} {where}"
        then = " then" if node.then else ""
        return f"{_PLAYER_SUBJECT[node.subject]}{then} moves {target} {where}"

    def Remove(self, node: n.Remove) -> str:
        return f"remove {self.render(node.fighter)} from the board"

    def EndTurn(self, node: n.EndTurn) -> str:
        return "end the turn" if node.the else "end your turn"

    def LockValue(self, node: n.LockValue) -> str:
        return (f"the value of your opponent's attack or defense is {node.value} and cannot be "
                "changed by card effects")

    def OnTokenSpaces(self, node: n.OnTokenSpaces) -> str:
        return f"on spaces with {node.token}"

    def OnToken(self, node: n.OnToken) -> str:
        verb = "started this turn on" if node.started else "is on"
        return f"{self.render(node.fighter)} {verb} a space with a {node.token}"

    def PlayedAsFirstAction(self, node: n.PlayedAsFirstAction) -> str:
        if node.this_is:
            return "this is your first action this turn"
        return "you played this as your first action"

    def ReturnDefeated(self, node: n.ReturnDefeated) -> str:
        if_any = " (if any)" if node.if_any else ""
        if node.place:
            return f"place {self.render(node.fighter)}{if_any} in {self.render(node.space)}"
        return f"return {self.render(node.fighter)}{if_any} to {self.render(node.space)}"

    def ChooseSpace(self, node: n.ChooseSpace) -> str:
        return f"choose {self.render(node.space)}"

    def ChooseFighter(self, node: n.ChooseFighter) -> str:
        return f"choose {self.render(node.selection)}"

    def ChooseOpponent(self, node: n.ChooseOpponent) -> str:
        return "choose an opponent"

    def May(self, node: n.May) -> str:
        subject = (_PLAYER_SUBJECT[node.subject] if isinstance(node.subject, n.Player)
                   else self.render(node.subject))
        choose_to = "choose to " if node.choose_to else ""
        return f"{subject} may {choose_to}{self.render(node.body)}"

    def GainAction(self, node: n.GainAction) -> str:
        noun = plural(node.amount.value, "action")
        return f"gain {self.counted(node.amount, noun)}"

    def Cancel(self, node: n.Cancel) -> str:
        window = f"{node.window.value.upper()} " if node.window else ""
        return f"cancel all {window}effects on {self.render(node.card)}"

    def IgnoreValue(self, node: n.IgnoreValue) -> str:
        if node.of_form:
            return f"ignore the value of {self.render(node.card)}"
        return f"ignore {self.value_of(node.card, node.kind)}"

    def AddToValue(self, node: n.AddToValue) -> str:
        catalogue = self.catalogue_add(node)
        if catalogue is not None:
            return catalogue
        if node.of_form:
            kind = f"{node.kind.value} " if node.kind is not n.ValueKind.ANY else ""
            return f"add {self.render(node.amount)} to the {kind}value of {self.render(node.card)}"
        target = self.value_of(node.card, node.kind)
        return f"add {self.render(node.amount)} to {target}{self.per(node.per)}"

    def SetValue(self, node: n.SetValue) -> str:
        if node.of_form:
            return f"the value of {self.render(node.card)} is {node.value} instead"
        if node.make:
            return f"make {self.value_of(node.card, n.ValueKind.ANY)} {node.value} instead"
        return f"{self.value_of(node.card, n.ValueKind.ANY)} is {node.value} instead"

    def ValuePlus(self, node: n.ValuePlus) -> str:
        text = f"{self.value_of(node.card, n.ValueKind.ANY)} is +{node.amount}"
        return f"{text} for each {self.render(node.per)}" if node.per is not None else text

    def ResourceCount(self, node: n.ResourceCount) -> str:
        return f"{node.resource} you have"

    def SpentCount(self, node: n.SpentCount) -> str:
        return f"{node.resource} spent"

    def Uncancellable(self, node: n.Uncancellable) -> str:
        return f"{self.possessive(node.card)} effects cannot be cancelled"

    def BoostCard(self, node: n.BoostCard) -> str:
        text = f"{'BLIND BOOST' if node.blind else 'BOOST'} {self.render(node.card)}"
        if node.twice:
            return text + " twice"
        if node.times is not None:
            return f"{text} up to {self.Number(node.times)} times"
        return text

    def Defeat(self, node: n.Defeat) -> str:
        return f"defeat {self.render(node.fighter)}"

    def Swap(self, node: n.Swap) -> str:
        if node.fighter is None:
            return f"swap spaces with {self.render(node.other)}"
        return f"{self.render(node.fighter)} swaps spaces with {self.render(node.other)}"

    def GainResource(self, node: n.GainResource) -> str:
        if isinstance(node.amount, n.EqualTo):
            return f"gain {node.resource} equal to {self.render(node.amount.expr)}"
        return f"gain {self.Number(node.amount)} {node.resource}"

    def Spend(self, node: n.Spend) -> str:
        if node.amount is None:
            return f"spend any amount of {node.resource}"
        text = f"spend {self.Number(node.amount)} {node.resource}"
        return f"{text} to {self.render(node.then)}" if node.then is not None else text

    def ChooseEffects(self, node: n.ChooseEffects) -> str:
        options = " ".join(f"- {self.render(option)}" for option in node.options)
        if node.per_spent is not None:
            return f"choose a different effect for each {node.per_spent} spent: {options}"
        if node.chooser is not None:
            return f"{self.render_subject(node.chooser)} chooses one: {options}"
        noun = plural(node.count.value, "effect")
        if node.different:
            return f"choose {self.Number(node.count)} different {noun}: {options}"
        if node.all_if is not None:  # "do both" of two options, "do all" of more
            every = "both" if len(node.options) == 2 else "all"
            return (f"choose {self.counted(node.count, noun)}. If {self.render(node.all_if)}, "
                    f"do {every}: {options}")
        return f"choose {self.counted(node.count, noun)}: {options}"

    def ReturnCard(self, node: n.ReturnCard) -> str:
        whose = "their" if node.to_them else "your"
        return f"return {self.render(node.card)} to {whose} hand"

    def PlayAs(self, node: n.PlayAs) -> str:
        return f"play {self.render(node.card)} as a {node.kind.value} card"

    def AttackedSidekick(self, node: n.AttackedSidekick) -> str:
        return "you attacked a sidekick"

    def Both(self, node: n.Both) -> str:
        second = self.render(node.second).removeprefix("you ")
        return f"{self.render(node.first)} and {second}"

    def DealtDamageThisWay(self, node: n.DealtDamageThisWay) -> str:
        return f"{self.render(node.fighter)} was dealt damage this way"

    def value_of(self, card: n.CardRef, kind: n.ValueKind) -> str:
        kind_word = f"{kind.value} " if kind is not n.ValueKind.ANY else ""
        return f"{self.possessive(card)} {kind_word}value"

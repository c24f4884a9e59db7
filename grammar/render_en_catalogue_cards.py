"""AST -> English, cards as objects, of the published catalogue (issue 10): piles ("your deck
and discard pile"), sets of cards ("the top 4 cards of your deck", "2 of them", "a JEET KUNE
DO card in your discard pile") and what is done with them (look at, reveal, put, store,
return, shuffle, search). A part of `EnglishRenderer` through `CatalogueEnglish`
(render_en_catalogue.py), one method per node class, named after it."""

from __future__ import annotations

from . import nodes as n
from .render_en_words import _article


def _plural(count: "n.Number | None", singular: str, plural: str) -> str:
    return singular if count is not None and count.value == 1 else plural


class CardEnglish:
    """The methods of `EnglishRenderer` for piles, sets of cards and what is done with them
    (`render`, `Number`, `verb` are the renderer's)."""

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

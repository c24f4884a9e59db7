"""Parse tree -> AST, the rules of the published catalogue (issue 10) for cards as objects:
what is done with them (look at, take, reveal, choose, put, return, shuffle), sets of cards
and piles. A part of `CatalogueRules` (transform_catalogue.py)."""

from __future__ import annotations

from lark import Token, v_args

from . import nodes as n
from .rule_builders import _constant, _number, constant_rule, node_rule, span_of
from .transform_refs import adjective_flags


def _your(pile, kind: n.PileKind) -> bool:
    return isinstance(pile, n.Pile) and pile == n.Pile(kind, span=pile.span)


def shuffles_discard_pile(cards, pile) -> bool:
    """ "(shuffle) all cards from your discard pile into your deck" """
    return isinstance(cards, n.CardSet) and _your(cards.pile, n.PileKind.DISCARD_PILE) and (
        cards == n.CardSet(n.SetAmount.ALL, where=n.CardWhere.FROM, pile=cards.pile,
                           span=cards.span)) and _your(pile, n.PileKind.DECK)


_CARD_ADJECTIVES = {"OTHER": "other", "RANDOM": "random", "DIFFERENT": "different"}


class CardRules:
    """Cards as objects: what is done with them, sets of cards, piles."""

    look_at_cards = node_rule(n.LookAt)
    take_cards = node_rule(n.TakeCards)
    discard_played = node_rule(n.DiscardPlayed)
    add_to_pile = node_rule(n.AddTo)
    store_cards = node_rule(n.StoreCards)
    search = node_rule(n.Search)
    reveal_until = node_rule(n.RevealUntil)
    they_play = node_rule(n.TheyPlay)
    shuffle_pile = node_rule(n.ShufflePile)
    reveal_card = node_rule(n.Reveal)
    cancel_that_effect = constant_rule(lambda s: n.CancelThatEffect(span=s))

    @v_args(meta=True)
    def shuffle_pile_into(self, meta, children):
        return n.ShuffleInto(children[0], children[1], span=span_of(meta))

    @v_args(meta=True)
    def shuffle_it(self, meta, children):
        return n.ShufflePile(n.Pile(n.PileKind.DECK), True, span=span_of(meta))
    shuffle_decks = node_rule(n.ShuffleDecks)
    resolve_as_normal = node_rule(n.ResolveAsNormal)

    @v_args(meta=True)
    def return_instead_of_discarding(self, meta, children):
        return n.ReturnInsteadOfDiscarding(children[0], span=span_of(meta))

    @v_args(meta=True)
    def reveal_cards(self, meta, children):
        subject, cards = children if len(children) == 2 else (None, children[0])
        if subject is None and cards == n.TopCards():
            return n.RevealTop(span=span_of(meta))  # "reveal the top card of your deck"
        return n.Reveal(cards, subject, span=span_of(meta))

    @v_args(meta=True)
    def choose_cards(self, meta, children):
        return n.ChooseCards(children[0], span=span_of(meta))

    @v_args(meta=True)
    def choose_card_to_play_yourself(self, meta, children):
        return n.ChooseCards(children[0], True, span=span_of(meta))

    @v_args(meta=True)
    def put_cards(self, meta, children):
        cards, (destination, pile, back, order) = children
        one_card = isinstance(cards, (n.CardRef, n.FighterCard, n.FightersCards))
        if (one_card and destination is n.Destination.IN and not back
                and order is None and pile == n.Pile(n.PileKind.HAND)):
            return n.PutInHand(cards, span=span_of(meta))  # "put the card in your hand"
        return n.PutCards(cards, destination, pile, back, order, span=span_of(meta))

    @v_args(meta=True)
    def return_cards(self, meta, children):
        return n.ReturnCards(children[0], children[1], span=span_of(meta))

    @v_args(meta=True)
    def return_to_top(self, meta, children):
        return n.ReturnCards(children[0], children[1], True, span=span_of(meta))

    @v_args(meta=True)
    def shuffle_into(self, meta, children):
        cards, back, pile = children
        if back is None and shuffles_discard_pile(cards, pile):
            # "shuffle all cards from your discard pile into your deck": both games' one
            # construct, ShuffleDiscard
            return n.ShuffleDiscard(span=span_of(meta))
        return n.ShuffleInto(cards, pile, back is not None, span=span_of(meta))

    # sets of cards
    def _set(self, meta, amount, count, description):
        return n.CardSet(amount, count, **description, span=span_of(meta))

    @v_args(meta=True)
    def cards_numbered(self, meta, children):
        count, description = children
        count = _number(count) if isinstance(count, Token) else count
        return self._set(meta, n.SetAmount.COUNT, count, description)

    @v_args(meta=True)
    def cards_a(self, meta, children):
        start = n.Span(meta.start_pos, meta.start_pos + 1)
        return self._set(meta, n.SetAmount.COUNT, n.Number(1, article=True, span=start),
                         children[0])

    @v_args(meta=True)
    def cards_up_to(self, meta, children):
        return self._set(meta, n.SetAmount.UP_TO, children[0], children[1])

    @v_args(meta=True)
    def cards_any_number(self, meta, children):
        return self._set(meta, n.SetAmount.ANY_NUMBER, None, children[0])

    @v_args(meta=True)
    def cards_all(self, meta, children):
        return self._set(meta, n.SetAmount.ALL, None, children[0])

    @v_args(meta=True)
    def cards_of_kind(self, meta, children):
        return n.CardSet(n.SetAmount.NONE, kind=children[0], span=span_of(meta))

    @v_args(meta=True)
    def top_cards(self, meta, children):
        return n.TopCards(None, children[0], span=span_of(meta))

    @v_args(meta=True)
    def top_cards_counted(self, meta, children):
        return n.TopCards(children[0], children[1], span=span_of(meta))

    @v_args(meta=True)
    def cards_where(self, meta, children):
        where, pile, title = children[0]
        return n.CardSet(n.SetAmount.NONE, where=where, pile=pile, title=title,
                         span=span_of(meta))

    some_of_them = node_rule(n.SomeOfThem)
    the_other = node_rule(n.TheOther)
    the_rest = constant_rule(lambda s: n.TheRest(span=s))
    cards_them = constant_rule(lambda s: n.CardsThem(span=s))
    card_boosted_with = constant_rule(lambda s: n.BoostedWith(span=s))
    the_titled_card = node_rule(n.TitledCard)

    def card_description(self, children):
        adjectives, kind, scheme_noun, where = children
        flags = adjective_flags(adjectives, _CARD_ADJECTIVES, "cards")
        fields = {"other": "other" in flags, "random": "random" in flags,
                  "different": "different" in flags, "scheme_noun": scheme_noun}
        if kind is not None:
            fields[kind[0]] = kind[1]
        if where is not None:
            fields["where"], fields["pile"], fields["title"] = where
        return fields

    def card_noun_or_type(self, children):
        return False

    def scheme_noun(self, children):
        return True

    def set_kind_named(self, children):
        return "kind", children[0]

    def set_kind_symbol(self, children):
        return "symbol", str(children[0])

    def set_kind_types(self, children):
        return "types", tuple(children)

    type_attack = _constant(n.CardType.ATTACK)
    type_defense = _constant(n.CardType.DEFENSE)
    type_versatile = _constant(n.CardType.VERSATILE)

    def where_in(self, children):
        return n.CardWhere.IN, children[0], None

    def where_from(self, children):
        return n.CardWhere.FROM, children[0], None

    def other_than(self, children):
        return n.CardWhere.OTHER_THAN, None, str(children[0])[1:-1]

    def where_in_other_than(self, children):
        return n.CardWhere.IN, children[0], str(children[1])[1:-1]

    they_can_play = _constant((n.CardWhere.THEY_CAN_PLAY, None, None))
    you_discarded = _constant((n.CardWhere.YOU_DISCARDED, None, None))

    def deck(self, children):
        return children[0]

    owner_your = _constant(n.Owner.YOUR)
    owner_their = _constant(n.Owner.THEIR)
    owner_opponents = _constant(n.Owner.OPPONENTS)
    owner_an_opponents = _constant(n.Owner.AN_OPPONENTS)
    owner_that_opponents = _constant(n.Owner.THAT_OPPONENTS)
    owner_the = _constant(n.Owner.THE)

    @v_args(meta=True)
    def pile(self, meta, children):
        owner, (kind, area), alternative = children
        also, also_area, either = alternative or (None, None, False)
        return n.Pile(kind, owner, area, also, also_area, either, span=span_of(meta))

    pile_deck = _constant((n.PileKind.DECK, None))
    pile_discard = _constant((n.PileKind.DISCARD_PILE, None))
    pile_hand = _constant((n.PileKind.HAND, None))

    def pile_area(self, children):
        return n.PileKind.AREA, str(children[0])

    also_pile = _constant((n.PileKind.DISCARD_PILE, None, False))

    def or_pile(self, children):
        if not children:
            return n.PileKind.HAND, None, True
        if children[0].type == "OR_DISCARD_PILE":
            return n.PileKind.DISCARD_PILE, None, True
        return n.PileKind.AREA, str(children[0]), True

    def put_in(self, children):
        return n.Destination.IN, children[0], False, None

    def put_on_top_same(self, children):
        back, order = children
        return n.Destination.ON_TOP_SAME, None, back is not None, order

    def put_on_top(self, children):
        back, pile, order = children
        return n.Destination.ON_TOP, pile, back is not None, order

    def put_on_bottom(self, children):
        pile, order = children
        return n.Destination.ON_BOTTOM, pile, False, order

    def put_back(self, children):
        return n.Destination.BACK, None, True, children[1]

    def destination_pile(self, children):
        return children[0]

    any_order = _constant(n.Order.ANY)
    random_order = _constant(n.Order.RANDOM)

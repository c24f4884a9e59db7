"""Parse tree -> AST, the rules for what effects refer to: players, fighters, selections of
fighters, spaces, cards, numbers and expressions. A part of `EffectTransformer`."""

from __future__ import annotations

from lark import v_args
from lark.visitors import Discard as DropChild

from . import nodes as n
from .rule_builders import ShapeError, constant_rule, node_rule, pronoun_rule, span_of


class ReferenceRules:
    """The methods of `EffectTransformer` for players, fighters, spaces, cards, numbers."""

    # players
    def player_you(self, _):
        return n.Player.YOU

    def player_opponent(self, _):
        return n.Player.OPPONENT

    def player_they(self, _):
        return n.Player.THEY

    # fighters
    your_fighter = pronoun_rule(n.FighterWord.YOUR_FIGHTER)
    attacking_fighter = pronoun_rule(n.FighterWord.ATTACKING_FIGHTER)
    this_fighter = pronoun_rule(n.FighterWord.THIS_FIGHTER)
    that_fighter = pronoun_rule(n.FighterWord.THAT_FIGHTER)
    opposing_fighter = pronoun_rule(n.FighterWord.OPPOSING_FIGHTER)
    them = pronoun_rule(n.FighterWord.THEM)
    that_sidekick = pronoun_rule(n.FighterWord.THAT_SIDEKICK)
    their_hero = pronoun_rule(n.FighterWord.THEIR_HERO)
    that_hero = pronoun_rule(n.FighterWord.THAT_HERO)
    him = pronoun_rule(n.FighterWord.HIM)

    @v_args(meta=True)
    def named_fighter(self, meta, children):
        return n.FighterName(children[0], False, span=span_of(meta))

    @v_args(meta=True)
    def named_fighter_the(self, meta, children):
        return n.FighterName(children[0], True, span=span_of(meta))

    def name(self, words):
        return " ".join(str(word) for word in words)

    # selections of fighters and their filters: the selections are built in one place
    # (`fighter_selection`); the rule names only choose the quantifier
    def __default__(self, data, children, meta):
        quantifier = _QUANTIFIERS.get(data)
        if quantifier is None:
            return super().__default__(data, children, meta)
        return fighter_selection(quantifier, children[0], meta)

    def singular_selection(self, children):
        return children

    plural_selection = singular_selection

    def adjectives(self, children):
        return list(children)

    def generic_noun(self, _):
        return None

    def hero_noun(self, _):
        return n.Role.HERO

    def sidekick_noun(self, _):
        return n.Role.SIDEKICK

    def kind_noun(self, children):
        return str(children[0])

    @v_args(meta=True)
    def any_of_kind(self, meta, children):
        opposing, kind = children
        role = kind if isinstance(kind, n.Role) else None
        return n.FighterSelection(n.Quantifier.A, opposing is not None, False,
                                  None if role else kind, (), role=role, span=span_of(meta))

    @v_args(meta=True)
    def her_zone(self, meta, children):
        return n.ZoneOf(n.FighterPronoun(n.FighterWord.HER, span=span_of(meta)),
                        span=span_of(meta))

    @v_args(meta=True)
    def their_zone(self, meta, children):
        return n.ZoneOf(n.FighterPronoun(n.FighterWord.THEY, span=span_of(meta)),
                        span=span_of(meta))

    @v_args(meta=True)
    def adjacent_to(self, meta, children):
        return n.AdjacentTo(children[0], span=span_of(meta))

    @v_args(meta=True)
    def in_zone(self, meta, children):
        return n.InZone(children[0], span=span_of(meta))

    in_combat = constant_rule(lambda s: n.InCombat(span=s))
    in_same_zone = node_rule(n.InSameZone)

    @v_args(meta=True)
    def on_token_spaces(self, meta, children):
        return n.OnTokenSpaces(str(children[0]), span=span_of(meta))

    @v_args(meta=True)
    def his_zone(self, meta, children):
        him = n.FighterPronoun(n.FighterWord.HIM, span=span_of(meta))
        return n.ZoneOf(him, span=span_of(meta))

    zone = node_rule(n.ZoneOf)

    # spaces
    def space(self, children):
        return children[0]

    that_space = constant_rule(lambda s: n.ThatSpace(span=s))

    @v_args(meta=True)
    def space_another(self, meta, children):
        starting, (zone, adjacent, token) = children[0], _space_filter(children[1])
        return n.SpaceSelection(n.SpaceQuantifier.A, False, zone, adjacent, token, "another",
                                starting is not None, span=span_of(meta))

    @v_args(meta=True)
    def space_any_other(self, meta, children):
        zone, adjacent, token = _space_filter(children[0])
        return n.SpaceSelection(n.SpaceQuantifier.ANY, False, zone, adjacent, token,
                                "any other", span=span_of(meta))

    space_a_starting = constant_rule(lambda s: n.SpaceSelection(n.SpaceQuantifier.A,
                                                                starting=True, span=s))

    @v_args(meta=True)
    def space_any(self, meta, children):
        empty, (zone, adjacent, token) = children[0], _space_filter(children[1])
        return n.SpaceSelection(n.SpaceQuantifier.ANY, empty is not None, zone, adjacent, token,
                                span=span_of(meta))

    @v_args(meta=True)
    def space_an_empty(self, meta, children):
        zone, adjacent, token = _space_filter(children[0])
        return n.SpaceSelection(n.SpaceQuantifier.AN, True, zone, adjacent, token,
                                span=span_of(meta))

    @v_args(meta=True)
    def space_a(self, meta, children):
        zone, adjacent, token = _space_filter(children[0])
        return n.SpaceSelection(n.SpaceQuantifier.A, False, zone, adjacent, token,
                                span=span_of(meta))

    def space_in_zone(self, children):
        return children[0], None, None

    def space_adjacent_to(self, children):
        return None, children[0], None

    def space_with_token(self, children):
        return None, None, str(children[0])

    space_without_fighter = constant_rule(lambda s: n.SpaceSelection(
        n.SpaceQuantifier.A, True, phrasing="without a fighter", span=s))


    # cards
    opponents_card = constant_rule(lambda s: n.CardRef(n.CardWord.OPPONENTS_CARD, span=s))
    this_card = constant_rule(lambda s: n.CardRef(n.CardWord.THIS_CARD, span=s))
    their_card = constant_rule(lambda s: n.CardRef(n.CardWord.THEIR_CARD, span=s))
    it = constant_rule(lambda s: n.CardRef(n.CardWord.IT, span=s))
    top_of_discard = constant_rule(lambda s: n.CardRef(n.CardWord.TOP_OF_DISCARD, span=s))
    opponents_attack_card = constant_rule(
        lambda s: n.CardRef(n.CardWord.OPPONENTS_ATTACK_CARD, span=s))
    the_opponents_card = constant_rule(lambda s: n.CardRef(n.CardWord.THE_OPPONENTS_CARD, span=s))
    the_card = constant_rule(lambda s: n.CardRef(n.CardWord.THE_CARD, span=s))
    the_discarded_card = constant_rule(lambda s: n.CardRef(n.CardWord.THE_DISCARDED_CARD, span=s))

    def card_possessive(self, children):
        return children[0]

    # numbers, expressions and value kinds
    @v_args(meta=True)
    def count_number(self, meta, children):
        return n.Number(int(children[0]), span=span_of(meta))

    count_article = constant_rule(lambda s: n.Number(1, article=True, span=s))

    def card_noun(self, _):
        return DropChild  # the noun's number follows the count; the AST keeps only the count

    space_noun = action_noun = card_noun

    boost_value = node_rule(n.BoostValue)

    @v_args(meta=True)
    def boost_value_from(self, meta, children):
        return n.BoostValue(children[0], "from", span=span_of(meta))

    @v_args(meta=True)
    def boost_value_of(self, meta, children):
        return n.BoostValue(children[0], "of", span=span_of(meta))

    printed_value = node_rule(n.PrintedValue)

    @v_args(meta=True)
    def printed_value_possessive(self, meta, children):
        return n.PrintedValue(children[0], True, span=span_of(meta))
    damage_dealt = node_rule(n.DamageDealt)

    @v_args(meta=True)
    def damage_you_were_dealt(self, meta, children):
        you = n.FighterPronoun(n.FighterWord.YOUR_FIGHTER)
        return n.DamageDealt(you, True, span=span_of(meta))

    def attack_value(self, _):
        return n.ValueKind.ATTACK

    def defense_value(self, _):
        return n.ValueKind.DEFENSE


_QUANTIFIERS = {
    "select_each": n.Quantifier.EACH,
    "select_all": n.Quantifier.ALL,
    "select_any": n.Quantifier.ANY,
    "select_any_one": n.Quantifier.ANY_ONE,
    "select_one": n.Quantifier.ONE,
    "select_one_of": n.Quantifier.ONE_OF,
    "select_a": n.Quantifier.A,
}


# The adjectives before a fighter noun, by terminal, as FighterSelection fields.
_FIGHTER_ADJECTIVES = {"DEFEATED": "defeated", "OPPOSING": "opposing", "OTHER": "other",
                       "FRIENDLY": "friendly", "UNDEFEATED": "undefeated", "ADJACENT": "adjacent"}


def adjective_flags(adjectives: list | None, allowed: dict[str, str], what: str) -> dict:
    """The adjectives of a noun as flags ({"opposing": token, ...}), each at most once."""
    flags: dict = {}
    for word in adjectives or ():
        name = allowed.get(word.type)
        span = n.Span(word.start_pos, word.end_pos)
        if name is None:
            raise ShapeError(f"'{word}' does not describe {what}", span,
                             "expected one of: " + ", ".join(sorted(allowed.values())))
        if name in flags:
            raise ShapeError(f"'{word}' is written twice", span)
        flags[name] = word
    return flags


def fighter_selection(quantifier: n.Quantifier, parts: list, meta,
                      owner: n.Owner | None = None) -> n.FighterSelection:
    adjectives, kind, filter_ = parts
    flags = adjective_flags(adjectives, _FIGHTER_ADJECTIVES, "fighters")
    filters = []
    adjacent = flags.get("adjacent")
    if adjacent is not None:
        filters.append(n.AdjacentTo(None, span=n.Span(adjacent.start_pos, adjacent.end_pos)))
    if filter_ is not None:
        filters.append(filter_)
    role = kind if isinstance(kind, n.Role) else None
    kind = None if role is not None else kind
    return n.FighterSelection(quantifier, "opposing" in flags, "defeated" in flags, kind,
                              tuple(filters), owner, "other" in flags, "friendly" in flags,
                              "undefeated" in flags, role, span=span_of(meta))


def _space_filter(value):
    return value if value is not None else (None, None, None)

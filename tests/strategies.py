"""Hypothesis strategies for effect-language ASTs: every node class, every enum value and
every optional field both ways, but only in the shapes the grammar (grammar/effects.lark)
can write. A strategy that builds an AST no text can give would make the round-trip
properties fail for nothing; each restriction below names the grammar rule behind it.
tests/test_roundtrip.py checks that these strategies do reach every node class, every enum
value and every field's forms.

`effect_texts()` is the entry point; the strategies for the parts are public so a test can
aim at one construct.
"""

from __future__ import annotations

import re
import string
from functools import lru_cache

from dataclasses import replace

from hypothesis import assume, strategies as st
from lark.lexer import PatternStr

from cardsmith.grammar import nodes as n
from cardsmith.grammar.lexer import ABBREVIATIONS, NAME_ENDERS
from cardsmith.grammar.parser import effect_parser
from cardsmith.grammar.transform_catalogue_cards import shuffles_discard_pile
from cardsmith.grammar.transform_sfb import SfbSyntaxError, merge_clauses

# Every word the grammar has (in any case a keyword may be lexed as one, so no name may
# contain one) and the title abbreviations the lexer glues to their full stop.
KEYWORDS = frozenset(
    terminal.pattern.value.lower() for terminal in effect_parser().terminals
    if isinstance(terminal.pattern, PatternStr)
)
_RESERVED = KEYWORDS | {word.lower() for word in ABBREVIATIONS}

# ---------------------------------------------------------------- names


def _is_name_word(word: str) -> bool:
    # the lexer reads a hyphenated word as one word: only the whole may not be a keyword
    return word[:1].isupper() and word.lower() not in _RESERVED


_LETTERS = string.ascii_lowercase + "éöñ"
# (two letters at least: one capital letter before a full stop and a capitalised word is an
# initial, "Y. If" a name: lexer.is_initial)
_generated_word = st.builds(
    lambda first, rest: first + rest,
    st.sampled_from(string.ascii_uppercase + "ÉÖ"),
    st.text(_LETTERS + string.ascii_uppercase, min_size=1, max_size=7),
)
# (a keyword the lexer ends a name with never continues one: NAME_ENDERS)
_capitalised_keywords = st.sampled_from(sorted(w.capitalize() for w in KEYWORDS
                                               if w.isalpha() and w not in NAME_ENDERS))
_hyphenated_word = st.builds(lambda a, b: f"{a}-{b}", _generated_word | _capitalised_keywords,
                             _generated_word | _capitalised_keywords)

# A capitalised word that is no keyword: one NAME token ("Robin", "Jean-Luc", "Émile").
name_words = st.one_of(
    st.sampled_from(["Robin", "Hood", "Bigfoot", "Jackalope", "Outlaw", "Outlaws", "Holmes",
                     "Watson", "Little", "Red", "Riding", "Hyde", "Dracula", "Sister",
                     "Gold'arr", "Lil'Y", "Ko'lel", "Xinshén"]),
    _generated_word,
    _hyphenated_word,
).filter(_is_name_word)

# A title abbreviation is one NAME token with its full stop ("Dr.").
titles = st.sampled_from(sorted(f"{word}." for word in ABBREVIATIONS))
# Right after a word of a name, the lexer takes any capitalised word as more of the name,
# a keyword too ("Robin Of Locksley", "Little Red Riding Hood").
_name_continuations = st.one_of(name_words, titles, _capitalised_keywords)

# An initial is one NAME token with its full stop too ("T. Rex"), where the name goes on.
initials = st.sampled_from(["A.", "J.", "T."])

# name: NAME+ -- mostly 1 to 3 words after an optional title or initial ("Dr. Jekyll",
# "T. Rex"), sometimes continued by any capitalised words. Also a form (FormIs, Transform)
# and the kind of card in "discard Dr. Jekyll cards".
fighter_names = st.builds(
    lambda title, words, more: " ".join(([title] if title else []) + words + more),
    st.none() | titles | initials,
    st.lists(name_words, min_size=1, max_size=3),
    st.lists(_name_continuations, max_size=2),
)

# A single NAME token where the grammar takes one: a name word, seldom a title.
_single_names = st.one_of(name_words, name_words, name_words, titles)

# fighter_noun / fighters_noun: NAME -- a single word used as a noun ("a defeated Outlaw").
kinds = st.none() | _single_names

# A resource ("Rage"): a single NAME token (gain_resource, spend, resource_count, ...).
resource_names = st.one_of(st.sampled_from(["Rage", "Gold", "Mana"]), _single_names)

# TOKEN: "<word> token" or "<word> tokens", the word in lower case (the lexer's
# _TOKEN_KIND_RE, tried first where the parser takes a TOKEN, so the word may even be a
# keyword: "fighter token"); the text keeps the number as written.
_token_words = st.builds(
    lambda word, plural: f"{word} token{'s' if plural else ''}",
    st.one_of(st.sampled_from(["fog", "trap", "scheme", "nest"]),
              st.text(string.ascii_lowercase + "éöñ", min_size=1, max_size=8),
              st.sampled_from(sorted(word for word in KEYWORDS if word.isalpha()))),
    st.booleans(),
)
# A lower-case word that is no keyword: a kind of token written alone ("trap", "traps"), a
# card area ("cauldron"), the word of a hero's forms ("size") -- the lexer's declared words.
lower_words = st.one_of(
    st.sampled_from(["trap", "traps", "cauldron", "size", "mission", "gadget", "ingredient"]),
    st.text(string.ascii_lowercase + "éöñ", min_size=1, max_size=8),
).filter(lambda word: word not in _RESERVED and word != "token" and word != "tokens")
token_kinds = st.one_of(_token_words, _token_words, lower_words)

# SYMBOL: a pictograph, with its variation selector (U+FE0F) or joined to another one by a
# zero-width joiner (U+200D) -- the lexer's `symbol` pattern. Characters a word or a number
# could take (circled digits, ...) are left out: the lexer reads those as a word first.
_pictographs = st.one_of(
    st.characters(min_codepoint=0x1F300, max_codepoint=0x1FAFF, categories=["So"]),
    st.characters(min_codepoint=0x2600, max_codepoint=0x27BF, categories=["So"]),
).filter(lambda char: not char.isalnum())
_pictograph = st.builds(lambda char, selector: char + ("\uFE0F" if selector else ""),
                        _pictographs, st.booleans())
symbols = st.one_of(
    st.sampled_from(["🐺", "🌹", "⚔️", "🧺", "🛡️", "👁️‍🗨️"]),
    _pictograph,
    st.lists(_pictograph, min_size=2, max_size=3).map("\u200D".join),
)

# ---------------------------------------------------------------- references

players = st.sampled_from(n.Player)
# an optional subject: None (the imperative) or a player, each as often
subjects = st.sampled_from([None, *n.Player])

# sfb_champion: the champions a Super Fantasy Brawl text names by their place, written where
# a fighter stands ("they", "it", "he" only where their own rules take them)
CHAMPION_WORDS = [w for w in n.ChampionWord
                  if w not in (n.ChampionWord.THEY, n.ChampionWord.IT, n.ChampionWord.HE)]
champion_pronouns = st.builds(n.ChampionPronoun, st.sampled_from(CHAMPION_WORDS))
# Super Fantasy Brawl's headers that name a champion or a card (sfb_headers, below)
SFB_HEADER_KINDS = {n.HeaderKind.PRE_ATTACK, n.HeaderKind.POST_ATTACK,
                    n.HeaderKind.ACTIVATION_START, n.HeaderKind.UPKEEP,
                    n.HeaderKind.AFTER_YOU_PLAY, n.HeaderKind.WOULD_DASH,
                    n.HeaderKind.ATTACK_ACTIVATION, n.HeaderKind.YOU_ACTIVATE,
                    n.HeaderKind.DISPLACED_BY, n.HeaderKind.WHENEVER_YOU_PLAN}
SFB_HEADERS_WITH_FIELDS = {n.HeaderKind.AFTER_YOU_PLAY, n.HeaderKind.WOULD_DASH,
                           n.HeaderKind.ATTACK_ACTIVATION, n.HeaderKind.YOU_ACTIVATE,
                           n.HeaderKind.DISPLACED_BY}

# "they" is a fighter only in "they cannot leave ..." and as the possessive "their"
_WORDS = [w for w in n.FighterWord if w is not n.FighterWord.THEY]
fighter_refs = st.one_of(
    st.builds(n.FighterPronoun, st.sampled_from(_WORDS)),
    st.builds(n.FighterName, fighter_names, st.booleans()),
    st.builds(n.ChosenFighter, kinds),  # "the chosen fighter", "the chosen Raptor"
)
# where a Super Fantasy Brawl text names a champion: a name, a pronoun or its place
champion_refs = st.one_of(fighter_refs, champion_pronouns)
they = st.just(n.FighterPronoun(n.FighterWord.THEY))

# zone: fighter "'s" "zone" | "his" / "her" / "their" "zone"
zones = st.builds(n.ZoneOf, fighter_refs | they)

# the noun of a selection: "fighter(s)", a kind ("Outlaw"), "hero(es)", "sidekick(s)"
_nouns = st.one_of(st.tuples(kinds, st.none()),
                   st.tuples(st.none(), st.sampled_from(n.Role)))
owners_of = st.sampled_from([n.Owner.YOUR, n.Owner.THEIR, n.Owner.THAT_OPPONENTS])


@st.composite
def _selection(draw, quantifier, owner=None, postfix=True, defeated=None):
    """A selection: adjectives (any of them, in any combination), a noun, a filter."""
    kind, role = draw(_nouns)
    flags = {name: draw(st.booleans())
             for name in ("opposing", "defeated", "other", "friendly", "undefeated")}
    if defeated is not None:
        flags["defeated"] = defeated
    filters = (n.AdjacentTo(None),) if draw(st.booleans()) else ()
    if postfix and draw(st.booleans()):
        filters += (draw(postfix_filters),)
    return n.FighterSelection(quantifier, flags["opposing"], flags["defeated"], kind, filters,
                              owner, flags["other"], flags["friendly"], flags["undefeated"],
                              role)


# owned_selection: "each of your ...", "one of their ...", "one or more of your ..."
_OWNED = [n.Quantifier.EACH, n.Quantifier.ONE, n.Quantifier.ALL, n.Quantifier.ONE_OR_MORE]
owned_selections = st.deferred(lambda: st.tuples(st.sampled_from(_OWNED), owners_of).flatmap(
    lambda pair: _selection(pair[0], pair[1])))

# what a filter measures from: a fighter, any one of a kind ("a Raven", "an opposing
# hero"), one of a player's fighters, or a token chosen before ("that trap")
anchors = st.deferred(lambda: st.one_of(
    fighter_refs,
    st.builds(lambda opposing, noun: n.FighterSelection(
        n.Quantifier.A, opposing, False, noun[0], (), role=noun[1]), st.booleans(), _nouns),
    owned_selections,
    st.builds(n.ThatToken, token_kinds),
))

# what adjacency measures from: an anchor, or at least a number of a kind ("four or more
# Squirrels", issue 10: summoned groups), a NUMBER or a number word
adjacency_anchors = st.deferred(lambda: st.one_of(anchors, st.builds(
    n.AtLeastFighters,
    st.one_of(numbers, st.builds(lambda v: n.Number(v, spelled=True), st.integers(2, 6))),
    st.builds(lambda opposing, noun: n.FighterSelection(
        n.Quantifier.NO, opposing, False, noun[0], (), role=noun[1]), st.booleans(), _nouns))))

# selection_filter: after the noun; "adjacent" alone (AdjacentTo(None)) stands before it.
postfix_filters = st.deferred(lambda: st.one_of(
    st.builds(n.AdjacentTo, adjacency_anchors),
    st.builds(n.InZone, zones),
    st.builds(n.InCombat),
    st.builds(n.InSameZone, anchors),
    st.builds(n.OnTokenSpaces, token_kinds),
    # the published catalogue (issue 10)
    st.builds(n.Within, small_ints, fighter_refs),
    st.builds(n.OnOrAdjacentTo, space_selections()),
    st.builds(n.InThatSpace, st.just(n.ThatSpace()), st.booleans()),
    st.builds(n.MovedByYou),
    st.builds(n.MovedThrough, st.sampled_from([n.FighterPronoun(n.FighterWord.HE),
                                               n.FighterPronoun(n.FighterWord.SHE)])),
))


def fighter_selections(quantifiers=None) -> st.SearchStrategy[n.FighterSelection]:
    """adjectives noun [selection_filter] under a quantifier; Quantifier.NO only comes from
    "there are (no | N or more) ...", so it is left out unless asked for; "either fighter";
    the owned selections ("each of your fighters")."""
    if quantifiers is None:
        plain = [q for q in n.Quantifier
                 if q not in (n.Quantifier.NO, n.Quantifier.EITHER, n.Quantifier.ONE_OR_MORE)]
        return st.one_of(st.sampled_from(plain).flatmap(_selection), owned_selections,
                         st.just(n.FighterSelection(n.Quantifier.EITHER)))
    return st.sampled_from(quantifiers).flatmap(_selection)


targets = st.one_of(fighter_refs, fighter_selections())
# "Dr. Malcolm and Dr. Sattler", "Dr. Sattler or Dr. Malcolm"
fighter_groups = st.builds(lambda a, b, either: n.Fighters((a, b), either),
                           fighter_refs, fighter_refs, st.booleans())


def _around(anchor, around: bool):
    """Of a space, "with four or more Squirrels adjacent to it" as well (AtLeastFighters)."""
    return replace(anchor, around=around) if isinstance(anchor, n.AtLeastFighters) else anchor


@st.composite
def _space_filter(draw) -> dict:
    where = draw(st.sampled_from(["none", "zone", "adjacent", "token"]))
    return {"zone": draw(zones) if where == "zone" else None,
            "adjacent_to": _around(draw(adjacency_anchors), draw(st.booleans()))
            if where == "adjacent" else None,
            "with_token": draw(token_kinds) if where == "token" else None}


@st.composite
def space_selections(draw) -> n.SpaceSelection:
    """ "any [empty] space", "an empty space", "a space", each with at most one filter
    (space_filter: a zone, adjacent to a fighter, with a token); "another [starting] space"
    and "any other space" with a filter too; "a space without a fighter" (empty) and "a
    starting space", which take nothing else."""
    phrasing = draw(st.sampled_from(["", "", "", "without a fighter", "another", "any other",
                                     "starting"]))
    if phrasing == "without a fighter":
        return n.SpaceSelection(n.SpaceQuantifier.A, True, phrasing=phrasing)
    if phrasing == "starting":
        return n.SpaceSelection(n.SpaceQuantifier.A, starting=True)
    if phrasing == "another":
        return n.SpaceSelection(n.SpaceQuantifier.A, phrasing=phrasing,
                                starting=draw(st.booleans()), **draw(_space_filter()))
    if phrasing == "any other":
        return n.SpaceSelection(n.SpaceQuantifier.ANY, phrasing=phrasing, **draw(_space_filter()))
    quantifier = draw(st.sampled_from([q for q in n.SpaceQuantifier
                                       if q is not n.SpaceQuantifier.BARE]))
    empty = {n.SpaceQuantifier.ANY: draw(st.booleans()), n.SpaceQuantifier.AN: True,
             n.SpaceQuantifier.A: False}[quantifier]
    return n.SpaceSelection(quantifier, empty, **draw(_space_filter()))


# space: a selection, "that space", "<fighter>'s space", "their new space", or a zone
# written as a space ("place ... in Muldoon's zone")
space_refs = st.one_of(space_selections(), st.builds(n.ThatSpace),
                       st.builds(n.SpaceOf, st.none() | fighter_refs),
                       st.builds(lambda zone: n.SpaceSelection(n.SpaceQuantifier.BARE, zone=zone),
                                 zones))

card_refs = st.builds(n.CardRef, st.sampled_from(n.CardWord))
value_kinds_ad = st.sampled_from([n.ValueKind.ATTACK, n.ValueKind.DEFENSE])
# card: a word for a card, "<fighter>'s card", "his / her / their attack cards"
cards = st.one_of(card_refs, card_refs, st.builds(n.FighterCard, fighter_refs),
                  st.builds(n.FightersCards, st.sampled_from(n.Possessive), value_kinds_ad))
value_kinds = st.sampled_from(n.ValueKind)
# value_kind: "attack" | "defense" -- where it is not optional, "any value" cannot be written.
attack_or_defense = st.sampled_from([n.ValueKind.ATTACK, n.ValueKind.DEFENSE])

# ---------------------------------------------------------------- numbers and expressions

# NUMBER: any digits; mostly the small numbers cards print.
small_ints = st.integers(min_value=0, max_value=20) | st.integers(min_value=0, max_value=10**6)
# count: NUMBER | "a" | a number word ("two" ... "six") -- the article only ever means 1.
counts = st.one_of(st.builds(n.Number, small_ints), st.just(n.Number(1, article=True)),
                   st.builds(lambda v: n.Number(v, spelled=True), st.integers(2, 6)))
numbers = st.builds(n.Number, small_ints)  # NUMBER only

# expr: a bare NUMBER (never "a"), a BOOST value (its BOOST value / the BOOST value from /
# of <card>), a printed value, damage dealt to a fighter or "the damage you were dealt"
# (DamageDealt(your fighter, you_were=True), the only fighter that wording names).
exprs = st.one_of(
    st.builds(n.Number, small_ints),
    st.builds(n.BoostValue, cards, st.sampled_from(["possessive", "from", "of"])),
    st.builds(n.PrintedValue, cards, st.booleans()),
    st.builds(n.DamageDealt, fighter_refs),
    st.just(n.DamageDealt(n.FighterPronoun(n.FighterWord.YOUR_FIGHTER), True)),
    # the published catalogue (issue 10)
    st.builds(n.NumberOf, st.one_of(st.builds(n.CardsInHand),
                                    st.builds(n.TokensOnBoard, token_kinds),
                                    st.builds(n.ZonesOfFighters))),
    st.sampled_from([n.CombatDamage(), n.CombatDamage(you=True), n.CombatDamage(short=True)]),
    st.builds(n.CombatDamage, fighter_refs),
    st.builds(n.ThatMany),
    st.builds(n.CardValue, cards, value_kinds, st.booleans()),
    st.builds(n.ThatMuch),  # "that much" (issue 10, lodge)
)
equal_tos = st.builds(n.EqualTo, exprs)

# what an amount compared starts with (AmountCompare): an amount, but a card's possessive
# only as "its" ("this card's value is ..." would take the "it's" of "it's your turn")
_IT = n.CardRef(n.CardWord.IT)
compared_amounts = st.one_of(
    st.builds(n.CardValue, cards, value_kinds),
    st.builds(n.CardValue, st.just(_IT), value_kinds, st.just(True)),
    st.builds(n.BoostValue, cards, st.just("of")),
    st.just(n.BoostValue(_IT)),
    st.builds(n.PrintedValue, cards),
    st.just(n.PrintedValue(_IT, True)),
    st.builds(n.DamageDealt, fighter_refs),
    st.builds(n.NumberOf, st.one_of(st.builds(n.CardsInHand),
                                    st.builds(n.TokensOnBoard, token_kinds),
                                    st.builds(n.ZonesOfFighters))),
    st.builds(n.CombatDamage, st.none() | fighter_refs),
    st.builds(n.ThatMany),
    st.builds(n.ThatMuch),
)


@st.composite
def amount_compares(draw) -> n.AmountCompare:
    """ "X is above / below <expr>", "X is N or more / or less / or fewer", "X is N" (the
    printed value "is N" is PrintedValueCompare's)."""
    amount = draw(compared_amounts)
    compare = draw(st.sampled_from([*n.Compare, None]).filter(
        lambda c: c not in (n.Compare.HIGHER, n.Compare.LOWER)))
    if compare in (n.Compare.ABOVE, n.Compare.BELOW):
        return n.AmountCompare(amount, compare, draw(exprs))
    if compare is None and isinstance(amount, n.PrintedValue):
        compare = n.Compare.AT_LEAST
    return n.AmountCompare(amount, compare, draw(numbers))

# ---------------------------------------------------------------- cards as objects (issue 10)

# a card area's name: capitalised words ("Vibranium Suit") or a declared lower-case word
area_names = st.one_of(fighter_names, lower_words)
_PILE_OWNERS = [n.Owner.YOUR, n.Owner.THEIR, n.Owner.OPPONENTS, n.Owner.THAT_OPPONENTS]


@st.composite
def piles(draw) -> n.Pile:
    """pile_owner pile_kind [("and" | "or") "discard pile" | "or" ("hand" | <area>)]"""
    kind = draw(st.sampled_from(n.PileKind))
    area = draw(area_names) if kind is n.PileKind.AREA else None
    also = draw(st.sampled_from(["none", "and discard", "or discard", "or hand", "or area"]))
    extra = {"none": (None, None, False), "and discard": (n.PileKind.DISCARD_PILE, None, False),
             "or discard": (n.PileKind.DISCARD_PILE, None, True),
             "or hand": (n.PileKind.HAND, None, True),
             "or area": (n.PileKind.AREA, draw(lower_words), True)}[also]
    if kind is n.PileKind.DECK and also == "none" and draw(st.integers(0, 5)) == 0:
        return n.Pile(kind, n.Owner.THE)  # "the deck": the one just named
    return n.Pile(kind, draw(st.sampled_from(_PILE_OWNERS)), area, *extra)


titles_quoted = st.text(string.ascii_letters + string.digits + " ,'!-", min_size=1,
                        max_size=20).map(str.strip).filter(bool)
_where = st.one_of(
    st.just((None, None, None)),
    st.tuples(st.sampled_from([n.CardWhere.IN, n.CardWhere.FROM]), piles(), st.none()),
    st.tuples(st.just(n.CardWhere.IN), piles(), titles_quoted),
    st.tuples(st.just(n.CardWhere.OTHER_THAN), st.none(), titles_quoted),
    st.tuples(st.sampled_from([n.CardWhere.THEY_CAN_PLAY, n.CardWhere.YOU_DISCARDED]),
              st.none(), st.none()),
)
_written_types = st.lists(st.sampled_from([n.CardType.ATTACK, n.CardType.DEFENSE,
                                           n.CardType.VERSATILE]), min_size=1, max_size=3)


@st.composite
def card_descriptions(draw, kind_required: bool = False, scheme: bool = True) -> dict:
    """[adjectives] [card_kind] ("card(s)" | "scheme(s)") [card_where]"""
    what = draw(st.sampled_from(["kind", "symbol", "types"] + ([] if kind_required else ["none"])))
    where, pile, title = draw(_where)
    return {"other": draw(st.booleans()), "random": draw(st.booleans()),
            "different": draw(st.booleans()),
            "kind": draw(fighter_names) if what == "kind" else None,
            "symbol": draw(symbols) if what == "symbol" else None,
            "types": tuple(draw(_written_types)) if what == "types" else (),
            "scheme_noun": scheme and draw(st.booleans()),
            "where": where, "pile": pile, "title": title}


@st.composite
def described_sets(draw) -> n.CardSet:
    """A number of cards described: "2 ...", "a ...", "up to 3 ...", "any number of ...",
    "all ..."."""
    amount = draw(st.sampled_from([a for a in n.SetAmount if a is not n.SetAmount.NONE]))
    count = {n.SetAmount.COUNT: counts, n.SetAmount.UP_TO: counts}.get(amount, st.none())
    return n.CardSet(amount, draw(count), **draw(card_descriptions()))


top_cards = st.builds(n.TopCards, st.none() | counts,
                      st.sampled_from([n.Owner.YOUR, n.Owner.THEIR, n.Owner.OPPONENTS,
                                       n.Owner.THE]), st.none() | st.just(n.Owner.OPPONENTS))
# bare_set: what a set is without a description
bare_sets = st.one_of(
    st.builds(lambda kind: n.CardSet(n.SetAmount.NONE, kind=kind), fighter_names),
    top_cards,
    st.builds(n.SomeOfThem, counts),
    st.just(n.SomeOfThem(n.Number(1, spelled=True))),  # "one of them"
    st.builds(n.TheOther, counts),
    st.builds(n.TheRest, st.booleans()), st.builds(n.CardsThem), st.builds(n.BoostedWith),
    st.builds(n.TitledCard, fighter_names),
    st.builds(lambda w: n.CardSet(n.SetAmount.NONE, where=w[0], pile=w[1], title=w[2]),
              _where.filter(lambda w: w[0] is not None)),  # "cards from their deck"
)
card_sets = st.one_of(described_sets(), bare_sets)
short_cards = st.one_of(bare_sets, cards)  # "put" short_cards destination
moved_cards = st.one_of(card_sets, cards)  # "add" / "shuffle" cards

# countable: what "for each" counts. A fighter count is a singular selection written
# without its quantifier, which the transformer takes as "each".
countables = st.one_of(
    st.builds(n.ResourceCount, resource_names),
    st.builds(n.SpentCount, resource_names),
    st.builds(n.FighterCount, fighter_selections([n.Quantifier.EACH])),
    st.builds(n.DiscardedCount, st.booleans()),
    st.builds(n.DamageDealtCount),
    # the published catalogue (issue 10): "VOYAGE card in your discard pile", "trap token
    # adjacent to ...", "of your Raptors adjacent to them", "different ingredient symbol ..."
    st.builds(lambda d: n.CardCount(n.CardSet(n.SetAmount.NONE, **d)),
              card_descriptions(kind_required=True, scheme=False)),
    st.builds(n.TokenCount, token_kinds, fighter_refs),
    st.builds(n.FighterCount, owners_of.flatmap(lambda o: _selection(n.Quantifier.EACH, o))),
    st.builds(n.SymbolCount, area_names, lower_words),
)
pers = st.none() | countables

# ---------------------------------------------------------------- conditions

# you_did: the conditions written after "you" -- alone ("you won the combat") or two of
# them joined by "and" (Both; a Both is never a part of another).
_you_conditions = [
    st.builds(n.CombatOutcome, st.booleans()),
    st.builds(n.AttackedSidekick),
    st.builds(n.FormIs, fighter_names),
    st.builds(n.PlayingTo, attack_or_defense),
    st.builds(n.PredictedCorrectly),
    st.builds(n.PlayedAsFirstAction),
    # the published catalogue (issue 10)
    st.builds(n.HandCount, small_ints, st.sampled_from(n.OR_COMPARES), st.booleans()),
    st.builds(n.SearchedDeck, st.booleans()),
    st.builds(n.DidNotAttack),
    st.builds(n.DiscardedByOpponent),
]
you_conditions = st.one_of(*_you_conditions)

CONDITION_STRATEGIES = [
    *_you_conditions,
    st.builds(n.Both, you_conditions, you_conditions),
    st.builds(n.DealtDamageThisWay, targets),
    st.builds(n.OnToken, targets, token_kinds, st.booleans()),
    st.builds(n.LacksNamedValue, players),
    st.builds(n.IsAdjacent, targets, adjacency_anchors),
    st.builds(n.StartedTurnElsewhere, targets),
    st.builds(n.NoneThere, fighter_selections([n.Quantifier.NO])),
    st.builds(n.DidOptional, players, st.booleans(), together=st.booleans()),
    # the published catalogue (issue 10)
    st.builds(n.IsAdjacent, targets, fighter_refs, st.just(True)),  # "is not adjacent to"
    st.builds(lambda a, b: n.IsAdjacent(n.Fighters((a, b))), fighter_refs, fighter_refs),
    st.builds(n.IsHero, targets),
    st.builds(n.HealthCompare, targets, small_ints, st.sampled_from(n.OR_COMPARES), st.booleans()),
    st.builds(n.WasDefeated, targets),
    st.sampled_from([n.DefeatedThisWay(),
                     n.DefeatedThisWay(n.FighterPronoun(n.FighterWord.THAT_FIGHTER))]),
    st.builds(n.SameZone, targets, fighter_refs),
    st.builds(n.InStartingSpace, targets, st.sampled_from([n.Owner.YOUR, n.Owner.AN_OPPONENTS])),
    st.builds(n.TookDamage, targets),
    st.builds(n.HandEmpty),
    st.builds(n.PlayedType, st.sampled_from([n.CardType.ATTACK, n.CardType.DEFENSE,
                                             n.CardType.VERSATILE])),
    st.builds(n.YourTurn),
    st.just(n.PlayedAsFirstAction(True)),
    st.builds(n.PrintedValueCompare, cards, small_ints, st.none() | st.sampled_from(n.OR_COMPARES)),
    amount_compares(),
    st.builds(n.HigherValue, cards, st.sampled_from(n.Measure),
              st.sampled_from([n.Compare.HIGHER, n.Compare.LOWER]), st.none() | cards),
    st.builds(n.AtLeastThere, counts, fighter_selections([n.Quantifier.NO])),
    st.builds(n.SharesNoZone, fighter_refs, fighter_refs),
    st.builds(n.SharesNoZone, targets),
    st.builds(n.MoreZones, targets, fighter_refs),
    st.builds(n.AreaHolds, lower_words, fighter_names),
    st.builds(n.IsAttacking, targets),
    st.builds(n.Both, st.builds(n.TookDamage, targets), st.builds(n.IsAttacking, targets)),
    st.builds(n.Both, you_conditions, you_conditions),  # twice: ten conditions each side
    # fighter traits and the BOOST of an attack (issue 10, traits)
    st.builds(n.IsTrait, targets, lower_words),
    st.builds(n.OpponentCancels, cards),
]
conditions = st.one_of(*CONDITION_STRATEGIES)

# ---------------------------------------------------------------- effects


@st.composite
def draws(draw) -> n.Draw:
    subject = draw(subjects | st.deferred(lambda: player_groups))
    form = draw(st.sampled_from(["count", "more", "up to", "equal to", "that many", "until"]))
    if form == "equal to":  # "a number of cards equal to <expr>"
        return n.Draw(draw(equal_tos), subject)
    if form == "that many":  # "up to that many cards"
        return n.Draw(n.EqualTo(n.ThatMany()), subject, up_to=True)
    if form == "until":  # "until you have 7 cards in your hand"
        return n.Draw(draw(numbers), subject, until=True)
    return n.Draw(draw(counts), subject, up_to=form == "up to", more=form == "more")


# player_subject: a player, "each opponent (with a fighter <filter>)", "both players", ...,
# "the player(s) who drew the most cards" (issue 10, lodge)
counted_cards = st.builds(n.CountedCards, st.sampled_from(n.CountedAct),
                          st.sampled_from(n.Superlative))
player_groups = st.one_of(
    st.builds(n.PlayerGroup, st.sampled_from([k for k in n.PlayerGroupKind
                                              if k not in n.WHO_DID])),
    st.builds(n.PlayerGroup, st.just(n.PlayerGroupKind.EACH_OPPONENT), postfix_filters),
    st.builds(n.PlayerGroup, st.sampled_from(n.WHO_DID), who=counted_cards),
)
player_subjects = st.one_of(players, player_groups)


@st.composite
def discards(draw) -> n.Discard:
    """The hand's shapes of discarding: a count (and "random"), "any number of cards [from
    your hand]", "<name> cards"; each with or without a subject."""
    form = draw(st.sampled_from(["count", "any", "kind"]))
    subject = draw(st.none() | player_subjects)
    if form == "any":
        return n.Discard(None, subject, from_hand=draw(st.booleans()))
    if form == "kind":
        return n.Discard(None, subject, kind=draw(fighter_names))
    return n.Discard(draw(counts), subject, draw(st.booleans()))


def _is_hand_discard(cards) -> bool:
    return isinstance(cards, n.CardSet) and discard_shape(cards)


def discard_shape(cards: n.CardSet) -> bool:
    """Whether the transformer makes a set discarded into a Discard (its shapes of old) or,
    "discard up to 3 cards", into the DiscardCards both games write."""
    from cardsmith.grammar.transform_effects import discard_of

    return not isinstance(discard_of(None, cards, None), n.DiscardFromPile)


# "discard up to 3 cards": the DiscardCards both games write
discard_up_to = st.builds(n.DiscardCards, counts, st.just(n.CardKind()), st.just(True))
discard_from_pile = st.builds(n.DiscardFromPile,
                              card_sets.filter(lambda c: not _is_hand_discard(c)),
                              st.none() | player_subjects)


@st.composite
def deal_damages(draw) -> n.DealDamage:
    """Only "deal <count> damage to <target>" takes "for each"; "<fighter> deals" takes a count;
    "deal 2 damage" (to the same fighters) and "... and 1 damage to <target>" (elided)."""
    # ("by fighter" twice: its source takes four kinds of fighter reference)
    form = draw(st.sampled_from(["count", "equal to", "equal first", "by fighter", "same",
                                 "elided", "by player", "by players", "by fighter"]))
    if form == "same":
        return n.DealDamage(draw(counts), None)
    if form == "elided":
        return n.DealDamage(draw(numbers), draw(targets), elided=True)
    target = draw(targets)
    if form == "equal to":
        return n.DealDamage(draw(equal_tos), target)
    if form == "equal first":
        return n.DealDamage(draw(equal_tos), target, equal_first=True)
    if form == "by fighter":
        return n.DealDamage(draw(damage_counts), target, source=draw(fighter_refs))
    if form == "by player":  # "your opponent deals 2 damage to their hero"
        return n.DealDamage(draw(damage_counts), target, source=draw(players))
    if form == "by players":  # "the player(s) who drew the most cards deals that much damage"
        return n.DealDamage(draw(damage_counts), target, source=draw(player_groups))
    return n.DealDamage(draw(counts), target, per=draw(pers))


# what "<fighter> deals ... damage" and "<player> deals ... damage" count: "that much" too
damage_counts = counts | st.builds(n.ThatMuch)


# "take 1 damage" (your fighter) takes a count only; "<target> takes ..." a count or "equal to".
take_damages = st.one_of(
    st.builds(n.TakeDamage, counts),
    st.builds(n.TakeDamage, counts | equal_tos, targets),
)


@st.composite
def move_tokens(draw) -> n.MoveToken:
    """move_token / move_token_to / move_that_token_to / move_each_token_to (no subject),
    player_moves_token / player_moves_different_token (a subject, maybe "then", a distance)."""
    token = draw(token_kinds)
    distance = counts  # distance: "up to" count space_noun
    form = draw(st.sampled_from(["count up to", "count to", "that", "each",
                                 "player count", "player different"]))
    if form == "count up to":
        return n.MoveToken(token, "count", draw(counts), draw(distance))
    if form == "count to":
        return n.MoveToken(token, "count", draw(counts), to=draw(space_refs))
    if form in ("that", "each"):
        return n.MoveToken(token, form, to=draw(space_refs))
    subject, then = draw(players), draw(st.booleans())
    if form == "player count":
        return n.MoveToken(token, "count", draw(counts), draw(distance), subject=subject,
                           then=then)
    return n.MoveToken(token, "different", None, draw(distance), subject=subject, then=then)


@st.composite
def spends(draw, clauses) -> n.Spend:
    """ "spend any amount of Rage", "spend 2 Rage", "spend 2 Rage to <simple clause>"."""
    resource = draw(resource_names)
    form = draw(st.sampled_from(["any", "count", "to"]))
    if form == "any":
        return n.Spend(resource)
    if form == "count":
        return n.Spend(resource, draw(counts))
    return n.Spend(resource, draw(counts), draw(clauses))



@st.composite
def choose_effects(draw) -> n.ChooseEffects:
    """ "choose <count> effect(s): - ...", "choose a different effect for each <resource>
    spent: - ...", "choose 2 different effects: ...", "Your opponent chooses one: ...": an
    option is a simple clause of Unmatched, or several joined by "and" (Together)."""
    options = draw(st.lists(unmatched_clauses, min_size=1, max_size=3))
    if draw(st.booleans()):  # an option of two effects joined by "and"
        options[0] = n.Together((draw(unmatched_clauses), draw(unmatched_clauses)))
    options = tuple(options)
    form = draw(st.sampled_from(["count", "spent", "different", "chooser", "all if"]))
    if form == "count":
        return n.ChooseEffects(options, draw(counts))
    if form == "all if":  # "choose one effect. If <condition>, do both: ..."
        count = draw(counts | st.just(n.Number(1, spelled=True)))
        return n.ChooseEffects(options, count, all_if=draw(_plain_conditions))
    if form == "different":
        return n.ChooseEffects(options, draw(numbers), different=True)
    if form == "chooser":
        return n.ChooseEffects(options, n.Number(1, spelled=True), chooser=draw(player_subjects))
    return n.ChooseEffects(options, None, draw(resource_names))


transforms = st.one_of(
    st.builds(lambda form: n.Transform((form,)), fighter_names),  # "transform to X"
    st.builds(lambda forms: n.Transform(tuple(forms), True),  # "transform into X [or Y]"
              st.lists(fighter_names, min_size=1, max_size=2)),
)

# ---------------------------------------------------------------- the catalogue's effects (issue 10)

_not_pile = cards  # a card, where the grammar takes `card`
_put_cards = st.one_of(
    # "put" short_cards destination
    st.builds(lambda c, d: n.PutCards(c, *d), short_cards, st.deferred(lambda: _destinations)),
    # "put" described_cards destination_after_place
    st.builds(lambda c, d: n.PutCards(c, *d), described_sets(),
              st.deferred(lambda: _after_place)),
    # "randomly" "put" short_cards destination (with no order of its own)
    st.builds(lambda c, d: n.PutCards(c, *d[:3], n.Order.RANDOM, order_first=True),
              short_cards, st.deferred(lambda: _destinations).filter(lambda d: d[3] is None)),
).filter(lambda node: not (isinstance(node.cards, (n.CardRef, n.FighterCard, n.FightersCards))
                           and node.destination is n.Destination.IN
                           and node.pile == n.Pile(n.PileKind.HAND)))  # that is PutInHand
orders = st.none() | st.sampled_from(n.Order)
_after_place = st.one_of(
    st.tuples(st.just(n.Destination.ON_TOP_SAME), st.none(), st.booleans(), orders),
    st.tuples(st.just(n.Destination.ON_TOP), piles(), st.booleans(), orders),
    st.tuples(st.just(n.Destination.ON_BOTTOM), piles(), st.just(False), orders),
    st.tuples(st.just(n.Destination.BACK), st.none(), st.just(True), st.sampled_from(n.Order)),
)
_destinations = st.one_of(
    st.tuples(st.just(n.Destination.IN), piles(), st.just(False), st.none()), _after_place)

# a put after a put, its verb not repeated: "... and the other 2 back on top of your deck"
_more_cards = st.one_of(st.builds(n.SomeOfThem, counts),
                        st.just(n.SomeOfThem(n.Number(1, spelled=True))),
                        st.builds(n.TheOther, counts), st.builds(n.TheRest, st.booleans()))
put_pairs = st.tuples(
    _put_cards,
    st.builds(lambda c, d: n.PutCards(c, *d, elided=True), _more_cards,
              st.deferred(lambda: _destinations)))

CARD_EFFECTS = (
    st.builds(n.LookAt, card_sets),
    st.builds(n.Reveal, card_sets.filter(lambda c: c != n.TopCards())),  # that is RevealTop
    st.builds(n.Reveal, cards),
    st.builds(n.Reveal, card_sets, st.sampled_from([n.Player.OPPONENT]) | player_groups),
    st.builds(n.Reveal, card_sets, player_groups, st.just(True)),  # "... simultaneously reveals"
    st.builds(n.ChooseCards, card_sets, st.booleans()),
    st.builds(n.TakeCards, card_sets),
    discard_from_pile,
    st.builds(n.DiscardPlayed, cards),
    st.builds(n.AddTo, moved_cards, piles()),
    _put_cards,
    st.builds(n.StoreCards, short_cards, piles()),
    st.builds(n.ReturnCards, card_sets, piles()),
    st.builds(n.ReturnCards, cards, piles(), st.just(True)),
    st.builds(n.ReturnInsteadOfDiscarding, cards),
    # (not "all cards from your discard pile into your deck": ShuffleDiscard, both games')
    st.builds(n.ShuffleInto, moved_cards, piles(), st.booleans()).filter(
        lambda shuffle: shuffle.back or not shuffles_discard_pile(shuffle.cards, shuffle.pile)),
    st.builds(n.ShuffleInto, piles(), piles()),
    st.builds(n.ShufflePile, piles()),
    st.just(n.ShufflePile(n.Pile(n.PileKind.DECK), True)),
    st.builds(n.ShuffleDecks, player_subjects),
    st.builds(n.Search, piles(), card_sets),
    st.builds(n.RevealUntil, player_subjects, card_sets, card_sets),
    st.builds(n.TheyPlay, player_subjects, cards),
    st.builds(n.ResolveAsNormal, cards),
    st.builds(n.CancelThatEffect),
)

_in_combat = st.sampled_from([
    n.FighterSelection(n.Quantifier.ONE_OF, filters=(n.InCombat(),)),
    n.FighterSelection(n.Quantifier.A, filters=(n.InCombat(),))])
BOARD_EFFECTS = (
    st.builds(n.MoveBonus, small_ints, pers),
    st.builds(n.PlaceToken, token_kinds, counts, st.none() | space_refs),
    st.builds(n.PlaceToken, token_kinds, counts, st.none(), st.just(True)),
    st.builds(n.RemoveTokens, token_kinds),
    st.builds(n.ReturnToken, token_kinds),
    st.builds(n.ChooseToken, token_kinds, st.none() | anchors),
    st.builds(n.SwapSpaces, st.none() | fighter_groups),
    st.builds(n.SidekicksDoNotCount),
    st.builds(n.NowInCombat, fighter_refs, st.booleans()),
    st.builds(n.SetHealth, fighter_refs | they, small_ints),
    st.builds(n.Summon, counts, fighter_names, space_refs),
)
_place = st.one_of(
    st.builds(n.Place, fighter_refs, space_refs, st.booleans()),
    st.builds(n.Place, fighter_groups | _in_combat, space_refs),
    st.builds(lambda f, a: n.Place(f, n.SpaceSelection(n.SpaceQuantifier.BARE, adjacent_to=a)),
              fighter_refs, anchors),
    st.builds(n.Place, fighter_refs, space_refs, instead_of_moving=st.just(True)),
    st.builds(n.Place, fighter_refs, space_refs, subject=player_subjects),
    st.builds(n.Place, st.tuples(st.sampled_from(_OWNED), owners_of).flatmap(
        lambda p: _selection(p[0], p[1], postfix=False, defeated=False)), space_refs),
)
# One subject for several verbs (issue 10, lodge): "Each player reveals a card from their
# hand and draws 1 card". The subjects of a verb in the third person singular; the steps
# are written without theirs, in the shapes they have with a subject (a discard's as
# transform_effects.discard_of makes it: "discards up to 2 cards" is no DiscardCards).
_shared_subjects = st.one_of(
    st.just(n.Player.OPPONENT),
    st.deferred(lambda: player_groups).filter(lambda group: group.kind in n.EACH_ONE))


def _discard_step(cards) -> n.Node:
    from cardsmith.grammar.transform_effects import discard_of

    return replace(discard_of(n.Player.THEY, cards, None), subject=None)


_shared_steps = st.one_of(
    st.deferred(lambda: draws()).map(lambda d: replace(d, subject=None)),
    st.deferred(lambda: card_sets).map(_discard_step),
    st.builds(n.Reveal, st.deferred(lambda: card_sets), st.none(), st.booleans()),
    st.builds(n.DealDamage, st.deferred(lambda: damage_counts), targets),
    st.builds(n.Place, fighter_refs, space_refs),
)
player_does = st.builds(n.PlayerDoes, _shared_subjects,
                        st.lists(_shared_steps, min_size=2, max_size=3).map(tuple))
_cannot_leave = st.one_of(
    st.builds(n.CannotLeave, targets | st.none(), st.sampled_from(n.LeaveSpace),
              st.none() | st.sampled_from(n.Duration)),
    st.builds(n.CannotLeave, fighter_refs, st.sampled_from(n.LeaveSpace),
              st.none() | st.sampled_from(n.Duration), st.just(True)),
    st.builds(n.CannotLeave, they, st.sampled_from(n.LeaveSpace),
              st.none() | st.sampled_from(n.Duration)),
)
LASTING_EFFECTS = (
    _cannot_leave,
    st.builds(n.ValuesLocked, small_ints),
    st.builds(n.AttacksPlus, st.builds(n.FighterName, fighter_names), small_ints),
    st.builds(n.BoostValuesPlus, small_ints),
    st.builds(n.CannotGainActions),
    st.builds(n.PreventDamage),
    st.builds(n.OnlyCombatDamage, fighter_refs),
    st.builds(n.AttackRange, fighter_refs, small_ints),
    st.builds(n.ValueEqualTo, cards, exprs, st.booleans(), st.booleans()),
    st.builds(n.ChangeForm, lower_words),
    st.builds(n.ChooseStartingForm, fighter_refs,
              st.lists(fighter_names, min_size=2, max_size=3, unique=True).map(tuple)),
    st.builds(n.Acquire, lower_words),
    st.builds(n.GainsEffectOf, st.builds(n.FighterName, fighter_names),
              st.builds(n.FighterName, fighter_names), lower_words),
    st.builds(n.IgnoreIt),
)
# Declarations of a hero's ability: "You have 5 insight tokens.", "Muldoon starts with 8 traps."
DECLARATIONS = (
    st.builds(n.TokenSupply, token_kinds, small_ints),
    st.builds(n.TokenSupply, token_kinds, small_ints, fighter_refs),
)
# Named effects a hero declares (invoke_clause): VERB and EFFECT_WORD are lower-case words
# that are no keywords; an effect's name is capitalised words with possessives between
# them ("Toad's Blessing"), no title or initial (the lexer reads its full stop as a name's).
_effect_titles = st.lists(st.lists(name_words, min_size=1, max_size=2).map(" ".join),
                          min_size=1, max_size=2).map("'s ".join)
INVOCATIONS = (
    st.builds(n.Invoke, lower_words, st.sampled_from([n.InvokeChoice.ANY, n.InvokeChoice.A,
                                                      n.InvokeChoice.DIFFERENT]),
              lower_words, st.none(), st.booleans()),
    st.builds(n.Invoke, lower_words, st.just(n.InvokeChoice.NAMED), st.none(), _effect_titles,
              st.booleans(), st.booleans()),
)
# After a name without quotes, only these end its clause (the lexer's _INVOKED_RE): "and"
# could join two fighters' names as well.
_ENDS_A_NAME = (n.Join.THEN, n.Join.AND_THEN, n.Join.INSTEAD_AND)


def quoted_where_needed(parts: tuple, joins: tuple) -> tuple:
    """The clauses of a sentence with each effect's name quoted where no end of its clause
    follows it: inside another clause, or before a join other than ", then"."""
    return tuple(part if _name_ends(part, index, joins) else _quoted(part)
                 for index, part in enumerate(parts))


def _name_ends(part, index: int, joins: tuple) -> bool:
    if index < len(joins) and joins[index] not in _ENDS_A_NAME:
        return False
    return isinstance(part, n.Invoke) or isinstance(part, n.May) and isinstance(part.body,
                                                                               n.Invoke)


def _quoted(node):
    """`node` with every effect's name in it written in quotes."""
    if isinstance(node, n.Invoke) and node.choice is n.InvokeChoice.NAMED:
        return replace(node, quoted=True)
    if isinstance(node, tuple):
        return tuple(_quoted(item) for item in node)
    if not isinstance(node, n.Node):
        return node
    changes = {name: _quoted(getattr(node, name)) for name in node.__dataclass_fields__
               if name != "span"}
    changed = {name: value for name, value in changes.items()
               if value is not getattr(node, name)}
    return replace(node, **changed) if changed else node
_numbers = numbers
_add_to_values_catalogue = st.one_of(
    st.builds(n.AddToValue, exprs, cards, per=pers, of_form=st.just(True),
              verb=st.just(n.AddVerb.INCREASE)),
    st.builds(n.AddToValue, _numbers, cards, per=pers, of_form=st.just(True),
              verb=st.just(n.AddVerb.INCREASE), signed=st.just(True)),
    st.builds(n.AddToValue, _numbers, cards, per=pers, verb=st.just(n.AddVerb.PLUS)),
    st.builds(n.AddToValue, _numbers, cards, value_kinds, pers, signed=st.just(True)),
    st.builds(n.AddToValue, exprs, cards, per=pers, of_form=st.just(True), subject=targets),
)
_boosts = st.one_of(
    st.builds(n.BoostCard, cards),
    st.builds(n.BoostCard, cards, twice=st.just(True)),
    st.builds(n.BoostCard, cards, counts),
    st.builds(n.BoostCard, cards, st.none() | counts, blind=st.just(True)),
)

# ignore_value: "ignore <card>'s [kind] value" | "ignore the value of <card>" (no kind)
ignore_values = st.one_of(
    st.builds(n.IgnoreValue, cards, value_kinds),
    st.builds(n.IgnoreValue, cards, st.just(n.ValueKind.ANY), st.just(True)),
)

# add_to_value: "add <expr> to <card>'s [kind] value [for each ...]" |
# "add <expr> to the [kind] value of <card>" (no "for each")
add_to_values = st.one_of(
    st.builds(n.AddToValue, exprs, cards, value_kinds, pers),
    st.builds(n.AddToValue, exprs, cards, value_kinds, st.none(), st.just(True)),
)

# "choose an attack or versatile card for them to play" | "choose <count> card(s) for them
# to discard"
choose_cards_for = st.one_of(
    st.just(n.ChooseCardFor("play")),
    st.builds(n.ChooseCardFor, st.just("discard"), counts, st.booleans()),
)

# simple_clause: everything a clause can be but a list of options. May bodies, "spend ... to"
# bodies and the options of "choose ... effect" are simple clauses too, so they come from here.
@lru_cache(maxsize=1)
def clause_strategies() -> tuple:
    """Each way of writing a simple clause, one strategy apiece (tests/test_roundtrip.py
    sweeps them one by one)."""
    return (
        draws(),
        discards(),
        st.builds(n.DiscardMatching, players),
        deal_damages(),
        take_damages,
        st.builds(n.Recover, counts, st.none() | targets, pers),
        st.builds(lambda c, t, p: n.Recover(c, t, p, also=True), counts, targets, pers),
        st.builds(n.Recover, equal_tos, st.none() | targets | fighter_groups),
        st.builds(lambda f, s, e, x: n.Recover(x, n.Fighters((f, s), e)), fighter_refs,
                  fighter_selections(), st.booleans(), equal_tos),
        st.builds(n.RecoverEach, st.tuples(fighter_refs, fighter_refs), counts),
        st.builds(n.Move, counts, st.none() | targets),
        st.builds(n.Move, counts, targets, st.just(False)),  # "move Bruce Lee 1 space"
        st.builds(n.Move, equal_tos, targets),  # "a number of spaces up to <expr>"
        st.builds(n.MoveThrough, fighter_refs),
        st.builds(n.MoveThrough, fighter_refs, st.sampled_from(
            [p for p in n.Passable if p is not n.Passable.SPACES_CONTAINING_OPPOSING])),
        st.builds(n.MoveThrough, st.none(), st.sampled_from(n.Passable)),
        st.builds(n.MoveToSpace, targets, space_refs),
        move_tokens(),
        st.builds(n.Remove, fighter_refs),
        st.builds(n.EndTurn, st.booleans()),
        st.builds(n.LockValue, small_ints),
        _place,
        st.builds(n.Swap, targets, st.none() | fighter_refs),
        st.builds(n.ReturnDefeated, fighter_selections(), space_refs, st.booleans()),
        st.builds(n.ReturnDefeated, st.tuples(st.sampled_from(_OWNED), owners_of).flatmap(
            lambda p: _selection(p[0], p[1], postfix=False, defeated=True)), space_refs,
            st.booleans(), st.just(True)),
        st.builds(n.ChooseSpace, space_selections()),
        st.builds(n.ChooseFighter, fighter_selections()),
        st.builds(n.ChooseOpponent),
        # may: (player | fighter) "may" ["choose" "to"] simple_clause -- the body may itself be
        # a may ("you may they may ..."): the grammar writes it, so it is generated, though rarely.
        st.builds(n.May, unmatched_clauses, players | fighter_refs | fighter_groups, st.booleans()),
        st.builds(n.GainAction, counts),
        st.builds(n.GainResource, counts | equal_tos, resource_names),
        spends(unmatched_clauses),
        st.builds(n.ReturnCard, cards, st.booleans()),
        st.builds(n.PutInHand, cards),
        st.builds(n.RevealTop),
        st.builds(n.RevealHand, players),
        # look_at_hand: "your opponent's hand" | "their hand"
        st.builds(n.LookAtHand, st.sampled_from([n.Player.OPPONENT, n.Player.THEY])),
        st.just(n.LookAtHand(n.Player.OPPONENT, True)),  # "an opponent's hand"
        choose_cards_for,
        st.builds(n.KeepOne),
        st.builds(n.NameValue),
        transforms,
        st.builds(n.PlayAs, cards, attack_or_defense),
        st.builds(n.Cancel, cards, st.none() | st.sampled_from(n.Window)),
        ignore_values,
        add_to_values,
        _add_to_values_catalogue,
        st.builds(n.ChangePrintedValue, cards, exprs),
        st.builds(n.FaceUp, cards),
        st.builds(n.Predict, cards, value_kinds),
        st.builds(n.SetValue, cards, small_ints, st.booleans()),
        st.builds(n.SetValue, cards, small_ints, of_form=st.just(True)),
        st.builds(n.ValuePlus, cards, small_ints, pers),
        st.builds(n.UncancellableCards, st.lists(fighter_names, min_size=1, max_size=3).map(tuple)),
        st.builds(n.Uncancellable, cards),
        _boosts,
        st.builds(n.Defeat, fighter_refs),
        # the published catalogue (issue 10)
        *CARD_EFFECTS,
        *BOARD_EFFECTS,
        *LASTING_EFFECTS,
        *DECLARATIONS,
        *INVOCATIONS,
        st.builds(n.PayTo, discards() | discard_from_pile | discard_up_to
                  | st.builds(n.DiscardMatching, players), unmatched_clauses),
        # written as Super Fantasy Brawl's cards write them
        discard_up_to,
        st.builds(n.ShuffleDiscard),
        st.builds(n.SpendActionTo, unmatched_clauses),
        # printed wordings once reworded: "for each one, ...", "choose a fighter to ..."
        st.builds(n.ForEachOne, unmatched_clauses),
        st.builds(n.ChooseFighterTo, fighter_selections(), unmatched_clauses),
        # fighter traits and the BOOST of an attack (issue 10, traits): "T-Rex is a large
        # fighter", "Outlaws are stealthy fighters", "play the BOOST card, face down, ..."
        st.builds(n.HasTrait, fighter_refs, lower_words),
        st.builds(n.HasTrait, fighter_refs | fighter_groups, lower_words, st.just(True)),
        st.builds(n.PlayBoostWith, st.sampled_from(n.Face)),
        st.builds(n.DiscardBoost),
    )


unmatched_clauses = st.deferred(lambda: st.one_of(*clause_strategies()))
# either game's clauses, half each: neither's many kinds crowd out the other's
simple_clauses = st.deferred(lambda: st.one_of(unmatched_clauses, sfb_clauses))

# clause: simple_clause; a list of options (choose_effects) ends its sentence
clauses = simple_clauses
effects = clauses  # the name older tests used

# ---------------------------------------------------------------- sentences and text


# reminder text as printed: words, no space before a stop or a comma, none doubled (the
# translations tidy spacing around punctuation, and printed text has none to tidy)
remarks = st.text(string.ascii_letters + " .,'", min_size=1, max_size=30).map(
    lambda text: f"({text.strip()})").filter(
    lambda remark: remark != "()" and not remark.lower().startswith("(if any")
    and not re.search(r" [.,]|  ", remark))
_plain_conditions = conditions.filter(lambda c: not isinstance(c, n.Would))


def _sentence(draw, clauses, both_games: bool) -> n.Sentence:
    """plain_sentence: [SYMBOL] [THEN] [ALSO] clauses [INSTEAD] "."
    conditional_sentence: [SYMBOL] [THEN] "if" condition "," clauses [INSTEAD] "." (no "also")
    delayed_sentence: "At the start of your next turn," clauses "." (nothing else)
    otherwise_sentence: [SYMBOL] "Otherwise," clauses "."
    reaction_sentence: "If an effect would ...," clauses "."
    discard_at_end_sentence: "Discard this card at the end of your turn if <condition>."
    table_sentence: [SYMBOL] [THEN] "if" <amount> "is..." rows (a table of outcomes)
    Any of them may have a remark after it; a list of options ends its clauses."""
    parts, joins = _clause_list(draw, clauses, both_games)
    remark = draw(st.none() | st.none() | remarks)
    form = draw(st.sampled_from(["plain", "plain", "conditional", "conditional", "delayed",
                                 "otherwise", "reaction", "discard at end", "table"]
                                + (["sfb"] if both_games else [])))
    if form == "sfb":  # sfb_sentence: "May move through ..." is a sentence of its own, and
        # chains of what champions suffer and gain, whose later verbs have no subject
        return draw(move_through_sentences | champion_chains())
    symbol = draw(st.none() | st.none() | symbols)
    if form == "delayed":
        return n.Sentence(tuple(parts), joins, delayed=True, remark=remark)
    if form == "otherwise":
        return n.Sentence(tuple(parts), joins, symbol=symbol, otherwise=True, remark=remark)
    if form == "reaction":
        condition = n.Would(draw(st.sampled_from(n.WouldKind)))
        return n.Sentence(tuple(parts), joins, condition, remark=remark)
    if form == "discard at end":
        return n.Sentence((n.DiscardAtEnd(draw(_plain_conditions)),), remark=remark)
    instead, then = draw(st.booleans()), draw(st.booleans())
    if form == "table":
        rows = [_table_row(draw, clauses, both_games, parts, joins)
                for _ in range(draw(st.integers(1, 3)))]
        table = n.OutcomeTable(draw(compared_amounts), tuple(rows))
        return n.Sentence((table,), then=then, symbol=symbol, remark=remark)
    if form == "conditional":
        condition = draw(_plain_conditions | sfb_conditions if both_games else _plain_conditions)
        return n.Sentence(tuple(parts), joins, condition, instead, then, symbol=symbol,
                          remark=remark)
    return n.Sentence(tuple(parts), joins, None, instead, then, symbol=symbol,
                      also=draw(st.booleans()), remark=remark)


def _clause_list(draw, clauses, both_games: bool) -> tuple[tuple, tuple]:
    """`clauses`: clauses and the joins between them, a list of options maybe last."""
    parts = draw(st.lists(clauses, min_size=1, max_size=3))
    if draw(st.integers(0, 5)) == 0:  # a subject for several verbs: a clause of a sentence
        parts[0] = draw(player_does)
    if draw(st.integers(0, 4)) == 0:
        parts[-1] = draw(choose_effects())
    # "and then" joins Super Fantasy Brawl's clauses only ("Draw 1 and then Plan 1")
    kinds = list(n.Join) if both_games else [j for j in n.Join if j is not n.Join.AND_THEN]
    joins = tuple(draw(st.lists(st.sampled_from(kinds), min_size=len(parts) - 1,
                                max_size=len(parts) - 1)))
    if draw(st.integers(0, 9)) == 0:  # two puts sharing the verb, first
        parts, joins = [*draw(put_pairs), *parts], (n.Join.AND, n.Join.AND, *joins)
    parts, joins = settled(draw, parts, joins)
    return quoted_where_needed(parts, joins), joins


def _table_row(draw, clauses, both_games: bool, parts, joins) -> n.TableRow:
    """ "2: <clauses>", "4 or more: ...", "2-3: ..." (the first row takes the clauses drawn
    for the sentence, the others their own)."""
    if draw(st.booleans()):
        parts, joins = _clause_list(draw, clauses, both_games)
    value = draw(st.integers(0, 12))
    form = draw(st.sampled_from(["exactly", "or", "range"]))
    if form == "or":
        return n.TableRow(value, tuple(parts), joins, draw(st.sampled_from(n.OR_COMPARES)))
    if form == "range":
        return n.TableRow(value, tuple(parts), joins, to=draw(st.integers(0, 12)))
    return n.TableRow(value, tuple(parts), joins)


_SIMPLE_HEADERS = [n.HeaderKind.IMMEDIATELY, n.HeaderKind.DURING_COMBAT,
                   n.HeaderKind.AFTER_COMBAT, n.HeaderKind.AFTER_YOU_ATTACK,
                   n.HeaderKind.AFTER_YOU_MANEUVER, n.HeaderKind.START_OF_TURN,
                   n.HeaderKind.END_OF_TURN, n.HeaderKind.BOOSTED_WITH, n.HeaderKind.ONGOING,
                   n.HeaderKind.AFTER_EACH_COMBAT]
unmatched_headers = st.one_of(
    *(st.just(n.Header(kind)) for kind in _SIMPLE_HEADERS),
    st.builds(n.Header, st.just(n.HeaderKind.WHEN_DEALT_DAMAGE), fighter_refs),
    st.builds(n.Header, st.just(n.HeaderKind.WHILE), condition=_plain_conditions),
    # the published catalogue (issue 10)
    st.builds(n.Header, st.just(n.HeaderKind.WHEN_YOU_MANEUVER), boosted=st.booleans(),
              take_action=st.booleans()),
    st.builds(n.Header, st.sampled_from([n.HeaderKind.WHEN_ATTACKS, n.HeaderKind.WHEN_DEFEATED]),
              fighter_refs),
    st.builds(n.Header, st.just(n.HeaderKind.WHEN_FORM), fighter_refs, form=fighter_names),
    st.builds(n.Header, st.just(n.HeaderKind.WHEN_YOU_PLACE), fighter_refs),
    st.builds(n.Header, st.just(n.HeaderKind.AFTER_MOVES), fighter_refs | fighter_groups),
    st.builds(n.Header, st.just(n.HeaderKind.WHEN_TOKEN_RETURNED), token=token_kinds),
    st.builds(n.Header, st.just(n.HeaderKind.MISSION), condition=_plain_conditions),
)
headers = st.one_of(
    unmatched_headers,
    st.builds(n.Header, st.sampled_from(sorted(SFB_HEADER_KINDS - SFB_HEADERS_WITH_FIELDS))),
    st.deferred(lambda: sfb_headers),
    st.builds(n.Header, st.just(n.HeaderKind.WHILE),
              condition=st.deferred(lambda: sfb_conditions)),
)


# Triggers an ONGOING card's first sentence may have of its own ("ONGOING: After each combat
# your fighter is in, draw 1 card.")
_ONGOING_TRIGGERS = st.sampled_from([n.HeaderKind.AFTER_EACH_COMBAT, n.HeaderKind.START_OF_TURN,
                                     n.HeaderKind.END_OF_TURN, n.HeaderKind.AFTER_YOU_ATTACK])


def _ongoing_trigger(section: n.Section) -> st.SearchStrategy[n.Section]:
    """An ONGOING section, sometimes with a trigger on its first sentence (not on an option
    by a count of symbols, which the grammar lists apart)."""
    if section.header is None or section.header.kind is not n.HeaderKind.ONGOING:
        return st.just(section)
    first, *rest = section.sentences
    triggered = _ONGOING_TRIGGERS.map(lambda kind: replace(
        section, sentences=(replace(first, trigger=n.Header(kind)), *rest)))
    return st.just(section) | triggered


def _text_strategies(clauses, both_games: bool = True):
    """sentences, sections and effect_texts whose clauses come from `clauses` (closures, not
    arguments: Hypothesis would print a strategy argument's whole repr, at great cost)."""

    @st.composite
    def sentences(draw) -> n.Sentence:
        return _sentence(draw, clauses, both_games)

    text_headers = headers if both_games else unmatched_headers

    def sections(header=text_headers) -> st.SearchStrategy[n.Section]:
        return st.builds(n.Section, header,
                         st.lists(sentences(), min_size=1, max_size=2).map(tuple)).flatmap(
            _ongoing_trigger)

    @st.composite
    def effect_texts(draw) -> n.EffectText:
        """untimed_section? headed_section*: only the first section may lack a header."""
        count = draw(st.integers(min_value=0, max_value=3))
        if count == 0:
            return n.EffectText(())
        first = draw(sections(st.none() | text_headers))
        rest = [draw(sections()) for _ in range(count - 1)]
        *before, last = (first, *rest)
        if draw(st.integers(0, 4)) == 0:  # a list of options by a count of symbols ends it
            tiered = [sentence for _ in range(draw(st.integers(1, 2)))
                      for sentence in draw(symbol_tiers())]
            last = replace(last, sentences=last.sentences + tuple(tiered))
        return n.EffectText((*before, last))

    @st.composite
    def symbol_tiers(draw) -> list[n.Sentence]:
        """ "- 3🔵 <sentences>": the option marks its first sentence."""
        first, *more = draw(st.lists(sentences(), min_size=1, max_size=2))
        tier = n.SymbolTier(draw(st.integers(0, 12)), draw(symbols))
        return [replace(first, tier=tier), *more]

    return sentences, sections, effect_texts


sentences, sections, effect_texts = _text_strategies(clauses)


# ---------------------------------------------------------------- Super Fantasy Brawl
# what a Super Fantasy Brawl clause may count: either game's countables
all_countables = st.one_of(countables, st.deferred(lambda: sfb_countables))
all_pers = st.none() | all_countables



def settled(draw, parts: list, joins: tuple) -> tuple[tuple, tuple]:
    """The clauses as the parser leaves them (transform_sfb.merge_clauses): a bare affliction
    or bonus after "and" joins the list of the clause before, a verb with no subject takes
    the subject before it. Text that an attack would gain against a champion is not
    written (the transformer refuses it)."""
    children = [parts[0]]
    for join, part in zip(joins, parts[1:]):
        children += [join, part]
    try:
        return merge_clauses(children)
    except SfbSyntaxError:
        assume(False)


SINGULAR_SIDES = [side for side in n.Side if side is not n.Side.OPPONENT]  # side_noun
sides = st.sampled_from(n.Side)  # side_nouns
singular_sides = st.sampled_from(SINGULAR_SIDES)
statues = st.one_of(st.builds(n.StatueRef), st.builds(n.StatueRef, st.sampled_from(n.StatueColour)))
owners = st.one_of(st.just("yours"), champion_refs)
# champion_owner: after "one of", a champion by name or by place ("one of Sulka's Allies")
champion_owners = st.one_of(st.builds(n.FighterName, fighter_names), champion_pronouns)


def _owned(pick, owner, adjacent, side) -> n.ChampionGroup:
    if owner == "yours":
        return n.ChampionGroup(pick, side, yours=True, adjacent=adjacent)
    return n.ChampionGroup(pick, side, owner=owner, adjacent=adjacent)


# group_core: each group's pick takes the noun (singular or plural) and the words before it
# its rule allows
group_cores = st.one_of(
    st.builds(lambda b, a, side: n.ChampionGroup(n.Pick.EACH, side, adjacent=a, bloodied=b),
              st.booleans(), st.booleans(), singular_sides),
    st.builds(lambda side: n.ChampionGroup(n.Pick.EACH_OTHER, side), singular_sides),
    st.builds(lambda a, side: n.ChampionGroup(n.Pick.ALL, side, adjacent=a), st.booleans(),
              sides),
    st.builds(lambda a, side: n.ChampionGroup(n.Pick.A, side, adjacent=a), st.booleans(),
              singular_sides),
    st.builds(lambda side: n.ChampionGroup(n.Pick.ANOTHER, side), singular_sides),
    st.builds(lambda side: n.ChampionGroup(n.Pick.ANY, side), singular_sides),
    st.builds(lambda owner, a, side: _owned(n.Pick.ONE_OF, owner, a, side),
              st.just("yours") | champion_owners, st.booleans(), sides),
    st.builds(lambda owner, a, side: _owned(n.Pick.PLURAL, owner, a, side),
              st.none() | owners, st.booleans(), sides),
    st.builds(lambda either, side: n.ChampionGroup(n.Pick.A, side, either=either), champion_refs,
              singular_sides),
)
sfb_numbers = st.builds(n.Number, small_ints)
near_anchors = st.one_of(champion_refs, group_cores, statues)
group_filters = st.one_of(
    st.builds(n.NearTo, near_anchors),
    st.builds(n.NearTo, st.none() | near_anchors, sfb_numbers),
    st.builds(n.PassedThrough, st.sampled_from(n.Passage)),
)
champion_groups = st.one_of(
    group_cores,
    st.builds(lambda core, filter_: n.ChampionGroup(**{**core.__dict__, "filters": (filter_,)}),
              group_cores, group_filters),
)
champion_subjects = st.one_of(champion_refs, champion_groups,
                              st.just(n.ChampionPronoun(n.ChampionWord.THEY)),
                              st.just(n.ChampionPronoun(n.ChampionWord.IT)))
cores = st.sampled_from(n.Core)
named_kinds = st.builds(n.CardKind, cores)
card_kinds = st.builds(n.CardKind, cores, st.booleans())  # a core, named or by its colour

# ---------------------------------------------------------------- states and conditions

sfb_states = st.one_of(
    st.builds(n.Bloodied), st.builds(n.OnTrapHex, st.booleans()), st.builds(n.OnGate),
    st.builds(n.InDeploymentArea, st.sampled_from(n.AreaOwner)),
    st.builds(n.NearTo, champion_refs, sfb_numbers),  # "within 2 hexes of X"
    st.builds(n.NearTo, group_cores | statues),  # "adjacent to <group or statue>"
)
# cond_group: a count (of your champions), "none / one / each of your", "a(n)"
cond_groups = st.one_of(
    st.builds(lambda count, side, yours: n.ChampionGroup(n.Pick.COUNT, side, count=count,
                                                         yours=yours),
              sfb_numbers, sides, st.booleans()),
    st.builds(lambda pick, side: n.ChampionGroup(pick, side, yours=True),
              st.sampled_from([n.Pick.NONE_OF, n.Pick.ONE_OF, n.Pick.EACH_OF]), sides),
    st.builds(lambda side: n.ChampionGroup(n.Pick.A, side), singular_sides),
)
sfb_conditions = st.one_of(
    st.builds(n.ChampionIs, champion_refs, sfb_states),
    st.builds(n.ChampionIs, cond_groups, sfb_states),
    st.builds(lambda f, side, hexes: n.ChampionHas(f, n.ChampionGroup(
        n.Pick.NO, side, filters=(n.NearTo(None, hexes),))), champion_refs, sides, sfb_numbers),
    st.builds(n.DamageWasDealt, st.booleans()),
    st.builds(n.TakenOutOfAction, champion_refs, st.booleans(), st.booleans()),
    st.builds(n.DamagedBy, champion_refs, st.sampled_from(n.KeywordName)),
    st.builds(n.NoCardsInDiscard, named_kinds),
    st.builds(n.YouControl, st.builds(n.StatueRef, st.sampled_from(n.StatueColour))),
    st.builds(n.YouControl, st.builds(n.StatueRef, st.none(), sfb_numbers)),
)

# ---------------------------------------------------------------- counted things

sfb_countables = st.one_of(
    st.builds(n.TargetCount, st.sampled_from(n.TargetsWord)),
    st.builds(lambda b, a, side, filter_: n.ChampionCount(n.ChampionGroup(
        n.Pick.KIND, side, adjacent=a, bloodied=b, filters=(filter_,))),
        st.booleans(), st.booleans(), singular_sides, group_filters),
    st.builds(n.DiscardPileCount, named_kinds),
    st.builds(n.ReadyCoreCount),
    st.builds(n.DamageOnCount, champion_refs),
    st.builds(n.HexCount, st.sampled_from([n.Passage.DASHED, n.Passage.MOVED])),
    st.builds(n.DiscardedKindCount, named_kinds),
    st.builds(n.TheirCardsDiscardedCount),
)

# ---------------------------------------------------------------- clauses

keyword_afflictions = st.one_of(
    st.builds(n.Push, sfb_numbers), st.builds(n.Pull, sfb_numbers),
    st.builds(n.Force, sfb_numbers), st.builds(n.Fear, sfb_numbers),
    st.builds(n.Stun), st.builds(n.Root),
)
stat_changes = st.builds(n.StatChange, sfb_numbers, st.sampled_from(n.Stat), st.booleans())
keyword_bonuses = st.one_of(st.builds(n.Double), st.builds(n.Lifesteal),
                            st.builds(n.Poison, sfb_numbers), st.builds(n.Stun))
bonuses = stat_changes | keyword_bonuses
attack_refs = st.one_of(
    st.builds(n.AttackRef, st.sampled_from([n.AttackWord.THIS_ATTACK, n.AttackWord.THIS_CARD,
                                            n.AttackWord.THE_ATTACK])),
    st.builds(n.AttackRef, st.sampled_from([n.AttackWord.ATTACKS_OF, n.AttackWord.NEXT_ATTACK_OF,
                                            n.AttackWord.NEXT_ATTACK_ON]), champion_refs),
)


@st.composite
def suffers(draw) -> n.Suffers:
    """ "<subject> [also] suffer(s) <affliction> [against <attack>] [until ...]", or with no
    subject (no "also"); more afflictions come as bare keywords after "and" (settled)."""
    subject = draw(st.none() | champion_subjects)
    first = draw(keyword_afflictions | stat_changes | st.builds(n.Damage, sfb_numbers)
                 | st.builds(n.AttackDamage) | st.builds(n.Force, sfb_numbers, champion_groups))
    return n.Suffers(subject, (first,), subject is not None and draw(st.booleans()),
                     draw(st.none() | attack_refs), draw(st.booleans()))


@st.composite
def gains(draw) -> n.Gains:
    """ "<subject> gain(s) <bonus> [against X] [until ...] [whilst <state>]" (no "whilst"
    without a subject); more bonuses: a stat after "and" (`bonus_more`) or a bare keyword."""
    subject = draw(st.none() | champion_subjects)
    more = draw(st.lists(stat_changes, max_size=2)) if draw(st.booleans()) else []
    whilst = draw(st.none() | sfb_states) if subject is not None and not more else None
    return n.Gains(subject, (draw(bonuses), *more), draw(st.none() | champion_refs),
                   draw(st.booleans()), whilst)


@st.composite
def attack_gains(draw) -> n.AttackGains:
    condition = draw(st.none() | sfb_conditions)
    more = draw(st.lists(stat_changes, max_size=2)) if draw(st.booleans()) else []
    return n.AttackGains(draw(attack_refs), (draw(bonuses), *more), draw(all_pers), condition,
                         condition is not None and draw(st.booleans()), draw(st.booleans()))


@st.composite
def discard_cards(draw) -> n.DiscardCards:
    form = draw(st.sampled_from(["up to", "any", "count"]))
    if form == "up to":  # "discard up to 3 cards": no core, not "from your hand"
        return n.DiscardCards(draw(counts), n.CardKind(), True)
    amount = None if form == "any" else draw(counts)
    return n.DiscardCards(amount, draw(card_kinds), False, draw(st.booleans()))


def _place_wheres():
    return st.one_of(
        st.builds(n.NearTo, near_anchors), st.builds(n.FreeHex),
        st.builds(n.OriginalHex, champion_refs), st.just(n.InDeploymentArea()),
        st.builds(n.AnywhereExcept, group_cores))


sfb_costs = st.one_of(st.builds(n.ExhaustCore, st.none() | cores),
                      st.builds(n.RemoveDamage, sfb_numbers, champion_groups),
                      discard_cards())
pay_tos = st.builds(n.PayTo, sfb_costs, st.deferred(lambda: simple_clauses))
he = n.ChampionPronoun(n.ChampionWord.HE)
_CHAMPION_TEXT = (n.ChampionPronoun, n.ChampionGroup, n.StatueRef)


def _placed_as_champion(place: n.PlaceChampion) -> bool:
    """ "Place X adjacent to Y" is Super Fantasy Brawl's only where X or Y is a champion's
    word (a place, a group, a statue); between two names or fighters, it is Unmatched's."""
    if not isinstance(place.where, n.NearTo):
        return True
    return isinstance(place.champion, _CHAMPION_TEXT) or isinstance(place.where.anchor,
                                                                     _CHAMPION_TEXT)

sfb_clauses = st.one_of(
    keyword_afflictions,
    st.builds(n.Force, sfb_numbers, champion_groups),
    st.builds(n.Dash, sfb_numbers, st.none() | st.sampled_from(n.Ignoring)),
    st.builds(n.Jump, sfb_numbers), st.builds(n.Swoop, sfb_numbers),
    st.builds(n.Heal, sfb_numbers, st.none(), all_pers),
    st.builds(n.Heal, st.none() | sfb_numbers, champion_groups, all_pers),
    st.builds(n.DrawUpTo, sfb_numbers, all_pers, st.none() | players),
    st.builds(n.DrawExtra, sfb_numbers), st.builds(n.Plan, sfb_numbers),
    st.builds(n.PlanFromDiscard), keyword_bonuses,
    suffers(), gains(), attack_gains(),
    st.builds(n.IgnoresDefense, attack_refs, st.sampled_from(n.DefenseWord),
              st.none() | sfb_conditions),
    st.builds(n.ImmuneTo, st.sampled_from(n.KeywordName)),
    st.builds(n.ImmuneTo, st.sampled_from(n.KeywordName), champion_refs, st.booleans()),
    st.builds(n.NoReactions), st.builds(n.AnotherReaction),
    st.builds(n.CardDefense, sfb_numbers),
    st.builds(n.ForEach, all_countables, st.deferred(lambda: simple_clauses)),
    st.builds(n.NegateDisplacement), st.builds(n.CancelPostAttack),
    st.builds(n.IgnorePostAttack), st.builds(n.EndOtherEffects),
    st.builds(n.LifestealToAlly, st.builds(n.FighterName, fighter_names)),
    st.builds(n.DamageEqualToDefense, champion_refs | st.deferred(lambda: champion_groups)),
    st.builds(n.DamageUntilBloodied, champion_groups),
    st.builds(n.RemoveDamage, sfb_numbers, champion_groups),
    st.builds(n.DiscardHand), discard_cards(),
    st.builds(n.ControllerDiscards, champion_refs),
    st.builds(n.ControllerPutsOnTop, st.just(n.ChampionPronoun(n.ChampionWord.IT)),
              sfb_numbers),
    st.builds(n.ReturnFromDiscard, counts, card_kinds),
    st.builds(n.ReturnFromDiscard, st.none(), st.just(n.CardKind()), champion_owners),
    st.builds(n.ShuffleDiscard), st.builds(n.DiscardTopOfDeck),
    st.builds(n.ReadyCore, st.none() | cores), st.builds(n.ExhaustCore, st.none() | cores),
    st.builds(n.PlayAgain), pay_tos, st.builds(n.YouCan, pay_tos),
    st.builds(n.PlaceChampion, champion_refs | group_cores, _place_wheres()).filter(
        _placed_as_champion),
    st.builds(n.SwapLocation, champion_refs, group_cores),
    st.builds(n.LookAtTrap), st.builds(n.MoveTrap),
    st.builds(n.TargetChampion, group_cores),
    st.builds(n.MayTargetAllies, st.builds(n.FighterName, fighter_names)),
    st.builds(n.May, st.deferred(lambda: simple_clauses),
              champion_groups | st.just(n.FighterPronoun(n.FighterWord.HE))),
    st.builds(n.IgnoresDisplacement, st.just(he)),
    st.builds(n.CannotBeTargeted, st.sampled_from(n.TargetedBy), st.none() | champion_groups,
              st.none() | sfb_states),
    st.builds(n.CannotAttackUnless, champion_groups, champion_refs),
    st.builds(n.FreeStandardAction, champion_groups),
    st.builds(n.AnyCoreAs, cores), st.builds(n.NoTrapTrigger, champion_refs),
    st.builds(n.RangeChange, st.sampled_from(n.RangeBound), sfb_numbers, st.booleans()),
    st.builds(n.ScoreIf, sfb_conditions),
)

@st.composite
def champion_chains(draw) -> n.Sentence:
    """ "X suffers 1 damage and gains +2 strength ...", "this attack ignores defense and
    gains +1 strength": a clause with a subject, then clauses with none after "and"."""
    first = draw(suffers() | gains() | attack_gains() | st.builds(
        n.IgnoresDefense, attack_refs, st.sampled_from(n.DefenseWord)))
    more = draw(st.lists(suffers() | gains() | keyword_afflictions | keyword_bonuses,
                         min_size=1, max_size=2))
    parts = [first] + [replace(part, subject=None, also=False) if isinstance(part, n.Suffers)
                       else replace(part, subject=None, whilst=None) if isinstance(part, n.Gains)
                       else part for part in more]
    clauses, joins = settled(draw, parts, (n.Join.AND,) * len(more))
    return n.Sentence(clauses, joins)


move_through_sentences = st.builds(
    lambda obstacles, without: n.Sentence((n.MayMoveThrough(obstacles, without),)),
    st.sampled_from([(n.Obstacle.ENEMIES,),
                     (n.Obstacle.ENEMIES, n.Obstacle.STATUES, n.Obstacle.TRAPS)]),
    st.booleans())

# ---------------------------------------------------------------- headers

_champion_names = st.builds(n.FighterName, fighter_names)
sfb_headers = st.one_of(
    st.builds(lambda name, kind: n.Header(n.HeaderKind.AFTER_YOU_PLAY,
                                          card=n.ChampionCard(name, kind)),
              _champion_names, named_kinds),
    st.builds(n.Header, st.sampled_from([n.HeaderKind.WOULD_DASH, n.HeaderKind.YOU_ACTIVATE,
                                         n.HeaderKind.DISPLACED_BY]), champion_refs),
    st.builds(n.Header, st.just(n.HeaderKind.ATTACK_ACTIVATION), _champion_names),
)


# One game's clauses, for sweeps that must reach each game's forms without the other's many
# kinds crowding them out.
game_texts = {"unmatched": _text_strategies(unmatched_clauses, both_games=False)[2],
              # with the clauses both games write alike ("Deal 2 damage to an adjacent Enemy")
              "super-fantasy-brawl": _text_strategies(
                  st.one_of(st.deferred(lambda: sfb_clauses), deal_damages()))[2]}

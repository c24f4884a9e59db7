"""Hypothesis strategies for effect-language ASTs: every node class, every enum value and
every optional field both ways, but only in the shapes the grammar (grammar/effects.lark)
can write. A strategy that builds an AST no text can give would make the round-trip
properties fail for nothing; each restriction below names the grammar rule behind it.

`effect_texts()` is the entry point; the strategies for the parts are public so a test can
aim at one construct.
"""

from __future__ import annotations

import string

from hypothesis import strategies as st
from lark.lexer import PatternStr

from cardsmith.grammar import nodes as n
from cardsmith.grammar.lexer import ABBREVIATIONS
from cardsmith.grammar.parser import effect_parser

# Every word the grammar has (in any case a keyword may be lexed as one, so no name may
# contain one) and the title abbreviations the lexer glues to their full stop.
KEYWORDS = frozenset(
    terminal.pattern.value.lower() for terminal in effect_parser().terminals
    if isinstance(terminal.pattern, PatternStr)
)
_RESERVED = KEYWORDS | {word.lower() for word in ABBREVIATIONS}

# ---------------------------------------------------------------- names


def _is_name_word(word: str) -> bool:
    return word[:1].isupper() and all(part.lower() not in _RESERVED for part in word.split("-"))


_LETTERS = string.ascii_lowercase + "éöñ"
_generated_word = st.builds(
    lambda first, rest: first + rest,
    st.sampled_from(string.ascii_uppercase + "ÉÖ"),
    st.text(_LETTERS + string.ascii_uppercase, max_size=7),
)
_hyphenated_word = st.builds(lambda a, b: f"{a}-{b}", _generated_word, _generated_word)

# A capitalised word that is no keyword: one NAME token ("Robin", "Jean-Luc", "Émile").
name_words = st.one_of(
    st.sampled_from(["Robin", "Hood", "Bigfoot", "Jackalope", "Outlaw", "Outlaws", "Holmes",
                     "Watson", "Little", "Red", "Riding", "Hyde", "Dracula", "Sister"]),
    _generated_word,
    _hyphenated_word,
).filter(_is_name_word)

# name: NAME+ -- 1 to 3 words, optionally after one title abbreviation ("Dr. Jekyll").
fighter_names = st.builds(
    lambda title, words: " ".join(([title] if title else []) + words),
    st.none() | st.sampled_from(sorted(f"{word}." for word in ABBREVIATIONS)),
    st.lists(name_words, min_size=1, max_size=3),
)

# fighter_noun / fighters_noun: NAME -- a single word used as a noun ("a defeated Outlaw").
kinds = st.none() | name_words

# ---------------------------------------------------------------- references

players = st.sampled_from(n.Player)

fighter_refs = st.one_of(
    st.builds(n.FighterPronoun, st.sampled_from(n.FighterWord)),
    st.builds(n.FighterName, fighter_names, st.booleans()),
)

zones = st.builds(n.ZoneOf, fighter_refs)

# selection_filter: after the noun; "adjacent" alone (AdjacentTo(None)) stands before it.
postfix_filters = st.one_of(
    st.builds(n.AdjacentTo, fighter_refs),
    st.builds(n.InZone, zones),
    st.builds(n.InCombat),
)


def fighter_selections(quantifiers=None) -> st.SearchStrategy[n.FighterSelection]:
    """[DEFEATED] [OPPOSING] [ADJACENT] noun [selection_filter] under a quantifier;
    Quantifier.NO only comes from "there are no ...", so it is left out unless asked for."""
    if quantifiers is None:
        quantifiers = [q for q in n.Quantifier if q is not n.Quantifier.NO]
    return st.builds(
        lambda quantifier, opposing, defeated, kind, adjacent, postfix: n.FighterSelection(
            quantifier, opposing, defeated, kind,
            ((n.AdjacentTo(None),) if adjacent else ()) + ((postfix,) if postfix else ())),
        st.sampled_from(quantifiers), st.booleans(), st.booleans(), kinds, st.booleans(),
        st.none() | postfix_filters,
    )


targets = st.one_of(fighter_refs, fighter_selections())


@st.composite
def space_selections(draw) -> n.SpaceSelection:
    """ "any [empty] space", "an empty space", "a space", each with at most one filter."""
    quantifier = draw(st.sampled_from(n.SpaceQuantifier))
    empty = {n.SpaceQuantifier.ANY: draw(st.booleans()), n.SpaceQuantifier.AN: True,
             n.SpaceQuantifier.A: False}[quantifier]
    where = draw(st.sampled_from(["none", "zone", "adjacent"]))
    zone = draw(zones) if where == "zone" else None
    adjacent = draw(fighter_refs) if where == "adjacent" else None
    return n.SpaceSelection(quantifier, empty, zone, adjacent)


space_refs = st.one_of(space_selections(), st.builds(n.ThatSpace))

cards = st.builds(n.CardRef, st.sampled_from(n.CardWord))
value_kinds = st.sampled_from(n.ValueKind)

# ---------------------------------------------------------------- numbers and expressions

small_ints = st.integers(min_value=0, max_value=20)
# count: NUMBER | "a" -- the article only ever means 1.
counts = st.one_of(st.builds(n.Number, small_ints), st.just(n.Number(1, article=True)))

# expr: a bare NUMBER (never "a"), a BOOST value, a printed value, damage dealt.
exprs = st.one_of(
    st.builds(n.Number, small_ints),
    st.builds(n.BoostValue, cards),
    st.builds(n.PrintedValue, cards),
    st.builds(n.DamageDealt, fighter_refs),
)
equal_tos = st.builds(n.EqualTo, exprs)

# ---------------------------------------------------------------- conditions

conditions = st.one_of(
    st.builds(n.CombatOutcome, st.booleans()),
    st.builds(n.IsAdjacent, fighter_refs, fighter_refs),
    st.builds(n.StartedTurnElsewhere, fighter_refs),
    st.builds(n.NoneThere, fighter_selections([n.Quantifier.NO])),
    st.builds(n.DidOptional, players, st.booleans()),
)

# ---------------------------------------------------------------- effects


@st.composite
def draws(draw) -> n.Draw:
    subject = draw(st.none() | players)
    form = draw(st.sampled_from(["count", "more", "up to", "equal to"]))
    if form == "equal to":  # "a number of cards equal to <expr>"
        return n.Draw(draw(equal_tos), subject)
    return n.Draw(draw(counts), subject, up_to=form == "up to", more=form == "more")


simple_effects = st.one_of(
    draws(),
    st.builds(n.Discard, counts, st.none() | players, st.booleans()),
    st.builds(n.DealDamage, counts | equal_tos, targets),
    st.builds(n.Recover, counts, st.none() | fighter_refs),
    st.builds(n.Move, counts, st.none() | targets),
    st.builds(n.MoveThrough, fighter_refs),
    st.builds(n.Place, fighter_refs, space_refs),
    st.builds(n.ReturnDefeated, fighter_selections(), space_refs, st.booleans()),
    st.builds(n.ChooseSpace, space_selections()),
    st.builds(n.ChooseFighter, fighter_selections()),
    st.builds(n.ChooseOpponent),
    st.builds(n.Cancel, cards),
    st.builds(n.IgnoreValue, cards, value_kinds),
    st.builds(n.AddToValue, exprs, cards, value_kinds),
    st.builds(n.SetValue, cards, small_ints),
    st.builds(n.GainAction, counts),
)

# may: (player | fighter) "may" ["choose" "to"] clause -- and a clause may itself be a may
# ("you may they may ..."): the grammar writes it, so it is generated, though rarely.
effects = st.deferred(lambda: st.one_of(
    simple_effects,
    simple_effects,
    simple_effects,
    st.builds(n.May, effects, players | fighter_refs, st.booleans()),
))

# ---------------------------------------------------------------- sentences and text


@st.composite
def sentences(draw) -> n.Sentence:
    clauses = draw(st.lists(effects, min_size=1, max_size=3))
    joins = draw(st.lists(st.sampled_from(n.Join), min_size=len(clauses) - 1,
                          max_size=len(clauses) - 1))
    condition = draw(st.none() | conditions)
    instead = condition is not None and draw(st.booleans())  # only in "If ..., ... instead."
    return n.Sentence(tuple(clauses), tuple(joins), condition, instead, draw(st.booleans()))


headers = st.one_of(
    st.builds(n.Header, st.sampled_from(
        [kind for kind in n.HeaderKind
         if kind not in (n.HeaderKind.WHEN_DEALT_DAMAGE, n.HeaderKind.WHILE)])),
    st.builds(n.Header, st.just(n.HeaderKind.WHEN_DEALT_DAMAGE), fighter_refs),
    st.builds(n.Header, st.just(n.HeaderKind.WHILE), condition=conditions),
)


def sections(header=headers) -> st.SearchStrategy[n.Section]:
    return st.builds(n.Section, header, st.lists(sentences(), min_size=1, max_size=2).map(tuple))


@st.composite
def effect_texts(draw) -> n.EffectText:
    """untimed_section? headed_section*: only the first section may lack a header."""
    count = draw(st.integers(min_value=0, max_value=3))
    if count == 0:
        return n.EffectText(())
    first = draw(sections(st.none() | headers))
    rest = [draw(sections()) for _ in range(count - 1)]
    return n.EffectText((first, *rest))

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
    # the lexer reads a hyphenated word as one word: only the whole may not be a keyword
    return word[:1].isupper() and word.lower() not in _RESERVED


_LETTERS = string.ascii_lowercase + "éöñ"
_generated_word = st.builds(
    lambda first, rest: first + rest,
    st.sampled_from(string.ascii_uppercase + "ÉÖ"),
    st.text(_LETTERS + string.ascii_uppercase, max_size=7),
)
_capitalised_keywords = st.sampled_from(sorted(w.capitalize() for w in KEYWORDS if w.isalpha()))
_hyphenated_word = st.builds(lambda a, b: f"{a}-{b}", _generated_word | _capitalised_keywords,
                             _generated_word | _capitalised_keywords)

# A capitalised word that is no keyword: one NAME token ("Robin", "Jean-Luc", "Émile").
name_words = st.one_of(
    st.sampled_from(["Robin", "Hood", "Bigfoot", "Jackalope", "Outlaw", "Outlaws", "Holmes",
                     "Watson", "Little", "Red", "Riding", "Hyde", "Dracula", "Sister"]),
    _generated_word,
    _hyphenated_word,
).filter(_is_name_word)

# A title abbreviation is one NAME token with its full stop ("Dr.").
titles = st.sampled_from(sorted(f"{word}." for word in ABBREVIATIONS))
# Right after a word of a name, the lexer takes any capitalised word as more of the name,
# a keyword too ("Robin Of Locksley", "Little Red Riding Hood").
_name_continuations = st.one_of(name_words, titles, _capitalised_keywords)

# name: NAME+ -- mostly 1 to 3 words after an optional title ("Dr. Jekyll"), sometimes
# continued by any capitalised words. Also a form (FormIs, Transform) and the kind of card
# in "discard Dr. Jekyll cards".
fighter_names = st.builds(
    lambda title, words, more: " ".join(([title] if title else []) + words + more),
    st.none() | titles,
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
token_kinds = st.builds(
    lambda word, plural: f"{word} token{'s' if plural else ''}",
    st.one_of(st.sampled_from(["fog", "trap", "scheme", "nest"]),
              st.text(string.ascii_lowercase + "éöñ", min_size=1, max_size=8),
              st.sampled_from(sorted(word for word in KEYWORDS if word.isalpha()))),
    st.booleans(),
)

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

fighter_refs = st.one_of(
    st.builds(n.FighterPronoun, st.sampled_from(n.FighterWord)),
    st.builds(n.FighterName, fighter_names, st.booleans()),
)

# zone: fighter "'s" "zone" | "his" "zone" (ZoneOf(him), the only way "him" has a zone)
zones = st.builds(n.ZoneOf, fighter_refs)

# what a filter measures from: a fighter, or any one of a kind ("a Raven", "an opposing fighter")
anchors = st.one_of(fighter_refs, st.builds(
    lambda opposing, kind: n.FighterSelection(n.Quantifier.A, opposing, False, kind, ()),
    st.booleans(), kinds))

# selection_filter: after the noun; "adjacent" alone (AdjacentTo(None)) stands before it.
postfix_filters = st.one_of(
    st.builds(n.AdjacentTo, anchors),
    st.builds(n.InZone, zones),
    st.builds(n.InCombat),
    st.builds(n.InSameZone, fighter_refs),
    st.builds(n.OnTokenSpaces, token_kinds),
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
    """ "any [empty] space", "an empty space", "a space", each with at most one filter
    (space_filter: a zone, adjacent to a fighter, with a token); or one of the fixed
    wordings, which take nothing else: "a space without a fighter" (empty), "another
    space", "any other space"."""
    phrasing = draw(st.sampled_from(["", "", "", "without a fighter", "another", "any other"]))
    if phrasing == "without a fighter":
        return n.SpaceSelection(n.SpaceQuantifier.A, True, phrasing=phrasing)
    if phrasing == "another":
        return n.SpaceSelection(n.SpaceQuantifier.A, phrasing=phrasing)
    if phrasing == "any other":
        return n.SpaceSelection(n.SpaceQuantifier.ANY, phrasing=phrasing)
    quantifier = draw(st.sampled_from(n.SpaceQuantifier))
    empty = {n.SpaceQuantifier.ANY: draw(st.booleans()), n.SpaceQuantifier.AN: True,
             n.SpaceQuantifier.A: False}[quantifier]
    where = draw(st.sampled_from(["none", "zone", "adjacent", "token"]))
    zone = draw(zones) if where == "zone" else None
    adjacent = draw(anchors) if where == "adjacent" else None
    token = draw(token_kinds) if where == "token" else None
    return n.SpaceSelection(quantifier, empty, zone, adjacent, token)


space_refs = st.one_of(space_selections(), st.builds(n.ThatSpace))

cards = st.builds(n.CardRef, st.sampled_from(n.CardWord))
value_kinds = st.sampled_from(n.ValueKind)
# value_kind: "attack" | "defense" -- where it is not optional, "any value" cannot be written.
attack_or_defense = st.sampled_from([n.ValueKind.ATTACK, n.ValueKind.DEFENSE])

# ---------------------------------------------------------------- numbers and expressions

# NUMBER: any digits; mostly the small numbers cards print.
small_ints = st.integers(min_value=0, max_value=20) | st.integers(min_value=0, max_value=10**6)
# count: NUMBER | "a" -- the article only ever means 1.
counts = st.one_of(st.builds(n.Number, small_ints), st.just(n.Number(1, article=True)))

# expr: a bare NUMBER (never "a"), a BOOST value (its BOOST value / the BOOST value from /
# of <card>), a printed value, damage dealt to a fighter or "the damage you were dealt"
# (DamageDealt(your fighter, you_were=True), the only fighter that wording names).
exprs = st.one_of(
    st.builds(n.Number, small_ints),
    st.builds(n.BoostValue, cards, st.sampled_from(["possessive", "from", "of"])),
    st.builds(n.PrintedValue, cards),
    st.builds(n.DamageDealt, fighter_refs),
    st.just(n.DamageDealt(n.FighterPronoun(n.FighterWord.YOUR_FIGHTER), True)),
)
equal_tos = st.builds(n.EqualTo, exprs)

# countable: what "for each" counts. A fighter count is a singular selection written
# without its quantifier, which the transformer takes as "each".
countables = st.one_of(
    st.builds(n.ResourceCount, resource_names),
    st.builds(n.SpentCount, resource_names),
    st.builds(n.FighterCount, fighter_selections([n.Quantifier.EACH])),
    st.builds(n.DiscardedCount, st.booleans()),
    st.builds(n.DamageDealtCount),
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
]
you_conditions = st.one_of(*_you_conditions)

conditions = st.one_of(
    *_you_conditions,
    st.builds(n.Both, you_conditions, you_conditions),
    st.builds(n.DealtDamageThisWay, fighter_refs),
    st.builds(n.OnToken, fighter_refs, token_kinds, st.booleans()),
    st.builds(n.LacksNamedValue, players),
    st.builds(n.IsAdjacent, fighter_refs, fighter_refs),
    st.builds(n.StartedTurnElsewhere, fighter_refs),
    st.builds(n.NoneThere, fighter_selections([n.Quantifier.NO])),
    st.builds(n.DidOptional, players, st.booleans()),
)

# ---------------------------------------------------------------- effects


@st.composite
def draws(draw) -> n.Draw:
    subject = draw(subjects)
    form = draw(st.sampled_from(["count", "more", "up to", "equal to"]))
    if form == "equal to":  # "a number of cards equal to <expr>"
        return n.Draw(draw(equal_tos), subject)
    return n.Draw(draw(counts), subject, up_to=form == "up to", more=form == "more")


@st.composite
def discards(draw) -> n.Discard:
    """discard_imperative / discard_by_player take a count (and "random"); only the
    imperative has "any number of cards [from your hand]" and "<name> cards"."""
    form = draw(st.sampled_from(["count", "player count", "any", "kind"]))
    if form == "any":
        return n.Discard(None, from_hand=draw(st.booleans()))
    if form == "kind":
        return n.Discard(None, kind=draw(fighter_names))
    subject = draw(players) if form == "player count" else None
    return n.Discard(draw(counts), subject, draw(st.booleans()))


@st.composite
def deal_damages(draw) -> n.DealDamage:
    """Only "deal <count> damage to <target>" takes "for each"; "<fighter> deals" takes a count."""
    form = draw(st.sampled_from(["count", "equal to", "equal first", "by fighter"]))
    target = draw(targets)
    if form == "equal to":
        return n.DealDamage(draw(equal_tos), target)
    if form == "equal first":
        return n.DealDamage(draw(equal_tos), target, equal_first=True)
    if form == "by fighter":
        return n.DealDamage(draw(counts), target, source=draw(fighter_refs))
    return n.DealDamage(draw(counts), target, per=draw(pers))


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
    """ "choose <count> effect(s): - ..." or "choose a different effect for each <resource>
    spent: - ...": effect_option is "-" simple_clause, so an option is never a list itself."""
    options = tuple(draw(st.lists(simple_clauses, min_size=1, max_size=3)))
    if draw(st.booleans()):
        return n.ChooseEffects(options, draw(counts))
    return n.ChooseEffects(options, None, draw(resource_names))


transforms = st.one_of(
    st.builds(lambda form: n.Transform((form,)), fighter_names),  # "transform to X"
    st.builds(lambda forms: n.Transform(tuple(forms), True),  # "transform into X [or Y]"
              st.lists(fighter_names, min_size=1, max_size=2)),
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
    st.builds(n.ChooseCardFor, st.just("discard"), counts),
)

# simple_clause: everything a clause can be but a list of options. May bodies, "spend ... to"
# bodies and the options of "choose ... effect" are simple clauses too, so they come from here.
simple_clauses = st.deferred(lambda: st.one_of(
    draws(),
    discards(),
    st.builds(n.DiscardMatching, players),
    deal_damages(),
    take_damages,
    st.builds(n.Recover, counts, st.none() | fighter_refs, pers),
    st.builds(n.RecoverEach, st.tuples(fighter_refs, fighter_refs), counts),
    st.builds(n.Move, counts, st.none() | targets),
    st.builds(n.MoveThrough, fighter_refs),
    st.builds(n.MoveToSpace, fighter_refs, space_refs),
    move_tokens(),
    st.builds(n.Remove, fighter_refs),
    st.builds(n.EndTurn),
    st.builds(n.LockValue, small_ints),
    st.builds(n.Place, fighter_refs, space_refs, st.booleans()),
    st.builds(n.Swap, fighter_refs, st.none() | fighter_refs),
    st.builds(n.ReturnDefeated, fighter_selections(), space_refs, st.booleans()),
    st.builds(n.ChooseSpace, space_selections()),
    st.builds(n.ChooseFighter, fighter_selections()),
    st.builds(n.ChooseOpponent),
    # may: (player | fighter) "may" ["choose" "to"] simple_clause -- the body may itself be
    # a may ("you may they may ..."): the grammar writes it, so it is generated, though rarely.
    st.builds(n.May, simple_clauses, players | fighter_refs, st.booleans()),
    st.builds(n.GainAction, counts),
    st.builds(n.GainResource, counts | equal_tos, resource_names),
    spends(simple_clauses),
    st.builds(n.ReturnCard, cards, st.booleans()),
    st.builds(n.PutInHand, cards),
    st.builds(n.RevealTop),
    st.builds(n.RevealHand, players),
    # look_at_hand: "your opponent's hand" | "their hand"
    st.builds(n.LookAtHand, st.sampled_from([n.Player.OPPONENT, n.Player.THEY])),
    choose_cards_for,
    st.builds(n.KeepOne),
    st.builds(n.PutOnDeck, counts),
    st.builds(n.NameValue),
    transforms,
    st.builds(n.PlayAs, cards, attack_or_defense),
    st.builds(n.Cancel, cards),
    ignore_values,
    add_to_values,
    st.builds(n.ChangePrintedValue, cards, exprs),
    st.builds(n.FaceUp, cards),
    st.builds(n.Predict, cards, value_kinds),
    st.builds(n.SetValue, cards, small_ints, st.booleans()),
    st.builds(n.ValuePlus, cards, small_ints, pers),
    st.builds(n.UncancellableCards, st.lists(fighter_names, min_size=1, max_size=3).map(tuple)),
    st.builds(n.Uncancellable, cards),
    st.builds(n.BoostCard, cards),
    st.builds(n.Defeat, fighter_refs),
))

# clause: simple_clause | choose_effects
clauses = st.one_of(simple_clauses, choose_effects())
effects = clauses  # the name older tests used

# ---------------------------------------------------------------- sentences and text


@st.composite
def sentences(draw) -> n.Sentence:
    """plain_sentence: [SYMBOL] [THEN] [ALSO] clauses [INSTEAD] "."
    conditional_sentence: [SYMBOL] [THEN] "if" condition "," clauses [INSTEAD] "." (no "also")
    delayed_sentence: "At the start of your next turn," clauses "." (nothing else)"""
    parts = draw(st.lists(clauses, min_size=1, max_size=3))
    joins = tuple(draw(st.lists(st.sampled_from(n.Join), min_size=len(parts) - 1,
                                max_size=len(parts) - 1)))
    form = draw(st.sampled_from(["plain", "plain", "conditional", "conditional", "delayed"]))
    if form == "delayed":
        return n.Sentence(tuple(parts), joins, delayed=True)
    symbol = draw(st.none() | st.none() | symbols)
    instead, then = draw(st.booleans()), draw(st.booleans())
    if form == "conditional":
        return n.Sentence(tuple(parts), joins, draw(conditions), instead, then, symbol=symbol)
    return n.Sentence(tuple(parts), joins, None, instead, then, symbol=symbol,
                      also=draw(st.booleans()))


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

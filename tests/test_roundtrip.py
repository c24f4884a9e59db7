"""The English renderer is the exact inverse of the parser, and JSON round-trips the AST.

- generated ASTs (tests/strategies.py): parse(render(ast)) == ast, JSON in and out gives the
  same AST, and rendering the parsed text again gives the same text; and the strategies
  reach every node class, every enum value and every form of every field;
- every effect text in the bundled content: parse -> render -> parse gives an equal AST;
- tests/fixtures/identity.txt: canonical texts that render back exactly as written.
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from enum import Enum
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, Phase, find, given, settings
from hypothesis.errors import NoSuchExample

from cardsmith.grammar import games, nodes as n
from cardsmith.grammar.games import SUPER_FANTASY_BRAWL, UNMATCHED
from cardsmith.grammar.parser import parse_effect_text
from cardsmith.grammar.render_en import render_en
from cardsmith.grammar.serialize import node_from_json, node_to_json

from strategies import (CONDITION_STRATEGIES, choose_effects, clause_strategies, effect_texts,
                        game_texts, unmatched_headers)

ROOT = Path(__file__).resolve().parent.parent
IDENTITY = Path(__file__).resolve().parent / "fixtures" / "identity.txt"

ROUNDTRIP = settings(max_examples=300, deadline=None, derandomize=True, database=None)


# ---------------------------------------------------------------- generated ASTs


@ROUNDTRIP
@given(effect_texts())
def test_parse_inverts_render(ast: n.EffectText) -> None:
    text = render_en(ast)
    assert parse_effect_text(text) == ast, text


@ROUNDTRIP
@given(effect_texts())
def test_json_roundtrip(ast: n.EffectText) -> None:
    data = json.loads(json.dumps(node_to_json(ast)))
    assert node_from_json(data) == ast


@ROUNDTRIP
@given(effect_texts())
def test_render_is_idempotent_on_text(ast: n.EffectText) -> None:
    text = render_en(ast)
    assert render_en(parse_effect_text(text)) == text


# ---------------------------------------------------------------- what the strategies reach

# How this is proved. Hypothesis's statistics (`event`) are not assertions, and a test that
# fills a module-level set for a later test to check would depend on the order and the
# selection of tests (`-k`, xdist). So one test does it all. It first sweeps: an inner
# `@given` function records the targets (node classes, enum values, field forms) each
# generated AST shows, the test calls it (a plain call runs all its examples) and compares
# what was recorded with what the grammar can write. Hypothesis's examples are correlated,
# so a sweep can miss a form that the strategies produce often enough elsewhere. The sweeps
# are of whole texts, and of each way of writing a clause and a condition on its own (small
# examples, many more of them in the time). Each target the sweeps missed is then searched
# for on its own with `hypothesis.find`, which generates until an example shows it: in the
# strategies whose examples showed its node class, then in whole texts. Only a target that search cannot find either fails
# the test. Both runs are derandomized, so the test gives the same answer every time, and
# they skip shrinking, which a coverage question does not need.
SWEEP = settings(max_examples=1000, deadline=None, derandomize=True, database=None,
                 phases=[Phase.generate],
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
SEARCH = settings(SWEEP, max_examples=300)

NODE_CLASSES = {cls for cls in vars(n).values()
                if isinstance(cls, type) and issubclass(cls, n.Node) and cls is not n.Node}
ENUMS = {cls for cls in vars(n).values()
         if isinstance(cls, type) and issubclass(cls, Enum) and cls.__module__ == n.__name__}

# String fields that hold one of a closed set of wordings: each wording is a form of its own.
WORDINGS = {
    (n.BoostValue, "form"): {"possessive", "from", "of"},
    (n.MoveToken, "which"): {"count", "that", "each", "different"},
    (n.SpaceSelection, "phrasing"): {"", "without a fighter", "another", "any other"},
    (n.ChooseCardFor, "purpose"): {"play", "discard"},
}

_YOU_CONDITIONS = {n.CombatOutcome, n.AttackedSidekick, n.FormIs, n.PlayingTo,
                   n.PredictedCorrectly, n.PlayedAsFirstAction, n.HandCount, n.SearchedDeck,
                   n.DidNotAttack, n.DiscardedByOpponent}
_CONDITIONS = set(typing.get_args(n.Condition))
_NOT_PILES = {n.Pile}  # "shuffle your hand into ..." is the only place a pile is moved
# What a field's type allows but no text can write (effects.lark): these are not expected.
NOT_WRITABLE = {
    (n.PlayingTo, "kind"): {n.ValueKind.ANY},  # "playing this card to attack / to defend"
    (n.PlayAs, "kind"): {n.ValueKind.ANY},  # "as a <attack|defense> card"
    (n.LookAtHand, "player"): {n.Player.YOU},  # "your opponent's hand" | "their hand"
    (n.AmountCompare, "amount"): {n.Number},  # compared: an amount of the game, not "3"
    (n.OutcomeTable, "amount"): {n.Number},  # as compared: "If the number of ... is... 2: ..."
    # written by the grammar ("the opposing fighter's gadget") but generated as names only yet
    (n.GainsEffectOf, "fighter"): {n.ChosenFighter, n.FighterPronoun},
    (n.GainsEffectOf, "owner"): {n.ChosenFighter, n.FighterPronoun},
    # you_did_both: "you" you_did "and" you_did; both_conditions: a catalogue condition "and"
    # a condition, of which these ask the one the strategies write ("X took damage this turn
    # and X is attacking")
    (n.Both, "first"): set(typing.get_args(n.Condition)) - _YOU_CONDITIONS - {n.TookDamage},
    (n.Both, "second"): set(typing.get_args(n.Condition)) - _YOU_CONDITIONS - {n.IsAttacking},
    # Super Fantasy Brawl: "for each hex dashed" / "hex moved through"
    (n.HexCount, "passage"): {n.Passage.SWOOPED},
    # the published catalogue (issue 10)
    (n.Header, "condition"): {n.Would},  # "If an effect would ...": a sentence's only
    (n.DiscardAtEnd, "condition"): {n.Would},
    (n.FighterWord, None): set(),
    (n.Pile, "owner"): {n.Owner.AN_OPPONENTS},  # THE: "the deck" (the one just named)
    (n.Pile, "also"): {n.PileKind.DECK},
    (n.TopCards, "owner"): {n.Owner.AN_OPPONENTS, n.Owner.THAT_OPPONENTS},
    (n.FighterSelection, "owner"): {n.Owner.OPPONENTS, n.Owner.AN_OPPONENTS, n.Owner.THE},
    (n.DefeatedThisWay, "fighter"): {n.FighterName, n.ChosenFighter},  # "that fighter"
    (n.InStartingSpace, "owner"): {n.Owner.THEIR, n.Owner.OPPONENTS, n.Owner.THAT_OPPONENTS,
                                   n.Owner.THE},
    (n.FightersCards, "kind"): {n.ValueKind.ANY},
    (n.Reveal, "cards"): {n.Pile},
    (n.PutCards, "cards"): _NOT_PILES,
    (n.StoreCards, "cards"): _NOT_PILES,
    (n.ReturnCards, "cards"): _NOT_PILES,
    (n.AddTo, "cards"): _NOT_PILES,
}

# Fields that hold a clause or a countable below the clause level. They draw from the same
# strategies (`simple_clauses`, `countables`) whose every class the rest of this check sees,
# so here a form is only "set" or None: asking for each of 47 clauses in each of these
# places would search long for nothing more.
SET_OR_NOT = {(n.May, "body"), (n.Spend, "then"), (n.ChooseEffects, "options"),
              (n.DealDamage, "per"), (n.Recover, "per"), (n.AddToValue, "per"),
              (n.ValuePlus, "per"),
              # the published catalogue (issue 10)
              (n.Together, "effects"), (n.PayTo, "effect"), (n.SpendActionTo, "effect"),
              (n.MoveBonus, "per"), (n.DiscardAtEnd, "condition"), (n.Header, "condition"),
              (n.ForEachOne, "effect"), (n.ChooseFighterTo, "effect"),
              # a table's rows and "do both"'s condition: the clauses and conditions below
              (n.TableRow, "clauses"), (n.ChooseEffects, "all_if"),
              (n.PlayerDoes, "steps"),  # the verbs a subject shares (issue 10, lodge)
              # a sentence's clauses and condition are the clauses and conditions below,
              # which the sweeps of the clause and condition strategies see one by one
              (n.Sentence, "clauses"), (n.Sentence, "condition")}
# Super Fantasy Brawl: the same for its clauses that take any clause or countable
SET_OR_NOT |= {(n.ForEach, "countable"), (n.ForEach, "effect"),
               (n.AttackGains, "per"), (n.DrawUpTo, "per"), (n.Heal, "per")}
_SET = "set"

# Fields that draw from a strategy one representative field is checked with in full (the
# sets of cards of LookAt.cards, StoreCards.cards and AddTo.cards, the subjects of
# Discard.subject): here any value is only "set", or None.
SHARED = {(n.ChooseCards, "cards"), (n.TakeCards, "cards"), (n.DiscardFromPile, "cards"),
          (n.Search, "cards"), (n.RevealUntil, "cards"), (n.RevealUntil, "until"),
          (n.Reveal, "cards"), (n.ReturnCards, "cards"), (n.PutCards, "cards"),
          (n.ShuffleInto, "cards"), (n.DiscardFromPile, "subject"), (n.Reveal, "subject"),
          (n.RevealUntil, "subject"), (n.TheyPlay, "subject"), (n.ShuffleDecks, "subject"),
          (n.Place, "subject"), (n.ChooseEffects, "chooser")}


def _field_hints(cls) -> dict:
    hints = typing.get_type_hints(cls, vars(n))
    return {name: hint for name, hint in hints.items() if name not in n.NOT_TEXT}


def _dataclass_field(cls, name: str) -> dataclasses.Field:
    return next(f for f in dataclasses.fields(cls) if f.name == name)


def _leaf_types(hint) -> list:
    """The types a value of this field (or each item of a tuple field) can have."""
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return [leaf for arg in typing.get_args(hint) for leaf in _leaf_types(arg)]
    if typing.get_origin(hint) is tuple:
        return _leaf_types(typing.get_args(hint)[0])
    return [hint]


def expected_forms(cls, name: str) -> set:
    """Every form the field can take: None, True and False, each enum member, each node
    class, each wording; `str` or `int` for any text or number."""
    if (cls, name) in WORDINGS:
        return set(WORDINGS[cls, name])
    if (cls, name) in SHARED:
        optional = type(None) in _leaf_types(_field_hints(cls)[name])
        return {_SET, None} if optional else {_SET}
    forms = set()
    for leaf in _leaf_types(_field_hints(cls)[name]):
        if leaf is type(None):
            forms.add(None)
        elif leaf is bool:
            forms |= {True, False}
        elif isinstance(leaf, type) and issubclass(leaf, Enum):
            # a field that takes only some values of a shared enum says which ("values")
            forms |= set(_dataclass_field(cls, name).metadata.get("values", leaf))
        elif (cls, name) in SET_OR_NOT:
            forms.add(_SET)
        else:
            forms.add(leaf)
    return forms - NOT_WRITABLE.get((cls, name), set())


# What this check covers: Unmatched's classes, enums and forms (grammar/games.py). Super
# Fantasy Brawl's are not asked of the strategies here: a sweep of both games' many kinds
# takes minutes; its forms are covered by the round trip of every bundled champion's text
# and of the manual's examples (tests/test_docs.py), and the generated tests above mix them.
_UNMATCHED_ONLY = games.NODES[UNMATCHED]
_SFB_ONLY = games.NODES[SUPER_FANTASY_BRAWL] - _UNMATCHED_ONLY
# a shared enum's member that only Super Fantasy Brawl's section of the grammar writes
_SFB_ONLY_MEMBERS = {n.Join.AND_THEN}
# the forms of a shared class that only Super Fantasy Brawl writes: Unmatched writes
# DiscardCards as "discard up to 3 cards" only
_SFB_ONLY_FORMS = {(n.CardKind, "colour", True), (n.DiscardCards, "amount", None),
                   (n.DiscardCards, "from_hand", True), (n.DiscardCards, "up_to", False)}


def in_scope(target: tuple) -> bool:
    if target[0] == "node":
        return target[1] in _UNMATCHED_ONLY
    if target[0] == "enum":
        return n.DEFINED_IN.get(target[1]) not in games.SFB_NODE_MODULES and (
            target[1] is not n.HeaderKind or target[2] in games.WORDS[UNMATCHED]) and (
            target[2] not in _SFB_ONLY_MEMBERS)
    _, cls, name, form = target
    if cls not in _UNMATCHED_ONLY or form in _SFB_ONLY or (cls, name, form) in _SFB_ONLY_FORMS:
        return False
    return not (isinstance(form, Enum) and not in_scope(("enum", type(form), form)))


def value_forms(cls, name: str, value) -> set:
    """The forms a field's value shows (a tuple: those of its items)."""
    if isinstance(value, tuple):
        return {form for item in value for form in value_forms(cls, name, item)}
    if (cls, name) in SHARED:
        return {None if value is None else _SET}
    if value is None or isinstance(value, (bool, Enum)) or (cls, name) in WORDINGS:
        return {value}
    if isinstance(value, n.Node):
        return {_SET if (cls, name) in SET_OR_NOT else type(value)}
    return {type(value)}


# A target: ("node", class), ("enum", enum, member) or ("field", class, field name, form).
# The enum's class is part of its target: "any" is a value of two enums.
def targets_in(ast: n.Node) -> set:
    found = set()
    for node in n.walk(ast):
        cls = type(node)
        found.add(("node", cls))
        for name in _field_hints(cls):
            for form in value_forms(cls, name, getattr(node, name)):
                found.add(("field", cls, name, form))
                if isinstance(form, Enum):
                    found.add(("enum", type(form), form))
    return found


def writable_targets() -> set:
    wanted = {("node", cls) for cls in NODE_CLASSES}
    wanted |= {("enum", enum, member) for enum in ENUMS for member in enum}
    wanted |= {("field", cls, name, form) for cls in NODE_CLASSES for name in _field_hints(cls)
               for form in expected_forms(cls, name)}
    return {target for target in wanted if in_scope(target)}


def _describe(target: tuple) -> str:
    if target[0] == "node":
        return f"node {target[1].__name__}"
    if target[0] == "enum":
        return f"enum {target[1].__name__}.{target[2].name}"
    _, cls, name, form = target
    shown = form.__name__ if isinstance(form, type) else repr(form)
    return f"field {cls.__name__}.{name} = {shown}"


# What each sweep generates, and how many: whole texts for their structure, then each way of
# writing a clause and a condition on its own (small, so many more of them for the time).
def sweeps() -> list:
    return ([(game_texts[UNMATCHED](), 300), (choose_effects(), 60), (unmatched_headers, 60)]
            + [(strategy, 40) for strategy in clause_strategies()]
            + [(strategy, 25) for strategy in CONDITION_STRATEGIES])


def _found(strategy, target) -> bool:
    try:
        find(strategy, lambda ast: target in targets_in(ast), settings=SEARCH)
    except NoSuchExample:
        return False
    return True


def test_strategies_reach_every_node_enum_and_field_form() -> None:
    seen: set = set()
    producers: dict[type, list] = {}  # the strategies whose examples showed each node class

    for strategy, examples in sweeps():
        found: set = set()

        @settings(SWEEP, max_examples=examples)
        @given(strategy)
        def sweep(ast: n.Node) -> None:
            found.update(target for target in targets_in(ast) if in_scope(target))

        sweep()
        seen |= found
        for target in found:
            if target[0] == "node" and strategy not in producers.setdefault(target[1], []):
                producers[target[1]].append(strategy)
    # the other way round: nothing outside what the grammar writes (the round-trip tests
    # would fail on such an AST too, but less plainly)
    unwritable = sorted(_describe(target) for target in seen - writable_targets())
    assert not unwritable, "the strategies generate what no text can write:\n" + "\n".join(
        unwritable)
    missing = []
    for target in sorted(writable_targets() - seen, key=_describe):
        # searched for in the strategies that make its node class, the most specific first
        # (a clause's own strategy finds a form in a second where whole texts, swept first,
        # search for a minute), then in whole texts
        candidates = producers.get(target[1], [])[::-1] if target[0] == "field" else []
        if not any(_found(strategy, target)
                   for strategy in (*candidates, game_texts[UNMATCHED]())):
            missing.append(_describe(target))
    assert not missing, "the strategies never generate:\n" + "\n".join(missing)


# ---------------------------------------------------------------- bundled content


def _effect_strings(value, path: str):
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "remarks":  # reminder text and its translations: printed, not parsed
                continue
            if key in ("text", "ability") and isinstance(item, str):
                yield f"{path}/{key}", item
            else:
                yield from _effect_strings(item, f"{path}/{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _effect_strings(item, f"{path}/{index}")


def content_texts() -> list[tuple[str, str]]:
    texts = []
    paths = [*(ROOT / "content").glob("**/heroes/*.yaml"),
             *(ROOT / "content").glob("**/champions/*.yaml")]  # Super Fantasy Brawl too
    for path in sorted(paths):
        document = yaml.safe_load(path.read_text(encoding="utf-8"))
        texts.extend(_effect_strings(document, str(path.relative_to(ROOT))))
    return texts


CONTENT = content_texts()


def test_content_has_effect_texts() -> None:
    assert len(CONTENT) >= 20


@pytest.mark.parametrize("text", [text for _, text in CONTENT], ids=[where for where, _ in CONTENT])
def test_content_roundtrips(text: str) -> None:
    ast = parse_effect_text(text)
    rendered = render_en(ast)
    assert parse_effect_text(rendered) == ast, rendered
    assert render_en(parse_effect_text(rendered)) == rendered


# ---------------------------------------------------------------- identity fixture


def identity_lines() -> list[str]:
    lines = []
    for raw in IDENTITY.read_text(encoding="utf-8").splitlines():
        if raw.strip() and not raw.lstrip().startswith("#"):
            lines.append(raw.replace("\\n", "\n"))
    return lines


IDENTITY_LINES = identity_lines()


def test_identity_fixture_is_large() -> None:
    assert len(IDENTITY_LINES) >= 60
    assert len(set(IDENTITY_LINES)) == len(IDENTITY_LINES), "duplicate lines"


@pytest.mark.parametrize("text", IDENTITY_LINES)
def test_identity(text: str) -> None:
    assert render_en(parse_effect_text(text)) == text


def test_identity_fixture_covers_every_node_and_enum() -> None:
    seen: set = set()
    for text in IDENTITY_LINES:
        for node in n.walk(parse_effect_text(text)):
            seen.add(type(node))
            for name in node.__dataclass_fields__:
                value = getattr(node, name)
                for item in value if isinstance(value, tuple) else (value,):
                    if not isinstance(item, n.Node):
                        seen.add((type(item), item))  # the type too: "any" is in two enums
    node_classes = {cls for cls in vars(n).values()
                    if isinstance(cls, type) and issubclass(cls, n.Node)
                    and cls not in (n.Node, n.Span)}
    enums = [n.Player, n.FighterWord, n.Quantifier, n.SpaceQuantifier, n.CardWord, n.ValueKind,
             n.Join, n.HeaderKind]
    missing = sorted(cls.__name__ for cls in node_classes - seen)
    missing += sorted(repr(member) for enum in enums for member in enum if (enum, member) not in seen)
    assert not missing, f"identity.txt never writes: {missing}"

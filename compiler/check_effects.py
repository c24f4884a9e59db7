"""Semantic passes over effect texts: names, headers, combat context, back-references.

Every diagnostic points at the node it is about, at its line and column in the YAML file.
"""

from __future__ import annotations

import difflib
import re
from typing import Callable, Iterator

from cardsmith.grammar import nodes as n
from cardsmith.grammar.lexer import MAX_NUMBER, too_large
from cardsmith.grammar.render_en import render_en
from cardsmith.grammar.render_en_tables import row_key
from cardsmith.grammar.transform_players import yours_after_a_plural
from cardsmith.grammar.resolve import Referent, Unresolved
from cardsmith.grammar.spellings import token_spellings

from .diagnostics import Diagnostics
from .model import Card, EffectSource, Hero, NamedEffect, Ruleset, text_owner

# "When Alice is BIG" holds in each combat while she is, as "While ..." does
COMBAT_HEADERS = {n.HeaderKind.IMMEDIATELY, n.HeaderKind.DURING_COMBAT, n.HeaderKind.AFTER_COMBAT,
                  n.HeaderKind.AFTER_YOU_ATTACK, n.HeaderKind.WHILE, n.HeaderKind.WHEN_FORM}
OUTCOME_HEADERS = {n.HeaderKind.AFTER_COMBAT, n.HeaderKind.AFTER_YOU_ATTACK}
VALUE_HEADERS = {n.HeaderKind.IMMEDIATELY, n.HeaderKind.DURING_COMBAT, n.HeaderKind.WHILE,
                 n.HeaderKind.WHEN_FORM}
TRIGGER_HEADERS = set(n.HeaderKind) - set(n.TIMING_HEADERS) - set(n.CARD_HEADERS)


def report(diagnostics: Diagnostics, source: EffectSource, node: n.Node, code: str,
           message: str, hint: str = "") -> None:
    position = source.node_position(node)
    length = 1 if node.span is None else max(1, node.span.end - node.span.start)
    diagnostics.error(code, message, source.doc.display, position.line, position.column, hint,
                      length)


def _where(owner: Card | NamedEffect | None) -> str:
    return text_owner(owner)


# ---------------------------------------------------------------- names


def check_names(hero: Hero, ruleset: Ruleset, diagnostics: Diagnostics) -> None:
    spellings = sorted({name for f in hero.fighters for name in (f.name, f.plural) if name})
    for card, source in hero.effects():
        for node in n.walk(source.ast):
            written = _written_name(node)
            if written and hero.fighter_named(written) is None:
                hint = _suggest(written, spellings) or "expected one of: " + ", ".join(spellings)
                report(diagnostics, source, node, "E300",
                       f"{_where(card)} names '{written}', who is not a fighter of {hero.name}", hint)


def check_resources_and_symbols(hero: Hero, ruleset: Ruleset, diagnostics: Diagnostics) -> None:
    resources = [r["name"] for r in hero.resources]
    glyphs = {s["glyph"]: s["id"] for s in hero.symbols}
    tokens = [name for t in hero.tokens for name in (t["name"], t["plural"])]
    spellings = {s for t in hero.tokens for s in token_spellings(t["name"], t["plural"])}
    for card, source in hero.effects():
        for node in n.walk(source.ast):
            token = _token_named(node)
            if token is not None and token.casefold() not in spellings:
                hint = _suggest(token, tokens) or (
                    "expected one of: " + ", ".join(tokens) if tokens
                    else "declare it under `tokens` in the hero file")
                report(diagnostics, source, node, "E308", f"{_where(card)} uses '{token}', "
                       f"which {hero.name} does not have", hint)
            resource = _resource_named(node)
            if resource is not None and resource not in resources:
                hint = _suggest(resource, resources) or (
                    "expected one of: " + ", ".join(resources) if resources
                    else "declare it under `resources` in the hero file")
                report(diagnostics, source, node, "E308", f"{_where(card)} uses the resource "
                       f"'{resource}', which {hero.name} does not have", hint)
            if isinstance(node, n.Sentence) and node.symbol and node.symbol not in glyphs:
                report(diagnostics, source, node, "E308", f"{_where(card)} is marked with the "
                       f"symbol {node.symbol}, which {hero.name} does not declare",
                       "expected one of: " + " ".join(glyphs) if glyphs
                       else "declare it under `symbols` in the hero file")


def _token_named(node: n.Node) -> str | None:
    if isinstance(node, (n.MoveToken, n.OnToken, n.OnTokenSpaces, n.TokenCount, n.TokensOnBoard)):
        return node.token
    if isinstance(node, n.SpaceSelection):
        return node.with_token
    return None


def _resource_named(node: n.Node) -> str | None:
    if isinstance(node, (n.GainResource, n.Spend, n.ResourceCount, n.SpentCount)):
        return node.resource
    if isinstance(node, n.ChooseEffects):
        return node.per_spent
    return None


def _written_name(node: n.Node) -> str | None:
    if isinstance(node, n.FighterName):
        return node.name
    if isinstance(node, n.FighterSelection):
        return node.kind
    return None


def _suggest(word: str, candidates: list[str]) -> str:
    match = difflib.get_close_matches(word, candidates, n=1, cutoff=0.6)
    return f"did you mean '{match[0]}'?" if match else ""


# ---------------------------------------------------------------- headers


def check_headers(hero: Hero, ruleset: Ruleset, diagnostics: Diagnostics) -> None:
    for card, source in hero.effects():
        if isinstance(card, NamedEffect):
            continue  # sentences only (E333, compiler/named_effects.py)
        if card is None and not hero.is_trait_meaning(source):  # a meaning: traits.py
            _check_ability_headers(source, diagnostics)
        elif card is not None:
            _check_card_headers(card, source, ruleset, diagnostics)
        _check_ongoing_triggers(source, diagnostics)
        _check_boost_rules(card, source, hero.is_trait_meaning(source), diagnostics)


STATICS = (n.UncancellableCards, n.TokenSupply, n.HasTrait)  # what an ability states, not does


def _standing(section: n.Section) -> bool:
    """An ability's text without a trigger that always holds (n.STANDING)."""
    return all(isinstance(c, STATICS + n.STANDING) for s in section.sentences
               for c in s.clauses)


def _check_card_headers(card: Card, source: EffectSource, ruleset: Ruleset,
                        diagnostics: Diagnostics) -> None:
    allowed = ruleset.headers_for(card.type)
    seen = set()
    for section in source.ast.sections:
        header = section.header
        if header is None:
            continue
        label = render_en(header)
        if header.kind in TRIGGER_HEADERS:
            report(diagnostics, source, header, "E400", f"'{label}' starts a hero ability, not a "
                   "card effect", "expected Immediately, During combat or After combat")
        elif header.kind.value not in allowed:
            report(diagnostics, source, header, "E400", f"a {card.type} card has no "
                   f"'{label}' effects", _allowed_hint(allowed))
        if header.kind in seen:
            report(diagnostics, source, header, "E407", f"'{label}' appears twice on "
                   f"card '{card.title}'", "put all its sentences under one header")
        seen.add(header.kind)
    for node in n.walk(source.ast):
        if isinstance(node, n.TokenSupply):
            report(diagnostics, source, node, "E412", f"card '{card.title}' declares the "
                   f"hero's {node.token}", "declare them in the special ability, or under "
                   "`tokens` in the hero file")


def _check_ongoing_triggers(source: EffectSource, diagnostics: Diagnostics) -> None:
    """A trigger inside ONGOING is one that fires (n.ONGOING_TRIGGERS)."""
    for section in source.ast.sections:
        for sentence in section.sentences:
            trigger = sentence.trigger
            if trigger is not None and trigger.kind not in n.ONGOING_TRIGGERS:
                report(diagnostics, source, trigger, "E400", f"'{render_en(trigger)}' cannot "
                       "trigger a sentence inside ONGOING", "expected a trigger such as "
                       "'After each combat your fighter is in,' or 'At the start of your turn,'")


# How the BOOST of an attack is played, and the reaction to its attack card's effects being
# cancelled: sentences of a "When <fighter> attacks" ability, which boosts that attack.
BOOST_RULES = (n.PlayBoostWith, n.DiscardBoost, n.OpponentCancels)


def _check_boost_rules(card: Card | None, source: EffectSource, meaning: bool,
                       diagnostics: Diagnostics) -> None:
    for section in source.ast.sections:
        header = section.header
        if card is None and not meaning and header is not None \
                and header.kind is n.HeaderKind.WHEN_ATTACKS:
            continue
        for node in n.walk(section):
            if isinstance(node, BOOST_RULES):
                report(diagnostics, source, node, "E343", f"{_where(card)}: "
                       f"'{render_en(node)}' is about the BOOST of an attack, which only a "
                       "'When <fighter> attacks' ability plays",
                       "expected it after 'When King Arthur attacks, you may BOOST that "
                       "attack.' in the special ability")


def _allowed_hint(allowed: set[str]) -> str:
    if not allowed:
        return "expected text without a timing header"
    return "expected " + " or ".join(sorted(h.capitalize() for h in allowed)) + ", or no header"


def _check_ability_headers(source: EffectSource, diagnostics: Diagnostics) -> None:
    hint = ("expected a trigger such as 'After you attack:' or 'At the end of your turn:', "
            "or only what always holds, such as 'Bigfoot can attack up to 2 spaces away.'")
    for section in source.ast.sections:
        if section.header is None and not _standing(section):
            report(diagnostics, source, section, "E408", "the special ability has text without "
                   "a trigger", hint)
        elif section.header is not None and section.header.kind not in TRIGGER_HEADERS:
            report(diagnostics, source, section.header, "E400", f"'{render_en(section.header)}' "
                   "is a card's timing window, not a trigger of a hero ability", hint)


# ---------------------------------------------------------------- combat context




def check_combat_context(hero: Hero, ruleset: Ruleset, diagnostics: Diagnostics) -> None:
    for card, source in hero.effects():
        for section in source.ast.sections:
            kind = section.header.kind if section.header else None
            if kind is None and card is None:  # an ability that always holds, as While does
                kind = n.HeaderKind.WHILE
            # a named effect's text resolves where it is invoked, in or out of a combat: as a
            # scheme's does, it names nothing that only a combat has
            if kind is None and isinstance(card, Card) and card.type != "scheme":
                if all(n.is_card_static(s) for s in section.sentences):
                    continue
                kind = n.HeaderKind.DURING_COMBAT  # it resolves as the values are compared
            reported_until = -1  # one diagnostic per fault: skip what lies inside a reported node
            for node in n.walk(section):
                if node.span is not None and node.span.start < reported_until:
                    continue
                message = _context_fault(node, kind)
                if message:
                    code, text, hint = message
                    report(diagnostics, source, node, code, f"{_where(card)}: {text}", hint)
                    reported_until = node.span.end if node.span else reported_until


def _context_fault(node: n.Node, header: n.HeaderKind | None):
    if isinstance(node, n.CombatOutcome) and header not in OUTCOME_HEADERS:
        return ("E401", "who won the combat is known only after combat",
                "expected this sentence under 'After combat:'")
    if isinstance(node, (n.SetValue, n.AddToValue, n.IgnoreValue)) and header not in VALUE_HEADERS:
        return ("E402", "a card's value can change only Immediately or During combat",
                "expected this sentence under 'Immediately:' or 'During combat:'")
    if _is_combat_reference(node) and header not in COMBAT_HEADERS:
        return ("E402", f"'{render_en(node)}' exists only during a combat",
                "expected this sentence under Immediately, During combat or After combat")
    return None


def _is_combat_reference(node: n.Node) -> bool:
    if isinstance(node, n.FighterPronoun):
        return node.word in (n.FighterWord.OPPOSING_FIGHTER, n.FighterWord.ATTACKING_FIGHTER)
    if isinstance(node, n.CardRef):  # ("their card" bound: what a player revealed, chose)
        return node.word in (n.CardWord.OPPONENTS_CARD, n.CardWord.OPPONENTS_ATTACK_CARD,
                             n.CardWord.THE_OPPONENTS_CARD) or (
            node.word is n.CardWord.THEIR_CARD and node.binding is None)
    return isinstance(node, (n.InCombat, n.DamageDealt, n.Cancel))


# ---------------------------------------------------------------- back-references


def check_references(hero: Hero, ruleset: Ruleset, diagnostics: Diagnostics) -> None:
    """What the resolver (grammar/resolve.py) could not bind, and "instead" and "if you do"
    with nothing before them. The bindings themselves travel in the bundle: the runtime
    executes what the resolver decided here."""
    for card, source in hero.effects():
        for unresolved in source.unresolved:
            _report_unresolved(card, source, unresolved, diagnostics)
        for section in source.ast.sections:
            _check_sentence_order(card, source, section, diagnostics)


def _report_unresolved(card, source, unresolved: Unresolved, diagnostics) -> None:
    node = unresolved.node
    if unresolved.need is None:  # a "move through" with no move of its fighter before it
        # no fighter: the subject of "You may move through ..." moves (one of yours)
        fighter = "your fighter" if node.fighter is None else render_en(node.fighter)
        report(diagnostics, source, node, "E406", f"{_where(card)}: '{render_en(node)}' follows "
               f"no move of {fighter}", f"expected a sentence such as 'Move {fighter} up to 3 "
               "spaces.' before it")
        return
    need = unresolved.need.value
    hint = f"expected an earlier sentence that names the {need}"
    if unresolved.need is Referent.AMOUNT:  # "that much": the count a group was chosen by
        hint = "expected players chosen by a count before it, as in 'the player(s) who " \
               "drew the most cards deals that much damage to their hero'"
    report(diagnostics, source, node, "E405", f"{_where(card)}: '{render_en(node)}' refers to "
           f"no {need} named before", hint)


def _check_sentence_order(card, source, section: n.Section, diagnostics) -> None:
    previous: n.Sentence | None = None
    for sentence in section.sentences:
        if sentence.instead and previous is None:
            report(diagnostics, source, sentence, "E403", f"{_where(card)}: 'instead' has no "
                   "earlier sentence to replace", "expected a sentence before this one")
        # the resolver bound "if you do" to the choice or conditional sentence before it
        if isinstance(sentence.condition, n.DidOptional) and sentence.condition.binding is None:
            report(diagnostics, source, sentence.condition, "E404",
                   f"{_where(card)}: '{render_en(sentence.condition)}' follows no sentence "
                   "where they may do something", "expected a sentence such as "
                   "'They may discard 1 card.' just before")
        previous = sentence


# ---------------------------------------------------------------- numbers


def check_numbers(hero: Hero, ruleset: Ruleset, diagnostics: Diagnostics) -> None:
    """No number in effect text above MAX_NUMBER (E203, docs/limits.md), at its digits: a
    Number, or a number another node holds ("this card's value is 500 instead")."""
    for card, source in hero.effects():
        for node in n.walk(source.ast):
            for value in _numbers_held(node):
                if value > MAX_NUMBER:
                    _report_number(diagnostics, source, node, value)


def _numbers_held(node: n.Node) -> Iterator[int]:
    if isinstance(node, n.Number):
        yield node.value
        return
    for field in n.text_fields(type(node)):
        value = getattr(node, field.name)
        if isinstance(value, int) and not isinstance(value, bool):
            yield value


def _report_number(diagnostics: Diagnostics, source: EffectSource, node: n.Node,
                   value: int) -> None:
    start, end = (node.span.start, node.span.end) if node.span else (0, len(source.text))
    found = re.search(rf"(?<!\d)0*{value}(?!\d)", source.text[start:end])
    offset, length = (start + found.start(), len(found.group())) if found else (start, 1)
    position = source.position(offset)
    message, hint = too_large(str(value))
    diagnostics.error("E203", message, source.doc.display, position.line, position.column,
                      hint, length)


# ---------------------------------------------------------------- tables of outcomes


def check_tables(hero: Hero, ruleset: Ruleset, diagnostics: Diagnostics) -> None:
    """Each range of a table of outcomes runs upwards (E416) and no two rows match one value
    (E415), so that which row happens is never in doubt."""
    for card, source in hero.effects():
        for table in (node for node in n.walk(source.ast) if isinstance(node, n.OutcomeTable)):
            rows: list[n.TableRow] = []
            for row in table.rows:
                low, high = n.row_values(row)
                if high is not None and high < low:
                    report(diagnostics, source, row, "E416", f"{_where(card)}: the row "
                           f"'{row_key(row)}' matches no value: its range ends below its start",
                           f"expected '{high}-{low}'")
                    continue
                clash = next((other for other in rows if _overlap(other, row)), None)
                if clash is not None:
                    value = max(low, n.row_values(clash)[0])
                    report(diagnostics, source, row, "E415", f"{_where(card)}: the rows "
                           f"'{row_key(clash)}' and '{row_key(row)}' of a table both match "
                           f"{value}", "expected each value in one row at most")
                rows.append(row)


def _overlap(first: n.TableRow, second: n.TableRow) -> bool:
    (low, high), (other_low, other_high) = n.row_values(first), n.row_values(second)
    return (high is None or other_low <= high) and (other_high is None or low <= other_high)


def check_plural_subjects(hero: Hero, ruleset: Ruleset, diagnostics: Diagnostics) -> None:
    """ "Both players discard 1 card and draw 1 card" reads in English as both drawing, in
    the language as you drawing: E413, so that the text says which it means."""
    for card, source in hero.effects():
        for sentence in (node for node in n.walk(source.ast) if isinstance(node, n.Sentence)):
            clauses = sentence.clauses
            for previous, join, clause in zip(clauses, sentence.joins, clauses[1:]):
                if yours_after_a_plural(previous, join, clause):
                    verb = render_en(clause).split(" ", 1)[0]
                    report(diagnostics, source, clause, "E413", f"{_where(card)}: '{verb}' "
                           "after 'and' is yours, not the players' before it: a verb shares "
                           "only a subject written in the singular", "expected 'Each player "
                           "discards 1 card and draws 1 card.' (each of them), or a sentence of "
                           "its own, 'Draw 1 card.' (you)")


EFFECT_PASSES: tuple[Callable[[Hero, Ruleset, Diagnostics], None], ...] = (
    check_numbers,
    check_names,
    check_resources_and_symbols,
    check_headers,
    check_combat_context,
    check_references,
    check_tables,
    check_plural_subjects,
)

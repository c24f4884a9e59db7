"""A hero's named effects (`named_effects` in the hero file): the one place that checks them.

A kind of named effect is a word and a verb ("spell", "cast") and the effects themselves,
each a name, a text and maybe a cost; card text invokes them ("Cast any spell.", "cast a
different spell", "cast Toad's Blessing, paying its cost"). The checks here:

- declarations: two kinds with one word, or two effects with one name (E331); a word, verb
  or name that text cannot write as declared (a word of the language itself, a name not in
  capitalised words), or a cost that is not one thing paid (E334);
- the named effects' own texts are sentences that invoke no named effect (E333: one spell
  casting another could go on for ever);
- invocations: no kind of that word nor verb is W330 (valid text, but the game has nothing
  to resolve: the imported Wayward Sisters, whose spells UmDb does not have); a word with
  another kind's verb, or a verb with another kind's word, is E200 with the declared one;
  a name no effect of the verb's kinds has is E330; "a different spell" with no invocation
  before it in the same text is E332.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from cardsmith.grammar import nodes as n
from cardsmith.grammar.games import UNMATCHED
from cardsmith.grammar.parser import EffectSyntaxError, parse_effect_text

from .check_effects import report
from .model import NamedEffect, NamedEffectKind, text_owner

if TYPE_CHECKING:
    from .check import HeroContext
    from .model import EffectSource, Hero

# What a cost may be: one thing the player gives up, which the runtime can tell is there to
# give (runtime/engine/effects_flow.py, can_pay).
COSTS = (n.Discard, n.DiscardCards, n.DiscardFromPile, n.Spend)


def check_named_effects(context: "HeroContext") -> None:
    _check_declarations(context)
    for kind in context.hero.named_effects:
        for named in kind.effects:
            _check_own_text(context, named)
    for owner, source in context.hero.effects():
        if not isinstance(owner, NamedEffect):
            _check_invocations(context, owner, source)


# ---------------------------------------------------------------- declarations


def _check_declarations(context: "HeroContext") -> None:
    words: dict[str, int] = {}
    names: dict[str, str] = {}
    for kind in context.hero.named_effects:
        path = ("named_effects", kind.index)
        for word in dict.fromkeys((kind.name, kind.plural)):
            if word in words:
                context.error("E331", f"named effects '{kind.name}' have the word of "
                              f"named_effects[{words[word]}]", path + ("name",),
                              "give each kind of named effect its own word", length=len(word))
            words.setdefault(word, kind.index)
        writable = _writes(f"{kind.verb} any {kind.name}.", kind.verb, kind.name)
        if not writable:
            context.error("E334", f"'{kind.verb} any {kind.name}' does not read as an "
                          "invocation: the verb or the word is a word of the effect language",
                          path + ("verb",), "choose a verb and a word the language does not "
                          "use itself, such as 'cast' and 'spell'", length=len(kind.verb))
        for named in kind.effects:
            _check_effect_declaration(context, kind, named, names, writable)


def _check_effect_declaration(context: "HeroContext", kind: NamedEffectKind,
                              named: NamedEffect, names: dict[str, str],
                              verb_writable: bool) -> None:
    key = named.name.casefold()
    if key in names:
        context.error("E331", f"{kind.name} '{named.name}' has the name of {names[key]}",
                      named.path + ("name",), "give each named effect its own name",
                      length=len(named.name))
    names.setdefault(key, f"{kind.name} '{named.name}'")
    # (with a verb text cannot write, no name can be written either: E334 once, above)
    if verb_writable and not _writes(f"{kind.verb} {named.name}.", kind.verb, None,
                                     named.name):
        context.error("E334", f"{kind.name} '{named.name}' cannot be named in text: "
                      f"'{kind.verb} {named.name}' does not read as an invocation",
                      named.path + ("name",), "expected a name of capitalised words, such as "
                      "'Toad's Blessing'", length=len(named.name))
    cost = named.cost
    if cost is not None and cost.ast is not None and _cost_clause(cost.ast) is None:
        report(context.diagnostics, cost, cost.ast, "E334", f"the cost of {kind.name} "
               f"'{named.name}' is not one thing paid", "expected one sentence that discards "
               "or spends, such as 'Discard 2 cards from your cauldron.'")


def _writes(text: str, verb: str, word: str | None, name: str | None = None) -> bool:
    """Whether `text` reads as the invocation of `verb` and `word` (or `name`) alone."""
    try:
        ast = parse_effect_text(text, UNMATCHED)
    except EffectSyntaxError:
        return False
    clauses = [c for section in ast.sections for s in section.sentences for c in s.clauses]
    return (len(clauses) == 1 and isinstance(clauses[0], n.Invoke)
            and (clauses[0].verb, clauses[0].word, clauses[0].name) == (verb, word, name))


def _cost_clause(ast: n.EffectText) -> n.Node | None:
    """The one clause a cost is, if it is one thing paid."""
    sentences = [s for section in ast.sections for s in section.sentences]
    if len(sentences) != 1 or ast.sections[0].header is not None:
        return None
    sentence = sentences[0]
    if sentence.condition is not None or len(sentence.clauses) != 1:
        return None
    return sentence.clauses[0] if isinstance(sentence.clauses[0], COSTS) else None


# ---------------------------------------------------------------- the effects' own texts


def _check_own_text(context: "HeroContext", named: NamedEffect) -> None:
    for source in (named.effect, named.cost):
        if source is None or source.ast is None:
            continue
        for section in source.ast.sections:
            if section.header is not None:
                report(context.diagnostics, source, section.header, "E333",
                       f"{text_owner(named)} has a header", "expected sentences only: a "
                       "named effect resolves when a text invokes it")
        for node in n.walk(source.ast):
            if isinstance(node, n.Invoke):
                report(context.diagnostics, source, node, "E333", f"{text_owner(named)} "
                       "invokes a named effect", "expected an effect of its own: one named "
                       "effect invoking another could go on for ever")


# ---------------------------------------------------------------- invocations


def _check_invocations(context: "HeroContext", owner, source: "EffectSource") -> None:
    verbs_before: set[str] = set()
    undeclared: set[str] = set()  # told once a text
    for node in n.walk(source.ast):
        if not isinstance(node, n.Invoke):
            continue
        if _check_invocation(context, owner, source, node, undeclared) \
                and node.choice is n.InvokeChoice.DIFFERENT and node.verb not in verbs_before:
            report(context.diagnostics, source, node, "E332", f"{text_owner(owner)}: "
                   f"'a different {node.word}' follows no {node.word} invoked before it",
                   f"expected a sentence such as '{node.verb.capitalize()} any {node.word}.' "
                   "before it")
        verbs_before.add(node.verb)


def _check_invocation(context: "HeroContext", owner, source: "EffectSource",
                      node: n.Invoke, undeclared: set[str]) -> bool:
    """Reports what is wrong with one invocation; whether it names a declared kind."""
    hero = context.hero
    by_word = hero.effect_kind(node.word) if node.word is not None else None
    by_verb = [kind for kind in hero.named_effects if kind.verb == node.verb]
    if by_word is not None and by_word.verb != node.verb:
        _syntax(context, source, node, node.verb, by_word.verb, f"'{by_word.verb}'")
        return False
    if by_word is None and by_verb and node.word is not None:
        _syntax(context, source, node, node.word, by_verb[0].name,
                " or ".join(f"'{kind.name}'" for kind in by_verb))
        return False
    if by_word is None and not by_verb:
        _undeclared(context, hero, owner, source, node, undeclared)
        return False
    if node.name is not None and not any(k.effect(node.name) for k in by_verb):
        known = [e.name for kind in by_verb for e in kind.effects]
        report(context.diagnostics, source, node, "E330", f"{text_owner(owner)} invokes "
               f"'{node.name}', which is no {by_verb[0].name} of {hero.name}",
               _suggest(node.name, known) or "expected one of: " + ", ".join(known))
    return True


def _syntax(context: "HeroContext", source: "EffectSource", node: n.Invoke, written: str,
            declared: str, expected: str) -> None:
    """E200 at the word of the invocation that no declared kind goes with."""
    start, end = node.span.start, node.span.end
    found = re.search(rf"\b{re.escape(written)}\b", source.text[start:end], re.IGNORECASE)
    offset = start + found.start() if found else start
    written = found.group() if found else written  # as the text writes it: "Perform"
    position = source.position(offset)
    context.diagnostics.error("E200", f"unexpected '{written}'; did you mean '{declared}'?",
                              source.doc.display, position.line, position.column,
                              f"expected {expected}, as the hero file declares under "
                              "`named_effects`", len(written))


def _undeclared(context: "HeroContext", hero: "Hero", owner, source: "EffectSource",
                node: n.Invoke, told: set[str]) -> None:
    position = source.node_position(node)
    what = f"{node.verb} a {node.word}" if node.word is not None else f"{node.verb} {node.name}"
    if what in told:
        return
    told.add(what)
    declared = [f"{kind.verb} a {kind.name}" for kind in hero.named_effects]
    hint = _suggest(what, declared) or (
        "declare them under `named_effects` (name: " + (node.word or "...").removesuffix("s")
        + f", verb: {node.verb})")
    context.diagnostics.warning(
        "W330", f"{text_owner(owner)}: '{what}' invokes named effects {hero.name} does not "
        "declare", source.doc.display, position.line, position.column, hint)


def _suggest(word: str, candidates: list[str]) -> str:
    from .check import did_you_mean

    return did_you_mean(word, candidates)

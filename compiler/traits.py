"""A hero's traits (`traits` in the hero file): the checks. A trait is a lower-case word the
special ability gives fighters ("T-Rex is a large fighter.") and its meaning, a lasting
ability that holds for each fighter that has it ("This fighter can attack up to 2 spaces
away."); parse.py builds them, the bundle carries them, and the runtime plays the meaning
where the ability gives the trait (runtime/unmatched/traits.py).

E340: a text gives or asks a trait the file does not declare. E341: a meaning that is not
what always holds (a trigger, or a sentence that does something once). E342: a trait given
elsewhere than as a sentence of the ability's text without a trigger. E344: a trait's word
the language reads as one of its own words there, or two traits with one word. W340: a
trait no fighter is given.
"""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING

from cardsmith.grammar import nodes as n
from cardsmith.grammar.games import UNMATCHED
from cardsmith.grammar.parser import EffectSyntaxError, parse_effect_text

from .model import EffectSource

if TYPE_CHECKING:
    from .check import HeroContext


def check_traits(context: "HeroContext") -> None:
    hero = context.hero
    faulty = _check_declarations(context)
    given: set[str] = set()
    for card, source in hero.effects():
        ability = card is None and not hero.is_trait_meaning(source)
        for section in source.ast.sections:
            giving = n.given_traits(section) if ability else ()
            given.update(clause.trait for clause in giving)
            for node in n.walk(section):
                if isinstance(node, n.HasTrait) and not any(node is g for g in giving):
                    _report(context, source, node, "E342", "a trait is given only by the "
                            "special ability, in a sentence of its own in its text without a "
                            "trigger", "expected a sentence such as 'T-Rex is a large "
                            "fighter.' before the ability's first trigger")
        for node in n.walk(source.ast):
            if isinstance(node, (n.HasTrait, n.IsTrait)) and hero.trait(node.trait) is None:
                _unknown(context, source, node)
    if hero.ability is not None and hero.ability.ast is None:
        return  # the ability does not parse (E200): what it gives is not known
    for trait in hero.traits:
        if trait.name not in given and trait.index not in faulty:
            position = hero.doc.position(("traits", trait.index, "name"))
            context.diagnostics.warning(
                "W340", f"trait '{trait.name}' is declared, but the special ability gives it "
                "to no fighter", hero.doc.display, position.line, position.column,
                f"expected a sentence such as 'T-Rex is a {trait.name} fighter.' in the ability",
                len(trait.name))


def _check_declarations(context: "HeroContext") -> set[int]:
    """E344 and E341; the indexes of the traits whose word is at fault."""
    seen: dict[str, int] = {}
    faulty = set()
    for trait in context.hero.traits:
        path = ("traits", trait.index, "name")
        if trait.name in seen:
            context.error("E344", f"trait '{trait.name}' is declared twice (first as "
                          f"traits[{seen[trait.name]}])", path, "give each trait its own word",
                          length=len(trait.name))
            faulty.add(trait.index)
        elif not reads_as_trait(trait.name):
            context.error("E344", f"'{trait.name}' is a word of the effect language, so "
                          "'... is a " + trait.name + " fighter' does not read as a trait", path,
                          "expected another word for the trait", length=len(trait.name))
            faulty.add(trait.index)
        seen.setdefault(trait.name, trait.index)
        if trait.meaning.ast is not None:
            _check_meaning(context, trait.meaning)
    return faulty


def reads_as_trait(word: str) -> bool:
    """Whether the language reads `word` as a trait where a trait stands: "<fighter> is a
    <word> fighter.", "<fighters> are <word> fighters." and "If <fighter> is a <word>
    fighter, ..." ("hero" is read there as the language's own word)."""
    written = (f"Robin Hood is a {word} fighter. Outlaws are {word} fighters. "
               f"If Robin Hood is a {word} fighter, draw 1 card.")
    try:
        text = parse_effect_text(written, UNMATCHED)
    except EffectSyntaxError:
        return False
    found = [node.trait for node in n.walk(text) if isinstance(node, (n.HasTrait, n.IsTrait))]
    return found == [word, word, word]


def _check_meaning(context: "HeroContext", meaning: EffectSource) -> None:
    """A meaning says only what always holds (n.STANDING), as an ability's text without a
    trigger does: it is played wherever the fighter's side plays those."""
    for section in meaning.ast.sections:
        if section.header is not None:
            _report(context, meaning, section.header, "E341", "a trait's meaning has no "
                    "trigger: it always holds for a fighter that has the trait", _MEANING_HINT)
            continue
        for sentence in section.sentences:
            if not all(isinstance(clause, n.STANDING) for clause in sentence.clauses):
                _report(context, meaning, sentence, "E341", "a trait's meaning says only what "
                        "always holds for a fighter that has the trait", _MEANING_HINT)


_MEANING_HINT = ("expected a lasting ability such as 'This fighter can attack up to 2 spaces "
                 "away.' or 'This fighter cannot leave their space.'")


def _unknown(context: "HeroContext", source: EffectSource, node: n.HasTrait | n.IsTrait) -> None:
    declared = [trait.name for trait in context.hero.traits]
    close = difflib.get_close_matches(node.trait, declared, n=1, cutoff=0.6)
    hint = f"did you mean '{close[0]}'?" if close else (
        "expected one of: " + ", ".join(declared) if declared
        else "declare it under `traits` in the hero file, with its meaning")
    start = node.span.start if node.span is not None else 0
    offset = source.text.find(node.trait, start)
    position = source.position(offset if offset >= 0 else start)
    context.diagnostics.error("E340", f"'{node.trait}' is not a trait of {context.hero.name}",
                              source.doc.display, position.line, position.column, hint,
                              len(node.trait))


def _report(context: "HeroContext", source: EffectSource, node: n.Node, code: str,
            message: str, hint: str) -> None:
    position = source.node_position(node)
    length = 1 if node.span is None else max(1, node.span.end - node.span.start)
    context.diagnostics.error(code, message, source.doc.display, position.line, position.column,
                              hint, length)

"""A hero's forms: the one place that decides them. The hero file's `forms`, or those its
ability lets the player choose between at set-up ("When you place Alice, choose whether she
starts the game BIG or SMALL."): the checks, the bundle and so the runtime all read what
this gives.

`forms.word` is the word card text changes them by ("Change size."; default: any word, as
an imported deck cannot say), with its translations in `forms.word_translations`.
Checks: a text that changes the form of a hero without forms is E324; one that changes it by
another word than the file's `word` is E325; the word untranslated in a language the file is
translated into is W810 (check_i18n.py), where the text uses it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterator

from cardsmith.grammar import nodes as n

from .model import EffectSource

if TYPE_CHECKING:
    from .check import HeroContext
    from .loader import Document
    from .model import Hero


def hero_forms(doc: "Document", ability: EffectSource | None) -> dict[str, Any] | None:
    """The file's `forms`; without them, the forms the ability's set-up choice names, the
    first as the start (the choice replaces it at set-up)."""
    if doc.data.get("forms"):
        return doc.data["forms"]
    choice = next((node for node in _nodes(ability) if isinstance(node, n.ChooseStartingForm)),
                  None)
    if choice is None:
        return None
    return {"names": list(choice.forms), "start": choice.forms[0]}


def form_changes(hero: "Hero") -> Iterator[tuple[n.ChangeForm, EffectSource]]:
    """Every "Change <word>" of the hero's texts, with the text it stands in."""
    for _, source in hero.effects():
        for node in n.walk(source.ast):
            if isinstance(node, n.ChangeForm):
                yield node, source


def check_forms(context: "HeroContext") -> None:
    hero = context.hero
    word = (hero.forms or {}).get("word")
    for node, source in form_changes(hero):
        position = source.node_position(node)
        if not hero.forms:
            context.diagnostics.error(
                "E324", f"'change {node.word}' changes the form of {hero.name}, who has no "
                "forms", hero.doc.display, position.line, position.column,
                "expected `forms: {names: [...], start: ...}` in the hero file, or a set-up "
                "choice of form in the ability (docs/language.md 7.23)", len(node.word) + 7)
        elif word is not None and node.word.casefold() != word.casefold():
            context.diagnostics.error(
                "E325", f"'change {node.word}': {hero.name}'s forms are changed by "
                f"'{word}'", hero.doc.display, position.line, position.column,
                f"expected 'change {word}', or `forms: word: {node.word}`", len(node.word) + 7)


def _nodes(source: EffectSource | None) -> Iterator[Any]:
    if source is not None and source.ast is not None:
        yield from n.walk(source.ast)

"""What a sentence ending in "instead" replaces: the one place that decides it, for the
runtime (runtime/engine/interpreter.py) and the manual (docs/language.md 4.5).

A replacement of one effect, after a sentence of several, replaces only the effect of the
same verb, and what it does not say it keeps ("Look at an opponent's hand and choose 1 card
for them to discard. If ..., choose 2 cards instead.": still looked at, still for them to
discard, 2 cards). Anything else replaces the whole sentence before.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import Any

from . import nodes as n
from .render_en import render_en


@lru_cache(maxsize=256)
def replaced_clause(previous: n.Sentence, replacing: n.Sentence) -> tuple[int, Any] | None:
    """(the index of the clause of `previous` that `replacing` replaces, the clause that
    runs in its place), or None: `replacing` replaces the whole of `previous`."""
    if len(replacing.clauses) != 1 or len(previous.clauses) < 2:
        return None
    new = replacing.clauses[0]
    verb = _verb(new)
    same_verb = [i for i, clause in enumerate(previous.clauses) if _verb(clause) == verb]
    if len(same_verb) != 1:
        return None
    old = previous.clauses[same_verb[0]]
    if type(old) is type(new):
        return same_verb[0], new
    merged = _with_number_of(old, new)
    return None if merged is None else (same_verb[0], merged)


def _verb(clause: Any) -> str:
    """The verb of a clause as its text starts: "choose 2 cards" and "choose 1 card for them
    to discard" are both "choose"."""
    return render_en(clause).split(" ", 1)[0].casefold()


def _with_number_of(old: Any, new: Any) -> Any:
    """`old` with its first number made `new`'s ("choose 2 cards" after "choose 1 card for
    them to discard"), or None where either says no number."""
    number = next((node for node in n.walk(new) if isinstance(node, n.Number)), None)
    if number is None:
        return None
    replaced = _replace_first_number(old, number)
    return None if replaced is old else replaced


def _replace_first_number(node: Any, number: n.Number) -> Any:
    if isinstance(node, n.Number):
        return number
    if isinstance(node, tuple):
        for index, item in enumerate(node):
            changed = _replace_first_number(item, number)
            if changed is not item:
                return node[:index] + (changed,) + node[index + 1:]
        return node
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        for field in n.text_fields(type(node)):
            value = getattr(node, field.name)
            changed = _replace_first_number(value, number)
            if changed is not value:
                return dataclasses.replace(node, **{field.name: changed})
    return node

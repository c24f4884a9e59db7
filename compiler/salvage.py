"""The well-formed part of a document that breaks its schema, so later stages still check it.

The validate stage reports every schema error (E100) and passes on only valid documents.
Without more, one misspelt field would hide every effect-text and semantic fault of the same
file until it was fixed. `salvage` finds what can still be checked:
- fields the schema does not know are dropped (wherever they stand): nothing else depends
  on them, so the rest means what it meant;
- a hero's card that breaks the schema is left out whole; its effect text is still parsed,
  so its syntax errors are reported, but no semantic check reads the card;
- if what remains is valid, it is built and checked as usual, except for checks of the
  whole, which cannot be right with parts missing (the deck's size, when cards were left
  out: `Hero.incomplete`).
A document whose other parts break the schema (a fighter, a resource, a required field) is
not built: only its effect texts are parsed (`effect_text_paths`).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, replace
from typing import Any, Iterator

from .loader import Document
from .validate import KINDS, validator_for

JsonPath = tuple[str | int, ...]


@dataclass(frozen=True)
class Salvage:
    """What of an invalid document can be built: the document with unknown fields dropped,
    and the indexes of the hero cards left out."""

    kind: str
    doc: Document
    left_out_cards: frozenset[int] = frozenset()


def salvage(doc: Document) -> Salvage | None:
    """The buildable part of a document with schema errors; None when there is none."""
    data = doc.data
    kind = data.get("kind") if isinstance(data, dict) else None
    if kind not in KINDS or kind == "ruleset":
        return None
    validator = validator_for(kind)
    unknown: list[JsonPath] = []
    left_out: set[int] = set()
    for error in validator.iter_errors(data):
        path = tuple(error.absolute_path)
        if error.validator == "additionalProperties" and isinstance(error.instance, dict):
            known = error.schema.get("properties", {})
            unknown.extend(path + (key,) for key in error.instance if key not in known)
        elif kind == "hero" and len(path) >= 2 and path[0] == "cards" and isinstance(path[1], int):
            left_out.add(path[1])
        else:
            return None
    pruned = copy.deepcopy(data)
    for path in unknown:
        _parent(pruned, path).pop(path[-1], None)
    checked = dict(pruned, cards=[card for index, card in enumerate(pruned["cards"])
                                  if index not in left_out]) if left_out else pruned
    if not validator.is_valid(checked):
        return None
    return Salvage(kind, replace(doc, data=pruned), frozenset(left_out))


def _parent(data: Any, path: JsonPath) -> dict:
    for part in path[:-1]:
        data = data[part]
    return data


def effect_text_paths(data: Any) -> Iterator[tuple[JsonPath, str]]:
    """Every effect-language string of a hero's data, however broken the rest is."""
    if not isinstance(data, dict):
        return
    if isinstance(data.get("ability"), str):
        yield ("ability",), data["ability"]
    cards = data.get("cards")
    for index, card in enumerate(cards if isinstance(cards, list) else []):
        if isinstance(card, dict) and isinstance(card.get("text"), str):
            yield ("cards", index, "text"), card["text"]

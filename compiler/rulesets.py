"""Ruleset checks the schema cannot state, for a ruleset that has passed its schema.

The schema bounds each number on its own (docs/limits.md); here a number is held to another
field of the same ruleset (E102), at the number that is too large:
- opening_hand at most deck_size: a player cannot draw more cards than the deck has;
- min_players at most max_players.
"""

from __future__ import annotations

from .diagnostics import Diagnostics
from .loader import Document

# (the field, the field that bounds it, the defaults of both)
_AT_MOST = (
    ("opening_hand", "deck_size", None, None),
    ("min_players", "max_players", 2, 2),
)


def check_ruleset(doc: Document, diagnostics: Diagnostics) -> None:
    data = doc.data
    for field, bound, default, bound_default in _AT_MOST:
        value, limit = data.get(field, default), data.get(bound, bound_default)
        if value is None or limit is None or value <= limit:
            continue
        position = doc.position((field,))
        diagnostics.error("E102", f"{field} is {value}, more than {bound}, {limit}",
                          doc.display, position.line, position.column,
                          f"expected {field} at most {bound} ({limit})", len(str(value)))

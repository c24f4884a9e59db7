"""A hero's tokens: the one place that decides them. The hero file's `tokens`, and those its
ability declares ("You have 5 insight tokens.", "Muldoon starts with 8 traps."): the checks,
the bundle and so the runtime all read the list this gives."""

from __future__ import annotations

from typing import Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.spellings import token_spellings, token_word

from .diagnostics import Diagnostics
from .loader import Document
from .model import EffectSource


def hero_tokens(doc: Document, ability: EffectSource | None,
                diagnostics: Diagnostics) -> list[dict[str, Any]]:
    """The file's tokens, with the number the ability gives where the file gives none, then
    each kind only the ability declares ("8 traps": "trap token", "trap tokens"). A kind
    with two numbers or none is E310."""
    tokens = [dict(t) for t in doc.data.get("tokens", [])]
    for supply in _supplies(ability):
        written = supply.token.casefold()
        known = next((t for t in tokens if written in token_spellings(t["name"], t["plural"])),
                     None)
        if known is None:
            tokens.append(_token(supply))
        elif known.setdefault("count", supply.count) != supply.count:
            _error(diagnostics, ability, supply, f"the ability gives {supply.count} "
                   f"{supply.token}, the hero file's `tokens` {known['count']}",
                   "give the number once: in the ability, or as the token's `count`")
    for index, token in enumerate(tokens[:len(doc.data.get("tokens", []))]):
        if "count" not in token:
            position = doc.position(("tokens", index))
            diagnostics.error("E310", f"no number of {token['plural']}: the hero file gives no "
                              "`count` and the ability declares none", doc.display,
                              position.line, position.column, "give the token a `count`, or "
                              f"write 'You have 3 {token['plural']}.' in the ability")
    return tokens


def _supplies(ability: EffectSource | None) -> list[n.TokenSupply]:
    if ability is None or ability.ast is None:
        return []
    return [node for node in n.walk(ability.ast) if isinstance(node, n.TokenSupply)]


def _token(supply: n.TokenSupply) -> dict[str, Any]:
    word = token_word(supply.token)
    if word == supply.token.casefold() and supply.count != 1:  # a bare plural: "8 traps"
        word = word.removesuffix("s")
    return {"name": f"{word} token", "plural": f"{word} tokens", "count": supply.count}


def _error(diagnostics: Diagnostics, source: EffectSource, node: n.Node, message: str,
           hint: str) -> None:
    position = source.node_position(node)
    diagnostics.error("E310", message, source.doc.display, position.line, position.column, hint)

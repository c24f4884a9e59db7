"""Words the parts of `EnglishRenderer` (render_en.py) share: the players as subjects and the
verbs that agree with them, plurals, capitalisation."""

from __future__ import annotations

from . import nodes as n

_PLAYER_SUBJECT = {n.Player.YOU: "you", n.Player.OPPONENT: "your opponent", n.Player.THEY: "they"}
# Verbs after a subject: "your opponent draws", "they draw".
_THIRD_PERSON = {n.Player.OPPONENT}


def plural(count: int, singular: str, plural_form: str | None = None) -> str:
    return singular if count == 1 else (plural_form or singular + "s")


def capitalise(text: str) -> str:
    return text[:1].upper() + text[1:]

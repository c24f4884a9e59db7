"""Words the parts of `EnglishRenderer` (render_en.py) share: the players as subjects and the
verbs that agree with them, plurals and articles, numbers spelled out, possessives,
capitalisation."""

from __future__ import annotations

from . import nodes as n

_PLAYER_SUBJECT = {n.Player.YOU: "you", n.Player.OPPONENT: "your opponent", n.Player.THEY: "they"}
# Verbs after a subject: "your opponent draws", "they draw".
_THIRD_PERSON = {n.Player.OPPONENT}
NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
_POSSESSIVES = {n.FighterWord.HIM: "his", n.FighterWord.HER: "her", n.FighterWord.THEY: "their"}


def plural(count: int, singular: str, plural_form: str | None = None) -> str:
    return singular if count == 1 else (plural_form or singular + "s")


def capitalise(text: str) -> str:
    return text[:1].upper() + text[1:]


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def possessive_of(renderer, fighter) -> str:
    """ "his", "her", "their" for those pronouns; "Bigfoot's", "your fighter's" else."""
    if isinstance(fighter, n.FighterPronoun) and fighter.word in _POSSESSIVES:
        return _POSSESSIVES[fighter.word]
    return f"{renderer.render(fighter)}'s"

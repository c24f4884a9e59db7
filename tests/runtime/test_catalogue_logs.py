"""The events the published catalogue's effects add (issue 10) in the text log: each in
English exactly, and in every language with nothing left unformatted."""

from __future__ import annotations

import re

import pytest

from cardsmith.grammar.i18n_lang import LANGUAGES
from cardsmith.runtime.engine.log import GameLog

from .scenario import position_names
from .test_catalogue_rules import played, scheme
from .test_tokens_and_fighters import fog_scheme
from .test_rulings import position, rewrite


def log_lines(s, lang: str, heroes=("robin-hood", "bigfoot")) -> list[str]:
    text = GameLog(s.state.data, lang, position_names(*heroes)).text(s.state.events)
    assert not re.search(r"[{}]|\$", text), text
    return text.splitlines()


def stored():
    s = scheme("Reveal the top card of your opponent's deck and store it in your Vibranium Suit.")
    s.deck_top(0, "Snark")
    return played(s)


def tokens():
    return fog_scheme("Place a fog token in any space. Remove all fog tokens from the board.",
                      [4, None, None])


def now_in_combat():
    s = position({"Robin Hood": 6, "Bigfoot": 7, "The Jackalope": 11}).hand(0, "Snark")
    s.hand(1, "Feint")
    rewrite(s, 0, "Snark", "After combat: Gain 1 action.")
    rewrite(s, 1, "Feint", "Immediately: Your other fighter is now in the combat.")
    s.start(0)
    s.play("Attack Bigfoot", "Play Feint")
    return s


def spent():
    s = played(scheme("You may spend an additional action to gain 1 action.", "Savagery"))
    return s.choose("Yes")


CASES = {
    "stored": (stored, ("robin-hood", "bigfoot"),
               "    Bigfoot (player 2) puts Snark in the Vibranium Suit"),
    "tokens": (lambda: (tokens().choose("Space 7")), ("invisible-man", "robin-hood"),
               "    The fog token in space 7 is removed from the board"),
    "now in combat": (now_in_combat, ("robin-hood", "bigfoot"),
                      "    The Jackalope is now the defender"),
    "spent": (spent, ("robin-hood", "bigfoot"), "    Bigfoot (player 2) spends an action"),
}


@pytest.mark.parametrize("case", CASES)
def test_the_new_events_in_english(case):
    make, heroes, line = CASES[case]
    assert line in log_lines(make(), "en", heroes)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("case", CASES)
def test_the_new_events_in_every_language(case, lang):
    make, heroes, _ = CASES[case]
    s = make()
    assert len([line for line in log_lines(s, lang, heroes) if line]) == len(s.state.events) + 1

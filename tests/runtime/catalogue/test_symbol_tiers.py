"""Options by a count of symbols (Ciri's "- 3🔵 ... - 8🔵 ..."): of a list, only the option
with the highest number that the cards showing the symbol in your discard pile reach
resolves, with every sentence up to the next option. Played on the 3 x 4 grid of
`tests/runtime/scenario.py` with Robin Hood's scheme Steal From the Rich given that text;
a card shows the symbol where the hero declares it on the card, or in its title."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from hero_files import made_up_hero, printed_lines, write_hero

from cardsmith.grammar.parser import parse_effect_text
from cardsmith.runtime.defs import Library

from ..scenario import Scenario, bundled_library

TEXT = "- 2🔵 Draw 1 card. - 4🔵 Draw 3 cards. Gain 1 action."
SCHEME = "Steal From the Rich"


def _library(text: str) -> Library:
    """Robin Hood declares 🔵 on his Snarks and prints it in the titles of his Ambushes."""
    library = bundled_library()
    heroes = dict(library.heroes)
    hero = heroes["robin-hood"]
    sections = parse_effect_text(text).sections

    def changed(card):
        if card.title == SCHEME:
            return replace(card, sections=sections)
        if card.title == "Snark":
            return replace(card, symbols=(("source",),) * card.count)
        if card.title == "Ambush":
            return replace(card, title="Ambush 🔵")
        return card

    heroes["robin-hood"] = replace(hero, cards=tuple(changed(c) for c in hero.cards),
                                   symbols={**hero.symbols, "🔵": "source"})
    return Library(heroes, library.boards, library.rulesets, library.hero_box, library.board_box)


def play(discarded: list[str], text: str = TEXT) -> Scenario:
    s = Scenario("robin-hood", "bigfoot", library=_library(text))
    for fighter in s.data.fighters:  # only Robin Hood and Bigfoot stand on the board
        fighter.defeated, fighter.space = True, None
    s.fighter("Robin Hood").defeated = s.fighter("Bigfoot").defeated = False
    s.place("Robin Hood", 1).place("Bigfoot", 12)
    s.data.players[0].discard.extend(s._take(0, title) for title in discarded)
    s.hand(0, SCHEME).deck_top(0, "Regroup", "Wily Fighting", "Piercing Shot")
    s.start(0)
    s.choose(next(o for o in s.options() if o.startswith(f"Scheme: {SCHEME}")))
    return s


def _scheme_events(s: Scenario) -> list[dict]:
    """What the scheme did: the events after it, up to the turn's next action (a maneuver,
    the only action left with an empty hand, which draws a card of its own)."""
    events = s.state.event_json()
    start = next(i for i, e in enumerate(events) if e["event"] == "scheme")
    end = next((i for i, e in enumerate(events) if i > start and e["event"] == "action"),
               len(events))
    return events[start + 1:end]


def drawn(s: Scenario) -> list[str]:
    return [e["card"] for e in _scheme_events(s) if e["event"] == "draw"]


def actions(s: Scenario) -> list[int]:
    return [e["amount"] for e in _scheme_events(s) if e["event"] == "gain action"]


def test_below_the_lowest_option_nothing_resolves():
    s = play(["Snark"])
    assert drawn(s) == [] and actions(s) == []


@pytest.mark.parametrize("discarded", [["Snark", "Snark"], ["Snark", "Ambush 🔵", "Feint"],
                                       ["Ambush 🔵", "Ambush 🔵", "Snark"]])
def test_the_lower_option_resolves_alone(discarded):
    s = play(discarded)
    assert drawn(s) == ["regroup"] and actions(s) == []


def test_the_highest_option_reached_resolves_with_its_sentences_and_not_the_lower():
    s = play(["Snark", "Snark", "Ambush 🔵", "Ambush 🔵", "Snark"])
    assert drawn(s) == ["regroup", "wily-fighting", "piercing-shot"] and actions(s) == [1]


def test_cards_without_the_symbol_do_not_count():
    s = play(["Disarming Shot", "Highway Robbery", "A Hunter's Eye", "Feint", "Snark"])
    assert drawn(s) == [] and actions(s) == []


def test_a_sentence_before_the_list_always_resolves():
    s = play(["Snark"], "Gain 1 action. - 2🔵 Draw 1 card. - 4🔵 Draw 3 cards.")
    assert drawn(s) == [] and actions(s) == [1]
    s = play(["Snark", "Snark"], "Gain 1 action. - 2🔵 Draw 1 card. - 4🔵 Draw 3 cards.")
    assert drawn(s) == ["regroup"] and actions(s) == [1]


# ---------------------------------------------------------------- through the command line

CARD_TEXT = ("After combat: - 2🔵 Deal 1 damage to the opposing fighter. - 7🔵 Deal 2 damage "
             "to the opposing fighter. Draw 1 card.")


def _hero_file(folder: Path) -> Path:
    """A hero whose deck has one card of options by a count of symbols (and 27 others)."""
    return write_hero(folder, made_up_hero("Tier Tester", [
        {"title": "Source Strike 🔵", "type": "attack", "value": 3, "boost": 1, "count": 3,
         "user": "any", "text": CARD_TEXT}]))


@pytest.mark.parametrize("lang, line", [
    ("en", CARD_TEXT),
    ("it", "DOPO IL COMBATTIMENTO: - 2🔵 Infliggi 1 danno al combattente avversario. - 7🔵 "
           "Infliggi 2 danni al combattente avversario. Pesca 1 carta."),
])
def test_the_card_checks_and_prints_through_the_command_line(tmp_path, lang, line):
    assert line in printed_lines(_hero_file(tmp_path), "tier-tester", lang)

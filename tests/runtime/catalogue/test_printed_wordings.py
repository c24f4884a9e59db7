"""Printed wordings of the catalogue that once needed a listed rewording (issue 10), played
with their game meaning: Prophecy's "Put 2 of them in your hand and the other 2 back on top
of your deck in any order", Insightful Deduction's "Put one of them on the bottom of the
deck and the rest on top in any order", The Mists of Munnopor's "randomly put the rest of
the revealed cards on the bottom of their deck" and Nanotriage Processor's "he also recovers
1 health". On the 3 x 4 grid of `tests/runtime/scenario.py` (west: columns 1-2, east:
columns 3-4, spaces 6 and 7 in both), Robin Hood (seat 0, in 1) against Bigfoot (in 12),
his scheme Steal From the Rich given the printed text; Holmes and Dr. Watson's Administer
Aid for the last.

     1  2  3  4
     5  6  7  8
     9 10 11 12
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from hero_files import made_up_hero, write_hero
from cardsmith.grammar.parser import parse_effect_text
from cardsmith.grammar.resolve import resolve_text
from cardsmith.runtime.defs import Library

from ..scenario import Scenario, bundled_library

SCHEME = "Steal From the Rich"
PROPHECY = ("Look at the top 4 cards of your deck. Put 2 of them in your hand and the other 2 "
            "back on top of your deck in any order.")
DEDUCTION = ("Reveal the top 3 cards of your opponent's deck. Put one of them on the bottom of "
             "the deck and the rest on top in any order.")


def _library(text: str, hero_id: str, title: str) -> Library:
    """The bundled library, the hero's scheme `title` given `text` (resolved as the compiler
    does)."""
    library = bundled_library()
    heroes = dict(library.heroes)
    sections = resolve_text(parse_effect_text(text))[0].sections
    hero = heroes[hero_id]
    heroes[hero_id] = replace(hero, cards=tuple(
        replace(c, sections=sections) if c.title == title else c for c in hero.cards))
    return Library(heroes, library.boards, library.rulesets, library.hero_box, library.board_box)


def scheme(text: str, mine: tuple[str, ...] = (), theirs: tuple[str, ...] = ()) -> Scenario:
    """Robin Hood plays the scheme with these cards known on top of each deck."""
    s = Scenario("robin-hood", "bigfoot", library=_library(text, "robin-hood", SCHEME))
    for fighter in s.data.fighters:
        fighter.defeated, fighter.space = True, None
    s.fighter("Robin Hood").defeated = s.fighter("Bigfoot").defeated = False
    s.place("Robin Hood", 1).place("Bigfoot", 12)
    s.hand(0, SCHEME).deck_top(0, *mine).deck_top(1, *theirs)
    s.start(0)
    s.choose(next(o for o in s.options() if o.startswith(f"Scheme: {SCHEME}")))
    return s


def titles(s: Scenario, cards: list[int]) -> list[str]:
    return [s.data.cards[i].title for i in cards]


def test_prophecy_puts_two_in_the_hand_and_the_other_two_back_on_top_in_the_order_chosen():
    s = scheme(PROPHECY, mine=("Regroup", "Wily Fighting", "Piercing Shot", "Feint"))
    assert sorted(s.options()) == ["Choose Feint", "Choose Piercing Shot", "Choose Regroup",
                                   "Choose Wily Fighting"]
    s.play("Choose Piercing Shot", "Choose Regroup")
    # the other 2, in any order: the first picked ends on top
    assert sorted(s.options()) == ["Put Feint on top", "Put Wily Fighting on top"]
    s.choose("Put Feint on top")
    assert [e["card"] for e in s.events("put in hand")] == ["piercing-shot", "regroup"]
    # the turn's other action is a maneuver (no one to attack): it draws Feint, then Wily
    # Fighting is the deck's known top card
    assert [e["card"] for e in s.events("draw")] == ["feint"]
    robin = s.data.players[0]
    assert titles(s, robin.deck_top)[:1] == ["Wily Fighting"]

def test_insightful_deduction_puts_one_under_the_revealed_deck_and_the_rest_on_top():
    s = scheme(DEDUCTION, theirs=("Skirmish", "Larger Than Life", "Crash Through the Trees"))
    assert [e["card"] for e in s.events("reveal")] == [
        "skirmish", "larger-than-life", "crash-through-the-trees"]
    assert sorted(s.options()) == ["Choose Crash Through the Trees", "Choose Larger Than Life",
                                   "Choose Skirmish"]
    s.choose("Choose Larger Than Life")
    # "the deck" is the deck the cards were revealed from: the opponent's
    assert sorted(s.options()) == ["Put Crash Through the Trees on top", "Put Skirmish on top"]
    s.choose("Put Crash Through the Trees on top")
    bigfoot = s.data.players[1]
    assert titles(s, bigfoot.deck_top) == ["Crash Through the Trees", "Skirmish"]
    assert titles(s, bigfoot.deck_bottom) == ["Larger Than Life"]
    assert [e["card"] for e in s.events("put in hand")] == []


MISTS = ("Reveal the top 3 cards of your opponent's deck. Randomly put them on the bottom of "
         "their deck.")


def test_randomly_put_is_an_order_dealt_by_chance_not_chosen():
    s = scheme(MISTS, theirs=("Skirmish", "Larger Than Life", "Crash Through the Trees"))
    assert s.kind() == "random card"
    assert [p for _, p in s.state.chance_outcomes()] == [1 / 3] * 3
    s.play("larger-than-life", "skirmish")  # the last card has no chance left to take
    bigfoot = s.data.players[1]
    assert titles(s, bigfoot.deck_bottom) == ["Larger Than Life", "Skirmish",
                                             "Crash Through the Trees"]
    assert titles(s, bigfoot.deck_top) == []


AID = "Administer Aid"
NANOTRIAGE = ("Dr. Watson recovers 1 health. If Holmes is in the same zone as Dr. Watson, he also "
              "recovers 1 health.")


def aid(holmes: int) -> Scenario:
    """Dr. Watson (in 5, 4 health) plays the scheme; Holmes (8 health) in `holmes`."""
    s = Scenario("sherlock-holmes", "bigfoot",
                 library=_library(NANOTRIAGE, "sherlock-holmes", AID))
    for fighter in s.data.fighters:
        fighter.defeated, fighter.space = True, None
    for label, space in (("Holmes", holmes), ("Dr. Watson", 5), ("Bigfoot", 12)):
        s.fighter(label).defeated = False
        s.place(label, space)
    s.health("Holmes", 8).health("Dr. Watson", 4).hand(0, AID)
    s.start(0)
    s.choose(next(o for o in s.options() if o.startswith(f"Scheme: {AID}")))
    return s


def test_he_also_recovers_when_in_the_same_zone():
    s = aid(holmes=2)  # west, with Dr. Watson
    assert (s.fighter("Dr. Watson").health, s.fighter("Holmes").health) == (5, 9)


def test_he_does_not_recover_in_another_zone():
    s = aid(holmes=4)  # east
    assert (s.fighter("Dr. Watson").health, s.fighter("Holmes").health) == (5, 8)


REMEDY = ("Discard up to 3 cards from your cauldron. For each one, choose a fighter to recover 1 "
          "health. (You may choose the same fighter more than once.)")
ROBIN, BIGFOOT = "Robin Hood (player 1, space 1)", "Bigfoot (player 2, space 12)"


def remedy(*discarded: str) -> Scenario:
    """Robin Hood (5 health) plays the scheme with Feint, Regroup and Snark in his cauldron,
    discarding those named; Bigfoot has 10 health."""
    s = Scenario("robin-hood", "bigfoot", library=_library(REMEDY, "robin-hood", SCHEME))
    for fighter in s.data.fighters:
        fighter.defeated, fighter.space = True, None
    s.fighter("Robin Hood").defeated = s.fighter("Bigfoot").defeated = False
    s.place("Robin Hood", 1).place("Bigfoot", 12).health("Robin Hood", 5).health("Bigfoot", 10)
    s.hand(0, SCHEME)
    s.data.players[0].areas["cauldron"] = [s._take(0, t) for t in ("Feint", "Regroup", "Snark")]
    s.start(0)
    s.choose(next(o for o in s.options() if o.startswith(f"Scheme: {SCHEME}")))
    s.play(*(f"Choose {title}" for title in discarded))
    if len(discarded) < 3:
        s.choose("Done choosing")
    return s


def test_each_card_discarded_lets_a_fighter_of_your_choice_recover_1_health():
    s = remedy("Feint", "Snark")
    assert titles(s, s.data.players[0].areas["cauldron"]) == ["Regroup"]
    assert sorted(s.options()) == [BIGFOOT, ROBIN]
    s.play(ROBIN, BIGFOOT)
    assert (s.fighter("Robin Hood").health, s.fighter("Bigfoot").health) == (6, 11)
    assert [e["amount"] for e in s.events("recover")] == [1, 1]


def test_the_same_fighter_may_be_chosen_for_every_card():
    s = remedy("Feint", "Regroup", "Snark")
    s.play(ROBIN, ROBIN, ROBIN)
    assert (s.fighter("Robin Hood").health, s.fighter("Bigfoot").health) == (8, 10)


def test_no_card_discarded_no_fighter_recovers():
    s = remedy()
    assert ROBIN not in s.options()  # no fighter to choose: the turn goes on
    assert s.events("recover") == []
    assert (s.fighter("Robin Hood").health, s.fighter("Bigfoot").health) == (5, 10)


# ---------------------------------------------------------------- through the command line

PRINTED = {  # a card of each wording, as printed (the names are this test hero's)
    "Prophecy": ("scheme", PROPHECY),
    "Deduction": ("attack", "After combat: " + DEDUCTION),
    "Mists": ("defense", "Immediately: Discard your opponent's card. They reveal cards from "
              "their deck until they reveal an attack or versatile card they can play. They "
              "play that card and randomly put the rest of the revealed cards on the bottom "
              "of their deck."),
    "Nanotriage": ("versatile", "After combat: Ada recovers 1 health. If Bo is in the same "
                   "zone as Ada, he also recovers 1 health."),
    "Remedy": ("attack", "Immediately: " + REMEDY),
}


def _hero_file(folder: Path) -> Path:
    cards = [{"title": title, "type": kind, **({} if kind == "scheme" else {"value": 2}),
              "boost": 1, "count": 6, "user": "any", "text": text}
             for title, (kind, text) in PRINTED.items()]
    fighters = [{"name": "Ada", "role": "hero", "health": 12, "attack": "melee"},
                {"name": "Bo", "role": "sidekick", "health": 6, "attack": "melee"}]
    return write_hero(folder, made_up_hero("Ada", cards, fighters=fighters))


def test_the_printed_wordings_check_clean_through_the_command_line(tmp_path):
    checked = CliRunner().invoke(main, ["check", str(_hero_file(tmp_path))])
    assert checked.exit_code == 0, checked.output
    # only W812: this made-up hero has no translations
    assert "0 errors, 1 warnings" in checked.output and "warning[W812]" in checked.output


@pytest.mark.parametrize("lang, lines", [
    ("en", [text for _, text in PRINTED.values()]),
    ("it", ["Guarda le 4 carte in cima al tuo mazzo. Metti 2 di esse nella tua mano e rimetti "
            "le altre 2 in cima al tuo mazzo nell'ordine che preferisci.",
            "DOPO IL COMBATTIMENTO: Rivela le 3 carte in cima al mazzo del tuo avversario. "
            "Metti una di esse in fondo al mazzo e metti le altre carte in cima nell'ordine che "
            "preferisci.",
            "IMMEDIATO: Scarta fino a 3 carte dal tuo cauldron. Per ciascuna, scegli un "
            "combattente per recuperare 1 punto vita. (You may choose the same fighter more "
            "than once.)"]),
    ("pl", ["PO WALCE: Ada odzyskuje 1 punkt zdrowia. Jeśli Bo jest w tej samej strefie co "
            "Ada, on również odzyskuje 1 punkt zdrowia."]),
    ("pt-BR", ["APÓS O COMBATE: Revele as 3 cartas do topo do baralho do seu oponente. Coloque "
               "uma delas no fundo do baralho e coloque as demais cartas no topo em qualquer "
               "ordem."]),
    ("tr", ["ANINDA: Cauldron'dan en fazla 3 kart ıskarta edin. Her biri için bir figürü seçin "
            "ve seçtiğiniz figür için 1 can geri kazanın. (You may choose the same fighter "
            "more than once.)"]),
])
def test_the_printed_wordings_print_in_every_language(tmp_path, lang, lines):
    path = _hero_file(tmp_path)
    printed = CliRunner().invoke(main, ["text", "ada", "--content", str(path), "--lang", lang])
    assert printed.exit_code == 0, printed.output
    for line in lines:
        assert line in printed.output.splitlines(), printed.output

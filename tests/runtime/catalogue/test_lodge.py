"""Yennefer & Triss's Lodge Of Sorceresses, as printed (issue 10, docs/language.md 7.40):
"Each player simultaneously reveals a card from their hand and draws card equal to their
card's BOOST value. Then, the player(s) who drew the most cards deals that much damage to
their hero." Her deck is imported from the catalogue's UmDb data (imported.py). Seat 0 is
Yennefer (space 1; 14 health), seat 1 Bigfoot (space 2, adjacent: she may attack after the
scheme, so her next action waits for her); Yennefer holds the Lodge, Echoing Blast (BOOST 1)
and Incinerate (BOOST 2), Bigfoot Savagery (BOOST 3), Skirmish (BOOST 1) and Hoax (BOOST
2). The cards drawn are put on the decks.

Then the same constructs on other texts (written on Robin Hood's scheme, as test_compare
does): a group of players doing a clause each in turn, one subject for several verbs,
the player(s) who discarded the most cards, a player dealing damage and choosing whom.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from hero_files import made_up_hero, printed_lines, write_hero
from cardsmith.importer.acceptance import load_rewordings, with_rewordings

from ..scenario import Scenario, assert_alike_to_a_searcher
from ..test_rulings import position as robin_position, rewrite
from . import positions
from .imported import REFERENCE, UMDB, imported_library
from .positions import hand, health

YENNEFER, BIGFOOT = 0, 1
LODGE = "Scheme: Lodge Of Sorceresses"


def lodge(yennefer_hand=("Echoing Blast", "Incinerate"),
          bigfoot_hand=("Savagery", "Skirmish", "Hoax"),
          yennefer_top=("Telepathy", "Ball Lightning"),
          bigfoot_top=("Feint", "Regroup", "Momentous Shift")) -> Scenario:
    """Yennefer plays Lodge Of Sorceresses; each player is then to choose a card."""
    hands = [(YENNEFER, "Lodge Of Sorceresses")] + [(YENNEFER, t) for t in yennefer_hand] + [
        (BIGFOOT, t) for t in bigfoot_hand]
    s = positions.position("yennefer-triss", "bigfoot", {"Yennefer": 1, "Bigfoot": 2}, hands,
                           library=imported_library("yennefer-triss"))
    s.deck_top(YENNEFER, *yennefer_top).deck_top(BIGFOOT, *bigfoot_top)
    s.start(YENNEFER)
    s.choose(LODGE)
    return s


def of_the_scheme(s: Scenario, *names: str) -> list[dict]:
    """The events of those kinds the scheme's text made, in order (not those of the action
    after it: with no other action to take, a maneuver is taken at once, and draws)."""
    found, started = [], False
    for event in s.state.event_json():
        if event["event"] == "scheme":
            started = True
        elif started and event["event"] == "action":
            break
        elif started and event["event"] in names:
            found.append(event)
    return found


def revealed(s: Scenario) -> list[tuple[int, str]]:
    return [(e["player"], e["card"]) for e in of_the_scheme(s, "reveal")]


def drawn(s: Scenario) -> list[tuple[int, str]]:
    return [(e["player"], e["card"]) for e in of_the_scheme(s, "draw")]


def damage(s: Scenario) -> list[tuple[str, int]]:
    return [(e["fighter"], e["amount"]) for e in of_the_scheme(s, "damage")]


# ---------------------------------------------------------------- Lodge Of Sorceresses


def test_each_draws_their_cards_boost_value_and_the_one_who_drew_most_damages_their_hero():
    s = lodge().play("Choose Echoing Blast", "Choose Savagery")
    assert revealed(s) == [(YENNEFER, "echoing-blast"), (BIGFOOT, "savagery")]
    assert drawn(s) == [(YENNEFER, "telepathy"), (BIGFOOT, "feint"), (BIGFOOT, "regroup"),
                        (BIGFOOT, "momentous-shift")]
    assert damage(s) == [("Bigfoot", 3)]  # drew 3: deals 3 damage to his own hero
    assert (health(s, "Yennefer"), health(s, "Bigfoot")) == (14, 13)
    assert hand(s, YENNEFER) == ["Echoing Blast", "Incinerate", "Telepathy"]  # kept in hand
    assert hand(s, BIGFOOT) == ["Feint", "Hoax", "Momentous Shift", "Regroup", "Savagery",
                                "Skirmish"]
    assert s.state.current_player() == YENNEFER  # her second action


def test_on_a_tie_every_player_who_drew_the_most_damages_their_own_hero():
    s = lodge().play("Choose Incinerate", "Choose Hoax")  # BOOST 2 and 2
    assert drawn(s) == [(YENNEFER, "telepathy"), (YENNEFER, "ball-lightning"),
                        (BIGFOOT, "feint"), (BIGFOOT, "regroup")]
    assert damage(s) == [("Yennefer", 2), ("Bigfoot", 2)]  # her effect's player first


def test_a_card_without_a_boost_value_draws_no_card():
    s = lodge()
    echoing = next(i for i in s.data.players[YENNEFER].hand
                   if s.data.cards[i].title == "Echoing Blast")
    card = s.data.cards[echoing]
    card.definition = replace(card.definition, boost=None)  # a scheme has none, say
    s.play("Choose Echoing Blast", "Choose Skirmish")
    assert drawn(s) == [(BIGFOOT, "feint")]
    assert damage(s) == [("Bigfoot", 1)]


def test_an_empty_hand_reveals_nothing_and_draws_nothing():
    s = lodge(yennefer_hand=())  # the Lodge was her only card
    assert s.state.current_player() == BIGFOOT  # nothing for her to choose
    s.choose("Choose Skirmish")
    assert revealed(s) == [(BIGFOOT, "skirmish")]
    assert drawn(s) == [(BIGFOOT, "feint")]
    assert damage(s) == [("Bigfoot", 1)]


def test_when_no_one_draws_the_most_draw_no_card_and_deal_no_damage():
    s = lodge(yennefer_hand=(), bigfoot_hand=())
    assert revealed(s) == [] and drawn(s) == [] and damage(s) == []
    assert s.state.current_player() == YENNEFER


def test_a_deck_running_out_deals_exhaustion_damage_instead_and_those_are_not_drawn():
    s = lodge(bigfoot_top=())
    s.empty_deck(BIGFOOT)
    s.play("Choose Echoing Blast", "Choose Savagery")
    assert drawn(s) == [(YENNEFER, "telepathy")]
    assert [(e["fighter"], e["amount"], e["source"]) for e in of_the_scheme(s, "damage")] == [
        ("Bigfoot", 2, "exhaustion")] * 3 + [("Yennefer", 1, "effect")]
    assert (health(s, "Yennefer"), health(s, "Bigfoot")) == (13, 10)


def test_a_choice_is_not_seen_by_the_other_player_before_both_have_chosen():
    seen, positions_seen = set(), []
    for choice in ("Choose Echoing Blast", "Choose Incinerate"):
        s = lodge().choose(choice)
        assert s.state.current_player() == BIGFOOT and s.events("reveal") == []
        seen.add(json.dumps(s.state.observation(BIGFOOT).to_json(), sort_keys=True))
        positions_seen.append(s.state.observation(BIGFOOT, position=True))
    assert len(seen) == 1
    assert_alike_to_a_searcher(positions_seen)


# ---------------------------------------------------------------- the constructs, on other texts


def robin_scheme(text: str, robin_hand=("Snark", "Ambush"), bigfoot_hand=("Savagery", "Hoax"),
                 where=None) -> Scenario:
    """Robin Hood (seat 0) plays Steal From the Rich with `text`; his deck starts Feint,
    Regroup, Bigfoot's Skirmish, Feint. Bigfoot stands next to him, so that Robin Hood may
    attack after the scheme: his next action waits for him."""
    s = robin_position(where or {"Robin Hood": 1, "Bigfoot": 2})
    s.hand(0, "Steal From the Rich", *robin_hand).hand(1, *bigfoot_hand)
    s.deck_top(0, "Feint", "Regroup").deck_top(1, "Skirmish", "Feint")
    rewrite(s, 0, "Steal From the Rich", text)
    s.start(0)
    s.choose("Scheme: Steal From the Rich")
    return s


def test_both_players_discard_each_in_turn_the_effects_player_first():
    s = robin_scheme("Both players discard 1 card.")
    assert s.state.current_player() == 0 and s.options() == ["Discard Ambush", "Discard Snark"]
    s.play("Discard Ambush")
    assert s.state.current_player() == 1 and s.options() == ["Discard Savagery", "Discard Hoax"]
    s.play("Discard Hoax")
    assert [(e["player"], e["card"]) for e in s.events("discard")] == [(0, "ambush"), (1, "hoax")]
    assert hand(s, 0) == ["Snark"] and hand(s, 1) == ["Savagery"]


def test_each_player_does_both_verbs_before_the_next_player():
    s = robin_scheme("Each player discards 1 card and draws 1 card.")
    s.play("Discard Snark", "Discard Savagery")
    steps = [(e["event"], e["player"], e["card"]) for e in of_the_scheme(s, "discard", "draw")]
    assert steps == [("discard", 0, "snark"), ("draw", 0, "feint"),
                     ("discard", 1, "savagery"), ("draw", 1, "skirmish")]


def test_their_cards_value_is_the_value_of_the_card_that_player_revealed():
    s = robin_scheme("Each player reveals a card from their hand and draws a number of cards "
                     "equal to their card's value.", bigfoot_hand=("Savagery", "Regroup"))
    s.play("Choose Ambush", "Choose Regroup")  # values 2 and 1; each reveals, then draws
    assert [(e["event"], e["player"], e["card"]) for e in of_the_scheme(s, "reveal", "draw")
            ] == [("reveal", 0, "ambush"), ("draw", 0, "feint"), ("draw", 0, "regroup"),
                  ("reveal", 1, "regroup"), ("draw", 1, "skirmish")]


def test_the_player_who_discarded_the_most_deals_that_much_damage_to_their_hero():
    s = robin_scheme("Each player discards 1 card. Your opponent discards 1 card. The "
                     "player(s) who discarded the most cards deals that much damage to their "
                     "hero.")
    s.play("Discard Snark", "Discard Savagery")
    assert damage(s) == [("Bigfoot", 2)]
    assert health(s, "Bigfoot") == 14 and hand(s, 1) == []


def test_the_player_who_drew_the_fewest_cards_is_chosen_by_this_effects_draws_only():
    s = robin_scheme("Your opponent draws 2 cards. The player who drew the fewest cards deals "
                     "that much damage to their hero and draws 1 card.")
    assert damage(s) == []  # Robin Hood drew none in this effect: 0 damage to him
    assert drawn(s) == [(1, "skirmish"), (1, "feint"), (0, "feint")]


def test_a_player_dealing_damage_chooses_its_target():
    s = robin_scheme("Your opponent deals 1 damage to any one fighter adjacent to Bigfoot.",
                     where={"Robin Hood": 8, "Bigfoot": 7, "The Jackalope": 3})
    assert s.state.current_player() == 1
    assert s.options() == ["Robin Hood (player 1, space 8)", "The Jackalope (player 2, space 3)"]
    s.choose("Robin Hood")
    assert damage(s) == [("Robin Hood", 1)]


def test_a_player_placing_a_fighter_chooses_the_space():
    s = robin_scheme("Your opponent places Robin Hood in any space in his zone.")
    assert s.state.current_player() == 1
    assert s.options() == ["Space 1", "Space 5", "Space 6", "Space 7", "Space 9", "Space 10"]
    s.choose("Space 9")
    assert s.fighter("Robin Hood").space == 9


# ---------------------------------------------------------------- through the command line

LODGE_TEXT = ("Each player simultaneously reveals a card from their hand and draws card equal to "
              "their card's BOOST value. Then, the player(s) who drew the most cards deals that "
              "much damage to their hero.")


def _hero_file(folder: Path, text: str = LODGE_TEXT) -> Path:
    """A hero whose Lodge Of Sorceresses has `text`, on line 16 of the file."""
    fighters = [{"name": "Lodge Tester", "role": "hero", "health": 12, "attack": "ranged"}]
    return write_hero(folder, made_up_hero("Lodge Tester", [
        {"title": "Lodge Of Sorceresses", "type": "scheme", "boost": 2, "count": 2,
         "user": "any", "text": text}], fighters=fighters))


@pytest.mark.parametrize("lang, line", [
    ("en", "Each player simultaneously reveals a card from their hand and draws a number of "
           "cards equal to their card's BOOST value. Then the player(s) who drew the most "
           "cards deals that much damage to their hero."),
    ("it", "Ogni giocatore rivela simultaneamente una carta dalla propria mano e pesca un "
           "numero di carte pari al valore BOOST della propria carta. Poi il giocatore (o i "
           "giocatori) che ha pescato più carte infligge altrettanti danni al proprio eroe."),
    ("pl", "Każdy gracz jednocześnie odkrywa kartę z ręki i dobiera tyle kart, ile wynosi "
           "wartość WZMOCNIENIA swojej karty. Następnie gracz (lub gracze), który dobrał "
           "najwięcej kart, zadaje tyle obrażeń swojemu bohaterowi."),
    ("pt-BR", "Cada jogador revela simultaneamente uma carta da sua mão e compra um número de "
              "cartas igual ao valor de REFORÇAR da sua carta. Em seguida, o jogador (ou os "
              "jogadores) que comprou mais cartas causa essa mesma quantidade de dano ao seu "
              "herói."),
    ("tr", "Her oyuncu aynı anda kendi elinden bir kart açar ve kendi kartının BOOST değeri "
           "kadar kart çeker. Ardından en çok kart çeken oyuncu (veya oyuncular) kendi "
           "kahramanına bu sayı kadar hasar verir."),
])
def test_the_printed_card_checks_and_prints_in_every_language(tmp_path, lang, line):
    assert line in printed_lines(_hero_file(tmp_path), "lodge-tester", lang)


@pytest.mark.parametrize("text, code, column, message", [
    # "that much" with no players chosen by a count before it
    ("Each player draws 1 card. Your opponent deals that much damage to their hero.", "E405",
     55, "card 'Lodge Of Sorceresses': 'that much' refers to no amount named before"),
    # "their card" with no card revealed before it: the card played in a combat
    ("Each player draws a number of cards equal to their card's BOOST value.", "E402", 54,
     "card 'Lodge Of Sorceresses': 'their card' exists only during a combat"),
    # a verb without its subject after one of the plural: "and draw" would be you drawing
    ("Both players discard 1 card and draws 1 card.", "E200", 41,
     "a verb without its subject after a clause whose subject it cannot share"),
    # "and draw" after one of the plural: English has both draw, the language you (E413)
    ("Both players discard 1 card and draw 1 card.", "E413", 41,
     "card 'Lodge Of Sorceresses': 'draw' after 'and' is yours, not the players' before it: "
     "a verb shares only a subject written in the singular"),
])
def test_check_points_at_what_the_sentence_cannot_refer_to(tmp_path, text, code, column,
                                                           message):
    path = _hero_file(tmp_path, text)
    result = CliRunner().invoke(main, ["check", str(path), "--format", "json"])
    assert result.exit_code == 1
    errors = [d for d in json.loads(result.output)["diagnostics"] if d["severity"] == "error"]
    assert [(d["code"], d["line"], d["column"], d["message"]) for d in errors] == [
        (code, 16, column, message)]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_imported_deck_plays_against_bigfoot(tmp_path, seed):
    """Yennefer & Triss as `cardsmith import umdb` writes her, with the rewording listed for
    her deck, plays whole games, in each of which she plays the Lodge once."""
    imported = CliRunner().invoke(main, ["import", "umdb", str(UMDB / "yennefer-triss.json"),
                                         "-o", str(tmp_path / "imported")])
    assert imported.exit_code == 0, imported.output
    listed = [r for r in load_rewordings(REFERENCE / "catalogue-rewordings.yaml")
              if r.deck == "yennefer-triss"]
    (hero,) = with_rewordings([tmp_path / "imported" / "yennefer-triss.yaml"], listed,
                              tmp_path / "reworded")
    played = CliRunner().invoke(main, ["play", "yennefer-triss", "bigfoot", "--content",
                                       str(hero), "--seed", str(seed)])
    assert played.exit_code == 0, played.output
    assert played.output.count("plays the scheme Lodge Of Sorceresses") == 1
    assert played.output.rstrip().splitlines()[-1] in (
        "Yennefer & Triss wins the game.", "Bigfoot wins the game.")

"""Squirrel Girl (Teen Spirit), imported from the catalogue's UmDb data with `cardsmith
import umdb`, which declares her squirrels a summoned group of 8 (docs/importing.md): the
squirrels start in the supply, come in when summoned, go back to it when defeated, and her
cards count and move them. Seat 0 is Squirrel Girl, seat 1 Medusa, on the 3 x 4 grid of
`tests/runtime/scenario.py`:

     1  2  3  4
     5  6  7  8
     9 10 11 12
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.compiler.pipeline import bundled_content, compile_paths
from cardsmith.runtime.defs import Library, board_from_json

from ..scenario import Scenario, grid_board
from .positions import damage_events, discard, hand, health, space

UMDB = Path(__file__).parents[2] / "reference" / "catalogue" / "umdb" / "squirrel-girl.json"
SQUIRRELS = [f"Squirrel {i}" for i in range(1, 9)]


@lru_cache(maxsize=1)
def imported() -> Path:
    """Her hero file as `cardsmith import umdb` writes it (once for these tests)."""
    import tempfile

    out = Path(tempfile.mkdtemp(prefix="squirrel-girl-")) / "heroes"
    result = CliRunner().invoke(main, ["import", "umdb", str(UMDB), "-o", str(out)])
    assert result.exit_code == 0, result.output
    return out


@lru_cache(maxsize=1)
def library() -> Library:
    result = compile_paths([bundled_content(), imported()])
    assert result.ok, [d.message for d in result.diagnostics if d.severity == "error"]
    found = Library.from_bundles(result.bundles.values())
    found.boards["grid"] = board_from_json(grid_board())
    return found


def position(where: dict[str, int], *cards: str, defense: tuple[str, ...] = ("Dash",),
             defeated: tuple[str, ...] = (), active: int | None = 0, hurt: int = 0) -> Scenario:
    """Only the fighters named stand on the board; the other squirrels are in the supply
    (off the board, not defeated), those in `defeated` defeated; Medusa's Harpies are
    defeated. Squirrel Girl holds `cards` (with `hurt` damage), Medusa `defense`; seat
    `active` begins its turn (None: not yet). (A decision of one option is taken at once: a single card to
    play, a single space.)"""
    s = Scenario("squirrel-girl", "medusa", board="grid", library=library())
    for fighter in s.data.fighters:
        fighter.space = None
        fighter.defeated = not fighter.definition.summoned
    for label in defeated:
        s.defeated(label)
    for label, at in where.items():
        fighter = s.fighter(label)
        fighter.defeated, fighter.space = False, at
    s.hand(0, *cards)
    s.hand(1, *defense)
    s.fighter("Squirrel Girl").health -= hurt
    if active is not None:
        s.start(active)
    return s


def squirrels_on_board(s: Scenario) -> dict[str, int]:
    return {f.label: f.space for f in s.data.fighters if f.definition.summoned and f.on_board}


def placed(s: Scenario) -> list[tuple[str, int]]:
    return [(e["fighter"], e["to"]) for e in s.events("place")]


# ---------------------------------------------------------------- the group in the hero file


def test_the_squirrels_start_in_the_supply_and_a_game_plays_through():
    """`cardsmith play` from set-up: only Squirrel Girl, Medusa and the Harpies are placed
    (the squirrels wait in the supply), and the game is played to its end."""
    log = imported().parent / "game.jsonl"
    result = CliRunner().invoke(main, ["play", "squirrel-girl", "medusa", "--seed", "3",
                                       "--agents", "greedy,greedy", "--content",
                                       str(imported()), "--log", str(log)])
    assert result.exit_code == 0, result.output
    events = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    first_turn = next(i for i, e in enumerate(events) if e["event"] == "turn")
    assert sorted(e["fighter"] for e in events[:first_turn] if e["event"] == "place") == [
        "Harpy 1", "Harpy 2", "Harpy 3", "Medusa", "Squirrel Girl"]
    assert events[-1]["event"] in ("winner", "draw game")


def test_a_summoned_hero_is_an_error(tmp_path):
    text = (imported() / "squirrel-girl.yaml").read_text(encoding="utf-8")
    broken = tmp_path / "squirrel-girl.yaml"
    broken.write_text(text.replace("  role: hero\n", "  role: hero\n  summoned: true\n", 1),
                      encoding="utf-8")
    result = CliRunner().invoke(main, ["check", str(broken)])
    assert result.exit_code == 1
    line = next(i for i, row in enumerate(broken.read_text(encoding="utf-8").splitlines(), 1)
                if row == "  summoned: true")
    assert f"{broken}:{line}:3: error[E311]: fighter 'Squirrel Girl' is the hero and cannot " \
           "be summoned: the hero starts on the board" in result.output


# ---------------------------------------------------------------- summoning


def test_eat_nuts_summons_a_squirrel_in_a_space_adjacent_to_her():
    s = position({"Squirrel Girl": 6, "Medusa": 12}, "Eat Nuts", "Feint", hurt=4)
    s.choose("Scheme: Eat Nuts")
    assert health(s, "Squirrel Girl") == 11
    assert s.options() == ["Space 2", "Space 5", "Space 7", "Space 10"]
    s.choose("Space 7")
    assert placed(s) == [("Squirrel 1", 7)] and health(s, "Squirrel 1") == 1
    assert squirrels_on_board(s) == {"Squirrel 1": 7}


def test_get_em_tippy_toe_summons_two_squirrels_in_any_space():
    s = position({"Squirrel Girl": 6, "Medusa": 7}, "Get 'Em Tippy-Toe!")
    s.play("Attack Medusa (space 7) with Squirrel Girl", "No defense card")
    empty = [f"Space {n}" for n in (1, 2, 3, 4, 5, 8, 9, 10, 11, 12)]
    assert s.options() == empty
    s.choose("Space 1")
    assert s.options() == [o for o in empty if o != "Space 1"]
    s.choose("Space 12")
    assert placed(s) == [("Squirrel 1", 1), ("Squirrel 2", 12)]


def test_a_summon_beyond_the_supply_brings_in_what_is_left():
    # seven squirrels on the board: "two squirrels" brings in the eighth only
    on_board = dict(zip(SQUIRRELS[:7], (1, 2, 3, 4, 5, 9, 10)))
    s = position({"Squirrel Girl": 6, "Medusa": 7, **on_board}, "Get 'Em Tippy-Toe!")
    s.play("Attack Medusa (space 7) with Squirrel Girl", "No defense card", "Space 11")
    assert placed(s) == [("Squirrel 8", 11)]
    assert s.kind() != "space" and len(squirrels_on_board(s)) == 8


def test_with_the_supply_empty_nothing_is_summoned():
    on_board = dict(zip(SQUIRRELS, (1, 2, 3, 4, 5, 9, 10, 11)))
    s = position({"Squirrel Girl": 6, "Medusa": 12, **on_board}, "Eat Nuts")
    s.choose("Scheme: Eat Nuts")
    assert placed(s) == [] and s.kind() != "space"


def test_a_defeated_squirrel_goes_back_to_the_supply_and_comes_in_again():
    # seven on the board, the eighth defeated: it is summoned again, at full health
    on_board = dict(zip(SQUIRRELS[:7], (1, 2, 3, 4, 5, 9, 10)))
    s = position({"Squirrel Girl": 6, "Medusa": 12, **on_board}, "Eat Nuts",
                 defeated=("Squirrel 8",))
    s.choose("Scheme: Eat Nuts")  # 7 is the one empty space next to her: taken at once
    assert placed(s) == [("Squirrel 8", 7)] and health(s, "Squirrel 8") == 1


def test_squirmish_summons_next_to_her_then_she_is_placed_in_her_zone():
    # her own space is taken (by her): the squirrel comes in next to it
    s = position({"Squirrel Girl": 2, "Medusa": 3}, "Squirmish")
    s.play("Attack Medusa (space 3) with Squirrel Girl", "No defense card")
    assert s.options() == ["Space 1", "Space 6"]
    s.choose("Space 6")
    assert placed(s) == [("Squirrel 1", 6)]
    s.choose("Space 9")
    assert space(s, "Squirrel Girl") == 9


# ---------------------------------------------------------------- counting and moving them


def test_kick_butts_counts_the_squirrels_adjacent_to_the_opposing_fighter():
    where = {"Squirrel Girl": 6, "Medusa": 7, "Squirrel 1": 3, "Squirrel 2": 8,
             "Squirrel 3": 11, "Squirrel 4": 1}  # 1 is not adjacent to 7
    s = position(where, "Kick Butts")
    s.play("Attack Medusa (space 7) with Squirrel Girl", "No defense card")
    assert [(e["amount"], e["value"]) for e in s.events("value")] == [(3, 4)]
    assert damage_events(s) == [("Medusa", 4)]


@pytest.mark.parametrize("zone, value", [((5, 9, 10, 1), 2), ((3, 4, 7, 11), 5)])
def test_bite_of_steel_counts_the_squirrels_in_the_opposing_fighters_zone(zone, value):
    # Squirrel 5 at 8 attacks Medusa at 12 (the east zone: 3 4 7 8 11 12): with four more
    # squirrels in it (five), the value is 5; in the west, 2 as printed
    where = {"Squirrel Girl": 1, "Medusa": 12, "Squirrel 5": 8,
             **dict(zip(SQUIRRELS[:4], zone))}
    s = position(where, "Bite of Steel")
    s.play("Attack Medusa (space 12) with Squirrel 5", "No defense card")
    assert damage_events(s) == [("Medusa", value)]


def test_fuzzball_special_moves_each_squirrel_up_to_3_spaces():
    # Squirrel Girl at 6 and Medusa at 7 are in the way; each squirrel in turn, up to 3
    s = position({"Squirrel Girl": 6, "Medusa": 7, "Squirrel 1": 1, "Squirrel 2": 12},
                 "Fuzzball Special")
    s.play("Attack Medusa (space 7) with Squirrel Girl", "No defense card")
    assert s.options() == ["Leave Squirrel 1 in space 1"] + [
        f"Move Squirrel 1 to space {n}" for n in (2, 3, 4, 5, 9, 10)]
    s.choose("Move Squirrel 1 to space 10")
    assert s.options() == [f"Move Squirrel 2 to space {n}" for n in (3, 4, 8, 9, 11)] + [
        "Leave Squirrel 2 in space 12"]
    s.choose("Move Squirrel 2 to space 4")
    assert squirrels_on_board(s) == {"Squirrel 1": 10, "Squirrel 2": 4}


@pytest.mark.parametrize("around, cancelled", [((3, 8, 11), False), ((3, 6, 8, 11), True)])
def test_unbeatable_squirrel_girl_with_four_squirrels_adjacent_to_the_opposing_fighter(
        around, cancelled):
    # Medusa (ranged) attacks from 7 with Second Shot (3); Squirrel Girl defends at 1 (the
    # west zone, as 7) with Unbeatable Squirrel Girl (4): with four squirrels around Medusa
    # her card's effects are cancelled and its value ignored
    where = {"Squirrel Girl": 1, "Medusa": 7, **dict(zip(SQUIRRELS, around))}
    s = position(where, "Unbeatable Squirrel Girl", defense=("Second Shot",), active=1)
    s.play("No",  # Medusa's ability at the start of her turn
           "Attack Squirrel Girl (space 1) with Medusa", "Play Unbeatable Squirrel Girl")
    if not cancelled:
        s.choose("No")  # Second Shot's "You may BOOST this attack."
    assert damage_events(s) == []
    assert [e["winner"] for e in s.events("combat damage")] == ["defender"]
    assert [e["defense"] for e in s.events("combat damage")] == [4]
    assert [e["attack"] for e in s.events("combat damage")] == [0 if cancelled else 3]


def test_horde_of_squirrels_chooses_a_space_with_four_squirrels_adjacent():
    # 7 has 3, 6, 8, 11 around it: squirrels at all four; Medusa at 7
    where = {"Squirrel Girl": 1, "Medusa": 7, **dict(zip(SQUIRRELS, (3, 6, 8, 11)))}
    s = position(where, "Horde of Squirrels")
    s.choose("Scheme: Horde of Squirrels")  # the one such space: taken at once
    assert damage_events(s) == [("Medusa", 2)]


def test_nutwork_of_spies_has_the_opponent_discard_the_card_she_chooses():
    # three squirrels around Medusa: not four, so 1 card as printed
    where = {"Squirrel Girl": 1, "Medusa": 7, **dict(zip(SQUIRRELS, (3, 8, 11)))}
    s = position(where, "Nutwork of Spies", "Feint", defense=("Dash", "Snipe", "Regroup"))
    s.choose("Scheme: Nutwork of Spies")
    assert [e["cards"] for e in s.events("look at hand")] == [["dash", "regroup", "snipe"]]
    s.choose("Snipe")
    assert discard(s, 1) == ["Snipe"] and hand(s, 1) == ["Dash", "Regroup"]


def test_nutwork_of_spies_with_four_squirrels_adjacent_she_chooses_2_cards_to_discard():
    # four squirrels around Medusa: "choose 2 cards instead" replaces only the choice, which
    # keeps its "for them to discard"; she still looks at the hand first
    where = {"Squirrel Girl": 1, "Medusa": 7, **dict(zip(SQUIRRELS, (3, 6, 8, 11)))}
    s = position(where, "Nutwork of Spies", "Feint", defense=("Dash", "Snipe", "Regroup"))
    s.choose("Scheme: Nutwork of Spies")
    assert [e["cards"] for e in s.events("look at hand")] == [["dash", "regroup", "snipe"]]
    s.play("Snipe", "Dash")
    assert sorted(discard(s, 1)) == ["Dash", "Snipe"] and hand(s, 1) == ["Regroup"]

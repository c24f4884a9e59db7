"""Drafts: casual (in turn from every champion, three each) and competitive (bring five,
ban one of the opponent's, pick in turn to three), as decisions for the agents."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.runtime.sfb.actions import PickChampion
from cardsmith.runtime.sfb.heuristics import champion_strength
from cardsmith.runtime.sfb.draft import DraftError, DraftKind, new_draft, run_draft

from .position import sfb_library

FIVE_A = "akhet,deryn,goldarr,rath,taze"
FIVE_B = "dugrun,gwaien,korvash,lily,sulka"


def test_the_competitive_draft_bans_one_of_the_opponent_s_then_picks_in_turn_to_three():
    draft = new_draft(DraftKind.COMPETITIVE, sfb_library(), (FIVE_A, FIVE_B))
    steps = []
    for player, champion, ban in ((0, "gwaien", True), (1, "rath", True), (0, "taze", False),
                                  (1, "lily", False), (0, "akhet", False), (1, "sulka", False),
                                  (0, "deryn", False), (1, "dugrun", False)):
        decision = draft.decision()
        assert decision.player == player
        assert PickChampion(champion, ban) in decision.options
        steps.append(sorted(o.champion for o in decision.options))
        draft.apply(player, PickChampion(champion, ban))
    assert draft.decision() is None
    assert draft.teams == [["taze", "akhet", "deryn"], ["lily", "sulka", "dugrun"]]
    assert steps[0] == sorted(FIVE_B.split(","))  # bans come from the opponent's five
    assert "gwaien" not in steps[3] and "rath" not in steps[2]  # banned: never picked


def test_the_casual_draft_picks_in_turn_from_every_champion_without_twice_the_same():
    draft = new_draft(DraftKind.CASUAL, sfb_library())
    first = draft.decision()
    assert first.player == 0 and len(first.options) == 24
    draft.apply(0, PickChampion("rath"))
    assert draft.decision().player == 1 and PickChampion("rath") not in draft.decision().options
    seats = run_draft(draft, sfb_library(), ("greedy", "random"), "7")
    teams = [seat.split(",") for seat in seats]
    assert [len(t) for t in teams] == [3, 3] and len(set(teams[0] + teams[1])) == 6
    assert teams[0][0] == "rath"


def test_the_greedy_agent_picks_the_strongest_champion_left():
    draft = new_draft(DraftKind.CASUAL, sfb_library())
    seats = run_draft(draft, sfb_library(), ("greedy", "greedy"), "1")
    weights = {c: champion_strength(d) for c, d in sfb_library().champions.items()}
    assert weights["gwaien"] == weights["king-alistair"] == 17 == max(weights.values())
    assert seats[0].split(",")[0] in ("gwaien", "king-alistair")  # ties at random


def test_a_competitive_draft_needs_five_different_champions_each():
    with pytest.raises(DraftError):
        new_draft(DraftKind.COMPETITIVE, sfb_library(), ("akhet,deryn", FIVE_B))


def test_play_drafts_the_teams_before_the_game():
    result = CliRunner().invoke(main, ["play", FIVE_A, FIVE_B, "--draft", "competitive",
                                       "--seed", "4"])
    assert result.exit_code == 0, result.output
    deployed = {line.split(" is deployed")[0].strip() for line in result.output.splitlines()
                if " is deployed on hex " in line}
    assert len(deployed) == 6
    casual = CliRunner().invoke(main, ["play", "--draft", "casual", "akhet,deryn,goldarr"])
    assert casual.exit_code == 2

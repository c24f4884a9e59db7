"""Alice's set-up choice (issue 10), played from a game's start as `cardsmith play` plays it:
"When you place Alice, choose whether she starts the game BIG or SMALL." Her player is asked
as she is placed, the choice is logged in five languages, seen in observations, and a seed
replays it."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.runtime.engine.game import Game
from cardsmith.runtime.engine.simulate import play_game

from ..scenario import bundled_library

ALICE, MEDUSA = 0, 1
BOARD = "marmoreal"


def to_the_choice():
    """A new game of Alice (seat 0) against Medusa, up to the first decision that is not a
    chance's or a sidekick's placing: Alice's starting form."""
    state = Game(bundled_library(), ("alice", "medusa"), BOARD).new_initial_state()
    while state.decision().kind != "starting form":
        assert state.decision().kind == "place", state.decision()
        state.apply(0)
    return state


@pytest.mark.parametrize("form", ["BIG", "SMALL"])
def test_her_player_chooses_her_starting_form_as_she_is_placed(form):
    state = to_the_choice()
    decision = state.decision()
    assert decision.player == ALICE
    assert [a.label for a in state.legal_actions()] == ["Start the game BIG",
                                                        "Start the game SMALL"]
    # she is on the board already; her sidekick is placed after the choice
    placed = [e["fighter"] for e in state.event_json() if e["event"] == "place"]
    assert placed == ["Alice"]
    state.apply(next(a for a in state.legal_actions() if a.label == f"Start the game {form}"))
    assert state.data.players[ALICE].form == form
    assert [(e["player"], e["form"]) for e in state.event_json()
            if e["event"] == "starting form"] == [(ALICE, form)]
    assert state.observation(MEDUSA).to_json()["players"][ALICE]["form"] == form


def test_medusa_has_no_set_up_choice():
    state = Game(bundled_library(), ("medusa", "alice"), BOARD).new_initial_state()
    kinds = []
    while state.decision().kind != "starting form":
        kinds.append(state.decision().kind)
        state.apply(0)
    assert state.decision().player == 1 and set(kinds) == {"place"}


@pytest.mark.parametrize("agents", [("random", "random"), ("greedy", "greedy")])
def test_agents_choose_and_a_seed_replays_the_game(agents):
    game = Game(bundled_library(), ("alice", "medusa"), BOARD)
    first, second = (play_game(game, agents, "setup-7") for _ in range(2))
    assert first.event_json() == second.event_json()
    chosen = [e["form"] for e in first.event_json() if e["event"] == "starting form"]
    assert len(chosen) == 1 and chosen[0] in ("BIG", "SMALL")


# seed 3 of two random agents: Alice starts SMALL
LOG_LINES = {"en": "Alice starts the game SMALL", "it": "Alice inizia la partita PICCOLA",
             "pl": "Alicja zaczyna grę jako MAŁA", "pt-BR": "Alice começa o jogo PEQUENA",
             "tr": "Alice oyuna KÜÇÜK olarak başlar"}


@pytest.mark.parametrize("lang", sorted(LOG_LINES))
def test_play_logs_the_choice_in_every_language(lang):
    result = CliRunner().invoke(main, ["play", "alice", "medusa", "--board", BOARD, "--seed", "3",
                                       "--agents", "random,random", "--lang", lang])
    assert result.exit_code == 0, result.output
    # set-up: Alice is placed and chooses, then the Jabberwock and Medusa's fighters
    assert result.output.splitlines()[3] == "    " + LOG_LINES[lang]

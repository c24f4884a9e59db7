"""`cardsmith play --agents human,...`: a person plays a seat at the terminal (cardsmith/human.py),
through the command line with click's CliRunner, answers given as its input."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from cardsmith.cli import main

ALICE = ["play", "alice", "medusa", "--agents", "human,random", "--seed", "3"]
TEAMS = ["play", "akhet,deryn,goldarr", "dugrun,gwaien,korvash", "--agents", "human,random",
         "--seed", "0"]
PROMPT = "Your choice (1–{}; ? shows the position again, q leaves the game): "


@pytest.fixture(scope="module")
def runner():
    return CliRunner()


def replayed(output: str) -> list[str]:
    """The command line the game ends with, as arguments of `main`."""
    line = output.rstrip("\n").splitlines()[-1]
    assert line.startswith("To replay this game: cardsmith play "), line
    return line.removeprefix("To replay this game: cardsmith ").split(" ")


def test_a_person_plays_a_whole_unmatched_game_against_random(runner):
    result = runner.invoke(main, ALICE, input="1\n" * 400)
    assert result.exit_code == 0, result.output
    output = result.output
    asked = output.count("\nYour choice (1–")
    assert asked == 76
    assert "\nMedusa wins the game.\n" in output
    args = replayed(output)
    assert args[:7] == ["play", "alice", "medusa", "--seed", "3", "--agents", "human,random"]
    assert args[7:] == ["--answers", ",".join(["1"] * asked)]
    # the set-up choice is the person's: Alice starts BIG (the first option)
    assert "  1. Start the game BIG\n  2. Start the game SMALL\n" + PROMPT.format(2) + "1\n" \
        "    Alice starts the game BIG\n" in output


def test_the_other_hand_stays_hidden_in_the_log_a_person_reads(runner, tmp_path):
    log = tmp_path / "game.jsonl"
    result = runner.invoke(main, ALICE + ["--log", str(log)], input="1\n" * 400)
    assert result.exit_code == 0
    medusa_draws = re.findall(r"^    Medusa \(player 2\) draws (.*)$", result.output, re.M)
    assert len(medusa_draws) > 5 and set(medusa_draws) == {"a card"}
    assert "    Alice (player 1) draws Regroup\n" in result.output  # one's own cards are seen
    events = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    drawn = [e["card"] for e in events if e["event"] == "draw" and e["player"] == 1]
    assert len(drawn) == len(medusa_draws) and "a card" not in drawn  # the log file has all


def test_a_person_plays_a_super_fantasy_brawl_team_against_random(runner):
    result = runner.invoke(main, TEAMS, input="2\n" * 400)
    assert result.exit_code == 0, result.output
    output = result.output
    assert "\n  Akhet (player 1): hex 2, 7/7 health, defense 1\n" in output
    assert "\nChoose an action:\n  1. End the activation phase\n" in output
    assert re.search(r"\n\S.* wins the game\.\n", output)
    asked = output.count("\nYour choice (1–")
    assert replayed(output)[-1] == ",".join(["2"] * asked)


def test_a_person_drafts_a_super_fantasy_brawl_team(runner):
    result = runner.invoke(main, ["play", "--draft", "casual", "--agents", "human,random",
                                  "--seed", "1"], input="3\n1\n1\n" + "1\n" * 400)
    assert result.exit_code == 0, result.output
    assert result.output.startswith("\n=== Player 1: your pick ===\nPlayer 1: none\n"
                                    "Player 2: none\n  1. Pick Akhet\n  2. Pick Al'kemi\n"
                                    "  3. Pick Deryn\n")
    assert "\nPlayer 1: Deryn\nPlayer 2: Rath\n" in result.output
    assert replayed(result.output)[:8] == ["play", "--seed", "1", "--agents", "human,random",
                                           "--draft", "casual", "--answers"]


def test_an_answer_that_is_no_option_is_asked_again_with_a_hint(runner):
    result = runner.invoke(main, ALICE, input="3\nbig\n\n2\nq\n")
    hint = "Answer with a number from 1 to 2, ? to see the position again, or q to leave the game."
    assert (PROMPT.format(2) + "3\n" + hint + "\n" + PROMPT.format(2) + "big\n" + hint + "\n"
            + PROMPT.format(2) + "\n" + hint + "\n" + PROMPT.format(2) + "2\n"
            "    Alice starts the game SMALL\n") in result.output


def test_a_question_mark_prints_the_position_again(runner):
    result = runner.invoke(main, ALICE, input="?\nq\n")
    first = result.output.split(PROMPT.format(2))[0]
    position = first[first.index("\n=== Alice (player 1): your decision ===\n"):]
    assert first + PROMPT.format(2) + "?\n" + position + PROMPT.format(2) + "q\n" in result.output


@pytest.mark.parametrize("answers", ["2\n1\nq\n", "2\n1\n"], ids=["q", "end of input"])
def test_leaving_exits_1_with_a_message_and_the_line_to_go_on(runner, tmp_path, answers):
    log = tmp_path / "game.jsonl"
    result = runner.invoke(main, ALICE + ["--log", str(log)], input=answers)
    assert result.exit_code == 1
    assert result.stderr == "cardsmith: You left the game.\n"
    assert result.output.endswith("cardsmith: You left the game.\nTo replay this game: "
                                  "cardsmith play alice medusa --seed 3 --agents human,random "
                                  "--answers 2,1\n")
    assert "Traceback" not in result.output
    events = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert len(events) == 21  # set-up, the first turn, its maneuver and its draw: complete
    assert events[-3:] == [{"event": "turn", "player": 0, "turn": 1},
                           {"event": "action", "action": "maneuver", "player": 0, "turn": 1},
                           {"event": "draw", "card": "drink-me", "player": 0, "turn": 1}]


def test_answers_replay_the_game_exactly_as_it_was_played(runner):
    played = runner.invoke(main, ALICE, input="2\n3\n" + "2\n1\n" * 200)
    assert played.exit_code == 0, played.output
    again = runner.invoke(main, replayed(played.output))
    assert again.exit_code == 0
    assert again.output == played.output


def test_answers_that_run_out_are_asked_for_at_the_terminal(runner):
    played = runner.invoke(main, ALICE, input="2\n3\n" + "2\n1\n" * 200)
    answers = replayed(played.output)[-1].split(",")
    half = ALICE + ["--answers", ",".join(answers[:10])]
    rest = runner.invoke(main, half, input="".join(a + "\n" for a in answers[10:]))
    assert rest.output == played.output


def test_answers_for_another_game_stop_it(runner):
    result = runner.invoke(main, ALICE + ["--answers", "2,9"])
    assert result.exit_code == 1
    assert result.stderr == ("cardsmith: --answers: answer 2 is 9, but the decision has 4 "
                             "options\n")


@pytest.mark.parametrize("args, message", [
    (["--answers", "1,2"], "--answers gives a human's answers: name human in --agents"),
    (["--agents", "human,random", "--answers", "1,x"],
     "--answers takes option numbers from 1, separated by commas, like 3,1,2; got '1,x'"),
    (["--agents", "human,random", "--answers", "0"], "--answers takes option numbers from 1"),
    (["--agents", "human"], "known: random, greedy, ismcts, human, or module:Class")])
def test_answers_and_agents_that_cannot_be_are_usage_errors(runner, args, message):
    result = runner.invoke(main, ["play", "alice", "medusa", *args])
    assert result.exit_code == 2 and message in result.output


def test_a_human_plays_only_in_play(runner):
    for command in (["sim", "alice", "medusa"], ["matchups"]):
        result = runner.invoke(main, [*command, "--agents", "human,random"])
        assert result.exit_code == 2
        assert "--agents: a human plays only in `cardsmith play`" in result.output


def test_the_second_seat_may_be_the_person(runner):
    result = runner.invoke(main, ["play", "bruce-lee", "t-rex", "--agents", "random,human",
                                  "--seed", "0"], input="2\n" * 200)
    assert result.exit_code == 0
    assert "\n=== T. Rex (player 2): your decision ===\n" in result.output
    assert "=== Bruce Lee (player 1)" not in result.output


ITALIAN_FIRST_DECISION = """
=== Alice (giocatore 1): tocca a te decidere ===
Preparazione
Combattenti:
  Alice (giocatore 1): spazio 1, salute 13/13
  Il Ciciarampa (giocatore 1): non in gioco
  Medusa (giocatore 2): non in gioco
  La Arpia 1 (giocatore 2): non in gioco
  La Arpia 2 (giocatore 2): non in gioco
  La Arpia 3 (giocatore 2): non in gioco
Alice (giocatore 1): 0 carte in mano, 30 nel mazzo, 0 nella pila degli scarti
    Forma: GRANDE
Medusa (giocatore 2): 0 carte in mano, 30 nel mazzo, 0 nella pila degli scarti
La tua mano (0):
Scegli la forma con cui il tuo eroe inizia la partita:
  «Scegli se lei inizia la partita GRANDE o PICCOLA»
  1. Inizia la partita GRANDE
  2. Inizia la partita PICCOLA
La tua scelta (1–2; ? mostra di nuovo la posizione, q lascia la partita): 2
    Alice inizia la partita PICCOLA
"""

ITALIAN_HAND_AND_BOOST = """
Turno 1: Alice (giocatore 1), ancora 1 azione dopo questa
Combattenti:
  Alice (giocatore 1): spazio 1, salute 13/13
  Il Ciciarampa (giocatore 1): spazio 2, salute 8/8
  Medusa (giocatore 2): spazio 28, salute 16/16
  La Arpia 1 (giocatore 2): spazio 26, salute 1/1
  La Arpia 2 (giocatore 2): spazio 27, salute 1/1
  La Arpia 3 (giocatore 2): spazio 21, salute 1/1
Alice (giocatore 1): 6 carte in mano, 24 nel mazzo, 0 nella pila degli scarti
    Forma: PICCOLA
Medusa (giocatore 2): 5 carte in mano, 25 nel mazzo, 0 nella pila degli scarti
La tua mano (6):
  Riorganizzarsi
      Versatile 1 | BOOST 2 | Qualsiasi combattente
      DOPO IL COMBATTIMENTO: Pesca 1 carta. Se hai vinto il combattimento, pesca invece 2 carte.
"""

ITALIAN_BOOST_OPTIONS = """Boost, oppure no:
  1. Nessun Boost
  2. Boost con Artigli che afferrano (+2)
  3. Boost con Riorganizzarsi (+2)
  4. Boost con È tardi, è tardi (+3)
  5. Boost con Bevimi (+2)
  6. Boost con Fauci che mordono (+2)
La tua scelta (1–6; ? mostra di nuovo la posizione, q lascia la partita): q
"""


def test_the_table_speaks_the_language_of_the_game(runner):
    result = runner.invoke(main, ALICE + ["--lang", "it"], input="2\n1\nq\n")
    assert result.exit_code == 1
    assert result.output.startswith("Preparazione\n    Alice viene posizionata nello spazio 1\n"
                                    "    Abilità di Alice: durante la preparazione\n"
                                    + ITALIAN_FIRST_DECISION)
    assert "    Medusa (giocatore 2) pesca una carta\n" in result.output
    assert ITALIAN_HAND_AND_BOOST in result.output
    assert ITALIAN_BOOST_OPTIONS in result.output
    assert result.output.endswith("cardsmith: Hai lasciato la partita.\nPer rigiocare questa "
                                  "partita: cardsmith play alice medusa --seed 3 --agents "
                                  "human,random --lang it --answers 2,1\n")


def test_two_people_share_one_terminal_and_one_line_of_answers(runner):
    played = runner.invoke(main, ["play", "bruce-lee", "t-rex", "--agents", "human,human",
                                  "--seed", "0"], input="1\n" * 400)
    assert played.exit_code == 0
    assert "\n=== Bruce Lee (player 1): your decision ===\n" in played.output
    assert "\n=== T. Rex (player 2): your decision ===\n" in played.output
    assert runner.invoke(main, replayed(played.output)).output == played.output


def test_a_defender_sees_the_attack_face_down_until_the_reveal():
    """Medusa attacks the person's fighters: before the defense card, the table shows who
    attacks whom and how many cards lie face down, not which."""
    result = CliRunner().invoke(main, ["play", "alice", "medusa", "--seed", "3", "--agents",
                                       "human,random"], input="2\n" * 400)
    assert result.exit_code == 0, result.output[-2000:]
    face_down = [line for line in result.output.splitlines()
                 if line.startswith("Combat: Medusa attacks") and line.endswith("face down")]
    assert face_down and all(re.fullmatch(r"Combat: Medusa attacks [\w ]+: (one card|\d cards) "
                                          r"face down", line) for line in face_down), face_down

"""`cardsmith play` for every ordered pair of bundled heroes, on every board of their
boxes, in every language, through the command line; and the log of a game that fails."""

from __future__ import annotations

import json
from functools import lru_cache

import pytest
from click.testing import CliRunner

from cardsmith import cli_play
from cardsmith.cli import main
from cardsmith.compiler.pipeline import compile_paths
from cardsmith.grammar.i18n_lang import LANGUAGES
from cardsmith.runtime.engine.matchups import boards_of_pair, hero_order
from cardsmith.runtime.unmatched import system as unmatched_system

WINS = {"en": "wins the game.", "it": "la partita.", "pl": "grę.", "pt-BR": "o jogo.",
        "tr": "kazandı."}


@lru_cache(maxsize=None)
def compiled(paths: tuple = ()):
    return compile_paths(list(paths))


@pytest.fixture
def runner(monkeypatch):
    """The command line, with the bundled content compiled once for all these games (each
    `play` would compile it again: the same result)."""
    monkeypatch.setattr(cli_play, "compile_paths", lambda paths: compiled(tuple(paths)))
    return CliRunner()


def games():
    bundles = list(compiled().bundles.values())
    heroes = hero_order(bundles)
    for first in heroes:
        for second in heroes:
            if first != second:
                for board in boards_of_pair(bundles, first, second):
                    yield first, second, board


GAMES = list(games())


def test_every_ordered_pair_is_here():
    assert len({(a, b) for a, b, _ in GAMES}) == 56 and len(GAMES) >= 56 * 2


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("first, second, board", GAMES)
def test_play_every_pair_on_every_board_in_every_language(runner, tmp_path, first, second,
                                                          board, lang):
    log = tmp_path / "game.jsonl"
    result = runner.invoke(main, ["play", first, second, "--board", board, "--seed", "7",
                                  "--lang", lang, "--log", str(log)])
    assert result.exit_code == 0, result.output
    assert result.output.rstrip().endswith((WINS[lang], "turns.", "turni.", "turnos.",
                                            "turach.", "turze.", "biter."))
    events = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert events[0]["event"] == "place" and events[-1]["event"] in ("winner", "draw game")
    assert len([line for line in result.output.splitlines() if line]) == len(events) + 1


def test_a_game_that_fails_leaves_its_log_and_names_the_card(runner, tmp_path, monkeypatch):
    def broken(data, ctx, node):
        raise KeyError("look at hand")

    monkeypatch.setitem(unmatched_system.EFFECTS, next(
        t for t in unmatched_system.EFFECTS if t.__name__ == "Draw"), broken)
    log = tmp_path / "game.jsonl"
    result = runner.invoke(main, ["play", "robin-hood", "bigfoot", "--seed", "1", "--log",
                                  str(log)])
    assert result.exit_code == 3
    assert "cardsmith: the game stopped: KeyError: 'look at hand' in card '" in result.output
    assert "robin-hood-vs-bigfoot/heroes/" in result.output and ".yaml:" in result.output
    lines = log.read_text(encoding="utf-8").splitlines()
    assert lines and all(json.loads(line)["event"] for line in lines)  # complete JSON lines
    assert "Traceback" not in result.output


def test_a_log_in_a_folder_that_does_not_exist_is_a_usage_error_before_the_game(runner, tmp_path):
    result = runner.invoke(main, ["play", "robin-hood", "bigfoot", "--log",
                                  str(tmp_path / "missing" / "game.jsonl")])
    assert result.exit_code == 2 and "--log: cannot write" in result.output
    assert "Set-up" not in result.output

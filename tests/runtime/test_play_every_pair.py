"""`cardsmith play` for every pair of bundled heroes through the command line, and the log
of a game that fails.

The first eight heroes (three boxes) play every ordered pair, on every board of their boxes,
in every language. The 11 of the published catalogue (issue 10) make 19 heroes: every
pair with one of them plays once (143 games), the first player, the board (of either
hero's box) and the language rotating from one pair to the next; and the heroes of each new
box play each board of that box in every language."""

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


_LOAD = cli_play.load


@lru_cache(maxsize=None)
def loaded(paths: tuple):
    return _LOAD(paths)


@pytest.fixture
def runner(monkeypatch):
    """The command line, with the bundled content compiled and loaded into the runtime's
    library once for all these games (each `play` would do both again: the same result)."""
    monkeypatch.setattr(cli_play, "compile_paths", lambda paths: compiled(tuple(paths)))
    monkeypatch.setattr(cli_play, "load", lambda paths: loaded(tuple(paths)))
    return CliRunner()


FIRST_EIGHT = {"robin-hood", "bigfoot", "little-red-riding-hood", "beowulf", "dracula",
               "jekyll-and-hyde", "sherlock-holmes", "invisible-man"}


def bundles() -> list[dict]:
    return list(compiled().bundles.values())


def games():
    heroes = [h for h in hero_order(bundles()) if h in FIRST_EIGHT]
    for first in heroes:
        for second in heroes:
            if first != second:
                for board in boards_of_pair(bundles(), first, second):
                    for lang in LANGUAGES:
                        yield first, second, board, lang


def catalogue_games():
    """Each pair with a catalogue hero once, rotating; each new box's boards in every
    language, played by its first two heroes (a box of one hero has no board)."""
    heroes = hero_order(bundles())
    pairs = [(a, b) for i, a in enumerate(heroes) for b in heroes[i + 1:]
             if not {a, b} <= FIRST_EIGHT]
    for index, (a, b) in enumerate(pairs):
        first, second = (a, b) if index % 2 == 0 else (b, a)
        boards = boards_of_pair(bundles(), first, second)
        yield first, second, boards[index % len(boards)], list(LANGUAGES)[index % len(LANGUAGES)]
    for bundle in bundles():
        ids = [h["id"] for h in bundle["heroes"]]
        if not set(ids) & FIRST_EIGHT and len(ids) > 1:
            for board in bundle["boards"]:
                for lang in LANGUAGES:
                    yield ids[0], ids[1], board["id"], lang


GAMES = list(games()) + list(catalogue_games())


def test_every_pair_is_here():
    first_eight = {(a, b) for a, b, _, _ in GAMES if {a, b} <= FIRST_EIGHT}
    assert len(first_eight) == 56
    assert len(GAMES) >= 56 * 2 * len(LANGUAGES)
    catalogue = {frozenset((a, b)) for a, b, _, _ in GAMES if not {a, b} <= FIRST_EIGHT}
    assert len(FIRST_EIGHT) == 8 and len(hero_order(bundles())) == 19
    assert len(catalogue) == 19 * 18 // 2 - 8 * 7 // 2 == 143
    new_boards = {b["id"] for bundle in bundles() for b in bundle["boards"]
                  if not {h["id"] for h in bundle["heroes"]} & FIRST_EIGHT}
    assert len(new_boards) == 5
    for board in new_boards:
        assert {lang for _, _, played, lang in GAMES if played == board} == set(LANGUAGES)


@pytest.mark.parametrize("first, second, board, lang", GAMES)
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

"""`cardsmith play` and `cardsmith sim`: games from compiled content."""

from __future__ import annotations

import difflib
import json
import sys
from pathlib import Path

import click

from cardsmith.compiler.pipeline import bundled_content, compile_paths
from cardsmith.runtime.agents import AGENTS
from cardsmith.runtime.defs import Library
from cardsmith.runtime.game import Game
from cardsmith.runtime.logtext import log_text
from cardsmith.runtime.simulate import Matchup, play_game, simulate

CONTENT = click.option("--content", "paths", multiple=True,
                       type=click.Path(exists=True, path_type=Path),
                       help="Content files or folders to play with besides the bundled "
                            "content (a fan's hero against the bundled heroes and boards).")
BOARD = click.option("--board", help="Board id (default: the first board of the first hero's box).")
AGENTS_OPTION = click.option("--agents", default="greedy,greedy", show_default=True,
                             help="Who plays each hero: two of " + ", ".join(AGENTS) + ".")


def load(paths: tuple[Path, ...]) -> tuple[list[dict], Library]:
    from .cli import report, summary_line  # the check command's printing

    result = compile_paths([bundled_content(), *paths])  # the same file twice counts once
    if not result.ok:
        report(result, "text")
        click.echo(summary_line(result))
        sys.exit(1)
    bundles = list(result.bundles.values())
    return bundles, Library.from_bundles(bundles)


def _known(kind: str, name: str, known) -> str:
    if name not in known:
        close = difflib.get_close_matches(name, list(known), n=1)
        hint = f"; did you mean '{close[0]}'?" if close else ""
        raise click.UsageError(f"no {kind} '{name}'{hint} (known: {', '.join(sorted(known))})")
    return name


def _board(library: Library, hero: str, board: str | None, bundles: list[dict]) -> str:
    if board is not None:
        return _known("board", board, library.boards)
    box = library.hero_box[hero]
    for bundle in bundles:
        if bundle["box"]["id"] == box and bundle["boards"]:
            return bundle["boards"][0]["id"]
    if not library.boards:
        raise click.UsageError("no board in the content; name one with --board")
    return sorted(library.boards)[0]


def _agents(text: str) -> tuple[str, str]:
    names = tuple(part.strip() for part in text.split(","))
    if len(names) != 2 or any(name not in AGENTS for name in names):
        raise click.UsageError(f"--agents takes two of {', '.join(AGENTS)}, like random,greedy")
    return names


@click.command()
@click.argument("hero_a")
@click.argument("hero_b")
@BOARD
@click.option("--seed", type=int, default=0, show_default=True)
@AGENTS_OPTION
@click.option("--log", "log_file", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the events as JSON lines to this file.")
@CONTENT
def play(hero_a, hero_b, board, seed, agents, log_file, paths) -> None:
    """Play one game of HERO_A (first player) against HERO_B and print it turn by turn."""
    agent_names = _agents(agents)
    bundles, library = load(paths)
    for hero in (hero_a, hero_b):
        _known("hero", hero, library.heroes)
    game = Game(library, (hero_a, hero_b), _board(library, hero_a, board, bundles))
    state = play_game(game, agent_names, str(seed))
    click.echo(log_text(state.data), nl=False)
    if log_file is not None:
        lines = [json.dumps(e, sort_keys=True, ensure_ascii=False) for e in state.events]
        log_file.write_text("\n".join(lines) + "\n", encoding="utf-8")


@click.command()
@click.argument("hero_a")
@click.argument("hero_b")
@click.option("--games", type=click.IntRange(1), default=100, show_default=True)
@click.option("--jobs", type=click.IntRange(1), default=1, show_default=True,
              help="Worker processes; the results are the same for any number.")
@BOARD
@click.option("--seed", type=int, default=0, show_default=True)
@AGENTS_OPTION
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text",
              show_default=True)
@CONTENT
def sim(hero_a, hero_b, games, jobs, board, seed, agents, output_format, paths) -> None:
    """Play many games of HERO_A against HERO_B, alternating the first player."""
    agent_names = _agents(agents)
    bundles, library = load(paths)
    for hero in (hero_a, hero_b):
        _known("hero", hero, library.heroes)
    matchup = Matchup((hero_a, hero_b), _board(library, hero_a, board, bundles), agent_names,
                      seed)
    if sys.stderr.isatty() and output_format == "text":
        with click.progressbar(length=games, label="playing", file=sys.stderr) as bar:
            report = simulate(bundles, matchup, games, jobs, bar.update)
    else:
        report = simulate(bundles, matchup, games, jobs)
    summary = report.summary()
    if output_format == "json":
        click.echo(json.dumps(summary, indent=2))
        return
    click.echo(sim_text(summary))


def sim_text(summary: dict) -> str:
    lines = [f"{summary['games']} games on {summary['board']}, agents "
             f"{' vs '.join(summary['agents'])}, seed {summary['seed']}"]
    for hero, figures in summary["heroes"].items():
        low, high = figures["ci95"]
        lines.append(f"  {hero}: {figures['wins']} wins, {figures['win_rate']:.1%} "
                     f"(95% CI {low:.1%} to {high:.1%})")
    lines.append(f"  average turns: {summary['average_turns']:.1f}")
    endings = ", ".join(f"{name} {count}" for name, count in summary["endings"].items())
    lines.append(f"  last damage from: {endings}")
    return "\n".join(lines)

"""`cardsmith play` and `cardsmith sim`: games from compiled content."""

from __future__ import annotations

import difflib
import json
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

import click

from cardsmith.compiler.pipeline import bundled_content, compile_paths
from cardsmith.grammar.i18n_lang import LANGUAGES
from cardsmith.grammar.i18n_names import NameTable
from cardsmith.runtime.defs import Library
from cardsmith.runtime.engine.agents import AGENTS, AgentError, AgentFailure, agent_class
from cardsmith.runtime.engine.errors import EventSinkError, RuleFailure
from cardsmith.runtime.engine.events import Event
from cardsmith.runtime.engine.game import Game
from cardsmith.runtime.engine.log import GameLog
from cardsmith.runtime.engine.simulate import Matchup, play_game, simulate

from .cli_human import leaving, people, replay_command
from .human import HUMAN, SeatLog
from .table_text import card_texts

CONTENT = click.option("--content", "paths", multiple=True,
                       type=click.Path(exists=True, path_type=Path),
                       help="Content files or folders to play with besides the bundled "
                            "content (a fan's hero against the bundled heroes and boards).")
BOARD = click.option("--board", help="Board id (default: the first board of the first hero's box).")
BACKEND = click.option(
    "--backend", type=click.Choice(["local", "ray"]), default="local", show_default=True,
    help="Where the games are played: here (--jobs processes) or on Ray, a local instance "
         "or the cluster RAY_ADDRESS names (pip install 'cardsmith[ray]'); the same results.")
PLOT = click.option("--plot", "plot_path", type=click.Path(dir_okay=False, path_type=Path),
                    help="Also draw the results in this .png or .svg file (matplotlib).")
AGENTS_HELP = ("Who plays each hero: two of " + ", ".join(AGENTS) + " (ismcts:BUDGET: "
               "iterations a decision, or seconds as 2s, 250ms), or module:Class for an agent "
               "of your own (docs/agents.md).")
AGENTS_OPTION = click.option("--agents", default="greedy,greedy", show_default=True,
                             help=AGENTS_HELP)


@contextmanager
def games_that_fail():
    """Many games played: an agent's fault stops them with exit status 1, a bug in the
    rules or a card's effect (as in `play`) with 3; one line each, never a traceback."""
    try:
        yield
    except AgentFailure as error:
        click.echo(f"cardsmith: {error}", err=True)
        sys.exit(1)
    except RuleFailure as error:
        click.echo(f"cardsmith: the game stopped: {error}", err=True)
        sys.exit(3)


def load(paths: tuple[Path, ...]) -> tuple[list[dict], Library]:
    """Compile the bundled content with `paths`: the bundles, and their library."""
    from .cli import report, summary_line  # the check command's printing

    result = compile_paths([bundled_content(), *paths])  # the same file twice counts once
    if not result.ok:
        report(result, "text")
        click.echo(summary_line(result))
        sys.exit(1)
    bundles = list(result.bundles.values())
    return bundles, Library.from_bundles(bundles)


def game_names(bundles: list[dict], heroes: tuple[str, ...]) -> NameTable:
    """The names of the heroes of a game (and of every board), from the bundles; a Super
    Fantasy Brawl seat ("a,b,c") names its champions."""
    return NameTable.from_bundles(bundles, [part for hero in heroes for part in hero.split(",")])


def _known(kind: str, name: str, known) -> str:
    if name not in known:
        close = difflib.get_close_matches(name, list(known), n=1)
        hint = f"; did you mean '{close[0]}'?" if close else ""
        raise click.UsageError(f"no {kind} '{name}'{hint} (known: {', '.join(sorted(known))})")
    return name


def _playable(hero: str, library: Library, bundles: list[dict]) -> str:
    """A hero the runtime can play, or a Super Fantasy Brawl team of champion ids ("a,b,c")."""
    champions = {c["id"] for bundle in bundles for c in bundle.get("champions", ())}
    parts = [part.strip() for part in hero.split(",")]
    if len(parts) > 1 or parts[0] in champions:
        return _team(parts, library, champions)
    return _known("hero", hero, library.heroes)


def _team(parts: list[str], library: Library, champions: set[str]) -> str:
    for part in parts:
        if part in library.heroes:
            raise click.UsageError(f"'{part}' is an Unmatched hero; a Super Fantasy Brawl team "
                                   "is champions only (A,B,C)")
        _known("champion", part, champions)
    size = library.ruleset_for(parts[0]).team_size
    if len(parts) != size or len(set(parts)) != len(parts):
        raise click.UsageError(f"a Super Fantasy Brawl team is {size} different champions, "
                               f"like A,B,C; got '{','.join(parts)}'")
    return ",".join(parts)


def _same_game(seats: tuple[str, ...], library: Library) -> tuple[str, ...]:
    systems = {library.ruleset_for(seat).system for seat in seats}
    if len(systems) > 1:
        raise click.UsageError("an Unmatched hero cannot play a Super Fantasy Brawl team: "
                               f"{' vs '.join(seats)}")
    return seats


def _drafted(kind: str, hero_a: str | None, hero_b: str | None, library: Library,
             agent_names: tuple[str, str], seed: int, seated: dict[int, Any] | None = None
             ) -> tuple[str, str]:
    """The teams of a Super Fantasy Brawl draft, played by the agents before the game
    (`seated`: the seats people draft for)."""
    from cardsmith.runtime.sfb.draft import DraftError, DraftKind, new_draft, run_draft

    if len(library.champions) < 6:
        raise click.UsageError("--draft needs the Super Fantasy Brawl champions")
    brought = tuple(h for h in (hero_a, hero_b) if h is not None)
    if kind == "casual" and brought:
        raise click.UsageError("--draft casual drafts from every champion: name no teams")
    for team in brought:
        for part in team.split(","):
            _known("champion", part, library.champions)
    try:
        draft = new_draft(DraftKind(kind), library, brought)
    except DraftError as error:
        raise click.UsageError(str(error)) from None
    try:
        return run_draft(draft, library, agent_names, str(seed), seated)
    except AgentFailure as error:
        click.echo(f"cardsmith: {error}", err=True)
        sys.exit(1)


def _board(library: Library, hero: str, board: str | None, bundles: list[dict]) -> str:
    arenas = hero.split(",")[0] in library.champions
    if board is not None:
        return _known("arena" if arenas else "board", board,
                      library.arenas if arenas else library.boards)
    box = library.hero_box[hero.split(",")[0]]
    for bundle in bundles:
        places = bundle.get("arenas", ()) if arenas else bundle["boards"]
        if bundle["box"]["id"] == box and places:
            return places[0]["id"]
    if not library.boards:
        raise click.UsageError("no board in the content; name one with --board")
    return sorted(library.boards)[0]


def _agents(text: str, people: bool = False) -> tuple[str, str]:
    """Two agent names; `people`: `human` may be one of them (`play` only)."""
    names = tuple(part.strip() for part in text.split(","))
    known = ", ".join([*AGENTS, *([HUMAN] if people else [])])
    if len(names) != 2:
        raise click.UsageError(f"--agents takes two agents, like random,greedy (known: "
                               f"{known}, or module:Class)")
    for name in names:
        if name == HUMAN:
            if not people:
                raise click.UsageError("--agents: a human plays only in `cardsmith play`")
            continue
        try:
            agent_class(name)
        except AgentError as error:
            raise click.UsageError(f"--agents: {error}") from None
    return names


def backend_ready(backend: str) -> None:
    if backend == "ray":
        from cardsmith.runtime.engine.ray_backend import RayUnavailable, check_available

        try:
            check_available()
        except RayUnavailable as error:
            raise click.UsageError(str(error)) from None


def plot_ready(path: Path | None) -> None:
    """A --plot path checked before the games are played: a usage error if it cannot be."""
    if path is None:
        return
    from .plots import PlotError, plot_format, pyplot

    try:
        plot_format(path)
        pyplot()
    except PlotError as error:
        raise click.UsageError(str(error)) from None


def write_plot(figure, path: Path) -> None:
    from .plots import PlotError, save

    try:
        save(figure, path)
    except PlotError as error:
        click.echo(f"cardsmith: {error}", err=True)
        sys.exit(1)


def _open_log(log_file: Path | None) -> IO[str] | None:
    """The --log file, opened before the game so that a bad path is a usage error."""
    if log_file is None:
        return None
    try:
        return log_file.open("w", encoding="utf-8")
    except OSError as error:
        raise click.UsageError(f"--log: cannot write {log_file}: {error.strerror}") from None


@click.command()
@click.argument("hero_a", required=False)
@click.argument("hero_b", required=False)
@BOARD
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--agents", default="greedy,greedy", show_default=True,
              help=AGENTS_HELP + " human: you play that seat at the terminal.")
@click.option("--answers", "answers",
              help="A human's answers, option numbers from 1 separated by commas, as a game "
                   "played by hand ends with them: they replay it, then the terminal asks on.")
@click.option("--draft", type=click.Choice(["casual", "competitive"]),
              help="Super Fantasy Brawl: the agents draft the teams first. casual: from every "
                   "champion, in turn, three each (no HERO_A HERO_B); competitive: HERO_A and "
                   "HERO_B bring five champions each, each bans one of the other's, then "
                   "they pick in turn from their own to three.")
@click.option("--lang", type=click.Choice(list(LANGUAGES)), default="en", show_default=True,
              help="The language to print the game in.")
@click.option("--log", "log_file", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the events to this file as JSON lines (docs/log.md), each "
                   "as it happens.")
@CONTENT
def play(hero_a, hero_b, board, seed, agents, answers, draft, lang, log_file, paths) -> None:
    """Play one game of HERO_A (first player) against HERO_B and print it turn by turn.

    For Super Fantasy Brawl, each side is a team of champion ids: A,B,C D,E,F.
    With --agents human,greedy you play the first seat at the terminal (docs/agents.md)."""
    agent_names = _agents(agents, people=True)
    table = people(agent_names, answers, lang, replay_command(
        hero_a, hero_b, click.get_current_context().params))
    bundles, library = load(paths)
    cards = card_texts(bundles) if table is not None else {}
    with leaving(table):
        if draft is not None:
            drafters = table.agents(NameTable.from_bundles(bundles), cards) if table else None
            hero_a, hero_b = _drafted(draft, hero_a, hero_b, library, agent_names, seed,
                                      drafters)
        elif hero_a is None or hero_b is None:
            raise click.UsageError("name HERO_A and HERO_B (or --draft casual for Super "
                                   "Fantasy Brawl)")
        hero_a, hero_b = _same_game(tuple(_playable(h, library, bundles)
                                          for h in (hero_a, hero_b)), library)
        game = Game(library, (hero_a, hero_b), _board(library, hero_a, board, bundles))
        names = game_names(bundles, game.heroes)
        seated = table.agents(names, cards) if table is not None else None
        _play(game, agent_names, seed, lang, names, _open_log(log_file), seated)
    if table is not None:
        click.echo(table.replay_line())


def _play(game: Game, agent_names: tuple[str, ...], seed: int, lang: str, names: NameTable,
          stream: IO[str] | None, seated: dict[int, Any] | None) -> None:
    """Play and print the game; with one person at the table, the log they read is theirs
    (human.SeatLog: the other hand's cards stay hidden)."""
    state = game.new_initial_state()
    if seated is not None and len(seated) == 1:
        seat = next(iter(seated))
        log = SeatLog(state.data, lang, names, lambda: state.observation(seat))
    else:
        log = GameLog(state.data, lang, names)
    click.echo(log.message("log-setup", {}))
    for event in state.events:  # set-up's first events, before any decision
        _write(log, stream, event)
    state.data.sink = lambda event: _write(log, stream, event)
    try:
        play_game(game, agent_names, str(seed), state, seated)
    except RuleFailure as error:  # a bug: the log so far is written, and says where
        click.echo(f"cardsmith: the game stopped: {error}", err=True)
        sys.exit(3)
    except AgentFailure as error:  # an agent of one's own that went wrong
        click.echo(f"cardsmith: {error}", err=True)
        sys.exit(1)
    except EventSinkError as error:
        if isinstance(error.__cause__, BrokenPipeError):  # `cardsmith play ... | head`
            sys.stdout = None
            sys.exit(0)
        click.echo(f"cardsmith: cannot write the game: {error}", err=True)
        sys.exit(1)
    finally:
        if stream is not None:
            stream.close()


def _write(log: GameLog, stream: IO[str] | None, event: Event) -> None:
    click.echo(log.line(event))
    if stream is not None:
        stream.write(json.dumps(event.to_json(log.data), sort_keys=True, ensure_ascii=False))
        stream.write("\n")
        stream.flush()


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
@PLOT
@BACKEND
@CONTENT
def sim(hero_a, hero_b, games, jobs, board, seed, agents, output_format, plot_path, backend,
        paths) -> None:
    """Play many games of HERO_A against HERO_B, alternating the first player.

    --plot draws each hero's win rate as the games accumulate, with its 95% interval."""
    agent_names = _agents(agents)
    plot_ready(plot_path)
    backend_ready(backend)
    bundles, library = load(paths)
    hero_a, hero_b = _same_game(tuple(_playable(h, library, bundles) for h in (hero_a, hero_b)),
                                library)
    matchup = Matchup((hero_a, hero_b), _board(library, hero_a, board, bundles), agent_names,
                      seed)
    with games_that_fail():
        if sys.stderr.isatty() and output_format == "text":
            with click.progressbar(length=games, label="playing", file=sys.stderr) as bar:
                report = simulate(bundles, matchup, games, jobs, bar.update, backend)
        else:
            report = simulate(bundles, matchup, games, jobs, backend=backend)
    summary = report.summary()
    if plot_path is not None:
        from .plots import accumulation_figure

        title = (f"{hero_a} vs {hero_b} on {matchup.board}, agents "
                 f"{' vs '.join(agent_names)}, seed {seed}")
        write_plot(accumulation_figure(report.results, matchup.heroes, title)[0], plot_path)
    if output_format == "json":
        click.echo(json.dumps(summary, indent=2))
        return
    click.echo(sim_text(summary))


def sim_text(summary: dict[str, Any]) -> str:
    lines = [f"{summary['games']} games on {summary['board']}, agents "
             f"{' vs '.join(summary['agents'])}, seed {summary['seed']}"]
    for hero, figures in summary["heroes"].items():
        low, high = figures["ci95"]
        lines.append(f"  {hero}: {figures['wins']} wins, {figures['win_rate']:.1%} "
                     f"(95% CI {low:.1%} to {high:.1%})")
    lines.append(f"  average turns: {summary['average_turns']:.1f}")
    first = summary["first_player"]
    low, high = first["ci95"]
    lines.append(f"  first player won: {first['win_rate']:.1%} (95% CI {low:.1%} to {high:.1%})")
    endings = ", ".join(f"{name} {count}" for name, count in summary["endings"].items())
    lines.append(f"  last damage from: {endings}")
    return "\n".join(lines)

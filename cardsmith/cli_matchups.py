"""`cardsmith matchups`: every pair of heroes, played by agents (greedy by default), as a table."""

from __future__ import annotations

import json
import sys

import click

from cardsmith.runtime.engine.matchups import matchups as play_matchups
from cardsmith.runtime.engine.matchups import table_text, total_games

from .cli_play import (AGENTS_OPTION, BACKEND, CONTENT, PLOT, _agents, _known, backend_ready,
                       games_that_fail, load, plot_ready, write_plot)


@click.command()
@click.option("--games", type=click.IntRange(1), default=100, show_default=True,
              help="Games for each pair of heroes.")
@click.option("--jobs", type=click.IntRange(1), default=1, show_default=True,
              help="Worker processes; the results are the same for any number.")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text",
              show_default=True, help="A table, or every pair's summary as JSON.")
@click.option("--game", type=click.Choice(["unmatched", "super-fantasy-brawl"]),
              default="unmatched", show_default=True,
              help="Super Fantasy Brawl: each champion's win rate over --games drafted games "
                   "(two random teams of three each).")
@click.option("--hero", "only", multiple=True, metavar="ID",
              help="Only the pairs with this hero (again for more): a new hero against "
                   "every other, without the rest of the table.")
@AGENTS_OPTION
@PLOT
@BACKEND
@CONTENT
def matchups(games, jobs, seed, output_format, game, only, agents, plot_path, backend,
             paths) -> None:
    """Play every pair of heroes (greedy agents unless --agents says) and print the table.

    \b
    Boards: two heroes of the same box play on that box's boards; heroes of
    different boxes on the boards of both boxes (the first hero's box first).
    A pair's games are dealt to its boards two at a time, in order, and the
    first player alternates, so each board sees both seatings equally (for an
    even --games). Heroes and pairs come in content order: box by box, each
    box's heroes in its box.yaml order. Heroes from --content join the table; a
    hero outside any box brings no boards and plays on its opponent's. --hero
    plays only the pairs with that hero, each exactly as in the whole table.

    \b
    The text table gives the row hero's win rate (%) against the column hero,
    with the 95% Wilson interval below it, and each hero's overall rate. The
    JSON has every pair's summary, with one `cardsmith sim` run per board and
    its seed, so `cardsmith sim A B --board X --seed SEED --games N` replays it.
    Both give the first player's win rate; --plot draws the table as a heatmap.
    """
    agent_names = _agents(agents)
    if game == "super-fantasy-brawl" and only:
        raise click.UsageError("--hero is for Unmatched matchups only")
    if game == "super-fantasy-brawl":
        return _champion_matchups(games, jobs, seed, output_format, agent_names, plot_path,
                                  backend, paths)
    plot_ready(plot_path)
    backend_ready(backend)
    bundles, library = load(paths)
    if len({h["id"] for bundle in bundles for h in bundle["heroes"]}) < 2:
        raise click.UsageError("the content has fewer than two heroes")
    for hero in only:
        _known("hero", hero, library.heroes)
    with games_that_fail():
        if sys.stderr.isatty():
            with click.progressbar(length=total_games(bundles, games, only), label="playing",
                                   file=sys.stderr) as bar:
                data = play_matchups(bundles, games, seed, jobs, bar.update, agent_names,
                                     backend, only)
        else:
            data = play_matchups(bundles, games, seed, jobs, agents=agent_names,
                                 backend=backend, only=only)
    if plot_path is not None:
        from .plots import heatmap_figure

        write_plot(heatmap_figure(data)[0], plot_path)
    if output_format == "json":
        click.echo(json.dumps(data, indent=2))
        return
    click.echo(table_text(data))


def _champion_matchups(games, jobs, seed, output_format, agent_names, plot_path, backend,
                       paths) -> None:
    from cardsmith.runtime.sfb.matchups import champion_matchups, table_text as sfb_table

    if plot_path is not None or backend != "local":
        raise click.UsageError("--plot and --backend ray are for Unmatched matchups only")
    bundles, library = load(paths)
    if len(library.champions) < 6 or not library.arenas:
        raise click.UsageError("Super Fantasy Brawl matchups need 6 champions and an arena")
    with games_that_fail():
        data = champion_matchups(bundles, games, seed, agent_names, jobs)
    click.echo(json.dumps(data, indent=2) if output_format == "json" else sfb_table(data))

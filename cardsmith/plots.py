"""Plots of simulated balance, with matplotlib (`pip install 'cardsmith[plot]'`): the heatmap
of a matchup table (`cardsmith matchups --plot`) and a win rate as games accumulate
(`cardsmith sim --plot`). PNG or SVG, by the file's suffix."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cardsmith.runtime.engine.simulate import GameResult, wilson_interval

FORMATS = (".png", ".svg")
COLOURS = "RdBu"  # red: the row hero loses, blue: it wins; white at 50%
DPI = 100


class PlotError(Exception):
    """A plot that cannot be made: matplotlib missing, or a file type it is not drawn in."""


def plot_format(path: Path) -> str:
    """The file type of a --plot path, or PlotError."""
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        raise PlotError(f"--plot writes .png or .svg files, not {path.name!r}")
    return suffix[1:]


def pyplot():
    """matplotlib's pyplot, drawing to files only; PlotError if matplotlib is missing."""
    try:
        import matplotlib
    except ImportError:
        raise PlotError("--plot needs matplotlib: pip install 'cardsmith[plot]'") from None
    matplotlib.use("Agg")  # files only: no display
    import matplotlib.pyplot as plt

    return plt


def heatmap_figure(data: dict[str, Any]):
    """The matchup table as a grid: the row hero's win rate against the column hero, its
    overall rate beside its name. Returns the figure and its axes."""
    plt = pyplot()
    heroes = data["heroes"]
    size = len(heroes)
    grid = [[data["table"][row].get(column, {}).get("win_rate", float("nan"))
             for column in heroes] for row in heroes]
    figure, axes = plt.subplots(figsize=(1.6 + 0.9 * size, 1.2 + 0.75 * size), dpi=DPI)
    image = axes.imshow(grid, cmap=COLOURS, vmin=0.0, vmax=1.0)
    for i, row in enumerate(heroes):
        for j, column in enumerate(heroes):
            figures = data["table"][row].get(column)
            if figures is not None:
                rate = figures["win_rate"]
                axes.text(j, i, f"{rate:.0%}", ha="center", va="center", fontsize=8,
                          color="white" if abs(rate - 0.5) > 0.3 else "black")
    axes.set_xticks(range(size), heroes, rotation=45, ha="right", fontsize=8)
    overall = data["overall"]
    axes.set_yticks(range(size), [f"{h} ({overall[h]['win_rate']:.0%})" for h in heroes],
                    fontsize=8)
    first = data["first_player"]
    axes.set_title(f"Win rate of the row hero, {' vs '.join(data['agents'])}, "
                   f"{data['games_per_pair']} games a pair\nfirst player won "
                   f"{first['win_rate']:.0%}", fontsize=9)
    figure.colorbar(image, ax=axes, fraction=0.046, pad=0.04)
    figure.tight_layout()
    return figure, axes


def accumulated(results: list[GameResult], hero: str) -> list[tuple[float, float, float]]:
    """After each game, the hero's win rate so far and its 95% interval."""
    wins, out = 0, []
    for count, result in enumerate(results, 1):
        wins += result.winner == hero
        low, high = wilson_interval(wins, count)
        out.append((wins / count, low, high))
    return out


def accumulation_figure(results: list[GameResult], heroes: tuple[str, ...], title: str):
    """Each hero's win rate as the games accumulate, with its 95% interval shaded."""
    plt = pyplot()
    figure, axes = plt.subplots(figsize=(7, 4), dpi=DPI)
    games = range(1, len(results) + 1)
    for hero in dict.fromkeys(heroes):
        points = accumulated(results, hero)
        axes.plot(games, [p[0] for p in points], label=hero)
        axes.fill_between(games, [p[1] for p in points], [p[2] for p in points], alpha=0.2)
    axes.axhline(0.5, color="grey", linewidth=0.8, linestyle="--")
    axes.set_ylim(0, 1)
    axes.set_xlabel("games")
    axes.set_ylabel("win rate (95% CI shaded)")
    axes.set_title(title, fontsize=9)
    axes.legend(fontsize=8)
    figure.tight_layout()
    return figure, axes


def save(figure, path: Path) -> None:
    """Write the figure as the suffix of `path` says, whole or not at all."""
    kind = plot_format(path)
    partial = path.with_name(path.name + ".part")
    try:
        figure.savefig(partial, format=kind)
        partial.replace(path)
    except OSError as error:
        partial.unlink(missing_ok=True)
        raise PlotError(f"--plot: cannot write {path}: {error.strerror}") from None
    finally:
        pyplot().close(figure)

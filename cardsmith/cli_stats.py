"""`cardsmith stats HERO`: a hero's deck in figures, beside the bundled published heroes."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from cardsmith.compiler.pipeline import bundled_content, compile_paths

from .cli_play import CONTENT, _known
from .deck_stats import compared, hero_stats, published


@click.command()
@click.argument("hero")
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text",
              show_default=True)
@CONTENT
def stats(hero: str, output_format: str, paths: tuple[Path, ...]) -> None:
    """Print a hero's deck in figures: cards per type, values and boosts, the cards each
    fighter may use, damage and card draw in the texts, each beside the range of the
    bundled published heroes (outside it: an outlier, which `check --lint` warns about)."""
    from .cli import report, summary_line

    result = compile_paths([bundled_content(), *paths], bundles=False)
    if not result.ok:
        report(result, "text")
        click.echo(summary_line(result))
        sys.exit(1)
    _known("hero", hero, result.heroes)
    figures = hero_stats(result.heroes[hero])
    figures["compared"] = compared(figures)
    figures["published_heroes"] = len(published())
    if output_format == "json":
        click.echo(json.dumps(figures, indent=2))
        return
    click.echo(stats_text(figures))


def _distribution(counts: dict[int, int]) -> str:
    return "  ".join(f"{value}: {copies}" for value, copies in counts.items()) or "-"


def stats_text(figures: dict[str, Any]) -> str:
    types = figures["types"]
    text = figures["text"]
    lines = [f"{figures['name']} ({figures['hero']}): {figures['cards']} cards, move "
             f"{figures['move']}",
             "  fighters: " + ", ".join(
                 f"{f['name']} ({f['role']}, {f['health']} health, {f['attack']}"
                 + (f", {f['count']} of them" if f["count"] > 1 else "") + ")"
                 for f in figures["fighters"]),
             "  cards by type: " + ", ".join(f"{t} {c}" for t, c in types.items()),
             "  attack values (value: copies): " + _distribution(figures["values"]["attack"]),
             "  defense values: " + _distribution(figures["values"]["defense"]),
             "  boosts: " + _distribution(figures["boosts"]),
             "  cards each fighter may use: " + ", ".join(
                 f"{name} {copies}" for name, copies in figures["usable"].items()),
             "  cards by user: " + ", ".join(f"{u} {c}" for u, c in figures["users"].items()),
             f"  in the texts: {text['damage']} damage on {text['damage_cards']} cards, "
             f"{text['draw']} cards drawn on {text['draw_cards']} cards"
             + (f", {text['variable']} amounts not a number" if text["variable"] else ""),
             "",
             f"Beside the {figures['published_heroes']} published heroes (their lowest and "
             "highest):"]
    width = max(len(c["label"]) for c in figures["compared"])
    for figure in figures["compared"]:
        low, high = figure["published"]
        mark = "   outside the range" if figure["outlier"] else ""
        lines.append(f"  {figure['label'].ljust(width)}  {figure['value']:>6g}   "
                     f"{low:g} to {high:g}{mark}")
    return "\n".join(lines)

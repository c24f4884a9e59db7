"""`cardsmith list heroes|boards|boxes|champions|arenas [--content PATH] [--format json]`:
what the content holds, by id, as the other commands name it (docs/reports.md gives the JSON
shape); champions and arenas are Super Fantasy Brawl's."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from cardsmith.compiler.pipeline import CompileResult, compile_paths

LIST_FORMAT = "cardsmith-list"
LIST_VERSION = 1
KINDS = ("heroes", "boards", "boxes", "champions", "arenas")


def _box_of(result: CompileResult) -> dict[tuple[str, str], str]:
    """(kind, id) -> the id of the box that lists it."""
    owners = {}
    for box in result.boxes.values():
        owners.update({("heroes", hero.id): box.id for hero in box.heroes})
        owners.update({("boards", board.id): box.id for board in box.boards})
    return owners


def entries(result: CompileResult, kind: str) -> list[dict[str, Any]]:
    """One entry per hero, board or box the content holds, sorted by id."""
    owners = _box_of(result)
    if kind == "heroes":
        items = [{"id": h.id, "name": h.name, "box": owners.get((kind, h.id)),
                  "fighters": [f.name for f in h.fighters], "cards": h.deck_size,
                  "file": h.doc.display} for h in result.heroes.values()]
    elif kind == "boards":
        items = [{"id": b.id, "name": b.data["name"], "box": owners.get((kind, b.id)),
                  "spaces": len(b.data["spaces"]), "file": b.doc.display}
                 for b in result.boards.values()]
    elif kind == "champions":
        items = [{"id": c.id, "name": c.name, "cards": len(c.cards), "file": c.doc.display}
                 for c in result.champions.values()]
    elif kind == "arenas":
        items = [{"id": a.id, "name": a.data["name"], "file": a.doc.display}
                 for a in result.arenas.values()]
    else:
        items = [{"id": b.id, "name": b.name, "heroes": [h.id for h in b.heroes],
                  "boards": [board.id for board in b.boards], "file": b.doc.display}
                 for b in result.boxes.values()]
    return sorted(items, key=lambda item: item["id"])


HEADINGS = {"heroes": ["id", "name", "box", "deck", "fighters"],
            "boards": ["id", "name", "box", "size"],
            "boxes": ["id", "name", "heroes", "boards"],
            "champions": ["id", "name", "cards"],
            "arenas": ["id", "name"]}


def _columns(kind: str, item: dict[str, Any]) -> list[str]:
    if kind == "heroes":
        return [item["id"], item["name"], item["box"] or "-", f"{item['cards']} cards",
                ", ".join(item["fighters"])]
    if kind == "boards":
        return [item["id"], item["name"], item["box"] or "-", f"{item['spaces']} spaces"]
    if kind == "champions":
        return [item["id"], item["name"], f"{item['cards']} action cards"]
    if kind == "arenas":
        return [item["id"], item["name"]]
    return [item["id"], item["name"], ", ".join(item["heroes"]), ", ".join(item["boards"])]


def table(rows: list[list[str]]) -> str:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))] if rows else []
    return "\n".join("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip()
                     for row in rows)


@click.command("list")
@click.argument("kind", type=click.Choice(KINDS))
@click.option("--content", "paths", multiple=True, type=click.Path(exists=True, path_type=Path),
              help="Content files or folders to look in (default: the bundled content).")
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text",
              show_default=True, help="How to print the list.")
def list_content(kind: str, paths: tuple[Path, ...], output_format: str) -> None:
    """List the content's heroes, boards or boxes, or Super Fantasy Brawl's champions or
    arenas, by id, as the other commands name them. Content with errors is listed as far as
    it could be built, and the run exits 1."""
    result = compile_paths(list(paths), bundles=False)
    items = entries(result, kind)
    if output_format == "json":
        click.echo(json.dumps({"format": LIST_FORMAT, "version": LIST_VERSION, "kind": kind,
                               "items": items}, indent=2, ensure_ascii=False))
    elif items:
        click.echo(table([HEADINGS[kind]] + [_columns(kind, item) for item in items]))
    else:
        click.echo(f"no {kind}")
    if not result.ok:
        click.echo(f"cardsmith: the content has {result.diagnostics.error_count} errors; "
                   "run `cardsmith check` to see them", err=True)
        sys.exit(1)

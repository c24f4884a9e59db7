"""`cardsmith import umdb PATH... -o DIR`: decks from UmDb JSON to hero YAML files."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from cardsmith.cli import _written_or_exit
from cardsmith.compiler.output import write_files
from cardsmith.importer.acceptance import ABILITY, verdicts
from cardsmith.importer.umdb import Deck, ImportFault, deck_paths, hero_yaml, read_deck


@click.group("import")
def import_decks() -> None:
    """Bring decks in from other formats, as hero files that `cardsmith check` reads."""


@import_decks.command("umdb")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("-o", "--output", "out_dir", type=click.Path(file_okay=False, path_type=Path),
              required=True, help="Folder to write one hero file per deck into.")
def umdb(paths: tuple[Path, ...], out_dir: Path) -> None:
    """Import UmDb deck JSON (files, or folders of *.json files) as hero YAML files.

    Every card is written with its printed text (after the normalisations of
    docs/importing.md); a card the effect language does not accept is written too, and
    `cardsmith check DIR` reports it at its line and column. Bad input is reported and
    nothing is written (exit 1)."""
    sources = deck_paths(list(paths))
    if not sources:
        raise click.UsageError("no .json files in " + ", ".join(str(p) for p in paths))
    decks, faults = _read(sources)
    faults += _clashes(decks, out_dir)
    if faults:
        for fault in faults:
            click.echo(str(fault))
        click.echo(f"imported nothing: {len(faults)} error(s)")
        sys.exit(1)
    click.echo(_summary(_write(decks, out_dir), out_dir))


def _write(decks: list[Deck], out_dir: Path) -> list[Path]:
    """Every deck's file, or none (compiler/output.py)."""
    files = {deck.file_name: hero_yaml(deck).encode("utf-8") for deck in decks}
    return _written_or_exit(lambda: write_files(out_dir, files))


def _read(sources: list[Path]) -> tuple[list[Deck], list[ImportFault]]:
    decks, faults = [], []
    for source in sources:
        try:
            decks.append(read_deck(source))
        except ImportFault as fault:
            faults.append(fault)
    return decks, faults


def _clashes(decks: list[Deck], out_dir: Path) -> list[ImportFault]:
    """Two decks that would write one file."""
    seen: dict[str, Deck] = {}
    faults = []
    for deck in decks:
        if deck.file_name in seen:
            faults.append(ImportFault(str(deck.source), f"writes {out_dir / deck.file_name}, "
                                      f"as {seen[deck.file_name].source} does"))
        seen.setdefault(deck.file_name, deck)
    return faults


def _summary(written: list[Path], out_dir: Path) -> str:
    found = verdicts(written)
    cards = [v for v in found if v.title != ABILITY]
    accepted = sum(v.accepted for v in cards)
    share = 100 * accepted / len(cards) if cards else 100.0
    abilities = [v for v in found if v.title == ABILITY]
    lines = [f"imported {len(written)} deck(s), {len(cards)} cards, to {out_dir}",
             f"accepted as printed: {accepted} of {len(cards)} cards ({share:.1f}%), "
             f"{sum(v.accepted for v in abilities)} of {len(abilities)} special abilities"]
    if accepted < len(cards) or not all(v.accepted for v in abilities):
        lines.append(f"see what the language does not accept, and what to write instead: "
                     f"cardsmith check {out_dir}")
    return "\n".join(lines)

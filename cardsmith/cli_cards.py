"""`cardsmith cards HERO` (card faces as SVG, PNG or a print-and-play PDF) and `cardsmith
export tts HERO` (a Tabletop Simulator deck), drawn by cardsmith/cards/.

Importing this module is cheap (click and the language table): the renderer, reportlab,
pdfium and Pillow are imported when a command runs.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from cardsmith.compiler.pipeline import CompileResult, compile_paths
from cardsmith.grammar.i18n_lang import LANGUAGES

CONTENT = click.option("--content", "paths", multiple=True,
                       type=click.Path(exists=True, path_type=Path),
                       help="Content files or folders to look in (default: the bundled content).")
LANG = click.option("--lang", type=click.Choice(list(LANGUAGES)), default="en",
                    show_default=True, help="The language of the cards.")


def _compiled(paths: tuple[Path, ...]) -> CompileResult:
    result = compile_paths(list(paths))
    if not result.ok:
        from .cli import report, summary_line

        report(result, "text")
        click.echo(summary_line(result))
        sys.exit(1)
    return result


def _find_hero(result: CompileResult, hero_id: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """The bundle holding `hero_id` and the hero in it; a usage error if there is none."""
    from .cli_rules import suggestion

    found = {hero["id"]: (bundle, hero) for bundle in result.bundles.values()
             for hero in bundle["heroes"]}
    if hero_id not in found:
        close = suggestion(hero_id, found)
        hint = f"; did you mean '{close}'?" if close else ""
        raise click.UsageError(f"no hero '{hero_id}'{hint} (known: {', '.join(sorted(found))})")
    return found[hero_id]


def load_deck(hero_id: str, lang: str, paths: tuple[Path, ...], bleed: float = 0.0):
    """The laid-out sides of a hero's cards; their warnings are printed."""
    from cardsmith.cards.faces import DeckRequest, UnknownGame, deck_faces
    from cardsmith.cards.hero_text import hero_names
    from cardsmith.grammar.i18n_catalog import CatalogError

    result = _compiled(paths)
    bundle, hero = _find_hero(result, hero_id)
    request = DeckRequest(bundle, hero, lang, hero_names(result, hero_id),
                          result.heroes[hero_id].doc.display, bleed)
    try:
        faces = deck_faces(request)
    except (UnknownGame, CatalogError) as error:
        click.echo(f"cardsmith: {error}", err=True)
        sys.exit(1)
    _report(result, faces.diagnostics)
    return faces


def _report(result: CompileResult, diagnostics) -> None:
    from cardsmith.compiler.diagnostics import format_text

    sources = {doc.display: doc.source_lines() for doc in result.documents}
    for diagnostic in diagnostics:
        click.echo(format_text(diagnostic, sources.get(diagnostic.file)))


def _written(action) -> Any:
    from cardsmith.cards.output import OutputError

    try:
        return action()
    except OutputError as error:
        click.echo(f"cardsmith: {error}; nothing written", err=True)
        sys.exit(1)


@click.command()
@click.argument("hero")
@LANG
@click.option("--format", "output_format", type=click.Choice(["svg", "png", "pdf"]),
              help="svg or png: one file per card face, the character card and the back, in "
                   "the folder PATH; pdf: print sheets in the file PATH. Default: pdf when "
                   "PATH ends in .pdf, png otherwise.")
@click.option("-o", "--output", type=click.Path(path_type=Path), required=True,
              help="The folder (svg, png) or the file (pdf) to write.")
@click.option("--paper", type=click.Choice(["a4", "letter"]),
              help="The paper of the print sheets (pdf only)  [default: a4]")
@click.option("--bleed", type=click.FloatRange(0, 5), default=0.0, show_default=True,
              help="Millimetres of background past the cutting line, on every side.")
@click.option("--dpi", type=click.IntRange(50, 1200), default=300, show_default=True,
              help="The resolution of PNG images.")
@CONTENT
def cards(hero: str, lang: str, output_format: str | None, output: Path, paper: str | None,
          bleed: float, dpi: int, paths: tuple[Path, ...]) -> None:
    """Draw every card of HERO (an id such as robin-hood) at poker size (63 x 88 mm): the
    deck's faces, the character card and the card back."""
    output_format = output_format or ("pdf" if output.suffix.lower() == ".pdf" else "png")
    if paper is not None and output_format != "pdf":
        raise click.UsageError("--paper is for print sheets: use it with --format pdf")
    from cardsmith.cards.formats import Format, print_sheets, side_files
    from cardsmith.cards.output import check_file, check_folder, write_file, write_folder
    from cardsmith.cards.sheets import Paper, SheetError, page_count

    _written(lambda: (check_file if output_format == "pdf" else check_folder)(output))
    faces = load_deck(hero, lang, paths, bleed)

    if output_format == "pdf":
        try:
            data = print_sheets(faces, Paper(paper or "a4"), faces.character.name)
        except SheetError as error:
            raise click.UsageError(str(error)) from None
        _written(lambda: write_file(output, data))
        count = 1 + len(faces.deck())
        click.echo(f"wrote {output}: {page_count(count)} pages, {count} cards and their "
                   f"backs ({hero}, {lang}, {Paper(paper or 'a4').name})")
        return
    files = side_files(faces, Format(output_format), dpi)
    _written(lambda: write_folder(output, files))
    click.echo(f"wrote {len(files)} {output_format.upper()} files to {output}: {len(faces.cards)} "
               f"card faces, the character card and the back ({hero}, {lang})")


@click.group()
def export() -> None:
    """Export a hero's cards for another program."""


@export.command("tts")
@click.argument("hero")
@LANG
@click.option("-o", "--output", type=click.Path(path_type=Path), required=True,
              help="The folder to write the saved object and its images into.")
@click.option("--url-base", help="Where TTS will find the images: a web address the files "
                                 "are uploaded to, ending in '/'. Default: the output "
                                 "folder, as a file:// address.")
@click.option("--card-width", type=click.IntRange(100, 1000),
              help="The width of a card in the images, in pixels (ten make a sheet's width; "
                   "by default 4090 pixels).")
@CONTENT
def tts(hero: str, lang: str, output: Path, url_base: str | None, card_width: int | None,
        paths: tuple[Path, ...]) -> None:
    """Write HERO's deck for Tabletop Simulator: the deck sheet, the back and the character
    card as images, and a saved object that loads them (docs/cards.md)."""
    from cardsmith.cards.output import check_folder, write_folder
    from cardsmith.cards.tts import tts_files

    _written(lambda: check_folder(output))
    faces = load_deck(hero, lang, paths)

    base = url_base if url_base is not None else output.resolve().as_uri() + "/"
    stem = f"{hero}-{lang}"
    files = tts_files(faces, faces.character.name, stem, base, card_width)
    _written(lambda: write_folder(output, files))
    click.echo(f"wrote {output / (stem + '.json')} and {len(files) - 1} images: "
               f"{len(faces.deck())} cards ({hero}, {lang})")

"""The `cardsmith` command.

Exit status: 0 clean, 1 content errors, 2 usage errors. Diagnostics go to standard output
(text, or JSON with --format json); nothing is written when the content has errors.
"""

from __future__ import annotations

import difflib
import importlib
import os
import stat
import sys
from importlib.resources import files
from pathlib import Path
from typing import Iterable

import click

from cardsmith import __version__
from cardsmith.compiler.bundle import write_bundles
from cardsmith.compiler.diagnostics import Diagnostics, format_text
from cardsmith.compiler.output import OutputError, write_files
from cardsmith.compiler.pipeline import CompileResult, compile_paths, find_sources
from cardsmith.grammar.i18n_lang import LANGUAGES
from cardsmith.grammar.i18n_names import NameTable

from .content_ids import complete_ids
from .reports import (OutputFormat, Summary, exit_status, github_annotations, github_usage_error,
                      json_report, json_usage_error, sarif_report, sarif_usage_error)
from .scaffold import hero_scaffold, scaffold_file_name, scaffold_name_problem

PATHS = click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
FORMAT = click.option("--format", "output_format", type=click.Choice([f.value for f in OutputFormat]),
                      default="text", show_default=True,
                      help="How to print diagnostics: text, json (docs/reports.md), sarif "
                           "(SARIF 2.1.0) or github (workflow annotations).")
MAX_ERRORS = click.option("--max-errors", type=click.IntRange(1), default=200, show_default=True,
                          help="Stop reporting after this many errors.")
STRICT = click.option("--strict", is_flag=True, help="Warnings fail the run too (exit 1).")
LINT = click.option("--lint", is_flag=True,
                    help="Also warn of decks outside the range of the published heroes "
                         "(W880, W881; `cardsmith stats HERO` shows the figures).")


class _ReportCommand(click.Command):
    """A command with --format whose usage errors come in the format asked for, so a CI
    job reading JSON or SARIF gets one it can read (exit status 2 all the same)."""

    def make_context(self, info_name, args, parent=None, **extra) -> click.Context:
        given = list(args)  # parsing consumes the list
        try:
            return super().make_context(info_name, args, parent=parent, **extra)
        except click.UsageError as error:
            self._usage_error(error, _format_in(given))

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except click.UsageError as error:
            self._usage_error(error, ctx.params.get("output_format", "text"))

    def _usage_error(self, error: click.UsageError, output_format: str):
        printers = {"json": lambda m: json_usage_error(self.name, m),
                    "sarif": sarif_usage_error, "github": github_usage_error}
        if output_format not in printers:
            raise error
        click.echo(printers[output_format](error.format_message()))
        sys.exit(2)


def _format_in(args: list[str]) -> str:
    """The --format value among raw arguments (the last one given), else text."""
    found = "text"
    for index, arg in enumerate(args):
        if arg == "--format" and index + 1 < len(args):
            found = args[index + 1]
        elif arg.startswith("--format="):
            found = arg.split("=", 1)[1]
    return found


class _LazyGroup(click.Group):
    """A group that imports a command's module when the command is run or listed (`--help`):
    `check` does not pay for the game runtime, nor for Fluent and Babel."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.lazy_commands: dict[str, str] = {}  # name -> "module:attribute"

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(set(super().list_commands(ctx)) | set(self.lazy_commands))

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands and cmd_name in self.lazy_commands:
            module, attribute = self.lazy_commands[cmd_name].split(":")
            self.add_command(getattr(importlib.import_module(module), attribute), cmd_name)
        return super().get_command(ctx, cmd_name)


@click.group(cls=_LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="cardsmith")
def main() -> None:
    """Author, check, build and print content for miniatures dueling card games."""


@main.command(cls=_ReportCommand)
@PATHS
@FORMAT
@MAX_ERRORS
@STRICT
@LINT
def check(paths: tuple[Path, ...], output_format: str, max_errors: int, strict: bool,
          lint: bool) -> None:
    """Check content files or folders (default: the bundled content)."""
    _require_content(paths)
    result = compile_paths(list(paths), limit=max_errors, bundles=False)  # it writes nothing
    if lint:
        from .deck_stats import lint as lint_decks

        lint_decks(result)
    _print_run(result, output_format, strict=strict, command="check")
    sys.exit(exit_status(result, strict))


@main.command(cls=_ReportCommand)
@PATHS
@click.option("-o", "--output", "out_dir", type=click.Path(file_okay=False, path_type=Path),
              default=Path("build"), show_default=True, help="Folder for the bundles.")
@FORMAT
@MAX_ERRORS
@STRICT
def build(paths: tuple[Path, ...], out_dir: Path, output_format: str, max_errors: int,
          strict: bool) -> None:
    """Compile content into one JSON bundle per box (default: the bundled content)."""
    _require_content(paths)
    result = compile_paths(list(paths), limit=max_errors)
    if exit_status(result, strict):
        _print_run(result, output_format, strict=strict, command="build", note="; nothing written")
        sys.exit(1)
    written = _written_or_exit(lambda: write_bundles(result.bundles, out_dir))
    if output_format == "text":
        for path in written:
            click.echo(f"{path}: {_bundle_contents(result.bundles[path.stem])}")
    _print_run(result, output_format, strict=strict, command="build", bundles=written)


def _bundle_contents(bundle: dict) -> str:
    if "champions" in bundle:  # Super Fantasy Brawl
        cards = sum(len(c["cards"]) for c in bundle["champions"])
        traps = sum(token["count"] for token in bundle["traps"])
        return (f"{bundle['box']['name']}: {len(bundle['champions'])} champions, {cards} cards, "
                f"{len(bundle['arenas'])} arenas, {len(bundle['challenges'])} challenges, "
                f"{traps} traps, {len(bundle['standard_actions'])} standard actions")
    cards = sum(c["count"] for h in bundle["heroes"] for c in h["cards"])
    return (f"{bundle['box']['name']}: {len(bundle['heroes'])} heroes, {cards} cards, "
            f"{len(bundle['boards'])} boards")


def _require_content(paths: tuple[Path, ...]) -> None:
    """Paths that hold no YAML file at all are a usage error, said plainly (but files left
    out, such as links to outside the folder, are reported as content faults)."""
    left_out = Diagnostics()
    if paths and not find_sources(paths, left_out) and not left_out.items:
        where = ", ".join(str(path) for path in paths)
        raise click.UsageError(f"no content in {where}: expected .yaml files (heroes, boards, "
                               "a box.yaml) or folders that hold them")


@main.command()
@click.option("-o", "--output", "out_dir", type=click.Path(file_okay=False, path_type=Path),
              required=True, help="Folder to write the JSON Schemas into.")
def schema(out_dir: Path) -> None:
    """Write the JSON Schemas of every YAML kind and of the bundle, for editors."""
    schemas = {resource.name: resource.read_bytes() for resource in
               sorted(files("cardsmith.schemas").iterdir(), key=lambda r: r.name)
               if resource.name.endswith(".schema.json")}
    for path in _written_or_exit(lambda: write_files(out_dir, schemas)):
        click.echo(path)


@main.group()
def new() -> None:
    """Create new content from a template."""


@new.command("hero")
@click.argument("name")
@click.option("-o", "--output", "out_dir", type=click.Path(file_okay=False, path_type=Path),
              default=Path("."), show_default=True, help="Folder to create the file in.")
def new_hero(name: str, out_dir: Path) -> None:
    """Write a new hero file, NAME as its name, that passes `cardsmith check`."""
    problem = scaffold_name_problem(name)
    if problem:
        raise click.UsageError(problem)
    name = name.strip()
    target = out_dir / scaffold_file_name(name)
    if os.path.lexists(target):
        raise click.UsageError(f"{target} already exists; choose another name or folder")
    content = hero_scaffold(name).encode("utf-8")
    _written_or_exit(lambda: write_files(out_dir, {target.name: content}))
    click.echo(f"wrote {target}; check it with: cardsmith check {target}")


@main.command()
@click.argument("hero", shell_complete=complete_ids("hero"))
@click.option("--content", "paths", multiple=True, type=click.Path(exists=True, path_type=Path),
              help="Content files or folders to look in (default: the bundled content).")
@click.option("--lang", type=click.Choice(list(LANGUAGES)), default="en", show_default=True,
              help="The language to print the cards in.")
def text(hero: str, paths: tuple[Path, ...], lang: str) -> None:
    """Print every card of HERO (an id such as robin-hood) as it would be printed."""
    from cardsmith.cardtext import hero_text
    from cardsmith.grammar.i18n_catalog import CatalogError

    result = compile_paths(list(paths))
    if not result.ok:
        report(result, "text")
        click.echo(summary_line(result))
        sys.exit(1)
    bundles = {h["id"]: bundle for bundle in result.bundles.values() for h in bundle["heroes"]}
    champions = {c["id"]: bundle for bundle in result.bundles.values()
                 for c in bundle.get("champions", ())}
    if hero in champions and hero not in bundles:
        _print_champion(champions[hero], hero, lang)
        return
    if hero not in bundles:
        close = difflib.get_close_matches(hero, [*bundles, *champions], n=1)
        hint = f"; did you mean '{close[0]}'?" if close else ""
        known = f"heroes: {', '.join(sorted(bundles))}"
        if champions:
            known += f"; champions: {', '.join(sorted(champions))}"
        raise click.UsageError(f"no hero or champion '{hero}'{hint} ({known})")
    bundle = bundles[hero]
    data = next(h for h in bundle["heroes"] if h["id"] == hero)
    try:
        click.echo(hero_text(data, lang, NameTable.from_bundle(bundle, hero)), nl=False)
    except CatalogError as error:
        click.echo(f"cardsmith: {error}", err=True)
        sys.exit(1)


def _written_or_exit(write):
    """What `write` wrote; on an OutputError, its message and exit status 1."""
    try:
        return write()
    except OutputError as error:
        click.echo(f"cardsmith: {error}", err=True)
        sys.exit(1)


def _print_champion(bundle: dict, champion_id: str, lang: str) -> None:
    """A Super Fantasy Brawl champion's cards, with the names its bundle carries."""
    from cardsmith.champion_text import champion_text
    from cardsmith.grammar.i18n_catalog import CatalogError

    champion = next(c for c in bundle["champions"] if c["id"] == champion_id)
    try:
        text = champion_text(champion, lang, NameTable.from_bundle(bundle, champion_id))
    except CatalogError as error:
        click.echo(f"cardsmith: {error}", err=True)
        sys.exit(1)
    click.echo(text, nl=False)


def report(result: CompileResult, output_format: str = "text") -> None:
    """Print the diagnostics of a run as text; the summary line is the caller's (the
    commands that compile before they do something else print it after)."""
    # Content files are shown as the loader read them, never opened again (a pipe would
    # block, a link could have changed); other files (the phrase catalogs) are read here.
    sources = dict(result.diagnostics.sources)
    sources.update((doc.display, doc.source_lines()) for doc in result.documents)
    for diagnostic in result.diagnostics.sorted():
        lines = sources.get(diagnostic.file)
        if lines is None and diagnostic.line:
            lines = sources[diagnostic.file] = _read_lines(diagnostic.file)
        click.echo(format_text(diagnostic, lines))


def _print_run(result: CompileResult, output_format: str, *, strict: bool, command: str,
               note: str = "", bundles: Iterable[Path] = ()) -> None:
    """What check and build print: the diagnostics and summary in the format asked for."""
    if output_format == "json":
        click.echo(json_report(command, result, strict, bundles))
    elif output_format == "sarif":
        click.echo(sarif_report(result, strict, Path.cwd()))
    else:
        if output_format == "github":
            annotations = github_annotations(result)
            if annotations:
                click.echo(annotations)
        else:
            report(result)
        click.echo(summary_line(result, strict) + note)


def _read_lines(path: str) -> list[str] | None:
    """The lines of a regular file (up to 1 MB), or None."""
    try:
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(handle, "rb") as stream:
            if not stat.S_ISREG(os.fstat(handle).st_mode):
                return None
            return stream.read(1_000_000).decode("utf-8", errors="replace").splitlines()
    except OSError:
        return None


def summary_line(result: CompileResult, strict: bool = False) -> str:
    line = Summary.of(result).line()
    if strict and exit_status(result, strict) and not result.diagnostics.has_errors:
        line += " (--strict: warnings fail the run)"
    return line


def run() -> None:
    """Entry point that turns an unexpected failure into one line, not a traceback."""
    try:
        main(standalone_mode=True)
    except SystemExit:
        raise
    except Exception as error:  # a bug in cardsmith, not in the content
        if os.environ.get("CARDSMITH_DEBUG"):
            raise
        click.echo(f"cardsmith: internal error: {type(error).__name__}: {error} "
                   "(set CARDSMITH_DEBUG=1 for details; please report it)", err=True)
        sys.exit(3)


def _register_i18n_commands() -> None:
    main.lazy_commands["i18n"] = "cardsmith.i18n_status:i18n"


def _register_game_commands() -> None:
    main.lazy_commands["play"] = "cardsmith.cli_play:play"
    main.lazy_commands["sim"] = "cardsmith.cli_play:sim"


def _register_lsp_command() -> None:
    main.lazy_commands["lsp"] = "cardsmith.cli_lsp:lsp"


def _register_list_command() -> None:
    main.lazy_commands["list"] = "cardsmith.cli_list:list_content"


def _register_rules_command() -> None:
    main.lazy_commands["rules"] = "cardsmith.cli_rules:rules"


def _register_matchups_command() -> None:
    main.lazy_commands["matchups"] = "cardsmith.cli_matchups:matchups"


def _register_stats_command() -> None:
    main.lazy_commands["stats"] = "cardsmith.cli_stats:stats"


def _register_card_commands() -> None:
    main.lazy_commands.update(cards="cardsmith.cli_cards:cards", export="cardsmith.cli_cards:export")


def _register_import_command() -> None:
    main.lazy_commands["import"] = "cardsmith.cli_import:import_decks"


_register_game_commands()
_register_import_command()
_register_matchups_command()
_register_rules_command()
_register_i18n_commands()
_register_list_command()
_register_lsp_command()
_register_card_commands()
_register_stats_command()

"""`cardsmith i18n status`: per language, what the text generator makes and what is missing.

For each language: how many heroes, abilities and cards render (and any that do not), how
many names of the content have a translation, and what is missing: names without one (the
English name is printed), case forms or genders a card needs and a translation lacks,
messages of the catalog for node classes of the effect language. Turkish forms made by vowel
harmony from the spelling are listed too, to be checked by a speaker.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from cardsmith.compiler.pipeline import CompileResult, compile_paths
from cardsmith.grammar.i18n_catalog import catalog_path, load_catalog
from cardsmith.grammar.i18n_gates import catalog_problems, coverage_problems, render_problems
from cardsmith.grammar.i18n_lang import LANGUAGES, SOURCE_LANGUAGE
from cardsmith.grammar.i18n_names import NameEntry, NameTable
from cardsmith.grammar.render_text import TextRenderer


def _where(hero, entry: NameEntry, path: tuple) -> dict[str, Any]:
    position = hero.doc.position(path)
    return {"hero": hero.id, "kind": entry.kind, "name": entry.english,
            "file": hero.doc.display, "line": position.line, "column": position.column}


def language_status(result: CompileResult, lang: str) -> dict[str, Any]:
    catalog = load_catalog(lang)
    data: dict[str, Any] = {
        "name": LANGUAGES[lang].english_name, "catalog": str(catalog_path(lang)),
        "messages": len(catalog.public_ids()),
        "generated": {"heroes": 0, "abilities": 0, "cards": 0, "names": 0, "all_names": 0},
        "failed": [], "missing": {"names": [], "forms": [], "messages": []}, "guessed": [],
    }
    for hero in result.heroes.values():
        _hero_status(hero, lang, data)
    data["missing"]["messages"] = [p.message for p in coverage_problems({lang: catalog})
                                   if p.lang == lang]
    return data


def _hero_status(hero, lang: str, data: dict[str, Any]) -> None:
    names = NameTable.from_hero_data(hero.doc.data)
    renderer = TextRenderer(lang, names)
    generated = data["generated"]
    generated["heroes"] += 1
    for card, source in hero.effects():
        problems = render_problems(source.ast, lang, renderer=renderer, values=None, limit=1)
        if problems:
            data["failed"].append({"hero": hero.id, "card": card.title if card else None,
                                   "problem": str(problems[0])})
        else:
            generated["abilities" if card is None else "cards"] += 1
    untranslated = names.untranslated(lang)
    generated["all_names"] += len(names.entries)
    generated["names"] += len(names.entries) - len(untranslated)
    for entry in untranslated:
        data["missing"]["names"].append(_where(hero, entry, entry.path))
    for issue in sorted(names.issues, key=lambda i: (i.english, i.form)):
        if issue.problem in ("missing", "derived") and issue.lang == lang:
            item = _where(hero, issue.entry, issue.entry.translation_path(lang))
            item["form"] = issue.form
            if issue.problem == "missing":
                data["missing"]["forms"].append(item)
            else:
                data["guessed"].append(item)


def status_data(result: CompileResult) -> dict[str, Any]:
    return {"languages": {lang: language_status(result, lang) for lang in LANGUAGES},
            "catalog_problems": [{"code": p.code, "file": p.file, "line": p.line,
                                  "column": p.column, "message": p.message}
                                 for p in catalog_problems()]}


def format_status(data: dict[str, Any]) -> str:
    lines = []
    for lang, info in data["languages"].items():
        made = info["generated"]
        line = (f"{lang:<6} {info['name']:<21} {made['heroes']} heroes, {made['abilities']} "
                f"abilities, {made['cards']} card texts rendered; {info['messages']} messages")
        if lang != SOURCE_LANGUAGE:
            line += f"; {made['names']} of {made['all_names']} names translated"
        missing = info["missing"]
        counts = [f"{len(missing[k])} {label}" for k, label in
                  (("forms", "forms missing"), ("messages", "messages missing")) if missing[k]]
        if info["failed"]:
            counts.append(f"{len(info['failed'])} texts failing")
        if info["guessed"]:
            counts.append(f"{len(info['guessed'])} forms guessed by vowel harmony")
        lines.append(line + ("; " + ", ".join(counts) if counts else ""))
    details = _details(data)
    if details:
        lines += ["", *details]
    return "\n".join(lines) + "\n"


def _details(data: dict[str, Any]) -> list[str]:
    out = [f"{p['file']}:{p['line']}:{p['column']}: {p['code']}: {p['message']}"
           for p in data["catalog_problems"]]
    for lang, info in data["languages"].items():
        language = info["name"]
        for item in info["missing"]["names"]:
            out.append(f"{lang}: {item['file']}:{item['line']}:{item['column']}: {item['kind']} "
                       f"'{item['name']}' has no {language} translation (English printed)")
        for item in info["missing"]["forms"]:
            out.append(f"{lang}: {item['file']}:{item['line']}:{item['column']}: {item['kind']} "
                       f"'{item['name']}' lacks the {language} form '{item['form']}'")
        for item in info["guessed"]:
            out.append(f"{lang}: {item['file']}:{item['line']}:{item['column']}: {item['kind']} "
                       f"'{item['name']}': form '{item['form']}' guessed by vowel harmony")
        for item in info["failed"]:
            where = f"card '{item['card']}'" if item["card"] else "the ability"
            out.append(f"{lang}: {item['hero']}: {where}: {item['problem']}")
        out += [f"{lang}: {message}" for message in info["missing"]["messages"]]
    return out


@click.group("i18n")
def i18n() -> None:
    """Localisation: what the text generator makes in each language."""


@i18n.command("status")
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--format", "output_format", type=click.Choice(["text", "json"]),
              default="text", show_default=True, help="How to print the status.")
def status(paths: tuple[Path, ...], output_format: str) -> None:
    """Per language: what is generated, and what is missing (names without a translation,
    missing case forms, catalog messages). Checks PATHS (default: the bundled content)."""
    result = compile_paths(list(paths))
    if not result.ok:
        from .cli import report, summary_line

        report(result, output_format)
        if output_format == "text":
            click.echo(summary_line(result) + "; fix the errors first")
        sys.exit(1)
    data = status_data(result)
    if output_format == "json":
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))
    else:
        click.echo(format_status(data), nl=False)

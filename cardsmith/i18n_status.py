"""`cardsmith i18n status`: per language, what the text generator makes and what is missing.

Everything is read from the compiled bundles, as `cardsmith text` and `cardsmith rules`
print it: each hero's ability and cards and each box's rules summary are rendered in each
language, with the names the bundle carries (its translations and the glossary). For each
language: how many texts render (and any that do not), how many names have a translation
(and how many of those are the official edition's), and what is missing: names without one
(the English name is printed), case forms or genders a text needs and a translation lacks
(heroes, fighters, forms, resources, tokens, markers, cards, boards and boxes alike), terms
of the glossary the catalog does not use, messages of the catalog for node classes of the
effect language. Names the language prints in English on purpose are listed as kept, and
Turkish forms made by vowel harmony from the spelling as guessed, to be checked by a speaker.

A name is reported where it stands: the file, line and column of the content (or glossary)
document the bundle was compiled from.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Iterable

import click

from cardsmith.compiler.pipeline import CompileResult, compile_paths
from cardsmith.grammar.i18n_catalog import catalog_path, load_catalog
from cardsmith.grammar.i18n_gates import render_problems
from cardsmith.grammar.i18n_gates_catalogs import catalog_problems, coverage_problems
from cardsmith.grammar.i18n_glossary import Glossary
from cardsmith.grammar.i18n_lang import LANGUAGES, SOURCE_LANGUAGE
from cardsmith.grammar.i18n_names import NameEntry, NameIssue, NameTable, Origin
from cardsmith.grammar.render_text import TextRenderer
from cardsmith.grammar.serialize import node_from_json


def _document(result: CompileResult, origin: Origin):
    if origin.kind == "glossary":
        return result.glossaries.doc(origin.id)
    table = {"hero": result.heroes, "champion": result.champions, "board": result.boards,
             "box": result.boxes}[origin.kind]
    item = table.get(origin.id)
    return item.doc if item is not None else None


def _where(result: CompileResult, entry: NameEntry, origin: Origin, path: tuple) -> dict:
    doc = _document(result, origin)
    position = doc.position(path) if doc is not None else None
    return {"origin": f"{origin.kind}:{origin.id}", "kind": entry.kind, "name": entry.english,
            "file": doc.display if doc is not None else "",
            "line": position.line if position else 0,
            "column": position.column if position else 0}


def _real_names(result: CompileResult, table: NameTable) -> list[NameEntry]:
    """The table's names that stand in a document of the compile (not the made-up box of a
    hero outside any box)."""
    return [entry for entry in table.entries
            if entry.kind != "box" or entry.origin.id in result.boxes]


def language_status(result: CompileResult, lang: str) -> dict[str, Any]:
    catalog = load_catalog(lang)
    data: dict[str, Any] = {
        "name": LANGUAGES[lang].english_name, "catalog": str(catalog_path(lang)),
        "messages": len(catalog.public_ids()),
        "generated": {"heroes": 0, "champions": 0, "abilities": 0, "cards": 0, "rules": 0,
                      "names": 0,
                      "all_names": 0, "official": 0},
        "failed": [], "missing": {"names": [], "forms": [], "messages": [], "terms": []},
        "guessed": [], "kept": [],
    }
    issues: dict[tuple, NameIssue] = {}
    for bundle_id, bundle in sorted(result.bundles.items()):
        for hero in bundle["heroes"]:
            names = NameTable.from_bundle(bundle, hero["id"])
            _hero_status(hero, names, lang, data)
            issues.update((_issue_key(i), i) for i in names.issues)
        for champion in bundle.get("champions", ()):
            names = NameTable.from_bundle(bundle, champion["id"])
            _champion_status(champion, names, lang, data)
            issues.update((_issue_key(i), i) for i in names.issues)
        if bundle_id in result.boxes:
            for table in _rules_status(bundle, lang, data):
                issues.update((_issue_key(i), i) for i in table.issues)
        _names_status(result, NameTable.from_bundle(bundle), lang, data)
    _issues_status(result, issues.values(), lang, data)
    data["missing"]["terms"] = unused_terms(result.glossaries.glossary(), lang)
    data["missing"]["messages"] = [p.message for p in coverage_problems({lang: catalog})
                                   if p.lang == lang]
    return data


def _issue_key(issue: NameIssue) -> tuple:
    return (issue.lang, issue.origin, issue.english, issue.entry.kind, issue.problem, issue.form)


def _hero_status(hero: dict[str, Any], names: NameTable, lang: str, data: dict) -> None:
    data["generated"]["heroes"] += 1
    texts = [(None, hero["ability"])] if hero.get("ability") else []
    texts += [(card["title"], card) for card in hero["cards"] if card.get("ast")]
    _texts_status(hero["id"], texts, names, lang, data)


def _champion_status(champion: dict[str, Any], names: NameTable, lang: str,
                     data: dict) -> None:
    """A Super Fantasy Brawl champion: its levelled side's ability counts as an ability."""
    data["generated"]["champions"] += 1
    ability = champion["level_up"]["ability"]
    texts = [(None, ability)] if ability else []
    texts += [(card["title"], card) for card in champion["cards"] if card.get("ast")]
    _texts_status(champion["id"], texts, names, lang, data)


def _texts_status(owner: str, texts: list, names: NameTable, lang: str, data: dict) -> None:
    renderer = TextRenderer(lang, names)
    for title, text in texts:
        problems = render_problems(node_from_json(text["ast"]), lang, renderer=renderer,
                                   values=None, limit=1)
        if problems:
            data["failed"].append({"hero": owner, "card": title, "problem": str(problems[0])})
        else:
            data["generated"]["abilities" if title is None else "cards"] += 1


def _rules_status(bundle: dict[str, Any], lang: str, data: dict) -> list[NameTable]:
    """Renders the box's rules summary (its names' issues go into its tables) and checks it."""
    from .rules_text import BoxRules, RulesPrinter, rules_problems

    rules = BoxRules(bundle)
    printer = RulesPrinter(rules, lang)
    problems = rules_problems(printer)
    if problems:
        data["failed"].append({"hero": None, "box": bundle["box"]["id"], "card": None,
                               "problem": str(problems[0])})
    else:
        data["generated"]["rules"] += 1
    return rules.tables()


def _names_status(result: CompileResult, table: NameTable, lang: str, data: dict) -> None:
    """Counts the bundle's names, and lists those without a translation and those kept."""
    if lang == SOURCE_LANGUAGE:
        return
    generated = data["generated"]
    for entry in _real_names(result, table):
        generated["all_names"] += 1
        if entry.translation(lang) is None:
            data["missing"]["names"].append(_where(result, entry, entry.origin, entry.path))
            continue
        generated["names"] += 1
        generated["official"] += entry.source(lang) == "official"
        if entry.kept(lang):
            data["kept"].append(_where(result, entry, *entry.location(lang)))


def _issues_status(result: CompileResult, issues: Iterable[NameIssue], lang: str,
                   data: dict) -> None:
    for issue in sorted(issues, key=lambda i: (i.origin.kind, i.origin.id, i.english, i.form)):
        if issue.lang != lang or issue.problem not in ("missing", "derived"):
            continue
        item = _where(result, issue.entry, *issue.entry.location(lang))
        item["form"] = issue.form
        (data["missing"]["forms"] if issue.problem == "missing" else data["guessed"]).append(item)


def unused_terms(glossary: Glossary, lang: str) -> list[str]:
    """The glossary's terms (the rule texts' words) that the catalog of `lang` uses in no
    form: "maneuver: Manovra"."""
    text = catalog_path(lang).read_text(encoding="utf-8").casefold()
    missing = []
    for key, term in sorted(glossary.terms(lang).items()):
        forms = [term["text"], *term.get("forms", [])]
        if not any(form.casefold() in text for form in forms):
            missing.append(f"{key}: {term['text']}")
    return missing


def status_data(result: CompileResult) -> dict[str, Any]:
    return {"languages": {lang: language_status(result, lang) for lang in LANGUAGES},
            "catalog_problems": [{"code": p.code, "file": p.file, "line": p.line,
                                  "column": p.column, "message": p.message}
                                 for p in catalog_problems()]}


_COUNTS = (("names", "names missing"), ("forms", "forms missing"),
           ("terms", "terms unused"), ("messages", "messages missing"))


def format_status(data: dict[str, Any]) -> str:
    lines = []
    for lang, info in data["languages"].items():
        made = info["generated"]
        champions = f"{made['champions']} champions, " if made["champions"] else ""
        line = (f"{lang:<6} {info['name']:<21} {made['heroes']} heroes, "
                f"{champions}{made['abilities']} "
                f"abilities, {made['cards']} card texts, {made['rules']} rules summaries "
                f"rendered; {info['messages']} messages")
        if lang != SOURCE_LANGUAGE:
            line += (f"; {made['names']} of {made['all_names']} names translated "
                     f"({made['official']} official, {len(info['kept'])} kept in English)")
        missing = info["missing"]
        counts = [f"{len(missing[k])} {label}" for k, label in _COUNTS if missing[k]]
        if info["failed"]:
            counts.append(f"{len(info['failed'])} texts failing")
        if info["guessed"]:
            counts.append(f"{len(info['guessed'])} forms guessed by vowel harmony")
        lines.append(line + ("; " + ", ".join(counts) if counts else ""))
    details = _details(data)
    if details:
        lines += ["", *details]
    return "\n".join(lines) + "\n"


def _at(item: dict[str, Any]) -> str:
    return f"{item['file']}:{item['line']}:{item['column']}"


def _details(data: dict[str, Any]) -> list[str]:
    out = [f"{p['file']}:{p['line']}:{p['column']}: {p['code']}: {p['message']}"
           for p in data["catalog_problems"]]
    for lang, info in data["languages"].items():
        language = info["name"]
        for item in info["missing"]["names"]:
            out.append(f"{lang}: {_at(item)}: {item['kind']} '{item['name']}' has no "
                       f"{language} translation (English printed)")
        for item in info["missing"]["forms"]:
            out.append(f"{lang}: {_at(item)}: {item['kind']} '{item['name']}' lacks the "
                       f"{language} form '{item['form']}'")
        for item in info["guessed"]:
            out.append(f"{lang}: {_at(item)}: {item['kind']} '{item['name']}': form "
                       f"'{item['form']}' guessed by vowel harmony")
        for item in info["failed"]:
            where = (f"card '{item['card']}'" if item["card"] else
                     f"the rules of '{item['box']}'" if item.get("box") else "the ability")
            out.append(f"{lang}: {item['hero'] or item.get('box')}: {where}: {item['problem']}")
        out += [f"{lang}: glossary term {term} is not used by {lang}.ftl"
                for term in info["missing"]["terms"]]
        out += [f"{lang}: {message}" for message in info["missing"]["messages"]]
    return out


def kept_lines(data: dict[str, Any]) -> list[str]:
    """The names each language prints in English on purpose (`--kept`)."""
    return [f"{lang}: {_at(item)}: {item['kind']} '{item['name']}' kept in English"
            for lang, info in data["languages"].items() for item in info["kept"]]


@click.group("i18n")
def i18n() -> None:
    """Localisation: what the text generator makes in each language."""


@i18n.command("status")
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--format", "output_format", type=click.Choice(["text", "json"]),
              default="text", show_default=True, help="How to print the status.")
@click.option("--kept", is_flag=True, help="Also list the names kept in English on purpose.")
def status(paths: tuple[Path, ...], output_format: str, kept: bool) -> None:
    """Per language: what is generated, and what is missing (names without a translation,
    missing case forms, unused glossary terms, catalog messages), read from the bundles of
    PATHS (default: the bundled content)."""
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
        text = format_status(data)
        if kept and kept_lines(data):
            text += "\n" + "\n".join(kept_lines(data)) + "\n"
        click.echo(text, nl=False)

"""Localisation gates as a check pass: catalogs, rendering in every language, names.

- The phrase catalogs (grammar/phrases/<lang>.ftl) parse, have the same messages and
  variables as English and every plural category (E800-E803, errors, reported once a run).
- Every card and the ability of the hero render in every language for many numbers, with
  no error, brace, isolation mark or English word and the numbers of the effect (E804-E806,
  errors: the catalog is broken). A node class with no message in a catalog yet, or an
  English text that differs from the canonical one (render_en), is a warning (W804): the
  catalogs lag behind a new construct; the tests make it an error.
  Numbers that a catalog can only treat alike (same CLDR category, no literal key) are
  checked once (`representative_numbers`); the tests render every one of them.
- Names: a hero file with no translation at all is told so once (W812); in a language the
  file is translated into (it gives a translation for that language somewhere), a name
  without one, in the file or the glossary, is reported where the English name stands
  (W810); a form or gender that a card needs and the translation lacks is reported where
  the translation stands, in the hero file or the glossary (W811); a card title translated
  otherwise than the glossary translates it is reported (W813): a card shared by several
  decks reads the same in each. `cardsmith i18n status` lists all of them, for every
  language, with the boards and boxes.

The results are kept in the per-user cache (check_cache.py): the catalog gates by the text
of the catalogs, the render gates of each effect in each language by its AST, the names it
looks up, the catalog's text and the language. So a check after an edit renders only the
effects whose input changed; the diagnostics are made afresh from the stored problems, at
the current positions. Each effect is rendered with a renderer of its own, so its result
does not depend on the effects checked before it.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.i18n_lang import (LANGUAGES, SOURCE_LANGUAGE, TRANSLATED,
                                         catalog_path)
from cardsmith.grammar.i18n_names import NameEntry, NameIssue, NameTable

from . import check_cache
from .diagnostics import Diagnostic, Diagnostics, Severity
from .model import Glossaries, Hero, Ruleset, text_owner
from .forms import form_changes
from .remarks import used_remarks

# The renderer, the gates and Fluent and Babel are imported only when something has to be
# rendered: with every result in the cache (check_cache.py), a check needs none of them.

MAX_RENDER_PROBLEMS = 3  # per text and language: one broken message fails many cards
_CODE = re.compile(r"[EW]\d{3}")


def check_i18n(hero: Hero, ruleset: Ruleset, diagnostics: Diagnostics,
               glossaries: Glossaries | None = None) -> None:
    glossaries = glossaries or Glossaries()
    cache = check_cache.ResultCache.for_user()
    catalogs = {lang: _digest(catalog_path(lang).read_text(encoding="utf-8"))
                for lang in LANGUAGES}  # each key names a catalog by the hash of its text
    broken = set()
    for diagnostic in _catalog_diagnostics(catalogs, cache):
        if diagnostic.code == "E800":
            broken.add(Path(diagnostic.file).stem)
        if diagnostic not in diagnostics.items:  # once a run, not once a hero
            diagnostics.add(diagnostic)
    names = NameTable.from_hero_data(hero.doc.data, glossaries.glossary(), hero.id,
                                     cards=[card.index for card in hero.cards])
    effects = [_Effect(card, source, names) for card, source in hero.effects()]
    for lang in LANGUAGES:
        if lang not in broken:
            _check_rendering(hero, effects, lang, catalogs[lang], names, cache, diagnostics)
    _check_names(hero, names, glossaries, diagnostics)


# ---------------------------------------------------------------- catalogs


def _digest(text: str) -> str:
    import hashlib

    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _catalog_diagnostics(catalogs: dict[str, str],
                         cache: check_cache.ResultCache) -> list[Diagnostic]:
    """The catalog gates (E800-E803), by the text of every catalog (`catalogs`: the hash of
    each): worked out once, then from the cache (in memory for the rest of the process)."""
    name = check_cache.key("catalogs", *(f"{lang}:{digest}" for lang, digest in catalogs.items()))
    problems = _stored_catalog_problems(cache.get(name))
    if problems is None:
        from cardsmith.grammar.i18n_gates_catalogs import catalog_problems

        problems = [[p.code, p.message, p.lang, p.line, p.column] for p in catalog_problems()]
        cache.put(name, problems)
    return [_catalog_diagnostic(*problem) for problem in problems]


def _stored_catalog_problems(value: Any) -> list | None:
    if not isinstance(value, list):
        return None
    for item in value:
        if not (isinstance(item, list) and len(item) == 5 and _is_code(item[0])
                and isinstance(item[1], str) and item[2] in LANGUAGES
                and all(type(v) is int for v in item[3:])):
            return None
    return value


def _catalog_diagnostic(code: str, message: str, lang: str, line: int,
                        column: int) -> Diagnostic:
    path = catalog_path(lang)
    try:
        display = str(path.relative_to(Path.cwd()))
    except ValueError:
        display = str(path)
    return Diagnostic(code, message, display, line, column, Severity.ERROR,
                      "expected every catalog to match grammar/phrases/en.ftl")


# ---------------------------------------------------------------- rendering


class _Effect:
    """A card's effect or the ability, with what its render gates read besides a catalog:
    its AST (as JSON) and the content's names its text fields look up."""

    def __init__(self, card, source, names: NameTable) -> None:
        self.card, self.source = card, source
        self.written = sorted(set(_text_fields(source.ast)))
        self.entries = [names.entry(text) for text in self.written]
        self.ast_json: str | None = None
        try:
            from cardsmith.grammar.serialize import node_to_json

            self.ast_json = json.dumps(node_to_json(source.ast), sort_keys=True,
                                       ensure_ascii=False, separators=(",", ":"))
        except Exception:  # noqa: BLE001 - not JSON: rendered every time, never cached
            pass

    def key(self, lang: str, catalog: str) -> str | None:
        if self.ast_json is None:
            return None
        try:
            names = json.dumps([[text, _entry_data(entry, lang)]
                                for text, entry in zip(self.written, self.entries)],
                               sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        except Exception:  # noqa: BLE001 - a translation that is not plain data
            return None
        return check_cache.key("render", lang, catalog, self.ast_json, names)


def _text_fields(node) -> list[str]:
    """Every text field of an AST (what the renderer looks up in the NameTable)."""
    from enum import Enum

    found = []
    values = [node]
    while values:
        value = values.pop()
        if isinstance(value, str):
            if not isinstance(value, Enum):
                found.append(value)
        elif isinstance(value, tuple):
            values.extend(value)
        elif hasattr(value, "__dataclass_fields__") and not isinstance(value, type):
            values.extend(getattr(value, name) for name in _field_names(type(value)))
    return found


@lru_cache(maxsize=None)
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in n.text_fields(cls))


def _entry_data(entry: NameEntry | None, lang: str) -> list | None:
    if entry is None:
        return None
    return [entry.kind, entry.english, entry.plural, entry.translation(lang)]


def _check_rendering(hero: Hero, effects: list[_Effect], lang: str, catalog: str,
                     names: NameTable, cache: check_cache.ResultCache,
                     diagnostics: Diagnostics) -> None:
    language = LANGUAGES[lang].english_name
    for effect in effects:
        name = effect.key(lang, catalog)
        stored = _stored_result(cache.get(name), effect) if name is not None else None
        if stored is None:
            problems, found = _render_gates(effect, lang, names)
            stored = _plain_result(problems, found, effect)
            if stored is None:  # an issue of a name that is not the effect's: not stored
                names.issues.update(found)
                stored = {"problems": [[p.code, p.message] for p in problems], "issues": []}
            elif name is not None:
                cache.put(name, stored)
        for issue_lang, index, problem, form in stored["issues"]:
            entry = effect.entries[index]
            names.issues.add(NameIssue(issue_lang, entry, entry.english, problem, form,
                                       entry.origin))
        where = text_owner(effect.card)
        position = hero.doc.position(effect.source.path)
        for code, message in stored["problems"]:
            report = diagnostics.warning if code.startswith("W") else diagnostics.error
            report(code, f"{where} in {language} ({lang}.ftl): {message}",
                   hero.doc.display, position.line, position.column,
                   f"expected grammar/phrases/{lang}.ftl to render every effect")


def _render_gates(effect: _Effect, lang: str, names: NameTable) -> tuple[list, set[NameIssue]]:
    """The problems of one effect in one language, and the name issues its rendering found.
    A renderer of its own and an empty set of name issues for each effect, so that the
    result depends on this effect alone, not on what was rendered before it."""
    from cardsmith.grammar.i18n_gates import render_problems
    from cardsmith.grammar.render_text import TextRenderer

    earlier, names.issues = names.issues, set()
    try:
        renderer = TextRenderer(lang, names)
        ast = effect.source.ast
        problems = render_problems(ast, lang, renderer=renderer, values=None,
                                   limit=MAX_RENDER_PROBLEMS)
        if not problems and lang == SOURCE_LANGUAGE:
            problems = _canonical_problems(ast, renderer)
        return problems, names.issues
    finally:
        names.issues = earlier


def _plain_result(problems: list, found: set[NameIssue], effect: _Effect) -> dict | None:
    """The result as plain data, as the cache keeps it: {"problems": [[code, message], ...],
    "issues": [[lang, index of the name in effect.entries, problem, form], ...]}; None when
    an issue is of a name the effect does not look up (the cache could not name it)."""
    issues = []
    for issue in sorted(found, key=lambda i: (i.lang, i.english, i.problem, i.form)):
        index = next((i for i, e in enumerate(effect.entries) if e is issue.entry), None)
        if index is None:
            return None
        issues.append([issue.lang, index, issue.problem, issue.form])
    return {"problems": [[p.code, p.message] for p in problems], "issues": issues}


def _stored_result(value: Any, effect: _Effect) -> dict | None:
    """A cached result, if it has the shape `_plain_result` gives; else None (render)."""
    if not isinstance(value, dict) or not isinstance(value.get("problems"), list) \
            or not isinstance(value.get("issues"), list):
        return None
    for item in value["problems"]:
        if not (isinstance(item, list) and len(item) == 2 and _is_code(item[0])
                and isinstance(item[1], str)):
            return None
    for item in value["issues"]:
        if not (isinstance(item, list) and len(item) == 4 and item[0] in LANGUAGES
                and type(item[1]) is int and 0 <= item[1] < len(effect.entries)
                and effect.entries[item[1]] is not None
                and isinstance(item[2], str) and isinstance(item[3], str)):
            return None
    return value


def _is_code(value: Any) -> bool:
    return isinstance(value, str) and _CODE.fullmatch(value) is not None


def _canonical_problems(ast, renderer):
    """The English catalog must print the canonical text (render_en) exactly."""
    from cardsmith.grammar.i18n_gates import RenderProblem
    from cardsmith.grammar.render_en import render_en

    text, canonical = renderer.text(ast), render_en(ast)
    if text == canonical:
        return []
    return [RenderProblem("W804", f"prints {text!r} where the canonical text is {canonical!r}")]


def translated_languages(names: NameTable) -> list[str]:
    """The languages a hero file gives at least one translation for (of its own)."""
    return [lang for lang in TRANSLATED
            if any(lang in entry.translations for entry in names.entries)]


def _check_names(hero: Hero, names: NameTable, glossaries: Glossaries,
                 diagnostics: Diagnostics) -> None:
    doc = hero.doc
    languages = translated_languages(names)
    if not languages and not hero.incomplete:  # a file that breaks its schema: that first
        position = doc.position(("name",))
        diagnostics.warning("W812", f"hero '{hero.name}' has no translations: its names print "
                            "in English in every other language, except those the glossary "
                            "gives", doc.display, position.line, position.column,
                            "expected translations: {it: {name: ...}, pl: ...} on the fighters "
                            "and cards (docs/translating.md)", len(hero.name))
    used = {text for text, _, _ in used_remarks(hero)}  # a stale remark is W815, no more
    for lang in languages:
        language = LANGUAGES[lang].english_name
        for entry in names.untranslated(lang):
            if entry.kind == "remark" and entry.english not in used:
                continue
            position = doc.position(entry.path)
            diagnostics.warning("W810", f"{entry.kind} '{entry.english}' has no {language} "
                                f"{entry.field_name}; the English one is printed",
                                doc.display, position.line, position.column,
                                entry.expected(lang), len(entry.english))
        _check_undeclared_remarks(hero, names, lang, diagnostics)
    _check_glossary_titles(hero, names, diagnostics)
    _check_form_translations(hero, diagnostics)
    for issue in sorted(names.issues, key=lambda i: (i.lang, i.english, i.form)):
        if issue.problem == "missing":
            _missing_form(hero, glossaries, issue.entry, issue.lang, issue.form, diagnostics)


def _check_undeclared_remarks(hero: Hero, names: NameTable, lang: str,
                              diagnostics: Diagnostics) -> None:
    """Free text the file declares nowhere, so it has no translation: a remark with no
    `remarks` entry, a form word with no `forms: word` (W810 where the text has it)."""
    language = LANGUAGES[lang].english_name
    undeclared = [(text, source, max(source.text.find(text), 0), NameEntry("remark", text, ()))
                  for text, _, source in used_remarks(hero)
                  if names.lookup("remark", text) is None]
    undeclared += [(node.word, source, node.span.start if node.span else 0,
                    NameEntry("form word", node.word, ()))
                   for node, source in form_changes(hero)
                   if hero.forms and "word" not in hero.forms]  # else E324, E325 or named
    for text, source, offset, entry in undeclared:
        position = source.position(offset + (len("change ") if entry.kind == "form word" else 0))
        diagnostics.warning("W810", f"{entry.kind} '{text}' has no {language} "
                            f"{entry.field_name}; the English one is printed",
                            hero.doc.display, position.line, position.column,
                            entry.expected(lang), len(text))


def _check_glossary_titles(hero: Hero, names: NameTable, diagnostics: Diagnostics) -> None:
    """A card the glossary translates prints the glossary's title in every deck."""
    glossary = next((e.glossary for e in names.entries if e.glossary is not None), None)
    if glossary is None:
        return
    for entry in names.entries:
        for lang in TRANSLATED:
            own, hit = entry.own(lang), glossary.lookup(lang, entry.kind, entry.english)
            if entry.kind != "card" or own is None or hit is None or hit.kept \
                    or own["title"] == hit.data["title"]:
                continue
            origin, path = entry.location(lang)
            position = hero.doc.position(path)
            diagnostics.warning("W813", f"card '{entry.english}' is '{own['title']}' in "
                                f"{LANGUAGES[lang].english_name} here but "
                                f"'{hit.data['title']}' in the glossary: a card shared by "
                                "several decks reads the same in each", hero.doc.display,
                                position.line, position.column,
                                f"expected the glossary's title, or no {lang} translation here",
                                len(own["title"]))


def _check_form_translations(hero: Hero, diagnostics: Diagnostics) -> None:
    forms = hero.forms or {}
    known = list(forms.get("names", []))
    for form in (forms.get("translations") or {}):
        if form not in known:
            position = hero.doc.key_position(("forms", "translations", form))
            diagnostics.error("E814", f"'{form}' has translations but is not a form of "
                              f"{hero.name}", hero.doc.display, position.line, position.column,
                              "expected one of: " + ", ".join(known), len(form))


def _missing_form(hero: Hero, glossaries: Glossaries, entry: NameEntry, lang: str, form: str,
                  diagnostics: Diagnostics) -> None:
    origin, path = entry.location(lang)
    doc = glossaries.doc(origin.id) if origin.kind == "glossary" else hero.doc
    if doc is None:
        return
    position = doc.position(path)
    language = LANGUAGES[lang].english_name
    where = "in the glossary" if origin.kind == "glossary" else "in the translation"
    diagnostic = Diagnostic("W811", f"{entry.kind} '{entry.english}': a card needs its {language} "
                            f"{form.replace('_', ' ')}, which the translation does not give; "
                            "the nominative is printed", doc.display, position.line,
                            position.column, Severity.WARNING,
                            f"expected '{form}:' {where} ({lang})")
    if diagnostic not in diagnostics.items:  # a glossary name: once, not once a hero
        diagnostics.add(diagnostic)

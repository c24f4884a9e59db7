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
- Names: in a language the hero file is translated into (it gives a translation for that
  language somewhere), a name without one is reported where the English name stands (W810);
  a form or gender that a card needs and the translation lacks is reported where the
  translation stands (W811). `cardsmith i18n status` lists all of them, for every language.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from cardsmith.grammar.i18n_catalog import catalog_path
from cardsmith.grammar.i18n_gates import (Problem, RenderProblem, catalog_problems,
                                          render_problems)
from cardsmith.grammar.i18n_lang import LANGUAGES, SOURCE_LANGUAGE, TRANSLATED
from cardsmith.grammar.i18n_names import NameEntry, NameTable
from cardsmith.grammar.render_en import render_en
from cardsmith.grammar.render_text import TextRenderer

from .diagnostics import Diagnostic, Diagnostics, Severity
from .model import Hero, Ruleset

MAX_RENDER_PROBLEMS = 3  # per text and language: one broken message fails many cards


@lru_cache(maxsize=1)
def _catalog_diagnostics() -> tuple[Diagnostic, ...]:
    return tuple(_catalog_diagnostic(problem) for problem in catalog_problems())


def _catalog_diagnostic(problem: Problem) -> Diagnostic:
    path = catalog_path(problem.lang)
    try:
        display = str(path.relative_to(Path.cwd()))
    except ValueError:
        display = str(path)
    return Diagnostic(problem.code, problem.message, display, problem.line, problem.column,
                      Severity.ERROR, "expected every catalog to match grammar/phrases/en.ftl")


def check_i18n(hero: Hero, ruleset: Ruleset, diagnostics: Diagnostics) -> None:
    broken = set()
    for diagnostic in _catalog_diagnostics():
        if diagnostic.code == "E800":
            broken.add(Path(diagnostic.file).stem)
        if diagnostic not in diagnostics.items:  # once a run, not once a hero
            diagnostics.add(diagnostic)
    names = NameTable.from_hero_data(hero.doc.data)
    for lang in LANGUAGES:
        if lang not in broken:
            _check_rendering(hero, lang, names, diagnostics)
    _check_names(hero, names, diagnostics)


def _check_rendering(hero: Hero, lang: str, names: NameTable, diagnostics: Diagnostics) -> None:
    renderer = TextRenderer(lang, names)
    language = LANGUAGES[lang].english_name
    for card, source in hero.effects():
        where = f"card '{card.title}'" if card else "the ability"
        problems = render_problems(source.ast, lang, renderer=renderer, values=None,
                                   limit=MAX_RENDER_PROBLEMS)
        if not problems and lang == SOURCE_LANGUAGE:
            problems = _canonical_problems(source.ast, renderer)
        position = hero.doc.position(source.path)
        for problem in problems:
            report = diagnostics.warning if problem.code.startswith("W") else diagnostics.error
            report(problem.code, f"{where} in {language} ({lang}.ftl): {problem}",
                   hero.doc.display, position.line, position.column,
                   f"expected grammar/phrases/{lang}.ftl to render every effect")


def _canonical_problems(ast, renderer: TextRenderer) -> list[RenderProblem]:
    """The English catalog must print the canonical text (render_en) exactly."""
    text, canonical = renderer.text(ast), render_en(ast)
    if text == canonical:
        return []
    return [RenderProblem("W804", f"prints {text!r} where the canonical text is {canonical!r}")]


def translated_languages(names: NameTable) -> list[str]:
    """The languages a hero file gives at least one translation for."""
    return [lang for lang in TRANSLATED
            if any(lang in entry.translations for entry in names.entries)]


def _check_names(hero: Hero, names: NameTable, diagnostics: Diagnostics) -> None:
    doc = hero.doc
    for lang in translated_languages(names):
        language = LANGUAGES[lang].english_name
        for entry in names.untranslated(lang):
            position = doc.position(entry.path)
            diagnostics.warning("W810", f"{entry.kind} '{entry.english}' has no {language} "
                                f"{entry.field_name}; the English one is printed",
                                doc.display, position.line, position.column,
                                f"expected translations: {{{lang}: {{{entry.field_name}: ...}}}}",
                                len(entry.english))
    for issue in sorted(names.issues, key=lambda i: (i.lang, i.english, i.form)):
        if issue.problem == "missing":
            _missing_form(doc, issue.entry, issue.lang, issue.form, diagnostics)


def _missing_form(doc, entry: NameEntry, lang: str, form: str, diagnostics: Diagnostics) -> None:
    position = doc.position(entry.translation_path(lang))
    language = LANGUAGES[lang].english_name
    diagnostics.warning("W811", f"{entry.kind} '{entry.english}': a card needs its {language} "
                        f"{form.replace('_', ' ')}, which the translation does not give; "
                        "the nominative is printed", doc.display, position.line, position.column,
                        f"expected '{form}:' in translations.{lang}")

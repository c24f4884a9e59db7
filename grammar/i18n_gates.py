"""Quality gates of the text generator, for `cardsmith check` and the tests.

Catalog gates (`catalog_problems`, i18n_gates_catalogs.py): every catalog parses with no
junk; every language has the same public message ids as English; each message prints the
same variables as in English and uses no variable its node cannot give; each plural choice
has a variant for every CLDR plural category of its language (Babel's).

Coverage (`coverage_problems`, i18n_gates_catalogs.py, for the tests and `i18n status`):
every AST node class has its message in every catalog, every field of the class is used by
it, and every value of an enum field is named by a variant.

Render gates (`render_problems`, this module): a text renders in a language for many numbers
(each number of the AST replaced in turn by 0, 1, 2, ... 112: i18n_gates_numbers.py) with no
error, no leftover brace, no bidi isolation mark, exactly the numbers of the AST, and, in a
translation, no English word of the grammar outside names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from babel import Locale
from fluent.syntax import ast as ftl

from . import nodes as n
from .i18n_catalog import Catalog, CatalogError, load_catalog
from .i18n_gates_catalogs import _helpers, _scan, _selects_on
from .i18n_gates_numbers import GATE_NUMBERS, number_variants
from .i18n_lang import LANGUAGES, SOURCE_LANGUAGE
from .i18n_names import NameTable
from .render_text import TextRenderer, message_id

BIDI_MARKS = re.compile("[\u2066-\u2069\u200e\u200f\u202a-\u202e]")
# A word, with the apostrophe of an elision ("all'", "dell'") kept on it.
_WORD = re.compile(r"[^\W\d_]+'?")


@dataclass(frozen=True)
class RenderProblem:
    # E804 does not render, W804 a node class has no message yet, E805 braces, isolation
    # marks or wrong numbers, E806 English words
    code: str
    message: str

    def __str__(self) -> str:
        return self.message


# ---------------------------------------------------------------- render gates


@lru_cache(maxsize=1)
def english_words() -> frozenset[str]:
    """Words of the effect language's grammar, and English function words."""
    from lark.lexer import PatternStr

    from .parser import effect_parser

    words = {t.pattern.value.lower() for t in effect_parser().terminals
             if isinstance(t.pattern, PatternStr) and t.pattern.value.isalpha()}
    words |= {"the", "a", "an", "of", "to", "in", "on", "and", "or", "your", "their", "its",
              "it", "this", "that", "with", "from", "for", "each", "any", "up", "may", "if",
              "then", "instead", "card", "cards", "fighter", "fighters", "space", "spaces",
              "damage", "health", "value", "opponent", "combat", "turn", "zone", "action"}
    return frozenset(words - {"boost"})


def representative_numbers(lang: str, values=GATE_NUMBERS) -> tuple[int, ...]:
    """One value of `values` for each way the catalog can treat a number: by its CLDR plural
    category, and each value some variant names as a literal key ([1]) on its own. A
    catalog selects on a number only by these, and prints it as its digits, so two values of
    one class render to the same text but for the digits: checking one checks both."""
    literal = _literal_keys(lang)
    rule = Locale.parse(LANGUAGES[lang].babel_locale).plural_form
    chosen: dict[object, int] = {}
    for value in values:
        chosen.setdefault(value if value in literal else rule(value), value)
    return tuple(chosen.values())


@lru_cache(maxsize=None)
def _literal_keys(lang: str) -> frozenset[int]:
    catalog = load_catalog(lang)
    messages = catalog.messages()
    spelling = _spelling_selects(catalog)
    keys = set()
    for message in messages.values():
        for select in _scan(message).selects:
            if id(select) not in spelling:
                keys |= {int(float(v.key.value)) for v in select.variants
                         if isinstance(v.key, ftl.NumberLiteral)}
    return frozenset(keys)


def _spelling_selects(catalog: Catalog) -> set[int]:
    """The selects on `$value` of the message `number` and its helpers: it prints a count
    as its digits and chooses by its value only to spell it out ("two", "due"), and a
    number spelled out is not a number site of the gates (`number_sites`)."""
    message = catalog.messages().get(message_id(n.Number))
    if message is None:
        return set()
    return {id(select) for part in [message, *_helpers(catalog, message)]
            for select in _scan(part).selects if _selects_on(select, "value")}


def render_problems(ast: n.Node, lang: str, names: NameTable | None = None,
                    renderer: TextRenderer | None = None, values=GATE_NUMBERS,
                    limit: int = 3) -> list[RenderProblem]:
    """What is wrong with `ast` in `lang`, over its number variants; empty when all is well.
    `values=None`: one value of GATE_NUMBERS per class (`representative_numbers`)."""
    if values is None:
        values = representative_numbers(lang)
    renderer = renderer or TextRenderer(lang, names)
    problems: list[RenderProblem] = []
    for variant, numbers in number_variants(ast, values):
        problem = _variant_problem(variant, numbers, renderer)
        if problem and problem not in problems:
            problems.append(problem)
            if len(problems) >= limit:
                break
    return problems


def _variant_problem(variant: n.Node, expected: list[int],
                     renderer: TextRenderer) -> RenderProblem | None:
    try:
        text = renderer.text(variant)
    except CatalogError as error:
        missing = error.problem.startswith("no message for node class")
        return RenderProblem("W804" if missing else "E804", str(error))
    if "{" in text or "}" in text:
        return RenderProblem("E805", f"a brace is left in {text!r}")
    if BIDI_MARKS.search(text):
        return RenderProblem("E805", f"a bidi isolation mark is left in {text!r}")
    bare = _without_names(text, renderer.inserted_names)
    found = sorted(int(d) for d in re.findall(r"\d+", bare))
    if found != expected:
        return RenderProblem("E805", f"the numbers {found} in {text!r}, but the effect has "
                             f"{expected}")
    if renderer.lang != SOURCE_LANGUAGE:
        english = _english_words_in(bare, LANGUAGES[renderer.lang])
        if english:
            return RenderProblem("E806", f"the English words {', '.join(english)} in {text!r}")
    return None


def _english_words_in(text: str, language) -> list[str]:
    found = set()
    for word in _WORD.findall(text):
        if word.endswith("'") and language.elides:  # Italian "all'inizio" is not "all"
            continue
        bare = word.rstrip("'")
        if bare.lower() in english_words() and bare.lower() not in language.own_words:
            found.add(bare)
    return sorted(found)


def _without_names(text: str, names: set[str]) -> str:
    """The text with every inserted name blanked out, whole words only; also capitalised,
    as it stands at the start of a sentence ("a token" -> "A token ...")."""
    spellings = {spelling for name in names if name
                 for spelling in (name, name[:1].upper() + name[1:])}
    for name in sorted(spellings, key=len, reverse=True):
        text = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", " ", text)
    return text

"""Catalog gates and coverage of the AST (see i18n_gates.py), and the reading of a catalog's
messages they share with the render gates: the variables a message prints and selects on,
its choices, and the language's own helpers it references."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from babel import Locale
from fluent.syntax import ast as ftl

from . import nodes as n
from .i18n_catalog import PRIVATE_PREFIX, Catalog, load_catalog
from .i18n_lang import LANGUAGES, SOURCE_LANGUAGE
from .render_text import (ANTECEDENT_VARIABLES, enum_fields, is_back_reference, kebab,
                          message_id, node_classes)

PLURAL_KEYS = {"zero", "one", "two", "few", "many", "other"}
# Fields an English spelling choice: other languages may leave them unused.
STYLISTIC_FIELDS = {("FighterName", "article"), ("May", "choose_to"),
                    ("IgnoreValue", "of_form"), ("SetValue", "make"), ("AddToValue", "of_form"),
                    ("BoostValue", "form"), ("DealDamage", "equal_first"), ("Place", "on"),
                    ("AtLeastFighters", "around"),  # "a space with four or more X adjacent to it"
                    # a put's verb shared with the put before, "randomly" before the verb
                    ("PutCards", "elided"), ("PutCards", "order_first"),
                    ("DidOptional", "together"),  # English "they do" says both alike
                    ("CardValue", "possessive")}  # "this card's value", "the value of this card"
# Fields the renderer itself uses: the joins of a sentence (and of a row of a table of
# outcomes) go through the message `join`.
RENDERER_FIELDS = {("Sentence", "joins"), ("TableRow", "joins")}
# (`own`: inside a clause a group of players does, "their" is each doer's own: render_text)
GRAMMAR_VARIABLES = {"case", "number", "gender", "initial", "inner", "mark", "own"}


@dataclass(frozen=True)
class Problem:
    code: str
    message: str
    lang: str
    line: int = 0
    column: int = 0

    @property
    def file(self) -> str:
        return f"grammar/phrases/{self.lang}.ftl"


# ---------------------------------------------------------------- reading catalogs


class _Variables:
    """Variables of a pattern: printed ones (placeables) and those only selected on."""

    def __init__(self) -> None:
        self.printed: set[str] = set()
        self.selected: set[str] = set()
        self.selects: list[ftl.SelectExpression] = []
        self.references: list[str] = []

    def walk(self, node) -> None:
        if isinstance(node, ftl.Pattern):
            for element in node.elements:
                self.walk(element)
        elif isinstance(node, ftl.Placeable):
            if isinstance(node.expression, ftl.VariableReference):
                self.printed.add(node.expression.id.name)
            else:
                self.walk(node.expression)
        elif isinstance(node, ftl.SelectExpression):
            if isinstance(node.selector, ftl.VariableReference):
                self.selected.add(node.selector.id.name)
            self.selects.append(node)
            for variant in node.variants:
                self.walk(variant.value)
        elif isinstance(node, ftl.MessageReference):
            self.references.append(node.id.name)
        elif isinstance(node, ftl.VariableReference):
            self.selected.add(node.id.name)


_SCANS: dict[tuple[int, bool], tuple[ftl.Message, _Variables]] = {}


def _scan(message: ftl.Message, attributes: bool = True) -> _Variables:
    key = (id(message), attributes)
    cached = _SCANS.get(key)
    if cached is not None and cached[0] is message:
        return cached[1]
    found = _Variables()
    if message.value is not None:
        found.walk(message.value)
    if attributes:
        for attribute in message.attributes:
            found.walk(attribute.value)
    _SCANS[key] = (message, found)
    return found


def _at(catalog: Catalog, node) -> tuple[int, int]:
    return catalog.position(node.span.start) if node.span else (0, 0)


def _catalogs() -> dict[str, Catalog]:
    return {lang: load_catalog(lang) for lang in LANGUAGES}


# ---------------------------------------------------------------- catalog gates


def catalog_problems(catalogs: dict[str, Catalog] | None = None) -> list[Problem]:
    catalogs = catalogs or _catalogs()
    problems: list[Problem] = []
    for lang, catalog in catalogs.items():
        for junk in catalog.junk():
            notes = "; ".join(a.message for a in junk.annotations) or "not Fluent syntax"
            problems.append(Problem("E800", f"{lang}.ftl does not parse: {notes}", lang,
                                    *_at(catalog, junk)))
        problems += _comment_problems(catalog)
    reference = catalogs[SOURCE_LANGUAGE]
    for lang, catalog in catalogs.items():
        if lang != SOURCE_LANGUAGE:
            problems += _id_problems(reference, catalog)
            problems += _variable_problems(reference, catalog)
        problems += _plural_problems(catalog)
    return problems


_INDENTED_COMMENT = re.compile(r"\n[ \t]*#")  # Fluent has taken the indentation off


def _comment_problems(catalog: Catalog) -> list[Problem]:
    """An indented `#` line is not a comment in Fluent but text of the message above it
    (an attribute `.is-him` would read "false # ..."): the catalog means something else."""
    problems = []
    for mid, message in catalog.messages().items():
        for pattern in [message.value] + [a.value for a in message.attributes]:
            texts = [e for e in (pattern.elements if pattern else ())
                     if isinstance(e, ftl.TextElement)]
            for element in texts:
                if _INDENTED_COMMENT.search(element.value):
                    where = catalog.source.find("#", element.span.start) if element.span else -1
                    problems.append(Problem("E800", f"{catalog.lang}.ftl: message '{mid}' has an "
                                            "indented '#' line, which Fluent reads as its text "
                                            "(comments start at the beginning of a line)",
                                            catalog.lang, *(catalog.position(where) if where >= 0
                                                            else (0, 0))))
    return problems


def _id_problems(reference: Catalog, catalog: Catalog) -> list[Problem]:
    problems = []
    ours, theirs = catalog.messages(), reference.messages()
    for mid in sorted(reference.public_ids() - catalog.public_ids()):
        line, column = _at(reference, theirs[mid])
        problems.append(Problem("E801", f"{catalog.lang}.ftl has no message '{mid}' "
                                f"(en.ftl:{line} has it)", catalog.lang, 1, 1))
    for mid in sorted(catalog.public_ids() - reference.public_ids()):
        problems.append(Problem("E801", f"{catalog.lang}.ftl has a message '{mid}' that "
                                "en.ftl has not (a language's own helpers start with "
                                f"'{PRIVATE_PREFIX}')", catalog.lang, *_at(catalog, ours[mid])))
    return problems


def _variable_problems(reference: Catalog, catalog: Catalog) -> list[Problem]:
    problems = []
    theirs = reference.messages()
    for mid, message in catalog.messages().items():
        if mid not in theirs or mid.startswith(PRIVATE_PREFIX):
            continue
        fields = _node_fields().get(mid, frozenset())
        printed = _printed_fields(catalog, message, fields)
        expected = _printed_fields(reference, theirs[mid], fields)
        allowed = _interface(mid) | _used_variables(reference, theirs[mid])
        unknown = sorted(v for v in _used_variables(catalog, message) if not _allowed(v, allowed))
        if printed != expected or unknown:
            parts = []
            if expected - printed:
                parts.append("does not print " + ", ".join(f"${v}" for v in sorted(expected - printed)))
            if printed - expected:
                parts.append("prints " + ", ".join(f"${v}" for v in sorted(printed - expected))
                             + " that English does not")
            if unknown:
                parts.append("uses unknown " + ", ".join(f"${v}" for v in unknown))
            problems.append(Problem("E802", f"{catalog.lang}.ftl: message '{mid}' "
                                    + "; ".join(parts), catalog.lang, *_at(catalog, message)))
    return problems


def _printed_fields(catalog: Catalog, message: ftl.Message, fields: frozenset[str]) -> set[str]:
    """What a message prints, by field: $card and $card-possessive both print the card."""
    printed = set(_scan(message, False).printed)
    for helper in _helpers(catalog, message):
        printed |= _scan(helper, False).printed
    return {next((f for f in fields if v == f or v.startswith(f"{f}-")), v) for v in printed}


def _used_variables(catalog: Catalog, message: ftl.Message) -> set[str]:
    """Variables of a message and of the language's own helpers it references."""
    found = _scan(message)
    used = found.printed | found.selected
    for helper in _helpers(catalog, message):
        helper_vars = _scan(helper)
        used |= helper_vars.printed | helper_vars.selected
    return used


def _helpers(catalog: Catalog, message: ftl.Message, seen: set | None = None) -> list[ftl.Message]:
    """The language's own helper messages (lang-...) a message references, recursively."""
    seen = seen if seen is not None else set()
    messages = catalog.messages()
    found = []
    for mid in _scan(message).references:
        if mid.startswith(PRIVATE_PREFIX) and mid in messages and mid not in seen:
            seen.add(mid)
            found.append(messages[mid])
            found += _helpers(catalog, messages[mid], seen)
    return found


@lru_cache(maxsize=None)
def _node_fields() -> dict[str, frozenset[str]]:
    return {message_id(cls): frozenset(kebab(f.name) for f in n.text_fields(cls))
            for cls in node_classes()}


def _interface(mid: str) -> set[str]:
    return (set(GRAMMAR_VARIABLES) | set(_node_fields().get(mid, ()))
            | _back_references().get(mid, set()))


@lru_cache(maxsize=None)
def _back_references() -> dict[str, set[str]]:
    """The variables a back-reference's message is given besides its fields."""
    return {message_id(cls): set(ANTECEDENT_VARIABLES) for cls in node_classes()
            if is_back_reference(cls)}


def _allowed(variable: str, allowed: set[str]) -> bool:
    if variable in allowed:
        return True
    return any(variable.startswith(f"{name}-") for name in allowed - GRAMMAR_VARIABLES)


def plural_categories(lang: str) -> set[str]:
    """The CLDR plural categories of a language, from Babel."""
    return set(Locale.parse(LANGUAGES[lang].babel_locale).plural_form.tags) | {"other"}


def _plural_problems(catalog: Catalog) -> list[Problem]:
    problems = []
    needed = plural_categories(catalog.lang)
    for mid, message in catalog.messages().items():
        for select in _scan(message).selects:
            if not _is_plural_choice(select):
                continue
            keys = {v.key.name for v in select.variants if isinstance(v.key, ftl.Identifier)}
            missing = needed - keys
            if missing:
                problems.append(Problem(
                    "E803", f"{catalog.lang}.ftl: message '{mid}' chooses by number without "
                    f"the plural categories {', '.join(sorted(missing))} (CLDR for "
                    f"{catalog.lang}: {', '.join(sorted(needed))})", catalog.lang,
                    *_at(catalog, select)))
    return problems


def _is_plural_choice(select: ftl.SelectExpression) -> bool:
    """A choice on a number by its plural category: every key a category or a number,
    at least one a category other than 'other'."""
    keys = [v.key for v in select.variants]
    names = {k.name for k in keys if isinstance(k, ftl.Identifier)}
    return (isinstance(select.selector, ftl.VariableReference) and names <= PLURAL_KEYS
            and bool(names - {"other"}))


# ---------------------------------------------------------------- coverage of the AST


def coverage_problems(catalogs: dict[str, Catalog] | None = None) -> list[Problem]:
    """Node classes without a message, fields a message ignores, enum values no variant names."""
    catalogs = catalogs or _catalogs()
    problems = []
    for lang, catalog in catalogs.items():
        messages = catalog.messages()
        for cls in node_classes():
            mid = message_id(cls)
            if mid not in messages:
                problems.append(Problem("E801", f"{lang}.ftl has no message '{mid}' for the "
                                        f"node class {cls.__name__}", lang, 1, 1))
                continue
            problems += _field_problems(catalog, cls, messages[mid])
    return problems


def _field_problems(catalog: Catalog, cls: type, message: ftl.Message) -> list[Problem]:
    problems = []
    used = _used_variables(catalog, message)
    attributes = {a.id.name for a in message.attributes}
    where = _at(catalog, message)
    for f in n.text_fields(cls):
        key = kebab(f.name)
        if (cls.__name__, f.name) in STYLISTIC_FIELDS | RENDERER_FIELDS:
            continue
        if not any(v == key or v.startswith(f"{key}-") for v in used) and key not in attributes:
            problems.append(Problem("E802", f"{catalog.lang}.ftl: message '{message.id.name}' "
                                    f"does not use the field '{f.name}' of {cls.__name__} "
                                    f"(${key})", catalog.lang, *where))
    selects = _scan(message).selects + [s for h in _helpers(catalog, message)
                                        for s in _scan(h).selects]
    for key, values, optional in enum_fields(cls):
        named = {v.key.name for s in selects if _selects_on(s, key)
                 for v in s.variants if isinstance(v.key, ftl.Identifier)}
        if not named:
            continue
        wanted = ({kebab(member.name) for member in values}
                  | ({"none"} if optional else set()))
        for value in sorted(wanted - named):
            problems.append(Problem("E802", f"{catalog.lang}.ftl: message '{message.id.name}' "
                                    f"has no variant [{value}] for ${key}", catalog.lang, *where))
    return problems


def _selects_on(select: ftl.SelectExpression, key: str) -> bool:
    return isinstance(select.selector, ftl.VariableReference) and select.selector.id.name == key

"""Quality gates of the text generator, for `cardsmith check` and the tests.

Catalog gates (`catalog_problems`): every catalog parses with no junk; every language has
the same public message ids as English; each message prints the same variables as in
English and uses no variable its node cannot give; each plural choice has a variant for
every CLDR plural category of its language (Babel's).

Coverage (`coverage_problems`, for the tests and `i18n status`): every AST node class has
its message in every catalog, every field of the class is used by it, and every value of
an enum field is named by a variant.

Render gates (`render_problems`): a text renders in a language for many numbers (each number
of the AST replaced in turn by 0, 1, 2, ... 112) with no error, no leftover brace, no bidi
isolation mark, exactly the numbers of the AST, and, in a translation, no English word of
the grammar outside names.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterator

from babel import Locale
from fluent.syntax import ast as ftl

from . import nodes as n
from .i18n_catalog import PRIVATE_PREFIX, Catalog, CatalogError, load_catalog
from .i18n_lang import LANGUAGES, SOURCE_LANGUAGE
from .i18n_names import NameTable
from .render_text import (ANTECEDENT_VARIABLES, TextRenderer, enum_fields, is_back_reference,
                          kebab, message_id, node_classes)

GATE_NUMBERS = (0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 101, 112)
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


# ---------------------------------------------------------------- numbers in an AST


def number_sites(node: n.Node, path: tuple = ()) -> Iterator[tuple[tuple, bool]]:
    """(path, is a Number node) for every number of an AST: Number nodes (also those written
    "a") and int fields (a value "is 5 instead"). A path step is a field name, or (field,
    index) inside a tuple. A number spelled out ("up to two times", "chooses one") is a
    word of the text, not a number of it: each catalog writes its own word for it."""
    if isinstance(node, n.Number):
        if not node.spelled:
            yield path, True
        return
    for f in n.text_fields(type(node)):
        value = getattr(node, f.name)
        if isinstance(value, bool):
            continue
        if isinstance(value, int):
            yield path + (f.name,), False
        elif isinstance(value, n.Node):
            yield from number_sites(value, path + (f.name,))
        elif isinstance(value, tuple):
            for index, item in enumerate(value):
                if isinstance(item, n.Node):
                    yield from number_sites(item, path + ((f.name, index),))


def _get(node: n.Node, path: tuple):
    for step in path:
        node = getattr(node, step[0])[step[1]] if isinstance(step, tuple) else getattr(node, step)
    return node


def with_number(node: n.Node, path: tuple, value: int) -> n.Node:
    """A copy of the AST with the number at `path` replaced (dataclasses.replace)."""
    if not path:
        return dataclasses.replace(node, value=value, article=False)
    step, rest = path[0], path[1:]
    if isinstance(step, tuple):
        name, index = step
        items = list(getattr(node, name))
        items[index] = with_number(items[index], rest, value)
        return dataclasses.replace(node, **{name: tuple(items)})
    current = getattr(node, step)
    if isinstance(current, n.Node):
        return dataclasses.replace(node, **{step: with_number(current, rest, value)})
    return dataclasses.replace(node, **{step: value})


def numbers_of(node: n.Node) -> list[int]:
    """The numbers an AST prints in digits, sorted (a Number written "a" prints none)."""
    found = (_written(node, path, is_node) for path, is_node in number_sites(node))
    return sorted(v for v in found if v is not None)


def number_variants(ast: n.Node, values=GATE_NUMBERS) -> Iterator[tuple[n.Node, list[int]]]:
    """(variant, its numbers): the AST as written, then each of its numbers replaced in turn
    by each value, then all of them at once by each value.

    A number replaced on its own is rendered in the sentence it stands in (under its
    section's header), not in the whole text: what a catalog makes of one number depends on
    its sentence, and rendering the whole text for each number made the gates quadratic in
    the length of a text. The text as written and with all numbers replaced is whole."""
    sites = list(number_sites(ast))
    written = [_written(ast, path, is_node) for path, is_node in sites]
    yield ast, sorted(v for v in written if v is not None)
    for path, _ in sites:
        local, local_path = _enclosing_sentence(ast, path)
        for value in values:
            variant = with_number(local, local_path, value)
            yield variant, numbers_of(variant)
    if len(sites) > 1:
        for value in values:
            variant = ast
            for path, _ in sites:
                variant = with_number(variant, path, value)
            yield variant, [value] * len(sites)


def _enclosing_sentence(ast: n.Node, path: tuple) -> tuple[n.Node, tuple]:
    """The part of an effect text to render a number at `path` in, and the number's path in
    it: the section with only the number's sentence (with its first sentence, for a number
    in the header). Other nodes than a whole text are rendered whole."""
    if not (isinstance(ast, n.EffectText) and len(path) >= 2 and path[0][0] == "sections"):
        return ast, path
    section = ast.sections[path[0][1]]
    step = path[1]
    if isinstance(step, tuple) and step[0] == "sentences":
        kept, rest = section.sentences[step[1]], (("sentences", 0),) + path[2:]
    else:
        kept, rest = section.sentences[0], path[1:]
    local = dataclasses.replace(section, sentences=(kept,))
    return n.EffectText((local,), span=ast.span), (("sections", 0),) + rest


def _written(ast: n.Node, path: tuple, is_node: bool) -> int | None:
    target = _get(ast, path)
    if not is_node:
        return target
    return None if target.article else target.value


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

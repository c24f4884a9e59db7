"""Validate stage: check a loaded document against the JSON Schema of its kind.

`validate_document` tells the document's kind from its top-level `kind` field (E101 when it
cannot), then reports every schema error as E100 at the YAML node it is about, in plain
words: the path (`cards[3].type`), what is wrong, what was expected and, where a close match
exists, "did you mean ...?".

A subschema may have its own wording for its errors: schemas/messages.json gives it by the
subschema's JSON pointer (JSON Schema has no keyword for it, and strict validators such as
ajv reject unknown keywords, so it is not in the schemas); otherwise the message is built
here from the failing keyword.
"""

from __future__ import annotations

import difflib
import json
from functools import lru_cache
from importlib import resources
from typing import Any, Iterable

from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import ValidationError, best_match

from cardsmith.compiler.diagnostics import Diagnostics
from cardsmith.compiler.schema_check import Check, compile_schema, resolve_pointer

KINDS = ("hero", "board", "box", "ruleset", "glossary", "champion", "arena", "traps", "challenges",
         "standard-actions")

_TYPE_NAMES = {
    "integer": "an integer",
    "number": "a number",
    "string": "a string",
    "array": "a list",
    "object": "a mapping",
    "boolean": "true or false",
    "null": "null",
}


def is_integer(checker: Any, instance: Any) -> bool:
    """An integer is what YAML reads as one: `2`, not `2.0`. JSON Schema counts 2.0 as an
    integer (JSON has one kind of number); YAML tells them apart, and the compiler and the
    runtime count with Python ints, so a float where an integer belongs is an error."""
    return isinstance(instance, int) and not isinstance(instance, bool)


# Draft 2020-12 with YAML's integers: every document and bundle is validated with it.
ContentValidator = validators.extend(
    Draft202012Validator,
    type_checker=Draft202012Validator.TYPE_CHECKER.redefine("integer", is_integer))


@lru_cache(maxsize=None)
def load_schema(name: str) -> dict:
    """The schema `schemas/<name>.schema.json` (name: a kind, or 'bundle') as a dict."""
    text = resources.files("cardsmith.schemas").joinpath(f"{name}.schema.json").read_text("utf-8")
    return json.loads(text)


@lru_cache(maxsize=1)
def error_messages() -> dict[str, dict[str, str]]:
    """schemas/messages.json: by schema name, the wording of errors by JSON pointer."""
    text = resources.files("cardsmith.schemas").joinpath("messages.json").read_text("utf-8")
    return {name: table for name, table in json.loads(text).items() if isinstance(table, dict)}


@lru_cache(maxsize=None)
def _messages_by_subschema(name: str) -> dict[int, str]:
    """The wording of errors by the identity of the subschema they are in: jsonschema hands
    each error the subschema object itself, from the cached schema (`load_schema`)."""
    schema = load_schema(name)
    return {id(resolve_pointer(schema, pointer)): message
            for pointer, message in error_messages().get(name, {}).items()}


@lru_cache(maxsize=None)
def validator_for(name: str) -> Draft202012Validator:
    """A cached validator for `schemas/<name>.schema.json`."""
    return ContentValidator(load_schema(name))


@lru_cache(maxsize=None)
def fast_check_for(name: str) -> Check | None:
    """A cached yes-or-no check for `schemas/<name>.schema.json` (see schema_check.py)."""
    return compile_schema(load_schema(name))


def validate_document(doc: Any, diagnostics: Diagnostics) -> str | None:
    """Validate `doc` against the schema of its kind; the kind if it is valid, else None."""
    kind = _document_kind(doc, diagnostics)
    if kind is None:
        return None
    check = fast_check_for(kind)
    if check is not None and check(doc.data):
        return kind  # valid: no need for jsonschema's slower walk, which finds the errors
    reports = _reports(doc, validator_for(kind).iter_errors(doc.data), _messages_by_subschema(kind))
    for line, column, message, hint, length in reports:
        diagnostics.error("E100", message, doc.display, line, column, hint, length)
    return None if reports else kind


# --- the kind ---------------------------------------------------------------------------

def _document_kind(doc: Any, diagnostics: Diagnostics) -> str | None:
    expected = "expected one of: " + ", ".join(KINDS)
    data = doc.data
    if not isinstance(data, dict):
        pos = doc.position(())
        got = "empty" if data is None else _describe(data)
        diagnostics.error("E101", f"the document is {got}, not a mapping with a 'kind' field",
                          doc.display, pos.line, pos.column,
                          "expected a mapping that starts with 'kind: hero' (or board, box, ruleset)")
        return None
    if "kind" not in data:
        pos = doc.position(())
        diagnostics.error("E101", "the document has no 'kind' field", doc.display,
                          pos.line, pos.column, "add 'kind:' with " + expected.replace("expected ", ""))
        return None
    kind = data["kind"]
    if isinstance(kind, str) and kind in KINDS:
        return kind
    pos = doc.position(("kind",))
    hint = expected + _suggestion(kind, KINDS, "; ")
    diagnostics.error("E101", f"unknown kind {_describe(kind)}", doc.display,
                      pos.line, pos.column, hint, _width(kind))
    return None


# --- schema errors ----------------------------------------------------------------------

Report = tuple[int, int, str, str, int]


def _reports(doc: Any, errors: Iterable[ValidationError], messages: dict[int, str]) -> list[Report]:
    """Every error as (line, column, message, hint, length), deduplicated and in file order;
    messages: the schema's own wording, by subschema (`_messages_by_subschema`)."""
    seen: set[Report] = set()
    for error in errors:
        for report in _error_reports(doc, error, messages):
            seen.add(report)
    return sorted(seen)


def _error_reports(doc: Any, error: ValidationError, messages: dict[int, str]) -> list[Report]:
    path = tuple(error.absolute_path)
    custom = messages.get(id(error.schema))
    if custom is not None:
        pos = doc.position(path)
        return [(pos.line, pos.column, _at(path, custom), "", _width(error.instance))]
    if error.validator == "additionalProperties":
        return _unknown_fields(doc, path, error)
    if error.validator == "required":
        return _missing_fields(doc, path, error)
    if error.validator in ("anyOf", "oneOf") and error.context:
        return _error_reports(doc, _closest_form(error), messages)
    message, hint = _explain(error)
    pos = doc.position(path)
    return [(pos.line, pos.column, _at(path, message), hint, _width(error.instance))]


def _closest_form(error: ValidationError) -> ValidationError:
    """The fault within the form the value has: a shot's range that is too long, not that
    a mapping is not the word 'melee'."""
    forms = error.validator_value
    fitting = [e for e in error.context
               if _has_form(forms[e.relative_schema_path[0]], error.instance)]
    return best_match(fitting or error.context)


def _has_form(form: Any, instance: Any) -> bool:
    if not isinstance(form, dict):
        return True
    if "const" in form:
        return type(form["const"]) is type(instance)
    types = form.get("type")
    if types is None:
        return True
    checker = Draft202012Validator.TYPE_CHECKER
    return any(checker.is_type(instance, kind)
               for kind in ([types] if isinstance(types, str) else types))


def _unknown_fields(doc: Any, path: tuple, error: ValidationError) -> list[Report]:
    allowed = list(error.schema.get("properties", {}))
    reports = []
    for key in error.instance:
        if key in allowed:
            continue
        message = f"unknown field {_describe(key)}" + _suggestion(key, allowed, "; ")
        hint = "expected one of the fields: " + ", ".join(allowed)
        pos = doc.key_position(path + (key,))
        reports.append((pos.line, pos.column, _at(path, message), hint, len(str(key))))
    return reports


def _missing_fields(doc: Any, path: tuple, error: ValidationError) -> list[Report]:
    pos = doc.position(path)
    properties = error.schema.get("properties", {})
    reports = []
    for name in error.validator_value:
        if name in error.instance:
            continue
        subschema = properties.get(name)
        description = subschema.get("description", "") if isinstance(subschema, dict) else ""
        hint = f"'{name}': {description}" if description else ""
        reports.append((pos.line, pos.column, _at(path, f"missing required field '{name}'"), hint, 1))
    return reports


def _explain(error: ValidationError) -> tuple[str, str]:
    """A plain message and hint for one failing keyword."""
    keyword, value, instance = error.validator, error.validator_value, error.instance
    if keyword == "enum":
        choices = ", ".join(_plain(v) for v in value)
        hint = "expected one of: " + choices + _suggestion(instance, value, "; ")
        return f"{_describe(instance)} is not one of {choices}", hint
    if keyword == "const":
        return f"{_describe(instance)} is not allowed here", f"expected {_describe(value)}"
    if keyword == "type":
        types = [value] if isinstance(value, str) else list(value)
        wanted = " or ".join(_TYPE_NAMES.get(t, t) for t in types)
        return f"expected {wanted}, got {_describe(instance)}", ""
    return _explain_bounds(keyword, value, instance, error)


def _explain_bounds(keyword: str, value: Any, instance: Any,
                    error: ValidationError) -> tuple[str, str]:
    simple = {
        "minimum": f"{_plain(instance)} is less than the minimum, {_plain(value)}",
        "maximum": f"{_plain(instance)} is more than the maximum, {_plain(value)}",
        "exclusiveMinimum": f"{_plain(instance)} must be more than {_plain(value)}",
        "exclusiveMaximum": f"{_plain(instance)} must be less than {_plain(value)}",
        "minItems": f"needs at least {_count(value, 'item')}, has {len(instance) if isinstance(instance, list) else 0}",
        "maxItems": f"allows at most {_count(value, 'item')}, has {len(instance) if isinstance(instance, list) else 0}",
        "minLength": "must not be empty" if value == 1 else f"needs at least {_count(value, 'character')}",
        "maxLength": f"allows at most {_count(value, 'character')}",
        "pattern": f"{_describe(instance)} does not match the pattern {value}",
        "not": "this field is not allowed here",
        "uniqueItems": f"has the same item twice: {_first_duplicate(instance)}",
    }
    if keyword in simple:
        return simple[keyword], _bound_hint(keyword, error.schema)
    return error.message, ""


_BOUNDS = {"minimum": ("minimum", "maximum", "a number"),
           "maximum": ("minimum", "maximum", "a number"),
           "minItems": ("minItems", "maxItems", "a list of"),
           "maxItems": ("minItems", "maxItems", "a list of"),
           "maxLength": ("minLength", "maxLength", "a text of")}


def _bound_hint(keyword: str, schema: Any) -> str:
    """For a value out of its bounds: the range the field allows and what the field is
    (its description says why a bound is there, such as 'at least 1: ...')."""
    if keyword not in _BOUNDS or not isinstance(schema, dict):
        return ""
    low_key, high_key, noun = _BOUNDS[keyword]
    low, high = schema.get(low_key), schema.get(high_key)
    unit = "" if noun == "a number" else (" items" if noun == "a list of" else " characters")
    if low is not None and high is not None:
        wanted = f"{noun} from {low} to {high}" if not unit else f"{noun} {low} to {high}{unit}"
    elif high is not None:
        wanted = f"{noun} up to {high}" if not unit else f"{noun} at most {high}{unit}"
    else:
        wanted = f"{noun} of at least {low}" if not unit else f"{noun} at least {low}{unit}"
    description = schema.get("description")
    return f"expected {wanted}" + (f"; {description}" if isinstance(description, str) else "")


# --- wording helpers --------------------------------------------------------------------

def _at(path: tuple, message: str) -> str:
    where = format_path(path)
    return f"{where}: {message}" if where else message


def format_path(path: Iterable) -> str:
    """`('cards', 3, 'type')` -> `cards[3].type`."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text


def _plain(value: Any) -> str:
    """A value as it would read in YAML: strings bare, true/false/null, lists and mappings."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str) and len(value) > QUOTED_LENGTH:
        return f"{value[:QUOTED_LENGTH]}... ({len(value)} characters)"
    if isinstance(value, (int, float, str)):
        return str(value)
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


QUOTED_LENGTH = 60  # the most of a value a message quotes: a value may be a whole file


def _describe(value: Any) -> str:
    """Like `_plain` but strings are quoted, so `'atack'` stands out in a sentence."""
    if isinstance(value, str):
        if len(value) > QUOTED_LENGTH:
            return f"'{value[:QUOTED_LENGTH]}...' ({len(value)} characters)"
        return f"'{value}'" if value else "an empty string"
    return _plain(value)


def _suggestion(value: Any, choices: Iterable[Any], sep: str) -> str:
    if not isinstance(value, str):
        return ""
    names = [c for c in choices if isinstance(c, str)]
    close = difflib.get_close_matches(value, names, n=1, cutoff=0.6)
    if not close:
        lowered = {n.lower(): n for n in names}
        close = [lowered[value.lower()]] if value.lower() in lowered else []
    return f"{sep}did you mean '{close[0]}'?" if close else ""


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")


def _first_duplicate(items: Any) -> str:
    seen: list = []
    for item in items if isinstance(items, list) else []:
        if item in seen:
            return _describe(item)
        seen.append(item)
    return "?"


def _width(value: Any) -> int:
    """Caret width for a scalar value; 1 for lists and mappings."""
    if isinstance(value, (str, int, float)) and not isinstance(value, bool):
        return max(1, len(str(value)))
    return 1

"""A fast yes-or-no check of a document against a JSON Schema, for the validate stage.

jsonschema words every error well, but walks even a valid document slowly (it makes a new
validator object for each subschema it visits): on a large library that was a fifth of a
compile. `compile_schema` turns a schema into nested functions that only answer "valid?",
for the keywords our schemas use, with their Draft 2020-12 meaning as jsonschema implements
it (its own `equal` and `uniq` compare values for enum, const and uniqueItems), but for
"integer", which means a YAML integer (validate.ContentValidator). The validate
stage asks jsonschema for the errors only when the answer is no, so what it reports is
jsonschema's alone. A schema with any other keyword compiles to None, and jsonschema then
does all the work. tests/test_schema_check.py keeps the two in agreement.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from jsonschema._utils import equal, uniq

__all__ = ["Check", "compile_schema", "resolve_pointer"]

Check = Callable[[Any], bool]

# Keywords that only describe (annotations), and those that may only stand at the root.
_ANNOTATIONS = {"description", "default", "title", "$comment", "examples", "deprecated",
                "readOnly", "writeOnly", "$defs"}
_ROOT_ONLY = {"$schema", "$id"}
_OBJECT_KEYWORDS = ("properties", "additionalProperties")


class _Unsupported(Exception):
    pass


def compile_schema(schema: Any) -> Check | None:
    """A function telling whether an instance is valid against schema; None when the schema
    uses a keyword this module does not know."""
    try:
        return _Compiler(schema).compile(schema, root=True)
    except _Unsupported:
        return None


def _always(instance: Any) -> bool:
    return True


def _never(instance: Any) -> bool:
    return False


def _all(checks: list[Check]) -> Check:
    if not checks:
        return _always
    if len(checks) == 1:
        return checks[0]

    def check(instance: Any) -> bool:
        for one in checks:
            if not one(instance):
                return False
        return True
    return check


def _is_number(instance: Any) -> bool:
    return isinstance(instance, (int, float)) and not isinstance(instance, bool)


_TYPES: dict[str, Check] = {
    "string": lambda x: isinstance(x, str),
    "object": lambda x: isinstance(x, dict),
    "array": lambda x: isinstance(x, list),
    "boolean": lambda x: isinstance(x, bool),
    "null": lambda x: x is None,
    "number": _is_number,
    # YAML's integers, as validate.ContentValidator counts them: 2, not 2.0
    "integer": lambda x: isinstance(x, int) and not isinstance(x, bool),
}


class _Compiler:
    def __init__(self, root: Any) -> None:
        self.root = root
        self.refs: dict[str, Check] = {}

    def compile(self, schema: Any, root: bool = False) -> Check:
        if schema is True:
            return _always
        if schema is False:
            return _never
        if not isinstance(schema, dict):
            raise _Unsupported(repr(schema))
        checks = []
        for keyword, value in schema.items():
            if keyword in _ANNOTATIONS or (root and keyword in _ROOT_ONLY):
                continue
            if keyword in _OBJECT_KEYWORDS:
                if keyword == "properties" or "properties" not in schema:
                    checks.append(self._object(schema))
                continue
            if keyword in ("then", "else"):
                continue  # read with 'if'; without it, they do nothing
            if keyword == "if":
                value = schema
            build = _KEYWORDS.get(keyword)
            if build is None:
                raise _Unsupported(keyword)
            checks.append(build(self, value))
        return _all(checks)

    def _object(self, schema: dict) -> Check:
        """properties and additionalProperties together: each key is checked once."""
        properties = {name: self.compile(sub) for name, sub in
                      schema.get("properties", {}).items()}
        extra = self.compile(schema["additionalProperties"]) \
            if "additionalProperties" in schema else None

        def check(instance: Any) -> bool:
            if not isinstance(instance, dict):
                return True
            for key, value in instance.items():
                sub = properties.get(key, extra)
                if sub is not None and not sub(value):
                    return False
            return True
        return check

    def ref(self, ref: str) -> Check:
        """A $ref within the schema ('#/$defs/card'); compiled once, recursion allowed."""
        if ref not in self.refs:
            cell: list[Check] = []
            self.refs[ref] = lambda instance: cell[0](instance)
            cell.append(self.compile(self._resolve(ref)))
        return self.refs[ref]

    def _resolve(self, ref: str) -> Any:
        try:
            return resolve_pointer(self.root, ref)
        except LookupError:
            raise _Unsupported(ref) from None


def resolve_pointer(root: Any, ref: str) -> Any:
    """The part of root at a JSON pointer within it ('#/$defs/card'); LookupError if none."""
    if ref != "#" and not ref.startswith("#/"):
        raise LookupError(ref)
    target = root
    for part in ref[2:].split("/") if ref != "#" else []:
        part = part.replace("~1", "/").replace("~0", "~")
        if isinstance(target, list) and part.isdigit() and int(part) < len(target):
            target = target[int(part)]
        elif isinstance(target, dict) and part in target:
            target = target[part]
        else:
            raise LookupError(ref)
    return target


def _type(compiler: _Compiler, value: Any) -> Check:
    names = [value] if isinstance(value, str) else list(value)
    if any(name not in _TYPES for name in names):
        raise _Unsupported(f"type {value}")
    tests = [_TYPES[name] for name in names]
    return tests[0] if len(tests) == 1 else (lambda x: any(test(x) for test in tests))


def _enum(compiler: _Compiler, values: list) -> Check:
    if all(isinstance(value, str) for value in values):
        names = frozenset(values)  # only a string equals a string
        return lambda x: isinstance(x, str) and x in names
    return lambda x: any(equal(x, value) for value in values)


def _bound(test: Callable[[Any, Any], bool], applies: Check) -> Callable[[_Compiler, Any], Check]:
    return lambda compiler, limit: (lambda x: not applies(x) or test(x, limit))


def _pattern(compiler: _Compiler, pattern: str) -> Check:
    search = re.compile(pattern).search
    return lambda x: not isinstance(x, str) or search(x) is not None


def _items(compiler: _Compiler, schema: Any) -> Check:
    each = compiler.compile(schema)
    return lambda x: not isinstance(x, list) or all(each(item) for item in x)


def _required(compiler: _Compiler, names: list) -> Check:
    return lambda x: not isinstance(x, dict) or all(name in x for name in names)


def _if(compiler: _Compiler, schema: dict) -> Check:
    condition = compiler.compile(schema["if"])
    then = compiler.compile(schema.get("then", True))
    otherwise = compiler.compile(schema.get("else", True))
    return lambda x: then(x) if condition(x) else otherwise(x)


def _subschemas(combine: Callable[[list[Check], Any], bool]) -> Callable[[_Compiler, Any], Check]:
    def build(compiler: _Compiler, schemas: list) -> Check:
        checks = [compiler.compile(schema) for schema in schemas]
        return lambda x: combine(checks, x)
    return build


_is_array = _TYPES["array"]
_is_string = _TYPES["string"]
_KEYWORDS: dict[str, Callable[[_Compiler, Any], Check]] = {
    "type": _type,
    "enum": _enum,
    "const": lambda compiler, value: (lambda x: equal(x, value)),
    "minimum": _bound(lambda x, limit: x >= limit, _is_number),
    "maximum": _bound(lambda x, limit: x <= limit, _is_number),
    "exclusiveMinimum": _bound(lambda x, limit: x > limit, _is_number),
    "exclusiveMaximum": _bound(lambda x, limit: x < limit, _is_number),
    "minLength": _bound(lambda x, limit: len(x) >= limit, _is_string),
    "maxLength": _bound(lambda x, limit: len(x) <= limit, _is_string),
    "minItems": _bound(lambda x, limit: len(x) >= limit, _is_array),
    "maxItems": _bound(lambda x, limit: len(x) <= limit, _is_array),
    "uniqueItems": lambda compiler, value: (
        (lambda x: not isinstance(x, list) or uniq(x)) if value else _always),
    "pattern": _pattern,
    "items": _items,
    "required": _required,
    "$ref": lambda compiler, ref: compiler.ref(ref),
    "if": _if,
    "not": lambda compiler, schema: (lambda check: lambda x: not check(x))(
        compiler.compile(schema)),
    "anyOf": _subschemas(lambda checks, x: any(check(x) for check in checks)),
    "allOf": _subschemas(lambda checks, x: all(check(x) for check in checks)),
    "oneOf": _subschemas(lambda checks, x: sum(1 for check in checks if check(x)) == 1),
}

"""The Fluent catalogs: grammar/phrases/<lang>.ftl, parsed once, with a bundle to format.

Message ids are shared by every language. Ids that start with `lang-` are a language's own
helpers (an article table, a preposition table) that other messages of the same file
reference; no other language needs them. Terms (`-boost`) are private too, as in Fluent.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files
from pathlib import Path

from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from .i18n_lang import LANGUAGES

PRIVATE_PREFIX = "lang-"


class CatalogError(Exception):
    """A message is missing or failed to format: a fault of the catalog, not of the content."""

    def __init__(self, lang: str, message_id: str, problem: str) -> None:
        super().__init__(f"{lang}.ftl: message '{message_id}': {problem}")
        self.lang, self.message_id, self.problem = lang, message_id, problem


def catalog_path(lang: str) -> Path:
    return Path(str(files("cardsmith.grammar").joinpath("phrases", f"{lang}.ftl")))


@dataclass
class Catalog:
    lang: str
    path: Path
    source: str
    resource: ftl.Resource
    bundle: FluentBundle
    _messages: dict[str, ftl.Message] | None = None

    def messages(self) -> dict[str, ftl.Message]:
        if self._messages is None:
            self._messages = {entry.id.name: entry for entry in self.resource.body
                              if isinstance(entry, ftl.Message)}
        return self._messages

    def public_ids(self) -> set[str]:
        return {mid for mid in self.messages() if not mid.startswith(PRIVATE_PREFIX)}

    def junk(self) -> list[ftl.Junk]:
        return [entry for entry in self.resource.body if isinstance(entry, ftl.Junk)]

    def position(self, offset: int) -> tuple[int, int]:
        """1-based line and column of a character offset of the file."""
        line = self.source.count("\n", 0, offset) + 1
        column = offset - (self.source.rfind("\n", 0, offset) + 1) + 1
        return line, column

    def has(self, message_id: str) -> bool:
        return self.bundle.has_message(message_id)

    def attributes(self, message_id: str) -> dict:
        return self.bundle.get_message(message_id).attributes

    def format(self, message_id: str, args: dict, attribute: str | None = None) -> str:
        if not self.bundle.has_message(message_id):
            raise CatalogError(self.lang, message_id, "no such message")
        message = self.bundle.get_message(message_id)
        pattern = message.attributes.get(attribute) if attribute else message.value
        if pattern is None:
            what = f"attribute '.{attribute}'" if attribute else "value"
            raise CatalogError(self.lang, message_id, f"has no {what}")
        text, errors = _format(self.bundle, pattern, args)
        if errors:
            where = f".{attribute}" if attribute else ""
            raise CatalogError(self.lang, message_id + where, "; ".join(map(str, errors)))
        return text


def _format(bundle: FluentBundle, pattern, args: dict) -> tuple[str, list]:
    """`bundle.format_pattern`, without converting the arguments again on every call: the
    renderer passes only str and FluentNumber values, which need no conversion."""
    if _Environment is None:
        return bundle.format_pattern(pattern, args)
    errors: list = []
    env = _Environment(context=bundle, current=_Current(args=args), errors=errors)
    try:
        return pattern(env), errors
    except ValueError as error:  # fluent.runtime's own limits (too many parts)
        return "{???}", [error]


try:  # fluent.runtime 0.4's resolver environment; without it, the public call is used
    from fluent.runtime.resolver import CurrentEnvironment as _Current
    from fluent.runtime.resolver import ResolverEnvironment as _Environment
except ImportError:  # pragma: no cover
    _Current = _Environment = None


def parse_catalog(lang: str, source: str, path: Path) -> Catalog:
    resource = FluentParser(with_spans=True).parse(source)
    bundle = FluentBundle([LANGUAGES[lang].babel_locale], use_isolating=False)
    bundle.add_resource(resource)
    return Catalog(lang, path, source, resource, bundle)


@lru_cache(maxsize=None)
def load_catalog(lang: str) -> Catalog:
    if lang not in LANGUAGES:
        raise KeyError(f"unknown language '{lang}' (known: {', '.join(LANGUAGES)})")
    path = catalog_path(lang)
    return parse_catalog(lang, path.read_text(encoding="utf-8"), path)

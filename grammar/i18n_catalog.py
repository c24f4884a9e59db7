"""The Fluent catalogs: grammar/phrases/<lang>.ftl, parsed once, with a bundle to format.

Message ids are shared by every language. Ids that start with `lang-` are a language's own
helpers (an article table, a preposition table) that other messages of the same file
reference; no other language needs them. Terms (`-boost`) are private too, as in Fluent.
"""

from __future__ import annotations

import hashlib
import pickle
import sys
from contextlib import suppress
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from .i18n_lang import LANGUAGES, catalog_path  # noqa: F401 - catalog_path is named here too

PRIVATE_PREFIX = "lang-"


class CatalogError(Exception):
    """A message is missing or failed to format: a fault of the catalog, not of the content."""

    def __init__(self, lang: str, message_id: str, problem: str) -> None:
        super().__init__(f"{lang}.ftl: message '{message_id}': {problem}")
        self.lang, self.message_id, self.problem = lang, message_id, problem


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
    return _catalog(lang, source, path, FluentParser(with_spans=True).parse(source))


@lru_cache(maxsize=None)
def load_catalog(lang: str) -> Catalog:
    if lang not in LANGUAGES:
        raise KeyError(f"unknown language '{lang}' (known: {', '.join(LANGUAGES)})")
    path = catalog_path(lang)
    source = path.read_text(encoding="utf-8")
    resource = _cached_resource(lang, source)
    if resource is None:
        return parse_catalog(lang, source, path)
    return _catalog(lang, source, path, resource)


def _catalog(lang: str, source: str, path: Path, resource: ftl.Resource) -> Catalog:
    bundle = FluentBundle([LANGUAGES[lang].babel_locale], use_isolating=False)
    bundle.add_resource(resource)
    return Catalog(lang, path, source, resource, bundle)


# Parsing the five catalogs with fluent.syntax takes about half a second; the parsed
# resource is kept in the per-user cache of grammar/cache.py, named by a hash of the
# catalog's text and the versions that read it, like the parser tables.


@lru_cache(maxsize=1)
def _versions() -> str:
    from importlib.metadata import version

    from cardsmith import __version__ as cardsmith_version

    return "\0".join([version("fluent.syntax"), cardsmith_version,
                      "%d.%d" % sys.version_info[:2]])


def _resource_path(lang: str, source: str) -> Path | None:
    from .cache import cache_folder

    folder = cache_folder()
    if folder is None:
        return None
    parts = [source, _versions()]
    key = hashlib.sha256("\0".join(parts).encode("utf-8")).hexdigest()[:32]
    return folder / f"phrases-{lang}-{key}.pickle"


def _cached_resource(lang: str, source: str) -> ftl.Resource | None:
    """The parsed catalog: read back from the cache, or parsed and saved there. None when
    the cache cannot be used at all (then the caller parses)."""
    try:
        path = _resource_path(lang, source)
    except Exception:  # noqa: BLE001 - no version to key on: parse every time
        return None
    if path is None:
        return None
    from .cache import read_signed, write_signed

    payload = read_signed(path)  # only a file this user's cardsmith wrote is unpickled
    if payload is not None:
        with suppress(Exception):  # unloadable (another fluent.syntax): parse it again
            resource = pickle.loads(payload)
            if isinstance(resource, ftl.Resource):
                return resource
    resource = FluentParser(with_spans=True).parse(source)
    with suppress(Exception):
        write_signed(path, pickle.dumps(resource, protocol=pickle.HIGHEST_PROTOCOL))
    return resource

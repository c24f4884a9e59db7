"""The message catalogs beside the card phrases: the game log's (`phrases/log/<lang>.ftl`,
runtime/engine/log.py) and the play table's (`phrases/table/<lang>.ftl`,
cardsmith/table_text.py). Each is a plain Fluent bundle: its messages are looked up by id and
formatted with the caller's arguments, and a missing message or a formatting error is the
catalog's fault, raised as such (the tests make every catalog complete)."""

from __future__ import annotations

from functools import lru_cache
from importlib.resources import files
from typing import Any

from fluent.runtime import FluentBundle, FluentResource

from .i18n_lang import LANGUAGES


class MessageCatalogError(Exception):
    """A message is missing from a catalog or does not format."""


def catalog_path(folder: str, lang: str) -> Any:
    """`folder`: "log" or "table"."""
    return files("cardsmith.grammar").joinpath("phrases", folder, f"{lang}.ftl")


@lru_cache(maxsize=None)
def message_bundle(folder: str, lang: str) -> FluentBundle:
    bundle = FluentBundle([LANGUAGES[lang].babel_locale], use_isolating=False)
    bundle.add_resource(FluentResource(catalog_path(folder, lang).read_text(encoding="utf-8")))
    return bundle


def format_message(folder: str, lang: str, message_id: str, args: dict[str, Any]) -> str:
    bundle = message_bundle(folder, lang)
    if not bundle.has_message(message_id):
        raise MessageCatalogError(f"{folder}/{lang}.ftl has no message '{message_id}'")
    text, errors = bundle.format_pattern(bundle.get_message(message_id).value, args)
    if errors:
        raise MessageCatalogError(f"{folder}/{lang}.ftl: '{message_id}': "
                                  + "; ".join(map(str, errors)))
    return text

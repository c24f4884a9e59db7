"""Completion: in effect text, the words the parser accepts next, the hero's names and whole
sentences (snippets.yaml); elsewhere, field names and values from the file's JSON Schema
and from the content (fighter names for `user`, hero and board ids for a box).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files
from pathlib import Path
from typing import Any, Callable

import yaml
from lsprotocol import types

from cardsmith.compiler.pipeline import bundled_content
from cardsmith.compiler.validate import KINDS, load_schema
from cardsmith.grammar import assist

from .locate import ITEM, EffectCursor, Slot, YamlCursor

_PLACEHOLDER = re.compile(r"\$\{\d+:([^}]*)\}|\$\d+")
# After these words a NAME is one of the hero's resources ("gain 1 Rage"), not a fighter.
_RESOURCE_VERBS = {"gain", "spend", "of"}


@dataclass(frozen=True)
class Snippet:
    label: str
    body: str  # LSP snippet syntax

    def plain(self) -> str:
        """The sentence with every placeholder's default."""
        return _PLACEHOLDER.sub(lambda m: m[1] or "", self.body)


@lru_cache(maxsize=1)
def snippets() -> tuple[Snippet, ...]:
    text = files("cardsmith.lsp").joinpath("snippets.yaml").read_text(encoding="utf-8")
    return tuple(Snippet(entry["label"], entry["body"]) for entry in yaml.safe_load(text))


# --- effect text -------------------------------------------------------------------------

def effect_items(cursor: EffectCursor, data: Any, replace: types.Range) -> list[types.CompletionItem]:
    prefix = cursor.prefix[:len(cursor.prefix) - len(cursor.word)]
    accepted = assist.next_terminals(prefix)
    if accepted is None:
        return []
    tokens = assist.tokens_before(prefix) or []
    starts_sentence = not tokens or tokens[-1].type in ("DOT", "COLON")
    items = []
    for label, kind in _candidates(accepted, tokens, starts_sentence, _Names.of(data)):
        if assist.fits(prefix, label):
            items.append(_item(label, kind, replace, f"0-{label.lower()}"))
    if starts_sentence:
        for snippet in snippets():
            if assist.fits(prefix, snippet.plain()):
                items.append(types.CompletionItem(
                    label=snippet.label, kind=types.CompletionItemKind.Snippet,
                    detail=snippet.plain(), sort_text=f"1-{snippet.label.lower()}",
                    filter_text=snippet.plain(), insert_text_format=types.InsertTextFormat.Snippet,
                    text_edit=types.TextEdit(range=replace, new_text=snippet.body)))
    return items


@dataclass(frozen=True)
class _Names:
    """What the hero file declares that its text may name, by the terminal that reads it."""

    fighters: tuple[str, ...]
    resources: tuple[str, ...]
    effect_names: tuple[str, ...]  # after a named effect's verb: "cast Toad's Blessing"
    words: dict[str, tuple[str, ...]]  # TOKEN, SYMBOL, AREA, TRAIT, EFFECT_WORD, VERB

    @classmethod
    def of(cls, data: Any) -> "_Names":
        data = data if isinstance(data, dict) else {}
        fighters = [name for f in _dicts(data.get("fighters"))
                    for name in (f.get("name"), f.get("plural"))]
        forms = data.get("forms") if isinstance(data.get("forms"), dict) else {}
        fighters += list(forms.get("names") or [])
        kinds = _dicts(data.get("named_effects"))
        words = {
            assist.TOKEN: _named(data, "tokens", "name", "plural"),
            assist.SYMBOL: _named(data, "symbols", "glyph"),
            "AREA": _named(data, "sub_decks", "name", "plural") + _texts([forms.get("word")]),
            "TRAIT": _named(data, "traits", "name"),
            "EFFECT_WORD": _named(data, "named_effects", "name", "plural"),
            "VERB": _named(data, "named_effects", "verb"),
        }
        return cls(_texts(fighters), _named(data, "resources", "name"),
                   _texts(e.get("name") for kind in kinds for e in _dicts(kind.get("effects"))),
                   words)


def _named(data: dict, key: str, *fields: str) -> tuple[str, ...]:
    return _texts(item.get(field) for item in _dicts(data.get(key)) for field in fields)


def _dicts(value: Any) -> list[dict]:
    return [item for item in value if isinstance(item, dict)] if isinstance(value, list) else []


def _texts(values) -> tuple[str, ...]:
    return tuple(dict.fromkeys(v for v in values if isinstance(v, str) and v))


def _candidates(accepted: frozenset[str], tokens: list, starts_sentence: bool,
                names: _Names) -> list[tuple[str, types.CompletionItemKind]]:
    found: list[tuple[str, types.CompletionItemKind]] = []
    words = assist.keywords()
    previous = str(tokens[-1]).lower() if tokens else ""
    if previous in {verb.casefold() for verb in names.words["VERB"]}:
        # "Cast " reads as a name until what follows makes it the verb: offer what does
        found += [(name, types.CompletionItemKind.Variable) for name in names.effect_names]
        found += [(word, types.CompletionItemKind.Keyword) for word in ("any", "a", "an")]
    for terminal in sorted(accepted):
        word = words.get(terminal, "")
        if terminal == assist.NAME:
            resources = previous in _RESOURCE_VERBS or (
                len(tokens) > 1 and tokens[-1].type == assist.NUMBER
                and str(tokens[-2]).lower() in _RESOURCE_VERBS)
            chosen = names.resources if resources else names.fighters
            found += [(name, types.CompletionItemKind.Variable) for name in chosen]
            if starts_sentence:
                found.append(("Name", types.CompletionItemKind.Keyword))
        elif terminal in names.words:
            kind = (types.CompletionItemKind.Constant if terminal == assist.SYMBOL
                    else types.CompletionItemKind.Variable)
            found += [(word.capitalize() if starts_sentence and terminal == "VERB" else word,
                       kind) for word in names.words[terminal]]
        elif terminal == assist.NUMBER:
            if previous in ("a", "any"):
                found.append(("number", types.CompletionItemKind.Keyword))
        elif word[:1].isalpha():
            found.append((word.capitalize() if starts_sentence else word,
                          types.CompletionItemKind.Keyword))
    return found


def _item(label: str, kind: types.CompletionItemKind, replace: types.Range,
          sort: str) -> types.CompletionItem:
    return types.CompletionItem(label=label, kind=kind, sort_text=sort,
                                text_edit=types.TextEdit(range=replace, new_text=label))


# --- fields and values -------------------------------------------------------------------

def yaml_items(cursor: YamlCursor, data: Any, path: Path, replace: types.Range
               ) -> list[types.CompletionItem]:
    kind = data.get("kind") if isinstance(data, dict) else None
    if kind not in KINDS:
        kind = _kind_from_place(path)
    if kind is None:
        return []
    schema = load_schema(kind)
    nodes = subschemas(schema, cursor.path)
    if cursor.slot is Slot.KEY or (cursor.slot is Slot.KEY_OR_ITEM and
                                   any(n.get("type") == "object" or "properties" in n for n in nodes)):
        return _field_items(nodes, cursor.siblings, replace)
    values = _schema_values(nodes) + [v for v in content_values(kind, cursor.path, data, path)
                                      if v not in _schema_values(nodes)]
    return [types.CompletionItem(label=value, kind=types.CompletionItemKind.Value,
                                 sort_text=f"{index:03d}",
                                 text_edit=types.TextEdit(range=replace, new_text=value))
            for index, value in enumerate(values)]


def _kind_from_place(path: Path) -> str | None:
    if path.name in ("box.yaml", "box.yml"):
        return "box"
    return {"heroes": "hero", "boards": "board", "rulesets": "ruleset"}.get(path.parent.name)


def subschemas(schema: dict, path: tuple[str, ...]) -> list[dict]:
    """The subschemas that apply at path, through $ref and the combining keywords."""
    nodes = _expand(schema, schema)
    for step in path:
        following = []
        for node in nodes:
            if step == ITEM:
                child = node.get("items")
            else:
                child = (node.get("properties") or {}).get(step)
            if isinstance(child, dict):
                following += _expand(schema, child)
        nodes = following
    return nodes


def _expand(root: dict, node: dict) -> list[dict]:
    """node with its $ref resolved and the branches of allOf, anyOf, oneOf, then and else."""
    found = [node]
    ref = node.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/"):
        target: Any = root
        for part in ref[2:].split("/"):
            target = target.get(part, {}) if isinstance(target, dict) else {}
        found += _expand(root, target)
    for keyword in ("allOf", "anyOf", "oneOf"):
        for branch in node.get(keyword) or []:
            found += _expand(root, branch)
    for keyword in ("then", "else"):
        if isinstance(node.get(keyword), dict):
            found += _expand(root, node[keyword])
    return found


def _field_items(nodes: list[dict], siblings: frozenset[str], replace: types.Range
                 ) -> list[types.CompletionItem]:
    fields: dict[str, str] = {}
    required: set[str] = set()
    for node in nodes:
        required |= set(node.get("required") or [])
        for name, sub in (node.get("properties") or {}).items():
            if name not in siblings and isinstance(sub, dict) and not fields.get(name):
                fields[name] = sub.get("description", "")
    return [types.CompletionItem(
        label=name, kind=types.CompletionItemKind.Field, documentation=description or None,
        detail="required" if name in required else None,
        sort_text=("0-" if name in required else "1-") + f"{index:03d}",
        text_edit=types.TextEdit(range=replace, new_text=f"{name}: "))
        for index, (name, description) in enumerate(fields.items())]


def _schema_values(nodes: list[dict]) -> list[str]:
    values: list[str] = []
    for node in nodes:
        for value in list(node.get("enum") or []) + ([node["const"]] if "const" in node else []):
            text = _yaml_value(value)
            if text not in values:
                values.append(text)
        if node.get("type") == "boolean":
            values += [v for v in ("true", "false") if v not in values]
    return values


def _yaml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return "null" if value is None else str(value)


# Values the content decides, by kind and path (the schema says only "a string" there).
def content_values(kind: str, path: tuple[str, ...], data: Any, file: Path) -> list[str]:
    source = _CONTENT_VALUES.get((kind, path))
    return source(data if isinstance(data, dict) else {}, file) if source else []


def _card_users(data: dict, file: Path) -> list[str]:
    fighters = [f["name"] for f in _dicts(data.get("fighters")) if isinstance(f.get("name"), str)]
    return ["any", *fighters, *_form_names(data, file)]


def _ids_beside(folder: str) -> Callable[[dict, Path], list[str]]:
    return lambda data, file: sorted(p.stem for p in (file.parent / folder).glob("*.y*ml"))


def _ruleset_ids(data: dict, file: Path) -> list[str]:
    return sorted(p.stem for p in (bundled_content() / "rulesets").glob("*.yaml"))


def _form_names(data: dict, file: Path) -> list[str]:
    forms = data.get("forms") if isinstance(data.get("forms"), dict) else {}
    return [n for n in forms.get("names") or [] if isinstance(n, str)]


_CONTENT_VALUES: dict[tuple[str, tuple[str, ...]], Callable[[dict, Path], list[str]]] = {
    ("hero", ("cards", ITEM, "user")): _card_users,
    ("hero", ("ruleset",)): _ruleset_ids,
    ("hero", ("forms", "start")): _form_names,
    ("box", ("ruleset",)): _ruleset_ids,
    ("box", ("heroes", ITEM)): _ids_beside("heroes"),
    ("box", ("boards", ITEM)): _ids_beside("boards"),
}

"""Go to definition (a name or word in effect text, or a card's `user`, to where the hero
declares it: a fighter, form, resource, kind of token, sub-deck, trait, named effect and its
word and verb, the word that changes forms; a box's hero or board id to its file) and quick
fixes (a diagnostic's "did you mean 'X'?" as an edit)."""

from __future__ import annotations

from pathlib import Path

from lsprotocol import types

from cardsmith.grammar import assist

from .analysis import Analysis
from .places import effect_at, value_range
from .textindex import TextIndex


def definition(analysis: Analysis, index: TextIndex, offset: int, uri: str
               ) -> list[types.Location]:
    doc = analysis.doc
    if doc is None or not isinstance(doc.data, dict):
        return []
    for name in _names_at(analysis, offset):
        path = declaration(doc.data, name)
        if path is not None:
            start, end = value_range(doc, index, path)
            return [types.Location(uri=uri, range=index.range(start, end))]
    target = _file_named_at(analysis, offset)
    if target is not None:
        point = types.Position(line=0, character=0)
        return [types.Location(uri=target.as_uri(), range=types.Range(start=point, end=point))]
    return []


# words a hero declares, as the lexer reads them in its text (grammar/lexer.py)
_DECLARED_WORDS = (assist.TOKEN, "AREA", "TRAIT", "EFFECT_WORD", "VERB")


def _names_at(analysis: Analysis, offset: int) -> list[str]:
    """The name or declared word written at offset, longest first: in effect text (all
    the words of a name, with its possessives: "Toad's Blessing", then without: "Robin
    Hood" of "Robin Hood's zone"), or as a card's user."""
    doc = analysis.doc
    place = effect_at(doc, offset)
    if place is None:
        for number, card in enumerate(doc.data.get("cards") or []):
            if isinstance(card, dict) and isinstance(card.get("user"), str) and \
                    doc.text_offset(("cards", number, "user"), offset) is not None:
                return [card["user"]]
        return []
    tokens = assist.read_tokens(place.text).tokens
    at = next((i for i, t in enumerate(tokens) if t.start_pos <= place.offset < t.end_pos),
              None)
    if at is None:
        return []
    if tokens[at].type in _DECLARED_WORDS:
        return [str(tokens[at])]
    if tokens[at].type != assist.NAME:
        return []
    return [_run(tokens, at, possessives=True), _run(tokens, at, possessives=False)]


def _run(tokens: list, at: int, possessives: bool) -> str:
    """The words of the name at `at`: its NAME tokens around it, and the "'s" between them."""
    def part(token) -> bool:
        return token.type == assist.NAME or possessives and str(token) == "'s"

    first = last = at
    while first > 0 and part(tokens[first - 1]):
        first -= 1
    while last + 1 < len(tokens) and part(tokens[last + 1]):
        last += 1
    while str(tokens[last]) == "'s":
        last -= 1
    words = [str(t) for t in tokens[first:last + 1]]
    return " ".join(words).replace(" 's", "'s")


# the lists of a hero file whose items declare words, and the fields that do
_DECLARING = (("fighters", ("name", "plural")), ("resources", ("name",)),
              ("tokens", ("name", "plural")), ("sub_decks", ("name", "plural")),
              ("traits", ("name",)), ("named_effects", ("name", "plural", "verb")))


def declaration(data: dict, name: str) -> tuple | None:
    """Where the hero declares name: a fighter's name (or plural), a form and the word that
    changes forms, a resource, a kind of token, a sub-deck, a trait, a kind of named effect
    (its word or verb) or a named effect; with or without a leading "the", in any case."""
    wanted = _folded(name)
    for key, fields in _DECLARING:
        for number, item in enumerate(_items(data, key)):
            for field in fields:
                if isinstance(item.get(field), str) and _folded(item[field]) == wanted:
                    return (key, number, "verb" if field == "verb" else "name")
    for number, kind in enumerate(_items(data, "named_effects")):
        for at, effect in enumerate(_items(kind, "effects")):
            if isinstance(effect.get("name"), str) and _folded(effect["name"]) == wanted:
                return ("named_effects", number, "effects", at, "name")
    forms = data.get("forms") if isinstance(data.get("forms"), dict) else {}
    for number, form in enumerate(forms.get("names") or []):
        if isinstance(form, str) and _folded(form) == wanted:
            return ("forms", "names", number)
    if isinstance(forms.get("word"), str) and _folded(forms["word"]) == wanted:
        return ("forms", "word")
    return None


def _items(data: dict, key: str) -> list[dict]:
    value = data.get(key)
    return [item for item in value if isinstance(item, dict)] if isinstance(value, list) else []


def _folded(name: str) -> str:
    name = name.casefold()
    return name[4:] if name.startswith("the ") else name


def _file_named_at(analysis: Analysis, offset: int) -> Path | None:
    """In a box file, the hero or board file whose id is at offset."""
    doc = analysis.doc
    if doc.data.get("kind") != "box":
        return None
    for key in ("heroes", "boards"):
        for number, item_id in enumerate(doc.data.get(key) or []):
            if isinstance(item_id, str) and doc.text_offset((key, number), offset) is not None:
                for suffix in (".yaml", ".yml"):
                    target = analysis.path.parent / key / f"{item_id}{suffix}"
                    if target.is_file():
                        return target
    return None


def quick_fixes(uri: str, index: TextIndex, diagnostics: list[types.Diagnostic]
                ) -> list[types.CodeAction]:
    """A "replace with 'X'" fix for each diagnostic that suggests X."""
    fixes = []
    for diagnostic in diagnostics:
        data = diagnostic.data if isinstance(diagnostic.data, dict) else {}
        replacement = data.get("replacement")
        if not isinstance(replacement, str):
            continue
        written = index.text[index.offset(diagnostic.range.start):index.offset(diagnostic.range.end)]
        if written[:1].isupper() and replacement[:1].islower():
            replacement = replacement[0].upper() + replacement[1:]  # a sentence's first word
        edit = types.TextEdit(range=diagnostic.range, new_text=replacement)
        fixes.append(types.CodeAction(
            title=f"Replace '{written}' with '{replacement}'", kind=types.CodeActionKind.QuickFix,
            diagnostics=[diagnostic], is_preferred=True,
            edit=types.WorkspaceEdit(changes={uri: [edit]})))
    return fixes


def symbols(analysis: Analysis, index: TextIndex) -> list[types.DocumentSymbol]:
    """The outline of a hero: its fighters and its cards, each at its name or title, so an
    editor's "go to symbol" finds a card by its title."""
    doc = analysis.doc
    if doc is None or not isinstance(doc.data, dict) or doc.data.get("kind") != "hero":
        return []
    found = []
    for key, field, kind in (("fighters", "name", types.SymbolKind.Class),
                             ("cards", "title", types.SymbolKind.Function)):
        items = doc.data.get(key)
        for number, item in enumerate(items if isinstance(items, list) else []):
            if isinstance(item, dict) and isinstance(item.get(field), str):
                start, end = value_range(doc, index, (key, number, field))
                where = index.range(start, end)
                found.append(types.DocumentSymbol(name=item[field], kind=kind, range=where,
                                                  selection_range=where,
                                                  detail=item.get("type") or item.get("role")))
    return found

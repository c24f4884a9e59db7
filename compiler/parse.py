"""Stage 3: build the typed model from valid documents and parse every effect text.

A syntax error becomes a diagnostic at the exact line and column of the YAML file, also
inside block scalars, and the card is kept (without an AST) so later passes can still
check everything else about it.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from pathlib import Path

from cardsmith.grammar import nodes as n
from cardsmith.grammar.games import UNMATCHED
from cardsmith.grammar.parser import EffectSyntaxError, parse_effect_text
from cardsmith.grammar.resolve import Unresolved, resolve_text

from .diagnostics import Diagnostics
from .loader import Document
from .model import (DEFAULT_DECK_COLOR, Board, Box, Card, EffectSource, Fighter, GlossaryFile,
                    Hero, NamedEffect, NamedEffectKind, Ruleset, Trait)
from .forms import hero_forms
from .subdecks import sub_decks
from .tokens import hero_tokens

DEFAULT_RULESET = "unmatched"

# What a hero, board, box or ruleset id (a file or folder name) may be: the pattern of `id`
# in schemas/hero.schema.json (tests/test_hardening.py keeps the two the same).
ID_PATTERN = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
ID_KINDS = ("hero", "board", "box", "ruleset")  # a glossary is named by its language


def document_id(doc: Document) -> str:
    """Documents are named by file stem: heroes/robin-hood.yaml is `robin-hood`."""
    stem = Path(doc.display).stem
    return Path(doc.display).parent.name if stem == "box" else stem


# Letters that do not decompose into a plain one and a mark ("ł" is not "l" + a mark).
_PLAIN_LETTERS = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ı": "i", "ß": "ss", "æ": "ae",
                                "œ": "oe", "þ": "th"})


def id_for(name: str, fallback: str) -> str:
    """The id a document named `name` gets as its file stem: lower case, accents taken off,
    words joined by hyphens ("Médusa of Łódź" -> "medusa-of-lodz"); `fallback` if nothing is
    left."""
    folded = unicodedata.normalize("NFKD", name.casefold().translate(_PLAIN_LETTERS))
    plain = "".join(char for char in folded if not unicodedata.combining(char))
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-") or fallback


def parse_effect(doc: Document, path: tuple, text: str, diagnostics: Diagnostics,
                 holder: bool = False, game: str = UNMATCHED) -> EffectSource:
    """`holder`: the text is a trait's meaning, whose "he", "she" is the fighter with it;
    `game`: the game of the card, whose words a syntax error lists."""
    source = EffectSource(doc, path, text)
    try:
        source.ast, unresolved = parsed_effect(text, holder, game)
        source.unresolved = list(unresolved)
    except EffectSyntaxError as error:
        position = source.position(error.offset)
        diagnostics.error(error.code, error.message, doc.display, position.line,
                          position.column, error.hint, error.length)
    return source


@lru_cache(maxsize=8192)
def parsed_effect(text: str, holder: bool = False, game: str = UNMATCHED
                  ) -> tuple[n.EffectText, tuple[Unresolved, ...]]:
    """The resolved AST of an effect text, and its unbound references. A text parses the same
    wherever it stands, so a process that compiles again (the language server at each edit,
    the tests) parses each text once; the nodes are frozen, so sharing them is safe. A
    syntax error is raised again each time (lru_cache keeps no exceptions)."""
    ast, unresolved = resolve_text(parse_effect_text(text, game), holder)
    return ast, tuple(unresolved)


def build_hero(doc: Document, diagnostics: Diagnostics,
               left_out: frozenset[int] = frozenset()) -> Hero:
    """The hero of a valid document; with left_out, the indexes of cards that break the
    schema (salvage.py): their texts are parsed for syntax errors only, and the hero is
    marked incomplete."""
    data = doc.data
    fighters = [
        Fighter(f["name"], f["role"], f["health"], f["attack"], f.get("count", 1),
                f.get("plural"), index, f.get("translations", {}),
                tuple(f.get("short_names", ())), f.get("summoned", False))
        for index, f in enumerate(data["fighters"])
    ]
    cards = []
    for index, card in enumerate(data["cards"]):
        if index not in left_out:
            cards.append(_build_card(doc, index, card, diagnostics))
        elif isinstance(card, dict) and isinstance(card.get("text"), str):
            parse_effect(doc, ("cards", index, "text"), card["text"], diagnostics)
    ability = parse_effect(doc, ("ability",), data["ability"], diagnostics) if "ability" in data else None
    return Hero(document_id(doc), doc, data["name"], data["move"],
                data.get("ruleset", DEFAULT_RULESET), fighters, cards, ability,
                [{"start": 0} | r for r in data.get("resources", [])],
                [{"wild": False} | s for s in data.get("symbols", [])],
                data.get("discard_pile_marker"), hero_forms(doc, ability),
                hero_tokens(doc, ability, diagnostics), sub_decks(data),
                _named_effects(doc, data, diagnostics), data.get("color", DEFAULT_DECK_COLOR),
                translations=data.get("translations", {}), incomplete=bool(left_out),
                traits=_build_traits(doc, diagnostics))


def _named_effects(doc: Document, data: dict, diagnostics: Diagnostics) -> list[NamedEffectKind]:
    """The file's kinds of named effects (`named_effects`), each effect's text and cost
    parsed at its own place in the file."""
    kinds = []
    for index, entry in enumerate(data.get("named_effects", [])):
        effects = []
        for at, item in enumerate(entry["effects"]):
            path = ("named_effects", index, "effects", at)
            cost = (parse_effect(doc, path + ("cost",), item["cost"], diagnostics)
                    if "cost" in item else None)
            effects.append(NamedEffect(item["name"], entry["name"],
                                       parse_effect(doc, path + ("text",), item["text"],
                                                    diagnostics),
                                       cost, path, item.get("translations", {})))
        kinds.append(NamedEffectKind(entry["name"], entry.get("plural", entry["name"] + "s"),
                                     entry["verb"], effects, index,
                                     entry.get("translations", {})))
    return kinds


def _build_traits(doc: Document, diagnostics: Diagnostics) -> list[Trait]:
    """The file's traits, each meaning parsed with the fighter that has the trait as its
    "he", "she" (compiler/traits.py checks them)."""
    return [Trait(trait["name"], parse_effect(doc, ("traits", index, "meaning"), trait["meaning"],
                                              diagnostics, holder=True),
                  index, trait.get("translations", {}))
            for index, trait in enumerate(doc.data.get("traits", []))]


def _build_card(doc: Document, index: int, data: dict, diagnostics: Diagnostics) -> Card:
    effect = None
    if "text" in data:
        effect = parse_effect(doc, ("cards", index, "text"), data["text"], diagnostics)
    symbols = data.get("symbols", [])
    per_copy = ([[s] for s in symbols] if data.get("symbols_per_copy")
                else [list(symbols) for _ in range(data["count"])])
    return Card(card_id(data["title"]), data["title"], data["type"], data.get("value"),
                data.get("boost"), data["count"], data["user"], index, effect, per_copy,
                data.get("translations", {}))


def card_id(title: str) -> str:
    """"It's Just Your Imagination" -> "its-just-your-imagination"; "Łowca" -> "łowca".

    The title's words in lower case (case-folded, in Unicode's compatibility form, so "ﬁ"
    and "fi" agree), joined by "-": a word is a run of letters, marks and digits of any
    script, apostrophes dropped. Empty when the title has no letter or digit (E309)."""
    words, word = [], []
    for char in unicodedata.normalize("NFKC", title).casefold():
        if char in "'\u2019":
            continue
        if unicodedata.category(char)[0] in "LMN":
            word.append(char)
        elif word:
            words.append("".join(word))
            word = []
    if word:
        words.append("".join(word))
    return "-".join(words)


def build_ruleset(doc: Document) -> Ruleset:
    return Ruleset(document_id(doc), doc, doc.data)


def build_board(doc: Document) -> Board:
    return Board(document_id(doc), doc, doc.data)


def build_box(doc: Document) -> Box:
    data = doc.data
    return Box(document_id(doc), doc, data["name"], data["ruleset"], list(data["heroes"]),
               list(data["boards"]), translations=data.get("translations", {}))


def build_glossary(doc: Document) -> GlossaryFile:
    return GlossaryFile(document_id(doc), doc, doc.data["language"])

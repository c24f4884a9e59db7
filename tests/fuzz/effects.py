"""The effect-text target: effect texts generated from the grammar (the ASTs of
tests/strategies.py printed by render_en), some mutated word by word, put on the cards and
the ability of a hero that otherwise passes `check`, then checked and built.

A text printed from an AST must also parse back to that AST (the round trip); a mutated one
may give any diagnostic, but never a crash, a hang or a disagreement (harness.py).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

import yaml
from hypothesis import strategies as st

from cardsmith.compiler.validate import load_schema
from cardsmith.grammar.parser import EffectSyntaxError, parse_effect_text
from cardsmith.grammar.render_en import render_en
from cardsmith.scaffold import hero_scaffold

from strategies import KEYWORDS, effect_texts

from .harness import check_and_build, finding

ROOT = Path(__file__).resolve().parents[2]
_HERO = yaml.safe_load(hero_scaffold("Ada"))
# what the hero declares, so that a text naming it checks clean (`_named`)
_HERO.update({"resources": [{"name": "Rage", "max": 3}],
              "symbols": [{"id": "wolf", "glyph": "\U0001F43A"}],
              "tokens": [{"name": "fog token", "plural": "fog tokens", "count": 3}]})
_WORDS = sorted(KEYWORDS)
_NUMBERS = ["0", "1", "2", "9", "99", "100", "007", "10000000000000000000000000000",
            "1" + "0" * 5000]
_MARKS = [".", ",", ":", "(", ")", "'s", "&", "+", "-", "!", "?", ";", "\u2019", "\u2014",
          "\U0001F43A", "\uFE0F", "\u200D", "\t", "\n", "  "]
_NAMES = ["Robin Hood", "Bigfoot", "Ada", "The Jackalope", "Dr.", "Number", "Name", "Any",
          "Łowca", "忍者"]


def _real_texts() -> list[str]:
    texts = []
    for path in sorted((ROOT / "content").glob("*/heroes/*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        texts += [data["ability"]] if "ability" in data else []
        texts += [card["text"] for card in data["cards"] if "text" in card]
    return texts


_REAL = _real_texts()
_TOKEN = re.compile(r"\w+|[^\w\s]|\s+")
_LONGEST = load_schema("hero")["$defs"]["card"]["properties"]["text"]["maxLength"]


@dataclass(frozen=True)
class EffectCase:
    """Effect texts for the hero's ability and first cards; `printed`: the text at that
    index was printed from this AST unchanged, so it must round-trip."""

    texts: tuple[str, ...]
    printed: tuple[object | None, ...]

    def size(self) -> int:
        return sum(len(text) for text in self.texts)


@st.composite
def _mutated(draw, text: str) -> str:
    tokens = _TOKEN.findall(text) or [""]
    for _ in range(draw(st.integers(min_value=1, max_value=4))):
        at = draw(st.integers(min_value=0, max_value=len(tokens)))
        operation = draw(st.sampled_from(["delete", "repeat", "swap", "keyword", "number",
                                          "mark", "name", "case"]))
        if operation == "delete" and at < len(tokens):
            del tokens[at]
        elif operation == "repeat" and at < len(tokens):
            tokens.insert(at, tokens[at])
        elif operation == "swap" and at + 1 < len(tokens):
            tokens[at], tokens[at + 1] = tokens[at + 1], tokens[at]
        elif operation == "case" and at < len(tokens):
            tokens[at] = tokens[at].swapcase()
        else:
            pool = {"keyword": _WORDS, "number": _NUMBERS, "mark": _MARKS,
                    "name": _NAMES}.get(operation, _WORDS)
            tokens.insert(at, " " + draw(st.sampled_from(pool)) + " ")
    return "".join(tokens)


# The hero's own names for the text fields of a generated AST, by field name.
_OWN = {"name": "Ada", "kind": "Ada", "resource": "Rage", "per_spent": "Rage",
        "symbol": "\U0001F43A", "token": "fog token", "with_token": "fog token"}


def _named(node):
    """The AST with the hero's fighter, resource, symbol and token for the generated ones, so
    that its text gets past the name checks to the later passes and the bundle."""
    if isinstance(node, tuple):
        return tuple(_named(item) for item in node)
    if not dataclasses.is_dataclass(node):
        return node
    changes = {}
    for field in dataclasses.fields(node):
        value = getattr(node, field.name)
        if field.name in _OWN and isinstance(value, str) and not isinstance(value, Enum):
            own = _OWN[field.name]
            changes[field.name] = own + "s" if value.endswith("tokens") else own
        elif isinstance(value, tuple) or dataclasses.is_dataclass(value):
            changes[field.name] = _named(value)
    return dataclasses.replace(node, **changes)


@st.composite
def named_asts(draw):
    """A generated AST naming the hero's own fighter, resource, token and symbol, no longer
    than a text field may be: many of them pass the checks."""
    ast = _named(draw(effect_texts()))
    if len(render_en(ast)) > _LONGEST and ast.sections:
        first = ast.sections[0]
        ast = dataclasses.replace(ast, sections=(
            dataclasses.replace(first, sentences=first.sentences[:1]),))
    return ast


@st.composite
def _one_text(draw) -> tuple[str, object | None]:
    source = draw(st.sampled_from(["printed", "named", "named", "mutated", "real"]))
    if source == "real":
        return draw(_mutated(draw(st.sampled_from(_REAL)))), None
    ast = draw(named_asts() if source == "named" else effect_texts())
    text = render_en(ast)
    if source == "mutated":
        return draw(_mutated(text)), None
    return text, ast


def effect_text_fields() -> st.SearchStrategy[str]:
    """Effect text of any kind, for a field of a content file (content.py)."""
    return _one_text().map(lambda pair: pair[0])


@st.composite
def effect_cases(draw) -> EffectCase:
    pairs = draw(st.lists(_one_text(), min_size=1, max_size=4))
    return EffectCase(tuple(t for t, _ in pairs), tuple(a for _, a in pairs))


def write_effects(case: EffectCase, folder: Path) -> Path:
    """The hero file with the case's texts, in folder/content; that folder."""
    hero = yaml.safe_load(yaml.safe_dump(_HERO))  # a deep copy
    hero["ability"] = case.texts[0] or "At the end of your turn: You may draw 1 card."
    for card, text in zip(hero["cards"], case.texts[1:]):
        card["text"] = text
    content = folder / "content"
    content.mkdir(parents=True)
    (content / "ada.yaml").write_text(yaml.safe_dump(hero, sort_keys=False, allow_unicode=True),
                                      encoding="utf-8")
    return content


def run_effects(case: EffectCase, scratch: Path) -> None:
    for text, ast in zip(case.texts, case.printed):
        if ast is not None:
            _round_trip(text, ast)
    check_and_build(write_effects(case, scratch), scratch)


def _round_trip(text: str, ast) -> None:
    try:
        parsed = parse_effect_text(text)
    except EffectSyntaxError as error:
        raise finding("printed text does not parse",
                      f"{text!r}: {error.code} {error.message} at {error.offset}") from None
    if parsed != ast:
        raise finding("printed text parses to another AST",
                      f"{text!r}\nprinted from {ast!r}\nparses to {parsed!r}")

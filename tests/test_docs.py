"""docs/language.md cannot drift from the grammar, the renderer or the checks.

- Every ```effect block of the manual parses and is already in canonical form.
- Together the blocks use every rule and alias name of grammar/effects.lark, and every
  keyword (terminal) of the grammar.
- Every ```effect block passes `cardsmith check` on a card (or in an ability) of a hero
  that has the fighters the manual names.
- Every wrong example (a ```text block under an "E123" heading of the errors section) gives
  exactly that error, and nothing else, in the place its paragraph names.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib.resources import files
from pathlib import Path

import pytest
import yaml
from lark import Lark, Token, Tree

from cardsmith.compiler.pipeline import compile_paths
from cardsmith.grammar import nodes as n
from cardsmith.grammar.lexer import EffectLexer
from cardsmith.grammar.parser import effect_parser, parse_effect_text
from cardsmith.grammar.render_en import render_en
from cardsmith.grammar.sfb_effect_nodes import ScoreIf

ROOT = Path(__file__).resolve().parent.parent
MANUAL = ROOT / "docs" / "language.md"

_FENCE = re.compile(r"^(?P<indent>[ \t]*)```(?P<info>[^\n`]*)\n(?P<body>.*?)^(?P=indent)```[ \t]*$",
                    re.MULTILINE | re.DOTALL)


def _blocks(info: str) -> list[tuple[int, str]]:
    """(line number, text) of each fenced block with this info string, indentation removed."""
    text = MANUAL.read_text(encoding="utf-8")
    found = []
    for match in _FENCE.finditer(text):
        if match.group("info").strip() != info:
            continue
        indent = len(match.group("indent"))
        body = "\n".join(line[indent:] for line in match.group("body").splitlines())
        found.append((text.count("\n", 0, match.start()) + 1, body))
    return found


EFFECT_BLOCKS = _blocks("effect")
SFB_BLOCKS = _blocks("sfb-effect")  # Super Fantasy Brawl (section 18): checked on champions


def _ids(blocks):
    return [f"line{line}" for line, _ in blocks]


def test_manual_has_examples():
    assert len(EFFECT_BLOCKS) > 50


@pytest.mark.parametrize("block", [text for _, text in EFFECT_BLOCKS + SFB_BLOCKS],
                         ids=_ids(EFFECT_BLOCKS + SFB_BLOCKS))
def test_example_parses_in_canonical_form(block):
    ast = parse_effect_text(block)
    assert render_en(ast) == block.strip()


# ---------------------------------------------------------------- grammar coverage


def _grammar_names() -> set[str]:
    """The name each alternative of the grammar gives its parse tree: the alias after `->`,
    or the rule's own name. Rules Lark makes up (`__x_star_0`) are left out, and so are the
    `?rule` alternatives without an alias, which never make a tree of their own."""
    names = set()
    for rule in effect_parser().rules:
        origin = rule.origin.name
        if origin.startswith("_"):
            continue
        if rule.alias is None and rule.options.expand1:
            continue
        names.add(rule.alias or origin)
    return names


def _tree_names(tree: Tree) -> set[str]:
    return {subtree.data for subtree in tree.iter_subtrees()}


def test_examples_use_every_grammar_rule():
    used = set()
    for _, block in EFFECT_BLOCKS + SFB_BLOCKS:
        used |= _tree_names(effect_parser().parse(block))
    missing = sorted(_grammar_names() - used)
    assert not missing, f"no ```effect example in docs/language.md uses: {', '.join(missing)}"


@lru_cache(maxsize=1)
def _parser_with_tokens() -> Lark:
    """The effect grammar, keeping every token (keywords too) in the tree."""
    grammar = files("cardsmith.grammar").joinpath("effects.lark").read_text(encoding="utf-8")
    return Lark(grammar, start="effect_text", parser="lalr", lexer=EffectLexer,
                keep_all_tokens=True, maybe_placeholders=True)


def test_examples_use_every_keyword():
    parser = _parser_with_tokens()
    used = set()
    for _, block in EFFECT_BLOCKS + SFB_BLOCKS:
        used |= {token.type for token in parser.parse(block).scan_values(
            lambda value: isinstance(value, Token))}
    spelling = {t.name: getattr(t.pattern, "value", t.name) for t in parser.terminals}
    missing = sorted(spelling[name] for name in set(spelling) - used)
    assert not missing, f"no ```effect example in docs/language.md uses: {', '.join(missing)}"


# ---------------------------------------------------------------- semantic checks

# Every fighter the manual's examples name. One hero has them all, so that an example is
# checked for what it says, not for which box its names come from.
FIGHTERS = [
    {"name": "Robin Hood", "role": "hero", "health": 13, "attack": "ranged"},
    {"name": "Outlaw", "plural": "Outlaws", "role": "sidekick", "count": 4, "health": 1,
     "attack": "melee"},
    {"name": "Bigfoot", "role": "sidekick", "health": 16, "attack": "melee"},
    {"name": "The Jackalope", "role": "sidekick", "health": 6, "attack": "melee"},
    {"name": "Beowulf", "role": "sidekick", "health": 17, "attack": "melee"},
    {"name": "Wiglaf", "role": "sidekick", "health": 9, "attack": "melee"},
    {"name": "Dracula", "role": "sidekick", "health": 13, "attack": "melee"},
    {"name": "Sister", "plural": "Sisters", "role": "sidekick", "count": 3, "health": 1,
     "attack": "melee"},
    {"name": "Holmes", "role": "sidekick", "health": 16, "attack": "melee"},
    {"name": "Dr. Watson", "role": "sidekick", "health": 8, "attack": "ranged"},
    {"name": "Invisible Man", "role": "sidekick", "health": 15, "attack": "melee"},
    {"name": "T-Rex", "role": "sidekick", "health": 14, "attack": "melee"},
]
TOKENS = [{"name": "fog token", "plural": "fog tokens", "count": 3, "start_in_zone": True,
           "links_movement_for": "Invisible Man"}]
FORMS = {"names": ["Dr. Jekyll", "Mr. Hyde"], "start": "Dr. Jekyll"}
RESOURCES = [{"name": "Rage", "start": 1, "max": 3}]
TRAITS = [{"name": "large", "meaning": "This fighter can attack up to 2 spaces away."},
          {"name": "stealthy", "meaning": "This fighter cannot leave their space."},
          {"name": "angry", "meaning": "She can attack up to 3 spaces away."}]
SYMBOLS = [{"id": "wolf", "glyph": "\U0001F43A"}, {"id": "star", "glyph": "\U0001F31F",
                                                    "wild": True}]
# The named effects the examples invoke (section 7.41): spells, and songs that cost a card.
NAMED_EFFECTS = [
    {"name": "spell", "verb": "cast", "effects": [
        {"name": "Toad's Blessing", "text": "Draw 1 card."},
        {"name": "Nettle Sting", "text": "Deal 2 damage to each opposing fighter adjacent to "
                                         "Robin Hood.", "cost": "Discard 1 card."}]},
    {"name": "song", "verb": "sing", "effects": [
        {"name": "Lullaby", "text": "Draw 1 card.", "cost": "Discard 1 card."},
        {"name": "War Chant", "text": "Gain 1 action.", "cost": "Discard 1 card."}]},
]
ABILITY = "At the end of your turn: You may draw 1 card."
TRIGGERS = set(n.HeaderKind) - set(n.TIMING_HEADERS) - set(n.CARD_HEADERS)
# Sections only a scheme has: an ongoing scheme, a mission.
SCHEME_HEADERS = {n.HeaderKind.ONGOING, n.HeaderKind.MISSION}


def _card(title: str, card_type: str, text: str) -> dict:
    card = {"title": title, "type": card_type}
    if card_type != "scheme":
        card["value"] = 2
    card.update({"boost": 1, "count": 1, "user": "any", "text": text})
    return card


def _hero(name: str, ability: str, cards: list[dict]) -> dict:
    filler = 30 - sum(card["count"] for card in cards)
    if filler > 0:
        cards = cards + [{"title": "Filler", "type": "attack", "value": 3, "boost": 1,
                          "count": filler, "user": "any"}]
    return {"kind": "hero", "name": name, "move": 2, "fighters": FIGHTERS, "ability": ability,
            "cards": cards, "resources": RESOURCES, "symbols": SYMBOLS, "forms": FORMS,
            "tokens": TOKENS, "named_effects": NAMED_EFFECTS, "traits": TRAITS}


def _check(folder: Path, heroes: dict[str, dict]) -> dict[str, list[tuple[str, str]]]:
    """Each hero file's diagnostics as (code, message), deck size (E500), the missing
    translations of these made-up heroes (W812), their undeclared sub-decks (W320: the
    examples' cards are not one hero's deck) and the traits declared for the examples that
    the hero's own ability does not give (W340) left out."""
    for stem, hero in heroes.items():
        (folder / f"{stem}.yaml").write_text(yaml.safe_dump(hero, sort_keys=False, width=1000),
                                             encoding="utf-8")
    result = compile_paths([folder / f"{stem}.yaml" for stem in heroes])
    found: dict[str, list[tuple[str, str]]] = {stem: [] for stem in heroes}
    for diagnostic in result.diagnostics:
        if diagnostic.code not in ("E500", "W812", "W320", "W340"):
            found[Path(diagnostic.file).stem].append((diagnostic.code, diagnostic.message))
    return found


def _place(text: str) -> str:
    """Where a valid example belongs: "ability", "scheme" or "versatile"."""
    sections = parse_effect_text(text).sections
    headers = [section.header for section in sections]
    if headers and all(h is not None and h.kind in TRIGGERS for h in headers):
        return "ability"
    clauses = [c for section in sections for s in section.sentences for c in s.clauses]
    if all(h is None for h in headers) and all(
            isinstance(c, n.STANDING + (n.TokenSupply, n.HasTrait)) for c in clauses):
        return "ability"  # what always holds or is declared (sections 7.29, 7.31, 7.43)
    if all(h is None or h.kind in SCHEME_HEADERS for h in headers):
        return "scheme"
    return "versatile"


def test_examples_pass_the_checks(tmp_path):
    heroes = {}
    cards = []
    for line, block in EFFECT_BLOCKS:
        place = _place(block)
        if place == "ability":
            heroes[f"ability-line{line}"] = _hero(f"Ability {line}", block, [])
        else:
            cards.append(_card(f"Example {line}", place, block))
    heroes["cards"] = _hero("Examples", ABILITY, cards)
    faults = {stem: found for stem, found in _check(tmp_path, heroes).items() if found}
    assert not faults, f"manual examples that fail `cardsmith check`: {faults}"


def _champion(name: str, text: str) -> dict:
    """A Super Fantasy Brawl champion with one skill card whose text is `text`."""
    return {"kind": "champion", "name": name, "hp": 7, "defense": 1,
            "level_up": {"hp": 8, "defense": 1},
            "cards": [{"title": "Example", "type": "skill", "core": "creation", "movement": 1,
                       "text": text}]}


def _check_champions(folder: Path, champions: dict[str, dict]) -> dict[str, list]:
    for stem, champion in champions.items():
        (folder / f"{stem}.yaml").write_text(yaml.safe_dump(champion, allow_unicode=True),
                                             encoding="utf-8")
    result = compile_paths([folder / f"{stem}.yaml" for stem in champions])
    found: dict[str, list] = {stem: [] for stem in champions}
    for diagnostic in result.diagnostics:
        found[Path(diagnostic.file).stem].append((diagnostic.code, diagnostic.message))
    return found


def _challenges(title: str, text: str) -> dict:
    """A Super Fantasy Brawl challenge deck of one card whose condition is `text`."""
    return {"kind": "challenges", "name": "Examples", "source": "project",
            "cards": [{"title": title, "text": text}]}


def test_sfb_examples_pass_the_checks(tmp_path):
    """Each Super Fantasy Brawl example on a champion's card, the champion being the one it
    names (a card names only its own champion); a "Score if" condition on a challenge card."""
    champions = {}
    for line, block in SFB_BLOCKS:
        nodes = list(n.walk(parse_effect_text(block)))
        names = [node.name for node in nodes if isinstance(node, n.FighterName)]
        if any(isinstance(node, ScoreIf) for node in nodes):
            champions[f"example-line{line}"] = _challenges(f"Example {line}", block)
            continue
        champions[f"example-line{line}"] = _champion(names[0] if names else "Taze", block)
    faults = {stem: found for stem, found in _check_champions(tmp_path, champions).items()
              if found}
    assert not faults, f"manual examples that fail `cardsmith check`: {faults}"


# ---------------------------------------------------------------- the errors section

_PLACES = {"champion card": "champion", "scheme card": "scheme", "attack card": "attack", "defense card": "defense",
           "versatile card": "versatile", "special ability": "ability"}


def _wrong_examples() -> list[tuple[int, str, str, str]]:
    """(line, code, place, text) of each ```text block under an "#### E123" heading.

    The place is named in the paragraph just before the block: "on a scheme card",
    "in a hero's special ability", ..."""
    text = MANUAL.read_text(encoding="utf-8")
    start = text.index("## 15. Errors in effect text")
    end = text.index("\n## ", start + 1)
    examples = []
    for match in _FENCE.finditer(text, start, end):
        if match.group("info").strip() != "text":
            continue
        before = text[start:match.start()]
        code = re.findall(r"^#### (E\d{3})\b", before, re.MULTILINE)[-1]
        paragraph = before.rstrip().rsplit("\n\n", 1)[-1]
        places = [place for words, place in _PLACES.items() if words in paragraph]
        assert len(places) == 1, f"say where the example at line " \
            f"{text.count(chr(10), 0, match.start()) + 1} goes: {paragraph!r}"
        examples.append((text.count("\n", 0, match.start()) + 1, code, places[0],
                         match.group("body")))
    return examples


WRONG = _wrong_examples()


def test_every_effect_error_has_a_wrong_example():
    from cardsmith.compiler.diagnostics import CODES

    effect_codes = {code for code in CODES if code[:2] in ("E2", "E4") or code == "E300"}
    assert effect_codes <= {code for _, code, _, _ in WRONG}


@pytest.mark.parametrize("line, code, place, text", WRONG,
                         ids=[f"{code}-line{line}" for line, code, _, _ in WRONG])
def test_wrong_example_gives_its_error(tmp_path, line, code, place, text):
    if place == "champion":
        found = _check_champions(tmp_path, {"wrong": _champion("Taze", text)})["wrong"]
        assert [c for c, _ in found] == [code], found
        return
    if place == "ability":
        hero = _hero("Wrong", text, [])
    else:
        hero = _hero("Wrong", ABILITY, [_card("Wrong", place, text)])
    found = _check(tmp_path, {"wrong": hero})["wrong"]
    assert [c for c, _ in found] == [code], found

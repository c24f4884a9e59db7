"""Which constructs of the effect language each game's cards may use.

One grammar reads the text of both games; what a game has is decided here, from the node
modules: Unmatched's constructs are those of ref_nodes, card_ref_nodes, condition_nodes,
catalogue_effects, table_nodes, trait_nodes and effect_nodes, Super Fantasy Brawl's those
of sfb_champion_nodes, sfb_keyword_nodes and sfb_effect_nodes, and both share the structure
of a text and a few constructs written the same way in both ("you may ...", "deal 2 damage
to ...", names, "discard up to 3 cards", "<cost> to <effect>").
Where a shared class carries a word of one game (a fighter pronoun, a header), the words are
listed too. The compiler rejects what a card's game does not have (E409), and each game
system's effect registry covers its game's classes (tests/runtime/test_engine_seam.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import Iterator

from . import nodes as n

UNMATCHED = "unmatched"
SUPER_FANTASY_BRAWL = "super-fantasy-brawl"
GAME_NAMES = {UNMATCHED: "Unmatched", SUPER_FANTASY_BRAWL: "Super Fantasy Brawl"}
# The node modules of what only Super Fantasy Brawl has.
SFB_NODE_MODULES = ("sfb_champion_nodes", "sfb_keyword_nodes", "sfb_effect_nodes")


def _classes(*modules: str) -> frozenset[type]:
    """The node classes defined in these modules of the grammar (nodes.DEFINED_IN)."""
    return frozenset(cls for cls, module in n.DEFINED_IN.items()
                     if module in modules and issubclass(cls, n.Node))


STRUCTURE = frozenset({n.EffectText, n.Section, n.Header, n.Sentence})
# Written the same way in both games.
SHARED = STRUCTURE | {n.May, n.Number, n.FighterName, n.FighterPronoun, n.DealDamage,
                      n.DiscardedCount, n.DamageDealtCount, n.IsAdjacent,
                      # the published catalogue writes them as the champions' cards do
                      n.PayTo, n.DiscardCards, n.CardKind, n.ShuffleDiscard}

NODES: dict[str, frozenset[type]] = {
    UNMATCHED: SHARED | _classes("ref_nodes", "card_ref_nodes", "condition_nodes",
                                 "catalogue_effects", "effect_nodes", "table_nodes",
                                 "trait_nodes")
               | {n.SymbolTier},  # a sentence's option by a count of symbols (discard pile)
    SUPER_FANTASY_BRAWL: SHARED | _classes(*SFB_NODE_MODULES),
}

_SFB_HEADERS = frozenset({n.HeaderKind.PRE_ATTACK, n.HeaderKind.POST_ATTACK,
                          n.HeaderKind.ACTIVATION_START, n.HeaderKind.UPKEEP,
                          n.HeaderKind.AFTER_YOU_PLAY, n.HeaderKind.WOULD_DASH,
                          n.HeaderKind.ATTACK_ACTIVATION, n.HeaderKind.YOU_ACTIVATE,
                          n.HeaderKind.DISPLACED_BY, n.HeaderKind.WHENEVER_YOU_PLAN})
# The words of shared classes that only one game has.
WORDS: dict[str, frozenset[Enum]] = {
    UNMATCHED: frozenset(n.HeaderKind) - _SFB_HEADERS | frozenset(n.FighterWord),
    SUPER_FANTASY_BRAWL: _SFB_HEADERS | {n.FighterWord.THEM, n.FighterWord.HIM,
                                         n.FighterWord.HE} | frozenset(n.Core),
}
# (a kind of card with a core, "red cards", is Super Fantasy Brawl's; "cards" is both's)
_WORD_FIELDS = {n.Header: "kind", n.FighterPronoun: "word", n.CardKind: "core"}


@dataclass(frozen=True)
class Foreign:
    """A node (or the word of one) that the card's game does not have."""

    node: n.Node
    owner: str | None  # the game that has it, if one does


def foreign_nodes(ast: n.Node, game: str) -> Iterator[Foreign]:
    """Every node of `ast` that `game`'s cards may not use, outermost first (what lies inside
    a foreign node is not reported again)."""
    allowed, words = NODES[game], WORDS[game]
    skip_until = -1
    for node in n.walk(ast):
        if node.span is not None and node.span.start < skip_until:
            continue
        word = getattr(node, _WORD_FIELDS[type(node)]) if type(node) in _WORD_FIELDS else None
        if type(node) in allowed and (word is None or word in words):
            continue
        yield Foreign(node, _owner(node, word))
        if node.span is not None:
            skip_until = node.span.end


def _owner(node: n.Node, word: Enum | None) -> str | None:
    for game in NODES:
        if type(node) in NODES[game] and (word is None or word in WORDS[game]):
            return game
    return None


def handled_classes(game: str) -> dict[str, frozenset[type]]:
    """The node classes of `game` a game system's registries must handle, by registry:
    effects, conditions, values (numbers) and counts ("for each ...")."""
    classes = NODES[game]
    unions = {UNMATCHED: (n.Effect, n.Condition, n.Expr, n.Countable),
              SUPER_FANTASY_BRAWL: (n.SfbEffect, n.SfbCondition, n.Number, n.SfbCountable)}
    shared = {"effects": {n.May, n.DealDamage, n.PayTo, n.DiscardCards, n.ShuffleDiscard},
              "conditions": {n.IsAdjacent},
              "values": set(), "counts": {n.DiscardedCount, n.DamageDealtCount}}
    import typing

    found = {}
    for registry, union in zip(("effects", "conditions", "values", "counts"), unions[game]):
        members = set(typing.get_args(union)) or {union}
        found[registry] = frozenset((members | shared[registry]) & classes)
    return found


# The grammar's blocks (grammar/effects.lark): a banner line opens each block after the first,
# whose rules both games share; a block named here holds the rules of one game only.
_BANNER = re.compile(r"^// =+ (?P<title>.+)$")
_RULE = re.compile(r"^[?!]?(?P<name>[a-z_][a-z0-9_]*)\s*(?:\.\d+)?\s*:")
_BLOCK_GAMES = {"Super Fantasy Brawl": SUPER_FANTASY_BRAWL, "the published catalogue": UNMATCHED}


@lru_cache(maxsize=1)
def words_of_one_game() -> dict[str, frozenset[str]]:
    """game -> the terminals (by Lark name) that only the grammar's block of that game uses:
    a syntax error in the other game's card does not list them as what may follow."""
    from .parser import effect_parser, grammar_text  # the parser imports the nodes, not this

    block_of, game = {}, None
    for line in grammar_text().splitlines():
        banner, rule = _BANNER.match(line), _RULE.match(line)
        if banner:
            game = _BLOCK_GAMES.get(banner.group("title"))
        elif rule:
            block_of[rule.group("name")] = game
    used: dict[str, set[str | None]] = {}
    for rule in effect_parser().rules:
        owner = _owning_rule(rule.origin.name, block_of)
        for symbol in rule.expansion:
            if symbol.is_term:
                used.setdefault(symbol.name, set()).add(block_of.get(owner))
    return {game: frozenset(t for t, games in used.items() if games == {game}) for game in NODES}


def _owning_rule(name: str, block_of: dict[str, str | None]) -> str:
    """The grammar's rule a rule of Lark's belongs to: itself, or for the helper rules Lark
    makes of a repetition ("__effect_option_plus_2"), the longest rule name it starts with."""
    if name in block_of or not name.startswith("__"):
        return name
    owners = [rule for rule in block_of if name.startswith(f"__{rule}_")]
    return max(owners, key=len, default=name)

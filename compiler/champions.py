"""Super Fantasy Brawl content: champions and arenas, from valid documents to bundle JSON.

A champion file is built as a hero is (parse.parse_effect gives every text its AST and its
syntax errors at line:col), then checked: the text may use only what Super Fantasy Brawl has
(grammar/games.py, E409) and may name only its own champion (E410). An arena's hexes are
checked against its radius and each other (E620, E621). All the champions and arenas of a run
go into one bundle, named after the game, beside the Unmatched boxes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from cardsmith.grammar import nodes as n
from cardsmith.grammar.games import GAME_NAMES, SUPER_FANTASY_BRAWL, foreign_nodes
from cardsmith.grammar.spellings import fighter_spellings, spelling_key

from .diagnostics import Diagnostics
from .loader import Document
from .model import EffectSource
from .parse import card_id, document_id, parse_effect

SFB_RULESET = SUPER_FANTASY_BRAWL


@dataclass
class ChampionCard:
    id: str
    title: str
    type: str  # attack, skill, reaction
    core: str  # destruction, creation, manipulation
    index: int
    data: dict[str, Any]  # the card's document (numbers, targeting, ...)
    effect: EffectSource | None = None


@dataclass
class Champion:
    id: str
    doc: Document
    name: str
    ruleset_id: str
    cards: list[ChampionCard]
    level_up_ability: EffectSource | None = None

    def effects(self) -> Iterable[EffectSource]:
        if self.level_up_ability is not None:
            yield self.level_up_ability
        yield from (card.effect for card in self.cards if card.effect is not None)


@dataclass
class Arena:
    id: str
    doc: Document
    data: dict[str, Any] = field(default_factory=dict)


def build_champion(doc: Document, diagnostics: Diagnostics) -> Champion:
    data = doc.data
    cards = []
    for index, card in enumerate(data["cards"]):
        effect = None
        if "text" in card:
            effect = parse_effect(doc, ("cards", index, "text"), card["text"], diagnostics,
                                  game=SUPER_FANTASY_BRAWL)
        cards.append(ChampionCard(card_id(card["title"]), card["title"], card["type"],
                                  card["core"], index, card, effect))
    ability = None
    if "ability" in data["level_up"]:
        ability = parse_effect(doc, ("level_up", "ability"), data["level_up"]["ability"],
                               diagnostics, game=SUPER_FANTASY_BRAWL)
    return Champion(document_id(doc), doc, data["name"], data.get("ruleset", SFB_RULESET),
                    cards, ability)


def build_arena(doc: Document) -> Arena:
    return Arena(document_id(doc), doc, doc.data)


# ---------------------------------------------------------------- checks


def check_game(effects: Iterable[EffectSource], game: str, diagnostics: Diagnostics) -> None:
    """E409 for each construct of a text that `game` does not have ("Push" on an Unmatched
    card, "During combat:" on a Super Fantasy Brawl card). Such a text loses its AST, as a
    text with a syntax error does: the later checks pass it over."""
    for effect in effects:
        if effect.ast is None:
            continue
        found = list(foreign_nodes(effect.ast, game))
        if found:
            effect.ast = None
        for foreign in found:
            position = effect.node_position(foreign.node)
            span = foreign.node.span
            length = max(1, span.end - span.start) if span is not None else 1
            where = f" (a construct of {GAME_NAMES[foreign.owner]})" if foreign.owner else ""
            diagnostics.error("E409", f"{GAME_NAMES[game]} cards cannot say "
                              f"'{_excerpt(effect.text, span)}'{where}", effect.doc.display,
                              position.line, position.column,
                              f"expected the words of {GAME_NAMES[game]} (docs/language.md)",
                              length)


def _excerpt(text: str, span) -> str:
    if span is None:
        return text.strip()
    return " ".join(text[span.start:span.end].split())


def check_champion(champion: Champion, diagnostics: Diagnostics) -> None:
    from .sfb_lists import check_no_score

    check_game(champion.effects(), SUPER_FANTASY_BRAWL, diagnostics)
    for effect in champion.effects():
        check_no_score(effect, f"a text of {champion.name}", diagnostics)
    titles: dict[str, int] = {}
    for card in champion.cards:
        if card.id in titles:
            position = champion.doc.position(("cards", card.index, "title"))
            diagnostics.error("E305", f"card '{card.title}' has the same title as "
                              f"cards[{titles[card.id]}]", champion.doc.display, position.line,
                              position.column, "expected each card title once")
        titles.setdefault(card.id, card.index)
    spellings = fighter_spellings(champion.name, forms=champion.doc.data.get("short_names", ()))
    for effect in champion.effects():
        for node in n.walk(effect.ast) if effect.ast is not None else ():
            if isinstance(node, n.FighterName) and spelling_key(node.name) not in spellings:
                position = effect.node_position(node)
                diagnostics.error("E410", f"'{node.name}' is not this champion; a card names "
                                  f"only its own champion", effect.doc.display, position.line,
                                  position.column, f"expected '{champion.name}'",
                                  len(node.name))


def _hex_error(arena: Arena, diagnostics: Diagnostics, path: tuple, code: str,
               message: str, hint: str) -> None:
    position = arena.doc.position(path)
    diagnostics.error(code, message, arena.doc.display, position.line, position.column, hint)


def arena_hexes(arena_data: dict[str, Any]) -> Iterable[tuple[tuple, tuple[int, int]]]:
    """Every hex the arena names, with its document path."""
    for side, area in enumerate(arena_data["deployment"]):
        for index, hex_ in enumerate(area):
            yield ("deployment", side, index), tuple(hex_)
    for index, statue in enumerate(arena_data["statues"]):
        yield ("statues", index, "hex"), tuple(statue["hex"])
        for area_index, hex_ in enumerate(statue.get("area", [])):
            yield ("statues", index, "area", area_index), tuple(hex_)
    for index, hex_ in enumerate(arena_data["traps"]):
        yield ("traps", index), tuple(hex_)


def check_arena(arena: Arena, diagnostics: Diagnostics) -> None:
    """Every hex inside the arena (E620); a statue's, a trap's hex and the
    deployment hexes each used once (E621)."""
    radius = arena.data["radius"]
    exclusive: dict[tuple[int, int], tuple] = {}
    for path, (q, r) in arena_hexes(arena.data):
        if max(abs(q), abs(r), abs(q + r)) > radius:
            _hex_error(arena, diagnostics, path, "E620", f"hex [{q}, {r}] is outside the "
                       f"arena (radius {radius})", "expected a hex with |q|, |r| and |q+r| "
                       f"at most the radius")
            continue
        if path[0] == "statues" and path[2] == "area":
            continue  # a statue's area is coloured hexes that anything may also be
        if (q, r) in exclusive:
            first = "/".join(map(str, exclusive[q, r]))
            _hex_error(arena, diagnostics, path, "E621", f"hex [{q}, {r}] is used twice "
                       f"(also at {first})", "expected each statue, trap and deployment "
                       "hex once")
        exclusive.setdefault((q, r), path)


# ---------------------------------------------------------------- bundle


def champion_to_json(champion: Champion) -> dict[str, Any]:
    from .bundle import effect_to_json

    data = champion.doc.data
    level_up = {"hp": data["level_up"]["hp"], "defense": data["level_up"]["defense"],
                "ability": (effect_to_json(champion.level_up_ability)
                            if champion.level_up_ability else None)}
    return {"id": champion.id, "name": champion.name,
            "short_names": list(data.get("short_names", ())), "source": champion.doc.display,
            "translations": data.get("translations", {}), "hp": data["hp"],
            "defense": data["defense"], "level_up": level_up,
            "cards": [_card_to_json(card) for card in champion.cards]}


def _card_to_json(card: ChampionCard) -> dict[str, Any]:
    from .bundle import effect_to_json

    data = card.data
    result = {"id": card.id, "title": card.title, "number": data.get("number"),
              "type": card.type, "core": card.core, "movement": data["movement"],
              "targeting": data.get("targeting"),
              "aoe": data.get("aoe", 1) if card.type != "reaction" else None,
              "strength": data.get("strength"), "defense_bonus": data.get("defense_bonus"),
              "translations": data.get("translations", {}),
              "text": None, "ast": None, "span": None}
    if card.effect is not None:
        result.update(effect_to_json(card.effect))
    return result


def arena_to_json(arena: Arena) -> dict[str, Any]:
    return {"id": arena.id} | {key: value for key, value in arena.data.items()
                               if key not in ("kind", "notes")}


def sfb_bundle(ruleset, champions: list[Champion], arenas: list[Arena],
               glossary=None, lists=()) -> dict[str, Any]:
    """The bundle of a run's Super Fantasy Brawl content: named after the game, with its
    ruleset, every champion and every arena, and the traps, challenges and standard
    actions (sfb_lists.py)."""
    from .bundle import build_bundle
    from .sfb_lists import lists_to_json

    bundle = build_bundle(ruleset.id, ruleset.data["name"], ruleset, [], [], glossary,
                          ruleset.data.get("translations"))
    bundle["champions"] = [champion_to_json(champion) for champion in champions]
    bundle["arenas"] = [arena_to_json(arena) for arena in arenas]
    bundle.update(lists_to_json(lists))
    return bundle

"""Stage 5: compiled bundles, one JSON document per box, and writing them all or none.

A bundle holds everything the runtime and the text generator need: the ruleset, each hero
with its cards and their ASTs (with the YAML line and column of every node), and the boards;
every name with its translations (in the places the YAML has them), and the glossary of
every language, so the text, the rules summary and the game logs read bundles only
(`NameTable.from_bundle`).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from cardsmith.grammar.i18n_glossary import Glossary
from cardsmith.grammar.serialize import node_to_json

from .model import Board, Box, Card, EffectSource, Hero, NamedEffectKind, Ruleset, SubDeck
from .output import write_files
from .remarks import remarks_to_json
from .subdecks import sub_deck_card_ids

FORMAT = "cardsmith-bundle"
VERSION = 1


def build_bundle(box_id: str, box_name: str, ruleset: Ruleset, heroes: list[Hero],
                 boards: list[Board], glossary: Glossary | None = None,
                 box_translations: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "box": {"id": box_id, "name": box_name, "ruleset": _without_kind(ruleset.data),
                "translations": box_translations or {}},
        "heroes": [hero_to_json(hero) for hero in heroes],
        "boards": [board_to_json(board) for board in boards],
        "glossary": dict(glossary.languages) if glossary else {},
    }


def bundle_for_box(box: Box, ruleset: Ruleset, glossary: Glossary | None = None) -> dict[str, Any]:
    return build_bundle(box.id, box.name, ruleset, box.heroes, box.boards, glossary,
                        box.translations)


def hero_to_json(hero: Hero) -> dict[str, Any]:
    return {
        "id": hero.id,
        "name": hero.name,
        "translations": hero.translations,
        "source": hero.doc.display,
        "move": hero.move,
        "color": hero.color,
        "fighters": [fighter.to_json() for fighter in hero.fighters],
        "ability": effect_to_json(hero.ability) if hero.ability else None,
        "cards": [card_to_json(card) for card in hero.cards],
        "resources": hero.resources,
        "symbols": hero.symbols,
        "discard_pile_marker": hero.discard_pile_marker,
        "forms": hero.forms,
        "tokens": hero.tokens,
        "sub_decks": [sub_deck_to_json(hero, deck) for deck in hero.sub_decks],
        "remarks": remarks_to_json(hero),
        "named_effects": [named_effects_to_json(kind) for kind in hero.named_effects],
        "traits": [{"name": trait.name, "meaning": effect_to_json(trait.meaning),
                    "translations": trait.translations} for trait in hero.traits],
    }


def named_effects_to_json(kind: NamedEffectKind) -> dict[str, Any]:
    return {"name": kind.name, "plural": kind.plural, "verb": kind.verb,
            "effects": [{"name": named.name, "effect": effect_to_json(named.effect),
                         "cost": effect_to_json(named.cost) if named.cost else None,
                         "translations": named.translations} for named in kind.effects],
            "translations": kind.translations}


def sub_deck_to_json(hero: Hero, deck: SubDeck) -> dict[str, Any]:
    return {"name": deck.name, "plural": deck.plural, "cards": sub_deck_card_ids(hero, deck),
            "face_up": deck.face_up, "playable": deck.playable,
            "translations": deck.translations}


def card_to_json(card: Card) -> dict[str, Any]:
    data = {"id": card.id, "title": card.title, "type": card.type, "value": card.value,
            "boost": card.boost, "count": card.count, "user": card.user,
            "text": None, "ast": None, "span": None, "symbols": card.symbols,
            "translations": card.translations}
    if card.effect is not None:
        data.update(effect_to_json(card.effect))
    return data


def effect_to_json(effect: EffectSource) -> dict[str, Any]:
    def locate(offset: int) -> tuple[int, int]:
        position = effect.position(offset)
        return position.line, position.column

    start = effect.position(0)
    end = effect.position(len(effect.text.rstrip()))
    return {
        "text": effect.text.strip(),
        "ast": node_to_json(effect.ast, locate),
        "span": [start.line, start.column, end.line, end.column],
    }


def board_to_json(board: Board) -> dict[str, Any]:
    data = board.data
    return {"id": board.id, "name": data["name"], "translations": data.get("translations", {}),
            "layout": data["layout"],
            "players": data["players"], "zones": data["zones"],
            "spaces": [_space_to_json(space) for space in data["spaces"]],
            "doors": data.get("doors", []), "passages": data.get("passages", [])}


def _space_to_json(space: dict[str, Any]) -> dict[str, Any]:
    data = {"id": space["id"], "zones": space.get("zones", []),
            "adjacent": space.get("adjacent", [])}
    if "start" in space:
        data["start"] = space["start"]
    return data


def _without_kind(data: dict[str, Any]) -> dict[str, Any]:
    """A ruleset as the bundle's box carries it: its numbers, not the document's kind nor
    the game's name in other languages (the box's own `translations`)."""
    return {key: value for key, value in data.items() if key not in ("kind", "translations")}


@lru_cache(maxsize=1)
def bundle_validator():
    from .validate import validator_for

    return validator_for("bundle")


def bundle_schema_errors(bundle: dict[str, Any]) -> list[str]:
    """Schema violations of a bundle we built: a compiler bug if ever non-empty."""
    return [f"{'/'.join(map(str, error.absolute_path))}: {error.message}"
            for error in bundle_validator().iter_errors(bundle)]


def write_bundles(bundles: dict[str, dict[str, Any]], out_dir: Path) -> list[Path]:
    """Write `<box>.json` for every bundle into out_dir, every one or none (output.py);
    OutputError when they cannot be written."""
    texts = {f"{box_id}.json": (json.dumps(bundle, indent=1, ensure_ascii=False) + "\n")
             .encode("utf-8") for box_id, bundle in sorted(bundles.items())}
    return write_files(out_dir, texts)

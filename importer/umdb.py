"""UmDb deck JSON (the format of the community card database behind unmatched.cards) to a
hero file. The deck's shape is checked first, so bad input gets one clear message and
nothing is written; every card is written, also one the effect language does not accept
(its printed text goes in, after the normalisations of normalise.py)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from cardsmith.compiler.parse import id_for

from . import normalise
from .normalise import Window

CARD_TYPES = ("attack", "defense", "versatile", "scheme")
ATTACKS = ("melee", "ranged")


@dataclass
class ImportFault(Exception):
    """Input that is not an UmDb deck: where and what."""

    file: str
    message: str
    line: int = 0
    column: int = 0

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}:{self.column}" if self.line else self.file
        return f"{where}: error: {self.message}"


@dataclass
class Deck:
    """One deck read from UmDb JSON, as a hero file's data."""

    source: Path
    slug: str
    hero: dict[str, Any]
    texts: list[str] = field(default_factory=list)  # each card's effect text, in file order

    @property
    def file_name(self) -> str:
        return f"{self.slug}.yaml"


def read_deck(path: Path) -> Deck:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise ImportFault(str(path), "not UTF-8 text") from None
    except json.JSONDecodeError as error:
        raise ImportFault(str(path), f"not JSON: {error.msg}", error.lineno,
                          error.colno) from None
    return deck_from_json(data, path)


def deck_from_json(data: Any, path: Path) -> Deck:
    shape = _Shape(str(path))
    shape.object(data, "the deck")
    name = shape.text(data, "name", "the deck")
    move = shape.integer(data, "movement", "the deck")
    heroes = shape.items(data, "heroes", "the deck", minimum=1)
    sidekicks = shape.items(data, "sidekicks", "the deck", optional=True)
    fighters = [_fighter(shape, f, "hero", f"heroes[{i}]") for i, f in enumerate(heroes)]
    fighters += [_fighter(shape, f, "sidekick", f"sidekicks[{i}]")
                 for i, f in enumerate(sidekicks)]
    printed_cards = shape.items(data, "cards", "the deck", minimum=1)
    fighters += [_summoned(kind) for kind in normalise.summoned_kinds(
        _printed_texts(printed_cards), [(f["name"], f.get("plural")) for f in fighters])]
    names = [(f["name"], f.get("plural")) for f in fighters]
    cards = [_card(shape, c, names, f"cards[{i}]") for i, c in enumerate(printed_cards)]
    _add_short_names(fighters, [(c.get("characterName"), card["user"])
                                for c, card in zip(printed_cards, cards)],
                     " ".join(card.get("text", "") for card in cards))
    hero: dict[str, Any] = {"kind": "hero", "name": name, "move": move, "fighters": fighters}
    special = data.get("special")
    if isinstance(special, str) and special.strip():
        hero["ability"] = normalise.text(special)
        traits = normalise.printed_traits(hero["ability"])
        if traits:
            hero["traits"] = traits
    hero["cards"] = cards
    slug = data.get("slug") if isinstance(data.get("slug"), str) else None
    return Deck(path, id_for(slug or name, "deck"), hero, [c.get("text", "") for c in cards])


def _fighter(shape: "_Shape", data: Any, role: str, where: str) -> dict[str, Any]:
    shape.object(data, where)
    name = normalise.fighter_name(shape.text(data, "name", where))
    count = shape.integer(data, "quantity", where, optional=True) or 1
    attack = shape.text(data, "attack_type", where).lower()
    if attack not in ATTACKS:
        raise ImportFault(shape.file, f"{where}.attack_type is {attack!r}, not melee or ranged")
    fighter: dict[str, Any] = {"name": normalise.singular(name) if count > 1 else name}
    if count > 1:
        fighter["plural"] = name
    fighter.update(role=role, count=count, health=shape.integer(data, "hp", where),
                   attack=attack)
    return fighter


# What the UmDb data does not give of a kind of sidekick that only the cards summon: the
# importer's placeholders, written with a note to check them against the hero card.
SUMMONED_COUNT = 8
SUMMONED_HEALTH = 1


def _summoned(kind: str) -> dict[str, Any]:
    """A kind of sidekick the deck's cards summon and its fighters do not list ("summon two
    squirrels"): a summoned group (docs/importing.md)."""
    name = kind[0].upper() + kind[1:]
    return {"name": name, "plural": name[:-1] + "ies" if name.endswith("y") else name + "s",
            "role": "sidekick", "summoned": True, "count": SUMMONED_COUNT,
            "health": SUMMONED_HEALTH, "attack": "melee",
            "notes": f"Not in the UmDb data, which lists no {name}: the cards summon them. Their "
                     f"number ({SUMMONED_COUNT}), health ({SUMMONED_HEALTH}) and attack (melee) "
                     "are the importer's; check them against the hero card."}


def _printed_texts(printed_cards: list) -> list[str]:
    """Each card's effect text as printed, where the card is in shape (_card checks it)."""
    texts = []
    for card in printed_cards:
        if isinstance(card, dict):
            texts.append(normalise.card_text({w: card.get(w.value) for w in Window
                                              if isinstance(card.get(w.value), str)}))
    return texts


def _add_short_names(fighters: list[dict[str, Any]], users: list[tuple[Any, str]],
                     texts: str) -> None:
    """Give each fighter the short forms its cards' printed users call it by ("Geralt"), where
    the card texts name it so too (not only inside its whole name, "Squirrel Girl")."""
    for fighter in fighters:
        whole = [fighter["name"], *([fighter["plural"]] if fighter.get("plural") else [])]
        rest = re.sub("|".join(re.escape(name) for name in whole), " ", texts)
        shorts = sorted({short for printed, user in users
                         if user == fighter["name"] and isinstance(printed, str)
                         and (short := normalise.short_name(printed, fighter["name"],
                                                            fighter.get("plural")))
                         and re.search(rf"\b{re.escape(short)}\b", rest)})
        if shorts:
            fighter["short_names"] = shorts


def _card(shape: "_Shape", data: Any, fighters: list, where: str) -> dict[str, Any]:
    shape.object(data, where)
    card_type = shape.text(data, "type", where).lower()
    if card_type not in CARD_TYPES:
        raise ImportFault(shape.file, f"{where}.type is {card_type!r}, not one of "
                          + ", ".join(CARD_TYPES))
    card: dict[str, Any] = {"title": normalise.text(shape.text(data, "title", where)),
                            "type": card_type}
    value = shape.integer(data, "value", where, optional=True)
    if card_type != "scheme":  # a scheme has no value, though some data give it one
        card["value"] = value if value is not None else 0
    boost = shape.integer(data, "boost", where, optional=True)
    if boost is not None:
        card["boost"] = boost
    card["count"] = shape.integer(data, "quantity", where)
    card["user"] = normalise.user(shape.text(data, "characterName", where), fighters)
    windows = {w: shape.text(data, w.value, where, optional=True) for w in Window}
    text = normalise.capitalised_names(normalise.card_text(windows), fighters)
    if text:
        card["text"] = text
    return card


class _Shape:
    """Checks of the JSON's shape that name the faulty field."""

    def __init__(self, file: str) -> None:
        self.file = file

    def fault(self, message: str) -> ImportFault:
        return ImportFault(self.file, message + " (is this an UmDb deck?)")

    def object(self, data: Any, where: str) -> None:
        if not isinstance(data, dict):
            raise self.fault(f"{where} should be an object, not {_kind(data)}")

    def text(self, data: dict, key: str, where: str, optional: bool = False) -> str | None:
        value = data.get(key)
        if value is None and optional:
            return None
        if not isinstance(value, str) or (not optional and not value.strip()):
            raise self.fault(f"{where}.{key} should be text, not {_kind(value)}")
        return value

    def integer(self, data: dict, key: str, where: str, optional: bool = False) -> int | None:
        value = data.get(key)
        if value is None and optional:
            return None
        if isinstance(value, str) and value.strip().isdigit():
            return int(value)  # some data sets write numbers as text
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise self.fault(f"{where}.{key} should be a whole number, not {_kind(value)}")
        return value

    def items(self, data: dict, key: str, where: str, minimum: int = 0,
              optional: bool = False) -> list:
        value = data.get(key)
        if value is None and optional:
            return []
        if not isinstance(value, list) or len(value) < minimum:
            raise self.fault(f"{where}.{key} should be a list of at least {minimum}, "
                             f"not {_kind(value)}")
        return value


def _kind(value: Any) -> str:
    if value is None:
        return "missing"
    return {dict: "an object", list: "a list", str: "text", bool: "true/false"}.get(
        type(value), type(value).__name__)


def hero_yaml(deck: Deck) -> str:
    header = (f"# {deck.hero['name']}, imported from UmDb JSON ({deck.source.name}) by\n"
              "# `cardsmith import umdb`; check it with `cardsmith check`.\n")
    return header + yaml.safe_dump(deck.hero, sort_keys=False, allow_unicode=True, width=100)


def deck_paths(paths: list[Path]) -> list[Path]:
    """The JSON files of the paths given: a file, or every *.json of a folder."""
    found: list[Path] = []
    for path in paths:
        found += sorted(path.glob("*.json")) if path.is_dir() else [path]
    return found

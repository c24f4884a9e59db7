"""The options of a decision as a person reads them, in the table's language: one message per
kind of option record, `table-<record>` (`table-pick-card` for PickCard), given the record's
fields as variables by what each field names (FIELDS), from the observation only.

A fighter field `f` also gives `$f-seat` (its owner's seat, from 1), `$f-space` (where it stands, or
`none`) and its forms in the language's cases; a card field `$card-boost`; a record that
names a fighter and a space or hex gives `$stays` (whether the option leaves it where it is).
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Any, Callable

from cardsmith.runtime.engine.actions import DrawCard, RandomCard
from cardsmith.runtime.engine.log import key
from cardsmith.runtime.sfb.actions import NO_CORE, DrawChallenge, DrawTrap

from .table_text import number

if TYPE_CHECKING:
    from cardsmith.runtime.engine.observation import Observation

    from .table_text import TableText

# Options only chance takes: never put to a person.
CHANCE_RECORDS = (DrawCard, RandomCard, DrawChallenge, DrawTrap)

Convert = Callable[["TableText", "Observation", dict[str, Any], str, Any], None]


def record_message(record_type: type) -> str:
    """`PickCard` -> `table-pick-card`."""
    name = record_type.__name__
    return "table-" + "".join("-" + c.lower() if c.isupper() else c for c in name).lstrip("-")


def _number(text: "TableText", seen: "Observation", args: dict, arg: str, value: Any) -> None:
    args[arg] = number(value)


def _word(text: "TableText", seen: "Observation", args: dict, arg: str, value: Any) -> None:
    """A value a message selects on: an enum member's name, a string, a yes or no."""
    if isinstance(value, bool):
        args[arg] = "true" if value else "false"
    elif value is None or value == NO_CORE:
        args[arg] = "none"
    else:
        args[arg] = key((value.name if isinstance(value, Enum) else value).lower()).replace(
            "_", "-")


def _card(text: "TableText", seen: "Observation", args: dict, arg: str, value: Any) -> None:
    args[arg] = text.card(value)
    args[f"{arg}-boost"] = number(getattr(seen.card(value), "boost", None) or 0)


def _fighter(text: "TableText", seen: "Observation", args: dict, arg: str, value: Any) -> None:
    text.fighter(args, arg, value)
    view = seen.fighters[value]
    args[f"{arg}-seat"] = number(view.owner + 1)
    args[f"{arg}-space"] = number(view.space) if view.on_board else "none"


def _fighters(text: "TableText", seen: "Observation", args: dict, arg: str,
              value: Any) -> None:
    args[arg] = text.joined([text.fighter_name(f) for f in value]) if value else "none"


def _numbers(text: "TableText", seen: "Observation", args: dict, arg: str, value: Any) -> None:
    args[arg] = ", ".join(str(v) for v in value)


def _player(text: "TableText", seen: "Observation", args: dict, arg: str, value: Any) -> None:
    args[arg] = text.player(value)


def _name(kind: str) -> Convert:
    def convert(text: "TableText", seen: "Observation", args: dict, arg: str,
                value: Any) -> None:
        args[arg] = text.printed(kind, value) if value else "none"
    return convert


def _champion(text: "TableText", seen: "Observation", args: dict, arg: str,
              value: Any) -> None:
    args[arg] = text.printed("fighter", seen.game.library.champions[value].name)


def _effect(text: "TableText", seen: "Observation", args: dict, arg: str, value: Any) -> None:
    args[arg] = text.effect(value)


def _glyph(text: "TableText", seen: "Observation", args: dict, arg: str, value: Any) -> None:
    args[arg] = value  # a symbol's glyph, the same in every language


def _unused(text: "TableText", seen: "Observation", args: dict, arg: str, value: Any) -> None:
    """A field that tells options apart for the engine, not for a reader."""


# Each field of an option record by what it names.
FIELDS: dict[str, Convert] = {
    "card": _card, "fighter": _fighter, "attacker": _fighter, "target": _fighter,
    "through": _fighters, "player": _player, "champion": _champion, "effect": _effect,
    "space": _number, "start": _number, "a": _number, "b": _number, "hex": _number,
    "value": _number, "hexes": _numbers, "index": _unused, "symbol": _unused,
    "glyph": _glyph, "token": _name("token"), "form": _name("form"),
    "resource": _name("resource"), "area": _name("sub-deck"),
    "name": _name("named-effect"), "verb": _unused, "word": _unused,
    "use": _word, "kind": _word, "core": _word, "action": _word, "what": _word,
    "yes": _word, "ban": _word, "ready": _word,
}


def option_text(text: "TableText", seen: "Observation", record: Any) -> str:
    """What choosing `record` does, in the table's language."""
    args: dict[str, Any] = {"grid": text.grid}
    fields = getattr(record, "__dataclass_fields__", {})
    for name in fields:
        FIELDS[name](text, seen, args, name.replace("_", "-"), getattr(record, name))
    stays = ("fighter" in fields and ("space" in fields or "hex" in fields))
    if stays:
        where = getattr(record, "space", getattr(record, "hex", None))
        args["stays"] = "true" if seen.fighters[record.fighter].space == where else "false"
    return text.message(record_message(type(record)), **args)

"""A game's events as text, in any of the five languages, turn by turn.

Each kind of event has a message `log-<kind>` in the log catalog of every language
(grammar/phrases/log/<lang>.ftl); its fields are the message's variables. Names are the
content's, in the language's forms (a `NameTable`, as for card text): a fighter comes with
its forms in every case the language declines names in (`$fighter-acc`, ...) and its
gender, a card with its title, a player with their hero. Numbers are Fluent numbers, so
plurals follow the language's rules.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, Iterable

from fluent.runtime import FluentBundle
from fluent.runtime.types import fluent_number

from cardsmith.grammar.i18n_lang import LANGUAGES, SOURCE_LANGUAGE, capitalise
from cardsmith.grammar.i18n_messages import (catalog_path, format_message,
                                             message_bundle)
from cardsmith.grammar.i18n_names import NameTable

from .events import EVENT_TYPES, Event

if TYPE_CHECKING:
    from .data import GameData




def log_catalog_path(lang: str) -> Any:
    return catalog_path("log", lang)


def log_bundle(lang: str) -> FluentBundle:
    return message_bundle("log", lang)


def message_id(kind: str) -> str:
    return "log-" + kind.replace(" ", "-")


def key(text: str) -> str:
    """A value a message selects on ("hand limit" -> "hand-limit")."""
    return text.replace(" ", "-")


class GameLog:
    """Formats the events of one game (its data names the players, fighters and cards)."""

    def __init__(self, data: "GameData", lang: str = SOURCE_LANGUAGE,
                 names: NameTable | None = None) -> None:
        self.data, self.lang = data, lang
        self.names = names if names is not None else NameTable()
        self.cases = LANGUAGES[lang].name_cases

    # ------------------------------------------------------------ whole logs

    def text(self, events: Iterable[Event]) -> str:
        lines = [self.message("log-setup", {})]
        lines.extend(self.line(event) for event in events)
        return "\n".join(lines) + "\n"

    def line(self, event: Event) -> str:
        args: dict[str, Any] = {"turn": fluent_number(event.turn, useGrouping=False)}
        for field in dataclasses.fields(event):
            if field.name != "turn":
                self._argument(args, field.name, str(field.type), getattr(event, field.name))
        return self.message(message_id(event.KIND), args)

    def message(self, message_id: str, args: dict[str, Any]) -> str:
        return _capitalise_start(format_message("log", self.lang, message_id, args), self.lang)

    # ------------------------------------------------------------ arguments

    def _argument(self, args: dict[str, Any], name: str, kind: str, value: Any) -> None:
        arg = name.replace("_", "-")
        if value is None:
            args[arg] = "none"
        elif kind == "PlayerIndex":
            args[arg] = self.player(value)
            self._hero(args, value)
        elif kind.startswith("FighterId"):
            self.fighter(args, arg, value)
        elif kind.startswith("CardId"):
            args[arg] = self.card(value)
        elif kind == "tuple[CardId, ...]":
            args[arg] = ", ".join(self.card(c) for c in sorted(
                value, key=lambda c: self.data.cards[c].definition.id)) or "-"
        elif kind == "TeamIndex":
            heroes = [self.hero(p.index) for p in self.data.players if p.team == value]
            args["heroes"] = self.message("log-and", {"count": fluent_number(len(heroes)),
                                                      "first": ", ".join(heroes[:-1]),
                                                      "last": heroes[-1]})
            args["heroes-count"] = fluent_number(len(heroes))
        elif isinstance(value, bool):
            args[arg] = "true" if value else "false"
        elif isinstance(value, int):
            args[arg] = fluent_number(value, useGrouping=False)
            args[f"signed-{arg}"] = f"{value:+d}"
        elif isinstance(value, tuple):  # a door: the two spaces it is between
            for letter, item in zip("ab", value):
                args[letter] = fluent_number(item, useGrouping=False)
        else:
            args[arg] = self._word(name, value)

    def _word(self, name: str, value: str) -> str:
        """A string field: a content name (a resource, token, form, title) in the language, or a
        value the message selects on."""
        if name in ("resource", "token", "form", "title"):
            return self.names.printed(self.lang, name, value)
        if name == "area":  # a hero's card area, as its cards' text names it (a sub-deck's
            return self.names.printed(self.lang, "sub-deck", value)  # translated name)
        if name in _NAMED_EFFECT_FIELDS:  # a hero's named effect ("spell", "Toad's Blessing")
            return self.names.printed(self.lang, _NAMED_EFFECT_FIELDS[name], value)
        return key(value)

    def player(self, index: int) -> str:
        return self.message("log-player", {"hero": self.hero(index), "seat": index + 1})

    def hero(self, index: int) -> str:
        return self.names.printed(self.lang, "hero", self.data.players[index].hero.name)

    def _hero(self, args: dict[str, Any], index: int) -> None:
        """The player's hero as `$hero`, with its forms in the cases the language declines."""
        args["hero"] = self.hero(index)
        english = self.data.players[index].hero.name
        for case in self.cases:
            args[f"hero-{case}"] = self.names.name(self.lang, english, case).text

    def card(self, card_id: int) -> str:
        card = self.data.cards[card_id]
        title = self.names.printed(self.lang, "card", card.definition.title)
        return title if card.label == card.definition.title else card.label.replace(
            card.definition.title, title, 1)

    def fighter(self, args: dict[str, Any], arg: str, fighter_id: int) -> None:
        """A fighter as `$arg`, with its gender and its forms in the language's cases."""
        fighter = self.data.fighters[fighter_id]
        written = fighter.definition.name
        copy = fighter.label[len(written):]  # " 2" for the second Outlaw
        name = self.names.name(self.lang, written)
        args[arg] = _with_article(self.lang, name.article, name.text) + copy
        args[f"{arg}-gender"] = name.gender
        for case in self.cases:
            args[f"{arg}-{case}"] = self.names.name(self.lang, written, case).text + copy


_ARTICLES = {"l": "l'"}
_NAMED_EFFECT_FIELDS = {"word": "effect-word", "effect": "named-effect"}


def _with_article(lang: str, article: str, text: str) -> str:
    if article in (None, "none", ""):
        return text
    article = _ARTICLES.get(article, article)
    return f"{article}{text}" if article.endswith("'") else f"{article} {text}"


def _capitalise_start(text: str, lang: str) -> str:
    """The first letter of each line in upper case ("lo Jackalope" opens a line)."""
    return "\n".join(capitalise(line, lang) if line.strip() else line
                     for line in text.split("\n"))


def event_kinds() -> list[str]:
    return sorted(EVENT_TYPES)

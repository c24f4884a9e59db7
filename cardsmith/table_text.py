"""The words of the table a person plays at (`cardsmith play --agents human`), in any of the
five languages: the catalog `grammar/phrases/table/<lang>.ftl`, and the names, card titles and card
texts as the game log and `cardsmith text` print them.

`TableText` knows only what never changes during a game (the seats, the fighters, every
card instance and its printed text); what a player may know of the position comes from their
observation, in table_view.py and table_options.py.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Any, Iterable

from fluent.runtime.types import fluent_number

from cardsmith.cardtext import CardPrinter
from cardsmith.champion_text import ChampionPrinter
from cardsmith.grammar.i18n_catalog import CatalogError
from cardsmith.grammar.i18n_lang import SOURCE_LANGUAGE, capitalise
from cardsmith.grammar.i18n_messages import catalog_path, format_message
from cardsmith.grammar.i18n_names import NameTable
from cardsmith.grammar.nodes import Node
from cardsmith.grammar.render_en import render_en
from cardsmith.grammar.render_text import TextRenderer
from cardsmith.runtime.engine.log import GameLog

if TYPE_CHECKING:
    from cardsmith.runtime.engine.game import Game

INDENT = "      "  # a hand card's stats and text, under its title




def table_catalog_path(lang: str) -> Any:
    return catalog_path("table", lang)


def number(value: int) -> Any:
    return fluent_number(value, useGrouping=False)


class Deck(Enum):
    """Whose deck a card is of: which printer prints it."""

    HERO = "heroes"  # Unmatched (cardtext.py)
    CHAMPION = "champions"  # Super Fantasy Brawl (champion_text.py)


CardTexts = dict[tuple[str, str], tuple[Deck, dict[str, Any]]]


def card_texts(bundles: Iterable[dict[str, Any]]) -> CardTexts:
    """Every card of the bundles as compiled, by (hero or champion id, card id)."""
    found: CardTexts = {}
    for bundle in bundles:
        for deck in Deck:
            for owner in bundle.get(deck.value, ()):
                for card in owner.get("cards", ()):
                    found[(owner["id"], card["id"])] = (deck, card)
    return found


class TableWords:
    """The table's catalog and the content's names in one language, with no game: enough
    for a draft's picks (table_options.py)."""

    grid = "hex"  # only Super Fantasy Brawl drafts

    def __init__(self, lang: str, names: NameTable) -> None:
        self.lang, self.names = lang, names

    def message(self, message_id: str, **args: Any) -> str:
        """A line (or lines) of the table, each begun with a capital letter."""
        return "\n".join(capitalise(line, self.lang) if line.strip() else line
                         for line in self.phrase(message_id, **args).split("\n"))

    def phrase(self, message_id: str, **args: Any) -> str:
        """A message as written, to stand inside a sentence ("a card")."""
        args = {k.replace("_", "-"): number(v) if isinstance(v, int) and not isinstance(v, bool)
                else v for k, v in args.items()}
        return format_message("table", self.lang, message_id, args)

    def printed(self, kind: str, english: str) -> str:
        """A content name (a token, form, resource, sub-deck, fighter) in the language."""
        return self.names.printed(self.lang, kind, english)


class TableText(TableWords):
    """The table's words for one game in one language."""

    def __init__(self, game: "Game", lang: str, names: NameTable,
                 cards: CardTexts) -> None:
        super().__init__(lang, names)
        self.game = game
        # the game before set-up: its seats, fighters and card instances, which never change
        self.log = GameLog(game.new_data(), lang, names)
        self.grid = "hex" if game.ruleset.system == "super-fantasy-brawl" else "space"
        self.cards = cards
        self.renderer = TextRenderer(lang, names)
        self._printers = {Deck.HERO: CardPrinter(lang, names),
                          Deck.CHAMPION: ChampionPrinter(lang, names)}
        self._card_lines: dict[int, list[str]] = {}

    # ------------------------------------------------------------ names, as the log has them

    def player(self, index: int) -> str:
        return self.log.player(index)

    def card(self, card_id: int) -> str:
        return self.log.card(card_id)

    def cards_list(self, card_ids: Iterable[int]) -> str:
        return ", ".join(self.card(c) for c in card_ids) or self.phrase("table-none")

    def fighter(self, args: dict[str, Any], arg: str, fighter_id: int) -> None:
        self.log.fighter(args, arg, fighter_id)

    def fighter_name(self, fighter_id: int) -> str:
        args: dict[str, Any] = {}
        self.fighter(args, "fighter", fighter_id)
        return args["fighter"]

    def joined(self, items: list[str]) -> str:
        """ "A, B and C", as the log joins names."""
        if not items:
            return self.phrase("table-none")
        return self.log.message("log-and", {"count": number(len(items)),
                                            "first": ", ".join(items[:-1]), "last": items[-1]})

    # ------------------------------------------------------------ texts

    def effect(self, node: Node) -> str:
        """An effect as its card prints it; English where a catalog lacks a construct (as
        `cardsmith text` does), so that a person is never shown nothing."""
        if self.lang == SOURCE_LANGUAGE:
            return render_en(node)
        try:
            return self.renderer.text(node)
        except CatalogError:
            return render_en(node)

    def card_lines(self, card_id: int, observation: Any) -> list[str]:
        """A card's stats and text as printed, under its title (a hand shown to its
        player): the card's printed text is public, as its deck list is."""
        if card_id not in self._card_lines:
            self._card_lines[card_id] = self._printed(card_id, observation)
        return self._card_lines[card_id]

    def _printed(self, card_id: int, observation: Any) -> list[str]:
        definition = observation.card(card_id)
        seat = self.game.heroes[observation.card_owners[card_id]]
        for owner in seat.split(","):  # a hero, or a team's champions
            if (owner, definition.id) in self.cards:
                deck, card = self.cards[(owner, definition.id)]
                # the printers' first line is the card's title and copies: the title is shown
                return [INDENT + line for line in self._printers[deck].card_lines(card)[1:]]
        return []

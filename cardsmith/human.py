"""A person at the terminal as an agent (`cardsmith play --agents human,greedy`).

At each of their decisions the agent prints what their player may know, from the
observation only (table_view.py), in the table's language, then the options numbered from 1,
and reads a number with click's prompt: `?` or `help` prints the position again, `q`, `quit`
or the end of the input leave the game (`PlayerLeft`); anything else is asked again with a
hint.

Answers come first from `--answers` (a list given on the command line), then from the
terminal; every answer taken is kept, so that the line `--answers 3,1,2,...` replays the
game: the seed and the answers decide it. An answer given from the list is printed after
the prompt as if typed, so that the replay prints the game as it was played.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

import click

from cardsmith.grammar.i18n_names import NameTable
from cardsmith.runtime.engine.agents import PlayerLeft
from cardsmith.runtime.engine.log import GameLog
from cardsmith.runtime.sfb.draft import DraftObservation

from .table_options import option_text
from .table_text import CardTexts, TableText, TableWords
from .table_view import decision_lines, position_lines

if TYPE_CHECKING:
    from cardsmith.runtime.engine.data import GameData
    from cardsmith.runtime.engine.observation import Observation

HUMAN = "human"
HELP = ("?", "help")
LEAVE = ("q", "quit")


class AnswersMismatch(PlayerLeft):
    """An answer of --answers that is not among its decision's options: the list was made
    for another game (another seed, other content or another version), so the person's
    game cannot go on; like leaving, it is no fault of the agent's (agents.decide)."""


@dataclass
class Answers:
    """A person's answers, 1 for the first option: those of --answers still to give, and
    every one taken so far."""

    given: deque[int] = field(default_factory=deque)
    taken: list[int] = field(default_factory=list)

    def line(self) -> str:
        return ",".join(map(str, self.taken))


def parse_answers(text: str) -> list[int]:
    """ "3,1,2" -> [3, 1, 2]; a ValueError names what is wrong."""
    parts = [part.strip() for part in text.split(",")] if text.strip() else []
    if not parts or not all(part.isdigit() and int(part) >= 1 for part in parts):
        raise ValueError(f"--answers takes option numbers from 1, separated by commas, like "
                         f"3,1,2; got '{text}'")
    return [int(part) for part in parts]


class HumanAgent:
    """One seat played by a person (several seats may share one `Answers`)."""

    def __init__(self, lang: str, names: NameTable, cards: CardTexts,
                 answers: Answers) -> None:
        self.lang, self.names, self.cards, self.answers = lang, names, cards, answers
        self.text: TableText | None = None

    def act(self, seen: Any) -> int:
        lines = self._draft_lines(seen) if isinstance(seen, DraftObservation) \
            else self._game_lines(seen)
        click.echo("\n".join(lines))
        return self._answer(len(seen.decision.options), lines)

    def _game_lines(self, seen: "Observation") -> list[str]:
        if self.text is None or self.text.game is not seen.game:
            self.text = TableText(seen.game, self.lang, self.names, self.cards)
        return position_lines(self.text, seen) + decision_lines(self.text, seen)

    def _draft_lines(self, seen: DraftObservation) -> list[str]:
        words = TableWords(self.lang, self.names)
        champions = seen.game.library.champions
        lines = [words.message("table-draft", seat=seen.player + 1)]
        for seat, team in enumerate(seen.teams):
            names = [words.printed("fighter", champions[c].name) for c in team]
            lines.append(words.message("table-draft-team", seat=seat + 1,
                                       champions=", ".join(names) or words.phrase("table-none")))
        return lines + [words.message("table-option", number=i, option=option_text(words, seen, o))
                        for i, o in enumerate(seen.decision.options, 1)]

    def _answer(self, count: int, lines: list[str]) -> int:
        words = self.text or TableWords(self.lang, self.names)
        prompt = words.message("table-prompt", count=count)
        if self.answers.given:
            answer = self.answers.given.popleft()
            if not 1 <= answer <= count:
                raise AnswersMismatch(f"--answers: answer {len(self.answers.taken) + 1} is "
                                      f"{answer}, but the decision has {count} options")
            click.echo(f"{prompt}: {answer}")
            return self._taken(answer)
        while True:
            try:
                reply = click.prompt(prompt, default="", show_default=False).strip().lower()
            except click.Abort:  # the end of the input, or Ctrl-C
                click.echo()  # ends the prompt's line
                raise PlayerLeft() from None
            if reply in LEAVE:
                raise PlayerLeft()
            if reply in HELP:
                click.echo("\n".join(lines))
            elif reply.isdigit() and 1 <= int(reply) <= count:
                return self._taken(int(reply))
            else:
                click.echo(words.message("table-invalid", count=count))

    def _taken(self, answer: int) -> int:
        self.answers.taken.append(answer)
        return answer - 1


class SeatLog(GameLog):
    """The game log as the player of one seat may read it while they play: a card they
    cannot see (the other hand's draws, a card put into a deck) is written as the table's
    "a card". `observe()` gives that player's observation at the moment of the event."""

    def __init__(self, data: "GameData", lang: str, names: NameTable,
                 observe: Callable[[], "Observation"]) -> None:
        super().__init__(data, lang, names)
        self.observe = observe
        self.hidden = TableWords(lang, names).phrase("table-hidden-card")

    def card(self, card_id: int) -> str:
        seen = self.observe()
        if card_id in seen.unaccounted()[seen.card_owners[card_id]]:
            return self.hidden
        return super().card(card_id)

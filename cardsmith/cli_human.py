"""`cardsmith play` with people at the terminal (`--agents human,...`, `--answers`): their
seats, the line that replays their game, and how a game they leave ends (human.py has the
agent itself)."""

from __future__ import annotations

import shlex
import sys
from collections import deque
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

import click

from cardsmith.grammar.i18n_names import NameTable
from cardsmith.runtime.engine.agents import PlayerLeft

from .human import HUMAN, Answers, AnswersMismatch, HumanAgent, parse_answers
from .table_text import CardTexts, TableWords


@dataclass
class People:
    """The seats a person plays, their answers, and the command that replays the game."""

    seats: tuple[int, ...]
    lang: str
    answers: Answers
    command: list[str]  # `cardsmith play ...` as given, without --answers and --log

    def agents(self, names: NameTable, cards: CardTexts
               ) -> dict[int, HumanAgent]:
        """An agent for each of their seats (`cards`: the cards' printed texts, table_text.
        card_texts); they share the answers, in the order asked."""
        return {seat: HumanAgent(self.lang, names, cards, self.answers) for seat in self.seats}

    def replay_line(self) -> str:
        command = shlex.join([*self.command, "--answers", self.answers.line()]) \
            if self.answers.taken else shlex.join(self.command)
        return TableWords(self.lang, NameTable()).message("table-replay", command=command)


def people(agent_names: tuple[str, ...], answers: str | None, lang: str,
           command: list[str]) -> People | None:
    """The people of a game, or None if agents play every seat (then --answers is a usage
    error)."""
    seats = tuple(seat for seat, name in enumerate(agent_names) if name == HUMAN)
    if not seats:
        if answers is not None:
            raise click.UsageError("--answers gives a human's answers: name human in --agents")
        return None
    try:
        given = deque(parse_answers(answers)) if answers is not None else deque()
    except ValueError as error:
        raise click.UsageError(str(error)) from None
    return People(seats, lang, Answers(given), command)


def replay_command(hero_a: str | None, hero_b: str | None, params: dict[str, Any]) -> list[str]:
    """The command line of this game as its options give it (not --log: a replay writes
    no file unless asked)."""
    command = ["cardsmith", "play", *(h for h in (hero_a, hero_b) if h is not None)]
    if params["board"] is not None:
        command += ["--board", params["board"]]
    command += ["--seed", str(params["seed"]), "--agents", params["agents"]]
    if params["draft"] is not None:
        command += ["--draft", params["draft"]]
    if params["lang"] != "en":
        command += ["--lang", params["lang"]]
    for path in params["paths"]:
        command += ["--content", str(Path(path))]
    return command


@contextmanager
def leaving(table: People | None) -> Iterator[None]:
    """A person who leaves (q, the end of the input) ends the game with exit status 1, after
    the line that replays it so far (to go on from there); --answers that do not fit the game
    end it too. The log written so far stays complete."""
    try:
        yield
    except AnswersMismatch as error:
        click.echo(f"cardsmith: {error}", err=True)
        sys.exit(1)
    except PlayerLeft:
        left = TableWords(table.lang, NameTable()).message("table-left")
        click.echo(f"cardsmith: {left}", err=True)
        click.echo(table.replay_line())
        sys.exit(1)

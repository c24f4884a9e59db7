"""What an effect is about while it resolves: who plays it, with which fighter and card,
in which combat, and what its earlier sentences chose ("that fighter", "that space", "it").

A context is shared by the rules that resolve one section; it is data (a `Shared` record),
so a game copies in the middle of an effect.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import FALLBACK, Referent, needed

from .data import Card, Fighter, Shared
from .events import CardId


_PLURAL_WORDS = {n.FighterWord.THEM, n.FighterWord.THEY}  # may stand for several fighters


@dataclass(eq=False)
class EffectContext(Shared):
    player: int
    fighter: Fighter | None  # "your fighter", "this fighter"
    section: n.Section
    card: Card | None = None  # "this card"
    combat: Any = None  # the game system's combat in progress, if any
    step: int = 0  # the step of the section resolving now (grammar/resolve.py)
    # what each step introduced, for the back-references the resolver bound to it
    referents: dict[tuple[int, Referent], Any] = field(default_factory=dict)
    opponent: int | None = None  # the opponent chosen or implied
    took_option: dict[int, bool] = field(default_factory=dict)  # player -> took the last "may"
    # step -> whether it happened: a "may" taken, a conditional sentence that did something
    # (what "if you do" bound to that step asks: grammar/resolve.did_binding)
    done: dict[int, bool] = field(default_factory=dict)
    spent: dict[str, int] = field(default_factory=dict)  # resources spent by this effect
    damaged_this_way: set[int] = field(default_factory=set)  # fighters the last damage hit
    damage_dealt: int = 0  # by the last "deal damage" of this effect
    discarded: list[CardId] = field(default_factory=list)  # cards this effect discarded
    drawn: list[CardId] = field(default_factory=list)  # cards this effect drew
    named_value: int | None = None
    that_token: tuple[tuple[int, str], int] | None = None  # (kind, index) of "that fog token"
    moved_tokens: list[tuple[tuple[int, str], int]] = field(default_factory=list)
    wild_as: str | None = None  # the symbol a wild symbol shown counts as, for this text
    lacks_named_value: set[int] = field(default_factory=set)  # players
    moved_cards: list[CardId] = field(default_factory=list)  # cards this effect put somewhere
    searched_deck: bool = False  # "if you searched your deck"
    took_from_deck: bool = False  # "if you took it from your deck"
    answers: Any = None  # the effect a reaction answers (effects_flow.react)
    cancelled: bool = False  # a reaction cancelled what this effect was about to do
    source: str = ""  # what the text is: "card 'Feint' (robin-hood.yaml:41)", "the ability of ..."
    moved: Any = None  # the game system's record of this text's last move ("each hex dashed")
    # whom each move of this text passed through, by the move's step ("he moved through")
    passed: dict[int, tuple[int, ...]] = field(default_factory=dict)
    drew: dict[int, int] = field(default_factory=dict)  # player -> cards this effect drew them

    def acting_for(self, player: int) -> "EffectContext":
        """The same effect with `player` acting as a clause's subject ("your opponent
        places Dr. Strange in any space", each player of "each player reveals a card from
        their hand"): they make its choices, and "their" is theirs."""
        if player == self.player:
            return self
        acting = self.acting_as(player)
        acting.opponent = player
        return acting
    # the named effects this card's text invoked, (word, name): "a different spell" is none
    # of them; a combat card's sections share one list (runtime/unmatched/combat.py)
    invoked: list[tuple[str, str]] = field(default_factory=list)

    def acting_as(self, player: int) -> "EffectContext":
        """The same effect with another player acting ("They may discard 1 card"), whose
        opponent is this effect's player."""
        other = object.__new__(EffectContext)
        other.__dict__.update(self.__dict__)
        other.player, other.opponent = player, self.player
        return other

    def introduce(self, referent: Referent, value: Any) -> None:
        """What the step resolving now introduces ("that fighter" for a later step)."""
        self.referents[(self.step, referent)] = value

    def referent(self, reference: n.Node) -> Any:
        """What a back-reference refers to: what its bound step introduced, or None. The
        resolver bound "them" to a step that introduced a fighter where none was chosen
        before ("deal 1 damage to the opposing fighter for each of your Raptors adjacent to
        them"): its fallback, as there."""
        need = needed(reference)
        found = self.referents.get((reference.binding, need))
        if found is None and need in FALLBACK:
            found = self.referents.get((reference.binding, FALLBACK[need]))
        return found

    def group(self, reference: n.Node) -> list[Fighter] | None:
        """The fighters a "them" stands for when its step acted on several ("Move each of
        your fighters up to 2 spaces. Then deal 1 damage to each fighter adjacent to them"),
        or None: it stands for one."""
        if not isinstance(reference, n.FighterPronoun) or reference.word not in _PLURAL_WORDS:
            return None
        return self.referents.get((reference.binding, Referent.GROUP))

    def with_fighter(self, fighter: Fighter) -> "EffectContext":
        """The same effect as done by another fighter ("Wiglaf deals 1 damage to ...")."""
        other = object.__new__(EffectContext)
        other.__dict__.update(self.__dict__)
        other.fighter = fighter
        return other

    def describe(self) -> str:
        return self.source or f"an effect of player {self.player + 1}"

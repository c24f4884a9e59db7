"""Determinisation: a whole game state that agrees with what one player observes.

A search agent that sees only its observation imagines the cards it cannot see:
`determinize(observation, rng)` takes the observation's position (the game's data as the
player may know it, observation.py) and deals the player's unaccounted cards of each owner
(`Observation.unaccounted()`: not in the player's hand, not revealed, not on a known top or
bottom of a deck, not discarded, not in play face up) at random to the places such cards
are: the other hands, the unordered piles of the decks, unknown known-tops and bottoms, and
cards face down in play. A card face down in play gets one its owner could have played
there (`GameSystem.could_be_face_down`). Everything else is the observation's own.

The state it makes gives the player the same observation, and it depends on the
observation and the generator alone: nothing of where the unseen cards really are reaches
it. Its log starts empty, and its history too.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .observation import Observation, hidden_places
from .relabel import relabel
from .state import State

if TYPE_CHECKING:
    from .data import GameData


class NoPosition(ValueError):
    """The observation was made without its position (the agent did not ask for it)."""


def determinize(observation: Observation, rng: random.Random) -> State:
    """A state consistent with the observation, its unseen cards dealt by `rng`."""
    if observation.position is None:
        raise NoPosition("the observation holds no position: an agent that determinises "
                         "sets `needs_position = True` on its class (docs/agents.md)")
    data = observation.position.copy()
    mapping: dict[int, int] = {}
    for ids in observation.unaccounted().values():
        mapping.update(_deal(data, ids, rng))
    relabel(data, mapping)
    return State(observation.game, data)


def _deal(data: "GameData", ids: list[int], rng: random.Random) -> dict[int, int]:
    """Which card each place of `ids` gets: face-down cards in play first (one that fits),
    then the others shuffled."""
    if len(ids) < 2:
        return {}
    unknown = set(ids)
    face_down = [c for c in data.in_play if c in unknown]
    mapping: dict[int, int] = {}
    left = list(ids)
    fits = data.system.could_be_face_down
    for place in face_down:
        candidates = [c for c in left if fits(data, data.cards[c], place)] or left
        card = rng.choice(candidates)
        mapping[place] = card
        left.remove(card)
    rng.shuffle(left)
    places = [c for c in hidden_places(data, unknown) if c not in mapping]
    mapping.update(zip(places, left))
    return mapping

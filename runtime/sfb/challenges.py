"""The challenge track: scored in the scoreboard phase, advanced at the end of each round.

The challenge cards are content (9geo's branch); until a bundle brings them the track is
empty and nothing is scored."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.agenda import rule

if TYPE_CHECKING:
    from .data import SfbData


@rule
def scoreboard(data: "SfbData", player: int) -> None:
    """Score each active challenge whose condition holds (none in round 1)."""


@rule
def advance_track(data: "SfbData") -> None:
    """Every challenge moves one slot on; the last one is discarded."""
    data.track = [None] + data.track[:-1]

"""Unmatched's own invariants: one fighter a space, only the board's doors closed, and a
finished game won by the team the rules name (R-20)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .data import UnmatchedData


def violations(data: "UnmatchedData") -> list[str]:
    faults = []
    occupants: dict[int, list[str]] = {}
    for fighter in data.fighters:
        if fighter.on_board:
            occupants.setdefault(fighter.space, []).append(fighter.label)
    for space, labels in sorted(occupants.items()):
        if len(labels) > 1:
            faults.append(f"space {space} holds {len(labels)} fighters: {', '.join(labels)}")
    strays = [sorted(line) for line in data.closed_doors if line not in data.board.doors]
    if strays:
        faults.append(f"closed doors that are not doors of the board: {strays}")
    if data.decision is None:
        faults.extend(winner_violations(data))
    return faults


def winner_violations(data: "UnmatchedData") -> list[str]:
    """A finished game's winner: a team whose hero stands, or (every hero fell at once) the
    team of the player whose turn it was; no hero of another team stands."""
    if data.winner is None:
        return []  # said by the engine's checks
    standing = {data.players[f.owner].team for f in data.fighters if f.is_hero and not f.defeated}
    if standing:
        if standing != {data.winner}:
            return [f"team {data.winner} won but the teams whose heroes stand are "
                    f"{sorted(standing)}"]
    elif data.winner != data.players[data.active].team:
        return [f"every hero fell: the winner should be the active player's team "
                f"{data.players[data.active].team}, not {data.winner}"]
    return []

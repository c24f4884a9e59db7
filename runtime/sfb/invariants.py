"""Super Fantasy Brawl's invariants, checked after every action of random games: HP within
bounds, one champion per hex and none on a statue or off the arena, cores, card
conservation, points within the target."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .defs import CORES

if TYPE_CHECKING:
    from .data import SfbData


def violations(data: "SfbData") -> list[str]:
    found = []
    for fighter in data.fighters:
        if not 0 < fighter.health <= data.max_hp(fighter):
            found.append(f"{fighter.label} has {fighter.health} of {data.max_hp(fighter)} HP")
        if fighter.space is not None:
            hex_ = data.hex_of(fighter)
            if hex_ in data.arena.statue_hexes:
                found.append(f"{fighter.label} stands on a statue")
    spaces = Counter(f.space for f in data.fighters if f.space is not None)
    found += [f"two champions on hex {s}" for s, k in spaces.items() if k > 1]
    for index, cores in enumerate(data.exhausted):
        if not set(cores) <= set(CORES):
            found.append(f"player {index + 1} has exhausted unknown cores {sorted(cores)}")
    for player in data.players:
        held = (player.hand + player.pile + player.deck_top + player.deck_bottom + player.discard
                + [c for c in data.in_play if data.cards[c].owner == player.index])
        mine = [c.id for c in data.cards if c.owner == player.index]
        if sorted(held) != sorted(mine):
            found.append(f"player {player.index + 1}'s cards are not conserved")
    if data.winner is None and any(v >= data.ruleset.victory_points for v in data.vp):
        found.append("a player has the points to win but the game goes on")
    return found

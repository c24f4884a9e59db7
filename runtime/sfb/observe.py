"""What one player may know of a Super Fantasy Brawl game beyond the engine's observation:
points, cores, levels, champions' hexes and health, the track (traps stay face down)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .data import SfbData


def observe(data: "SfbData", player: int) -> dict[str, Any]:
    return {
        "vp": list(data.vp),
        "exhausted": [sorted(c) for c in data.exhausted],
        "levelled": sorted(data.levelled),
        "round": data.round,
        "champions": [{"id": f.id, "owner": f.owner, "hex": f.space, "health": f.health,
                       "max_hp": data.max_hp(f), "defense": data.defense_of(f)}
                      for f in data.fighters],
        "trap_hexes": sorted(data.traps),
        "track": list(data.track),
    }

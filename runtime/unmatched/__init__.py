"""Unmatched: the turn structure, combat, board geometry and effect handlers of the game,
behind the engine's rules seam (`SYSTEM`, an `engine.system.GameSystem`)."""

from .system import SYSTEM

__all__ = ["SYSTEM"]

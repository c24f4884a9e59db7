"""The game systems the runtime knows, by the name a ruleset gives (`system:`).

A system is imported only when a game of it is played. A new game needs a module that
implements `runtime.engine.system.GameSystem` and a line here; its content is data.
"""

from __future__ import annotations

import importlib
from functools import lru_cache

from .engine.system import GameSystem

SYSTEMS: dict[str, str] = {
    "unmatched": "cardsmith.runtime.unmatched:SYSTEM",
}


class UnknownSystem(ValueError):
    pass


@lru_cache(maxsize=None)
def system_named(name: str) -> GameSystem:
    if name not in SYSTEMS:
        raise UnknownSystem(f"no game system {name!r} (known: {', '.join(sorted(SYSTEMS))})")
    module, attribute = SYSTEMS[name].split(":")
    return getattr(importlib.import_module(module), attribute)

"""The game systems the runtime knows, by the name a ruleset gives (`system:`).

A system is imported only when a game of it is played. A new game needs a module that
implements `runtime.engine.system.GameSystem` and a line here; its content is data.
"""

from __future__ import annotations

import importlib

from .engine.system import GameSystem

SYSTEMS: dict[str, "str | GameSystem"] = {  # "module:attribute", or the system itself
    "unmatched": "cardsmith.runtime.unmatched:SYSTEM",
    "super-fantasy-brawl": "cardsmith.runtime.sfb.system:SYSTEM",
}


# What reads a bundle of a game system whose content is not heroes and boards.
LOADERS: dict[str, str] = {"super-fantasy-brawl": "cardsmith.runtime.sfb.defs:add_bundle"}


def bundle_loader(name: str):
    """The function that adds a bundle of system `name` to a Library (None: heroes and
    boards, read by the library itself, or a game this runtime does not know)."""
    if name not in LOADERS:
        return None
    module, attribute = LOADERS[name].split(":")
    return getattr(importlib.import_module(module), attribute)


class UnknownSystem(ValueError):
    pass


def system_named(name: str) -> GameSystem:
    if name not in SYSTEMS:
        raise UnknownSystem(f"no game system {name!r} (known: {', '.join(sorted(SYSTEMS))})")
    entry = SYSTEMS[name]
    if isinstance(entry, str):
        module, attribute = entry.split(":")
        entry = SYSTEMS[name] = getattr(importlib.import_module(module), attribute)
    return entry

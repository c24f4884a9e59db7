"""Which games the benchmarks and the soak play: game i is seed i // 4 on each board and
seating of Robin Hood vs. Bigfoot in turn (the numbering of tests/runtime/random_games.py),
and the bundled content they play with."""

from __future__ import annotations

BOARDS = ("sherwood-forest", "yukon")
HEROES = ("robin-hood", "bigfoot")
SEATINGS = (HEROES, HEROES[::-1])
CONFIGS = tuple((board, heroes) for heroes in SEATINGS for board in BOARDS)


def config_of(game_index: int, configs=CONFIGS) -> tuple[int, str, tuple[str, ...]]:
    board, heroes = configs[game_index % len(configs)]
    return game_index // len(configs), board, heroes


def bundled_library():
    """The library of the bundled content, compiled from source."""
    from cardsmith.compiler.pipeline import compile_paths
    from cardsmith.runtime.defs import Library

    result = compile_paths()
    if not result.ok:
        raise RuntimeError("the bundled content does not compile: "
                           + "; ".join(d.message for d in list(result.diagnostics)[:5]))
    return Library.from_bundles(result.bundles.values())

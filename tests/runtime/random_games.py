"""Which random games the tests play: boards, heroes and seatings of Robin Hood vs. Bigfoot.

Game n of a run of seeds uses seed n // 4 on each board and each seating in turn (the soak
and the benchmarks number their games the same way, with their own copy of these names).
"""

from __future__ import annotations

BOARDS = ("sherwood-forest", "yukon")
HEROES = ("robin-hood", "bigfoot")
SEATINGS = (HEROES, HEROES[::-1])
CONFIGS = tuple((board, heroes) for heroes in SEATINGS for board in BOARDS)


def config_of(game_index: int, configs=CONFIGS) -> tuple[int, str, tuple[str, ...]]:
    """Game number n: seed n // len(configs), then each (board, heroes) in turn."""
    board, heroes = configs[game_index % len(configs)]
    return game_index // len(configs), board, heroes

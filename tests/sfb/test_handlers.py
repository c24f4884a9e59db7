"""Every node class Super Fantasy Brawl text may use has a handler in the system's registries
(the movement keywords: effects_move.py's)."""

from __future__ import annotations

import pytest

from cardsmith.grammar.games import SUPER_FANTASY_BRAWL, handled_classes
from cardsmith.runtime.sfb import system
from cardsmith.runtime.sfb.system import SYSTEM

REGISTRIES = ("effects", "conditions", "values", "counts")


@pytest.mark.parametrize("registry", REGISTRIES)
def test_every_node_class_of_the_game_has_a_handler(registry):
    needed = handled_classes(SUPER_FANTASY_BRAWL)[registry]
    missing = sorted(cls.__name__ for cls in needed if cls not in getattr(SYSTEM, registry))
    assert missing == []


def test_the_movement_keywords_are_the_geometry_handlers():
    from cardsmith.runtime.sfb import effects_move

    assert all(SYSTEM.effects[node] is effects_move.EFFECTS[node] for node in system.MOVEMENT)


def test_only_the_clauses_read_elsewhere_resolve_with_no_effect():
    # a permission or a rule read where it matters (READ_ELSEWHERE) is the only kind of
    # clause whose handler does nothing: every other rule of the game is played
    idle = sorted(node.__name__ for node, handler in SYSTEM.effects.items()
                  if handler is system._no_effect)
    assert idle == sorted(node.__name__ for node in system.READ_ELSEWHERE)

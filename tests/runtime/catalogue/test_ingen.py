"""InGen (Jurassic Park: InGen vs. Raptors): the special ability on the 3 x 4 grid of
`tests/runtime/scenario.py`, with the bundled cards. Seat 0 is InGen, seat 1 Medusa. The
ability writes the hero file's "trap token" as "a trap" and declares "Muldoon starts with 8
traps." (compiler/tokens.py).

     1  2  3  4        zone "west": 1 2 5 6 9 10     zone "east": 3 4 7 8 11 12
     5  6  7  8        spaces 6 and 7 are in both zones
     9 10 11 12
"""

from __future__ import annotations

from .positions import position

INGEN, MEDUSA = 0, 1
TRAP = (INGEN, "trap token")


def test_at_the_start_of_her_turn_muldoon_may_place_a_trap_of_her_8():
    s = position("ingen", "medusa", {"Muldoon": 1, "Medusa": 12})
    s.start(INGEN)
    assert s.options() == ["Yes", "No"]
    s.choose("Yes")
    # an empty space in Muldoon's zone (the west: 1 2 5 6 9 10, and 7), not hers
    assert s.options() == [f"Space {n}" for n in (2, 5, 6, 7, 9, 10)]
    s.choose("Space 5")
    assert [t for t in s.data.tokens[TRAP] if t is not None] == [5]
    assert len(s.data.tokens[TRAP]) == 8


def test_declining_places_no_trap():
    s = position("ingen", "medusa", {"Muldoon": 1, "Medusa": 12})
    s.start(INGEN)
    s.choose("No")
    assert [t for t in s.data.tokens[TRAP] if t is not None] == []

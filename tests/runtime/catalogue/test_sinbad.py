"""Sinbad (Battle of Legends, Volume One): his special ability on the 3 x 4 grid of
`tests/runtime/scenario.py`, with the bundled cards. Seat 0 is Sinbad, seat 1 Medusa.

     1  2  3  4
     5  6  7  8
     9 10 11 12
"""

from __future__ import annotations

from .positions import position

SINBAD = 0


def maneuver(voyages: list[str]):
    """Sinbad in 1, the Porter in 4, Medusa in 12; these cards in his discard pile; he
    maneuvers (no one to attack) without a boost and takes his ability."""
    s = position("sinbad", "medusa", {"Sinbad": 1, "The Porter": 4, "Medusa": 12},
                 hands=[(SINBAD, "Leap Away"), (1, "Snipe")])
    discard = s.data.players[SINBAD].discard
    discard.extend(s._take(SINBAD, title) for title in voyages)
    s.deck_top(SINBAD, "Feint")
    s.start(SINBAD)
    s.play("No boost", "Yes")  # no one to attack: the maneuver is taken at once
    return s


def reach(s, label: str) -> list[int]:
    return sorted(int(o.rsplit(" ", 1)[1]) for o in s.options()
                  if o.startswith(f"Move {label} to space "))


def test_each_voyage_card_in_his_discard_pile_adds_1_space_to_the_maneuver():
    # two VOYAGE cards (Toil and Danger is none): move 2 + 2
    s = maneuver(["Voyage Home", "Voyage to the Island That Was a Whale", "Toil and Danger"])
    assert reach(s, "Sinbad") == [2, 3, 5, 6, 7, 8, 9, 10, 11]  # 12 is Medusa's, 4 the Porter's
    assert reach(s, "The Porter") == [2, 3, 5, 6, 7, 8, 10, 11]


def test_without_voyage_cards_the_maneuver_is_his_move():
    s = maneuver([])
    assert reach(s, "Sinbad") == [2, 3, 5, 6, 9]
    assert reach(s, "The Porter") == [2, 3, 7, 8]

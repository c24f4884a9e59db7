"""Gadgets (issue 10): the test hero Inventor (tests/fixtures/subdecks/inventor.yaml) keeps
a sub-deck of two gadgets, one face up in her area "gadget"; Sisters in Arms (Dr. Jill
Trent's printed text, with these names) gives Partner the effect of the active gadget while
he attacks next to Inventor, and Mind Control reads which gadget is active. Played against
Bigfoot on the 3 x 4 grid of `tests/runtime/scenario.py`."""

from __future__ import annotations

import pytest

from ..scenario import Scenario
from ..test_rulings import health
from .test_sub_decks import sub_deck_position


def position(gadget: str, where: dict[str, int], card: str) -> Scenario:
    """The fighters named stand where given, the rest are off the board; `gadget` face up,
    `card` the one card in Inventor's player's hand (Strike on her deck), none in Bigfoot's."""
    s = sub_deck_position("inventor", where, "gadget", gadget)
    s.hand(0, card).deck_top(0, "Strike")
    s.data.players[1].hand.clear()
    return s


def _attack_with_sisters(gadget: str, where: dict[str, int]) -> Scenario:
    """Partner attacks Bigfoot (no defense) with Sisters in Arms, his one card."""
    s = position(gadget, where, "Sisters in Arms")
    s.start(0)
    s.choose(next(o for o in s.options() if o.startswith("Attack") and "Partner" in o))
    return s


def combat_events(s: Scenario, kind: str) -> list[dict]:
    """The events of that kind from the combat up to the next action."""
    events = s.state.event_json()
    start = next(i for i, e in enumerate(events) if e["event"] == "combat")
    end = next((i for i, e in enumerate(events) if i > start and e["event"] == "action"),
               len(events))
    return [e for e in events[start:end] if e["event"] == kind]


def test_partner_gains_the_active_gadgets_after_combat_effect_next_to_inventor():
    s = _attack_with_sisters("Shock Blaster", {"Partner": 6, "Inventor": 5, "Bigfoot": 7})
    # 3 combat damage (no defense), then Shock Blaster's 1 damage to the opposing fighter
    assert [(e["fighter"], e["amount"]) for e in combat_events(s, "damage")] == [
        ("Bigfoot", 3), ("Bigfoot", 1)]
    assert health(s, "Bigfoot") == 16 - 4


def test_the_gained_effect_resolves_at_its_own_timing():
    s = _attack_with_sisters("Hypnoray Blaster", {"Partner": 6, "Inventor": 5, "Bigfoot": 7})
    # Hypnoray Blaster's "Immediately: Draw 1 card.", before the combat damage
    assert [e["card"] for e in combat_events(s, "draw")] == ["strike"]
    assert [e["amount"] for e in combat_events(s, "damage")] == [3]


def test_not_adjacent_to_inventor_no_effect_is_gained():
    s = _attack_with_sisters("Shock Blaster", {"Partner": 6, "Inventor": 1, "Bigfoot": 7})
    assert [e["amount"] for e in combat_events(s, "damage")] == [3]
    assert combat_events(s, "draw") == []


def test_defending_with_the_card_gains_nothing():
    s = position("Shock Blaster", {"Partner": 6, "Inventor": 5, "Bigfoot": 7}, "Sisters in Arms")
    s.data.players[1].hand.append(s._take(1, "Savagery"))
    s.start(1)
    s.choose("Attack Partner")
    s.choose("Play Sisters in Arms")
    # Savagery 4 against 3, then its 1 damage to each fighter adjacent to Bigfoot; no Shock
    # Blaster damage to Bigfoot
    assert [(e["fighter"], e["amount"]) for e in combat_events(s, "damage")] == [
        ("Partner", 1), ("Partner", 1)]


@pytest.mark.parametrize("gadget, cancelled", [("Hypnoray Blaster", True),
                                               ("Shock Blaster", False)])
def test_your_active_gadget_is_reads_the_sub_decks_area(gadget, cancelled):
    s = position(gadget, {"Inventor": 6, "Bigfoot": 7}, "Mind Control")
    s.data.players[1].hand.append(s._take(1, "Savagery"))
    s.start(1)
    s.play("Attack Inventor", "Play Mind Control")
    assert bool(combat_events(s, "cancel")) is cancelled

"""Determinisation: whole states that agree with an observation, made from it alone."""

from __future__ import annotations

import dataclasses
import inspect
import math
import random
from collections import Counter

import pytest

from cardsmith.runtime import Game
from cardsmith.runtime.engine import invariants as inv
from cardsmith.runtime.engine.agenda import RULES
from cardsmith.runtime.engine.actions import ACTION_TYPES
from cardsmith.runtime.engine.data import shared_types
from cardsmith.runtime.engine.determinize import NoPosition, determinize
from cardsmith.runtime.engine.events import EVENT_TYPES
from cardsmith.runtime.engine.relabel import Shape, parameter_shapes, relabel, shape_of
from cardsmith.runtime.engine.search import option_key

from .scenario import Scenario, assert_alike_to_a_searcher, bundled_library
from .test_observations import mid_game, twin_positions


def sampled_configs(games: int) -> list:
    """About `games` evenly spaced (board, heroes) of every ordered pair of the bundled heroes
    on every board: as many games for 19 heroes as for the first 8 (35, 18)."""
    configs = inv.every_config(bundled_library())
    boards = len({board for board, _ in configs})
    stride = max(1, len(configs) // games)
    while stride > 1 and math.gcd(stride, boards) != 1:  # else one board only, pair by pair
        stride -= 1
    return configs[::stride]


def positions(games: int = 35, every: int = 9):
    """States at a player's decision, from random games of the sampled configurations."""
    library = bundled_library()
    for index, (board, heroes) in enumerate(sampled_configs(games)):
        rng = random.Random(index)
        state = Game(library, heroes, board).new_initial_state()
        while state.decision() is not None:
            if not state.is_chance_node() and len(state.history) % every == 0:
                yield state
            state.apply(inv.choose(state, rng))


@pytest.mark.parametrize("games", [35, 18])
def test_the_sampled_games_have_every_bundled_hero_and_board(games):
    library = bundled_library()
    sampled = sampled_configs(games)
    assert games <= len(sampled) <= games + 2
    assert {hero for _, heroes in sampled for hero in heroes} == set(library.heroes)
    assert {board for board, _ in sampled} == {board for board, _ in inv.every_config(library)}


def test_a_determinised_state_gives_its_player_the_same_observation_and_plays_on():
    count = 0
    for state in positions():
        player = state.current_player()
        seen = state.observation(player, position=True)
        imagined = determinize(seen, random.Random(count))
        assert imagined.observation(player).to_json() == seen.to_json()
        assert imagined.observation(player).hand == seen.hand
        assert inv.violations(imagined) == []
        rng = random.Random(count)
        for _ in range(25):  # the rules in progress carry on from the imagined cards
            if imagined.decision() is None:
                break
            imagined.apply(inv.choose(imagined, rng))
            assert inv.violations(imagined) == []
        count += 1
    assert count > 300


def test_the_unseen_cards_are_dealt_at_random_and_the_same_for_a_seed():
    state = mid_game()
    while state.is_chance_node() or state.current_player() != 0:
        state.apply(inv.choose(state, random.Random(0)))
    seen = state.observation(0, position=True)
    hands = Counter()
    for seed in range(60):
        hand = determinize(seen, random.Random(seed)).data.players[1].hand
        hands.update(state.data.cards[c].kind for c in hand)
    unseen_kinds = {state.data.cards[c].kind for c in seen.unaccounted()[1]}
    assert set(hands) == unseen_kinds  # every kind the opponent may hold turns up
    one, two = (determinize(seen, random.Random(7)) for _ in range(2))
    assert one.to_json() == two.to_json()


def test_an_observation_without_its_position_cannot_be_determinised():
    with pytest.raises(NoPosition, match="needs_position"):
        determinize(mid_game().observation(0), random.Random(0))


def test_two_positions_that_differ_in_a_hidden_card_determinise_alike():
    for seed, state, twin in twin_positions(range(6)):
        one = determinize(state.observation(0, position=True), random.Random(seed))
        two = determinize(twin.observation(0, position=True), random.Random(seed))
        assert one.to_json() == two.to_json()


def attacked_with(title: str):
    """Robin Hood attacks Bigfoot with `title`, face down: the defender's decision."""
    s = (Scenario("robin-hood", "bigfoot").place("Robin Hood", 6).place("Bigfoot", 7)
         .hand(0, "Ambush", "A Hunter's Eye", "Snark").hand(1, "Regroup"))
    s.start(0)
    s.choose("Attack Bigfoot (space 7) with Robin Hood")
    s.choose(f"Play {title}")
    assert s.kind() == "defense card"
    return s


def test_a_defender_imagines_the_same_whatever_attack_card_lies_face_down():
    ambush, eye = attacked_with("Ambush"), attacked_with("A Hunter's Eye")
    seen = [s.state.observation(1, position=True) for s in (ambush, eye)]
    assert_alike_to_a_searcher(seen)


def test_a_face_down_card_is_imagined_as_an_attack_card_its_fighter_may_use():
    s = attacked_with("Ambush")
    seen = s.state.observation(1, position=True)
    imagined = Counter()
    for seed in range(80):
        state = determinize(seen, random.Random(seed))
        (card,) = [state.data.cards[c] for c in state.data.in_play]
        assert card.definition.is_attack and card.definition.user in ("any", "Robin Hood")
        imagined[card.title] += 1
        state.apply(0)  # no defense card: the imagined card resolves
        assert inv.violations(state) == []
    assert {"Ambush", "A Hunter's Eye", "Disarming Shot"} <= set(imagined)
    assert "Defenders of Sherwood" not in imagined and "Highway Robbery" not in imagined


def copies_swapped(state):
    """The same position with the copies of each card renumbered in a ring (so they trade
    places), and the renumbering."""
    by_kind: dict[tuple[int, str], list[int]] = {}
    for card in state.data.cards:
        by_kind.setdefault((card.owner, card.kind), []).append(card.id)
    mapping = {}
    for ids in by_kind.values():
        turned = ids[1:] + ids[:1]
        mapping.update(zip(ids, turned))
    data = state.data.copy()
    relabel(data, mapping)
    return type(state)(state.game, data), mapping


def test_relabelling_copies_of_a_card_changes_nothing_of_the_game():
    """Renumbering reaches every card instance the rules hold: play goes on exactly alike."""
    checked = 0
    for state in positions(games=18, every=7):
        twin, _ = copies_swapped(state)
        original = state.clone()
        before = len(original.events)
        rng = random.Random(checked)
        for _ in range(30):
            if original.decision() is None:
                break
            index = inv.choose(original, rng)
            cards = original.data.cards
            key = option_key(cards, original.decision().options[index])
            keys = [option_key(cards, o) for o in twin.decision().options]
            original.apply(index)
            twin.apply(keys.index(key))
            assert inv.violations(twin) == []
        assert twin.event_json() == original.event_json()[before:]
        checked += 1
    assert checked > 100


CARD_TYPES = ("Card", "CardId")


def card_named(name: str) -> bool:
    return "card" in name.casefold() and name not in ("cards_left",)


def test_every_card_instance_held_by_the_rules_is_typed():
    """relabel() finds card instances by their types: a field or rule parameter named for a
    card holds a Card or a CardId, never a bare int."""
    untyped = []
    records = [*shared_types().values(), *ACTION_TYPES.values(), *EVENT_TYPES.values()]
    for record in records:
        for field in dataclasses.fields(record):
            if card_named(field.name) and not any(t in str(field.type) for t in CARD_TYPES):
                untyped.append(f"{record.__name__}.{field.name}: {field.type}")
    for name, fn in RULES.items():
        for parameter in list(inspect.signature(fn).parameters.values())[1:]:
            if card_named(parameter.name) and not any(
                    t in str(parameter.annotation) for t in CARD_TYPES):
                untyped.append(f"{name}({parameter.name}: {parameter.annotation})")
    assert untyped == []


@pytest.mark.parametrize("annotation, shape", [
    ("CardId", Shape.ITEMS), ("CardId | None", Shape.ITEMS), ("list[CardId]", Shape.ITEMS),
    ("tuple[CardId, ...]", Shape.ITEMS), ("dict[CardId, CardValue]", Shape.KEYS),
    ("dict[CardId, int]", Shape.KEYS), ("int", Shape.NONE), ("set[int]", Shape.NONE)])
def test_where_a_type_holds_card_instances(annotation, shape):
    assert shape_of(annotation) is shape


def test_a_rule_that_continues_a_draw_has_its_card_typed():
    from cardsmith.runtime.engine.cards import _drawn

    assert parameter_shapes(_drawn)[0] is Shape.ITEMS  # the card drawn, handed on
    assert parameter_shapes(_drawn)[1] is Shape.NONE  # the player

"""Scenario tests: one per rule point of the rules summary and the reference README, each
on a real position of bundled champions, with the exact outcome."""

from __future__ import annotations

import pytest

from cardsmith.runtime.sfb.events import AttackResolved

from .position import Position

HOME = "izabella,kilgore,loralei"
AWAY = "dugrun,gwaien,korvash"


def duel(*hands_a: str, hands_b: tuple[str, ...] = ()) -> Position:
    """Izabella next to Dugrun in the middle; the others far off."""
    p = Position(HOME, AWAY)
    p.at("Izabella", 0, 1).at("Kilgore", -4, 0).at("Loralei", -3, -1)
    p.at("Dugrun", 1, 1).at("Gwaien", 4, -4).at("Korvash", 3, -4)
    return p.hand(0, *hands_a).hand(1, *hands_b)


def attacks(p: Position) -> list[AttackResolved]:
    return [e for e in p.now.events if isinstance(e, AttackResolved)]


def test_strength_minus_defence_is_the_attack_damage():
    # Deja vu: melee, strength 3; Dugrun's defence is 2
    p = duel("Déjà vu").start()
    p.play("Play Déjà vu", "Izabella stays", "Dugrun")
    [attack] = attacks(p)
    assert (attack.strength, attack.defense, attack.damage) == (3, 2, 1)
    assert p.health("Dugrun") == 5


def test_a_card_exhausts_a_ready_core_of_its_colour():
    p = duel("Déjà vu", "Burden of Destiny").start()  # both Destruction
    p.play("Play Déjà vu", "Izabella stays", "No attack")
    assert p.now.exhausted[0] == {"destruction"}
    assert not [o for o in p.options() if o.startswith("Play Burden of Destiny")]
    assert not [o for o in p.options() if "(destruction)" in o]  # Strike, Run: not with it


def test_each_standard_action_once_per_activation_phase():
    p = duel().start()
    p.play("Recover with Izabella", "Izabella stays")
    assert not [o for o in p.options() if o.startswith("Recover")]
    assert [o for o in p.options() if o.startswith("Run")]


def test_the_strike_standard_action_deals_1_damage_ignoring_defence():
    p = duel().start()
    p.play("Strike with Izabella", "Izabella stays")
    assert p.health("Dugrun") == 5  # defence 2 does not count


def test_the_melee_attack_targets_only_an_adjacent_enemy():
    p = duel("Déjà vu")
    p.at("Dugrun", 2, 1)  # two hexes away
    p.start().play("Play Déjà vu", "Izabella stays")
    assert p.state.decision() is not None and "Dugrun" not in " ".join(p.options())


def test_a_direct_shot_is_stopped_by_a_champion_between():
    # Prophecy of Doom: direct, range 2-3. Izabella (0, 1) shoots east along r = 1.
    p = Position(HOME, AWAY)
    p.at("Izabella", 0, 1).at("Kilgore", 1, 1).at("Loralei", -4, 0)
    p.at("Dugrun", 3, 1).at("Gwaien", 4, -4).at("Korvash", 3, -4)
    p.hand(0, "Prophecy of Doom").start()
    p.play("Play Prophecy of Doom", "Izabella stays")
    assert not any("Dugrun" in o for o in p.options())


def test_a_direct_shot_hits_along_a_clear_row_within_its_range():
    p = Position(HOME, AWAY)
    p.at("Izabella", 0, 1).at("Kilgore", -4, 0).at("Loralei", -4, 1)
    p.at("Dugrun", 3, 1).at("Gwaien", 4, -4).at("Korvash", 3, -4)
    p.hand(0, "Prophecy of Doom").start()
    p.play("Play Prophecy of Doom", "Izabella stays")
    assert any("Dugrun" in o for o in p.options())


def test_an_indirect_shot_passes_over_champions_but_keeps_its_minimum_range():
    # Fireball: indirect, range 2-3, strength 3
    p = Position(AWAY, HOME)
    p.at("Gwaien", 0, 1).at("Dugrun", 1, 1).at("Korvash", -4, 4)
    p.at("Izabella", 2, 1).at("Kilgore", 0, 2).at("Loralei", -4, 0)
    p.hand(0, "Fireball").start()
    p.play("Play Fireball", "Gwaien stays")
    targets = [o for o in p.options() if "player 2" in o]
    assert any("Izabella" in o for o in targets)  # over Dugrun, at range 2
    assert not any("Kilgore" in o for o in targets)  # adjacent: under the minimum range


def test_the_defender_plays_one_reaction_exhausting_its_core_and_adding_its_defence():
    # Fully Prepared: +2 defence (Izabella, Creation)
    p = Position(AWAY, HOME)
    p.at("Dugrun", 1, 1).at("Gwaien", 4, -4).at("Korvash", 3, -4)
    p.at("Izabella", 0, 1).at("Kilgore", -4, 4).at("Loralei", -3, 4)
    p.hand(0, "Knock Down").hand(1, "Fully Prepared").start()
    p.play("Play Knock Down", "Dugrun stays", "Izabella", "Play Fully Prepared")
    [attack] = attacks(p)
    assert (attack.strength, attack.defense, attack.damage) == (2, 2, 0)
    assert "creation" in p.now.exhausted[1]


def test_no_reaction_can_be_played_against_a_skill():
    p = duel("Burden of Destiny", hands_b=("Hold Ground",)).start()
    p.play("Play Burden of Destiny", "Izabella stays", "Yes")
    assert "reaction" not in p.kinds()
    assert p.state.decision().player == 0


def test_reactions_cannot_be_played_during_deja_vu():
    p = duel("Déjà vu", hands_b=("Hold Ground",)).start()
    p.play("Play Déjà vu", "Izabella stays", "Dugrun")
    assert "reaction" not in p.kinds() and p.health("Dugrun") == 5


def test_double_resolves_the_damage_step_a_second_time():
    # Twin Blades: direct 1-3, strength 1, Double; Gwaien has defence 0
    p = Position("lily,kilgore,loralei", AWAY)
    p.at("Lil'Y", 0, 1).at("Kilgore", -4, 0).at("Loralei", -3, -1)
    p.at("Gwaien", 1, 1).at("Dugrun", 4, -4).at("Korvash", 3, -4)
    p.hand(0, "Twin Blades").start()
    p.play("Play Twin Blades", "stays on", "Gwaien", "No")  # not again
    assert [a.damage for a in attacks(p)] == [1, 1]
    assert p.health("Gwaien") == 4


def test_lifesteal_heals_the_attacker_by_the_attack_damage():
    # Soul Reave: indirect 1-2, strength 2, Lifesteal
    p = Position("nevamor,kilgore,loralei", AWAY)
    p.at("Nevamor", 0, 1).at("Kilgore", -4, 0).at("Loralei", -3, -1)
    p.at("Gwaien", 1, 1).at("Dugrun", 4, -4).at("Korvash", 3, -4)
    p.damage("Nevamor", 3).hand(0, "Soul Reave").start()
    p.play("Play Soul Reave", "Nevamor stays", "Gwaien")
    assert p.health("Gwaien") == 4 and p.health("Nevamor") == 7


def test_poison_deals_its_damage_when_the_attack_dealt_damage():
    # Poisoned Dart: indirect 1-3, strength 2, Poison 1; Dugrun's defence 2 stops it all
    p = Position("kolel,kilgore,loralei", AWAY)
    p.at("Ko'lel", 0, 1).at("Kilgore", -4, 0).at("Loralei", -3, -1)
    p.at("Gwaien", 1, 1).at("Dugrun", -1, 1).at("Korvash", 3, -4)
    p.hand(0, "Poisoned Dart").start()
    p.play("Play Poisoned Dart", "stays on", "Gwaien")
    assert p.health("Gwaien") == 3  # 2 attack damage + 1 poison


def test_no_poison_when_no_attack_damage_was_dealt():
    p = Position("kolel,kilgore,loralei", AWAY)
    p.at("Ko'lel", 0, 1).at("Kilgore", -4, 0).at("Loralei", -3, -1)
    p.at("Dugrun", 1, 1).at("Gwaien", 4, -4).at("Korvash", 3, -4)
    p.hand(0, "Poisoned Dart").start()
    p.play("Play Poisoned Dart", "stays on", "Dugrun")
    assert p.health("Dugrun") == 6


def test_a_knock_out_sends_the_champion_to_its_gate_scores_1_vp_and_levels_up_the_attacker():
    p = duel("Déjà vu").damage("Dugrun", 5).damage("Izabella", 2).start()
    p.play("Play Déjà vu", "Izabella stays", "Dugrun")
    assert p.where("Dugrun") is None and p.health("Dugrun") == 6  # no damage at the gate
    assert p.now.vp == [1, 0]
    izabella = p.now.fighters[0]
    assert izabella.definition.level_side and p.health("Izabella") == 6  # damage kept


def test_knocking_out_an_ally_scores_for_the_opponent():
    # Acid Rain: damage to each champion equal to their defence; Loralei (4 HP, defence 2)
    p = Position("alkemi,kilgore,loralei", AWAY)
    p.at("Al'kemi", 0, 1).at("Kilgore", -4, 0).at("Loralei", -3, -1)
    p.at("Dugrun", 1, 1).at("Gwaien", 4, -4).at("Korvash", 3, -4)
    p.damage("Loralei", 2).hand(0, "Acid Rain").start()
    p.play("Play Acid Rain", "stays on", "Yes")
    assert p.where("Loralei") is None
    assert p.now.vp == [0, 1]


def test_five_victory_points_win_at_once():
    p = duel("Déjà vu").damage("Dugrun", 5)
    p.data.vp = [4, 0]
    p.start().play("Play Déjà vu", "Izabella stays", "Dugrun")
    assert p.state.is_terminal() and p.now.winner == 0
    assert p.kinds()[-1] == "winner"


def test_a_knocked_out_champion_reenters_through_its_deployment_area_by_an_action_with_movement():
    p = duel("Déjà vu", "Right Place, Right Time")
    p.champion("Izabella").space = None
    p.start()
    assert not any("Right Place, Right Time" in o for o in p.options())  # no movement
    p.play("Play Déjà vu")
    hexes = {p.hex(q, -4) for q in range(0, 5)} | {p.hex(q, -3) for q in range(-1, 5)}
    reachable = {a.value.hex for a in p.state.legal_actions()}
    assert reachable <= hexes and reachable & {p.hex(q, -4) for q in range(0, 5)}


@pytest.mark.parametrize("health, bloodied", [(7, False), (5, False), (4, True), (1, True)])
def test_bloodied_is_half_the_hp_or_less_left_rounded_up(health, bloodied):
    p = Position("akhet,kilgore,loralei", AWAY)  # Akhet: 7 HP
    p.at("Akhet", 0, 0 + 1).damage("Akhet", 7 - health)
    assert p.data.bloodied(p.champion("Akhet")) is bloodied


def test_the_upkeep_readies_every_core_discards_the_hand_and_draws_five():
    p = duel("Déjà vu", "Foretell").start()
    p.play("Play Déjà vu", "Izabella stays", "No attack", "End the activation phase").settle()
    data = p.now
    assert data.exhausted[0] == set() and len(data.players[0].hand) == 5
    assert [data.cards[c].title for c in data.players[0].discard] == ["Déjà vu", "Foretell"]
    assert data.active == 1


def test_drawing_from_an_empty_deck_shuffles_the_discard_pile_into_a_new_deck():
    p = duel()
    owner = p.data.players[0]
    owner.discard, owner.pile = owner.pile[:16], owner.pile[16:]
    p.start().play("End the activation phase").settle()
    assert "reshuffle" in p.kinds()
    assert len(p.now.players[0].hand) == 5 and p.now.players[0].discard == []


def test_stun_makes_its_controller_discard_a_card_of_that_champion():
    # Prophecy of Doom: direct 2-3, strength 1, then Stun
    p = Position(HOME, AWAY)
    p.at("Izabella", 0, 1).at("Kilgore", -4, 0).at("Loralei", -4, 1)
    p.at("Gwaien", 2, 1).at("Dugrun", 4, -4).at("Korvash", 3, -4)
    p.hand(0, "Prophecy of Doom").hand(1, "Fireball", "Hold Ground").start()
    p.play("Play Prophecy of Doom", "Izabella stays", "Gwaien", "No reaction")
    assert "status" in p.kinds()
    titles = [p.now.cards[c].title for c in p.now.players[1].discard]
    assert titles == ["Fireball"]  # Gwaien's card, not Dugrun's


def test_movement_is_blocked_by_statues_and_enemies_and_passes_allies_without_stopping():
    p = duel()
    p.at("Kilgore", 0, 2)
    p.start().play("Run with Izabella (creation)")
    hexes = {a.value.hex for a in p.state.legal_actions()}
    assert p.hex(0, 0) not in hexes  # the yellow statue
    assert p.hex(1, 1) not in hexes  # Dugrun
    assert p.hex(0, 2) not in hexes and p.hex(0, 3) in hexes  # past Kilgore


def test_an_area_attack_hits_every_champion_in_its_area_allies_included():
    # Fury: melee, an area of 6 hexes (all around Kilgore), strength 2
    p = Position("kilgore,izabella,loralei", AWAY)
    p.at("Kilgore", 0, 1).at("Izabella", -1, 1).at("Loralei", -4, 0)
    p.at("Gwaien", 1, 1).at("Dugrun", 4, -4).at("Korvash", 3, -4)
    p.hand(0, "Fury").start()
    p.play("Play Fury", "Kilgore stays", "Gwaien")  # the 6-hex area: one facing only
    hit = {e.target: e.damage for e in attacks(p)}
    assert hit == {p.champion("Izabella").id: 2, p.champion("Gwaien").id: 2}
    assert p.health("Izabella") == 6 and p.health("Gwaien") == 4


def test_the_reaction_may_be_played_on_any_targeted_champion_of_the_defender():
    p = Position("kilgore,izabella,loralei", AWAY)
    p.at("Kilgore", 0, 1).at("Izabella", -4, 0).at("Loralei", -4, 1)
    p.at("Gwaien", 1, 1).at("Dugrun", -1, 1).at("Korvash", 3, -4)
    p.hand(0, "Fury").hand(1, "Arcane Shield").start()
    p.play("Play Fury", "Kilgore stays", "Gwaien")
    assert sorted(o for o in p.options() if o.startswith("Play")) == [
        "Play Arcane Shield on Dugrun", "Play Arcane Shield on Gwaien"]


def test_a_trap_goes_off_when_a_champion_walks_into_its_hex_and_a_new_one_is_laid():
    p = duel()
    trap_hex = p.hex(-1, 2)  # a printed trap hex, next to Izabella
    p.data.traps = {trap_hex: "blades"}
    p.data.trap_supply = ["spikes"]
    p.start().play("Run with Izabella (creation)", f"Move Izabella to hex {trap_hex}")
    assert p.health("Izabella") == 6  # Blades: 2 damage
    assert "trap" in p.kinds() and p.now.traps.get(trap_hex) is None
    assert p.state.decision().player == 1  # the opponent lays the next one
    free = p.hex(3, -2)
    p.choose(f"Hex {free}").settle()
    assert [h for h, t in p.now.traps.items() if t] == [free] and len(p.now.trap_supply) == 1


def test_a_champion_knocked_out_by_a_trap_it_walked_into_scores_for_the_opponent():
    p = duel()
    trap_hex = p.hex(-1, 2)
    p.data.traps = {trap_hex: "blades"}
    p.damage("Izabella", 6)
    p.start().play("Run with Izabella (creation)", f"Move Izabella to hex {trap_hex}")
    assert p.where("Izabella") is None and p.now.vp == [0, 1]


def test_no_challenge_can_be_scored_in_round_1():
    p = duel()
    p.at("Izabella", -1, 0)  # beside the red statue, no enemy there
    p.data.track = [None, "hold-the-red", None, None]
    p.start()
    assert p.now.round == 1 and p.now.vp == [0, 0]


def test_the_scoreboard_phase_scores_an_active_challenge_whose_condition_holds():
    p = duel()
    p.at("Izabella", -1, 0)
    p.data.track = [None, "hold-the-red", None, None]
    p.data.round = 1  # the next round is the second
    p.start()
    assert p.now.vp == [1, 0] and p.now.track == [None, None, None, None]
    assert "challenge" in p.kinds()


def test_a_challenge_scores_its_slot_s_points():
    p = duel()
    p.at("Izabella", -1, 0)
    p.data.track = [None, None, "hold-the-red", None]
    p.data.round = 1
    p.start()
    assert p.now.vp == [2, 0]


def test_the_track_advances_at_the_end_of_the_round_and_discards_the_last_challenge():
    p = duel()
    p.data.track = ["hold-the-red", "hold-the-blue", "first-blood", "invasion"]
    p.data.challenge_deck = ["sent-home"]
    p.start().play("End the activation phase").settle()
    p.play("End the activation phase").settle()
    assert p.now.track == ["sent-home", "hold-the-red", "hold-the-blue", "first-blood"]


def test_a_simultaneous_knock_out_to_five_each_is_won_by_the_active_player():
    # Acid Rain: each champion takes damage equal to its defence (Loralei and Dugrun: 2)
    p = Position("alkemi,kilgore,loralei", AWAY)
    p.at("Al'kemi", 0, 1).at("Kilgore", -4, 0).at("Loralei", -3, -1)
    p.at("Dugrun", 1, 1).at("Gwaien", 4, -4).at("Korvash", 3, -4)
    p.damage("Loralei", 2).damage("Dugrun", 4).hand(0, "Acid Rain")
    p.data.vp = [4, 4]
    p.start().play("Play Acid Rain", "stays on", "Yes")
    assert p.now.vp == [5, 5] and p.now.winner == 0


def test_the_attacker_turns_a_3_hex_area_as_it_likes():
    # Anchors Aweigh!: melee, an arc of 3 hexes, strength 1
    p = Position("goldarr,izabella,loralei", AWAY)
    p.at("Gold'arr", 0, 1).at("Izabella", -4, 0).at("Loralei", -4, 1)
    p.at("Gwaien", 1, 1).at("Dugrun", 1, 0).at("Korvash", -1, 2)
    p.hand(0, "Anchors Aweigh!").start()
    p.play("Play Anchors Aweigh!", "stays on", "Gwaien")
    facings = [a.value.hexes for a in p.state.legal_actions()]
    gwaien, dugrun = p.hex(1, 1), p.hex(1, 0)
    assert all(gwaien in f for f in facings) and len(facings) == 2
    p.choose(next(f"Area on hexes {', '.join(map(str, f))}" for f in facings if dugrun in f))
    assert {e.target for e in attacks(p)} == {p.champion("Gwaien").id, p.champion("Dugrun").id}


def test_a_skill_declares_its_target_after_the_choice_to_use_it():
    # Heaven's Blessing: "Target any allied Champion. The target may Heal 2 ..."
    p = Position("khalize,kilgore,loralei", AWAY)
    p.at("Khalize", 0, 1).at("Kilgore", -4, 0).at("Loralei", -3, -1)
    p.at("Dugrun", 1, 1).at("Gwaien", 4, -4).at("Korvash", 3, -4)
    p.damage("Loralei", 3).hand(0, "Heaven's Blessing").start()
    p.play("Play Heaven's Blessing", "Khalize stays", "Yes", "Loralei", "Yes")
    assert p.health("Loralei") == 3 and "reaction" not in p.kinds()


def test_a_skill_acting_on_the_target_targets_an_adjacent_enemy():
    # Snatch: "The targeted Champion's controller discards a card at random. Draw 1. Dash 2."
    p = Position("lily,kilgore,loralei", AWAY)
    p.at("Lil'Y", 0, 1).at("Kilgore", -4, 0).at("Loralei", -3, -1)
    p.at("Dugrun", 1, 1).at("Gwaien", 4, -4).at("Korvash", 3, -4)
    p.hand(0, "Snatch").hand(1, "Fireball", "Hold Ground").start()
    p.play("Play Snatch", "stays on", "Yes")
    p.settle()
    assert "target" in p.kinds() and len(p.now.players[1].discard) == 1


def test_take_flight_places_no_one_when_the_swoop_passed_no_champion():
    # Take Flight: "Swoop 4. Place the first Champion swooped through adjacent to Akhet."
    p = Position("akhet,kilgore,loralei", AWAY)
    p.at("Akhet", 0, -4).at("Kilgore", -4, 0).at("Loralei", -3, -1)
    p.at("Dugrun", 4, -1).at("Gwaien", 4, -4).at("Korvash", 3, 1)
    p.hand(0, "Take Flight").start()
    p.play("Play Take Flight", "Yes")  # no movement on the card
    swoop_to = next(a for a in p.options() if a.startswith("Move Akhet"))
    p.choose(swoop_to)
    assert [e.how for e in p.now.events if e.KIND == "hex move"] == ["swoop"]

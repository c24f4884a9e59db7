"""The Invisible Man: scenario tests of his fog tokens (R-26), his special ability and every
card of his deck.

Each test sets up a real position on the 3 x 4 grid of `scenario.py` with the bundled cards,
plays it by the labels of the legal actions, and checks the exact outcome: health, spaces,
the spaces of the fog tokens, hands, decks, events, and whose turn and action it is.

     1  2  3  4        zone "west": 1 2 5 6 9 10     zone "east": 3 4 7 8 11 12
     5  6  7  8        spaces 6 and 7 are in both zones
     9 10 11 12

The Invisible Man plays seat 0 against Robin Hood (or Bigfoot, or Beowulf) in seat 1. His
three fog tokens are `s.data.tokens[(0, "fog token")]`, a list of spaces in token order.

Tests whose assertion message starts "ENGINE BUG" show the runtime getting a rule or a card
wrong; they fail until it is fixed.
"""

from __future__ import annotations

from cardsmith.runtime.engine.invariants import violations

from .scenario import Scenario

IM, RH = 0, 1  # seats: the Invisible Man, his opponent
FOG = (IM, "fog token")

# ---------------------------------------------------------------- helpers


def position(where: dict[str, int], fog_spaces: list[int | None],
             opponent: str = "robin-hood") -> Scenario:
    """Only the fighters named stand on the board, in the spaces given (the rest are
    defeated); the fog tokens are in `fog_spaces`, in that order."""
    s = Scenario("invisible-man", opponent, board="grid")
    for fighter in s.data.fighters:
        fighter.defeated, fighter.space = True, None
    for label, at in where.items():
        fighter = s.fighter(label)
        fighter.defeated, fighter.space = False, at
    s.data.tokens[FOG] = list(fog_spaces)
    return s


def fog(s: Scenario) -> list[int | None]:
    return list(s.data.tokens[FOG])


def titles(s: Scenario, card_ids) -> list[str]:
    return sorted(s.data.cards[i].title for i in card_ids)


def hand(s: Scenario, player: int) -> list[str]:
    return titles(s, s.data.players[player].hand)


def discard(s: Scenario, player: int) -> list[str]:
    return titles(s, s.data.players[player].discard)


def deck_top(s: Scenario, player: int) -> list[str]:
    """The known cards on top of the deck, in the order they will be drawn."""
    return [s.data.cards[i].title for i in s.data.players[player].deck_top]


def health(s: Scenario, label: str) -> int:
    return s.fighter(label).health


def space(s: Scenario, label: str) -> int | None:
    return s.fighter(label).space


def options_of(s: Scenario, player: int) -> list[str]:
    assert s.state.current_player() == player, s.state.decision()
    return s.options()


def move_targets(s: Scenario, player: int = IM) -> list[int]:
    """The spaces a "move" decision offers to move to (not staying put), sorted."""
    assert s.kind() == "move" and s.state.current_player() == player, s.state.decision()
    return sorted(a.value.space for a in s.state.legal_actions()
                  if a.label.startswith("Move "))


def token_targets(s: Scenario, player: int) -> list[int]:
    """The spaces a "move token" decision offers, sorted."""
    assert s.kind() == "move token" and s.state.current_player() == player, s.state.decision()
    return sorted(a.value.space for a in s.state.legal_actions())


def combat_damage(s: Scenario) -> list[tuple[int, int, int]]:
    return [(e["attack"], e["defense"], e["damage"]) for e in s.events("combat damage")]


def damage_trail(s: Scenario) -> list[tuple[str, int, str]]:
    return [(e["fighter"], e["amount"], e["source"]) for e in s.events("damage")]


def token_moves(s: Scenario) -> list[tuple[int, int, int]]:
    """(player who moved it, from, to) for each fog token moved."""
    return [(e["player"], e["start"], e["to"]) for e in s.events("move token")]


def turn_of(s: Scenario) -> tuple[int, str | None]:
    """Whose decision it is now, and of which kind."""
    return s.state.current_player(), s.kind()


def actions_to_take(s: Scenario) -> int:
    """The actions the active player still takes this turn, the one being chosen included."""
    assert s.kind() == "action", s.state.decision()
    return s.data.actions_left + 1


SPARE = {IM: "Rolling Fog", RH: "Steal From the Rich"}


def spare(s: Scenario, player: int) -> Scenario:
    """A scheme in hand that the player does not play: with it the next action is a real
    choice (with no choice the only action, a maneuver, would be taken without asking)."""
    return s.hand(player, SPARE[player])


# ---------------------------------------------------------------- fog tokens


def test_R26_he_moves_between_two_fog_spaces_as_if_they_were_adjacent():
    # From the fog in 9 the fog in 4 and 3 are 1 space away: with 2 spaces of movement he
    # reaches 8 (9 > 4 > 8) and 2 and 7 (9 > 3 > 2, 7), which are 3 and 4 spaces away on foot.
    s = position({"Invisible Man": 9, "Robin Hood": 12}, [9, 4, 3])
    spare(s, IM).deck_top(IM, "Lurking")
    s.start(IM)
    s.play("Maneuver", "No boost")
    assert move_targets(s) == [1, 2, 3, 4, 5, 6, 7, 8, 10, 11]
    s.choose("Move Invisible Man to space 8")
    assert space(s, "Invisible Man") == 8
    assert [(e["start"], e["to"]) for e in s.events("move")] == [(9, 8)]
    assert fog(s) == [9, 4, 3]  # the tokens stay where they are
    assert turn_of(s) == (IM, "action") and actions_to_take(s) == 1


def test_R26_a_jump_between_fog_spaces_is_1_space_of_movement():
    # Into Thin Air moves him up to 1 space: from the fog in 9, the spaces next to 9 and
    # the other two fog spaces, and nothing further.
    s = position({"Invisible Man": 9, "Robin Hood": 10}, [9, 4, 3])
    s.hand(IM, "Into Thin Air").hand(RH, "Snark", "Feint")
    s.start(RH)
    s.play("Attack Invisible Man (space 9) with Robin Hood", "Play Snark", "Play Into Thin Air")
    assert combat_damage(s) == [(3, 5, 0)]  # 4 + 1 on a fog space
    assert s.kind() == "move"
    assert options_of(s, IM) == ["Move Invisible Man to space 3",
                                 "Move Invisible Man to space 4",
                                 "Move Invisible Man to space 5",
                                 "Leave Invisible Man in space 9"]
    s.choose("Move Invisible Man to space 4")
    assert space(s, "Invisible Man") == 4


def test_R26_he_may_step_onto_a_fog_space_and_jump_on_in_the_same_move():
    # From 10 (no fog): 9 is 1 space, then the fog in 4 and 3 one more. 8 stays out of
    # reach (3 spaces either way) and so does 12 (Robin Hood's space).
    s = position({"Invisible Man": 10, "Robin Hood": 12}, [9, 4, 3])
    spare(s, IM).deck_top(IM, "Lurking")
    s.start(IM)
    s.play("Maneuver", "No boost")
    assert move_targets(s) == [2, 3, 4, 5, 6, 7, 9, 11]


def test_R26_an_opposing_fighter_on_a_fog_space_blocks_that_link():
    # Robin Hood stands on the fog in 4: the Invisible Man can neither end there nor go on
    # from there to 8; the fog in 3 still links.
    s = position({"Invisible Man": 9, "Robin Hood": 4}, [9, 4, 3])
    spare(s, IM).deck_top(IM, "Lurking")
    s.start(IM)
    s.play("Maneuver", "No boost")
    assert move_targets(s) == [1, 2, 3, 5, 6, 7, 10, 11]


def test_R26_other_fighters_ignore_the_fog():
    # Robin Hood on the fog in 9 moves as on any space: nothing links him to 4 or 3.
    s = position({"Robin Hood": 9, "Invisible Man": 12}, [9, 4, 3])
    spare(s, RH).deck_top(RH, "Snark")
    s.start(RH)
    s.play("Maneuver", "No boost")
    assert move_targets(s, RH) == [1, 5, 6, 10, 11]


def test_R26_fog_tokens_do_not_block_movement():
    # Fog in 11 and 7, right in Robin Hood's way: he may go through them and end on them.
    s = position({"Robin Hood": 10, "Invisible Man": 1}, [11, 7, 2])
    spare(s, RH).deck_top(RH, "Snark")
    s.start(RH)
    s.play("Maneuver", "No boost")
    assert move_targets(s, RH) == [2, 5, 6, 7, 9, 11, 12]
    s.choose("Move Robin Hood to space 12")
    assert space(s, "Robin Hood") == 12 and fog(s) == [11, 7, 2]


def test_R26_fog_tokens_move_through_and_into_occupied_spaces():
    # Covert Preparation: the fog in 5 moves up to 2 spaces through Robin Hood (6) to 7,
    # or into the Invisible Man's space (2) or Robin Hood's (6).
    s = position({"Invisible Man": 2, "Robin Hood": 6}, [5, 12, 11])
    s.hand(IM, "Covert Preparation").deck_top(IM, "Lurking")
    s.start(IM)
    s.play("Attack Robin Hood (space 6) with Invisible Man", "The fog token in space 5")
    assert combat_damage(s) == [(2, 0, 2)]
    assert token_targets(s, IM) == [1, 2, 6, 7, 9, 10]
    s.choose("Move the fog token from space 5 to space 7")
    assert fog(s)[0] == 7


def test_R26_fog_tokens_may_be_placed_in_occupied_spaces_and_share_a_space():
    # Rolling Fog: "to another space" is any other space, fighters and tokens or not.
    s = position({"Invisible Man": 6, "Robin Hood": 7}, [6, 1, 2]).hand(IM, "Rolling Fog")
    spare(s, IM)
    s.start(IM)
    s.play("Scheme: Rolling Fog (Invisible Man)", "The fog token in space 1")
    assert token_targets(s, IM) == [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
    s.choose("Move the fog token from space 1 to space 7")
    assert fog(s) == [6, 7, 2]
    t = position({"Invisible Man": 6, "Robin Hood": 7}, [6, 1, 2]).hand(IM, "Rolling Fog")
    spare(t, IM)
    t.start(IM)
    t.play("Scheme: Rolling Fog (Invisible Man)", "The fog token in space 1",
           "Move the fog token from space 1 to space 2")
    assert fog(t) == [6, 2, 2]


def test_R26_set_up_places_3_fog_tokens_in_separate_empty_spaces_of_his_zone():
    # He starts in 1 (zone "west": 1 2 5 6 7 9 10, counting 6 and 7 which are in both
    # zones); each token goes to an empty space of the zone without a token yet.
    state = Scenario("invisible-man", "robin-hood", board="grid").game.new_initial_state()
    data = state.data

    def offered() -> list[int]:
        decision = state.decision()
        assert (decision.player, decision.kind) == (IM, "place"), decision
        return sorted(a.space for a in decision.options)

    assert data.tokens[FOG] == [None, None, None]
    assert offered() == [2, 5, 6, 7, 9, 10]
    state.apply(next(a for a in state.legal_actions() if a.value.space == 7))
    assert offered() == [2, 5, 6, 9, 10]
    state.apply(next(a for a in state.legal_actions() if a.value.space == 2))
    assert offered() == [5, 6, 9, 10]
    state.apply(next(a for a in state.legal_actions() if a.value.space == 10))
    assert data.tokens[FOG] == [7, 2, 10]
    assert [e["to"] for e in state.event_json() if e["event"] == "place token"] == [7, 2, 10]
    # Then Robin Hood's Outlaws: an empty space of his zone with a fog token (7) is free.
    decision = state.decision()
    assert (decision.player, decision.kind) == (RH, "place")
    assert sorted(a.space for a in decision.options) == [3, 4, 6, 7, 8, 11]
    assert [f.space for f in data.fighters if f.label == "Invisible Man"] == [1]


# ---------------------------------------------------------------- his special ability


def test_on_a_fog_space_his_defense_card_gets_plus_1():
    s = position({"Invisible Man": 6, "Robin Hood": 7}, [6, 1, 2])
    s.hand(IM, "Coded Notes").hand(RH, "A Hunter's Eye", "Feint").deck_top(IM, "Lurking")
    s.start(RH)
    s.play("Attack Invisible Man (space 6) with Robin Hood", "Play A Hunter's Eye",
           "Play Coded Notes")
    assert combat_damage(s) == [(5, 4, 1)]
    assert health(s, "Invisible Man") == 14


def test_off_the_fog_his_defense_card_keeps_its_value():
    s = position({"Invisible Man": 5, "Robin Hood": 7}, [6, 1, 2])
    s.hand(IM, "Coded Notes").hand(RH, "A Hunter's Eye", "Feint").deck_top(IM, "Lurking")
    s.start(RH)
    s.play("Attack Invisible Man (space 5) with Robin Hood", "Play A Hunter's Eye",
           "Play Coded Notes")
    assert combat_damage(s) == [(5, 3, 2)]
    assert health(s, "Invisible Man") == 13


def test_on_a_fog_space_without_a_defense_card_there_is_nothing_to_add_to():
    s = position({"Invisible Man": 6, "Robin Hood": 7}, [6, 1, 2])
    s.hand(IM, "Rolling Fog").hand(RH, "A Hunter's Eye", "Feint")
    s.start(RH)
    s.play("Attack Invisible Man (space 6) with Robin Hood", "Play A Hunter's Eye")
    # Rolling Fog is a scheme: no defense card to play, none asked.
    assert combat_damage(s) == [(5, 0, 5)]
    assert health(s, "Invisible Man") == 10


def test_the_fog_bonus_is_his_ability_so_cancelling_his_card_does_not_remove_it():
    # Feint (2) cancels the effects of Lurking; his +1 is not an effect of the card.
    s = position({"Invisible Man": 6, "Robin Hood": 7}, [6, 1, 2])
    s.hand(IM, "Lurking").hand(RH, "Feint")
    spare(s, RH)
    s.start(RH)
    s.play("Attack Invisible Man (space 6) with Robin Hood", "Play Lurking")
    assert [e["card"] for e in s.events("cancel")] == ["lurking"]
    assert combat_damage(s) == [(2, 3, 0)]
    assert s.events("draw") == [] and hand(s, IM) == []  # Lurking's draw was cancelled
    s.choose("No")  # Robin Hood's ability
    assert turn_of(s) == (RH, "action")


def test_the_fog_adds_nothing_to_his_attack():
    # Dreaming of Revenge (3) from the fog in 6, against Feint (2), which cancels its effect.
    s = position({"Invisible Man": 6, "Robin Hood": 7}, [6, 7, 2])
    s.hand(IM, "Dreaming of Revenge").hand(RH, "Feint")
    spare(s, IM)
    s.start(IM)
    s.play("Attack Robin Hood (space 7) with Invisible Man", "Play Feint")
    assert combat_damage(s) == [(3, 2, 1)]
    assert [e["card"] for e in s.events("cancel")] == ["dreaming-of-revenge"]
    assert health(s, "Robin Hood") == 12  # and no fog damage: the effect was cancelled


# ---------------------------------------------------------------- his cards


def test_covert_preparation_you_move_one_token_then_the_opponent_a_different_one():
    s = position({"Invisible Man": 2, "Robin Hood": 6}, [5, 12, 11])
    s.hand(IM, "Covert Preparation").deck_top(IM, "Lurking")
    spare(s, IM)
    s.start(IM)
    s.choose("Attack Robin Hood (space 6) with Invisible Man")  # Robin Hood has no card
    assert combat_damage(s) == [(2, 0, 2)] and health(s, "Robin Hood") == 11
    assert hand(s, IM) == ["Lurking", "Rolling Fog"]  # drew 1 first
    assert options_of(s, IM) == ["The fog token in space 5", "The fog token in space 12",
                                 "The fog token in space 11"]
    s.choose("The fog token in space 12")
    assert token_targets(s, IM) == [4, 7, 8, 10, 11]  # up to 2 from 12
    s.choose("Move the fog token from space 12 to space 8")
    # Robin Hood chooses a different token: not the one just moved (now in 8).
    assert s.kind() == "token"
    assert options_of(s, RH) == ["The fog token in space 5", "The fog token in space 11"]
    s.choose("The fog token in space 11")
    assert token_targets(s, RH) == [3, 6, 7, 8, 9, 10, 12]
    s.choose("Move the fog token from space 11 to space 3")
    assert fog(s) == [5, 8, 3]
    assert token_moves(s) == [(IM, 12, 8), (RH, 11, 3)]
    assert turn_of(s) == (IM, "action") and actions_to_take(s) == 1


def test_dreaming_of_revenge_on_the_fog_hurts_each_opposing_fighter_on_a_fog_space():
    s = position({"Invisible Man": 6, "Robin Hood": 7, "Outlaw 1": 11, "Outlaw 2": 10},
                 [6, 7, 11])
    s.hand(IM, "Dreaming of Revenge")
    spare(s, IM)
    s.start(IM)
    s.choose("Attack Robin Hood (space 7) with Invisible Man")
    assert damage_trail(s) == [("Robin Hood", 3, "combat"), ("Robin Hood", 1, "effect"),
                               ("Outlaw 1", 1, "effect")]
    assert health(s, "Robin Hood") == 9
    assert s.fighter("Outlaw 1").defeated and health(s, "Outlaw 2") == 1
    assert turn_of(s) == (IM, "action")


def test_dreaming_of_revenge_off_the_fog_hurts_no_one():
    s = position({"Invisible Man": 6, "Robin Hood": 7, "Outlaw 1": 11}, [5, 7, 11])
    s.hand(IM, "Dreaming of Revenge")
    spare(s, IM)
    s.start(IM)
    s.choose("Attack Robin Hood (space 7) with Invisible Man")
    assert damage_trail(s) == [("Robin Hood", 3, "combat")]
    assert health(s, "Outlaw 1") == 1


def confound(robin_hand: tuple[str, ...]) -> Scenario:
    s = position({"Invisible Man": 6, "Robin Hood": 7}, [6, 1, 12])
    s.hand(IM, "Confound").hand(RH, *robin_hand)
    spare(s, IM)
    s.start(IM)
    s.play("Attack Robin Hood (space 7) with Invisible Man")
    if robin_hand:
        s.choose("No defense card")
    return s


def test_confound_the_opponent_discards_and_the_fog_stays():
    s = confound(("Snark",))
    assert combat_damage(s) == [(3, 0, 3)]
    assert options_of(s, RH) == ["Yes", "No"]
    s.choose("Yes")  # his only card goes
    assert hand(s, RH) == [] and discard(s, RH) == ["Snark"]
    assert fog(s) == [6, 1, 12] and token_moves(s) == []
    assert turn_of(s) == (IM, "action")


def test_confound_the_opponent_keeps_his_cards_and_you_move_each_token_anywhere_else():
    s = confound(("Snark",))
    s.choose("No")
    assert options_of(s, IM) == ["Yes", "No"]
    s.choose("Yes")
    assert token_targets(s, IM) == [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12]  # any other space
    s.choose("Move the fog token from space 6 to space 7")
    assert token_targets(s, IM) == [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
    s.choose("Move the fog token from space 1 to space 8")
    s.choose("Move the fog token from space 12 to space 3")
    assert fog(s) == [7, 8, 3]
    assert hand(s, RH) == ["Snark"]
    assert turn_of(s) == (IM, "action")


def test_confound_you_may_also_leave_the_fog_where_it_is():
    s = confound(("Snark",))
    s.play("No", "No")
    assert fog(s) == [6, 1, 12] and hand(s, RH) == ["Snark"]
    assert turn_of(s) == (IM, "action")


def test_confound_an_opponent_without_cards_cannot_choose_to_discard():
    # Robin Hood's hand is empty: he cannot discard, so he did not, and the Invisible Man
    # may move the fog.
    s = confound(())
    assert combat_damage(s) == [(3, 0, 3)]
    assert s.state.current_player() == IM, (
        f"ENGINE BUG: an opponent with no card is asked {s.options()} whether to discard "
        f"one, and 'Yes' (discarding nothing) stops the fog from moving")
    assert options_of(s, IM) == ["Yes", "No"]
    s.choose("Yes")
    assert s.kind() == "move token"


def test_impossible_to_see_makes_the_attack_0_even_with_ambushs_boost():
    # Ambush (2) would add the BOOST of the card it makes him discard (Vanish, 3): the
    # discard happens, the value stays 0.
    s = position({"Invisible Man": 5, "Robin Hood": 7}, [1, 2, 3])
    s.hand(IM, "Impossible to See", "Vanish").hand(RH, "Ambush")
    s.start(RH)
    s.play("Attack Invisible Man (space 5) with Robin Hood", "Play Impossible to See")
    assert combat_damage(s) == [(0, 2, 0)]
    assert [e["card"] for e in s.events("discard")] == ["vanish"]  # at random: his only card
    assert health(s, "Invisible Man") == 15
    s.choose("No")  # Robin Hood's ability: he stays
    assert discard(s, IM) == ["Impossible to See", "Vanish"] and hand(s, IM) == []
    assert discard(s, RH) == ["Ambush"]


def test_impossible_to_see_beats_momentous_shifts_5_instead_and_his_fog_still_adds():
    # Bigfoot moves, then attacks with Momentous Shift (5 instead of 3 as he moved); the
    # Invisible Man on the fog defends with Impossible to See: 0 against 2 + 1.
    s = position({"Invisible Man": 6, "Bigfoot": 12}, [6, 1, 2], opponent="bigfoot")
    s.hand(IM, "Impossible to See").hand(RH, "Momentous Shift", "Feint")
    s.deck_top(RH, "Regroup")
    s.start(RH)  # no attack from 12 and no scheme: the maneuver is taken without asking
    s.play("No boost", "Move Bigfoot to space 7")
    s.play("Attack Invisible Man (space 6) with Bigfoot", "Play Momentous Shift",
           "Play Impossible to See")
    assert combat_damage(s) == [(0, 3, 0)]
    assert health(s, "Invisible Man") == 15
    # The same attack against Lurking (2 + 1): Momentous Shift is 5.
    t = position({"Invisible Man": 6, "Bigfoot": 12}, [6, 1, 2], opponent="bigfoot")
    t.hand(IM, "Lurking").hand(RH, "Momentous Shift", "Feint").deck_top(RH, "Regroup")
    t.start(RH)
    t.play("No boost", "Move Bigfoot to space 7")
    t.play("Attack Invisible Man (space 6) with Bigfoot", "Play Momentous Shift", "Play Lurking")
    assert combat_damage(t) == [(5, 3, 2)]


def test_impossible_to_see_is_not_undone_by_boosting_the_card():
    # Beowulf (3 Rage) attacks with The Ancient Heirloom (3): he spends 2 Rage to make it
    # 5 instead (locked: no change), then 1 Rage to BOOST it with No Contest Expecteth
    # (BOOST 3): a card effect too, so the value stays 0.
    s = position({"Invisible Man": 6, "Beowulf": 7}, [1, 2, 3], opponent="beowulf")
    s.data.players[RH].resources["Rage"] = 3
    s.hand(IM, "Impossible to See").hand(RH, "The Ancient Heirloom", "No Contest Expecteth")
    s.start(RH)
    s.play("Attack Invisible Man (space 6) with Beowulf", "Play The Ancient Heirloom",
           "Play Impossible to See")
    s.play("Yes", "Yes")  # spend 2 Rage for "5 instead", then 1 Rage to BOOST
    assert [e["amount"] for e in s.events("resource")] == [1, 0]
    assert combat_damage(s) == [(0, 2, 0)], (
        f"ENGINE BUG: 'BOOST this card' adds to a value locked by Impossible to See: "
        f"{combat_damage(s)}")
    assert health(s, "Invisible Man") == 15


def test_impossible_to_see_as_his_attack_makes_the_defense_0():
    s = position({"Invisible Man": 6, "Robin Hood": 7}, [1, 2, 3])
    s.hand(IM, "Impossible to See").hand(RH, "Snark")
    spare(s, IM)
    s.start(IM)
    s.play("Attack Robin Hood (space 7) with Invisible Man", "Play Snark")
    assert combat_damage(s) == [(2, 0, 2)]
    assert health(s, "Robin Hood") == 11


def test_surprise_attack_cancels_the_defense_and_moves_his_fog_token():
    # Defenders of Sherwood (3) would draw a card and return an Outlaw: cancelled.
    s = position({"Invisible Man": 6, "Robin Hood": 7}, [1, 6, 2])
    s.hand(IM, "Surprise Attack").hand(RH, "Defenders of Sherwood").deck_top(RH, "Snark")
    spare(s, IM)
    s.start(IM)
    s.play("Attack Robin Hood (space 7) with Invisible Man", "Play Defenders of Sherwood")
    assert [e["card"] for e in s.events("cancel")] == ["defenders-of-sherwood"]
    assert combat_damage(s) == [(5, 3, 2)]
    assert hand(s, RH) == [] and s.events("return") == []
    # "that fog token": the one under him, to any other space.
    assert token_targets(s, IM) == [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12]
    s.choose("Move the fog token from space 6 to space 11")
    assert fog(s) == [1, 11, 2]
    assert turn_of(s) == (IM, "action")


def test_surprise_attack_off_the_fog_moves_no_token():
    s = position({"Invisible Man": 5, "Robin Hood": 6}, [1, 7, 2])
    s.hand(IM, "Surprise Attack")
    spare(s, IM)
    s.start(IM)
    s.choose("Attack Robin Hood (space 6) with Invisible Man")
    assert combat_damage(s) == [(5, 0, 5)]
    assert fog(s) == [1, 7, 2] and token_moves(s) == []
    assert turn_of(s) == (IM, "action")


def test_slip_away_moves_a_token_to_an_empty_space_and_places_him_there():
    s = position({"Invisible Man": 6, "Robin Hood": 7}, [1, 10, 12])
    s.hand(IM, "Slip Away")
    spare(s, IM)
    s.start(IM)
    s.choose("Attack Robin Hood (space 7) with Invisible Man")
    assert combat_damage(s) == [(3, 0, 3)]
    s.choose("The fog token in space 1")
    assert token_targets(s, IM) == [2, 3, 4, 5, 8, 9, 10, 11, 12]  # no fighter there
    s.choose("Move the fog token from space 1 to space 4")
    assert fog(s) == [4, 10, 12]
    assert space(s, "Invisible Man") == 4
    assert [(e["fighter"], e["start"], e["to"]) for e in s.events("place")] == [
        ("Invisible Man", 6, 4)]
    assert turn_of(s) == (IM, "action")


def emerge(start: int, fog_spaces: list[int], move_to: int) -> Scenario:
    s = position({"Invisible Man": start, "Robin Hood": 8}, fog_spaces)
    s.hand(IM, "Emerge From Mist").deck_top(IM, "Lurking")
    spare(s, IM)
    s.start(IM)
    s.play("Maneuver", "No boost", f"Move Invisible Man to space {move_to}")
    s.choose("Attack Robin Hood (space 8) with Invisible Man")
    return s


def test_emerge_from_mist_is_5_when_he_started_the_turn_on_fog():
    s = emerge(6, [6, 1, 2], 7)  # he left the fog before attacking
    assert combat_damage(s) == [(5, 0, 5)] and health(s, "Robin Hood") == 8


def test_emerge_from_mist_is_3_when_he_only_reached_the_fog_this_turn():
    s = emerge(2, [7, 9, 10], 7)
    assert combat_damage(s) == [(3, 0, 3)] and health(s, "Robin Hood") == 10


def test_emerge_from_mist_counts_the_fog_where_it_was_at_the_start_of_the_turn():
    # Rolling Fog takes the token from under him; he still started the turn on it.
    s = position({"Invisible Man": 7, "Robin Hood": 8}, [7, 1, 2])
    s.hand(IM, "Rolling Fog", "Emerge From Mist")
    s.start(IM)
    s.play("Scheme: Rolling Fog (Invisible Man)", "The fog token in space 7",
           "Move the fog token from space 7 to space 12")
    assert fog(s) == [12, 1, 2]
    s.choose("Attack Robin Hood (space 8) with Invisible Man")
    assert combat_damage(s) == [(5, 0, 5)]


def lurking() -> Scenario:
    s = position({"Invisible Man": 6, "Robin Hood": 7}, [6, 1, 2])
    s.hand(IM, "Lurking").hand(RH, "A Hunter's Eye").deck_top(IM, "Vanish")
    spare(s, RH)
    s.start(RH)
    s.play("Attack Invisible Man (space 6) with Robin Hood", "Play Lurking")
    assert combat_damage(s) == [(5, 3, 2)]  # 2 + 1 on the fog
    assert hand(s, IM) == ["Vanish"]  # drew 1 first
    assert options_of(s, IM) == ["Move Invisible Man to a space with a fog token",
                                 "Move 1 fog token up to 3 spaces"]
    return s


def test_lurking_moves_him_to_a_space_with_a_fog_token():
    s = lurking()
    s.choose("Move Invisible Man to a space with a fog token")
    assert options_of(s, IM) == ["Space 1", "Space 2", "Space 6"]
    s.choose("Space 2")
    assert space(s, "Invisible Man") == 2 and fog(s) == [6, 1, 2]
    s.choose("No")  # Robin Hood's ability
    assert turn_of(s) == (RH, "action")


def test_lurking_or_moves_a_fog_token_up_to_3_spaces():
    s = lurking()
    s.choose("Move 1 fog token up to 3 spaces")
    s.choose("The fog token in space 1")
    assert token_targets(s, IM) == [2, 3, 4, 5, 6, 7, 9, 10]
    s.choose("Move the fog token from space 1 to space 10")
    assert fog(s) == [6, 10, 2] and space(s, "Invisible Man") == 6
    s.choose("No")
    assert turn_of(s) == (RH, "action")


def test_into_thin_air_moves_him_1_then_the_opponent_moves_a_token_up_to_3():
    s = position({"Invisible Man": 6, "Robin Hood": 8}, [6, 12, 1])
    s.hand(IM, "Into Thin Air").hand(RH, "A Hunter's Eye")
    spare(s, RH)
    s.start(RH)
    s.play("Attack Invisible Man (space 6) with Robin Hood", "Play Into Thin Air")
    assert combat_damage(s) == [(5, 5, 0)]  # 4 + 1 on the fog
    # Up to 1 space: next to 6, or to the fog in 12 or 1.
    assert move_targets(s) == [1, 2, 5, 7, 10, 12]
    s.choose("Move Invisible Man to space 12")
    assert space(s, "Invisible Man") == 12
    assert options_of(s, RH) == ["The fog token in space 6", "The fog token in space 12",
                                 "The fog token in space 1"]
    s.choose("The fog token in space 12")
    assert token_targets(s, RH) == [3, 4, 6, 7, 8, 9, 10, 11]  # up to 3 from 12
    s.choose("Move the fog token from space 12 to space 3")
    assert fog(s) == [6, 3, 1] and token_moves(s) == [(RH, 12, 3)]
    s.choose("No")  # Robin Hood's ability
    assert turn_of(s) == (RH, "action")


def test_coded_notes_draws_3_then_puts_2_on_top_of_the_deck_in_order():
    s = position({"Invisible Man": 5, "Robin Hood": 7}, [1, 2, 3])
    s.hand(IM, "Coded Notes", "Rolling Fog").hand(RH, "Snark")
    s.deck_top(IM, "Lurking", "Vanish", "Step Lightly", "Confound")
    s.start(RH)
    s.play("Attack Invisible Man (space 5) with Robin Hood", "Play Coded Notes")
    assert combat_damage(s) == [(3, 3, 0)]
    assert hand(s, IM) == ["Lurking", "Rolling Fog", "Step Lightly", "Vanish"]
    s.play("Put Vanish on top", "Put Rolling Fog on top")
    assert deck_top(s, IM) == ["Vanish", "Rolling Fog", "Confound"]
    assert hand(s, IM) == ["Lurking", "Step Lightly"]
    s.choose("No")  # Robin Hood's ability
    assert discard(s, IM) == ["Coded Notes"]


def test_coded_notes_keeps_every_card_in_one_place_between_its_two_choices():
    # After the first card is chosen for the top of the deck, the second is still to be
    # chosen: every card must be somewhere (hand, deck, discard, or in play).
    s = position({"Invisible Man": 5, "Robin Hood": 7}, [1, 2, 3])
    s.hand(IM, "Coded Notes", "Rolling Fog").hand(RH, "Snark")
    s.deck_top(IM, "Lurking", "Vanish", "Step Lightly", "Confound")
    s.start(RH)
    s.play("Attack Invisible Man (space 5) with Robin Hood", "Play Coded Notes",
           "Put Vanish on top")
    assert s.kind() == "order"
    faults = violations(s.state)
    assert faults == [], (
        f"ENGINE BUG: Coded Notes holds the first card chosen in a local list, in no zone, "
        f"until the second is chosen: {faults}")


def test_reign_of_terror_on_the_fog_deals_2_damage_to_any_opposing_fighter():
    s = position({"Invisible Man": 6, "Robin Hood": 12, "Outlaw 1": 9}, [6, 1, 2])
    s.hand(IM, "Reign of Terror")
    spare(s, IM)
    s.start(IM)
    s.choose("Scheme: Reign of Terror (Invisible Man)")
    assert options_of(s, IM) == ["Robin Hood (player 2, space 12)",
                                 "Outlaw 1 (player 2, space 9)"]
    s.choose("Robin Hood (player 2, space 12)")
    assert damage_trail(s) == [("Robin Hood", 2, "effect")] and health(s, "Robin Hood") == 11
    assert turn_of(s) == (IM, "action") and actions_to_take(s) == 1


def test_reign_of_terror_off_the_fog_does_nothing():
    s = position({"Invisible Man": 5, "Robin Hood": 12}, [6, 1, 2])
    s.hand(IM, "Reign of Terror")
    spare(s, IM)
    s.start(IM)
    s.choose("Scheme: Reign of Terror (Invisible Man)")
    assert damage_trail(s) == [] and health(s, "Robin Hood") == 13
    assert discard(s, IM) == ["Reign of Terror"]
    assert turn_of(s) == (IM, "action") and actions_to_take(s) == 1


def vanish_first() -> Scenario:
    """Vanish as his first action, from 6 with 10 health; Robin Hood in 7, an Outlaw in 5."""
    s = position({"Invisible Man": 6, "Robin Hood": 7, "Outlaw 1": 5}, [6, 1, 2])
    s.health("Invisible Man", 10)
    s.hand(IM, "Vanish", "Rolling Fog").deck_top(IM, "Lurking")
    s.hand(RH, "Snark", "Steal From the Rich").deck_top(RH, "Feint", "Regroup")
    s.start(IM)
    s.choose("Scheme: Vanish (Invisible Man)")
    return s


def test_vanish_heals_1_removes_him_without_defeat_and_ends_the_turn_as_first_action():
    s = vanish_first()
    assert health(s, "Invisible Man") == 11
    fighter = s.fighter("Invisible Man")
    assert fighter.space is None and not fighter.defeated and not fighter.on_board
    assert [(e["fighter"], e["start"]) for e in s.events("remove")] == [("Invisible Man", 6)]
    assert [e["player"] for e in s.events("end turn")] == [IM]
    assert [e["player"] for e in s.events("turn")] == [IM, RH]  # his second action is lost
    assert [e["action"] for e in s.events("action") if e["player"] == IM] == ["scheme"]
    assert discard(s, IM) == ["Vanish"] and hand(s, IM) == ["Rolling Fog"]
    assert fog(s) == [6, 1, 2]  # his fog stays on the board
    # Meanwhile his opponent cannot attack him: Robin Hood (ranged, in his old zone) and
    # the Outlaw next to his old space have no target.
    assert turn_of(s) == (RH, "action")
    assert options_of(s, RH) == ["Maneuver", "Scheme: Steal From the Rich (Robin Hood)"]


def test_vanish_he_takes_his_next_turn_and_is_placed_at_its_start():
    s = vanish_first()
    s.play("Maneuver", "No boost", "Done moving")  # Robin Hood draws Feint
    assert options_of(s, RH) == ["Maneuver", "Scheme: Steal From the Rich (Robin Hood)"]
    s.play("Maneuver", "No boost", "Done moving")  # and Regroup
    # His next turn: before any action, he is placed in any (empty) space.
    assert [e["player"] for e in s.events("turn")] == [IM, RH, IM]
    assert turn_of(s) == (IM, "space"), (
        f"ENGINE BUG: at the start of his next turn the Invisible Man is not placed (he "
        f"stays off the board for the rest of the game); instead: {s.state.decision()}")
    assert options_of(s, IM) == [f"Space {n}" for n in (1, 2, 3, 4, 6, 8, 9, 10, 11, 12)]
    s.choose("Space 11")
    assert space(s, "Invisible Man") == 11 and health(s, "Invisible Man") == 11
    assert turn_of(s) == (IM, "action") and actions_to_take(s) == 2
    assert options_of(s, IM) == ["Maneuver", "Scheme: Rolling Fog (Invisible Man)"]


def test_vanish_as_second_action_does_not_end_the_turn():
    # Rolling Fog gains an action, so after Vanish (his second action) he has a third: a
    # maneuver, the only action left with no fighter on the board, taken without asking.
    s = position({"Invisible Man": 6, "Robin Hood": 12}, [6, 1, 2])
    s.hand(IM, "Rolling Fog", "Vanish", "Lurking").deck_top(IM, "Confound")
    spare(s, RH)
    s.start(IM)
    s.play("Scheme: Rolling Fog (Invisible Man)", "The fog token in space 1",
           "Move the fog token from space 1 to space 5")
    assert actions_to_take(s) == 2
    s.choose("Scheme: Vanish (Invisible Man)")
    assert space(s, "Invisible Man") is None and health(s, "Invisible Man") == 15
    assert [e["amount"] for e in s.events("recover")] == [0]  # already at full health
    assert s.events("end turn") == []
    assert turn_of(s) == (IM, "boost")  # the third action: a maneuver; he drew Confound
    assert [e["action"] for e in s.events("action")] == ["scheme", "scheme", "maneuver"]
    assert hand(s, IM) == ["Confound", "Lurking"]
    s.choose("No boost")  # nobody to move: his turn ends
    assert [e["player"] for e in s.events("turn")] == [IM, RH]
    assert turn_of(s) == (RH, "action")


def test_step_lightly_off_the_fog_deals_1_then_the_opponent_moves_a_token():
    s = position({"Invisible Man": 6, "Robin Hood": 7, "Outlaw 1": 10}, [1, 2, 3])
    s.hand(IM, "Step Lightly")
    spare(s, IM)
    s.start(IM)
    s.choose("Scheme: Step Lightly (Invisible Man)")
    assert options_of(s, IM) == ["Robin Hood (player 2, space 7)",
                                 "Outlaw 1 (player 2, space 10)"]
    s.choose("Robin Hood (player 2, space 7)")
    assert damage_trail(s) == [("Robin Hood", 1, "effect")] and health(s, "Robin Hood") == 12
    assert options_of(s, RH) == ["The fog token in space 1", "The fog token in space 2",
                                 "The fog token in space 3"]
    s.choose("The fog token in space 3")
    assert token_targets(s, RH) == [1, 2, 4, 6, 7, 8, 11]  # up to 2 from 3
    s.choose("Move the fog token from space 3 to space 11")
    assert fog(s) == [1, 2, 11] and token_moves(s) == [(RH, 3, 11)]
    assert turn_of(s) == (IM, "action") and actions_to_take(s) == 1


def test_step_lightly_on_the_fog_deals_3_instead():
    s = position({"Invisible Man": 6, "Robin Hood": 7, "Outlaw 1": 10}, [6, 1, 2])
    s.hand(IM, "Step Lightly")
    spare(s, IM)
    s.start(IM)
    s.play("Scheme: Step Lightly (Invisible Man)", "Outlaw 1 (player 2, space 10)")
    assert damage_trail(s) == [("Outlaw 1", 1, "effect")]  # 3, of which 1 was left
    assert s.fighter("Outlaw 1").defeated
    s.choose("The fog token in space 6")  # Robin Hood takes the fog from under him
    s.choose("Move the fog token from space 6 to space 9")
    assert fog(s) == [9, 1, 2]
    # the same against Robin Hood: 3 damage, once
    t = position({"Invisible Man": 6, "Robin Hood": 7}, [6, 1, 2]).hand(IM, "Step Lightly")
    spare(t, IM)
    t.start(IM)
    t.choose("Scheme: Step Lightly (Invisible Man)")  # the only adjacent fighter
    assert damage_trail(t) == [("Robin Hood", 3, "effect")] and health(t, "Robin Hood") == 10
    assert t.state.current_player() == RH and t.kind() == "token"


def test_rolling_fog_moves_a_token_anywhere_and_gains_an_action():
    s = position({"Invisible Man": 6, "Robin Hood": 12}, [6, 1, 2])
    s.hand(IM, "Rolling Fog", "Reign of Terror").deck_top(IM, "Lurking", "Confound")
    spare(s, RH)
    s.start(IM)
    s.play("Scheme: Rolling Fog (Invisible Man)", "The fog token in space 2",
           "Move the fog token from space 2 to space 11")
    assert fog(s) == [6, 1, 11]
    assert [e["amount"] for e in s.events("gain action")] == [1]
    assert turn_of(s) == (IM, "action") and actions_to_take(s) == 2
    s.play("Maneuver", "No boost", "Done moving")
    assert turn_of(s) == (IM, "action") and actions_to_take(s) == 1
    s.play("Maneuver", "No boost", "Done moving")
    assert [e["player"] for e in s.events("action")] == [IM, IM, IM]
    assert [e["player"] for e in s.events("turn")] == [IM, RH]
    assert turn_of(s) == (RH, "action")

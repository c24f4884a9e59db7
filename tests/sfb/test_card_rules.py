"""Card rules beyond the keywords, each on a real position of bundled champions with the
exact outcome: decks and hands touched by another player's card, targets of skills that may
target allies, passives that restrict attacks, use cores or trigger on plans and dashes."""

from __future__ import annotations

from cardsmith.runtime.sfb.data import Lasting
from cardsmith.runtime.sfb.events import AttackResolved, ChampionActivated

from .position import Position

AWAY = "dugrun,korvash,king-alistair"


def to(p: Position, name: str, q: int, r: int) -> str:
    return f"Move {name} to hex {p.hex(q, r)}"


def on_top(p: Position, player: int, title: str) -> int:
    """The player's deck gets `title` (a card of theirs) on top, known."""
    owner = p.data.players[player]
    card_id = next(c for c in owner.pile if p.data.cards[c].title == title)
    owner.pile.remove(card_id)
    owner.deck_top.insert(0, card_id)
    return card_id


def test_discarding_the_top_of_an_opponents_deck_names_the_matching_enemy():
    # Sulka's Mind Control: Discard the top card of an opponent's deck. The matching Enemy
    # suffers Force 2 (Sulka's player chooses where).
    p = Position("sulka,akhet,taze", AWAY)
    p.at("Sulka", 1, -1).at("Akhet", 4, -4).at("Taze", 1, -4)
    p.at("Dugrun", -3, 2).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    hold_ground = on_top(p, 1, "Hold Ground")  # Dugrun's
    p.hand(0, "Mind Control").start().play("Play Mind Control", "Sulka stays", "Yes")
    assert p.now.players[1].discard == [hold_ground]
    assert p.state.decision().player == 0 and to(p, "Dugrun", -1, 2) in p.options()
    p.play(to(p, "Dugrun", -1, 2))
    assert (p.where("Dugrun"), p.where("Korvash")) == (p.hex(-1, 2), p.hex(-4, 4))


def test_a_target_made_to_put_a_card_from_hand_on_top_of_the_deck():
    # Sir Tentaclot's Mindcloud: The target suffers Force 1 and its controller puts 1 card at
    # random from their hand on top of their deck.
    p = Position("sir-tentaclot,akhet,taze", AWAY)
    p.at("Sir Tentaclot", 1, -1).at("Akhet", 4, -4).at("Taze", 1, -4)
    p.at("Dugrun", 2, -1).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    p.hand(0, "Mindcloud").hand(1, "Hold Ground")
    hold_ground = p.data.players[1].hand[0]
    p.start().play("Play Mindcloud", "Sir Tentaclot stays", "Yes",  # Dugrun, the one adjacent
                   to(p, "Dugrun", 3, -1))
    assert p.where("Dugrun") == p.hex(3, -1)
    assert (p.now.players[1].hand, p.now.players[1].deck_top) == ([], [hold_ground])


def test_a_skill_that_may_target_allies_offers_the_adjacent_ally_too():
    # Izabella's Burden of Destiny: The target Champion gains +1 strength and suffers -1
    # defense until the end of the turn. This may target Izabella's Allies.
    p = Position("izabella,kilgore,loralei", AWAY)
    p.at("Izabella", 0, 1).at("Kilgore", -1, 1).at("Loralei", -4, 0)
    p.at("Dugrun", 1, 1).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    p.hand(0, "Burden of Destiny").start()
    p.play("Play Burden of Destiny", "Izabella stays", "Yes")
    assert [o.split(" (")[0] for o in p.options()] == ["Kilgore", "Dugrun"]
    p.play("Kilgore")
    kilgore = p.champion("Kilgore").id
    assert sorted((e.fighter, e.what, e.amount) for e in p.now.lasting) == [
        (kilgore, "defense", -1), (kilgore, "strength", 1)]


def test_a_skill_that_may_not_target_allies_offers_only_enemies():
    # Kilgore's Relentless Advance (Force 1. Place Kilgore in the target's original hex.)
    # targets an adjacent enemy, not Izabella beside him
    p = Position("izabella,kilgore,loralei", AWAY)
    p.at("Kilgore", 0, 1).at("Izabella", -1, 1).at("Loralei", -4, 0)
    p.at("Dugrun", 1, 1).at("Korvash", 0, 2).at("King Alistair", -1, 4)
    p.hand(0, "Relentless Advance").start()
    p.play("Play Relentless Advance", "Kilgore stays", "Yes")
    assert [o.split(" (")[0] for o in p.options()] == ["Dugrun", "Korvash"]
    p.play("Dugrun", to(p, "Dugrun", 2, 1))  # Force 1, then Kilgore where Dugrun stood
    assert (p.where("Dugrun"), p.where("Kilgore")) == (p.hex(2, 1), p.hex(1, 1))


def test_a_skill_of_bare_keywords_targets_an_adjacent_enemy():
    # King Alistair's The Tyrant's Gaze: Fear 2. Stun. (Dugrun, the one adjacent enemy)
    p = Position("king-alistair,kilgore,loralei", "dugrun,korvash,izabella")
    p.at("King Alistair", 0, 1).at("Kilgore", -4, 0).at("Loralei", -4, 1)
    p.at("Dugrun", 1, 1).at("Korvash", -4, 4).at("Izabella", -1, 4)
    p.hand(0, "The Tyrant's Gaze").hand(1, "Hold Ground", "Shield Slam").start()
    p.play("Play The Tyrant's Gaze", "King Alistair stays", "Yes")
    assert p.state.decision().player == 1  # Dugrun's controller: the longest dash away
    p.play(to(p, "Dugrun", 3, 1))
    assert p.options() == ["Discard Hold Ground", "Discard Shield Slam"]  # Stun
    p.play("Discard Hold Ground")
    assert p.where("Dugrun") == p.hex(3, 1)
    assert [p.now.cards[c].title for c in p.now.players[1].discard] == ["Hold Ground"]


def attack_beside_dugrun(levelled: bool, dugrun_at: tuple[int, int]) -> Position:
    """Izabella's Déjà vu (melee) with Korvash beside her on [0, 2] and Dugrun on
    `dugrun_at`; Dugrun's level-up passive: Adjacent opponents cannot attack unless Dugrun
    is a target of the attack."""
    p = Position("izabella,kilgore,loralei", AWAY)
    p.at("Izabella", 0, 1).at("Kilgore", -4, 0).at("Loralei", -4, 1)
    p.at("Dugrun", *dugrun_at).at("Korvash", 0, 2).at("King Alistair", -1, 4)
    if levelled:
        p.data.flip(p.champion("Dugrun"), levelled=True)
    p.hand(0, "Déjà vu").start()
    return p.play("Play Déjà vu", "Izabella stays")


def targets_offered(p: Position) -> list[str]:
    return [o.split(" (")[0] for o in p.options()]


def test_a_passive_lets_adjacent_opponents_attack_only_its_champion():
    assert targets_offered(attack_beside_dugrun(True, (1, 1))) == ["No attack", "Dugrun"]


def test_the_attack_restriction_holds_only_beside_the_levelled_champion():
    assert targets_offered(attack_beside_dugrun(False, (1, 1))) == [
        "No attack", "Dugrun", "Korvash"]
    assert targets_offered(attack_beside_dugrun(True, (3, 1))) == ["No attack", "Korvash"]


def khalize_with_restoration(levelled: bool) -> Position:
    """Khalize's Restoration (creation) in hand, the creation core exhausted; her level-up
    passive: You can use any Core as a Creation Core."""
    p = Position("khalize,kilgore,loralei", AWAY)
    p.at("Khalize", 0, 1).at("Kilgore", -4, 0).at("Loralei", -4, 1)
    p.at("Dugrun", 3, 1).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    if levelled:
        p.data.flip(p.champion("Khalize"), levelled=True)
    p.data.exhausted[0].add("creation")
    return p.hand(0, "Restoration").start()


def plays(p: Position) -> list[str]:
    return [o for o in p.options() if o.startswith("Play ") or o.startswith("Recover ")]


def test_a_passive_lets_any_core_pay_for_a_creation_card():
    p = khalize_with_restoration(True)
    assert plays(p)[:2] == ["Play Restoration (Khalize, with the destruction core)",
                            "Play Restoration (Khalize, with the manipulation core)"]
    assert "Recover with Khalize (destruction)" in plays(p)  # a creation standard action
    p.play("Play Restoration (Khalize, with the manipulation core)")
    assert p.now.exhausted[0] == {"creation", "manipulation"}


def test_without_the_passive_an_exhausted_core_pays_for_nothing():
    assert plays(khalize_with_restoration(False)) == []


def test_a_card_played_again_for_a_core_is_a_second_activation():
    # Lil'Y's Twin Blades (strength 1, Double): ↷ You can exhaust a Core to play this card
    # again. Dugrun's defence 2: no damage, but every step of each activation is there.
    p = Position("lily,kilgore,loralei", AWAY)
    p.at("Lil'Y", 0, 1).at("Kilgore", -4, 0).at("Loralei", -4, 1)
    p.at("Dugrun", 1, 1).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    p.hand(0, "Twin Blades").start()
    p.play("Play Twin Blades", "Lil'Y stays", "Dugrun", "Yes")
    assert p.options() == ["Exhaust the creation core", "Exhaust the manipulation core"]
    p.play("Exhaust the creation core")
    p.play("Lil'Y stays", "Dugrun", "No")  # the second activation: movement, target, ↷
    twin_blades = p.champion("Lil'Y").id
    assert [(e.fighter, e.core) for e in p.now.events if isinstance(e, ChampionActivated)] == [
        (twin_blades, "destruction"), (twin_blades, "creation")]
    assert len([e for e in p.now.events if isinstance(e, AttackResolved)]) == 4  # Double twice
    assert p.now.exhausted[0] == {"destruction", "creation"}
    assert p.now.in_play == [] and [p.now.cards[c].title for c in p.now.players[0].discard] == [
        "Twin Blades"]


def test_playing_again_needs_a_ready_core():
    p = Position("lily,kilgore,loralei", AWAY)
    p.at("Lil'Y", 0, 1).at("Kilgore", -4, 0).at("Loralei", -4, 1)
    p.at("Dugrun", 1, 1).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    p.data.exhausted[0].update({"creation", "manipulation"})
    p.hand(0, "Twin Blades").start()
    p.play("Play Twin Blades", "Lil'Y stays", "Dugrun")  # no choice to play it again
    assert len([e for e in p.now.events if isinstance(e, ChampionActivated)]) == 1
    assert p.now.in_play == [] and "Yes" not in p.options()


def test_a_reaction_that_allows_another_reaction_this_attack():
    # Kilgore's Fury (melee, strength 2) on Lil'Y (defence 0); she reacts with Didn't See
    # That Comin', Eh? (defence +1: Draw 2. You can play another reaction this attack.),
    # then Vanish (defence +1, ↷ Place the target adjacent to an Ally.)
    p = Position("izabella,kilgore,loralei", "lily,korvash,king-alistair")
    p.at("Kilgore", 0, 1).at("Izabella", -4, 0).at("Loralei", -4, 1)
    p.at("Lil'Y", 1, 1).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    p.hand(0, "Fury").hand(1, "Didn't See That Comin', Eh?", "Vanish")
    on_top(p, 1, "Snatch"), on_top(p, 1, "Flank")
    p.start().play("Play Fury", "Kilgore stays", "Lil'Y", "Play Didn't See")
    assert p.options() == ["No reaction", "Play Vanish on Lil'Y"]
    p.play("Play Vanish", "Move Lil'Y to hex 51")  # next to Korvash
    assert [(e.strength, e.defense, e.damage) for e in p.now.events
            if isinstance(e, AttackResolved)] == [(2, 2, 0)]
    assert (p.where("Lil'Y"), p.now.exhausted[1]) == (p.hex(-4, 3), {"creation", "manipulation"})
    assert [p.now.cards[c].title for c in p.now.players[1].hand] == ["Flank", "Snatch"]
    assert p.now.in_play == [] and [p.now.cards[c].title for c in p.now.players[1].discard] == [
        "Didn't See That Comin', Eh?", "Vanish"]


# ---------------------------------------------------------------- passive triggers


def xinshen_pulls_dugrun(levelled: bool) -> Position:
    """Xinshén's Pull of the Panther (Pull 2) on Dugrun beside her: it falls short, 2
    damage; her level-up passive: When an enemy Champion suffers displacement effects by
    Xinshén: They also suffer Stun."""
    p = Position("xinshen,kilgore,loralei", AWAY)
    p.at("Xinshén", 0, 1).at("Kilgore", -4, 0).at("Loralei", -4, 1)
    p.at("Dugrun", 1, 1).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    if levelled:
        p.data.flip(p.champion("Xinshén"), levelled=True)
    p.hand(0, "Pull of the Panther").hand(1, "Hold Ground", "Shield Slam").start()
    return p.play("Play Pull of the Panther", "Xinshén stays", "Yes")


def test_a_passive_triggered_by_displacing_an_enemy_stuns_it():
    p = xinshen_pulls_dugrun(True)
    assert (p.health("Dugrun"), p.state.decision().player) == (4, 1)
    assert p.options() == ["Discard Hold Ground", "Discard Shield Slam"]  # Dugrun is stunned


def test_displacing_before_levelling_triggers_nothing():
    p = xinshen_pulls_dugrun(False)
    assert p.health("Dugrun") == 4 and p.options()[0] == "End the activation phase"


def nikkit_schemes(levelled: bool) -> tuple[Position, int]:
    """Scheme (Plan 1) with Nikkit, Recovery in hand, Fury in the discard pile; her level-up
    passive: Whenever you Plan: You may Plan from your discard pile."""
    p = Position("nikkit,kilgore,loralei", AWAY)
    p.at("Nikkit", 0, 1).at("Kilgore", -4, 0).at("Loralei", -4, 1)
    p.at("Dugrun", 3, 1).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    if levelled:
        p.data.flip(p.champion("Nikkit"), levelled=True)
    owner = p.hand(0, "Recovery").data.players[0]
    fury = next(c for c in owner.pile if p.data.cards[c].title == "Fury")
    owner.pile.remove(fury)
    owner.discard.append(fury)
    return p.start().play("Scheme with Nikkit", "Nikkit stays"), fury


def test_a_passive_lets_a_plan_take_from_the_discard_pile():
    p, fury = nikkit_schemes(True)
    assert p.options() == ["Stop discarding", "Put Recovery on top",
                           "Put Fury on top from the discard pile"]
    p.play("Put Fury on top from the discard pile")
    assert (p.now.players[0].deck_top, p.now.players[0].discard) == ([fury], [])


def test_before_levelling_a_plan_takes_from_the_hand_only():
    p, _ = nikkit_schemes(False)
    assert p.options() == ["Stop discarding", "Put Recovery on top"]


def taze_charges(levelled: bool) -> Position:
    """Taze's Charge (↶ Dash 3) beside Dugrun; his level-up passive: When Taze would Dash:
    He may deal 1 damage to an adjacent Enemy instead."""
    p = Position("goldarr,akhet,taze", AWAY)
    p.at("Gold'arr", 0, -4).at("Akhet", 4, -4).at("Taze", 1, -1)
    p.at("Dugrun", 2, -1).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    if levelled:
        p.data.flip(p.champion("Taze"), levelled=True)
    return p.hand(0, "Charge").start().play("Play Charge", "Taze stays")


def test_a_passive_may_replace_a_dash():
    p = taze_charges(True)
    assert p.options() == ["Yes", "No"]
    p.play("Yes")  # 1 damage to Dugrun, the one adjacent enemy, and no dash
    assert (p.health("Dugrun"), p.where("Taze")) == (5, p.hex(1, -1))
    assert p.options()[0] == "No attack"


def test_the_dash_replaced_only_if_the_player_wants_and_once_levelled():
    p = taze_charges(True).play("No")  # the dash: Taze's choice of hex
    assert p.options()[0] == f"Taze stays on hex {p.hex(1, -1)}" and p.health("Dugrun") == 6
    assert taze_charges(False).options()[0] == f"Taze stays on hex {p.hex(1, -1)}"


# ---------------------------------------------------------------- traps and lasting effects


def test_looking_at_a_trap_then_placing_it_on_a_free_trap_hex():
    # Deryn's Prowl: Draw 2. Plan 1. You may look at a trap token in play, then place it on
    # any free trap hex.
    p = Position("deryn,kilgore,loralei", AWAY)
    p.at("Deryn", 0, 1).at("Kilgore", -4, 0).at("Loralei", -4, 1)
    p.at("Dugrun", 2, 1).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    p.data.traps[p.hex(-2, -1)] = "spikes"
    on_top(p, 0, "Fury"), on_top(p, 0, "Maul Thrash")
    p.hand(0, "Prowl").start().play("Play Prowl", "Deryn stays", "Yes", "Stop", "Yes")
    # the one token in play looked at; Dugrun stands on the trap hex [2, 1]
    free = [p.hex(1, -2), p.hex(3, -2), p.hex(-3, 2), p.hex(-1, 2)]
    assert p.options() == [f"Hex {h}" for h in sorted(free)]
    p.play(f"Hex {p.hex(-1, 2)}")
    laid = {h: token for h, token in p.now.traps.items() if token is not None}
    assert laid == {p.hex(-1, 2): "spikes"}


def test_a_reaction_cancels_the_attacks_post_attack_text_and_ends_lasting_effects():
    # Kilgore's Maul Thrash (strength 2, ↷ Push 2), +1 strength until the end of the turn,
    # on Nevamor (defence 2), who reacts with Murder of Crows: ↷ If Nevamor is within 2 hexes
    # of the attacker, ignore any other ↷ effects, and end all other lasting effects.
    p = Position("izabella,kilgore,loralei", "nevamor,korvash,king-alistair")
    p.at("Kilgore", 0, 1).at("Izabella", -4, 0).at("Loralei", -4, 1)
    p.at("Nevamor", 1, 1).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    p.data.lasting.append(Lasting(p.champion("Kilgore").id, "strength", 1))
    p.hand(0, "Maul Thrash").hand(1, "Murder of Crows").start()
    p.play("Play Maul Thrash", "Kilgore stays", "Nevamor", "Play Murder of Crows")
    assert [(e.strength, e.defense, e.damage) for e in p.now.events
            if isinstance(e, AttackResolved)] == [(3, 2, 1)]
    assert (p.where("Nevamor"), p.now.lasting) == (p.hex(1, 1), [])  # no push


# ---------------------------------------------------------------- one of several: the player picks


def test_an_adjacent_enemy_to_suffer_is_the_players_pick():
    # Xinshén's Feline's Grace: Jump 3. An adjacent Enemy suffers Push 1. Beside Dugrun and
    # Korvash, her player picks Korvash: on the edge, the push falls short (1 damage).
    p = Position("xinshen,kilgore,loralei", AWAY)
    p.at("Xinshén", 0, 1).at("Kilgore", -4, 0).at("Loralei", -4, 1)
    p.at("Dugrun", 3, 1).at("Korvash", 2, 2).at("King Alistair", -1, 4)
    p.hand(0, "Feline's Grace").start()
    p.play("Play Feline's Grace", "Yes", to(p, "Xinshén", 2, 1))
    assert targets_offered(p) == ["Dugrun", "Korvash"]
    p.play("Korvash")
    korvash, dugrun = p.champion("Korvash"), p.champion("Dugrun")
    assert (p.where("Korvash"), p.now.max_hp(korvash) - p.health("Korvash")) == (p.hex(2, 2), 1)
    assert (p.where("Dugrun"), p.health("Dugrun")) == (p.hex(3, 1), p.now.max_hp(dugrun))


def test_which_of_the_adjacent_allies_may_act_is_the_players_pick():
    # Kilgore's Throw: One of Kilgore's adjacent Allies may Jump 3.
    p = Position("izabella,kilgore,loralei", AWAY)
    p.at("Kilgore", 0, 1).at("Izabella", -1, 1).at("Loralei", 0, 2)
    p.at("Dugrun", 3, 1).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    p.hand(0, "Throw").start().play("Play Throw", "Kilgore stays", "Yes")
    assert targets_offered(p) == ["Izabella", "Loralei"]
    p.play("Loralei", "Yes", to(p, "Loralei", 0, 4))
    assert (p.where("Loralei"), p.where("Izabella")) == (p.hex(0, 4), p.hex(-1, 1))


def test_which_core_to_ready_is_the_players_pick():
    # Jacques le Beau's level-up passive: At the start of your Activation Phase: You may
    # ready a Core. (creation and manipulation exhausted)
    p = Position("jacques-le-beau,kilgore,loralei", AWAY)
    p.at("Jacques le Beau", 0, 1).at("Kilgore", -4, 0).at("Loralei", -4, 1)
    p.at("Dugrun", 3, 1).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    p.data.flip(p.champion("Jacques le Beau"), levelled=True)
    p.data.exhausted[0].update({"creation", "manipulation"})
    p.start().play("Yes")
    assert p.options() == ["Ready the creation core", "Ready the manipulation core"]
    p.play("Ready the manipulation core")
    assert p.now.exhausted[0] == {"creation"}


def alkemi(levelled: bool) -> Position:
    """Al'kemi's level-up passive: One of your Champions can make one standard action per
    round, without spending a core. Every core of hers exhausted."""
    p = Position("alkemi,kilgore,loralei", AWAY)
    p.at("Al'kemi", 0, 1).at("Kilgore", -4, 0).at("Loralei", -4, 1)
    p.at("Dugrun", 3, 1).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    if levelled:
        p.data.flip(p.champion("Al'kemi"), levelled=True)
    p.data.exhausted[0].update({"destruction", "creation", "manipulation"})
    return p.start()


def standard_actions(p: Position) -> list[str]:
    return [o for o in p.options() if " with " in o and not o.startswith("Play ")]


def test_a_passive_lets_a_champion_make_a_standard_action_without_spending_a_core():
    p = alkemi(True)
    offered = standard_actions(p)
    assert "Recover with Al'kemi (no core spent)" in offered
    assert all(o.endswith("(no core spent)") for o in offered)
    assert {o.split(" with ")[1] for o in offered} == {
        "Al'kemi (no core spent)", "Kilgore (no core spent)", "Loralei (no core spent)"}
    p.play("Recover with Kilgore (no core spent)")
    assert [(e.fighter, e.core) for e in p.now.events if isinstance(e, ChampionActivated)] == [
        (p.champion("Kilgore").id, "none")]
    assert p.now.exhausted[0] == {"destruction", "creation", "manipulation"}
    assert standard_actions(p) == []  # once a round


def test_without_the_passive_no_standard_action_is_free():
    assert standard_actions(alkemi(False)) == []

"""The movement keywords in play (runtime/sfb/effects_move.py), each on a real position of
bundled champions, with the exact outcome: Dash, Jump, Swoop, Push, Pull (falling short
deals damage for the distance left), Fear, Place, Root, and traps set off by entering."""

from __future__ import annotations

from cardsmith.runtime.sfb.data import Lasting
from cardsmith.runtime.sfb.events import AttackResolved, TrapTriggered

from .position import Position

HOME = "goldarr,akhet,taze"
AWAY = "dugrun,korvash,king-alistair"


def arena_fight(*hands: str) -> Position:
    """Gold'arr, Akhet and Taze against Dugrun (defence 2), Korvash and King Alistair, all
    far apart; each test moves the ones it needs."""
    p = Position(HOME, AWAY)
    p.at("Gold'arr", 0, -4).at("Akhet", 4, -4).at("Taze", 1, -4)
    p.at("Dugrun", 0, 4).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    return p.hand(0, *hands)


def trap(p: Position, q: int, r: int, token: str) -> Position:
    p.data.traps[p.hex(q, r)] = token
    return p


def relay(p: Position, q: int, r: int) -> Position:
    """After an action that set a trap off, the other player lays a new one (on [q, r])."""
    return p.choose(f"Hex {p.hex(q, r)}").settle()


def to(p: Position, name: str, q: int, r: int) -> str:
    return f"Move {name} to hex {p.hex(q, r)}"


def triggered(p: Position) -> list[tuple[str, str, int]]:
    return [(p.now.fighters[e.fighter].label, e.trap, e.hex) for e in p.now.events
            if isinstance(e, TrapTriggered)]


def push_dugrun(p: Position) -> Position:
    """Gold'arr's Anchors Aweigh! (melee, strength 1, ↷ Push 1) on Dugrun, no reaction."""
    return p.start().play("Play Anchors Aweigh!", "Gold'arr stays", "Dugrun")


# ---------------------------------------------------------------- push and pull


def test_push_moves_the_target_straight_away():
    p = arena_fight("Anchors Aweigh!").at("Gold'arr", 1, -1).at("Dugrun", 2, -1)
    push_dugrun(p)
    assert p.where("Dugrun") == p.hex(3, -1)
    assert p.health("Dugrun") == 6  # strength 1 against defence 2, and the push went all the way


def test_each_named_victim_is_pushed_not_the_attacks_targets():
    # Dugrun's Shield Slam (a skill, no target): Dash 2. Each adjacent Enemy suffers Push 1.
    p = Position("dugrun,korvash,king-alistair", HOME)
    p.at("Dugrun", 0, 1).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    p.at("Gold'arr", 1, 1).at("Akhet", 4, -4).at("Taze", -1, 1)
    p.hand(0, "Shield Slam").start()
    p.play("Play Shield Slam", "Dugrun stays", "Yes", "Dugrun stays on")
    assert (p.where("Gold'arr"), p.where("Taze"), p.where("Akhet")) == (
        p.hex(2, 1), p.hex(-2, 1), p.hex(4, -4))


def test_push_that_falls_short_deals_damage_for_the_distance_left():
    p = arena_fight("Anchors Aweigh!").at("Gold'arr", 3, -1).at("Dugrun", 4, -1)  # the edge
    push_dugrun(p)
    assert p.where("Dugrun") == p.hex(4, -1)
    assert p.health("Dugrun") == 5


def test_push_stops_before_a_champion():
    p = arena_fight("Anchors Aweigh!").at("Gold'arr", 1, -1).at("Dugrun", 2, -1)
    p.at("Korvash", 3, -1)
    push_dugrun(p)
    assert (p.where("Dugrun"), p.health("Dugrun"), p.where("Korvash")) == (
        p.hex(2, -1), 5, p.hex(3, -1))


def test_root_stops_displacement_so_the_push_falls_short():
    p = arena_fight("Anchors Aweigh!").at("Gold'arr", 1, -1).at("Dugrun", 2, -1)
    p.data.lasting.append(Lasting(p.champion("Dugrun").id, "rooted"))
    push_dugrun(p)
    assert (p.where("Dugrun"), p.health("Dugrun")) == (p.hex(2, -1), 5)


def test_a_push_onto_a_trap_sets_it_off():
    p = arena_fight("Anchors Aweigh!").at("Gold'arr", 1, -2).at("Dugrun", 2, -2)
    trap(p, 3, -2, "blades")
    push_dugrun(p)
    assert p.where("Dugrun") == p.hex(3, -2)
    assert triggered(p) == [("Dugrun", "blades", p.hex(3, -2))]
    assert p.health("Dugrun") == 4  # Blades: 2 damage, defence does not count
    assert p.now.traps[p.hex(3, -2)] is None and "blades" in p.now.trap_supply
    relay(p, -1, 2)  # after the action, the other player lays a new one
    assert p.now.traps[p.hex(-1, 2)] == "blades"


def test_a_root_trap_on_the_way_cuts_the_push_short():
    # Akhet's Wingstorm: direct 1-2, strength 1, ↷ Push 2; the Snare roots Dugrun on [1, -2]
    p = arena_fight("Wingstorm").at("Akhet", -1, -2).at("Dugrun", 0, -2)
    trap(p, 1, -2, "snare")
    p.start().play("Play Wingstorm", "Akhet stays", "Dugrun")
    assert p.where("Dugrun") == p.hex(1, -2)
    assert triggered(p) == [("Dugrun", "snare", p.hex(1, -2))]
    assert p.health("Dugrun") == 5  # one hex of the two not covered


def test_pull_brings_the_target_next_to_the_puller_and_falls_short_there():
    # Harpoon Strike: direct 2-3, strength 1, ↷ Pull 2; Dugrun two hexes off in Gold'arr's row
    p = arena_fight("Harpoon Strike").at("Gold'arr", 0, -3).at("Dugrun", 0, -1)
    p.start().play("Play Harpoon Strike", "Gold'arr stays", "Dugrun")
    assert p.where("Dugrun") == p.hex(0, -2)
    assert p.health("Dugrun") == 5


# ---------------------------------------------------------------- the champion's own moves


def test_dash_keeps_to_a_row_obeys_blocking_and_counts_its_hexes():
    # Taze's Charge: ↶ Dash 3, +1 strength for each hex dashed; Dugrun blocks the row east
    p = arena_fight("Charge").at("Taze", -3, -1).at("Dugrun", 0, -1)
    p.start().play("Play Charge", "Taze stays")
    dash_ends = {o for o in p.options() if o.startswith("Move Taze")}
    # east to Dugrun; north-east up to Gold'arr on [0, -4] (passed, not stopped on); north-west
    # and west the edge; south-west one hex; south-east three
    assert dash_ends == {to(p, "Taze", *h) for h in [
        (-2, -1), (-1, -1), (-2, -2), (-1, -3), (-4, 0), (-3, 0), (-3, 1), (-3, 2)]}
    p.play(to(p, "Taze", -1, -1), "Dugrun")
    assert p.where("Taze") == p.hex(-1, -1)
    # "+1 strength for each hex dashed": 2 hexes; Dugrun's defence is 2
    [attack] = [e for e in p.now.events if isinstance(e, AttackResolved)]
    assert (attack.target, attack.strength, attack.damage) == (p.champion("Dugrun").id, 3, 1)


def test_dash_sets_off_the_traps_it_enters():
    p = arena_fight("Charge").at("Taze", -3, -1).at("Dugrun", 0, -1)
    trap(p, -2, -1, "spikes")
    p.start().play("Play Charge", "Taze stays", to(p, "Taze", -1, -1))
    assert triggered(p) == [("Taze", "spikes", p.hex(-2, -1))]
    assert (p.where("Taze"), p.health("Taze")) == (p.hex(-1, -1), 8)


def test_a_rooted_champion_cannot_dash():
    p = arena_fight("Charge").at("Taze", -3, -1).at("Dugrun", 0, -1)
    p.data.lasting.append(Lasting(p.champion("Taze").id, "rooted"))
    p.start().play("Play Charge")
    assert not [o for o in p.options() if o.startswith("Move Taze")]


def test_swoop_passes_enemies_and_traps_without_setting_them_off():
    # Akhet's Death From Above: ↶ Swoop 3, over Dugrun and the Spikes on [-2, -1]
    p = arena_fight("Death From Above").at("Akhet", -3, -1).at("Dugrun", -1, -1)
    trap(p, -2, -1, "spikes")
    p.start().play("Play Death From Above", to(p, "Akhet", 0, -1), "No attack")
    assert p.where("Akhet") == p.hex(0, -1)
    assert triggered(p) == [] and p.now.traps == {p.hex(-2, -1): "spikes"}


def test_swoop_sets_off_the_trap_it_ends_on():
    p = arena_fight("Death From Above").at("Akhet", -3, -1)
    trap(p, -2, -1, "flash")
    p.start().play("Play Death From Above", to(p, "Akhet", -2, -1))
    assert triggered(p) == [("Akhet", "flash", p.hex(-2, -1))]


def test_jump_lands_anywhere_in_range_over_statues():
    # Gwaien's Teleport: Jump 4
    p = Position("gwaien,akhet,taze", AWAY)
    p.at("Gwaien", -3, 0).at("Akhet", 4, -4).at("Taze", 1, -4)
    p.at("Dugrun", 0, 4).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    p.data.traps[p.hex(-2, -1)] = "spikes"
    p.hand(0, "Teleport").start().play("Play Teleport", "Yes")
    ends = {o for o in p.options() if o.startswith("Move Gwaien")}
    # the 60 other hexes less those more than 4 away, the 3 statues and the 5 champions
    assert len(ends) == 29 and to(p, "Gwaien", -1, 0) in ends  # beyond the red statue
    assert to(p, "Gwaien", -2, 0) not in ends  # the statue itself
    p.play(to(p, "Gwaien", -1, 0))
    assert p.where("Gwaien") == p.hex(-1, 0) and triggered(p) == []


# ---------------------------------------------------------------- fear and place


def test_fear_takes_the_longest_dash_away():
    # King Alistair's Bow Before the King!: strength 2, ↷ the target suffers Fear 1 if
    # damage was dealt; Gold'arr (defence 1) next to him takes 1 and must dash 1 away
    p = Position(AWAY, HOME)
    p.at("Dugrun", 0, 4).at("Korvash", -4, 4).at("King Alistair", 1, -2)
    p.at("Gold'arr", 1, -1).at("Akhet", 4, -4).at("Taze", 1, -4)
    p.hand(0, "Bow Before the King!").start()
    p.play("Play Bow Before the King!", "King Alistair stays", "Gold'arr")
    fled = {o for o in p.options() if o.startswith("Move Gold'arr")}
    assert fled == {to(p, "Gold'arr", *h) for h in [(2, -1), (0, 0), (1, 0)]} - {
        to(p, "Gold'arr", 0, 0)}  # [0, 0] is the yellow statue
    p.play(to(p, "Gold'arr", 1, 0))
    assert (p.where("Gold'arr"), p.health("Gold'arr")) == (p.hex(1, 0), 7)


def test_place_is_not_stopped_by_root_and_sets_off_the_trap_it_lands_on():
    p = Position("izabella,kilgore,loralei", AWAY)
    p.at("Izabella", 0, 1).at("Kilgore", -4, 0).at("Loralei", -3, -1)
    p.at("Dugrun", 1, 1).at("Korvash", 4, -4).at("King Alistair", 3, -4)
    p.data.traps[p.hex(2, 1)] = "snare"
    p.data.lasting.append(Lasting(p.champion("Izabella").id, "rooted"))
    p.hand(0, "Right Place, Right Time").start()
    p.play("Play Right Place, Right Time", "Yes")
    # any free hex: 61 less the 3 statues, the 5 others and her own
    assert len([o for o in p.options() if o.startswith("Move Izabella")]) == 52
    p.play(to(p, "Izabella", 2, 1))
    assert p.where("Izabella") == p.hex(2, 1)
    assert triggered(p) == [("Izabella", "snare", p.hex(2, 1))]


def test_immunity_negates_the_push_and_its_damage():
    p = arena_fight("Anchors Aweigh!").at("Gold'arr", 3, -1).at("Dugrun", 4, -1)  # the edge
    p.data.lasting.append(Lasting(p.champion("Dugrun").id, "immune", keyword="push"))
    push_dugrun(p)
    assert (p.where("Dugrun"), p.health("Dugrun")) == (p.hex(4, -1), 6)


def test_force_moves_the_target_where_the_attacker_chooses():
    # Korvash's Hell Hath No Fury: indirect 1-2, strength 3, ↷ a Bloodied target suffers
    # Force 1; Gold'arr (8 HP, defence 1) at 4 left is Bloodied, takes 2
    p = Position(AWAY, HOME)
    p.at("Dugrun", 0, 4).at("Korvash", 1, -3).at("King Alistair", -1, 4)
    p.at("Gold'arr", 1, -1).at("Akhet", 4, -4).at("Taze", 1, -4)
    p.damage("Gold'arr", 4).hand(0, "Hell Hath No Fury").start()
    p.play("Play Hell Hath No Fury", "Korvash stays", "Gold'arr")
    forced = {o for o in p.options() if "Gold'arr" in o}
    # the hexes next to [1, -1] but the yellow statue at [0, 0]; or it stays
    assert forced == {to(p, "Gold'arr", *h) for h in [(2, -1), (2, -2), (1, -2), (0, -1),
                                                       (1, 0)]} | {
        f"Gold'arr stays on hex {p.hex(1, -1)}"}
    assert p.state.current_player() == 0  # Korvash's player chooses
    p.play(to(p, "Gold'arr", 2, -2))
    assert (p.where("Gold'arr"), p.health("Gold'arr")) == (p.hex(2, -2), 2)


def test_swap_places_with_another_enemy():
    # Loralei's attack: direct 1-2, strength 2, ↷ swap the target's place with another enemy
    p = Position("izabella,kilgore,loralei", AWAY)
    p.at("Izabella", -4, 0).at("Kilgore", -4, 1).at("Loralei", 1, -3)
    p.at("Dugrun", 1, -1).at("Korvash", 4, -4).at("King Alistair", -1, 4)
    p.hand(0, "Winding Paths").start().play("Play Winding Paths", "Loralei stays", "Dugrun")
    p.play(f"Move Dugrun to hex {p.hex(4, -4)}")
    assert (p.where("Dugrun"), p.where("Korvash")) == (p.hex(4, -4), p.hex(1, -1))


def test_a_cards_permission_to_move_through():
    from cardsmith.grammar.parser import parse_effect_text
    from cardsmith.runtime.sfb.effects_move import Permission, movement_permission, passable

    def permission(text: str) -> Permission:
        return movement_permission(parse_effect_text(text).sections)

    assert permission("May move through Enemies, statues, and traps without activating them. "
                      "Enemies moved through suffer -2 defense until the end of the turn."
                      ) == Permission(enemies=True, statues=True, quiet_traps=True)
    assert permission("May move through Enemies. Enemies moved through suffer 2 damage."
                      ) == Permission(enemies=True)
    assert permission("↷ Push 1.") == Permission()
    p = arena_fight().at("Taze", 1, -1).at("Dugrun", 2, -1)
    taze = p.champion("Taze")
    assert passable(p.data, taze, Permission()) == {p.arena.hex_numbered(p.hex(0, -4)),
                                                    p.arena.hex_numbered(p.hex(4, -4))}
    assert len(passable(p.data, taze, Permission(enemies=True, statues=True))) == 8


def test_the_text_after_a_swoop_reads_whom_it_passed():
    # Nevamor's Nightmare: Swoop 4; Enemies swooped through suffer 1 damage and Fear 1
    p = Position("nevamor,akhet,taze", AWAY)
    p.at("Nevamor", -3, -1).at("Akhet", 4, -4).at("Taze", 1, -4)
    p.at("Dugrun", -2, -1).at("Korvash", -1, -1).at("King Alistair", -1, 4)
    p.hand(0, "Nightmare").start().play("Play Nightmare", "Nevamor stays", "Yes")
    p.play(to(p, "Nevamor", 0, -1))
    assert p.where("Nevamor") == p.hex(0, -1)
    # each enemy passed, in turn: 1 damage, then Fear 1 (a dash of 1 away from Nevamor)
    assert p.options() == [to(p, "Dugrun", -2, -2), to(p, "Dugrun", -3, -1),
                           to(p, "Dugrun", -3, 0)]
    p.play(to(p, "Dugrun", -3, -1))
    assert p.options() == [to(p, "Korvash", -1, -2), to(p, "Korvash", -2, -1)]
    p.play(to(p, "Korvash", -2, -1))
    assert (p.where("Dugrun"), p.where("Korvash")) == (p.hex(-3, -1), p.hex(-2, -1))
    assert (p.health("Dugrun"), p.health("Korvash"), p.health("King Alistair")) == (5, 7, 9)


def test_a_dash_ignoring_champions_and_traps_passes_them():
    # Gold'arr's Set Sail!: Dash 5 ignoring Champions and traps; 1 damage to each Enemy
    # dashed through
    p = arena_fight("Set Sail!").at("Gold'arr", -3, -1).at("Dugrun", -1, -1)
    trap(p, -2, -1, "spikes")
    p.start().play("Play Set Sail!", "Gold'arr stays", "Yes")
    assert to(p, "Gold'arr", -2, -1) in p.options()  # may stop on the trap (and set it off)
    p.play(to(p, "Gold'arr", 1, -1))  # east over the Spikes and Dugrun
    assert (p.where("Gold'arr"), p.health("Gold'arr"), p.health("Dugrun")) == (
        p.hex(1, -1), 8, 5)
    assert triggered(p) == []


def test_a_reaction_negates_the_attacks_displacement():
    # Dugrun's Hold Ground: "Negate any displacement effects caused by the attack."
    p = arena_fight("Anchors Aweigh!").at("Gold'arr", 3, -1).at("Dugrun", 4, -1)  # the edge
    p.hand(1, "Hold Ground").start()
    p.play("Play Anchors Aweigh!", "Gold'arr stays", "Dugrun", "Play Hold Ground")
    assert (p.where("Dugrun"), p.health("Dugrun")) == (p.hex(4, -1), 6)  # no push, no damage


def test_a_cards_movement_may_pass_enemies_and_its_text_sees_whom():
    # Taze's Rodeo (movement 2): May move through Enemies. Enemies moved through suffer 2
    # damage.
    p = arena_fight("Rodeo").at("Taze", 1, -1).at("Dugrun", 2, -1)
    p.start().play("Play Rodeo", to(p, "Taze", 3, -1), "Yes")
    assert (p.where("Taze"), p.health("Dugrun")) == (p.hex(3, -1), 4)


def test_without_the_permission_the_movement_goes_round_enemies():
    # Taze's Bludgeon (movement 2) cannot pass Dugrun on [2, -1]: [3, -1] is 3 steps round
    p = arena_fight("Bludgeon").at("Taze", 1, -1).at("Dugrun", 2, -1)
    p.start().play("Play Bludgeon")
    assert to(p, "Taze", 3, -2) in p.options() and to(p, "Taze", 3, -1) not in p.options()


def test_a_cards_movement_may_pass_traps_without_setting_them_off():
    # Sulka's Spirit Slither (movement 3): May move through Enemies, statues, and traps
    # without activating them. Enemies moved through suffer -2 defense until the end of the
    # turn.
    p = Position("sulka,akhet,taze", AWAY)
    p.at("Sulka", 1, -1).at("Akhet", 4, -4).at("Taze", 1, -4)
    p.at("Dugrun", 2, -1).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    trap(p, 3, -1, "spikes")
    p.hand(0, "Spirit Slither").start()
    p.play("Play Spirit Slither", to(p, "Sulka", 4, -1), "Yes")
    assert (p.where("Sulka"), p.health("Sulka"), triggered(p)) == (p.hex(4, -1), 7, [])
    assert p.now.lasting == [Lasting(p.champion("Dugrun").id, "defense", -2)]


def tentaclot_pushed(levelled: bool, q: int, r: int) -> Position:
    """Gold'arr's Anchors Aweigh! (↷ Push 1) from [1, -1] on Sir Tentaclot on [q, r]; his
    level-up passive: If Tentaclot is adjacent to a statue, he ignores displacement effects
    from enemies."""
    p = Position(HOME, "sir-tentaclot,korvash,king-alistair")
    p.at("Gold'arr", 1, -1).at("Akhet", 4, -4).at("Taze", 1, -4)
    p.at("Sir Tentaclot", q, r).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    if levelled:
        p.data.flip(p.champion("Sir Tentaclot"), levelled=True)
    p.hand(0, "Anchors Aweigh!").start()
    return p.play("Play Anchors Aweigh!", "Gold'arr stays", "Sir Tentaclot")


def test_a_passive_names_its_champion_by_a_short_name():
    assert tentaclot_pushed(True, 2, -1).where("Sir Tentaclot") == Position(
        HOME, AWAY).hex(2, -1)  # beside the statue on [2, 0]: not pushed


def test_the_displacement_passive_holds_only_beside_a_statue_and_once_levelled():
    p = tentaclot_pushed(True, 1, -2)  # no statue beside him
    assert p.where("Sir Tentaclot") == p.hex(1, -3)
    p = tentaclot_pushed(False, 2, -1)
    assert p.where("Sir Tentaclot") == p.hex(3, -1)


def deryn_onto_spikes(levelled: bool) -> Position:
    """Deryn walks onto the Spikes on [2, -1] (Prowl's movement); her level-up passive: Do
    not trigger traps in Deryn's hex."""
    p = Position("deryn,akhet,taze", AWAY)
    p.at("Deryn", 1, -1).at("Akhet", 4, -4).at("Taze", 1, -4)
    p.at("Dugrun", 0, 4).at("Korvash", -4, 4).at("King Alistair", -1, 4)
    trap(p, 2, -1, "spikes")
    if levelled:
        p.data.flip(p.champion("Deryn"), levelled=True)
    p.hand(0, "Prowl").start()
    return p.play("Play Prowl", to(p, "Deryn", 2, -1))


def test_a_passive_keeps_the_traps_in_its_champions_hex_quiet():
    p = deryn_onto_spikes(True)
    assert (triggered(p), p.now.traps[p.hex(2, -1)]) == ([], "spikes")
    assert p.health("Deryn") == p.now.max_hp(p.champion("Deryn"))


def test_before_levelling_the_trap_in_deryns_hex_goes_off():
    p = deryn_onto_spikes(False)
    assert triggered(p) == [("Deryn", "spikes", p.hex(2, -1))]

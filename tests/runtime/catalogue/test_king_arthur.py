"""King Arthur (Battle of Legends, Volume One): his special ability on the 3 x 4 grid of
`tests/runtime/scenario.py`, with the bundled cards. Seat 0 is King Arthur, seat 1 Medusa.

     1  2  3  4
     5  6  7  8
     9 10 11 12
"""

from __future__ import annotations

from ..scenario import assert_alike_to_a_searcher
from ..test_lasting_effects import with_ability
from ..test_rulings import pick_chance, position as robin_and_bigfoot
from .positions import damage_events, discard, hand, position

ARTHUR = 0


def attack():
    """King Arthur attacks Medusa with Swift Strike (3); Excalibur (BOOST 3) stays in hand.
    His ability asks as the attack card is played, before Medusa chooses her defense."""
    s = position("king-arthur", "medusa", {"King Arthur": 6, "Medusa": 7},
                 hands=[(ARTHUR, "Swift Strike"), (ARTHUR, "Excalibur"), (1, "Snipe")])
    s.start(ARTHUR)
    s.play("Attack Medusa (space 7) with King Arthur", "Play Swift Strike")
    return s


def test_when_he_attacks_he_may_boost_that_attack():
    s = attack()
    s.play("Yes", "No defense card")  # Excalibur, his one card left, is the BOOST
    values = [(e["attack"], e["defense"]) for e in s.events("combat damage")]
    assert values == [(6, 0)] and damage_events(s) == [("Medusa", 6)]
    s.choose("Leave King Arthur in space 6")  # Swift Strike: after combat, move up to 4
    assert "Excalibur" in discard(s, ARTHUR)


def test_he_may_attack_without_the_boost():
    s = attack()
    s.play("No", "No defense card")
    assert damage_events(s) == [("Medusa", 3)] and "Excalibur" not in discard(s, ARTHUR)


# ---- "Play the BOOST card, face down, along with your attack card. If your opponent cancels
# the effects on your attack card, the BOOST is discarded without effect."


def boosted(boost: str, defense: str | None = None):
    """Swift Strike (3) boosted face down with `boost`; Medusa holds Feint (2, cancels the
    effects on the opponent's card) and Regroup (1). Played up to her defense, if given."""
    s = position("king-arthur", "medusa", {"King Arthur": 6, "Medusa": 7},
                 hands=[(ARTHUR, "Swift Strike"), (ARTHUR, "Excalibur"), (ARTHUR, "Skirmish"),
                        (1, "Feint"), (1, "Regroup")])
    s.start(ARTHUR)
    s.play("Attack Medusa (space 7) with King Arthur", "Play Swift Strike", "Yes",
           f"Boost with {boost}")
    assert s.kind() == "defense card"
    if defense is not None:
        s.choose(defense)
    return s


def titles(s, cards) -> list[str]:
    return sorted(s.data.cards[c].title for c in cards)


def test_the_boost_lies_face_down_with_the_attack_card_until_both_are_revealed():
    s = boosted("Excalibur")
    # Medusa, choosing her defense, sees neither card; King Arthur sees both
    assert titles(s, s.state.observation(1).in_play) == []
    assert titles(s, s.state.observation(0).in_play) == ["Excalibur", "Swift Strike"]
    assert dict(s.state.observation(1).extra)["combat"] == {"attacker": 0, "defender": 2,
                                                            "face_down": 2}
    assert [e["face_down"] for e in s.events("boost played")] == [True]
    assert hand(s, ARTHUR) == ["Skirmish"] and discard(s, ARTHUR) == []
    s.choose("Play Regroup")  # revealed: Medusa sees both now
    assert titles(s, s.state.observation(1).in_play) == ["Excalibur", "Regroup", "Swift Strike"]
    assert [e["card"] for e in s.events("boost revealed")] == ["excalibur"]
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")] == [(6, 1)]
    assert damage_events(s) == [("Medusa", 5)]
    pick_chance(s, "dash")  # Regroup's draw, after combat (the defender's first)
    s.choose("Leave King Arthur in space 6")  # Swift Strike: after combat, move up to 4
    assert sorted(discard(s, ARTHUR)) == ["Excalibur", "Swift Strike"]  # with the combat


def test_the_defender_cannot_tell_which_card_boosts_face_down():
    seen = [boosted(card).state.observation(1, position=True) for card in ("Excalibur",
                                                                           "Skirmish")]
    assert_alike_to_a_searcher(seen)


def test_a_boost_face_down_is_imagined_as_a_card_with_a_boost_value():
    import random

    from cardsmith.runtime.engine.determinize import determinize

    seen = boosted("Excalibur").state.observation(1, position=True)
    for seed in range(20):
        state = determinize(seen, random.Random(seed))
        combat = state.data.combat
        (boost,) = [state.data.cards[b.card] for b in combat.attack_boosts]
        assert boost.definition.boost is not None and combat.attack_card.definition.is_attack


def test_cancelled_the_boost_is_discarded_without_effect():
    s = boosted("Excalibur", "Play Feint")  # Immediately: cancel all effects on his card
    assert [e["card"] for e in s.events("boost discarded")] == ["excalibur"]
    assert [(e["change"], e["amount"], e["value"]) for e in s.events("value")] == [
        ("add", 3, 6), ("add", -3, 3)]
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")] == [(3, 2)]
    assert damage_events(s) == [("Medusa", 1)]
    assert sorted(discard(s, ARTHUR)) == ["Excalibur", "Swift Strike"]


def test_a_boost_face_up_is_seen_at_once_and_stays_when_cancelled():
    # a fan's rule on Bigfoot: face up, and no word on cancelling (BOOST values are not
    # effects, R-16); Savagery (4) boosted with Hoax (BOOST 2), Robin Hood plays Feint (2)
    s = robin_and_bigfoot({"Robin Hood": 6, "Bigfoot": 7}).hand(1, "Savagery", "Hoax")
    s.hand(0, "Feint")
    with_ability(s, 1, "When Bigfoot attacks: You may BOOST that attack. Play the BOOST card, "
                 "face up, along with your attack card.")
    s.start(1)
    s.play("Attack Robin Hood", "Play Savagery", "Yes")  # Hoax, his one card left
    assert s.kind() == "defense card"
    assert titles(s, s.state.observation(0).in_play) == ["Hoax"]
    s.choose("Play Feint")
    assert s.events("boost discarded") == []
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")] == [(6, 2)]


def test_without_a_rule_the_boost_is_discarded_at_once_and_counts_from_the_reveal():
    s = robin_and_bigfoot({"Robin Hood": 6, "Bigfoot": 7}).hand(1, "Savagery", "Hoax")
    s.hand(0, "Feint")
    with_ability(s, 1, "When Bigfoot attacks: You may BOOST that attack.")
    s.start(1)
    s.play("Attack Robin Hood", "Play Savagery", "Yes")
    assert s.kind() == "defense card"
    assert [e["reason"] for e in s.events("discard")] == ["boost"]  # seen before the defense
    assert s.events("value") == []  # nothing counts before the reveal
    s.choose("No defense card")
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")] == [(6, 0)]


def test_the_lady_of_the_lake_takes_excalibur_from_the_discard_pile():
    s = position("king-arthur", "medusa", {"King Arthur": 1, "Medusa": 12},
                 hands=[(ARTHUR, "The Lady of the Lake"), (ARTHUR, "Feint"), (1, "Snipe")])
    s.data.players[ARTHUR].discard.append(s._take(ARTHUR, "Excalibur"))
    s.start(ARTHUR)
    s.choose("Scheme: The Lady of the Lake")
    assert hand(s, ARTHUR) == ["Excalibur", "Feint"]
    assert discard(s, ARTHUR) == ["The Lady of the Lake"]


def test_the_lady_of_the_lake_finds_excalibur_in_the_deck():
    s = position("king-arthur", "medusa", {"King Arthur": 1, "Medusa": 12},
                 hands=[(ARTHUR, "The Lady of the Lake"), (ARTHUR, "Feint"), (1, "Snipe")])
    s.start(ARTHUR)
    s.choose("Scheme: The Lady of the Lake")
    assert hand(s, ARTHUR) == ["Excalibur", "Feint"]
    deck = s.data.players[ARTHUR]
    assert "Excalibur" not in [s.data.cards[i].title for i in deck.pile + deck.deck_top
                               + deck.deck_bottom]


def test_a_boost_discarded_at_once_loses_its_value_when_the_ability_says_so():
    # Bigfoot's Savagery (4) boosted with Hoax (BOOST 2), discarded at once; Robin Hood's
    # Feint (2) cancels the effects on Savagery: the BOOST no longer counts
    s = robin_and_bigfoot({"Robin Hood": 6, "Bigfoot": 7}).hand(1, "Savagery", "Hoax")
    s.hand(0, "Feint")
    with_ability(s, 1, "When Bigfoot attacks: You may BOOST that attack. If your opponent "
                 "cancels the effects on your attack card, the BOOST is discarded without "
                 "effect.")
    s.start(1)
    s.play("Attack Robin Hood", "Play Savagery", "Yes", "Play Feint")
    assert [e["card"] for e in s.events("boost discarded")] == ["hoax"]
    assert [(e["attack"], e["defense"]) for e in s.events("combat damage")] == [(4, 2)]
    assert discard(s, 1)[:1] == ["Hoax"]  # once, when it was played


def test_cardsmith_play_logs_the_face_down_boost_without_naming_it(tmp_path):
    import json

    from click.testing import CliRunner

    from cardsmith.cli import main

    log = tmp_path / "game.jsonl"
    result = CliRunner().invoke(main, ["play", "king-arthur", "medusa", "--seed", "2",
                                       "--log", str(log)])
    assert result.exit_code == 0, result.output
    events = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    played = [e for e in events if e["event"] == "boost played"]
    assert played and all(e["face_down"] for e in played)
    # each is revealed with its attack card, after the defender chose (the combat line)
    kinds = [e["event"] for e in events]
    for event in played:
        at = events.index(event)
        assert kinds[at + 1] == "combat" and events[at + 2] == {
            "turn": event["turn"], "event": "boost revealed", "player": 0, "card": event["card"]}
    lines = [line.strip() for line in result.output.splitlines()]
    assert lines.count("King Arthur (player 1) plays a BOOST card face down with the attack "
                       "card") == len(played)

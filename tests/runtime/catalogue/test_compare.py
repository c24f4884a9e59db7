"""Amounts compared (issue 10): Dr. Strange's Seven Suns of Cinnibus ("If the value of this
card is above 7, ignore its value. During combat: You may BLIND BOOST this card up to two
times.") and Dr. Jill Trent's Battle of Wits ("After combat: Reveal the top card of your
deck and your opponent's deck. If your card has a higher BOOST value, deal 3 damage to the
opposing fighter."), with their printed texts, on Robin Hood's cards: Robin Hood (space 6)
attacks Bigfoot (space 7), who has no card to defend with. Ties included: 7 is not above 7,
and equal BOOST values are not higher."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hero_files import made_up_hero, printed_lines, write_hero

from ..scenario import assert_alike_to_a_searcher
from ..test_rulings import position, rewrite
from .positions import damage_events

SEVEN_SUNS = ("If the value of this card is above 7, ignore its value.  During combat: You may "
              "BLIND BOOST this card up to two times.")
BATTLE_OF_WITS = ("After combat: Reveal the top card of your deck and your opponent's deck. If "
                  "your card has a higher BOOST value, deal 3 damage to the opposing fighter.")


def _attack(card: str, text: str, robin_top: tuple[str, ...], bigfoot_top: tuple[str, ...] = ()):
    s = position({"Robin Hood": 6, "Bigfoot": 7}).hand(0, card).deck_top(0, *robin_top)
    if bigfoot_top:
        s.deck_top(1, *bigfoot_top)
    rewrite(s, 0, card, text)
    s.start(0)
    s.choose("Attack Bigfoot")
    return s


# ---------------------------------------------------------------- Seven Suns of Cinnibus


def seven_suns(boosts: int, *top: str):
    """Snark (value 3) with Seven Suns' text; Robin Hood blind boosts `boosts` times."""
    s = _attack("Snark", SEVEN_SUNS, top)
    for answer in ["Yes"] * boosts + ["No"] * (boosts < 2):
        assert s.kind() == "may"
        s.choose(answer)
    return s


def attack_values(s) -> list[int]:
    return [e["attack"] for e in s.events("combat damage")]


def ignored(s) -> list[str]:
    return [e["card"] for e in s.events("value") if e["change"] == "ignore"]


@pytest.mark.parametrize("boosts, top, value", [
    (0, ("Disarming Shot", "Feint"), 3),  # its printed value
    (1, ("Disarming Shot", "Feint"), 6),  # the second boost declined
    (2, ("Highway Robbery", "Defenders of Sherwood"), 7),  # 3 + 2 + 2: not above 7
])
def test_seven_suns_keeps_a_value_of_7_or_less(boosts, top, value):
    s = seven_suns(boosts, *top)
    assert attack_values(s) == [value] and ignored(s) == []
    assert damage_events(s) == [("Bigfoot", value)]


@pytest.mark.parametrize("top, boosted_to", [
    (("Disarming Shot", "Highway Robbery"), 8),  # 3 + 3 + 2
    (("Disarming Shot", "Ambush"), 9),
])
def test_seven_suns_above_7_ignores_its_value(top, boosted_to):
    s = seven_suns(2, *top)
    added = [e["value"] for e in s.events("value") if e["change"] == "add"]
    assert added[-1] == boosted_to  # the value with both blind boosts, then ignored
    assert ignored(s) == ["snark"] and attack_values(s) == [0] and damage_events(s) == []


def test_seven_suns_boosts_with_the_top_cards_of_the_deck():
    s = seven_suns(2, "Disarming Shot", "Ambush")
    assert [(e["card"], e["reason"]) for e in s.events("discard")][:2] == [
        ("disarming-shot", "boost"), ("ambush", "boost")]


# ---------------------------------------------------------------- Battle of Wits


def battle_of_wits(robin_top: str, bigfoot_top: str):
    """Ambush (value 2) with Battle of Wits' text."""
    return _attack("Ambush", BATTLE_OF_WITS, (robin_top,), (bigfoot_top,))


def test_battle_of_wits_reveals_the_top_card_of_both_decks_which_stay_there():
    s = battle_of_wits("A Hunter's Eye", "Skirmish")
    assert [(e["player"], e["card"]) for e in s.events("reveal")] == [
        (0, "a-hunters-eye"), (1, "skirmish")]
    tops = [[s.data.cards[i].title for i in s.data.players[p].deck_top] for p in (0, 1)]
    assert tops == [["A Hunter's Eye"], ["Skirmish"]]


@pytest.mark.parametrize("robin_top, bigfoot_top, damage", [
    ("A Hunter's Eye", "Skirmish", [("Bigfoot", 2), ("Bigfoot", 3)]),  # BOOST 4 against 1
    ("Disarming Shot", "Savagery", [("Bigfoot", 2)]),  # 3 against 3: a tie is not higher
    ("Snark", "Savagery", [("Bigfoot", 2)]),  # 1 against 3
])
def test_battle_of_wits_deals_3_damage_only_for_a_higher_boost_value(robin_top, bigfoot_top,
                                                                      damage):
    assert damage_events(battle_of_wits(robin_top, bigfoot_top)) == damage


# ---------------------------------------------------------------- through the command line


def _hero_file(folder: Path) -> Path:
    return write_hero(folder, made_up_hero("Compare Tester", [
        {"title": "Seven Suns", "type": "versatile", "value": 3, "boost": 2, "count": 3,
         "user": "any", "text": SEVEN_SUNS},
        {"title": "Battle of Wits", "type": "attack", "value": 2, "boost": 4, "count": 3,
         "user": "any", "text": BATTLE_OF_WITS}]))


@pytest.mark.parametrize("lang, lines", [
    ("en", ["If the value of this card is above 7, ignore its value.",
            "During combat: You may BLIND BOOST this card up to two times.",
            BATTLE_OF_WITS]),
    ("it", ["Se il valore di questa carta è superiore a 7, ignora il valore di quella carta.",
            "DOPO IL COMBATTIMENTO: Rivela la carta in cima al tuo mazzo e al mazzo del tuo "
            "avversario. Se la tua carta ha un valore BOOST più alto, infliggi 3 danni al "
            "combattente avversario."]),
    ("pl", ["Jeśli wartość tej karty wynosi więcej niż 7, zignoruj jej wartość.",
            "PO WALCE: Odkryj wierzchnią kartę swojej talii i talii twojego przeciwnika. Jeśli "
            "twoja karta ma wyższą wartość WZMOCNIENIA, zadaj 3 obrażenia wrogiemu "
            "wojownikowi."]),
    ("pt-BR", ["Se o valor desta carta for maior que 7, ignore o valor dessa carta.",
               "APÓS O COMBATE: Revele a carta do topo do seu baralho e do baralho do seu "
               "oponente. Se a sua carta tiver um valor de REFORÇAR maior, cause 3 pontos de "
               "dano ao combatente inimigo."]),
    ("tr", ["Bu kartın değeri 7 değerinden büyükse o kartın değerini yok sayın.",
            "ÇATIŞMA SONRASI: Destenizin ve rakibinizin destesinin en üstteki kartını açın. "
            "Kartınızın BOOST değeri daha yüksekse rakip figüre 3 hasar verin."]),
])
def test_the_cards_check_and_print_through_the_command_line(tmp_path, lang, lines):
    text = printed_lines(_hero_file(tmp_path), "compare-tester", lang)
    assert all(line in text for line in lines), text


# ---------------------------------------------------------------- each player simultaneously


SIMULTANEOUS = "Each player simultaneously reveals a card from their hand."


def simultaneous():
    """Robin Hood plays Steal From the Rich with that text; Bigfoot holds Savagery and Hoax."""
    s = position({"Robin Hood": 1, "Bigfoot": 12})
    s.hand(0, "Steal From the Rich", "Snark", "Ambush").hand(1, "Savagery", "Hoax")
    rewrite(s, 0, "Steal From the Rich", SIMULTANEOUS)
    s.start(0)
    s.choose("Scheme: Steal From the Rich")
    return s


def test_each_player_chooses_from_their_own_hand_the_effects_player_first():
    s = simultaneous()
    assert s.state.current_player() == 0 and s.options() == ["Choose Ambush", "Choose Snark"]
    s.choose("Choose Snark")
    assert s.state.current_player() == 1 and s.options() == ["Choose Savagery", "Choose Hoax"]


def test_a_choice_is_not_shown_to_the_other_player_before_all_have_chosen():
    seen = set()
    for choice in ("Choose Ambush", "Choose Snark"):
        s = simultaneous().choose(choice)
        assert s.events("reveal") == []
        seen.add(json.dumps(s.state.observation(1).to_json(), sort_keys=True))
    assert len(seen) == 1  # Bigfoot's view of his decision is the same whatever Robin chose


def test_all_the_chosen_cards_are_revealed_once_the_last_has_chosen():
    s = simultaneous().play("Choose Snark", "Choose Hoax")
    assert [(e["player"], e["card"]) for e in s.events("reveal")] == [(0, "snark"), (1, "hoax")]
    revealed = sorted(s.data.cards[i].title for i in s.data.revealed)
    assert revealed == ["Hoax", "Snark"]
    assert json.dumps(s.state.observation(0).to_json()).count('"hoax"') >= 1


def test_a_search_agent_imagines_the_same_whatever_the_other_player_chose():
    """What a search agent is given (its observation's position, determinised) is the same
    for either choice: the chosen card is held unrevealed, in no place that tells which."""
    seen = [simultaneous().choose(choice).state.observation(1, position=True)
            for choice in ("Choose Ambush", "Choose Snark")]
    assert_alike_to_a_searcher(seen)

"""A table of outcomes by an amount and "do both" (issue 10), with their printed cards:

- Geralt's Disciplined Duelist: "After combat: If the printed value of your opponent's card
  is... 2: you may draw a card 3: deal 1 damage to the opposing fighter 4: your opponent
  discards a card", as Bigfoot's Skirmish (value 4) defending against Robin Hood's attacks
  of each printed value (Geralt's deck is not one of 30 cards, so it is not compiled here);
- a table of "N or more", "N-M" and "0" rows on Robin Hood's scheme Steal From the Rich, and
  one that reads a card's value ("it" in the rows);
- Ms. Marvel's Shrink! Shrink! Shrink!: "After combat: Choose one effect. If Ms. Marvel's
  space shares no zones with the opposing fighter, do both: - your opponent discards 1 card
  - move the opposing fighter up to 3 spaces", her deck imported from the catalogue.

On the 3 x 4 grid of `tests/runtime/scenario.py` (zone "west": 1 2 5 6 9 10, "east": 3 4 7 8
11 12; 6 and 7 in both).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from hero_files import made_up_hero, printed_lines, write_hero

from ..scenario import Scenario
from ..test_rulings import position, rewrite
from . import positions
from .imported import UMDB, imported_library
from .positions import damage_events, hand, health, space

ROBIN, BIGFOOT = 0, 1
DUELIST = ("After combat: If the printed value of your opponent's card is... 2: you may draw a "
           "card 3: deal 1 damage to the opposing fighter 4: your opponent discards a card")


def effects_of(s: Scenario, card: str) -> list[dict]:
    """The events of the card's effect: after its "effect" (or "scheme") event, up to the
    next effect, the next ability or the next turn's action."""
    events = s.state.event_json()
    start = next(i for i, e in enumerate(events)
                 if e["event"] in ("effect", "scheme") and e.get("card") == card)
    end = next((i for i, e in enumerate(events) if i > start
                and e["event"] in ("effect", "ability", "action", "turn")), len(events))
    return [{k: v for k, v in e.items() if k != "turn"} for e in events[start + 1:end]]


# ---------------------------------------------------------------- Disciplined Duelist


def attack(s: Scenario, label: str, *cards: str) -> Scenario:
    """Take the attack action; play each card that is asked for (one that is the only card
    that can be played is played without asking)."""
    s.choose(label)
    for card in cards:
        if f"Play {card}" in s.options():
            s.choose(f"Play {card}")
    return s


def duelist(attack_card: str) -> Scenario:
    """Robin Hood (space 6) attacks Bigfoot (space 7) with `attack_card`; Bigfoot defends with
    Skirmish, given Disciplined Duelist's printed text. Robin Hood holds Feint and Regroup
    besides, Hoax is on top of Bigfoot's deck."""
    s = position({"Robin Hood": 6, "Bigfoot": 7})
    s.hand(ROBIN, attack_card, "Feint", "Regroup").hand(BIGFOOT, "Skirmish")
    s.deck_top(BIGFOOT, "Hoax")
    rewrite(s, BIGFOOT, "Skirmish", DUELIST)
    s.start(ROBIN)
    return attack(s, "Attack Bigfoot (space 7) with Robin Hood", attack_card, "Skirmish")


@pytest.mark.parametrize("answer, drawn", [("Yes", [{"event": "draw", "player": 1,
                                                      "card": "hoax"}]),
                                            ("No", [])])
def test_a_printed_value_of_2_offers_the_draw(answer, drawn):
    s = duelist("Piercing Shot")  # value 2
    assert s.kind() == "may" and s.state.current_player() == BIGFOOT
    s.choose(answer)
    assert effects_of(s, "skirmish") == drawn
    assert hand(s, BIGFOOT) == (["Hoax"] if answer == "Yes" else [])


def test_a_printed_value_of_3_deals_1_damage_to_the_opposing_fighter():
    s = duelist("Snark")  # value 3: no combat damage against Skirmish's 4
    assert effects_of(s, "skirmish") == [{"event": "damage", "fighter": "Robin Hood",
                                          "player": 0, "amount": 1, "health": 12,
                                          "source": "effect"}]
    assert damage_events(s) == [("Robin Hood", 1)] and health(s, "Robin Hood") == 12


def test_a_printed_value_of_4_has_the_opponent_discard_a_card_of_their_choice():
    s = duelist("Disarming Shot")  # value 4
    assert s.kind() == "discard" and s.state.current_player() == ROBIN
    assert s.options() == ["Discard Feint", "Discard Regroup"]
    s.choose("Discard Regroup")
    assert effects_of(s, "skirmish") == [{"event": "discard", "player": 0, "card": "regroup",
                                          "reason": "effect"}]
    assert damage_events(s) == []


@pytest.mark.parametrize("attack_card", ["A Hunter's Eye", "Regroup"])  # values 5 and 1
def test_a_value_of_no_row_does_nothing(attack_card):
    s = duelist(attack_card)
    assert effects_of(s, "skirmish") == []
    assert hand(s, BIGFOOT) == [] and health(s, "Robin Hood") == 13
    assert sorted(hand(s, ROBIN)) == ["Feint", "Regroup"]


def test_without_a_card_on_the_other_side_no_row_happens():
    """Bigfoot attacks with the table and Robin Hood does not defend: no card, no printed
    value (not a value of 0)."""
    text = DUELIST.replace("... 2:", "... 0: draw 2 cards 2:")
    s = position({"Robin Hood": 6, "Bigfoot": 7}).hand(BIGFOOT, "Skirmish")
    rewrite(s, BIGFOOT, "Skirmish", text)
    s.start(BIGFOOT)
    attack(s, "Attack Robin Hood (space 6) with Bigfoot", "Skirmish")
    assert effects_of(s, "skirmish") == [] and hand(s, BIGFOOT) == []
    assert damage_events(s) == [("Robin Hood", 4)]


# ---------------------------------------------------------------- rows of ranges, "or more", 0

TABLE = ("If the number of cards in your hand is... 0: draw 2 cards. 1-2: gain 1 action. "
         "3 or more: your opponent discards 1 card.")


def scheme(held: tuple[str, ...]) -> Scenario:
    """Robin Hood plays Steal From the Rich with TABLE, holding `held` besides; Bigfoot holds
    Hoax and Feint."""
    s = position({"Robin Hood": 1, "Bigfoot": 12})
    s.hand(ROBIN, "Steal From the Rich", *held).hand(BIGFOOT, "Hoax", "Feint")
    s.deck_top(ROBIN, "Snark", "Ambush")
    rewrite(s, ROBIN, "Steal From the Rich", TABLE)
    s.start(ROBIN)
    s.choose("Scheme: Steal From the Rich")
    return s


def test_a_row_of_0_matches_an_empty_hand():
    s = scheme(())
    assert effects_of(s, "steal-from-the-rich") == [
        {"event": "draw", "player": 0, "card": "snark"},
        {"event": "draw", "player": 0, "card": "ambush"}]


@pytest.mark.parametrize("held", [("Feint",), ("Feint", "Regroup")])
def test_a_range_matches_each_value_from_its_start_to_its_end(held):
    s = scheme(held)
    assert effects_of(s, "steal-from-the-rich") == [
        {"event": "gain action", "player": 0, "amount": 1}]


@pytest.mark.parametrize("held", [("Feint", "Regroup", "Snark"),
                                  ("Feint", "Regroup", "Snark", "Ambush", "Disarming Shot")])
def test_a_row_of_or_more_matches_that_value_and_every_value_above(held):
    s = scheme(held)
    assert s.kind() == "discard" and s.state.current_player() == BIGFOOT
    s.choose("Discard Feint")
    assert effects_of(s, "steal-from-the-rich") == [
        {"event": "discard", "player": 1, "card": "feint", "reason": "effect"}]


@pytest.mark.parametrize("attack_card, value", [("Snark", 0), ("Piercing Shot", 2)])
def test_a_table_by_a_cards_value_names_that_card_it_in_its_rows(attack_card, value):
    """ "During combat: If the printed value of your opponent's card is... 3 or more: ignore
    its value.": Snark's 3 is ignored, Piercing Shot's 2 is not."""
    s = position({"Robin Hood": 6, "Bigfoot": 7})
    s.hand(ROBIN, attack_card).hand(BIGFOOT, "Feint")
    rewrite(s, BIGFOOT, "Feint", "During combat: If the printed value of your opponent's card "
                                 "is... 3 or more: ignore its value.")
    s.start(ROBIN)
    attack(s, "Attack Bigfoot (space 7) with Robin Hood", attack_card, "Feint")
    assert [e["attack"] for e in s.events("combat damage")] == [value]


# ---------------------------------------------------------------- Shrink! Shrink! Shrink!

MARVEL = 0
SHRINK = "Shrink! Shrink! Shrink!"


def shrink(marvel: int, bigfoot: int) -> Scenario:
    """Ms. Marvel attacks Bigfoot with Shrink! Shrink! Shrink! (2); Bigfoot holds Hoax and
    Feint and does not defend, so that his hand is his to discard from."""
    s = positions.position("ms-marvel", "bigfoot", {"Ms. Marvel": marvel, "Bigfoot": bigfoot},
                           [(MARVEL, SHRINK), (BIGFOOT, "Hoax"), (BIGFOOT, "Feint")],
                           library=imported_library("ms-marvel"))
    s.start(MARVEL)
    s.play(f"Attack Bigfoot (space {bigfoot}) with Ms. Marvel", "No defense card")
    return s


def test_sharing_no_zones_both_effects_happen_in_the_printed_order():
    s = shrink(2, 3)  # space 2 is west only, space 3 east only
    assert s.kind() == "discard" and s.state.current_player() == BIGFOOT  # nothing chosen
    s.choose("Discard Hoax")
    assert s.kind() == "move" and s.state.current_player() == MARVEL
    assert "Move Bigfoot to space 9" not in s.options()  # up to 3 spaces: 9 is 4 away
    s.choose("Move Bigfoot to space 8")
    assert effects_of(s, "shrink-shrink-shrink") == [
        {"event": "discard", "player": 1, "card": "hoax", "reason": "effect"},
        {"event": "move", "fighter": "Bigfoot", "player": 1, "start": 3, "to": 8}]
    assert space(s, "Bigfoot") == 8 and hand(s, BIGFOOT) == ["Feint"]


def test_sharing_a_zone_the_player_chooses_one_effect():
    s = shrink(1, 2)  # both in the west
    assert s.kind() == "effect" and s.state.current_player() == MARVEL
    assert s.options() == ["Your opponent discards 1 card",
                           "Move the opposing fighter up to 3 spaces"]
    s.choose("Move the opposing fighter up to 3 spaces")
    s.choose("Move Bigfoot to space 3")
    assert effects_of(s, "shrink-shrink-shrink")[0]["event"] == "move"
    assert [e["event"] for e in effects_of(s, "shrink-shrink-shrink")] == ["move"]
    assert sorted(hand(s, BIGFOOT)) == ["Feint", "Hoax"] and space(s, "Bigfoot") == 3


# ---------------------------------------------------------------- through the command line

# Disciplined Duelist as printed, its rows on lines of their own (the importer joins lines;
# the language reads them on one line or several)
DUELIST_LINES = ("After combat: If the printed value of your opponent's card is...\n"
                 "2: you may draw a card\n3: deal 1 damage to the opposing fighter\n"
                 "4: your opponent discards a card")


def _hero_file(folder: Path, text: str = DUELIST_LINES) -> Path:
    """A hero whose deck has three Disciplined Duelists (and 27 others)."""
    return write_hero(folder, made_up_hero("Table Tester", [
        {"title": "Disciplined Duelist", "type": "versatile", "value": 4, "boost": 2,
         "count": 3, "user": "any", "text": text}]))


@pytest.mark.parametrize("lang, line", [
    ("en", "After combat: If the printed value of your opponent's card is... 2: you may draw a "
           "card. 3: deal 1 damage to the opposing fighter. 4: your opponent discards a card."),
    ("it", "DOPO IL COMBATTIMENTO: Se il valore stampato della carta del tuo avversario è... 2: "
           "puoi pescare una carta. 3: infliggi 1 danno al combattente avversario. 4: il tuo "
           "avversario scarta una carta."),
    ("pl", "PO WALCE: Jeśli wydrukowana wartość karty przeciwnika wynosi... 2: możesz dobrać "
           "kartę. 3: zadaj 1 obrażenie wrogiemu wojownikowi. 4: przeciwnik odrzuca kartę."),
    ("pt-BR", "APÓS O COMBATE: Se o valor impresso da carta do seu oponente for... 2: você pode "
              "comprar uma carta. 3: cause 1 ponto de dano ao combatente inimigo. 4: seu "
              "oponente descarta uma carta."),
    ("tr", "ÇATIŞMA SONRASI: Rakibinizin kartının basılı değeri... 2 ise: bir kart "
           "çekebilirsiniz. 3 ise: rakip figüre 1 hasar verin. 4 ise: rakibiniz bir kart "
           "ıskarta eder."),
])
def test_the_table_checks_and_prints_through_the_command_line(tmp_path, lang, line):
    assert line in printed_lines(_hero_file(tmp_path), "table-tester", lang)


@pytest.mark.parametrize("lang, line", [
    ("en", "After combat: Choose one effect. If Ms. Marvel's space shares no zones with the "
           "opposing fighter, do both: - your opponent discards 1 card - move the opposing "
           "fighter up to 3 spaces."),
    ("it", "DOPO IL COMBATTIMENTO: Scegli un effetto. Se Ms. Marvel è in uno spazio che non "
           "condivide zone con il combattente avversario, esegui entrambi gli effetti: - il tuo "
           "avversario scarta 1 carta - muovi il combattente avversario fino a 3 spazi."),
    ("pl", "PO WALCE: Wybierz jeden efekt. Jeśli pole, na którym stoi Ms. Marvel, nie ma "
           "wspólnych stref z wrogim wojownikiem, wykonaj oba efekty: - przeciwnik odrzuca 1 "
           "kartę - przesuń wrogiego wojownika o maksymalnie 3 pola."),
    ("pt-BR", "APÓS O COMBATE: Escolha um efeito. Se o espaço de Ms. Marvel não compartilhar "
              "nenhuma zona com o combatente inimigo, aplique ambos: - seu oponente descarta 1 "
              "carta - mova o combatente inimigo até 3 espaços."),
    ("tr", "ÇATIŞMA SONRASI: Bir etki seçin. Eğer Ms. Marvel'in alanı rakip figür ile hiçbir "
           "bölgeyi paylaşmıyorsa, ikisini de uygulayın: - rakibiniz 1 kart ıskarta eder - "
           "rakip figürü 3 alana kadar hareket ettirin."),
])
def test_ms_marvel_imported_checks_and_prints_do_both(tmp_path, lang, line):
    runner = CliRunner()
    imported = runner.invoke(main, ["import", "umdb", str(UMDB / "ms-marvel.json"),
                                    "-o", str(tmp_path)])
    assert imported.exit_code == 0, imported.output
    assert "accepted as printed: 11 of 11 cards" in imported.output  # titles, not copies
    path = tmp_path / "ms-marvel.yaml"
    checked = runner.invoke(main, ["check", str(path)])
    assert checked.exit_code == 0, checked.output
    printed = runner.invoke(main, ["text", "ms-marvel", "--content", str(path), "--lang", lang])
    assert printed.exit_code == 0, printed.output
    assert line in printed.output.splitlines(), printed.output


@pytest.mark.parametrize("text, error", [
    # 4 is in both rows: reported at the second, on the last line of the YAML's text (21),
    # after its indentation
    ("After combat: If the printed value of your opponent's card is...\n2-4: draw 1 card\n"
     "4 or more: gain 1 action",
     ":21:5: error[E415]: card 'Disciplined Duelist': the rows '2-4' and '4 or more' of a "
     "table both match 4"),
    ("After combat: If the printed value of your opponent's card is... 2: draw 1 card. "
     "3-1: gain 1 action.",  # at '3-1' (the YAML doubles the quote of "opponent's")
     ":17:92: error[E416]: card 'Disciplined Duelist': the row '3-1' matches no value: its "
     "range ends below its start"),
])
def test_a_table_with_rows_in_doubt_is_reported_where_the_row_is(tmp_path, text, error):
    path = _hero_file(tmp_path, text)
    checked = CliRunner().invoke(main, ["check", str(path)])
    assert checked.exit_code == 1
    assert [line for line in checked.output.splitlines() if "error[" in line] == [
        f"{path}{error}"]


def test_a_row_without_its_colon_is_told_what_a_row_is(tmp_path):
    path = _hero_file(tmp_path, "After combat: If the printed value of your opponent's card "
                                "is... 2 draw a card")
    checked = CliRunner().invoke(main, ["check", str(path)])
    assert checked.exit_code == 1
    lines = checked.output.splitlines()
    at = lines.index(f"{path}:17:76: error[E200]: unexpected number 2")
    assert lines[at + 3] == ("     = expected a row such as '2:' or '4 or more:'; did you mean: "
                             "'After combat: If the printed value of your opponent's card is 2, "
                             "draw 2 cards.'?")

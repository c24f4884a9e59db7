"""Ciri (Steel and Silver, not a bundled hero): scenario tests of her four cards that needed
new constructs, with her deck imported from the catalogue's UmDb data as `cardsmith import
umdb` writes it and the rewordings listed for it (tests/runtime/catalogue/imported.py).
Seat 0 is Ciri and Ihuarraquax, seat 1 Bigfoot and the Jackalope, on the 3 x 4 grid of
`tests/runtime/scenario.py`:

     1  2  3  4        zone "west": 1 2 5 6 9 10     zone "east": 3 4 7 8 11 12
     5  6  7  8        spaces 6 and 7 are in both zones
     9 10 11 12

- Bane Of The Aen Elle: "an opposing fighter he moved through" (whom the move passed);
- The Lady Of Space And Time: options by a count of 🔵 under "After combat:", returning a
  card from the discard pile to the top of the deck; the last option's sentences;
- Child Of The Elder Blood: options by a count of 🔵 on a scheme;
- Unicorn Ally: an ONGOING scheme with a trigger inside ("After each combat your fighter is
  in, draw 1 card.") and its discard condition at the end of your turn.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.grammar.parser import parse_effect_text
from cardsmith.importer.acceptance import load_rewordings, with_rewordings
from cardsmith.runtime.defs import Library

from ..scenario import Scenario
from . import positions
from .imported import REFERENCE, UMDB, imported_library
from .positions import damage_events, discard, hand, health, space

CIRI, BIGFOOT = 0, 1
SOURCE = ["Zireael 🔵", "Lion Cub Of Cintra 🔵", "Pushed To The Brink 🔵", "Zireael 🔵",
          "Lion Cub Of Cintra 🔵", "Pushed To The Brink 🔵", "Zireael 🔵", "Lion Cub Of Cintra 🔵",
          "Pushed To The Brink 🔵"]


def position(where: dict[str, int], hands=(), discarded: tuple[str, ...] = (),
             library: Library | None = None) -> Scenario:
    """Only the fighters named stand on the board; `discarded`: Ciri's discard pile."""
    s = positions.position("ciri", "bigfoot", where, hands,
                           library=library or imported_library("ciri"))
    s.data.players[CIRI].discard.extend(s._take(CIRI, title) for title in discarded)
    return s


def deck_top(s: Scenario, seat: int) -> list[str]:
    return [s.data.cards[c].title for c in s.data.players[seat].deck_top]


def in_play(s: Scenario) -> list[str]:
    return [s.data.cards[c].title for c in s.data.in_play]


# ---------------------------------------------------------------- Bane Of The Aen Elle


def bane(where: dict[str, int]) -> Scenario:
    """Ihuarraquax attacks Bigfoot with Bane Of The Aen Elle (4), no defense: then the move."""
    s = position(where, hands=[(CIRI, "Bane Of The Aen Elle")])
    s.start(CIRI)
    s.choose("Attack Bigfoot (space 6) with Ihuarraquax")
    return s


AROUND = {"Ciri": 9, "Ihuarraquax": 5, "Bigfoot": 6, "The Jackalope": 3}


def test_bane_offers_each_move_by_whom_it_passes_through():
    s = bane(AROUND)
    assert damage_events(s) == [("Bigfoot", 4)]
    # up to 4 spaces, through opposing fighters; Ciri (his team's) may be passed as always
    assert [o for o in s.options() if "space 7" in o or "space 5" in o] == [
        "Leave Ihuarraquax in space 5", "Move Ihuarraquax to space 7 through Ciri",
        "Move Ihuarraquax to space 7 through Ciri and Bigfoot",
        "Move Ihuarraquax to space 7 through Bigfoot",
        "Move Ihuarraquax to space 7 through Bigfoot and The Jackalope",
        "Move Ihuarraquax to space 7 through The Jackalope"]


def test_bane_deals_1_damage_to_the_opposing_fighter_he_moved_through():
    s = bane(AROUND)
    s.choose("Move Ihuarraquax to space 7 through Bigfoot")  # 5 -> 6 -> 7: one to pick
    assert space(s, "Ihuarraquax") == 7
    assert damage_events(s) == [("Bigfoot", 4), ("Bigfoot", 1)]
    assert health(s, "Bigfoot") == 16 - 5


def test_bane_lets_the_player_pick_one_of_the_opposing_fighters_he_moved_through():
    s = bane(AROUND)
    s.choose("Move Ihuarraquax to space 7 through Bigfoot and The Jackalope")  # 5 6 2 3 7
    assert s.options() == ["Bigfoot (player 2, space 6)", "The Jackalope (player 2, space 3)"]
    s.choose("The Jackalope")
    assert damage_events(s) == [("Bigfoot", 4), ("The Jackalope", 1)]


def test_bane_deals_nothing_when_he_passes_only_his_own_team_or_no_one():
    for move in ("Move Ihuarraquax to space 10 through Ciri", "Leave Ihuarraquax in space 5",
                 "Move Ihuarraquax to space 1"):
        s = bane(AROUND)
        s.choose(move)
        assert damage_events(s) == [("Bigfoot", 4)], move
        assert health(s, "Ciri") == 15 and health(s, "The Jackalope") == 6


# ---------------------------------------------------------------- The Lady Of Space And Time


def lady(discarded: tuple[str, ...]) -> Scenario:
    """Ciri attacks Bigfoot with The Lady Of Space And Time (2), no defense; Searching
    Strike stays in her hand, and Ihuarraquax (in 2) could attack with it: the turn waits
    for her second action."""
    s = position({"Ciri": 5, "Ihuarraquax": 2, "Bigfoot": 6},
                 hands=[(CIRI, "The Lady Of Space And Time 🔵"), (CIRI, "Searching Strike")],
                 discarded=discarded)
    s.deck_top(CIRI, "Parry")
    s.start(CIRI)
    s.choose("Attack Bigfoot (space 6) with Ciri")
    return s


def test_the_lady_below_3_source_cards_does_nothing():
    s = lady(("Zireael 🔵", "Blink", "Zireael 🔵", "Channel The Source"))
    assert deck_top(s, CIRI) == ["Parry"] and hand(s, CIRI) == ["Searching Strike"]
    assert sorted(discard(s, CIRI)) == ["Blink", "Channel The Source",
                                        "The Lady Of Space And Time 🔵", "Zireael 🔵",
                                        "Zireael 🔵"]


def test_the_lady_with_3_returns_a_card_to_the_top_of_the_deck_and_draws_nothing():
    s = lady(("Zireael 🔵", "Blink", "Lion Cub Of Cintra 🔵", "Zireael 🔵"))
    assert s.options() == ["Choose Lion Cub Of Cintra 🔵", "Choose Zireael 🔵", "Choose Blink"]
    s.choose("Choose Blink")
    assert deck_top(s, CIRI) == ["Blink", "Parry"] and hand(s, CIRI) == ["Searching Strike"]
    assert s.kind() == "action"


def test_the_lady_with_8_returns_a_card_to_the_hand_and_draws_1():
    s = lady(tuple(SOURCE[:8]) + ("Blink",))
    s.choose("Choose Blink")
    # the last option's sentences are its own: "Return ... to your hand. Draw 1 card."
    assert sorted(hand(s, CIRI)) == ["Blink", "Parry", "Searching Strike"]
    assert deck_top(s, CIRI) == []


# ---------------------------------------------------------------- Child Of The Elder Blood


def child(discarded: tuple[str, ...]) -> Scenario:
    s = position({"Ciri": 6, "Ihuarraquax": 5, "Bigfoot": 2, "The Jackalope": 7},
                 hands=[(CIRI, "Child Of The Elder Blood 🔵")], discarded=discarded)
    s.start(CIRI)
    s.choose("Scheme: Child Of The Elder Blood 🔵 (Ciri)")
    return s


def test_child_with_4_deals_1_damage_to_each_other_fighter_in_her_zone():
    s = child(tuple(SOURCE[:4]))
    # Ciri in 6 is in both zones: everyone else is in one of them, her own sidekick too
    assert sorted(damage_events(s)) == [("Bigfoot", 1), ("Ihuarraquax", 1), ("The Jackalope", 1)]
    assert health(s, "Ciri") == 15


def test_child_with_9_deals_3_damage_instead():
    s = child(tuple(SOURCE))
    assert sorted(damage_events(s)) == [("Bigfoot", 3), ("Ihuarraquax", 3), ("The Jackalope", 3)]


def test_child_below_4_does_nothing():
    s = child(tuple(SOURCE[:3]))
    assert damage_events(s) == []


# ---------------------------------------------------------------- Unicorn Ally


def unicorn(hands: list[str], where: dict[str, int] | None = None) -> Scenario:
    """Ciri plays Unicorn Ally as her first action (with these other cards in hand)."""
    s = position(where or {"Ciri": 5, "Ihuarraquax": 1, "Bigfoot": 6},
                 hands=[(CIRI, "Unicorn Ally"), *((CIRI, t) for t in hands)])
    s.health("Ciri", 10)
    s.deck_top(CIRI, "Parry", "Blink", "Searching Strike")
    s.start(CIRI)
    s.choose("Scheme: Unicorn Ally (Ciri)")
    return s


def test_unicorn_ally_recovers_and_stays_in_play():
    s = unicorn(["Zireael 🔵"])
    assert health(s, "Ciri") == 12 and in_play(s) == ["Unicorn Ally"]
    assert hand(s, CIRI) == ["Zireael 🔵"]  # nothing drawn without a combat


def test_unicorn_ally_draws_a_card_after_a_combat_her_fighter_attacks_in():
    s = unicorn(["Zireael 🔵"])
    s.choose("Attack Bigfoot (space 6) with Ciri")
    assert hand(s, CIRI) == ["Parry"]  # drawn after the combat
    events = [e["event"] for e in s.state.event_json()]
    assert events.index("ongoing trigger") > events.index("combat")
    # 1 card in hand at the end of her turn: it stays in play
    assert in_play(s) == ["Unicorn Ally"] and s.state.data.active == BIGFOOT


def test_unicorn_ally_draws_after_a_combat_her_fighter_defends_in():
    s = position({"Ciri": 5, "Ihuarraquax": 1, "Bigfoot": 6},
                 hands=[(CIRI, "Unicorn Ally"), (CIRI, "Blink"), (BIGFOOT, "Savagery")])
    s.deck_top(CIRI, "Parry", "Searching Strike")
    s.start(CIRI)
    s.play("Scheme: Unicorn Ally (Ciri)", "Maneuver", "No boost", "Done moving")  # draws Parry
    s.play("Attack Ciri (space 5) with Bigfoot", "No defense card")  # Bigfoot's turn
    assert hand(s, CIRI) == ["Blink", "Parry", "Searching Strike"]
    after = s.state.event_json()[-4:]
    assert [e["event"] for e in after if e["event"] in ("ongoing trigger", "draw")] == [
        "ongoing trigger", "draw"]
    assert in_play(s) == ["Unicorn Ally"]


def test_unicorn_ally_stays_with_4_cards_in_hand_at_the_end_of_the_turn():
    s = unicorn(["Zireael 🔵", "Blink", "Parry", "Channel The Source"])
    s.play("Attack Bigfoot (space 6) with Ciri", "Play Zireael 🔵")  # 3 left, then a draw
    assert len(hand(s, CIRI)) == 4 and in_play(s) == ["Unicorn Ally"]
    assert s.state.data.active == BIGFOOT


def test_unicorn_ally_is_discarded_at_the_end_of_the_turn_with_5_cards_in_hand():
    s = unicorn(["Zireael 🔵", "Blink", "Parry", "Channel The Source", "Lion Cub Of Cintra 🔵"])
    s.play("Attack Bigfoot (space 6) with Ciri", "Play Zireael 🔵")  # 4 left, then a draw
    assert len(hand(s, CIRI)) == 5 and in_play(s) == []
    assert "Unicorn Ally" in discard(s, CIRI) and s.state.data.active == BIGFOOT
    assert [e["card"] for e in s.events("discard")][-1] == "unicorn-ally"


# ---------------------------------------------------------------- the same trigger on an ability


def test_an_ability_after_each_combat_your_fighter_is_in_runs_for_the_defender_too():
    """Bigfoot's ability given the text "After each combat your fighter is in: Draw 1 card.":
    his player draws after the combat he defends in, on Ciri's turn."""
    library = imported_library("ciri")
    heroes = dict(library.heroes)
    ability = parse_effect_text("After each combat your fighter is in: Draw 1 card.").sections
    heroes["bigfoot"] = replace(heroes["bigfoot"], ability=ability)
    changed = Library(heroes, library.boards, library.rulesets, library.hero_box,
                      library.board_box)
    s = position({"Ciri": 5, "Ihuarraquax": 2, "Bigfoot": 6}, library=changed)
    s.hand(CIRI, "Blink").hand(CIRI, "Searching Strike").deck_top(BIGFOOT, "Hoax")
    s.start(CIRI)
    s.play("Attack Bigfoot (space 6) with Ciri", "Leave Ciri in space 5")  # Blink's move
    assert hand(s, BIGFOOT) == ["Hoax"]
    assert [e["trigger"] for e in s.events("ability")] == ["after each combat"]


# ---------------------------------------------------------------- through the command line

# The four cards' text lines as `cardsmith text ciri` prints them, in every language.
PRINTED = {
    "en": ["After combat: Move Ihuarraquax up to 4 spaces. He may move through opposing "
           "fighters. Then deal 1 damage to an opposing fighter he moved through.",
           "After combat: - 3🔵 Return a card from your discard pile to the top of your deck. "
           "- 8🔵 Return a card from your discard pile to your hand. Draw 1 card.",
           "ONGOING: After each combat your fighter is in, draw 1 card. Discard this card at the "
           "end of your turn if you have 5 or more cards in your hand."],
    "it": ["DOPO IL COMBATTIMENTO: Muovi Ihuarraquax fino a 4 spazi. Può muoversi attraverso "
           "combattenti avversari. Poi infliggi 1 danno a un combattente avversario attraverso "
           "cui è passato.",
           "DOPO IL COMBATTIMENTO: - 3🔵 Rimetti una carta dalla tua pila degli scarti in cima al "
           "tuo mazzo. - 8🔵 Riprendi in mano una carta dalla tua pila degli scarti. Pesca 1 "
           "carta.",
           "PERMANENTE: Dopo ogni combattimento a cui partecipa il tuo combattente, pesca 1 "
           "carta. Scarta questa carta alla fine del tuo turno se hai 5 o più carte in mano."],
    "pl": ["PO WALCE: Przesuń Ihuarraquax o maksymalnie 4 pola. Może przesunąć się przez "
           "wrogich wojowników. Następnie zadaj 1 obrażenie wrogiemu wojownikowi, przez którego "
           "przeszedł.",
           "PO WALCE: - 3🔵 Odłóż kartę ze swojego stosu kart odrzuconych na wierzch swojej "
           "talii. - 8🔵 Weź kartę ze swojego stosu kart odrzuconych z powrotem do ręki. "
           "Dobierz 1 kartę.",
           "TRWAŁA: Po każdej walce, w której bierze udział twój wojownik, dobierz 1 kartę. "
           "Odrzuć tę kartę na koniec swojej tury, jeśli masz w ręce 5 kart lub więcej."],
    "pt-BR": ["APÓS O COMBATE: Mova Ihuarraquax até 4 espaços. Pode mover-se através de "
              "combatentes inimigos. Em seguida, cause 1 ponto de dano a um combatente inimigo "
              "pelo qual ele passou.",
              "APÓS O COMBATE: - 3🔵 Devolva uma carta da sua pilha de descarte ao topo do seu "
              "baralho. - 8🔵 Devolva uma carta da sua pilha de descarte à sua mão. Compre 1 "
              "carta.",
              "CONTÍNUO: Depois de cada combate do qual seu combatente participar, compre 1 "
              "carta. Descarte esta carta no fim do seu turno se você tiver 5 cartas ou mais na "
              "sua mão."],
    "tr": ["ÇATIŞMA SONRASI: Ihuarraquax'ı 4 alana kadar hareket ettirin. Rakip figürlerin "
           "içinden geçebilir. Ardından içinden geçtiği rakip bir figüre 1 hasar verin.",
           "ÇATIŞMA SONRASI: - 3🔵 Iskarta destenizden bir kart destenizin en üstüne geri "
           "koyun. - 8🔵 Iskarta destenizden bir kart elinize geri alın. 1 kart çekin.",
           "KALICI: Figürünüzün yer aldığı her çatışmadan sonra, 1 kart çekin. Elinizde 5 veya "
           "daha fazla kart varsa turunuzun sonunda bu kartı ıskarta edin."],
}


def _imported(folder: Path) -> Path:
    runner = CliRunner()
    result = runner.invoke(main, ["import", "umdb", str(UMDB / "ciri.json"), "-o", str(folder)])
    assert result.exit_code == 0, result.output
    return folder / "ciri.yaml"


def test_as_printed_check_points_at_the_one_misprint_only(tmp_path):
    """ "he move through" is a misprint check points at; the lower-case "ciri's" of Child Of
    The Elder Blood is not: the importer capitalises a fighter's name printed in lower case
    (docs/importing.md, normalisation 10)."""
    path = _imported(tmp_path / "imported")
    checked = CliRunner().invoke(main, ["check", str(path)])
    assert checked.exit_code == 1
    errors = [line for line in checked.output.splitlines() if "error[" in line]
    assert errors == [f"{path}:40:40: error[E200]: unexpected 'move'; did you mean 'moved'?"]


@pytest.mark.parametrize("lang", sorted(PRINTED))
def test_the_cards_check_and_print_in_every_language(tmp_path, lang):
    listed = [r for r in load_rewordings(REFERENCE / "catalogue-rewordings.yaml")
              if r.deck == "ciri"]
    [path] = with_rewordings([_imported(tmp_path / "imported")], listed, tmp_path / "reworded")
    runner = CliRunner()
    checked = runner.invoke(main, ["check", str(path)])
    assert checked.exit_code == 0, checked.output
    printed = runner.invoke(main, ["text", "ciri", "--content", str(path), "--lang", lang])
    assert printed.exit_code == 0, printed.output
    lines = printed.output.splitlines()
    assert all(line in lines for line in PRINTED[lang]), lang

"""Fighter traits and the rules of an attack's BOOST in a hero file (docs/language.md 7.43,
16.4): `cardsmith check` on small heroes, each diagnostic at its line and column; the text in
five languages; the importer's trait of a printed reminder (docs/importing.md, 11)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.compiler.pipeline import compile_paths

UMDB = Path(__file__).parent / "reference" / "catalogue" / "umdb"

HERO = """kind: hero
name: Robin Hood
move: 2
fighters:
- {name: Robin Hood, role: hero, health: 13, attack: ranged}
- {name: Outlaw, plural: Outlaws, role: sidekick, count: 4, health: 1, attack: melee}
ability: ABILITY
traits:
- name: large
  meaning: This fighter can attack up to 2 spaces away.
TRAITS
cards:
- {title: Snare, type: versatile, value: 2, boost: 1, count: 1, user: any, text: 'CARD'}
- {title: Filler, type: attack, value: 3, boost: 1, count: 29, user: any}
"""


def check(tmp_path: Path, ability: str = "Robin Hood is a large fighter.",
          card: str = "Draw 1 card.", traits: str = "") -> tuple[Path, list[str]]:
    text = HERO.replace("ABILITY", ability).replace("CARD", card).replace("TRAITS\n", traits)
    path = tmp_path / "robin-hood.yaml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["check", str(path)])
    lines = [line for line in result.output.splitlines()
             if (": error[" in line or ": warning[" in line) and "[W812]" not in line]
    assert result.exit_code == (1 if any(": error[" in line for line in lines) else 0)
    return path, lines


def at(path: Path, found: str, after: str = "") -> str:
    """file:line:col of the first `found` (after the first `after`) in the file."""
    text = path.read_text(encoding="utf-8")
    offset = text.index(found, text.index(after) if after else 0)
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return f"{path}:{line}:{column}"


def test_a_declared_trait_given_by_the_ability_checks(tmp_path):
    _, lines = check(tmp_path, "Robin Hood is a large fighter. (He can attack up to 2 spaces "
                     "away.) Outlaws are large fighters.",
                     "After combat: If the opposing fighter is a large fighter, draw 1 card.")
    assert lines == []


def test_e340_a_trait_the_file_does_not_declare_at_its_word(tmp_path):
    path, lines = check(tmp_path, "Robin Hood is a large fighter. Outlaws are lrage fighters.",
                        "After combat: If Robin Hood is a huge fighter, draw 1 card.")
    assert lines == [
        f"{at(path, 'lrage')}: error[E340]: 'lrage' is not a trait of Robin Hood",
        f"{at(path, 'huge')}: error[E340]: 'huge' is not a trait of Robin Hood"]


@pytest.mark.parametrize("meaning, found", [
    ("Draw 1 card.", "Draw 1 card."),
    ("At the start of your turn, this fighter can attack up to 2 spaces away.", "At the start")])
def test_e341_a_meaning_that_does_not_always_hold(tmp_path, meaning, found):
    traits = f"- name: slow\n  meaning: {meaning}\n"
    path, lines = check(tmp_path, "Robin Hood is a large fighter. Outlaws are slow fighters.",
                        traits=traits)
    assert [line.split(": error[")[0] for line in lines] == [at(path, found, "name: slow")]
    assert "[E341]" in lines[0]


@pytest.mark.parametrize("ability, card, found, after", [
    ("Robin Hood is a large fighter.", "Outlaws are large fighters. Draw 1 card.", "Outlaws",
     "cards:"),
    ("Robin Hood is a large fighter. At the end of your turn, Outlaws are large fighters.",
     "Draw 1 card.", "Outlaws", "ability:"),
    ("Robin Hood is a large fighter. If you have 2 or more cards in your hand, Outlaws are "
     "large fighters.", "Draw 1 card.", "Outlaws", "ability:")])
def test_e342_a_trait_given_elsewhere_than_by_the_ability(tmp_path, ability, card, found, after):
    path, lines = check(tmp_path, ability, card)
    assert lines == [f"{at(path, found, after)}: error[E342]: a trait is given only by the "
                     "special ability, in a sentence of its own in its text without a trigger"]


def test_e343_the_boost_rules_outside_a_when_attacks_ability(tmp_path):
    path, lines = check(tmp_path, card="During combat: You may BOOST this card. Play the BOOST "
                        "card, face down, along with your attack card.")
    assert lines == [f"{at(path, 'Play the BOOST')}: error[E343]: card 'Snare': 'play the BOOST "
                     "card, face down, along with your attack card' is about the BOOST of an "
                     "attack, which only a 'When <fighter> attacks' ability plays"]


def test_the_boost_card_refers_to_a_boost_before_it_e405(tmp_path):
    path, lines = check(tmp_path, "Robin Hood is a large fighter. When Robin Hood attacks, play "
                        "the BOOST card, face down, along with your attack card.")
    assert lines == [f"{at(path, 'play the BOOST')}: error[E405]: the ability: 'play the BOOST "
                     "card, face down, along with your attack card' refers to no BOOST named "
                     "before"]


def test_e344_a_word_of_the_language_or_twice_and_w340_a_trait_given_to_no_one(tmp_path):
    traits = ("- name: hero\n  meaning: This fighter cannot leave their space.\n"
              "- name: large\n  meaning: This fighter cannot leave their space.\n"
              "- name: quick\n  meaning: This fighter can attack up to 3 spaces away.\n")
    path, lines = check(tmp_path, traits=traits)
    assert lines == [
        f"{at(path, 'hero', 'traits:')}: error[E344]: 'hero' is a word of the effect language, "
        "so '... is a hero fighter' does not read as a trait",
        f"{at(path, 'large', 'name: hero')}: error[E344]: trait 'large' is declared twice "
        "(first as traits[0])",
        f"{at(path, 'quick')}: warning[W340]: trait 'quick' is declared, but the special "
        "ability gives it to no fighter"]


def test_a_trait_is_one_lower_case_word_e100(tmp_path):
    path, lines = check(tmp_path, traits="- name: Large Size\n  meaning: This fighter "
                        "cannot leave their space.\n")
    assert len(lines) == 1 and lines[0].startswith(f"{at(path, 'Large Size')}: error[E100]: "
                                                   "traits[1].name: 'Large Size'")


# ---- the text


@pytest.mark.parametrize("lang, line", [
    ("en", "T-Rex is a large fighter. (She can attack up to 2 spaces away.)"),
    ("it", "La T-Rex è una combattente grande. (Questo combattente può attaccare fino a 2 spazi "
           "di distanza.)"),
    ("pl", "T-Rex jest dużym wojownikiem. (Ten wojownik może atakować z odległości do 2 pól.)"),
    ("pt-BR", "A T-Rex é uma combatente grande. (Este combatente pode atacar a até 2 espaços de "
              "distância.)"),
    ("tr", "T-Rex büyük bir figürdür. (Bu figür en fazla 2 alan uzaktan saldırabilir.)")])
def test_the_trait_sentence_and_its_reminder_in_every_language(lang, line):
    result = CliRunner().invoke(main, ["text", "t-rex", "--lang", lang])
    assert result.exit_code == 0 and result.output.splitlines()[4] == line


# ---- the importer


def test_the_importer_declares_a_printed_trait_with_its_reminder(tmp_path):
    out = tmp_path / "decks"
    imported = CliRunner().invoke(main, ["import", "umdb", str(UMDB / "t-rex.json"),
                                         str(UMDB / "king-arthur.json"), "-o", str(out)])
    assert imported.exit_code == 0, imported.output
    assert "2 of 2 special abilities" in imported.output
    hero = yaml.safe_load((out / "t-rex.yaml").read_text(encoding="utf-8"))
    assert hero["ability"] == ("T-Rex is a large fighter. (She can attack up to 2 spaces away.) "
                               "At the end of your turn, draw a card.")
    assert hero["traits"] == [{"name": "large", "meaning": "She can attack up to 2 spaces away."}]
    assert "traits" not in yaml.safe_load((out / "king-arthur.yaml").read_text(encoding="utf-8"))
    compiled = compile_paths([out / "t-rex.yaml"], bundles=False)
    assert not compiled.diagnostics.has_errors


def test_a_capitalised_trait_is_a_syntax_error_that_says_what_to_write(tmp_path):
    path, lines = check(tmp_path, "Robin Hood is a Large fighter.")
    assert lines == [f"{at(path, 'Large')}: error[E200]: unexpected word 'Large'"]
    result = CliRunner().invoke(main, ["check", str(path)])
    assert "= expected a trait's word, in lower case; did you mean: 'Robin Hood is a large " \
           "fighter.'?" in result.output

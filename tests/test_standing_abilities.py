"""A hero ability's text without a trigger that always holds (docs/language.md, 7.31):
value changes of its fighters' cards and lasting effects are accepted as printed, anything
else without a trigger is E408; the runtime's side is in tests/runtime/catalogue (T-Rex's
range, the Raptors' pack bonus)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from hero_files import bundled_hero, write_hero



def check_ability(tmp_path: Path, ability: str):
    hero = bundled_hero("t-rex")
    hero["ability"] = ability
    del hero["traits"]  # her trait is given by her own ability, which these replace (W340)
    path = write_hero(tmp_path, hero, "t-rex")
    return CliRunner().invoke(main, ["check", str(path)])


@pytest.mark.parametrize("ability", [
    "T-Rex can attack up to 2 spaces away. At the end of your turn, draw a card.",
    "Add 1 to the value of her attack cards.",
    "Your BOOST values are +1.",
])
def test_what_always_holds_needs_no_trigger(tmp_path, ability):
    result = check_ability(tmp_path, ability)
    assert result.exit_code == 0, result.output
    assert result.output.endswith("0 errors, 0 warnings\n"), result.output


@pytest.mark.parametrize("ability, column", [("Draw 1 card.", 10),
                                             ("T-Rex can attack up to 2 spaces away. Draw 1 card.", 10)])
def test_anything_else_without_a_trigger_is_e408(tmp_path, ability, column):
    result = check_ability(tmp_path, ability)
    assert result.exit_code == 1
    errors = [line for line in result.output.splitlines() if ": error[" in line]
    assert len(errors) == 1 and "error[E408]: the special ability has text without a trigger" \
        in errors[0], result.output
    assert f":{column}: error[E408]" in errors[0]

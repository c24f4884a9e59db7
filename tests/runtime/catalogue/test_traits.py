"""Fighter traits at run time (docs/language.md 7.43): "T-Rex is a large fighter." plays the
trait's meaning ("This fighter can attack up to 2 spaces away.") for each fighter it names,
a sidekick too; "If <fighter> is a large fighter" asks the fighter's own ability; the T-Rex
imported from UmDb (its trait declared from the printed reminder) plays as the bundled one.
On the 3 x 4 grid of `tests/runtime/scenario.py`:

     1  2  3  4        zone "west": 1 2 5 6 9 10     zone "east": 3 4 7 8 11 12
     5  6  7  8        spaces 6 and 7 are in both zones
     9 10 11 12
"""

from __future__ import annotations

import tempfile
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.compiler.pipeline import bundled_content, compile_paths
from cardsmith.grammar.parser import parse_effect_text
from cardsmith.grammar.resolve import resolve_text
from cardsmith.runtime.defs import Library, TraitDef, board_from_json

from ..scenario import grid_board
from ..test_rulings import position as robin_and_bigfoot, rewrite
from .imported import UMDB
from .positions import hand, position

REX, MEDUSA = 0, 1


def attacks(s) -> list[str]:
    return [label for label in s.options() if label.startswith("Attack ")]


@lru_cache(maxsize=1)
def imported_t_rex() -> Library:
    """The bundled content, and the T-Rex as `cardsmith import umdb` writes her (as the hero
    'imported-t-rex', beside the bundled one)."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder)
        result = CliRunner().invoke(main, ["import", "umdb", str(UMDB / "t-rex.json"), "-o",
                                           str(out)])
        assert result.exit_code == 0, result.output
        path = out / "imported-t-rex.yaml"
        (out / "t-rex.yaml").rename(path)
        compiled = compile_paths([bundled_content(), path])
        assert compiled.ok, [d.message for d in compiled.diagnostics if d.severity == "error"]
    library = Library.from_bundles(compiled.bundles.values())
    library.boards["grid"] = board_from_json(grid_board())
    return library


@pytest.mark.parametrize("rex, name", [("t-rex", "T-Rex"), ("imported-t-rex", "T. Rex")])
def test_a_large_fighter_attacks_from_2_spaces_away_not_from_3(rex, name):
    # T-Rex in 5: Medusa in 7 is 2 spaces away, Harpy 1 in 8 is 3 (neither adjacent nor in
    # her zone: T-Rex is melee); the imported fighter keeps UmDb's name, "T. Rex"
    library = imported_t_rex() if rex == "imported-t-rex" else None
    s = position(rex, "medusa", {name: 5, "Medusa": 7, "Harpy 1": 8},
                 hands=[(REX, "Thrash"), (MEDUSA, "Snipe")], library=library)
    s.start(REX)
    assert attacks(s) == [f"Attack Medusa (space 7) with {name}"]
    s.play(f"Attack Medusa (space 7) with {name}", "No defense card")
    assert [(e["attacker"], e["defender"]) for e in s.events("combat")] == [(name, "Medusa")]


def with_trait(s, player: int, ability: str, word: str, meaning: str) -> None:
    """The player's hero with this ability and the trait `word` declared with `meaning`."""
    hero = s.data.players[player].hero
    sections = resolve_text(parse_effect_text(ability))[0].sections
    declared = TraitDef(word, resolve_text(parse_effect_text(meaning), holder=True)[0].sections)
    s.data.players[player].hero = replace(hero, ability=sections, traits=(declared,))


def test_a_trait_given_to_a_kind_of_sidekick_holds_for_each_of_them():
    # Outlaw 1 in 9 and Outlaw 2 in 12 are melee; Bigfoot in 11 is 2 spaces from the first,
    # adjacent to the second; Robin Hood in 1 (west) does not share Bigfoot's zone (east)
    s = robin_and_bigfoot({"Robin Hood": 1, "Outlaw 1": 9, "Outlaw 2": 12, "Bigfoot": 11})
    s.hand(0, "Feint")
    with_trait(s, 0, "Outlaws are long-armed fighters.", "long-armed",
               "She can attack up to 2 spaces away.")
    s.start(0)
    assert attacks(s) == ["Attack Bigfoot (space 11) with Outlaw 1",
                          "Attack Bigfoot (space 11) with Outlaw 2"]


def test_without_the_sentence_the_trait_is_nobodys():
    s = robin_and_bigfoot({"Robin Hood": 1, "Outlaw 1": 9, "Bigfoot": 11})
    s.hand(0, "Feint")
    with_trait(s, 0, "At the end of your turn: Draw 1 card.", "long-armed",
               "This fighter can attack up to 2 spaces away.")
    s.start(0)
    assert attacks(s) == []


@pytest.mark.parametrize("defender, drawn", [("T-Rex", True), ("Dr. Sattler", False)])
def test_if_the_opposing_fighter_is_a_large_fighter(defender, drawn):
    # Medusa's Snipe, given test-only text, against the T-Rex (large) or Dr. Sattler (not)
    other = "t-rex" if defender == "T-Rex" else "dr-ellie-sattler"
    s = position("medusa", other, {"Medusa": 6, defender: 7},
                 hands=[(0, "Snipe"), (0, "Feint")])  # Feint: the next action waits
    rewrite(s, 0, "Snipe", "After combat: If the opposing fighter is a large fighter, draw 1 "
            "card.")
    s.deck_top(0, "Dash")
    s.start(0)
    s.play("No", f"Attack {defender} (space 7) with Medusa", "Play Snipe")  # "No": her ability
    if s.kind() == "defense card":
        s.choose("No defense card")
    assert s.kind() == "action" and hand(s, 0) == (["Dash", "Feint"] if drawn else ["Feint"])

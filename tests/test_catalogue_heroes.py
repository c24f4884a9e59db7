"""The 11 complete decks of the published catalogue, bundled as heroes (issue 10), match
their reference files (tests/reference/catalogue/<deck>.yaml) card by card.

As tests/test_reference.py does for the first eight: numbers and users exactly; the text
after normalising case, spacing and punctuation; any other difference must be a rewording
listed in reference/catalogue-rewordings.yaml (the catalogue measurement's list, by the
deck's UmDb slug, which is the bundled hero's id) or, if it names a fighter as only the
bundled file does, in reference/catalogue-bundled-rewordings.yaml; and a listed rewording
must be what the bundled hero says.
"""

from __future__ import annotations

import pytest
import yaml

from cardsmith.compiler.pipeline import compile_paths
from cardsmith.grammar import nodes as n
from cardsmith.importer.acceptance import ABILITY, load_rewordings

from tests.test_reference import REFERENCE, fighters, normalise, reference_fighters

CATALOGUE = REFERENCE / "catalogue"
# The catalogue measurement's rewordings, and those only the bundled heroes need.
REWORDINGS = [REFERENCE / "catalogue-rewordings.yaml",
              REFERENCE / "catalogue-bundled-rewordings.yaml"]
# Bundled hero id (the deck's UmDb slug) -> its reference file, by box.
HEROES = {"alice": "alice", "king-arthur": "king-arthur", "medusa": "medusa",
          "sinbad": "sinbad", "dr-ellie-sattler": "dr-sattler", "t-rex": "t-rex",
          "raptors": "raptors", "ingen": "robert-muldon", "harry-houdini": "houdini",
          "the-genie": "the-genie", "bruce-lee": "bruce-lee"}
BOXES = {"battle-of-legends-volume-one": ["alice", "king-arthur", "medusa", "sinbad"],
         "jurassic-park-sattler-vs-t-rex": ["dr-ellie-sattler", "t-rex"],
         "jurassic-park-ingen-vs-raptors": ["ingen", "raptors"],
         "houdini-vs-the-genie": ["harry-houdini", "the-genie"],
         "bruce-lee": ["bruce-lee"]}
# The reference's set names, and the boards of each box (boards.md).
SETS = {"battle-of-legends-volume-one": "Battle of Legends, Volume One",
        "jurassic-park-sattler-vs-t-rex": "Jurassic Park - Sattler vs. T-Rex",
        "jurassic-park-ingen-vs-raptors": "Jurassic Park - Ingen vs. Raptors",
        "houdini-vs-the-genie": "Houdini vs. The Genie", "bruce-lee": "Bruce Lee"}
BOARDS = {"battle-of-legends-volume-one": {"marmoreal": ("Marmoreal", 4, 31, 8),
                                           "sarpedon": ("Sarpedon", 4, 38, 6)},
          "jurassic-park-sattler-vs-t-rex": {"t-rex-paddock": ("T. Rex Paddock", 2, 26, 6)},
          "jurassic-park-ingen-vs-raptors": {"raptor-paddock": ("Raptor Paddock", 2, 28, 6)},
          "houdini-vs-the-genie": {"king-solomons-mine": ("King Solomon's Mine", 2, 29, 7)},
          "bruce-lee": {}}
# Printed fighter names that the hero files spell as card text names the fighters: the
# T-Rex's cards say "T-Rex", InGen's "Muldoon".
FIGHTER_NAMES = {"T. Rex": "T-Rex", "Robert Muldoon": "Muldoon"}
# The printed short forms of "who may use this card" (the reference keeps UmDb's).
USERS = {"ANY": "any", "ALICE": "Alice", "JABBERWOCK": "The Jabberwock",
         "ARTHUR": "King Arthur", "MERLIN": "Merlin", "MEDUSA": "Medusa", "HARPY": "Harpy",
         "SINBAD": "Sinbad", "PORTER": "The Porter", "DR. SATTLER": "Dr. Sattler",
         "DR. MALCOLM": "Dr. Malcolm", "T-REX": "T-Rex", "MULDOON": "Muldoon",
         "INGEN WORKER": "Ingen Worker", "HOUDINI": "Houdini", "BESS": "Bess",
         "THE GENIE": "The Genie"}
HEADERS = {"immediately": "Immediately:", "during_combat": "During combat:",
           "after_combat": "After combat:"}


@pytest.fixture(scope="module")
def compiled():
    result = compile_paths()
    assert result.ok, [d.message for d in result.diagnostics]
    return result


def reference(hero_id: str) -> dict:
    path = CATALOGUE / f"{HEROES[hero_id]}.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def printed_text(card: dict) -> str:
    """The printed card's whole text, its timing windows as headers (as the importer
    writes it, docs/importing.md)."""
    effects = card.get("effects") or {}
    parts = [effects["text"]] if effects.get("text") else []
    parts += [f"{HEADERS[w]} {effects[w]}" for w in HEADERS if effects.get(w)]
    return " ".join(parts)


def rewordings() -> list:
    return [r for path in REWORDINGS for r in load_rewordings(path)]


def reworded(hero_id: str, card: str, printed: str, ours: str) -> bool:
    return any(r.deck == hero_id and r.card == card and normalise(r.printed) == normalise(printed)
               and normalise(r.ours) == normalise(ours) for r in rewordings())


def test_every_complete_deck_is_bundled_in_its_box(compiled):
    complete = {p.stem for p in CATALOGUE.glob("*.yaml")
                if yaml.safe_load(p.read_text(encoding="utf-8"))["special_ability"]}
    assert set(HEROES.values()) == complete
    for box, heroes in BOXES.items():
        bundle = compiled.bundles[box]
        assert [h["id"] for h in bundle["heroes"]] == heroes
        assert {reference(h)["set"] for h in heroes} == {SETS[box]}


@pytest.mark.parametrize("box", sorted(BOARDS))
def test_boards_are_the_counts_of_boards_md_and_approximate(compiled, box):
    boards = {b["id"]: b for b in compiled.bundles[box]["boards"]}
    assert set(boards) == set(BOARDS[box])
    listed = (CATALOGUE / "boards.md").read_text(encoding="utf-8")
    for board_id, (name, players, spaces, zones) in BOARDS[box].items():
        board = boards[board_id]
        assert (board["name"], board["players"], len(board["spaces"]), len(board["zones"])) == (
            name, players, spaces, zones)
        assert board["layout"] == "approximate"
        assert f"| {name} | {players} | {spaces} | {zones} |" in listed


@pytest.mark.parametrize("hero_id", HEROES)
def test_hero_stats_match(compiled, hero_id):
    ref, hero = reference(hero_id), compiled.heroes[hero_id]
    assert hero.name == ref["deck"]
    assert hero.move == ref["move"]
    assert fighters(hero) == reference_fighters(ref, FIGHTER_NAMES)
    assert hero.deck_size == ref["card_count"] == sum(c["count"] for c in ref["cards"])


@pytest.mark.parametrize("hero_id", HEROES)
def test_cards_match_numbers_and_users(compiled, hero_id):
    ref, hero = reference(hero_id), compiled.heroes[hero_id]
    ours = {c.title: (c.type, c.value, c.boost, c.count, c.user) for c in hero.cards}
    theirs = {c["title"]: (c["type"], None if c["type"] == "scheme" else c["value"], c["boost"],
                           c["count"], USERS[c["usable_by"]]) for c in ref["cards"]}
    assert ours == theirs


@pytest.mark.parametrize("hero_id", HEROES)
def test_card_text_says_what_the_printed_text_says(compiled, hero_id):
    ref, hero = reference(hero_id), compiled.heroes[hero_id]
    by_title = {card.title: card for card in hero.cards}
    problems = []
    for printed in ref["cards"]:
        card = by_title[printed["title"]]
        theirs = printed_text(printed)
        ours = card.effect.text if card.effect is not None else ""
        if normalise(theirs) != normalise(ours) and not reworded(hero_id, card.title, theirs,
                                                                 ours):
            problems.append(f"{card.title}\n  printed: {theirs}\n  ours:    {ours}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("hero_id", HEROES)
def test_special_ability_says_what_the_printed_text_says(compiled, hero_id):
    ref, hero = reference(hero_id), compiled.heroes[hero_id]
    ours = hero.ability.text
    printed = ref["special_ability"]
    assert normalise(ours) == normalise(printed) or reworded(hero_id, ABILITY, printed, ours)


def test_every_rewording_of_a_bundled_hero_is_what_it_says(compiled):
    """A listed rewording of a bundled deck is the bundled text: the list cannot go stale."""
    for rewording in rewordings():
        if rewording.deck not in HEROES:
            continue
        hero = compiled.heroes[rewording.deck]
        if rewording.card == ABILITY:
            ours = hero.ability.text
        else:
            ours = next(c for c in hero.cards if c.title == rewording.card).effect.text
        assert normalise(ours) == normalise(rewording.ours), rewording


# What the printed special abilities say that the hero files declare as data.
def test_declared_data_says_what_the_printed_ability_says(compiled):
    sattler = compiled.heroes["dr-ellie-sattler"]
    assert [(t["name"], t["count"]) for t in sattler.tokens] == [("insight token", 5)]
    assert "You have 5 insight tokens." in reference("dr-ellie-sattler")["special_ability"]
    ingen = compiled.heroes["ingen"]
    assert [(t["name"], t["count"]) for t in ingen.tokens] == [("trap token", 8)]
    assert "Muldoon starts with 8 traps." in reference("ingen")["special_ability"]
    alice = compiled.heroes["alice"]
    assert alice.forms["names"] == ["BIG", "SMALL"]
    assert "starts the game BIG or SMALL" in reference("alice")["special_ability"]
    # the choice is the ability's, as printed: its sections, read from the bundle
    assert [s.header.kind for s in alice.ability.ast.sections] == [
        n.HeaderKind.WHEN_YOU_PLACE, n.HeaderKind.WHEN_FORM, n.HeaderKind.WHEN_FORM]
    assert alice.ability.ast.sections[0].sentences[0].clauses == (
        n.ChooseStartingForm(n.FighterPronoun(n.FighterWord.SHE), ("BIG", "SMALL")),)

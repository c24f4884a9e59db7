"""The published catalogue (issue 10): the 26 decks of tests/reference/catalogue imported
through `cardsmith import umdb` and checked as `cardsmith check` checks them.

The measurement the issue sets: the share of the cards accepted exactly as printed (after
the importer's normalisations, docs/importing.md), only with a rewording listed in
reference/catalogue-rewordings.yaml, or not at all. `python benchmarks/catalogue.py` prints
it per deck; the issue's target is 85% as printed.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.importer.acceptance import ABILITY, Rewording, coverage, load_rewordings, verdicts

CATALOGUE = Path(__file__).parent / "reference" / "catalogue"
UMDB = CATALOGUE / "umdb"
REWORDINGS = Path(__file__).parent / "reference" / "catalogue-rewordings.yaml"


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def rewordings() -> list[Rewording]:
    return load_rewordings(REWORDINGS)


@pytest.fixture(scope="module")
def imported(tmp_path_factory) -> tuple[Path, str]:
    out = tmp_path_factory.mktemp("imported")
    result = run("import", "umdb", str(UMDB), "-o", str(out))
    assert result.exit_code == 0, result.output
    return out, result.output


def reference(stem: str) -> dict:
    return yaml.safe_load((CATALOGUE / f"{stem}.yaml").read_text(encoding="utf-8"))


def umdb_decks() -> list[Path]:
    return sorted(UMDB.glob("*.json"))


def test_every_deck_is_written_with_every_card(imported):
    out, _ = imported
    for source in umdb_decks():
        data = json.loads(source.read_text(encoding="utf-8"))
        hero = yaml.safe_load((out / f"{data['slug']}.yaml").read_text(encoding="utf-8"))
        assert hero["name"] == data["name"]
        assert hero["move"] == data["movement"]
        assert [(c["title"], c["count"]) for c in hero["cards"]] == [
            (" ".join(c["title"].split()), c["quantity"]) for c in data["cards"]]
        fighters = data["heroes"] + (data.get("sidekicks") or [])
        assert [(f.get("plural", f["name"]), f["health"], f["count"]) for f in hero["fighters"]
                if not f.get("summoned")
                ] == [(f["name"].replace(" (old)", ""), f["hp"], f["quantity"]) for f in fighters]


def test_a_kind_the_cards_summon_is_declared_as_a_summoned_group(imported):
    """Squirrel Girl's data lists only her; her cards summon squirrels ("Summon two squirrels
    in any space"), so the squirrels are a summoned group, and no other deck has one."""
    out, _ = imported
    groups = {path.stem: [f for f in yaml.safe_load(path.read_text(encoding="utf-8"))["fighters"]
                          if f.get("summoned")] for path in sorted(out.glob("*.yaml"))}
    assert {stem for stem, found in groups.items() if found} == {"squirrel-girl"}
    (squirrel,) = groups["squirrel-girl"]
    assert {k: v for k, v in squirrel.items() if k != "notes"} == {
        "name": "Squirrel", "plural": "Squirrels", "role": "sidekick", "summoned": True,
        "count": 8, "health": 1, "attack": "melee"}
    assert squirrel["notes"].startswith("Not in the UmDb data, which lists no Squirrel")
    hero = yaml.safe_load((out / "squirrel-girl.yaml").read_text(encoding="utf-8"))
    cards = {c["title"]: c for c in hero["cards"]}
    assert cards["Bite of Steel"]["user"] == "Squirrel"
    assert cards["Get 'Em Tippy-Toe!"]["text"] == "After combat: Summon two Squirrels in any space."
    assert cards["Fuzzball Special"]["text"] == "After combat: Move each Squirrel up to 3 spaces."


def test_a_deck_that_summons_a_listed_sidekick_declares_no_group(tmp_path):
    data = json.loads((UMDB / "medusa.json").read_text(encoding="utf-8"))
    data["cards"][0].update(afterText=None,
                            basicText="Summon a harpy in any space. Move each harpy up to 1 space.")
    deck = tmp_path / "medusa.json"
    deck.write_text(json.dumps(data), encoding="utf-8")
    result = run("import", "umdb", str(deck), "-o", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    hero = yaml.safe_load((tmp_path / "out" / "medusa.yaml").read_text(encoding="utf-8"))
    assert not any(f.get("summoned") for f in hero["fighters"])
    assert hero["cards"][0]["text"] == "Summon a Harpy in any space. Move each Harpy up to 1 space."


def test_a_deck_without_a_slug_is_named_by_its_name_with_the_accents_taken_off(tmp_path):
    data = json.loads((UMDB / "medusa.json").read_text(encoding="utf-8"))
    data.update(name="Médusa Ünïcode", slug=None)
    deck = tmp_path / "medusa.json"
    deck.write_text(json.dumps(data), encoding="utf-8")
    result = run("import", "umdb", str(deck), "-o", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    assert [p.name for p in (tmp_path / "out").iterdir()] == ["medusa-unicode.yaml"]


def test_the_summary_gives_the_share_accepted_as_printed(imported):
    out, output = imported
    found = verdicts(sorted(out.glob("*.yaml")))
    cards = [v for v in found if v.title != ABILITY]
    accepted = sum(v.accepted for v in cards)
    abilities = [v for v in found if v.title == ABILITY]
    assert output.splitlines() == [
        f"imported 26 deck(s), {len(cards)} cards, to {out}",
        f"accepted as printed: {accepted} of {len(cards)} cards "
        f"({100 * accepted / len(cards):.1f}%), {sum(v.accepted for v in abilities)} of "
        f"{len(abilities)} special abilities",
        f"see what the language does not accept, and what to write instead: cardsmith check {out}"]


def test_check_reports_each_card_not_accepted_at_its_line(imported):
    out, _ = imported
    result = run("check", str(out), "--format", "json", "--max-errors", "100000")
    assert result.exit_code == 1
    report = json.loads(result.output)
    lines = {(Path(d["file"]).name, d["line"]) for d in report["diagnostics"]
             if d["severity"] == "error"}
    for verdict in verdicts(sorted(out.glob("*.yaml"))):
        if not verdict.accepted:
            assert any(name == verdict.file.name for name, _ in lines), verdict


def test_the_measurement_sorts_every_card_once(imported, tmp_path):
    out, _ = imported
    measured = coverage(sorted(out.glob("*.yaml")), rewordings(), tmp_path)
    print(f"\ncatalogue: {measured.total} cards: {len(measured.as_printed)} as printed "
          f"({measured.share():.1f}%), {len(measured.reworded)} only reworded, "
          f"{len(measured.not_at_all)} not at all")
    cards = sum(len(json.loads(p.read_text(encoding="utf-8"))["cards"]) for p in umdb_decks())
    assert measured.total == cards == 338
    assert not measured.stale, measured.stale
    listed = {(r.deck, r.card) for r in rewordings() if r.card != ABILITY}
    assert {(v.file.stem, v.title) for v in measured.reworded} == listed
    assert not {(v.file.stem, v.title) for v in measured.as_printed} & listed


def test_the_special_abilities_are_measured_too(imported, tmp_path):
    out, _ = imported
    measured = coverage(sorted(out.glob("*.yaml")), rewordings(), tmp_path, abilities=True)
    complete = sorted(p.stem for p in CATALOGUE.glob("*.yaml")
                      if reference(p.stem)["special_ability"])
    assert len(complete) == 11 and measured.total == 11
    assert not measured.stale, measured.stale
    listed = {r.deck for r in rewordings() if r.card == ABILITY}
    assert {v.file.stem for v in measured.reworded} == listed


def test_rewordings_say_what_the_printed_text_says():
    """A rewording quotes the printed text exactly as the importer writes it."""
    from cardsmith.importer.normalise import text

    for rewording in rewordings():
        assert rewording.why.strip(), rewording
        stem = next(p for p in UMDB.glob("*.json")
                    if json.loads(p.read_text(encoding="utf-8"))["slug"] == rewording.deck)
        data = json.loads(stem.read_text(encoding="utf-8"))
        if rewording.card == ABILITY:
            assert text(data["special"]) == rewording.printed
        else:
            card = next(c for c in data["cards"] if " ".join(c["title"].split()) == rewording.card)
            assert rewording.printed in _printed(card), rewording.card


@pytest.mark.parametrize("windows, joined", [
    # the data leaves out the full stop of a window: one is written before the next header
    ({"duringText": "Prevent all damage", "afterText": "You may place your fighter in any space."},
     "During combat: Prevent all damage. After combat: You may place your fighter in any space."),
    # a window that ends its sentence keeps it; the last window is left as printed
    ({"basicText": "Draw 1 card.", "afterText": "Gain 1 action"},
     "Draw 1 card. After combat: Gain 1 action"),
    ({"immediateText": "Choose one: - draw 1 card - gain 1 action", "duringText": "(Or not!)"},
     "Immediately: Choose one: - draw 1 card - gain 1 action. During combat: (Or not!)"),
])
def test_a_window_ends_its_sentence_before_the_next_header(windows, joined):
    from cardsmith.importer.normalise import Window, card_text

    assert card_text({w: windows.get(w.value) for w in Window}) == joined


def _printed(card: dict) -> str:
    from cardsmith.importer.normalise import Window, card_text

    return card_text({w: card.get(w.value) for w in Window})


# ---------------------------------------------------------------- bad input


def test_not_json_is_an_error_with_line_and_column(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text('{"name": "X",\n  "cards": [}\n', encoding="utf-8")
    out = tmp_path / "out"
    result = run("import", "umdb", str(broken), "-o", str(out))
    assert result.exit_code == 1
    assert result.output.splitlines() == [
        f"{broken}:2:13: error: not JSON: Expecting value", "imported nothing: 1 error(s)"]
    assert not out.exists()


@pytest.mark.parametrize("change,message", [
    (lambda d: d.pop("name"), "the deck.name should be text, not missing"),
    (lambda d: d.update(heroes=[]), "the deck.heroes should be a list of at least 1, not a list"),
    (lambda d: d["cards"][2].update(type="spell"),
     "cards[2].type is 'spell', not one of attack, defense, versatile, scheme"),
    (lambda d: d["heroes"][0].update(hp="lots"), "heroes[0].hp should be a whole number, not text"),
    (lambda d: d["heroes"][0].update(attack_type="magic"),
     "heroes[0].attack_type is 'magic', not melee or ranged"),
])
def test_a_deck_of_the_wrong_shape_writes_nothing(tmp_path, change, message):
    data = json.loads((UMDB / "medusa.json").read_text(encoding="utf-8"))
    change(data)
    deck = tmp_path / "medusa.json"
    deck.write_text(json.dumps(data), encoding="utf-8")
    good = tmp_path / "alice.json"
    good.write_text((UMDB / "alice.json").read_text(encoding="utf-8"), encoding="utf-8")
    out = tmp_path / "out"
    result = run("import", "umdb", str(tmp_path), "-o", str(out))
    assert result.exit_code == 1
    suffix = " (is this an UmDb deck?)" if "should be" in message else ""
    assert result.output.splitlines() == [f"{deck}: error: {message}{suffix}",
                                          "imported nothing: 1 error(s)"]
    assert not out.exists()


def test_a_folder_without_json_is_a_usage_error(tmp_path):
    result = run("import", "umdb", str(tmp_path), "-o", str(tmp_path / "out"))
    assert result.exit_code == 2
    assert "no .json files in" in result.output


def test_a_folder_that_cannot_be_written_gets_a_message_and_nothing(tmp_path):
    blocker = tmp_path / "blocker"
    blocker.write_text("", encoding="utf-8")
    result = run("import", "umdb", str(UMDB / "medusa.json"), "-o", str(blocker / "out"))
    assert result.exit_code == 1
    assert result.output.startswith(f"cardsmith: cannot write to {blocker / 'out'}: ")
    assert result.output.rstrip().endswith("nothing was written")
    assert blocker.read_text(encoding="utf-8") == ""

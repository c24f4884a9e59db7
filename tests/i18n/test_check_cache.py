"""The cache of the localisation gates (compiler/check_cache.py): a check with results from
the cache reports exactly what a check without it reports, an edit re-renders only what it
changes, and a corrupt or unusable cache is ignored."""

from __future__ import annotations

import json
import shutil
import textwrap
from pathlib import Path

import pytest

from cardsmith.compiler import check_cache, check_i18n
from cardsmith.compiler.pipeline import compile_paths
from cardsmith.grammar import i18n_catalog, i18n_gates
from cardsmith.grammar.i18n_lang import LANGUAGES

from .helpers import ROOT

ROBIN_HOOD = ROOT / "content" / "robin-hood-vs-bigfoot" / "heroes" / "robin-hood.yaml"

# A hero with faults of its translations: a Polish form a card needs and the translation
# lacks (W811), a card with no Polish title (W810), and an Italian name with a brace in it,
# which every Italian text that names the hero prints (E805).
NEMO = textwrap.dedent("""\
    kind: hero
    name: Captain Nemo
    move: 2
    fighters:
      - name: Captain Nemo
        role: hero
        health: 15
        attack: melee
        translations:
          pl: {name: Kapitan Nemo, gender: m, genitive: Kapitana Nemo}
          it: {name: "Capitano {Nemo}", gender: m}
      - name: Sailor
        plural: Sailors
        role: sidekick
        count: 2
        health: 1
        attack: melee
        translations:
          pl: {name: Marynarz, plural: Marynarze, gender: m}
    ability: |
      At the end of your turn: You may draw 1 card.
    cards:
      - title: Heavy Blow
        type: attack
        value: 5
        boost: 3
        count: 25
        user: any
        translations:
          pl: {title: Potężny cios}
      - title: Nemo's Wrath
        type: attack
        value: 3
        boost: 2
        count: 3
        user: Captain Nemo
        text: |
          After combat: Deal 1 damage to each fighter adjacent to Captain Nemo.
      - title: All Hands
        type: scheme
        boost: 2
        count: 2
        user: any
        text: |
          Move each Sailor up to 2 spaces.
        translations:
          pl: {title: Wszystkie ręce}
    """)
NEMO_EFFECTS = ("the ability", "Nemo's Wrath", "All Hands")


@pytest.fixture
def cache_home(tmp_path, monkeypatch):
    """A fresh per-user cache folder, and nothing kept in memory from other tests."""
    home = tmp_path / "cache-home"
    monkeypatch.setenv("XDG_CACHE_HOME", str(home))
    check_cache.forget()
    yield home / "cardsmith" / check_cache.FOLDER
    check_cache.forget()


@pytest.fixture
def renders(monkeypatch):
    """(effect, language) of every effect the check renders, in order."""
    done: list[tuple[str, str]] = []
    real = check_i18n._render_gates

    def counted(effect, lang, names):
        done.append((effect.card.title if effect.card else "the ability", lang))
        return real(effect, lang, names)

    monkeypatch.setattr(check_i18n, "_render_gates", counted)
    return done


def nemo_file(tmp_path: Path, text: str = NEMO) -> Path:
    path = tmp_path / "content" / "captain-nemo.yaml"
    path.parent.mkdir(exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def check(path: Path) -> list:
    """Every diagnostic of a check of one file, all fields, in order (no limit: the catalogs'
    errors, if any, do not hide the hero's)."""
    check_cache.forget()  # each check reads the cache from its files, as a new process does
    return compile_paths([path], limit=100_000, bundles=False).diagnostics.sorted()


def uncached(path: Path, monkeypatch, tmp_path: Path) -> list:
    """A check with no usable cache: the cache folder's parent is a file."""
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("", encoding="utf-8")
    with monkeypatch.context() as patch:
        patch.setenv("XDG_CACHE_HOME", str(blocked))
        return check(path)


def codes(diagnostics) -> set[str]:
    return {d.code for d in diagnostics}


# ---------------------------------------------------------------- the same diagnostics


def test_the_bundled_hero_is_clean_cached_or_not(cache_home, renders, monkeypatch, tmp_path):
    expected = uncached(ROBIN_HOOD, monkeypatch, tmp_path)
    assert [d for d in expected if Path(d.file).name == ROBIN_HOOD.name] == []
    rendered = len(renders)
    assert rendered >= len({effect for effect, _ in renders}) * (len(LANGUAGES) - 1)
    assert check(ROBIN_HOOD) == expected  # cold: renders and stores
    assert len(renders) == 2 * rendered
    assert len(list(cache_home.glob("*.json"))) == rendered + 1  # and the catalogs' result
    assert check(ROBIN_HOOD) == expected  # warm: renders nothing
    assert len(renders) == 2 * rendered


def test_a_hero_with_i18n_faults_gets_the_same_diagnostics_from_the_cache(
        cache_home, renders, monkeypatch, tmp_path):
    path = nemo_file(tmp_path)
    expected = uncached(path, monkeypatch, tmp_path)
    assert {"W810", "W811", "E805"} <= codes(expected)
    assert any(d.code == "E805" and "Italian" in d.message and "Nemo's Wrath" in d.message
               for d in expected)
    assert any(d.code == "W811" and "instrumental" in d.message for d in expected)
    assert check(path) == expected
    renders.clear()
    assert check(path) == expected
    assert renders == []


def test_stored_problems_are_reported_at_the_current_positions(cache_home, renders, tmp_path):
    path = nemo_file(tmp_path)
    before = check(path)
    assert Path(before[0].file).name == path.name  # sorted: the hero's file first
    renders.clear()
    nemo_file(tmp_path, "# Captain Nemo, with faults.\n\n" + NEMO)  # every line moves down 2
    after = check(path)
    assert renders == []
    moved = [(d.code, d.message, d.line + (d.file == before[0].file) * 2, d.column)
             for d in before]
    assert [(d.code, d.message, d.line, d.column) for d in after] == moved


def test_a_broken_catalog_gets_the_same_diagnostics_from_the_cache(
        cache_home, renders, monkeypatch, tmp_path):
    phrases = tmp_path / "phrases"
    shutil.copytree(i18n_catalog.catalog_path("en").parent, phrases)
    source = (phrases / "tr.ftl").read_text(encoding="utf-8")
    assert "kart { $more ->" in source
    (phrases / "tr.ftl").write_text(source.replace("kart { $more ->", "kart{ $amount } { $more ->"),
                                    encoding="utf-8")
    where = lambda lang: phrases / f"{lang}.ftl"  # noqa: E731
    monkeypatch.setattr(check_i18n, "catalog_path", where)
    monkeypatch.setattr(i18n_catalog, "catalog_path", where)
    i18n_catalog.load_catalog.cache_clear()
    i18n_gates._literal_keys.cache_clear()
    try:
        path = nemo_file(tmp_path)
        expected = uncached(path, monkeypatch, tmp_path)
        assert any(d.code == "E805" and "Turkish" in d.message for d in expected)
        assert check(path) == expected
        renders.clear()
        assert check(path) == expected
        assert renders == []
    finally:
        i18n_catalog.load_catalog.cache_clear()
        i18n_gates._literal_keys.cache_clear()


# ---------------------------------------------------------------- what an edit renders again


def test_editing_one_card_renders_only_that_card_again(cache_home, renders, tmp_path):
    path = nemo_file(tmp_path)
    check(path)
    assert sorted({effect for effect, _ in renders}) == sorted(NEMO_EFFECTS)
    assert len(renders) == len(NEMO_EFFECTS) * len(LANGUAGES)
    renders.clear()
    nemo_file(tmp_path, NEMO.replace("Deal 1 damage", "Deal 2 damage"))
    check(path)
    assert sorted(renders) == sorted(("Nemo's Wrath", lang) for lang in LANGUAGES)


def test_a_new_title_or_another_card_s_translation_renders_nothing_again(
        cache_home, renders, tmp_path):
    path = nemo_file(tmp_path)
    check(path)
    renders.clear()
    edited = NEMO.replace("title: Nemo's Wrath", "title: Nemo's Fury")
    edited = edited.replace("pl: {title: Potężny cios}", "pl: {title: Ciężki cios}")
    nemo_file(tmp_path, edited)
    check(path)
    assert renders == []


def test_a_name_s_translation_renders_again_the_texts_that_name_it_in_its_language(
        cache_home, renders, tmp_path):
    path = nemo_file(tmp_path)
    check(path)
    renders.clear()
    nemo_file(tmp_path, NEMO.replace("{name: Marynarz,", "{name: Żeglarz,"))
    check(path)
    assert renders == [("All Hands", "pl")]


# ---------------------------------------------------------------- a cache that is no use


def test_a_corrupt_cache_file_is_ignored_and_rewritten(cache_home, renders, tmp_path):
    path = nemo_file(tmp_path)
    expected = check(path)
    files = sorted(cache_home.glob("*.json"))
    assert len(files) == len(NEMO_EFFECTS) * len(LANGUAGES) + 1
    good = json.loads(files[0].read_text(encoding="utf-8"))
    other = json.loads(files[1].read_text(encoding="utf-8"))
    spoilt = [
        b"",  # empty
        files[0].read_bytes()[:-7],  # truncated
        b"\x00\xff not json",
        b"[]",
        json.dumps({"key": good["key"]}).encode(),  # no value
        json.dumps({"key": "0" * 64, "value": good["value"]}).encode(),  # another key
        json.dumps({"key": other["key"], "value": good["value"]}).encode(),  # another's value
        None,  # below: its own key, a value of the wrong shape
    ]
    for index, file in enumerate(files):  # each file spoilt in one of the ways
        data = spoilt[index % len(spoilt)]
        if index % len(spoilt) == len(spoilt) - 1:  # under its own key, of the wrong shape
            data = json.dumps({"key": file.stem, "value": {
                "problems": [["X1", "?"]], "issues": [["pl", 99, "missing", ""]]}}).encode()
        file.write_bytes(data)
    renders.clear()
    assert check(path) == expected
    assert len(renders) == len(files) - 1  # every effect in every language (and the catalogs)
    renders.clear()
    assert check(path) == expected  # the files were rewritten
    assert renders == []


@pytest.mark.parametrize("value", [
    {"problems": [["E805", "fine"]], "issues": [["pl", 7, "missing", "instrumental"]]},
    {"problems": [["E805"]], "issues": []},
    {"problems": [["e805", "lower case"]], "issues": []},
    {"problems": [], "issues": [["xx", 0, "missing", "genitive"]]},
    {"problems": [], "issues": [["pl", True, "missing", "genitive"]]},
    {"problems": []},
    ["not", "a", "dict"],
])
def test_a_stored_value_of_the_wrong_shape_is_a_miss(cache_home, renders, tmp_path, value):
    path = nemo_file(tmp_path)
    expected = check(path)
    for file in cache_home.glob("*.json"):
        name = file.stem
        file.write_text(json.dumps({"key": name, "value": value}), encoding="utf-8")
    renders.clear()
    assert check(path) == expected
    assert len(renders) == len(NEMO_EFFECTS) * len(LANGUAGES)


def test_an_unwritable_cache_changes_nothing(renders, monkeypatch, tmp_path):
    path = nemo_file(tmp_path)
    first = uncached(path, monkeypatch, tmp_path)
    second = uncached(path, monkeypatch, tmp_path)
    assert first == second and {"W810", "W811", "E805"} <= codes(first)
    assert len(renders) == 2 * len(NEMO_EFFECTS) * len(LANGUAGES)


def test_the_key_names_the_code_the_data_and_the_language():
    a = check_cache.key("render", "pl", "catalog", "{}", "[]")
    assert a == check_cache.key("render", "pl", "catalog", "{}", "[]")
    assert len({a, check_cache.key("render", "it", "catalog", "{}", "[]"),
                check_cache.key("render", "pl", "catalog!", "{}", "[]"),
                check_cache.key("render", "pl", "catalog", "{}", "[1]"),
                check_cache.key("render", "plcatalog", "", "{}", "[]")}) == 5
    stamp = check_cache.code_stamp()
    assert "0." in stamp and "babel:" in stamp and "fluent.runtime:" in stamp

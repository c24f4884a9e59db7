"""Reminder text in other languages (compiler/remarks.py, docs/translating.md): a hero file
translates each remark under `remarks`, by its English text; `cardsmith text` prints the
translation, and `cardsmith check` and `cardsmith i18n status` say where one is missing,
stale or given twice, at the line and column."""

from __future__ import annotations

import copy
from pathlib import Path

from click.testing import CliRunner

from cardsmith.cli import main
from hero_files import line_column, made_up_hero, write_hero

SWEEP = "Move each fighter up to 3 spaces. (This includes opposing fighters.)"
RALLY = "Draw 1 card. (You may look at it first.)"
NAMES = {lang: {"name": "Ada"} for lang in ("it", "pl", "pt-BR", "tr")}


def _hero(folder: Path, remarks: list[dict]) -> Path:
    cards = [{"title": "Sweep", "type": "scheme", "boost": 1, "count": 3, "user": "any",
              "text": SWEEP},
             {"title": "Rally", "type": "scheme", "boost": 1, "count": 3, "user": "any",
              "text": RALLY}]
    hero = made_up_hero("Ada", cards, translations=NAMES, remarks=remarks)
    for card in hero["cards"]:  # every title kept in English: only the remarks are missing
        card["translations"] = {lang: {"title": card["title"]} for lang in NAMES}
    hero["fighters"][0]["translations"] = {lang: {"name": "Ada"} | (
        {} if lang == "tr" else {"gender": "f"}) for lang in NAMES}
    return write_hero(folder, hero)


def _warnings(output: str) -> list[str]:
    return [line for line in output.splitlines() if ": warning[" in line or ": error[" in line]



SWEEP_IT = {"text": "(This includes opposing fighters.)",
            "translations": {"it": {"text": "(Compresi i combattenti avversari.)"},
                             "pl": {"text": "(Dotyczy to również wrogich wojowników.)"},
                             "pt-BR": {"text": "(Isso inclui os combatentes inimigos.)"},
                             "tr": {"text": "(Buna rakip figürler de dahildir.)"}}}
RALLY_IT = {"text": "(You may look at it first.)",
            "translations": {"it": {"text": "(Puoi prima guardarla.)"}}}


def test_the_translated_remark_is_printed_and_an_untranslated_one_in_english(tmp_path):
    path = _hero(tmp_path, [SWEEP_IT, RALLY_IT])
    runner = CliRunner()
    italian = runner.invoke(main, ["text", "ada", "--content", str(path), "--lang", "it"])
    assert italian.exit_code == 0, italian.output
    assert "Muovi ogni combattente fino a 3 spazi. (Compresi i combattenti avversari.)" \
        in italian.output.splitlines()
    assert "Pesca 1 carta. (Puoi prima guardarla.)" in italian.output.splitlines()
    polish = runner.invoke(main, ["text", "ada", "--content", str(path), "--lang", "pl"])
    assert "Dobierz 1 kartę. (You may look at it first.)" in polish.output.splitlines()


def test_a_declared_remark_missing_a_language_is_w810_where_it_is_declared(tmp_path):
    path = _hero(tmp_path, [SWEEP_IT, RALLY_IT])
    result = CliRunner().invoke(main, ["check", str(path)])
    assert result.exit_code == 0, result.output
    line, column = line_column(path, "text: (You may look at it first.)")
    column += len("text: ")
    assert _warnings(result.output) == [
        f"{path}:{line}:{column}: warning[W810]: remark '(You may look at it first.)' has no "
        f"{language} text; the English one is printed"
        for language in ("Polish", "Brazilian Portuguese", "Turkish")]
    assert "= expected remarks: [{text: '(You may look at it first.)', translations: {pl: " \
           "{text: ...}}}]" in result.output


def test_an_undeclared_remark_is_w810_where_it_stands_in_its_text(tmp_path):
    path = _hero(tmp_path, [SWEEP_IT])
    result = CliRunner().invoke(main, ["check", str(path)])
    line, column = line_column(path, "(You may look at it first.)")
    assert _warnings(result.output) == [
        f"{path}:{line}:{column}: warning[W810]: remark '(You may look at it first.)' has no "
        f"{language} text; the English one is printed"
        for language in ("Italian", "Polish", "Brazilian Portuguese", "Turkish")]


def test_a_stale_remark_is_w815_and_one_given_twice_e323(tmp_path):
    stale = {"text": "(This is not on any card.)", "translations": {}}
    path = _hero(tmp_path, [SWEEP_IT, RALLY_IT | {"translations": {
        lang: {"text": "(x)"} for lang in NAMES}}, stale, copy.deepcopy(SWEEP_IT)])
    result = CliRunner().invoke(main, ["check", str(path)])
    assert result.exit_code == 1
    stale_line, stale_column = line_column(path, "text: (This is not on any card.)")
    twice = [i for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if "text: (This includes opposing fighters.)" in line]
    assert _warnings(result.output) == [
        f"{path}:{stale_line}:{stale_column + 6}: warning[W815]: remark '(This is not on any "
        "card.)' is translated but no text of Ada has it",
        f"{path}:{twice[1]}:9: error[E323]: remark '(This includes opposing fighters.)' is "
        "translated twice (first as remarks[0])"]


def test_i18n_status_lists_an_untranslated_remark_at_its_text(tmp_path):
    path = _hero(tmp_path, [SWEEP_IT])
    result = CliRunner().invoke(main, ["i18n", "status", str(path)])
    assert result.exit_code == 0, result.output
    line, _ = line_column(path, "text: Draw 1 card.")
    assert f"pl: {path}:{line}:9: remark '(You may look at it first.)' has no Polish " \
           "translation (English printed)" in result.output.splitlines()

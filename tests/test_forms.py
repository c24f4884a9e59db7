"""A hero's forms (compiler/forms.py): the hero file's `forms`, or those the ability's set-up
choice names (the imported Alice, whose UmDb deck has no forms field); "Change <word>" needs
forms (E324) and, where the file gives `forms: word`, that word (E325); the word prints in
the other languages from `forms: word_translations`, and an undeclared one is W810 where a
text uses it."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.compiler.pipeline import compile_paths
from cardsmith.runtime.defs import Library
from hero_files import bundled_hero, line_column, made_up_hero, write_hero

UMDB = Path(__file__).parent / "reference" / "catalogue" / "umdb"


def _check(path: Path) -> list[str]:
    result = CliRunner().invoke(main, ["check", str(path)])
    return [line for line in result.output.splitlines() if "error[" in line or "warning[W810" in line]



def test_changing_the_form_of_a_hero_without_forms_is_e324(tmp_path):
    path = write_hero(tmp_path, made_up_hero("Ada", [
        {"title": "Grow", "type": "scheme", "boost": 1, "count": 3, "user": "any",
         "text": "Draw 1 card. Change size."}]))
    line, column = line_column(path, "Change size.")
    assert _check(path) == [f"{path}:{line}:{column}: error[E324]: 'change size' changes the "
                            "form of Ada, who has no forms"]


def test_another_word_than_the_declared_one_is_e325(tmp_path):
    hero = bundled_hero("alice")
    hero["cards"][0]["text"] = "After combat: Change shape."
    path = write_hero(tmp_path, hero, "alice")
    line, column = line_column(path, "Change shape.")
    assert _check(path) == [f"{path}:{line}:{column}: error[E325]: 'change shape': Alice's "
                            "forms are changed by 'size'"]


def test_an_undeclared_word_of_a_translated_hero_is_w810_where_the_text_uses_it(tmp_path):
    hero = bundled_hero("alice")
    del hero["forms"]["word"], hero["forms"]["word_translations"]
    path = write_hero(tmp_path, hero, "alice")
    line, column = line_column(path, "Change size.")
    column += len("Change ")
    assert _check(path)[:4] == [
        f"{path}:{line}:{column}: warning[W810]: form word 'size' has no {language} name; the "
        "English one is printed" for language in ("Italian", "Polish", "Brazilian Portuguese",
                                                  "Turkish")]


def test_the_declared_word_is_printed_in_each_language():
    runner = CliRunner()
    printed = {lang: runner.invoke(main, ["text", "alice", "--lang", lang]).output
               for lang in ("en", "it", "pl", "pt-BR", "tr")}
    assert "After combat: Change size." in printed["en"]
    assert "DOPO IL COMBATTIMENTO: Cambia taglia." in printed["it"]
    assert "PO WALCE: Zmień rozmiar." in printed["pl"]
    assert "APÓS O COMBATE: Mude de tamanho." in printed["pt-BR"]
    assert "ÇATIŞMA SONRASI: Boyut değiştirin." in printed["tr"]


def test_the_imported_alice_takes_the_forms_her_ability_names(tmp_path):
    out = tmp_path / "imported"
    imported = CliRunner().invoke(main, ["import", "umdb", str(UMDB / "alice.json"), "-o",
                                         str(out)])
    assert imported.exit_code == 0, imported.output
    assert "forms" not in (out / "alice.yaml").read_text(encoding="utf-8")
    result = compile_paths([out / "alice.yaml"])
    assert result.ok, [d.message for d in result.diagnostics if d.severity == "error"]
    hero = next(h for b in result.bundles.values() for h in b["heroes"])
    assert hero["forms"] == {"names": ["BIG", "SMALL"], "start": "BIG"}
    library = Library.from_bundles(result.bundles.values())
    assert library.heroes["alice"].hero_fighter.forms == ("BIG", "SMALL")

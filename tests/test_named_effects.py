"""Named effects in the hero file (`named_effects`, docs/language.md 7.41 and 16.3), as
`cardsmith check` reports them, each at its place: a name no effect has (E330), two kinds of
one word or two effects of one name (E331), "a different spell" with nothing before it
(E332), an effect's text with a header or one that invokes (E333), a word, verb, name or
cost that cannot be used as declared (E334), an invocation whose verb or word goes with
another kind (E200), and none declared at all (W330: the imported Wayward Sisters). Also the
bundle, the card text and the rules summary in five languages. The game:
tests/runtime/catalogue/test_named_effects.py."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from cardsmith.cli import main
from hero_files import line_column
from cardsmith.compiler.pipeline import compile_paths

ROOT = Path(__file__).resolve().parent.parent
HERO = ROOT / "tests" / "fixtures" / "named-effects" / "granny-thistle.yaml"
UMDB = ROOT / "tests" / "reference" / "catalogue" / "umdb"


def _hero(tmp_path: Path, change) -> Path:
    data = yaml.safe_load(HERO.read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "granny-thistle.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=1000),
                    encoding="utf-8")
    return path


def _card(data: dict, title: str) -> dict:
    return next(card for card in data["cards"] if card["title"] == title)



def _check(path: Path, exit_code: int = 1) -> list[str]:
    result = CliRunner().invoke(main, ["check", str(path)])
    assert result.exit_code == exit_code, result.output
    return result.output.splitlines()


def _found(path: Path, kind: str = "error") -> list[str]:
    return [line for line in _check(path, 1 if kind == "error" else 0) if f": {kind}[" in line]


def _hint(lines: list[str], diagnostic: str) -> str:
    """The `= ...` line after a diagnostic's source line and caret."""
    at = lines.index(diagnostic)
    return lines[at + 3].strip().removeprefix("= ")


# ---------------------------------------------------------------- the test hero


def test_the_test_hero_checks_clean_and_its_bundle_carries_the_named_effects():
    assert _check(HERO, 0)[-1].endswith("0 errors, 0 warnings")
    result = compile_paths([HERO], self_check=True)
    assert result.ok
    [bundle] = result.bundles.values()
    [kind] = bundle["heroes"][0]["named_effects"]
    assert (kind["name"], kind["plural"], kind["verb"]) == ("spell", "spells", "cast")
    assert kind["translations"]["it"] == {"name": "incantesimo", "plural": "incantesimi",
                                          "gender": "m", "verb": "lancia",
                                          "verb_infinitive": "lanciare"}
    effects = {e["name"]: e for e in kind["effects"]}
    assert list(effects) == ["Toad's Blessing", "Nettle Sting", "Moonlit Path"]
    assert effects["Toad's Blessing"]["effect"]["text"] == "Draw 1 card."
    assert effects["Toad's Blessing"]["cost"] is None
    assert effects["Nettle Sting"]["cost"]["text"] == "Discard 1 card."
    line, column = line_column(HERO, "Discard 1 card.")
    assert effects["Nettle Sting"]["cost"]["span"][:2] == [line, column]


# ---------------------------------------------------------------- invocations


def test_a_name_no_spell_has_is_e330_with_a_suggestion(tmp_path):
    path = _hero(tmp_path, lambda d: _card(d, "Hex Bag").update(text="Cast Nettle Stink.\n"))
    line, column = line_column(path, "Cast Nettle Stink")
    diagnostic = (f"{path}:{line}:{column}: error[E330]: card 'Hex Bag' invokes "
                  "'Nettle Stink', which is no spell of Granny Thistle")
    assert _found(path) == [diagnostic]
    assert _hint(_check(path), diagnostic) == "did you mean 'Nettle Sting'?"


def test_a_different_spell_with_none_before_it_is_e332(tmp_path):
    path = _hero(tmp_path, lambda d: _card(d, "Hex Bag").update(
        text="Draw 1 card. Cast a different spell.\n"))
    line, column = line_column(path, "Cast a different spell")
    assert _found(path) == [
        f"{path}:{line}:{column}: error[E332]: card 'Hex Bag': 'a different spell' follows no "
        "spell invoked before it"]


def test_a_verb_of_another_kind_is_e200_at_the_verb(tmp_path):
    path = _hero(tmp_path, lambda d: _card(d, "Hex Bag").update(text="Perform a spell.\n"))
    line, column = line_column(path, "Perform a spell")
    diagnostic = (f"{path}:{line}:{column}: error[E200]: unexpected 'Perform'; did you mean "
                  "'cast'?")
    assert _found(path) == [diagnostic]
    assert _hint(_check(path), diagnostic) == ("expected 'cast', as the hero file declares "
                                               "under `named_effects`")


def test_a_word_of_no_kind_after_a_declared_verb_is_e200_at_the_word(tmp_path):
    path = _hero(tmp_path, lambda d: _card(d, "Hex Bag").update(text="Cast a spel.\n"))
    line, column = line_column(path, "spel.")
    assert _found(path) == [
        f"{path}:{line}:{column}: error[E200]: unexpected 'spel'; did you mean 'spell'?"]


def test_invoking_what_the_hero_does_not_declare_is_w330_once_a_text(tmp_path):
    path = _hero(tmp_path, lambda d: _card(d, "Hex Bag").update(
        text="Sing a song. Then sing a different song.\n"))
    line, column = line_column(path, "Sing a song")
    diagnostic = (f"{path}:{line}:{column}: warning[W330]: card 'Hex Bag': 'sing a song' "
                  "invokes named effects Granny Thistle does not declare")
    assert _found(path, "warning") == [diagnostic]
    assert _hint(_check(path, 0), diagnostic) == ("declare them under `named_effects` "
                                                  "(name: song, verb: sing)")


def test_the_imported_wayward_sisters_cast_spells_with_w330_at_the_card(tmp_path):
    out = tmp_path / "decks"
    imported = CliRunner().invoke(main, ["import", "umdb",
                                         str(UMDB / "the-wayward-sisters.json"), "-o", str(out)])
    assert imported.exit_code == 0, imported.output
    assert "accepted as printed: 12 of 12 cards (100.0%)" in imported.output
    path = out / "the-wayward-sisters.yaml"
    line, column = line_column(path, "Cast any spell.")
    assert [w for w in _found(path, "warning") if "W330" in w] == [
        f"{path}:{line}:{column}: warning[W330]: card 'Something Wicked This Way Comes 🦇': "
        "'cast a spell' invokes named effects The Wayward Sisters does not declare"]


# ---------------------------------------------------------------- declarations


def test_two_effects_of_one_name_is_e331(tmp_path):
    def change(data):
        data["named_effects"][0]["effects"].append({"name": "Toad's Blessing",
                                                    "text": "Gain 1 action."})
    path = _hero(tmp_path, change)
    line, column = line_column(path, "name: Toad's Blessing", 2)
    assert _found(path) == [
        f"{path}:{line}:{column + 6}: error[E331]: spell 'Toad's Blessing' has the name of "
        "spell 'Toad's Blessing'"]


def test_two_kinds_of_one_word_is_e331(tmp_path):
    def change(data):
        data["named_effects"].append({"name": "spells", "plural": "hexes", "verb": "weave",
                                      "effects": [{"name": "Knot", "text": "Draw 1 card."}]})
    path = _hero(tmp_path, change)
    line, column = line_column(path, "name: spells")
    assert _found(path) == [
        f"{path}:{line}:{column + 6}: error[E331]: named effects 'spells' have the word of "
        "named_effects[0]"]


def test_a_named_effects_text_that_invokes_is_e333(tmp_path):
    def change(data):
        data["named_effects"][0]["effects"][2]["text"] = "Draw 1 card. Cast Toad's Blessing."
    path = _hero(tmp_path, change)
    line, column = line_column(path, "Cast Toad's Blessing.")
    assert _found(path) == [
        f"{path}:{line}:{column}: error[E333]: spell 'Moonlit Path' invokes a named effect"]


def test_a_named_effects_text_with_a_header_is_e333(tmp_path):
    def change(data):
        data["named_effects"][0]["effects"][0]["text"] = "Immediately: Draw 1 card."
    path = _hero(tmp_path, change)
    line, column = line_column(path, "Immediately: Draw 1 card.")
    assert _found(path) == [
        f"{path}:{line}:{column}: error[E333]: spell 'Toad's Blessing' has a header"]


def test_a_verb_of_the_language_itself_is_e334(tmp_path):
    def change(data):
        data["named_effects"][0]["verb"] = "play"
        data.pop("ability")
        for card in data["cards"]:
            card.pop("text", None)
    path = _hero(tmp_path, change)
    line, column = line_column(path, "verb: play")
    assert _found(path) == [
        f"{path}:{line}:{column + 6}: error[E334]: 'play any spell' does not read as an "
        "invocation: the verb or the word is a word of the effect language"]


def test_a_name_not_in_capitalised_words_is_e334(tmp_path):
    def change(data):
        data["named_effects"][0]["effects"][2]["name"] = "Moonlit path"
    path = _hero(tmp_path, change)
    line, column = line_column(path, "name: Moonlit path")
    assert _found(path) == [
        f"{path}:{line}:{column + 6}: error[E334]: spell 'Moonlit path' cannot be named in "
        "text: 'cast Moonlit path' does not read as an invocation"]


def test_a_cost_that_is_no_cost_is_e334_at_the_cost(tmp_path):
    def change(data):
        data["named_effects"][0]["effects"][1]["cost"] = "Draw 1 card."
    path = _hero(tmp_path, change)
    line, column = line_column(path, "cost: Draw 1 card.")
    assert _found(path) == [
        f"{path}:{line}:{column + 6}: error[E334]: the cost of spell 'Nettle Sting' is not one "
        "thing paid"]


def test_a_named_effects_text_is_checked_at_its_own_place(tmp_path):
    def change(data):
        data["named_effects"][0]["effects"][2]["text"] = "Move Granny Thistel up to 3 spaces."
    path = _hero(tmp_path, change)
    line, column = line_column(path, "Granny Thistel")
    assert _found(path) == [
        f"{path}:{line}:{column}: error[E300]: spell 'Moonlit Path' names 'Granny Thistel', "
        "who is not a fighter of Granny Thistle"]


def test_a_capitalised_verb_is_a_schema_error_at_its_place(tmp_path):
    def change(data):
        data["named_effects"][0]["verb"] = "Cast"
    path = _hero(tmp_path, change)
    line, column = line_column(path, "verb: Cast")
    errors = _found(path)
    assert len(errors) == 1 and errors[0].startswith(f"{path}:{line}:{column + 6}: error[E100]")


# ---------------------------------------------------------------- text in five languages


TEXT = {
    "en": ["Cast any spell. Then cast a different spell. (Do not pay their costs.)",
           "You may cast a spell, paying its cost.",
           "After combat: If you won the combat, cast Toad's Blessing."],
    "it": ["Lancia un incantesimo qualsiasi. Poi lancia un incantesimo diverso. "
           "(Non pagarne i costi.)",
           "Puoi lanciare un incantesimo, pagandone il costo.",
           "DOPO IL COMBATTIMENTO: Se hai vinto il combattimento, lancia Benedizione del Rospo."],
    "pl": ["Rzuć dowolne zaklęcie. Następnie rzuć inne zaklęcie. (Nie płać ich kosztów.)",
           "Możesz rzucić zaklęcie, płacąc jego koszt.",
           "PO WALCE: Jeśli wygrałeś walkę, rzuć Błogosławieństwo Ropuchy."],
    "pt-BR": ["Lance qualquer feitiço. Em seguida, lance um feitiço diferente. "
              "(Não pague seus custos.)",
              "Você pode lançar um feitiço, pagando seu custo.",
              "APÓS O COMBATE: Se você venceu o combate, lance Bênção do Sapo."],
    "tr": ["Herhangi bir büyü yapın. Ardından farklı bir büyü yapın. "
           "(Bedellerini ödemeyin.)",
           "Maliyetini ödeyerek bir büyü yapabilirsiniz.",
           "ÇATIŞMA SONRASI: Çatışmayı kazandıysanız Kurbağa Kutsamasını yapın."],
}


@pytest.mark.parametrize("lang", TEXT)
def test_the_cards_print_in_every_language(lang):
    printed = CliRunner().invoke(main, ["text", "granny-thistle", "--content", str(HERO),
                                        "--lang", lang])
    assert printed.exit_code == 0, printed.output
    lines = printed.output.splitlines()
    assert [line for line in TEXT[lang] if line not in lines] == []


RULES = {
    "en": ["- Named effects (spells) its cards invoke:",
           "  Toad's Blessing: Draw 1 card.",
           "  Nettle Sting (cost: Discard 1 card.): Deal 2 damage to any one opposing fighter "
           "adjacent to Granny Thistle.",
           "  Moonlit Path: Move Granny Thistle up to 3 spaces."],
    "it": ["- Effetti con nome (incantesimi) che le sue carte invocano:",
           "  Benedizione del Rospo: Pesca 1 carta.",
           "  Puntura d'Ortica (costo: Scarta 1 carta.): Infliggi 2 danni a un qualsiasi "
           "combattente avversario adiacente a Nonna Cardo.",
           "  Sentiero di Luna: Muovi Nonna Cardo fino a 3 spazi."],
    "pl": ["- Efekty z nazwą (zaklęcia), które wywołują karty bohatera:",
           "  Błogosławieństwo Ropuchy: Dobierz 1 kartę.",
           "  Parzenie Pokrzywy (koszt: Odrzuć 1 kartę.): Zadaj 2 obrażenia jednemu wybranemu "
           "wrogiemu wojownikowi sąsiadującemu z Babcią Oset.",
           "  Księżycowa Ścieżka: Przesuń Babcię Oset o maksymalnie 3 pola."],
    "pt-BR": ["- Efeitos com nome (feitiços) que suas cartas invocam:",
              "  Bênção do Sapo: Compre 1 carta.",
              "  Ferroada de Urtiga (custo: Descarte 1 carta.): Cause 2 pontos de dano a um "
              "combatente inimigo à sua escolha adjacente a Vovó Cardo.",
              "  Trilha do Luar: Mova Vovó Cardo até 3 espaços."],
    "tr": ["- Kartlarının adıyla çağırdığı etkiler (büyüler):",
           "  Kurbağa Kutsaması: 1 kart çekin.",
           "  Isırgan Dikeni (bedeli: 1 kart ıskarta edin.): Devedikeni Nine'ye komşu "
           "istediğiniz bir rakip figüre 2 hasar verin.",
           "  Ay Işığı Yolu: Devedikeni Nine'yi 3 alana kadar hareket ettirin."],
}


@pytest.fixture(scope="module")
def box_with_the_witch(tmp_path_factory) -> Path:
    """Robin Hood vs. Bigfoot's box with Granny Thistle in it too."""
    root = tmp_path_factory.mktemp("content")
    box = root / "robin-hood-vs-bigfoot"
    shutil.copytree(ROOT / "content" / "robin-hood-vs-bigfoot", box)
    shutil.copy(HERO, box / "heroes" / HERO.name)
    manifest = box / "box.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace(
        "heroes: [robin-hood, bigfoot]", "heroes: [robin-hood, bigfoot, granny-thistle]"),
        encoding="utf-8")
    return root


@pytest.mark.parametrize("lang", RULES)
def test_the_rules_summary_prints_the_spells_in_every_language(box_with_the_witch, lang):
    printed = CliRunner().invoke(main, ["rules", "robin-hood-vs-bigfoot", "--content",
                                        str(box_with_the_witch), "--lang", lang])
    assert printed.exit_code == 0, printed.output
    lines = printed.output.splitlines()
    at = lines.index(RULES[lang][0])
    assert lines[at:at + 4] == RULES[lang]

"""`cardsmith lsp` completion, hover, definition and quick fixes, end to end over stdio."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from lsprotocol import types

from cardsmith.cli import main
from cardsmith.compiler.pipeline import find_sources
from cardsmith.grammar.i18n_lang import LANGUAGES
from cardsmith.lsp.completion import snippets
from cardsmith.lsp.manual import sections
from editor import Editor, card_titles, find

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"

pytestmark = pytest.mark.asyncio(loop_scope="module")


def labels(items) -> list[str]:
    return [item.label for item in items]


def robin(content):
    return content / "robin-hood-vs-bigfoot" / "heroes" / "robin-hood.yaml"


def with_card(text: str, card_text: str) -> str:
    """The hero's text with one card's effect text replaced by card_text (one line)."""
    old = "      Draw 1 card, then choose an opponent. They may choose to discard 1 card. If they do not, draw 1 more card.\n"
    assert old in text
    return text.replace(old, f"      {card_text}\n", 1)


async def complete_card_text(editor: Editor, path, card_text: str):
    """Open the hero with one card's text as card_text, and complete at its end; the items,
    and where card_text starts (line, character)."""
    text = with_card(path.read_text(encoding="utf-8"), card_text)
    await editor.open(path, text)
    line, character = find(text, "      " + card_text)
    items = await editor.complete(path, line, character + 6 + len(card_text))
    await editor.close(path)
    return items, line, character + 6


# --- completion in effect text ----------------------------------------------------------

async def test_the_words_that_can_come_next(client, content):
    items, _, _ = await complete_card_text(Editor(client), robin(content), "Deal 1 ")
    assert labels(items) == ["damage"]
    assert items[0].text_edit.new_text == "damage"


async def test_the_heroes_names_where_a_fighter_can_stand(client, content):
    items, line, character = await complete_card_text(Editor(client), robin(content), "Move Ro")
    names = [i for i in items if i.kind == types.CompletionItemKind.Variable]
    assert labels(names) == ["Robin Hood", "Outlaw", "Outlaws"]
    start = types.Position(line=line, character=character + len("Move "))
    assert names[0].text_edit.range.start == start  # it replaces the word begun
    assert {"up", "each", "your", "the"} <= set(labels(items))


async def test_sentence_starts_offer_capitalised_words_and_snippets(client, content):
    items, _, _ = await complete_card_text(Editor(client), robin(content), "Draw 1 card. ")
    words = labels(i for i in items if i.kind == types.CompletionItemKind.Keyword)
    assert {"Deal", "Draw", "Move", "If", "After", "You"} <= set(words)
    assert all(word[0].isupper() for word in words)
    offered = [i.label for i in items if i.kind == types.CompletionItemKind.Snippet]
    assert offered == [s.label for s in snippets()]  # every one fits after a sentence
    deal = next(i for i in items if i.label == "Deal damage to the opposing fighter")
    assert deal.text_edit.new_text == "Deal ${1:1} damage to ${2:the opposing fighter}."
    assert deal.insert_text_format == types.InsertTextFormat.Snippet


async def test_completion_works_while_the_file_is_not_valid_yaml(client, content):
    editor = Editor(client)
    path = robin(content)
    text = path.read_text(encoding="utf-8").replace("    user: any\n", "    user: any\n    text: After combat: Dr\n", 1)
    assert [d.code for d in await editor.open(path, text)] == ["E001"]
    line, character = find(text, "    text: After combat: Dr")
    items = await editor.complete(path, line, character + len("    text: After combat: Dr"))
    assert "Draw" in labels(items) and "Deal" in labels(items)
    await editor.close(path)


# --- completion of fields and values ----------------------------------------------------

async def test_field_names_and_values_from_the_schema_and_the_hero(client, content):
    editor = Editor(client)
    path = robin(content)
    text = path.read_text(encoding="utf-8").replace(
        "cards:\n", "cards:\n  - title: New\n    ty\n", 1)
    await editor.open(path, text)
    line, character = find(text, "    ty\n")
    fields = await editor.complete(path, line, character + 6)
    assert labels(fields) == ["type", "value", "boost", "count", "user", "text", "notes",
                              "symbols", "symbols_per_copy", "translations"]
    assert next(f for f in fields if f.label == "type").text_edit.new_text == "type: "
    assert fields[0].documentation
    for typed, expected in (("type: ", ["attack", "defense", "versatile", "scheme"]),
                            ("user: ", ["any", "Robin Hood", "Outlaw"])):
        text_with = text.replace("    ty\n", f"    {typed}\n", 1)
        await editor.change(path, text_with)
        values = await editor.complete(path, line, character + 4 + len(typed))
        assert labels(values) == expected
    await editor.close(path)


async def test_a_box_completes_the_ids_of_the_files_beside_it(client, content):
    editor = Editor(client)
    box = content / "robin-hood-vs-bigfoot" / "box.yaml"
    text = box.read_text(encoding="utf-8")
    await editor.open(box)
    line, character = find(text, "heroes: [robin-hood, ")
    items = await editor.complete(box, line, character + len("heroes: [robin-hood, "))
    assert labels(items) == ["bigfoot", "robin-hood"]
    await editor.close(box)


# --- hover ------------------------------------------------------------------------------

def printed_cards(hero: str, lang: str) -> str:
    result = CliRunner().invoke(main, ["text", hero, "--lang", lang])
    assert result.exit_code == 0
    return result.output


async def test_hover_on_every_card_of_every_hero_prints_it_in_every_language(client, content):
    editor = Editor(client)
    heroes = [p for p in find_sources([content]) if p.parent.name == "heroes"]
    assert len(heroes) == 19
    for path in heroes:
        text = path.read_text(encoding="utf-8")
        await editor.open(path)
        printed = {lang: printed_cards(path.stem, lang) for lang in LANGUAGES}
        for number, (key, _) in enumerate(card_titles(text)):
            hover = await editor.hover(path, key.line, key.character)
            blocks = re.findall(r"\*\*(.+?)\*\* \((.+?)\)\n\n```text\n(.*?)\n```",
                                hover.contents.value, re.S)
            assert [b[1] for b in blocks] == list(LANGUAGES), (path, number)
            for english_name, lang, card_text in blocks:
                assert english_name == LANGUAGES[lang].english_name
                assert f"\n\n{card_text}\n\n" in f"\n\n{printed[lang]}", (path, number, lang)
        await editor.close(path)


async def test_hover_on_a_word_gives_its_entry_in_the_manual(client, content):
    editor = Editor(client)
    path = robin(content)
    text = with_card(path.read_text(encoding="utf-8"),
                     "Deal 1 damage to each opposing fighter adjacent to Robin Hood.")
    await editor.open(path, text)
    line, character = find(text, "Deal 1 damage")
    for offset, section in ((0, "7.3"), (7, "7.3"), (31, "10.3"), (48, "10.3")):
        hover = await editor.hover(path, line, character + offset)
        assert hover.contents.value.splitlines()[0] == sections()[section].lines[0]
    word = await editor.hover(path, line, character + 8)
    assert (word.range.start.character, word.range.end.character) == (character + 7,
                                                                       character + 13)
    await editor.close(path)


# --- definition and quick fixes ---------------------------------------------------------

async def test_definition_of_names_in_text_and_of_a_cards_user(client, content):
    editor = Editor(client)
    path = robin(content)
    text = path.read_text(encoding="utf-8")
    await editor.open(path)
    robin_hood = find(text, "  - name: Robin Hood")
    outlaw = find(text, "  - name: Outlaw")
    for needle, target in (("Robin Hood's zone", robin_hood), ("Outlaw (if any)", outlaw)):
        line, character = find(text, needle)
        [location] = await editor.definition(path, line, character + 3)
        assert location.uri == path.as_uri()
        assert (location.range.start.line, location.range.start.character) == (
            target[0], target[1] + len("  - name: "))
    line, character = find(text, "    user: Robin Hood")
    [location] = await editor.definition(path, line, character + len("    user: R"))
    assert location.range.start.line == robin_hood[0]
    await editor.close(path)


async def test_definition_of_tokens_forms_and_box_ids(client, content):
    editor = Editor(client)
    invisible = content / "cobble-and-fog" / "heroes" / "invisible-man.yaml"
    text = invisible.read_text(encoding="utf-8")
    await editor.open(invisible)
    line, character = find(text, "with a fog token:")
    [location] = await editor.definition(invisible, line, character + len("with a f"))
    declared = find(text, "name: fog token")
    assert location.range.start.line == declared[0]
    await editor.close(invisible)
    jekyll = content / "cobble-and-fog" / "heroes" / "jekyll-and-hyde.yaml"
    text = jekyll.read_text(encoding="utf-8")
    await editor.open(jekyll)
    line, character = find(text, "If you are Mr. Hyde")
    [location] = await editor.definition(jekyll, line, character + len("If you are Mr"))
    assert location.range.start.line == find(text, "names: [Dr. Jekyll, Mr. Hyde]")[0]
    await editor.close(jekyll)
    box = content / "cobble-and-fog" / "box.yaml"
    text = box.read_text(encoding="utf-8")
    await editor.open(box)
    line, character = find(text, "soho")
    [location] = await editor.definition(box, line, character + 1)
    assert location.uri == (content / "cobble-and-fog" / "boards" / "soho.yaml").as_uri()
    await editor.close(box)


async def test_definition_of_the_words_a_hero_declares(client, content):
    """A trait, the word that changes forms, a named effect, its word and its verb lead to
    where the hero file declares them."""
    editor = Editor(client)
    t_rex = content / "jurassic-park-sattler-vs-t-rex" / "heroes" / "t-rex.yaml"
    alice = content / "battle-of-legends-volume-one" / "heroes" / "alice.yaml"
    granny = content.parent / "named-effects" / "granny-thistle.yaml"
    granny.parent.mkdir(exist_ok=True)
    granny.write_text(FIXTURES.joinpath("named-effects", "granny-thistle.yaml")
                      .read_text(encoding="utf-8"), encoding="utf-8")
    cases = [(t_rex, "is a large fighter", len("is a l"), "- name: large"),
             (alice, "After combat: Change size.", len("After combat: Change s"), "word: size"),
             (granny, "cast Toad's Blessing.", len("cast Toad's B"), "- name: Toad's Blessing"),
             (granny, "Cast any spell.", len("Cast any s"), "- name: spell"),
             (granny, "Cast any spell.", len("Ca"), "verb: cast")]
    for path, needle, at, declared in cases:
        text = path.read_text(encoding="utf-8")
        await editor.open(path)
        line, character = find(text, needle)
        [location] = await editor.definition(path, line, character + at)
        target = find(text, declared)
        assert (location.range.start.line, location.range.start.character) == (
            target[0], target[1] + declared.index(": ") + 2), (needle, declared)
        await editor.close(path)


async def test_completion_offers_the_named_effects_after_their_verb(client, content):
    granny = content.parent / "named-effects" / "granny-thistle.yaml"
    granny.parent.mkdir(exist_ok=True)
    text = FIXTURES.joinpath("named-effects", "granny-thistle.yaml").read_text(encoding="utf-8")
    written = "Cast any spell. Then, cast a different spell. (Do not pay their costs.)"
    assert written in text
    text = text.replace(written, "Draw 1 card. Cast ", 1)
    granny.write_text(text, encoding="utf-8")
    editor = Editor(client)
    await editor.open(granny, text)
    line, character = find(text, "Draw 1 card. Cast ")
    names = await editor.complete(granny, line, character + len("Draw 1 card. Cast "))
    starts = await editor.complete(granny, line, character + len("Draw 1 card. "))
    await editor.close(granny)
    assert {"Toad's Blessing", "Nettle Sting", "Moonlit Path"} <= set(labels(names))
    assert "Robin Hood" not in labels(names)
    assert "Cast" in labels(starts)


async def test_every_card_and_fighter_of_every_hero_is_in_the_outline(client, content):
    editor = Editor(client)
    for path in (p for p in find_sources([content]) if p.parent.name == "heroes"):
        text = path.read_text(encoding="utf-8")
        data = yaml.safe_load(text)
        await editor.open(path)
        outline = await editor.symbols(path)
        assert [s.name for s in outline] == [f["name"] for f in data["fighters"]] + [
            c["title"] for c in data["cards"]]
        titles = card_titles(text)
        assert len(titles) == len(data["cards"])
        for symbol, card, (_, title) in zip(outline[len(data["fighters"]):], data["cards"], titles):
            assert symbol.selection_range == title, (path, card["title"])
        await editor.close(path)


async def test_did_you_mean_is_a_quick_fix(client, content):
    editor = Editor(client)
    path = robin(content)
    text = path.read_text(encoding="utf-8")
    typos = text.replace("Robin Hood's zone", "Robin Hod's zone", 1).replace(
        "type: attack", "type: atack", 1).replace("After combat: Draw 2", "After combat: Drow 2", 1)
    faults = await editor.open(path, typos)
    assert [f.code for f in faults] == ["E100", "E200", "E300"]
    fixed = typos
    for fault in sorted(faults, key=lambda f: (f.range.start.line, f.range.start.character),
                        reverse=True):
        [action] = await editor.fixes(path, fault.range)
        assert action.kind == types.CodeActionKind.QuickFix and action.is_preferred
        [edit] = action.edit.changes[path.as_uri()]
        lines = fixed.split("\n")
        row = lines[edit.range.start.line]
        lines[edit.range.start.line] = (row[:edit.range.start.character] + edit.new_text
                                        + row[edit.range.end.character:])
        fixed = "\n".join(lines)
    assert [a.title for a in await editor.fixes(path, faults[1].range)] == [
        "Replace 'Drow' with 'Draw'"]  # the word begins a sentence
    assert fixed == text
    assert await editor.change(path, fixed) == []
    await editor.close(path)

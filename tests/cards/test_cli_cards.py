"""`cardsmith cards` and `cardsmith export tts` as a user runs them: every bundled hero in
every language and format, and bad input (unknown hero, unwritable output, a card that
does not fit) with its message, exit status and nothing written half-way."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from click.testing import CliRunner
from PIL import Image

from cardsmith.cli import main

from .helpers import HERO_IDS, LANGS, bundled, deck

CASES = [(hero, lang) for hero in HERO_IDS for lang in LANGS]
ROOT = Path(__file__).resolve().parents[2]


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def expected_files(hero_id: str, lang: str, ext: str) -> set[str]:
    return {f"{side.key}.{ext}" for side in deck(hero_id, lang).sides()}


@pytest.mark.parametrize("hero_id,lang", CASES)
def test_cards_svg_writes_one_svg_per_side(tmp_path, hero_id, lang):
    out = tmp_path / "svg"
    result = run("cards", hero_id, "--lang", lang, "--format", "svg", "-o", str(out))
    assert result.exit_code == 0, result.output
    faces = deck(hero_id, lang)
    assert result.output == (f"wrote {len(faces.sides())} SVG files to {out}: "
                             f"{len(faces.cards)} card faces, the character card and the back "
                             f"({hero_id}, {lang})\n")
    assert {p.name for p in out.iterdir()} == expected_files(hero_id, lang, "svg")
    for path in out.iterdir():
        root = ET.fromstring(path.read_bytes())
        assert root.tag == "{http://www.w3.org/2000/svg}svg"
        assert (root.get("width"), root.get("height")) == ("63mm", "88mm")


@pytest.mark.parametrize("hero_id,lang", CASES)
def test_cards_png_writes_one_png_per_side_at_the_dpi_asked(tmp_path, hero_id, lang):
    out = tmp_path / "png"
    result = run("cards", hero_id, "--lang", lang, "--dpi", "50", "-o", str(out))
    assert result.exit_code == 0, result.output
    assert {p.name for p in out.iterdir()} == expected_files(hero_id, lang, "png")
    for path in out.iterdir():
        with Image.open(path) as image:
            assert image.size == (124, 173)  # 63 x 88 mm at 50 dpi
            assert round(image.info["dpi"][0]) == 50


@pytest.mark.parametrize("hero_id,lang", CASES)
def test_cards_pdf_prints_every_card_and_its_back(tmp_path, hero_id, lang):
    out = tmp_path / f"{hero_id}.pdf"
    result = run("cards", hero_id, "--lang", lang, "-o", str(out))
    assert result.exit_code == 0, result.output
    cards = 1 + len(deck(hero_id, lang).deck())
    pages = 2 * -(-cards // 9)
    assert result.output == (f"wrote {out}: {pages} pages, {cards} cards and their backs "
                             f"({hero_id}, {lang}, A4)\n")
    document = pdfium.PdfDocument(str(out))
    try:
        assert len(document) == pages
        titles = document[0].get_textpage().get_text_range()
        assert deck(hero_id, lang).character.name in titles  # text, not pictures of it
    finally:
        document.close()


@pytest.mark.parametrize("hero_id,lang", CASES)
def test_export_tts_writes_the_saved_object_and_its_images(tmp_path, hero_id, lang):
    out = tmp_path / "tts"
    result = run("export", "tts", hero_id, "--lang", lang, "--card-width", "100",
                 "-o", str(out))
    assert result.exit_code == 0, result.output
    stem = f"{hero_id}-{lang}"
    assert {p.name for p in out.iterdir()} == {f"{stem}.json", f"{stem}.png",
                                               f"{stem}-deck-1.png", f"{stem}-back.png",
                                               f"{stem}-character.png"}
    saved = json.loads((out / f"{stem}.json").read_text("utf-8"))
    deck_object = saved["ObjectStates"][0]
    assert len(deck_object["ContainedObjects"]) == len(deck(hero_id, lang).deck())
    face_url = deck_object["CustomDeck"]["1"]["FaceURL"]
    assert face_url == (out.resolve() / f"{stem}-deck-1.png").as_uri()


def test_the_installed_command_draws_cards(tmp_path):
    out = tmp_path / "cards"
    command = [sys.executable, "-m", "cardsmith", "cards", "beowulf", "--lang", "tr",
               "--format", "svg", "-o", str(out)]
    done = subprocess.run(command, capture_output=True, text=True, cwd=tmp_path,
                          env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert done.returncode == 0, done.stderr
    assert "beowulf, tr" in done.stdout and (out / "character.svg").is_file()


def test_an_unknown_hero_is_a_usage_error_with_a_suggestion(tmp_path):
    result = run("cards", "robin-hod", "-o", str(tmp_path / "out"))
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (
        "Error: no hero 'robin-hod'; did you mean 'robin-hood'? (known: alice, beowulf, "
        "bigfoot, bruce-lee, dr-ellie-sattler, dracula, harry-houdini, ingen, invisible-man, "
        "jekyll-and-hyde, king-arthur, little-red-riding-hood, medusa, raptors, robin-hood, "
        "sherlock-holmes, sinbad, t-rex, the-genie)")
    result = run("export", "tts", "Bigfoot", "-o", str(tmp_path / "out"))
    assert result.exit_code == 2 and "did you mean 'bigfoot'?" in result.output
    assert list(tmp_path.iterdir()) == []


def test_an_unknown_language_or_format_is_a_usage_error(tmp_path):
    assert run("cards", "bigfoot", "--lang", "de", "-o", str(tmp_path / "x")).exit_code == 2
    assert run("cards", "bigfoot", "--format", "jpg", "-o", str(tmp_path / "x")).exit_code == 2
    result = run("cards", "bigfoot", "--format", "png", "--paper", "letter", "-o",
                 str(tmp_path / "x"))
    assert result.exit_code == 2 and "--paper is for print sheets" in result.output
    assert list(tmp_path.iterdir()) == []


def test_a_bleed_the_paper_cannot_hold_is_a_usage_error(tmp_path):
    result = run("cards", "bigfoot", "--paper", "letter", "--bleed", "3", "-o",
                 str(tmp_path / "b.pdf"))
    assert result.exit_code == 2
    assert ("a bleed of 3 mm leaves no room for crop marks around 3 x 3 cards on LETTER "
            "paper; at most 1.5 mm fits") in result.output
    assert list(tmp_path.iterdir()) == []
    assert run("cards", "bigfoot", "--paper", "letter", "--bleed", "1.5", "-o",
               str(tmp_path / "b.pdf")).exit_code == 0


@pytest.mark.parametrize("args", [["--format", "svg"], ["--format", "png", "--dpi", "50"],
                                  ["--format", "pdf"]])
def test_an_unwritable_output_is_an_error_and_nothing_is_written(tmp_path, args):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder\n")
    target = blocker / "cards.pdf" if "pdf" in args else blocker / "cards"
    result = run("cards", "dracula", *args, "-o", str(target))
    assert result.exit_code == 1
    assert f"cardsmith: cannot write" in result.output and "nothing written" in result.output
    assert str(target) in result.output or str(blocker) in result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-file"]


def test_a_folder_where_the_pdf_should_go_is_an_error(tmp_path):
    result = run("cards", "dracula", "-o", str(tmp_path), "--format", "pdf")
    assert result.exit_code == 1
    assert result.output == (f"cardsmith: cannot write {tmp_path}: it is a folder; give a file "
                             "name; nothing written\n")
    assert list(tmp_path.iterdir()) == []


def test_export_into_a_file_is_an_error(tmp_path):
    blocker = tmp_path / "deck"
    blocker.write_text("")
    result = run("export", "tts", "dracula", "-o", str(blocker))
    assert result.exit_code == 1
    assert result.output == (f"cardsmith: cannot write into {blocker}: it is a file, not a "
                             "folder; nothing written\n")


def test_writing_into_an_existing_folder_replaces_our_files_and_keeps_the_others(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "notes.txt").write_text("mine\n")
    (out / "back.svg").write_text("old\n")
    assert run("cards", "bigfoot", "--format", "svg", "-o", str(out)).exit_code == 0
    assert (out / "notes.txt").read_text() == "mine\n"
    assert (out / "back.svg").read_text().startswith("<?xml")
    assert [p.name for p in tmp_path.iterdir()] == ["out"]  # no staging folder left


def test_a_card_that_does_not_fit_is_a_warning_naming_card_language_and_line(tmp_path):
    source = bundled().heroes["robin-hood"].doc.path.read_text("utf-8")
    sentence = "Deal 2 damage to each opposing fighter adjacent to your fighter."
    long = "After combat: " + " ".join([sentence] * 9)  # within the 600 characters of a text
    hero = tmp_path / "wordy-hood.yaml"
    hero.write_text(source.replace("      After combat: Draw 2 cards.\n", f"      {long}\n"), "utf-8")
    line = hero.read_text("utf-8").splitlines().index(f"      {long}") + 1
    result = run("cards", "wordy-hood", "--lang", "pl", "--content", str(hero), "--format",
                 "svg", "-o", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == (f"{hero}:{line}:7: warning[W870]: card 'Piercing Shot' (pl) does not "
                        "fit on the card at the smallest type size; its text is cut short")
    assert lines[1].startswith(f"{line:>4} |       After combat: {sentence}")
    assert lines[-1].startswith("wrote 13 SVG files")
    assert len([l for l in lines if "warning[" in l]) == 1


def test_a_character_no_card_font_draws_is_a_warning(tmp_path):
    source = bundled().heroes["bigfoot"].doc.path.read_text("utf-8")
    hero = tmp_path / "far-foot.yaml"
    hero.write_text(source.replace("name: Bigfoot\n", "name: 大脚\n", 1), "utf-8")
    result = run("cards", "far-foot", "--content", str(hero), "--format", "svg",
                 "-o", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    warnings = [line for line in result.output.splitlines() if "warning[" in line]
    assert warnings and all("warning[W871]" in line and "'大', '脚', which no card font draws"
                            in line for line in warnings)
    assert warnings[0].startswith(f"{hero}:")

"""The Tabletop Simulator export: the saved object's shape (a custom deck of every card with
its name, a character card beside it) and deck sheets laid out as the JSON says."""

from __future__ import annotations

import io
import json
from dataclasses import replace

import pytest
from PIL import Image

from cardsmith.cards.tts import MAX_COLUMNS, PER_SHEET, saved_object, tts_files

from .helpers import HERO_IDS, LANGS, deck

CASES = [(hero, lang) for hero in HERO_IDS for lang in LANGS]
BASE = "https://example.invalid/decks/"
CARD_KEYS = {"GUID", "Name", "Transform", "Nickname", "Description", "CardID", "CustomDeck",
             "Hands", "SidewaysCard"}
DECK_ENTRY_KEYS = {"FaceURL", "BackURL", "NumWidth", "NumHeight", "BackIsHidden", "UniqueBack",
                   "Type"}


@pytest.mark.parametrize("hero_id,lang", CASES)
def test_the_saved_object_is_a_custom_deck_of_every_card_and_the_character_card(hero_id, lang):
    faces = deck(hero_id, lang)
    saved = saved_object(faces, faces.character.name, f"{hero_id}-{lang}", BASE)
    assert saved["SaveName"] == faces.character.name
    deck_object, character = saved["ObjectStates"]
    assert deck_object["Name"] == "DeckCustom" and deck_object["Nickname"] == faces.character.name
    cards = deck_object["ContainedObjects"]
    # each card by its printed (translated) name and text, in the deck's order
    assert [c["Nickname"] for c in cards] == [side.name for side in faces.deck()]
    assert [c["Description"] for c in cards] == [side.description for side in faces.deck()]
    assert all(set(c) == CARD_KEYS and c["Name"] == "Card" for c in cards)
    assert deck_object["DeckIDs"] == [c["CardID"] for c in cards]
    assert [c["CardID"] for c in cards] == [100 + i for i in range(len(cards))]
    entry = deck_object["CustomDeck"]["1"]
    assert set(entry) == DECK_ENTRY_KEYS
    assert entry["FaceURL"] == f"{BASE}{hero_id}-{lang}-deck-1.png"
    assert entry["BackURL"] == f"{BASE}{hero_id}-{lang}-back.png"
    assert entry["NumWidth"] * entry["NumHeight"] >= len(cards)
    assert entry["NumWidth"] <= MAX_COLUMNS and entry["NumHeight"] <= 7
    assert all(c["CustomDeck"] == {"1": entry} for c in cards)
    assert len({c["GUID"] for c in cards + [deck_object, character]}) == len(cards) + 2
    assert character["Nickname"] == faces.character.name
    assert character["CardID"] == 200
    assert character["CustomDeck"]["2"]["FaceURL"] == f"{BASE}{hero_id}-{lang}-character.png"
    assert character["Transform"]["rotZ"] == 0.0 and deck_object["Transform"]["rotZ"] == 180.0
    json.dumps(saved)  # plain JSON all through


def test_deck_sheets_hold_the_faces_in_the_grid_the_json_names():
    faces = deck("jekyll-and-hyde", "pl")
    files = {f.name: f.data for f in tts_files(faces, faces.character.name, "jh", BASE, 120)}
    saved = json.loads(files["jh.json"])
    entry = saved["ObjectStates"][0]["CustomDeck"]["1"]
    sheet = Image.open(io.BytesIO(files["jh-deck-1.png"]))
    back = Image.open(io.BytesIO(files["jh-back.png"]))
    assert back.size == (120, 168)  # 63 x 88 mm
    assert sheet.size == (entry["NumWidth"] * 120, entry["NumHeight"] * 168)
    assert (entry["NumWidth"], entry["NumHeight"]) == (10, 3)
    # slot i of the sheet is card i of the deck: the first card's slot is its face
    first = faces.deck()[0]
    from cardsmith.cards.render_png import scene_image

    slot = sheet.crop((0, 0, 120, 168))
    assert slot.tobytes() == scene_image(first.scene, 120).tobytes()
    empty = sheet.crop((9 * 120, 2 * 168, 10 * 120, 3 * 168))  # 30 cards fill the grid
    assert empty.getextrema() != ((255, 255), (255, 255), (255, 255))
    thumbnail = Image.open(io.BytesIO(files["jh.png"]))
    assert thumbnail.width == 256


def test_a_deck_of_more_than_69_cards_takes_several_sheets():
    faces = deck("bigfoot", "en")
    many = replace(faces, cards=tuple(replace(c, copies=c.copies * 3) for c in faces.cards))
    saved = saved_object(many, "Big", "big", BASE)
    cards = saved["ObjectStates"][0]["ContainedObjects"]
    assert len(cards) == 90
    decks = saved["ObjectStates"][0]["CustomDeck"]
    assert set(decks) == {"1", "2"}
    assert (decks["1"]["NumWidth"], decks["1"]["NumHeight"]) == (10, 7)
    assert (decks["2"]["NumWidth"], decks["2"]["NumHeight"]) == (10, 3)
    assert [c["CardID"] for c in cards] == ([100 + i for i in range(PER_SHEET)]
                                            + [200 + i for i in range(90 - PER_SHEET)])
    assert saved["ObjectStates"][1]["CardID"] == 300

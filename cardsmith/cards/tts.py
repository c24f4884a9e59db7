"""Tabletop Simulator: a deck as TTS loads it.

TTS draws a custom deck from one image holding a grid of card faces (at most 10 columns by
7 rows; the 70th slot is kept for the card TTS shows when a card is hidden, so a sheet holds
69 faces) and one image of the back. A saved object (JSON) lists the deck's cards, each with
its name (TTS's "nickname") and text, and where the images are: `FaceURL` and `BackURL`.
The export writes the images and a saved object pointing at them; the character card is
an object of its own beside the deck.
"""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import dataclass
from typing import Any

from PIL import Image

from .faces import CardSide, DeckFaces
from .output import OutputFile
from .render_png import png_bytes, scene_image

CARD_WIDTH_PX = 409  # ten faces across make a 4090-pixel sheet, within what TTS loads well
MAX_COLUMNS, MAX_ROWS = 10, 7
PER_SHEET = MAX_COLUMNS * MAX_ROWS - 1
THUMBNAIL_WIDTH = 256


@dataclass(frozen=True)
class _Sheet:
    name: str  # its file name
    cards: list[CardSide]
    columns: int
    rows: int


def _sheets(deck: list[CardSide], stem: str) -> list[_Sheet]:
    sheets = []
    for number, start in enumerate(range(0, len(deck), PER_SHEET), 1):
        cards = deck[start:start + PER_SHEET]
        columns = min(MAX_COLUMNS, max(2, len(cards)))  # TTS takes grids of 2 x 2 and more
        rows = max(2, math.ceil(len(cards) / columns))
        sheets.append(_Sheet(f"{stem}-deck-{number}.png", cards, columns, rows))
    return sheets


class _Images:
    """Each side rendered once, at the size of a sheet's slot."""

    def __init__(self, card_width: int) -> None:
        self.card_width = card_width
        self._rendered: dict[int, Image.Image] = {}

    def of(self, side: CardSide) -> Image.Image:
        key = id(side.scene)
        if key not in self._rendered:
            self._rendered[key] = scene_image(side.scene, self.card_width)
        return self._rendered[key]

    def sheet(self, sheet: _Sheet) -> Image.Image:
        width, height = self.of(sheet.cards[0]).size
        image = Image.new("RGB", (sheet.columns * width, sheet.rows * height), "white")
        for index, side in enumerate(sheet.cards):
            row, column = divmod(index, sheet.columns)
            image.paste(self.of(side), (column * width, row * height))
        return image


def _guid(*parts: str) -> str:
    """A stable six-digit object id (TTS gives a new one to an object that has none)."""
    return hashlib.sha1("/".join(parts).encode("utf-8")).hexdigest()[:6]


def _transform(x: float, face_down: bool) -> dict[str, float]:
    return {"posX": x, "posY": 1.0, "posZ": 0.0, "rotX": 0.0, "rotY": 180.0,
            "rotZ": 180.0 if face_down else 0.0, "scaleX": 1.0, "scaleY": 1.0, "scaleZ": 1.0}


def _custom_deck(face_url: str, back_url: str, columns: int, rows: int) -> dict[str, Any]:
    return {"FaceURL": face_url, "BackURL": back_url, "NumWidth": columns, "NumHeight": rows,
            "BackIsHidden": True, "UniqueBack": False, "Type": 0}


def _card(side: CardSide, card_id: int, deck_key: int, entry: dict[str, Any], guid: str,
          x: float = 0.0, face_down: bool = True) -> dict[str, Any]:
    return {"GUID": guid, "Name": "Card", "Transform": _transform(x, face_down),
            "Nickname": side.name, "Description": side.description, "CardID": card_id,
            "CustomDeck": {str(deck_key): entry}, "Hands": True, "SidewaysCard": False}


def saved_object(faces: DeckFaces, deck_name: str, stem: str, url_base: str) -> dict[str, Any]:
    """The TTS saved object of the deck and its character card; images at `url_base`."""
    back_url = f"{url_base}{stem}-back.png"
    sheets = _sheets(faces.deck(), stem)
    decks: dict[str, Any] = {}
    cards = []
    for key, sheet in enumerate(sheets, 1):
        entry = _custom_deck(url_base + sheet.name, back_url, sheet.columns, sheet.rows)
        decks[str(key)] = entry
        for index, side in enumerate(sheet.cards):
            guid = _guid(stem, str(key), str(index))
            cards.append(_card(side, key * 100 + index, key, entry, guid))
    deck = {"GUID": _guid(stem, "deck"), "Name": "DeckCustom", "Transform": _transform(0.0, True),
            "Nickname": deck_name, "Description": "", "DeckIDs": [c["CardID"] for c in cards],
            "CustomDeck": decks, "ContainedObjects": cards}
    character_key = len(sheets) + 1
    character = _card(faces.character, character_key * 100, character_key,
                      _custom_deck(f"{url_base}{stem}-character.png", back_url, 1, 1),
                      _guid(stem, "character"), x=3.0, face_down=False)
    return {"SaveName": deck_name, "GameMode": "", "Date": "", "Table": "", "Sky": "",
            "Note": "", "Rules": "", "XmlUI": "", "LuaScript": "", "LuaScriptState": "",
            "ObjectStates": [deck, character], "TabStates": {}, "VersionNumber": ""}


def tts_files(faces: DeckFaces, deck_name: str, stem: str, url_base: str,
              card_width: int | None = None) -> list[OutputFile]:
    """Every file of the export: the saved object, its thumbnail, the deck sheets, the back
    and the character card, each card `card_width` pixels wide."""
    images = _Images(card_width or CARD_WIDTH_PX)
    files = [OutputFile(f"{stem}.json", (json.dumps(saved_object(faces, deck_name, stem,
                                                                  url_base),
                                                     indent=2, ensure_ascii=False)
                                         + "\n").encode("utf-8"))]
    back = images.of(faces.back)
    ratio = THUMBNAIL_WIDTH / back.width
    thumbnail = back.resize((THUMBNAIL_WIDTH, round(back.height * ratio)),
                            Image.Resampling.LANCZOS)
    files.append(OutputFile(f"{stem}.png", png_bytes(thumbnail)))
    for sheet in _sheets(faces.deck(), stem):
        files.append(OutputFile(sheet.name, png_bytes(images.sheet(sheet))))
    files.append(OutputFile(f"{stem}-back.png", png_bytes(back)))
    files.append(OutputFile(f"{stem}-character.png", png_bytes(images.of(faces.character))))
    return files

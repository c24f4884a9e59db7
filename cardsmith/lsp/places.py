"""What stands at an offset of a loaded document: an effect text (and which character of
it), a card of the hero. Offsets are into the document's text (TextIndex)."""

from __future__ import annotations

from dataclasses import dataclass

from cardsmith.compiler.loader import Document
from cardsmith.compiler.salvage import effect_text_paths

from .textindex import TextIndex


@dataclass(frozen=True)
class EffectPlace:
    path: tuple  # the JSON path of the effect string
    text: str
    offset: int  # the character of text at the cursor


def effect_at(doc: Document, offset: int) -> EffectPlace | None:
    for path, text in effect_text_paths(doc.data):
        at = doc.text_offset(path, offset)
        if at is not None:
            return EffectPlace(path, text, at)
    return None


def card_at(doc: Document, index: TextIndex, offset: int) -> int | None:
    """The index of the card whose entry holds offset, if any."""
    cards = doc.data.get("cards") if isinstance(doc.data, dict) else None
    if not isinstance(cards, list) or not cards:
        return None
    starts = [_offset(doc, index, ("cards", i)) for i in range(len(cards))]
    later_keys = [_key_offset(doc, index, (key,)) for key in doc.data]
    end = min([k for k in later_keys if k > starts[-1]], default=len(index.text))
    starts = [_with_dash(index.text, start) for start in starts]
    for number, start in enumerate(starts):
        stop = starts[number + 1] if number + 1 < len(starts) else end
        if start <= offset < stop:
            return number
    return None


def _with_dash(text: str, start: int) -> int:
    """The "- " before a list item's first field belongs to the item too."""
    line_start = text.rfind("\n", 0, start) + 1
    head = text[line_start:start]
    return line_start + head.index("-") if head.strip() == "-" else start


def _offset(doc: Document, index: TextIndex, path: tuple) -> int:
    position = doc.position(path)
    return index.yaml_offset(position.line, position.column)


def _key_offset(doc: Document, index: TextIndex, path: tuple) -> int:
    position = doc.key_position(path)
    return index.yaml_offset(position.line, position.column)


def value_range(doc: Document, index: TextIndex, path: tuple) -> tuple[int, int]:
    """Where the scalar at path stands: from its first character to just past its last (a
    quoted string's, inside its quotes: `title: '"HOO! WHAAAAAA!"'`)."""
    text = doc.data
    for step in path:
        text = text[step]
    if isinstance(text, str) and text:
        first, after = doc.text_position(path, 0), doc.text_position(path, len(text))
        return (index.yaml_offset(first.line, first.column),
                index.yaml_offset(after.line, after.column))
    start = _offset(doc, index, path)
    width = len(str(text)) if not isinstance(text, (dict, list)) else 1
    return start, start + width

"""Positions in an editor's text: LSP lines and characters (in the code units the client and
server agreed on) to offsets into the Python string, and back.

LSP counts lines at \\n, \\r\\n and \\r only; the compiler's diagnostics count lines as YAML
does (compiler/yaml_text.py: also U+0085, U+2028, U+2029). So a diagnostic's line and
column become an offset with the compiler's own line table, and the offset a position
with this one.
"""

from __future__ import annotations

import bisect
import re

from lsprotocol import types
from pygls.workspace import PositionCodec

from cardsmith.compiler.yaml_text import LineTable

_LSP_BREAK = re.compile(r"\r\n|\r|\n")


class TextIndex:
    def __init__(self, text: str, codec: PositionCodec) -> None:
        self.text = text
        self.codec = codec
        self.starts = [0] + [m.end() for m in _LSP_BREAK.finditer(text)]
        self.yaml_lines = LineTable(text)

    def position(self, offset: int) -> types.Position:
        offset = max(0, min(offset, len(self.text)))
        line = bisect.bisect_right(self.starts, offset) - 1
        units = self.codec.client_num_units(self.text[self.starts[line]:offset])
        return types.Position(line=line, character=units)

    def offset(self, position: types.Position) -> int:
        """The offset of a client position; past the end of its line means the line's end."""
        if position.line >= len(self.starts):
            return len(self.text)
        start = self.starts[position.line]
        end = self.starts[position.line + 1] if position.line + 1 < len(self.starts) else len(self.text)
        line = _LSP_BREAK.sub("", self.text[start:end])
        units = 0
        for index, char in enumerate(line):
            if units >= position.character:
                return start + index
            units += self.codec.client_num_units(char)
        return start + len(line)

    def range(self, start: int, end: int) -> types.Range:
        return types.Range(start=self.position(start), end=self.position(end))

    def yaml_offset(self, line: int, column: int) -> int:
        """The offset of a compiler line and column (1-based, YAML's line breaks)."""
        starts = self.yaml_lines.starts
        if line < 1:
            return 0
        if line > len(starts):
            return len(self.text)
        return min(starts[line - 1] + max(column, 1) - 1, len(self.text))

    def line_of(self, offset: int) -> tuple[int, str]:
        """The LSP line holding offset: its start offset and its text without the break."""
        line = bisect.bisect_right(self.starts, offset) - 1
        end = self.starts[line + 1] if line + 1 < len(self.starts) else len(self.text)
        return self.starts[line], _LSP_BREAK.sub("", self.text[self.starts[line]:end])

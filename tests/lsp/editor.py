"""What an editor does, as the tests need it: open, change, ask."""

from __future__ import annotations

from pathlib import Path

import yaml
from lsprotocol import types
from pytest_lsp import LanguageClient


class Editor:
    def __init__(self, client: LanguageClient) -> None:
        self.client = client
        self.versions: dict[str, int] = {}

    async def open(self, path: Path, text: str | None = None) -> list[types.Diagnostic]:
        uri = path.as_uri()
        text = path.read_text(encoding="utf-8") if text is None else text
        self.versions[uri] = 1
        self.client.diagnostics.pop(uri, None)
        self.client.text_document_did_open(types.DidOpenTextDocumentParams(
            types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)))
        return await self.diagnostics(uri)

    async def change(self, path: Path, text: str) -> list[types.Diagnostic]:
        uri = path.as_uri()
        self.versions[uri] += 1
        self.client.diagnostics.pop(uri, None)
        self.client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=self.versions[uri]),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))
        return await self.diagnostics(uri)

    async def diagnostics(self, uri: str) -> list[types.Diagnostic]:
        while uri not in self.client.diagnostics:
            await self.client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        return list(self.client.diagnostics[uri])

    async def close(self, path: Path) -> None:
        """Close the document, and wait for the server to clear its diagnostics (so that a
        later open does not take them for its own)."""
        uri = path.as_uri()
        self.client.diagnostics.pop(uri, None)
        self.client.text_document_did_close(types.DidCloseTextDocumentParams(
            text_document=types.TextDocumentIdentifier(uri=uri)))
        assert await self.diagnostics(uri) == []

    async def complete(self, path: Path, line: int, character: int) -> list[types.CompletionItem]:
        result = await self.client.text_document_completion_async(types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=path.as_uri()),
            position=types.Position(line=line, character=character)))
        return list(result.items if isinstance(result, types.CompletionList) else result or [])

    async def hover(self, path: Path, line: int, character: int) -> types.Hover | None:
        return await self.client.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=path.as_uri()),
            position=types.Position(line=line, character=character)))

    async def definition(self, path: Path, line: int, character: int) -> list[types.Location]:
        result = await self.client.text_document_definition_async(types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=path.as_uri()),
            position=types.Position(line=line, character=character)))
        return list(result or []) if isinstance(result, list) else [result]

    async def symbols(self, path: Path) -> list[types.DocumentSymbol]:
        result = await self.client.text_document_document_symbol_async(types.DocumentSymbolParams(
            text_document=types.TextDocumentIdentifier(uri=path.as_uri())))
        return list(result or [])

    async def fixes(self, path: Path, where: types.Range) -> list[types.CodeAction]:
        result = await self.client.text_document_code_action_async(types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=path.as_uri()), range=where,
            context=types.CodeActionContext(diagnostics=[])))
        return list(result or [])


def find(text: str, needle: str, nth: int = 0) -> tuple[int, int]:
    """The 0-based line and character of the nth occurrence of needle (ASCII text)."""
    index = -1
    for _ in range(nth + 1):
        index = text.index(needle, index + 1)
    line = text.count("\n", 0, index)
    return line, index - (text.rfind("\n", 0, index) + 1)


def card_titles(text: str) -> list[tuple[types.Position, types.Range]]:
    """Where each card's `title` key begins and where its title stands in a hero's YAML text
    (0-based), at whatever indentation the file has its list, inside any quotes."""
    root = yaml.compose(text)
    [cards] = [value for key, value in root.value if key.value == "cards"]
    found = []
    for card in cards.value:
        [(key, value)] = [(k, v) for k, v in card.value if k.value == "title"]
        quoted = 1 if value.style in ("'", '"') else 0
        start, end = value.start_mark, value.end_mark
        found.append((types.Position(line=key.start_mark.line, character=key.start_mark.column),
                      types.Range(start=types.Position(line=start.line,
                                                       character=start.column + quoted),
                                  end=types.Position(line=end.line,
                                                     character=end.column - quoted))))
    return found

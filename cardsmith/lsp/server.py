"""The language server (pygls), over stdio: `cardsmith lsp`.

Every change of an open hero, board or box file is checked with the compiler's own pipeline
on the unsaved text (analysis.py), a short pause after the last keystroke, and its
diagnostics published. Completion, hover, definitions and quick fixes read the latest
analysis; completion reads the lines being typed (locate.py), so it works while the file is
not valid YAML.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path

from cardsmith import __version__

from .analysis import Analysis, analyse, lsp_diagnostic
from .completion import effect_items, yaml_items
from .hover import hover
from .locate import effect_cursor, yaml_cursor
from .navigation import definition, quick_fixes, symbols
from .textindex import TextIndex

# How long a document must stay unchanged before it is checked: typing a word checks it
# once, not at every letter. Part of the latency that benchmarks/bench_lsp.py measures.
PAUSE_SECONDS = 0.05
YAML_SUFFIXES = (".yaml", ".yml")


@dataclass
class Checked:
    """The latest analysis of an open document and the diagnostics published for it."""

    analysis: Analysis
    index: TextIndex
    diagnostics: list[types.Diagnostic]


class CardsmithServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__("cardsmith", __version__)
        self.checked: dict[str, Checked] = {}
        self.pending: dict[str, asyncio.TimerHandle] = {}

    def index_of(self, uri: str) -> TextIndex:
        document = self.workspace.get_text_document(uri)
        return TextIndex(document.source, self.workspace.position_codec)

    def schedule(self, uri: str, pause: float = PAUSE_SECONDS) -> None:
        if uri in self.pending:
            self.pending.pop(uri).cancel()
        self.pending[uri] = asyncio.get_running_loop().call_later(pause, self.check, uri)

    def check(self, uri: str) -> None:
        """Run the pipeline on the document's text and publish its diagnostics."""
        self.pending.pop(uri, None)
        path = _path(uri)
        if path is None:
            return
        document = self.workspace.get_text_document(uri)
        index = TextIndex(document.source, self.workspace.position_codec)
        analysis = analyse(path, document.source, self.open_texts(exclude=uri))
        diagnostics = [lsp_diagnostic(d, index) for d in analysis.diagnostics]
        self.checked[uri] = Checked(analysis, index, diagnostics)
        self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(
            uri=uri, version=document.version, diagnostics=diagnostics))

    def open_texts(self, exclude: str) -> dict[Path, str]:
        texts = {}
        for uri, document in self.workspace.text_documents.items():
            path = _path(uri)
            if uri != exclude and path is not None:
                texts[path] = document.source
        return texts

    def current(self, uri: str) -> Checked | None:
        """The analysis of the text as it is now: a pending check is run first."""
        if uri in self.pending:
            self.pending.pop(uri).cancel()
            self.check(uri)
        return self.checked.get(uri)


def _path(uri: str) -> Path | None:
    """The file of a file: URI holding YAML; None for anything else."""
    path = to_fs_path(uri) if uri.startswith("file:") else None
    return Path(path) if path and path.endswith(YAML_SUFFIXES) else None


server = CardsmithServer()


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: CardsmithServer, params: types.DidOpenTextDocumentParams) -> None:
    ls.check(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: CardsmithServer, params: types.DidChangeTextDocumentParams) -> None:
    ls.schedule(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: CardsmithServer, params: types.DidSaveTextDocumentParams) -> None:
    ls.schedule(params.text_document.uri, 0)


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: CardsmithServer, params: types.DidCloseTextDocumentParams) -> None:
    uri = params.text_document.uri
    if uri in ls.pending:
        ls.pending.pop(uri).cancel()
    ls.checked.pop(uri, None)
    ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))


@server.feature(types.TEXT_DOCUMENT_COMPLETION,
                types.CompletionOptions(trigger_characters=[" ", ":"]))
def completion(ls: CardsmithServer, params: types.CompletionParams) -> types.CompletionList:
    uri = params.text_document.uri
    index = ls.index_of(uri)
    offset = index.offset(params.position)
    row, column = params.position.line, offset - index.line_of(offset)[0]
    lines = [index.line_of(start)[1] for start in index.starts]
    checked = ls.checked.get(uri)
    data = checked.analysis.data if checked else None
    effect = effect_cursor(lines, row, column)
    if effect is not None:
        replace = index.range(offset - len(effect.word), offset)
        return types.CompletionList(is_incomplete=False,
                                    items=effect_items(effect, data, replace))
    cursor = yaml_cursor(lines, row, column)
    path = _path(uri)
    if cursor is None or path is None:
        return types.CompletionList(is_incomplete=False, items=[])
    replace = index.range(offset - len(cursor.word), offset)
    return types.CompletionList(is_incomplete=False,
                                items=yaml_items(cursor, data, path, replace))


@server.feature(types.TEXT_DOCUMENT_HOVER)
def on_hover(ls: CardsmithServer, params: types.HoverParams) -> types.Hover | None:
    checked = ls.current(params.text_document.uri)
    if checked is None:
        return None
    return hover(checked.analysis, checked.index, checked.index.offset(params.position))


@server.feature(types.TEXT_DOCUMENT_DEFINITION)
def on_definition(ls: CardsmithServer, params: types.DefinitionParams) -> list[types.Location]:
    uri = params.text_document.uri
    checked = ls.current(uri)
    if checked is None:
        return []
    return definition(checked.analysis, checked.index, checked.index.offset(params.position), uri)


@server.feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
def on_symbols(ls: CardsmithServer, params: types.DocumentSymbolParams) -> list[types.DocumentSymbol]:
    checked = ls.current(params.text_document.uri)
    return symbols(checked.analysis, checked.index) if checked else []


@server.feature(types.TEXT_DOCUMENT_CODE_ACTION,
                types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]))
def on_code_action(ls: CardsmithServer, params: types.CodeActionParams) -> list[types.CodeAction]:
    uri = params.text_document.uri
    checked = ls.current(uri)
    if checked is None:
        return []
    wanted = params.range
    touching = [d for d in checked.diagnostics
                if _before_or_at(d.range.start, wanted.end) and _before_or_at(wanted.start, d.range.end)]
    return quick_fixes(uri, checked.index, touching)


def _before_or_at(a: types.Position, b: types.Position) -> bool:
    return (a.line, a.character) <= (b.line, b.character)

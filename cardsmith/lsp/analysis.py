"""One document as the compiler sees it: the pipeline run on the editor's text.

`analyse` runs `compile_paths` exactly as `cardsmith check FILE` would, with the unsaved
text of the open documents standing in for the files (a box file brings its folder, as on
the command line), and keeps what the other features read: this file's loaded document,
the hero built from it, and its diagnostics.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from lsprotocol import types

from cardsmith.compiler.diagnostics import Diagnostic, Severity
from cardsmith.compiler.loader import Document
from cardsmith.compiler.model import Hero
from cardsmith.compiler.pipeline import CompileResult, compile_paths

from .textindex import TextIndex

BOX_FILES = ("box.yaml", "box.yml")
SOURCE = "cardsmith"
_DID_YOU_MEAN = re.compile(r"did you mean '([^']+)'\?")


@dataclass
class Analysis:
    path: Path
    text: str
    result: CompileResult
    doc: Document | None = None  # None when the text is not YAML the loader accepts
    hero: Hero | None = None
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def data(self) -> Any:
        return self.doc.data if self.doc is not None else None


def analyse(path: Path, text: str, open_texts: Mapping[Path, str] = {}) -> Analysis:
    path = path.resolve()
    paths = [path.parent] if path.name in BOX_FILES else [path]
    texts = {other.resolve(): other_text for other, other_text in open_texts.items()}
    texts[path] = text
    result = compile_paths(paths, bundles=False, texts=texts)
    analysis = Analysis(path, text, result)
    analysis.doc = next((d for d in result.documents if d.path.resolve() == path), None)
    analysis.hero = next((h for h in result.heroes.values() if h.doc.path.resolve() == path),
                         None)
    analysis.diagnostics = [d for d in result.diagnostics.sorted()
                            if Path(d.file).resolve() == path]
    return analysis


def suggested_replacement(diagnostic: Diagnostic) -> str | None:
    """The replacement a diagnostic's "did you mean 'X'?" offers, if it offers one."""
    match = _DID_YOU_MEAN.search(diagnostic.message) or _DID_YOU_MEAN.search(diagnostic.hint)
    return match[1] if match else None


def lsp_diagnostic(diagnostic: Diagnostic, index: TextIndex) -> types.Diagnostic:
    """The diagnostic where the editor shows it; a file-wide one marks the first line."""
    start = index.yaml_offset(diagnostic.line, diagnostic.column) if diagnostic.line else 0
    line_start, line = index.line_of(start)
    end = min(start + max(1, diagnostic.length), line_start + len(line))
    message = diagnostic.message + (f"\n{diagnostic.hint}" if diagnostic.hint else "")
    severity = (types.DiagnosticSeverity.Warning if diagnostic.severity is Severity.WARNING
                else types.DiagnosticSeverity.Error)
    replacement = suggested_replacement(diagnostic)
    return types.Diagnostic(range=index.range(start, max(end, start)), message=message,
                            severity=severity, code=diagnostic.code, source=SOURCE,
                            data={"replacement": replacement} if replacement else None)

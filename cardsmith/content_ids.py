"""The ids of the content's heroes, boards and boxes, found quickly (each file loaded, none
checked), for shell completion: `cardsmith text <TAB>` offers the hero ids.

Completion runs the command once per <TAB>, so it must not compile the content; a file that
would not compile may be offered, and the command itself then says what is wrong.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Iterable

import click
from click.shell_completion import CompletionItem

from cardsmith.compiler.diagnostics import Diagnostics
from cardsmith.compiler.loader import load_document
from cardsmith.compiler.parse import document_id
from cardsmith.compiler.pipeline import bundled_content, find_sources


def content_ids(kind: str, paths: Iterable[Path] = ()) -> dict[str, str]:
    """id -> name of every document of kind ('hero', 'board', 'box') under paths (default:
    the bundled content)."""
    found: dict[str, str] = {}
    for source in find_sources(list(paths) or [bundled_content()]):
        doc = load_document(source, str(source), Diagnostics())
        data = doc.data if doc is not None else None
        if isinstance(data, dict) and data.get("kind") == kind:
            name = data.get("name")
            found.setdefault(document_id(doc), name if isinstance(name, str) else "")
    return dict(sorted(found.items()))


def complete_ids(kind: str, content_param: str = "paths") -> Callable:
    """A click shell_complete callback offering the ids of kind, from the --content paths
    given so far on the command line (or the bundled content)."""

    def complete(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[CompletionItem]:
        paths = [Path(p) for p in ctx.params.get(content_param) or () if Path(p).exists()]
        prefix = incomplete.casefold()
        return [CompletionItem(item_id, help=name or None)
                for item_id, name in content_ids(kind, paths).items()
                if item_id.startswith(prefix)]
    return complete

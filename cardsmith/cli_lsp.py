"""`cardsmith lsp`: the language server (cardsmith/lsp/), which needs pygls: the `lsp` extra
(`pip install 'cardsmith[lsp]'`). Without it the command says so instead of failing."""

from __future__ import annotations

import sys

import click


@click.command("lsp")
def lsp() -> None:
    """Run the language server for hero, board and box files over standard input and output
    (an editor starts it; see the README's "Editor support")."""
    try:
        from cardsmith.lsp.server import server
    except ModuleNotFoundError as error:
        click.echo(f"cardsmith lsp needs {error.name}: pip install 'cardsmith[lsp]'", err=True)
        sys.exit(2)
    server.start_io()

"""A real LSP client (pytest-lsp) driving `cardsmith lsp` over stdio, one server a module,
on a copy of the bundled content in a temporary folder."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from cardsmith.compiler.pipeline import bundled_content

SERVER = ClientServerConfig(server_command=[sys.executable, "-m", "cardsmith", "lsp"])


@pytest.fixture(scope="module")
def content(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("content")
    shutil.copytree(bundled_content(), folder, dirs_exist_ok=True)
    return folder


@pytest_lsp.fixture(scope="module", config=SERVER)
async def client(lsp_client: LanguageClient, content: Path):
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        workspace_folders=[types.WorkspaceFolder(uri=content.as_uri(), name="content")]))
    yield
    await lsp_client.shutdown_session()

"""The published schemas in the tools others use: ajv in strict mode (draft 2020-12) and the
YAML language server (driven over stdio as an editor would). Both accept every schema and
every bundled file, and both find the schema faults of the broken fixtures on the lines
where `cardsmith check` reports E100, so the tests can fail."""

from __future__ import annotations

import json
import subprocess
from collections import defaultdict
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from cardsmith.compiler.pipeline import bundled_content, compile_paths
from cardsmith.compiler.validate import KINDS, load_schema
from node_tools import node_modules, node_script

ROOT = Path(__file__).resolve().parent.parent
BROKEN = Path(__file__).parent / "fixtures" / "broken"
SCHEMA_NAMES = [*KINDS, "bundle", "report"]


def documents() -> list:
    """Every loaded document of the bundled content and of the broken fixtures, with a kind."""
    found = []
    for folder in (bundled_content(), BROKEN):
        result = compile_paths([folder], bundles=False)
        found += [doc for doc in result.documents
                  if isinstance(doc.data, dict) and doc.data.get("kind") in KINDS]
    return found


def schema_fault_lines() -> dict[str, list[int]]:
    """The lines where `cardsmith check` reports schema faults, by file."""
    lines = defaultdict(set)
    for folder in (bundled_content(), BROKEN):
        for diagnostic in compile_paths([folder], bundles=False).diagnostics:
            if diagnostic.code == "E100":
                lines[Path(diagnostic.file).resolve().as_posix()].add(diagnostic.line)
    return {file: sorted(found) for file, found in lines.items()}


# --- ajv ---------------------------------------------------------------------------------

def run_ajv(schemas: dict, docs: list[tuple[str, str, object]]) -> dict:
    request = {"schemas": schemas,
               "documents": [{"schema": s, "file": f, "data": d} for s, f, d in docs]}
    done = subprocess.run(["node", str(node_script("ajv-strict.mjs"))], input=json.dumps(request),
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def test_ajv_strict_compiles_every_schema():
    answer = run_ajv({name: load_schema(name) for name in SCHEMA_NAMES}, [])
    assert answer["schemas"] == {name: None for name in SCHEMA_NAMES}


def test_ajv_strict_rejects_an_unknown_keyword():
    # The reason the friendly messages moved out of the schemas (schemas/messages.json).
    schema = dict(load_schema("box"), errorMessage="no")
    assert "unknown keyword" in run_ajv({"box": schema}, [])["schemas"]["box"]


def test_ajv_strict_agrees_with_check_on_every_document():
    docs = documents()
    answer = run_ajv({name: load_schema(name) for name in KINDS},
                     [(doc.data["kind"], str(doc.path.resolve()), doc.data) for doc in docs])
    faulty = {file for file, errors in ((d["file"], d["errors"]) for d in answer["documents"])
              if errors}
    assert sorted(faulty) == sorted(schema_fault_lines())
    assert len(answer["documents"]) == len(docs) > 20


def test_ajv_strict_accepts_every_bundle():
    bundles = compile_paths().bundles
    answer = run_ajv({"bundle": load_schema("bundle")},
                     [("bundle", name, bundle) for name, bundle in sorted(bundles.items())])
    assert [d["errors"] for d in answer["documents"]] == [[] for _ in bundles]


# --- the YAML language server ------------------------------------------------------------

# The README's editor settings: schemas by where the files are.
WORKSPACE = Path("/virtual-workspace")
GLOBS = {"hero": "content/**/heroes/*.yaml", "board": "content/**/boards/*.yaml",
         "box": "content/**/box.yaml", "ruleset": "content/rulesets/*.yaml",
         "glossary": "content/glossary/*.yaml", "champion": "content/**/champions/*.yaml",
         "arena": "content/**/arenas/*.yaml", "traps": "content/**/traps.yaml",
         "challenges": "content/**/challenges.yaml",
         "standard-actions": "content/**/standard-actions.yaml"}
PLACES = {"hero": "content/box/heroes/{}.yaml", "board": "content/box/boards/{}.yaml",
          "box": "content/{}/box.yaml", "ruleset": "content/rulesets/{}.yaml",
          "glossary": "content/glossary/{}.yaml", "champion": "content/box/champions/{}.yaml",
          "arena": "content/box/arenas/{}.yaml", "traps": "content/{}/traps.yaml",
          "challenges": "content/{}/challenges.yaml",
          "standard-actions": "content/{}/standard-actions.yaml"}


def yaml_server_command() -> list[str]:
    script = node_modules() / "yaml-language-server" / "bin" / "yaml-language-server"
    return ["node", str(script), "--stdio"]


def yaml_settings() -> dict:
    schemas = {(ROOT / "schemas" / f"{kind}.schema.json").as_uri(): [glob]
               for kind, glob in GLOBS.items()}
    return {"schemas": schemas, "validate": True, "schemaStore": {"enable": False}}


async def open_and_wait(client: LanguageClient, uri: str, text: str) -> list:
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)))
    while uri not in client.diagnostics:
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return list(client.diagnostics.pop(uri))


@pytest.mark.asyncio
async def test_the_yaml_language_server_agrees_with_check_on_every_document():
    client = await ClientServerConfig(server_command=yaml_server_command()).start()
    client.feature(types.CLIENT_REGISTER_CAPABILITY)(lambda params: None)
    client.set_configuration(yaml_settings(), section="yaml")
    try:
        await client.initialize_session(types.InitializeParams(
            capabilities=pytest_lsp.client_capabilities("visual-studio-code"),
            workspace_folders=[types.WorkspaceFolder(uri=WORKSPACE.as_uri(), name="content")]))
        client.workspace_did_change_configuration(
            types.DidChangeConfigurationParams(settings={"yaml": yaml_settings()}))
        expected = schema_fault_lines()
        found, opened = {}, 0
        for doc in documents():
            place = PLACES[doc.data["kind"]].format(f"{opened:02d}-{doc.path.stem}")
            opened += 1
            diagnostics = await open_and_wait(client, (WORKSPACE / place).as_uri(), doc.text)
            if diagnostics:
                found[doc.path.resolve().as_posix()] = sorted(
                    {d.range.start.line + 1 for d in diagnostics})
        assert found == expected
        assert opened > 20
    finally:
        await client.shutdown_session()
        await client.stop()

"""The node tools some tests run (ajv, the YAML language server, the SARIF schema), installed
from tests/node/package-lock.json with `npm ci` when they are missing or out of date (.ci/run
installs them first; this is for a plain `pytest` in a fresh checkout)."""

from __future__ import annotations

import json
import shutil
import subprocess
from functools import lru_cache
from pathlib import Path

NODE_FOLDER = Path(__file__).parent / "node"
MODULES = NODE_FOLDER / "node_modules"


@lru_cache(maxsize=1)
def node_modules() -> Path:
    """tests/node/node_modules, installed as the lock file says."""
    for tool in ("node", "npm"):
        assert shutil.which(tool), f"{tool} is needed by this test (CI machines have node 20)"
    lock = (NODE_FOLDER / "package-lock.json").read_text(encoding="utf-8")
    installed = MODULES / ".package-lock.json"  # what npm last installed here
    if not installed.is_file() or _packages(installed.read_text(encoding="utf-8")) != _packages(lock):
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"],
                       cwd=NODE_FOLDER, check=True)
    return MODULES


def _packages(lock_text: str) -> dict:
    packages = json.loads(lock_text).get("packages", {})
    return {name: entry.get("version") for name, entry in packages.items() if name}


def node_script(name: str) -> Path:
    node_modules()
    return NODE_FOLDER / name

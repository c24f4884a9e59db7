"""The runtime examples of the README and docs/agents.md run as written."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def python_blocks(path: Path) -> list[str]:
    return re.findall(r"```python\n(.*?)```", path.read_text(encoding="utf-8"), re.S)


def test_the_readme_game_loop_runs():
    loop = next(b for b in python_blocks(ROOT / "README.md") if "new_initial_state" in b)
    run = subprocess.run([sys.executable, "-c", loop], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    winner, steps, last = run.stdout.split(" ", 2)
    assert winner in ("0", "1") and int(steps) > 50 and "'winner'" in last


@pytest.mark.parametrize("doc", ["README.md", "docs/agents.md"])
def test_the_agent_of_the_docs_plays_from_its_folder(tmp_path, doc):
    agent = next(b for b in python_blocks(ROOT / doc) if "class Aggressive" in b)
    (tmp_path / "mybots.py").write_text(agent, encoding="utf-8")
    cardsmith = Path(sys.executable).with_name("cardsmith")
    run = subprocess.run([str(cardsmith), "play", "robin-hood", "bigfoot", "--agents",
                          "mybots:Aggressive,greedy"], cwd=tmp_path, capture_output=True,
                         text=True)
    assert run.returncode == 0, run.stderr
    assert "  Action: attack" in run.stdout and run.stdout.rstrip().endswith("wins the game.")


def test_the_determinising_agent_of_the_docs_plays_from_its_folder(tmp_path):
    agent = next(b for b in python_blocks(ROOT / "docs/agents.md") if "class Lookahead" in b)
    (tmp_path / "mybots.py").write_text(agent, encoding="utf-8")
    cardsmith = Path(sys.executable).with_name("cardsmith")
    run = subprocess.run([str(cardsmith), "sim", "robin-hood", "bigfoot", "--games", "2",
                          "--agents", "mybots:Lookahead,greedy", "--format", "json"],
                         cwd=tmp_path, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert '"games": 2' in run.stdout and "mybots:Lookahead" in run.stdout

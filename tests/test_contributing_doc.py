"""docs/contributing.md names the files a change touches: each path it names exists, so the
page follows the layout when files move."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PAGE = (ROOT / "docs" / "contributing.md").read_text(encoding="utf-8")


def test_every_path_the_page_names_exists():
    named = set(re.findall(r"`((?:compiler|grammar|runtime|cardsmith|schemas|tests|docs|"
                           r"benchmarks)/[^`*{}<> ]+)`", PAGE))
    assert len(named) > 30
    missing = sorted(path for path in named if not (ROOT / path).exists())
    assert missing == []


def test_the_five_catalogs_it_names_exist():
    for lang in ("en", "it", "pl", "pt-BR", "tr"):
        assert (ROOT / "grammar" / "phrases" / f"{lang}.ftl").is_file()
        assert (ROOT / "grammar" / "phrases" / "log" / f"{lang}.ftl").is_file()

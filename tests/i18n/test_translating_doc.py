"""docs/translating.md cannot drift from the catalogs, the content and the commands: its
catalog excerpt is in the catalog, its name example is the bundled content's, its glossary
example validates, its status line is what `cardsmith i18n status` prints, and every code
of its table is a diagnostic code with that meaning's code in compiler/diagnostics.py."""

from __future__ import annotations

import re

import yaml
from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.compiler.diagnostics import CODES
from cardsmith.compiler.validate import validator_for

from .helpers import ROOT

GUIDE = (ROOT / "docs" / "translating.md").read_text(encoding="utf-8")


def blocks(info: str) -> list[str]:
    return re.findall(rf"^```{info}\n(.*?)^```", GUIDE, re.M | re.S)


def test_the_catalog_excerpt_is_in_the_polish_catalog():
    (excerpt,) = blocks("ftl")
    assert excerpt in (ROOT / "grammar" / "phrases" / "pl.ftl").read_text(encoding="utf-8")


def test_the_name_example_is_the_jackalope_of_the_bundled_bigfoot():
    example = next(yaml.safe_load(b) for b in blocks("yaml") if "fighters:" in b)
    bigfoot = yaml.safe_load((ROOT / "content" / "robin-hood-vs-bigfoot" / "heroes" /
                              "bigfoot.yaml").read_text(encoding="utf-8"))
    assert example["fighters"][0] == bigfoot["fighters"][1]


def test_the_glossary_example_validates():
    example = next(yaml.safe_load(b) for b in blocks("yaml") if "kind: glossary" in b)
    assert list(validator_for("glossary").iter_errors(example)) == []
    bundled = yaml.safe_load((ROOT / "content" / "glossary" / "pt-BR.yaml").read_text("utf-8"))
    for section in ("cards", "names", "terms"):
        for key, value in example[section].items():
            assert bundled[section][key] == value, (section, key)


def test_the_status_line_is_what_the_command_prints():
    """The line shown, but for the number of messages (which grows with the catalogs)."""
    shown = next(b for b in blocks("text") if b.startswith("it ")).strip()
    output = CliRunner().invoke(main, ["i18n", "status"]).output
    masked = [re.sub(r"\d+ messages", "N messages", line) for line in output.splitlines()]
    assert re.sub(r"\d+ messages", "N messages", shown) in masked


def test_the_codes_of_the_table_are_the_compilers():
    table = re.findall(r"^\| (E\d{3}|W\d{3})(?:, (W\d{3}))? \|", GUIDE, re.M)
    codes = {code for pair in table for code in pair if code}
    assert codes == {c for c in CODES if c[1:3] == "80" or c[1:3] == "81"}

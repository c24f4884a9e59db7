"""compile_paths as a whole: the bundles it builds match bundle.schema.json (the compiler does
not check its own output on every run, so these tests do), and what bundles=False and
self_check=True change."""

from __future__ import annotations

import gc
import json
import shutil
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from cardsmith.compiler import pipeline
from cardsmith.compiler.parse import parsed_effect
from cardsmith.compiler.pipeline import bundled_content, compile_paths

ROOT = Path(__file__).resolve().parent.parent
SCHEMA = json.loads((ROOT / "schemas" / "bundle.schema.json").read_text(encoding="utf-8"))


def schema_errors(bundle) -> list[str]:
    return [f"{list(error.absolute_path)}: {error.message}"
            for error in Draft202012Validator(SCHEMA).iter_errors(bundle)]


def synthetic_library(folder: Path, copies: int = 3) -> int:
    """Copies of every bundled hero file under distinct names, as benchmarks/bench_compile.py
    builds its library: each file is a hero of its own, outside any box."""
    heroes = folder / "heroes"
    heroes.mkdir(parents=True)
    sources = sorted(bundled_content().glob("*/heroes/*.yaml"))
    for source in sources:
        for index in range(copies):
            shutil.copyfile(source, heroes / f"{source.stem}-{index:04d}.yaml")
    return len(sources) * copies


def test_every_bundle_of_the_bundled_content_matches_the_schema():
    result = compile_paths(self_check=True)
    assert result.ok, [d.message for d in result.diagnostics]
    # one bundle a box, and one of the Super Fantasy Brawl champions and arenas
    assert sorted(result.bundles) == sorted([*(box.id for box in result.boxes.values()),
                                             "super-fantasy-brawl"])
    for bundle in result.bundles.values():
        assert schema_errors(bundle) == []


def test_every_bundle_of_the_synthetic_library_matches_the_schema(tmp_path):
    files = synthetic_library(tmp_path / "library")
    result = compile_paths([tmp_path / "library"], self_check=True)
    assert result.ok, [d.message for d in result.diagnostics][:3]
    assert len(result.bundles) == files
    for bundle in result.bundles.values():
        assert schema_errors(bundle) == []


def test_without_bundles_the_same_faults_are_reported_and_no_bundle_is_built(tmp_path):
    box = tmp_path / "box"
    shutil.copytree(bundled_content() / "robin-hood-vs-bigfoot", box)
    text = (box / "box.yaml").read_text(encoding="utf-8")
    (box / "box.yaml").write_text(text.replace("ruleset: unmatched", "ruleset: nope"),
                                  encoding="utf-8")
    for content in ([bundled_content()], [box]):
        built = compile_paths(content)
        checked = compile_paths(content, bundles=False)
        assert checked.bundles == {}
        assert checked.diagnostics.items == built.diagnostics.items
    assert [d.code for d in checked.diagnostics] == ["E303"]


def test_compiling_again_in_the_process_builds_and_reports_the_same(tmp_path):
    """Each effect text is parsed once a process (compiler/parse.py): a second compile of the
    same files, clean or broken, gives the same bundles and diagnostics, syntax errors
    included, and an edited text is parsed anew."""
    broken = Path(__file__).parent / "fixtures" / "broken"
    for content in ([bundled_content()], [broken]):
        parsed_effect.cache_clear()
        first = compile_paths(content)
        again = compile_paths(content)
        assert parsed_effect.cache_info().hits > 0
        assert again.bundles == first.bundles
        assert again.diagnostics.items == first.diagnostics.items
    assert "E200" in {d.code for d in again.diagnostics}
    box = tmp_path / "box"
    shutil.copytree(bundled_content() / "robin-hood-vs-bigfoot", box)
    hero = box / "heroes" / "robin-hood.yaml"
    printed = "During combat: Your opponent discards 1 random card."
    assert compile_paths([box]).ok
    hero.write_text(hero.read_text(encoding="utf-8").replace(printed, "During combat: Your "
                                                             "opponent discards random 1 card."),
                    encoding="utf-8")
    edited = compile_paths([box])
    assert [(d.code, d.line) for d in edited.diagnostics] == [("E200", 58)]


@pytest.mark.parametrize("self_check, codes", [(False, []), (True, ["E902"])])
def test_self_check_reports_a_bundle_that_breaks_the_schema(monkeypatch, self_check, codes):
    real = pipeline.bundle_for_box

    def broken(box, ruleset, glossary):
        bundle = real(box, ruleset, glossary)
        bundle["version"] = "one"
        return bundle

    monkeypatch.setattr(pipeline, "bundle_for_box", broken)
    result = compile_paths(self_check=self_check)
    # each box's bundle (the Super Fantasy Brawl bundle is not a box's)
    assert [d.code for d in result.diagnostics] == codes * len(result.boxes)


def test_a_compile_leaves_no_cycles_behind_and_restores_the_collector(tmp_path):
    """compile_paths pauses the cycle collector (see _cyclic_gc_paused): that costs no memory
    only while a compile makes no cyclic garbage, which this checks, clean and broken."""
    synthetic_library(tmp_path / "library", copies=1)
    broken = Path(__file__).parent / "fixtures" / "broken"
    for enabled in (True, False):
        (gc.enable if enabled else gc.disable)()
        try:
            for content in ([tmp_path / "library"], [bundled_content()], [broken]):
                gc.collect()
                result = compile_paths(content)
                assert gc.isenabled() is enabled
                del result
                assert gc.collect() == 0, content
        finally:
            gc.enable()

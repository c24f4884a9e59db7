"""The whole compiler: find files -> load -> validate -> parse -> check -> bundle.

`compile_paths` never raises on bad content: every fault is a diagnostic, every file is
checked even when another is broken, and bundles are built only for boxes without errors.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Any, Iterator, Mapping, Sequence

from . import parse
from .boards import check_board
from .bundle import build_bundle, bundle_for_box, bundle_schema_errors
from .champions import (SFB_RULESET, Arena, Champion, build_arena, build_champion,
                        check_arena, check_champion, check_game, sfb_bundle)
from .check import check_hero
from .diagnostics import Diagnostics, TooManyErrors
from .loader import Document, load_document, load_text
from .model import Board, Box, Glossaries, Hero, Ruleset
from .rulesets import check_ruleset
from .sfb_lists import LIST_KINDS, SfbList, build_list, check_lists
from .salvage import Salvage, effect_text_paths, salvage
from .sources import YAML_SUFFIXES, find_sources
from .validate import validate_document


def bundled_content() -> Path:
    # The wheel installs content as plain files, so the resource folder is a real path.
    return Path(str(files("cardsmith.content")))


@dataclass
class CompileResult:
    diagnostics: Diagnostics
    sources: list[Path] = field(default_factory=list)
    documents: list[Document] = field(default_factory=list)
    rulesets: dict[str, Ruleset] = field(default_factory=dict)
    heroes: dict[str, Hero] = field(default_factory=dict)
    boards: dict[str, Board] = field(default_factory=dict)
    boxes: dict[str, Box] = field(default_factory=dict)
    glossaries: Glossaries = field(default_factory=Glossaries)
    champions: dict[str, Champion] = field(default_factory=dict)  # Super Fantasy Brawl
    arenas: dict[str, Arena] = field(default_factory=dict)
    # traps, challenges, standard actions (compiler/sfb_lists.py), by kind then file id
    sfb_lists: dict[str, dict[str, SfbList]] = field(
        default_factory=lambda: {kind: {} for kind in LIST_KINDS})
    bundles: dict[str, dict[str, Any]] = field(default_factory=dict)
    # resolved path -> text standing in for the file (see compile_paths)
    texts: dict[Path, str] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.diagnostics.has_errors

    def sfb_list_size(self, kind: str) -> int:
        """Trap tokens, challenge cards or standard actions built (kind: the file kind)."""
        return sum(sfb_list.size() for sfb_list in self.sfb_lists[kind].values())

    def card_count(self) -> int:
        return sum(card.count for hero in self.heroes.values() for card in hero.cards)


def compile_paths(paths: Sequence[Path] | None = None, limit: int = 200, *,
                  bundles: bool = True, self_check: bool = False,
                  texts: Mapping[Path, str] | None = None) -> CompileResult:
    """Check the content at paths (default: the bundled content) and build its bundles.

    bundles=False checks everything but builds no bundle (for `cardsmith check`, which
    writes nothing). self_check=True also validates each bundle built against
    bundle.schema.json, reporting a mismatch as E902: a test of the compiler's own
    serializer, which the tests run; compiling does not need it. texts maps a file's
    resolved path to text that stands in for what is on disk (an editor's unsaved text:
    `cardsmith lsp`); such a file need not exist yet.
    """
    result = CompileResult(Diagnostics(limit=limit))
    result.texts = dict(texts or {})
    sources = find_sources(paths if paths else [bundled_content()], result.diagnostics)
    sources += _unsaved_files(paths or [], result.texts, sources)
    result.sources = sources
    if not sources:
        result.diagnostics.error("E901", "no YAML files found", ", ".join(map(str, paths or [])),
                                 hint="expected .yaml files or folders that hold them")
        return result
    try:
        with _cyclic_gc_paused():
            _compile(sources, result, bundles, self_check)
    except TooManyErrors:
        pass
    return result


def _unsaved_files(paths: Sequence[Path], texts: Mapping[Path, str],
                   found: list[Path]) -> list[Path]:
    """Files given as text only, under a folder to check (a box's folder: a box.yaml brings
    its own), that are not on disk yet."""
    folders = [(p.parent if p.name in ("box.yaml", "box.yml") else p).resolve() for p in paths]
    folders = [folder for folder in folders if folder.is_dir()]
    known = {source.resolve() for source in found}
    return sorted(path for path in texts if path.suffix in YAML_SUFFIXES and path not in known
                  and any(path.is_relative_to(folder) for folder in folders))


@contextmanager
def _cyclic_gc_paused() -> Iterator[None]:
    """Pause Python's cycle collector while compiling: a compile allocates hundreds of
    thousands of objects (nodes, marks, ASTs) that all stay alive until it ends, so the
    collector's passes over them find nothing to free (test_pipeline checks that a compile
    leaves no cycles behind) and cost about a sixth of the compile. Reference counting still
    frees everything as usual; the collector's previous state is restored afterwards."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _compile(sources: list[Path], result: CompileResult, bundles: bool,
             self_check: bool) -> None:
    diagnostics = result.diagnostics
    documents = _load_and_validate(sources, result)
    _add_default_rulesets(result)
    _add_default_glossaries(result)
    for part in documents:
        doc = part.doc
        if part.kind == "hero":
            hero = parse.build_hero(doc, diagnostics, part.left_out_cards)
            _register(result.heroes, hero, diagnostics)
        elif part.kind == "board":
            check_board(doc, diagnostics)
            _register(result.boards, parse.build_board(doc), diagnostics)
        elif part.kind == "box":
            _register(result.boxes, parse.build_box(doc), diagnostics)
        elif part.kind == "champion":
            _register(result.champions, build_champion(doc, diagnostics), diagnostics)
        elif part.kind == "arena":
            arena = build_arena(doc)
            check_arena(arena, diagnostics)
            _register(result.arenas, arena, diagnostics)
        elif part.kind in LIST_KINDS:
            _register(result.sfb_lists[part.kind],
                      build_list(doc, LIST_KINDS[part.kind], diagnostics), diagnostics)
    for hero in result.heroes.values():
        ruleset = _ruleset_for(hero.doc, hero.ruleset_id, ("ruleset",), result)
        if ruleset is not None:
            check_game((effect for _, effect in hero.effects()), ruleset.data["system"],
                       diagnostics)
            check_hero(hero, ruleset, diagnostics, result.glossaries)
    for champion in result.champions.values():
        if _ruleset_for(champion.doc, champion.ruleset_id, ("ruleset",), result) is not None:
            check_champion(champion, diagnostics)
    check_lists((item for table in result.sfb_lists.values() for item in table.values()),
                diagnostics)
    for box in result.boxes.values():
        _resolve_box(box, result)
    _build_bundles(result, bundles)
    if self_check:
        _check_bundles(result)


def _load_and_validate(sources: list[Path], result: CompileResult) -> list[Salvage]:
    """The documents to build: valid ones, and the well-formed part of invalid ones
    (salvage.py); an invalid hero with no such part still has its effect texts parsed."""
    documents = []
    cwd = Path.cwd()
    for source in sources:
        doc = _load(source, _display(source, cwd), result)
        if doc is None:
            continue
        result.documents.append(doc)
        kind = validate_document(doc, result.diagnostics)
        if kind in parse.ID_KINDS:
            _check_id(doc, kind, result.diagnostics)
        if kind == "ruleset":
            check_ruleset(doc, result.diagnostics)
            _register(result.rulesets, parse.build_ruleset(doc), result.diagnostics)
        elif kind == "glossary":
            _register_glossary(result, parse.build_glossary(doc))
        elif kind is not None:
            documents.append(Salvage(kind, doc))
        elif (part := salvage(doc)) is not None:
            _check_id(doc, part.kind, result.diagnostics)
            documents.append(part)
        elif isinstance(doc.data, dict) and doc.data.get("kind") == "hero":
            for path, text in effect_text_paths(doc.data):
                parse.parse_effect(doc, path, text, result.diagnostics)
    return documents


def _load(source: Path, display: str, result: CompileResult) -> Document | None:
    text = result.texts.get(source.resolve()) if result.texts else None
    if text is None:
        return load_document(source, display, result.diagnostics)
    return load_text(text, display, result.diagnostics, path=source)


def _check_id(doc: Document, kind: str, diagnostics: Diagnostics) -> None:
    """A document's id is its file name (a box's, its folder's): it must be one that the
    bundle, the command line and other files can name."""
    item_id = parse.document_id(doc)
    if parse.ID_PATTERN.fullmatch(item_id):
        return
    named = f"folder name '{item_id}'" if kind == "box" else f"file name '{doc.path.name}'"
    suggestion = "-".join(parse.ID_PATTERN.findall(item_id.lower())) if item_id.isascii() else ""
    example = f"'{suggestion}'" if suggestion else "'my-hero'"
    diagnostics.error("E702", f"the {named} does not make a {kind} id", doc.display, 1, 1,
                      f"expected lowercase letters a-z, digits and '-', such as {example}")


def _display(path: Path, cwd: Path) -> str:
    try:
        return str(path.relative_to(cwd))
    except ValueError:
        return str(path)


def _add_default_rulesets(result: CompileResult) -> None:
    """The bundled rulesets are always known, so a lone hero file can be checked."""
    folder = bundled_content() / "rulesets"
    for source in sorted(folder.glob("*.yaml")):
        if source.stem in result.rulesets:
            continue
        scratch = Diagnostics()
        doc = load_document(source, str(source), scratch)
        if doc is not None and validate_document(doc, scratch) == "ruleset":
            result.rulesets[source.stem] = parse.build_ruleset(doc)


def _add_default_glossaries(result: CompileResult) -> None:
    """The bundled glossaries are always known, so a hero of one's own prints the shared
    card titles and terms as the bundled heroes do; a glossary among the content checked
    replaces the bundled one of its language."""
    for source in sorted((bundled_content() / "glossary").glob("*.yaml")):
        scratch = Diagnostics()
        doc = load_document(source, str(source), scratch)
        if doc is not None and validate_document(doc, scratch) == "glossary":
            glossary = parse.build_glossary(doc)
            result.glossaries.files.setdefault(glossary.language, glossary)


def _register_glossary(result: CompileResult, glossary) -> None:
    files = result.glossaries.files
    if glossary.language in files:
        first = files[glossary.language].doc.display
        position = glossary.doc.position(("language",))
        result.diagnostics.error("E701", f"a second glossary for '{glossary.language}' "
                                 f"(the first is {first})", glossary.doc.display,
                                 position.line, position.column,
                                 "expected one glossary file per language")
        return
    files[glossary.language] = glossary


def _register(table: dict, item, diagnostics: Diagnostics) -> None:
    if item.id in table:
        doc = item.doc
        first = table[item.id].doc.display
        diagnostics.error("E701", f"'{item.id}' is defined twice (also in {first})",
                          doc.display, 1, 1, "expected each hero, board and box id once; "
                          "ids are file names")
        return
    table[item.id] = item


def _ruleset_for(doc: Document, ruleset_id: str, path: tuple, result: CompileResult):
    ruleset = result.rulesets.get(ruleset_id)
    if ruleset is None:
        position = doc.position(path)
        known = ", ".join(sorted(result.rulesets)) or "none"
        result.diagnostics.error("E303", f"unknown ruleset '{ruleset_id}'", doc.display,
                                 position.line, position.column, f"expected one of: {known}")
    return ruleset


def _resolve_box(box: Box, result: CompileResult) -> None:
    folder = box.doc.path.parent
    for key, noun, ids, table, target in (
            ("heroes", "hero", box.hero_ids, result.heroes, box.heroes),
            ("boards", "board", box.board_ids, result.boards, box.boards)):
        for index, item_id in enumerate(ids):
            item = table.get(item_id)
            expected = folder / key / f"{item_id}.yaml"
            if item is None and _unbuilt(expected, result):
                continue  # the file is there; its own diagnostics say why it was not built
            if item is None or item.doc.path.resolve().parent != (folder / key).resolve():
                position = box.doc.position((key, index))
                result.diagnostics.error("E700", f"box '{box.id}' lists {noun} '{item_id}', "
                                         f"but {_display(expected, Path.cwd())} was not found",
                                         box.doc.display, position.line, position.column,
                                         f"expected a file {key}/{item_id}.yaml beside box.yaml",
                                         len(item_id))
            else:
                target.append(item)


def _unbuilt(path: Path, result: CompileResult) -> bool:
    """Whether path is a source of the run that was not built as any kind (it had errors)."""
    target = path.resolve()
    if not any(source.resolve() == target for source in result.sources):
        return False
    built = (item.doc.path.resolve() for table in (result.heroes, result.boards, result.boxes,
                                                   result.rulesets) for item in table.values())
    return target not in set(built)


def _build_bundles(result: CompileResult, build: bool) -> None:
    """The bundles of clean content; a box's unknown ruleset is reported even when build is
    False, so `check` and `build` report the same faults."""
    if not result.ok:
        return
    in_boxes = {hero.id for box in result.boxes.values() for hero in box.heroes}
    glossary = result.glossaries.glossary()
    for box in result.boxes.values():
        ruleset = result.rulesets.get(box.ruleset_id)
        if ruleset is None:
            _ruleset_for(box.doc, box.ruleset_id, ("ruleset",), result)
        elif build:
            result.bundles[box.id] = bundle_for_box(box, ruleset, glossary)
    if not build:
        return
    lists = [item for table in result.sfb_lists.values() for item in table.values()]
    if result.champions or result.arenas or lists:  # Super Fantasy Brawl: one bundle
        bundle = sfb_bundle(result.rulesets[SFB_RULESET], list(result.champions.values()),
                            list(result.arenas.values()), glossary, lists)
        result.bundles[SFB_RULESET] = bundle
    # A hero outside any box (a fan's single file) gets a bundle of its own.
    for hero in result.heroes.values():
        if hero.id not in in_boxes and hero.id not in result.bundles:
            ruleset = result.rulesets[hero.ruleset_id]
            result.bundles[hero.id] = build_bundle(hero.id, hero.name, ruleset, [hero], [],
                                                   glossary)


def _check_bundles(result: CompileResult) -> None:
    for bundle_id, bundle in result.bundles.items():
        for error in bundle_schema_errors(bundle)[:5]:
            result.diagnostics.error("E902", f"internal error: bundle '{bundle_id}' breaks "
                                     f"bundle.schema.json at {error}", bundle_id,
                                     hint="this is a bug in cardsmith; please report it")

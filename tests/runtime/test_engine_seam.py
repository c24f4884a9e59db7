"""The engine and the rules seam: the engine knows no game, a second game system plays
through the seam alone, every node class of the language has its handler, and the runtime
has no import cycle."""

from __future__ import annotations

import ast
import random
import subprocess
import sys
import typing
from pathlib import Path

import pytest

import cardsmith
from cardsmith.grammar import games, nodes as n
from cardsmith.grammar.parser import parse_effect_text
from cardsmith.grammar.resolve import resolve_text
from cardsmith.runtime import Game, State
from cardsmith.runtime import systems
from cardsmith.runtime.defs import BoardDef, CardDef, FighterDef, HeroDef, Library, Ruleset
from cardsmith.runtime.engine import invariants as inv
from cardsmith.runtime.unmatched import SYSTEM as UNMATCHED

from . import toy_system

ROOT = Path(__file__).resolve().parents[2]
RUNTIME = ROOT / "runtime"


def imports_of(path: Path) -> list[tuple[str, bool]]:
    """(module imported, at module level) for every import of a file, relative ones resolved
    against its package; imports only for type checkers are left out."""
    package = ".".join(("cardsmith",) + path.relative_to(ROOT).with_suffix("").parts[:-1])
    tree = ast.parse(path.read_text(encoding="utf-8"))
    checking = {id(node) for stmt in ast.walk(tree) if isinstance(stmt, ast.If)
                and "TYPE_CHECKING" in ast.unparse(stmt.test) for node in ast.walk(stmt)}
    found = []
    for node in ast.walk(tree):
        if id(node) in checking or not isinstance(node, (ast.Import, ast.ImportFrom)):
            continue
        top = node in tree.body
        if isinstance(node, ast.Import):
            found += [(alias.name, top) for alias in node.names]
            continue
        base = package.split(".")[:len(package.split(".")) - node.level + 1] if node.level else []
        module = ".".join(base + ([node.module] if node.module else []))
        found += [(f"{module}.{alias.name}" if not node.module else module, top)
                  for alias in node.names]
    return found


def runtime_modules() -> dict[str, Path]:
    return {".".join(("cardsmith",) + p.relative_to(ROOT).with_suffix("").parts)
            .removesuffix(".__init__"): p for p in RUNTIME.rglob("*.py")}


def test_the_engine_imports_no_game_system():
    for path in (RUNTIME / "engine").glob("*.py"):
        for module, _ in imports_of(path):
            assert "unmatched" not in module, f"{path.name} imports {module}"


def test_the_runtime_has_no_import_cycle_even_through_imports_inside_functions():
    modules = runtime_modules()
    graph = {name: {m for m, _ in imports_of(path) if m in modules and m != name}
             for name, path in modules.items()}
    for name in graph:  # a package imports what its __init__ imports; a module its package
        graph[name] |= {p for p in graph if name.startswith(p + ".") and p != name} - {name}
    state: dict[str, int] = {}

    def visit(name: str, trail: list[str]) -> None:
        state[name] = 1
        for other in sorted(graph[name]):
            if state.get(other) == 1 and not name.startswith(other + "."):
                raise AssertionError("import cycle: " + " -> ".join(trail + [name, other]))
            if other not in state:
                visit(other, trail + [name])
        state[name] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [])


def _union_members(union) -> set[type]:
    return {t for t in typing.get_args(union) if isinstance(t, type)}


@pytest.mark.parametrize("registry", ["effects", "conditions", "values", "counts"])
def test_unmatched_has_a_handler_for_every_node_class(registry):
    # Unmatched's own classes and those it shares with Super Fantasy Brawl (grammar/games.py)
    expected = games.handled_classes(games.UNMATCHED)[registry]
    assert expected >= _union_members({"effects": n.Effect, "conditions": n.Condition,
                                       "values": n.Expr, "counts": n.Countable}[registry])
    missing = sorted(c.__name__ for c in expected - set(getattr(UNMATCHED, registry)))
    assert not missing, f"no {registry} handler for {missing}"


# ---------------------------------------------------------------- a second game system


def duel_library() -> Library:
    def card(index: int, value: int, count: int, text: str | None = None) -> CardDef:
        sections = resolve_text(parse_effect_text(text))[0].sections if text else ()
        return CardDef(f"card-{index}", f"Card {index}", "attack", value, None, count, "any",
                       sections)

    cards = (card(1, 1, 4), card(2, 2, 3, "Draw 1 card."), card(3, 3, 2, "Discard 1 card."),
             card(4, 0, 3, "Your opponent discards 1 card."))
    library = Library()
    for hero in ("north", "south"):
        fighter = FighterDef(hero.capitalize(), "hero", 12, "melee")
        library.heroes[hero] = HeroDef(hero, hero.capitalize(), 0, (fighter,), cards)
        library.hero_box[hero] = "duel"
    library.boards["pit"] = BoardDef("pit", "Pit", 2, (1,), {1: frozenset()}, {1: frozenset()},
                                     {1: 1, 2: 1})
    library.board_box["pit"] = "duel"
    library.rulesets["duel"] = Ruleset("Card duel", "card-duel", 12, 0, 7, 1, 1)
    return library


@pytest.fixture
def duel(monkeypatch) -> Game:
    monkeypatch.setitem(systems.SYSTEMS, "card-duel", toy_system.SYSTEM)
    return Game(duel_library(), ("north", "south"), "pit")


@pytest.mark.parametrize("seed", range(20))
def test_a_second_game_system_plays_through_the_seam(duel, seed):
    state, result = inv.play_random(duel, seed)  # every invariant after every action
    assert state.is_terminal() and result.winner in (0, 1)
    kinds = {type(e).KIND for e in state.events}
    assert {"turn", "draw", "damage", "winner"} <= kinds


def test_the_second_system_copies_and_saves_mid_game(duel):
    rng = random.Random(4)
    state = duel.new_initial_state()
    while len(state.history) < 12:
        state.apply(inv.choose(state, rng))
    assert not state.is_terminal()
    copy, saved = state.clone(), State.from_json(duel, state.to_json())
    assert saved == state
    for other in (copy, saved):
        twin = random.Random(9)
        replay_rng = random.Random(9)
        a, b = state.clone(), other
        while not a.is_terminal():
            index = inv.choose(a, twin)
            a.apply(index)
            b.apply(inv.choose(b, replay_rng))
        assert inv.event_log(a) == inv.event_log(b)


def test_the_search_agent_plays_the_second_system_through_the_seam(duel):
    """Determinising and searching know no game: the card duel, with no heuristics of its
    own (the seam's neutral evaluate), plays to the end, the same for the same seed."""
    from cardsmith.runtime.engine.simulate import play_game

    logs = [inv.event_log(play_game(duel, ("ismcts:8", "random"), "duel")) for _ in range(2)]
    assert logs[0] == logs[1] and '"winner"' in logs[0]


def test_heroes_of_two_game_systems_cannot_meet(duel):
    library = duel.library
    library.heroes["robin-hood"] = HeroDef("robin-hood", "Robin Hood", 2,
                                           (FighterDef("Robin Hood", "hero", 13, "ranged"),), ())
    library.hero_box["robin-hood"] = "unmatched-box"
    library.rulesets["unmatched-box"] = Ruleset("Unmatched", "unmatched", 30, 5, 7, 2, 2)
    with pytest.raises(ValueError, match="different games"):
        Game(library, ("north", "robin-hood"), "pit")


# ---------------------------------------------------------------- one import layout


def test_a_top_level_folder_cannot_be_imported_as_a_second_copy():
    for folder in ("runtime", "grammar", "compiler"):
        run = subprocess.run([sys.executable, "-c", f"import {folder}"], cwd=ROOT,
                             capture_output=True, text=True)
        assert run.returncode != 0 and f"import cardsmith.{folder}, not {folder}" in run.stderr


def test_the_tests_test_the_checkout():
    assert Path(cardsmith.__file__).resolve().parent == ROOT / "cardsmith"
    assert Path(sys.modules["cardsmith.runtime"].__file__).resolve() == RUNTIME / "__init__.py"

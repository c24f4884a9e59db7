"""The games target: a fan's hero made of generated parts (effect texts from the grammar on its
ability and cards, awkward but valid numbers, sometimes sidekicks) that passes `check`,
played against a bundled hero on a bundled board.

Each case is played twice: through the command line (`cardsmith play ... --agents
random,random --log FILE`: exit 0, a log that ends the game), and through the API with
every invariant of the runtime checked after every action (runtime/engine/invariants.py),
then replayed from its history alone to the same event log, byte for byte. A hero that
does not pass `check` is the other targets' business and is not played.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import yaml
from hypothesis import strategies as st

from cardsmith.compiler.pipeline import bundled_content, compile_paths
from cardsmith.grammar.nodes import TIMING_HEADERS
from cardsmith.grammar.render_en import render_en
from cardsmith.runtime import Game
from cardsmith.runtime.defs import Library
from cardsmith.runtime.engine import invariants as inv

from .effects import _HERO, named_asts
from .harness import finding, invoke

ROOT = Path(__file__).resolve().parents[2]
OPPONENTS = sorted(p.stem for p in (ROOT / "content").glob("*/heroes/*.yaml"))
BOARDS = sorted(p.stem for p in (ROOT / "content").glob("*/boards/*.yaml"))
HERO = "ada"


@dataclass(frozen=True)
class GameCase:
    """The hero file's text, whom it plays on which board, and the seed of both games."""

    hero: str
    opponent: str
    board: str
    seed: int

    def size(self) -> int:
        return len(self.hero)

    def command(self, content: str) -> list[str]:
        return ["play", HERO, self.opponent, "--content", content, "--board", self.board,
                "--seed", str(self.seed), "--agents", "random,random"]


@st.composite
def _fighters(draw) -> list[dict]:
    hero = {"name": "Ada", "role": "hero", "attack": draw(st.sampled_from(["melee", "ranged"])),
            "health": draw(st.sampled_from([1, 2, 5, 15, 30]))}
    sidekicks = []
    if draw(st.booleans()):
        count = draw(st.sampled_from([1, 2, 4]))
        sidekicks.append({"name": "Shade", "plural": "Shades", "role": "sidekick",
                          "count": count, "health": draw(st.sampled_from([1, 3])),
                          "attack": draw(st.sampled_from(["melee", "ranged"]))})
    return [hero, *sidekicks]


def _slot(ast) -> str | None:
    """Where a text can stand: "ability" (trigger headers), "combat" (timing headers),
    "scheme" (no header), or nowhere (mixed headers, which the checks refuse)."""
    kinds = {None if section.header is None else
             "combat" if section.header.kind in TIMING_HEADERS else "ability"
             for section in ast.sections}
    if len(kinds) != 1:
        return None
    kind = kinds.pop()
    return "scheme" if kind is None else kind


@st.composite
def _texts(draw, hero: dict) -> None:
    """Generated texts on the ability and cards where their headers allow (the rest keep
    the scaffold's texts)."""
    slots = {"ability": [hero], "combat": [], "scheme": []}
    for card in hero["cards"]:
        slots["scheme" if card["type"] == "scheme" else "combat"].append(card)
    for ast in draw(st.lists(named_asts(), min_size=1, max_size=6)):
        slot = _slot(ast)
        free = slots.get(slot)
        if free:
            chosen = free.pop(draw(st.integers(min_value=0, max_value=len(free) - 1)))
            chosen["ability" if slot == "ability" else "text"] = render_en(ast)


@st.composite
def _counts(draw, cards: list[dict]) -> None:
    """Copies moved from card to card (the deck keeps its size) and values changed."""
    for _ in range(draw(st.integers(min_value=0, max_value=6))):
        source, target = (draw(st.sampled_from(cards)) for _ in range(2))
        if source["count"] > 1:
            source["count"] -= 1
            target["count"] += 1
    for card in cards:
        if "value" in card:
            card["value"] = draw(st.sampled_from([card["value"], 0, 9]))


@st.composite
def game_cases(draw) -> GameCase:
    hero = yaml.safe_load(yaml.safe_dump(_HERO))  # a deep copy
    hero["move"] = draw(st.sampled_from([0, 1, 2, 4]))
    hero["fighters"] = draw(_fighters())
    draw(_texts(hero))
    draw(_counts(hero["cards"]))
    text = yaml.safe_dump(hero, sort_keys=False, allow_unicode=True)
    return GameCase(text, draw(st.sampled_from(OPPONENTS)), draw(st.sampled_from(BOARDS)),
                    draw(st.integers(min_value=0, max_value=2**16)))


def write_game(case: GameCase, folder: Path) -> Path:
    """The hero file in folder/content and the game in folder/game.json; folder."""
    content = folder / "content"
    content.mkdir(parents=True)
    (content / f"{HERO}.yaml").write_text(case.hero, encoding="utf-8")
    game = {"opponent": case.opponent, "board": case.board, "seed": case.seed}
    (folder / "game.json").write_text(json.dumps(game, indent=2) + "\n", encoding="utf-8")
    return folder


def reproduce(case: GameCase, saved: Path) -> str:
    return "cardsmith check {0}/content && cardsmith {1}".format(
        saved, " ".join(case.command(f"{saved}/content")))


def replay_game(kept: Path, scratch: Path) -> None:
    game = json.loads((kept / "case" / "game.json").read_text(encoding="utf-8"))
    hero = (kept / "case" / "content" / f"{HERO}.yaml").read_text(encoding="utf-8")
    run_game(GameCase(hero, game["opponent"], game["board"], game["seed"]), scratch)


def run_game(case: GameCase, scratch: Path) -> None:
    folder = write_game(case, scratch / "case")
    content = folder / "content"
    if invoke(["check", str(content)]).exit_code != 0:
        return  # not a playable hero: the content and effects targets check it
    log = scratch / "game.jsonl"
    played = invoke([*case.command(str(content)), "--log", str(log)])
    if played.exit_code != 0:
        raise finding(f"play exited {played.exit_code}", played.output[-2000:])
    kinds = [json.loads(line)["event"] for line in log.read_text(encoding="utf-8").splitlines()]
    if not kinds or kinds[-1] not in ("winner", "draw game"):
        raise finding("the game's log does not end the game", f"last events: {kinds[-5:]}")
    _play_checked(case, content)


def _play_checked(case: GameCase, content: Path) -> None:
    """The same hero through the API, every invariant checked, replayed from its history."""
    result = compile_paths([bundled_content(), content])
    game = Game(Library.from_bundles(list(result.bundles.values())), (HERO, case.opponent),
                case.board)
    try:
        state, _ = inv.play_random(game, case.seed)
    except inv.InvariantError as error:
        raise finding("an invariant does not hold", str(error)[:2000]) from None
    if inv.event_log(inv.replay(game, state.history)) != inv.event_log(state):
        raise finding("a replay of the history gives another game", f"seed {case.seed}")


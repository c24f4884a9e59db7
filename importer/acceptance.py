"""Which imported cards the language accepts: the written hero files are checked as
`cardsmith check` checks them, and each error is given to the card whose lines hold it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

from cardsmith.compiler.diagnostics import Severity
from cardsmith.compiler.pipeline import compile_paths

ABILITY = ""  # the key of a deck's special ability among its cards' titles


@dataclass(frozen=True)
class Verdict:
    file: Path
    title: str  # ABILITY for the special ability
    accepted: bool


def card_lines(yaml_text: str) -> list[tuple[int, str]]:
    """(first line, title) of each card of a hero file as hero_yaml writes it, and of the
    ability: a card starts at its "- title:" line under "cards:"; the traits the ability
    gives (`traits`, right after it) are the ability's lines too."""
    starts: list[tuple[int, str]] = []
    in_cards = False
    for number, line in enumerate(yaml_text.splitlines(), start=1):
        if line.startswith("ability:"):
            starts.append((number, ABILITY))
        elif line.startswith("traits:"):
            continue
        elif line.startswith("cards:"):
            in_cards = True
        elif in_cards and line.startswith("- title:"):
            starts.append((number, line.split(":", 1)[1].strip().strip("'\"")))
        elif line and not line[0].isspace() and not line.startswith("-"):
            in_cards = False
            starts.append((number, None))  # a key after the cards belongs to no card
    return starts


def verdicts(files: list[Path]) -> list[Verdict]:
    """For each card and ability of the files: does `cardsmith check` report no error in it?"""
    result = compile_paths(files, limit=100000, bundles=False)
    faulty: set[tuple[str, int]] = {(Path(d.file).resolve().as_posix(), d.line)
                                    for d in result.diagnostics
                                    if d.severity is Severity.ERROR and d.line}
    found: list[Verdict] = []
    for path in files:
        key = path.resolve().as_posix()
        lines = {line for file, line in faulty if file == key}
        starts = card_lines(path.read_text(encoding="utf-8")) + [(10 ** 9, None)]
        for (first, title), (after, _) in zip(starts, starts[1:]):
            if title is not None:
                found.append(Verdict(path, title, not any(first <= n < after for n in lines)))
    return found


@dataclass(frozen=True)
class Rewording:
    """A card the language does not accept as printed, and what says the same in it."""

    deck: str  # the hero file's stem ("medusa")
    card: str  # the title, or ABILITY
    printed: str
    ours: str
    why: str


def load_rewordings(path: Path) -> list[Rewording]:
    """The rewordings listed in a YAML file: deck, card (null: the special ability),
    printed, ours, why."""
    entries = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    return [Rewording(e["deck"], e["card"] or ABILITY, e["printed"], e["ours"], e["why"])
            for e in entries]


@dataclass
class Coverage:
    """How much of a set of imported decks the language accepts: as printed, only with a
    listed rewording, or not at all."""

    as_printed: list[Verdict]
    reworded: list[Verdict]
    not_at_all: list[Verdict]
    stale: list[Rewording]  # a rewording of a card accepted as printed, or of no card

    @property
    def total(self) -> int:
        return len(self.as_printed) + len(self.reworded) + len(self.not_at_all)

    def share(self) -> float:
        return 100 * len(self.as_printed) / self.total if self.total else 100.0


def coverage(files: list[Path], rewordings: list[Rewording], out_dir: Path,
             abilities: bool = False) -> Coverage:
    """Check the files as printed; write copies with the rewordings in `out_dir` and check
    those, for the cards (or, with `abilities`, the special abilities) not accepted."""
    printed = [v for v in verdicts(files) if (v.title == ABILITY) == abilities]
    by_key = {(r.deck, r.card): r for r in rewordings if (r.card == ABILITY) == abilities}
    wanted = {(v.file.stem, v.title) for v in printed if not v.accepted}
    stale = [r for key, r in by_key.items() if key not in wanted]
    listed = [by_key[k] for k in sorted(wanted & set(by_key))]
    rewritten = with_rewordings(files, listed, out_dir)
    again = {(v.file.stem, v.title): v.accepted for v in verdicts(rewritten)} if rewritten else {}
    result = Coverage([], [], [], stale)
    for verdict in printed:
        key = (verdict.file.stem, verdict.title)
        if verdict.accepted:
            result.as_printed.append(verdict)
        elif key in by_key and again.get(key):
            result.reworded.append(verdict)
        else:
            result.not_at_all.append(verdict)
    return result


def with_rewordings(files: list[Path], rewordings: list[Rewording], out_dir: Path) -> list[Path]:
    """Copies of the files that hold a reworded card, with the rewording in place of the
    printed text (as hero_yaml writes a text: one line, so a plain replacement)."""
    by_deck: dict[str, list[Rewording]] = {}
    for rewording in rewordings:
        by_deck.setdefault(rewording.deck, []).append(rewording)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for path in files:
        if path.stem not in by_deck:
            continue
        hero = yaml.safe_load(path.read_text(encoding="utf-8"))
        for rewording in by_deck[path.stem]:
            if rewording.card == ABILITY:
                hero["ability"] = rewording.ours
            for card in hero["cards"]:
                if card["title"] == rewording.card:
                    card["text"] = rewording.ours
        target = out_dir / path.name
        target.write_text(yaml.safe_dump(hero, sort_keys=False, allow_unicode=True,
                                         width=100), encoding="utf-8")
        written.append(target)
    return written

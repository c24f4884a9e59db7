"""What a Super Fantasy Brawl game knows of its content, read from the bundle (never YAML):
champions and their action cards, the arena, the ruleset's numbers, and a team (the three
champions a player brings, named "a,b,c" as `cardsmith play` takes them)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.serialize import node_from_json

from ..defs import CardDef, Ruleset
from .arena import Arena, Reach

if TYPE_CHECKING:
    from ..defs import Library

SYSTEM_NAME = "super-fantasy-brawl"
CORES = ("destruction", "creation", "manipulation")  # red, yellow, blue
TEAM_SEPARATOR = ","


@dataclass(frozen=True)
class TrapDef:
    id: str
    name: str
    count: int  # tokens of this kind in the supply
    sections: tuple[n.Section, ...]  # what happens to "that Champion"


@dataclass(frozen=True)
class ChallengeDef:
    id: str
    title: str
    sections: tuple[n.Section, ...]  # "Score if <condition>."

    @property
    def condition(self) -> Any:
        return next(c.condition for s in self.sections for sentence in s.sentences
                    for c in sentence.clauses if isinstance(c, n.ScoreIf))


@dataclass(frozen=True)
class StandardActionDef:
    id: str
    title: str
    core: str  # a core, or "any"
    movement: int
    sections: tuple[n.Section, ...]


@dataclass(frozen=True)
class SfbRuleset(Ruleset):
    """The ruleset's numbers with the box's traps, challenges and standard actions."""

    victory_points: int = 5
    team_size: int = 3
    traps: tuple[TrapDef, ...] = ()
    challenges: tuple[ChallengeDef, ...] = ()
    standard_actions: tuple[StandardActionDef, ...] = ()
    track_points: tuple[int, ...] = (0, 1, 2, 1)  # cannot be scored, 1 VP, 2 VP, 1 VP

    def trap(self, trap_id: str) -> TrapDef:
        return next(t for t in self.traps if t.id == trap_id)

    def challenge(self, challenge_id: str) -> ChallengeDef:
        return next(c for c in self.challenges if c.id == challenge_id)

    def standard(self, action_id: str) -> StandardActionDef:
        return next(a for a in self.standard_actions if a.id == action_id)


@dataclass(frozen=True)
class ActionCardDef:
    """One action card of a champion (the engine's card definition for SFB)."""

    id: str
    title: str
    type: str  # attack, skill, reaction
    core: str
    movement: int
    reach: Reach | None  # attacks only
    aoe: int
    strength: int | None
    defense_bonus: int | None
    champion: str  # the champion's id
    sections: tuple[n.Section, ...] = ()
    where: tuple = ()
    file: str = ""
    count: int = 1
    value: int | None = None  # the engine's card fields that SFB cards do not have
    boost: int | None = None
    user: str = "any"
    symbols: tuple = ()
    copies_differ: bool = False

    @property
    def source(self) -> str:
        line = f":{self.where[0]}" if self.where else ""
        return f"card '{self.title}' ({self.file or 'unknown file'}{line})"

    @property
    def is_attack(self) -> bool:
        return self.type == "attack"

    @property
    def is_defense(self) -> bool:
        return self.type == "reaction"

    section = CardDef.section  # the card's section of a timing (None: its untimed text)


@dataclass(frozen=True)
class ChampionDef:
    """A champion card, both sides: base HP and defence, and the level-up side's with its
    passive (sections with triggers)."""

    id: str
    name: str
    hp: int
    defense: int
    level_hp: int
    level_defense: int
    passive: tuple[n.Section, ...]
    cards: tuple[ActionCardDef, ...]
    source: str = ""
    role: str = "champion"
    attack: str = "melee"  # the engine's fighter field; SFB cards say their reach
    count: int = 1
    plural: str | None = None
    level_side: bool = False  # this is the champion card's level-up side
    short_names: tuple[str, ...] = ()  # what its text may call it too ("Tentaclot")

    @property
    def is_hero(self) -> bool:
        return False

    @property
    def health(self) -> int:
        return self.hp

    def answers_to(self, name: str) -> bool:
        return name.casefold() in {known.casefold() for known in (self.name, *self.short_names)}

    @property
    def levelled_side(self) -> "ChampionDef":
        """The card flipped: the level-up HP and defence (the passive is the same field)."""
        return replace(self, hp=self.level_hp, defense=self.level_defense, level_side=True)


@dataclass(frozen=True)
class TeamDef:
    """A player's three champions: the engine's "hero" of a seat."""

    id: str  # "a,b,c"
    champions: tuple[ChampionDef, ...]
    resources: tuple = ()
    start_form: str | None = None
    tokens: tuple = ()
    ability: tuple = ()
    source: str = ""
    discard_pile_marker: tuple | None = None  # Unmatched's symbols: none here
    symbols: tuple = ()
    wild_symbols: frozenset = frozenset()

    @property
    def name(self) -> str:
        return " & ".join(c.name for c in self.champions)

    @property
    def cards(self) -> tuple[ActionCardDef, ...]:
        return tuple(card for champion in self.champions for card in champion.cards)

    def triggers(self, kind: n.HeaderKind) -> list[n.Section]:
        return []


def team_ids(seat: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in seat.split(TEAM_SEPARATOR))


def _sections(effect: dict[str, Any] | None) -> tuple[n.Section, ...]:
    if not effect or not effect.get("ast"):
        return ()
    return node_from_json(effect["ast"]).sections


def champion_from_json(data: dict[str, Any]) -> ChampionDef:
    source = data.get("source", "")
    cards = []
    for card in data["cards"]:
        attack = card["type"] == "attack"
        cards.append(ActionCardDef(
            card["id"], card["title"], card["type"], card["core"], card.get("movement") or 0,
            Reach.from_bundle(card.get("targeting")) if attack else None,
            card.get("aoe") or 1, card.get("strength"), card.get("defense_bonus"),
            data["id"], _sections(card), tuple(card["span"][:2]) if card.get("span") else (),
            source))
    level = data["level_up"]
    return ChampionDef(data["id"], data["name"], data["hp"], data["defense"],
                       level.get("hp", data["hp"]), level.get("defense", data["defense"]),
                       _sections(level.get("ability")), tuple(cards), source,
                       short_names=tuple(data.get("short_names", ())))


def ruleset_from_json(bundle: dict[str, Any]) -> SfbRuleset:
    data = bundle["box"]["ruleset"]
    traps = tuple(TrapDef(t["id"], t["name"], t["count"], _sections(t))
                  for t in bundle.get("traps", ()))
    challenges = tuple(ChallengeDef(c["id"], c["title"], _sections(c))
                       for c in bundle.get("challenges", ()))
    actions = tuple(StandardActionDef(a["id"], a["title"], a["core"], a.get("movement") or 0,
                                      _sections(a)) for a in bundle.get("standard_actions", ()))
    return SfbRuleset(data["name"], data["system"], data.get("deck_size", 18),
                      data.get("opening_hand", 5), hand_limit=99, actions_per_turn=0,
                      exhaustion_damage=0, turn_limit=data.get("turn_limit", 200),
                      victory_points=data.get("victory_points", 5),
                      team_size=data.get("team_size", 3), traps=traps, challenges=challenges,
                      standard_actions=actions)


def add_bundle(library: "Library", bundle: dict[str, Any]) -> None:
    """A Super Fantasy Brawl bundle's champions, arenas and ruleset into the library."""
    box_id = bundle["box"]["id"]
    library.rulesets[box_id] = ruleset_from_json(bundle)
    for champion in bundle.get("champions", ()):
        library.champions[champion["id"]] = champion_from_json(champion)
        library.hero_box[champion["id"]] = box_id
    for arena in bundle.get("arenas", ()):
        library.arenas[arena["id"]] = Arena.from_bundle(arena)
        library.board_box[arena["id"]] = box_id


def team(library: "Library", seat: str) -> TeamDef:
    return TeamDef(seat, tuple(library.champions[c] for c in team_ids(seat)))

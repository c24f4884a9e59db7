"""What the runtime knows of a game's content, read from compiled bundles (never from YAML).

Definitions are immutable and shared by every state of every game played from them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, Iterable

from cardsmith.grammar import nodes as n
from cardsmith.grammar.spellings import fighter_spellings, spelling_key, token_spellings
from cardsmith.grammar.serialize import node_from_json


@dataclass(frozen=True)
class FighterDef:
    name: str
    role: str  # "hero" or "sidekick"
    health: int
    attack: str  # "melee" or "ranged"
    count: int = 1
    plural: str | None = None
    forms: tuple[str, ...] = ()  # the forms this fighter takes (Dr. Jekyll, Mr. Hyde)
    short_names: tuple[str, ...] = ()  # other spellings the cards use ("Geralt")
    summoned: bool = False  # starts off the board, in its supply; comes in when summoned

    @property
    def is_hero(self) -> bool:
        return self.role == "hero"

    def answers_to(self, name: str) -> bool:
        """Whether text naming `name` ("the Jackalope", "Outlaws") means this fighter."""
        return spelling_key(name) in self._names

    @cached_property
    def _names(self) -> frozenset[str]:
        return fighter_spellings(self.name, self.plural, self.forms + self.short_names)


@dataclass(frozen=True)
class CardDef:
    id: str
    title: str
    type: str
    value: int | None
    boost: int | None
    count: int
    user: str  # "any" or a fighter name
    sections: tuple[n.Section, ...] = ()
    where: tuple = ()  # (line, column) of the card's text in its YAML file, for errors
    symbols: tuple[tuple[str, ...], ...] = ()  # the symbols of each copy
    file: str = ""  # the hero file it comes from

    @property
    def source(self) -> str:
        """Where the card is written, for messages: "card 'Feint' (robin-hood.yaml:41)"."""
        line = f":{self.where[0]}" if self.where else ""
        return f"card '{self.title}' ({self.file or 'unknown file'}{line})"

    @cached_property
    def copies_differ(self) -> bool:
        """Copies show different symbols (each Into the Woods shows its own item)."""
        return len(set(self.symbols)) > 1

    @property
    def is_attack(self) -> bool:
        return self.type in ("attack", "versatile")

    @property
    def is_defense(self) -> bool:
        return self.type in ("defense", "versatile")

    def statics(self) -> list[n.Effect]:
        """Clauses of the card's untimed text that state what the card is, not what it does:
        "this card's effects cannot be cancelled", "you may play this card as a ..."."""
        section = self.section(None) if self.type != "scheme" else None
        if section is None:
            return []
        return [clause for sentence in section.sentences for clause in sentence.clauses]

    def section(self, kind: n.HeaderKind | None) -> n.Section | None:
        for section in self.sections:
            if (section.header.kind if section.header else None) is kind:
                return section
        return None


@dataclass(frozen=True)
class Resource:
    name: str
    start: int
    max: int


@dataclass(frozen=True)
class TokenDef:
    name: str  # "fog token"
    plural: str  # "fog tokens"
    count: int
    start_in_zone: bool = False
    links_movement_for: str | None = None  # a fighter who moves between them as if adjacent

    def written(self, text: str) -> bool:
        return text.casefold() in token_spellings(self.name, self.plural)


@dataclass(frozen=True)
class SubDeckDef:
    """A sub-deck of the hero file (missions, gadgets): its cards are set aside at set-up,
    `face_up` of them dealt at random into the area of its name; "acquire a new <name>"
    deals the next. The face-down rest is the area `stock`."""

    name: str  # "mission": the area of its face-up cards ("your active mission")
    plural: str  # "missions"
    cards: tuple[str, ...]  # card ids, every copy of each
    face_up: int
    playable: bool  # its face-up cards can be played as from the hand

    @property
    def stock(self) -> str:
        return f"{self.name} deck"

    def named_by(self, word: str) -> bool:
        return word.casefold() in (self.name, self.plural)


@dataclass(frozen=True)
class NamedEffectDef:
    """A named effect of the hero file (a spell): its text, resolved when a text invokes
    it ("cast Toad's Blessing"), and its cost, paid where the text says ", paying its cost"."""

    name: str  # "Toad's Blessing"
    section: n.Section  # its text: sentences without a header
    cost: "n.Clause | None" = None  # one discard or spend (compiler/named_effects.py)


@dataclass(frozen=True)
class EffectKindDef:
    """A kind of named effect: the word and verb text invokes them with, and the effects."""

    word: str  # "spell"
    plural: str  # "spells"
    verb: str  # "cast"
    effects: tuple[NamedEffectDef, ...]

    def named_by(self, word: str) -> bool:
        return word.casefold() in (self.word, self.plural)

    def effect(self, name: str) -> NamedEffectDef | None:
        return next((e for e in self.effects if e.name.casefold() == name.casefold()), None)


@dataclass(frozen=True)
class TraitDef:
    """A trait the hero's ability gives fighters ("T-Rex is a large fighter."): its word and
    its meaning, a lasting ability that holds for each fighter that has it."""

    name: str  # "large"
    meaning: tuple[n.Section, ...]  # "This fighter can attack up to 2 spaces away."


@dataclass(frozen=True)
class HeroDef:
    id: str
    name: str
    move: int
    fighters: tuple[FighterDef, ...]
    cards: tuple[CardDef, ...]
    ability: tuple[n.Section, ...] = ()
    resources: tuple[Resource, ...] = ()
    symbols: dict[str, str] = field(default_factory=dict)  # glyph -> symbol id
    wild_symbols: frozenset[str] = frozenset()
    discard_pile_marker: tuple[str, ...] | None = None  # the symbols it shows
    start_form: str | None = None
    tokens: tuple[TokenDef, ...] = ()
    source: str = ""  # the hero file, as the compiler named it
    sub_decks: tuple[SubDeckDef, ...] = ()
    named_effects: tuple[EffectKindDef, ...] = ()
    traits: tuple[TraitDef, ...] = ()

    def effect_kinds(self, node: n.Invoke) -> list[EffectKindDef]:
        """The kinds of named effect an invocation means: the one of its word, or (an effect
        named) those of its verb; none where the hero file declares none (W330)."""
        return [kind for kind in self.named_effects if kind.verb == node.verb and (
            node.word is None or kind.named_by(node.word))]

    def trait(self, word: str) -> "TraitDef | None":
        return next((trait for trait in self.traits if trait.name == word), None)

    def sub_deck(self, word: str) -> "SubDeckDef | None":
        return next((deck for deck in self.sub_decks if deck.named_by(word)), None)

    def sub_deck_of(self, card_id: str) -> "SubDeckDef | None":
        """The sub-deck a card (by its id) is set aside in, if any."""
        return next((deck for deck in self.sub_decks if card_id in deck.cards), None)

    def resource(self, name: str) -> "Resource | None":
        return next((r for r in self.resources if r.name == name), None)

    @property
    def hero_fighter(self) -> FighterDef:
        return next(f for f in self.fighters if f.is_hero)

    def triggers(self, kind: n.HeaderKind) -> list[n.Section]:
        return [s for s in self.ability if s.header is not None and s.header.kind is kind]

    def standing(self) -> list[n.Section]:
        """The ability's text without a trigger: what always holds (n.STANDING)."""
        return [s for s in self.ability if s.header is None]


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: geometry caches key on it
class BoardDef:
    id: str
    name: str
    players: int
    spaces: tuple[int, ...]
    adjacent: dict[int, frozenset[int]]
    zones: dict[int, frozenset[str]]
    starts: dict[int, int]  # printed start number -> space
    passages: frozenset[int] = frozenset()
    doors: tuple[frozenset[int], ...] = ()
    closed_doors: frozenset[frozenset[int]] = frozenset()  # the doors closed at the start

    @cached_property
    def adjacent_bits(self) -> dict[int, int]:
        """Each space's neighbours as a bit set (bit s: space s), for fast reach."""
        return {space: sum(1 << other for other in others)
                for space, others in self.adjacent.items()}

    @cached_property
    def spaces_sorted(self) -> tuple[int, ...]:
        return tuple(sorted(self.spaces))

    def balls(self, start: int) -> tuple[int, ...]:
        """The spaces within 0, 1, 2, ... steps of `start` on the empty board, as bit sets,
        until they stop growing (the last holds every space it can reach)."""
        found = self._balls.get(start)
        if found is None:
            rings, seen, frontier = [], 1 << start, 1 << start
            while True:
                rings.append(seen)
                step = 0
                for space in self.spaces:
                    if frontier >> space & 1:
                        step |= self.adjacent_bits[space]
                frontier = step & ~seen
                if not frontier:
                    break
                seen |= frontier
            found = self._balls[start] = tuple(rings)
        return found

    @cached_property
    def _balls(self) -> dict[int, tuple[int, ...]]:
        return {}


@dataclass(frozen=True)
class Ruleset:
    name: str
    system: str
    deck_size: int
    opening_hand: int
    hand_limit: int
    actions_per_turn: int
    exhaustion_damage: int
    maneuver_draw: int = 1
    turn_limit: int = 200  # then the game ends in a draw


@dataclass
class Library:
    """Every hero, board and ruleset of the bundles loaded, by id."""

    heroes: dict[str, HeroDef] = field(default_factory=dict)
    boards: dict[str, BoardDef] = field(default_factory=dict)
    rulesets: dict[str, Ruleset] = field(default_factory=dict)  # by box id
    hero_box: dict[str, str] = field(default_factory=dict)
    board_box: dict[str, str] = field(default_factory=dict)
    champions: dict[str, Any] = field(default_factory=dict)  # Super Fantasy Brawl's
    arenas: dict[str, Any] = field(default_factory=dict)

    def add_bundle(self, bundle: dict[str, Any]) -> None:
        system = bundle["box"]["ruleset"].get("system", "unmatched")
        if system != "unmatched":
            from .systems import bundle_loader

            loader = bundle_loader(system)  # another game's content (Super Fantasy Brawl)
            if loader is not None:
                loader(self, bundle)
            return
        box_id = bundle["box"]["id"]
        self.rulesets[box_id] = ruleset_from_json(bundle["box"]["ruleset"])
        for hero in bundle["heroes"]:
            self.heroes[hero["id"]] = hero_from_json(hero)
            self.hero_box[hero["id"]] = box_id
        for board in bundle["boards"]:
            self.boards[board["id"]] = board_from_json(board)
            self.board_box[board["id"]] = box_id

    def ruleset_for(self, hero_id: str) -> Ruleset:
        """A hero's ruleset, or a Super Fantasy Brawl team's ("a,b,c": its first champion's)."""
        return self.rulesets[self.hero_box[hero_id.split(",")[0]]]

    def knows_seat(self, seat: str) -> bool:
        """A hero id, or a team of champion ids ("a,b,c")."""
        if seat in self.heroes:
            return True
        return all(part in self.champions for part in seat.split(","))

    def knows_board(self, board: str) -> bool:
        return board in self.boards or board in self.arenas

    @classmethod
    def from_bundles(cls, bundles: Iterable[dict[str, Any]]) -> "Library":
        library = cls()
        for bundle in bundles:
            library.add_bundle(bundle)
        return library

    @classmethod
    def from_files(cls, paths: Iterable[Path]) -> "Library":
        return cls.from_bundles(json.loads(Path(p).read_text(encoding="utf-8")) for p in paths)


def ruleset_from_json(data: dict[str, Any]) -> Ruleset:
    return Ruleset(data["name"], data.get("system", "unmatched"), data["deck_size"], data["opening_hand"], data["hand_limit"],
                   data["actions_per_turn"], data["exhaustion_damage"],
                   data.get("maneuver_draw", 1), data.get("turn_limit", 200))


def _sections(effect: dict[str, Any] | None) -> tuple[n.Section, ...]:
    if effect is None:
        return ()
    return node_from_json(effect).sections


def hero_from_json(data: dict[str, Any]) -> HeroDef:
    forms = data.get("forms") or {}
    fighters = tuple(FighterDef(f["name"], f["role"], f["health"], f["attack"], f["count"],
                                f.get("plural"),
                                tuple(forms.get("names", [])) if f["role"] == "hero" else (),
                                tuple(f.get("short_names", ())), f.get("summoned", False))
                     for f in data["fighters"])
    source = data.get("source", "")
    cards = tuple(
        CardDef(c["id"], c["title"], c["type"], c["value"], c["boost"], c["count"], c["user"],
                _sections(c["ast"]), tuple(c["span"][:2]) if c["span"] else (),
                tuple(tuple(copy) for copy in c.get("symbols", [])), source)
        for c in data["cards"])
    ability = _sections(data["ability"]["ast"]) if data["ability"] else ()
    resources = tuple(Resource(r["name"], r.get("start", 0), r["max"])
                      for r in data.get("resources", []))
    symbols = data.get("symbols", [])
    marker = data.get("discard_pile_marker")
    return HeroDef(data["id"], data["name"], data["move"], fighters, cards, ability, resources,
                   {s["glyph"]: s["id"] for s in symbols},
                   frozenset(s["id"] for s in symbols if s.get("wild")),
                   tuple(marker.get("symbols", [])) if marker else None, forms.get("start"),
                   tuple(TokenDef(t["name"], t["plural"], t["count"], t.get("start_in_zone", False),
                                  t.get("links_movement_for")) for t in data.get("tokens", [])),
                   source,
                   tuple(SubDeckDef(d["name"], d["plural"], tuple(d["cards"]), d["face_up"],
                                    d["playable"]) for d in data.get("sub_decks", [])),
                   tuple(_effect_kind(kind) for kind in data.get("named_effects", [])),
                   tuple(TraitDef(t["name"], _sections(t["meaning"]["ast"]))
                         for t in data.get("traits", [])))


def _effect_kind(data: dict[str, Any]) -> EffectKindDef:
    effects = []
    for named in data["effects"]:
        cost = _sections(named["cost"]["ast"]) if named["cost"] else ()
        text = _sections(named["effect"]["ast"]) or (n.Section(None, ()),)  # a blank text
        effects.append(NamedEffectDef(named["name"], text[0],
                                      cost[0].sentences[0].clauses[0] if cost else None))
    return EffectKindDef(data["name"], data["plural"], data["verb"], tuple(effects))


def board_from_json(data: dict[str, Any]) -> BoardDef:
    spaces = tuple(space["id"] for space in data["spaces"])
    adjacent = {space["id"]: frozenset(space["adjacent"]) for space in data["spaces"]}
    zones = {space["id"]: frozenset(space["zones"]) for space in data["spaces"]}
    starts = {space["start"]: space["id"] for space in data["spaces"] if "start" in space}
    doors = tuple(frozenset(d["between"]) for d in data.get("doors", []))
    closed = frozenset(frozenset(d["between"]) for d in data.get("doors", [])
                       if not d.get("open", False))
    return BoardDef(data["id"], data["name"], data["players"], spaces, adjacent, zones, starts,
                    frozenset(data.get("passages", [])), doors, closed)

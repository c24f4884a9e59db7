"""The compiler's typed view of validated documents: rulesets, heroes, boards, boxes.

Built from schema-valid documents only, so field access needs no defensive checks. Each
object keeps its document, so later passes can point at the YAML node they complain about.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardsmith.grammar import nodes
from cardsmith.grammar.i18n_glossary import Glossary
from cardsmith.grammar.spellings import fighter_spellings, spelling_key

from .loader import Document, Position

DEFAULT_DECK_COLOR = "#4a5668"  # a slate blue: the hero schema's `color` default


@dataclass
class Ruleset:
    id: str
    doc: Document
    data: dict[str, Any]

    @property
    def deck_size(self) -> int:
        return self.data["deck_size"]

    def headers_for(self, card_type: str) -> set[str]:
        """The timing headers allowed on a card of this type ("during combat", ...)."""
        return {window.replace("_", " ") for window, types in self.data["timing_headers"].items()
                if card_type in types}


@dataclass
class EffectSource:
    """An effect-language string in a document, and its parsed AST (None if it did not parse)."""

    doc: Document
    path: tuple  # JSON path of the string in the document
    text: str
    ast: nodes.EffectText | None = None  # with its back-references bound (grammar/resolve.py)
    unresolved: list = field(default_factory=list)  # the references the resolver could not bind

    def position(self, offset: int) -> Position:
        return self.doc.text_position(self.path, offset)

    def node_position(self, node: nodes.Node) -> Position:
        if node.span is None:
            return self.doc.position(self.path)
        return self.position(node.span.start)


@dataclass
class Fighter:
    name: str
    role: str
    health: int
    attack: str
    count: int = 1
    plural: str | None = None
    index: int = 0
    translations: dict[str, Any] = field(default_factory=dict)  # by language
    short_names: tuple[str, ...] = ()  # other spellings the cards use ("Geralt")
    summoned: bool = False  # starts off the board, in the supply; comes in when summoned

    def names(self) -> frozenset[str]:
        """The spellings text may use: the name and plural, with or without "The", and the
        short names."""
        return fighter_spellings(self.name, self.plural, self.short_names)

    def to_json(self) -> dict[str, Any]:
        data = {"name": self.name, "role": self.role, "count": self.count,
                "health": self.health, "attack": self.attack}
        if self.plural:
            data["plural"] = self.plural
        if self.short_names:
            data["short_names"] = list(self.short_names)
        if self.summoned:
            data["summoned"] = True
        data["translations"] = self.translations
        return data


@dataclass
class Card:
    id: str
    title: str
    type: str
    value: int | None
    boost: int | None
    count: int
    user: str
    index: int
    effect: EffectSource | None = None
    symbols: list[list[str]] = field(default_factory=list)  # per copy
    translations: dict[str, Any] = field(default_factory=dict)  # of the title, by language


@dataclass
class SubDeck:
    """A sub-deck of the hero file (`sub_decks`): cards set aside from the deck at set-up,
    `face_up` of them dealt into the area of its name (compiler/subdecks.py)."""

    name: str  # the word text uses: "mission"
    plural: str  # "missions"
    titles: list[str]  # as the file writes them
    face_up: int
    playable: bool
    index: int  # in `sub_decks`
    translations: dict[str, Any] = field(default_factory=dict)

    def named_by(self, word: str) -> bool:
        return word.casefold() in (self.name, self.plural)


@dataclass
class NamedEffect:
    """One named effect of the hero file (`named_effects[].effects[]`, compiler/named_effects.py):
    a spell, with its text and the cost a text may pay for it."""

    name: str  # "Toad's Blessing"
    word: str  # the word of its kind: "spell"
    effect: EffectSource
    cost: EffectSource | None
    path: tuple  # of the entry in the document: ("named_effects", 0, "effects", 1)
    translations: dict[str, Any] = field(default_factory=dict)


@dataclass
class Trait:
    """A trait of the hero file (`traits`): a lower-case word that the ability gives fighters
    ("T-Rex is a large fighter.") and its meaning, a lasting ability (compiler/traits.py)."""

    name: str  # "large"
    meaning: EffectSource  # "This fighter can attack up to 2 spaces away."
    index: int  # in `traits`
    translations: dict[str, Any] = field(default_factory=dict)


@dataclass
class NamedEffectKind:
    """A kind of named effect (`named_effects[]`): the word and verb text invokes them with
    ("Cast any spell.") and the effects."""

    name: str  # the word: "spell"
    plural: str  # "spells"
    verb: str  # "cast"
    effects: list[NamedEffect]
    index: int  # in `named_effects`
    translations: dict[str, Any] = field(default_factory=dict)

    def named_by(self, word: str) -> bool:
        return word.casefold() in (self.name, self.plural)

    def effect(self, name: str) -> NamedEffect | None:
        return next((e for e in self.effects if e.name.casefold() == name.casefold()), None)


def text_owner(owner: "Card | NamedEffect | None") -> str:
    """How a diagnostic names whose text it is about: "card 'Feint'", "spell 'Toad's
    Blessing'" (a named effect's text or cost), "the ability"."""
    if isinstance(owner, NamedEffect):
        return f"{owner.word} '{owner.name}'"
    return f"card '{owner.title}'" if owner is not None else "the ability"


@dataclass
class Hero:
    id: str
    doc: Document
    name: str
    move: int
    ruleset_id: str
    fighters: list[Fighter]
    cards: list[Card]
    ability: EffectSource | None = None
    resources: list[dict[str, Any]] = field(default_factory=list)
    symbols: list[dict[str, Any]] = field(default_factory=list)
    discard_pile_marker: dict[str, Any] | None = None
    forms: dict[str, Any] | None = None
    tokens: list[dict[str, Any]] = field(default_factory=list)
    sub_decks: list[SubDeck] = field(default_factory=list)
    named_effects: list[NamedEffectKind] = field(default_factory=list)
    color: str = DEFAULT_DECK_COLOR
    # True when cards that break the schema were left out (salvage.py): the deck is unknown
    incomplete: bool = False
    translations: dict[str, Any] = field(default_factory=dict)  # of the deck's name
    traits: list[Trait] = field(default_factory=list)

    def sub_deck(self, word: str) -> SubDeck | None:
        """The sub-deck text names by `word` ("mission", "missions")."""
        return next((deck for deck in self.sub_decks if deck.named_by(word)), None)

    def effect_kind(self, word: str) -> NamedEffectKind | None:
        """The kind of named effect text names by `word` ("spell", "spells")."""
        return next((kind for kind in self.named_effects if kind.named_by(word)), None)

    def form_names(self) -> list[str]:
        return list(self.forms["names"]) if self.forms else []

    def fighter_named(self, name: str) -> Fighter | None:
        """The fighter text means by `name`: its name, plural, or a form of the hero fighter."""
        key = spelling_key(name)
        for fighter in self.fighters:
            if key in fighter.names():
                return fighter
        if key in fighter_spellings("", forms=self.form_names()):
            return next(f for f in self.fighters if f.role == "hero")
        return None

    @property
    def deck_size(self) -> int:
        return sum(card.count for card in self.cards)

    def effects(self) -> list[tuple[Card | NamedEffect | None, EffectSource]]:
        """Every parsed effect text of the hero: the ability first, then each trait's
        meaning (a lasting ability too), then each card's, then each named effect's text
        and cost."""
        found = [(None, self.ability)] if self.ability and self.ability.ast else []
        found += [(None, trait.meaning) for trait in self.traits if trait.meaning.ast]
        found += [(card, card.effect) for card in self.cards if card.effect and card.effect.ast]
        for kind in self.named_effects:
            for named in kind.effects:
                found += [(named, source) for source in (named.effect, named.cost)
                          if source is not None and source.ast is not None]
        return found

    def trait(self, word: str) -> Trait | None:
        return next((trait for trait in self.traits if trait.name == word), None)

    def is_trait_meaning(self, source: EffectSource) -> bool:
        return any(trait.meaning is source for trait in self.traits)


@dataclass
class Board:
    id: str
    doc: Document
    data: dict[str, Any]


@dataclass
class Box:
    id: str
    doc: Document
    name: str
    ruleset_id: str
    hero_ids: list[str]
    board_ids: list[str]
    heroes: list[Hero] = field(default_factory=list)
    boards: list[Board] = field(default_factory=list)
    translations: dict[str, Any] = field(default_factory=dict)  # of the box's name


@dataclass
class GlossaryFile:
    """The glossary of one language (content/glossary/<lang>.yaml)."""

    id: str
    doc: Document
    language: str

    def entries(self) -> dict[str, Any]:
        """What a bundle carries: the names, titles and terms, and the kinds kept in English."""
        data = self.doc.data
        return {key: data[key] for key in ("edition", "keep_english", "cards", "names", "terms")
                if key in data}


@dataclass
class Glossaries:
    """The glossary file of each language a compile knows (the bundled ones unless the
    content checked gives its own)."""

    files: dict[str, GlossaryFile] = field(default_factory=dict)  # by language

    def glossary(self) -> Glossary:
        return Glossary({lang: glossary.entries() for lang, glossary in sorted(self.files.items())})

    def doc(self, lang: str) -> Document | None:
        glossary = self.files.get(lang)
        return glossary.doc if glossary else None

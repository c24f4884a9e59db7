"""AST -> card text in any language, from the Fluent catalogs in grammar/phrases/.

One message per node class, named after the class in kebab case (`DealDamage` ->
`deal-damage`). The renderer is generic, so a new node class needs only its messages:

- every field is a variable of the message, named after the field in kebab case: enums
  as the kebab-case name of their member (`$subject` is `opponent`), booleans as
  `true`/`false`, None as `none`, numbers as numbers (so `[one]`/`[few]` select on them);
- a field that holds a node is rendered first (step one, the noun phrases), in the
  grammatical slot that the message's attribute of the same name asks for:
  `.target = dat` renders the target in the dative; `.kind = gen pl` in the genitive
  plural. A slot is "case [number [gender [mark]]]"; the words are the catalog's own
  (Italian uses prepositions as cases, effects use moods such as `inf`); the mark is a
  word the child's message may select on as `$mark` (Italian puts the sentence's
  "invece" after the verb: `.clauses = nom sg m instead`). The child's text is `$target`,
  its class `$target-node`, and each attribute of the child's message that is not a slot
  (`.gender`, `.number`, `.count`, ...) comes along as `$target-gender`, ...;
- a text field is a name from content (a fighter, a kind of fighter, a resource, a token),
  looked up in the `NameTable` in the message's own slot: `$name`, `$name-gender`,
  `$name-article`, `$name-initial`, and `$name-id`, the text as a variant key (for the
  few text fields that are a choice of words: `$phrasing-id` is `without-a-fighter`);
- the attributes `.number` and `.inner` (worked out first), `.gender` and `.initial`
  (worked out after the names and nodes) of a message are given to its value as
  `$number`, ...: a noun phrase's own agreement (a plural after "all", the genitive plural
  after "one of the"); `.transform` (`upper`, `capital`) changes the letter case of the
  result; `.<field>-separator` joins the items of a tuple field (default: a space), and
  `.<field>-item` names the message that writes each name of a tuple of names, given the
  name's variables as `$name`, `$name-article`, ... (an article before each of them);
  an enum value of a tuple is given to that message as `$name-id`;
  `$<field>-first` and `$<field>-rest` are a tuple's first item and the others, joined,
  `$<field>-init` and `$<field>-last` all but its last item, and the last, and
  `$<field>-last-node` the last item's class ("Dr. Strange or a friendly fighter ...");
  `$<field>-pair` is `true` for a tuple of exactly two items (of a pair, languages say "both").

A back-reference (a node the resolver binds: "them", "they", "it", ...) is given what it stands
for, as grammar/resolve.py's `antecedent` finds it: `$antecedent-number` (`sg`, `pl` for a
group such as "each of your fighters", `none` unbound), `$antecedent-gender` (that phrase's
`.gender` in this language) and `$antecedent-chosen`, so that "them" agrees with it.

Every message is given `$own`: `true` inside a clause that a group of players does ("each
player reveals a card from their hand"), where "their" is each doer's own (a reflexive
"propria", "swoją", "kendi"), not an opponent's; else `false`.

Then the message's value is formatted (step two, the sentence). Spaces are tidied (runs of
spaces become one, none before `,.:;)`), so catalogs may leave a variable empty.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import Any, Iterable

from fluent.runtime.types import fluent_number

from . import nodes as n
from .resolve import antecedent
from .i18n_catalog import Catalog, CatalogError, load_catalog
from .i18n_lang import SOURCE_LANGUAGE, capitalise, upper
from .i18n_names import NameTable

# Attributes that are not slots of fields and not exported to the parent.
_RESERVED = {"transform"}
# Worked out before the names and nodes of the message, then after them.
_EARLY = ("number", "inner")
_LATE = ("gender", "initial")
_SPACES = re.compile(r"[ \t]+")
_BEFORE_PUNCT = re.compile(r" +([,.:;)])")
_AFTER_PAREN = re.compile(r"\( +")
# What the message of a back-reference is given besides its fields: the number, gender and
# "chosen by a Choose" of what it stands for (grammar/resolve.py's antecedent).
ANTECEDENT_VARIABLES = ("antecedent-number", "antecedent-gender", "antecedent-chosen")
_UNKNOWN = ("none", "none", "false")  # the agreement of a reference not bound
# Nodes whose clauses are joined by their `joins` (", then", "and"), through the message `join`.
_JOINED = (n.Sentence, n.TableRow)
# A card title in quotes is content, printed as written: tidying stops at its quotes
# (each catalog quotes titles as its language does).
_QUOTED = re.compile(r'("[^"\n]*"|\u201c[^\u201d\n]*\u201d|\u201e[^\u201d\n]*\u201d)')


@lru_cache(maxsize=None)
def kebab(name: str) -> str:
    """`DealDamage` -> `deal-damage`, `up_to` -> `up-to`, `ANY_ONE` -> `any-one`."""
    name = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "-", name)
    return name.replace("_", "-").lower()


def message_id(node_class: type) -> str:
    return kebab(node_class.__name__)


@lru_cache(maxsize=None)
def field_keys(node_class: type) -> tuple[tuple[str, str], ...]:
    """(attribute name, kebab-case variable name) of each field of a node class."""
    return tuple((f.name, kebab(f.name)) for f in n.text_fields(node_class))


def tidy(text: str) -> str:
    """Runs of spaces made one, none before `,.:;)` or after `(`, outside quoted titles."""
    lines = []
    for line in text.split("\n"):
        # split() with a group: the quoted parts are the odd items
        parts = _QUOTED.split(line)
        parts[::2] = [_tidy_words(part) for part in parts[::2]]
        lines.append("".join(parts).strip())
    return "\n".join(lines)


def _tidy_words(text: str) -> str:
    text = _SPACES.sub(" ", text)
    return _AFTER_PAREN.sub("(", _BEFORE_PUNCT.sub(r"\1", text))


@dataclass(frozen=True)
class Slot:
    case: str = "nom"
    number: str = "sg"
    gender: str = "m"
    mark: str = "none"

    @classmethod
    def parse(cls, spec: str, default: "Slot") -> "Slot":
        parts = [default.case, default.number, default.gender, default.mark]
        words = spec.split()[:4]
        parts[:len(words)] = words
        return cls(*parts)


@dataclass(frozen=True)
class Phrase:
    text: str
    exports: tuple[tuple[str, Any], ...] = ()


def scalar(value: Any) -> Any:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Enum):
        return kebab(value.name)
    if isinstance(value, int):
        return fluent_number(value, useGrouping=False)
    return value


def _export_value(text: str) -> Any:
    return fluent_number(int(text), useGrouping=False) if text.isdigit() else text


class TextRenderer:
    """Renders ASTs in one language. Keeps the names it inserted (for the English-word gate)."""

    def __init__(self, lang: str, names: NameTable | None = None,
                 catalog: Catalog | None = None) -> None:
        self.lang = lang
        self.catalog = catalog or load_catalog(lang)
        self.names = names if names is not None else NameTable()
        self.inserted_names: set[str] = set()
        # Keyed by the node's identity: number variants of an AST share their other subtrees,
        # and hashing a frozen dataclass walks all of it. The node is kept with its phrase.
        self._cache: dict[tuple, tuple[n.Node, Phrase]] = {}
        self._leaves: dict[tuple, Phrase] = {}
        self._joins: dict[n.Join, str] = {}
        # The agreement of each back-reference of the section rendering now, by the node:
        # (number, gender, chosen by a "Choose") of what it stands for (grammar/resolve.py).
        self._agreements: dict[int, tuple[str, str, str]] = {}
        self._context: tuple = ()  # the same, as a key of the caches
        self._own = False  # inside a clause a group of players does: "their" is their own

    # ------------------------------------------------------------ entry points

    def text(self, node: n.Node) -> str:
        return self.render(node, Slot()).text

    def message(self, message_id: str, **args: Any) -> str:
        """A message that is not a node (card lines, headings), with plain arguments. The
        names and titles this renderer printed stand as written: tidying passes over them."""
        values, kept = {}, {}
        for key, value in args.items():
            if _is_name(value) and value and value in self.inserted_names:
                marker = f"\ue000{len(kept)}\ue001"  # private-use marks, in no catalog
                kept[marker], value = value, marker
            values[key.replace("_", "-")] = scalar(value)
        text = tidy(self.catalog.format(message_id, values))
        for marker, value in kept.items():
            text = text.replace(marker, value)
        return text

    def title(self, english: str, kind: str = "card") -> str:
        """The printed name of a card, hero, fighter, board or box."""
        text = self.names.printed(self.lang, kind, english)
        self.inserted_names.add(text)
        return text

    # ------------------------------------------------------------ nodes

    def render(self, node: n.Node, slot: Slot) -> Phrase:
        if isinstance(node, n.Section):
            return self._section(node, slot)
        outer = self._own
        self._own = outer or _done_by_a_group(node)
        try:
            key = (id(node), slot, self._context, self._own)
            cached = self._cache.get(key)
            if cached is not None and cached[0] is node:
                return cached[1]
            leaf = _is_leaf(type(node))  # small: equal leaves share their phrase
            leaf_key = (node, slot, self._agreements.get(id(node)), self._own) if leaf else None
            phrase = self._leaves.get(leaf_key) if leaf else None
            if phrase is None:
                phrase = self._render(node, slot)
                if leaf:
                    self._leaves[leaf_key] = phrase
            self._cache[key] = (node, phrase)
            return phrase
        finally:
            self._own = outer

    def _section(self, section: n.Section, slot: Slot) -> Phrase:
        """A section, its pronouns agreeing with what they stand for: "them" after "Move each
        of your fighters" is plural ("Puoi muoverli"), after "Choose one of ..." singular."""
        outer = self._agreements, self._context
        self._agreements, self._context = {}, ()
        try:
            agreements = {}
            for node in n.walk(section):
                found = antecedent(section, node)
                if found is not None:
                    exports = dict(self.render(found.fighters, Slot()).exports)
                    agreements[id(node)] = ("pl" if found.group else "sg",
                                            str(exports.get("gender", "none")),
                                            "true" if found.chosen else "false")
            self._agreements = agreements
            # equal sections of number variants agree alike: the key is what they agree on
            self._context = tuple(agreements.values())
            key = (id(section), slot, self._context)
            cached = self._cache.get(key)
            if cached is not None and cached[0] is section:
                return cached[1]
            phrase = self._render(section, slot)
            self._cache[key] = (section, phrase)
            return phrase
        finally:
            self._agreements, self._context = outer

    def _render(self, node: n.Node, slot: Slot) -> Phrase:
        mid = message_id(type(node))
        if not self.catalog.has(mid):
            raise CatalogError(self.lang, mid, f"no message for node class {type(node).__name__}")
        attributes = self.catalog.attributes(mid)
        args: dict[str, Any] = {"case": slot.case, "number": slot.number, "gender": slot.gender,
                                "mark": slot.mark, "own": "true" if self._own else "false"}
        if is_back_reference(type(node)):
            args.update(zip(ANTECEDENT_VARIABLES, self._agreements.get(id(node), _UNKNOWN)))
        fields = [(key, getattr(node, name)) for name, key in field_keys(type(node))]
        for key, value in fields:
            if _is_name(value):  # a slot may depend on a sibling: its kind is known first
                args[f"{key}-id"] = identifier(value)
            elif isinstance(value, n.Node):
                args[f"{key}-node"] = message_id(type(value))
                if isinstance(value, n.Number):  # known first: `.number` may agree with it
                    args[f"{key}-count"] = fluent_number(value.value, useGrouping=False)
            elif not isinstance(value, tuple):
                args[key] = scalar(value)
                if value is None or isinstance(value, Enum):
                    args[f"{key}-node"] = "none" if value is None else kebab(type(value).__name__)
            else:  # known first: `.number` may agree with the last item ("A or a B")
                last = value[-1] if value else None
                args[f"{key}-last-node"] = message_id(type(last)) if isinstance(
                    last, n.Node) else "none"
        for derived in _EARLY:
            self._derive(mid, attributes, args, derived)
        for key, value in fields:
            if isinstance(value, n.Node):
                self._child(mid, attributes, args, key, value)
        for key, value in fields:
            if _is_name(value):
                self._name(mid, attributes, args, key, value)
        for derived in _LATE:
            self._derive(mid, attributes, args, derived)
        for key, value in fields:
            if isinstance(value, tuple):
                self._sequence(node, mid, attributes, args, key, value)
        text = tidy(self.catalog.format(mid, args))
        transform = attributes.get("transform")
        if transform is not None:
            # an option's mark first ("- 3🔵", a sentence's `tier`) is not its first word
            mark = args.get("tier") if isinstance(node, n.Sentence) and node.tier else ""
            text = mark + self._transform(text[len(mark):], self.catalog.format(mid, args, "transform"))
        own = {key for key, _ in fields} | _RESERVED
        exports = tuple((name, _export_value(self.catalog.format(mid, args, name)))
                        for name in attributes
                        if name not in own and not name.endswith("-separator"))
        return Phrase(text, exports)

    def _derive(self, mid: str, attributes: dict, args: dict, name: str) -> None:
        if name in attributes:
            args[name] = self.catalog.format(mid, args, name).strip()

    def _slot(self, mid: str, attributes: dict, args: dict, key: str, default: Slot) -> Slot:
        if key not in attributes:
            return default
        return Slot.parse(self.catalog.format(mid, args, key), default)

    def _name(self, mid: str, attributes: dict, args: dict, key: str, written: str) -> None:
        own = Slot(args["case"], args["number"], args["gender"])
        slot = self._slot(mid, attributes, args, key, own)
        name = self.names.name(self.lang, written, slot.case, slot.number)
        if name.text:
            self.inserted_names.add(name.text)
        args.update({key: name.text, f"{key}-node": "name" if written else "none",
                     f"{key}-id": identifier(written), f"{key}-gender": name.gender,
                     f"{key}-article": name.article, f"{key}-initial": name.initial})

    def _child(self, mid: str, attributes: dict, args: dict, key: str, child: n.Node) -> None:
        slot = self._slot(mid, attributes, args, key, Slot())
        phrase = self.render(child, slot)
        args[key] = phrase.text
        args[f"{key}-node"] = message_id(type(child))
        for name, value in phrase.exports:
            args[f"{key}-{name}"] = value

    def _sequence(self, node: n.Node, mid: str, attributes: dict, args: dict, key: str,
                  items: tuple) -> None:
        if isinstance(node, _JOINED) and key == "joins":
            return
        if isinstance(node, n.FighterSelection) and key == "filters":
            before = [f for f in items if isinstance(f, n.AdjacentTo) and f.fighter is None]
            args["adjacent"] = "true" if before else "false"
            items = tuple(f for f in items if f not in before)
        head = Slot(args["case"], args["number"], args["gender"])  # a mark only if asked
        slot = self._slot(mid, attributes, args, key, head if items else Slot())
        writer = None
        if f"{key}-item" in attributes:
            writer = self.catalog.format(mid, args, f"{key}-item").strip()
        first = slot
        unmarked = dataclasses.replace(slot, mark="none")  # the mark is said once, first
        texts = [self.render(item, first if index == 0 else unmarked).text
                 if isinstance(item, n.Node)
                 else self._item_name(item, slot, writer) if _is_name(item)
                 else self._item_word(item, slot, writer)
                 for index, item in enumerate(items)]
        if isinstance(node, _JOINED) and key == "clauses":
            joins = [self._join(join) for join in node.joins]
            texts = [texts[0]] + [f"{join} {text}" for join, text in zip(joins, texts[1:])]
        separator = "\n" if isinstance(node, n.EffectText) else " "
        if f"{key}-separator" in attributes:
            separator = self.catalog.format(mid, args, f"{key}-separator")
        args[key] = separator.join(texts)
        args[f"{key}-count"] = fluent_number(len(items), useGrouping=False)
        # for a message that writes something after the first item ("X until ... and Y")
        args[f"{key}-first"] = texts[0] if texts else ""
        args[f"{key}-rest"] = separator.join(texts[1:])
        args[f"{key}-init"] = separator.join(texts[:-1])  # "X, Y and Z"
        args[f"{key}-last"] = texts[-1] if texts else ""
        args[f"{key}-pair"] = "true" if len(texts) == 2 else "false"

    def _item_name(self, written: str, slot: Slot, writer: str | None = None) -> str:
        """A name of a tuple of names, as is or through the message `writer` names."""
        name = self.names.name(self.lang, written, slot.case, slot.number)
        self.inserted_names.add(name.text)
        if writer is None:
            return name.text
        values = {"case": slot.case, "number": slot.number, "gender": slot.gender,
                  "mark": slot.mark, "name": name.text, "name-node": "name",
                  "name-id": identifier(written), "name-gender": name.gender,
                  "name-article": name.article, "name-initial": name.initial}
        return tidy(self.catalog.format(writer, values))

    def _item_word(self, item: Any, slot: Slot, writer: str | None) -> str:
        """An enum value of a tuple, as is (its kebab-case name) or through `writer`, given
        it as `$name-id`."""
        word = str(scalar(item))
        if writer is None or not isinstance(item, Enum):
            return word
        values = {"case": slot.case, "number": slot.number, "gender": slot.gender,
                  "mark": slot.mark, "name-id": word}
        return tidy(self.catalog.format(writer, values))

    def _join(self, join: n.Join) -> str:
        text = self._joins.get(join)
        if text is None:
            text = self._joins[join] = self.message("join", join=join)
        return text

    def _transform(self, text: str, how: str) -> str:
        how = how.strip()
        if how == "upper":
            return upper(text, self.lang)
        if how == "capital":
            return capitalise(text, self.lang)
        return text


def _done_by_a_group(node: n.Node) -> bool:
    """A clause a group of players does ("each player ...", "the player(s) who ..."), or
    several verbs one subject does: "their" in it is each doer's own."""
    if isinstance(node, n.PlayerDoes):
        return True
    return isinstance(getattr(node, n.doer_field(node), None), n.PlayerGroup)


@lru_cache(maxsize=None)
def _is_leaf(node_class: type) -> bool:
    """A node class whose fields hold no nodes (Number, CardRef, FighterName, ...)."""
    import typing

    hints = typing.get_type_hints(node_class, vars(n))
    return not any(_mentions_node(hints[name]) for name, _ in field_keys(node_class))


def _mentions_node(hint: Any) -> bool:
    import typing

    if isinstance(hint, type):
        return issubclass(hint, n.Node)
    return any(_mentions_node(arg) for arg in typing.get_args(hint))


def is_back_reference(node_class: type) -> bool:
    """A node class the resolver binds ("them", "that space", "it", "X may move through")."""
    return "binding" in node_class.__dataclass_fields__


def identifier(text: str) -> str:
    """A text field as a variant key: "without a fighter" -> without-a-fighter, "" -> none."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "none"


def _is_name(value: Any) -> bool:
    return isinstance(value, str) and not isinstance(value, Enum)


def render_text(node: n.Node, lang: str = SOURCE_LANGUAGE, names: NameTable | None = None) -> str:
    """The text of an AST (an EffectText, or any node) in `lang`."""
    return TextRenderer(lang, names).text(node)


def node_classes() -> list[type]:
    """Every AST node class of grammar/nodes.py that the catalogs render, of both games:
    each needs a message in every catalog."""
    return [cls for cls in vars(n).values()
            if isinstance(cls, type) and issubclass(cls, n.Node) and cls is not n.Node
            and cls.__module__ == n.__name__]


def enum_fields(node_class: type) -> Iterable[tuple[str, tuple[Enum, ...], bool]]:
    """(field key, the enum values it takes, may be None) of each enum-valued field of a node
    class: all of its enum's, or those its `values` metadata names (a field that takes some
    of a shared enum: "4 or more" health, never "above")."""
    import typing

    hints = typing.get_type_hints(node_class, vars(n))
    for f in n.text_fields(node_class):
        options = typing.get_args(hints[f.name]) or (hints[f.name],)
        enums = [o for o in options if isinstance(o, type) and issubclass(o, Enum)]
        if enums:
            values = tuple(f.metadata.get("values", tuple(enums[0])))
            yield kebab(f.name), values, type(None) in options

"""Super Fantasy Brawl's lists of game data: trap tokens, challenge cards and standard
actions, from their files (kinds `traps`, `challenges`, `standard-actions`) to the bundle.

Each file is a list of items, each with a name or title (its id is made from it) and effect
text in the language (parse.parse_effect: syntax errors at line:col), checked as a champion's
cards are (E409 for what SFB does not have). A challenge's text is one condition,
"Score if <condition>.", and only a challenge's text may be one (E411). Two items of one kind
with one id, in one file or two, are E305.

The bundle (super-fantasy-brawl.json) gets, beside "champions" and "arenas":
    "traps":            [{"id", "name", "count", "text", "ast", "span", "source"}]
    "challenges":       [{"id", "title", "published", "text", "ast", "span", "source"}]
    "standard_actions": [{"id", "title", "core", "movement", "text", "ast", "span", "source"}]
"source" is the file; "text", "ast" and "span" are as on a champion's card (a standard action
without text has null for all three); "core" is destruction, creation, manipulation or any;
"published" is false for the project's own challenges. A trap's text is about "that
Champion": the one that entered the trap's hex.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from cardsmith.grammar import nodes as n
from cardsmith.grammar.games import SUPER_FANTASY_BRAWL
from cardsmith.grammar.sfb_effect_nodes import ScoreIf

from .diagnostics import Diagnostics
from .loader import Document
from .model import EffectSource
from .parse import card_id, document_id, parse_effect


@dataclass(frozen=True)
class ListKind:
    kind: str        # the document's kind
    items: str       # the field that lists the items
    label: str       # the field that names an item
    bundle_key: str  # the bundle's field
    singular: str    # what an item is called in messages
    plural: str


TRAPS = ListKind("traps", "tokens", "name", "traps", "trap", "traps")
CHALLENGES = ListKind("challenges", "cards", "title", "challenges", "challenge", "challenges")
STANDARD_ACTIONS = ListKind("standard-actions", "actions", "title", "standard_actions",
                            "standard action", "standard actions")
LIST_KINDS = {kind.kind: kind for kind in (TRAPS, CHALLENGES, STANDARD_ACTIONS)}


@dataclass
class ListItem:
    id: str
    label: str
    index: int
    data: dict[str, Any]
    effect: EffectSource | None


@dataclass
class SfbList:
    id: str
    doc: Document
    kind: ListKind
    items: list[ListItem]

    def effects(self) -> Iterable[EffectSource]:
        return (item.effect for item in self.items if item.effect is not None)

    def size(self) -> int:
        """What `check` counts: trap tokens (copies), challenge cards, standard actions."""
        if self.kind is TRAPS:
            return sum(item.data["count"] for item in self.items)
        return len(self.items)


def build_list(doc: Document, kind: ListKind, diagnostics: Diagnostics) -> SfbList:
    items = []
    for index, data in enumerate(doc.data[kind.items]):
        effect = None
        if data.get("text"):
            effect = parse_effect(doc, (kind.items, index, "text"), data["text"], diagnostics,
                                  game=SUPER_FANTASY_BRAWL)
        label = data[kind.label]
        items.append(ListItem(card_id(label), label, index, data, effect))
    return SfbList(document_id(doc), doc, kind, items)


def check_lists(lists: Iterable[SfbList], diagnostics: Diagnostics) -> None:
    """Each list's texts (E409, E411), and each id once per kind over all files (E305)."""
    from .champions import check_game

    seen: dict[tuple[str, str], tuple[SfbList, ListItem]] = {}
    for sfb_list in lists:
        check_game(sfb_list.effects(), SUPER_FANTASY_BRAWL, diagnostics)
        for item in sfb_list.items:
            _check_score_if(sfb_list, item, diagnostics)
            key = (sfb_list.kind.kind, item.id)
            if key in seen:
                _duplicate(sfb_list, item, *seen[key], diagnostics)
            seen.setdefault(key, (sfb_list, item))


def _check_score_if(sfb_list: SfbList, item: ListItem, diagnostics: Diagnostics) -> None:
    effect = item.effect
    if effect is None or effect.ast is None:
        return
    if sfb_list.kind is not CHALLENGES:
        check_no_score(effect, f"{sfb_list.kind.singular} '{item.label}'", diagnostics)
        return
    sentences = [s for section in effect.ast.sections for s in section.sentences]
    if (len(sentences) == 1 and len(sentences[0].clauses) == 1
            and isinstance(sentences[0].clauses[0], ScoreIf)):
        return
    position = effect.position(0)
    diagnostics.error("E411", f"challenge '{item.label}' is not one condition",
                      sfb_list.doc.display, position.line, position.column,
                      "expected one sentence 'Score if <condition>.'",
                      max(1, len(effect.text.strip())))


def check_no_score(effect: EffectSource, what: str, diagnostics: Diagnostics) -> None:
    """E411 at each "Score if" of a text that is not a challenge's (`what` names it)."""
    for node in n.walk(effect.ast) if effect.ast is not None else ():
        if isinstance(node, ScoreIf):
            position = effect.node_position(node)
            diagnostics.error("E411", f"only a challenge scores, not {what}",
                              effect.doc.display, position.line, position.column,
                              "expected 'Score if ...' only on a card of a challenges file",
                              len("Score if"))


def _duplicate(sfb_list: SfbList, item: ListItem, first_list: SfbList, first: ListItem,
               diagnostics: Diagnostics) -> None:
    kind = sfb_list.kind
    position = sfb_list.doc.position((kind.items, item.index, kind.label))
    where = f"{kind.items}[{first.index}]"
    if first_list is not sfb_list:
        where += f" of {first_list.doc.display}"
    diagnostics.error("E305", f"{kind.singular} '{item.label}' has the same {kind.label} as "
                      f"{where}", sfb_list.doc.display, position.line, position.column,
                      f"expected each {kind.singular} {kind.label} once")


# ---------------------------------------------------------------- bundle


def lists_to_json(lists: Iterable[SfbList]) -> dict[str, list[dict[str, Any]]]:
    """The bundle's "traps", "challenges" and "standard_actions" (every file's, in order)."""
    result: dict[str, list[dict[str, Any]]] = {kind.bundle_key: [] for kind in
                                               LIST_KINDS.values()}
    for sfb_list in lists:
        result[sfb_list.kind.bundle_key].extend(
            _item_to_json(sfb_list, item) for item in sfb_list.items)
    return result


def _item_to_json(sfb_list: SfbList, item: ListItem) -> dict[str, Any]:
    from .bundle import effect_to_json

    data = item.data
    fields: dict[str, Any] = {"id": item.id, sfb_list.kind.label: item.label}
    if sfb_list.kind is TRAPS:
        fields["count"] = data["count"]
    elif sfb_list.kind is CHALLENGES:
        fields["published"] = sfb_list.doc.data["source"] == "published"
    else:
        fields |= {"core": data["core"], "movement": data["movement"]}
    fields |= {"text": None, "ast": None, "span": None}
    if item.effect is not None:
        fields |= effect_to_json(item.effect)
    return fields | {"source": sfb_list.doc.display}

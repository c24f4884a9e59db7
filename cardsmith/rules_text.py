"""`cardsmith rules BOX`: a box's rules summary in any language, generated, never stored.

Every sentence is a `rules-*` message of the language's catalog (grammar/phrases/<lang>.ftl,
section "Rules summary"); every number comes from the box's ruleset (deck size, opening
hand, hand limit, actions, exhaustion damage, the maneuver's draw, players) or from its
content (start spaces of the boards, heroes' move and health, resources, tokens); every name
comes from content, in the language when the content translates it (a `NameTable`); each
hero's special ability is rendered from its AST as `cardsmith text` prints it.

What is said depends on the box: team play only when the ruleset allows more players than
its fewest and the box's battlefields have a start space for each (otherwise a note that
they do not); doors and secret passages only when a battlefield of the box has them; a hero's
resources, symbols, discard pile marker, tokens and forms only when it has them.

Names in a message: an argument given as `Named("Robin Hood")` is written in the slot that
the message's attribute of the same name asks for (`.fighter = gen` in Polish and Turkish,
as in the card messages), with `$fighter-gender` and `$fighter-article` beside it.

The printer keeps every number it prints and every name it inserts, so the gates
(`rules_problems`) can check the text as the card gates check a card: no brace or isolation
mark left, exactly the printed numbers, no English word outside names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterable

from fluent.runtime.types import fluent_number

from cardsmith.cardtext import CardPrinter
from cardsmith.grammar.i18n_catalog import load_catalog
from cardsmith.grammar.i18n_gates import (BIDI_MARKS, RenderProblem, _english_words_in,
                                          _without_names)
from cardsmith.grammar.i18n_gates_numbers import numbers_of
from cardsmith.grammar.i18n_lang import LANGUAGES, SOURCE_LANGUAGE
from cardsmith.grammar.i18n_names import NameTable
from cardsmith.grammar.render_text import Slot, tidy
from cardsmith.grammar.serialize import node_from_json

# The ruleset's numbers that the summary prints, with the least value its schema allows
# (the gates put other numbers in their place).
RULESET_NUMBERS = {"deck_size": 1, "opening_hand": 0, "hand_limit": 1, "actions_per_turn": 1,
                   "exhaustion_damage": 0, "maneuver_draw": 0, "min_players": 2,
                   "max_players": 2}


@dataclass(frozen=True)
class Named:
    """A name from content given to a message: written in the slot the message asks for."""

    written: str


@dataclass
class BoxRules:
    """What the summary is made from: a compiled bundle, with the names it carries."""

    bundle: dict[str, Any]
    names: dict[str, NameTable] = field(default_factory=dict)  # by hero id; made when asked

    def hero_names(self, hero_id: str) -> NameTable:
        """A hero's names with the box's and its boards' (NameTable.from_bundle)."""
        if hero_id not in self.names:
            self.names[hero_id] = NameTable.from_bundle(self.bundle, hero_id)
        return self.names[hero_id]

    def box_names(self) -> NameTable:
        """The names of the box and its boards alone."""
        return self.hero_names("")

    def tables(self) -> list[NameTable]:
        """Every table made so far, with the names looked up in them (and their issues)."""
        return list(self.names.values())


def box_rules(result, box_id: str) -> BoxRules:
    """The rules material of a box of a clean `CompileResult`: its bundle."""
    return BoxRules(result.bundles[box_id])


class RulesPrinter:
    """Prints the rules summary of one box in one language."""

    def __init__(self, rules: BoxRules, lang: str = SOURCE_LANGUAGE) -> None:
        self.rules = rules
        self.lang = lang
        self.catalog = load_catalog(lang)
        self.numbers: list[int] = []  # every number printed, in digits
        self.inserted_names: set[str] = set()
        self._names = rules.box_names()  # the hero whose sentences are being printed

    # ------------------------------------------------------------ data

    @property
    def bundle(self) -> dict[str, Any]:
        return self.rules.bundle

    @property
    def ruleset(self) -> dict[str, Any]:
        return self.bundle["box"]["ruleset"]

    def rule(self, key: str) -> int:
        defaults = {"maneuver_draw": 1, "min_players": 2, "max_players": 2}
        value = self.ruleset.get(key, defaults.get(key))
        return int(value)

    def start_spaces(self) -> list[int]:
        """The start spaces every battlefield of the box has, in order."""
        common: set[int] | None = None
        for board in self.bundle["boards"]:
            starts = {space["start"] for space in board["spaces"] if "start" in space}
            common = starts if common is None else common & starts
        return sorted(common or ())

    def players(self) -> tuple[int, int]:
        """The fewest and the most players of the box: the ruleset's, limited by its
        battlefields' start spaces."""
        fewest = self.rule("min_players")
        most = max(fewest, min(self.rule("max_players"), len(self.start_spaces())))
        return fewest, most

    # ------------------------------------------------------------ messages

    def say(self, message_id: str, **args: Any) -> str:
        """A message with plain arguments (numbers are kept for the gates) and names."""
        values: dict[str, Any] = {}
        names: list[tuple[str, Named]] = []
        for key, value in args.items():
            key = key.replace("_", "-")
            if isinstance(value, Named):
                names.append((key, value))
            elif isinstance(value, bool) or value is None:
                values[key] = "none" if value is None else ("true" if value else "false")
            elif isinstance(value, int):
                values[key] = fluent_number(value, useGrouping=False)
                self.numbers.append(value)
            else:
                values[key] = value
        attributes = self.catalog.attributes(message_id)
        for key, named in names:
            slot = Slot()
            if key in attributes:
                slot = Slot.parse(self.catalog.format(message_id, values, key), Slot())
            name = self._names.name(self.lang, named.written, slot.case, slot.number)
            values.update({key: name.text, f"{key}-gender": name.gender,
                           f"{key}-article": name.article})
            self.inserted_names.add(name.text)
        return tidy(self.catalog.format(message_id, values))

    def name(self, text: str) -> str:
        """A name printed as it is (a box, a board, a form, a marker)."""
        self.inserted_names.add(text)
        return text

    def title(self, english: str, kind: str) -> str:
        """A name from content printed as it is (a hero, fighter, board, box, form, marker)."""
        text = self._names.printed(self.lang, kind, english)
        self.inserted_names.add(text)
        return text

    def listing(self, items: Iterable[str], join: str) -> str:
        """`a, b and c` (join "and") or `a, b or c` (join "or") in the language."""
        items = list(items)
        if len(items) < 2:
            return "".join(items)
        return self.say(f"rules-list-{join}", head=", ".join(items[:-1]), last=items[-1])

    def space_list(self, spaces: list[int]) -> str:
        self.numbers.extend(spaces)
        return self.listing((str(space) for space in spaces), "and")

    # ------------------------------------------------------------ the text

    def text(self) -> str:
        self.numbers, self.inserted_names = [], set()
        self._names = self.rules.box_names()
        blocks = [self.intro(), self.setup(), self.turn(), self.actions(), self.combat(),
                  self.exhaustion(), self.end_of_game()]
        features = self.board_features()
        if features:
            blocks.append(features)
        blocks.append(self.heroes())
        return "\n\n".join(blocks) + "\n"

    def block(self, heading: str, lines: Iterable[str]) -> str:
        return "\n".join([self.say(heading), *(f"- {line}" for line in lines)])

    def intro(self) -> str:
        box = self.bundle["box"]
        fewest, most = self.players()
        heroes = [self.hero_title(hero) for hero in self.bundle["heroes"]]
        self._names = self.rules.box_names()
        boards = [self.title(board["name"], "board") for board in self.bundle["boards"]]
        if fewest == most:
            players = self.say("rules-players", game=self.name(self.ruleset["name"]),
                               players=fewest)
        else:
            players = self.say("rules-players-range", game=self.name(self.ruleset["name"]),
                               fewest=fewest, most=most)
        return "\n".join([self.say("rules-title", box=self.title(box["name"], "box")), players,
                          self.say("rules-heroes", heroes=", ".join(heroes),
                                   several=len(heroes) > 1),
                          self.say("rules-boards", boards=", ".join(boards),
                                   several=len(boards) > 1) if boards
                          else self.say("rules-no-boards")])

    def hero_title(self, hero: dict[str, Any]) -> str:
        self._names = self.rules.hero_names(hero["id"])
        return self.title(hero["name"], "hero")

    def setup(self) -> str:
        heroes = [self.hero_title(hero) for hero in self.bundle["heroes"]]
        self._names = self.rules.box_names()
        boards = [self.title(board["name"], "board") for board in self.bundle["boards"]]
        lines = []
        if not boards:  # a box of one hero (Bruce Lee) is played on another box's board
            lines.append(self.say("rules-setup-no-board"))
        elif len(boards) == 1:
            lines.append(self.say("rules-setup-board",
                                  board=Named(self.bundle["boards"][0]["name"])))
        else:
            lines.append(self.say("rules-setup-boards", boards=self.listing(boards, "or")))
        lines.append(self.say("rules-setup-hero", heroes=self.listing(heroes, "or")))
        lines.append(self.say("rules-setup-deck", deck=self.rule("deck_size"),
                              hand=self.rule("opening_hand")))
        starts = self.start_spaces()
        if len(starts) >= 2:
            lines.append(self.say("rules-setup-start", first=starts[0], second=starts[1]))
        lines.append(self.say("rules-setup-sidekicks"))
        lines.append(self.say("rules-setup-first"))
        return self.block("rules-heading-setup", lines)

    def turn(self) -> str:
        limit = self.rule("hand_limit")
        return self.block("rules-heading-turn", [
            self.say("rules-turn-actions", actions=self.rule("actions_per_turn")),
            self.say("rules-turn-kinds"),
            self.say("rules-turn-hand-limit", limit=limit, keep=limit),
        ])

    def actions(self) -> str:
        parts = [self.say("rules-heading-actions")]
        parts.append(self.say("rules-action-maneuver"))
        parts += [f"- {line}" for line in (
            self.say("rules-maneuver-draw", draw=self.rule("maneuver_draw")),
            self.say("rules-maneuver-move"),
            self.say("rules-maneuver-through"),
            self.say("rules-maneuver-boost"),
        )]
        parts.append(self.say("rules-action-scheme"))
        parts.append("- " + self.say("rules-scheme"))
        parts.append(self.say("rules-action-attack"))
        parts += [f"- {line}" for line in (
            self.say("rules-attack-target"),
            self.say("rules-attack-need"),
            self.say("rules-attack-cards"),
            self.say("rules-attack-versatile"),
        )]
        return "\n".join(parts)

    def combat(self) -> str:
        steps = ["rules-combat-immediately", "rules-combat-during", "rules-combat-damage",
                 "rules-combat-after", "rules-combat-other", "rules-combat-discard"]
        lines = [self.say("rules-heading-combat"), self.say("rules-combat-order")]
        for index, step in enumerate(steps, 1):
            self.numbers.append(index)
            lines.append(f"{index}. {self.say(step)}")
        lines += [f"- {self.say(mid)}" for mid in
                  ("rules-combat-defender-first", "rules-combat-mandatory", "rules-combat-won")]
        return "\n".join(lines)

    def exhaustion(self) -> str:
        return self.block("rules-heading-exhaustion", [
            self.say("rules-exhaustion", damage=self.rule("exhaustion_damage"))])

    def end_of_game(self) -> str:
        lines = [self.say("rules-end-defeat"), self.say("rules-end-win")]
        most = self.rule("max_players")
        starts = self.start_spaces()
        if most > self.rule("min_players"):
            if len(starts) >= most:
                lines.append(self.say("rules-team", players=most,
                                      spaces=self.space_list(starts[:most])))
                lines.append(self.say("rules-team-win"))
            elif not self.bundle["boards"]:
                lines.append(self.say("rules-team-no-board", players=most, needed=most))
            else:
                lines.append(self.say("rules-team-unavailable", players=most, needed=most,
                                      spaces=len(starts)))
        return self.block("rules-heading-end", lines)

    def board_features(self) -> str:
        lines = []
        self._names = self.rules.box_names()
        for board in self.bundle["boards"]:
            if board.get("doors"):
                doors = board["doors"]
                opened = sum(1 for door in doors if door.get("open", True))
                state = ("open" if opened == len(doors)
                         else "closed" if opened == 0 else "mixed")
                lines.append(self.say("rules-board-doors", board=Named(board["name"])))
                lines.append(self.say("rules-board-doors-start", state=state))
            if board.get("passages"):
                lines.append(self.say("rules-board-passages", board=Named(board["name"])))
        return self.block("rules-heading-board", lines) if lines else ""

    # ------------------------------------------------------------ heroes

    def heroes(self) -> str:
        blocks = [self.say("rules-heading-heroes")]
        for hero in self.bundle["heroes"]:
            blocks.append(self.hero(hero))
        return "\n\n".join(blocks)

    def hero(self, hero: dict[str, Any]) -> str:
        title = self.hero_title(hero)
        fighters = ", ".join(self.fighter(f) for f in hero["fighters"])
        lines = [title, "- " + self.say("rules-hero-stats", move=hero["move"],
                                        fighters=fighters)]
        if hero.get("ability") is not None:
            lines.append("- " + self.say("rules-hero-ability"))
            lines += [f"  {line}" for line in self.ability(hero).splitlines()]
        lines += [f"- {line}" for line in self.components(hero)]
        lines += self.named_effects(hero)
        return "\n".join(lines)

    def named_effects(self, hero: dict[str, Any]) -> list[str]:
        """Each kind of the hero's named effects (docs/language.md 16.3), then each effect:
        its name, its cost if it has one, and its text."""
        lines = []
        for kind in hero.get("named_effects") or ():
            lines.append("- " + self.say("rules-named-effects", word=Named(kind["plural"])))
            for named in kind["effects"]:
                cost = self.effect(named["cost"]["ast"]) if named["cost"] else None
                lines.append("  " + self.say("rules-named-effect", name=Named(named["name"]),
                                             cost=cost, text=self.effect(
                                                 named["effect"]["ast"])))
        return lines

    def fighter(self, fighter: dict[str, Any]) -> str:
        name = Named(fighter["name"])  # with its gender: "eroina", "bohaterka"
        if fighter.get("count", 1) == 1:
            return self.say("rules-fighter", name=name, role=fighter["role"],
                            health=fighter["health"], attack=fighter["attack"])
        return self.say("rules-fighter-group", name=name, role=fighter["role"],
                        count=fighter["count"], health=fighter["health"],
                        attack=fighter["attack"])

    def ability(self, hero: dict[str, Any]) -> str:
        printer = CardPrinter(self.lang, self._names)
        text = printer.ability(hero)
        ast = printer.ability_ast(hero)
        self.numbers.extend(numbers_of(ast))
        self.inserted_names |= printer.renderer.inserted_names
        # a reminder in parentheses is printed as written, as a name is (its numbers too)
        self.inserted_names |= {sentence.remark for section in ast.sections
                                for sentence in section.sentences if sentence.remark}
        return text

    def effect(self, ast_json: dict[str, Any]) -> str:
        """A text of the hero other than its ability (a named effect's), as printed."""
        printer = CardPrinter(self.lang, self._names)
        text = printer.effect(ast_json)
        self.numbers.extend(numbers_of(node_from_json(ast_json)))
        self.inserted_names |= printer.renderer.inserted_names
        return text

    def hero_fighter(self, hero: dict[str, Any]) -> str:
        return next((f["name"] for f in hero["fighters"] if f["role"] == "hero"),
                    hero["fighters"][0]["name"])

    def components(self, hero: dict[str, Any]) -> list[str]:
        fighter = Named(self.hero_fighter(hero))
        lines = []
        for resource in hero.get("resources") or ():
            lines.append(self.say("rules-resource", resource=Named(resource["name"]),
                                  fighter=fighter, start=resource.get("start", 0),
                                  most=resource["max"]))
        symbols = hero.get("symbols") or ()
        if symbols:
            plain = [s["glyph"] for s in symbols if not s.get("wild")]
            lines.append(self.say("rules-symbols", glyphs=" ".join(plain)))
            for wild in (s for s in symbols if s.get("wild")):
                lines.append(self.say("rules-symbols-wild", glyph=wild["glyph"]))
        marker = hero.get("discard_pile_marker")
        if marker:
            glyphs = {s["id"]: s["glyph"] for s in symbols}
            shown = [glyphs.get(symbol, symbol) for symbol in marker.get("symbols") or ()]
            if shown:
                lines.append(self.say("rules-marker-symbols", marker=Named(marker["name"]),
                                      glyphs=" ".join(shown)))
            else:
                lines.append(self.say("rules-marker", marker=Named(marker["name"])))
        for token in hero.get("tokens") or ():
            lines.append(self.say("rules-tokens", token=Named(token["name"]),
                                  count=token["count"]))
            if token.get("start_in_zone"):
                lines.append(self.say("rules-tokens-setup", fighter=fighter, owner=fighter))
            if token.get("links_movement_for"):
                lines.append(self.say("rules-tokens-movement",
                                      fighter=Named(token["links_movement_for"])))
            lines.append(self.say("rules-tokens-block"))
        forms = hero.get("forms")
        if forms:
            names = [self.title(form, "form") for form in forms["names"]]
            lines.append(self.say("rules-forms", fighter=fighter,
                                  forms=self.listing(names, "and"),
                                  start=Named(forms["start"])))
        return lines


def rules_text(rules: BoxRules, lang: str = SOURCE_LANGUAGE) -> str:
    """The rules summary of a box in `lang`."""
    return RulesPrinter(rules, lang).text()


# ---------------------------------------------------------------- gates


def rules_problems(printer: RulesPrinter, text: str | None = None) -> list[RenderProblem]:
    """What is wrong with a printed summary: a brace or an isolation mark left, digits
    other than the numbers printed, English words (outside names) in a translation."""
    text = printer.text() if text is None else text
    problems = []
    if "{" in text or "}" in text:
        problems.append(RenderProblem("E805", "a brace is left in the rules text"))
    if BIDI_MARKS.search(text):
        problems.append(RenderProblem("E805", "a bidi isolation mark is left in the rules text"))
    bare = _without_names(text, printer.inserted_names)
    found = sorted(int(d) for d in re.findall(r"\d+", bare))
    if found != sorted(printer.numbers):
        problems.append(RenderProblem("E805", f"the numbers {found} in the rules text, but "
                                      f"the printer printed {sorted(printer.numbers)}"))
    if printer.lang != SOURCE_LANGUAGE:
        english = _english_words_in(bare, LANGUAGES[printer.lang])
        if english:
            problems.append(RenderProblem("E806", "the English words "
                                          f"{', '.join(english)} in the rules text"))
    return problems

"""`cardsmith rules super-fantasy-brawl`: Super Fantasy Brawl's rules summary in any
language, generated as Unmatched's is (cardsmith/rules_text.py, whose printer and gates it
shares).

Every sentence is an `sfb-rules-*` message of the language's catalog (the "Super Fantasy
Brawl" part of grammar/phrases/<lang>.ftl); every number comes from the ruleset (team
size, deck size, hand, victory points) or from the arena (statues, trap hexes, the traps
placed at set-up), so a ruleset or arena of one's own prints its own numbers. The words
are the project's, from the rule facts of shared/rules/003 and shared/reference/sfb.
"""

from __future__ import annotations

from typing import Any

from cardsmith.grammar.i18n_lang import SOURCE_LANGUAGE

from .rules_text import BoxRules, RulesPrinter

# Rule facts that no data file holds: the trap hexes left empty at set-up (the arena's
# others hold a trap each), the points of a knock-out and the challenge track's slots.
_EMPTY_TRAP_HEXES = 2
_KNOCK_OUT_POINTS = 1
_TRACK_POINTS = (1, 2, 1)
_DRAFT_BRINGS, _DRAFT_BANS = 5, 1  # the competitive draft
# The standard actions (shared/reference/sfb/README.md): how far each moves, then its effect.
_STANDARD_ACTIONS = {"move_plan": 1, "plan": 1, "move_heal": 1, "heal": 1, "move_damage": 1,
                     "damage": 1, "run": 2}
_ATTACK_STEPS = ("movement", "pre-attack", "choice", "targets", "reaction", "strength",
                 "damage", "reaction-abilities", "post-attack")


class SfbRulesPrinter(RulesPrinter):
    """Prints Super Fantasy Brawl's rules summary in one language."""

    @property
    def arena(self) -> dict[str, Any]:
        return self.bundle["arenas"][0]

    def text(self) -> str:
        self.numbers, self.inserted_names = [], set()
        self._names = self.rules.box_names()
        blocks = [self.intro(), self.setup(), self.round(), self.attack(), self.skill(),
                  self.reactions(), self.knock_out(), self.arena_features(), self.end()]
        return "\n\n".join(blocks) + "\n"

    def intro(self) -> str:
        game = self.title(self.bundle["box"]["name"], "box")
        return "\n".join([self.say("rules-title", box=game),
                          self.say("sfb-rules-players", players=self.rule("min_players"),
                                   team=self.rule("team_size"))])

    def setup(self) -> str:
        traps = len(self.arena["traps"])
        return self.block("rules-heading-setup", [
            self.say("sfb-rules-setup-draft", team=self.rule("team_size"),
                     bring=_DRAFT_BRINGS, ban=_DRAFT_BANS),
            self.say("sfb-rules-setup-deck", deck=self.rule("deck_size")),
            self.say("sfb-rules-setup-traps", traps=traps - _EMPTY_TRAP_HEXES, hexes=traps),
            self.say("sfb-rules-setup-hand", hand=self.rule("opening_hand")),
            self.say("sfb-rules-setup-deploy")])

    def round(self) -> str:
        return self.block("sfb-rules-heading-round", [
            self.say("sfb-rules-round"),
            self.say("sfb-rules-scoreboard"),
            self.say("sfb-rules-activation"),
            self.say("sfb-rules-standard-actions", **_STANDARD_ACTIONS),
            self.say("sfb-rules-upkeep", hand=self.rule("opening_hand")),
            self.say("sfb-rules-empty-deck")])

    def attack(self) -> str:
        lines = [self.say("sfb-rules-attack-order")]
        for index, step in enumerate(_ATTACK_STEPS, start=1):
            self.numbers.append(index)  # the step's number, printed as the Unmatched combat's
            lines.append(f"{index}. {self.say(f'sfb-rules-attack-{step}')}")
        lines.append(self.say("sfb-rules-targeting"))
        return self.block("sfb-rules-heading-attack", lines)

    def skill(self) -> str:
        return self.block("sfb-rules-heading-skill", [self.say("sfb-rules-skill")])

    def reactions(self) -> str:
        return self.block("sfb-rules-heading-reactions", [self.say("sfb-rules-reactions")])

    def knock_out(self) -> str:
        return self.block("sfb-rules-heading-knock-out", [
            self.say("sfb-rules-knock-out"),
            self.say("sfb-rules-knock-out-score", points=_KNOCK_OUT_POINTS),
            self.say("sfb-rules-level-up"),
            self.say("sfb-rules-bloodied")])

    def arena_features(self) -> str:
        return self.block("sfb-rules-heading-arena", [
            self.say("sfb-rules-arena-statues", statues=len(self.arena["statues"])),
            self.say("sfb-rules-arena-traps"),
            self.say("sfb-rules-challenges"),
            self.say("sfb-rules-challenges-track", first=_TRACK_POINTS[0],
                     second=_TRACK_POINTS[1], third=_TRACK_POINTS[2])])

    def end(self) -> str:
        return self.block("rules-heading-end", [
            self.say("sfb-rules-victory", points=self.rule("victory_points"))])


def sfb_rules_text(bundle: dict[str, Any], lang: str = SOURCE_LANGUAGE) -> str:
    """The rules summary of a Super Fantasy Brawl bundle in `lang`."""
    return SfbRulesPrinter(BoxRules(bundle), lang).text()

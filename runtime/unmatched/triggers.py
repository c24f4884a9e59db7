"""The published catalogue's hero ability triggers (issue 10): "When King Arthur attacks",
"When the Jackalope is defeated", "After Dr. Sattler or Dr. Malcolm move", and "When Alice
is BIG" (lasting: it applies to every combat while the hero is in that form, as "While"
does). Each names its fighters in the header; the rules call these where it happens."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import Referent

from ..engine.agenda import call
from ..engine.context import EffectContext
from ..engine.data import Fighter
from ..engine.interpreter import run_ability, run_section

if TYPE_CHECKING:
    from .data import UnmatchedData


def names(header: n.Header, fighter: Fighter) -> bool:
    """Whether the header's fighter ("King Arthur", "Dr. Sattler or Dr. Malcolm") is this one."""
    named = header.fighter
    items = named.items if isinstance(named, n.Fighters) else (named,)
    return any(isinstance(item, n.FighterName) and fighter.definition.answers_to(item.name)
               for item in items)


def fighter_triggers(data: "UnmatchedData", fighter: Fighter, kind: n.HeaderKind,
                     combat: Any = None) -> None:
    """The abilities of the fighter's owner of this kind that name the fighter; the fighter
    is "their" / "that fighter" for them ("place an insight token in their new space")."""
    for section in data.players[fighter.owner].hero.triggers(kind):
        if names(section.header, fighter):
            data.then(call(run_ability, fighter.owner, section, fighter, combat))


def after_moves(data: "UnmatchedData", fighter: Fighter) -> None:
    fighter_triggers(data, fighter, n.HeaderKind.AFTER_MOVES)


def when_placed(data: "UnmatchedData", fighter: Fighter) -> None:
    """ "When you place Alice, ...": as the fighter is placed at set-up."""
    fighter_triggers(data, fighter, n.HeaderKind.WHEN_YOU_PLACE)


def when_defeated(data: "UnmatchedData", fighter: Fighter) -> None:
    fighter_triggers(data, fighter, n.HeaderKind.WHEN_DEFEATED)


def when_attacks(data: "UnmatchedData", combat: Any) -> None:
    fighter_triggers(data, combat.attacker, n.HeaderKind.WHEN_ATTACKS, combat)


def form_abilities(data: "UnmatchedData", combat: Any) -> None:
    """ "When Alice is BIG: add 2 to the value of her attack cards": in each combat of the
    fighter's side while the player's hero is in that form."""
    for fighter in (combat.defender, combat.attacker):
        owner = data.players[fighter.owner]
        for section in owner.hero.triggers(n.HeaderKind.WHEN_FORM):
            form = (section.header.form or "").casefold()
            if (owner.form or "").casefold() == form:
                ctx = EffectContext(fighter.owner, fighter, section, combat=combat,
                                    source=f"the ability of {owner.hero.name}")
                ctx.introduce(Referent.FIGHTER, fighter)
                data.then(call(run_section, ctx))

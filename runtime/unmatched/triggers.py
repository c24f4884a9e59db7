"""The published catalogue's hero ability triggers (issue 10): "When King Arthur attacks",
"When the Jackalope is defeated", "After Dr. Sattler or Dr. Malcolm move", and "When Alice
is BIG" (lasting: it applies to every combat while the hero is in that form, as "While"
does). Each names its fighters in the header; the rules call these where it happens.

A sentence of an ONGOING card with a trigger of its own ("ONGOING: After each combat your
fighter is in, draw 1 card.") triggers as an ability with that header does, while the card
is in play: `ongoing_triggers` schedules them beside the abilities."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import Referent

from ..engine.agenda import call, rule
from ..engine.context import EffectContext
from ..engine.data import Fighter
from ..engine.events import CardId
from ..engine.interpreter import close_header, run_ability, run_section, run_sentence
from .events import OngoingTriggered

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
    ongoing_triggers(data, fighter.owner, kind, fighter, combat,
                     lambda trigger: names(trigger, fighter))


def ongoing_triggers(data: "UnmatchedData", player: int, kind: n.HeaderKind,
                     fighter: Fighter | None, combat: Any = None, applies: Any = None) -> None:
    """The player's ONGOING cards in play whose sentences have this trigger (and for which
    `applies(trigger)`, if given) run those sentences, in the order the cards were played."""
    for card_id in data.in_play:
        card = data.cards[card_id]
        section = card.definition.section(n.HeaderKind.ONGOING)
        if card.owner != player or section is None:
            continue
        for index, sentence in enumerate(section.sentences):
            trigger = sentence.trigger
            if trigger is not None and trigger.kind is kind and (applies is None
                                                                 or applies(trigger)):
                data.then(call(_run_ongoing, card_id, index, fighter, combat))


@rule
def _run_ongoing(data: "UnmatchedData", card_id: CardId, index: int, fighter: Fighter | None,
                 combat: Any) -> None:
    """One triggered sentence of an ONGOING card, if the card is still in play; logged only
    if it does something."""
    if card_id not in data.in_play:
        return
    card = data.cards[card_id]
    section = card.definition.section(n.HeaderKind.ONGOING)
    kind = section.sentences[index].trigger.kind
    depth = data.open_header(OngoingTriggered(card_id, card.owner, kind.value))
    ctx = EffectContext(card.owner, fighter, section, card=card, combat=combat,
                        source=card.definition.source)
    data.then(call(run_sentence, ctx, index, True), call(close_header, depth))


def after_each_combat(data: "UnmatchedData", combat: Any) -> None:
    """ "After each combat your fighter is in:": the abilities and ONGOING cards of both
    sides, defender first, as the cards' effects resolve."""
    for fighter in (combat.defender, combat.attacker):
        kind = n.HeaderKind.AFTER_EACH_COMBAT
        for section in data.players[fighter.owner].hero.triggers(kind):
            data.then(call(run_ability, fighter.owner, section, fighter, combat))
        ongoing_triggers(data, fighter.owner, kind, fighter, combat)


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

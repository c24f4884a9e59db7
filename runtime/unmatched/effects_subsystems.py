"""Hero subsystems in combat (issue 10): "Daisy is attacking", and "Daisy gains the effect of
Jill Trent's gadget", which stands in a combat card's text without a header and is read by
the combat (combat.py `_card_effects`): at each timing, after the card's own section of that
timing, the section of the same timing of each card face up in the named area of that
fighter's player resolves for the fighter who gains it, if the sentence's condition holds
then. "This card" in the gained text is still the card played. The area is a sub-deck's
(the hero file's `sub_decks`, docs/language.md 16.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardsmith.grammar import nodes as n

from ..engine.card_places import area_key
from ..engine.context import EffectContext
from ..engine.interpreter import holds
from . import refs

if TYPE_CHECKING:
    from ..engine.data import Card
    from .combat_data import Combat
    from .data import UnmatchedData


def is_attacking(data: "UnmatchedData", ctx: EffectContext, node: n.IsAttacking) -> bool:
    combat = data.combat
    return combat is not None and any(f is combat.attacker
                                      for f in refs.anchors(data, ctx, node.fighter))


def gained_effects(data: "UnmatchedData", combat: "Combat", card: "Card",
                   timing: n.HeaderKind) -> list[EffectContext]:
    """The contexts of the sections a card's "X gains the effect of Y's <area>" gives at
    this timing."""
    section = card.definition.section(None)
    if section is None:
        return []
    found = []
    for sentence in section.sentences:
        for clause in sentence.clauses:
            if not isinstance(clause, n.GainsEffectOf):
                continue
            ctx = EffectContext(card.owner, combat.fighter_of(card), section, card=card,
                                combat=combat, source=card.definition.source)
            if sentence.condition is not None and not holds(data, ctx, sentence.condition):
                continue
            found += _area_sections(data, ctx, clause, timing)
    return found


def _area_sections(data: "UnmatchedData", ctx: EffectContext, clause: n.GainsEffectOf,
                   timing: n.HeaderKind) -> list[EffectContext]:
    gainer = refs.fighter_now(data, ctx, clause.fighter)
    owner = refs.fighter_now(data, ctx, clause.owner)
    if gainer is None or owner is None:
        return []
    found = []
    for card_id in data.players[owner.owner].areas.get(area_key(clause.area), []):
        gained = data.cards[card_id].definition
        section = gained.section(timing)
        if section is not None:
            found.append(EffectContext(ctx.player, gainer, section, card=ctx.card,
                                       combat=ctx.combat, source=gained.source))
    return found


CONDITIONS = {n.IsAttacking: is_attacking}

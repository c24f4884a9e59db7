"""What a card does when it is discarded to BOOST: its BOOSTED WITH effects. Apart from the
combat's rules, which a BOOST played before the reveal (attack_boosts.py) also reaches."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardsmith.grammar import nodes as n

from ..engine.agenda import call
from ..engine.context import EffectContext
from ..engine.events import CardId
from ..engine.interpreter import run_section

if TYPE_CHECKING:
    from .data import UnmatchedData


def boosted_with(data: "UnmatchedData", player: int, card_id: CardId) -> None:
    """A card discarded to BOOST resolves its BOOSTED WITH effects."""
    card = data.cards[card_id]
    section = card.definition.section(n.HeaderKind.BOOSTED_WITH)
    if section is not None:
        fighter = data.hero_of(player)
        ctx = EffectContext(player, fighter if fighter.on_board else None, section, card=card,
                            combat=data.combat, source=card.definition.source)
        data.then(call(run_section, ctx))

"""The handlers of Super Fantasy Brawl texts that move cards between a player's hand, deck
and discard pile for another player's champion: "Discard the top card of an opponent's
deck" (the matching Enemy is that card's champion) and "its controller puts 1 card at
random from their hand on top of their deck"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n

from ..engine.agenda import call, rule
from ..engine.cards import random_card_in_hand, take_from_deck
from ..engine.context import EffectContext
from ..engine.events import CardDiscarded, CardId
from . import refs

if TYPE_CHECKING:
    from .data import SfbData


def effect_discard_top_of_deck(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    """The opponent's next card goes to their discard pile, seen by both (an empty deck is
    made again of the discard pile first, as for a draw)."""
    opponent = 1 - ctx.player
    if data.players[opponent].deck_size == 0:
        data.system.empty_deck(data, opponent)
    if data.players[opponent].deck_size > 0:
        take_from_deck(data, opponent, call(_discarded_from_deck, ctx, opponent))


@rule
def _discarded_from_deck(data: "SfbData", card_id: CardId, ctx: EffectContext,
                         player: int) -> None:
    data.players[player].discard.append(card_id)
    data.revealed.add(card_id)
    data.emit(CardDiscarded(player, card_id, "effect"))
    ctx.discarded.append(card_id)


def effect_controller_puts_on_top(data: "SfbData", ctx: EffectContext,
                                  node: n.ControllerPutsOnTop) -> None:
    fighter = refs.champion(data, ctx, node.champion)
    if fighter is not None:
        data.then(call(_put_on_top, fighter.owner, node.amount.value))


@rule
def _put_on_top(data: "SfbData", player: int, left: int) -> None:
    if left > 0 and data.players[player].hand:
        random_card_in_hand(data, player, call(_on_top, player, left))


@rule
def _on_top(data: "SfbData", card_id: CardId | None, player: int, left: int) -> None:
    if card_id is None:
        return
    owner = data.players[player]
    owner.hand.remove(card_id)
    owner.deck_top.insert(0, card_id)
    data.then(call(_put_on_top, player, left - 1))


EFFECTS: dict[type, Any] = {
    n.DiscardTopOfDeck: effect_discard_top_of_deck,
    n.ControllerPutsOnTop: effect_controller_puts_on_top,
}

"""Set-up and the round: each player's turn (scoreboard, activation and upkeep phases),
then the challenge track advances."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n

from ..engine.actions import CardUse, PickCard, pick_card
from ..engine.agenda import call, rule
from ..engine.cards import discard_from_hand, distinct_cards, draw
from ..engine.decisions import DecisionKind as K, choice
from ..engine.events import GameDrawn, TurnStarted
from .actions import END_ACTIVATIONS, STOP, PickHex, PlayCard, UseStandard
from .activation import activate, activation_options
from .challenges import set_up_track
from .passives import trigger
from .traps import set_up_traps
from .events import ChampionDeployed, DiscardReshuffled, Mulliganed, RoundStarted, UpkeepStarted

if TYPE_CHECKING:
    from .data import SfbData

H = n.HeaderKind



@rule
def play(data: "SfbData", set_up: bool) -> None:
    if set_up:
        data.then(call(setup))
    data.then(call(next_round))


# ---------------------------------------------------------------- set-up


@rule
def setup(data: "SfbData") -> None:
    """The challenge track and the traps, hands of 5 with a mulligan, first player first;
    then each player deploys (set-up, rules 4-10)."""
    data.then(call(set_up_track), call(set_up_traps))
    for player in data.players:
        data.then(call(draw, player.index, data.ruleset.opening_hand),
                  call(mulligan, player.index, 0))
    for player in data.players:
        for fighter in data.fighters_of(player.index):
            data.then(call(deploy, fighter.id))


@rule
def mulligan(data: "SfbData", player: int, count: int) -> None:
    """Discard any number of the hand (one at a time), draw as many, shuffle them back in."""
    hand = [c for c in data.players[player].hand if c not in data.revealed]
    options = [STOP] + [pick_card(c, CardUse.DISCARD) for c in distinct_cards(data, hand)]
    data.ask(choice(player, K.DISCARD, options), call(_mulligan_pick, player, count))


@rule
def _mulligan_pick(data: "SfbData", answer: Any, player: int, count: int) -> None:
    owner = data.players[player]
    if isinstance(answer, PickCard):
        owner.hand.remove(answer.card)
        owner.deck_bottom.append(answer.card)  # set aside: drawn after the rest, then back
        data.revealed.add(answer.card)
        data.then(call(mulligan, player, count + 1))
        return
    # the set-aside cards wait at the bottom of the deck: the draw takes them last, never
    # before the pile (13 or more) runs out
    data.then(call(draw, player, count), call(_reshuffle_set_aside, player))
    if count:
        data.emit(Mulliganed(player, count))


@rule
def _reshuffle_set_aside(data: "SfbData", player: int) -> None:
    owner = data.players[player]
    data.revealed.difference_update(owner.deck_bottom)
    owner.pile.extend(owner.deck_bottom)
    owner.deck_bottom.clear()


@rule
def deploy(data: "SfbData", fighter_id: int) -> None:
    fighter = data.fighters[fighter_id]
    taken = data.occupied()
    hexes = sorted(h for h in data.arena.deployment[fighter.owner] if h not in taken)
    options = [PickHex(data.arena.number(h)) for h in hexes]
    data.ask(choice(fighter.owner, K.PLACE, options, fighter_id), call(_deployed, fighter_id))


@rule
def _deployed(data: "SfbData", answer: Any, fighter_id: int) -> None:
    fighter = data.fighters[fighter_id]
    fighter.space = answer.hex
    data.emit(ChampionDeployed(fighter_id, fighter.owner, answer.hex))


# ---------------------------------------------------------------- rounds and turns


@rule
def next_round(data: "SfbData") -> None:
    if data.turn >= data.ruleset.turn_limit:
        data.emit(GameDrawn(data.turn))
        return
    data.round += 1
    data.emit(RoundStarted(data.round))
    from .challenges import advance_track

    for player in data.players:
        data.then(call(take_turn, player.index))
    data.then(call(advance_track), call(next_round))


@rule
def take_turn(data: "SfbData", player: int) -> None:
    from .challenges import scoreboard

    data.turn += 1
    data.active = player
    data.standard_used = set()
    data.emit(TurnStarted(player))
    data.then(call(scoreboard, player), call(passives, player, H.ACTIVATION_START),
              call(activation_phase, player), call(upkeep, player))


@rule
def passives(data: "SfbData", player: int, kind: n.HeaderKind) -> None:
    trigger(data, player, kind)


@rule
def activation_phase(data: "SfbData", player: int) -> None:
    options = activation_options(data, player)
    data.ask(choice(player, K.ACTION, options), call(_activation_chosen, player))


@rule
def _activation_chosen(data: "SfbData", chosen: Any, player: int) -> None:
    if chosen is END_ACTIVATIONS:
        return
    if isinstance(chosen, (PlayCard, UseStandard)):
        data.then(call(activate, player, chosen), call(activation_phase, player))


@rule
def upkeep(data: "SfbData", player: int) -> None:
    """Ready every core, discard the hand, draw 5; what lasted until the end of the turn ends."""
    data.emit(UpkeepStarted(player))
    data.exhausted[player] = set()
    owner = data.players[player]
    for card_id in list(owner.hand):
        discard_from_hand(data, player, card_id, "upkeep")
    data.lasting = []
    data.then(call(draw, player, data.ruleset.opening_hand), call(passives, player, H.UPKEEP))


def reshuffle_discard(data: "SfbData", player: int) -> None:
    """Drawing from an empty deck: the discard pile becomes the new deck, and the draw goes on."""
    owner = data.players[player]
    if not owner.discard:
        return
    count = len(owner.discard)
    owner.pile.extend(owner.discard)
    owner.discard.clear()
    data.emit(DiscardReshuffled(player, count))
    data.then(call(draw, player, 1))


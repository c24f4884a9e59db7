"""Set-up and the turn: two actions (maneuver, scheme, attack), then the end of the turn."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n

from ..engine.actions import (CardUse, Decline, DeclineUse, MoveFighter, PickCard,
                              PlaceFighter, PlaceToken, move_fighter, pick_card)
from ..engine.agenda import call, finally_rule, rule
from ..engine.cards import discard_from_hand, distinct_cards, draw
from ..engine.context import EffectContext
from ..engine.data import Fighter
from ..engine.decisions import DecisionKind as K, choice
from ..engine.events import CardDiscarded, CardId, FighterMoved, FighterPlaced, GameDrawn, TurnStarted
from ..engine.effects_piles import take_out
from ..engine.interpreter import holds, run_ability, run_section, run_sentence
from ..engine.subdecks import mission_holds, playable_cards, set_up_sub_decks
from .actions import MANEUVER, AttackWith, CloseDoor, Maneuver, OpenDoor, PlayScheme
from . import lasting
from .board import board_masks, neighbours, reachable_spaces, share_zone
from .effects_play import boosted_with
from .triggers import after_moves, ongoing_triggers, when_placed
from .combat import attack, attack_options, can_use
from .events import ActionTaken, DoorClosed, DoorOpened, SchemePlayed, TokenPlaced

if TYPE_CHECKING:
    from .data import UnmatchedData


@rule
def play(data: "UnmatchedData", set_up: bool) -> None:
    """The whole game, from set-up (unless the position is given) to a winner."""
    if set_up:
        data.then(call(setup))
    data.then(call(next_turn, data.active))


@rule
def next_turn(data: "UnmatchedData", player: int) -> None:
    # A player with fighters left takes turns, even with all of them off the board for now
    # (Vanish); one whose fighters are all defeated does not.
    data.active = player
    if data.turn >= data.ruleset.turn_limit:  # a game ends by rule even if no one can lose
        data.emit(GameDrawn(data.turn))
        return
    if any(not f.defeated for f in data.fighters_of(player)):
        data.then(call(take_turn, player))
    data.then(call(next_turn, (player + 1) % len(data.players)))


# ---------------------------------------------------------------- set-up


@rule
def setup(data: "UnmatchedData") -> None:
    """Heroes on their start spaces, sidekicks in the hero's zone, 5 cards each (R-23, R-24)."""
    for player in data.players:
        data.then(call(_set_up_player, player.index))
    for player in data.players:
        data.then(call(draw, player.index, data.ruleset.opening_hand))


@rule
def _set_up_player(data: "UnmatchedData", player: int) -> None:
    hero = data.hero_of(player)
    hero.space = data.board.starts[player + 1]
    data.emit(FighterPlaced(hero.id, player, hero.space))
    when_placed(data, hero)
    for sidekick in data.fighters_of(player):
        if sidekick is not hero and not sidekick.definition.summoned:  # summoned: in the supply
            data.then(call(place_sidekick, player, sidekick))
    for token in data.players[player].hero.tokens:
        if token.start_in_zone:
            data.then(call(place_token, player, token.name, 0))
    set_up_sub_decks(data, player)


def _waiting_starts(data: "UnmatchedData") -> set[int]:
    """The start spaces of heroes still to be placed: not free for anything else."""
    return {data.board.starts[p.index + 1] for p in data.players
            if data.hero_of(p.index).space is None}


@rule
def place_sidekick(data: "UnmatchedData", player: int, sidekick: Fighter) -> None:
    hero = data.hero_of(player)
    waiting = _waiting_starts(data)
    empty = [s for s in data.board.spaces if data.occupant(s) is None and s not in waiting]
    spaces = [s for s in empty if share_zone(data, hero.space, s)]
    if not spaces:  # no room in the zone: next to one of the player's fighters
        own = {f.space for f in data.fighters_of(player) if f.on_board}
        spaces = [s for s in empty if own.intersection(neighbours(data, s))]
    if not spaces:  # no room anywhere near: any empty space
        spaces = empty
    if spaces:
        data.ask(choice(player, K.PLACE, [PlaceFighter(sidekick.id, s) for s in spaces]),
                 call(_placed_sidekick, player))


@rule
def _placed_sidekick(data: "UnmatchedData", answer: PlaceFighter, player: int) -> None:
    data.fighters[answer.fighter].space = answer.space
    data.emit(FighterPlaced(answer.fighter, player, answer.space))
    when_placed(data, data.fighters[answer.fighter])


@rule
def place_token(data: "UnmatchedData", player: int, name: str, index: int) -> None:
    """Tokens that start on the board go in separate empty spaces in the hero's zone."""
    token = next(t for t in data.players[player].hero.tokens if t.name == name)
    spaces = data.tokens[(player, name)]
    if index >= token.count:
        return
    hero = data.hero_of(player)
    waiting = _waiting_starts(data)
    free = [s for s in data.board.spaces if data.occupant(s) is None and s not in spaces
            and s not in waiting and share_zone(data, hero.space, s)]
    if free:
        data.ask(choice(player, K.PLACE, [PlaceToken(name, s) for s in free]),
                 call(_placed_token, player, index))


@rule
def _placed_token(data: "UnmatchedData", answer: PlaceToken, player: int, index: int) -> None:
    data.tokens[(player, answer.token)][index] = answer.space
    data.emit(TokenPlaced(player, answer.token, answer.space))
    data.then(call(place_token, player, answer.token, index + 1))


# ---------------------------------------------------------------- the turn


@rule
def take_turn(data: "UnmatchedData", player: int) -> None:
    data.turn += 1
    lasting.end_turn(data)  # what lasted "this turn" ended with the turn before
    data.actions_left = data.ruleset.actions_per_turn
    data.emit(TurnStarted(player))
    for fighter in data.fighters:
        fighter.turn_start_space = fighter.space
    data.turn_start_tokens = {kind: list(spaces) for kind, spaces in data.tokens.items()}
    data.action_number = 0
    data.then(*(call(run_section, ctx) for ctx in lasting.standing_contexts(
        data, range(len(data.players)))))
    data.then(call(_delayed_effects, player), call(triggers, player, n.HeaderKind.START_OF_TURN),
              call(next_action, player), call(triggers, player, n.HeaderKind.END_OF_TURN),
              call(_ongoing_end, player), call(hand_limit, player))


@rule
def _ongoing_end(data: "UnmatchedData", player: int) -> None:
    """ONGOING schemes whose "discard this card at the end of your turn if ..." holds (an
    ONGOING section not on a card in play, an ability's, has no card to discard)."""
    for entry in lasting.holding(data, n.DiscardAtEnd, player=player):
        if entry.card is None:
            continue
        card = data.cards[entry.card]
        ctx = EffectContext(player, data.hero_of(player),
                            card.definition.section(n.HeaderKind.ONGOING), card=card)
        if entry.card in data.in_play and holds(data, ctx, entry.effect.condition):
            data.in_play.remove(entry.card)
            data.players[player].discard.append(entry.card)
            data.emit(CardDiscarded(player, entry.card, "effect"))
            lasting.leave_play(data, entry.card)


@rule
def _delayed_effects(data: "UnmatchedData", player: int) -> None:
    """ "At the start of your next turn, ...": what earlier effects put off until now."""
    due = [entry for entry in data.delayed if entry[0] == player]
    data.delayed = [entry for entry in data.delayed if entry[0] != player]
    for _, section, index in due:
        ctx = EffectContext(player, data.hero_of(player), section)
        data.then(call(run_sentence, ctx, index, True))


@rule
def triggers(data: "UnmatchedData", player: int, kind: n.HeaderKind) -> None:
    hero = data.hero_of(player)
    for section in data.players[player].hero.triggers(kind):
        data.then(call(run_ability, player, section, hero if hero.on_board else None))
    ongoing_triggers(data, player, kind, hero if hero.on_board else None)


@rule
def next_action(data: "UnmatchedData", player: int) -> None:
    """Exactly the turn's actions, none skipped (R-01); effects may add or end them."""
    if data.actions_left <= 0:
        return
    data.actions_left -= 1
    data.action_number += 1
    data.ask(choice(player, K.ACTION, action_options(data, player)), call(_take_action, player))
    data.then(call(next_action, player))


def action_options(data: "UnmatchedData", player: int) -> list[Any]:
    options: list[Any] = [MANEUVER]
    schemes = [i for i in playable_cards(data, player) if data.cards[i].definition.type == "scheme"]
    for card_id in distinct_cards(data, schemes):
        for fighter in data.fighters_of(player):
            if fighter.on_board and can_use(data, fighter, data.cards[card_id]) \
                    and mission_holds(data, player, fighter, card_id):  # R-06
                options.append(PlayScheme(card_id, fighter.id))
    return options + attack_options(data, player)


@rule
def _take_action(data: "UnmatchedData", chosen: Any, player: int) -> None:
    if isinstance(chosen, Maneuver):
        data.emit(ActionTaken(player, "maneuver"))
        data.then(call(maneuver, player))
    elif isinstance(chosen, PlayScheme):
        data.emit(ActionTaken(player, "scheme"))
        data.then(call(scheme, player, chosen.card, data.fighters[chosen.fighter]))
    else:
        data.emit(ActionTaken(player, "attack"))
        data.then(call(attack, data.fighters[chosen.attacker], data.fighters[chosen.target]))


# ---------------------------------------------------------------- maneuver


@rule
def maneuver(data: "UnmatchedData", player: int) -> None:
    """Draw (mandatory), optionally boost, then move each fighter up to the move value (R-03)."""
    data.then(call(draw, player, data.ruleset.maneuver_draw), call(_offer_boost, player))


@rule
def _offer_boost(data: "UnmatchedData", player: int) -> None:
    hand = data.players[player].hand
    boosts = [i for i in hand if data.cards[i].definition.boost is not None]
    options = [Decline(DeclineUse.NO_BOOST)] + [
        pick_card(i, CardUse.BOOST) for i in distinct_cards(data, boosts)]
    data.ask(choice(player, K.BOOST, options), call(_boosted, player))


@rule
def _boosted(data: "UnmatchedData", answer: Any, player: int) -> None:
    """ "When you maneuver" abilities ("... and BOOST": only a boosted one) as the move
    begins; what they add ("+1 space for each ...") lasts the move."""
    distance = data.players[player].hero.move
    boosted = isinstance(answer, PickCard)
    if boosted:
        distance += lasting.boost_of(data, player, answer.card)
        discard_from_hand(data, player, answer.card, "boost")
        boosted_with(data, player, answer.card)
    hero = data.hero_of(player)
    for section in data.players[player].hero.triggers(n.HeaderKind.WHEN_YOU_MANEUVER):
        if boosted or not section.header.boosted:
            data.then(call(run_ability, player, section, hero if hero.on_board else None))
    ongoing_triggers(data, player, n.HeaderKind.WHEN_YOU_MANEUVER,
                     hero if hero.on_board else None, None,
                     lambda trigger: boosted or not trigger.boosted)
    data.then(call(_move_with_bonus, player, distance),
              call(triggers, player, n.HeaderKind.AFTER_YOU_MANEUVER))


@rule
def _move_with_bonus(data: "UnmatchedData", player: int, distance: int) -> None:
    bonus = lasting.move_bonus(data, player)
    lasting.end(data, n.MoveBonus)
    data.then(call(move_fighters, player, distance + bonus, frozenset(), ()))


@rule
def move_fighters(data: "UnmatchedData", player: int, distance: int, moved: frozenset[int],
                  spent: tuple[tuple[int, int], ...]) -> None:
    """Fighters move one at a time, in the order the player likes, each any distance; doors
    next to the player's fighters may be closed for free or opened for 1 space (R-27).
    `spent`: movement used opening doors, by fighter."""
    used = dict(spent)
    options: list[Any] = [DONE_MOVING]
    masks = board_masks(data, data.players[player].team)
    for fighter in data.fighters_of(player):
        if fighter.on_board and fighter.id not in moved:
            start = fighter.space
            for space in reachable_spaces(data, fighter, distance - used.get(fighter.id, 0),
                                          masks=masks):
                if space != start:
                    options.append(move_fighter(fighter.id, space))
    if data.board.doors:
        options += door_options(data, player, moved, used, distance)
    data.ask(choice(player, K.MOVE, options), call(_moved, player, distance, moved, spent))


DONE_MOVING = Decline(DeclineUse.DONE_MOVING)


@rule
def _moved(data: "UnmatchedData", chosen: Any, player: int, distance: int,
           moved: frozenset[int], spent: tuple[tuple[int, int], ...]) -> None:
    if isinstance(chosen, Decline):
        return
    if isinstance(chosen, (OpenDoor, CloseDoor)):
        spent = toggle_door(data, player, chosen, spent)
    else:
        fighter = data.fighters[chosen.fighter]
        data.emit(FighterMoved(fighter.id, player, fighter.space, chosen.space))
        fighter.space = chosen.space
        moved = moved | {fighter.id}
        after_moves(data, fighter)
    data.then(call(move_fighters, player, distance, moved, spent))


def door_options(data: "UnmatchedData", player: int, moved: frozenset[int],
                 used: dict[int, int], distance: int) -> list[Any]:
    options: list[Any] = []
    own = [f for f in data.fighters_of(player) if f.on_board]
    for line in data.board.doors:
        a, b = sorted(line)
        beside = [f for f in own if f.space in line]
        if line not in data.closed_doors:
            if beside:
                options.append(CloseDoor(a, b))
            continue
        for fighter in beside:
            if fighter.id not in moved and distance - used.get(fighter.id, 0) >= 1:
                options.append(OpenDoor(a, b, fighter.id))
    return options


def toggle_door(data: "UnmatchedData", player: int, chosen: Any,
                spent: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    line = frozenset((chosen.a, chosen.b))
    if isinstance(chosen, CloseDoor):
        data.closed_doors.add(line)
        data.emit(DoorClosed(player, (chosen.a, chosen.b)))
        return spent
    data.closed_doors.discard(line)
    data.emit(DoorOpened(player, (chosen.a, chosen.b)))
    used = dict(spent)
    used[chosen.fighter] = used.get(chosen.fighter, 0) + 1
    return tuple(sorted(used.items()))


# ---------------------------------------------------------------- scheme and the hand limit


@rule
def scheme(data: "UnmatchedData", player: int, card_id: CardId, fighter: Fighter) -> None:
    card = data.cards[card_id]
    take_out(data, card_id)  # from the hand, or the area of a playable sub-deck
    data.in_play.append(card_id)
    data.emit(SchemePlayed(player, card_id, fighter.id))
    # what it does (a mission's text is under its condition), then what it keeps doing
    for timing in (None, n.HeaderKind.MISSION, n.HeaderKind.ONGOING):
        section = card.definition.section(timing)
        if section is not None:
            ctx = EffectContext(player, fighter, section, card=card,
                                source=card.definition.source)
            data.then(call(run_section, ctx))
    data.then(call(_scheme_done, player, card_id))


@finally_rule
def _scheme_done(data: "UnmatchedData", player: int, card_id: CardId) -> None:
    """The scheme is discarded, unless its effect put it somewhere ("shuffle this card
    back into your deck", "return this card to your hand instead of discarding it"), and an
    ONGOING scheme, which stays in play until its text discards it."""
    ongoing = data.cards[card_id].definition.section(n.HeaderKind.ONGOING) is not None
    if card_id in data.in_play and not ongoing:
        data.in_play.remove(card_id)
        data.players[player].discard.append(card_id)


@rule
def hand_limit(data: "UnmatchedData", player: int) -> None:
    """Discard down to the hand limit at the end of your own turn only (R-02)."""
    hand = data.players[player].hand
    if len(hand) > data.ruleset.hand_limit:
        options = [pick_card(i, CardUse.DISCARD) for i in distinct_cards(data, hand)]
        data.ask(choice(player, K.DISCARD, options), call(_over_limit, player))


@rule
def _over_limit(data: "UnmatchedData", answer: PickCard, player: int) -> None:
    discard_from_hand(data, player, answer.card, "hand limit")
    data.then(call(hand_limit, player))

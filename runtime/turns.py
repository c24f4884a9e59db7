"""Set-up and the turn: two actions (maneuver, scheme, attack), then the end of the turn."""

from __future__ import annotations

from functools import lru_cache

from cardsmith.grammar import nodes as n

from .board import neighbours, reachable_spaces, share_zone
from .combat import attack, attack_options, can_use
from .context import EffectContext
from .decisions import Action
from .engine import (GameOver, Steps, ask, card_choices, discard_from_hand, distinct_cards,
                     draw)
from .interpreter import run_ability, run_section
from .state import Fighter, GameData

MANEUVER = ("maneuver",)
DONE = "done"


def play(data: GameData, set_up: bool = True) -> Steps:
    """The whole game, from set-up (unless the position is given) to a winner."""
    try:
        if set_up:
            yield from setup(data)
        while True:
            player = data.players[data.active]
            # A player with fighters left takes turns, even with all of them off the board
            # for now (Vanish); one whose fighters are all defeated does not.
            if any(not f.defeated for f in data.fighters_of(player.index)):
                yield from take_turn(data, player.index)
            data.active = (data.active + 1) % len(data.players)
    except GameOver:
        return data.winner


# ---------------------------------------------------------------- set-up


def setup(data: GameData) -> Steps:
    """Heroes on their start spaces, sidekicks in the hero's zone, 5 cards each (R-23, R-24)."""
    for player in data.players:
        hero = data.hero_of(player.index)
        hero.space = data.board.starts[player.index + 1]
        data.log("place", fighter=hero.label, player=player.index, to=hero.space)
        for sidekick in data.fighters_of(player.index):
            if sidekick is not hero:
                yield from place_sidekick(data, player.index, hero, sidekick)
        yield from place_tokens(data, player.index, hero)
    for player in data.players:
        yield from draw(data, player.index, data.ruleset.opening_hand)


def _waiting_starts(data: GameData) -> set[int]:
    """The start spaces of heroes still to be placed: not free for anything else."""
    return {data.board.starts[p.index + 1] for p in data.players
            if data.hero_of(p.index).space is None}


def place_sidekick(data: GameData, player: int, hero: Fighter, sidekick: Fighter) -> Steps:
    waiting = _waiting_starts(data)
    empty = [s for s in data.board.spaces if data.occupant(s) is None and s not in waiting]
    spaces = [s for s in empty if share_zone(data, hero.space, s)]
    if not spaces:  # no room in the zone: next to one of the player's fighters
        own = {f.space for f in data.fighters_of(player) if f.on_board}
        spaces = [s for s in empty if own.intersection(neighbours(data, s))]
    options = [Action(f"Place {sidekick.label} in space {s}", s) for s in spaces]
    sidekick.space = yield from ask(player, "place", f"place {sidekick.label}", options)
    data.log("place", fighter=sidekick.label, player=player, to=sidekick.space)


def place_tokens(data: GameData, player: int, hero: Fighter) -> Steps:
    """Tokens that start on the board go in separate empty spaces in the hero's zone."""
    for token in data.players[player].hero.tokens:
        if not token.start_in_zone:
            continue
        spaces = data.tokens[(player, token.name)]
        waiting = _waiting_starts(data)
        for index in range(token.count):
            free = [s for s in data.board.spaces if data.occupant(s) is None and s not in spaces
                    and s not in waiting and share_zone(data, hero.space, s)]
            options = [Action(f"Place a {token.name} in space {s}", s) for s in free]
            if not options:
                return
            spaces[index] = yield from ask(player, "place", f"place a {token.name}", options)
            data.log("place token", player=player, token=token.name, to=spaces[index])


# ---------------------------------------------------------------- the turn


def take_turn(data: GameData, player: int) -> Steps:
    data.turn += 1
    data.actions_left = data.ruleset.actions_per_turn
    data.log("turn", player=player)
    for fighter in data.fighters:
        fighter.turn_start_space = fighter.space
    data.turn_start_tokens = {kind: list(spaces) for kind, spaces in data.tokens.items()}
    data.action_number = 0
    yield from _delayed_effects(data, player)
    yield from _triggers(data, player, n.HeaderKind.START_OF_TURN)
    while data.actions_left > 0:  # exactly two actions, none skipped
        data.actions_left -= 1
        data.action_number += 1
        yield from take_action(data, player)
    yield from _triggers(data, player, n.HeaderKind.END_OF_TURN)
    yield from hand_limit(data, player)


def _delayed_effects(data: GameData, player: int) -> Steps:
    """ "At the start of your next turn, ...": what earlier effects put off until now."""
    due = [entry for entry in data.delayed if entry[0] == player]
    data.delayed = [entry for entry in data.delayed if entry[0] != player]
    for _, sentence in due:
        section = n.Section(None, (sentence,))
        yield from run_section(data, EffectContext(player, data.hero_of(player), section))


def _triggers(data: GameData, player: int, kind: n.HeaderKind) -> Steps:
    hero = data.hero_of(player)
    for section in data.players[player].hero.triggers(kind):
        yield from run_ability(data, player, section, hero if hero.on_board else None)


def action_options(data: GameData, player: int) -> list[Action]:
    options = [Action("Maneuver", MANEUVER)]
    hand = data.players[player].hand
    schemes = [i for i in hand if data.cards[i].definition.type == "scheme"]
    for choice in card_choices(data, schemes, "{title}"):
        for fighter in data.fighters_of(player):
            if fighter.on_board and can_use(data, fighter, data.cards[choice.value]):
                options.append(Action(f"Scheme: {choice.label} ({fighter.label})",
                                      ("scheme", choice.value, fighter.id)))
    return options + attack_options(data, player)


def take_action(data: GameData, player: int) -> Steps:
    chosen = yield from ask(player, "action", "choose an action", action_options(data, player))
    data.log("action", player=player, action=chosen[0])
    if chosen == MANEUVER:
        yield from maneuver(data, player)
    elif chosen[0] == "scheme":
        yield from scheme(data, player, chosen[1], data.fighters[chosen[2]])
    else:
        yield from attack(data, data.fighters[chosen[1]], data.fighters[chosen[2]])


def maneuver(data: GameData, player: int) -> Steps:
    """Draw (mandatory), optionally boost, then move each fighter up to the move value (R-03)."""
    yield from draw(data, player, data.ruleset.maneuver_draw)
    hand = data.players[player].hand
    boosts = [i for i in hand if data.cards[i].definition.boost is not None]
    options = [Action("No boost", None)] + [
        Action(f"Boost with {data.cards[i].label} (+{data.cards[i].definition.boost})", i)
        for i in distinct_cards(data, boosts)]
    boost_card = yield from ask(player, "boost", "boost your movement?", options)
    distance = data.players[player].hero.move
    if boost_card is not None:
        distance += data.cards[boost_card].definition.boost
        discard_from_hand(data, player, boost_card, "boost")
    yield from move_fighters(data, player, distance)
    yield from _triggers(data, player, n.HeaderKind.AFTER_YOU_MANEUVER)


def move_fighters(data: GameData, player: int, distance: int) -> Steps:
    """Fighters move one at a time, in the order the player likes, each any distance; doors
    next to the player's fighters may be closed for free or opened for 1 space (R-27)."""
    moved: set[int] = set()
    spent: dict[int, int] = {}  # movement used opening doors, by fighter
    while True:
        options = [Action("Done moving", DONE)]
        for fighter in data.fighters_of(player):
            if fighter.on_board and fighter.id not in moved:
                reach = distance - spent.get(fighter.id, 0)
                for space in reachable_spaces(data, fighter, reach):
                    if space != fighter.space:
                        options.append(_move_option(fighter.label, fighter.id, space))
        options += door_options(data, player, moved, spent, distance)
        chosen = yield from ask(player, "move", f"move your fighters up to {distance}", options)
        if chosen == DONE:
            return
        if chosen[0] in ("open", "close"):
            toggle_door(data, player, chosen, spent)
            continue
        fighter = data.fighters[chosen[0]]
        data.log("move", fighter=fighter.label, player=player, start=fighter.space, to=chosen[1])
        fighter.space = chosen[1]
        moved.add(fighter.id)


@lru_cache(maxsize=4096)
def _move_option(label: str, fighter: int, space: int) -> Action:
    return Action(f"Move {label} to space {space}", (fighter, space))


def door_options(data: GameData, player: int, moved: set[int], spent: dict[int, int],
                 distance: int) -> list[Action]:
    options = []
    own = [f for f in data.fighters_of(player) if f.on_board]
    for line in data.board.doors:
        a, b = sorted(line)
        beside = [f for f in own if f.space in line]
        if line not in data.closed_doors:
            if beside:
                options.append(Action(f"Close the door between {a} and {b}", ("close", a, b)))
            continue
        for fighter in beside:
            if fighter.id not in moved and distance - spent.get(fighter.id, 0) >= 1:
                options.append(Action(f"Open the door between {a} and {b} with {fighter.label}",
                                      ("open", a, b, fighter.id)))
    return options


def toggle_door(data: GameData, player: int, chosen: tuple, spent: dict[int, int]) -> None:
    line = frozenset(chosen[1:3])
    if chosen[0] == "close":
        data.closed_doors.add(line)
    else:
        data.closed_doors.discard(line)
        spent[chosen[3]] = spent.get(chosen[3], 0) + 1
    data.log(f"{chosen[0]} door", player=player, between=sorted(line))


def scheme(data: GameData, player: int, card_id: int, fighter: Fighter) -> Steps:
    card = data.cards[card_id]
    data.players[player].hand.remove(card_id)
    data.log("scheme", player=player, card=card.definition.id, fighter=fighter.label)
    try:
        section = card.definition.section(None)
        if section is not None:
            yield from run_section(data, EffectContext(player, fighter, section, card=card))
    finally:
        data.players[player].discard.append(card_id)


def hand_limit(data: GameData, player: int) -> Steps:
    """Discard down to the hand limit at the end of your own turn only (R-02)."""
    hand = data.players[player].hand
    while len(hand) > data.ruleset.hand_limit:
        options = card_choices(data, hand, "Discard {title}")
        card_id = yield from ask(player, "discard", "discard down to the hand limit", options)
        discard_from_hand(data, player, card_id, "hand limit")

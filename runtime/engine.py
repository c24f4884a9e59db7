"""The engine's shared machinery: decisions, drawing, discarding, damage and defeat.

Rules are written as generators: `answer = yield decision` puts a decision to a player
(or to chance) and resumes with the action chosen. A decision with one option is taken
without asking. The rules modules (turns, combat, interpreter) build on these steps.
"""

from __future__ import annotations

from collections import Counter
from typing import Generator

from cardsmith.grammar import nodes as n

from .decisions import Action, Decision, chance, choice
from .state import Fighter, GameData

Steps = Generator[Decision, Action, object]


class GameOver(Exception):
    """Raised the moment a team has won; unwinds every rule in progress (R-19)."""


def decide(decision: Decision) -> Steps:
    if len(decision.options) == 1:
        return decision.options[0]
    action = yield decision
    return action


def ask(player: int, kind: str, prompt: str, options: list[Action]) -> Steps:
    action = yield from decide(choice(player, kind, prompt, options))
    return action.value


def ask_yes_no(player: int, prompt: str) -> Steps:
    options = [Action("Yes", True), Action("No", False)]
    return (yield from ask(player, "may", prompt, options))


# ---------------------------------------------------------------- cards


def distinct_cards(data: GameData, card_ids: list[int]) -> list[int]:
    """One card of each kind among `card_ids` (copies are interchangeable), in a stable order:
    the choices worth offering."""
    seen: dict[str, int] = {}
    for card_id in sorted(card_ids):
        seen.setdefault(data.cards[card_id].kind, card_id)
    return list(seen.values())


def card_choices(data: GameData, card_ids: list[int], label: str) -> list[Action]:
    """One option per distinct card, labelled from `label` ("Play {title}")."""
    return [Action(label.format(title=data.cards[i].label), i)
            for i in distinct_cards(data, card_ids)]


def highest_printed_value(data: GameData) -> int:
    """The largest printed value of any card in the game: the values one can name or predict."""
    return max((card.definition.value or 0) for card in data.cards)


def draw(data: GameData, player: int, count: int) -> Steps:
    """Draw `count` cards; each card that cannot be drawn from an empty deck deals
    exhaustion damage to each of the player's fighters instead (R-07). Returns the cards."""
    drawn = []
    for _ in range(count):
        owner = data.players[player]
        if owner.deck_size == 0:
            data.log("exhausted", player=player)
            hits = [(f, data.ruleset.exhaustion_damage) for f in data.fighters_of(player)
                    if f.on_board]
            yield from deal_damage(data, hits, source="exhaustion")
            continue
        card_id = yield from take_from_deck(data, player)
        owner.hand.append(card_id)
        drawn.append(card_id)
        data.log("draw", player=player, card=data.cards[card_id].definition.id)
    return drawn


def take_from_deck(data: GameData, player: int) -> Steps:
    owner = data.players[player]
    if owner.deck_top:
        return owner.deck_top.pop(0)
    if not owner.pile:
        return owner.deck_bottom.pop(0)
    counts = Counter(data.cards[i].kind for i in owner.pile)
    ids = sorted(counts)
    titles = {data.cards[i].kind: data.cards[i].label for i in owner.pile}
    options = [Action(f"Draw {titles[card]}", card) for card in ids]
    picked = yield from decide(chance("draw", f"player {player} draws", options,
                                      [counts[c] for c in ids]))
    card_id = next(i for i in sorted(owner.pile) if data.cards[i].kind == picked.value)
    owner.pile.remove(card_id)
    return card_id


def discard_from_hand(data: GameData, player: int, card_id: int, reason: str) -> None:
    data.players[player].hand.remove(card_id)
    data.players[player].discard.append(card_id)
    data.log("discard", player=player, card=data.cards[card_id].definition.id, reason=reason)


def random_card_in_hand(data: GameData, player: int) -> Steps:
    hand = data.players[player].hand
    if not hand:
        return None
    counts = Counter(data.cards[i].kind for i in hand)
    ids = sorted(counts)
    picked = yield from decide(chance("random card", f"a random card of player {player}",
                                      [Action(c, c) for c in ids], [counts[c] for c in ids]))
    return next(i for i in sorted(hand) if data.cards[i].kind == picked.value)


# ---------------------------------------------------------------- damage and defeat


def deal_damage(data: GameData, hits: list[tuple[Fighter, int]], source: str) -> Steps:
    """Deal damage to several fighters at once, then defeat those at 0 (R-19) and end the
    game if a side has lost; both heroes at once: the player whose turn it is wins (R-20)."""
    dealt = []
    for fighter, amount in hits:
        if not fighter.on_board or amount <= 0:
            continue
        taken = min(amount, fighter.health)
        fighter.health -= taken
        dealt.append((fighter, taken))
        data.log("damage", fighter=fighter.label, player=fighter.owner, amount=taken,
                 health=fighter.health, source=source)
    for fighter, _ in dealt:
        if fighter.health == 0:
            defeat(data, fighter)
    check_winner(data)
    for fighter, taken in dealt:
        if taken > 0:
            yield from damage_triggers(data, fighter)
    return dealt


def defeat(data: GameData, fighter: Fighter) -> None:
    fighter.defeated = True
    fighter.space = None
    data.log("defeated", fighter=fighter.label, player=fighter.owner)


def check_winner(data: GameData) -> None:
    standing = {data.players[f.owner].team for f in data.fighters if f.is_hero and not f.defeated}
    if len(standing) > 1:
        return
    data.winner = standing.pop() if standing else data.players[data.active].team
    data.log("winner", team=data.winner)
    raise GameOver


def damage_triggers(data: GameData, fighter: Fighter) -> Steps:
    """'When <fighter> is dealt damage:' abilities of the fighter's owner."""
    from .interpreter import run_ability  # the interpreter needs this module too

    hero = data.players[fighter.owner].hero
    for section in hero.triggers(n.HeaderKind.WHEN_DEALT_DAMAGE):
        named = section.header.fighter
        if isinstance(named, n.FighterName) and fighter.definition.answers_to(named.name):
            yield from run_ability(data, fighter.owner, section, fighter)

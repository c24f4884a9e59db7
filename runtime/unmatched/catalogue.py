"""Conditions and effects of the published catalogue's language (issue 10) that read or
change the hand, the turn and the fighters: the Unmatched entries of the registries."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import Referent

from ..engine.agenda import call, rule
from ..engine.context import EffectContext
from ..engine.data import Fighter
from ..engine.effects import card_ref
from ..engine.effects_piles import shuffle_deck
from ..engine.effects_players import chosen_by_count, in_turn
from ..engine.interpreter import subject_player
from ..engine.events import DamageDealt, Event, FighterDefeated, HealthSet
from . import refs
from .damage import check_winner, defeat
from .events import ActionTaken, CombatStarted

if TYPE_CHECKING:
    from .data import UnmatchedData


def compared(count: int, amount: int, compare: n.Compare | None) -> bool:
    """ "4 or more", "4 or less", "4 or fewer", "above 4", "higher", "below 4", "lower";
    None: exactly 4."""
    if compare is n.Compare.AT_LEAST:
        return count >= amount
    if compare in (n.Compare.AT_MOST, n.Compare.AT_MOST_FEWER):
        return count <= amount
    if compare in (n.Compare.ABOVE, n.Compare.HIGHER):
        return count > amount
    if compare in (n.Compare.BELOW, n.Compare.LOWER):
        return count < amount
    return count == amount


def hand_empty(data: "UnmatchedData", ctx: EffectContext, node: n.HandEmpty) -> bool:
    return not data.players[ctx.player].hand


def hand_count(data: "UnmatchedData", ctx: EffectContext, node: n.HandCount) -> bool:
    """ "you have 2 or fewer other cards in your hand": "other" leaves this card out."""
    hand = data.players[ctx.player].hand
    this = ctx.card.id if node.other and ctx.card is not None else None
    return compared(sum(1 for i in hand if i != this), node.amount, node.compare)


def your_turn(data: "UnmatchedData", ctx: EffectContext, node: n.YourTurn) -> bool:
    return data.players[data.active].team == data.players[ctx.player].team


def is_hero(data: "UnmatchedData", ctx: EffectContext, node: n.IsHero) -> bool:
    subject = refs.fighter_now(data, ctx, node.fighter)
    return subject is not None and subject.is_hero


def health_compare(data: "UnmatchedData", ctx: EffectContext, node: n.HealthCompare) -> bool:
    """ "King Arthur has 4 or less health (but is not defeated)" """
    subject = refs.fighter_now(data, ctx, node.fighter)
    if subject is None or (node.not_defeated and not subject.on_board):
        return False
    return compared(subject.health, node.amount, node.compare)


def same_zone(data: "UnmatchedData", ctx: EffectContext, node: n.SameZone) -> bool:
    others = [b for b in refs.anchors(data, ctx, node.other) if b.on_board]
    return any(refs.same_zone(data, a, b) for a in refs.anchors(data, ctx, node.fighter)
               if a.on_board for b in others)


def in_starting_space(data: "UnmatchedData", ctx: EffectContext,
                      node: n.InStartingSpace) -> bool:
    """ "in your starting space", "in an opponent's starting space" (any opponent's)."""
    subject = refs.fighter_now(data, ctx, node.fighter)
    if subject is None or not subject.on_board:
        return False
    owners = [ctx.player] if node.owner is n.Owner.YOUR else data.opponents(ctx.player)
    return any(data.board.starts.get(owner + 1) == subject.space for owner in owners)


def printed_value_compare(data: "UnmatchedData", ctx: EffectContext,
                          node: n.PrintedValueCompare) -> bool:
    card = card_ref(data, ctx, node.card)
    return card is not None and compared(card.definition.value or 0, node.amount, node.compare)


def played_type(data: "UnmatchedData", ctx: EffectContext, node: n.PlayedType) -> bool:
    """ "your opponent played a versatile card": the card they play in this combat."""
    card = card_ref(data, ctx, n.CardRef(n.CardWord.OPPONENTS_CARD))
    return card is not None and card.definition.type == node.type.value


def number_of(data: "UnmatchedData", ctx: EffectContext, node: n.NumberOf) -> int:
    """ "the number of cards in your hand", "... of insight tokens on the board", "... of
    different zones all of your fighters are in" """
    what = node.what
    if isinstance(what, n.CardsInHand):
        return len(data.players[ctx.player].hand)
    if isinstance(what, n.TokensOnBoard):
        kind = data.token_kind(ctx.player, what.token)
        return sum(1 for space in data.tokens.get(kind, []) if space is not None)
    spaces = [data.fighters[i].space for i in data.players[ctx.player].fighters
              if data.fighters[i].on_board]
    return len({zone for space in spaces for zone in data.board.zones[space]})


def combat_damage(data: "UnmatchedData", ctx: EffectContext, node: n.CombatDamage) -> int:
    """ "the amount of combat damage dealt" (all of it: the defender's), "... you took" (your
    fighter in the combat), "... that fighter took" """
    combat = ctx.combat
    if combat is None:
        return 0
    if node.you:
        mine = [f for f in (combat.attacker, combat.defender) if f.owner == ctx.player]
        return sum(combat.damage.get(f.id, 0) for f in mine)
    if node.fighter is not None:
        subject = refs.fighter_now(data, ctx, node.fighter)
        return combat.damage.get(subject.id, 0) if subject is not None else 0
    return sum(combat.damage.values())


def at_least_there(data: "UnmatchedData", ctx: EffectContext, node: n.AtLeastThere) -> bool:
    """ "there are four or more Squirrels in the opposing fighter's zone" """
    return len(refs.matches(data, ctx, node.selection)) >= node.amount.value


def _zones(data: "UnmatchedData", space: int | None) -> frozenset[str]:
    return data.board.zones[space] if space is not None else frozenset()


def shares_no_zone(data: "UnmatchedData", ctx: EffectContext, node: n.SharesNoZone) -> bool:
    """ "X's space shares no zones with Y"; "X shares no zones with the space he started
    this turn in" (no Y) """
    subject = refs.fighter_now(data, ctx, node.fighter)
    if subject is None or not subject.on_board:
        return False
    if node.other is None:
        return not _zones(data, subject.space) & _zones(data, subject.turn_start_space)
    other = refs.fighter_now(data, ctx, node.other)
    return other is not None and other.on_board and not (
        _zones(data, subject.space) & _zones(data, other.space))


def more_zones(data: "UnmatchedData", ctx: EffectContext, node: n.MoreZones) -> bool:
    """ "Ms. Marvel is in more zones than the opposing fighter" (her space's zones) """
    subject = refs.fighter_now(data, ctx, node.fighter)
    other = refs.fighter_now(data, ctx, node.other)
    if subject is None or other is None or not subject.on_board:
        return False
    return len(_zones(data, subject.space)) > len(_zones(data, other.space if other.on_board
                                                         else None))


def _this_turn(data: "UnmatchedData") -> list[Event]:
    """The events of the turn being played (the log is in order, each event with its turn)."""
    events = []
    for event in reversed(data.events):
        if event.turn != data.turn:
            break
        events.append(event)
    return events


def did_not_attack(data: "UnmatchedData", ctx: EffectContext, node: n.DidNotAttack) -> bool:
    """ "you did not attack" (this turn) """
    return not any(isinstance(e, ActionTaken) and e.player == ctx.player and e.action == "attack"
                   for e in _this_turn(data))


def _meant(data: "UnmatchedData", ctx: EffectContext, target: Any) -> set[int]:
    """The fighters (on the board or not) a condition about the past means: a name (any of
    a group), "an opposing fighter", "an Outlaw", or a pronoun."""
    if isinstance(target, n.FighterSelection):  # where it is now: for those on the board
        return {f.id for f in data.fighters if refs.described(data, ctx, f, target) and (
            not f.on_board or all(refs.passes(data, ctx, f, x) for x in target.filters))}
    if isinstance(target, n.FighterName):
        return {f.id for f in refs.named(data, ctx, target.name)}
    subject = refs.fighter_now(data, ctx, target)
    return {subject.id} if subject is not None else set()


def took_damage(data: "UnmatchedData", ctx: EffectContext, node: n.TookDamage) -> bool:
    """ "Hamlet took damage this turn", "an opposing fighter took damage this turn" """
    wanted = _meant(data, ctx, node.fighter)
    return any(isinstance(e, DamageDealt) and e.fighter in wanted and e.amount > 0
               for e in _this_turn(data))


def was_defeated(data: "UnmatchedData", ctx: EffectContext, node: n.WasDefeated) -> bool:
    """ "your fighter was defeated", "an Outlaw was defeated": in this combat (the events
    since it began), else at all. The fighter found is "her" for the steps after it ("If Maria
    Hill was defeated, place her ..."), off the board as she is."""
    wanted = _meant(data, ctx, node.fighter)
    if ctx.combat is None:
        found = [i for i in sorted(wanted) if data.fighters[i].defeated]
    else:
        found = []
        for event in _this_turn(data):  # the latest first
            if isinstance(event, CombatStarted):
                break
            if isinstance(event, FighterDefeated) and event.fighter in wanted:
                found = [event.fighter]
                break
    if found:
        ctx.introduce(Referent.FIGHTER, data.fighters[found[0]])
    return bool(found)


def effect_set_health(data: "UnmatchedData", ctx: EffectContext, node: n.SetHealth) -> None:
    refs.fighter(data, ctx, node.fighter, call(_set_health, node.amount))


@rule
def _set_health(data: "UnmatchedData", target: Fighter | None, amount: int) -> None:
    """Never above the fighter's starting health (as a recovery, R-21); 0 defeats it."""
    if target is None or not target.on_board:
        return
    target.health = min(amount, target.definition.health)
    data.emit(HealthSet(target.id, target.owner, target.health))
    if target.health <= 0:
        defeat(data, target)
        check_winner(data)


def group_players(data: "UnmatchedData", ctx: EffectContext, subject: Any) -> list[int]:
    """The players a subject names: one ("your opponent"), or a group ("all players",
    "both players", "each opponent (with a fighter adjacent to T-Rex)")."""
    if not isinstance(subject, n.PlayerGroup):
        return [subject_player(data, ctx, subject)]
    if subject.who is not None:  # "the player(s) who drew the most cards"
        return chosen_by_count(data, ctx, subject.who)
    if subject.kind is not n.PlayerGroupKind.EACH_OPPONENT:
        return in_turn(data, ctx, [p.index for p in data.players])
    opponents = in_turn(data, ctx, data.opponents(ctx.player))
    if subject.filter is None:
        return opponents
    return [p for p in opponents if any(
        refs.passes(data, ctx, data.fighters[i], subject.filter)
        for i in data.players[p].fighters if data.fighters[i].on_board)]


def effect_shuffle_decks(data: "UnmatchedData", ctx: EffectContext,
                         node: n.ShuffleDecks) -> None:
    """ "all players shuffle their decks" """
    for player in group_players(data, ctx, node.subject):
        shuffle_deck(data.players[player])


CONDITIONS: dict[type, Any] = {
    n.HandEmpty: hand_empty,
    n.HandCount: hand_count,
    n.YourTurn: your_turn,
    n.IsHero: is_hero,
    n.HealthCompare: health_compare,
    n.SameZone: same_zone,
    n.InStartingSpace: in_starting_space,
    n.PrintedValueCompare: printed_value_compare,
    n.PlayedType: played_type,
    n.DidNotAttack: did_not_attack,
    n.TookDamage: took_damage,
    n.WasDefeated: was_defeated,
    n.AtLeastThere: at_least_there,
    n.SharesNoZone: shares_no_zone,
    n.MoreZones: more_zones,
}

VALUES: dict[type, Any] = {
    n.NumberOf: number_of,
    n.CombatDamage: combat_damage,
}

EFFECTS: dict[type, Any] = {
    n.SetHealth: effect_set_health,
    n.ShuffleDecks: effect_shuffle_decks,
}

"""Lasting effects (issue 10): what an effect makes true after its clause has resolved,
until the end of the combat or of the turn ("the opposing fighter cannot leave their space
this turn", "All of Bruce Lee's attacks this turn are +1 value", "prevent all damage").

One construct for all of them: a `Lasting` record holds the effect's node, who made it and
which fighters it is about; the rules that it changes ask `holding(data, kind, ...)` where
they decide (movement, combat values, BOOST values, damage, gaining actions, targets). The
records are game data (a `Shared` list), so a game copies and saves with them. The effects
that begin them are in effects_lasting.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable

from cardsmith.grammar import nodes as n

from ..engine.context import EffectContext
from ..engine.data import Fighter, Shared
from ..engine.events import CardId

if TYPE_CHECKING:
    from .data import UnmatchedData


@dataclass(eq=False)
class Lasting(Shared):
    effect: n.Node  # the clause that made it: what it does
    player: int  # whose effect it is
    fighters: tuple[int, ...] | None  # whom it is about; None: every fighter (or none named)
    this_combat: bool  # ends with the combat; else with the turn
    amount: int = 0  # a number read when it began ("+1 space for each VOYAGE card")
    card: CardId | None = None  # an ONGOING card's: it lasts while the card is in play
    standing: bool = False  # a hero ability's that always holds: it never ends


def standing_contexts(data: "UnmatchedData", players: Iterable[int],
                      combat: Any = None) -> list[EffectContext]:
    """Where these players' standing abilities (text without a trigger) are played: at the
    start of every turn, for the rules that ask at any time, and in every combat of their
    fighters, for its values."""
    found = []
    for player in players:
        hero = data.players[player].hero
        found += (EffectContext(player, data.hero_of(player), section, combat=combat,
                                source=f"the ability of {hero.name} ({hero.source})")
                  for section in hero.standing())
    return found


def begin(data: "UnmatchedData", ctx: EffectContext, effect: n.Node,
          fighters: list[Fighter] | None = None, this_combat: bool = False,
          amount: int = 0) -> None:
    """A lasting effect begins; "this combat" outside a combat lasts the turn; an ONGOING
    card's lasts while the card stays in play."""
    ids = None if fighters is None else tuple(f.id for f in fighters)
    header = ctx.section.header
    card = ctx.card.id if ctx.card is not None and header is not None \
        and header.kind is n.HeaderKind.ONGOING else None
    entry = Lasting(effect, ctx.player, ids, this_combat and data.combat is not None, amount,
                    card, standing=ctx.card is None and header is None)
    if entry.standing and any(_same(entry, other) for other in data.lasting):
        return  # a standing ability is played again each turn and combat: it holds once
    data.lasting.append(entry)


def _same(entry: Lasting, other: Lasting) -> bool:
    return other.standing and (other.effect, other.player, other.fighters, other.amount) == (
        entry.effect, entry.player, entry.fighters, entry.amount)


def holding(data: "UnmatchedData", kind: type, fighter: Fighter | None = None,
            player: int | None = None) -> list[Lasting]:
    """The lasting effects of this kind that hold for the fighter (or any) and player."""
    return [entry for entry in data.lasting if type(entry.effect) is kind
            and (fighter is None or entry.fighters is None or fighter.id in entry.fighters)
            and (player is None or entry.player == player)]


def end(data: "UnmatchedData", kind: type) -> None:
    """The lasting effects of this kind end (a move bonus, once the move is made)."""
    data.lasting = [entry for entry in data.lasting if type(entry.effect) is not kind]


def end_combat(data: "UnmatchedData") -> None:
    data.lasting = [entry for entry in data.lasting if not entry.this_combat]


def end_turn(data: "UnmatchedData") -> None:
    """What lasted the turn ends; an ONGOING card's effects stay while it is in play, a
    standing ability's always."""
    data.lasting = [entry for entry in data.lasting if entry.standing
                    or entry.card is not None and entry.card in data.in_play]


def leave_play(data: "UnmatchedData", card_id: int) -> None:
    """An ONGOING card leaves play: its lasting effects end."""
    data.lasting = [entry for entry in data.lasting if entry.card != card_id]


# ---------------------------------------------------------------- what the rules ask


def cannot_leave(data: "UnmatchedData", fighter: Fighter) -> bool:
    """ "cannot leave their space": not moved, placed or swapped by anything."""
    return bool(data.lasting) and bool(holding(data, n.CannotLeave, fighter))


def attack_bonus(data: "UnmatchedData", fighter: Fighter) -> int:
    return sum(entry.amount for entry in holding(data, n.AttacksPlus, fighter))


def boost_bonus(data: "UnmatchedData", player: int) -> int:
    return sum(entry.amount for entry in holding(data, n.BoostValuesPlus, player=player))


def boost_of(data: "UnmatchedData", player: int, card_id: int) -> int:
    """A card's BOOST value when the player boosts with it ("your BOOST values are +1")."""
    return (data.cards[card_id].definition.boost or 0) + boost_bonus(data, player)


def move_bonus(data: "UnmatchedData", player: int) -> int:
    return sum(entry.amount for entry in holding(data, n.MoveBonus, player=player))


def cannot_gain_actions(data: "UnmatchedData", player: int) -> bool:
    return any(entry.fighters == (player,) for entry in holding(data, n.CannotGainActions))


def prevented(data: "UnmatchedData", fighter: Fighter, source: str) -> bool:
    """Damage the fighter does not take: all of it, or any but combat damage."""
    if not data.lasting:
        return False
    if holding(data, n.PreventDamage, fighter):
        return True
    return source != "combat" and bool(holding(data, n.OnlyCombatDamage, fighter))


def attack_range(data: "UnmatchedData", fighter: Fighter) -> int:
    """How many spaces away the fighter may attack (1: adjacent, the rule's)."""
    return max([entry.amount for entry in holding(data, n.AttackRange, fighter)], default=1)


def locked_value(data: "UnmatchedData", player: int) -> int | None:
    """ "your cards' values are 4 and cannot be changed" (for the rest of the turn)."""
    found = holding(data, n.ValuesLocked, player=player)
    return found[-1].amount if found else None


def lock(card_value: Any, amount: int) -> None:
    card_value.set_to, card_value.added, card_value.locked = amount, 0, True


def combat_begins(data: "UnmatchedData", combat: Any) -> None:
    """What lasting effects do to a combat's values as it begins: attack bonuses ("All of
    Bruce Lee's attacks this turn are +1 value") and values locked for the turn."""
    bonus = attack_bonus(data, combat.attacker)
    if bonus:
        combat.values[combat.attack_card.id].added += bonus
    for card in combat.cards():
        locked = locked_value(data, card.owner)
        if locked is not None:
            lock(combat.values[card.id], locked)

"""The attack of an activation: the card's timed texts (↶, untimed, ↷), the choice to attack
and its target (an area's facing), the defender's one reaction, strength minus defence,
damage and its keywords, the reactions' texts; and the card being played and the context
its texts run in, which a skill's text shares."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n

from ..engine.actions import PickFighter
from ..engine.agenda import call, rule
from ..engine.cards import distinct_cards
from ..engine.context import EffectContext
from ..engine.data import Fighter
from ..engine.decisions import DecisionKind as K, choice
from ..engine.events import CardId
from ..engine.interpreter import run_section
from .actions import NO_ATTACK, NO_REACTION, AimArea, React
from . import passives
from .aoe import placements
from .cores import ready
from .events import AttackResolved, ReactionPlayed, Targeted
from .passives import standing_rules

if TYPE_CHECKING:
    from .data import SfbData
    from .defs import ActionCardDef

H = n.HeaderKind


def card_of(data: "SfbData") -> "ActionCardDef":
    return data.cards[data.activation.card].definition


def section_context(data: "SfbData", section: n.Section, fighter: Fighter | None = None,
                    player: int | None = None) -> EffectContext:
    activation = data.activation
    card = data.cards[activation.card] if activation.card is not None else None
    return EffectContext(activation.player if player is None else player,
                         fighter or activation.champion, section, card=card, combat=activation,
                         source=card.definition.source if card else "a standard action",
                         moved=activation.moved)


@rule
def run_timed(data: "SfbData", kind: n.HeaderKind | None) -> None:
    activation = data.activation
    if kind is H.POST_ATTACK and activation.cancel_post:
        return
    for section in card_of(data).sections:
        if (section.header.kind if section.header else None) is kind:
            data.then(call(run_section, section_context(data, section)))


def eligible_targets(data: "SfbData", attacker: Fighter, card: "ActionCardDef") -> list[Fighter]:
    if not attacker.on_board:
        return []
    reach = card.reach
    activation = data.activation
    if activation.range_bonus and reach.max_range > 1:
        from dataclasses import replace

        reach = replace(reach, max_range=reach.max_range + activation.range_bonus)
    hexes = set(data.arena.targets(data.hex_of(attacker), reach, data.occupied(attacker)))
    return [f for f in data.enemies(attacker.owner) if data.hex_of(f) in hexes
            and not data.has_lasting(f, "untargetable")]


@rule
def choose_target(data: "SfbData") -> None:
    """The choice to attack, and whom: an enemy in reach; an area of effect is then turned
    as the attacker likes, over that enemy (it hits every champion in it, allies too)."""
    activation = data.activation
    card = card_of(data)
    options: list[Any] = [NO_ATTACK]
    if card.aoe > 1 and activation.champion.on_board:
        hit = {f for area in areas(data, activation.champion, card.aoe) for f in area}
        among = [f for f in data.enemies(activation.player) if f.id in hit]
    else:
        among = eligible_targets(data, activation.champion, card)
    required = passives.must_target(data, activation.champion)
    if required:  # an area is then turned over the required one, so it is hit
        among = [f for f in among if f in required]
    options += [PickFighter(f.id) for f in among]
    data.ask(choice(activation.player, K.TARGET, options), call(_targeted))


def areas(data: "SfbData", attacker: Fighter, size: int, over: Fighter | None = None
          ) -> dict[tuple[int, ...], tuple[int, ...]]:
    """The champions each facing of the area hits (those with an enemy; `over`: with that
    one), by their ids, with the facing's hexes: facings hitting the same champions are
    the same attack."""
    arena = data.arena
    found: dict[tuple[int, ...], tuple[int, ...]] = {}
    for placement in placements(data.hex_of(attacker), size, arena.hexes):
        numbers = tuple(arena.number(h) for h in placement.hexes)
        hit = tuple(f.id for f in data.fighters if f.space in numbers
                    and not data.has_lasting(f, "untargetable"))
        enemy = any(data.fighters[i].owner != attacker.owner for i in hit)
        if enemy and (over is None or over.id in hit) and hit not in found:
            found[hit] = numbers
    return found


@rule
def _targeted(data: "SfbData", answer: Any) -> None:
    if not isinstance(answer, PickFighter):
        return
    activation = data.activation
    card = card_of(data)
    if card.aoe > 1:
        facings = areas(data, activation.champion, card.aoe, data.fighters[answer.fighter])
        if len(facings) > 1:
            options = [AimArea(numbers) for numbers in facings.values()]
            data.ask(choice(activation.player, K.TARGET, options), call(_aimed))
            return
        activation.targets = list(next(iter(facings)))
    else:
        activation.targets = [answer.fighter]
    data.then(call(attack_targets))


@rule
def _aimed(data: "SfbData", answer: AimArea) -> None:
    data.activation.targets = [f.id for f in data.fighters if f.space in answer.hexes]
    data.then(call(attack_targets))


@rule
def attack_targets(data: "SfbData") -> None:
    activation = data.activation
    for target in activation.targets:
        data.emit(Targeted(activation.champion.id, target))
    # the card's untimed text modifies the attack (strength, Double, no reactions, ...)
    data.then(call(run_timed, None), call(offer_reaction), call(resolve_damage),
              call(run_reaction, H.POST_ATTACK), call(run_timed, H.POST_ATTACK))


@rule
def offer_reaction(data: "SfbData") -> None:
    """One reaction, on any of the defender's targeted champions, its core exhausted."""
    activation = data.activation
    if activation.no_reactions:
        return
    defender = 1 - activation.player
    targeted = [data.fighters[t] for t in activation.targets
                if data.fighters[t].owner == defender]
    hand = [c for c in data.players[defender].hand if data.cards[c].definition.type == "reaction"
            and ready(data, defender, data.cards[c].definition.core)]
    options: list[Any] = [NO_REACTION] + [React(c, f.id) for c in distinct_cards(data, hand)
                                          for f in targeted]
    data.ask(choice(defender, K.DEFENSE_CARD, options), call(_reacted, defender))


@rule
def _reacted(data: "SfbData", answer: Any, defender: int) -> None:
    if not isinstance(answer, React):
        return
    activation = data.activation
    if activation.reaction is not None:  # "You can play another reaction this attack"
        activation.earlier_reactions.append((activation.reaction, activation.reacting.id))
    card = data.cards[answer.card]
    data.exhausted[defender].add(card.definition.core)
    data.players[defender].hand.remove(card.id)
    data.in_play.append(card.id)
    target = data.fighters[answer.fighter]
    activation.reaction, activation.reacting = card.id, target
    bonus = card.definition.defense_bonus or 0
    activation.defense[target.id] = activation.defense.get(target.id, 0) + bonus
    data.emit(ReactionPlayed(defender, card.id, target.id))
    # its untimed text counts for this damage step
    data.then(call(run_one_reaction, card.id, target.id, None))


def strength_of(data: "SfbData") -> int:
    return (card_of(data).strength or 0) + data.activation.strength + sum(
        e.amount for e in data.lasting
        if e.fighter == data.activation.champion.id and e.what == "strength")


@rule
def resolve_damage(data: "SfbData") -> None:
    """The attacker's standing passive first (it may change the attack), then the damage."""
    standing_rules(data, data.activation.champion)
    data.then(call(damage_step))


@rule
def damage_step(data: "SfbData") -> None:
    """Strength minus defence is the attack damage; Double resolves the step twice, Poison
    adds damage when some was dealt, Lifesteal heals the attacker by it."""
    from .damage import deal_damage, heal

    activation = data.activation
    times = 2 if activation.double else 1
    for _ in range(times):
        hits = []
        for target_id in activation.targets:
            target = data.fighters[target_id]
            if not target.on_board:
                continue
            defense = 0 if activation.ignores_defense else max(
                0, data.defense_of(target) + activation.defense.get(target_id, 0))
            strength = strength_of(data)
            amount = max(0, strength - defense)
            data.emit(AttackResolved(activation.champion.id, target_id, strength, defense, amount))
            hits.append((target, amount))
        taken = deal_damage(data, hits, "combat")
        for (target, _), amount in zip(hits, taken):
            activation.damage[target.id] = activation.damage.get(target.id, 0) + amount
            if amount > 0 and activation.poison:
                deal_damage(data, [(target, activation.poison)], "effect")
            if amount > 0 and activation.lifesteal:
                heal(data, activation.champion, amount)


@rule
def run_reaction(data: "SfbData", kind: n.HeaderKind | None) -> None:
    """The text of `kind` of each reaction played on this attack, in the order played."""
    activation = data.activation
    if activation.reaction is None:
        return
    for card_id, fighter_id in (*activation.earlier_reactions,
                                (activation.reaction, activation.reacting.id)):
        data.then(call(run_one_reaction, card_id, fighter_id, kind))


@rule
def run_one_reaction(data: "SfbData", card_id: CardId, fighter_id: int,
                     kind: n.HeaderKind | None) -> None:
    card = data.cards[card_id]
    section = card.definition.section(kind)
    if section is not None:
        ctx = EffectContext(card.owner, data.fighters[fighter_id], section, card=card,
                            combat=data.activation, source=card.definition.source)
        data.then(call(run_section, ctx))

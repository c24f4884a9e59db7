"""Activations: a card played by its champion, or a standard action.

An attack: the card's movement, pre-attack (↶) abilities, the choice to attack and its
target, the defender's one reaction, strength minus defence, damage and its keywords, the
reaction's abilities, post-attack (↷) abilities. A skill: movement, the choice to use it,
its text. A standard action: a move, then its effect."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n

from ..engine.actions import NO, YES, Answer, PickFighter
from ..engine.agenda import call, finally_rule, rule
from ..engine.cards import distinct_cards
from ..engine.context import EffectContext
from ..engine.data import Fighter
from ..engine.decisions import DecisionKind as K, choice
from ..engine.events import CardId
from ..engine.interpreter import run_section
from .actions import (END_ACTIVATIONS, NO_ATTACK, NO_CORE, NO_REACTION, AimArea, MoveToHex,
                      PlayCard, React, UseStandard)
from . import effects_move, passives
from .aoe import placements
from .data import Activation
from .displacement import MoveKind
from .defs import CORES
from .events import AttackResolved, ChampionActivated, ChampionMoved, ReactionPlayed, Targeted
from .passives import standing_rules, trigger
from .traps import restock_traps

if TYPE_CHECKING:
    from .data import SfbData
    from .defs import ActionCardDef

H = n.HeaderKind
NO_TEXT = n.Section(None, ())  # the context of a card's movement: no text of its own


def ready(data: "SfbData", player: int, core: str) -> bool:
    return core not in data.exhausted[player]


def activation_options(data: "SfbData", player: int) -> list[Any]:
    options: list[Any] = [END_ACTIVATIONS]
    hand = [c for c in data.players[player].hand if data.cards[c].definition.type != "reaction"]
    for card_id in distinct_cards(data, hand):
        definition = data.cards[card_id].definition
        champion = champion_of(data, player, definition)
        if can_act(data, champion, definition.movement):
            options += [PlayCard(card_id, champion.id, None if core == definition.core else core)
                        for core in passives.paying_cores(data, player, definition.core)]
    for action in data.ruleset.standard_actions:
        if action.id in data.standard_used:
            continue
        cores = list(CORES) if action.core == "any" else \
            passives.paying_cores(data, player, action.core)
        for core in cores:
            if ready(data, player, core):
                options += [UseStandard(action.id, f.id, core) for f in data.fighters_of(player)
                            if can_act(data, f, action.movement)]
        options += [UseStandard(action.id, f.id, NO_CORE)
                    for f in passives.free_standard_users(data, player)
                    if can_act(data, f, action.movement)]
    return options




def champion_of(data: "SfbData", player: int, card: "ActionCardDef") -> Fighter:
    return next(f for f in data.fighters_of(player) if f.definition.id == card.champion)


def can_act(data: "SfbData", champion: Fighter, movement: int) -> bool:
    """A champion at its gate comes back only by an action with movement."""
    return champion.on_board or movement >= 1


@rule
def activate(data: "SfbData", player: int, chosen: Any) -> None:
    champion = data.fighters[chosen.fighter]
    if isinstance(chosen, UseStandard):
        action = data.ruleset.standard(chosen.action)
        if chosen.core == NO_CORE:
            data.free_standard_round[player] = data.round
        else:
            data.exhausted[player].add(chosen.core)
        data.standard_used.add(action.id)
        data.activation = Activation(player, champion, None, "standard")
        data.emit(ChampionActivated(player, champion.id, None, action.id, chosen.core))
        data.then(call(move, champion, action.movement, "move"), call(standard_text, action.id),
                  call(level_up), call(restock_traps), call(finish_activation))
        return
    core = chosen.core or data.cards[chosen.card].definition.core
    data.exhausted[player].add(core)
    data.players[player].hand.remove(chosen.card)
    data.in_play.append(chosen.card)
    play_card(data, player, champion, chosen.card, core)


def play_card(data: "SfbData", player: int, champion: Fighter, card_id: CardId,
              core: str) -> None:
    """The activation of a card in play, its core (`core`) paid."""
    card = data.cards[card_id]
    definition = card.definition
    data.activation = Activation(player, champion, card.id, definition.type)
    data.emit(ChampionActivated(player, champion.id, card.id, definition.type, core))
    trigger(data, player, H.YOU_ACTIVATE, champion)
    data.then(call(move, champion, definition.movement, "move"))
    if definition.is_attack:
        data.then(call(passives_now, H.ATTACK_ACTIVATION), call(run_timed, H.PRE_ATTACK),
                  call(choose_target))
    else:
        data.then(call(choose_skill))
    data.then(call(passives_now, H.AFTER_YOU_PLAY), call(level_up), call(restock_traps),
              call(finish_activation), call(play_again, player, champion.id, card.id))


@rule
def play_again(data: "SfbData", player: int, champion_id: int, card_id: CardId) -> None:
    """ "Play this card again": its text kept it in play, a core paid; a new activation."""
    if card_id in data.in_play and data.activation is None:
        core = data.replays.pop(card_id)
        play_card(data, player, data.fighters[champion_id], card_id, core)


@rule
def passives_now(data: "SfbData", kind: n.HeaderKind) -> None:
    activation = data.activation
    core = data.cards[activation.card].definition.core if activation.card is not None else None
    trigger(data, activation.player, kind, activation.champion, core)


# ---------------------------------------------------------------- movement


def _permission(data: "SfbData") -> effects_move.Permission:
    """What the card being played lets its movement pass ("May move through Enemies")."""
    activation = data.activation
    if activation is None or activation.card is None:
        return effects_move.Permission()
    return effects_move.movement_permission(data.cards[activation.card].definition.sections)


@rule
def move(data: "SfbData", champion: Fighter, steps: int, how: str) -> None:
    """Up to `steps` hexes: statues and enemies block, allies may be passed but not stopped
    on (and what the card lets it pass); a champion at its gate enters through its
    deployment area."""
    if steps <= 0 or data.has_lasting(champion, "rooted"):
        return
    arena = data.arena
    passable = effects_move.passable(data, champion, _permission(data))
    occupied = data.occupied(champion)
    if champion.space is None:
        reach = arena.entry_reach(champion.owner, steps, occupied, passable)
    else:
        reach = arena.reach(data.hex_of(champion), steps, occupied, passable)
    options = [MoveToHex(champion.id, arena.number(h)) for h in reach]
    if options:
        data.ask(choice(champion.owner, K.MOVE, options, champion.id),
                 call(_moved, steps, how))


@rule
def _moved(data: "SfbData", answer: MoveToHex, steps: int, how: str) -> None:
    """The champion walks a route to the hex it chose (avoiding traps where it can, passing
    them quietly where the card lets it); the card's text reads the move's record ("Enemies
    moved through")."""
    champion = data.fighters[answer.fighter]
    if champion.space == answer.hex:
        return
    arena = data.arena
    goal = arena.hex_numbered(answer.hex)
    permission = _permission(data)
    if champion.space is None:
        path: tuple = (goal,)
    else:
        passable = effects_move.passable(data, champion, permission)
        laid = () if permission.quiet_traps else [arena.hex_numbered(h) for h in data.traps]
        path = arena.route(data.hex_of(champion), goal, steps, data.occupied(champion),
                           passable, laid) or (goal,)
    # the geometry's walk: traps on the way go off, a trap that roots ends the move there
    ctx = EffectContext(champion.owner, champion, NO_TEXT, combat=data.activation,
                        source="movement")
    effects_move.go(data, ctx, champion, MoveKind(how), path, 0, permission.quiet_traps)
    if data.activation is not None:
        data.activation.moved = ctx.moved


# ---------------------------------------------------------------- attacks


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


# ---------------------------------------------------------------- skills and standard actions


@rule
def choose_skill(data: "SfbData") -> None:
    activation = data.activation
    if not activation.champion.on_board:
        return
    data.ask(choice(activation.player, K.MAY, (YES, NO)), call(_skill_chosen))


@rule
def _skill_chosen(data: "SfbData", answer: Answer) -> None:
    if not answer.yes:
        return
    section = card_of(data).section(None)
    if section is None:
        return
    ctx = section_context(data, section)
    among = skill_candidates(data, ctx, section)
    if among:
        options = [PickFighter(f.id) for f in among]
        data.ask(choice(data.activation.player, K.TARGET, options), call(_skill_target, ctx))
    else:
        data.then(call(run_section, ctx))


TARGET_WORDS = (n.ChampionWord.TARGET, n.ChampionWord.TARGETED, n.ChampionWord.TARGET_CHAMPION)
BARE_KEYWORDS = (n.Push, n.Pull, n.Force, n.Fear, n.Stun, n.Root)


def skill_candidates(data: "SfbData", ctx: EffectContext, section: n.Section) -> list[Fighter]:
    """Whom a skill may target: the group its text declares ("Target any allied Champion"),
    or, when its text acts on "the target" or a bare keyword (Push 1. Stun.), an adjacent
    enemy, or ally too where the text says it may (skills print no reach: the project's
    reading)."""
    clauses = [c for sentence in section.sentences for c in sentence.clauses]
    declared = [c for c in clauses if isinstance(c, n.TargetChampion)]
    if declared:
        from dataclasses import replace

        from .refs import group

        return group(data, ctx, replace(declared[0].group, pick=n.Pick.EACH))
    nodes = [node for node in n.walk(section)]
    wants = any(isinstance(node, n.ChampionPronoun) and node.word in TARGET_WORDS
                for node in nodes) or any(isinstance(c, BARE_KEYWORDS) for c in clauses)
    champion = data.activation.champion
    if not wants or not champion.on_board:
        return []
    from .hexes import distance

    here = data.hex_of(champion)
    among = data.enemies(champion.owner)
    if any(isinstance(c, n.MayTargetAllies) for c in clauses):  # "This may target X's Allies"
        among = among + [f for f in data.allies(champion.owner) if f is not champion]
    return sorted((f for f in among if distance(here, data.hex_of(f)) == 1), key=lambda f: f.id)


@rule
def _skill_target(data: "SfbData", answer: PickFighter, ctx: EffectContext) -> None:
    data.activation.targets = [answer.fighter]
    data.emit(Targeted(data.activation.champion.id, answer.fighter))
    data.then(call(run_section, ctx))


@rule
def standard_text(data: "SfbData", action_id: str) -> None:
    """The standard action's text, once its champion has moved (and is in the arena)."""
    if not data.activation.champion.on_board:
        return
    for section in data.ruleset.standard(action_id).sections:
        ctx = section_context(data, section)
        ctx.source = f"the standard action {data.ruleset.standard(action_id).title}"
        data.then(call(run_section, ctx))


@rule
def level_up(data: "SfbData") -> None:
    """Levels earned by knock-outs take effect once the action has resolved."""
    from .damage import level_up_pending

    level_up_pending(data)


@finally_rule
def finish_activation(data: "SfbData") -> None:
    """The cards played go to their discard piles (also when the game ends during it)."""
    activation = data.activation
    if activation is not None and activation.again is not None and activation.card is not None:
        data.replays[activation.card] = activation.again  # stays in play: play_again
    played = [activation.card, *(c for c, _ in activation.earlier_reactions),
              activation.reaction] if activation else []
    for card_id in played:
        if card_id is not None and card_id in data.in_play and card_id not in data.replays:
            data.in_play.remove(card_id)
            data.players[data.cards[card_id].owner].discard.append(card_id)
    data.activation = None

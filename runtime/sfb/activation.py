"""Activations: a card played by its champion, or a standard action.

An attack: the card's movement, then (activation_attack.py) pre-attack (↶) abilities, the
choice to attack and its target, the defender's one reaction, strength minus defence,
damage and its keywords, the reaction's abilities, post-attack (↷) abilities. A skill:
movement, the choice to use it, its text. A standard action: a move, then its effect."""

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
from .actions import END_ACTIVATIONS, NO_CORE, MoveToHex, PlayCard, UseStandard
from . import effects_move, passives
from .activation_attack import card_of, choose_target, run_timed, section_context
from .cores import ready
from .data import Activation
from .displacement import MoveKind
from .defs import CORES
from .events import ChampionActivated, Targeted
from .passives import trigger
from .traps import restock_traps

if TYPE_CHECKING:
    from .data import SfbData
    from .defs import ActionCardDef

H = n.HeaderKind
NO_TEXT = n.Section(None, ())  # the context of a card's movement: no text of its own


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

"""Resolving what Unmatched effect text names: fighters, selections, spaces, and the
conditions, values and counts that read the board or the combat.

`fighter` and `select` may need a player's choice: they take the rule (`then`) that gets
the answer. `fighter_now` and `matches` never ask (conditions and filters).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import Referent

from ..engine.actions import PickFighter, pick_fighter
from ..engine.agenda import Call, call, rule
from ..engine.context import EffectContext
from ..engine.data import Card, Fighter
from ..engine.decisions import DecisionKind as K, choice
from ..engine.interpreter import opponent
from .board import distance_between, is_adjacent, share_zone

if TYPE_CHECKING:
    from .data import UnmatchedData

W = n.FighterWord
SINGLE_CHOICE = {n.Quantifier.ANY, n.Quantifier.ANY_ONE, n.Quantifier.ONE, n.Quantifier.ONE_OF,
                 n.Quantifier.A}


def opposing_fighter(ctx: EffectContext) -> Fighter | None:
    if ctx.combat is None or ctx.fighter is None:
        return None
    return ctx.combat.opposing_fighter(ctx.fighter)


def pronoun(ctx: EffectContext, ref: n.FighterPronoun) -> Fighter | None:
    word = ref.word
    if word in (W.YOUR_FIGHTER, W.THIS_FIGHTER):
        return ctx.fighter
    if word is W.ATTACKING_FIGHTER:
        return ctx.combat.attacker if ctx.combat else ctx.fighter
    if word is W.OPPOSING_FIGHTER:
        return opposing_fighter(ctx)
    if word in (W.THAT_FIGHTER, W.HIM, W.THEM, W.HER, W.SHE, W.HE, W.THEY):
        return ctx.referent(ref)  # back-references, bound by the resolver
    if word is W.DEFENDER:
        return ctx.combat.defender if ctx.combat else None
    if word is W.THAT_SIDEKICK:
        foe = opposing_fighter(ctx)
        return foe if foe is not None and not foe.is_hero else None
    return None


def other_fighters(data: "UnmatchedData", ctx: EffectContext) -> list[Fighter]:
    """ "your other fighter": the player's fighters on the board but this one."""
    return [f for f in data.fighters_of(ctx.player) if f.on_board and f is not ctx.fighter]


def named(data: "UnmatchedData", ctx: EffectContext, name: str) -> list[Fighter]:
    """The fighters a name means, the acting player's own first (text names its own side)."""
    own = [f for f in data.fighters_of(ctx.player) if f.definition.answers_to(name)]
    if own:
        return own
    return [f for f in data.fighters if f.definition.answers_to(name)]


def their_hero(data: "UnmatchedData", ctx: EffectContext) -> Fighter:
    return data.hero_of(opponent(data, ctx))


def fighter(data: "UnmatchedData", ctx: EffectContext, ref: Any, then: Call) -> None:
    """One fighter, or None, handed to `then`; a name shared by several fighters is the
    player's choice."""
    if isinstance(ref, n.FighterSelection):
        select(data, ctx, ref, call(_first_selected, then))
        return
    if isinstance(ref, n.Fighters):  # "Dr. Strange or a friendly fighter adjacent to him"
        found = [f for item in ref.items for f in anchors(data, ctx, item)]
        candidates = list(dict.fromkeys(found))
        if len(candidates) > 1:
            choose_fighter(data, ctx.player, candidates, then)
        else:
            data.then(Call(then.fn, (candidates[0] if candidates else None, *then.args)))
        return
    if isinstance(ref, n.FighterPronoun) and ref.word is W.YOUR_OTHER_FIGHTER:
        others = other_fighters(data, ctx)
        if len(others) > 1:
            choose_fighter(data, ctx.player, others, then)
        else:
            data.then(Call(then.fn, (others[0] if others else None, *then.args)))
        return
    if isinstance(ref, n.FighterPronoun):
        found = their_hero(data, ctx) if ref.word in (W.THEIR_HERO, W.THAT_HERO) else pronoun(
            ctx, ref)
        data.then(Call(then.fn, (found, *then.args)))
        return
    if isinstance(ref, n.ChosenFighter):  # "the chosen Raptor": what "Choose ..." chose
        data.then(Call(then.fn, (ctx.referent(ref), *then.args)))
        return
    # a fighter off the board but not defeated (Vanish) can still be placed back
    candidates = [f for f in named(data, ctx, ref.name) if f.on_board] or [
        f for f in named(data, ctx, ref.name) if not f.defeated]
    if len(candidates) <= 1:
        data.then(Call(then.fn, (candidates[0] if candidates else None, *then.args)))
        return
    choose_fighter(data, ctx.player, candidates, then)


@rule
def _first_selected(data: "UnmatchedData", chosen: list[Fighter], then: Call) -> None:
    data.then(Call(then.fn, (chosen[0] if chosen else None, *then.args)))


def fighter_now(data: "UnmatchedData", ctx: EffectContext, ref: Any) -> Fighter | None:
    """A fighter named in a condition or filter, where no one is asked: the first match
    (of fighters named together, "Houdini and Bess", the first's)."""
    if isinstance(ref, n.Fighters):
        return fighter_now(data, ctx, ref.items[0])
    if isinstance(ref, n.FighterSelection):
        found = matches(data, ctx, ref)
        return found[0] if found else None
    if isinstance(ref, n.FighterPronoun):
        if ref.word in (W.THEIR_HERO, W.THAT_HERO):
            return their_hero(data, ctx)
        if ref.word is W.YOUR_OTHER_FIGHTER:
            others = other_fighters(data, ctx)
            return others[0] if others else None
        return pronoun(ctx, ref)
    if isinstance(ref, n.ChosenFighter):
        return ctx.referent(ref)
    matches_ = [f for f in named(data, ctx, ref.name) if f.on_board]
    return matches_[0] if matches_ else None


def anchors(data: "UnmatchedData", ctx: EffectContext, ref: Any) -> list[Fighter]:
    """The fighters on the board a filter measures from: a name of several fighters (a group
    of sidekicks: "Raven", "a Raven", "an Outlaw") means any of them."""
    if isinstance(ref, n.FighterSelection):
        return matches(data, ctx, ref)
    if isinstance(ref, n.FighterName):
        return [f for f in named(data, ctx, ref.name) if f.on_board]
    group = ctx.group(ref)
    if group is not None:  # "adjacent to them": to any of the fighters a group move moved
        return [f for f in group if f.on_board]
    one = fighter_now(data, ctx, ref)
    return [one] if one is not None and one.on_board else []


def choose_fighter(data: "UnmatchedData", player: int, candidates: list[Fighter],
                   then: Call) -> None:
    """Ask the player to pick one of `candidates`; `then` gets the fighter."""
    options = [pick_fighter(f.id) for f in candidates]
    data.ask(choice(player, K.TARGET, options), call(_picked_fighter, then))


@rule
def _picked_fighter(data: "UnmatchedData", answer: PickFighter, then: Call) -> None:
    data.then(Call(then.fn, (data.fighters[answer.fighter], *then.args)))


def matches(data: "UnmatchedData", ctx: EffectContext,
            selection: n.FighterSelection) -> list[Fighter]:
    pool = [f for f in data.fighters if (f.defeated if selection.defeated else f.on_board)
            and described(data, ctx, f, selection)]
    for filter_ in selection.filters:
        pool = [f for f in pool if passes(data, ctx, f, filter_)]
    return pool


def described(data: "UnmatchedData", ctx: EffectContext, fighter: Fighter,
              selection: n.FighterSelection) -> bool:
    """Whether a fighter is of the kind a selection names, wherever it is: opposing, "your",
    "their", friendly, other, a hero or sidekick, a name ("a defeated Outlaw")."""
    if selection.opposing and not data.is_opposing(fighter, ctx.player):
        return False
    if selection.friendly and data.is_opposing(fighter, ctx.player):
        return False
    owner = selection.owner
    if owner is n.Owner.YOUR and fighter.owner != ctx.player:
        return False
    if owner is not None and owner is not n.Owner.YOUR and not data.is_opposing(
            fighter, ctx.player):
        return False
    if selection.other and fighter is ctx.fighter:
        return False
    if selection.role is not None and fighter.is_hero is not (selection.role is n.Role.HERO):
        return False
    return selection.kind is None or fighter.definition.answers_to(selection.kind)


def passes(data: "UnmatchedData", ctx: EffectContext, candidate: Fighter, filter_: Any) -> bool:
    if isinstance(filter_, n.InCombat):
        return ctx.combat is not None and candidate in (ctx.combat.attacker, ctx.combat.defender)
    if not candidate.on_board:
        return False
    if isinstance(filter_, n.OnTokenSpaces):
        return candidate.space in data.token_spaces(data.token_kind(ctx.player, filter_.token))
    if isinstance(filter_, n.InSameZone):
        return any(same_zone(data, a, candidate) for a in anchors(data, ctx, filter_.fighter))
    if isinstance(filter_, n.AdjacentTo):
        return adjacent_to_anchor(data, ctx, filter_.fighter, candidate.space)
    if isinstance(filter_, n.Within):  # "within 2 spaces of Dr. Strange"
        return any(distance_between(data.board, space, candidate.space) <= filter_.distance
                   for space in anchor_spaces(data, ctx, filter_.fighter))
    if isinstance(filter_, n.OnOrAdjacentTo):  # "on or adjacent to a space with a token"
        return any(space == candidate.space or is_adjacent(data, space, candidate.space)
                   for space in spaces(data, ctx, filter_.space))
    if isinstance(filter_, n.InThatSpace):
        there = ctx.referent(filter_.space)
        return there is not None and (candidate.space == there or (
            filter_.and_adjacent and is_adjacent(data, there, candidate.space)))
    if isinstance(filter_, n.MovedThrough):  # "an opposing fighter he moved through"
        return candidate.id in ctx.passed.get(filter_.binding, ())
    if isinstance(filter_, n.MovedByYou):
        return candidate in (ctx.referents.get(key) for key in ctx.referents
                             if key[1] is Referent.FIGHTER)
    anchor = zone_anchor(data, ctx, filter_.zone)
    return anchor is not None and share_zone(data, anchor, candidate.space)


def adjacent_to_anchor(data: "UnmatchedData", ctx: EffectContext, ref: Any, space: int) -> bool:
    """Whether a space is adjacent to what a filter measures from: to any one of the fighters
    it means, or to at least that many of them ("adjacent to four or more Squirrels")."""
    if isinstance(ref, n.AtLeastFighters):
        near = [f for f in matches(data, ctx, ref.selection) if is_adjacent(data, f.space, space)]
        return len(near) >= ref.amount.value
    return any(is_adjacent(data, there, space) for there in anchor_spaces(data, ctx, ref))


def anchor_spaces(data: "UnmatchedData", ctx: EffectContext, ref: Any) -> list[int]:
    """The spaces a filter measures from: a fighter's (any of several), or "that trap"'s;
    None: this fighter's."""
    if isinstance(ref, n.ThatToken):
        if ctx.that_token is None:
            return []
        kind, index = ctx.that_token
        space = data.tokens.get(kind, [None] * (index + 1))[index]
        return [space] if space is not None else []
    if ref is None:
        return [ctx.fighter.space] if ctx.fighter is not None and ctx.fighter.on_board else []
    return [f.space for f in anchors(data, ctx, ref)]


def select(data: "UnmatchedData", ctx: EffectContext, selection: n.FighterSelection,
           then: Call) -> None:
    """The fighters a selection names, handed to `then` as a list; "a fighter", "any one
    fighter", ... ask the player which."""
    pool = matches(data, ctx, selection)
    if selection.quantifier not in SINGLE_CHOICE or not pool:
        data.then(Call(then.fn, (pool, *then.args)))
        return
    choose_fighter(data, ctx.player, pool, call(_one_selected, then))


@rule
def _one_selected(data: "UnmatchedData", chosen: Fighter, then: Call) -> None:
    data.then(Call(then.fn, ([chosen], *then.args)))


def targets(data: "UnmatchedData", ctx: EffectContext, target: Any, then: Call) -> None:
    """The fighters on the board a target names, as a list (a selection may ask)."""
    group = ctx.group(target)
    if isinstance(target, n.FighterSelection):
        select(data, ctx, target, then)
    elif group is not None:  # "them" after "Move each of your fighters ...": all of them
        data.then(Call(then.fn, ([f for f in group if f.on_board], *then.args)))
    else:
        fighter(data, ctx, target, call(_on_board_only, then))


@rule
def _on_board_only(data: "UnmatchedData", one: Fighter | None, then: Call) -> None:
    found = [one] if one is not None and one.on_board else []
    data.then(Call(then.fn, (found, *then.args)))


def zone_anchor(data: "UnmatchedData", ctx: EffectContext, zone: n.ZoneOf) -> int | None:
    """The space whose zone "<fighter>'s zone" means, or None if that fighter is gone."""
    anchor = fighter_now(data, ctx, zone.fighter)
    return anchor.space if anchor is not None and anchor.on_board else None


def spaces(data: "UnmatchedData", ctx: EffectContext, selection: n.SpaceSelection) -> list[int]:
    result = []
    in_zone = zone_anchor(data, ctx, selection.zone) if selection.zone else None
    with_token = (data.token_spaces(data.token_kind(ctx.player, selection.with_token))
                  if selection.with_token else None)
    for space in data.board.spaces:
        if selection.empty and data.occupant(space) is not None:
            continue
        if with_token is not None and space not in with_token:
            continue
        if selection.zone is not None and (in_zone is None
                                           or not share_zone(data, in_zone, space)):
            continue
        if selection.adjacent_to is not None and not adjacent_to_anchor(
                data, ctx, selection.adjacent_to, space):
            continue
        result.append(space)
    return result


def _fighters_card(combat: Any, player: int, kind: n.ValueKind) -> Card | None:
    """ "his defense cards", "their attack cards": the card of that side, if it is ours."""
    if combat is None:
        return None
    sides = {n.ValueKind.ATTACK: (combat.attack_card,), n.ValueKind.DEFENSE: (combat.defense_card,),
             n.ValueKind.ANY: (combat.attack_card, combat.defense_card)}[kind]
    return next((card for card in sides if card is not None and card.owner == player), None)


def same_zone(data: "UnmatchedData", a: Fighter, b: Fighter) -> bool:
    return a.on_board and b.on_board and share_zone(data, a.space, b.space)


def combat_card(data: "UnmatchedData", ctx: EffectContext,
                word: n.CardWord | n.FightersCards) -> Card | None:
    """ "the opponent's card", "his defense cards": the cards of the combat in progress."""
    combat = ctx.combat
    if isinstance(word, n.FightersCards):
        return _fighters_card(combat, ctx.player, word.kind)
    if combat is None:
        return None
    if word in (n.CardWord.THAT_ATTACK, n.CardWord.YOUR_ATTACK_CARD):  # "BOOST that attack"
        return combat.attack_card if combat.attacker.owner == ctx.player else None
    if ctx.card is None:
        return None
    if word is n.CardWord.THIS_ATTACK:
        return ctx.card if ctx.card is combat.attack_card else None
    if word is n.CardWord.THE_CARD_YOU_DISCARDED:
        return None  # read by the effect that names it
    return combat.card_of_other_side(ctx.card)

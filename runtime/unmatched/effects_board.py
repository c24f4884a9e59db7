"""Effects on the board: moving, placing, swapping and returning fighters, moving tokens,
and choosing a space, a fighter or an opponent. One handler per AST node class."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import Referent, is_group

from ..engine.actions import (MoveFighter, MoveTokenTo, PickPlayer, PickSpace, PickToken,
                              move_fighter, pick_space)
from ..engine.agenda import Call, call, rule
from ..engine.context import EffectContext
from ..engine.data import Fighter
from ..engine.decisions import DecisionKind as K, choice
from ..engine.events import (FighterMoved, FighterPlaced, FighterRemoved, FighterReturned,
                             FightersSwapped)
from ..engine.interpreter import subject_player
from . import refs
from .board import passing_moves, reach_not_counting, reachable_spaces, token_reach
from .events import TokenMoved
from .lasting import cannot_leave
from .triggers import after_moves

if TYPE_CHECKING:
    from .data import UnmatchedData


# ---------------------------------------------------------------- fighters on the move


def effect_move(data: "UnmatchedData", ctx: EffectContext, node: n.Move) -> None:
    if node.fighter is None:
        _move_chosen(data, ctx.fighter, ctx, node)
    else:
        refs.targets(data, ctx, node.fighter, call(_move_each, ctx, node))


@rule
def _move_each(data: "UnmatchedData", found: list[Fighter], ctx: EffectContext,
               node: n.Move) -> None:
    """Each fighter found moves in turn ("Move each Harpy up to 2 spaces"); a fighter the
    player picked is the one found. "them" after a group's move means all of them."""
    if is_group(node.fighter):
        ctx.introduce(Referent.GROUP, list(found))
    data.then(*(call(_move_fighter_id, fighter.id, ctx, node) for fighter in found))


@rule
def _move_fighter_id(data: "UnmatchedData", fighter: str, ctx: EffectContext,
                     node: n.Move) -> None:
    _move_chosen(data, data.fighters[fighter], ctx, node)


@rule
def _move_chosen(data: "UnmatchedData", mover: Fighter | None, ctx: EffectContext,
                 node: n.Move) -> None:
    if mover is None or not mover.on_board:
        return
    # "X may move through ...": where the resolver bound it to this move
    through = any(isinstance(c, n.May) and isinstance(c.body, n.MoveThrough)
                  and c.body.binding == ctx.step
                  for s in ctx.section.sentences for c in s.clauses)
    ctx.introduce(Referent.FIGHTER, mover)
    if sidekicks_do_not_count(ctx, ctx.step):
        move_not_counting_sidekicks(data, ctx.player, mover, node.distance.value)
        return
    if asks_whom_passed(ctx):  # "... an opposing fighter he moved through": the way matters
        options = [move_fighter(mover.id, space, passed) for space, passed
                   in passing_moves(data, mover, node.distance.value, through)]
        data.ask(choice(ctx.player, K.MOVE, options, mover.id), call(_moved_passing, ctx))
        return
    move_fighter_up_to(data, ctx.player, mover, node.distance.value, through)


def asks_whom_passed(ctx: EffectContext) -> bool:
    """Whether a later step of the text names the fighters this move passed through."""
    return any(isinstance(node, n.MovedThrough) and node.binding == ctx.step
               for sentence in ctx.section.sentences for node in n.walk(sentence))


@rule
def _moved_passing(data: "UnmatchedData", answer: MoveFighter, ctx: EffectContext) -> None:
    """A move whose way the text asks about: whom it passed is this step's, for "he moved
    through" (each mover's of a group added to the step's)."""
    ctx.passed[ctx.step] = ctx.passed.get(ctx.step, ()) + answer.through
    moved_to(data, answer)


def move_fighter_up_to(data: "UnmatchedData", player: int, mover: Fighter, distance: int,
                       through: bool = False) -> None:
    """The player moves the fighter up to `distance` spaces (staying put is an option)."""
    options = [move_fighter(mover.id, s) for s in reachable_spaces(data, mover, distance, through)]
    data.ask(choice(player, K.MOVE, options, mover.id), call(moved_to))


@rule
def moved_to(data: "UnmatchedData", answer: MoveFighter) -> None:
    mover = data.fighters[answer.fighter]
    if answer.space != mover.space:
        data.emit(FighterMoved(mover.id, mover.owner, mover.space, answer.space))
        mover.space = answer.space
        after_moves(data, mover)


def sidekicks_do_not_count(ctx: EffectContext, step: int) -> bool:
    """Whether a "do not count movement for spaces containing sidekicks" follows the move of
    this step (in its sentence or the next)."""
    sentence = step // 100
    for sentences in ctx.section.sentences[sentence:sentence + 2]:
        if any(isinstance(c, n.SidekicksDoNotCount) for c in sentences.clauses):
            return True
    return False


def move_not_counting_sidekicks(data: "UnmatchedData", player: int, mover: Fighter,
                                distance: int) -> None:
    if cannot_leave(data, mover):
        return
    free = {f.space for f in data.on_board() if not f.is_hero and f is not mover}
    options = [move_fighter(mover.id, s) for s in reach_not_counting(data, mover, distance, free)]
    data.ask(choice(player, K.MOVE, options, mover.id), call(moved_to))


def effect_move_through(data: "UnmatchedData", ctx: EffectContext, node: n.MoveThrough) -> None:
    """A permission read by the move it follows (see effect_move); nothing happens here."""


def choose_space(data: "UnmatchedData", ctx: EffectContext, ref: Any, also_free: int | None,
                 then: Call) -> None:
    """A space for a fighter: `then` gets it, or None if there is none. A fighter can only be
    put in an empty space; `also_free`, the space of the fighter being put, counts as empty."""
    if isinstance(ref, n.ThatSpace):
        data.then(Call(then.fn, (ctx.referent(ref), *then.args)))
        return
    candidates = [s for s in refs.spaces(data, ctx, ref)
                  if data.occupant(s) is None or s == also_free]
    if not candidates:
        data.then(Call(then.fn, (None, *then.args)))
        return
    data.ask(choice(ctx.player, K.SPACE, [pick_space(s) for s in candidates]),
             call(_space_picked, then))


@rule
def _space_picked(data: "UnmatchedData", answer: PickSpace, then: Call) -> None:
    data.then(Call(then.fn, (answer.space, *then.args)))


def effect_place(data: "UnmatchedData", ctx: EffectContext, node: n.Place) -> None:
    if node.subject is not None:  # "your opponent places Dr. Strange in any space": they choose
        ctx = ctx.acting_for(subject_player(data, ctx, node.subject))
    if isinstance(node.fighter, n.FighterSelection) and node.fighter.quantifier in (
            n.Quantifier.EACH, n.Quantifier.ALL):  # "place each of your other Raptors in ..."
        refs.targets(data, ctx, node.fighter, call(_place_each, ctx, node))
        return
    refs.fighter(data, ctx, node.fighter, call(_place_who, ctx, node))


@rule
def _place_each(data: "UnmatchedData", found: list[Fighter], ctx: EffectContext,
                node: n.Place) -> None:
    data.then(*(call(_place_fighter_id, fighter.id, ctx, node) for fighter in found))


@rule
def _place_fighter_id(data: "UnmatchedData", fighter: str, ctx: EffectContext,
                      node: n.Place) -> None:
    _place_who(data, data.fighters[fighter], ctx, node)


@rule
def _place_who(data: "UnmatchedData", target: Fighter | None, ctx: EffectContext,
               node: n.Place) -> None:
    if target is None:  # off the board (Vanish) is fine: placed back
        return
    if target.defeated:  # only a "was defeated" condition names one: "place her ..." returns her
        choose_space(data, ctx, node.space, None, call(_return_where, ctx, target))
        return
    ctx.introduce(Referent.FIGHTER, target)  # "his zone" is the zone of the one placed
    choose_space(data, ctx, node.space, target.space, call(_place_where, ctx, target))


@rule
def _place_where(data: "UnmatchedData", space: int | None, ctx: EffectContext,
                 target: Fighter) -> None:
    occupant = data.occupant(space) if space is not None else None
    if target.on_board and cannot_leave(data, target):
        return
    if space is not None and space != target.space and occupant in (None, target):
        data.emit(FighterPlaced(target.id, target.owner, space, target.space))
        target.space = space


def effect_move_to_space(data: "UnmatchedData", ctx: EffectContext, node: n.MoveToSpace) -> None:
    refs.fighter(data, ctx, node.fighter, call(_move_to_who, ctx, node))


@rule
def _move_to_who(data: "UnmatchedData", target: Fighter | None, ctx: EffectContext,
                 node: n.MoveToSpace) -> None:
    if target is not None and target.on_board:
        ctx.introduce(Referent.FIGHTER, target)
        choose_space(data, ctx, node.space, target.space, call(_move_to_where, ctx, target))


@rule
def _move_to_where(data: "UnmatchedData", space: int | None, ctx: EffectContext,
                   target: Fighter) -> None:
    if cannot_leave(data, target):
        return
    if space is not None and space != target.space and data.occupant(space) is None:
        data.emit(FighterMoved(target.id, target.owner, target.space, space))
        target.space = space


def effect_remove(data: "UnmatchedData", ctx: EffectContext, node: n.Remove) -> None:
    refs.fighter(data, ctx, node.fighter, call(_removed))


@rule
def _removed(data: "UnmatchedData", target: Fighter | None) -> None:
    if target is not None and target.on_board:
        data.emit(FighterRemoved(target.id, target.owner, target.space))
        target.space = None  # off the board, not defeated


def effect_swap(data: "UnmatchedData", ctx: EffectContext, node: n.Swap) -> None:
    first = ctx.fighter if node.fighter is None else refs.fighter_now(data, ctx, node.fighter)
    refs.fighter(data, ctx, node.other, call(swapped, first))


@rule
def swapped(data: "UnmatchedData", second: Fighter | None, first: Fighter | None) -> None:
    if first is None or second is None or not (first.on_board and second.on_board):
        return
    if cannot_leave(data, first) or cannot_leave(data, second):
        return
    first.space, second.space = second.space, first.space
    data.emit(FightersSwapped(first.id, second.id))


def effect_return_defeated(data: "UnmatchedData", ctx: EffectContext,
                           node: n.ReturnDefeated) -> None:
    candidates = [f for f in refs.matches(data, ctx, node.fighter) if f.owner == ctx.player]
    if len(candidates) == 1:
        _return_who(data, candidates[0], ctx, node)
    elif candidates:
        refs.choose_fighter(data, ctx.player, candidates, call(_return_who, ctx, node))


@rule
def _return_who(data: "UnmatchedData", target: Fighter, ctx: EffectContext,
                node: n.ReturnDefeated) -> None:
    choose_space(data, ctx, node.space, None, call(_return_where, ctx, target))


@rule
def _return_where(data: "UnmatchedData", space: int | None, ctx: EffectContext,
                  target: Fighter) -> None:
    """A defeated fighter back on the board, at its starting health (nowhere empty: not)."""
    if space is None:
        return
    target.defeated, target.space, target.health = False, space, target.definition.health
    data.emit(FighterReturned(target.id, target.owner, space))
    ctx.introduce(Referent.FIGHTER, target)


# ---------------------------------------------------------------- tokens


def effect_move_token(data: "UnmatchedData", ctx: EffectContext, node: n.MoveToken) -> None:
    player = subject_player(data, ctx, node.subject)
    kind = data.token_kind(ctx.player, node.token)
    if kind is None:
        return
    on_board = tuple(i for i, s in enumerate(data.tokens[kind]) if s is not None)
    if node.which == "each":
        data.then(call(_move_tokens, ctx, node, player, kind, on_board))
    elif node.which == "that":
        which = (ctx.that_token[1],) if ctx.that_token and ctx.that_token[0] == kind else ()
        data.then(call(_move_tokens, ctx, node, player, kind, which))
    else:
        if node.which == "different":
            on_board = tuple(i for i in on_board if (kind, i) not in ctx.moved_tokens)
        amount = 1 if node.amount is None else node.amount.value
        data.then(call(_pick_tokens, ctx, node, player, kind, on_board, (), amount))


@rule
def _pick_tokens(data: "UnmatchedData", ctx: EffectContext, node: n.MoveToken, player: int,
                 kind: tuple[int, str], left: tuple[int, ...], chosen: tuple[int, ...],
                 amount: int) -> None:
    if len(chosen) >= amount or not left:
        data.then(call(_move_tokens, ctx, node, player, kind, chosen))
        return
    options = [PickToken(kind[1], i, data.tokens[kind][i]) for i in left]
    data.ask(choice(player, K.TOKEN, options),
             call(_token_picked, ctx, node, player, kind, left, chosen, amount))


@rule
def _token_picked(data: "UnmatchedData", answer: PickToken, ctx: EffectContext,
                  node: n.MoveToken, player: int, kind: tuple[int, str], left: tuple[int, ...],
                  chosen: tuple[int, ...], amount: int) -> None:
    rest = tuple(i for i in left if i != answer.index)
    data.then(call(_pick_tokens, ctx, node, player, kind, rest, chosen + (answer.index,), amount))


@rule
def _move_tokens(data: "UnmatchedData", ctx: EffectContext, node: n.MoveToken, player: int,
                 kind: tuple[int, str], which: tuple[int, ...]) -> None:
    """Move the tokens `which`, one at a time."""
    if not which:
        return
    index, rest = which[0], which[1:]
    start = data.tokens[kind][index]
    destinations = (token_reach(data, start, node.distance.value) if node.distance
                    else [s for s in refs.spaces(data, ctx, node.to) if s != start])
    data.then(call(_move_tokens, ctx, node, player, kind, rest))
    if destinations:
        options = [MoveTokenTo(kind[1], start, s) for s in destinations]
        data.ask(choice(player, K.MOVE_TOKEN, options), call(_token_moved, ctx, player, kind, index))


@rule
def _token_moved(data: "UnmatchedData", answer: MoveTokenTo, ctx: EffectContext, player: int,
                 kind: tuple[int, str], index: int) -> None:
    data.tokens[kind][index] = answer.space
    ctx.introduce(Referent.SPACE, answer.space)
    ctx.moved_tokens.append((kind, index))
    data.emit(TokenMoved(player, kind[1], answer.start, answer.space))


# ---------------------------------------------------------------- choosing


def effect_choose_space(data: "UnmatchedData", ctx: EffectContext, node: n.ChooseSpace) -> None:
    """ "Choose any space in Merlin's zone. Deal 2 damage to each opposing fighter in that
    space ...", "Choose an empty space ...": any space the text describes, taken or not
    ("empty" says so); the sentences after it name it "that space"."""
    if not isinstance(node.space, n.SpaceSelection):
        choose_space(data, ctx, node.space, None, call(_space_chosen, ctx))
        return
    candidates = refs.spaces(data, ctx, node.space)
    if not candidates:
        data.then(call(_space_chosen, None, ctx))
        return
    data.ask(choice(ctx.player, K.SPACE, [pick_space(s) for s in candidates]),
             call(_space_picked, call(_space_chosen, ctx)))


@rule
def _space_chosen(data: "UnmatchedData", space: int | None, ctx: EffectContext) -> None:
    ctx.introduce(Referent.SPACE, space)


def effect_choose_fighter(data: "UnmatchedData", ctx: EffectContext, node: n.ChooseFighter) -> None:
    refs.select(data, ctx, node.selection, call(_fighter_chosen, ctx))


@rule
def _fighter_chosen(data: "UnmatchedData", chosen: list[Fighter], ctx: EffectContext) -> None:
    ctx.introduce(Referent.CHOSEN_FIGHTER, chosen[0] if chosen else None)
    ctx.introduce(Referent.FIGHTER, chosen[0] if chosen else None)


def effect_choose_opponent(data: "UnmatchedData", ctx: EffectContext,
                           node: n.ChooseOpponent) -> None:
    foes = [p for p in data.opponents(ctx.player) if any(f.on_board for f in data.fighters_of(p))]
    if foes:
        data.ask(choice(ctx.player, K.OPPONENT, [PickPlayer(p) for p in foes]),
                 call(_opponent_chosen, ctx))


@rule
def _opponent_chosen(data: "UnmatchedData", answer: PickPlayer, ctx: EffectContext) -> None:
    ctx.opponent = answer.player

"""The interpreter's effects on the board: moving, placing, swapping and returning fighters,
moving tokens, and choosing a space, a fighter or an opponent.

One `effect_*` function per effect node; interpreter.py registers them in `EFFECTS`.
"""

from __future__ import annotations

from cardsmith.grammar import nodes as n

from . import refs
from .board import reachable_spaces, token_reach
from .context import EffectContext
from .decisions import Action
from .effect_targets import fighter_targets, subject_player
from .engine import Steps, ask
from .state import Fighter, GameData


# ---------------------------------------------------------------- fighters on the move


def effect_move(data: GameData, ctx: EffectContext, node: n.Move) -> Steps:
    mover = ctx.fighter if node.fighter is None else (yield from _one(data, ctx, node.fighter))
    if mover is None or not mover.on_board:
        return
    through = any(isinstance(c, n.May) and isinstance(c.body, n.MoveThrough)
                  for s in ctx.section.sentences for c in s.clauses)
    yield from move_fighter(data, ctx.player, mover, node.distance.value, through)
    ctx.that_fighter = mover


def _one(data: GameData, ctx: EffectContext, target) -> Steps:
    found = yield from fighter_targets(data, ctx, target)
    return found[0] if found else None


def move_fighter(data: GameData, player: int, mover: Fighter, distance: int,
                 through: bool = False) -> Steps:
    destinations = reachable_spaces(data, mover, distance, through)
    options = [Action(f"Move {mover.label} to space {s}" if s != mover.space
                      else f"Leave {mover.label} in space {s}", s) for s in destinations]
    space = yield from ask(player, "move", f"move {mover.label} up to {distance}", options)
    if space != mover.space:
        data.log("move", fighter=mover.label, player=mover.owner, start=mover.space, to=space)
        mover.space = space


def effect_move_through(data: GameData, ctx: EffectContext, node: n.MoveThrough) -> Steps:
    # A permission read by the move it follows (see effect_move); nothing happens here.
    return
    yield


def effect_place(data: GameData, ctx: EffectContext, node: n.Place) -> Steps:
    target = yield from refs.fighter(data, ctx, node.fighter)
    if target is None or target.defeated:  # off the board (Vanish) is fine: placed back
        return
    ctx.that_fighter = target  # "his zone" is the zone of the fighter being placed
    space = yield from _space(data, ctx, node.space, also_free=target.space)
    if space is not None and space != target.space:
        data.log("place", fighter=target.label, player=target.owner, start=target.space, to=space)
        target.space = space
    ctx.that_fighter = target


def _space(data: GameData, ctx: EffectContext, ref, also_free: int | None = None) -> Steps:
    if isinstance(ref, n.ThatSpace):
        return ctx.chosen_space
    # A fighter can only be put in an empty space (its own counts as empty for itself).
    candidates = [s for s in refs.spaces(data, ctx, ref)
                  if data.occupant(s) is None or s == also_free]
    if not candidates:
        return None
    options = [Action(f"Space {s}", s) for s in candidates]
    return (yield from ask(ctx.player, "space", "choose a space", options))


def effect_move_to_space(data: GameData, ctx: EffectContext, node: n.MoveToSpace) -> Steps:
    target = yield from refs.fighter(data, ctx, node.fighter)
    if target is None or not target.on_board:
        return
    space = yield from _space(data, ctx, node.space, also_free=target.space)
    if space is not None and space != target.space:
        data.log("move", fighter=target.label, player=target.owner, start=target.space, to=space)
        target.space = space
    ctx.that_fighter = target


def effect_remove(data: GameData, ctx: EffectContext, node: n.Remove) -> Steps:
    target = yield from refs.fighter(data, ctx, node.fighter)
    if target is not None and target.on_board:
        data.log("remove", fighter=target.label, player=target.owner, start=target.space)
        target.space = None  # off the board, not defeated


def effect_swap(data: GameData, ctx: EffectContext, node: n.Swap) -> Steps:
    first = ctx.fighter if node.fighter is None else refs.fighter_now(data, ctx, node.fighter)
    second = yield from refs.fighter(data, ctx, node.other)
    if first is None or second is None or not (first.on_board and second.on_board):
        return
    first.space, second.space = second.space, first.space
    data.log("swap", fighter=first.label, other=second.label)


def effect_return_defeated(data: GameData, ctx: EffectContext, node: n.ReturnDefeated) -> Steps:
    candidates = refs.matches(data, ctx, node.fighter)
    candidates = [f for f in candidates if f.owner == ctx.player]
    if not candidates:
        return
    target = candidates[0] if len(candidates) == 1 else (
        yield from refs.choose_fighter(data, ctx.player, candidates, "return which fighter?"))
    space = yield from _space(data, ctx, node.space)
    if space is None:
        return
    target.defeated, target.space, target.health = False, space, target.definition.health
    data.log("return", fighter=target.label, player=target.owner, to=space)
    ctx.that_fighter = target


# ---------------------------------------------------------------- tokens


def effect_move_token(data: GameData, ctx: EffectContext, node: n.MoveToken) -> Steps:
    player = subject_player(data, ctx, node.subject)
    kind = data.token_kind(ctx.player, node.token)
    if kind is None:
        return
    for index in (yield from _tokens_to_move(data, ctx, player, kind, node)):
        start = data.tokens[kind][index]
        destinations = (token_reach(data, start, node.distance.value) if node.distance
                        else [s for s in refs.spaces(data, ctx, node.to) if s != start])
        options = [Action(f"Move the {kind[1]} from space {start} to space {s}", s)
                   for s in destinations]
        if not options:
            continue
        space = yield from ask(player, "move token", f"move a {kind[1]}", options)
        data.tokens[kind][index] = space
        ctx.chosen_space = space
        ctx.moved_tokens.append((kind, index))
        data.log("move token", player=player, token=kind[1], start=start, to=space)


def _tokens_to_move(data: GameData, ctx: EffectContext, player: int, kind, node) -> Steps:
    on_board = [i for i, s in enumerate(data.tokens[kind]) if s is not None]
    if node.which == "each":
        return on_board
    if node.which == "that":
        return [ctx.that_token[1]] if ctx.that_token and ctx.that_token[0] == kind else []
    if node.which == "different":
        on_board = [i for i in on_board if (kind, i) not in ctx.moved_tokens]
    chosen = []
    for _ in range(1 if node.amount is None else node.amount.value):
        left = [i for i in on_board if i not in chosen]
        if not left:
            break
        options = [Action(f"The {kind[1]} in space {data.tokens[kind][i]}", i) for i in left]
        chosen.append((yield from ask(player, "token", f"which {kind[1]}?", options)))
    return chosen


# ---------------------------------------------------------------- choosing a space, a fighter, an opponent


def effect_choose_space(data: GameData, ctx: EffectContext, node: n.ChooseSpace) -> Steps:
    ctx.chosen_space = yield from _space(data, ctx, node.space, also_free=(
        ctx.fighter.space if ctx.fighter else None))


def effect_choose_fighter(data: GameData, ctx: EffectContext, node: n.ChooseFighter) -> Steps:
    chosen = yield from refs.select(data, ctx, node.selection)
    ctx.chosen_fighter = chosen[0] if chosen else None
    ctx.that_fighter = ctx.chosen_fighter


def effect_choose_opponent(data: GameData, ctx: EffectContext, node: n.ChooseOpponent) -> Steps:
    foes = [p for p in data.opponents(ctx.player)
            if any(f.on_board for f in data.fighters_of(p))]
    options = [Action(f"Player {p + 1} ({data.players[p].hero.name})", p) for p in foes]
    if options:
        ctx.opponent = yield from ask(ctx.player, "opponent", "choose an opponent", options)

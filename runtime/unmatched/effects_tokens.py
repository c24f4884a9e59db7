"""Tokens a hero places and removes (issue 10): "place an insight token in their new
space", "place up to 3 traps", "remove all insight tokens from the board", "choose a trap in
the same zone as one of your Ingen Workers", "return that trap" (to the box: it is gone),
and "for each trap token adjacent to the opposing fighter". The tokens are the hero's
(`tokens` in the hero file), kept in `UnmatchedData.tokens` by owner and name: a space, or
None for one not on the board yet. One handler per AST node class."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import Referent

from ..engine.actions import Decline, DeclineUse, PickSpace, PickToken, pick_space
from ..engine.agenda import call, rule
from ..engine.context import EffectContext
from ..engine.decisions import DecisionKind as K, choice
from ..engine.interpreter import run_ability, value
from . import refs
from .board import is_adjacent
from .events import TokenPlaced, TokenRemoved
from .triggers import ongoing_triggers

if TYPE_CHECKING:
    from .data import UnmatchedData

Kind = tuple[int, str]  # (owning player, token name)


def token_spaces_for(data: "UnmatchedData", ctx: EffectContext, kind: Kind,
                     space: Any) -> list[int]:
    """Where a token may be placed: the space the text names, or by default an empty space
    in the zone of one of the player's fighters; never where one of its kind already is."""
    taken = set(data.token_spaces(kind))
    if isinstance(space, n.ThatSpace):
        found = [ctx.referent(space)]
    elif isinstance(space, n.SpaceOf):  # "their new space": the fighter that just moved
        who = refs.fighter_now(data, ctx, space.fighter) if space.fighter is not None \
            else ctx.referent(n.FighterPronoun(n.FighterWord.THAT_FIGHTER)) or ctx.fighter
        found = [who.space] if who is not None and who.on_board else []
    elif isinstance(space, n.SpaceSelection):
        found = refs.spaces(data, ctx, space)
    else:
        own = [f.space for f in data.fighters_of(ctx.player) if f.on_board]
        found = [s for s in data.board.spaces if data.occupant(s) is None
                 and any(data.board.zones[s] & data.board.zones[o] for o in own)]
    return [s for s in found if s is not None and s not in taken]


def effect_place_token(data: "UnmatchedData", ctx: EffectContext, node: n.PlaceToken) -> None:
    """ "place an insight token in any space", "place up to 3 traps": from the player's
    tokens not on the board; none left, nothing placed."""
    kind = data.token_kind(ctx.player, node.token)
    if kind is None:
        return
    data.then(call(_place_next, ctx, node, kind, value(data, ctx, node.amount)))


@rule
def _place_next(data: "UnmatchedData", ctx: EffectContext, node: n.PlaceToken, kind: Kind,
                left: int) -> None:
    supply = [i for i, s in enumerate(data.tokens[kind]) if s is None]
    spaces = token_spaces_for(data, ctx, kind, node.space)
    if left <= 0 or not supply or not spaces:
        return
    options: list[Any] = [Decline(DeclineUse.DONE_PLACING)] if node.up_to else []
    options += [pick_space(s) for s in spaces]
    data.ask(choice(ctx.player, K.SPACE, options), call(_token_placed, ctx, node, kind, left))


@rule
def _token_placed(data: "UnmatchedData", answer: Any, ctx: EffectContext, node: n.PlaceToken,
                  kind: Kind, left: int) -> None:
    if not isinstance(answer, PickSpace):
        return
    index = data.tokens[kind].index(None)
    data.tokens[kind][index] = answer.space
    ctx.that_token = (kind, index)
    ctx.introduce(Referent.SPACE, answer.space)
    data.emit(TokenPlaced(ctx.player, kind[1], answer.space))
    data.then(call(_place_next, ctx, node, kind, left - 1))


def effect_remove_tokens(data: "UnmatchedData", ctx: EffectContext,
                         node: n.RemoveTokens) -> None:
    """ "remove all insight tokens from the board": back to their owner, to be placed again."""
    kind = data.token_kind(ctx.player, node.token)
    if kind is None:
        return
    spaces = data.tokens[kind]
    for index, space in enumerate(spaces):
        if space is not None:
            spaces[index] = None
            data.emit(TokenRemoved(kind[0], kind[1], space, "supply"))


def effect_choose_token(data: "UnmatchedData", ctx: EffectContext, node: n.ChooseToken) -> None:
    """ "choose a trap (in the same zone as one of your Ingen Workers)": "that trap" after."""
    kind = data.token_kind(ctx.player, node.token)
    if kind is None:
        return
    near = refs.anchor_spaces(data, ctx, node.near) if node.near is not None else None
    options = [PickToken(kind[1], i, s) for i, s in enumerate(data.tokens[kind])
               if s is not None and (near is None or any(
                   data.board.zones[s] & data.board.zones[a] for a in near))]
    if options:
        data.ask(choice(ctx.player, K.TOKEN, options), call(_token_chosen, ctx, kind))


@rule
def _token_chosen(data: "UnmatchedData", answer: PickToken, ctx: EffectContext,
                  kind: Kind) -> None:
    ctx.that_token = (kind, answer.index)
    ctx.introduce(Referent.SPACE, answer.space)


def effect_return_token(data: "UnmatchedData", ctx: EffectContext, node: n.ReturnToken) -> None:
    """ "return that trap": to the box, out of the game; "Whenever one of your traps is
    returned to the box" abilities of its owner follow."""
    if ctx.that_token is None:
        return
    kind, index = ctx.that_token
    spaces = data.tokens.get(kind, [])
    if index >= len(spaces) or spaces[index] is None:
        return
    space = spaces.pop(index)
    ctx.that_token = None
    data.emit(TokenRemoved(kind[0], kind[1], space, "box"))
    owner = data.players[kind[0]].hero
    hero = data.hero_of(kind[0])
    for section in owner.triggers(n.HeaderKind.WHEN_TOKEN_RETURNED):
        token = data.token_kind(kind[0], section.header.token or "")
        if token == kind:
            data.then(call(run_ability, kind[0], section, hero if hero.on_board else None))
    ongoing_triggers(data, kind[0], n.HeaderKind.WHEN_TOKEN_RETURNED,
                     hero if hero.on_board else None, None,
                     lambda trigger: data.token_kind(kind[0], trigger.token or "") == kind)


def token_count(data: "UnmatchedData", ctx: EffectContext, node: n.TokenCount) -> int:
    """ "for each trap token adjacent to the opposing fighter" """
    kind = data.token_kind(ctx.player, node.token)
    subject = refs.fighter_now(data, ctx, node.fighter)
    if kind is None or subject is None or not subject.on_board:
        return 0
    return sum(1 for s in data.token_spaces(kind) if is_adjacent(data, s, subject.space))


EFFECTS: dict[type, Any] = {
    n.PlaceToken: effect_place_token,
    n.RemoveTokens: effect_remove_tokens,
    n.ChooseToken: effect_choose_token,
    n.ReturnToken: effect_return_token,
}

COUNTS: dict[type, Any] = {
    n.TokenCount: token_count,
}

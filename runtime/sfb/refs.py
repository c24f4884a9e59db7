"""Which champions text names: by name, by their place in the activation ("the target",
"the attacker"), by a back-reference, or as a group ("each adjacent Enemy")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n

from ..engine.context import EffectContext
from ..engine.data import Fighter
from .hexes import distance

if TYPE_CHECKING:
    from .data import SfbData

W = n.ChampionWord


def targets(data: "SfbData", ctx: EffectContext) -> list[Fighter]:
    activation = ctx.combat
    if activation is None:
        return []
    return [data.fighters[t] for t in activation.targets]


def champion(data: "SfbData", ctx: EffectContext, ref: Any) -> Fighter | None:
    """The one champion a reference names now (None: no one)."""
    if ref is None:
        return ctx.fighter
    if isinstance(ref, n.FighterName):
        return next((f for f in data.fighters if f.definition.answers_to(ref.name)), None)
    if isinstance(ref, n.ChampionGroup):
        found = group(data, ctx, ref)
        return found[0] if found else None
    word = ref.word
    activation = ctx.combat
    if word in (W.TARGET, W.TARGETED, W.TARGET_CHAMPION):
        found = targets(data, ctx)
        return found[0] if found else None
    if word is W.ATTACKER:
        return activation.champion if activation is not None else ctx.fighter
    if word is W.FIRST_SWOOPED:  # from the text's last move (effects_move.MoveRecord)
        moved = ctx.moved
        passed = moved.passed if moved is not None and moved.kind == "swoop" else ()
        return data.fighters[passed[0]] if passed else None
    if word is W.THEY and ctx.section.header is not None and \
            ctx.section.header.kind is n.HeaderKind.DISPLACED_BY and ctx.moved is not None:
        return data.fighters[ctx.moved.fighter]  # the enemy the trigger's displacement moved
    if word is W.MATCHING_ENEMY:  # the champion of the enemy's card the text discarded
        return matching_enemy(data, ctx)
    bound = ctx.referent(ref) if getattr(ref, "binding", None) is not None else None
    if isinstance(bound, Fighter):
        return bound
    if isinstance(ref, n.FighterPronoun):
        return ctx.fighter
    found = targets(data, ctx)
    return found[0] if found else ctx.fighter


def matching_enemy(data: "SfbData", ctx: EffectContext) -> Fighter | None:
    for card_id in reversed(ctx.discarded):
        card = data.cards[card_id]
        if card.owner != ctx.player:
            return next((f for f in data.fighters_of(card.owner)
                         if f.definition.id == card.definition.champion), None)
    return None


def champions(data: "SfbData", ctx: EffectContext, ref: Any) -> list[Fighter]:
    if isinstance(ref, n.ChampionGroup):
        return group(data, ctx, ref)
    if isinstance(ref, n.ChampionPronoun) and ref.word in (W.TARGET, W.TARGETED, W.TARGET_CHAMPION):
        return [f for f in targets(data, ctx) if f.on_board]
    found = champion(data, ctx, ref)
    return [found] if found is not None and found.on_board else []


def near(data: "SfbData", ctx: EffectContext, fighter: Fighter, where: n.NearTo) -> bool:
    """ "adjacent to X" (hexes None) or "within N hexes of X"."""
    if not fighter.on_board:
        return False
    limit = where.hexes.value if where.hexes is not None else 1
    anchors = anchor_hexes(data, ctx, where.anchor)
    here = data.hex_of(fighter)
    return any(0 < distance(here, a) <= limit for a in anchors)


def anchor_hexes(data: "SfbData", ctx: EffectContext, anchor: Any) -> list:
    if anchor is None:
        return [data.hex_of(ctx.fighter)] if ctx.fighter and ctx.fighter.on_board else []
    if isinstance(anchor, n.StatueRef):
        statues = data.arena.statues
        if anchor.colour is not None:
            statues = [s for s in statues if s.colour == anchor.colour.value]
        return [s.hex for s in statues]
    return [data.hex_of(f) for f in champions(data, ctx, anchor)]


SINGLE = (n.Pick.A, n.Pick.ANOTHER, n.Pick.ONE_OF, n.Pick.KIND)


def choices(data: "SfbData", ctx: EffectContext, target: Any) -> list[Fighter] | None:
    """The champions a player picks one of ("an adjacent Enemy"), or None when the text
    names its champions itself."""
    if not isinstance(target, n.ChampionGroup) or target.pick not in SINGLE:
        return None
    from dataclasses import replace

    return group(data, ctx, replace(target, pick=n.Pick.EACH))


def passed_through(ctx: EffectContext, fighter: Fighter, passage: Any) -> bool:
    """Whether the text's last move (effects_move.MoveRecord) passed `fighter`."""
    moved = ctx.moved
    kinds = {n.Passage.DASHED: "dash", n.Passage.SWOOPED: "swoop"}.get(passage)
    return moved is not None and fighter.id in moved.passed and kinds in (None, moved.kind)


def group(data: "SfbData", ctx: EffectContext, node: n.ChampionGroup) -> list[Fighter]:
    me = ctx.fighter
    player = ctx.player
    owner = champion(data, ctx, node.owner) if node.owner is not None else None
    side = node.side
    found = []
    hit = {t.id for t in targets(data, ctx)}
    for f in data.fighters:
        if not f.on_board:
            continue
        mine = f.owner == (owner.owner if owner else player)
        if side in (n.Side.ENEMY, n.Side.ENEMY_CHAMPION, n.Side.OPPONENT):
            if mine:
                continue
        elif side in (n.Side.ALLY, n.Side.ALLIED_CHAMPION):
            if not mine or f is (owner or me):
                continue
        elif side is n.Side.TARGET:
            if f.id not in hit:
                continue
        elif node.yours and not mine:
            continue
        if node.pick is n.Pick.EACH_OTHER and f.id in hit:
            continue
        if node.adjacent and not (me and near(data, ctx, f, n.NearTo(me and None))):
            continue
        if node.bloodied and not data.bloodied(f):
            continue
        if any(isinstance(flt, n.NearTo) and not near(data, ctx, f, flt) for flt in node.filters):
            continue
        if any(isinstance(flt, n.PassedThrough) and not passed_through(ctx, f, flt.passage)
               for flt in node.filters):
            continue
        found.append(f)
    if node.either is not None:
        extra = champion(data, ctx, node.either)
        if extra is not None and extra.on_board and extra not in found:
            found.insert(0, extra)
    if node.pick is n.Pick.NO:
        return found
    if node.pick in SINGLE:
        return found[:1]
    if node.pick is n.Pick.COUNT and node.count is not None:
        return found[:node.count.value]
    return found

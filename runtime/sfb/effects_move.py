"""The effect handlers of Super Fantasy Brawl's movement keywords: Dash, Jump, Swoop (the
champion's own movement), Push, Pull, Force, Fear (displacements), Place and swapping places,
and the traps a champion sets off by entering their hexes.

The geometry is displacement.py's; here is what the game adds:
- who moves: the activated champion dashes, jumps, swoops; an attack's Push, Pull and Fear
  move its targets away from (towards) the attacker, a reaction's move the attacker away
  from the champion it was played on ("the target of a reaction is the one causing it");
- who chooses: the mover's controller for its own movement and for Fear, the effect's
  player for Force and Place; a keyword may be resolved as 0 (the champion stays), but
  Fear must take the longest dash away;
- Root: a rooted champion cannot dash, jump or swoop, nor be displaced (a push or pull then
  falls short by its whole distance: that much damage; Fear and Force do nothing); it can be
  placed. Immunity to a keyword negates it, damage included;
- traps: entering a hex with a face-down trap token sets it off (also when pushed, pulled,
  forced or placed there); a jump, a swoop or a dash "ignoring traps" sets off only the one it
  ends on. The trap's text resolves for the champion that entered ("that Champion"), the
  move goes on afterwards unless the trap rooted it (a push or pull then falls short) or
  knocked it out; the token goes back to the supply.

What a move passed is kept on the effect's context (`MoveRecord`), for the text after it: "for
each hex dashed", "Enemies swooped through", "the first Champion swooped through", "the
target's original hex".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable

from cardsmith.grammar import nodes as n

from ..engine.agenda import call, rule
from ..engine.context import EffectContext
from ..engine.data import Fighter, Shared
from ..engine.decisions import DecisionKind as K, choice
from . import refs
from .actions import MoveToHex
from .damage import deal_damage
from .displacement import MoveKind, dashes, fear_dashes, jumps, places, pull, push, swoops
from .events import ChampionMoved, TrapTriggered
from .hexes import Hex, distance
from .passives import immune, passive_context, passive_sections, standing, trigger

if TYPE_CHECKING:
    from .data import SfbData


@dataclass(eq=False)
class MoveRecord(Shared):
    """A text's last move: who moved and how, from which hex, through which hexes (numbers,
    the end last), and the champions on the hexes it passed, in order."""

    kind: str  # a MoveKind's value
    fighter: int
    start: int | None
    path: tuple[int, ...]
    passed: tuple[int, ...]


# ---------------------------------------------------------------- the champion's own moves


def _rooted(data: "SfbData", fighter: Fighter) -> bool:
    return data.has_lasting(fighter, "rooted")


def _ally_hexes(data: "SfbData", fighter: Fighter) -> frozenset[Hex]:
    return frozenset(data.hex_of(f) for f in data.allies(fighter.owner) if f is not fighter)


def _mover(data: "SfbData", ctx: EffectContext) -> Fighter | None:
    mover = ctx.fighter
    if mover is None or not mover.on_board or _rooted(data, mover):
        return None
    return mover


def effect_dash(data: "SfbData", ctx: EffectContext, node: n.Dash) -> None:
    """A dash, or what the mover's passive may do instead ("When Taze would Dash: He may
    deal 1 damage to an adjacent Enemy instead.")."""
    mover = _mover(data, ctx)
    if mover is None:
        return
    instead = [s for s in passive_sections(mover, n.HeaderKind.WOULD_DASH)
               if s.header.fighter is None or mover.definition.answers_to(s.header.fighter.name)]
    if instead:
        from ..engine.actions import NO, YES

        data.ask(choice(mover.owner, K.MAY, (YES, NO), instead[0]),
                 call(_dash_or_instead, ctx, node, instead[0]))
        return
    dash(data, ctx, mover, node)


@rule
def _dash_or_instead(data: "SfbData", answer: Any, ctx: EffectContext, node: n.Dash,
                     section: n.Section) -> None:
    from ..engine.interpreter import run_clause

    if not answer.yes:
        dash(data, ctx, ctx.fighter, node)
        return
    passive = passive_context(data, ctx.fighter, section)
    for clause in (c for sentence in section.sentences for c in sentence.clauses):
        data.then(call(run_clause, passive, clause.body if isinstance(clause, n.May) else clause))


def dash(data: "SfbData", ctx: EffectContext, mover: Fighter, node: n.Dash) -> None:
    here, occupied = data.hex_of(mover), data.occupied(mover)
    through = node.ignoring is not None  # "ignoring Champions and traps"
    passable = occupied if through else _ally_hexes(data, mover)
    paths = [m.path for m in dashes(data.arena, here, node.amount.value, occupied, passable)]
    _offer(data, ctx, mover, MoveKind.DASH, paths, mover.owner, quiet=through)


def effect_swoop(data: "SfbData", ctx: EffectContext, node: n.Swoop) -> None:
    mover = _mover(data, ctx)
    if mover is None:
        return
    paths = [m.path for m in swoops(data.arena, data.hex_of(mover), node.amount.value,
                                    data.occupied(mover))]
    _offer(data, ctx, mover, MoveKind.SWOOP, paths, mover.owner, quiet=True)


def effect_jump(data: "SfbData", ctx: EffectContext, node: n.Jump) -> None:
    mover = _mover(data, ctx)
    if mover is None:
        return
    ends = jumps(data.arena, data.hex_of(mover), node.amount.value, data.occupied(mover))
    _offer(data, ctx, mover, MoveKind.JUMP, [(end,) for end in ends], mover.owner, quiet=True)


# ---------------------------------------------------------------- displacements


def victims(data: "SfbData", ctx: EffectContext) -> list[Fighter]:
    """Whom a bare Push, Pull, Force or Fear moves: an attack's targets; for a reaction's
    text, the attacker."""
    activation = ctx.combat
    if activation is None:
        return []
    if ctx.fighter is not None and ctx.fighter.owner != activation.player:
        return [activation.champion] if activation.champion.on_board else []
    return [f for f in refs.targets(data, ctx) if f.on_board]


NEGATED = "displacement negated"  # a Lasting: by the attack whose card id is its amount


def _displaceable(data: "SfbData", victim: Fighter, keyword: str,
                  source: Fighter | None = None) -> bool:
    """Not immune to the keyword, nor shielded from displacement: by a reaction that negates
    the attack's ("Negate any displacement effects caused by the attack."), or by its own
    passive against enemies ("he ignores displacement effects from enemies")."""
    if not victim.on_board or immune(data, victim, keyword):
        return False
    activation = data.activation
    if activation is not None and any(e.what == NEGATED and e.fighter == victim.id
                                      and e.amount == activation.card for e in data.lasting):
        return False
    return source is None or source.owner == victim.owner or not _ignores(data, victim)


def _ignores(data: "SfbData", victim: Fighter) -> bool:
    from ..engine.interpreter import holds

    for section in passive_sections(victim, None):
        ctx = EffectContext(victim.owner, victim, section)
        for sentence in section.sentences:
            if any(isinstance(c, n.IgnoresDisplacement) for c in sentence.clauses) and (
                    sentence.condition is None or holds(data, ctx, sentence.condition)):
                return True
    return False


def effect_negate_displacement(data: "SfbData", ctx: EffectContext,
                               node: n.NegateDisplacement) -> None:
    """A reaction's "Negate any displacement effects caused by the attack": for its
    targets, while this attack lasts."""
    from .data import Lasting

    activation = ctx.combat
    if activation is None or activation.card is None:
        return
    for target in activation.targets:
        data.lasting.append(Lasting(target, NEGATED, activation.card))


def suffer_shove(data: "SfbData", ctx: EffectContext, victim: Fighter,
                 node: n.Push | n.Pull) -> None:
    """`victim` pushed or pulled by the champion of `ctx` (ignored off their row)."""
    kind = MoveKind.PUSH if isinstance(node, n.Push) else MoveKind.PULL
    source = ctx.fighter
    if source is None or not source.on_board or not _displaceable(data, victim, kind.value,
                                                                   source):
        return
    shove = push if kind is MoveKind.PUSH else pull
    result = shove(data.arena, data.hex_of(source), data.hex_of(victim), node.amount.value,
                   data.occupied(victim), rooted=_rooted(data, victim))
    if result is None:
        return
    go(data, ctx, victim, kind, result.path, result.shortfall, quiet=False)


def suffer_force(data: "SfbData", ctx: EffectContext, victim: Fighter, node: n.Force) -> None:
    """Up to X hexes any way, blocked as movement is, the effect's player choosing the end
    (by the shortest way there, the earliest direction first)."""
    if not _displaceable(data, victim, "force", ctx.fighter) or _rooted(data, victim):
        return
    start, occupied = data.hex_of(victim), data.occupied(victim)
    allies = _ally_hexes(data, victim)
    steps = node.amount.value
    paths = [data.arena.route(start, end, steps, occupied, allies)
             for end in data.arena.reach(start, steps, occupied, allies) if end != start]
    _offer(data, ctx, victim, MoveKind.FORCE, [p for p in paths if p], ctx.player, quiet=False)


def suffer_fear(data: "SfbData", ctx: EffectContext, victim: Fighter, node: n.Fear) -> None:
    """The victim dashes away from the source, its controller choosing among the longest."""
    source = ctx.fighter
    if source is None or not source.on_board or \
            not _displaceable(data, victim, "fear", source) or _rooted(data, victim):
        return
    moves = fear_dashes(data.arena, data.hex_of(victim), data.hex_of(source), node.amount.value,
                        data.occupied(victim), _ally_hexes(data, victim))
    _offer(data, ctx, victim, MoveKind.FEAR, [m.path for m in moves], victim.owner,
           quiet=False, may_stay=not moves)


def effect_displace(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    """A bare Push, Pull, Force or Fear: each victim in turn (Force may name its own)."""
    who = (refs.champions(data, ctx, node.target) if isinstance(node, n.Force)
           and node.target is not None else victims(data, ctx))
    for victim in who:
        data.then(call(_displace_one, ctx, victim, node))


@rule
def _displace_one(data: "SfbData", ctx: EffectContext, victim: Fighter, node: Any) -> None:
    AFFLICTIONS[type(node)](data, ctx, victim, node)


# ---------------------------------------------------------------- places


def effect_place(data: "SfbData", ctx: EffectContext, node: n.PlaceChampion) -> None:
    """Taken off its hex and set on one the effect's player chooses (not movement: Root does
    not stop it; the trap of the hex it lands on goes off)."""
    who = refs.champion(data, ctx, node.champion)
    if who is None or who.space is None and not isinstance(node.where, n.InDeploymentArea):
        return
    among = _location(data, ctx, who, node.where)
    ends = [h for h in places(data.arena, data.occupied(who), among) if h != data.hex_of(who)]
    _offer(data, ctx, who, MoveKind.PLACE, [(end,) for end in ends], ctx.player, quiet=True,
           may_stay=not ends)


def _location(data: "SfbData", ctx: EffectContext, who: Fighter, where: Any) -> Iterable[Hex]:
    arena = data.arena
    if isinstance(where, n.NearTo):
        limit = where.hexes.value if where.hexes is not None else 1
        anchors = refs.anchor_hexes(data, ctx, where.anchor)
        return [h for h in arena.hexes if any(0 < distance(h, a) <= limit for a in anchors)]
    if isinstance(where, n.OriginalHex):
        original = refs.champion(data, ctx, where.champion)
        moved = ctx.moved
        if isinstance(moved, MoveRecord) and original is not None and moved.fighter == original.id \
                and moved.start is not None:
            return [arena.hex_numbered(moved.start)]
        return []
    if isinstance(where, n.InDeploymentArea):
        side = ctx.player if where.owner is n.AreaOwner.YOUR else 1 - ctx.player
        return arena.deployment[side]
    if isinstance(where, n.AnywhereExcept):
        others = [data.hex_of(f) for f in data.on_board() if f is not who]
        return [h for h in arena.hexes if all(distance(h, o) > 1 for o in others)]
    return arena.hexes  # any free hex


def effect_swap(data: "SfbData", ctx: EffectContext, node: n.SwapLocation) -> None:
    """The champion and another enemy champion the effect's player chooses change hexes."""
    first = refs.champion(data, ctx, node.champion)
    if first is None or not first.on_board:
        return
    others = [f for f in data.enemies(ctx.player) if f is not first]
    if others:
        options = [MoveToHex(first.id, other.space) for other in others]
        data.ask(choice(ctx.player, K.PLACE, options, first.id), call(_swapped))


@rule
def _swapped(data: "SfbData", answer: MoveToHex) -> None:
    first = data.fighters[answer.fighter]
    other = data.occupant(answer.hex)
    player = data.activation.player if data.activation is not None else first.owner
    for fighter, to in ((first, other.space), (other, first.space)):
        data.emit(ChampionMoved(fighter.id, player, fighter.space, to, MoveKind.PLACE.value))
    first.space, other.space = other.space, first.space


# ---------------------------------------------------------------- going along a path


def _offer(data: "SfbData", ctx: EffectContext, mover: Fighter, kind: MoveKind,
           paths: list[tuple[Hex, ...]], chooser: int, quiet: bool,
           may_stay: bool = True) -> None:
    """Ask `chooser` where `mover` ends (a keyword resolved as 0: it stays); then go."""
    numbered = tuple(tuple(data.arena.number(h) for h in path) for path in paths)
    options = [MoveToHex(mover.id, mover.space)] if may_stay and mover.space is not None else []
    options += [MoveToHex(mover.id, path[-1]) for path in numbered]
    if options:
        data.ask(choice(chooser, K.MOVE, options, mover.id),
                 call(_chosen, ctx, kind.value, numbered, quiet))


@rule
def _chosen(data: "SfbData", answer: MoveToHex, ctx: EffectContext, kind: str,
            paths: tuple[tuple[int, ...], ...], quiet: bool) -> None:
    mover = data.fighters[answer.fighter]
    path = next((p for p in paths if p[-1] == answer.hex), ())
    go(data, ctx, mover, MoveKind(kind), tuple(data.arena.hex_numbered(h) for h in path), 0,
        quiet)


def go(data: "SfbData", ctx: EffectContext, mover: Fighter, kind: MoveKind,
        path: tuple[Hex, ...], shortfall: int, quiet: bool) -> None:
    """Record the move on the context, then walk it."""
    numbers = tuple(data.arena.number(h) for h in path)
    passed = tuple(f.id for h in path[:-1] if (f := data.at(h)) is not None and f is not mover)
    ctx.moved = MoveRecord(kind.value, mover.id, mover.space, numbers, passed)
    data.then(call(walk, ctx, mover.id, numbers, kind.value, shortfall, quiet, False))
    source = ctx.fighter
    if kind in DISPLACEMENTS and source is not None and source.owner != mover.owner:
        # "When an enemy Champion suffers displacement effects by Xinshén: ..."
        trigger(data, source.owner, n.HeaderKind.DISPLACED_BY, source, moved=ctx.moved)


DISPLACEMENTS = (MoveKind.PUSH, MoveKind.PULL, MoveKind.FORCE, MoveKind.FEAR)


@rule
def walk(data: "SfbData", ctx: EffectContext, fighter_id: int, path: tuple[int, ...],
         kind: str, shortfall: int, quiet: bool, resumed: bool) -> None:
    """Along `path` (hex numbers) to the first trap it sets off, whose effect resolves
    before the rest (`resumed`: after it); rooted by the trap, it stops there (a push or pull
    falls short by what is left); knocked out, it stops. At the end, the shortfall's damage."""
    fighter, how = data.fighters[fighter_id], MoveKind(kind)
    if not fighter.on_board:
        return
    if resumed and path and how is not MoveKind.PLACE and _rooted(data, fighter):
        if how in (MoveKind.PUSH, MoveKind.PULL):
            shortfall += len(path)
        path = ()
    for index, number in enumerate(path):
        last = index == len(path) - 1
        if data.traps.get(number) is not None and (last or not quiet):
            _step(data, ctx, fighter, number, how)
            data.then(call(spring, ctx, fighter_id, number),
                      call(walk, ctx, fighter_id, path[index + 1:], kind, shortfall, quiet, True))
            return
    if path:
        _step(data, ctx, fighter, path[-1], how)
    if shortfall > 0:
        deal_damage(data, [(fighter, shortfall)], "effect")


def _step(data: "SfbData", ctx: EffectContext, fighter: Fighter, to: int, how: MoveKind) -> None:
    if fighter.space != to:
        data.emit(ChampionMoved(fighter.id, ctx.player, fighter.space, to, how.value))
        fighter.space = to


@rule
def spring(data: "SfbData", ctx: EffectContext, fighter_id: int, number: int) -> None:
    """The trap on hex `number` goes off for the champion that entered it: turned up, its
    text resolved for that champion (its damage counts as from the activation in progress),
    the token back in the supply (traps.restock_traps lays a new one after the action)."""
    from ..engine.interpreter import run_section

    token = data.traps.get(number)
    fighter = data.fighters[fighter_id]
    if token is None or not fighter.on_board or _keeps_traps_quiet(data, fighter):
        return
    data.traps[number] = None
    data.trap_supply.append(token)
    data.emit(TrapTriggered(fighter.id, token, number))
    trap = data.trap_defs[token]
    for section in trap.sections:
        data.then(call(run_section, EffectContext(ctx.player, fighter, section,
                                                  source=f"trap '{trap.name}'")))


def _keeps_traps_quiet(data: "SfbData", fighter: Fighter) -> bool:
    """ "Do not trigger traps in Deryn's hex": its passive, for the champion it names."""
    return any(refs.champion(data, ctx, clause.champion) is fighter
               for ctx, clause in standing(data, fighter, n.NoTrapTrigger))


# ---------------------------------------------------------------- what the text after reads


def hexes_moved(data: "SfbData", ctx: EffectContext, node: Any) -> int:
    """ "for each hex dashed / moved through": the hexes of the text's last move."""
    return len(ctx.moved.path) if isinstance(ctx.moved, MoveRecord) else 0


def first_passed(data: "SfbData", ctx: EffectContext) -> Fighter | None:
    """ "the first Champion swooped through": the first champion the text's last move
    passed, if it is still in the arena."""
    moved = ctx.moved
    if not isinstance(moved, MoveRecord) or not moved.passed:
        return None
    fighter = data.fighters[moved.passed[0]]
    return fighter if fighter.on_board else None


@dataclass(frozen=True)
class Permission:
    """What a card's "May move through ..." lets its movement pass: enemies, statues, and
    traps (without setting them off)."""

    enemies: bool = False
    statues: bool = False
    quiet_traps: bool = False


def movement_permission(sections: Iterable[n.Section]) -> Permission:
    """The "May move through" of a card's untimed text (read before its movement)."""
    for section in sections:
        if section.header is not None:
            continue
        for clause in (c for s in section.sentences for c in s.clauses):
            if isinstance(clause, n.MayMoveThrough):
                kinds = set(clause.obstacles)
                return Permission(n.Obstacle.ENEMIES in kinds, n.Obstacle.STATUES in kinds,
                                  n.Obstacle.TRAPS in kinds and clause.without_activating)
    return Permission()


def passable(data: "SfbData", mover: Fighter, permission: Permission) -> frozenset[Hex]:
    """The hexes `mover` may pass but not stop on: its allies', and what the card allows."""
    hexes = set(_ally_hexes(data, mover))
    if permission.enemies:
        hexes |= {data.hex_of(f) for f in data.enemies(mover.owner)}
    if permission.statues:
        hexes |= data.arena.statue_hexes
    return frozenset(hexes)


# For the system's count registry: "for each hex dashed / moved through".
COUNTS = {n.HexCount: hexes_moved}


def _read_elsewhere(data: "SfbData", ctx: EffectContext, node: Any) -> None:
    """A standing permission, read where it matters."""


# Standing texts, read where they matter: MayMoveThrough by the card's movement
# (activation.move, through movement_permission), IgnoresDisplacement by _displaceable,
# NoTrapTrigger by spring.
READ_ELSEWHERE = (n.MayMoveThrough, n.IgnoresDisplacement, n.NoTrapTrigger)
AFFLICTIONS = {n.Push: suffer_shove, n.Pull: suffer_shove, n.Force: suffer_force,
               n.Fear: suffer_fear}

EFFECTS: dict[type, Any] = {
    n.Dash: effect_dash, n.Jump: effect_jump, n.Swoop: effect_swoop,
    n.Push: effect_displace, n.Pull: effect_displace, n.Force: effect_displace,
    n.Fear: effect_displace, n.PlaceChampion: effect_place, n.SwapLocation: effect_swap,
    n.NegateDisplacement: effect_negate_displacement,
    **{node: _read_elsewhere for node in READ_ELSEWHERE},
}

"""Resolving what effect text names: fighters, selections, spaces, conditions, values.

Functions that may need a player's choice are generators (a selection of "any one fighter"
is a decision); the rest are plain functions.
"""

from __future__ import annotations

from cardsmith.grammar import nodes as n

from .board import is_adjacent, share_zone
from .context import EffectContext
from .decisions import Action
from .engine import Steps, ask
from .state import Card, Fighter, GameData

W = n.FighterWord
SINGLE_CHOICE = {n.Quantifier.ANY, n.Quantifier.ANY_ONE, n.Quantifier.ONE, n.Quantifier.ONE_OF,
                 n.Quantifier.A}


def describe(data: GameData, fighter: Fighter) -> str:
    where = f"space {fighter.space}" if fighter.on_board else "defeated"
    return f"{fighter.label} (player {fighter.owner + 1}, {where})"


def pronoun(ctx: EffectContext, word: n.FighterWord) -> Fighter | None:
    if word in (W.YOUR_FIGHTER, W.THIS_FIGHTER):
        return ctx.fighter
    if word is W.ATTACKING_FIGHTER:
        return ctx.combat.attacker if ctx.combat else ctx.fighter
    if word is W.OPPOSING_FIGHTER:
        return ctx.opposing_fighter()
    if word in (W.THAT_FIGHTER, W.HIM):
        return ctx.that_fighter
    if word is W.THAT_SIDEKICK:
        foe = ctx.opposing_fighter()
        return foe if foe is not None and not foe.is_hero else None
    return ctx.chosen_fighter  # W.THEM


def named(data: GameData, ctx: EffectContext, name: str) -> list[Fighter]:
    """The fighters a name means, the acting player's own first (text names its own side)."""
    own = [f for f in data.fighters_of(ctx.player) if f.definition.answers_to(name)]
    if own:
        return own
    return [f for f in data.fighters if f.definition.answers_to(name)]


def their_hero(data: GameData, ctx: EffectContext) -> Fighter:
    return data.hero_of(opponent(data, ctx))


def fighter(data: GameData, ctx: EffectContext, ref) -> Steps:
    """One fighter, or None; a name shared by several fighters is the player's choice."""
    if isinstance(ref, n.FighterPronoun):
        if ref.word in (W.THEIR_HERO, W.THAT_HERO):
            return their_hero(data, ctx)
        return pronoun(ctx, ref.word)
    if isinstance(ref, n.FighterSelection):
        chosen = yield from select(data, ctx, ref)
        return chosen[0] if chosen else None
    # a fighter off the board but not defeated (Vanish) can still be placed back
    candidates = [f for f in named(data, ctx, ref.name) if f.on_board] or [
        f for f in named(data, ctx, ref.name) if not f.defeated]
    if len(candidates) <= 1:
        return candidates[0] if candidates else None
    return (yield from choose_fighter(data, ctx.player, candidates, f"which {ref.name}?"))


def fighter_now(data: GameData, ctx: EffectContext, ref) -> Fighter | None:
    """A fighter named in a condition or filter, where no one is asked: the first match."""
    if isinstance(ref, n.FighterPronoun):
        if ref.word in (W.THEIR_HERO, W.THAT_HERO):
            return their_hero(data, ctx)
        return pronoun(ctx, ref.word)
    matches = [f for f in named(data, ctx, ref.name) if f.on_board]
    return matches[0] if matches else None


def choose_fighter(data: GameData, player: int, candidates: list[Fighter], prompt: str) -> Steps:
    options = [Action(describe(data, f), f.id) for f in candidates]
    chosen = yield from ask(player, "target", prompt, options)
    return data.fighters[chosen]


def matches(data: GameData, ctx: EffectContext, selection: n.FighterSelection) -> list[Fighter]:
    pool = [f for f in data.fighters if (f.defeated if selection.defeated else f.on_board)]
    if selection.opposing:
        pool = [f for f in pool if data.is_opposing(f, ctx.player)]
    if selection.kind is not None:
        pool = [f for f in pool if f.definition.answers_to(selection.kind)]
    for filter_ in selection.filters:
        pool = [f for f in pool if passes(data, ctx, f, filter_)]
    return pool


def passes(data: GameData, ctx: EffectContext, candidate: Fighter, filter_) -> bool:
    if isinstance(filter_, n.InCombat):
        return ctx.combat is not None and candidate in (ctx.combat.attacker, ctx.combat.defender)
    if not candidate.on_board:
        return False
    if isinstance(filter_, n.OnTokenSpaces):
        return candidate.space in data.token_spaces(data.token_kind(ctx.player, filter_.token))
    if isinstance(filter_, n.InSameZone):
        anchor = fighter_now(data, ctx, filter_.fighter)
        return anchor is not None and same_zone(data, anchor, candidate)
    if isinstance(filter_, n.AdjacentTo):
        anchor = ctx.fighter if filter_.fighter is None else fighter_now(data, ctx, filter_.fighter)
        return anchor is not None and anchor.on_board and is_adjacent(
            data, anchor.space, candidate.space)
    anchor = zone_anchor(data, ctx, filter_.zone)
    return anchor is not None and share_zone(data, anchor, candidate.space)


def select(data: GameData, ctx: EffectContext, selection: n.FighterSelection) -> Steps:
    pool = matches(data, ctx, selection)
    if selection.quantifier not in SINGLE_CHOICE or not pool:
        return pool
    chosen = yield from choose_fighter(data, ctx.player, pool, "choose a fighter")
    return [chosen]


def zone_anchor(data: GameData, ctx: EffectContext, zone: n.ZoneOf) -> int | None:
    """The space whose zone "<fighter>'s zone" means, or None if that fighter is gone."""
    anchor = fighter_now(data, ctx, zone.fighter)
    return anchor.space if anchor is not None and anchor.on_board else None


def spaces(data: GameData, ctx: EffectContext, selection: n.SpaceSelection) -> list[int]:
    result = []
    in_zone = zone_anchor(data, ctx, selection.zone) if selection.zone else None
    anchor = fighter_now(data, ctx, selection.adjacent_to) if selection.adjacent_to else None
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
        if selection.adjacent_to is not None and (
                anchor is None or not anchor.on_board
                or not is_adjacent(data, anchor.space, space)):
            continue
        result.append(space)
    return result


def card(ctx: EffectContext, ref: n.CardRef) -> Card | None:
    if ref.word is n.CardWord.THIS_CARD:
        return ctx.card
    if ref.word in (n.CardWord.IT, n.CardWord.THE_CARD, n.CardWord.THE_DISCARDED_CARD):
        return ctx.last_card
    if ref.word is n.CardWord.TOP_OF_DISCARD:
        return None  # read by "return ... to your hand" itself
    if ref.word is n.CardWord.HIS_DEFENSE_CARDS:
        combat = ctx.combat
        mine = combat is not None and combat.defense_card is not None and (
            combat.defense_card.owner == ctx.player)
        return combat.defense_card if mine else None
    return ctx.opponent_card()


def count(data: GameData, ctx: EffectContext, countable) -> int:
    """How many there are of what "for each ..." counts."""
    if countable is None:
        return 1
    if isinstance(countable, n.ResourceCount):
        return data.players[ctx.player].resources.get(countable.resource, 0)
    if isinstance(countable, n.FighterCount):
        return len(matches(data, ctx, countable.selection))
    if isinstance(countable, n.DiscardedCount):
        return len(ctx.discarded)
    if isinstance(countable, n.DamageDealtCount):
        return ctx.damage_dealt
    return ctx.spent.get(countable.resource, 0)  # SpentCount


def symbol_shown(data: GameData, player: int, glyph: str | None,
                 wild_as: str | None = None) -> bool:
    """A sentence marked with a symbol resolves only if the top of the player's discard pile
    shows it; a wild symbol there counts as any one (R-29): `wild_as`, when the text offers
    several, or whichever is asked."""
    if glyph is None:
        return True
    hero = data.players[player].hero
    shown = data.shown_symbols(player)
    if hero.symbols.get(glyph) in shown:
        return True
    wild = any(symbol in hero.wild_symbols for symbol in shown)
    return wild and (wild_as is None or wild_as == glyph)


def applies(data: GameData, ctx: EffectContext, sentence: n.Sentence) -> bool:
    if not symbol_shown(data, ctx.player, sentence.symbol, ctx.wild_as):
        return False
    if sentence.condition is None:
        return True
    if isinstance(sentence.condition, n.IsAdjacent):  # "..., deal 2 damage to that fighter"
        ctx.that_fighter = fighter_now(data, ctx, sentence.condition.other)
    return holds(data, ctx, sentence.condition)


# ---------------------------------------------------------------- values and conditions


def value(data: GameData, ctx: EffectContext, expr) -> int:
    if isinstance(expr, n.Number):
        return expr.value
    if isinstance(expr, n.EqualTo):
        return value(data, ctx, expr.expr)
    if isinstance(expr, n.BoostValue):
        target = card(ctx, expr.card)
        return (target.definition.boost or 0) if target else 0
    if isinstance(expr, n.PrintedValue):
        target = card(ctx, expr.card)
        return (target.definition.value or 0) if target else 0
    target = fighter_now(data, ctx, expr.to)  # DamageDealt
    if ctx.combat is None or target is None:
        return 0
    return ctx.combat.damage.get(target.id, 0)


def holds(data: GameData, ctx: EffectContext, condition) -> bool:
    if isinstance(condition, n.CombatOutcome):
        return _won(data, ctx) is condition.won
    if isinstance(condition, n.IsAdjacent):
        a = fighter_now(data, ctx, condition.fighter)
        b = fighter_now(data, ctx, condition.other)
        return bool(a and b and a.on_board and b.on_board
                    and is_adjacent(data, a.space, b.space))
    if isinstance(condition, n.StartedTurnElsewhere):
        subject = fighter_now(data, ctx, condition.fighter)
        return bool(subject and subject.on_board and subject.space != subject.turn_start_space)
    if isinstance(condition, n.NoneThere):
        return not matches(data, ctx, condition.selection)
    if isinstance(condition, n.Both):
        return holds(data, ctx, condition.first) and holds(data, ctx, condition.second)
    if isinstance(condition, n.AttackedSidekick):
        combat = ctx.combat
        return bool(combat and combat.attacker.owner == ctx.player
                    and not combat.defender.is_hero)
    if isinstance(condition, n.FormIs):
        return (data.players[ctx.player].form or "").casefold() == condition.form.casefold()
    if isinstance(condition, n.PlayingTo):
        combat, card = ctx.combat, ctx.card
        if combat is None or card is None:
            return False
        side = combat.attack_card if condition.kind is n.ValueKind.ATTACK else combat.defense_card
        return side is card
    if isinstance(condition, n.PredictedCorrectly):
        foe_card = ctx.opponent_card()
        predicted = ctx.combat.predictions.get(ctx.card.id) if ctx.combat and ctx.card else None
        return foe_card is not None and predicted == (foe_card.definition.value or 0)
    if isinstance(condition, n.OnToken):
        return on_token(data, ctx, condition)
    if isinstance(condition, n.PlayedAsFirstAction):
        return data.action_number == 1
    if isinstance(condition, n.LacksNamedValue):
        return opponent(data, ctx) in ctx.lacks_named_value
    if isinstance(condition, n.DealtDamageThisWay):
        subject = fighter_now(data, ctx, condition.fighter)
        return subject is not None and subject.id in ctx.damaged_this_way
    player = ctx.player if condition.player is n.Player.YOU else opponent(data, ctx)
    return ctx.took_option.get(player, False) is condition.did


def on_token(data: GameData, ctx: EffectContext, condition: n.OnToken) -> bool:
    """Whether the fighter is (or started the turn) on a space with such a token; the
    token there becomes "that fog token"."""
    subject = fighter_now(data, ctx, condition.fighter)
    kind = data.token_kind(ctx.player, condition.token)
    if subject is None or kind is None:
        return False
    if condition.started:
        return subject.turn_start_space in [
            s for s in data.turn_start_tokens.get(kind, []) if s is not None]
    spaces = data.tokens.get(kind, [])
    if not subject.on_board or subject.space not in spaces:
        return False
    ctx.that_token = (kind, spaces.index(subject.space))
    return True


def _won(data: GameData, ctx: EffectContext) -> bool:
    combat = ctx.combat
    if combat is None or combat.attacker_won is None:
        return False
    attacker_team = data.players[combat.attacker.owner].team
    return (data.players[ctx.player].team == attacker_team) is combat.attacker_won


def opponent(data: GameData, ctx: EffectContext) -> int:
    if ctx.opponent is not None:
        return ctx.opponent
    foe = ctx.opposing_fighter()
    if foe is not None:
        return foe.owner
    return data.opponents(ctx.player)[0]


def same_zone(data: GameData, a: Fighter, b: Fighter) -> bool:
    return a.on_board and b.on_board and share_zone(data, a.space, b.space)

"""The effect interpreter: runs the AST of a card section or a hero ability.

A section's sentences run in order; a sentence ending in "instead" replaces the one before
it when its condition holds; "At the start of your next turn, ..." is put off until then.
Each clause runs through the game system's registry of effects (`system.effects`), and
conditions, values and counts through theirs: this module knows no game. Every choice the
text offers is a decision for the player it belongs to.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import HEADER_STEP, Referent, condition_fighter, step
from cardsmith.grammar.instead import replaced_clause

from .actions import Answer, NO, PickSymbol, YES
from .agenda import call, rule
from .context import EffectContext
from .decisions import DecisionKind as K, choice
from .events import AbilityTriggered

if TYPE_CHECKING:
    from .data import Fighter, GameData


# ---------------------------------------------------------------- sections and sentences


@rule
def run_section(data: "GameData", ctx: EffectContext) -> None:
    """Resolve the context's section: the wild symbol first (R-29), then each sentence."""
    choose_wild_symbol(data, ctx)
    data.then(call(run_sentence, ctx, 0))


@rule
def run_sentence(data: "GameData", ctx: EffectContext, index: int, only: bool = False) -> None:
    """Sentence `index` and the ones after it (`only`: that one, now: a delayed one)."""
    sentences = ctx.section.sentences
    if index >= len(sentences):
        return
    sentence = sentences[index]
    following = sentences[index + 1] if index + 1 < len(sentences) and not only else None
    clauses = sentence.clauses
    if following is not None and following.instead and applies(data, ctx, following, index + 1):
        partial = replaced_clause(sentence, following)
        if partial is None:
            clauses = ()  # replaced by the next sentence
        else:  # one effect of it replaced: the next sentence's effect runs in its place
            at, clause = partial
            clauses = clauses[:at] + (clause,) + clauses[at + 1:]
    if not clauses or (sentence.instead and index > 0
                       and replaced_clause(sentences[index - 1], sentence) is not None):
        pass  # replaced, or its effect ran in the sentence before
    elif sentence.delayed and not only:
        data.delayed.append((ctx.player, ctx.section, index))
    elif sentence.trigger is not None and not only:
        pass  # runs when it triggers, while its card is in play (the game system's rules)
    elif applies(data, ctx, sentence, index):
        data.then(*(call(run_clause, ctx, clause, step(index, position))
                    for position, clause in enumerate(clauses, start=1)))
        if asked_about(sentences, index):
            data.then(call(_happened, ctx, index, len(data.events)))
    elif asked_about(sentences, index):
        ctx.done[step(index, 0)] = False
    if not only:
        data.then(call(run_sentence, ctx, index + 1))


def asked_about(sentences: tuple[n.Sentence, ...], index: int) -> bool:
    """Whether the next sentence's "if you do" asks if sentence `index` happened."""
    after = sentences[index + 1].condition if index + 1 < len(sentences) else None
    return isinstance(after, n.DidOptional) and after.binding == step(index, 0)


@rule
def _happened(data: "GameData", ctx: EffectContext, index: int, mark: int) -> None:
    """A conditional sentence happened if its effects changed the game: each change is an
    event ("If Maria Hill was defeated, place her ...": she was placed)."""
    ctx.done[step(index, 0)] = len(data.events) > mark


@rule
def run_clause(data: "GameData", ctx: EffectContext, clause: Any, at: int | None = None) -> None:
    """Run one clause; `at`: its step (the inner effects of a clause keep the clause's)."""
    if at is not None:
        ctx.step = at
    doer = getattr(clause, n.doer_field(clause), None)
    if isinstance(doer, n.PlayerGroup) and not isinstance(clause, n.PlayerDoes):
        # "each opponent discards ...": each of them in turn, as one step of a PlayerDoes
        step = dataclasses.replace(clause, **{n.doer_field(clause): None})
        data.system.effects[n.PlayerDoes](data, ctx, n.PlayerDoes(doer, (step,),
                                                                  span=clause.span))
        return
    named = getattr(clause, "fighter", None)
    if isinstance(named, n.Fighters) and not named.either:  # "Dr. Malcolm and Dr. Sattler
        data.then(*(call(run_clause, ctx, dataclasses.replace(clause, fighter=item))  # recover"
                    for item in named.items))
        return
    data.system.effects[type(clause)](data, ctx, clause)


@rule
def run_ability(data: "GameData", player: int, section: n.Section, fighter: "Fighter | None",
                combat: Any = None) -> None:
    """A hero ability's trigger: logged only if the ability does something."""
    depth = data.open_header(AbilityTriggered(player, section.header.kind.value))
    hero = data.players[player].hero
    ctx = EffectContext(player, fighter, section, combat=combat,
                        source=f"the ability of {hero.name} ({hero.source})")
    if isinstance(section.header.fighter, n.FighterName):  # "she": the fighter it names
        ctx.referents[(HEADER_STEP, Referent.FIGHTER)] = fighter
    data.then(call(run_section, ctx), call(close_header, depth))


@rule
def close_header(data: "GameData", depth: int) -> None:
    data.close_header(depth)


def choose_wild_symbol(data: "GameData", ctx: EffectContext) -> None:
    """A wild symbol shown counts as any ONE symbol (R-29): where the text marks sentences
    with several symbols the player does not show, the player picks the one it counts as."""
    hero = data.players[ctx.player].hero
    shown = data.shown_symbols(ctx.player)
    if not any(symbol in hero.wild_symbols for symbol in shown):
        return
    marked = list(dict.fromkeys(s.symbol for s in ctx.section.sentences if s.symbol))
    wanted = [glyph for glyph in marked if hero.symbols.get(glyph) not in shown]
    if len(wanted) > 1:
        options = [PickSymbol(glyph, hero.symbols.get(glyph)) for glyph in wanted]
        data.ask(choice(ctx.player, K.SYMBOL, options), call(_chose_symbol, ctx))
    elif wanted:
        ctx.wild_as = wanted[0]


@rule
def _chose_symbol(data: "GameData", answer: PickSymbol, ctx: EffectContext) -> None:
    ctx.wild_as = answer.glyph


# ---------------------------------------------------------------- conditions, values, counts


def symbol_shown(data: "GameData", player: int, glyph: str | None,
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


def applies(data: "GameData", ctx: EffectContext, sentence: n.Sentence, index: int) -> bool:
    """Whether sentence `index` resolves: its symbol is shown and its condition holds. The
    fighter its condition names is "that fighter" for the steps after it."""
    if not symbol_shown(data, ctx.player, sentence.symbol, ctx.wild_as):
        return False
    if not tier_met(data, ctx, index):
        return False
    if sentence.condition is None:
        return True
    ctx.step = step(index, 0)
    named = condition_fighter(sentence.condition)
    if named is not None:
        ctx.introduce(Referent.FIGHTER, data.system.fighter_now(data, ctx, named))
    return holds(data, ctx, sentence.condition)


def tier_met(data: "GameData", ctx: EffectContext, index: int) -> bool:
    """Of a list of options by a count of symbols ("- 3🔵 ... - 8🔵 ..."), only the one with
    the highest number that the player's discard pile reaches resolves; an option takes the
    sentences after it up to the next. Sentences before the list are not in it."""
    sentences = ctx.section.sentences
    tier = next((s.tier for s in reversed(sentences[:index + 1]) if s.tier is not None), None)
    if tier is None:
        return True
    shown = sum(1 for card in data.players[ctx.player].discard
                if shows_symbol(data, data.cards[card], tier.symbol))
    reached = [s.tier.count for s in sentences if s.tier is not None
               and s.tier.symbol == tier.symbol and s.tier.count <= shown]
    return bool(reached) and tier.count == max(reached)


def shows_symbol(data: "GameData", card: Any, glyph: str) -> bool:
    """A card shows a symbol its hero declares on it, or one printed in its title
    ("Zireael 🔵")."""
    declared = data.players[card.owner].hero.symbols.get(glyph)
    return (declared is not None and declared in card.symbols) or glyph in card.title


def holds(data: "GameData", ctx: EffectContext, condition: Any) -> bool:
    return data.system.conditions[type(condition)](data, ctx, condition)


def value(data: "GameData", ctx: EffectContext, expr: Any) -> int:
    return data.system.values[type(expr)](data, ctx, expr)


def count(data: "GameData", ctx: EffectContext, countable: Any) -> int:
    """How many there are of what "for each ..." counts (no "for each": 1)."""
    if countable is None:
        return 1
    return data.system.counts[type(countable)](data, ctx, countable)


# ---------------------------------------------------------------- players


def opponent(data: "GameData", ctx: EffectContext) -> int:
    if ctx.opponent is not None:
        return ctx.opponent
    return data.system.default_opponent(data, ctx)


def subject_player(data: "GameData", ctx: EffectContext, subject: n.Player | None) -> int:
    """The player a clause's subject names (no subject: the player of the effect)."""
    if subject in (None, n.Player.YOU):
        return ctx.player
    return opponent(data, ctx)


# ---------------------------------------------------------------- effects that run effects


def effect_may(data: "GameData", ctx: EffectContext, node: n.May) -> None:
    """ "You may ...", "They may ...": a yes-or-no decision for whoever may; what cannot
    happen is not offered, and "if you do" is then false."""
    if isinstance(node.body, n.MoveThrough):
        return  # the permission is read by the move before it
    if isinstance(node.subject, n.Player):
        player = subject_player(data, ctx, node.subject)
    else:
        subject = data.system.fighter_now(data, ctx, node.subject)
        player = subject.owner if subject else ctx.player
    acting = ctx if player == ctx.player else ctx.acting_as(player)
    if isinstance(node.body, n.PlayAs) or not data.system.affordable(data, acting, node.body):
        ctx.took_option[player] = ctx.done[ctx.step] = False
        return
    data.ask(choice(player, K.MAY, (YES, NO), node.body),
             call(_may_answered, ctx, acting, node, player, ctx.step))


@rule
def _may_answered(data: "GameData", answer: Answer, ctx: EffectContext, acting: EffectContext,
                  node: n.May, player: int, at: int = 0) -> None:
    ctx.took_option[player] = ctx.done[at] = answer.yes
    if not answer.yes:
        return
    data.then(call(run_clause, acting, node.body))  # it shares what ctx's steps introduced

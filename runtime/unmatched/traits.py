"""Fighter traits (issue 10). "T-Rex is a large fighter." stands in a hero ability's text
without a trigger, which is played wherever standing abilities are (at the start of every
turn and in every combat of its side: lasting.standing_contexts): it plays the trait's
meaning, a lasting ability, for each fighter it names, who is "this fighter" (and "she",
"he") in it. "If T-Rex is a large fighter" asks whether the fighter's own ability gives it
that trait."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import HEADER_STEP, Referent

from ..engine.agenda import call
from ..engine.context import EffectContext
from ..engine.data import Fighter
from ..engine.interpreter import run_section
from .refs import anchors

if TYPE_CHECKING:
    from .data import UnmatchedData

_THE_HERO = (n.FighterWord.THIS_FIGHTER, n.FighterWord.YOUR_FIGHTER)


def given_to(data: "UnmatchedData", player: int, ref: Any) -> list[Fighter]:
    """The player's fighters a trait sentence names: every fighter of a name ("Outlaws"),
    each of several ("Robin Hood and Bigfoot"); "this fighter" is the hero, as in any
    ability. On the board or not: a sidekick summoned later has the trait too."""
    if isinstance(ref, n.Fighters):
        return [f for item in ref.items for f in given_to(data, player, item)]
    if isinstance(ref, n.FighterName):
        return [f for f in data.fighters_of(player) if f.definition.answers_to(ref.name)]
    if isinstance(ref, n.FighterPronoun) and ref.word in _THE_HERO:
        return [data.hero_of(player)]
    return []


def effect_has_trait(data: "UnmatchedData", ctx: EffectContext, node: n.HasTrait) -> None:
    hero = data.players[ctx.player].hero
    trait = hero.trait(node.trait)
    if trait is None:
        return  # not declared: the compiler reports it (E340)
    for fighter in given_to(data, ctx.player, node.fighter):
        for section in trait.meaning:
            meaning = EffectContext(ctx.player, fighter, section, combat=ctx.combat,
                                    source=f"the trait '{trait.name}' of {hero.name} "
                                           f"({hero.source})")
            meaning.referents[(HEADER_STEP, Referent.FIGHTER)] = fighter  # "she", "he"
            data.then(call(run_section, meaning))


def has_trait(data: "UnmatchedData", fighter: Fighter, word: str) -> bool:
    """Whether the fighter's own ability gives it the trait (n.given_traits)."""
    hero = data.players[fighter.owner].hero
    return any(clause.trait == word and fighter in given_to(data, fighter.owner, clause.fighter)
               for section in hero.ability for clause in n.given_traits(section))


def is_trait(data: "UnmatchedData", ctx: EffectContext, node: n.IsTrait) -> bool:
    """ "T-Rex is a large fighter": any of the fighters it names (on the board) has it."""
    return any(has_trait(data, fighter, node.trait) for fighter in anchors(data, ctx, node.fighter))


EFFECTS: dict[type, Any] = {n.HasTrait: effect_has_trait}
CONDITIONS: dict[type, Any] = {n.IsTrait: is_trait}

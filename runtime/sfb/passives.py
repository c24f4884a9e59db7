"""The passives of levelled champions: the text the champion card's level-up side adds.

A passive with a trigger header runs when its moment comes (the start of the activation
phase, the upkeep phase, an activation of its champion, after a card of its champion and
core is played); an untimed passive is a standing rule, read where it matters: at the
damage step of its champion's attacks, and for immunities."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n

from ..engine.agenda import call
from ..engine.context import EffectContext
from ..engine.data import Fighter
from ..engine.interpreter import run_section
from . import refs
from .defs import CORES

if TYPE_CHECKING:
    from .data import SfbData

H = n.HeaderKind


def passive_sections(fighter: Fighter, kind: H | None) -> list[n.Section]:
    definition = fighter.definition
    if not definition.level_side:
        return []
    return [s for s in definition.passive if (s.header.kind if s.header else None) is kind]


def passive_context(data: "SfbData", fighter: Fighter, section: n.Section,
             moved: Any = None) -> EffectContext:
    return EffectContext(fighter.owner, fighter, section, combat=data.activation,
                         source=f"the level-up passive of {fighter.label} "
                                f"({fighter.definition.source})", moved=moved)


def trigger(data: "SfbData", player: int, kind: H, champion: Fighter | None = None,
            card_core: str | None = None, moved: Any = None) -> None:
    """Schedule the passives of the player's levelled champions triggered by `kind`; those
    that name a champion ("When you activate Gwaien") only for that champion. `moved`: the
    displacement that triggered it (effects_move.MoveRecord: "they" is the one moved)."""
    for fighter in data.fighters_of(player):
        for section in passive_sections(fighter, kind):
            header = section.header
            named = header.fighter or (header.card.champion if header.card else None)
            if champion is not None and named is not None and \
                    not champion.definition.answers_to(named.name):
                continue
            if header.card is not None and header.card.kind.core is not None and \
                    header.card.kind.core.value != card_core:
                continue
            data.then(call(run_section, passive_context(data, fighter, section, moved)))


def standing_rules(data: "SfbData", attacker: Fighter) -> None:
    """The attacker's untimed passive, read at the damage step of its attack."""
    for section in passive_sections(attacker, None):
        data.then(call(run_section, passive_context(data, attacker, section)))


def standing(data: "SfbData", fighter: Fighter, kind: type) -> list[tuple[EffectContext, Any]]:
    """The clauses of `kind` in the champion's untimed passive whose sentence's condition
    holds now, each with the passive's context (to read what it names)."""
    from ..engine.interpreter import holds

    found = []
    for section in passive_sections(fighter, None):
        ctx = passive_context(data, fighter, section)
        for sentence in section.sentences:
            clauses = [c for c in sentence.clauses if isinstance(c, kind)]
            if clauses and (sentence.condition is None or holds(data, ctx, sentence.condition)):
                found += [(ctx, clause) for clause in clauses]
    return found


def immune(data: "SfbData", fighter: Fighter, keyword: str) -> bool:
    """Immune to a keyword until the end of the turn, or by its passive ("Immune to Stun")."""
    if data.has_lasting(fighter, "immune", keyword):
        return True
    return any(isinstance(clause, n.ImmuneTo) and clause.keyword.value.casefold() == keyword
               for section in passive_sections(fighter, None)
               for sentence in section.sentences for clause in sentence.clauses)


# ------------------------------------------------- standing rules read where they matter


def paying_cores(data: "SfbData", player: int, core: str) -> list[str]:
    """The ready cores that pay for one of colour `core`: itself, then any other where a
    passive lets ("You can use any Core as a Creation Core")."""
    stand_in = any(clause.core.value == core for fighter in data.fighters_of(player)
                   for _, clause in standing(data, fighter, n.AnyCoreAs))
    others = [c for c in CORES if c != core] if stand_in else []
    return [c for c in (core, *others) if c not in data.exhausted[player]]


def free_standard_users(data: "SfbData", player: int) -> list[Fighter]:
    """The champions that may make a standard action without spending a core ("One of your
    Champions can make one standard action per round, without spending a core"): none once
    one of the player's has, this round."""
    if data.free_standard_round[player] == data.round:
        return []
    users: list[Fighter] = []
    for fighter in data.fighters_of(player):
        for ctx, clause in standing(data, fighter, n.FreeStandardAction):
            # "one of" them: any one may, so every champion of the group is a candidate
            every = replace(clause.who, pick=n.Pick.EACH)
            users += [f for f in refs.group(data, ctx, every)
                      if f.owner == player and f not in users]
    return users


def must_target(data: "SfbData", attacker: Fighter) -> list[Fighter]:
    """The enemies whose passive lets `attacker` attack only if they are a target
    ("Adjacent opponents cannot attack unless Dugrun is a target of the attack")."""
    required = []
    for enemy in data.enemies(attacker.owner):
        for ctx, clause in standing(data, enemy, n.CannotAttackUnless):
            named = refs.champion(data, ctx, clause.champion)
            if named is not None and attacker in refs.group(data, ctx, clause.subject):
                required.append(named)
    return required

"""Parse tree -> AST, the rules of Super Fantasy Brawl's keywords (Push, Dash, Heal, Draw,
Plan, ...), what champions suffer and gain, attack modifiers, and the attack and its reaction
(grammar/sfb_keyword_nodes.py). A part of `SfbRules` (transform_sfb.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from lark import v_args

from . import nodes as n
from .rule_builders import bare_node_rule, constant_rule, node_rule, span_of


@dataclass(frozen=True)
class BonusMore:
    """ "+1 movement until the end of the turn" after "and": more of the clause before."""

    bonus: n.Node
    against: object
    lasting: bool
    span: n.Span | None


class SfbKeywordRules:
    """The methods of `EffectTransformer` for the keywords of Super Fantasy Brawl, what
    champions suffer and gain, and the attack and its reaction."""

    # keywords
    push = node_rule(n.Push)
    pull = node_rule(n.Pull)
    force = node_rule(n.Force)
    fear = node_rule(n.Fear)
    stun = bare_node_rule(n.Stun)
    root = bare_node_rule(n.Root)
    dash = node_rule(n.Dash)
    champions_and_traps = constant_rule(lambda s: n.Ignoring.CHAMPIONS_AND_TRAPS)
    traps_and_champions = constant_rule(lambda s: n.Ignoring.TRAPS_AND_CHAMPIONS)
    jump = node_rule(n.Jump)
    swoop = node_rule(n.Swoop)

    @v_args(meta=True)
    def heal_self(self, meta, children):
        amount, per = children
        return n.Heal(amount, per=per, span=span_of(meta))

    @v_args(meta=True)
    def heal_champions(self, meta, children):
        group, amount, per = children
        return n.Heal(amount, group, per, span=span_of(meta))

    @v_args(meta=True)
    def draw_keyword(self, meta, children):
        amount, per = children
        return n.DrawUpTo(amount, per, span=span_of(meta))

    @v_args(meta=True)
    def draw_keyword_by(self, meta, children):
        player, amount, per = children
        return n.DrawUpTo(amount, per, player, span=span_of(meta))

    draw_extra = node_rule(n.DrawExtra)
    plan = node_rule(n.Plan)
    plan_from_discard = bare_node_rule(n.PlanFromDiscard)
    double = bare_node_rule(n.Double)
    lifesteal = bare_node_rule(n.Lifesteal)
    poison = node_rule(n.Poison)

    # what champions suffer and gain
    def until_end(self, _):
        return True

    @v_args(meta=True)
    def suffers(self, meta, children):
        subject, also, affliction, against, lasting = children
        return n.Suffers(subject, (affliction,), also is not None, against, lasting is not None,
                         span=span_of(meta))

    @v_args(meta=True)
    def suffers_more(self, meta, children):
        affliction, against, lasting = children
        return n.Suffers(None, (affliction,), False, against, lasting is not None,
                         span=span_of(meta))

    damage = node_rule(n.Damage)
    attack_damage = bare_node_rule(n.AttackDamage)

    def against_attack(self, children):
        return children[0]

    against_champion = against_attack

    def whilst(self, children):
        return children[0]

    @v_args(meta=True)
    def stat_plus(self, meta, children):
        return n.StatChange(children[0], children[1], span=span_of(meta))

    @v_args(meta=True)
    def stat_minus(self, meta, children):
        return n.StatChange(children[0], children[1], True, span=span_of(meta))

    stat_strength = constant_rule(lambda s: n.Stat.STRENGTH)
    stat_defense = constant_rule(lambda s: n.Stat.DEFENSE)
    stat_movement = constant_rule(lambda s: n.Stat.MOVEMENT)

    @v_args(meta=True)
    def gains(self, meta, children):
        subject, bonus, against, lasting, whilst = children
        return n.Gains(subject, (bonus,), against, lasting is not None, whilst,
                       span=span_of(meta))

    @v_args(meta=True)
    def gains_more(self, meta, children):
        bonus, against, lasting = children
        return n.Gains(None, (bonus,), against, lasting is not None, span=span_of(meta))

    @v_args(meta=True)
    def bonus_more(self, meta, children):
        bonus, against, lasting = children
        return BonusMore(bonus, against, lasting is not None, span_of(meta))

    @v_args(meta=True)
    def attack_gains(self, meta, children):
        attack, bonus, per, lasting, condition = children
        condition, while_ = condition if condition is not None else (None, False)
        return n.AttackGains(attack, (bonus,), per, condition, while_, lasting is not None,
                             span=span_of(meta))

    def attack_if(self, children):
        return children[0], False

    def attack_while(self, children):
        return children[0], True

    this_attack = constant_rule(lambda s: n.AttackRef(n.AttackWord.THIS_ATTACK, span=s))
    this_card_attack = constant_rule(lambda s: n.AttackRef(n.AttackWord.THIS_CARD, span=s))
    the_attack = constant_rule(lambda s: n.AttackRef(n.AttackWord.THE_ATTACK, span=s))

    @v_args(meta=True)
    def attacks_of(self, meta, children):
        return n.AttackRef(n.AttackWord.ATTACKS_OF, children[0], span=span_of(meta))

    @v_args(meta=True)
    def next_attack_of(self, meta, children):
        return n.AttackRef(n.AttackWord.NEXT_ATTACK_OF, children[0], span=span_of(meta))

    @v_args(meta=True)
    def next_attack_on(self, meta, children):
        return n.AttackRef(n.AttackWord.NEXT_ATTACK_ON, children[0], span=span_of(meta))

    @v_args(meta=True)
    def ignores_defense(self, meta, children):
        attack, word, condition = children
        return n.IgnoresDefense(attack, word, condition[0] if condition else None,
                                span=span_of(meta))

    defense_plain = constant_rule(lambda s: n.DefenseWord.DEFENSE)
    defense_targets = constant_rule(lambda s: n.DefenseWord.TARGETS)
    defense_of_target = constant_rule(lambda s: n.DefenseWord.OF_TARGET)

    @v_args(meta=True)
    def immune_self(self, meta, children):
        return n.ImmuneTo(children[0], span=span_of(meta))

    @v_args(meta=True)
    def immune_champion(self, meta, children):
        champion, keyword, lasting = children
        return n.ImmuneTo(keyword, champion, lasting is not None, span=span_of(meta))

    keyword_push = constant_rule(lambda s: n.KeywordName.PUSH)
    keyword_pull = constant_rule(lambda s: n.KeywordName.PULL)
    keyword_force = constant_rule(lambda s: n.KeywordName.FORCE)
    keyword_fear = constant_rule(lambda s: n.KeywordName.FEAR)
    keyword_stun = constant_rule(lambda s: n.KeywordName.STUN)
    keyword_root = constant_rule(lambda s: n.KeywordName.ROOT)

    # the attack and its reaction
    no_reactions = bare_node_rule(n.NoReactions)
    another_reaction = bare_node_rule(n.AnotherReaction)
    card_defense = node_rule(n.CardDefense)
    for_each = node_rule(n.ForEach)
    negate_displacement = bare_node_rule(n.NegateDisplacement)
    cancel_post_attack = bare_node_rule(n.CancelPostAttack)
    ignore_post_attack = bare_node_rule(n.IgnorePostAttack)
    end_other_effects = bare_node_rule(n.EndOtherEffects)

    @v_args(meta=True)
    def lifesteal_to_ally(self, meta, children):
        return n.LifestealToAlly(n.FighterName(children[0]), span=span_of(meta))

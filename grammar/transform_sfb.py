"""Parse tree -> AST, the rules of Super Fantasy Brawl (grammar/sfb_nodes.py): champions and
groups of champions, the keywords, what champions suffer and gain, attack modifiers,
cards, cores and the arena, passives and challenges. A part of `EffectTransformer`.

`merge_clauses` finishes the clauses of a sentence: an affliction or bonus written after
"and" with no verb of its own belongs to the list of the clause before ("suffer 1 damage
and Fear 1", "gain +1 strength and +1 movement"), as the grammar cannot tell that "and"
from the one that joins two clauses with one token of lookahead.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from lark import v_args
from lark.visitors import Discard as DropChild

from . import nodes as n
from .rule_builders import ShapeError, bare_node_rule, constant_rule, node_rule, span_of

_YOURS = object()  # "your" as the owner of a group


def _group(pick: n.Pick, side: n.Side, meta, **fields) -> n.ChampionGroup:
    return n.ChampionGroup(pick, side, span=span_of(meta), **fields)


def _pronoun(word: n.ChampionWord):
    return constant_rule(lambda span: n.ChampionPronoun(word, span=span))


@dataclass(frozen=True)
class BonusMore:
    """ "+1 movement until the end of the turn" after "and": more of the clause before."""

    bonus: n.Node
    against: object
    lasting: bool
    span: n.Span | None


class SfbSyntaxError(ShapeError):
    """A sentence the grammar accepts but the language does not (raised while building the
    AST; the parser turns it into an EffectSyntaxError at its offset)."""

    def __init__(self, offset: int, length: int, message: str, hint: str) -> None:
        super().__init__(message, n.Span(offset, offset + length), hint)


class SfbRules:
    """The methods of `EffectTransformer` for the Super Fantasy Brawl constructs."""

    # headers, marks and sentences of their own
    pre_attack = constant_rule(lambda s: n.Header(n.HeaderKind.PRE_ATTACK, span=s))
    post_attack = constant_rule(lambda s: n.Header(n.HeaderKind.POST_ATTACK, span=s))
    activation_start = constant_rule(lambda s: n.Header(n.HeaderKind.ACTIVATION_START, span=s))
    upkeep = constant_rule(lambda s: n.Header(n.HeaderKind.UPKEEP, span=s))
    whenever_you_plan = constant_rule(lambda s: n.Header(n.HeaderKind.WHENEVER_YOU_PLAN, span=s))

    def marked_sentence(self, children):
        return children[0], children[1]

    def header(self, children):  # the alternative `sfb_header`, which has no alias of its own
        return children[0]

    def sentence(self, children):  # the alternative `sfb_sentence`
        return children[0]

    def fighter(self, children):  # the alternative `sfb_champion`
        return children[0]

    @v_args(meta=True)
    def after_you_play(self, meta, children):
        name, core = children
        card = n.ChampionCard(n.FighterName(name), n.CardKind(core), span=span_of(meta))
        return n.Header(n.HeaderKind.AFTER_YOU_PLAY, card=card, span=span_of(meta))

    @v_args(meta=True)
    def would_dash(self, meta, children):
        return n.Header(n.HeaderKind.WOULD_DASH, children[0], span=span_of(meta))

    @v_args(meta=True)
    def attack_activation(self, meta, children):
        return n.Header(n.HeaderKind.ATTACK_ACTIVATION, n.FighterName(children[0]),
                        span=span_of(meta))

    @v_args(meta=True)
    def you_activate(self, meta, children):
        return n.Header(n.HeaderKind.YOU_ACTIVATE, children[0], span=span_of(meta))

    @v_args(meta=True)
    def displaced_by(self, meta, children):
        return n.Header(n.HeaderKind.DISPLACED_BY, children[0], span=span_of(meta))

    @v_args(meta=True)
    def may_move_through(self, meta, children):
        obstacles, without = children
        clause = n.MayMoveThrough(obstacles, without is not None, span=span_of(meta))
        return n.Sentence((clause,), span=span_of(meta))

    def obstacles_enemies(self, _):
        return (n.Obstacle.ENEMIES,)

    def obstacles_all(self, _):
        return (n.Obstacle.ENEMIES, n.Obstacle.STATUES, n.Obstacle.TRAPS)

    def without_activating(self, _):
        return True

    def join_and_then(self, _):
        return n.Join.AND_THEN

    # champions
    the_target = _pronoun(n.ChampionWord.TARGET)
    the_targeted = _pronoun(n.ChampionWord.TARGETED)
    the_target_champion = _pronoun(n.ChampionWord.TARGET_CHAMPION)
    the_attacker = _pronoun(n.ChampionWord.ATTACKER)
    that_ally = _pronoun(n.ChampionWord.THAT_ALLY)
    that_champion = _pronoun(n.ChampionWord.THAT_CHAMPION)
    matching_enemy = _pronoun(n.ChampionWord.MATCHING_ENEMY)
    first_swooped = _pronoun(n.ChampionWord.FIRST_SWOOPED)
    they = _pronoun(n.ChampionWord.THEY)
    it_champion = _pronoun(n.ChampionWord.IT)

    # groups
    @v_args(meta=True)
    def champion_group(self, meta, children):
        core, filter_ = children
        if filter_ is None:
            return core
        return replace(core, filters=(filter_,), span=span_of(meta))

    def simple_group(self, children):
        return children[0]

    @v_args(meta=True)
    def group_each(self, meta, children):
        bloodied, adjacent, side = children
        return _group(n.Pick.EACH, side, meta, adjacent=adjacent is not None,
                      bloodied=bloodied is not None)

    @v_args(meta=True)
    def group_each_other(self, meta, children):
        return _group(n.Pick.EACH_OTHER, children[0], meta)

    @v_args(meta=True)
    def group_all(self, meta, children):
        adjacent, side = children
        return _group(n.Pick.ALL, side, meta, adjacent=adjacent is not None)

    @v_args(meta=True)
    def group_a(self, meta, children):
        adjacent, side = children
        return _group(n.Pick.A, side, meta, adjacent=adjacent is not None)

    @v_args(meta=True)
    def group_another(self, meta, children):
        return _group(n.Pick.ANOTHER, children[0], meta)

    @v_args(meta=True)
    def group_any(self, meta, children):
        return _group(n.Pick.ANY, children[0], meta)

    @v_args(meta=True)
    def group_one_of(self, meta, children):
        owner, adjacent, side = children
        return _group(n.Pick.ONE_OF, side, meta, adjacent=adjacent is not None, **_owner(owner))

    @v_args(meta=True)
    def group_owned_head(self, meta, children):
        (quantifier, owner), adjacent, side = children
        if (quantifier, owner) != (n.Quantifier.ONE, n.Owner.YOUR):
            raise ShapeError("a group of champions is 'one of your' champions here",
                             span_of(meta), "as in 'one of your Champions'")
        return _group(n.Pick.ONE_OF, side, meta, adjacent=adjacent is not None, yours=True)

    @v_args(meta=True)
    def group_owned(self, meta, children):
        owner, adjacent, side = children
        return _group(n.Pick.PLURAL, side, meta, adjacent=adjacent is not None, **_owner(owner))

    @v_args(meta=True)
    def group_plural(self, meta, children):
        adjacent, side = children
        return _group(n.Pick.PLURAL, side, meta, adjacent=adjacent is not None)

    @v_args(meta=True)
    def group_either(self, meta, children):
        either, side = children
        return _group(n.Pick.A, side, meta, either=either)

    def owner_yours(self, _):
        return _YOURS

    def owner_fighter(self, children):
        return children[0]

    side_champion = constant_rule(lambda s: n.Side.CHAMPION)
    side_enemy = constant_rule(lambda s: n.Side.ENEMY)
    side_enemy_champion = constant_rule(lambda s: n.Side.ENEMY_CHAMPION)
    side_ally = constant_rule(lambda s: n.Side.ALLY)
    side_allied_champion = constant_rule(lambda s: n.Side.ALLIED_CHAMPION)
    side_opponent = constant_rule(lambda s: n.Side.OPPONENT)
    side_target = constant_rule(lambda s: n.Side.TARGET)

    @v_args(meta=True)
    def near_adjacent(self, meta, children):
        return n.NearTo(children[0], span=span_of(meta))

    @v_args(meta=True)
    def near_within(self, meta, children):
        hexes, anchor = children
        return n.NearTo(anchor, hexes, span=span_of(meta))

    passed_dashed = constant_rule(lambda s: n.PassedThrough(n.Passage.DASHED, span=s))
    passed_swooped = constant_rule(lambda s: n.PassedThrough(n.Passage.SWOOPED, span=s))
    passed_moved = constant_rule(lambda s: n.PassedThrough(n.Passage.MOVED, span=s))
    statue_a = bare_node_rule(n.StatueRef)

    @v_args(meta=True)
    def statue_coloured(self, meta, children):
        return n.StatueRef(children[0], span=span_of(meta))

    colour_red = constant_rule(lambda s: n.StatueColour.RED)
    colour_yellow = constant_rule(lambda s: n.StatueColour.YELLOW)
    colour_blue = constant_rule(lambda s: n.StatueColour.BLUE)

    # cores and cards
    core_destruction = constant_rule(lambda s: n.Core.DESTRUCTION)
    core_creation = constant_rule(lambda s: n.Core.CREATION)
    core_manipulation = constant_rule(lambda s: n.Core.MANIPULATION)

    @v_args(meta=True)
    def kind_named(self, meta, children):
        return n.CardKind(children[0], span=span_of(meta))

    @v_args(meta=True)
    def kind_coloured(self, meta, children):
        return n.CardKind(children[0], True, span=span_of(meta))

    def until_end(self, _):
        return True

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

    # damage, cards and cores
    damage_equal_to_defense = node_rule(n.DamageEqualToDefense)
    damage_until_bloodied = node_rule(n.DamageUntilBloodied)
    remove_damage = node_rule(n.RemoveDamage)
    discard_hand = bare_node_rule(n.DiscardHand)

    @v_args(meta=True)
    def discard_any_kind(self, meta, children):
        kind, from_hand = children
        return n.DiscardCards(None, kind, from_hand=from_hand is not None, span=span_of(meta))

    @v_args(meta=True)
    def discard_kind_count(self, meta, children):
        amount, kind, from_hand = children
        return n.DiscardCards(amount, kind, from_hand=from_hand is not None, span=span_of(meta))

    controller_discards = node_rule(n.ControllerDiscards)

    @v_args(meta=True)
    def controller_puts_on_top(self, meta, children):
        it = n.ChampionPronoun(n.ChampionWord.IT)
        return n.ControllerPutsOnTop(it, children[0], span=span_of(meta))

    @v_args(meta=True)
    def return_kind(self, meta, children):
        amount, kind = children
        return n.ReturnFromDiscard(amount, kind, span=span_of(meta))

    @v_args(meta=True)
    def return_champions_card(self, meta, children):
        return n.ReturnFromDiscard(None, n.CardKind(), children[0], span=span_of(meta))

    discard_top_of_deck = bare_node_rule(n.DiscardTopOfDeck)
    ready_your_core = node_rule(n.ReadyCore)
    ready_a_core = bare_node_rule(n.ReadyCore)
    exhaust_your_core = node_rule(n.ExhaustCore)
    exhaust_a_core = bare_node_rule(n.ExhaustCore)
    play_again = bare_node_rule(n.PlayAgain)
    pay_to = node_rule(n.PayTo)
    you_can = node_rule(n.YouCan)

    # the arena
    @v_args(meta=True)
    def place_adjacent(self, meta, children):
        champion, anchor = children
        near = n.NearTo(anchor, span=anchor.span)
        return n.PlaceChampion(champion, near, span=span_of(meta))

    place_in = node_rule(n.PlaceChampion)
    free_hex = bare_node_rule(n.FreeHex)
    original_hex = node_rule(n.OriginalHex)
    your_deployment_area = bare_node_rule(n.InDeploymentArea)

    @v_args(meta=True)
    def place_anywhere(self, meta, children):
        champion, group = children
        where = n.AnywhereExcept(group, span=group.span)
        return n.PlaceChampion(champion, where, span=span_of(meta))

    swap_location = node_rule(n.SwapLocation)
    look_at_trap = bare_node_rule(n.LookAtTrap)
    move_trap = bare_node_rule(n.MoveTrap)
    target_champion = node_rule(n.TargetChampion)

    @v_args(meta=True)
    def may_target_allies(self, meta, children):
        return n.MayTargetAllies(n.FighterName(children[0]), span=span_of(meta))

    @v_args(meta=True)
    def may_group(self, meta, children):
        subject, body = children
        return n.May(body, subject, span=span_of(meta))

    # passives and challenges
    @v_args(meta=True)
    def ignores_displacement(self, meta, children):
        he = n.ChampionPronoun(n.ChampionWord.HE)
        return n.IgnoresDisplacement(he, span=span_of(meta))

    @v_args(meta=True)
    def cannot_be_targeted(self, meta, children):
        subject, by, whilst = children
        return n.CannotBeTargeted(by, subject, whilst, span=span_of(meta))

    by_attacks = constant_rule(lambda s: n.TargetedBy.ATTACKS)
    by_reactions = constant_rule(lambda s: n.TargetedBy.OPPONENTS_REACTIONS)
    cannot_attack_unless = node_rule(n.CannotAttackUnless)
    free_standard_action = node_rule(n.FreeStandardAction)
    any_core_as = node_rule(n.AnyCoreAs)
    no_trap_trigger = node_rule(n.NoTrapTrigger)

    @v_args(meta=True)
    def range_increase(self, meta, children):
        return n.RangeChange(children[0], children[1], True, span=span_of(meta))

    @v_args(meta=True)
    def range_decrease(self, meta, children):
        return n.RangeChange(children[0], children[1], False, span=span_of(meta))

    bound_minimum = constant_rule(lambda s: n.RangeBound.MINIMUM)
    bound_maximum = constant_rule(lambda s: n.RangeBound.MAXIMUM)
    score_if = node_rule(n.ScoreIf)

    # conditions
    champion_is = node_rule(n.ChampionIs)

    @v_args(meta=True)
    def taken_out(self, meta, children):
        champion, by = children
        return n.TakenOutOfAction(champion, True, by is not None, span=span_of(meta))

    @v_args(meta=True)
    def not_taken_out(self, meta, children):
        champion, by = children
        return n.TakenOutOfAction(champion, False, by is not None, span=span_of(meta))

    def by_the_attack(self, _):
        return True

    damaged_by = node_rule(n.DamagedBy)

    @v_args(meta=True)
    def has_none_within(self, meta, children):
        champion, side, hexes = children
        near = n.NearTo(None, hexes, span=hexes.span)
        group = n.ChampionGroup(n.Pick.NO, side, filters=(near,), span=span_of(meta))
        return n.ChampionHas(champion, group, span=span_of(meta))

    damage_was_dealt = constant_rule(lambda s: n.DamageWasDealt(True, span=s))
    no_damage_was_dealt = constant_rule(lambda s: n.DamageWasDealt(False, span=s))

    @v_args(meta=True)
    def no_cards_in_discard(self, meta, children):
        return n.NoCardsInDiscard(n.CardKind(children[0]), span=span_of(meta))

    you_control = node_rule(n.YouControl)
    group_is = node_rule(n.ChampionIs)
    state_bloodied = bare_node_rule(n.Bloodied)
    state_on_trap = constant_rule(lambda s: n.OnTrapHex(False, span=s))
    state_in_trap = constant_rule(lambda s: n.OnTrapHex(True, span=s))
    state_on_gate = bare_node_rule(n.OnGate)
    state_in_your_area = bare_node_rule(n.InDeploymentArea)
    state_in_enemy_area = constant_rule(lambda s: n.InDeploymentArea(n.AreaOwner.ENEMY, span=s))

    @v_args(meta=True)
    def state_within(self, meta, children):
        hexes, anchor = children
        return n.NearTo(anchor, hexes, span=span_of(meta))

    @v_args(meta=True)
    def state_adjacent(self, meta, children):
        return n.NearTo(children[0], span=span_of(meta))

    @v_args(meta=True)
    def cond_count(self, meta, children):
        count, side = children
        return _group(n.Pick.COUNT, side, meta, count=count)

    @v_args(meta=True)
    def cond_count_yours(self, meta, children):
        count, side = children
        return _group(n.Pick.COUNT, side, meta, count=count, yours=True)

    @v_args(meta=True)
    def cond_none_of(self, meta, children):
        return _group(n.Pick.NONE_OF, children[0], meta, yours=True)

    @v_args(meta=True)
    def cond_one_of(self, meta, children):
        return _group(n.Pick.ONE_OF, children[0], meta, yours=True)

    @v_args(meta=True)
    def cond_each_of(self, meta, children):
        return _group(n.Pick.EACH_OF, children[0], meta, yours=True)

    @v_args(meta=True)
    def cond_a(self, meta, children):
        return _group(n.Pick.A, children[0], meta)

    @v_args(meta=True)
    def area_of_statue(self, meta, children):
        return n.StatueRef(children[0], span=span_of(meta))

    @v_args(meta=True)
    def areas_of_statues(self, meta, children):
        return n.StatueRef(None, children[0], span=span_of(meta))

    # counted things and amounts
    target_count = bare_node_rule(n.TargetCount)
    champion_targeted_count = constant_rule(
        lambda s: n.TargetCount(n.TargetsWord.CHAMPION_TARGETED, span=s))

    @v_args(meta=True)
    def champion_count(self, meta, children):
        bloodied, adjacent, side, filter_ = children
        group = _group(n.Pick.KIND, side, meta, adjacent=adjacent is not None,
                       bloodied=bloodied is not None, filters=(filter_,))
        return n.ChampionCount(group, span=span_of(meta))

    @v_args(meta=True)
    def discard_pile_count(self, meta, children):
        return n.DiscardPileCount(n.CardKind(children[0]), span=span_of(meta))

    @v_args(meta=True)
    def discarded_kind_count(self, meta, children):
        return n.DiscardedKindCount(n.CardKind(children[0]), span=span_of(meta))

    ready_core_count = bare_node_rule(n.ReadyCoreCount)
    damage_on_count = node_rule(n.DamageOnCount)
    hex_dashed = constant_rule(lambda s: n.HexCount(n.Passage.DASHED, span=s))
    hex_moved = constant_rule(lambda s: n.HexCount(n.Passage.MOVED, span=s))
    their_cards_discarded = bare_node_rule(n.TheirCardsDiscardedCount)

    def hexes(self, _):
        return DropChild


def _owner(owner) -> dict:
    return {"yours": True} if owner is _YOURS else {"owner": owner}


# ---------------------------------------------------------------- the clauses of a sentence

_AFFLICTIONS = (n.Push, n.Pull, n.Force, n.Fear, n.Stun, n.Root)
_BONUSES = (n.Double, n.Lifesteal, n.Poison, n.Stun)
_WRAPPERS = (n.ForEach, n.PayTo)  # clauses around an effect of their own (`effect`)


def merge_clauses(children: list) -> tuple[tuple, tuple]:
    """The clauses of a sentence, from its clauses, joins and the bonuses after "and" as
    parsed: each bare affliction or bonus after "and" put in the list of the clause before
    it, and a verb with no subject given the subject of the clause before."""
    merged, kept = [children[0]], []
    join = None
    for child in children[1:]:
        if isinstance(child, n.Join):
            join = child
            continue
        previous = merged[-1]
        more = isinstance(child, BonusMore)
        combined = _combined(previous, child) if more or join is n.Join.AND else None
        if combined is not None:
            merged[-1] = combined
        elif more:
            _no_gain(child)
        else:
            merged.append(_continued(previous, child))
            kept.append(join)
        join = None
    return tuple(merged), tuple(kept)


def _combined(previous, clause):
    # "for each X, gain Double and +1 strength", "exhaust a Core to gain Double and +1
    # strength": the bonus after "and" belongs to the effect inside
    if isinstance(previous, _WRAPPERS):
        inner = _combined(previous.effect, clause)
        return None if inner is None else replace(previous, effect=inner,
                                                  span=_joined(previous, clause))
    if isinstance(previous, n.May):  # "each Champion may gain Double and +1 strength"
        inner = _combined(previous.body, clause)
        return None if inner is None else replace(previous, body=inner,
                                                  span=_joined(previous, clause))
    if isinstance(previous, n.Suffers) and isinstance(clause, _AFFLICTIONS) and \
            getattr(clause, "target", None) is None:
        return replace(previous, afflictions=previous.afflictions + (clause,),
                       span=_joined(previous, clause))
    if isinstance(previous, (n.Gains, n.AttackGains)):
        if isinstance(clause, BonusMore):
            changes = {"bonuses": previous.bonuses + (clause.bonus,),
                       "lasting": previous.lasting or clause.lasting}
            if clause.against is not None:
                if isinstance(previous, n.AttackGains):
                    _no_gain(clause, "an attack gains nothing against a champion")
                changes["against"] = clause.against
            return replace(previous, span=_joined(previous, clause), **changes)
        if isinstance(clause, _BONUSES):
            return replace(previous, bonuses=previous.bonuses + (clause,),
                           span=_joined(previous, clause))
    return None


def _continued(previous, clause):
    """A verb with no subject after "and" takes the subject of the clause before: a champion's
    ("suffers 1 damage and gains +2 strength"), or an attack's ("ignores defense and gains
    +1 strength")."""
    if not isinstance(clause, (n.Gains, n.Suffers)) or clause.subject is not None:
        return clause
    if isinstance(previous, (n.AttackGains, n.IgnoresDefense)) and isinstance(clause, n.Gains):
        if clause.against is not None:
            _no_gain(clause, "an attack gains nothing against a champion")
        return n.AttackGains(previous.attack, clause.bonuses, lasting=clause.lasting,
                             elided=True, span=clause.span)
    subject = getattr(previous, "subject", None) if isinstance(previous, (n.Gains, n.Suffers)) \
        else None
    return replace(clause, subject=subject, elided=True) if subject is not None else clause


def _no_gain(clause, message: str = "a bonus with nothing that gains it") -> None:
    start = clause.span.start if clause.span else 0
    length = clause.span.end - start if clause.span else 1
    raise SfbSyntaxError(start, length, message, "expected it after a clause that gains "
                         "something, as in 'gain +1 strength and +1 movement'")


def _joined(first, second) -> n.Span | None:
    if first.span is None or second.span is None:
        return first.span
    return n.Span(first.span.start, second.span.end)

"""Parse tree -> AST, the rules of Super Fantasy Brawl (grammar/sfb_*_nodes.py). A part of
`EffectTransformer`.

`SfbRules` has the headers and marks of a champion's text, damage, cards and cores, the
arena, passives and challenges (grammar/sfb_effect_nodes.py), and takes the rest from:

    transform_sfb_champions.py  SfbChampionRules: champions, groups of champions, statues,
                                cores and cards, conditions, counted things
    transform_sfb_keywords.py   SfbKeywordRules: the keywords, what champions suffer and
                                gain, attack modifiers, the attack and its reaction

`merge_clauses` finishes the clauses of a sentence: an affliction or bonus written after
"and" with no verb of its own belongs to the list of the clause before ("suffer 1 damage
and Fear 1", "gain +1 strength and +1 movement"), as the grammar cannot tell that "and"
from the one that joins two clauses with one token of lookahead.
"""

from __future__ import annotations

from dataclasses import replace

from lark import v_args

from . import nodes as n
from .rule_builders import ShapeError, bare_node_rule, constant_rule, node_rule, span_of
from .transform_sfb_champions import SfbChampionRules
from .transform_sfb_keywords import BonusMore, SfbKeywordRules


class SfbSyntaxError(ShapeError):
    """A sentence the grammar accepts but the language does not (raised while building the
    AST; the parser turns it into an EffectSyntaxError at its offset)."""

    def __init__(self, offset: int, length: int, message: str, hint: str) -> None:
        super().__init__(message, n.Span(offset, offset + length), hint)


class SfbRules(SfbChampionRules, SfbKeywordRules):
    """The methods of `EffectTransformer` for the Super Fantasy Brawl constructs: headers,
    damage, cards and cores, the arena, passives and challenges here, the rest inherited."""

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

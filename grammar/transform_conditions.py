"""Parse tree -> AST, the rules for conditions ("If you won the combat, ...") and counted
things ("... for each Rage you have"). A part of `EffectTransformer`."""

from __future__ import annotations

from dataclasses import replace

from lark import v_args

from . import nodes as n
from .rule_builders import constant_rule, node_rule, span_of
from .transform_refs import fighter_selection


class ConditionRules:
    """The methods of `EffectTransformer` for conditions and counted things."""

    # conditions
    @v_args(meta=True)
    def you_did(self, meta, children):
        return replace(children[0], span=span_of(meta))  # the span includes "you"

    @v_args(meta=True)
    def you_did_both(self, meta, children):
        return n.Both(children[0], children[1], span=span_of(meta))

    attacked_sidekick = constant_rule(lambda s: n.AttackedSidekick(span=s))
    form_is = node_rule(n.FormIs)
    playing_to_attack = constant_rule(lambda s: n.PlayingTo(n.ValueKind.ATTACK, span=s))
    playing_to_defend = constant_rule(lambda s: n.PlayingTo(n.ValueKind.DEFENSE, span=s))
    predicted_correctly = constant_rule(lambda s: n.PredictedCorrectly(span=s))
    lacks_named_value = node_rule(n.LacksNamedValue)
    dealt_damage_this_way = node_rule(n.DealtDamageThisWay)
    won_combat = constant_rule(lambda s: n.CombatOutcome(True, span=s))
    lost_combat = constant_rule(lambda s: n.CombatOutcome(False, span=s))
    is_adjacent = node_rule(n.IsAdjacent)
    started_elsewhere = node_rule(n.StartedTurnElsewhere)

    @v_args(meta=True)
    def none_there(self, meta, children):
        return n.NoneThere(fighter_selection(n.Quantifier.NO, children[0], meta),
                           span=span_of(meta))

    @v_args(meta=True)
    def did_optional(self, meta, children):
        return n.DidOptional(children[0], True, span=span_of(meta))

    @v_args(meta=True)
    def did_not_optional(self, meta, children):
        return n.DidOptional(children[0], False, span=span_of(meta))

    @v_args(meta=True)
    def on_token(self, meta, children):
        fighter, token = children
        return n.OnToken(fighter, str(token), span=span_of(meta))

    @v_args(meta=True)
    def started_on_token(self, meta, children):
        fighter, token = children
        return n.OnToken(fighter, str(token), True, span=span_of(meta))

    played_as_first_action = constant_rule(lambda s: n.PlayedAsFirstAction(span=s))

    # counted things ("for each ...")
    def per(self, children):
        return children[0]

    @v_args(meta=True)
    def fighter_count(self, meta, children):
        return n.FighterCount(fighter_selection(n.Quantifier.EACH, children[0], meta),
                              span=span_of(meta))

    discarded_count = constant_rule(lambda s: n.DiscardedCount(span=s))
    discarded_count_passive = constant_rule(lambda s: n.DiscardedCount(True, span=s))
    damage_dealt_count = constant_rule(lambda s: n.DamageDealtCount(span=s))

    @v_args(meta=True)
    def resource_count(self, meta, children):
        return n.ResourceCount(str(children[0]), span=span_of(meta))

    @v_args(meta=True)
    def spent_count(self, meta, children):
        return n.SpentCount(str(children[0]), span=span_of(meta))

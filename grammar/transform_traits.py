"""Parse tree -> AST, the rules for fighter traits and for how the BOOST of an attack is
played (issue 10): "T-Rex is a large fighter.", "if Bigfoot is an angry fighter", "Play the
BOOST card, face down, along with your attack card.", "If your opponent cancels the effects
on your attack card, the BOOST is discarded without effect.". A part of `EffectTransformer`."""

from __future__ import annotations

from lark import v_args

from . import nodes as n
from .rule_builders import bare_node_rule, node_rule, span_of


def _constant(value):
    return lambda self, children: value


class TraitRules:
    """The methods of `EffectTransformer` for traits and the BOOST of an attack."""

    @v_args(meta=True)
    def has_trait(self, meta, children):
        fighter, trait = children
        return n.HasTrait(fighter, str(trait), span=span_of(meta))

    @v_args(meta=True)
    def have_trait(self, meta, children):
        fighters, trait = children
        return n.HasTrait(fighters, str(trait), True, span=span_of(meta))

    @v_args(meta=True)
    def is_trait(self, meta, children):
        fighter, trait = children
        return n.IsTrait(fighter, str(trait), span=span_of(meta))

    play_boost_with = node_rule(n.PlayBoostWith)
    boost_face_down = _constant(n.Face.DOWN)
    boost_face_up = _constant(n.Face.UP)
    discard_boost = bare_node_rule(n.DiscardBoost)
    opponent_cancels = node_rule(n.OpponentCancels)

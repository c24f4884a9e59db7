"""The transformer methods of hero subsystems (issue 10): "Daisy is attacking", two
conditions joined by "and", "Daisy gains the effect of Jill Trent's gadget". A mixin of
`CatalogueRules` (transform_catalogue.py)."""

from __future__ import annotations

from lark import v_args

from . import nodes as n
from .rule_builders import node_rule, span_of


class SubsystemRules:
    is_attacking = node_rule(n.IsAttacking)

    @v_args(meta=True)
    def both_conditions(self, meta, children):
        return n.Both(children[0], children[1], span=span_of(meta))

    @v_args(meta=True)
    def gains_effect_of(self, meta, children):
        fighter, owner, area = children
        return n.GainsEffectOf(fighter, owner, str(area), span=span_of(meta))

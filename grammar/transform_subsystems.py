"""The transformer methods of hero subsystems (issue 10): "Daisy is attacking", two
conditions joined by "and", "Daisy gains the effect of Jill Trent's gadget", and the named
effects a hero declares ("Cast any spell.", "cast Toad's Blessing"). A mixin of
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

    # named effects: VERB, then the word or the effect's name, then ", paying its cost"
    @v_args(meta=True)
    def invoke_any(self, meta, children):
        return _invoke(meta, children, n.InvokeChoice.ANY)

    @v_args(meta=True)
    def invoke_a(self, meta, children):
        return _invoke(meta, children, n.InvokeChoice.A)

    @v_args(meta=True)
    def invoke_different(self, meta, children):
        return _invoke(meta, children, n.InvokeChoice.DIFFERENT)

    @v_args(meta=True)
    def invoke_named(self, meta, children):
        verb, title, paying = children
        return n.Invoke(str(verb).lower(), n.InvokeChoice.NAMED, None, title, paying is not None,
                        span=span_of(meta))

    @v_args(meta=True)
    def invoke_quoted(self, meta, children):
        verb, title, paying = children
        return n.Invoke(str(verb).lower(), n.InvokeChoice.NAMED, None, str(title)[1:-1],
                        paying is not None, True, span=span_of(meta))

    def effect_title(self, children):
        """ "Toad's Blessing": the possessive stands between the runs of words."""
        return "'s ".join(children)

    def title_words(self, children):
        return " ".join(str(word) for word in children)


def _invoke(meta, children, choice: n.InvokeChoice) -> n.Invoke:
    verb, word, paying = children
    return n.Invoke(str(verb).lower(), choice, str(word), None, paying is not None,
                    span=span_of(meta))

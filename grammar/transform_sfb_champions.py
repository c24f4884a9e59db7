"""Parse tree -> AST, the rules of Super Fantasy Brawl for what its text names and asks
(grammar/sfb_champion_nodes.py): champions named by their place in an activation, groups of
champions, statues, cores and kinds of card, the conditions of champions and challenges, and
what "for each" counts. A part of `SfbRules` (transform_sfb.py).
"""

from __future__ import annotations

from dataclasses import replace

from lark import v_args
from lark.visitors import Discard as DropChild

from . import nodes as n
from .rule_builders import ShapeError, bare_node_rule, constant_rule, node_rule, span_of

_YOURS = object()  # "your" as the owner of a group


def _group(pick: n.Pick, side: n.Side, meta, **fields) -> n.ChampionGroup:
    return n.ChampionGroup(pick, side, span=span_of(meta), **fields)


def _pronoun(word: n.ChampionWord):
    return constant_rule(lambda span: n.ChampionPronoun(word, span=span))


class SfbChampionRules:
    """The methods of `EffectTransformer` for champions, groups, statues, cores and cards,
    conditions and counted things of Super Fantasy Brawl."""

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

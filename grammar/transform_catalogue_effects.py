"""Parse tree -> AST, the rules of the published catalogue (issue 10) for what is done on
the board: moving, placing, tokens, who is in the combat, health (`BoardRules`); and for
lasting effects, values, costs, forms and areas (`LastingRules`). Mixins of `CatalogueRules`
(transform_catalogue.py)."""

from __future__ import annotations

from lark import v_args

from . import nodes as n
from .rule_builders import (ShapeError, _constant, _number, constant_rule, node_rule,
                            pronoun_rule, span_of)
from .transform_refs import fighter_selection

W = n.FighterWord


# What only a champion's text names: a champion by its place, a group of them, a statue.
_CHAMPION_WORDS = (n.ChampionPronoun, n.ChampionGroup, n.StatueRef)


class BoardRules:
    """Moving, placing, tokens, who is in the combat, health."""

    @v_args(meta=True)
    def move_exactly(self, meta, children):
        target, count = children
        return n.Move(count, target, False, span=span_of(meta))

    @v_args(meta=True)
    def move_up_to_expr(self, meta, children):
        target, expr = children
        return n.Move(n.EqualTo(expr, span=expr.span), target, span=span_of(meta))

    move_through_some = node_rule(n.MoveThrough)

    @v_args(meta=True)
    def move_through_self(self, meta, children):
        return n.MoveThrough(None, children[0], span=span_of(meta))

    pass_opposing = _constant(n.Passable.OPPOSING)
    pass_sidekicks = _constant(n.Passable.SIDEKICKS)
    pass_their_opposing = _constant(n.Passable.THEIR_OPPOSING)
    pass_spaces_opposing = _constant(n.Passable.SPACES_CONTAINING_OPPOSING)

    def passable_any(self, children):
        return children[0]

    @v_args(meta=True)
    def move_bonus(self, meta, children):
        amount, per = children
        return n.MoveBonus(int(amount), per, span=span_of(meta))

    place_group = node_rule(n.Place)

    @v_args(meta=True)
    def one_of_the_fighters_in_combat(self, meta, children):
        return n.FighterSelection(n.Quantifier.ONE_OF, filters=(n.InCombat(),),
                                  span=span_of(meta))

    @v_args(meta=True)
    def a_fighter_in_combat(self, meta, children):
        return n.FighterSelection(n.Quantifier.A, filters=(n.InCombat(),), span=span_of(meta))

    @v_args(meta=True)
    def deal_more(self, meta, children):
        count, target = children
        return n.DealDamage(_number(count), target, elided=True, span=span_of(meta))

    @v_args(meta=True)
    def deal_same(self, meta, children):
        return n.DealDamage(children[0], None, span=span_of(meta))

    @v_args(meta=True)
    def that_token(self, meta, children):
        return n.ThatToken(str(children[0]), span=span_of(meta))

    @v_args(meta=True)
    def place_adjacent_to(self, meta, children):
        fighter, anchor = children
        if isinstance(fighter, _CHAMPION_WORDS) or isinstance(anchor, _CHAMPION_WORDS):
            # "Place the target adjacent to an Ally": Super Fantasy Brawl's placing
            return n.PlaceChampion(fighter, n.NearTo(anchor, span=anchor.span),
                                   span=span_of(meta))
        space = n.SpaceSelection(n.SpaceQuantifier.BARE, adjacent_to=anchor,
                                 span=n.Span(fighter.span.end + 1, meta.end_pos)
                                 if fighter.span else None)
        return n.Place(fighter, space, span=span_of(meta))

    @v_args(meta=True)
    def place_instead_of_moving(self, meta, children):
        fighter, space, _ = children
        return n.Place(fighter, space, instead_of_moving=True, span=span_of(meta))

    @v_args(meta=True)
    def place_by_player(self, meta, children):
        subject, fighter, space = children
        return n.Place(fighter, space, subject=subject, span=span_of(meta))

    @v_args(meta=True)
    def at_least_fighters(self, meta, children):
        count, parts = children  # "four or more Squirrels"
        return n.AtLeastFighters(count, fighter_selection(n.Quantifier.NO, parts, meta),
                                 span=span_of(meta))

    @v_args(meta=True)
    def space_with_adjacent(self, meta, children):
        count, adjectives, kind = children  # "with four or more Squirrels adjacent to it"
        selection = fighter_selection(n.Quantifier.NO, [adjectives, kind, None], meta)
        return None, n.AtLeastFighters(count, selection, True, span=span_of(meta)), None

    @v_args(meta=True)
    def place_by_you(self, meta, children):
        fighter, space = children  # "you place ...", as "your opponent places ..."
        return n.Place(fighter, space, subject=n.Player.YOU, span=span_of(meta))

    @v_args(meta=True)
    def place_selection(self, meta, children):
        (quantifier, owner), adjectives, kind, if_any, space = children
        selection = fighter_selection(quantifier, [adjectives, kind, None], meta, owner)
        if selection.defeated:
            return n.ReturnDefeated(selection, space, if_any is not None, True,
                                    span=span_of(meta))
        if if_any is not None:
            raise ShapeError("'(if any)' is written after defeated fighters", span_of(meta))
        return n.Place(selection, space, span=span_of(meta))

    @v_args(meta=True)
    def place_token(self, meta, children):
        count, token, space = children
        return n.PlaceToken(str(token), count, space, span=span_of(meta))

    @v_args(meta=True)
    def place_tokens_up_to(self, meta, children):
        count, token = children
        return n.PlaceToken(str(token), count, up_to=True, span=span_of(meta))

    @v_args(meta=True)
    def remove_tokens(self, meta, children):
        return n.RemoveTokens(str(children[0]), span=span_of(meta))

    @v_args(meta=True)
    def return_token(self, meta, children):
        return n.ReturnToken(str(children[0]), span=span_of(meta))

    @v_args(meta=True)
    def choose_token(self, meta, children):
        return n.ChooseToken(str(children[0]), children[1], span=span_of(meta))

    @v_args(meta=True)
    def swap_each_other(self, meta, children):
        return n.SwapSpaces(children[0] if children else None, span=span_of(meta))

    sidekicks_do_not_count = constant_rule(lambda s: n.SidekicksDoNotCount(span=s))

    @v_args(meta=True)
    def now_defender(self, meta, children):
        return n.NowInCombat(children[0], True, span=span_of(meta))

    now_in_combat = node_rule(n.NowInCombat)

    @v_args(meta=True)
    def set_health(self, meta, children):
        return n.SetHealth(children[0], int(children[1]), span=span_of(meta))

    summon = node_rule(n.Summon)

    def fighter_possessive(self, children):
        return children[0]

    his_possessive = pronoun_rule(W.HIM)
    her_possessive = pronoun_rule(W.HER)
    their_possessive = pronoun_rule(W.THEY)

    @v_args(meta=True)
    def fighters_and(self, meta, children):
        return n.Fighters(tuple(children), span=span_of(meta))

    @v_args(meta=True)
    def fighters_or(self, meta, children):
        return n.Fighters(tuple(children), True, span=span_of(meta))


class LastingRules:
    """Lasting effects, values, costs, forms and areas."""

    @v_args(meta=True)
    def cannot_leave(self, meta, children):
        fighters, space, duration = children
        return n.CannotLeave(fighters, space, duration, span=span_of(meta))

    @v_args(meta=True)
    def may_not_leave(self, meta, children):
        fighters, space, duration = children
        return n.CannotLeave(fighters, space, duration, True, span=span_of(meta))

    @v_args(meta=True)
    def fighters_cannot_leave(self, meta, children):
        space, duration = children
        return n.CannotLeave(None, space, duration, span=span_of(meta))

    @v_args(meta=True)
    def they_cannot_leave(self, meta, children):
        space, duration = children
        they = n.FighterPronoun(W.THEY, span=n.Span(meta.start_pos, meta.start_pos + 4))
        return n.CannotLeave(they, space, duration, span=span_of(meta))

    their_space = _constant(n.LeaveSpace.THEIR_SPACE)
    their_spaces = _constant(n.LeaveSpace.THEIR_SPACES)
    that_space_left = _constant(n.LeaveSpace.THAT_SPACE)
    this_turn = _constant(n.Duration.THIS_TURN)
    rest_of_the_turn = _constant(n.Duration.REST_OF_THE_TURN)

    @v_args(meta=True)
    def values_locked(self, meta, children):
        return n.ValuesLocked(int(children[0]), span=span_of(meta))

    @v_args(meta=True)
    def attacks_plus(self, meta, children):
        name, amount = children
        return n.AttacksPlus(n.FighterName(name), int(amount), span=span_of(meta))

    @v_args(meta=True)
    def boost_values_plus(self, meta, children):
        return n.BoostValuesPlus(int(children[0]), span=span_of(meta))

    cannot_gain_actions = constant_rule(lambda s: n.CannotGainActions(span=s))
    prevent_all_damage = constant_rule(lambda s: n.PreventDamage(span=s))
    only_combat_damage = node_rule(n.OnlyCombatDamage)

    @v_args(meta=True)
    def attack_range(self, meta, children):
        return n.AttackRange(children[0], int(children[1]), span=span_of(meta))

    # declarations
    @v_args(meta=True)
    def you_have_tokens(self, meta, children):
        return n.TokenSupply(str(children[1]), int(children[0]), span=span_of(meta))

    @v_args(meta=True)
    def starts_with_tokens(self, meta, children):
        fighter, count, token = children
        return n.TokenSupply(str(token), int(count), fighter, span=span_of(meta))

    # values
    @v_args(meta=True)
    def set_value_of(self, meta, children):
        return n.SetValue(children[0], int(children[1]), of_form=True, span=span_of(meta))

    @v_args(meta=True)
    def value_equal_to(self, meta, children):
        card, expr, locked = children
        return n.ValueEqualTo(card, expr, locked is not None, span=span_of(meta))

    @v_args(meta=True)
    def value_equal_to_possessive(self, meta, children):
        card, expr, locked = children
        return n.ValueEqualTo(card, expr, locked is not None, False, span=span_of(meta))

    @v_args(meta=True)
    def increase_value(self, meta, children):
        card, expr, per = children
        return n.AddToValue(expr, card, per=per, of_form=True, verb=n.AddVerb.INCREASE,
                            span=span_of(meta))

    @v_args(meta=True)
    def increase_value_signed(self, meta, children):
        card, number, per = children
        return n.AddToValue(_number(number), card, per=per, of_form=True,
                            verb=n.AddVerb.INCREASE, signed=True, span=span_of(meta))

    @v_args(meta=True)
    def plus_to_card(self, meta, children):
        number, card, per = children
        return n.AddToValue(_number(number), card, per=per, verb=n.AddVerb.PLUS,
                            span=span_of(meta))

    @v_args(meta=True)
    def add_signed(self, meta, children):
        number, card, kind, per = children
        return n.AddToValue(_number(number), card, kind or n.ValueKind.ANY, per, signed=True,
                            span=span_of(meta))

    @v_args(meta=True)
    def fighters_add(self, meta, children):
        subject, expr, card, per = children
        return n.AddToValue(expr, card, per=per, of_form=True, subject=subject,
                            span=span_of(meta))

    @v_args(meta=True)
    def boost_twice(self, meta, children):
        return n.BoostCard(children[0], twice=True, span=span_of(meta))

    @v_args(meta=True)
    def boost_up_to(self, meta, children):
        return n.BoostCard(children[0], children[1], span=span_of(meta))

    @v_args(meta=True)
    def blind_boost(self, meta, children):
        return n.BoostCard(children[0], blind=True, span=span_of(meta))

    @v_args(meta=True)
    def blind_boost_up_to(self, meta, children):
        return n.BoostCard(children[0], children[1], blind=True, span=span_of(meta))

    @v_args(meta=True)
    def cancel_window(self, meta, children):
        window, card = children
        return n.Cancel(card, window, span=span_of(meta))

    window_immediately = _constant(n.Window.IMMEDIATELY)
    window_during_combat = _constant(n.Window.DURING_COMBAT)
    window_after_combat = _constant(n.Window.AFTER_COMBAT)

    # costs, forms, areas
    # pay_to: SfbRules builds PayTo for both games
    spend_action_to = node_rule(n.SpendActionTo)

    @v_args(meta=True)
    def change_form(self, meta, children):
        return n.ChangeForm(str(children[0]), span=span_of(meta))

    @v_args(meta=True)
    def choose_starting_form(self, meta, children):
        fighter, *forms = children
        return n.ChooseStartingForm(fighter, tuple(str(f) for f in forms), span=span_of(meta))

    @v_args(meta=True)
    def acquire(self, meta, children):
        return n.Acquire(str(children[0]), span=span_of(meta))

    end_the_turn = constant_rule(lambda s: n.EndTurn(True, span=s))
    ignore_it = constant_rule(lambda s: n.IgnoreIt(span=s))

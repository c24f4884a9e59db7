"""Choices made at set-up (issue 10): "When you place Alice, choose whether she starts the
game BIG or SMALL." The ability runs as the fighter is placed (turns.py, triggers.when_placed),
and the player picks the form the hero starts in. One handler per AST node class."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n

from ..engine.actions import PickStartingForm
from ..engine.agenda import call, rule
from ..engine.context import EffectContext
from ..engine.decisions import DecisionKind as K, choice
from ..engine.events import StartingFormChosen

if TYPE_CHECKING:
    from .data import UnmatchedData


def effect_choose_starting_form(data: "UnmatchedData", ctx: EffectContext,
                                node: n.ChooseStartingForm) -> None:
    """A decision for the player, among the forms the text names that the hero file declares
    (a name that is none of them is not offered)."""
    declared = {form.casefold(): form for form in data.players[ctx.player].hero.hero_fighter.forms}
    options = [PickStartingForm(declared[form.casefold()]) for form in node.forms
               if form.casefold() in declared]
    if options:
        data.ask(choice(ctx.player, K.STARTING_FORM, options, node), call(_started_as, ctx))


@rule
def _started_as(data: "UnmatchedData", answer: PickStartingForm, ctx: EffectContext) -> None:
    data.players[ctx.player].form = answer.form
    data.emit(StartingFormChosen(ctx.player, answer.form))


EFFECTS: dict[type, Any] = {
    n.ChooseStartingForm: effect_choose_starting_form,
}

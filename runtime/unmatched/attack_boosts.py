"""The BOOST of an attack before its cards are revealed (issue 10). "When King Arthur attacks,
you may BOOST that attack." triggers as the attack card is played face down, before the
defender chooses (combat.py). Its BOOST card is discarded at once, as a BOOST is; or, when
the ability says "Play the BOOST card, face down, along with your attack card." (or face
up), it lies with the attack card, seen by the opponents or not, and is discarded with it.
Either way its BOOST value counts from the reveal.

"If your opponent cancels the effects on your attack card, ..." is a reaction of that ability:
its sentence runs when they do, and "the BOOST is discarded without effect" discards the BOOST
cards lying with the attack card and takes back what they added. An ability that does not
say so keeps its BOOST: BOOST values are not effects, and cancelling does not touch them
(R-16)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n

from ..engine.agenda import call
from ..engine.cards import discard_from_hand
from ..engine.context import EffectContext
from ..engine.data import Card
from ..engine.events import CardDiscarded, CardId
from ..engine.interpreter import run_sentence
from .combat_data import AttackBoost, Combat
from .boosting import boosted_with
from .events import (BoostDiscarded, BoostPlayed, BoostRevealed, CombatSide, CombatValueChanged,
                     ValueChange)
from .lasting import boost_of
from .triggers import names

if TYPE_CHECKING:
    from .data import UnmatchedData


def face(section: n.Section, step: int | None) -> n.Face | None:
    """How the ability plays the BOOST made at `step` of its section: the face its "Play the
    BOOST card, ..." sentence says; None when it says nothing (the card is discarded)."""
    return next((clause.face for sentence in section.sentences for clause in sentence.clauses
                 if isinstance(clause, n.PlayBoostWith) and clause.binding == step), None)


def before_reveal(combat: Combat | None, card: Card | None) -> bool:
    """Whether boosting `card` is boosting an attack whose cards are not revealed yet."""
    return combat is not None and not combat.revealed and card is combat.attack_card


def play(data: "UnmatchedData", ctx: EffectContext, card_id: CardId, from_hand: bool,
         side: n.Face | None) -> None:
    """A card played to BOOST the attack before the reveal: discarded, or with the attack
    card, face up or down."""
    combat, player = ctx.combat, ctx.player
    if side is None:
        if from_hand:
            discard_from_hand(data, player, card_id, "boost")
        else:  # blind: the top card of the deck
            data.players[player].discard.append(card_id)
            data.emit(CardDiscarded(player, card_id, "boost"))
    else:
        if from_hand:
            data.players[player].hand.remove(card_id)
        data.in_play.append(card_id)
        combat.played.append(card_id)  # discarded with the combat's cards
        data.emit(BoostPlayed(player, card_id, side is n.Face.DOWN))
    combat.attack_boosts.append(AttackBoost(card_id, side))


def reveal(data: "UnmatchedData", combat: Combat) -> None:
    """As the cards are revealed, each BOOST played before adds its BOOST value to the attack
    card's (unless that value cannot change) and resolves its BOOSTED WITH effects."""
    attack = combat.attack_card
    value = combat.values[attack.id]
    for boost in combat.attack_boosts:
        if boost.face is n.Face.DOWN:
            data.emit(BoostRevealed(attack.owner, boost.card))
        combat.boosted_with.setdefault(attack.id, []).append(boost.card)
        if not value.locked:
            boost.amount = boost_of(data, attack.owner, boost.card)
            value.added += boost.amount
            if boost.amount:
                data.emit(CombatValueChanged(attack.id, CombatSide.ATTACK, attack.owner, None, ValueChange.ADD,
                                             boost.amount, value.total))
        boosted_with(data, attack.owner, boost.card)


def cancelled(data: "UnmatchedData", canceller: EffectContext, card: Card) -> None:
    """The effects of `card` were cancelled: if it is the attack card and an opponent did it,
    the attacker's "When <fighter> attacks" abilities react with their sentences "If your
    opponent cancels the effects on your attack card, ..."."""
    combat = canceller.combat
    if combat is None or card is not combat.attack_card or canceller.player == card.owner:
        return
    hero = data.players[card.owner].hero
    for section in hero.triggers(n.HeaderKind.WHEN_ATTACKS):
        if not names(section.header, combat.attacker):
            continue
        for index, sentence in enumerate(section.sentences):
            if isinstance(sentence.condition, n.OpponentCancels):
                ctx = EffectContext(card.owner, combat.attacker, section, combat=combat,
                                    answers=canceller,
                                    source=f"the ability of {hero.name} ({hero.source})")
                data.then(call(run_sentence, ctx, index, True))


def opponent_cancels(data: "UnmatchedData", ctx: EffectContext, node: n.OpponentCancels) -> bool:
    """Holds while its sentence reacts to the cancel (`cancelled`), not when its section is
    played at the trigger."""
    return ctx.answers is not None and ctx.combat is not None \
        and ctx.combat.attack_card.id in ctx.combat.cancelled


def effect_discard_boost(data: "UnmatchedData", ctx: EffectContext, node: n.DiscardBoost) -> None:
    """ "the BOOST is discarded without effect": the BOOST cards lying with the attack card go
    to the discard pile (one discarded at once is there already), and the value each BOOST of
    the attack added is taken back: it no longer boosted the card."""
    combat = ctx.combat
    if combat is None:
        return
    attack = combat.attack_card
    value = combat.values[attack.id]
    for boost in combat.attack_boosts:
        lying = boost.card in data.in_play
        if not lying and not boost.amount:
            continue  # discarded at once and added nothing, or taken back already
        if lying:
            data.in_play.remove(boost.card)
            data.players[attack.owner].discard.append(boost.card)
        data.emit(BoostDiscarded(attack.owner, boost.card))
        boosted = combat.boosted_with.get(attack.id, [])
        if boost.card in boosted:
            boosted.remove(boost.card)
        if boost.amount:
            value.added -= boost.amount
            data.emit(CombatValueChanged(attack.id, CombatSide.ATTACK, attack.owner, None, ValueChange.ADD,
                                         -boost.amount, value.total))
            boost.amount = 0


EFFECTS: dict[type, Any] = {n.DiscardBoost: effect_discard_boost}
CONDITIONS: dict[type, Any] = {n.OpponentCancels: opponent_cancels}

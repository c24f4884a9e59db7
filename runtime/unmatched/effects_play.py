"""Cards played in the published catalogue's effects (issue 10): a combat card discarded or
replaced ("Discard your opponent's card. They reveal cards from their deck until they
reveal an attack or versatile card they can play. They play that card."), a card chosen to
play instead, its effects resolved as normal, a card returned to the hand instead of being
discarded, a card's BOOSTED WITH effects, an additional action spent, and "this defeats
that fighter". One handler per AST node class."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n
from cardsmith.grammar.resolve import Referent

from ..engine.agenda import call, rule
from ..engine.cards import take_from_deck
from ..engine.cardsets_found import pick_cards
from ..engine.context import EffectContext
from ..engine.data import Card
from ..engine.effects import card_ref
from ..engine.effects_cardsets import effect_choose_cards
from ..engine.effects_piles import matches, take_out
from ..engine.events import CardDiscarded, CardId, CardReturnedToHand, CardRevealed
from ..engine.interpreter import run_clause, run_section, subject_player
from . import refs
from .combat import attack_cards, can_use, defense_cards
from .boosting import boosted_with  # noqa: F401  (where turns.py and effects_combat.py find it)
from .combat_data import CardValue
from .events import ActionSpent

if TYPE_CHECKING:
    from .data import UnmatchedData


def _side(combat: Any, card: Card) -> str | None:
    if card is combat.attack_card:
        return "attack_card"
    return "defense_card" if card is combat.defense_card else None


def effect_discard_played(data: "UnmatchedData", ctx: EffectContext,
                          node: n.DiscardPlayed) -> None:
    """ "discard your opponent's card": out of the combat, to its owner's discard pile; an
    attack card's place stays, at no value and without effects, until one is played."""
    combat, card = ctx.combat, card_ref(data, ctx, node.card)
    if combat is None or card is None or _side(combat, card) is None:
        return
    if card is combat.defense_card:
        combat.defense_card = None
    else:
        combat.values[card.id].ignored = True
        combat.cancelled.add(card.id)
    take_out(data, card.id)
    data.players[card.owner].discard.append(card.id)
    data.emit(CardDiscarded(card.owner, card.id, "effect"))


def play_instead(data: "UnmatchedData", combat: Any, player: int, card: Card) -> None:
    """The card becomes the player's card in the combat, in the place of the one there."""
    attacking = combat.attacker.owner == player
    old = combat.attack_card if attacking else combat.defense_card
    if old is not None and old.id in combat.values and old.id not in data.in_play:
        del combat.values[old.id]  # it left the combat (discarded, returned to the hand)
    take_out(data, card.id)
    data.in_play.append(card.id)
    data.revealed.discard(card.id)
    combat.played.append(card.id)
    combat.values[card.id] = CardValue(card.definition.value or 0)
    if attacking:
        combat.attack_card = card
    else:
        combat.defense_card = card


def effect_they_play(data: "UnmatchedData", ctx: EffectContext, node: n.TheyPlay) -> None:
    """ "they play that card": it replaces their card in this combat."""
    card = card_ref(data, ctx, node.card)
    player = subject_player(data, ctx, node.subject) if isinstance(node.subject, n.Player) \
        else card.owner if card is not None else None
    if ctx.combat is not None and card is not None and card.owner == player:
        play_instead(data, ctx.combat, player, card)
        ctx.introduce(Referent.CARD, card)


def replacements(data: "UnmatchedData", ctx: EffectContext) -> tuple[CardId, ...]:
    """The cards of the hand that ctx's side could play in its combat instead of its card:
    "a different card" is neither this card nor any this combat already played and took back
    (two copies of a card that returns itself would otherwise swap for ever)."""
    combat = ctx.combat
    if combat is None or ctx.fighter is None:
        return ()
    fighter = combat.attacker if combat.attacker.owner == ctx.player else combat.defender
    playable = attack_cards(data, fighter) if fighter is combat.attacker else defense_cards(
        data, fighter)
    candidates = n.CardSet(different=True)
    return tuple(i for i in playable if i not in combat.played and matches(data, i, candidates))


def can_return_this(data: "UnmatchedData", ctx: EffectContext, node: n.ReturnCard) -> bool:
    """ "You may return this card to your hand" while it still fights in its combat: only if
    a different card can take its place (a combat card in the hand would still count)."""
    combat = ctx.combat
    fighting = combat is not None and combat.attacker_won is None and ctx.card is not None \
        and _side(combat, ctx.card) is not None
    return not (fighting and node.card.word is n.CardWord.THIS_CARD) or bool(
        replacements(data, ctx))


def effect_choose_to_play(data: "UnmatchedData", ctx: EffectContext, node: n.ChooseCards) -> None:
    """ "choose a different card to play": one of the hand's that this side could play in
    the combat instead (then "that card" for "Resolve all effects on that card as normal");
    any other choice of cards: the engine's."""
    if not node.to_play:
        effect_choose_cards(data, ctx, node)
        return
    if ctx.combat is None or ctx.fighter is None:
        return
    if ctx.card is not None and ctx.card.id in data.in_play:
        return  # "you may return this card to your hand and choose ...": it was not returned
    data.then(call(pick_cards, ctx.player, replacements(data, ctx), (), 1, False,
                   call(_to_play, ctx)))


@rule
def _to_play(data: "UnmatchedData", found: tuple, ctx: EffectContext) -> None:
    if found and ctx.combat is not None:
        card = data.cards[found[0]]
        play_instead(data, ctx.combat, ctx.player, card)
        ctx.introduce(Referent.CARD, card)


def effect_resolve_as_normal(data: "UnmatchedData", ctx: EffectContext,
                             node: n.ResolveAsNormal) -> None:
    """ "resolve all effects on that card as normal": its effects of the timing resolving
    now (the later ones resolve when their time comes: it is in the combat)."""
    card = card_ref(data, ctx, node.card)
    header = ctx.section.header
    if card is None or ctx.combat is None:
        return
    section = card.definition.section(header.kind if header is not None else None)
    if section is not None:
        other = EffectContext(card.owner, ctx.combat.fighter_of(card), section, card=card,
                              combat=ctx.combat, source=card.definition.source)
        data.then(call(run_section, other))


def effect_return_instead(data: "UnmatchedData", ctx: EffectContext,
                          node: n.ReturnInsteadOfDiscarding) -> None:
    """ "return this card to your hand instead of discarding it": out of play now, so the
    end of the scheme or the combat finds nothing to discard."""
    card = card_ref(data, ctx, node.card)
    if card is None or card.id not in data.in_play:
        return
    data.in_play.remove(card.id)
    data.players[card.owner].hand.append(card.id)
    data.revealed.add(card.id)  # it was face up in play
    data.emit(CardReturnedToHand(card.owner, card.id))


# ---------------------------------------------------------------- revealing until


def effect_reveal_until(data: "UnmatchedData", ctx: EffectContext, node: n.RevealUntil) -> None:
    """ "they reveal cards from their deck until they reveal an attack or versatile card
    they can play": one at a time onto the known top of the deck, until one fits or the
    deck is out; that one is "that card", the others "the rest of the revealed cards"."""
    player = subject_player(data, ctx, node.subject) if isinstance(node.subject, n.Player) \
        else ctx.player
    data.then(call(_reveal_next, ctx, node, player, ()))


@rule
def _reveal_next(data: "UnmatchedData", ctx: EffectContext, node: n.RevealUntil, player: int,
                 shown: tuple) -> None:
    owner = data.players[player]
    if len(shown) >= owner.deck_size:
        ctx.introduce(Referent.CARDS, shown)
        return
    known = [i for i in owner.deck_top if i not in shown]
    if known:
        _revealed_one(data, known[0], ctx, node, player, shown)
    else:
        take_from_deck(data, player, call(_revealed_one, ctx, node, player, shown))


@rule
def _revealed_one(data: "UnmatchedData", card_id: CardId, ctx: EffectContext,
                  node: n.RevealUntil, player: int, shown: tuple) -> None:
    owner = data.players[player]
    if card_id not in owner.deck_top:
        owner.deck_top.insert(len(shown), card_id)
    data.revealed.add(card_id)
    data.emit(CardRevealed(player, card_id))
    if _fits(data, ctx, player, card_id, node.until):
        ctx.introduce(Referent.CARD, data.cards[card_id])
        ctx.introduce(Referent.CARDS, shown)
        return
    data.then(call(_reveal_next, ctx, node, player, shown + (card_id,)))


def _fits(data: "UnmatchedData", ctx: EffectContext, player: int, card_id: CardId,
          until: Any) -> bool:
    if not isinstance(until, n.CardSet) or not matches(data, card_id, until):
        return False
    if until.where is not n.CardWhere.THEY_CAN_PLAY:
        return True
    card = data.cards[card_id]
    combat = ctx.combat
    fighters = [f for f in (combat.attacker, combat.defender) if f.owner == player] \
        if combat is not None else [f for f in data.fighters_of(player) if f.on_board]
    return any(can_use(data, f, card) for f in fighters)


# ---------------------------------------------------------------- boosts, actions, defeats


def cards_boosted_with(data: "UnmatchedData", ctx: EffectContext) -> list[CardId]:
    """ "one card you boosted with": the cards this card was boosted with in this combat."""
    combat = ctx.combat
    if combat is None or ctx.card is None:
        return []
    return [i for i in combat.boosted_with.get(ctx.card.id, []) if i in
            data.players[data.cards[i].owner].discard]


def effect_spend_action_to(data: "UnmatchedData", ctx: EffectContext,
                           node: n.SpendActionTo) -> None:
    """ "spend an additional action to draw until ...": one of the turn's actions left."""
    if data.actions_left <= 0 or data.players[data.active].team != data.players[
            ctx.player].team:
        return
    data.actions_left -= 1
    data.emit(ActionSpent(ctx.player))
    data.then(call(run_clause, ctx, node.effect))


def defeated_this_way(data: "UnmatchedData", ctx: EffectContext,
                      node: n.DefeatedThisWay) -> bool:
    """ "If this defeats that fighter", "If at least one fighter is defeated this way" """
    hit = [data.fighters[i] for i in ctx.damaged_this_way]
    if node.fighter is not None:
        named = refs.pronoun(ctx, node.fighter) if isinstance(node.fighter, n.FighterPronoun) \
            else None
        hit = [f for f in hit if named is None or f is named]
    return any(f.defeated for f in hit)


EFFECTS: dict[type, Any] = {
    n.DiscardPlayed: effect_discard_played,
    n.TheyPlay: effect_they_play,
    n.ChooseCards: effect_choose_to_play,
    n.ResolveAsNormal: effect_resolve_as_normal,
    n.ReturnInsteadOfDiscarding: effect_return_instead,
    n.RevealUntil: effect_reveal_until,
    n.SpendActionTo: effect_spend_action_to,
}

CONDITIONS: dict[type, Any] = {
    n.DefeatedThisWay: defeated_this_way,
}

"""The attack action and combat (R-09 to R-16)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n

from ..engine.actions import CardUse, Decline, DeclineUse, NumberUse, PickCard, PickNumber, pick_card
from ..engine.agenda import call, finally_rule, rule
from ..engine.cards import distinct_cards, nameable_values
from ..engine.context import EffectContext
from ..engine.data import Card, Fighter
from ..engine.decisions import DecisionKind as K, choice
from ..engine.interpreter import holds, run_ability, run_section, run_sentence, symbol_shown
from .actions import AttackWith
from .board import distance_between, is_adjacent, share_zone
from . import attack_boosts, effects_subsystems, lasting, triggers
from .combat_data import CardValue, Combat
from .damage import deal_damage
from .events import CardEffect, CombatResolved, CombatStarted, ValuePredicted

if TYPE_CHECKING:
    from .data import UnmatchedData


def can_use(data: "UnmatchedData", fighter: Fighter, card: Card) -> bool:
    """Any fighter, the fighter named, or the fighter in the form named (Mr. Hyde cards)."""
    user = card.definition.user
    if user == "any":
        return True
    key = (fighter.definition, user, data.players[fighter.owner].form)
    found = _USERS.get(key)
    if found is None:
        found = _USERS[key] = _may_use(fighter, user, key[2])
    return found


_USERS: dict[tuple, bool] = {}  # (fighter, card's user, the player's form) -> may use it


def _may_use(fighter: Fighter, user: str, form: str | None) -> bool:
    if user.casefold() in {f.casefold() for f in fighter.definition.forms}:
        return (form or "").casefold() == user.casefold()
    return fighter.definition.answers_to(user)


def attack_cards(data: "UnmatchedData", fighter: Fighter) -> list[int]:
    hand = data.players[fighter.owner].hand
    return [i for i in hand if data.cards[i].definition.is_attack
            and can_use(data, fighter, data.cards[i])]


def defense_cards(data: "UnmatchedData", fighter: Fighter) -> list[int]:
    hand = data.players[fighter.owner].hand
    return [i for i in hand if can_use(data, fighter, data.cards[i])
            and (data.cards[i].definition.is_defense or playable_as_defense(data, data.cards[i]))]


def playable_as_defense(data: "UnmatchedData", card: Card) -> bool:
    """ "You may play this card as a defense card", when its symbol (if any) is shown."""
    section = card.definition.section(None)
    if section is None:
        return False
    for sentence in section.sentences:
        for clause in sentence.clauses:
            body = clause.body if isinstance(clause, n.May) else clause
            if (isinstance(body, n.PlayAs) and body.kind is n.ValueKind.DEFENSE
                    and symbol_shown(data, card.owner, sentence.symbol)):
                return True
    return False


def cannot_be_cancelled(data: "UnmatchedData", card: Card) -> bool:
    """The card says so, or its hero's ability protects cards of its user (R-17)."""
    if any(isinstance(clause, n.Uncancellable) for clause in card.definition.statics()):
        return True
    user = card.definition.user.casefold()
    for section in data.players[card.owner].hero.ability:
        for sentence in section.sentences:
            for clause in sentence.clauses:
                if isinstance(clause, n.UncancellableCards) and user in {
                        u.casefold() for u in clause.users}:
                    return True
    return False


def targets(data: "UnmatchedData", attacker: Fighter,
            enemies: list[Fighter] | None = None) -> list[Fighter]:
    """Melee: adjacent fighters; ranged: adjacent or in a zone the attacker is in (R-09);
    a lasting effect may let it attack from further away ("up to 2 spaces away")."""
    if enemies is None:
        enemies = [f for f in data.on_board() if data.is_opposing(f, attacker.owner)]
    ranged = attacker.definition.attack == "ranged"
    reach = lasting.attack_range(data, attacker) if data.lasting else 1
    return [other for other in enemies if is_adjacent(data, attacker.space, other.space)
            or (ranged and share_zone(data, attacker.space, other.space))
            or (reach > 1 and distance_between(data.board, attacker.space, other.space) <= reach)]


def attack_options(data: "UnmatchedData", player: int) -> list[AttackWith]:
    """Every attacker and target pair the player can attack with (R-10)."""
    options: list[AttackWith] = []
    enemies = [f for f in data.on_board() if data.is_opposing(f, player)]
    for attacker in data.fighters_of(player):
        if attacker.on_board and attack_cards(data, attacker):
            options += (attack_with(attacker.id, target.id)
                        for target in targets(data, attacker, enemies))
    return options


attack_with = lru_cache(maxsize=4096)(AttackWith)


# ---------------------------------------------------------------- the cards


@rule
def attack(data: "UnmatchedData", attacker: Fighter, defender: Fighter) -> None:
    options = [pick_card(i, CardUse.PLAY) for i in distinct_cards(data, attack_cards(data, attacker))]
    data.ask(choice(attacker.owner, K.ATTACK_CARD, options, attacker.id),
             call(_attack_card_chosen, attacker, defender))


@rule
def _attack_card_chosen(data: "UnmatchedData", answer: PickCard, attacker: Fighter,
                        defender: Fighter) -> None:
    """The attack card is played face down, out of the hand before the defense (R-11); the
    combat is under way. "When King Arthur attacks: ..." triggers now, before the defender
    chooses: a BOOST of that attack is played with the attack card (attack_boosts.py)."""
    attack_card = data.cards[answer.card]
    _play(data, attack_card.id)
    combat = Combat(attacker, defender, attack_card, None)
    combat.played.append(attack_card.id)  # its value is known from the reveal
    data.combat = combat
    triggers.when_attacks(data, combat)
    data.then(call(_ask_defense, combat))


@rule
def _ask_defense(data: "UnmatchedData", combat: Combat) -> None:
    defender = combat.defender
    options = [Decline(DeclineUse.NO_DEFENSE)] + [
        pick_card(i, CardUse.PLAY) for i in distinct_cards(data, defense_cards(data, defender))]
    data.ask(choice(defender.owner, K.DEFENSE_CARD, options, defender.id),
             call(_defense_card_chosen, combat))


@rule
def _defense_card_chosen(data: "UnmatchedData", answer: Any, combat: Combat) -> None:
    """Both cards are revealed together (R-11), with a BOOST played face down beside the
    attack card."""
    if isinstance(answer, PickCard):
        combat.defense_card = data.cards[answer.card]
        _play(data, answer.card)
        combat.played.append(answer.card)
    for card in combat.cards():
        combat.values[card.id] = CardValue(card.definition.value or 0)
    combat.revealed = True
    lasting.combat_begins(data, combat)
    defense_card = combat.defense_card
    data.emit(CombatStarted(combat.attacker.id, combat.defender.id, combat.attack_card.id,
                            defense_card.id if defense_card else None))
    attack_boosts.reveal(data, combat)
    for card in combat.cards():
        if any(isinstance(clause, n.Predict) for clause in card.definition.statics()):
            data.then(call(_predict, combat, card))
    data.then(call(_resolve, combat), call(_end_combat, combat))


def _play(data: "UnmatchedData", card_id: int) -> None:
    data.players[data.cards[card_id].owner].hand.remove(card_id)
    data.in_play.append(card_id)


@rule
def _predict(data: "UnmatchedData", combat: Combat, card: Card) -> None:
    """ "Predict the printed attack value of the opponent's card": named when played."""
    options = [PickNumber(v, NumberUse.PREDICT) for v in nameable_values(data)]
    data.ask(choice(card.owner, K.PREDICT, options), call(_predicted, combat, card))


@rule
def _predicted(data: "UnmatchedData", answer: PickNumber, combat: Combat, card: Card) -> None:
    combat.predictions[card.id] = answer.value
    data.emit(ValuePredicted(card.owner, answer.value))


@finally_rule
def _end_combat(data: "UnmatchedData", combat: Combat) -> None:
    """The cards of the combat still in play go to their discard piles (those returned to a
    hand have left play already)."""
    for card_id in combat.played:
        if card_id in data.in_play:
            data.in_play.remove(card_id)
            data.players[data.cards[card_id].owner].discard.append(card_id)
    data.combat = None
    lasting.end_combat(data)


# ---------------------------------------------------------------- resolving


@rule
def _resolve(data: "UnmatchedData", combat: Combat) -> None:
    """Immediately, During combat, damage, After combat, then abilities (R-12, R-13)."""
    data.then(call(_card_effects, combat, n.HeaderKind.IMMEDIATELY, "defense_card"),
              call(_card_effects, combat, n.HeaderKind.IMMEDIATELY, "attack_card"),
              call(_card_effects, combat, n.HeaderKind.DURING_COMBAT, "defense_card"),
              call(_card_effects, combat, n.HeaderKind.DURING_COMBAT, "attack_card"),
              call(_lasting_abilities, combat),
              call(_card_text, combat, "defense_card"), call(_card_text, combat, "attack_card"),
              call(_combat_damage, combat),
              call(_card_effects, combat, n.HeaderKind.AFTER_COMBAT, "defense_card"),
              call(_card_effects, combat, n.HeaderKind.AFTER_COMBAT, "attack_card"),
              call(_after_you_attack, combat), call(_after_each_combat, combat))


@rule
def _card_effects(data: "UnmatchedData", combat: Combat, timing: n.HeaderKind, side: str) -> None:
    # Side by side, defender first; a card can change while the other side's effect
    # resolves (Do My Bidding), so each side's card is read when its turn comes.
    card = getattr(combat, side)
    if card is None or card.id in combat.cancelled:
        return
    gained = effects_subsystems.gained_effects(data, combat, card, timing)
    section = card.definition.section(timing)
    if section is None and not gained:
        return
    data.emit(CardEffect(card.id, card.owner, timing.value))
    if section is not None:
        data.then(call(run_section, EffectContext(
            card.owner, combat.fighter_of(card), section, card=card, combat=combat,
            source=card.definition.source, invoked=combat.invoked.setdefault(card.id, []))))
    data.then(*(call(run_section, ctx) for ctx in gained))  # "gains the effect of ..."


@rule
def _card_text(data: "UnmatchedData", combat: Combat, side: str) -> None:
    """A combat card's text without a header, but for what the card is (n.CARD_STATICS),
    resolves as the values are compared: "If the value of this card is above 7, ignore its
    value." reads the value with every boost and change of During combat."""
    card = getattr(combat, side)
    section = card.definition.section(None) if card is not None else None
    if section is None or card.id in combat.cancelled:
        return
    ctx = EffectContext(card.owner, combat.fighter_of(card), section, card=card, combat=combat,
                        source=card.definition.source,
                        invoked=combat.invoked.setdefault(card.id, []))
    data.then(*(call(run_sentence, ctx, index, True)
                for index, sentence in enumerate(section.sentences)
                if not n.is_card_static(sentence)))


@rule
def _lasting_abilities(data: "UnmatchedData", combat: Combat) -> None:
    """Standing abilities (text without a trigger: lasting.standing_contexts), then "While
    <condition>: ..." abilities of both sides, defender first, when they hold; then "When
    <hero> is <form>: ..." (triggers.py)."""
    sides = (combat.defender.owner, combat.attacker.owner)
    for ctx in lasting.standing_contexts(data, sides, combat):
        data.then(call(run_section, ctx))
    for fighter in (combat.defender, combat.attacker):
        owner = fighter.owner
        hero = data.players[owner].hero
        for section in hero.triggers(n.HeaderKind.WHILE):
            ctx = EffectContext(owner, data.hero_of(owner), section, combat=combat,
                                source=f"the ability of {hero.name} ({hero.source})")
            if holds(data, ctx, section.header.condition):
                data.then(call(run_section, ctx))
    triggers.form_abilities(data, combat)


@rule
def _combat_damage(data: "UnmatchedData", combat: Combat) -> None:
    attack_value = combat.values[combat.attack_card.id].total
    defense_value = combat.values[combat.defense_card.id].total if combat.defense_card else 0
    damage = max(0, attack_value - defense_value)
    combat.attacker_won = damage >= 1  # only the attack itself decides who won
    taken = 0 if lasting.prevented(data, combat.defender, "combat") else damage
    combat.damage[combat.defender.id] = min(taken, combat.defender.health)
    data.emit(CombatResolved(attack_value, defense_value, damage,
                             "attacker" if combat.attacker_won else "defender"))
    deal_damage(data, [(combat.defender, damage)], source="combat")


@rule
def _after_you_attack(data: "UnmatchedData", combat: Combat) -> None:
    owner = combat.attacker.owner
    for section in data.players[owner].hero.triggers(n.HeaderKind.AFTER_YOU_ATTACK):
        if combat.attacker.on_board:
            data.then(call(run_ability, owner, section, combat.attacker, combat))
    if combat.attacker.on_board:
        triggers.ongoing_triggers(data, owner, n.HeaderKind.AFTER_YOU_ATTACK, combat.attacker,
                                  combat)


@rule
def _after_each_combat(data: "UnmatchedData", combat: Combat) -> None:
    triggers.after_each_combat(data, combat)

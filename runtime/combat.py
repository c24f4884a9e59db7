"""The attack action and combat (R-09 to R-16)."""

from __future__ import annotations

from cardsmith.grammar import nodes as n

from .board import is_adjacent, share_zone
from .context import CardValue, Combat, EffectContext
from .decisions import Action
from .engine import Steps, ask, card_choices, deal_damage, highest_printed_value
from .interpreter import run_ability, run_section
from . import refs
from .refs import symbol_shown
from .state import Card, Fighter, GameData

NO_DEFENSE = -1


def can_use(data: GameData, fighter: Fighter, card: Card) -> bool:
    """Any fighter, the fighter named, or the fighter in the form named (Mr. Hyde cards)."""
    user = card.definition.user
    if user == "any":
        return True
    if user.casefold() in {form.casefold() for form in fighter.definition.forms}:
        return (data.players[fighter.owner].form or "").casefold() == user.casefold()
    return fighter.definition.answers_to(user)


def attack_cards(data: GameData, fighter: Fighter) -> list[int]:
    hand = data.players[fighter.owner].hand
    return [i for i in hand if data.cards[i].definition.is_attack and can_use(data, fighter, data.cards[i])]


def defense_cards(data: GameData, fighter: Fighter) -> list[int]:
    hand = data.players[fighter.owner].hand
    return [i for i in hand if can_use(data, fighter, data.cards[i])
            and (data.cards[i].definition.is_defense or playable_as_defense(data, data.cards[i]))]


def playable_as_defense(data: GameData, card: Card) -> bool:
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


def cannot_be_cancelled(data: GameData, card: Card) -> bool:
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


def predictions(data: GameData, combat: Combat) -> Steps:
    """ "Predict the printed attack value of the opponent's card": named when played."""
    highest = highest_printed_value(data)
    for card in combat.cards():
        if any(isinstance(clause, n.Predict) for clause in card.definition.statics()):
            options = [Action(f"Predict {value}", value) for value in range(highest + 1)]
            combat.predictions[card.id] = yield from ask(card.owner, "predict",
                                                         "predict the printed value", options)
            data.log("predict", player=card.owner, value=combat.predictions[card.id])


def targets(data: GameData, attacker: Fighter) -> list[Fighter]:
    """Melee: adjacent fighters; ranged: adjacent or in a zone the attacker is in (R-09)."""
    found = []
    for other in data.on_board():
        if not data.is_opposing(other, attacker.owner):
            continue
        near = is_adjacent(data, attacker.space, other.space)
        if near or (attacker.definition.attack == "ranged"
                    and share_zone(data, attacker.space, other.space)):
            found.append(other)
    return found


def attack_options(data: GameData, player: int) -> list[Action]:
    """Every attacker and target pair the player can attack with (R-10)."""
    options = []
    for attacker in data.fighters_of(player):
        if not attacker.on_board or not attack_cards(data, attacker):
            continue
        for target in targets(data, attacker):
            options.append(Action(f"Attack {target.label} (space {target.space}) with "
                                  f"{attacker.label}", ("attack", attacker.id, target.id)))
    return options


def _choose_card(data: GameData, player: int, kind: str, card_ids: list[int],
                 allow_none: bool) -> Steps:
    options = card_choices(data, card_ids, "Play {title}")
    if allow_none:
        options.insert(0, Action("No defense card", NO_DEFENSE))
    return (yield from ask(player, kind, f"choose your {kind}", options))


def attack(data: GameData, attacker: Fighter, defender: Fighter) -> Steps:
    attack_id = yield from _choose_card(data, attacker.owner, "attack card",
                                        attack_cards(data, attacker), False)
    attack_card = _play(data, attack_id)  # face down: out of the hand before the defense
    defense_id = yield from _choose_card(data, defender.owner, "defense card",
                                         defense_cards(data, defender), True)
    defense_card = None if defense_id == NO_DEFENSE else _play(data, defense_id)
    combat = Combat(attacker, defender, attack_card, defense_card)
    for card in combat.cards():
        combat.values[card.id] = CardValue(card.definition.value or 0)
    data.log("combat", attacker=attacker.label, defender=defender.label,
             attack_card=attack_card.definition.id,
             defense_card=defense_card.definition.id if defense_card else None)
    try:
        yield from predictions(data, combat)
        yield from _resolve(data, combat)
    finally:
        for card in combat.cards():
            if card.id not in combat.kept:
                data.players[card.owner].discard.append(card.id)


def _play(data: GameData, card_id: int) -> Card:
    card = data.cards[card_id]
    data.players[card.owner].hand.remove(card_id)
    return card


def _resolve(data: GameData, combat: Combat) -> Steps:
    """Immediately, During combat, damage, After combat, then abilities (R-12, R-13)."""
    for timing in (n.HeaderKind.IMMEDIATELY, n.HeaderKind.DURING_COMBAT):
        yield from _card_effects(data, combat, timing)
    yield from _lasting_abilities(data, combat)
    attack_value = combat.values[combat.attack_card.id].total
    defense_value = (combat.values[combat.defense_card.id].total if combat.defense_card else 0)
    damage = max(0, attack_value - defense_value)
    combat.attacker_won = damage >= 1  # only the attack itself decides who won
    combat.damage[combat.defender.id] = min(damage, combat.defender.health)
    data.log("combat damage", attack=attack_value, defense=defense_value, damage=damage,
             winner="attacker" if combat.attacker_won else "defender")
    yield from deal_damage(data, [(combat.defender, damage)], source="combat")
    yield from _card_effects(data, combat, n.HeaderKind.AFTER_COMBAT)
    owner = combat.attacker.owner
    for section in data.players[owner].hero.triggers(n.HeaderKind.AFTER_YOU_ATTACK):
        if combat.attacker.on_board:
            yield from run_ability(data, owner, section, combat.attacker, combat)


def _lasting_abilities(data: GameData, combat: Combat) -> Steps:
    """ "While <condition>: ..." abilities of both sides, defender first, when they hold."""
    for fighter in (combat.defender, combat.attacker):
        owner = fighter.owner
        for section in data.players[owner].hero.triggers(n.HeaderKind.WHILE):
            ctx = EffectContext(owner, data.hero_of(owner), section, combat=combat)
            if refs.holds(data, ctx, section.header.condition):
                yield from run_section(data, ctx)


def _card_effects(data: GameData, combat: Combat, timing: n.HeaderKind) -> Steps:
    # Side by side, defender first; a card can change while the other side's effect
    # resolves (Do My Bidding), so each side's card is read when its turn comes.
    for side in ("defense_card", "attack_card"):
        card = getattr(combat, side)
        if card is None:
            continue
        section = card.definition.section(timing)
        if section is None or card.id in combat.cancelled:
            continue
        fighter = combat.fighter_of(card)
        data.log("effect", card=card.definition.id, player=card.owner, timing=timing.value)
        ctx = EffectContext(card.owner, fighter, section, card=card, combat=combat)
        yield from run_section(data, ctx)

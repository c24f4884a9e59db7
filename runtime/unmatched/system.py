"""Unmatched as a game system behind the engine's rules seam."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n

from ..engine import effects as generic
from ..engine.agenda import call
from ..engine.context import EffectContext
from ..engine.data import Card, Fighter, Player
from ..engine.subdecks import set_aside
from ..engine.system import GameSystem
from . import conditions as unmatched_conditions, effects_board as board, effects_cards as cards
from . import catalogue, effects_combat as combat, effects_compare, effects_fighters
from . import effects_lasting
from . import effects_play as playing, effects_printed, effects_setup, effects_subsystems
from . import effects_tokens
from . import attack_boosts, heuristics, invariants, named_effects, observe, refs, traits
from .combat import can_use
from .damage import exhaustion
from .data import UnmatchedData
from .turns import play

if TYPE_CHECKING:
    from ..engine.game import Game

EFFECTS: dict[type, Any] = {
    **generic.EFFECTS,
    n.Move: board.effect_move,
    n.MoveThrough: board.effect_move_through,
    n.Place: board.effect_place,
    n.MoveToSpace: board.effect_move_to_space,
    n.Remove: board.effect_remove,
    n.Swap: board.effect_swap,
    n.ReturnDefeated: board.effect_return_defeated,
    n.MoveToken: board.effect_move_token,
    n.ChooseSpace: board.effect_choose_space,
    n.ChooseFighter: board.effect_choose_fighter,
    n.ChooseOpponent: board.effect_choose_opponent,
    n.DealDamage: combat.effect_deal_damage,
    n.TakeDamage: combat.effect_take_damage,
    n.Defeat: combat.effect_defeat,
    n.Recover: combat.effect_recover,
    n.RecoverEach: combat.effect_recover_each,
    n.Cancel: combat.effect_cancel,
    n.IgnoreValue: combat.effect_ignore_value,
    n.AddToValue: combat.effect_add_to_value,
    n.SetValue: combat.effect_set_value,
    n.ValuePlus: combat.effect_value_plus,
    n.BoostCard: combat.effect_boost_card,
    n.ChangePrintedValue: combat.effect_change_printed,
    n.LockValue: combat.effect_lock_value,
    n.PlayAs: combat.effect_static,
    n.Uncancellable: combat.effect_static,
    n.GainsEffectOf: combat.effect_static,  # read by the combat (effects_subsystems.py)
    n.UncancellableCards: combat.effect_static,
    n.TokenSupply: combat.effect_static,  # the compiler's: the hero's tokens (compiler/tokens.py)
    n.FaceUp: combat.effect_static,
    n.Predict: combat.effect_static,
    n.PlayBoostWith: combat.effect_static,  # read where the BOOST is played (attack_boosts.py)
    n.ChooseCardFor: cards.effect_choose_card_for,
    n.ReturnCard: cards.effect_return_card,
    n.GainAction: cards.effect_gain_action,
    n.EndTurn: cards.effect_end_turn,
    **catalogue.EFFECTS,
    **effects_lasting.EFFECTS,
    **effects_tokens.EFFECTS,
    **effects_fighters.EFFECTS,
    **playing.EFFECTS,
    **effects_printed.EFFECTS,
    **effects_setup.EFFECTS,
    **effects_compare.EFFECTS,
    **named_effects.EFFECTS,
    **traits.EFFECTS,
    **attack_boosts.EFFECTS,
}


class Unmatched(GameSystem):
    name = "unmatched"
    effects = EFFECTS
    conditions = {**generic.CONDITIONS, **unmatched_conditions.CONDITIONS,
                  **catalogue.CONDITIONS, **playing.CONDITIONS, **effects_subsystems.CONDITIONS,
                  **effects_compare.CONDITIONS, **traits.CONDITIONS, **attack_boosts.CONDITIONS}
    values = {**generic.VALUES, **unmatched_conditions.VALUES, **catalogue.VALUES,
              **effects_compare.VALUES}
    counts = {**generic.COUNTS, **unmatched_conditions.COUNTS, **effects_tokens.COUNTS}

    def new_data(self, game: "Game") -> UnmatchedData:
        library = game.library
        data = UnmatchedData(self, library.boards[game.board], game.ruleset)
        for index, (hero_id, team) in enumerate(zip(game.heroes, game.teams)):
            hero = library.heroes[hero_id]
            player = Player(index, team, hero)
            for token in hero.tokens:
                data.tokens[(index, token.name)] = [None] * token.count
            data.players.append(player)
            for definition in hero.fighters:
                for copy in range(definition.count):
                    label = definition.name if definition.count == 1 else f"{definition.name} {copy + 1}"
                    fighter = Fighter(len(data.fighters), index, definition, label, definition.health)
                    data.fighters.append(fighter)
                    player.fighters.append(fighter.id)
            for card_def in hero.cards:
                for copy in range(card_def.count):
                    symbols = card_def.symbols[copy] if card_def.symbols else ()
                    card = Card(len(data.cards), index, card_def, symbols)
                    data.cards.append(card)
                    player.pile.append(card.id)
            set_aside(data, index)
        return data

    def start(self, data: UnmatchedData, set_up: bool) -> None:
        data.then(call(play, set_up))

    def empty_deck(self, data: UnmatchedData, player: int) -> None:
        exhaustion(data, player)

    def default_opponent(self, data: UnmatchedData, ctx: EffectContext) -> int:
        foe = refs.opposing_fighter(ctx)
        return foe.owner if foe is not None else data.opponents(ctx.player)[0]

    def fighter_now(self, data: UnmatchedData, ctx: EffectContext, ref: Any) -> Fighter | None:
        return refs.fighter_now(data, ctx, ref)

    def combat_card(self, data: UnmatchedData, ctx: EffectContext, word: n.CardWord) -> Card | None:
        return refs.combat_card(data, ctx, word)

    def players_of(self, data: UnmatchedData, ctx: EffectContext, subject: Any) -> list[int]:
        return catalogue.group_players(data, ctx, subject)

    def cards_named(self, data: UnmatchedData, ctx: EffectContext, ref: Any) -> list[int]:
        if isinstance(ref, n.BoostedWith):
            return playing.cards_boosted_with(data, ctx)
        if isinstance(ref, n.FighterCard):  # "the opposing fighter's card"
            fighter = refs.fighter_now(data, ctx, ref.fighter)
            combat = data.combat
            card = None if combat is None or fighter is None else (
                combat.attack_card if fighter is combat.attacker else
                combat.defense_card if fighter is combat.defender else None)
            return [card.id] if card is not None else []
        return super().cards_named(data, ctx, ref)

    def affordable(self, data: UnmatchedData, ctx: EffectContext, body: Any) -> bool:
        if isinstance(body, n.DealDamage) and isinstance(body.target, n.FighterSelection):
            return bool(refs.matches(data, ctx, body.target))
        if isinstance(body, n.ReturnCard):
            return playing.can_return_this(data, ctx, body)
        if isinstance(body, n.Invoke):  # "You may cast a spell, paying its cost."
            return bool(named_effects.options(data, ctx, body))
        return super().affordable(data, ctx, body)

    def visible_in_play(self, data: UnmatchedData, player: int) -> list[int]:
        return observe.visible_in_play(data, player)

    def observe(self, data: UnmatchedData, player: int) -> dict[str, Any]:
        return observe.observe(data, player)

    def score_option(self, observation: Any, option: Any) -> float:
        return heuristics.score_option(observation, option)

    def evaluate(self, data: UnmatchedData, player: int) -> float:
        return heuristics.evaluate(data, player)

    def could_be_face_down(self, data: UnmatchedData, card: Card, place: int) -> bool:
        """An attack card is played face down (R-11), by a fighter that may use it; a BOOST
        played face down with it (attack_boosts.py) is any card with a BOOST value."""
        combat = data.combat
        if combat is not None and any(b.card == place for b in combat.attack_boosts):
            return card.definition.boost is not None
        return card.definition.is_attack and any(
            can_use(data, fighter, card) for fighter in data.fighters_of(card.owner)
            if fighter.on_board)

    def data_to_json(self, data: UnmatchedData) -> dict[str, Any]:
        return {"actions_left": data.actions_left, "action_number": data.action_number,
                "closed_doors": data.closed_doors, "tokens": data.tokens,
                "turn_start_tokens": data.turn_start_tokens, "combat": data.combat,
                "lasting": data.lasting}

    def data_from_json(self, data: UnmatchedData, saved: dict[str, Any]) -> None:
        data.actions_left, data.action_number = saved["actions_left"], saved["action_number"]
        data.closed_doors, data.tokens = saved["closed_doors"], saved["tokens"]
        data.turn_start_tokens, data.combat = saved["turn_start_tokens"], saved["combat"]
        data.lasting = saved.get("lasting", [])

    def violations(self, data: UnmatchedData) -> list[str]:
        return invariants.violations(data)


SYSTEM = Unmatched()

"""Super Fantasy Brawl as a game system behind the engine's rules seam."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n

from ..engine.agenda import call
from ..engine.data import Card, Fighter, Player
from ..engine.system import GameSystem
from . import (conditions as sfb_conditions, cores, effects as e, effects_deck, effects_move,
               heuristics, invariants, observe, traps)
from .data import Activation, ArenaBoard, Lasting, SfbData
from .defs import team
from .turns import play, reshuffle_discard

if TYPE_CHECKING:
    from ..engine.context import EffectContext
    from ..engine.game import Game


def _no_effect(data: SfbData, ctx: "EffectContext", node: Any) -> None:
    """A clause that states a permission or a rule read elsewhere (READ_ELSEWHERE)."""


# Movement and displacement: their handlers are effects_move.py's.
MOVEMENT = (n.Push, n.Pull, n.Force, n.Fear, n.Dash, n.Jump, n.Swoop, n.PlaceChampion,
            n.SwapLocation, n.MayMoveThrough, n.NegateDisplacement, n.IgnoresDisplacement,
            n.NoTrapTrigger)
# Read where they matter, not run: a skill's declared target and its "This may target X's
# Allies" (activation.skill_candidates), a passive's "cannot attack unless"
# (passives.must_target), "You can use any Core as a Creation Core"
# (passives.paying_cores), "One of your Champions can make one standard action per round,
# without spending a core" (passives.free_standard_users), "Whenever you Plan: You may Plan from your discard pile"
# (effects.plans_from_discard), a challenge's condition (challenges.scoreboard).
READ_ELSEWHERE = (n.TargetChampion, n.MayTargetAllies, n.CannotAttackUnless, n.AnyCoreAs,
                  n.FreeStandardAction,
                  n.PlanFromDiscard, n.ScoreIf)


EFFECTS: dict[type, Any] = {
    n.May: e.effect_may, n.DealDamage: e.effect_deal_damage,
    n.Stun: e.effect_stun, n.Root: e.effect_root, n.Heal: e.effect_heal,
    n.DrawUpTo: e.effect_draw, n.DrawExtra: e.effect_draw_extra, n.Plan: e.effect_plan,
    n.Double: e.keyword_read_at_damage, n.Lifesteal: e.keyword_read_at_damage,
    n.Poison: e.keyword_read_at_damage, n.Suffers: e.effect_suffers, n.Gains: e.effect_gains,
    n.AttackGains: e.effect_attack_gains, n.IgnoresDefense: e.effect_ignores_defense,
    n.ImmuneTo: e.effect_immune, n.NoReactions: e.effect_no_reactions,
    n.CardDefense: e.effect_card_defense, n.ForEach: e.effect_for_each,
    n.PayTo: e.effect_pay_to, n.YouCan: e.effect_you_can,
    n.CancelPostAttack: e.effect_cancel_post, n.RangeChange: e.effect_range_change,
    n.RemoveDamage: e.effect_remove_damage,
    n.DamageEqualToDefense: e.effect_damage_equal_to_defense,
    n.DamageUntilBloodied: e.effect_damage_until_bloodied,
    n.LifestealToAlly: e.effect_lifesteal_to_ally, n.DiscardHand: e.effect_discard_hand,
    n.DiscardCards: e.effect_discard_cards, n.ReturnFromDiscard: e.effect_return_from_discard,
    n.ShuffleDiscard: e.effect_shuffle_discard, n.ReadyCore: cores.effect_ready_core,
    n.ExhaustCore: cores.effect_exhaust_core, n.CannotBeTargeted: e.effect_untargetable,
    n.IgnorePostAttack: e.effect_cancel_post, n.ControllerDiscards: e.effect_controller_discards,
    n.PlayAgain: e.effect_play_again, n.AnotherReaction: e.effect_another_reaction,
    n.EndOtherEffects: e.effect_end_other_effects,
    n.LookAtTrap: traps.effect_look_at_trap, n.MoveTrap: traps.effect_move_trap,
    **effects_deck.EFFECTS,
    **{node: _no_effect for node in READ_ELSEWHERE},
    **effects_move.EFFECTS,
}


class SuperFantasyBrawl(GameSystem):
    name = "super-fantasy-brawl"
    effects = EFFECTS
    conditions = sfb_conditions.CONDITIONS
    values = sfb_conditions.VALUES
    counts = sfb_conditions.COUNTS

    def new_data(self, game: "Game") -> SfbData:
        library = game.library
        data = SfbData(self, ArenaBoard(library.arenas[game.board]), game.ruleset)
        for index, (seat, side) in enumerate(zip(game.heroes, game.teams)):
            team_def = team(library, seat)
            player = Player(index, side, team_def)
            data.players.append(player)
            for champion in team_def.champions:
                fighter = Fighter(len(data.fighters), index, champion, champion.name, champion.hp)
                data.fighters.append(fighter)
                player.fighters.append(fighter.id)
                for card_def in champion.cards:
                    card = Card(len(data.cards), index, card_def)
                    data.cards.append(card)
                    player.pile.append(card.id)
        return data

    def start(self, data: SfbData, set_up: bool) -> None:
        data.then(call(play, set_up))

    def empty_deck(self, data: SfbData, player: int) -> None:
        reshuffle_discard(data, player)

    def fighter_now(self, data: SfbData, ctx: "EffectContext", ref: Any) -> Fighter | None:
        from .refs import champion

        return champion(data, ctx, ref)

    def visible_in_play(self, data: SfbData, player: int) -> list[int]:
        return list(data.in_play)

    def observe(self, data: SfbData, player: int) -> dict[str, Any]:
        return observe.observe(data, player)

    def score_option(self, observation: Any, option: Any) -> float:
        return heuristics.score_option(observation, option)

    def evaluate(self, data: SfbData, player: int) -> float:
        return heuristics.evaluate(data, player)

    def violations(self, data: SfbData) -> list[str]:
        return invariants.violations(data)

    def data_to_json(self, data: SfbData) -> dict[str, Any]:
        return {"vp": data.vp, "exhausted": [sorted(c) for c in data.exhausted],
                "standard_used": sorted(data.standard_used),
                "free_standard_round": data.free_standard_round, "levelled": sorted(data.levelled),
                "lasting": data.lasting, "activation": data.activation, "round": data.round,
                "traps": data.traps, "trap_supply": data.trap_supply, "track": data.track,
                "challenge_deck": data.challenge_deck, "to_level": data.to_level,
                "replays": [[card, core] for card, core in sorted(data.replays.items())]}

    def data_from_json(self, data: SfbData, saved: dict[str, Any]) -> None:
        data.vp, data.round = list(saved["vp"]), saved["round"]
        data.exhausted = [set(c) for c in saved["exhausted"]]
        data.standard_used = set(saved["standard_used"])
        data.free_standard_round = list(saved["free_standard_round"])
        for fighter_id in saved["levelled"]:
            data.flip(data.fighters[fighter_id], levelled=True)
        data.lasting = list(saved["lasting"])
        data.activation = saved["activation"]
        data.traps, data.trap_supply = dict(saved["traps"]), list(saved["trap_supply"])
        data.track, data.challenge_deck = list(saved["track"]), list(saved["challenge_deck"])
        data.to_level = list(saved["to_level"])
        data.replays = {card: core for card, core in saved.get("replays", ())}


SYSTEM = SuperFantasyBrawl()
__all__ = ["Activation", "Lasting", "SYSTEM"]

"""The rules seam: what a game system gives the engine.

The engine plays any game whose system implements `GameSystem`: it makes the game's data,
schedules its set-up and turns on the agenda, says what happens when a deck runs out,
interprets the effect nodes its cards use (through the registries below), and tells what a
player may observe of its own parts. A ruleset names its system (`system:` in the ruleset
file); `systems.py` maps the names to the systems.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from cardsmith.grammar import nodes as n

if TYPE_CHECKING:
    from .data import GameData
    from .context import EffectContext
    from .game import Game

Handler = Callable[..., None]  # an effect: (data, ctx, node); may schedule rules and ask


class GameSystem:
    """The base of every game system; each method says what the engine expects of it."""

    name = ""
    # Registries, keyed by AST node class: effects run, conditions hold, values and counts
    # are numbers. The engine's generic entries (engine/effects.py) are merged in by the
    # system; a test checks every node class of the language has an entry.
    effects: dict[type, Handler] = {}
    conditions: dict[type, Callable[["GameData", "EffectContext", Any], bool]] = {}
    values: dict[type, Callable[["GameData", "EffectContext", Any], int]] = {}
    counts: dict[type, Callable[["GameData", "EffectContext", Any], int]] = {}

    def new_data(self, game: "Game") -> "GameData":
        """The game's data before set-up: every card in its deck, nobody on the board."""
        raise NotImplementedError

    def start(self, data: "GameData", set_up: bool) -> None:
        """Schedule the whole game on the agenda: set-up (unless the position is given),
        then turns until a team wins."""
        raise NotImplementedError

    def empty_deck(self, data: "GameData", player: int) -> None:
        """What happens instead of drawing a card from an empty deck (a rule may schedule
        more rules)."""
        raise NotImplementedError

    def fighter_now(self, data: "GameData", ctx: "EffectContext", ref: Any) -> Any:
        """The fighter a reference names, where no one may be asked (a condition)."""
        raise NotImplementedError

    def combat_card(self, data: "GameData", ctx: "EffectContext", word: Any) -> Any:
        """A card that text names by its place in a combat ("the opponent's card")."""
        return None

    def players_of(self, data: "GameData", ctx: "EffectContext", subject: Any) -> list[int]:
        """The players a subject names: one ("your opponent"), or a group ("all players",
        "each opponent"; a system may read a group's filter)."""
        from .interpreter import subject_player

        from .effects_players import chosen_by_count, in_turn

        if not isinstance(subject, n.PlayerGroup):
            return [subject_player(data, ctx, subject)]
        if subject.who is not None:  # "the player(s) who drew the most cards"
            return chosen_by_count(data, ctx, subject.who)
        if subject.kind is n.PlayerGroupKind.EACH_OPPONENT:
            return in_turn(data, ctx, data.opponents(ctx.player))
        return in_turn(data, ctx, [p.index for p in data.players])

    def cards_named(self, data: "GameData", ctx: "EffectContext", ref: Any) -> list[int]:
        """The card instances a reference to one card names ("it", "this card", "your
        opponent's card"; a system adds its own, such as "one card you boosted with")."""
        from .effects import card_ref

        card = card_ref(data, ctx, ref) if isinstance(ref, (n.CardRef, n.FightersCards)) \
            else None
        return [card.id] if card is not None else []

    def affordable(self, data: "GameData", ctx: "EffectContext", body: Any) -> bool:
        """Whether an optional effect can happen at all: what cannot is not offered."""
        from .interpreter import subject_player

        if isinstance(body, n.Spend) and body.amount is not None:
            return data.players[ctx.player].resources.get(body.resource, 0) >= body.amount.value
        if isinstance(body, n.Discard):  # "They may choose to discard 1 card": not from none
            return bool(data.players[subject_player(data, ctx, body.subject)].hand)
        if isinstance(body, n.PayTo):  # "You may discard 2 cards to ...": not with 1 card
            from .effects_flow import can_pay

            return can_pay(data, ctx, body.cost)
        return True

    def default_opponent(self, data: "GameData", ctx: "EffectContext") -> int:
        """The player "your opponent" means when the effect has not chosen one."""
        return data.opponents(ctx.player)[0]

    def visible_in_play(self, data: "GameData", player: int) -> list[int]:
        """The cards in play the player can see (the system knows which are face down)."""
        return [c for c in data.in_play if data.cards[c].owner == player]

    def observe(self, data: "GameData", player: int) -> dict[str, Any]:
        """What the player may know of the system's own parts (JSON-serialisable)."""
        return {}

    def score_option(self, observation: Any, option: Any) -> float:
        """How good an option of the observer's decision looks, for the greedy agent."""
        return 0.0

    def evaluate(self, data: "GameData", player: int) -> float:
        """How likely the player is to win from this position, from 0 to 1, for search
        agents that stop looking ahead before the game ends (in their own imagined states)."""
        return 0.5

    def could_be_face_down(self, data: "GameData", card: Any, place: int) -> bool:
        """Whether this card, unseen by some player, could be the face-down card in play at
        `place` (the card instance there) that they cannot see (determinize.py deals such a
        place only a card that fits); what `place` is for is public, which card is not."""
        return True

    def violations(self, data: "GameData") -> list[str]:
        """The system's own invariants that do not hold (for tests and the fuzzer)."""
        return []

    def data_to_json(self, data: "GameData") -> dict[str, Any]:
        """The system's own mutable fields, for a saved state."""
        return {}

    def data_from_json(self, data: "GameData", saved: dict[str, Any]) -> None:
        """Restore what `data_to_json` saved into fresh data."""

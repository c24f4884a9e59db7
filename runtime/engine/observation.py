"""What one player may know of a game: `State.observation(player)`.

An observation holds the board and every fighter, the player's own hand, the other hands as
counts (with the cards in them that were revealed), every deck's size, the discard piles,
the cards in play that the player can see, the decision if it is theirs, and what the game
system adds (doors, tokens, the combat in progress). Nothing hidden from the player is in
it: agents decide from observations (agents.py), never from the state. `to_json()` gives
its JSON form.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..defs import BoardDef, CardDef
    from .decisions import Decision
    from .game import Game
    from .state import State


@dataclass(frozen=True, slots=True)
class FighterView:
    id: int
    label: str
    owner: int
    team: int
    is_hero: bool
    attack: str
    health: int
    max_health: int
    space: int | None
    defeated: bool

    @property
    def on_board(self) -> bool:
        return self.space is not None and not self.defeated


@dataclass(frozen=True, slots=True)
class PlayerView:
    index: int
    team: int
    hero: str  # the hero's id
    hand: tuple[int, ...] | None  # the card instances: the observer's own hand only
    hand_size: int
    revealed: tuple[int, ...]  # cards of this hand the observer has seen revealed
    deck_size: int
    deck_top: tuple[int, ...]  # known cards on top of the deck that the observer knows
    discard: tuple[int, ...]  # public: the discard pile, bottom first
    resources: tuple[tuple[str, int], ...]
    form: str | None


@dataclass(frozen=True, slots=True)
class Observation:
    player: int
    game: "Game"  # what never changes: the library, the seats, the board
    turn: int
    active: int
    players: tuple[PlayerView, ...]
    fighters: tuple[FighterView, ...]
    in_play: tuple[int, ...]  # cards in play the observer can see
    decision: "Decision | None"  # the observer's decision, if it is theirs now
    extra: tuple[tuple[str, Any], ...]  # the game system's parts (doors, tokens, combat)
    card_definitions: tuple["CardDef", ...]  # by card instance: the decks are public

    @property
    def board(self) -> "BoardDef":
        return self.game.library.boards[self.game.board]

    def card(self, card_id: int) -> "CardDef":
        """The card behind an instance id the observation shows (a hand, a pile, a choice)."""
        return self.card_definitions[card_id]

    @property
    def hand(self) -> tuple[int, ...]:
        return self.players[self.player].hand or ()

    def opposing(self, fighter: FighterView) -> bool:
        return fighter.team != self.players[self.player].team

    def system(self, name: str) -> Any:
        return dict(self.extra).get(name)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "player": self.player, "turn": self.turn, "active": self.active,
            "players": [_player_json(p, self.card_definitions) for p in self.players],
            "fighters": [_fighter_json(f) for f in self.fighters],
            "in_play": [self.card_definitions[c].id for c in self.in_play],
            "decision": None, **dict(self.extra)}
        if self.decision is not None:
            out["decision"] = {"kind": str(self.decision.kind),
                               "options": [_option_json(o) for o in self.decision.options]}
        return out


def _player_json(p: PlayerView, cards: tuple) -> dict[str, Any]:
    return {"index": p.index, "team": p.team, "hero": p.hero,
            "hand": None if p.hand is None else [cards[c].id for c in p.hand],
            "hand_size": p.hand_size, "revealed": sorted(cards[c].id for c in p.revealed),
            "deck_size": p.deck_size, "deck_top": [cards[c].id for c in p.deck_top],
            "discard": [cards[c].id for c in p.discard], "resources": dict(p.resources),
            "form": p.form}


def _fighter_json(f: FighterView) -> dict[str, Any]:
    return {"id": f.id, "label": f.label, "owner": f.owner, "health": f.health,
            "space": f.space, "defeated": f.defeated}


def _option_json(option: Any) -> dict[str, Any]:
    fields = {name: getattr(option, name) for name in option.__dataclass_fields__}
    return {"action": type(option).__name__,
            **{k: (v if isinstance(v, (int, str, bool, type(None))) else str(v))
               for k, v in fields.items()}}


def observe(state: "State", player: int) -> Observation:
    data = state.data
    teams = [p.team for p in data.players]
    fighters = tuple(FighterView(f.id, f.label, f.owner, teams[f.owner], f.is_hero,
                                 f.definition.attack, f.health, f.definition.health, f.space,
                                 f.defeated) for f in data.fighters)
    players = tuple(_player_view(data, p, player) for p in data.players)
    visible = data.system.visible_in_play(data, player)
    decision = data.decision if data.decision is not None and data.decision.player == player \
        else None
    extra = tuple(sorted(data.system.observe(data, player).items()))
    return Observation(player, state.game, data.turn, data.active, players, fighters,
                       tuple(visible), decision, extra,
                       tuple(card.definition for card in data.cards))


def _player_view(data: Any, owner: Any, observer: int) -> PlayerView:
    mine = owner.index == observer
    revealed = tuple(c for c in owner.hand if c in data.revealed) if not mine else ()
    top = tuple(owner.deck_top) if mine else tuple(c for c in owner.deck_top if c in data.revealed)
    return PlayerView(owner.index, owner.team, owner.hero.id, tuple(owner.hand) if mine else None,
                      len(owner.hand), revealed, owner.deck_size, top, tuple(owner.discard),
                      tuple(sorted(owner.resources.items())), owner.form)

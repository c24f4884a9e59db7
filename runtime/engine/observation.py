"""What one player may know of a game: `State.observation(player)`.

An observation holds the board and every fighter, the player's own hand, the other hands as
counts (with the cards in them that were revealed), every deck's size, the discard piles,
the cards in play that the player can see, the decision if it is theirs, and what the game
system adds (doors, tokens, the combat in progress). Nothing hidden from the player is in
it: agents decide from observations (agents.py), never from the state. `to_json()` gives
its JSON form.

An observation made for a search agent (`State.observation(player, position=True)`) also
holds `position`: the game's data as the player may know it, every card instance they cannot
see renumbered so that the places of such cards hold them in a fixed order (the smallest
instance in the first such place). It tells nothing of where the unseen cards are, and is
what determinize.py fills with sampled cards.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .relabel import PLAYER_ZONES, relabel

if TYPE_CHECKING:
    from ..defs import BoardDef, CardDef
    from .data import GameData
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
    deck_bottom: tuple[int, ...]  # known cards at the bottom that the observer knows
    discard: tuple[int, ...]  # public: the discard pile, bottom first
    resources: tuple[tuple[str, int], ...]
    form: str | None
    areas: tuple[tuple[str, tuple[int, ...]], ...] = ()  # public: the hero's card areas


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
    card_owners: tuple[int, ...]  # by card instance: whose deck it is in
    position: "GameData | None" = None  # for search agents only (see above)

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

    def unaccounted(self) -> dict[int, list[int]]:
        """Each player's card instances that the observation does not place (in a hand,
        on a deck's known top or bottom, in a discard pile, in play), in id order: the
        cards that may be anywhere the observer cannot see."""
        known = set(self.in_play)
        for view in self.players:
            known.update(view.hand or (), view.revealed, view.deck_top, view.deck_bottom,
                         view.discard, *(cards for _, cards in view.areas))
        unknown: dict[int, list[int]] = {view.index: [] for view in self.players}
        for card_id, owner in enumerate(self.card_owners):
            if card_id not in known:
                unknown[owner].append(card_id)
        return unknown

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
            "deck_bottom": [cards[c].id for c in p.deck_bottom],
            "discard": [cards[c].id for c in p.discard], "resources": dict(p.resources),
            "form": p.form, "areas": {name: [cards[c].id for c in ids] for name, ids in p.areas}}


def _fighter_json(f: FighterView) -> dict[str, Any]:
    return {"id": f.id, "label": f.label, "owner": f.owner, "health": f.health,
            "space": f.space, "defeated": f.defeated}


def _option_json(option: Any) -> dict[str, Any]:
    fields = {name: getattr(option, name) for name in option.__dataclass_fields__}
    return {"action": type(option).__name__,
            **{k: (v if isinstance(v, (int, str, bool, type(None))) else str(v))
               for k, v in fields.items()}}


def hidden_places(data: "GameData", unknown: set[int]) -> list[int]:
    """The card instances of `unknown` in the order of the places they are in: each hand,
    deck (known top, known bottom, the pile) and discard pile, player by player, then the
    cards in play."""
    found = [c for p in data.players for zone in PLAYER_ZONES for c in getattr(p, zone)
             if c in unknown]
    return found + [c for c in data.in_play if c in unknown]


def known_position(data: "GameData", observation: Observation) -> "GameData":
    """A copy of the data with the cards the observer cannot see in a fixed order, so that
    it is the same for every arrangement of them."""
    position, order = data.copy(), {}
    for owner, ids in observation.unaccounted().items():
        places = hidden_places(position, set(ids))
        if len(places) != len(ids):
            raise ValueError(f"player {owner + 1}'s cards are not each in one place")
        order.update(zip(places, ids))
    relabel(position, order)
    return position


def observe(state: "State", player: int, position: bool = False) -> Observation:
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
    seen = Observation(player, state.game, data.turn, data.active, players, fighters,
                       tuple(visible), decision, extra, *state.game.card_table)
    if position:
        return dataclasses.replace(seen, position=known_position(data, seen))
    return seen


def _player_view(data: Any, owner: Any, observer: int) -> PlayerView:
    mine = owner.index == observer
    revealed = tuple(c for c in owner.hand if c in data.revealed) if not mine else ()
    top = tuple(owner.deck_top) if mine else tuple(c for c in owner.deck_top if c in data.revealed)
    bottom = tuple(owner.deck_bottom) if mine else tuple(
        c for c in owner.deck_bottom if c in data.revealed)
    return PlayerView(owner.index, owner.team, owner.hero.id, tuple(owner.hand) if mine else None,
                      len(owner.hand), revealed, owner.deck_size, top, bottom, tuple(owner.discard),
                      tuple(sorted(owner.resources.items())), owner.form,
                      tuple(sorted((k, tuple(v)) for k, v in owner.areas.items() if v)))

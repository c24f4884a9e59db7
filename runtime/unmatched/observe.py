"""What a player may see of Unmatched's own parts: doors, tokens, the actions left, and the
combat in progress. An attack card is face down until the defender has chosen (R-11), and so
is a BOOST played face down with it (a "When King Arthur attacks" ability)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar import nodes as n

if TYPE_CHECKING:
    from .data import UnmatchedData


def visible_in_play(data: "UnmatchedData", player: int) -> list[int]:
    combat = data.combat
    return [c for c in data.in_play if data.cards[c].owner == player
            or (combat is not None and combat.shows(c)) or _face_up(data, c)]


def _face_up(data: "UnmatchedData", card_id: int) -> bool:
    definition = data.cards[card_id].definition
    return definition.type == "scheme" or any(
        isinstance(clause, n.FaceUp) for clause in definition.statics())


def observe(data: "UnmatchedData", player: int) -> dict[str, Any]:
    combat = data.combat
    view: dict[str, Any] = {
        "actions_left": data.actions_left,
        "closed_doors": sorted(sorted(line) for line in data.closed_doors),
        "tokens": {f"{owner}:{name}": spaces for (owner, name), spaces in sorted(data.tokens.items())},
        "combat": None,
    }
    if combat is not None and not combat.revealed:  # who attacks whom, the cards face down
        view["combat"] = {"attacker": combat.attacker.id, "defender": combat.defender.id,
                          "face_down": len([c for c in combat.played if not combat.shows(c)])}
    elif combat is not None:
        view["combat"] = _combat_view(combat)
    return view


def _combat_view(combat: Any) -> dict[str, Any]:
    """Both cards are face up once a combat is in progress; each is named by its instance
    (two decks may hold a card of one title: Feint against Feint) and its value and
    cancellation by its side."""
    sides = {"attack": combat.attack_card, "defense": combat.defense_card}
    return {
        "attacker": combat.attacker.id, "defender": combat.defender.id,
        "attack_card": combat.attack_card.id,
        "defense_card": combat.defense_card.id if combat.defense_card else None,
        "values": {side: combat.values[card.id].total for side, card in sides.items()
                   if card is not None and card.id in combat.values},
        "cancelled": [side for side, card in sides.items()
                      if card is not None and card.id in combat.cancelled],
    }

"""What a person playing a seat is shown at each of their decisions, from their observation
only (runtime/engine/observation.py): the turn, every fighter where it stands with its health,
each player's hand size, deck and discard pile (its top card), their own hand with each card's
stats and text, the cards in play they can see, the game system's parts (a combat in
progress, doors, tokens; victory points, cores, traps, challenges), then the decision, the
effect it is about, and the options numbered from 1.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.grammar.nodes import Node
from cardsmith.runtime.engine.log import key

from .table_options import option_text
from .table_text import number

if TYPE_CHECKING:
    from cardsmith.runtime.engine.observation import Observation, PlayerView

    from .table_text import TableText


def position_lines(text: "TableText", seen: "Observation") -> list[str]:
    lines = [text.message("table-heading", player=text.player(seen.player)), _turn(text, seen)]
    lines += _fighters(text, seen)
    for view in seen.players:
        lines += _player(text, seen, view)
    lines.append(text.message("table-your-hand", count=len(seen.hand)))
    for card_id in seen.hand:
        lines.append(text.message("table-hand-card", card=text.card(card_id)))
        lines += text.card_lines(card_id, seen)
    if seen.in_play:
        lines.append(text.message("table-in-play", cards=text.cards_list(seen.in_play)))
    return lines + _unmatched_parts(text, seen) + _sfb_parts(text, seen)


def decision_lines(text: "TableText", seen: "Observation") -> list[str]:
    """The decision, what it is about, and the options numbered from 1."""
    decision = seen.decision
    args: dict[str, Any] = {"kind": key(str(decision.kind)), "grid": text.grid,
                            "fighter": "none"}
    if isinstance(decision.about, int) and not isinstance(decision.about, bool):
        text.fighter(args, "fighter", decision.about)  # the fighter it is about
    lines = [text.message("table-decision", **args)]
    if isinstance(decision.about, Node):
        lines.append(text.message("table-about", text=text.effect(decision.about)))
    return lines + [text.message("table-option", number=i,
                                 option=option_text(text, seen, option))
                    for i, option in enumerate(decision.options, 1)]


def _turn(text: "TableText", seen: "Observation") -> str:
    if seen.turn == 0:
        return text.log.message("log-setup", {})
    actions = seen.system("actions_left")
    turn = text.message("table-turn", turn=seen.turn, player=text.player(seen.active),
                        actions="none" if actions is None else actions)
    round_ = seen.system("round")
    return turn if round_ is None else text.message("table-round", round=round_) + " · " + turn


def _fighters(text: "TableText", seen: "Observation") -> list[str]:
    champions = {c["id"]: c for c in seen.system("champions") or ()}
    lines = [text.message("table-fighters")]
    for view in seen.fighters:
        args: dict[str, Any] = {"seat": view.owner + 1, "health": view.health,
                                "max-health": view.max_health, "grid": text.grid,
                                "space": view.space if view.on_board else "none",
                                "defeated": "true" if view.defeated else "false",
                                "defense": "none"}
        text.fighter(args, "fighter", view.id)
        if view.id in champions:  # Super Fantasy Brawl: the side it shows
            args.update({"max-health": champions[view.id]["max_hp"],
                         "defense": champions[view.id]["defense"]})
        lines.append(text.message("table-fighter", **args))
    return lines


def _player(text: "TableText", seen: "Observation", view: "PlayerView") -> list[str]:
    lines = [text.message("table-player", player=text.player(view.index), hand=view.hand_size,
                          deck=view.deck_size, discard=len(view.discard))]
    if view.discard:
        lines.append(text.message("table-discard-top", card=text.card(view.discard[-1])))
    if view.revealed:
        lines.append(text.message("table-known-in-hand", cards=text.cards_list(view.revealed)))
    if view.deck_top:
        lines.append(text.message("table-known-deck-top", cards=text.cards_list(view.deck_top)))
    if view.form:
        lines.append(text.message("table-form", form=text.printed("form", view.form)))
    for name, amount in view.resources:
        lines.append(text.message("table-resource", resource=text.printed("resource", name),
                                  amount=amount))
    for name, cards in view.areas:
        lines.append(text.message("table-area", area=text.printed("sub-deck", name),
                                  cards=text.cards_list(cards)))
    return lines + _sfb_player(text, seen, view.index)


def _sfb_player(text: "TableText", seen: "Observation", index: int) -> list[str]:
    points, exhausted = seen.system("vp"), seen.system("exhausted")
    if points is None:
        return []
    cores = [text.phrase("table-core", core=core) for core in exhausted[index]]
    return [text.message("table-victory-points", points=points[index]),
            text.message("table-exhausted-cores", cores=", ".join(cores)
                         or text.phrase("table-none"))]


def _unmatched_parts(text: "TableText", seen: "Observation") -> list[str]:
    lines = []
    combat = seen.system("combat")
    if combat:
        lines.append(_combat(text, seen, combat))
    doors = seen.system("closed_doors")
    if doors:
        lines.append(text.message("table-closed-doors", doors=", ".join(
            text.phrase("table-door", a=a, b=b) for a, b in doors)))
    for owner_name, spaces in (seen.system("tokens") or {}).items():
        owner, name = owner_name.split(":", 1)
        placed = [str(s) for s in spaces if s is not None]
        lines.append(text.message("table-tokens", token=text.printed("token", name),
                                  seat=int(owner) + 1,
                                  spaces=", ".join(placed) or "none"))
    return lines


def _combat(text: "TableText", seen: "Observation", combat: dict[str, Any]) -> str:
    """The combat in progress: before the reveal who attacks whom and how many cards lie
    face down; then its cards and their values."""
    if "face_down" in combat:
        args: dict[str, Any] = {"cards": combat["face_down"]}
        text.fighter(args, "attacker", combat["attacker"])
        text.fighter(args, "defender", combat["defender"])
        return text.message("table-combat-face-down", **args)
    def played(side: str) -> tuple[str, Any]:
        shown = combat[f"{side}_card"]
        if shown is None:
            return "none", "none"
        value = combat["values"].get(side, seen.card(shown).value)
        return text.card(shown), "none" if value is None else number(value)

    args = {}
    args["attack-card"], args["attack"] = played("attack")
    args["defense-card"], args["defense"] = played("defense")
    text.fighter(args, "attacker", combat["attacker"])
    text.fighter(args, "defender", combat["defender"])
    return text.message("table-combat", **args)


def _sfb_parts(text: "TableText", seen: "Observation") -> list[str]:
    if seen.system("vp") is None:
        return []
    lines = []
    levelled = seen.system("levelled")
    if levelled:
        lines.append(text.message("table-levelled", fighters=text.joined(
            [text.fighter_name(f) for f in levelled])))
    traps = seen.system("trap_hexes")
    if traps:
        lines.append(text.message("table-traps", hexes=", ".join(map(str, traps))))
    ruleset = seen.game.ruleset
    challenges = [ruleset.challenge(c).title for c in seen.system("track") if c is not None]
    if challenges:
        lines.append(text.message("table-challenges", challenges=", ".join(challenges)))
    return lines

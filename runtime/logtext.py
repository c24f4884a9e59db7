"""A game's event log as readable English text, turn by turn."""

from __future__ import annotations

from typing import Any, Callable

from .state import GameData


def card_title(data: GameData, player: int, card_id: str | None) -> str:
    for card in data.players[player].hero.cards:
        if card.id == card_id:
            return card.title
    return str(card_id)


def _name(data: GameData, player: int) -> str:
    return f"{data.players[player].hero.name} (player {player + 1})"


def _turn(data, e):
    return f"\nTurn {e['turn']}: {_name(data, e['player'])}"


def _action(data, e):
    return f"  Action: {e['action']}"


def _draw(data, e):
    return f"    {_name(data, e['player'])} draws {card_title(data, e['player'], e['card'])}"


def _discard(data, e):
    title = card_title(data, e["player"], e["card"])
    reason = {"boost": " to boost", "hand limit": " (hand limit)"}.get(e["reason"], "")
    return f"    {_name(data, e['player'])} discards {title}{reason}"


def _move(data, e):
    return f"    {e['fighter']} moves from space {e['start']} to space {e['to']}"


def _place(data, e):
    start = f" from space {e['start']}" if e.get("start") is not None else ""
    return f"    {e['fighter']} is placed{start} in space {e['to']}"


def _scheme(data, e):
    return (f"    {e['fighter']} plays the scheme "
            f"{card_title(data, e['player'], e['card'])}")


def _combat(data, e):
    attacker = next(f for f in data.fighters if f.label == e["attacker"])
    defender = next(f for f in data.fighters if f.label == e["defender"])
    attack = card_title(data, attacker.owner, e["attack_card"])
    defense = (card_title(data, defender.owner, e["defense_card"]) if e["defense_card"]
               else "no defense card")
    return f"    {e['attacker']} attacks {e['defender']}: {attack} against {defense}"


def _effect(data, e):
    return (f"    {card_title(data, e['player'], e['card'])}: {e['timing']} effect")


def _cancel(data, e):
    return f"    The effects of {card_title(data, e['player'], e['card'])} are cancelled"


def _combat_damage(data, e):
    return (f"    Attack {e['attack']} against defense {e['defense']}: {e['damage']} damage; "
            f"the {e['winner']} wins the combat")


def _damage(data, e):
    source = {"combat": "", "effect": " from an effect", "exhaustion": " from exhaustion"}
    return (f"    {e['fighter']} takes {e['amount']} damage{source[e['source']]} "
            f"({e['health']} health left)")


def _recover(data, e):
    return f"    {e['fighter']} recovers {e['amount']} health ({e['health']} health)"


def _defeated(data, e):
    return f"    {e['fighter']} is defeated"


def _winner(data, e):
    heroes = [p.hero.name for p in data.players if p.team == e["team"]]
    return f"\n{' and '.join(heroes)} wins the game."


def _exhausted(data, e):
    return f"    {_name(data, e['player'])} must draw from an empty deck"


def _ability(data, e):
    return f"    {data.players[e['player']].hero.name}'s ability: {e['trigger']}"


def _gain_action(data, e):
    return f"    {_name(data, e['player'])} gains {e['amount']} action"


def _return(data, e):
    return f"    {e['fighter']} returns to space {e['to']}"


def _door(data, e):
    verb = "opens" if e["event"] == "open door" else "closes"
    a, b = e["between"]
    return f"    {_name(data, e['player'])} {verb} the door between spaces {a} and {b}"


FORMATTERS: dict[str, Callable[[GameData, dict[str, Any]], str]] = {
    "turn": _turn, "action": _action, "draw": _draw, "discard": _discard, "move": _move,
    "place": _place, "scheme": _scheme, "combat": _combat, "effect": _effect,
    "cancel": _cancel, "combat damage": _combat_damage, "damage": _damage,
    "recover": _recover, "defeated": _defeated, "winner": _winner, "exhausted": _exhausted,
    "ability": _ability, "gain action": _gain_action, "return": _return,
    "open door": _door, "close door": _door,
}


def log_text(data: GameData) -> str:
    lines = ["Set-up"]
    for event in data.events:
        lines.append(FORMATTERS[event["event"]](data, event))
    return "\n".join(lines) + "\n"

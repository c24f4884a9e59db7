"""A second game system, for the tests only: it proves that the engine plays a game it does
not know, through the rules seam alone (runtime/engine/system.py), with cards whose text is
the effect language.

"Card duel": each player has one champion on a single space and a deck of numbered cards.
A turn: draw a card, then play one from the hand; its printed value is dealt as damage to
the other champion, and its text (any generic effect: draw, discard, ...) resolves. Drawing
from an empty deck costs 1 health. A champion at 0 health loses.
"""

from __future__ import annotations

from typing import Any

from cardsmith.grammar import nodes as n
from cardsmith.runtime.engine import effects as generic
from cardsmith.runtime.engine.actions import CardUse, PickCard, pick_card
from cardsmith.runtime.engine.agenda import GameOver, call, rule
from cardsmith.runtime.engine.cards import distinct_cards, draw
from cardsmith.runtime.engine.context import EffectContext
from cardsmith.runtime.engine.data import Card, Fighter, GameData, Player
from cardsmith.runtime.engine.decisions import DecisionKind as K, choice
from cardsmith.runtime.engine.events import DamageDealt, GameWon, TurnStarted
from cardsmith.runtime.engine.interpreter import run_section
from cardsmith.runtime.engine.system import GameSystem


@rule
def next_turn(data: GameData, player: int) -> None:
    data.active = player
    data.turn += 1
    data.emit(TurnStarted(player))
    data.then(call(draw, player, 1), call(play_a_card, player),
              call(next_turn, 1 - player))


@rule
def play_a_card(data: GameData, player: int) -> None:
    hand = data.players[player].hand
    if hand:
        options = [pick_card(i, CardUse.PLAY) for i in distinct_cards(data, hand)]
        data.ask(choice(player, K.ACTION, options), call(played, player))


@rule
def played(data: GameData, answer: PickCard, player: int) -> None:
    card = data.cards[answer.card]
    data.players[player].hand.remove(card.id)
    data.players[player].discard.append(card.id)
    hurt(data, data.hero_of(1 - player), card.definition.value or 0)
    section = card.definition.section(None)
    if section is not None:
        data.then(call(run_section, EffectContext(player, data.hero_of(player), section,
                                                  card=card, source=card.definition.source)))


def hurt(data: GameData, champion: Fighter, amount: int) -> None:
    taken = min(amount, champion.health)
    champion.health -= taken
    data.emit(DamageDealt(champion.id, champion.owner, taken, champion.health, "toy"))
    if champion.health == 0:
        data.winner = data.players[1 - champion.owner].team
        data.emit(GameWon(data.winner))
        raise GameOver


class CardDuel(GameSystem):
    name = "card-duel"
    effects = dict(generic.EFFECTS)
    conditions = dict(generic.CONDITIONS)
    values = dict(generic.VALUES)
    counts = dict(generic.COUNTS)

    def new_data(self, game: Any) -> GameData:
        library = game.library
        data = GameData(self, library.boards[game.board], game.ruleset)
        for index, hero_id in enumerate(game.heroes):
            hero = library.heroes[hero_id]
            player = Player(index, index, hero)
            data.players.append(player)
            definition = hero.fighters[0]
            fighter = Fighter(index, index, definition, definition.name, definition.health)
            data.fighters.append(fighter)
            player.fighters.append(index)
            for card_def in hero.cards:
                for _ in range(card_def.count):
                    card = Card(len(data.cards), index, card_def)
                    data.cards.append(card)
                    player.pile.append(card.id)
        return data

    def start(self, data: GameData, set_up: bool) -> None:
        data.then(call(next_turn, 0))

    def empty_deck(self, data: GameData, player: int) -> None:
        hurt(data, data.hero_of(player), 1)

    def fighter_now(self, data: GameData, ctx: EffectContext, ref: Any) -> Fighter | None:
        return ctx.fighter


SYSTEM = CardDuel()

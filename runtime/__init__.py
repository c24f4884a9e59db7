"""The game runtime: plays games from compiled bundles.

    engine/      the engine, which knows no game: the data of a game in progress and its
                 agenda, decisions and actions, events, the effect interpreter, the
                 game/state interface, observations, agents, simulations, game logs
    unmatched/   the Unmatched game system behind the engine's rules seam
    defs.py      bundles -> definitions;  systems.py  game systems by name

The public names for tool builders are importable from here.
"""

if __name__.partition(".")[0] != "cardsmith":  # one import layout: never a second copy
    raise ImportError(f"import cardsmith.{__name__}, not {__name__} (the checkout's folders "
                      "are the subpackages of cardsmith)")

from .defs import Library
from .sfb import events as _sfb_events  # every kind of event is known once the runtime is
from .engine.actions import Action
from .engine.decisions import CHANCE, TERMINAL, Decision, DecisionKind
from .engine.errors import RuleFailure, RulesError
from .engine.game import Game
from .engine.state import State

__all__ = ["Action", "CHANCE", "Decision", "DecisionKind", "Game", "Library", "RuleFailure",
           "RulesError", "State", "TERMINAL"]

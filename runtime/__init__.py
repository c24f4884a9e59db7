"""The game runtime: plays games from compiled bundles.

    engine/      the engine, which knows no game: the data of a game in progress and its
                 agenda, decisions and actions, events, the effect interpreter, the
                 game/state interface, observations
    unmatched/   the Unmatched game system behind the engine's rules seam
    defs.py      bundles -> definitions;  systems.py  game systems by name
    agents.py, simulate.py, matchups.py   playing many games

The public names for tool builders are importable from here.
"""

from .defs import Library
from .engine.actions import Action
from .engine.decisions import CHANCE, TERMINAL, Decision, DecisionKind
from .engine.errors import RuleFailure, RulesError
from .engine.game import Game
from .engine.state import State

__all__ = ["Action", "CHANCE", "Decision", "DecisionKind", "Game", "Library", "RuleFailure",
           "RulesError", "State", "TERMINAL"]

"""The engine: plays any game system from compiled bundles, knowing none of them.

It holds the position as data (GameData, with the rules in progress on an agenda), puts
decisions to players and to chance, runs card effects through registries a game system
fills, and plays games with agents. A game system (runtime/unmatched/, ...) plugs in
through `GameSystem` (system.py): set-up, turn structure, combat, winning, the empty-deck
rule, board geometry and its effect handlers.
"""

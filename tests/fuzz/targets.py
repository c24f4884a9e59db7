"""The fuzz targets: content files and effect texts (the compiler's), games (the runtime's);
campaign.py has the seam."""

from __future__ import annotations

from .campaign import Target, register
from .content import ContentCase, content_cases, run_content, write_case
from .effects import EffectCase, effect_cases, run_effects, write_effects
from .games import GameCase, game_cases, replay_game, reproduce, run_game, write_game

register(Target("content", content_cases(), run_content, write_case, ContentCase.size))
register(Target("effects", effect_cases(), run_effects, write_effects, EffectCase.size))
register(Target("games", game_cases(), run_game, write_game, GameCase.size,
                reproduce=reproduce, replay=replay_game))

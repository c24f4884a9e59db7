"""The compiler's fuzz targets: content files and effect texts (campaign.py has the seam)."""

from __future__ import annotations

from .campaign import Target, register
from .content import ContentCase, content_cases, run_content, write_case
from .effects import EffectCase, effect_cases, run_effects, write_effects

register(Target("content", content_cases(), run_content, write_case, ContentCase.size))
register(Target("effects", effect_cases(), run_effects, write_effects, EffectCase.size))

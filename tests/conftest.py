"""What every test process shares.

Hypothesis (since 6.13x) draws some values from the string and number literals of the
project's modules that the process has imported. A derandomized test then generates other
examples depending on which modules other tests imported before it, that is on the
selection of tests (`-k`, one file) and on how pytest-xdist shares them out: the same test
could pass alone and fail in the whole run. The tests turn that off, so that each one
generates the same examples in any run. (Where a Hypothesis release has no such thing,
there is nothing to turn off.)
"""

from __future__ import annotations

from hypothesis.internal.conjecture import providers as _providers

if hasattr(_providers, "_get_local_constants"):
    _NO_CONSTANTS = _providers.Constants()
    _providers._get_local_constants = lambda: _NO_CONSTANTS

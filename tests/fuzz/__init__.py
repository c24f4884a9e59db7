"""Fuzzing cardsmith through its command line: Hypothesis over mutated content and over
effect texts generated from the grammar, asserting no traceback, no hang and agreement
between `check` and `build` (harness.py). `python -m tests.fuzz --minutes N` runs a campaign
from the repository's root (__main__.py); tests/test_fuzz.py runs a short one in the suite.
"""

import sys
from pathlib import Path

# The package imports tests/strategies.py as `strategies`, as the tests do; run as
# `python -m tests.fuzz`, the tests folder is not on the path yet.
_TESTS = str(Path(__file__).resolve().parent.parent)
if _TESTS not in sys.path:
    sys.path.insert(0, _TESTS)

"""Test-wide settings.

Hypothesis runs derandomized by default, so the README's test command gives the same result on
every machine and every run (a property failure found once is found again). To hunt for new
failures with fresh random draws and more examples: ``HYPOTHESIS_PROFILE=explore make test``
(or the same variable on a plain ``pytest`` run).
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("repeatable", derandomize=True)
settings.register_profile("explore", derandomize=False, max_examples=200)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repeatable"))

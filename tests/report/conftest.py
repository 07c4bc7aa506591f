"""Report tests reuse the simulator's test games and store fixtures."""

from __future__ import annotations

import os

os.environ["COLUMNS"] = "160"  # rich tables must not wrap in assertions; set before rich loads

from sim.conftest import registered, store

__all__ = ["registered", "store"]

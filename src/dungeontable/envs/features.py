"""A fixed-length numeric encoding of any view, for learning agents: feature hashing.

Every leaf of the view's JSON form becomes one feature: its path (``players.0.health``; list
positions past ``MAX_INDEX`` share one slot) and, for text, its value (``phase=combat``). Each
feature name is hashed with BLAKE2b (never Python's ``hash()``, which differs between processes)
to one of ``size`` buckets and its value added there: a number as it is, a boolean as 0 or 1,
a text as 1. ``None`` adds nothing. The same view gives the same vector in every process.
"""

from __future__ import annotations

import hashlib
from typing import Any

import msgspec
import numpy as np
from numpy.typing import NDArray

MAX_INDEX = 64
"""List positions from here on share one feature name (``hand.64+``)."""


class Features:
    """Hashes views of one game into vectors of ``size`` floats; remembers the buckets of the
    feature names it has seen (per instance: nothing is kept between environments)."""

    def __init__(self, size: int = 1024) -> None:
        self.size = size
        self._buckets: dict[str, int] = {}

    def bucket(self, name: str) -> int:
        found = self._buckets.get(name)
        if found is None:
            digest = hashlib.blake2b(name.encode(), digest_size=8).digest()
            found = self._buckets[name] = int.from_bytes(digest, "little") % self.size
        return found

    def encode(self, view: Any) -> NDArray[np.float32]:
        vector = np.zeros(self.size, dtype=np.float32)
        self._walk(msgspec.to_builtins(view), "", vector)
        return vector

    def _walk(self, value: Any, path: str, vector: NDArray[np.float32]) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                self._walk(item, f"{path}.{key}" if path else str(key), vector)
        elif isinstance(value, list):
            for index, item in enumerate(value):
                slot = str(index) if index < MAX_INDEX else f"{MAX_INDEX}+"
                self._walk(item, f"{path}.{slot}", vector)
        elif isinstance(value, int | float):  # a bool is an int: 0 or 1
            vector[self.bucket(path)] += float(value)
        elif isinstance(value, str):
            vector[self.bucket(f"{path}={value}")] += 1.0

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
        self._paths: dict[tuple[str, Any], str] = {}
        """A child's path from its parent's path and its key or list position (made once)."""
        self._texts: dict[tuple[str, str], int] = {}
        """The bucket of a text leaf from its path and value (made once)."""

    def bucket(self, name: str) -> int:
        found = self._buckets.get(name)
        if found is None:
            digest = hashlib.blake2b(name.encode(), digest_size=8).digest()
            found = self._buckets[name] = int.from_bytes(digest, "little") % self.size
        return found

    def encode(self, view: Any) -> NDArray[np.float32]:
        sums = [0.0] * self.size  # Python floats add faster than numpy scalars, one leaf at a time
        self._walk(msgspec.to_builtins(view), "", sums)
        return np.asarray(sums, dtype=np.float32)

    def _child(self, path: str, key: Any) -> str:
        found = self._paths.get((path, key))
        if found is None:
            if isinstance(key, int):
                slot = str(key) if key < MAX_INDEX else f"{MAX_INDEX}+"
                found = f"{path}.{slot}"
            else:
                found = f"{path}.{key}" if path else str(key)
            self._paths[(path, key)] = found
        return found

    def _walk(self, value: Any, path: str, sums: list[float]) -> None:
        kind = type(value)
        if kind is dict:
            for key, item in value.items():
                self._walk(item, self._child(path, str(key)), sums)
        elif kind is list:
            for index, item in enumerate(value):
                self._walk(item, self._child(path, index), sums)
        elif kind is int or kind is float or kind is bool:  # a bool counts 0 or 1
            sums[self.bucket(path)] += float(value)
        elif kind is str:
            found = self._texts.get((path, value))
            if found is None:
                found = self._texts[(path, value)] = self.bucket(f"{path}={value}")
            sums[found] += 1.0

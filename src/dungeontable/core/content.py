"""One bounded cache of game content: cards, rosters, tables loaded once per source.

A game's static content (its card catalog, character roster, derived tables) depends only on
where it comes from: the options naming card files, or nothing at all. ``loaded(source, build)``
returns ``build(source)``, building it once per ``(build, source)`` and keeping at most
``LIMIT`` of them (the least recently used goes first). This is the only cache of content in the
project: games keep no module-level caches, registries or memos of their own.

Rules ask for content on every step, so the answer for the source last asked about through the
same ``build`` is found by identity first (a frozen options struct is the same object through a
whole game); other sources go through the bounded table by equality. Every slot is one tuple
replaced whole, and the table is changed under a lock: threads never see a torn answer.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, TypeVar

T = TypeVar("T")
K = TypeVar("K", bound=Hashable)

_ABSENT: Any = object()

LIMIT = 64
"""At most this many contents stay loaded (each game's catalog per card-file set, ...)."""


class ContentCache:
    """The bounded cache behind ``loaded``; one instance per process (``CONTENT``)."""

    def __init__(self, limit: int = LIMIT) -> None:
        self.limit = limit
        self._table: OrderedDict[tuple[Any, Any], Any] = OrderedDict()
        self.recent: dict[Any, tuple[Any, Any]] = {}
        """The last ``(source, content)`` answered per ``build``, one tuple replaced whole: a
        hot path may read it without a call (``recent.get(build)``, then ``source`` by identity,
        else ``loaded``); only this class writes it."""
        self._lock = threading.Lock()

    def loaded(self, source: K, build: Callable[[K], T]) -> T:
        """``build(source)``, built once per ``(build, source)`` and kept in the bounded cache.

        ``source`` must be hashable and immutable (an options struct, a tuple of card-file
        paths, a name); ``build`` a module-level function (its identity is part of the key)."""
        last = self.recent.get(build)
        if last is not None and last[0] is source:
            found: T = last[1]
            return found
        key = (build, source)
        with self._lock:
            found = self._table.get(key, _ABSENT)
            if found is not _ABSENT:
                self._table.move_to_end(key)
                self.recent[build] = (source, found)
                return found
        # Built outside the lock: a build may itself ask for content (no deadlock); two threads
        # may build the same content once each, and the first one stored is kept.
        built = build(source)
        with self._lock:
            found = self._table.setdefault(key, built)
            self._table.move_to_end(key)
            while len(self._table) > self.limit:
                self._table.popitem(last=False)
            self.recent[build] = (source, found)
        return found

    def clear(self) -> None:
        """Forget everything (tests that change content files on disk)."""
        with self._lock:
            self._table.clear()
            self.recent.clear()

    def __len__(self) -> int:
        return len(self._table)


CONTENT = ContentCache()


loaded = CONTENT.loaded
"""``loaded(source, build)``: ``build(source)`` through the process's one content cache (the
bound method itself, so a look-up per step costs one call)."""

"""Comparing runs: every column but the wall-clock duration."""

from __future__ import annotations

from collections.abc import Iterable

import msgspec

from dungeontable.storage import GameRow


def content(rows: Iterable[GameRow]) -> list[GameRow]:
    """Rows in seed order with the duration zeroed (the only column that may vary)."""
    return [
        msgspec.structs.replace(row, duration=0.0) for row in sorted(rows, key=lambda r: r.seed)
    ]

"""``dungeontable cards lint PATH --game rdi``: every problem in an owner's card folder, where
character packs and plain card files (Drink Deck cards) may sit side by side."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from dungeontable.cards import CardIssue, CardLoadError, lint_paths

from ..catalog import RdiCard
from ..effects import EFFECTS
from . import registry
from .pack import load_packs, split_paths


def lint_cards(paths: Iterable[str | Path]) -> list[CardIssue]:
    """Problems in ``paths`` (files or folders): packs through ``pack.load_packs`` (with the house
    characters, so a replaced house id is checked too), other files through the core loader."""
    packs, others = split_paths(paths)
    issues: list[CardIssue] = []
    if packs:
        house = registry.HOUSE_DIR.resolve()
        own = [p for p in packs if Path(p).resolve().parent != house]  # the house packs, once
        try:
            load_packs([registry.HOUSE_DIR, *own], EFFECTS)
        except CardLoadError as exc:
            issues.extend(exc.issues)
    if others:
        issues.extend(lint_paths(others, RdiCard, EFFECTS))
    return issues

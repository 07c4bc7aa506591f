"""Checking a user's card files (``dungeontable cards lint PATH --game G``).

Linting runs the same validation as loading a game (schema, effect ops and their typed
parameters, duplicate ids, provenance) but returns the problems instead of raising, so a tool
can print them all, with file, card id, field and reason.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from .effects import EffectRegistry
from .loader import CardIssue, CardLoadError, load_cards
from .schema import CardModel


def lint_paths(
    paths: Iterable[str | Path] | str | Path,
    model: type[CardModel],
    registry: EffectRegistry | None = None,
) -> list[CardIssue]:
    """Every problem in the card files at ``paths`` (files or directories); ``[]`` when clean.

    Never raises for a problem in the files (missing, unreadable, malformed or invalid cards all
    come back as issues).
    """
    try:
        load_cards(paths, model, registry)
    except CardLoadError as exc:
        return list(exc.issues)
    return []

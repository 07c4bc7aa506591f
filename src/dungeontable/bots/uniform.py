"""The uniform random bot: every legal action equally likely. Generic over all games."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dungeontable.core import Action, Game, Rng


class RandomBot:
    """Picks a legal action uniformly with its own ``Rng``; ignores the view."""

    level = "random"
    uses_view = False

    def __init__(self, game: Game | None = None) -> None:
        self.game = game

    def choose(self, view: Any, legal_actions: Sequence[Action], rng: Rng) -> tuple[Action, Rng]:
        if not legal_actions:
            raise ValueError("a decision with no legal actions: the game offered nothing to choose")
        return rng.choice(legal_actions)

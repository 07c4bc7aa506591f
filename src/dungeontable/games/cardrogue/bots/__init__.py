"""Card Rogue bots: the ``heuristic`` level (docs/rules/cardrogue.md §6.7), via ``GAME.bots``."""

from .heuristic import HeuristicBot

__all__ = ["HeuristicBot"]

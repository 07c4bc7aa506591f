"""Card Rogue bots: the ``heuristic`` level (card-rogue.md §6.7), offered via ``GAME.bots``."""

from .heuristic import HeuristicBot

__all__ = ["HeuristicBot"]

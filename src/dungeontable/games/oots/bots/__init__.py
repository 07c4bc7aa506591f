"""OOTS bots: the ``heuristic`` level, offered via ``GAME.bots`` (random is generic)."""

from .heuristic import HeuristicBot

__all__ = ["HeuristicBot"]

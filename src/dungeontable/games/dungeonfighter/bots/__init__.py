"""Dungeon Fighter bots: ``heuristic`` (with a skill level; throws go through the surrogate)."""

from .heuristic import HeuristicBot

BOTS = {"heuristic": HeuristicBot}

__all__ = ["BOTS", "HeuristicBot"]

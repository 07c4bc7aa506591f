"""RDI bots: the generic ``random`` level plus ``heuristic`` (drink management, when to
respond, gambling decisions)."""

from .heuristic import HeuristicBot

__all__ = ["HeuristicBot"]

"""Dungeon Fighter bots: ``heuristic`` (with a skill level; throws go through the surrogate)."""

from ..options import BOT_SKILLS
from .heuristic import HeuristicBot, skilled

BOTS = {"heuristic": HeuristicBot, **{level: skilled(level) for level in BOT_SKILLS}}
"""``heuristic`` throws at the game's ``skill``; ``heuristic-novice|average|expert`` set their
seat's skill through ``DungeonFighter.seat_options`` (lobby and ``--bots``)."""

__all__ = ["BOTS", "HeuristicBot"]

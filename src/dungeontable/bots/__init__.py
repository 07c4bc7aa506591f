"""Bots: players that see views only. ``make(level, game)`` builds one; ``play_game`` runs games."""

from .base import (
    Bot,
    BotFactory,
    UnknownBot,
    level_of,
    levels,
    levels_for,
    make,
    make_for,
    register,
)
from .ismcts import IsmctsBot, factory
from .runner import PlayedStep, bot_rng, capped_outcome, play_game, play_steps
from .uniform import RandomBot

register("random", RandomBot)
register("ismcts-200", factory(iterations=200))
register("ismcts-2000", factory(iterations=2000))
register("ismcts-1s", factory(seconds=1.0))

__all__ = [
    "Bot",
    "BotFactory",
    "IsmctsBot",
    "PlayedStep",
    "RandomBot",
    "UnknownBot",
    "bot_rng",
    "capped_outcome",
    "level_of",
    "levels",
    "levels_for",
    "make",
    "make_for",
    "play_game",
    "play_steps",
    "register",
]

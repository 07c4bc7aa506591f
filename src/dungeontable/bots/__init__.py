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
from .runner import PlayedStep, bot_rng, capped_outcome, play_game, play_steps
from .uniform import RandomBot

register("random", RandomBot)

__all__ = [
    "Bot",
    "BotFactory",
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

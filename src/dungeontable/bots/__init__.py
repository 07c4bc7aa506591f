"""Bots: players that see views only. ``make(level, game)`` builds one; ``play_game`` runs games."""

from .base import (
    Bot,
    BotFactory,
    UnknownBot,
    is_level,
    level_of,
    levels,
    levels_for,
    make,
    make_for,
    register,
    register_pattern,
)
from .ismcts import (
    ITERATIONS_LEVEL,
    SECONDS_LEVEL,
    IsmctsBot,
    by_iterations,
    by_seconds,
    factory,
    parse_think,
    thinking,
)
from .runner import PlayedStep, bot_rng, capped_outcome, first_choice, play_game, play_steps
from .uniform import RandomBot

register("random", RandomBot)
register("ismcts-200", factory(iterations=200))
register("ismcts-2000", factory(iterations=2000))
register("ismcts-1s", factory(seconds=1.0))
register_pattern(ITERATIONS_LEVEL, by_iterations)
register_pattern(SECONDS_LEVEL, by_seconds)

__all__ = [
    "Bot",
    "BotFactory",
    "IsmctsBot",
    "PlayedStep",
    "RandomBot",
    "UnknownBot",
    "bot_rng",
    "capped_outcome",
    "first_choice",
    "is_level",
    "level_of",
    "levels",
    "levels_for",
    "make",
    "make_for",
    "parse_think",
    "play_game",
    "play_steps",
    "register",
    "register_pattern",
    "thinking",
]

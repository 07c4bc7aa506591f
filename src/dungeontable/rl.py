"""``dungeontable.rl``: the learning environments under the names researchers look for.

    import dungeontable.rl
    env = dungeontable.rl.env("cardrogue", seats=3)              # PettingZoo AEC, every seat
    single = dungeontable.rl.seat_env("rdi", seats=2, bots="heuristic")  # Gymnasium, seat 0

The same objects as ``dungeontable.envs`` (its docstring documents the observation layout, the
action mask and the rewards); game options go as keyword arguments. Needs the ``rl`` extra.
"""

from __future__ import annotations

from typing import Any

from .envs import DungeonTableAEC, Features, SeatEnv, aec_env, seat_env

HOW = frozenset({"max_actions", "features", "max_steps", "render_mode"})
"""Keywords that shape the environment itself; every other keyword is a game option."""


def env(game: str, seats: int = 2, **options: Any) -> DungeonTableAEC:
    """A PettingZoo AEC environment of ``game`` at ``seats`` seats; keyword arguments are the
    game's options (``max_players=6``), except ``max_actions``, ``features``, ``max_steps`` and
    ``render_mode``, which shape the environment."""
    how = {key: options.pop(key) for key in list(options) if key in HOW}
    return aec_env(game, seats, options or None, **how)


__all__ = ["DungeonTableAEC", "Features", "SeatEnv", "aec_env", "env", "seat_env"]

"""Environments for learning agents: PettingZoo (every seat an agent) and Gymnasium (one seat
learns, bots play the others), for every registered game.

    from dungeontable.envs import aec_env, seat_env
    env = aec_env("cardrogue", seats=2)          # pettingzoo.AECEnv
    env = seat_env("rdi", seats=3, bots="heuristic")   # gymnasium.Env, seat 0 learns

Needs the ``rl`` extra (``pip install 'dungeontable[rl]'``: PettingZoo and Gymnasium).
"""

from __future__ import annotations

from .aec import DungeonTableAEC, aec_env
from .features import Features
from .seat import SeatEnv, seat_env

__all__ = ["DungeonTableAEC", "Features", "SeatEnv", "aec_env", "seat_env"]

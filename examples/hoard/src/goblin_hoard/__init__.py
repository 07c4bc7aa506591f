"""Goblin Hoard, a dungeontable game in its own package.

dungeontable finds it through the entry point in ``pyproject.toml``
(``[project.entry-points."dungeontable.games"] hoard = "goblin_hoard"``) and reads ``GAME`` from
this module the first time someone asks for ``hoard``.
"""

from .game import GAME, GoblinHoard, GreedyBot, HoardOptions, HoardState, HoardView

__all__ = ["GAME", "GoblinHoard", "GreedyBot", "HoardOptions", "HoardState", "HoardView"]

"""Dungeon Fighter (seed 001, rules map shared/rules/dungeon-fighter.md): the dexterity game.

The throw seam is ``throw.py``; see DESIGN.md for the layout.
"""

from .game import DungeonFighter

GAME = DungeonFighter()

__all__ = ["GAME", "DungeonFighter"]

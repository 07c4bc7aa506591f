"""Dungeon Fighter: the dexterity game (rule map ``docs/rules/dungeonfighter.md``).

The throw seam is ``throw.py``; see DESIGN.md for the layout. Rule ids ``R001``..``R197``,
rulings ``AMB-01``..``AMB-52`` and parts ``§0``..``§6`` cited in this package are entries of the
rule map; ``l.123`` / ``L123`` are lines of the team's plain-text copy of the rulebook (not
shipped), which the map's entries locate by section.
"""

from .game import DungeonFighter

GAME = DungeonFighter()

__all__ = ["GAME", "DungeonFighter"]

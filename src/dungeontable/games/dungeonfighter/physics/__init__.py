"""Server-side 3D dice physics for Dungeon Fighter (rule map §3.2-3.3; PHYSICS.md).

``PhysicsResolver`` implements the seam's ``ThrowResolver`` with a deterministic MuJoCo scene:
table, board with real holes, die, obstacles and the thrower's spot. MuJoCo is an optional
dependency (extra ``physics``); import this package only where physics is wanted.
"""

from dungeontable.games.dungeonfighter.physics.resolver import PhysicsResolver

__all__ = ["PhysicsResolver"]

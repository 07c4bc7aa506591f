"""Materials and body sizes of the physical scene (§3.3), tuned against §3.7 (see PHYSICS.md).

MuJoCo contacts are soft. Each surface gives the contact a direct stiffness and damping
(MuJoCo's negative ``solref``: reference acceleration = -damping*v - stiffness*depth), which
behaves like a spring-damper with a restitution set by the damping and a duration of about four
240 Hz steps; friction is the larger of the two geoms' coefficients. The die's own ``solmix``
is tiny so the surface it hits decides how lively the contact is.
"""

from __future__ import annotations

import msgspec


class Surface(msgspec.Struct, frozen=True):
    """One surface kind: sliding, torsional and rolling friction, and contact softness."""

    friction: float
    torsion: float
    rolling: float
    stiffness: float
    damping: float


class Materials(msgspec.Struct, frozen=True):
    """Every physical tuning knob of the scene in one value."""

    table: Surface = Surface(0.35, 0.0005, 0.0002, 30000.0, 100.0)
    board: Surface = Surface(0.9, 0.02, 0.002, 30000.0, 250.0)
    obstacle: Surface = Surface(0.5, 0.005, 0.0005, 30000.0, 40.0)
    floor: Surface = Surface(0.8, 0.01, 0.001, 30000.0, 200.0)
    die_half: float = 0.008
    die_chamfer: float = 0.0015
    die_mass: float = 0.0045
    die_damping: float = 4e-7
    """Joint damping on the free die: about 2 per second of its spin (inertia ~1.9e-7)."""
    table_half_x: float = 0.8
    table_half_z: float = 0.5
    floor_y: float = -0.75


DEFAULT_MATERIALS = Materials()

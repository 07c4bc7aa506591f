"""Which ``ThrowResolver`` decides a throw (§3.2).

``Options.resolver_of(hero)`` names it per thrower: under ``auto`` (the default) ``physics`` for a
person's throws (skill ``human``) and ``surrogate`` for bots. ``surrogate``: the calibrated skill
model (bots, bulk simulation); ``physics``: the 3D rigid-body resolver, imported lazily
from ``physics`` (it must expose ``PhysicsResolver()``); ``scripted`` and ``real_dice`` never
reach here (the engine takes outcomes from the state's throw script or the players' entry).
"""

from __future__ import annotations

from dungeontable.core.content import loaded

from .throw import ThrowResolver


def _made(name: str) -> ThrowResolver:
    if name == "surrogate":
        from .surrogate import SurrogateResolver

        return SurrogateResolver()
    if name == "physics":
        from .physics import PhysicsResolver

        resolver: ThrowResolver = PhysicsResolver()
        return resolver
    raise ValueError(f"resolver {name!r} takes no outcome from a ThrowResolver")


def resolver_for(name: str) -> ThrowResolver:
    """The resolver called ``name``, made once (``core.content.loaded``: the skill model loads
    its tables, physics compiles its scenes)."""
    return loaded(name, _made)

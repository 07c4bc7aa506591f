"""Potion identification (R193-R194, A-55, A-60), shared by drinking, throwing and the Identify
scroll (``rules.potions`` and ``rules.scrolls`` call ``identify``).

A colour's effect is unknown until first used or identified: roll the table; if that effect
already belongs to another colour, roll again until an unused effect comes up. The result is
public (``State.identified``).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import DieRolled, Event

from ..events import PotionIdentified
from ..state import State

POTION_EFFECTS = ("healing", "poison", "strength", "weakness", "teleportation", "paralysis")
"""R194: the d6 table, face 1 first."""


def identify(state: State, color: str, seat: int, ev: list[Event]) -> tuple[str, State]:
    """The effect of ``color``, rolling for it (with rerolls) by ``seat`` if still unknown."""
    known = state.identified.get(color)
    if known is not None:
        return known, state
    taken = set(state.identified.values())
    if len(taken) >= len(POTION_EFFECTS):
        raise ValueError("every potion effect already has a colour (more than 6 colours, A-55)")
    rng = state.rng
    while True:
        face, rng = rng.roll()
        ev.append(DieRolled(seat=seat, purpose="potion identification", sides=6, value=face))
        effect = POTION_EFFECTS[face - 1]
        if effect not in taken:
            break
    ev.append(PotionIdentified(color=color, effect=effect))
    identified = {**state.identified, color: effect}
    return effect, replace(state, rng=rng, identified=identified)

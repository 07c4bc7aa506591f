"""A Monster that attacks at range through its card text (R124, A32).

Monsters never attack at range by the rules alone (000 L325, L882); a Monster card whose effects
carry ``attacks_at_range`` (x = its reach) does: when the player whose turn it is ends a move in
a room where a new battle would be stocked (R057: no Monsters, Loot or players), the nearest such
Monster on the floor whose card reaches that room - the top Monster of its room, the one a battle
there would be fought against - attacks instead, and the player defends against it at that Range.
Under R124 only a Battle Shtick whose Range reaches may defend (``battle.shtick_actions``); with
none the player defends with no shtick (R148: +0, a win counts as a draw). The battle is not in
the player's room, so no more Monsters follow it (R103, R127).
"""

from __future__ import annotations

from ..state import Place, State
from .table import cards, player
from .xykon import battles_here, xykon_here


def sniper(state: State) -> tuple[Place, int] | None:
    """The room of the Monster that attacks the mover at range, and the Range; None if none.

    The nearest reaching Monster attacks; of two at the same Range the one to the left (A68:
    rooms are counted by their place in the floor's row)."""
    f, here = player(state, state.turn.seat).place
    if f == 0:
        return None
    spec = cards(state)
    floor = state.floors[f]
    best: tuple[Place, int] | None = None
    for i, room in enumerate(floor.rooms):
        pos = floor.left + i
        d = abs(pos - here)
        if d == 0 or not room.monsters or xykon_here(state, (f, pos)):
            continue  # Wandering Xykon stands on top of a room's Monsters (R321)
        if spec.rooms[room.card].safe_haven and not battles_here(state, (f, pos)):
            continue  # R271: no Monster battles in the Safe Haven (A46)
        reach = spec.monsters[room.monsters[0]].attacks_at_range
        if reach >= d and (best is None or d < best[1]):
            best = ((f, pos), d)
    return best

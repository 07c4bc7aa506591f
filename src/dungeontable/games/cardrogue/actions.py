"""Card Rogue actions (part 1). Each prints and parses as ``kind field=value`` text.

Directions are ``N``, ``E``, ``S``, ``W`` from the acting player's tile. Part 2 defines its own
action classes in its rules modules and registers handlers for them (see DESIGN.md).
"""

from __future__ import annotations

from dungeontable.core import Action


class RollDie(Action, frozen=True):
    """Roll in the deciding roll (§1.2 step 3)."""


class PickCharacter(Action, frozen=True):
    """Take a character card in the draft (§1.2 step 4)."""

    character: str


class Flip(Action, frozen=True):
    """Flip the face-down card in direction ``dir`` (R030; also while fleeing, R114)."""

    dir: str


class Orient(Action, frozen=True):
    """Turn a just-placed pathing tile so its open edges are ``paths`` (R031, R051)."""

    paths: str


class Move(Action, frozen=True):
    """Move one tile in direction ``dir`` (R053, R061)."""

    dir: str


class EndTurn(Action, frozen=True):
    """Finish steps 1-3; step 4 placement follows (R024, R038)."""


class Attack(Action, frozen=True):
    """C1: attack roll against the enemy in direction ``dir`` (R066, R069)."""

    dir: str


class Flee(Action, frozen=True):
    """C1: announce a flee and roll if any enemy requires it (R110, R115, R118)."""


class FleeTo(Action, frozen=True):
    """After a successful flee, move to the tile in direction ``dir`` (R112)."""

    dir: str


class Keep(Action, frozen=True):
    """Death: keep this card; ``where`` is ``hand`` or an equipment slot (R242.1)."""

    card: str
    where: str


class LayFaceDown(Action, frozen=True):
    """Death: put this card face-down on the death tile (R242.2)."""

    card: str


class Respawn(Action, frozen=True):
    """Death: put your token on the starting tile at ``x``, ``y`` (R241, A-15)."""

    x: int
    y: int

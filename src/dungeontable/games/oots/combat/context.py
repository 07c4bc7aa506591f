"""Frozen value types describing one battle, as the battle arithmetic needs to see it.

The flow builds a ``BattleContext`` from its state: the player's side (chosen shtick, face-up
shticks, equipped Loot, accepted help), the floor the battle is on (every room's Monster stack,
top first, for support), which Monsters are battled, the room(s) and the ruling/variant flags.
Card ids refer to ``catalog.load_catalog()`` definitions.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from ..effects import CardEffect

Role = Literal["attacker", "defender"]


class Helper(msgspec.Struct, frozen=True):
    """One accepted assistance offer (R128-R133): the helper and the Loot promised to them.

    ``face_up`` and ``equipped`` are the helper's own face-up shticks and equipped Loot, read
    only for ``assist_bonus`` effects (Bard's Song, R133).
    """

    character: str
    loot: str
    face_up: tuple[str, ...] = ()
    equipped: tuple[str, ...] = ()


class Side(msgspec.Struct, frozen=True):
    """A player's side of a battle.

    ``shtick`` is the chosen Battle Shtick id (None = battling without a shtick, R148);
    ``face_up`` every face-up shtick the player has in play (the chosen one included; flipped
    shticks are absent: they are blank, R198); ``flipped_for_bonus`` the non-Battle shticks
    flipped before the roll for their ``timing="flip"`` bonus (R199) - they count for this
    battle although now face-down; ``boosts`` extra boosts by shtick *name* from Screw This!
    cards (Get Angry) and chosen-target effects; ``effects`` temporary effects on this side
    (Screw This! bonuses still in force).
    """

    character: str
    room: int
    shtick: str | None = None
    face_up: tuple[str, ...] = ()
    flipped_for_bonus: tuple[str, ...] = ()
    equipped: tuple[str, ...] = ()
    helpers: tuple[Helper, ...] = ()
    boosts: tuple[tuple[str, int], ...] = ()
    effects: tuple[CardEffect, ...] = ()
    lying_down: bool = False
    """Resting or missing a turn: -4 Defense when defending (R161, R181, R187)."""
    teammate_awake: bool = False
    """Go Team: a non-resting teammate shares the room, so no -4 (R299)."""
    moved: bool = False


class FloorRoom(msgspec.Struct, frozen=True):
    """One explored room of the battle's floor, in row order (index = position, A68).

    ``room`` the room card, ``""`` while it lies face down (R322: its text is not in play,
    and no total may tell what it is); ``monsters`` top first; ``fresh`` the ids of Monsters
    that entered play this turn (Ambush, R255); ``events`` the non-Monster Xykon cards lying in
    the room (R274).
    """

    room: str
    monsters: tuple[str, ...] = ()
    fresh: tuple[str, ...] = ()
    events: tuple[str, ...] = ()


class BattleContext(msgspec.Struct, frozen=True):
    """Everything ``total_modifiers`` / ``resolve`` need about one battle.

    Monster battle: ``opponent`` is None; the foes are ``floor[foe_room].monsters[i]`` for
    ``i`` in ``targets`` (one index normally, several for an Area Effect, R140). PvP:
    ``opponent`` is the other player's side and ``targets`` is empty. ``role`` is ``player``'s
    role; the foe has the other one. ``level`` is the floor number, the Lair's depth for
    "+level" (R276). ``monster_effects`` are temporary effects on Monsters (The Kobold and the
    Brave). Flags carry variants and rulings.
    """

    player: Side
    role: Role
    floor: tuple[FloorRoom, ...]
    foe_room: int
    targets: tuple[int, ...] = (0,)
    level: int = 1
    opponent: Side | None = None
    monster_effects: tuple[CardEffect, ...] = ()
    lucky_bastards: bool = False
    """Variant R303-R305."""
    area_may_defend: bool = True
    """Ruling A17: Area Effect shticks may be used when defending (vs the highest Attack)."""
    infinite_at_zero: bool = True
    """Ruling A31: a Range-infinity shtick may defend at Range 0 too (off: only at a distance)."""
    flying_range_bonus: bool = True
    """Ruling A105: Flying looks at the Range with its bonuses (off: the printed Range)."""
    area_all_immune_barred: bool = True
    """Ruling A109: an Area Effect none of whose targets it could touch cannot be chosen."""
    area_hide_battled: bool = False
    """Ruling A79 alternative: Hide saves a lost Area Effect only when the battled target hides."""
    thor_each_die: bool = True
    """Ruling A106: Thor Incarnate reads each Multiattack die before the lowest is kept (off: the
    lowest natural die is kept, then read)."""
    ranged_room_text: str = "both_rooms"
    support_every: bool = False
    """Ruling A15 alternative: a supporter supports every eligible Monster in a room."""
    """Ruling A18: ``both_rooms``; ``foe_room``: at range the attacker's room text is ignored."""

    @property
    def distance(self) -> int:
        """Range between the two sides (R088, A68): rooms between, counting the foe's room."""
        other = self.opponent.room if self.opponent is not None else self.foe_room
        return abs(other - self.player.room)

    @property
    def is_pvp(self) -> bool:
        return self.opponent is not None

    @property
    def is_ranged(self) -> bool:
        """A Ranged Attack: the player attacks a foe at Range > 0 (R093)."""
        return self.role == "attacker" and self.distance > 0

    @property
    def foes(self) -> tuple[str, ...]:
        """The Monster ids battled, in stack order."""
        stack = self.floor[self.foe_room].monsters
        return tuple(stack[i] for i in self.targets if i < len(stack))

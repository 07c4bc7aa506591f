"""The Dungeon Fighter state: immutable msgspec Structs and tuples (ARCHITECTURE "State").

Hidden from every seat (R009, R014, R144): the order and identity of the tower's cards (except
a backed-down card known to lie at the bottom of its tier, R125), the face-down final boss, the
equipment deck, and Five-finger Discount cards until Maintenance. ``view.py`` masks them.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from dungeontable.core import Rng

from .options import Options
from .throw import Obstacle, ThrowInput, ThrowOutcome

HIDDEN = "?"
MAX_HP = 9
GOLD_TOTAL = 30
BONUS_TOTAL = 9
SCARS_TOTAL = 14

Phase = Literal["move", "fight", "maintenance", "over"]


class Hero(msgspec.Struct, frozen=True):
    """One hero: R011 (9 hp), R099-R101 (scars cover abilities, third scar eliminates)."""

    card: str
    hp: int = MAX_HP
    scars: tuple[str, ...] = ()
    eliminated: bool = False
    fainted: bool = False
    equipment: tuple[str, ...] = ()
    seduced: tuple[str, ...] = ()

    @property
    def max_hp(self) -> int:
        return MAX_HP - 3 * len(self.scars)

    @property
    def active(self) -> bool:
        return not self.eliminated and not self.fainted


class Throwing(msgspec.Struct, frozen=True, kw_only=True):
    """A throw being resolved: its outcome and the answers to its follow-up choices."""

    hero: int
    die: str
    weapons: tuple[str, ...] = ()
    charm: str = ""
    outcome: ThrowOutcome | None = None
    input: ThrowInput | None = None
    stage: Literal["result", "choices", "after"] = "result"
    berserk: int = -1
    beer: int = -1
    melody: int = -1
    react: int = -1
    agile_card: bool = False
    contact: bool = False
    requirements: tuple[str, ...] = ()
    heal_left: int = 0
    destroy: bool = False
    rethrown: bool = False
    """A Swing Twice / Swing Again rethrow (AMB-21 ``swing_again_chain``)."""
    again: int = -1
    """R137 / R147: the thrower's answer to "swing again?" (-1 not asked, 0 keep, 1 throw the
    same die again): both abilities say "may"."""


class Fight(msgspec.Struct, frozen=True, kw_only=True):
    """One encounter (R035-R075, R117-R122)."""

    monster: str
    tier: int
    boss: bool = False
    hp: int
    gold: int = 0
    holder: int = 0
    dice: tuple[str, ...] = ("blue", "green", "red")
    thrown: tuple[str, ...] = ()
    bonus_thrown: int = 0
    turn: int = 0
    last_thrower: int = -1
    throws: int = 0
    tracking: int = 0
    """R143 / AMB-51: Tracking Strike tokens on the monster (one unless ``tracking_stacks``)."""
    toad: bool = False
    beer_on: int = -1
    charmed_by: int = -1
    melody: bool = False
    swing_twice_used: bool = False
    rethrow: str = ""
    throwing: Throwing | None = None
    five_finger: tuple[str, ...] = ()
    resting: tuple[Obstacle, ...] = ()
    window_passed: tuple[int, ...] = ()
    """R106 / AMB-49 (L436): heroes who passed on using a 1x card before the coming throw."""
    """R049: thrown dice lie where they came to rest (physics positions) until the board is
    cleared; they are obstacles for later throws."""


class Maintenance(msgspec.Struct, frozen=True, kw_only=True):
    """The Maintenance phase in progress (R087-R096): which step waits for a choice."""

    step: Literal["loot", "scars", "trade", "room", "done"] = "loot"
    loot: tuple[str, ...] = ()
    shop: tuple[str, ...] = ()
    passed: tuple[str, ...] = ()
    treasure: str = ""
    traded: bool = False
    """AMB-38 ``quick_reference``: trading (after the room) is over."""
    overflow: int = -1
    """AMB-44 ``make_room``: the hero who took a stolen card without a free slot and must
    discard one of that type (``-1``: nobody)."""


class State(msgspec.Struct, frozen=True, kw_only=True):
    options: Options
    seats: int
    rng: Rng
    heroes: tuple[Hero, ...]
    floors: tuple[str, ...]
    boss: str
    boss_revealed: bool = False
    floor: int = 0
    room: str = "a"
    entered: tuple[str, ...] = ()
    tower: tuple[tuple[str, ...], ...]
    known_bottom: tuple[int, ...] = (0, 0, 0, 0)
    reserve: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...]
    discard: tuple[str, ...] = ()
    monster_discard: tuple[str, ...] = ()
    chest_gold: int = 2
    chest_bonus: int = 1
    supply_gold: int = GOLD_TOTAL - 2
    supply_bonus: int = BONUS_TOTAL - 1
    leader: int = 0
    leader_defeated: bool = False
    first: int = 0
    phase: Phase = "move"
    fight: Fight | None = None
    maintenance: Maintenance | None = None
    scars_given: int = 0
    spent: tuple[str, ...] = ()
    """AMB-18 ``one_shot_items=once_per_round``: 1x cards used this round (kept, not discarded)."""
    rounds: int = 0
    result: Literal["won", "lost", ""] = ""
    reason: str = ""
    throw_script: tuple[ThrowOutcome, ...] = ()

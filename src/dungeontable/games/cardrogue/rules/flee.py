"""Fleeing (R110-R118, R123, R130, R225, A-25, A-26, A-28, A-39).

One flee for all the enemies fighting the player; a roll is needed only if one of them chases
him (his target, not DOES NOT CHASE, not paralyzed). Success faces: 4-6 plus any CAN FLEE X
(a restricted-flee character: only the X). Option ``flee_item_roll="item_then_flee"``: the
item rolls first, then the ordinary flee roll (A-39 alternative). On success he moves to a tile
connected to him and to none of those enemies, flipping cards first if he wants (R114); with no
way out the flee fails and C2/C3 follow (A-25).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Action, Decision, DieRolled, Event

from ..actions import Flee, FleeTo
from ..catalog import Catalog
from ..common.arrival import step_to
from ..common.board import BITS, SIDE, STEP, connected, flip_directions, links_of
from ..common.queues import leave
from ..common.shared import cat, enemy_todo
from ..common.stats import faces
from ..common.tiles import is_walkable
from ..definitions import DIRS
from ..events import FleeResolved
from ..phases import AFTER_MOVE, ENEMIES, FLEE, FLEE_CHECK
from ..state import Cell, Enemy, State, combat_enemies

NATURAL_FLEE = (4, 5, 6)  # 003 L174


def destinations(state: State, seat: int, fled: tuple[int, ...]) -> list[int]:
    """A-25: connected, free, and connected to none of the fled enemies. Option
    ``flee_destination="directly_away"``: only the tiles straight opposite a fled enemy next to
    him ("an adjacent tile away from the enemy", 003 L174)."""
    pos = state.players[seat].pos
    cells = state.cells
    enemies = [e for e in state.enemies if e.uid in fled]  # (only asked whether any is near)
    behind = _behind(state, pos, enemies)
    found = []
    for d in BITS[links_of(cells, pos)]:  # the connected sides (R003), in direction order
        there = pos + STEP[d]
        if not is_walkable(state, there):
            continue
        if _connected_to_any(cells, there, enemies):
            continue
        if behind and d not in behind:
            continue
        found.append(d)
    return found


def _connected_to_any(cells: dict[int, Cell], pos: int, enemies: list[Enemy]) -> bool:
    """Whether ``pos`` is connected (R003) to the cell of one of ``enemies`` next to it."""
    for enemy in enemies:
        side = SIDE.get(enemy.pos - pos)
        if side is not None and connected(cells, pos, side):
            return True
    return False


def _behind(state: State, pos: int, enemies: list[Enemy]) -> tuple[int, ...]:
    """A-25 alternative: the directions straight away from the adjacent fled enemies (empty:
    no restriction, the default)."""
    if state.options.flee_destination != "directly_away":
        return ()
    return tuple(d for d in range(4) if any(pos - STEP[d] == e.pos for e in enemies))


def needs_roll(state: State, seat: int) -> bool:
    """R115, R118, R123, R130, R225: only a chasing enemy forces a roll."""
    catalog = cat(state)
    for enemy in combat_enemies(state, seat):
        chases = not catalog[enemy.card].no_chase and enemy.paralyzed == 0
        if chases and enemy.queue[0] == seat:
            return True
    return False


def flee_rolls(state: State, seat: int) -> int:
    """A-28: one flee roll for all; ``multi_enemy_flee="roll_per_enemy"``: one per chasing
    enemy, stopping at the first miss."""
    if state.options.multi_enemy_flee == "one_roll":
        return 1
    catalog = cat(state)
    return sum(
        1
        for enemy in combat_enemies(state, seat)
        if not catalog[enemy.card].no_chase and enemy.paralyzed == 0 and enemy.queue[0] == seat
    )


def _restricted(catalog: Catalog, character: str) -> bool:
    """The character flees only on a CAN FLEE item's number (a plain player has no trait)."""
    return bool(character) and catalog[character].restricted_flee


def success_faces(state: State, seat: int) -> tuple[int, ...]:
    """R110, R116, A-39."""
    catalog = cat(state)
    player = state.players[seat]
    natural = () if _restricted(catalog, player.character) else NATURAL_FLEE
    return tuple(dict.fromkeys((*natural, *faces(catalog, player, "flee_on"))))


def item_then_flee(state: State, seat: int, ev: list[Event]) -> tuple[bool, State]:
    """A-39 alternative: a CAN FLEE item is its own extra roll (003 L780 "an extra die roll");
    if it misses, the ordinary 4-6 flee roll follows (a restricted-flee character has none)."""
    catalog = cat(state)
    player = state.players[seat]
    tries: list[tuple[str, tuple[int, ...]]] = []
    item = faces(catalog, player, "flee_on")
    if item:
        tries.append(("flee-item", item))
    if not _restricted(catalog, player.character):
        tries.append(("flee", NATURAL_FLEE))
    for purpose, wins in tries:
        face, rng = state.rng.roll()
        state = replace(state, rng=rng)
        ev.append(DieRolled(seat=seat, purpose=purpose, sides=6, value=face))
        if face in wins:
            return True, state
    return False, state


def can_flee(state: State, seat: int) -> bool:
    fights = state.players[seat].fights
    return bool(destinations(state, seat, fights) or flip_directions(state, seat))


def flee_option(state: State) -> list[Action]:
    return [Flee()] if can_flee(state, state.seat) else []


def flee(state: State, action: Flee, ev: list[Event]) -> State:
    seat = state.seat
    fights = state.players[seat].fights
    rolled = needs_roll(state, seat)
    success = True
    if rolled and state.options.flee_item_roll == "item_then_flee":
        success, state = item_then_flee(state, seat, ev)
    elif rolled:
        wins = success_faces(state, seat)
        for _ in range(flee_rolls(state, seat)):
            face, rng = state.rng.roll()
            state = replace(state, rng=rng)
            ev.append(DieRolled(seat=seat, purpose="flee", sides=6, value=face))
            success = face in wins
            if not success:
                break
    ev.append(FleeResolved(seat=seat, success=success, rolled=rolled))
    if not success:
        return replace(state, phase=ENEMIES, todo=enemy_todo(fights))
    return replace(state, phase=FLEE_CHECK, fled=fights)


def flee_check(state: State, ev: list[Event]) -> State:
    """A-25: with no destination and nothing left to flip, the flee fails."""
    seat = state.seat
    if destinations(state, seat, state.fled) or flip_directions(state, seat):
        return replace(state, phase=FLEE)
    ev.append(FleeResolved(seat=seat, success=False, rolled=False))
    return replace(state, phase=ENEMIES, todo=enemy_todo(state.players[seat].fights))


def flee_prompt(state: State) -> Decision:
    return Decision(state.seat, "flee", "choose where to flee, or flip a card to open a way")


def flee_to_options(state: State) -> list[Action]:
    return [FleeTo(dir=DIRS[d]) for d in destinations(state, state.seat, state.fled)]


def flee_to(state: State, action: FleeTo, ev: list[Event]) -> State:
    """R112-R113, R117: out of combat with the fled enemies, then an extra move."""
    seat = state.seat
    for uid in state.fled:
        state = leave(state, seat, uid, ev, fled=True)
    d = DIRS.index(action.dir)
    return step_to(state, seat, d, "flee", ev, phase=AFTER_MOVE, move_kind="flee", fled=())

"""The Card Rogue state: frozen msgspec Structs and tuples, updated with ``structs.replace``.

Card identities are ids into the ``Catalog`` (outside the state). The map is a dict keyed by a
packed position (``board.pack``); a dict in a state is never mutated, only copied and replaced.
Stacks list their top card first. Derived numbers (max health, attack modifier, damage
reduction) are never stored: ``common/stats.py`` computes them from the character, the sheet,
equipment and held artifacts (docs/rules/cardrogue.md §6.2).
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec.structs import replace

from dungeontable.core import Offer, Outcome, Rng
from dungeontable.core.zones import zone

from .options import Options

NOWHERE = -1_000_000_000
"""The position of a token that is off the board (a dead player before respawning)."""
EMPTY_SLOTS = ("", "", "", "", "")
"""Equipment slots in order: primary, secondary, head, chest, feet (R173)."""


class Cell(msgspec.Struct, frozen=True, gc=False):
    """One map card. ``mask`` = open edges (NESW bits) once face-up; ``drop`` = a face-down drop
    pile lying on it (R247)."""

    card: str
    up: bool = False
    mask: int = 0
    rot: int = 0
    drop: tuple[str, ...] = ()


class Enemy(msgspec.Struct, frozen=True, gc=False):
    """A revealed enemy on the map (§6.2). ``queue`` = seats in combat with it, in entry order;
    its target is ``queue[0]`` (R121). ``attack_mod`` = thrown Strength/Weakness (R197-R198);
    ``hurt`` = damaged this turn (R132); ``rolled`` = a C2 attack roll kept for C3 (R136)."""

    uid: int
    card: str
    pos: int
    health: int
    attack_mod: int = 0
    poison: int = 0
    poisoner: int = -1
    ticked: int = -1
    paralyzed: int = 0
    queue: tuple[int, ...] = ()
    hurt: bool = False
    rolled: int = 0
    poison_x: int = 0
    """A-71 ``poison_again_reads_printed``: the printed X of its latest poison, read while it is
    poisoned (always 0 under the default reading)."""


class Player(msgspec.Struct, frozen=True, gc=False):
    """One seat's player: character, place, health, cards and score-sheet entries (§6.2).

    ``fights`` = uids of the enemies he is in combat with, in the order he entered (A-28); it
    mirrors the enemies' queues. ``deeds`` records goals done (solo play, R280).
    """

    seat: int
    character: str = ""
    pos: int = NOWHERE
    health: int = 0
    hand: tuple[str, ...] = ()
    equipment: tuple[str, ...] = EMPTY_SLOTS
    sheet_attack: int = 0
    perm_max: int = 0
    poison: int = 0
    poison_heals: int = 0
    skip: int = 0
    vp: int = 0
    deeds: tuple[str, ...] = ()
    fights: tuple[int, ...] = ()
    deferred: bool = False
    deaths: int = 0
    away: int = NOWHERE
    """R291: the tile he left from while temporarily away (his ``pos`` is NOWHERE then)."""
    gone: bool = False
    """R290: he quit for good (rage quit or left the game); his turns pass."""
    poison_x: int = 0
    """A-71 ``poison_again_reads_printed``: the printed X of his latest poison, read while he is
    poisoned (always 0 under the default reading)."""


class Pending(msgspec.Struct, frozen=True, gc=False):
    """An interrupting choice that must be answered before play goes on.

    ``kind``: ``orient`` (rotate the tile at ``pos``; ``options`` = allowed masks), ``keep`` /
    ``facedown`` / ``respawn`` (death, R241-R242; ``pos`` = the death tile, ``cards`` = the cards
    still to dispose of after the keep), and the item and table choices (``discard``, ``hop``,
    ``trade``, ``trade-answer``, ``teleport``, ``pay``, ``away``): every kind is in ``phases.py``.
    """

    kind: str
    seat: int
    pos: int = NOWHERE
    card: str = ""
    options: tuple[int, ...] = ()
    cards: tuple[str, ...] = ()


class TradeTerms(msgspec.Struct, frozen=True, gc=False):
    """R251: the hand cards (ids) the proposer gives and the ones he asks for in return."""

    give: tuple[str, ...] = ()
    ask: tuple[str, ...] = ()


class State(msgspec.Struct, frozen=True, gc=False):
    """A whole Card Rogue game. ``phase`` names the step of the turn machine (``phases.py``)."""

    options: Options
    rng: Rng
    seats: int
    phase: str
    seat: int = 0
    order: tuple[int, ...] = ()
    starts: tuple[int, ...] = ()
    turns: int = 0
    step: int = 1
    moved: bool = False
    extra_used: int = 0
    via: str = ""
    block: bool = False
    attacked: int = -1
    fled: tuple[int, ...] = ()
    todo: tuple[int, ...] = ()
    stage: int = 0
    came_from: int = NOWHERE
    move_kind: str = ""
    interactions: int = 0
    players: tuple[Player, ...] = ()
    enemies: tuple[Enemy, ...] = ()
    cells: dict[int, Cell] = msgspec.field(default_factory=dict)
    explore: Annotated[tuple[str, ...], zone("hidden")] = ()
    pathing: Annotated[tuple[str, ...], zone("hidden")] = ()
    shop: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    identified: dict[str, str] = msgspec.field(default_factory=dict)
    end_rush: bool = False
    pending: tuple[Pending, ...] = ()
    rolls: tuple[int, ...] = ()
    contenders: tuple[int, ...] = ()
    next_uid: int = 1
    result: Outcome | None = None
    offer: Offer[TradeTerms] | None = None
    """R251: the trade being composed (pending ``trade``) or awaiting an answer."""
    stuck_turns: int = 0
    """R295: consecutive turns that ended with every player stuck and no mole hired."""
    quiet_turns: int = 0
    """R275: consecutive turns that ended in a dead game (the exploration stack empty, no card
    flipped, nobody fighting the Golem); ``forfeit_rounds`` rounds of them end the game with no
    winner. -1 during a turn in which a card was flipped (``common.ending.forfeit_check``)."""


# --- small immutable updates used by every rules module ------------------------------------


def with_player(state: State, player: Player, **changes: object) -> State:
    """``state`` with ``player`` replacing the player of the same seat (and ``changes`` to the
    state itself, in the same update: a ``State`` copy costs about as much as its 40 fields)."""
    players = state.players
    seat = player.seat
    return replace(state, players=(*players[:seat], player, *players[seat + 1 :]), **changes)


def update_player(state: State, seat: int, **changes: object) -> State:
    players = state.players
    player = replace(players[seat], **changes)
    return replace(state, players=(*players[:seat], player, *players[seat + 1 :]))


def with_cell(state: State, pos: int, cell: Cell | None) -> State:
    """``state`` with the cell at ``pos`` set (or removed when ``cell`` is None)."""
    cells = dict(state.cells)
    if cell is None:
        cells.pop(pos, None)
    else:
        cells[pos] = cell
    return replace(state, cells=cells)


def enemy_at(state: State, pos: int) -> Enemy | None:
    for enemy in state.enemies:
        if enemy.pos == pos:
            return enemy
    return None


def enemy_by_uid(state: State, uid: int) -> Enemy | None:
    for enemy in state.enemies:
        if enemy.uid == uid:
            return enemy
    return None


def with_enemy(state: State, enemy: Enemy) -> State:
    """``state`` with ``enemy`` replacing the enemy of the same uid (or added)."""
    enemies = tuple(enemy if e.uid == enemy.uid else e for e in state.enemies)
    if enemy_by_uid(state, enemy.uid) is None:
        enemies += (enemy,)
    return replace(state, enemies=enemies)


def without_enemy(state: State, uid: int) -> State:
    return replace(state, enemies=tuple(e for e in state.enemies if e.uid != uid))


def player_at(state: State, pos: int) -> Player | None:
    for player in state.players:
        if player.pos == pos:
            return player
    return None


def in_combat(state: State, seat: int) -> bool:
    """R064: a player is in combat while he is in some enemy's combat queue."""
    return bool(state.players[seat].fights)


def combat_enemies(state: State, seat: int) -> tuple[Enemy, ...]:
    """The enemies fighting ``seat``, in the order he entered combat with them (A-28)."""
    found = (enemy_by_uid(state, uid) for uid in state.players[seat].fights)
    return tuple(e for e in found if e is not None)

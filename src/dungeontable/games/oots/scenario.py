"""Exact positions from a scenario's ``[setup]`` table (format in SCENARIOS.md).

Keys: ``turn`` (active seat), ``phase`` (default ``start``), ``players`` (list of tables with
``character``, ``at``, ``wounds``, ``shticks``, ``flipped``, ``hand``, ``stash``, ``equipped``,
``saved``, ``resting``, ``missed``, ``fleeing``), ``floors`` (list of tables with ``floor``,
``left``, ``rooms``, ``up``, ``down``), ``monsters`` / ``loot`` (lists of ``{at, cards}``, top
first), the draw piles ``battle_deck``, ``loot_deck``, ``room_deck``, ``lair_deck``,
``xykon_deck`` (top first) and ``collapse``. Anything not given keeps the seeded setup, with the
starting shticks already chosen (the first three red ones).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from .common.table import with_room
from .deck import CardSet, cards_of
from .flow import initial_state
from .options import Options
from .state import Floor, Player, Room, State, Turn

PLAYER_KEYS = frozenset(
    {"character", "at", "wounds", "max_wounds", "shticks", "flipped", "hand", "stash"}
    | {"equipped", "saved", "resting", "missed", "fleeing", "deck", "left", "killed_xykon"}
)
SETUP_KEYS = frozenset(
    {"turn", "phase", "players", "floors", "monsters", "loot", "battle_deck", "loot_deck"}
    | {"room_deck", "lair_deck", "xykon_deck", "collapse", "npcs"}
)


def _check(raw: Mapping[str, Any], known: frozenset[str], where: str) -> None:
    unknown = sorted(set(raw) - known)
    if unknown:
        raise ValueError(f"{where}: unknown key(s) {unknown}; known: {sorted(known)}")


def _player(base: Player, raw: Mapping[str, Any], where: str) -> Player:
    _check(raw, PLAYER_KEYS, where)
    changes: dict[str, Any] = {}
    for key in (
        "character",
        "wounds",
        "max_wounds",
        "resting",
        "missed",
        "fleeing",
        "left",
        "killed_xykon",
    ):
        if key in raw:
            changes[key] = raw[key]
    for key in ("shticks", "hand", "stash", "equipped", "saved", "deck"):
        if key in raw:
            changes[key] = tuple(raw[key])
    if "at" in raw:
        changes["place"] = (int(raw["at"][0]), int(raw["at"][1]))
    player = replace(base, **changes)
    flipped = tuple(raw.get("flipped", (False,) * len(player.shticks)))
    if len(flipped) != len(player.shticks):
        raise ValueError(f"{where}: 'flipped' needs one entry per shtick")
    return replace(player, flipped=flipped)


def _known_ids(cs: CardSet) -> frozenset[str]:
    tables = (cs.shticks, cs.monsters, cs.screws, cs.loot, cs.rooms, cs.xykon, cs.characters)
    return frozenset(k for t in tables for k in t)


def _check_cards(state: State, setup: Mapping[str, Any]) -> None:
    """A misspelled card id is an error, not a silently broken position."""
    known = _known_ids(cards_of(state.cards))
    named: list[str] = []
    for raw in setup.get("players", ()):
        for key in ("shticks", "hand", "stash", "equipped", "saved", "deck"):
            named += raw.get(key, ())
    for raw in setup.get("floors", ()):
        named += raw.get("rooms", ())
    for key in ("monsters", "loot"):
        for raw in setup.get(key, ()):
            named += raw["cards"]
    for key in ("battle_deck", "loot_deck", "room_deck", "lair_deck", "xykon_deck"):
        named += setup.get(key, ())
    unknown = sorted({c for c in named if c not in known})
    if unknown:
        raise ValueError(f"setup: unknown card id(s) {unknown}")


def _settled(state: State) -> State:
    """The seeded setup with the starting picks made (first three red shticks kept)."""
    players = []
    for pl in state.players:
        players.append(replace(pl, shticks=pl.shticks[:3], flipped=(False,) * 3))
    return replace(state, players=tuple(players), phase="start")


def _stage(phase: str) -> str:
    return {"start": "start", "move": "move", "end": "end"}.get(phase, "battle")


def build(options: Options, setup: Mapping[str, Any], seats: int, seed: int) -> State:
    _check(setup, SETUP_KEYS, "setup")
    state = _settled(initial_state(options, seats, seed))
    cs = cards_of(state.cards)
    raw_players = setup.get("players", ())
    players = list(state.players)
    for i, raw in enumerate(raw_players):
        players[i] = _player(players[i], raw, f"players[{i}]")
        if "max_wounds" not in raw and "character" in raw:
            players[i] = replace(players[i], max_wounds=cs.characters[players[i].character].wounds)
    state = replace(state, players=tuple(players))
    exits = sorted((p.left, s) for s, p in enumerate(state.players) if p.left is not None)
    state = replace(state, exits=tuple(s for _, s in exits))
    floors = list(state.floors)
    for raw in setup.get("floors", ()):
        rooms = tuple(Room(card) for card in raw.get("rooms", ()))
        floors[int(raw["floor"])] = Floor(
            left=int(raw.get("left", 0)), rooms=rooms, up=raw.get("up"), down=raw.get("down")
        )
    state = replace(state, floors=tuple(floors))
    for key, field in (("monsters", "monsters"), ("loot", "loot")):
        for raw in setup.get(key, ()):
            at = (int(raw["at"][0]), int(raw["at"][1]))
            state = with_room(state, at, **{field: tuple(raw["cards"])})
    for key in ("battle_deck", "loot_deck", "room_deck", "lair_deck", "xykon_deck", "npcs"):
        if key in setup:
            state = replace(state, **{key: tuple(setup[key])})
    seat = int(setup.get("turn", 0))
    place = state.players[seat].place
    _check_cards(state, setup)
    state = replace(
        state,
        turn=Turn(
            seat=seat, number=0, started_at=place, stage=_stage(str(setup.get("phase", "start")))
        ),
        phase=str(setup.get("phase", "start")),
        collapse=bool(setup.get("collapse", False)),
    )
    return state

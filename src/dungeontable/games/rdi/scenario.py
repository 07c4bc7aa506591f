"""Scenario positions for RDI (``dungeontable scenario run FILE``).

``[setup]`` keys (all optional): ``active`` (seat), ``phase`` (default ``action``), ``turn``,
``drink_deck`` (card ids, top last), ``drink_discard``, ``inn``, and ``[[setup.seat]]`` tables
with ``character``, ``fortitude``, ``alcohol``, ``gold``, ``hand``, ``deck``, ``discard``,
``drink_me`` (top last), ``race``. Seats not listed get the generic brawler with empty piles.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Rng

from . import hooks
from .options import Options
from .rules.flow import settle
from .state import Seat, State

SEAT_KEYS = {"character", "fortitude", "alcohol", "gold", "hand", "deck", "discard", "drink_me"}
KEYS = {"active", "phase", "turn", "drink_deck", "drink_discard", "inn", "seat"}


def build(options: Options, setup: Mapping[str, Any], seats: int, seed: int) -> State:
    unknown = set(setup) - KEYS
    if unknown:
        raise ValueError(f"unknown setup key(s) {sorted(unknown)}; known: {sorted(KEYS)}")
    rows = list(setup.get("seat", ()))
    table = [_seat(rows[i] if i < len(rows) else {}) for i in range(seats)]
    state = State(
        options,
        tuple(table),
        Rng.from_seed(seed),
        active=int(setup.get("active", 0)),
        phase=setup.get("phase", "action"),
        turn=int(setup.get("turn", 1)),
        drink_deck=tuple(setup.get("drink_deck", ())),
        drink_discard=tuple(setup.get("drink_discard", ())),
        inn=int(setup.get("inn", 0)),
    )
    return settle(replace(state), ())[0]


def _seat(row: Mapping[str, Any]) -> Seat:
    unknown = set(row) - SEAT_KEYS - {"race"}
    if unknown:
        raise ValueError(f"unknown seat key(s) {sorted(unknown)}; known: {sorted(SEAT_KEYS)}")
    character = str(row.get("character", "generic_brawler"))
    c = hooks.CHARACTERS[character]
    return Seat(
        character,
        int(row.get("fortitude", c.fortitude)),
        int(row.get("alcohol", 0)),
        int(row.get("gold", 10)),
        hand=tuple(row.get("hand", ())),
        deck=tuple(row.get("deck", ())),
        discard=tuple(row.get("discard", ())),
        drink_me=tuple(row.get("drink_me", ())),
        race=str(row.get("race", c.race)),
    )

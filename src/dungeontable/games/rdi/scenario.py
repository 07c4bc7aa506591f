"""Scenario positions for RDI (``dungeontable scenario run FILE``).

``[setup]`` keys (all optional): ``active`` (seat), ``phase`` (default ``action``), ``turn``,
``drink_deck`` (card ids, top last), ``drink_discard``, ``inn``, ``prizes``, ``prize_bin``
(R-12.1), and ``[[setup.seat]]`` tables with ``character``, ``fortitude``, ``alcohol``,
``gold``, ``hand``, ``deck``, ``discard``, ``front``, ``valuables`` (Gold-equivalents, R-9.2),
``drink_me`` (top last), ``race``,
``extra`` (mechanic states as tagged tables, e.g. ``[{mechanic = "Momentum", value = 2}]``;
without it each mechanic's ``setup`` runs, R-2.5).
Seats not listed get the generic brawler with empty piles.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Union

import msgspec

from dungeontable.core import Rng

from .content import EXTRA_CLASSES, bind, content_of, mechanics_of
from .hooks import CharacterDef
from .options import Options
from .state import Seat, State

SEAT_KEYS = {
    "character",
    "fortitude",
    "alcohol",
    "gold",
    "hand",
    "deck",
    "discard",
    "drink_me",
    "race",
    "extra",
    "front",
    "valuables",
}
KEYS = {
    "active",
    "phase",
    "turn",
    "drink_deck",
    "drink_discard",
    "inn",
    "seat",
    "prizes",
    "prize_bin",
}


def build(options: Options, setup: Mapping[str, Any], seats: int, seed: int) -> State:
    unknown = set(setup) - KEYS
    if unknown:
        raise ValueError(f"unknown setup key(s) {sorted(unknown)}; known: {sorted(KEYS)}")
    rows = list(setup.get("seat", ()))
    options = bind(options)
    characters = content_of(options).characters
    table = [_seat(rows[i] if i < len(rows) else {}, characters) for i in range(seats)]
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
        prizes=tuple(setup.get("prizes", ())),
        prize_bin=tuple(setup.get("prize_bin", ())),
    )
    for seat, row in enumerate(rows[:seats]):  # mechanics set up unless given
        if "extra" in row:
            continue
        c = characters[state.seats[seat].character]
        for mechanic in mechanics_of(state, seat):
            state = mechanic.setup(state, seat, c.config.get(mechanic.name, {}))
    for seat in range(len(rows), seats):
        c = characters[state.seats[seat].character]
        for mechanic in mechanics_of(state, seat):
            state = mechanic.setup(state, seat, c.config.get(mechanic.name, {}))
    return state


def _seat(row: Mapping[str, Any], characters: Mapping[str, CharacterDef]) -> Seat:
    unknown = set(row) - SEAT_KEYS
    if unknown:
        raise ValueError(f"unknown seat key(s) {sorted(unknown)}; known: {sorted(SEAT_KEYS)}")
    character = str(row.get("character", "generic_brawler"))
    c = characters[character]
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
        front=tuple(row.get("front", ())),
        valuables=tuple(row.get("valuables", ())),
        extra=tuple(msgspec.convert(v, _extra_type()) for v in row.get("extra", ())),
    )


def _extra_type() -> Any:
    """The union of the registered mechanic states (tagged by class name)."""
    classes = EXTRA_CLASSES
    if not classes:
        raise ValueError("no mechanic state types are registered")
    return classes[0] if len(classes) == 1 else Union[classes]  # noqa: UP007

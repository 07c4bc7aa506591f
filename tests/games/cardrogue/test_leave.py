"""Quitting early (R290, R291) with the ``allow_quitting`` setting."""

from __future__ import annotations

from typing import Any

from dungeontable.games.cardrogue.common.board import pack
from dungeontable.games.cardrogue.common.ending import winners
from dungeontable.games.cardrogue.events import PlayerQuit, PlayerReturned
from dungeontable.games.cardrogue.state import NOWHERE, State

from .conftest import act, build, every, kinds, player, tile


def _table(seats: int = 3, allow: bool = True, **who: Any) -> State:
    players = [player(0, 0, "explorer", **who), player(4, 0, "rogue"), player(8, 0, "warrior")]
    cells = [tile(0, 0), tile(1, 0), tile(4, 0), tile(8, 0)]
    return build({"players": players[:seats], "cells": cells}, seats=seats, allow_quitting=allow)


def test_R290_no_quitting_unless_allowed() -> None:
    assert not [a for a in every(_table(allow=False)) if a in ("rage-quit", "leave-table")]
    assert {"rage-quit", "leave-table"} <= set(every(_table()))


def test_R290_rage_quit_every_card_goes_face_down_no_keep() -> None:
    s = _table(hand=["sword", "key"], equipment={"feet": "boots"}, vp=1)
    s, ev = act(s, "rage-quit")
    p = s.players[0]
    assert p.gone and p.pos == NOWHERE and p.hand == () and p.equipment == ("",) * 5
    assert s.cells[pack(0, 0)].drop == ("sword", "key", "boots")
    assert s.pending == () and s.seat == 1  # no keep, no respawn; his turn is over
    assert [(e.seat, e.cards) for e in kinds(ev, PlayerQuit)] == [(0, 3)]


def test_R290_a_quitter_leaves_combat_and_his_turns_pass() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer"), player(4, 0, "rogue")],
            "cells": [tile(0, 0), {"at": [1, 0], "card": "goblin", "queue": [0], "health": 2},
                      tile(4, 0)],
        },
        seats=2,
        allow_quitting=True,
    )  # fmt: skip
    s = act(s, "rage-quit")[0]
    assert s.enemies[0].queue == () and s.enemies[0].health == 5
    s = act(s, "end-turn")[0]
    assert s.seat == 1  # seat 0's turn passed by itself


def test_R290_a_quitter_cannot_win() -> None:
    s = act(_table(seats=2, vp=3), "rage-quit")[0]
    assert winners(s) == (1,)


def test_R290_when_everyone_quits_nobody_wins() -> None:
    s = act(_table(seats=2), "rage-quit", "rage-quit")[0]
    assert s.result is not None and s.result.reason == "abandoned" and s.result.winners == ()


def test_R281_a_solo_rage_quit_is_a_defeat() -> None:
    s = act(_table(seats=1), "rage-quit")[0]
    assert s.result is not None and s.result.reason == "died"


def test_R291_leave_for_a_while_and_come_back_to_the_same_tile() -> None:
    s = act(_table(seats=2), "leave-table")[0]
    assert s.players[0].pos == NOWHERE and s.players[0].away == pack(0, 0) and s.seat == 1
    s = act(s, "end-turn")[0]
    assert s.seat == 0 and every(s) == ["return-to-table", "stay-away"]
    s, ev = act(s, "return-to-table")
    assert s.players[0].pos == pack(0, 0) and s.players[0].away == NOWHERE
    assert s.phase == "explore" and [e.seat for e in kinds(ev, PlayerReturned)] == [0]


def test_R291_staying_away_passes_the_turn() -> None:
    s = act(_table(seats=2, poison=2), "leave-table", "end-turn", "stay-away")[0]
    assert s.seat == 1 and s.players[0].poison == 2  # no upkeep while away


def test_R291_an_occupied_tile_makes_him_wait() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer"), player(1, 0, "rogue")],
            "cells": [tile(0, 0), tile(1, 0)],
        },
        seats=2,
        allow_quitting=True,
    )
    s = act(s, "leave-table", "move dir=W", "end-turn")[0]
    assert s.seat == 0 and every(s) == ["stay-away"]

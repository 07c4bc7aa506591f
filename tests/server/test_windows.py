"""Response windows at a table with people (issue 12.6): every eligible seat is asked, and a
person who can only pass is answered by the table after the bots' delay, so being asked, and how
long a window stays open, shows nobody what a seat holds."""

from __future__ import annotations

import random
import time

import pytest
from fastapi.testclient import TestClient

from dungeontable import games
from dungeontable.core import capabilities, parse_options
from dungeontable.server import MemoryStore, create_app

from .wire import create, socket_path

pytestmark = pytest.mark.timeout(300)


@pytest.mark.parametrize("name", ["oots", "rdi"])
def test_a_person_with_nothing_to_play_is_passed_for_by_the_table(name: str) -> None:
    game = games.get(name)
    windows = capabilities(game).pass_windows
    assert windows, f"{name} names its response windows"
    store = MemoryStore()
    with TestClient(create_app(store, bot_delay=0.0, static_dir=None)) as client:
        # OOTS has no turn limit at a person's table (R370): this one asks for a round cap
        short = {"round_cap": 20} if name == "oots" else {}
        grant = create(client, name, ["human", "random"], join=0, name="Ann", options=short)
        match_id = grant["match_id"]
        deadline = time.monotonic() + 240
        chooser = random.Random(7)  # the person plays like the random bot
        with client.websocket_connect(socket_path(match_id, grant["token"])) as ws:
            update = ws.receive_json()
            while update.get("outcome") is None and update.get("status") != "finished":
                assert time.monotonic() < deadline, "the match did not end"
                if update["type"] == "error":
                    # the table passed for me before my pass arrived: a refusal, nothing changed
                    assert update["message"].startswith(("it is not your turn", "the table"))
                elif update["legal"]:
                    index = chooser.randrange(len(update["legal"]))
                    ws.send_json({"type": "act", "index": index, "seq": update["seq"]})
                update = ws.receive_json()
    row = store.get(match_id)
    assert row is not None and row.options["uniform_windows"] is True
    options = parse_options(game.Options, row.options)
    state = game.setup(options, len(row.seats), row.seed)
    passed_for_me = asked_me_in_windows = 0
    for stored in store.actions(match_id):
        decision = game.decision(state)
        assert decision is not None and decision.seat == stored.seat
        legal = game.legal_actions(state)
        if stored.seat == 0 and decision.kind in windows:
            asked_me_in_windows += 1
            if stored.actor == "bot":  # the table answered for the person
                passed_for_me += 1
                assert len(legal) == 1
            else:
                assert stored.actor == "seat"
        elif stored.seat == 0:
            assert stored.actor == "seat"  # nothing else is ever played for a person
        action = game.actions.from_builtins(stored.action)
        state = game.apply(state, action).state
    assert passed_for_me >= 1 and asked_me_in_windows >= passed_for_me

"""A game's opening (``GameBase.opening``): the table as it was set up is the first entry of the
match's log, before anyone acts (issue 14: The Red Dragon Inn's log named a character only
after its first card)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from .wire import Peer, create, socket_path


def test_the_red_dragon_inn_log_opens_with_who_plays_whom(client: TestClient) -> None:
    grant = create(
        client,
        "rdi",
        ["human", "human"],
        seed=3,
        join=0,
        name="Ann",
        options={"characters": ["fiona", "adonis"]},
    )
    with client.websocket_connect(socket_path(grant["match_id"], grant["token"])) as ws:
        update = Peer(ws).update()
    first = update["events"][0]
    assert first["seq"] == 1
    assert first["event"]["type"] == "characters-taken"
    assert first["event"]["characters"] == ["fiona", "adonis"]
    starter = "Fiona (Ann)" if first["event"]["first"] == 0 else "Adonis (Player 2)"
    assert first["text"] == (
        f"Around the table: Ann plays Fiona and Player 2 plays Adonis. {starter} starts"
    )
    assert first["by"] is None
    # the table as text names people as the log does (the seats' names, not "Player 2")
    board = update["board_text"].splitlines()
    assert any(
        line.endswith(
            "Fiona (Ann): Fortitude 20, Alcohol 0, Gold 8; 7 cards in hand, 1 Drink waiting"
        )
        for line in board
    ), board
    assert "Adonis (Player 2)" in update["board_text"]  # an empty seat reads "Player 2"


def test_a_game_without_an_opening_starts_with_an_empty_log(client: TestClient) -> None:
    grant = create(client, "tally", ["human", "random"], seed=8, join=0, name="Ann")
    with client.websocket_connect(socket_path(grant["match_id"], grant["token"])) as ws:
        update = Peer(ws).update()
    assert all(entry["event"]["type"] != "characters-taken" for entry in update["events"])


def test_a_replay_opens_with_the_same_line(client: TestClient) -> None:
    grant = create(
        client,
        "rdi",
        ["human", "human"],
        seed=3,
        join=0,
        name="Ann",
        options={"characters": ["fiona", "adonis"]},
    )
    match_id, token = grant["match_id"], grant["token"]
    replay = client.get(
        f"/api/matches/{match_id}/replay?seat=0", headers={"X-Seat-Token": token}
    ).json()
    initial = replay["initial"]
    assert len(initial["events"]) == 1
    assert initial["events"][0].startswith("Around the table: Ann plays Fiona and Player 2 plays")
    assert "Fiona (Ann): Fortitude 20" in initial["board_text"]

"""Replays in words, from a seat's own view: only the seat's holder sees it, while it runs too."""

from __future__ import annotations

import re

from fastapi.testclient import TestClient

from dungeontable.core import Game

from .wire import Peer, create, join, socket_path

BAD = re.compile(r"\bseat \d|\bNone\b|to=|#\d+")


def two_people(client: TestClient) -> tuple[str, str, str]:
    grant = create(client, "tally", ["human", "human"], seed=4, join=0, name="Ann")
    return grant["match_id"], grant["token"], join(client, grant["match_id"], name="Bob")


def play(client: TestClient, match_id: str, ann: str, bob: str, turns: int) -> None:
    with (
        client.websocket_connect(socket_path(match_id, ann)) as ws0,
        client.websocket_connect(socket_path(match_id, bob)) as ws1,
    ):
        peers = [Peer(ws0), Peer(ws1)]
        for peer in peers:
            peer.update()
        for _ in range(turns):
            decision = peers[0].last["decision"]
            if decision is None:
                break
            mover = peers[decision["seat"]]
            mover.act(next(e["index"] for e in mover.last["legal"] if e["text"].startswith("play")))
            for peer in peers:
                peer.update()


def replay(client: TestClient, match_id: str, seat: int | None = None, token: str | None = None):  # type: ignore[no-untyped-def]
    query = "" if seat is None else f"?seat={seat}"
    headers = {} if token is None else {"X-Seat-Token": token}
    return client.get(f"/api/matches/{match_id}/replay{query}", headers=headers)


def test_a_seat_replays_its_own_view_of_a_running_match_in_words(
    client: TestClient, tally: Game
) -> None:
    match_id, ann, bob = two_people(client)
    play(client, match_id, ann, bob, 2)
    assert replay(client, match_id).status_code == 409  # spectators wait for the end
    mine = replay(client, match_id, 0, ann).json()
    assert mine["seat"] == 0 and mine["record"] is None and "result" in mine
    assert mine["result"] is None and mine["names"] == ["Ann", "Bob"]
    first, second = mine["steps"]
    assert (first["step"], first["seat"], second["step"], second["seat"]) == (1, 0, 2, 1)
    card = first["action_text"].split("=")[1]
    assert first["action_words"] == f"Play (card {card})"
    assert second["action_text"] is None and second["action_words"] is None  # Bob's own choice
    assert first["events"][0].startswith(f"Ann played {card} for ")
    assert first["events"][1].startswith("you drew c")  # Ann's own hidden draw
    assert second["events"][1] == "Bob drew a card"
    assert first["view"]["hand"] and first["view"]["seat"] == 0
    for step in mine["steps"]:
        for text in step["events"]:
            assert not BAD.search(text), text


def test_only_the_seats_holder_may_replay_it(client: TestClient) -> None:
    match_id, ann, bob = two_people(client)
    play(client, match_id, ann, bob, 1)
    for seat, token in ((0, bob), (0, None), (1, ann), (5, ann), (0, "x" * 30)):
        refused = replay(client, match_id, seat, token)
        assert refused.status_code == 403, (seat, token)
        assert refused.json()["detail"].startswith(f"only the person at seat {seat + 1} may")
    assert replay(client, match_id, 1, bob).status_code == 200


def test_a_finished_replay_names_the_winner_and_shows_every_action(client: TestClient) -> None:
    match_id, ann, bob = two_people(client)
    play(client, match_id, ann, bob, 100)
    theirs = replay(client, match_id, 1, bob).json()
    public = replay(client, match_id).json()
    assert theirs["record"] == public["record"] and theirs["record"]["seed"] == 4
    assert all(step["action_words"] for step in theirs["steps"])
    assert public["result"] == theirs["result"]
    assert re.fullmatch(
        r"(Ann|Bob|Ann and Bob) won \(.+\)\. Scores: Ann \d+, Bob \d+\.", public["result"]
    )
    assert [s["step"] for s in public["steps"]] == list(range(1, len(public["steps"]) + 1))
    assert theirs["steps"][0]["view"]["hand"] != public["steps"][0]["view"]["hand"]

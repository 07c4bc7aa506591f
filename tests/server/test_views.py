"""Whole games over websockets: every message each client gets is exactly its own view and events.

People (the test) play seats by index with a seeded stream, sometimes taking an action back; a bot
plays another seat; a spectator watches. Afterwards the stored rows rebuild the state at every
version, and every message received is checked against it: the view is ``game.view(state,
seat)``, the legal actions are offered only to the deciding seat, the events a client received
over the game are exactly those it may see, and no other seat's hidden card appears anywhere in
a message.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import ExitStack
from dataclasses import dataclass
from typing import Any

import msgspec
import pytest
from fastapi.testclient import TestClient

from dungeontable import games
from dungeontable.core import Event, Game, Names, Rng, capabilities, is_visible, parse_options
from dungeontable.core.words import Words
from dungeontable.server import MemoryStore
from dungeontable.server.live import ActionUndone, TurnTimedOut

from .wire import Peer, create, join, socket_path

pytestmark = pytest.mark.timeout(180)

Secrets = Callable[[Any, int | None], list[str]]


def builtins(value: Any) -> Any:
    return msgspec.json.decode(msgspec.json.encode(value))


def play_through(
    client: TestClient,
    game: str,
    seats: list[str],
    seed: int,
    undo_chance: int,
    options: dict[str, Any] | None = None,
) -> tuple[str, dict[int | None, Peer]]:
    """Play a match to the end; returns its id and every client (seat or spectator)."""
    grant = create(client, game, seats, seed=seed, join=0, options=options or {})
    match_id = grant["match_id"]
    tokens = {0: grant["token"]}
    for seat, kind in enumerate(seats[1:], start=1):
        if kind == "human":
            tokens[seat] = join(client, match_id, seat)
    humans = set(tokens)
    rng = Rng.from_seed(seed)
    with ExitStack() as stack:
        peers = {
            seat: Peer(stack.enter_context(client.websocket_connect(socket_path(match_id, t))))
            for seat, t in [*tokens.items(), (None, None)]
        }
        for peer in peers.values():
            settle(peer, humans)
        while (decision := peers[None].last["decision"]) is not None:
            actor = peers[decision["seat"]]
            roll, rng = rng.below(100)
            if actor.last["can_undo"] and roll < undo_chance:
                actor.send({"type": "undo"})
            else:
                index, rng = rng.below(len(actor.last["legal"]))
                actor.act(index)
            for peer in peers.values():
                settle(peer, humans)
    return match_id, peers


def settle(peer: Peer, humans: set[int]) -> None:
    """Read updates until a person must decide (bots play without delay) or the game is over."""
    while True:
        decision = peer.update()["decision"]
        if decision is None or decision["seat"] in humans:
            return


@dataclass
class History:
    """A match rebuilt from its stored rows: the state at every version, the whole event log,
    the seat whose action caused each event (and whether a bot plays it), and how to make its
    words (each viewer has its own: a game's words may remember what they were shown)."""

    states: list[Any]
    log: list[Event]
    by: list[tuple[int, bool]]
    words: Callable[[], Words]


def history(game: Game, store: MemoryStore, match_id: str) -> History:
    """The match rebuilt from the stored rows."""
    row = store.get(match_id)
    assert row is not None
    options = parse_options(game.Options, row.options)
    state = game.setup(options, len(row.seats), row.seed)
    states, log, stack, by = [state], [], [], []
    bots = {s.seat for s in row.seats if s.kind != "human"}
    for stored in store.actions(match_id):
        cause = (stored.seat, stored.seat in bots and stored.actor != "undo")
        if stored.actor == "undo":
            state = stack.pop()
            log.append(ActionUndone(seat=stored.seat))
        else:
            stack.append(state)
            transition = game.apply(state, game.actions.from_builtins(stored.action))
            if stored.actor == "timeout":
                log.append(TurnTimedOut(seat=stored.seat, policy="bot-plays"))
            state = transition.state
            log.extend(transition.events)
        by.extend([cause] * (len(log) - len(by)))
        states.append(state)
    names = Names.seated([s.kind for s in row.seats], [s.name for s in row.seats])
    return History(states, log, by, lambda: capabilities(game).words(options, names))


def check_messages(
    game: Game, played: History, peers: dict[int | None, Peer], secrets: Secrets
) -> int:
    states, log = played.states, played.log
    checked = 0
    for seat, peer in peers.items():
        words, told = played.words(), played.words()  # what the seat was shown; its log
        for update in peer.updates:
            state = states[update["seq"]]
            view = game.view(state, seat)
            assert update["view"] == builtins(view), (seat, update["seq"])
            names = words.names  # the table as text names people as the words do
            assert update["board_text"] == capabilities(game).render_named(view, names)
            decision = game.decision(state)
            assert update["decision"] == builtins(decision)
            mine = decision is not None and decision.seat == seat
            legal = game.legal_actions(state) if mine else []
            assert [entry["text"] for entry in update["legal"]] == [a.to_text() for a in legal]
            labels = [words.action(a, view) for a in legal]
            assert [entry["label"] for entry in update["legal"]] == labels
            prompt = None if decision is None else words.prompt(decision)
            assert update["prompt"] == prompt
            text = msgspec.json.encode(update).decode()
            assert '"rng"' not in text and '"script"' not in text, "the RNG state left the server"
            for hidden in secrets(state, seat):
                assert hidden not in text, f"seat {seat} saw {hidden} at {update['seq']}"
            checked += 1
        visible = [
            {
                "seq": seq,
                "text": told.event(event),
                "event": builtins(event),
                "by": played.by[seq - 1][0],
                "bot": played.by[seq - 1][1],
            }
            for seq, event in enumerate(log, start=1)
            if is_visible(event, seat)
        ]
        assert peer.events() == visible, seat
    return checked


def tally_secrets(state: Any, seat: int | None) -> list[str]:
    """The cards in other seats' hands (unique ids) and the deck."""
    hidden = [c for other, hand in enumerate(state.hands) if other != seat for c in hand]
    return [f'"{card}"' for card in (*hidden, *state.deck)]


def test_tally_games_never_show_a_seat_anything_hidden_from_it(
    client: TestClient, store: MemoryStore, tally: Game
) -> None:
    total = 0
    for seed, seats in ((1, ["human", "human", "human"]), (2, ["human", "random", "human"])):
        match_id, peers = play_through(client, "tally", seats, seed, 30, {"rounds": 30})
        played = history(tally, store, match_id)
        assert any(isinstance(e, ActionUndone) for e in played.log), "the sample took nothing back"
        total += check_messages(tally, played, peers, tally_secrets)
    assert total > 100


def rogue_secrets(state: Any, seat: int | None) -> list[str]:
    return []


def test_a_card_rogue_game_shows_each_seat_only_its_own_view(
    client: TestClient, store: MemoryStore
) -> None:
    rogue = games.get("cardrogue")
    match_id, peers = play_through(client, "cardrogue", ["human", "random", "human"], 5, 20)
    played = history(rogue, store, match_id)
    assert len(played.states) > 50
    check_messages(rogue, played, peers, rogue_secrets)
    for seat, peer in peers.items():
        for update in peer.updates:
            for player in update["view"]["players"]:
                if player["seat"] != seat:
                    assert player["hand"] is None, (seat, update["seq"])

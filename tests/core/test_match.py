"""``Match``: record, save, load, resume and replay, on the toy game."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest

from dungeontable.core import (
    Game,
    IllegalAction,
    Match,
    MatchRecord,
    RecordError,
    Rng,
    read_record,
    replay,
)

from .toygame import GAME
from .toyvalues import ToyOptions


def resolve(name: str) -> Game:
    return {"toy": GAME}[name]


def play(match: Match, count: int, seed: int) -> list[tuple[int, str]]:
    """Random legal actions; returns ``(seat, action text)`` for each."""
    rng, done = Rng.from_seed(seed), []
    for _ in range(count):
        decision = match.decision
        if decision is None:
            break
        action, rng = rng.choice(match.game.legal_actions(match.state))
        match.act(action)
        done.append((decision.seat, action.to_text()))
    return done


def new_match(**options: object) -> Match:
    return Match(GAME, ToyOptions(**options), ["ann", "bob", "cy"], seed=5)  # type: ignore[arg-type]


def test_save_load_resumes_exactly(tmp_path: Path) -> None:
    match = new_match(turn_limit=4, draw_on_early_end=True)
    play(match, 25, seed=1)
    path = tmp_path / "game.json"
    match.save(path)
    loaded = Match.load(path, resolve)
    assert loaded.state == match.state
    assert loaded.options == match.options
    assert loaded.record == match.record
    assert play(loaded, 500, seed=2) == play(match, 500, seed=2)
    assert loaded.state == match.state and loaded.outcome == match.outcome
    assert loaded.outcome is not None


def test_saved_file_is_versioned_json(tmp_path: Path) -> None:
    match = new_match()
    match.act(GAME.legal_actions(match.state)[0])
    match.save(tmp_path / "m.json")
    data = json.loads((tmp_path / "m.json").read_text())
    assert data["game"] == "toy" and data["format"] == 1
    assert data["seats"] == ["ann", "bob", "cy"] and data["seed"] == 5
    assert data["options"] == {
        "hp": 10,
        "hand_size": 4,
        "turn_limit": 8,
        "draw_on_early_end": False,
    }
    assert data["actions"] == [msgspec.to_builtins(GAME.legal_actions(match.initial_state)[0])]


def test_illegal_action_changes_neither_state_nor_record() -> None:
    match = new_match()
    before = match.state
    with pytest.raises(IllegalAction):
        match.act(GAME.actions.parse("accept offer=9"))
    assert match.state is before and match.record.actions == []


def test_replay_rebuilds_every_step() -> None:
    match = new_match(turn_limit=3)
    states, events = [], []
    rng = Rng.from_seed(8)
    while match.decision is not None:
        action, rng = rng.choice(GAME.legal_actions(match.state))
        transition = match.act(action)
        states.append(match.state)
        events.append(transition.events)
    steps = list(replay(GAME, match.record))
    assert [s.index for s in steps] == list(range(len(match.record.actions)))
    assert [s.state for s in steps] == states
    assert [s.events for s in steps] == events
    assert steps[0].seat == GAME.decision(match.initial_state).seat  # type: ignore[union-attr]
    assert len(steps) > 10


def test_seat_count_is_checked() -> None:
    with pytest.raises(ValueError, match=r"Zapper \(toy\) takes 2-4 seats, got 1"):
        Match(GAME, ToyOptions(), ["solo"], seed=1)


def test_read_record_errors() -> None:
    with pytest.raises(RecordError, match="not a dungeontable match record"):
        read_record(b"{not json")
    with pytest.raises(RecordError, match="not a dungeontable match record"):
        read_record(b"[1, 2]")
    with pytest.raises(RecordError, match=r"missing required field `game`"):
        read_record(b'{"options": {}, "seats": [], "seed": 1}')
    future = b'{"format": 2, "game": "toy", "moves": "a different layout"}'
    with pytest.raises(RecordError) as info:
        read_record(future)
    assert str(info.value) == "record format 2 is not supported (this version reads 1)"


def record(actions: list[dict[str, object]], **options: object) -> MatchRecord:
    return MatchRecord("toy", dict(options), ["a", "b"], 3, actions)


def test_replay_reports_the_broken_action() -> None:
    with pytest.raises(RecordError, match=r"action 0 \(accept offer=1\) does not replay: "):
        list(replay(GAME, record([{"type": "accept", "offer": 1}])))
    with pytest.raises(RecordError, match="action 0 cannot be read: bad JSON value"):
        list(replay(GAME, record([{"type": "fly"}])))


def test_replay_refuses_actions_after_the_end() -> None:
    match = Match(GAME, ToyOptions(turn_limit=1), ["a", "b"], seed=3)
    play(match, 200, seed=4)
    assert match.decision is None
    extra = record([*match.record.actions, {"type": "done"}], turn_limit=1)
    index = len(match.record.actions)
    with pytest.raises(RecordError, match=f"action {index} \\(done\\) comes after the game ended"):
        list(replay(GAME, extra))


def test_a_record_with_unknown_options_is_refused() -> None:
    with pytest.raises(RecordError, match="the record's options do not fit toy: unknown option"):
        Match.from_record(record([], speed=3), resolve)

"""A match: game + options + seats + seed + action log. Replay, save, load and resume.

The record is the whole truth of a game: replaying its actions from the seeded starting state
rebuilds every state and event exactly. Saved files are JSON with a format version.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import msgspec

from .actions import Action, IllegalAction
from .decisions import Decision, Outcome
from .events import Event
from .game import Game, Transition, seat_range
from .options import OptionError, as_options, options_to_dict, parse_options
from .values import ParseError

RECORD_FORMAT = 1


class RecordError(ValueError):
    """A saved record that cannot be read or does not replay."""


class MatchRecord(msgspec.Struct):
    """What is saved: enough to rebuild the game exactly."""

    game: str
    options: dict[str, Any]
    seats: list[str]
    seed: int
    actions: list[dict[str, Any]] = msgspec.field(default_factory=list)
    format: int = RECORD_FORMAT


class Step(msgspec.Struct, frozen=True):
    """One replayed step: the action taken, and the transition it made."""

    index: int
    seat: int
    action: Action
    state: Any
    events: tuple[Event, ...]


class Match:
    """A live game with its record. ``act`` validates through the game's ``apply``."""

    def __init__(self, game: Game, options: Any, seats: Sequence[str], seed: int) -> None:
        options = as_options(game.Options, options)  # None, a mapping or the struct, as setup
        low, high = seat_range(game, options)  # a table-size option may widen the range
        if not low <= len(seats) <= high:
            raise ValueError(f"{game.title} takes {low}-{high} seats, got {len(seats)}")
        self.game = game
        self.options = options
        self.record = MatchRecord(
            game=game.name, options=options_to_dict(options), seats=list(seats), seed=seed
        )
        self.state: Any = game.setup(options, len(seats), seed)
        self.initial_state: Any = self.state

    @property
    def decision(self) -> Decision | None:
        return self.game.decision(self.state)

    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    def act(self, action: Action | str) -> Transition:
        """Apply ``action`` (or its text form, as ``apply`` takes it); on ``IllegalAction``
        nothing changes, the record included. The record keeps the action's JSON form either way
        (a text kept as given would make the saved record unreadable)."""
        if isinstance(action, str):
            action = self.game.actions.parse(action)
        transition = self.game.apply(self.state, action)
        self.state = transition.state
        self.record.actions.append(msgspec.to_builtins(action))
        return transition

    def to_json(self) -> bytes:
        return msgspec.json.encode(self.record)

    def save(self, path: str | Path) -> None:
        Path(path).write_bytes(msgspec.json.format(self.to_json(), indent=2))

    @classmethod
    def from_record(cls, record: MatchRecord, resolve: Callable[[str], Game]) -> Match:
        """Rebuild a match by replaying its record (resume)."""
        game = resolve(record.game)
        try:
            options = parse_options(game.Options, record.options)
        except OptionError as exc:
            raise RecordError(f"the record's options do not fit {game.name}: {exc}") from exc
        match = cls(game, options, record.seats, record.seed)
        for step in replay(game, record):
            match.state = step.state
        match.record.actions = list(record.actions)
        return match

    @classmethod
    def load(cls, path: str | Path, resolve: Callable[[str], Game]) -> Match:
        return cls.from_record(read_record(Path(path).read_bytes()), resolve)


class _Format(msgspec.Struct):
    format: int = RECORD_FORMAT


def read_record(data: bytes | str) -> MatchRecord:
    """Decode a saved record; the format version is checked before the fields."""
    try:
        version = msgspec.json.decode(data, type=_Format).format
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        raise RecordError(f"not a dungeontable match record: {exc}") from exc
    if version != RECORD_FORMAT:
        raise RecordError(
            f"record format {version} is not supported (this version reads {RECORD_FORMAT})"
        )
    try:
        return msgspec.json.decode(data, type=MatchRecord)
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        raise RecordError(f"not a dungeontable match record: {exc}") from exc


def replay(game: Game, record: MatchRecord) -> Iterator[Step]:
    """Every step of a recorded game, rebuilt from its seed and actions."""
    state = game.setup(parse_options(game.Options, record.options), len(record.seats), record.seed)
    for index, raw in enumerate(record.actions):
        try:
            action = game.actions.from_builtins(raw)
        except ParseError as exc:
            raise RecordError(f"action {index} cannot be read: {exc}") from exc
        decision = game.decision(state)
        if decision is None:
            raise RecordError(f"action {index} ({action.to_text()}) comes after the game ended")
        try:
            transition = game.apply(state, action)
        except IllegalAction as exc:
            raise RecordError(
                f"action {index} ({action.to_text()}) does not replay: {exc}"
            ) from exc
        state = transition.state
        yield Step(index, decision.seat, action, state, transition.events)

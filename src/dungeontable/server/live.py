"""A match being played on the server: its state, its event log and who may do what.

``LiveMatch`` holds no game rules: it asks the game (``decision``, ``legal_actions``, ``apply``,
``outcome``) and checks every request against the legal actions. Changing a match is two steps
so the server can store the change in between: ``prepare`` (or ``prepare_undo``) computes the
change and refuses bad requests with a ``Refused`` message, leaving everything untouched;
``commit`` makes it happen once the row is durable.

The event log holds every event in the order it happened, including server events (an action
taken back, a turn timer running out). An event's ``seq`` is its position in the log, counted
from 1; the log is rebuilt identically from the stored rows after a restart.
"""

from __future__ import annotations

import asyncio
import bisect
import hashlib
import hmac
from collections.abc import Sequence
from typing import Any, NamedTuple

import msgspec

from dungeontable import games
from dungeontable.core import (
    Action,
    Decision,
    Event,
    Game,
    IllegalAction,
    MatchRecord,
    Names,
    Outcome,
    ParseError,
    Words,
    capabilities,
    is_visible,
    next_decision,
    parse_options,
)
from dungeontable.core.words import refusal_words

from .store import ActionRow, Actor, MatchRow, SeatRow, Status
from .undo import is_undoable


class Refused(Exception):
    """A request the match refuses; the message says why, for the person who sent it."""


class ActionUndone(Event, frozen=True, kw_only=True):
    """A seat took back its last action (a server event, seen by everyone)."""

    seat: int

    def describe(self) -> str:
        return f"seat {self.seat} took back their last action"


class TurnTimedOut(Event, frozen=True, kw_only=True):
    """A seat's turn timer and time bank ran out; ``policy`` says what happened instead."""

    seat: int
    policy: str

    def describe(self) -> str:
        return f"seat {self.seat} ran out of time: a bot played this decision for them"


class SeatLeft(Event, frozen=True, kw_only=True):
    """A person left a running match (resigned); the ``level`` bot plays their seat from then on
    (a server event, seen by everyone). ``name`` is the person's name at the table."""

    seat: int
    name: str
    level: str

    def describe(self) -> str:
        return f"{self.name} left the table; a bot plays for them from now on"


class Teller(NamedTuple):
    """One viewer's words: ``said`` for actions, prompts, refusals and the result (it may learn
    from the viewer's own views), ``words`` told only the viewer's events, in order (``texts``,
    one per log entry, "" for one it may not see), for the seats' names ``seats``."""

    seats: tuple[tuple[str, str], ...]
    said: Words
    words: Words
    texts: list[str]


class Played(NamedTuple):
    """An action that stands, with the state before it while it may still be taken back.

    ``before`` is dropped (``None``) once the action can never be undone again: it was not
    undoable, or another seat acted after it, or a later action of its seat was not undoable.
    A long match therefore keeps only a short tail of old states, not one per action.
    """

    row: ActionRow
    before: Any
    undoable: bool


class Pending(NamedTuple):
    """A change computed but not yet committed: the row to store and what it will do."""

    row: ActionRow
    state: Any
    events: tuple[Event, ...]
    undoable: bool
    status: Status


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class LiveMatch:
    """One match in memory. Mutated only under ``lock``, by ``commit`` and ``commit_undo``."""

    def __init__(self, game: Game, row: MatchRow) -> None:
        self.game = game
        self.row = row
        self.id = row.match_id
        self.options = parse_options(game.Options, row.options)
        self.state: Any = game.setup(self.options, len(row.seats), row.seed)
        self.history: list[Played] = []
        self.log: list[Event] = list(capabilities(game).opening(self.state))
        """Every event in order, from the table's own opening (who plays which character)."""
        self.version = 0
        """Rows applied so far (actions and undos): the ``seq`` of updates, the next row's ``n``."""
        self.lock = asyncio.Lock()
        self.stopped = row.status == "abandoned"
        """The server ended the match before the game did (a runaway or idle match)."""
        self._legal: tuple[int, tuple[Action, ...]] = (-1, ())
        self.causes: list[tuple[int, int, bool]] = []
        """Where each played action's events start in ``log``: (index, its seat, a bot's)."""
        self._words: dict[int | None, Teller] = {}
        """Per viewer (a seat, ``None`` for spectators): its words, and its log told so far."""

    def __getstate__(self) -> dict[str, Any]:
        """Pickled without its lock, game and words (a worker process rebuilds matches)."""
        state = dict(self.__dict__)
        del state["lock"], state["game"]
        state["_words"] = {}
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self.game = games.get(self.row.game)
        self.lock = asyncio.Lock()

    @classmethod
    def restore(cls, game: Game, row: MatchRow, rows: Sequence[ActionRow]) -> LiveMatch:
        """Rebuild a match from its stored rows, replaying every action and undo in order."""
        match = cls(game, row)
        for stored in rows:
            match.replay(stored)
        match.row.status = match.status
        return match

    def replay(self, stored: ActionRow) -> None:
        """Commit a stored row (an action or an undo) as it was committed when it was played:
        a resumed match replays its log with it, and a replica (another node's match) each row
        the owner stored since. ``Refused`` if the row does not fit this version."""
        if stored.actor == "undo":
            self.commit_undo(stored, self.prepare_undo(stored.seat, check_actor=False))
            return
        if stored.actor == "resign":
            self.commit_resign(stored)
            return
        try:
            action = self.game.actions.from_builtins(stored.action)
            pending = self.prepare(stored.seat, action, stored.actor)
        except (ParseError, Refused) as exc:
            raise Refused(f"stored action {stored.n} of match {self.id}: {exc}") from exc
        self.commit(pending)

    # --- reading ------------------------------------------------------------------------------

    def words(self, seat: int | None = None) -> Words:
        """The match in words as ``seat`` reads it (the game's ``words`` with the seats' names:
        a person's name, "Heuristic bot 2"): its actions, prompt, refusals and the result. A
        game's words may remember what they were shown (a seat's view), so each viewer has its
        own; made again when a seat changes hands."""
        return self._teller(seat).said

    def told(self, seat: int | None, index: int) -> str:
        """``log[index]`` in words as ``seat`` reads it. Each viewer's words are told its visible
        events once, in order, and nothing else, so a text never changes (after a restart too)."""
        teller = self._teller(seat)
        while len(teller.texts) <= index:
            event = self.log[len(teller.texts)]
            teller.texts.append(teller.words.event(event) if is_visible(event, seat) else "")
        return teller.texts[index]

    def _teller(self, seat: int | None) -> Teller:
        seats = tuple((s.kind, s.name) for s in self.row.seats)
        teller = self._words.get(seat)
        if teller is None or teller.seats != seats:
            names = Names.seated([k for k, _ in seats], [n for _, n in seats])
            made = capabilities(self.game).words
            teller = Teller(seats, made(self.options, names), made(self.options, names), [])
            self._words[seat] = teller
        return teller

    def caused_by(self, index: int) -> tuple[int, bool] | None:
        """The seat whose action put ``log[index]`` there, and whether a bot played it."""
        at = bisect.bisect_right(self.causes, (index, 1 << 30, True)) - 1
        return None if at < 0 else self.causes[at][1:]

    @property
    def decision(self) -> Decision | None:
        return self.game.decision(self.state)

    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    @property
    def status(self) -> Status:
        if self.stopped:
            return "abandoned"
        if self.decision is None:
            return "finished"
        return "running" if all(s.taken for s in self.row.seats) else "open"

    def legal(self) -> tuple[Action, ...]:
        """The legal actions now (computed once per version)."""
        if self._legal[0] != self.version:
            decision = self.decision
            actions = () if decision is None else tuple(self.game.legal_actions(self.state))
            self._legal = (self.version, actions)
        return self._legal[1]

    def table_passes(self) -> bool:
        """Whether the pending decision is a person's response window in which the pass is the
        only legal action: the table answers it for them (after the bots' delay), so the seat is
        asked like every other and its hand stays unseen."""
        decision = self.decision
        return (
            decision is not None
            and not self.stopped
            and self.row.seats[decision.seat].kind == "human"
            and decision.kind in capabilities(self.game).pass_windows
            and len(self.legal()) == 1
        )

    def seat_for_token(self, token: str) -> int | None:
        digest = token_digest(token)
        for seat in self.row.seats:
            if seat.token_hash is not None and hmac.compare_digest(seat.token_hash, digest):
                return seat.seat
        return None

    def free_seats(self) -> list[int]:
        return [s.seat for s in self.row.seats if not s.taken]

    def can_undo(self, seat: int | None) -> bool:
        try:
            self.prepare_undo(seat)
        except Refused:
            return False
        return True

    def record(self) -> MatchRecord:
        """The match as played (undone actions left out), for saving and replays."""
        return MatchRecord(
            game=self.game.name,
            options=dict(self.row.options),
            seats=[s.kind for s in self.row.seats],
            seed=self.row.seed,
            actions=[p.row.action for p in self.history],
        )

    # --- acting -------------------------------------------------------------------------------

    def check_turn(self, seat: int | None) -> Decision:
        """The pending decision, if ``seat`` may answer it now; ``Refused`` says why not."""
        if seat is None:
            raise Refused("spectators cannot act: join a free seat to play")
        decision = self.decision
        if decision is None:
            raise Refused("the game is over: no more actions are taken")
        if self.stopped:
            raise Refused(
                "the server ended this match (nobody played for a long time, or it ran "
                "too long): no more actions are taken"
            )
        free = self.free_seats()
        if free:
            seats = ", ".join(str(s + 1) for s in free)
            raise Refused(f"the match has not started: waiting for players to take seat(s) {seats}")
        if self.row.seats[seat].kind != "human":
            raise Refused("you left this match: a bot plays that seat now")
        if decision.seat != seat:
            who = self.words(seat).names(decision.seat)
            raise Refused(f"it is not your turn: {who} must decide now")
        return decision

    def resolve(self, payload: dict[str, Any]) -> Action:
        """The legal action an ``act`` message names by ``index`` or by ``action`` JSON."""
        legal = self.legal()
        has_index, has_action = "index" in payload, "action" in payload
        if has_index == has_action:
            raise Refused('an "act" message needs exactly one of "index" or "action"')
        if has_index:
            index = payload["index"]
            if not isinstance(index, int) or isinstance(index, bool):
                raise Refused(f'"index" must be a whole number, got {index!r}')
            if not 0 <= index < len(legal):
                raise Refused(
                    f"index {index} is out of range: there are {len(legal)} legal actions "
                    f"(0-{len(legal) - 1})"
                )
            return legal[index]
        try:
            action = self.game.actions.from_builtins(payload["action"])
        except ParseError as exc:
            raise Refused(f"unknown action for {self.game.title}: {exc}") from exc
        if action not in legal and not _is_open(self.game, action):
            raise Refused(self.refusal(action))
        return action

    def refusal(self, action: Action) -> str:
        """Why ``action`` may not be played now, in the game's words (its own refusal when
        ``apply`` gives one)."""
        decision = self.decision
        words = self.words(None if decision is None else decision.seat)
        return refusal_words(self.game, self.state, action, words)

    def prepare(self, seat: int, action: Action, actor: Actor) -> Pending:
        """Apply ``action`` for ``seat`` without committing; ``Refused`` if it is not legal."""
        decision = self.decision
        if decision is None or decision.seat != seat:
            raise Refused(f"{self.words(seat).names(seat)} is not the one to decide now")
        try:
            transition = self.game.apply(self.state, action)
        except IllegalAction as exc:
            raise Refused(self.words(seat).refusal(exc)) from exc
        events = transition.events
        if actor == "timeout":
            events = (TurnTimedOut(seat=seat, policy="bot-plays"), *events)
        undoable = actor == "seat" and is_undoable(self.game, self.state, action, transition, seat)
        row = ActionRow(self.version, seat, _builtins(action), actor)
        over = next_decision(self.game, transition) is None
        return Pending(row, transition.state, events, undoable, "finished" if over else "running")

    def commit(self, pending: Pending) -> None:
        last = self.history[-1] if self.history else None
        if last is not None and (last.row.seat != pending.row.seat or not pending.undoable):
            self._seal()
        before = self.state if pending.undoable else None
        self.history.append(Played(pending.row, before, pending.undoable))
        self.state = pending.state
        seat = pending.row.seat
        self.causes.append((len(self.log), seat, self.row.seats[seat].kind != "human"))
        self.log.extend(pending.events)
        self._advance()

    def prepare_undo(self, seat: int | None, check_actor: bool = True) -> Played:
        """The action ``seat`` may take back now; ``Refused`` says why it may not."""
        if seat is None:
            raise Refused("spectators cannot undo")
        if not self.history:
            raise Refused("there is no action to take back")
        last = self.history[-1]
        if last.row.seat != seat:
            raise Refused(
                f"you cannot take back: {self.words(seat).names(last.row.seat)} acted last"
            )
        if self.decision is None or self.stopped:
            raise Refused("the game is over: its last action stands")
        if last.row.actor != "seat":
            raise Refused("that action was played by a bot for you and cannot be taken back")
        if check_actor and not last.undoable:
            raise Refused(
                "that action cannot be taken back: it revealed something hidden or used the dice"
            )
        if last.before is None:
            raise Refused("that action can no longer be taken back: another action followed it")
        return last

    def undo_row(self, seat: int) -> ActionRow:
        return ActionRow(self.version, seat, {}, "undo")

    def commit_undo(self, row: ActionRow, played: Played) -> None:
        self.history.pop()
        self.state = played.before
        self.causes.append((len(self.log), row.seat, False))
        self.log.append(ActionUndone(seat=row.seat))
        self._advance()

    def resign_row(self, seat: int, level: str) -> ActionRow:
        """The row of ``seat``'s person leaving a running match, the ``level`` bot taking over."""
        name = self.row.seats[seat].name or f"player {seat + 1}"
        return ActionRow(self.version, seat, {"level": level, "name": name}, "resign")

    def commit_resign(self, row: ActionRow) -> None:
        """The seat's person has left: its bot plays it from now on (named after them), no
        action before can be taken back, and the log says so."""
        level = str(row.action.get("level", "random"))
        name = str(row.action.get("name", "")) or f"player {row.seat + 1}"
        self.row.seats[row.seat] = SeatRow(row.seat, level, f"{name} (bot)")
        self._seal()
        self.causes.append((len(self.log), row.seat, False))
        self.log.append(SeatLeft(seat=row.seat, name=name, level=level))
        self._advance()

    def _advance(self) -> None:
        self.version += 1

    def _seal(self) -> None:
        """Forget the states before every standing action: none of them can be undone now."""
        index = len(self.history) - 1
        while index >= 0 and self.history[index].before is not None:
            self.history[index] = self.history[index]._replace(before=None)
            index -= 1


def _builtins(action: Action) -> dict[str, Any]:
    data: dict[str, Any] = msgspec.to_builtins(action)
    return data


def _is_open(game: Game, action: Action) -> bool:
    """Whether the game lets this action's parameters vary freely (``open_actions``, e.g. Dungeon
    Fighter's quantized throw input); its own ``apply`` then checks it (IllegalAction ⇒ Refused)."""
    return isinstance(action, capabilities(game).open_actions)

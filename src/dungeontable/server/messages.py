"""The JSON messages the server sends over a match's websocket (see ``PROTOCOL.md``).

A ``Snapshot`` is one version of a match as its clients see it: each seat's view is computed and
rendered once, and the encoded message is shared by every client of that seat that has received
the same events. Nothing here reads the state except through ``game.view``, and events are
filtered per seat with ``is_visible``: a client never receives another seat's hidden data.

Every text a person reads comes from the match's ``Words`` (``LiveMatch.words``: the game's
describer with the seats' names): an event's ``text``, an action's ``label``, the ``prompt``,
the ``result`` and the ``progress`` line (the win condition, from the seat's own view). The
machine forms (``decision.prompt``, an action's ``text``) stay as they were.
"""

from __future__ import annotations

from typing import Any

import msgspec

from dungeontable.core import Event, Words, capabilities, is_visible

from .live import LiveMatch

_encoder = msgspec.json.Encoder()


def encode(message: Any) -> str:
    return _encoder.encode(message).decode()


def error(message: str) -> str:
    return encode({"type": "error", "message": message})


PONG = encode({"type": "pong"})


def event_entry(
    seq: int, event: Event, text: str, by: tuple[int, bool] | None = None
) -> dict[str, Any]:
    """One log entry: its words, the event, and (``by``) the seat whose action caused it and
    whether a bot played that seat (the log folds a bot's turn into one line)."""
    entry: dict[str, Any] = {"seq": seq, "text": text, "event": event}
    entry["by"], entry["bot"] = by if by is not None else (None, False)
    return entry


class Snapshot:
    """The messages of one match version; ``extras`` are added to every update (clock, timing)."""

    def __init__(self, match: LiveMatch, extras: dict[str, Any] | None = None) -> None:
        self.match = match
        self.extras = extras or {}
        self.decision = match.decision
        self.status = match.status
        self._seats: dict[int | None, dict[str, Any]] = {}
        self._texts: dict[tuple[int | None, int], str] = {}

    def message(self, seat: int | None, since: int) -> tuple[str, int]:
        """The update for ``seat`` carrying the visible events after ``since``; the new cursor."""
        end = len(self.match.log)
        since = max(0, min(since, end))
        key = (seat, since)
        text = self._texts.get(key)
        if text is None:
            body = dict(self._seat_part(seat))
            body["events"] = self._events(seat, since)
            text = self._texts[key] = encode(body)
        return text, end

    def _seat_part(self, seat: int | None) -> dict[str, Any]:
        part = self._seats.get(seat)
        if part is None:
            match = self.match
            view = match.game.view(match.state, seat)
            outcome = match.outcome
            words = match.words(seat)
            part = self._seats[seat] = {
                "type": "update",
                "seq": match.version,
                "seat": seat,
                "view": view,
                "board_text": capabilities(match.game).render_named(view, words.names),
                "decision": self.decision,
                "legal": self._legal(seat, view, words),
                "outcome": outcome,
                "can_undo": seat is not None and match.can_undo(seat),
                "status": self.status,
                "prompt": None if self.decision is None else words.prompt(self.decision),
                "result": None if outcome is None else words.outcome(outcome),
                "words": "fallback" if type(words) is Words else "game",
                "progress": words.progress(view),
                "step": self._step(),
                **self.extras,
            }
        return part

    def _step(self) -> str | None:
        """The label of the turn outline's step that holds the decision's kind (``None`` when
        nothing is pending or no step names it): where the phase tracker stands."""
        if self.decision is None:
            return None
        for label, kinds in capabilities(self.match.game).turn_outline:
            if self.decision.kind in kinds:
                return label
        return None

    def _legal(self, seat: int | None, view: Any, words: Words) -> list[dict[str, Any]]:
        decision = self.decision
        if seat is None or decision is None or decision.seat != seat or self.status != "running":
            return []
        if self.match.table_passes():  # the table answers this window for the person
            return []
        return [
            {
                "index": i,
                "text": action.to_text(),
                "label": words.action(action, view),
                "action": action,
            }
            for i, action in enumerate(self.match.legal())
        ]

    def _events(self, seat: int | None, since: int) -> list[dict[str, Any]]:
        log, told, by = self.match.log, self.match.told, self.match.caused_by
        return [
            event_entry(seq, log[seq - 1], told(seat, seq - 1), by(seq - 1))
            for seq in range(since + 1, len(log) + 1)
            if is_visible(log[seq - 1], seat)
        ]

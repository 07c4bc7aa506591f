"""Words: what people read about a game — events, actions, prompts, refusals and the result.

Every surface (the web log and action buttons, the terminal, replays, the HTML report) asks one
``Words`` object per match, so a game is described the same way everywhere. Words name people
(``Names``: the name at each seat, or the character they play) and the game's own things (cards,
monsters, characters), never ids, seat numbers or raw event syntax.

``Words`` here is the fallback every game gets: an event's or action's own ``describe()`` with
"seat N" replaced by the seat's name. A game subclasses it (the ``words`` capability of
``GameBase``) to describe its events and actions from its content (card names, not ids).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .actions import Action, IllegalAction
from .decisions import Decision, Outcome
from .events import Event

_SEAT = re.compile(r"\b[Ss]eat (\d+)\b")


@dataclass(frozen=True)
class Names:
    """The names people read for each seat: a person's chosen name, a bot's label, or the
    character played. ``Names.numbered(n)`` gives "Player 1".. "Player n"."""

    seats: tuple[str, ...]

    @classmethod
    def numbered(cls, seats: int) -> Names:
        return cls(tuple(f"Player {i + 1}" for i in range(seats)))

    @classmethod
    def of(cls, names: Sequence[str | None], seats: int | None = None) -> Names:
        """Names from a list that may have gaps (an empty seat reads "Player N")."""
        count = len(names) if seats is None else seats
        given = list(names) + [None] * (count - len(names))
        return cls(tuple(n.strip() if n and n.strip() else f"Player {i + 1}"
                         for i, n in enumerate(given[:count])))  # fmt: skip

    def __call__(self, seat: int | None) -> str:
        if seat is None:
            return "the table"
        if 0 <= seat < len(self.seats):
            return self.seats[seat]
        return f"Player {seat + 1}"

    def listed(self, seats: Sequence[int]) -> str:
        """ "Alice", "Alice and Bob", "Alice, Bob and Carol"."""
        names = [self(s) for s in seats]
        if len(names) <= 1:
            return names[0] if names else "nobody"
        return f"{', '.join(names[:-1])} and {names[-1]}"

    def named(self, text: str) -> str:
        """``text`` with every "seat N" replaced by that seat's name."""
        return _SEAT.sub(lambda m: self(int(m.group(1))), text)


class Words:
    """How one match is put into words. Games subclass it; this base is the fallback."""

    def __init__(self, game: Any, options: Any, names: Names) -> None:
        self.game = game
        self.options = options
        self.names = names

    def event(self, event: Event) -> str:
        """One event, as a sentence."""
        return self.names.named(event.describe())

    def action(self, action: Action, view: Any = None) -> str:
        """One action, as a button or log label (``view``: the deciding seat's view, when the
        words depend on what it holds)."""
        describe = getattr(action, "describe", None)
        text = describe() if callable(describe) else action.to_text()
        return self.names.named(str(text))

    def prompt(self, decision: Decision) -> str:
        """Who must decide and about what: "Alice must discard cards"."""
        return f"{self.names(decision.seat)} must {self.names.named(decision.prompt)}"

    def refusal(self, error: IllegalAction) -> str:
        """Why an action was refused, in words."""
        return self.names.named(error.reason)

    def reason(self, outcome: Outcome) -> str:
        """Why the game ended, as words (a game maps its reason codes)."""
        return outcome.reason.replace("_", " ")

    def outcome(self, outcome: Outcome) -> str:
        """Who won, why, and the scores by name."""
        scores = ", ".join(
            f"{self.names(seat)} {score:g}" for seat, score in enumerate(outcome.scores)
        )
        won = self.names.listed(outcome.winners)
        head = f"{won} won" if outcome.winners else "Nobody won"
        return f"{head} ({self.reason(outcome)}). Scores: {scores}."

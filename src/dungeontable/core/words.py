"""Words: what people read about a game — events, actions, prompts, refusals and the result.

Every surface (the web log and action buttons, the terminal, replays, the HTML report) asks one
``Words`` object per match, so a game is described the same way everywhere. Words name people
(``Names``: the name at each seat, or the character they play) and the game's own things (cards,
monsters, characters), never ids, seat numbers or raw event syntax.

``Words`` here is the fallback every game gets: an event's or action's own ``describe()`` with
"seat N" replaced by the seat's name, or, for a value without one, its kind and fields in words
(``plain``: never the ``kind field=value`` syntax, nested payloads left out). A game subclasses it
(the ``words`` capability of ``GameBase``) to describe its events and actions from its content
(card names, not ids).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .actions import Action, IllegalAction
from .decisions import Decision, Outcome
from .events import Event
from .values import Value

_SEAT = re.compile(r"\b[Ss]eat (\d+)\b")
HUMAN = "human"
"""The seat kind of a person (any other kind is a bot level)."""
_LEVELS = {
    "ismcts": "ISMCTS",
    "mcts": "MCTS",
    "ismcts-200": "quick search",
    "ismcts-2000": "deep search",
    "ismcts-1s": "one-second search",
}
_MOST_ITEMS = 6


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

    @classmethod
    def seated(cls, kinds: Sequence[str], given: Sequence[str | None] = ()) -> Names:
        """The names of a table's seats from their kinds (``human`` or a bot level) and the
        names given to them: a person's name ("Player 2" when none), a bot "Heuristic bot 3"
        (numbered by its seat, from 1) unless it was given a name of its own ("Alice (bot)")."""
        names = list(given) + [None] * (len(kinds) - len(given))
        return cls(tuple(seat_name(kind, name, seat) for seat, (kind, name)
                         in enumerate(zip(kinds, names, strict=False))))  # fmt: skip

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


_SEARCH = re.compile(r"ismcts-(?:([0-9]+)([hr]?)|([0-9.]+)s)")


def bot_label(level: str) -> str:
    """ "Heuristic bot", "Quick search bot", "Search (500 tries a move) bot": how a bot level
    reads for people."""
    key = level.lower()
    shown = _LEVELS.get(key)
    if shown is None:
        search = _SEARCH.fullmatch(key)
        if search is not None and search[1] is not None:
            rollouts = {"h": ", heuristic play-outs", "r": ", random play-outs"}.get(search[2], "")
            shown = f"search ({int(search[1]):,} tries a move{rollouts})"
        elif search is not None:
            shown = f"search ({search[3]} s a move)"
        else:
            shown = level.replace("_", " ").replace("-", " ")
    return f"{shown[:1].upper()}{shown[1:]} bot"


def seat_name(kind: str, name: str | None, seat: int) -> str:
    """One seat's name (``seat`` counted from 0, shown from 1); see ``Names.seated``."""
    given = (name or "").strip()
    if kind == HUMAN:
        return given or f"Player {seat + 1}"
    default = {"", kind.casefold(), f"{kind} bot".casefold(), bot_label(kind).casefold()}
    return given if given.casefold() not in default else f"{bot_label(kind)} {seat + 1}"


def _words(text: str) -> str:
    return text.replace("_", " ").replace("-", " ")


def _item(value: Any) -> str | None:
    """A scalar field value in words; ``None`` for what is left out (nested payloads)."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int | float):
        return f"{value:g}"
    if isinstance(value, str):
        return _words(value)
    return None


def plain(value: Value, names: Names) -> str:
    """A value with no words of its own, in words: "Bob: cards discarded (cards: ale, mead)".

    The kind reads as words; a ``seat`` field names its seat first; every other field reads as
    "name value", lists as their items (at most six), and empty fields, ``to`` and nested
    payloads (a throw's physics, a dictionary) are left out.
    """
    kind = _words(value.kind())
    head = kind[:1].upper() + kind[1:]
    parts: list[str] = []
    seat = None
    for field in value.__struct_fields__:
        item = getattr(value, field)
        if field == "to" or item is None or item == "" or item == () or item == []:
            continue
        if field == "seat" and isinstance(item, int) and not isinstance(item, bool):
            seat = item
            continue
        if isinstance(item, tuple | list):
            shown = [s for s in (_item(x) for x in item) if s is not None]
            if shown:
                more = len(shown) - _MOST_ITEMS
                listed = ", ".join(shown[:_MOST_ITEMS]) + (f" and {more} more" if more > 0 else "")
                parts.append(f"{_words(field)}: {listed}")
            continue
        shown_item = _item(item)
        if shown_item is not None:
            parts.append(f"{_words(field)} {shown_item}")
    text = head if seat is None else f"{names(seat)}: {kind}"
    return f"{text} ({'; '.join(parts)})" if parts else text


def _own_words(value: Any) -> str | None:
    """A value's own ``describe()``, unless it only repeats the text form."""
    describe = getattr(value, "describe", None)
    if not callable(describe) or getattr(type(value), "describe", None) is Event.describe:
        return None
    return str(describe())


class Words:
    """How one match is put into words. Games subclass it; this base is the fallback."""

    def __init__(self, game: Any, options: Any, names: Names) -> None:
        self.game = game
        self.options = options
        self.names = names

    def event(self, event: Event) -> str:
        """One event, as a sentence."""
        own = _own_words(event)
        return plain(event, self.names) if own is None else self.names.named(own)

    def action(self, action: Action, view: Any = None) -> str:
        """One action, as a button or log label (``view``: the deciding seat's view, when the
        words depend on what it holds)."""
        own = _own_words(action)
        return plain(action, self.names) if own is None else self.names.named(own)

    def prompt(self, decision: Decision) -> str:
        """Who must decide and about what: "Alice must discard cards"."""
        return f"{self.names(decision.seat)} must {self.names.named(decision.prompt)}"

    def refusal(self, error: IllegalAction) -> str:
        """Why an action was refused, in words."""
        return self.names.named(error.reason)

    def reason(self, outcome: Outcome) -> str:
        """Why the game ended, as words (a game maps its reason codes)."""
        return outcome.reason.replace("_", " ")

    def progress(self, view: Any) -> str:
        """The win condition and how far each player is from it, for the table's header
        ("Bragging Points: Alice 14, Bob 9 of 20 · 3 rounds left"). Default: empty."""
        return ""

    def outcome(self, outcome: Outcome) -> str:
        """Who won, why, and the scores by name."""
        scores = ", ".join(
            f"{self.names(seat)} {score:g}" for seat, score in enumerate(outcome.scores)
        )
        won = self.names.listed(outcome.winners)
        head = f"{won} won" if outcome.winners else "Nobody won"
        return f"{head} ({self.reason(outcome)}). Scores: {scores}."


def refusal_words(game: Any, state: Any, action: Action, words: Words) -> str:
    """Why ``game`` refuses ``action`` in ``state``, in ``words``: the engine's own refusal (from
    ``apply``, whose result is thrown away) put into words, else a plain "not allowed now" for an
    action the rules cannot even look at."""
    try:
        game.apply(state, action)
    except IllegalAction as exc:
        return words.refusal(exc)
    except Exception:
        return f"{words.action(action)} is not allowed now"
    return f"{words.action(action)} is not allowed now"

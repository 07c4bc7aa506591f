"""The ``Game`` protocol every game implements, and the ``Transition`` that ``apply`` returns."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple, Protocol, get_type_hints, runtime_checkable

from .actions import Action
from .decisions import Decision, Outcome
from .events import Event
from .options import Ruling
from .rng import Rng
from .values import ValueCodec


class Transition(NamedTuple):
    """The result of applying an action: the new state and the events it produced, in order."""

    state: Any
    events: tuple[Event, ...]


@runtime_checkable
class Game(Protocol):
    """A game's rules. Every method is a pure function of its arguments.

    States are immutable; ``apply`` returns a new state sharing unchanged parts. Randomness lives
    in the state. Views, never states, leave the engine to people and bots.

    Optional attributes the edges look up with ``getattr`` (a game without them gets the default):
    ``seat_options(options, kinds)`` adapts options to the seat kinds (bot levels, ``human``);
    ``open_actions`` action types whose parameters vary freely and are checked by ``apply`` alone;
    ``no_private_information`` every seat sees the same view; ``bench_rows()`` extra benchmark
    figures; ``lint_cards(paths)`` a game's own card-file check; ``bots`` its bot factories;
    ``seats_for(options)`` the ``(min, max)`` seats a table with these options takes, when an
    option changes the table size (see ``seat_range``); ``View`` the struct type ``view`` returns,
    when its return annotation does not name it (see ``view_type``).
    """

    name: str
    title: str
    min_seats: int
    max_seats: int
    Options: type[Any]
    State: type[Any]
    rulings: tuple[Ruling, ...]
    actions: ValueCodec[Action]
    events: ValueCodec[Event]

    def setup(self, options: Any, seats: int, seed: int) -> Any:
        """The starting state for ``seats`` players."""
        ...

    def decision(self, state: Any) -> Decision | None:
        """Who must choose now and about what; ``None`` when the game is over."""
        ...

    def legal_actions(self, state: Any) -> Sequence[Action]:
        """The legal answers to the current decision, in a stable order."""
        ...

    def apply(self, state: Any, action: Action) -> Transition:
        """Apply a legal action; raise ``IllegalAction`` otherwise (state unchanged)."""
        ...

    def view(self, state: Any, seat: int | None) -> Any:
        """What ``seat`` may know (``None`` = spectator)."""
        ...

    def outcome(self, state: Any) -> Outcome | None:
        """Winners, scores and reason once the game is over, else ``None``."""
        ...

    def determinize(self, view: Any, seat: int, rng: Rng) -> Any:
        """A full state consistent with everything ``seat`` knows (hidden parts sampled)."""
        ...

    def scenario(self, options: Any, setup: Mapping[str, Any], seats: int, seed: int) -> Any:
        """A state built from a scenario's ``[setup]`` table (exact cards, places, numbers).

        The state must have an ``rng: Rng`` field; the scenario runner queues scripted dice on it.
        """
        ...

    def render(self, view: Any) -> str:
        """A readable text picture of a view, for terminals and transcripts."""
        ...


def seat_range(game: Game, options: Any = None) -> tuple[int, int]:
    """The seat counts a table of ``game`` takes with ``options``.

    ``(min_seats, max_seats)`` unless the game has the optional ``seats_for(options)`` hook (a
    table-size option, e.g. a ruling that allows bigger tables) and options are given.
    """
    hook = getattr(game, "seats_for", None)
    if hook is None or options is None:
        return game.min_seats, game.max_seats
    low, high = hook(options)
    return int(low), int(high)


def view_type(game: Game) -> type[Any]:
    """The type ``game.view`` returns: the optional ``View`` attribute, else the return annotation
    of the game's ``view`` method. The web build generates the front-end's view types from it
    (``web/scripts/export_view_types.py``); nothing in play depends on it."""
    declared = getattr(game, "View", None)
    if declared is None:
        declared = get_type_hints(type(game).view).get("return")
    if not isinstance(declared, type) or declared in (object, Any):
        raise TypeError(f"{game.name}: give the game a View attribute (the type view returns)")
    return declared

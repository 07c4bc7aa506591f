"""A game in progress for tests and scenarios: set up a position, script dice, act by text.

``Driver`` is the one way tests and the scenario runner drive a game. It works through the
``Game`` protocol only, so it serves every game::

    table = Driver.from_scenario(game, setup, seats=2, dice=(2,))  # setup: a [setup] table
    table.do("flee")
    assert [e.value for e in table.events(DieRolled)] == [2]
    assert table.last == table.events()  # the events of the last action only

``do`` keeps the state and the events so far; a refused action raises (``IllegalAction``, or the
codec's ``ParseError`` for text that names no action) and leaves both as they were.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeVar, overload

import msgspec

from .actions import Action
from .decisions import Decision, Outcome
from .events import Event
from .game import Game, capabilities
from .options import as_options

E = TypeVar("E", bound=Event)
D = TypeVar("D", bound="Driver")


def select(events: Sequence[Event], kind: type[E] | str | None = None) -> list[Any]:
    """The events of one class (``DieRolled``, subclasses included) or one kind (``die-rolled``),
    in order; all of them when ``kind`` is ``None``."""
    if kind is None:
        return list(events)
    if isinstance(kind, str):
        return [e for e in events if e.kind() == kind]
    return [e for e in events if isinstance(e, kind)]


class Driver:
    """A game and its current state, with the events of every action applied so far.

    ``state`` is a plain attribute: a test may replace it (e.g. to plant a position the setup
    table cannot express); the events so far are kept.
    """

    def __init__(self, game: Game, state: Any) -> None:
        self.game = game
        self.state = state
        self._events: list[Event] = []
        self._last: list[Event] = []
        self._start = state

    @classmethod
    def start(
        cls: type[D], game: Game, options: Any = None, seats: int | None = None, seed: int = 1
    ) -> D:
        """A new game as ``game.setup`` deals it (``seats`` defaults to the game's minimum)."""
        chosen = game.min_seats if seats is None else seats
        return cls(game, game.setup(_options(game, options), chosen, seed))

    @classmethod
    def from_scenario(
        cls: type[D],
        game: Game,
        setup: Mapping[str, Any],
        *,
        seats: int,
        seed: int = 1,
        options: Any = None,
        dice: Sequence[int] = (),
    ) -> D:
        """The position ``game.scenario`` builds from a ``[setup]`` table, with ``dice`` (die
        faces, in order) scripted for the next rolls.

        ``options`` is ``None`` (the defaults), a mapping (read with ``parse_options``) or the
        game's ``Options`` struct itself. A new game as the setup deals it is ``Driver.start``.
        """
        if not isinstance(setup, Mapping):
            raise TypeError(
                f"Driver.from_scenario reads a [setup] table (a mapping), not {setup!r}; "
                "Driver.start(game, options, seats, seed) deals a new game"
            )
        state = game.scenario(_options(game, options), setup, seats, seed)
        faces = tuple(int(face) for face in dice)
        return cls(game, msgspec.structs.replace(state, rng=state.rng.scripted(faces)))

    def do(self: D, *actions: str | Action) -> D:
        """Apply actions in order, each given by its text form (``"attack dir=E"``) or as an
        ``Action``; returns the driver, to chain calls.

        All or nothing: if one is refused, its exception is raised and the state and events are
        those from before this call.
        """
        state, added, last = self.state, list[Event](), list[Event]()
        for action in actions:
            parsed = self.game.actions.parse(action) if isinstance(action, str) else action
            transition = self.game.apply(state, parsed)
            state, last = transition.state, list(transition.events)
            added.extend(last)
        self.state = state
        self._events.extend(added)
        if actions:
            self._last = last
        return self

    @property
    def opening(self) -> tuple[Event, ...]:
        """The events of the table as it was set up, before any action (``GameBase.opening``:
        who plays which character, the Backstories dealt)."""
        return tuple(capabilities(self.game).opening(self._start))

    def dice(self: D, *faces: int) -> D:
        """Queue die faces after those already scripted; the next rolls take them in order."""
        rng = self.state.rng
        self.state = msgspec.structs.replace(
            self.state, rng=rng.scripted(tuple(rng.script) + tuple(faces))
        )
        return self

    def legal(self) -> list[str]:
        """The text forms of the legal actions, in the game's order."""
        return [action.to_text() for action in self.game.legal_actions(self.state)]

    @property
    def decision(self) -> Decision | None:
        """Who must choose now and about what; ``None`` once the game is over."""
        return self.game.decision(self.state)

    @property
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else ``None``."""
        return self.game.outcome(self.state)

    @overload
    def events(self) -> list[Event]: ...
    @overload
    def events(self, kind: type[E]) -> list[E]: ...
    @overload
    def events(self, kind: str) -> list[Event]: ...
    def events(self, kind: type[Event] | str | None = None) -> list[Any]:
        """The events so far, in order: all, those of one class, or those of one kind string."""
        return select(self._events, kind)

    def kinds(self) -> list[str]:
        """The kinds of the events so far (``["die-rolled", "enemy-hit"]``)."""
        return [event.kind() for event in self._events]

    @property
    def last(self) -> list[Event]:
        """The events of the last action applied only (empty before the first)."""
        return list(self._last)

    def clear(self: D) -> D:
        """Forget the events so far (the state is kept)."""
        self._events.clear()
        self._last = []
        return self

    def view(self, seat: int | None) -> Any:
        """What ``seat`` may know now (``None`` = a spectator)."""
        return self.game.view(self.state, seat)


def _options(game: Game, options: Any) -> Any:
    """``None`` -> the game's default options; a mapping -> parsed; an options struct as is."""
    return as_options(game.Options, options)

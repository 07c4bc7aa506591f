"""The ``Game`` protocol every game implements, and the ``Transition`` that ``apply`` returns."""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, Protocol, cast, get_type_hints, runtime_checkable

from msgspec import Struct

from .actions import Action
from .decisions import Decision, Outcome
from .events import Event
from .options import Ruling
from .rng import Rng
from .values import ValueCodec
from .words import Names, Words

_UNSETTLED: Any = object()

RolloutPolicy = Callable[[Any, Decision, Sequence[Action], Rng], tuple[Action, Rng]]
"""A game's play-out policy for searches (``GameBase.rollout_policy``): ``(state, decision,
legal, rng) -> (action, rng)``."""


class RosterEntry(Struct, frozen=True):
    """One character a seat may play, for the lobby and ``dungeontable rules``: its ``id`` (the
    value the roster's option takes), its ``name``, its ``complexity`` as the game's sources state
    it (words, never guessed) and ``mechanic``, one line on what sets it apart."""

    id: str
    name: str
    complexity: str
    mechanic: str


class Roster(Struct, frozen=True):
    """The characters a game deals or lets players pick: ``option`` takes one ``id`` per seat in
    seat order, ``random`` (the ``dealt`` word) for a seat dealt at random; ``note`` says where
    the complexities come from."""

    option: str
    entries: tuple[RosterEntry, ...]
    dealt: str = "random"
    note: str = ""


class Transition:
    """The result of applying an action: the new state and the events it produced, in order.

    It behaves as the pair ``(state, events)`` (unpack it, index it, compare it with a tuple).
    A game whose ``apply`` computes what comes next (every game built on ``core.flow``) also
    passes the next ``decision`` and its ``legal`` actions, so a runner never asks the game
    again; ``settled`` says they are there. ``next_decision(game, transition)`` and
    ``next_legal(game, transition)`` read them with a fallback for games that do not.
    """

    __slots__ = ("decision", "events", "legal", "state")

    def __init__(
        self,
        state: Any,
        events: tuple[Event, ...],
        decision: Decision | None = _UNSETTLED,
        legal: tuple[Action, ...] = _UNSETTLED,
    ) -> None:
        self.state = state
        self.events = events
        self.decision = decision
        self.legal = legal

    @property
    def settled(self) -> bool:
        """Whether the next decision and legal actions came with the transition."""
        return self.decision is not _UNSETTLED and self.legal is not _UNSETTLED

    def __iter__(self) -> Iterator[Any]:
        yield self.state
        yield self.events

    def __len__(self) -> int:
        return 2

    def __getitem__(self, index: int) -> Any:
        return (self.state, self.events)[index]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Transition):
            return self.state == other.state and self.events == other.events
        if isinstance(other, tuple):
            return (self.state, self.events) == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.state, self.events))

    def __repr__(self) -> str:
        return f"Transition(state={self.state!r}, events={self.events!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        if self.settled:
            return (Transition, (self.state, self.events, self.decision, self.legal))
        return (Transition, (self.state, self.events))

    def _replace(self, **changes: Any) -> Transition:
        """A copy with ``state`` and/or ``events`` changed; it carries no next decision (they
        belonged to the old state)."""
        return Transition(changes.get("state", self.state), changes.get("events", self.events))


def next_decision(game: Game, transition: Transition) -> Decision | None:
    """The decision after ``transition``: the one it carries, else the game's answer."""
    if transition.settled:
        return transition.decision
    return game.decision(transition.state)


def next_legal(game: Game, transition: Transition) -> tuple[Action, ...]:
    """The legal actions after ``transition``: the ones it carries, else the game's answer."""
    if transition.settled:
        return transition.legal
    return tuple(game.legal_actions(transition.state))


@runtime_checkable
class Game(Protocol):
    """A game's rules. Every method is a pure function of its arguments.

    States are immutable; ``apply`` returns a new state sharing unchanged parts. Randomness lives
    in the state. Views, never states, leave the engine to people and bots.

    Optional capabilities (``CAPABILITIES``) are declared, with their defaults and meaning, on
    ``GameBase``, which games subclass: ``bots``, ``seat_options(options, kinds)``,
    ``seats_for(options)``, ``View``, ``open_actions``, ``pass_windows``,
    ``no_private_information``, ``is_undoable(before, action, events)``, ``bench_rows()``,
    ``lint_cards(paths)``, ``card_model``, ``effect_registry``, ``card_files``, ``script_left``
    (what a scenario scripted that play never used) and the rest of ``CAPABILITIES``. Edges read
    them through ``capabilities(game)``, which also serves a game that implements only this protocol
    (what it declares, else the defaults); they never look them up with ``getattr``.
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


class GameBase:
    """The base class of a game: the optional capabilities, each declared with its default.

    A game subclasses it, sets the ``Game`` protocol's attributes and methods, and overrides only
    the capabilities it has (a class attribute, a property or a method). A data capability is a
    read-only property here, so a game may override it with a plain class attribute or with a
    property that imports lazily. Edges read capabilities through ``capabilities(game)``, so a
    game that implements only the protocol gets the same defaults.
    """

    name: str
    title: str
    min_seats: int
    max_seats: int

    @property
    def bots(self) -> Mapping[str, Any]:
        """The game's own bot levels: level name to factory (``factory(game) -> Bot``). Default:
        none (the generic levels, ``random``, serve every game)."""
        return {}

    def seat_options(self, options: Any, kinds: Sequence[str]) -> Any:
        """The options adapted to each seat's kind (a bot level or ``human``), e.g. uniform
        response windows when a person is seated. Default: the options as given."""
        return options

    def seats_for(self, options: Any) -> tuple[int, int]:
        """The ``(min, max)`` seats a table with these options takes, when an option changes the
        table size (see ``seat_range``). Default: ``(min_seats, max_seats)``."""
        return self.min_seats, self.max_seats

    @property
    def View(self) -> type[Any] | None:
        """The struct type ``view`` returns, for the web build (see ``view_type``). Default:
        ``None``, the return annotation of ``view`` names it."""
        return None

    @property
    def open_actions(self) -> tuple[type[Action], ...]:
        """Action types whose parameters vary freely (a flicked throw) and are checked by
        ``apply`` alone, not against ``legal_actions``. Default: none."""
        return ()

    @property
    def pass_windows(self) -> frozenset[str]:
        """Decision kinds that are priority windows, where passing is always legal (an edge may
        answer a person's lone pass for them). Default: none."""
        return frozenset()

    @property
    def no_private_information(self) -> bool:
        """Whether every seat sees the same view (nothing hidden from one seat only). Default:
        ``False``."""
        return False

    @property
    def cooperative(self) -> bool:
        """Whether the seats win or lose together, as one party against the game (a ladder
        then rates each bot level by whole parties of it against the game). Default:
        ``False``."""
        return False

    def is_undoable(self, before: Any, action: Action, events: Sequence[Event]) -> bool | None:
        """The game's own rule for whether ``action`` (taken from ``before``, making ``events``)
        may be taken back. Default: ``None``, the edge's generic test decides."""
        return None

    def bench_rows(self) -> Sequence[tuple[str, str]]:
        """Extra ``(name, value)`` rows for ``dungeontable bench`` (e.g. throws/s). Default:
        none."""
        return ()

    def for_search(self, state: Any) -> Any:
        """The state a search plays out from a determinization: the same position, with what
        needs a person or a slow simulator replaced by its model (Dungeon Fighter: every throw
        decided by the calibrated skill model, never by physics or by a person typing dice).
        Default: the state itself."""
        return state

    def evaluate(self, state: Any) -> tuple[float, ...] | None:
        """Each seat's expected reward in an unfinished ``state`` (its share of a win, as the
        outcome would give it: values in [0, 1] summing to at most 1), estimated from the
        position, so a search bot may cut its rollouts short (``core.evaluate`` turns standings
        into shares). It reads a full state, which a search has only as a determinization
        consistent with its seat's view. Default: ``None``, no estimate (rollouts play to the
        end)."""
        return None

    @property
    def rollout_policy(self) -> RolloutPolicy | None:
        """A fast play-out policy for searches: ``policy(state, decision, legal, rng) ->
        (action, rng)`` picks one of ``legal`` for the deciding seat of a full ``state`` (a
        search plays out determinizations only, consistent with its seat's view), drawing any
        chance from ``rng``. A game offers one when uniform random play-outs go nowhere (moves
        that carry out the plan that wins). Default: ``None``, searches play out at random."""
        return None

    @property
    def search_prior(self) -> str | None:
        """The bot level (one of ``bots``) whose move a search keeps at each decision unless its
        own statistics show another move better with confidence (``bots.ismcts.kept``): for a
        game whose play-outs see too little of its long plans (moving, gearing up) for the
        search's visits to order those moves. Default: ``None``, the search's most visited move."""
        return None

    @property
    def prior_check(self) -> float | None:
        """For a game with a ``search_prior``: the share of a search's budget (its iterations, or
        its time) spent on *checks*, play-outs to the game's end by the prior bot at every seat,
        paired from the same determinizations, of the prior's move and of the tree's best other
        moves (``bots.ismcts.IsmctsBot.check``): the search then leaves the prior's move only
        for one that wins surely more often when the prior plays on (a rollout algorithm: policy
        improvement on the prior). For a game whose short play-outs and evaluation favour moves
        that do not win. Default: ``None``, no checks (``bots.ismcts.kept`` on the tree alone)."""
        return None

    @property
    def prior_margin(self) -> float:
        """For a game with a ``search_prior``: the share of a win (reward) by which another
        move's mean must beat the prior's on top of its noise before the search plays it
        (``bots.ismcts.kept``): for a game whose cut play-outs and evaluation tell apart, surely
        but by little, moves that the prior's plan orders better. Default: ``0.0``."""
        return 0.0

    def setup_with_dice(self, options: Any, seats: int, seed: int, dice: Sequence[int]) -> Any:
        """The starting state ``setup`` deals, with ``dice`` (die faces, in order) scripted for
        the rolls the setup itself makes (a scenario's ``setup_dice``), for a game whose setup
        rolls dice (who goes first, a dungeon laid by die rolls). Faces the setup does not use
        stay scripted for the game's next rolls. Default: ``None``, the setup rolls no dice."""
        return None

    def script_left(self, state: Any) -> tuple[str, ...]:
        """What a scenario scripted that play has not used yet, in words: the scenario runner
        fails a file whose script the game never reached (the file and the game disagree on
        what happened). Default: the scripted dice still in the state's ``rng``."""
        left = getattr(getattr(state, "rng", None), "script", ())
        return (f"scripted dice left unused: {list(left)}",) if left else ()

    def decline(self, state: Any) -> Any:
        """The answer that declines the optional question open in ``state`` (a Screw This!
        window, a 1x card before a throw: what a player who says nothing does), for the
        scenario runner to step over when a scenario's next action waits behind it. Default:
        ``None``, no decision is one to step over."""
        return None

    @property
    def rollout_cutoff(self) -> int | None:
        """Play-out steps before a search scores the position by ``evaluate``, for a game whose
        play-outs need more (or fewer) steps than the search's own ``bots.ismcts.CUTOFF`` to
        reach what decides it. Default: ``None``, the search's own."""
        return None

    def lint_cards(self, paths: Sequence[Any]) -> Sequence[Any] | None:
        """The game's own check of card files, when they are not all of ``card_model``: the
        problems found. Default: ``None``, the generic linter checks them with ``card_model``."""
        return None

    @property
    def card_model(self) -> Any:
        """The game's card schema (a ``cards.CardModel`` subclass). Default: ``None``, no card
        data."""
        return None

    @property
    def effect_registry(self) -> Any:
        """The closed registry of the effect ops its cards may name. Default: ``None``."""
        return None

    @property
    def card_files(self) -> tuple[Any, ...]:
        """The card files the game ships with. Default: none."""
        return ()

    @property
    def guide(self) -> str:
        """ "How to play", written for people (Markdown: the goal, the turn, what each panel of
        the table shows). Default: empty (the table shows no guide)."""
        return ""

    @property
    def turn_outline(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """The turn's steps for a phase tracker, in order: ``(label, decision kinds)``; the step
        whose kinds hold the current decision's kind is where play stands. Default: none."""
        return ()

    @property
    def presets(self) -> Mapping[str, Mapping[str, Any]]:
        """Named option sets offered in the lobby (``quick``, ``standard``...): preset name to
        option values (names and values as ``--option`` takes them). Default: none."""
        return {}

    @property
    def roster(self) -> Roster | None:
        """The characters seats play, each with its complexity and a one-line description, and
        the option that picks them (the lobby offers a pick or a deal per seat). Default:
        ``None``, the game has no characters."""
        return None

    def words(self, options: Any, names: Names) -> Words:
        """How a match with these options is put into words for people (events, actions,
        prompts, refusals, the result), naming seats by ``names``. Default: ``core.words.Words``,
        each value's own ``describe()`` with seat numbers replaced by names."""
        return Words(self, options, names)

    def opening(self, state: Any) -> Sequence[Event]:
        """The events of the table as it was set up, before anyone acts (who plays which
        character): the first entries of a match's log, from the state ``setup`` made.
        Default: none."""
        return ()

    def table_clock(self, options: Any) -> float | None:
        """The seconds of a timed game played on the table's wall clock, agreed at setup, or
        ``None``: no such clock. An edge that has a clock (the web table) starts it when the
        first turn begins, shows every seat the same time left, and once it has run out takes
        each action through ``time_is_up``. Default: ``None``."""
        return None

    def time_is_up(self, state: Any, action: Action) -> Action:
        """The action taken instead of ``action`` once the table's clock has run out (a timed
        game: the turn that ends now was the last normal one). Default: ``action`` itself."""
        return action

    def render_named(self, view: Any, names: Names) -> str:
        """The text picture of a view naming people as ``names`` does (the seats' names, the
        same as the words use), for the terminal table, the web's text panel and replays.
        Default: the game's ``render(view)``."""
        return str(cast(Any, self).render(view))


CAPABILITIES: tuple[str, ...] = (
    "bots",
    "seat_options",
    "seats_for",
    "View",
    "open_actions",
    "pass_windows",
    "no_private_information",
    "cooperative",
    "is_undoable",
    "bench_rows",
    "evaluate",
    "for_search",
    "rollout_policy",
    "search_prior",
    "prior_check",
    "prior_margin",
    "rollout_cutoff",
    "setup_with_dice",
    "script_left",
    "decline",
    "lint_cards",
    "card_model",
    "effect_registry",
    "card_files",
    "guide",
    "turn_outline",
    "presets",
    "roster",
    "words",
    "opening",
    "render_named",
    "table_clock",
    "time_is_up",
)
"""Every optional capability ``GameBase`` declares."""

_MISSING: Any = object()


class _ProtocolGame(GameBase):
    """A game that implements only the ``Game`` protocol, seen as a ``GameBase``: each capability
    it declares itself (by name, as before ``GameBase``), else the default."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def __getattr__(self, name: str) -> Any:
        """The protocol's own members (``name``, ``min_seats``...) are the game's."""
        if name == "game":  # not set yet (copy, pickle): no recursion
            raise AttributeError(name)
        return getattr(self.game, name)

    def _declared(self, capability: str) -> Any:
        return getattr(self.game, capability, _MISSING)  # the only lookup of a hook by its name

    @property
    def bots(self) -> Mapping[str, Any]:
        found = self._declared("bots")
        return found if isinstance(found, Mapping) else super().bots

    def seat_options(self, options: Any, kinds: Sequence[str]) -> Any:
        hook = self._declared("seat_options")
        return (
            super().seat_options(options, kinds)
            if hook in (None, _MISSING)
            else hook(options, kinds)
        )

    def seats_for(self, options: Any) -> tuple[int, int]:
        hook = self._declared("seats_for")
        if hook in (None, _MISSING):
            return super().seats_for(options)
        low, high = hook(options)
        return low, high

    @property
    def View(self) -> type[Any] | None:
        found = self._declared("View")
        return super().View if found is _MISSING else found

    @property
    def open_actions(self) -> tuple[type[Action], ...]:
        found = self._declared("open_actions")
        return super().open_actions if found in (None, _MISSING) else tuple(found)

    @property
    def pass_windows(self) -> frozenset[str]:
        found = self._declared("pass_windows")
        return super().pass_windows if found in (None, _MISSING) else frozenset(found)

    @property
    def no_private_information(self) -> bool:
        found = self._declared("no_private_information")
        return super().no_private_information if found is _MISSING else bool(found)

    @property
    def cooperative(self) -> bool:
        found = self._declared("cooperative")
        return super().cooperative if found is _MISSING else bool(found)

    def is_undoable(self, before: Any, action: Action, events: Sequence[Event]) -> bool | None:
        hook = self._declared("is_undoable")
        if not callable(hook):
            return super().is_undoable(before, action, events)
        return bool(hook(before, action, events))

    def bench_rows(self) -> Sequence[tuple[str, str]]:
        hook = self._declared("bench_rows")
        return tuple(hook()) if callable(hook) else super().bench_rows()

    def for_search(self, state: Any) -> Any:
        hook = self._declared("for_search")
        return super().for_search(state) if not callable(hook) else hook(state)

    def evaluate(self, state: Any) -> tuple[float, ...] | None:
        hook = self._declared("evaluate")
        return super().evaluate(state) if not callable(hook) else hook(state)

    @property
    def rollout_policy(self) -> RolloutPolicy | None:
        found = self._declared("rollout_policy")
        return found if callable(found) else super().rollout_policy

    @property
    def search_prior(self) -> str | None:
        found = self._declared("search_prior")
        return found if isinstance(found, str) else super().search_prior

    @property
    def prior_check(self) -> float | None:
        found = self._declared("prior_check")
        if isinstance(found, bool) or not isinstance(found, (int, float)):
            return super().prior_check
        return float(found)

    @property
    def prior_margin(self) -> float:
        found = self._declared("prior_margin")
        if isinstance(found, bool) or not isinstance(found, (int, float)):
            return super().prior_margin
        return float(found)

    def setup_with_dice(self, options: Any, seats: int, seed: int, dice: Sequence[int]) -> Any:
        hook = self._declared("setup_with_dice")
        if not callable(hook):
            return super().setup_with_dice(options, seats, seed, dice)
        return hook(options, seats, seed, dice)

    def script_left(self, state: Any) -> tuple[str, ...]:
        hook = self._declared("script_left")
        if not callable(hook):
            return super().script_left(state)
        return tuple(hook(state))

    def decline(self, state: Any) -> Any:
        hook = self._declared("decline")
        if not callable(hook):
            return super().decline(state)
        return hook(state)

    @property
    def rollout_cutoff(self) -> int | None:
        found = self._declared("rollout_cutoff")
        if isinstance(found, bool) or not isinstance(found, int):
            return super().rollout_cutoff
        return found

    def lint_cards(self, paths: Sequence[Any]) -> Sequence[Any] | None:
        hook = self._declared("lint_cards")
        return super().lint_cards(paths) if hook in (None, _MISSING) else list(hook(paths))

    @property
    def card_model(self) -> Any:
        found = self._declared("card_model")
        return super().card_model if found is _MISSING else found

    @property
    def effect_registry(self) -> Any:
        found = self._declared("effect_registry")
        return super().effect_registry if found is _MISSING else found

    @property
    def card_files(self) -> tuple[Any, ...]:
        found = self._declared("card_files")
        if callable(found):  # a method that lists them
            found = found()
        return super().card_files if found in (None, _MISSING) else tuple(found)

    @property
    def guide(self) -> str:
        found = self._declared("guide")
        return super().guide if not isinstance(found, str) else found

    @property
    def turn_outline(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        found = self._declared("turn_outline")
        if found in (None, _MISSING):
            return super().turn_outline
        return tuple((str(label), tuple(kinds)) for label, kinds in found)

    @property
    def presets(self) -> Mapping[str, Mapping[str, Any]]:
        found = self._declared("presets")
        return found if isinstance(found, Mapping) else super().presets

    @property
    def roster(self) -> Roster | None:
        found = self._declared("roster")
        return found if isinstance(found, Roster) else super().roster

    def words(self, options: Any, names: Names) -> Words:
        hook = self._declared("words")
        return super().words(options, names) if not callable(hook) else hook(options, names)

    def opening(self, state: Any) -> Sequence[Event]:
        hook = self._declared("opening")
        return super().opening(state) if not callable(hook) else tuple(hook(state))

    def table_clock(self, options: Any) -> float | None:
        hook = self._declared("table_clock")
        if not callable(hook):
            return super().table_clock(options)
        seconds = hook(options)
        return None if seconds is None else float(seconds)

    def time_is_up(self, state: Any, action: Action) -> Action:
        hook = self._declared("time_is_up")
        return super().time_is_up(state, action) if not callable(hook) else hook(state, action)

    def render_named(self, view: Any, names: Names) -> str:
        hook = self._declared("render_named")
        return self.game.render(view) if not callable(hook) else str(hook(view, names))


def capabilities(game: Game | GameBase) -> GameBase:
    """A typed view of ``game``'s optional capabilities: the game itself when it subclasses
    ``GameBase``, else the game wrapped so that what it declares is seen and the rest defaults."""
    if isinstance(game, GameBase):
        return game
    return _ProtocolGame(game)


def seat_range(game: Game, options: Any = None) -> tuple[int, int]:
    """The seat counts a table of ``game`` takes with ``options``.

    ``(min_seats, max_seats)`` unless options are given and the game's ``seats_for(options)``
    capability says otherwise (a table-size option, e.g. a ruling that allows bigger tables).
    """
    if options is None:
        return game.min_seats, game.max_seats
    low, high = capabilities(game).seats_for(options)
    return int(low), int(high)


def seat_count(seats: Any) -> int:
    """``seats`` as the number of players a ``setup`` takes: a whole number (a NumPy integer
    too), never a text or a bool; the ``TypeError`` says what was given."""
    if type(seats) is int:
        return seats
    try:
        if isinstance(seats, bool):
            raise TypeError
        return operator.index(seats)
    except TypeError:
        raise TypeError(
            f"seats is the number of players, a whole number such as 2; got {seats!r}"
        ) from None


def check_seat(seat: int | None, seats: int) -> None:
    """Refuse a seat a ``view`` cannot be for: ``None`` (a spectator) or ``0 .. seats - 1``.

    A seat past the table, or a negative one, would otherwise read as nobody's and give an
    onlooker's view silently; the ``ValueError`` names the seats there are.
    """
    if seat is None or (type(seat) is int and 0 <= seat < seats):  # every view of play
        return
    try:
        number = operator.index(seat)  # a NumPy integer from a learning agent
    except TypeError:
        number = -1
    if isinstance(seat, bool) or not 0 <= number < seats:
        raise ValueError(
            f"no seat {seat!r} at this table: a view is for a seat 0-{seats - 1} "
            "or None (a spectator)"
        )


def view_type(game: Game) -> type[Any]:
    """The type ``game.view`` returns: the ``View`` capability, else the return annotation of the
    game's ``view`` method. The web build generates the front-end's view types from it
    (``web/scripts/export_view_types.py``); nothing in play depends on it."""
    declared = capabilities(game).View
    if declared is None:
        declared = get_type_hints(type(game).view).get("return")
    if not isinstance(declared, type) or declared in (object, Any):
        raise TypeError(f"{game.name}: give the game a View attribute (the type view returns)")
    return declared

"""One turn engine for every game: phases as data, frames for sub-decisions, rules as steps.

A game declares its turn as a table of ``Phase`` values and a table of action handlers, and hands
both to ``Flow``. The flow then implements, once for every game:

- ``decision(state)``: who decides now and about what (``None`` once the game is over);
- ``legal_actions(state)``: the legal answers, gathered from the phase's move generators in order;
- ``apply(state, action)``: the legality check with the refusal text, the action's handler, then
  the automatic phases run until someone must decide; the ``Transition`` it returns carries the
  next decision and its legal actions, computed once (a runner never asks twice);
- ``advance(state, events)``: the automatic-phase loop.

Where play stands is one name, ``locate(state)``: the current phase, or the kind of the frame on
top of the state's frame stack when a sub-decision is open (a response window, a pending choice
such as "pay 2 Gold or take 1 Wound"). Frames live in the state (it stays immutable and
serialisable); the game's ``locate`` says where. A phase either waits for a seat (``seat`` and
``moves``) or runs by itself (``auto``). Handlers and automatic steps are pure
``(state, ..., events) -> state`` functions that set the next phase or push/pop a frame; they
never call the next step themselves: the flow does.

The flow keeps one slot, the last state it answered about and its decision and legal actions
(so ``apply`` checking a state the runner just asked about costs nothing). The slot is one tuple
replaced whole: a bot thinking on another thread reads either the old answer or the new one,
never a mix. It belongs to the flow object, which belongs to a game instance.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from .actions import Action, IllegalAction
from .decisions import Decision
from .events import Event
from .game import Transition

S = TypeVar("S")

Moves = Callable[[S], Iterable[Action]]
"""A move generator: the legal actions it offers in a state."""
Handler = Callable[[S, Any, list[Event]], S]
"""Applies one legal action: ``(state, action, events) -> state`` (appends what happened)."""
Step = Callable[[S, list[Event]], S]
"""Runs an automatic phase one step: ``(state, events) -> state``."""


_Row = tuple[Step[S] | None, Callable[[S], Decision], tuple[Moves[S], ...]]


class FlowError(RuntimeError):
    """The game's flow table is inconsistent (a bug in the game, not a player's mistake)."""


@dataclass(frozen=True)
class Phase(Generic[S]):
    """One place in the turn, as data.

    A *decision* phase names who decides (``seat``), what they may do (``moves``, generators run
    in order and concatenated) and a ``prompt`` (text or a function of the state; people read it
    after "must"). ``decide`` may replace ``seat`` and ``prompt`` when the decision itself is
    computed (its kind and prompt depend on the state). An *automatic* phase has ``auto``, one
    step of bookkeeping; the flow runs it until a decision phase is reached.
    """

    name: str
    seat: Callable[[S], int] | None = None
    moves: tuple[Moves[S], ...] = ()
    prompt: str | Callable[[S], str] = ""
    decide: Callable[[S], Decision] | None = None
    auto: Step[S] | None = None

    @property
    def automatic(self) -> bool:
        return self.auto is not None

    def decision(self, state: S) -> Decision:
        if self.decide is not None:
            return self.decide(state)
        if self.seat is None:
            raise FlowError(f"phase {self.name!r} names no deciding seat")
        prompt = self.prompt(state) if callable(self.prompt) else self.prompt
        return Decision(self.seat(state), self.name, prompt)

    def legal(self, state: S) -> tuple[Action, ...]:
        if len(self.moves) == 1:
            return tuple(self.moves[0](state))
        found: list[Action] = []
        for moves in self.moves:
            found.extend(moves(state))
        return tuple(found)


def _default_refusal(title: str) -> Callable[[Any, Action, Decision | None], str]:
    def refusal(state: Any, action: Action, now: Decision | None) -> str:
        if now is None:
            return f"{action.to_text()} is not allowed now: the game is over"
        return f"{action.to_text()} is not allowed now: seat {now.seat} must {now.prompt}"

    return refusal


@dataclass(frozen=True, eq=False)
class Flow(Generic[S]):
    """A game's turn engine, built once per game instance from its declared tables.

    ``locate(state)`` names the phase (or top frame) in play; ``is_over(state)`` says the game has
    ended; ``handlers`` maps each action class to its handler; ``after`` (optional) runs after
    every handler with the state before it, for effects that watch every action (a window that
    opens on what just happened); ``refusal`` words an illegal action's refusal (default: "...
    is not allowed now: seat N must <prompt>"). ``open`` names the *open actions*, whose
    parameters vary freely (a flicked throw) so no list holds them all: for an action of such a
    class off the legal list, its checker says ``None`` (admitted: its handler runs as for a
    listed action), a text (refused, with that text) or ``""`` (not open now: the usual refusal).
    """

    title: str
    phases: Mapping[str, Phase[S]]
    handlers: Mapping[type[Action], Handler[S]]
    locate: Callable[[S], str]
    is_over: Callable[[S], bool]
    after: Callable[[S, S, list[Event]], S] | None = None
    refusal: Callable[[S, Action, Decision | None], str] | None = None
    open: Mapping[type[Action], Callable[[S, Action], str | None]] = field(default_factory=dict)
    max_automatic: int = 100_000
    _last: list[tuple[object, Decision | None, tuple[Action, ...]]] = field(
        default_factory=lambda: [(None, None, ())], repr=False
    )

    def __post_init__(self) -> None:
        for name, phase in self.phases.items():
            if phase.name != name:
                raise FlowError(f"phase table key {name!r} holds phase {phase.name!r}")
            if phase.automatic and (phase.moves or phase.seat or phase.decide):
                raise FlowError(f"phase {name!r} is automatic and also waits for a seat")
            if not phase.automatic and phase.seat is None and phase.decide is None:
                raise FlowError(f"phase {name!r} neither runs by itself nor names a seat")
        # The hot path reads one row per phase: (automatic step or None, how to decide, the
        # move generators): one call fewer per step than asking the phase.
        rows = {
            name: (phase.auto, phase.decide or phase.decision, phase.moves)
            for name, phase in self.phases.items()
        }
        object.__setattr__(self, "_rows", rows)

    # --- asking -----------------------------------------------------------------------------

    def phase(self, state: S) -> Phase[S]:
        where = self.locate(state)
        found = self.phases.get(where)
        if found is None:
            raise FlowError(f"{self.title}: no phase {where!r} in the flow table")
        return found

    def _ask(self, state: S) -> tuple[Decision | None, tuple[Action, ...]]:
        """Work out the decision and legal actions of ``state`` and remember them."""
        if self.is_over(state):
            decided: Decision | None = None
            legal: tuple[Action, ...] = ()
        else:
            phase = self.phase(state)
            if phase.auto is not None:
                raise FlowError(f"{self.title}: asked about automatic phase {phase.name!r}")
            decided, legal = phase.decision(state), phase.legal(state)
        self._last[0] = (state, decided, legal)
        return decided, legal

    def decision(self, state: S) -> Decision | None:
        """Who decides now and about what; ``None`` once the game is over."""
        seen, decided, _ = self._last[0]
        return decided if seen is state else self._ask(state)[0]

    def decide(self, state: S) -> Decision | None:
        """``decision`` without working out the legal actions when the slot holds another state
        (a view of a state nobody asked the flow about needs only who decides)."""
        seen, decided, _ = self._last[0]
        if seen is state:
            return decided
        if self.is_over(state):
            return None
        phase = self.phase(state)
        if phase.auto is not None:
            raise FlowError(f"{self.title}: asked about automatic phase {phase.name!r}")
        return phase.decision(state)

    def legal_actions(self, state: S) -> tuple[Action, ...]:
        """Every legal answer to the current decision, in a stable order."""
        seen, _, legal = self._last[0]
        return legal if seen is state else self._ask(state)[1]

    # --- acting -----------------------------------------------------------------------------

    def apply(self, state: S, action: Action) -> Transition:
        """Apply a legal action and run automatic phases; ``IllegalAction`` changes nothing.

        The returned transition carries the next decision and its legal actions."""
        seen, now, legal = self._last[0]
        if seen is not state:
            now, legal = self._ask(state)
        if action not in legal:
            if not isinstance(action, Action):  # a number, None, a list: no action at all
                raise TypeError(
                    "apply takes an action or its text form (game.legal_actions(state) lists "
                    f"them), not {type(action).__name__} {action!r:.60}"
                )
            if not self._admitted(state, action, now, legal):
                refusal = self.refuse(state, action, now)
                raise IllegalAction(refusal, tuple(a.to_text() for a in legal))
        handler = self.handlers.get(type(action))
        if handler is None:
            raise FlowError(f"{self.title}: no handler for {type(action).__name__}")
        events: list[Event] = []
        after = handler(state, action, events)
        if self.after is not None:
            after = self.after(after, state, events)
        # The automatic loop, with the next decision worked out where it stops (one look at
        # where play stands per step, not one to stop and another to ask).
        rows: dict[str, _Row[S]] = self._rows  # type: ignore[attr-defined]
        locate, is_over = self.locate, self.is_over
        for _ in range(self.max_automatic):
            if is_over(after):
                decided: Decision | None = None
                next_legal: tuple[Action, ...] = ()
                break
            where = locate(after)
            row = rows.get(where)
            if row is None:
                raise FlowError(f"{self.title}: no phase {where!r} in the flow table")
            auto, decide, moves = row
            if auto is None:
                decided = decide(after)
                if len(moves) == 1:
                    next_legal = tuple(moves[0](after))
                else:
                    found: list[Action] = []
                    for generate in moves:
                        found.extend(generate(after))
                    next_legal = tuple(found)
                break
            after = auto(after, events)
        else:
            raise FlowError(f"{self.title}: automatic phases ran {self.max_automatic} steps")
        self._last[0] = (after, decided, next_legal)
        return Transition(after, tuple(events), decided, next_legal)

    def _admitted(
        self, state: S, action: Action, now: Decision | None, legal: tuple[Action, ...]
    ) -> bool:
        """Whether an action off the legal list is an open action the game admits now; raises
        the game's refusal when it is one but its parameters are refused."""
        check = self.open.get(type(action)) if now is not None else None
        if check is None:
            return False
        problem = check(state, action)
        if problem:
            raise IllegalAction(problem, tuple(a.to_text() for a in legal))
        return problem is None

    def advance(self, state: S, events: list[Event]) -> S:
        """Run automatic phases until a decision is due or the game is over."""
        for _ in range(self.max_automatic):
            if self.is_over(state):
                return state
            phase = self.phase(state)
            if phase.auto is None:
                return state
            state = phase.auto(state, events)
        raise FlowError(f"{self.title}: automatic phases ran {self.max_automatic} steps")

    def refuse(self, state: S, action: Action, now: Decision | None) -> str:
        """The words for refusing ``action`` in ``state``."""
        if type(action) not in self.handlers and now is not None:
            return f"{action.to_text()} is not a {self.title} action"
        word = self.refusal or _default_refusal(self.title)
        return word(state, action, now)


def phases(*table: Phase[S]) -> dict[str, Phase[S]]:
    """A phase table keyed by name, from phases listed in turn order."""
    found: dict[str, Phase[S]] = {}
    for phase in table:
        if phase.name in found:
            raise FlowError(f"phase {phase.name!r} declared twice")
        found[phase.name] = phase
    return found


def handlers(
    *pairs: tuple[Sequence[type[Action]] | type[Action], Handler[S]],
) -> dict[type[Action], Handler[S]]:
    """A handler table from ``(ActionClass or classes, handler)`` pairs; a class named twice is
    an error (one action, one meaning)."""
    found: dict[type[Action], Handler[S]] = {}
    for classes, handler in pairs:
        for cls in classes if isinstance(classes, Sequence) else (classes,):
            if cls in found:
                raise FlowError(f"{cls.__name__} handled twice")
            found[cls] = handler
    return found

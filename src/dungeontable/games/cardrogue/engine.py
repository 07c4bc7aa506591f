"""The turn machine's plumbing: handler, generator and automatic-phase registries.

Rules modules register themselves with three decorators:

- ``@handles(ActionClass)``: ``fn(state, action, ev) -> state`` applies a legal action;
- ``@offers(phase, ..., rank=50)`` / ``@offers_pending(kind)``: ``fn(state) -> list[Action]``
  yields legal actions in a decision phase, or for a pending choice; generators of one phase
  are concatenated in rank order (ties: module and function name), so the order of legal
  actions is deterministic and independent of import order;
- ``@automatic(phase)``: ``fn(state, ev) -> state`` runs an automatic phase one step;
- ``@at_turn_start`` / ``@at_turn_end``: ``fn(state, ev) -> state`` hooks run when a turn
  begins (after ``TurnBegan``) and when it ends (before the next seat is chosen).

``apply`` checks the action against ``legal_actions`` (the single source of truth), runs its
handler, then ``advance`` runs automatic phases until someone must decide.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from dungeontable.core import Action, Decision, Event, IllegalAction, Transition

from .phases import DECISION_PHASES
from .state import State

Handler = Callable[[State, Any, list[Event]], State]
Generator = Callable[[State], list[Action]]
Auto = Callable[[State, list[Event]], State]
Prompt = Callable[[State], Decision]

HANDLERS: dict[type[Action], Handler] = {}
GENERATORS: dict[str, list[Generator]] = {}
PENDING_GENERATORS: dict[str, Generator] = {}
AUTOMATIC: dict[str, Auto] = {}
PROMPTS: dict[str, Prompt] = {}
PENDING_PROMPTS: dict[str, Callable[[State, Any], Decision]] = {}
TURN_START: list[Auto] = []
TURN_END: list[Auto] = []

F = TypeVar("F", bound=Callable[..., Any])


def handles(*classes: type[Action]) -> Callable[[F], F]:
    def register(fn: F) -> F:
        for cls in classes:
            HANDLERS[cls] = fn
        return fn

    return register


RANKS: dict[Callable[..., Any], int] = {}
OPTIONAL = 95
"""Rank of the optional actions (items, potions, shop, interaction...): after ending the turn,
so an agent that always takes the first choice still moves the game on."""


def offers(*phases: str, rank: int = 50) -> Callable[[F], F]:
    """Register a legal-action generator. Generators of a phase run in ``rank`` order, then by
    module and name, so the order of legal actions never depends on import order. Part 1 uses
    10-20 (flip, move / attack, flee) and 90 (end the turn); part 2 ``OPTIONAL`` (95)."""

    def register(fn: F) -> F:
        RANKS[fn] = rank
        for phase in phases:
            found = GENERATORS.setdefault(phase, [])
            found.append(fn)
            found.sort(key=lambda g: (RANKS[g], g.__module__, g.__qualname__))
        return fn

    return register


def offers_pending(kind: str) -> Callable[[F], F]:
    def register(fn: F) -> F:
        PENDING_GENERATORS[kind] = fn
        return fn

    return register


def automatic(phase: str) -> Callable[[F], F]:
    def register(fn: F) -> F:
        AUTOMATIC[phase] = fn
        return fn

    return register


def prompts(phase: str) -> Callable[[F], F]:
    def register(fn: F) -> F:
        PROMPTS[phase] = fn
        return fn

    return register


def at_turn_start(fn: F) -> F:
    TURN_START.append(fn)
    return fn


def at_turn_end(fn: F) -> F:
    TURN_END.append(fn)
    return fn


def prompts_pending(kind: str) -> Callable[[F], F]:
    def register(fn: F) -> F:
        PENDING_PROMPTS[kind] = fn
        return fn

    return register


# --- the loop -----------------------------------------------------------------------------


# Identity memos hold ONE tuple (key, answer), read once and replaced whole: a thread that
# reads the memo while another replaces it sees either the old pair or the new one, never a
# mix (bots may think on worker threads while the table applies actions).
_decided: list[Any] = [(None, None)]


def decision(state: State) -> Decision | None:
    """Who decides now and about what (remembered for the last state asked about)."""
    seen, remembered = _decided[0]
    if seen is state:
        answer: Decision | None = remembered
        return answer
    if state.result is not None:
        found: Decision | None = None
    elif state.pending:
        pending = state.pending[0]
        found = PENDING_PROMPTS[pending.kind](state, pending)
    else:
        found = PROMPTS[state.phase](state)
    _decided[0] = (state, found)
    return found


_cache: list[Any] = [(None, ())]


def legal_actions(state: State) -> tuple[Action, ...]:
    """Every legal answer to the current decision, in a stable order."""
    seen, remembered = _cache[0]
    if seen is state:
        cached: tuple[Action, ...] = remembered
        return cached
    if state.result is not None:
        found: tuple[Action, ...] = ()
    elif state.pending:
        found = tuple(PENDING_GENERATORS[state.pending[0].kind](state))
    else:
        collected: list[Action] = []
        for gen in GENERATORS.get(state.phase, ()):
            collected += gen(state)
        found = tuple(collected)
    _cache[0] = (state, found)
    return found


def apply(state: State, action: Action) -> Transition:
    """Apply a legal action and run automatic phases; ``IllegalAction`` leaves nothing changed."""
    legal = legal_actions(state)
    if action not in legal:
        raise IllegalAction(_refusal(state, action), tuple(a.to_text() for a in legal))
    ev: list[Event] = []
    state = HANDLERS[type(action)](state, action, ev)
    return Transition(advance(state, ev), tuple(ev))


def advance(state: State, ev: list[Event]) -> State:
    """Run automatic phases until a decision (phase or pending choice) or the end."""
    while state.result is None and not state.pending and state.phase not in DECISION_PHASES:
        state = AUTOMATIC[state.phase](state, ev)
    return state


def _refusal(state: State, action: Action) -> str:
    now = decision(state)
    if now is None:
        return f"{action.to_text()} is not possible: the game is over"
    if type(action) not in HANDLERS:
        return f"{action.to_text()} is not a Card Rogue action"
    return f"{action.to_text()} is not allowed now: seat {now.seat} must {now.prompt}"

"""Driving a game with bots: one loop for benchmarks, simulations, tests and transcripts.

Each seat's bot gets its own ``Rng`` seeded from ``derive_seed(seed, seat, level)``, so a game is
fixed by (game, options, seats, levels, seed) and replays exactly in any process.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Sequence
from typing import Any

import msgspec

from dungeontable.core import (
    Action,
    Decision,
    Event,
    Game,
    Outcome,
    Rng,
    as_options,
    capabilities,
    derive_seed,
    next_decision,
    next_legal,
    parse_options,
)

from .base import Bot, level_of, make_for, uses_view

TURN_CAP_REASON = "turn_cap"


def bot_rng(seed: int, seat: int, level: str) -> Rng:
    """The private random stream of the bot in ``seat`` for a game seeded with ``seed``."""
    return Rng.from_seed(derive_seed(seed, seat, level))


def seat_bots(game: Game, bots: Sequence[Bot | str], seed: int) -> tuple[tuple[Bot, Rng], ...]:
    """A bot and its private ``Rng`` for every seat; level names are built with ``make_for``."""
    seated = []
    for seat, spec in enumerate(bots):
        level = spec if isinstance(spec, str) else level_of(spec)
        bot = make_for(spec, game) if isinstance(spec, str) else spec
        seated.append((bot, bot_rng(seed, seat, level)))
    return tuple(seated)


def seated_options(game: Game, options: Any, kinds: Sequence[Bot | str]) -> Any:
    """The options after the game's ``seat_options(options, kinds)`` capability has seen each
    seat's kind (a bot level or ``human``); e.g. Dungeon Fighter's thrower skill per bot level."""
    seated = [k if isinstance(k, str) else level_of(k) for k in kinds]
    given = as_options(game.Options, options)  # None or a mapping too, as setup takes them
    return capabilities(game).seat_options(given, seated)


class PlayedStep(msgspec.Struct, frozen=True):
    """One decision of a bot game: who chose what, from which options, and what happened."""

    index: int
    decision: Decision
    before: Any
    legal: tuple[Action, ...]
    action: Action
    after: Any
    events: tuple[Event, ...]


def capped_outcome(seats: int) -> Outcome:
    """The outcome of a game stopped by the runner's safety cap: nobody wins."""
    return Outcome(winners=(), scores=(0.0,) * seats, reason=TURN_CAP_REASON)


def play_steps(
    game: Game, options: Any, bots: Sequence[Bot | str], seed: int, turn_cap: int | None = None
) -> Iterator[PlayedStep]:
    """Every step of a seeded bot game, until it ends or ``turn_cap`` decisions were made."""
    seated = seat_bots(game, bots, seed)
    players = [bot for bot, _ in seated]
    rngs = [rng for _, rng in seated]
    state = game.setup(seated_options(game, options, bots), len(players), seed)
    index = 0
    decision, legal = game.decision(state), tuple(game.legal_actions(state))
    while decision is not None:
        if turn_cap is not None and index >= turn_cap:
            return
        bot = players[decision.seat]
        view = game.view(state, decision.seat) if uses_view(bot) else None
        action, rngs[decision.seat] = bot.choose(view, legal, rngs[decision.seat])
        transition = game.apply(state, action)
        after, events = transition
        yield PlayedStep(index, decision, state, legal, action, after, events)
        state = after
        decision, legal = next_decision(game, transition), next_legal(game, transition)
        index += 1


def first_choice(
    game: Game, bots: Sequence[Bot | str], seed: int, kind: str, after: int = 0
) -> PlayedStep:
    """The first step at or after step ``after`` of the seeded game (default options) whose
    decision is of ``kind`` and has 2+ legal actions: a position a search is tried on, with the
    move the game's own bot made there. ``LookupError`` when the game ends before one."""
    options = parse_options(game.Options, {})
    for step in play_steps(game, options, bots, seed):
        if step.index >= after and step.decision.kind == kind and len(step.legal) > 1:
            return step
    raise LookupError(f"no {kind!r} decision with a choice after step {after} (seed {seed})")


class GameRecord:
    """Where a game played by ``play_game`` stands, kept even when the game raises: the state after
    setup, the last state reached and how many decisions were applied (the simulator's rows)."""

    __slots__ = ("start", "state", "steps")

    def __init__(self) -> None:
        self.start: Any = None
        self.state: Any = None
        self.steps = 0


def play_game(
    game: Game,
    options: Any,
    bots: Sequence[Bot | str],
    seed: int,
    turn_cap: int | None = None,
    record: GameRecord | None = None,
) -> tuple[Outcome, int]:
    """Play a whole seeded game with bots; returns the outcome and the number of decisions.

    ``turn_cap`` is a safety net counted in decisions (engine steps), on top of any cap the game
    has itself: when reached, the outcome is a no-winner ``Outcome`` with reason ``"turn_cap"``.
    ``record``, if given, is filled in on the way out, also when the game raises.
    """
    seated = seat_bots(game, bots, seed)
    state = game.setup(seated_options(game, options, bots), len(seated), seed)
    record = record or GameRecord()
    record.start = record.state = state
    return _play(game, seated, state, turn_cap, record), record.steps


def _play(
    game: Game,
    seated: tuple[tuple[Bot, Rng], ...],
    state: Any,
    turn_cap: int | None,
    record: GameRecord,
) -> Outcome:
    """The loop of ``play_game``: the hottest Python of every simulation, so names are local.
    ``record`` gets the last state and the step count in ``finally``, not once per step."""
    choose = [bot.choose for bot, _ in seated]
    rngs = [rng for _, rng in seated]
    views = [uses_view(bot) for bot, _ in seated]
    decide, legal_actions, apply, view_of = game.decision, game.legal_actions, game.apply, game.view
    cap = sys.maxsize if turn_cap is None else turn_cap
    steps = 0
    decision, legal = decide(state), None
    try:
        while decision is not None:
            if steps >= cap:
                return capped_outcome(len(seated))
            seat = decision.seat
            view = view_of(state, seat) if views[seat] else None
            if legal is None:
                legal = legal_actions(state)
            action, rngs[seat] = choose[seat](view, legal, rngs[seat])
            transition = apply(state, action)
            state = transition.state
            if transition.settled:  # the game said what comes next: never ask twice
                decision, legal = transition.decision, transition.legal
            else:
                decision, legal = decide(state), None
            steps += 1
    finally:
        record.state, record.steps = state, steps
    outcome = game.outcome(state)
    if outcome is None:
        raise RuntimeError(f"{game.name}: no decision is pending but the game has no outcome")
    return outcome

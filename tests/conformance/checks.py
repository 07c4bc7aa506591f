"""The conformance checks, as plain functions that raise ``AssertionError`` with a reason.

Tests in this folder call them for every registered game; ``test_kit_selfcheck.py`` calls them on
deliberately broken games to prove each check can fail.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import msgspec

from dungeontable.bots import bot_rng, play_steps
from dungeontable.core import Action, Game, IllegalAction, Match, Rng, derive_seed, replay

from .digest import playout_digest, stable_json

TESTS_DIR = Path(__file__).resolve().parent.parent


def enc(value: Any) -> bytes:
    return stable_json(value)


def seat_counts(game: Game) -> range:
    return range(game.min_seats, game.max_seats + 1)


# --- playouts ---------------------------------------------------------------------------------


def check_playout(
    game: Game, seats: int, seed: int, cap: int, *, options: Any = None, must_end: bool = True
) -> int:
    """A random game ends with an ``Outcome`` within ``cap`` steps; every step is well formed.

    ``options`` default to the game's defaults; with ``must_end=False`` a game still going after
    ``cap`` steps passes (a short playout), one that ended is checked as above."""
    options = game.Options() if options is None else options
    state = game.setup(options, seats, seed)
    steps = 0
    for step in play_steps(game, options, ["random"] * seats, seed, cap):
        _check_step(game, seats, step.decision.seat, step.legal, step.events)
        assert game.outcome(step.before) is None, f"step {step.index}: outcome before the end"
        state, steps = step.after, step.index + 1
    where = f"{game.name} seats={seats} seed={seed}"
    if not must_end and game.decision(state) is not None:
        assert game.outcome(state) is None, f"{where}: an Outcome while a seat must decide"
        return steps
    assert game.decision(state) is None, f"{where}: still going after {cap} steps (no turn cap?)"
    assert not game.legal_actions(state), f"{where}: legal actions after the game ended"
    outcome = game.outcome(state)
    assert outcome is not None, f"{where}: the game ended without an Outcome"
    assert outcome.reason, f"{where}: the Outcome has no reason"
    assert len(outcome.scores) == seats, f"{where}: {len(outcome.scores)} scores for {seats} seats"
    assert set(outcome.winners) <= set(range(seats)), f"{where}: winners {outcome.winners}"
    return steps


def _check_step(
    game: Game, seats: int, seat: int, legal: Sequence[Action], events: Sequence[Any]
) -> None:
    assert 0 <= seat < seats, f"decision for seat {seat} in a {seats}-seat game"
    assert legal, f"seat {seat} must decide but has no legal action"
    texts = [a.to_text() for a in legal]
    assert len(set(texts)) == len(texts), f"duplicate legal actions: {texts}"
    for action in legal:
        assert game.actions.parse(action.to_text()) == action, f"text form: {action.to_text()}"
        assert game.actions.from_json(action.to_json()) == action, f"JSON form: {action}"
    for event in events:
        assert game.events.from_json(event.to_json()) == event, f"event JSON form: {event}"
        assert event.to is None or set(event.to) <= set(range(seats)), f"event to: {event}"


# --- sampled positions ------------------------------------------------------------------------


def sample_states(game: Game, seats: int, seed: int, every: int, limit: int) -> list[Any]:
    """Every ``every``-th state of a random playout (at most ``limit``), then the final one."""
    options = game.Options()
    found = [game.setup(options, seats, seed)]
    last = found[0]
    for step in play_steps(game, options, ["random"] * seats, seed, every * limit):
        last = step.after
        if (step.index + 1) % every == 0:
            found.append(last)
    if game.decision(last) is None:
        found.append(last)
    return found[: limit + 1]


def foreign_actions(game: Game, seats: int, seeds: Sequence[int]) -> list[Action]:
    """Actions that were legal somewhere in other games, in first-seen order."""
    seen: dict[bytes, Action] = {}
    for seed in seeds:
        for step in play_steps(game, game.Options(), ["random"] * seats, seed, 400):
            for action in step.legal:
                seen.setdefault(enc(action), action)
    return list(seen.values())


def check_illegal_rejected(game: Game, states: Sequence[Any], foreign: Sequence[Action]) -> int:
    """Actions not in ``legal_actions`` raise ``IllegalAction`` and leave the state equal."""
    checked = 0
    for index, state in enumerate(states):
        legal = list(game.legal_actions(state))
        candidates = [a for a in foreign if a not in legal]
        rng = Rng.from_seed(derive_seed("illegal", index))
        for _ in range(min(3, len(candidates))):
            action, rng = rng.choice(candidates)
            before = enc(state)
            try:
                game.apply(state, action)
            except IllegalAction as exc:
                assert str(exc), "IllegalAction without a message"
            else:
                raise AssertionError(f"{action.to_text()} was applied but is not legal: {legal}")
            assert enc(state) == before, f"refusing {action.to_text()} changed the state"
            checked += 1
    return checked


def check_legal_actions_apply(game: Game, states: Sequence[Any]) -> int:
    """Every action ``legal_actions`` offers is accepted by ``apply`` (one source of truth)."""
    applied = 0
    for state in states:
        for action in game.legal_actions(state):
            try:
                game.apply(state, action)
            except IllegalAction as exc:
                message = f"{action.to_text()} is offered as legal but refused: {exc}"
                raise AssertionError(message) from exc
            applied += 1
    return applied


# --- determinism ------------------------------------------------------------------------------


def digest_in_subprocess(name: str, seats: int, seed: int, hash_seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(TESTS_DIR), env.get("PYTHONPATH")]))
    done = subprocess.run(
        [sys.executable, "-m", "conformance.digest", name, str(seats), str(seed)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, f"digest subprocess failed:\n{done.stderr}"
    return done.stdout.strip()


def check_cross_process(game: Game, seats: int, seed: int) -> str:
    """Same seed and actions give identical states and events in processes with other hashing."""
    here = playout_digest(game, seats, seed)
    for hash_seed in ("1", "4242"):
        there = digest_in_subprocess(game.name, seats, seed, hash_seed)
        assert there == here, f"PYTHONHASHSEED={hash_seed}: digest {there} != {here} in-process"
    return here


# --- save, load, resume -----------------------------------------------------------------------


def random_actions(game: Game, match: Match, count: int, rng: Rng) -> Iterator[Action]:
    for _ in range(count):
        if match.decision is None:
            return
        action, rng = rng.choice(list(game.legal_actions(match.state)))
        yield action


def check_save_load(
    game: Game, seats: int, seed: int, steps: int, path: Path, resolve: Any
) -> None:
    """A record saved mid-game loads to an equal state and resumes identically."""
    match = Match(game, game.Options(), ["random"] * seats, seed)
    rng = bot_rng(seed, 0, "random")
    for action in random_actions(game, match, steps, rng):
        match.act(action)
    match.save(path)
    loaded = Match.load(path, resolve)
    assert enc(loaded.state) == enc(match.state), "the loaded state differs from the saved one"
    assert enc(loaded.record) == enc(match.record), "the loaded record differs"
    last = match.state
    for step in replay(game, loaded.record):
        last = step.state
    assert enc(last) == enc(match.state), "replaying the record does not rebuild the state"
    for action in random_actions(game, match, 25, rng.fork(1)):
        one, other = match.act(action), loaded.act(action)
        assert enc(one.state) == enc(other.state), f"resumed game diverged at {action.to_text()}"
        assert enc(one.events) == enc(other.events), f"resumed events diverged at {action}"


def state_with_rng(state: Any, rng: Any) -> Any:
    """``state`` with its ``rng`` field replaced (when it has one)."""
    if hasattr(state, "rng") and isinstance(state, msgspec.Struct):
        return msgspec.structs.replace(state, rng=rng)
    return state

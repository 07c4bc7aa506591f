"""Dungeon Fighter's extra benchmark rows for ``dungeontable bench dungeonfighter``:
skill-model (surrogate) throws/s, games/s with heuristic bots at each skill level, and ms per
physics throw when the physics extra is installed (``physics/``)."""

from __future__ import annotations

import time
from collections.abc import Callable

from dungeontable.core import Rng

from .bots.heuristic import HeuristicBot
from .flow import build_flow
from .flow import start as start_game
from .options import Options
from .surrogate import SurrogateResolver
from .throw import ThrowContext, ThrowInput
from .view import view


def surrogate_throws_per_second(throws: int = 50_000) -> tuple[float, float]:
    """(throws per wall second, throws per CPU second) of the skill model."""
    resolver = SurrogateResolver()
    ctx = ThrowContext.make(["two_bounce", "blind"], die="red")
    throw = ThrowInput(aim_y=120)
    start, cpu = time.perf_counter(), time.process_time()
    for seed in range(throws):
        resolver.resolve(ctx, throw, seed)
    return throws / (time.perf_counter() - start), throws / (time.process_time() - cpu)


def heuristic_games(
    skill: str, games: int, seats: int = 3, difficulty: str = "easy", first_seed: int = 0
) -> tuple[float, float, float]:
    """(games per wall second, per CPU second, win rate) of heuristic bots at ``skill`` and
    ``difficulty`` over seeds ``first_seed``.. (throws by the surrogate); DESIGN.md "Balance"."""
    flow = build_flow()  # the game's own loop (``DungeonFighter``), without the game object
    bot = HeuristicBot()
    wins = 0
    start, cpu = time.perf_counter(), time.process_time()
    for seed in range(first_seed, first_seed + games):
        options = Options(skill=skill, difficulty=difficulty)  # type: ignore[arg-type]
        state = start_game(options, seats, seed)
        rng = Rng.from_seed(seed)
        while (decision := flow.decision(state)) is not None:
            action, rng = bot.choose(
                view(state, decision.seat, decision), flow.legal_actions(state), rng
            )
            state = flow.apply(state, action).state
        wins += state.result == "won"
    wall, used = time.perf_counter() - start, time.process_time() - cpu
    return games / wall, games / used, wins / games


def physics_ms_per_throw(throws: int = 20) -> float | None:
    try:
        from .physics import PhysicsResolver
    except ImportError:
        return None
    resolver = PhysicsResolver()
    ctx = ThrowContext(die="red")
    start = time.perf_counter()
    for seed in range(throws):
        resolver.resolve(ctx, ThrowInput(aim_y=120), seed)
    return 1000 * (time.perf_counter() - start) / throws


def bench_rows(games: int = 50) -> list[tuple[str, str]]:
    wall, cpu = surrogate_throws_per_second()
    rows = [("skill-model throws/s (wall / CPU)", f"{wall:,.0f} / {cpu:,.0f}")]
    for skill in ("novice", "average", "expert"):
        rate, per_cpu, wins = heuristic_games(skill, games)
        label = f"games/s, 3 heuristic bots ({skill}, easy; wall / CPU)"
        rows.append((label, f"{rate:,.1f} / {per_cpu:,.1f}, won {wins:.0%}"))
    measured: Callable[[], float | None] = physics_ms_per_throw
    ms = measured()
    rows.append(
        ("ms per physics throw", "physics extra not installed" if ms is None else f"{ms:.2f}")
    )
    return rows

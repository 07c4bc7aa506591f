"""Heavy work off the event loop: replay pages and finished matches, in a process pool.

Replaying a long match (thousands of steps, a view per step) takes seconds of CPU; on the event
loop it would stall every other match. ``Workers`` runs such work in worker processes, each job
with a time budget: a job over budget is refused with ``WorkRefused`` and its worker processes
are replaced, so one request can cost at most the budget and never blocks others.

The jobs are plain functions of plain data (a match row and its stored rows), so a worker needs
nothing but the game registry.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import msgspec

from dungeontable import games
from dungeontable.core import (
    MatchRecord,
    Names,
    capabilities,
    events_for,
    parse_options,
    replay,
)
from dungeontable.processes import exit_with_parent

from .store import ActionRow, MatchRow, live_actions

log = logging.getLogger("dungeontable.server")


class WorkRefused(Exception):
    """Work that did not finish within its budget (or whose worker died); nothing changed."""


class Workers:
    """A small process pool with a time budget per job.

    ``processes=0`` runs jobs on a thread instead (tests with games registered only in the test
    process, embedding); a thread over budget is refused but cannot be stopped.
    """

    def __init__(self, processes: int = 1, budget: float = 20.0) -> None:
        self.processes = processes
        self.budget = budget
        self._pool: ProcessPoolExecutor | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # spawn: the server process has threads (store, checkpoints); fork would copy locks
            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(
                self.processes, mp_context=context, initializer=exit_with_parent
            )
        return self._pool

    async def warm(self) -> None:
        """Start the workers and import the games in them (so the first job is not slow)."""
        await self.run(_warm, budget=120.0)

    async def run(self, function: Any, *args: Any, budget: float | None = None) -> Any:
        limit = budget or self.budget
        pool = self._executor() if self.processes > 0 else None
        future = asyncio.get_running_loop().run_in_executor(pool, function, *args)
        try:
            return await asyncio.wait_for(future, limit)
        except TimeoutError as exc:
            log.warning("work %s went over its %.0f s budget", function.__name__, limit)
            if pool is not None:
                self._replace(pool)
            raise WorkRefused(f"that took longer than the server allows ({limit:g} s)") from exc
        except BrokenProcessPool as exc:
            if pool is not None:
                self._replace(pool)
            raise WorkRefused("the worker doing it stopped; try again") from exc

    def _replace(self, pool: ProcessPoolExecutor) -> None:
        """Kill a pool's processes (a job over budget cannot be cancelled otherwise)."""
        if self._pool is pool:
            self._pool = None
        processes = list(getattr(pool, "_processes", {}).values())  # no public handle exists
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            process.kill()

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


def _warm() -> int:
    return len(games.names())


# --- jobs (run in a worker process) -------------------------------------------------------------


def replay_page(
    row_data: dict[str, Any],
    stored: list[dict[str, Any]],
    page: int,
    size: int,
    seat: int | None = None,
) -> bytes:
    """Page ``page`` (``size`` steps) of a match's replay as ``seat`` saw it (``None``: a
    spectator), encoded as JSON.

    Every view is ``seat``'s view and the events are those it may see, in the match's words
    (``events``), with its step counted from 1 (``step``). A step's action is shown (``action_text``
    and, in words, ``action_words``) once the match is over, and while it runs only for the
    seat's own actions: another seat's action may carry what only that seat knows. The record
    (which holds the seed) and the result come only once the match is over. Page 0 also
    carries the view before the first action.
    """
    row = msgspec.convert(row_data, MatchRow)
    actions = [r.action for r in live_actions(msgspec.convert(stored, list[ActionRow]))]
    game = games.get(row.game)
    options = parse_options(game.Options, row.options)
    names = Names.seated([s.kind for s in row.seats], [s.name for s in row.seats])
    # A game's words may remember what they were shown: the events are told to words of their
    # own, in order, and the actions (with their seats' views) said by others.
    told = capabilities(game).words(options, names)
    words = capabilities(game).words(options, names)
    over = row.status in ("finished", "abandoned")
    record = MatchRecord(
        game=game.name,
        options=dict(row.options),
        seats=[s.kind for s in row.seats],
        seed=row.seed,
        actions=actions,
    )
    total = len(actions)
    pages = max(1, -(-total // size))
    if not 0 <= page < pages:
        raise ValueError(f"page {page} does not exist: the replay has pages 0-{pages - 1}")
    first, last = page * size, min(total, (page + 1) * size)
    start = game.setup(options, len(row.seats), row.seed)
    opening = [told.event(e) for e in events_for(capabilities(game).opening(start), seat)]
    steps = []
    before, state = start, start
    for step in replay(game, record):
        state = step.state
        if step.index < first:
            for event in events_for(step.events, seat):
                told.event(event)  # what a page tells depends on what came before it
            before = state
            continue
        if step.index >= last:
            break
        shown = over or step.seat == seat
        view = game.view(state, seat)
        steps.append(
            {
                "index": step.index,
                "step": step.index + 1,
                "seat": step.seat,
                "action_text": step.action.to_text() if shown else None,
                "action_words": (
                    words.action(step.action, game.view(before, step.seat)) if shown else None
                ),
                "events": [told.event(e) for e in events_for(step.events, seat)],
                "view": view,
                "board_text": capabilities(game).render_named(view, names),
            }
        )
        before = state
    body: dict[str, Any] = {
        "record": record if over else None,
        "steps": steps,
        "page": page,
        "pages": pages,
        "page_size": size,
        "total_steps": total,
        "seat": seat,
        "names": list(names.seats),
    }
    if page == pages - 1:
        outcome = game.outcome(state) if total else game.outcome(start)
        body["result"] = None if outcome is None else words.outcome(outcome)
    if page == 0:
        first_view = game.view(start, seat)
        body["initial"] = {
            "view": first_view,
            "board_text": capabilities(game).render_named(first_view, names),
            "events": opening,
        }
    return msgspec.json.encode(body)


def rebuild(row_data: dict[str, Any], stored: list[dict[str, Any]]) -> Any:
    """A match rebuilt from its stored rows (``LiveMatch``, pickled back to the server)."""
    from .live import LiveMatch

    row = msgspec.convert(row_data, MatchRow)
    rows = msgspec.convert(stored, list[ActionRow])
    return LiveMatch.restore(games.get(row.game), row, rows)

"""Where batches run: in this process, in a local process pool, or on a Dask cluster.

All three are ``concurrent.futures.Executor``s, so the run loop in ``simulation`` is the same
for one core, one machine and many machines. The pool's workers ignore Ctrl-C: only the parent
decides to stop, so an interrupt never breaks the pool or loses a finished batch.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

from dungeontable.processes import exit_with_parent

T = TypeVar("T")


DASK_SIM_CONFIG: dict[str, object] = {
    # The statistical profiler samples every worker thread each 10 ms: simulations never read it.
    "distributed.worker.profile.enabled": False,
    # Every scheduler, nanny and worker event loop checks itself for blocking each 20 ms.
    "distributed.admin.tick.interval": "1s",
    "distributed.admin.system-monitor.interval": "5s",
    # Rows are small: nothing to spill or pause for. The nanny still ends a runaway worker
    # (``memory.terminate`` keeps its default), checking each second instead of each 100 ms.
    "distributed.worker.memory.target": False,
    "distributed.worker.memory.spill": False,
    "distributed.worker.memory.pause": False,
    "distributed.worker.memory.monitor-interval": "1s",
}
"""Dask settings for simulation clusters: an idle 2-worker ``LocalCluster`` burns ~95 ms of CPU
per second with the profiler off and ~25 ms with these (``benchmarks/results/sim.md``).
Set them where the scheduler and workers start: ``dask.config.set(DASK_SIM_CONFIG)`` before a
``LocalCluster``, or ``dask_environment()`` as environment variables for ``dask worker``."""


def dask_environment() -> dict[str, str]:
    """``DASK_SIM_CONFIG`` as the ``DASK_...`` environment variables Dask reads at start-up."""
    return {
        "DASK_" + key.upper().replace(".", "__").replace("-", "_"): str(value)
        for key, value in DASK_SIM_CONFIG.items()
    }


class ClusterUnavailable(RuntimeError):
    """``--cluster`` was asked for but Dask is missing or the scheduler cannot be reached."""


class InlineExecutor(Executor):
    """Runs each task at once in this process (one worker: no pool, easy to debug)."""

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> Future[T]:
        future: Future[T] = Future()
        future.set_running_or_notify_cancel()
        try:
            future.set_result(fn(*args, **kwargs))
        except Exception as exc:
            future.set_exception(exc)
        return future


@dataclass
class Workers:
    """An executor and how many tasks it runs at once."""

    executor: Executor
    slots: int
    where: str
    processes: tuple[Any, ...] = ()

    def abandon(self) -> None:
        """Stop at once: cancel queued tasks and end the pool's processes (second Ctrl-C)."""
        self.executor.shutdown(wait=False, cancel_futures=True)
        for process in self.processes:
            if process.is_alive():
                process.terminate()


def _start_worker() -> None:
    """A worker ignores Ctrl-C (the parent decides) and ends if the parent is killed."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    exit_with_parent()


def _noop() -> None:
    return None


def local_context() -> multiprocessing.context.BaseContext:
    """``fork`` where the platform has it: workers start fast and inherit registered games."""
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else "spawn")


@contextmanager
def local_workers(count: int | None = None) -> Iterator[Workers]:
    """A process pool of ``count`` workers (default: one per core); inline when ``count`` is 1."""
    count = count or os.cpu_count() or 1
    if count == 1:
        yield Workers(InlineExecutor(), 1, "this process")
        return
    pool = ProcessPoolExecutor(count, local_context(), initializer=_start_worker)
    # Start every worker now, before any progress-bar thread exists in this process (fork).
    for future in [pool.submit(_noop) for _ in range(count)]:
        future.result()
    try:
        # The processes are kept so a second Ctrl-C can end them; the pool has no public handle.
        yield Workers(pool, count, f"{count} local processes", tuple(pool._processes.values()))
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


@contextmanager
def cluster_workers(address: str, timeout: float = 10.0) -> Iterator[Workers]:
    """The workers of the Dask scheduler at ``address`` (the ``[cluster]`` extra)."""
    try:
        from distributed import Client
    except ImportError as exc:
        raise ClusterUnavailable(
            "--cluster needs Dask: pip install 'dungeontable[cluster]'"
        ) from exc
    # distributed ships without type hints for these calls.
    try:
        client = Client(address, timeout=timeout)  # type: ignore[no-untyped-call]
    except (OSError, TimeoutError) as exc:
        raise ClusterUnavailable(f"cannot reach the Dask scheduler at {address}: {exc}") from exc
    try:
        threads = sum(client.nthreads().values()) or 1  # type: ignore[no-untyped-call]
        executor = client.get_executor(pure=False)  # type: ignore[no-untyped-call]
        yield Workers(executor, threads, f"Dask cluster {address} ({threads} worker threads)")
    finally:
        client.close()  # type: ignore[no-untyped-call]

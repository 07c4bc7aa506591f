"""Simulation at scale: many seeded bot games per run, on local processes or a Dask cluster.

``simulate(engine, name, spec, seeds, workers)`` plays the seeds a run has not stored yet and
writes one ``GameRow`` per game to the store; ``dungeontable sim`` is its command line.
"""

from .batches import MAX_BATCH, MIN_BATCH, batch_size
from .executors import ClusterUnavailable, InlineExecutor, Workers, cluster_workers, local_workers
from .failures import NoFailure, failed_game, replay_failure
from .play import ERROR_REASON, play_batch, play_seed
from .simulation import (
    NoProgress,
    Progress,
    RunMismatch,
    RunSummary,
    open_run,
    simulate,
)
from .spec import DEFAULT_MAX_STEPS, RunSpec, SpecError, default_name, make_spec

__all__ = [
    "DEFAULT_MAX_STEPS",
    "ERROR_REASON",
    "MAX_BATCH",
    "MIN_BATCH",
    "ClusterUnavailable",
    "InlineExecutor",
    "NoFailure",
    "NoProgress",
    "Progress",
    "RunMismatch",
    "RunSpec",
    "RunSummary",
    "SpecError",
    "Workers",
    "batch_size",
    "cluster_workers",
    "default_name",
    "failed_game",
    "local_workers",
    "make_spec",
    "open_run",
    "play_batch",
    "play_seed",
    "replay_failure",
    "simulate",
]

"""The same run on a real Dask cluster (scheduler + 2 worker processes on loopback).

Rows must equal the local run's for the same seeds: determinism across processes started
independently of this one (spawned, not forked), as on other machines.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from distributed import LocalCluster
from sqlalchemy import Engine
from typer.testing import CliRunner

from dungeontable.cli import app
from dungeontable.sim import (
    ClusterUnavailable,
    cluster_workers,
    local_workers,
    play_batch,
    simulate,
)
from dungeontable.sim.spec import make_spec
from dungeontable.storage import find_run, read_games

from .games import RegisterTestGames
from .rows import content

pytestmark = pytest.mark.usefixtures("registered")


@pytest.fixture(scope="module")
def cluster() -> Iterator[str]:
    with (
        LocalCluster(
            n_workers=2,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address=None,
        ) as local,
        local.get_client() as client,
    ):
        client.register_plugin(RegisterTestGames())
        yield local.scheduler_address


@pytest.mark.timeout(120)
def test_cluster_rows_equal_local_rows(store: Engine, cluster: str) -> None:
    spec = make_spec("gemgrab-sim", None, ["greedy", "random", "random"], rotate=True)
    with cluster_workers(cluster) as workers:
        assert workers.slots == 2
        remote = simulate(store, "dask", spec, range(500, 900), workers, batch=25)
    with local_workers(1) as workers:
        simulate(store, "local", spec, range(500, 900), workers)
    assert (remote.played, remote.failed, remote.interrupted) == (400, 0, False)
    assert remote.where == f"Dask cluster {cluster} (2 worker threads)"
    rows = {}
    for name in ("dask", "local"):
        run = find_run(store, name)
        assert run is not None
        rows[name] = content(read_games(store, run.id))
    assert len(rows["dask"]) == 400
    assert rows["dask"] == rows["local"]


@pytest.mark.timeout(120)
def test_cluster_failures_are_captured_like_local_ones(store: Engine, cluster: str) -> None:
    spec = make_spec("gemgrab-crashy", None, ["random", "random"])
    with cluster_workers(cluster) as workers:
        summary = simulate(store, "dask-crashy", spec, range(40), workers)
    assert summary.failed == 5
    run = find_run(store, "dask-crashy")
    assert run is not None
    assert [row.seed for row in read_games(store, run.id, failed_only=True)] == [7, 8, 12, 31, 39]


def test_an_unreachable_scheduler_is_a_clear_error() -> None:
    with (
        pytest.raises(ClusterUnavailable, match="cannot reach the Dask scheduler at tcp://"),
        cluster_workers("tcp://127.0.0.1:9", timeout=1),
    ):
        pass


@pytest.mark.timeout(120)
def test_the_sim_command_runs_on_the_cluster(store: Engine, cluster: str) -> None:
    """``dungeontable sim --cluster ADDRESS``: the same rows as a local run of the same seeds."""
    db = str(store.url.database)
    args = ["sim", "gemgrab-sim", "-n", "120", "--bots", "greedy,random", "--seed", "40"]
    result = CliRunner().invoke(app, [*args, "--db", db, "--name", "cli", "--no-progress",
                                      "--cluster", cluster])  # fmt: skip
    assert result.exit_code == 0, result.output
    assert f"on Dask cluster {cluster} (2 worker threads)" in result.stdout
    run = find_run(store, "cli")
    assert run is not None
    spec = make_spec("gemgrab-sim", None, ["greedy", "random"])
    assert content(read_games(store, run.id)) == content(play_batch(spec, range(40, 160)))

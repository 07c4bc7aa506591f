"""``DASK_SIM_CONFIG``: the quiet Dask settings, the same through ``dask.config`` and the
environment variables ``dask_environment()`` gives for ``dask worker`` start-up."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from dungeontable.sim.executors import DASK_SIM_CONFIG, dask_environment


def test_the_environment_variables_give_the_same_dask_settings() -> None:
    env = {**os.environ, **dask_environment()}
    keys = list(DASK_SIM_CONFIG)
    code = (
        f"import dask, distributed, json; print(json.dumps([dask.config.get(k) for k in {keys!r}]))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    assert json.loads(out.stdout) == list(DASK_SIM_CONFIG.values())
    assert dask_environment()["DASK_DISTRIBUTED__ADMIN__TICK__INTERVAL"] == "1s"

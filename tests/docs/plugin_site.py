"""Installing a plugin package offline, the way ``importlib.metadata`` finds it.

A directory on ``sys.path`` (or ``PYTHONPATH``) that holds a package's modules and a
``<name>-<version>.dist-info`` folder with ``METADATA`` and ``entry_points.txt`` is an installed
distribution: it is what ``pip install --target DIR`` writes. The tests write it themselves rather
than run pip, which would build a wheel (setuptools and wheel in the environment, or a network for
build isolation) and so is not reliable offline.
"""

from __future__ import annotations

import importlib
import os
import shutil
import sys
import tomllib
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from dungeontable import games

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "hoard"


def write_distribution(
    site: Path, name: str, version: str, entry_points: Mapping[str, Mapping[str, str]]
) -> Path:
    """A ``.dist-info`` folder for distribution ``name`` declaring ``entry_points``
    (group -> entry name -> value) in ``site``."""
    folder = site / f"{name.replace('-', '_')}-{version}.dist-info"
    folder.mkdir(parents=True)
    metadata = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
    (folder / "METADATA").write_text(metadata, encoding="utf-8")
    lines = []
    for group, entries in entry_points.items():
        lines += [f"[{group}]", *(f"{key} = {value}" for key, value in entries.items()), ""]
    (folder / "entry_points.txt").write_text("\n".join(lines), encoding="utf-8")
    return folder


def project(path: Path = EXAMPLE) -> dict[str, Any]:
    """The ``[project]`` table of a package's ``pyproject.toml``."""
    data = tomllib.loads((path / "pyproject.toml").read_text(encoding="utf-8"))
    table: dict[str, Any] = data["project"]
    return table


def install(site: Path, path: Path = EXAMPLE) -> Path:
    """Install the package at ``path`` into ``site`` as its ``pyproject.toml`` declares it: the
    packages under ``src/`` and the entry points of ``[project.entry-points]``."""
    meta = project(path)
    for package in sorted((path / "src").iterdir()):
        if (package / "__init__.py").is_file():
            shutil.copytree(
                package, site / package.name, ignore=shutil.ignore_patterns("__pycache__")
            )
    write_distribution(site, meta["name"], meta["version"], meta["entry-points"])
    return site


@contextmanager
def on_path(site: Path) -> Iterator[None]:
    """``site`` installed in this process for the block: on ``sys.path``, the game registry
    rescanned. Afterwards ``site`` is off the path, its modules are forgotten and the registry is
    rescanned again, so other tests see the games as before."""
    sys.path.insert(0, str(site))
    importlib.invalidate_caches()
    games.REGISTRY.rescan()
    try:
        yield
    finally:
        sys.path.remove(str(site))
        for name, module in list(sys.modules.items()):
            if str(getattr(module, "__file__", None) or "").startswith(str(site)):
                del sys.modules[name]
        importlib.invalidate_caches()
        games.REGISTRY.rescan()


def environment(site: Path) -> dict[str, str]:
    """The environment of a fresh process (CLI, pytest) that has ``site`` installed."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(site), env.get("PYTHONPATH")]))
    env["COLUMNS"] = "160"
    return env

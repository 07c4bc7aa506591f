"""A non-editable install serves the web table: the built front-end is package data.

The wheel is built from a copy of the source tree (pyproject, README, ``src/dungeontable``
including the built ``server/static/``) exactly as ``pip install .`` builds it, then unpacked and
imported in a separate process with no access to the source tree, which serves the table page.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "src" / "dungeontable"
STATIC = PACKAGE / "server" / "static"

SERVE_CHECK = """
import json, sys
import dungeontable
from fastapi.testclient import TestClient
from dungeontable.server import create_app
with TestClient(create_app()) as client:
    page = client.get("/")
    asset = client.get("/" + sys.argv[1])
    deep = client.get("/match/abc")
print(json.dumps({
    "package": dungeontable.__file__,
    "page": [page.status_code, page.text],
    "asset": asset.status_code,
    "deep": [deep.status_code, deep.text == page.text],
}))
"""


def _copy_tree(work: Path) -> Path:
    """The files ``pip install .`` reads, copied (the checkout may change while the test runs)."""
    if not (STATIC / "index.html").is_file():
        pytest.fail("the front-end is not built: run `make web` (make test does it)")
    tree = work / "tree"
    (tree / "src").mkdir(parents=True)
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, tree / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info")
    shutil.copytree(PACKAGE, tree / "src" / "dungeontable", ignore=ignore)
    return tree


def _build_wheel(tree: Path, out: Path) -> Path:
    command = [sys.executable, "-m", "pip", "wheel", str(tree), "--no-deps", "-q", "-w", str(out)]
    done = subprocess.run(command, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-3000:]
    (wheel,) = out.glob("dungeontable-*.whl")
    return wheel


def _data_files(package: Path) -> tuple[list[str], list[str]]:
    """The built front-end's files and the card files of every game package, as wheel names."""
    front = [p for p in (package / "server" / "static").rglob("*") if p.is_file()]
    cards = package.rglob("games/*/cards/*.toml")
    games = [p for p in cards if (p.parent.parent / "__init__.py").is_file()]
    root = package.parent
    return sorted(p.relative_to(root).as_posix() for p in front), sorted(
        p.relative_to(root).as_posix() for p in games
    )


@pytest.mark.timeout(300)
def test_wheel_holds_the_built_front_end_and_serves_it(tmp_path: Path) -> None:
    tree = _copy_tree(tmp_path)
    wheel = _build_wheel(tree, tmp_path / "dist")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        archive.extractall(tmp_path / "site")
    static, cards = _data_files(tree / "src" / "dungeontable")
    assert "dungeontable/server/static/index.html" in static
    assert [f for f in static if f not in names] == [], "front-end files missing from the wheel"
    assert "dungeontable/games/cardrogue/cards/enemies.toml" in cards
    assert [f for f in cards if f not in names] == [], "card files missing from the wheel"
    assert "dungeontable/py.typed" in names

    prefix = "dungeontable/server/static/"
    asset = next(f for f in static if f.startswith(f"{prefix}assets/") and f.endswith(".js"))
    asset = asset.removeprefix(prefix)
    env = {"PYTHONPATH": str(tmp_path / "site"), "PATH": "/usr/bin:/bin"}
    done = subprocess.run(
        [sys.executable, "-c", SERVE_CHECK, asset],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    served = json.loads(done.stdout.splitlines()[-1])
    assert served["package"] == str(tmp_path / "site" / "dungeontable" / "__init__.py")
    assert served["page"][0] == 200
    assert served["page"][1] == (STATIC / "index.html").read_text()
    assert served["asset"] == 200
    assert served["deep"] == [200, True]

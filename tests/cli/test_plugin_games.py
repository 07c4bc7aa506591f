"""Plugin games found through real entry points (``dungeontable.games`` group of an installed
distribution): a broken one is listed as broken, one with a built-in game's name is left out with
a warning, and neither stops the other games, in the CLI and on the web table."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from docs.plugin_site import ROOT, environment, on_path, write_distribution
from dungeontable.core import PluginWarning
from dungeontable.games import installed_plugins
from dungeontable.server import MemoryStore, create_app


@pytest.fixture
def site(tmp_path: Path) -> Path:
    """An installed distribution declaring a game that cannot be imported, one that takes a
    built-in game's name, and one whose module defines its game under another attribute."""
    group = {
        "ghost": "no_such_plugin_module",
        "cardrogue": "no_such_impostor",
        "toy": "core.toygame:GAME",
    }
    write_distribution(tmp_path, "odd-games", "0.2", {"dungeontable.games": group})
    return tmp_path


def cli(site: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = environment(site)
    env["PYTHONPATH"] += f":{ROOT / 'tests'}"  # core.toygame
    env["COLUMNS"] = "400"  # one table row per game
    return subprocess.run(
        [sys.executable, "-m", "dungeontable.cli", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env=env,
    )


def test_entry_points_are_read_with_their_distribution(site: Path) -> None:
    with on_path(site):
        found = {p.name: p for p in installed_plugins() if p.source == "odd-games 0.2"}
    assert set(found) == {"ghost", "cardrogue", "toy"}
    assert (found["ghost"].module, found["ghost"].attr) == ("no_such_plugin_module", "GAME")
    assert (found["toy"].module, found["toy"].attr) == ("core.toygame", "GAME")


def test_games_lists_a_broken_plugin_and_warns_about_a_taken_name(site: Path) -> None:
    done = cli(site, "games")
    assert done.returncode == 0, done.stderr
    rows = {line.split("│")[1].strip(): line for line in done.stdout.splitlines() if "│" in line}
    assert "broken: plugin game 'ghost' from odd-games 0.2 cannot be loaded" in rows["ghost"]
    assert "ModuleNotFoundError" in rows["ghost"]
    assert "Zapper" in rows["toy"] and "odd-games 0.2" in rows["toy"]
    assert "Card Rogue" in rows["cardrogue"] and "built-in" in rows["cardrogue"]
    warning = (
        "warning: plugin game 'cardrogue' from odd-games 0.2 is ignored: a built-in game has "
        "that name"
    )
    assert warning in " ".join(done.stdout.split())
    assert "PluginWarning" in done.stderr  # every command warns, not only `games`


def test_playing_a_broken_plugin_is_a_usage_error_in_words(site: Path) -> None:
    done = cli(site, "play", "ghost", "--seats", "random,random")
    assert done.returncode == 2
    assert "error: plugin game 'ghost' from odd-games 0.2 cannot be loaded" in done.stderr
    assert "Traceback" not in done.stderr
    rules = cli(site, "rules", "cardrogue")
    assert rules.returncode == 0 and "Card Rogue" in rules.stdout


def test_the_web_table_leaves_a_broken_plugin_out(site: Path) -> None:
    with (
        on_path(site),
        pytest.warns(PluginWarning, match="'cardrogue' from odd-games 0.2 is ignored"),
    ):
        app = create_app(MemoryStore(), bot_delay=0.0, static_dir=None)
        with TestClient(app) as client:
            offered = [g["name"] for g in client.get("/api/games").json()]
            assert "ghost" not in offered and "cardrogue" in offered
            body = {"game": "ghost", "seats": ["random", "random"]}
            refused = client.post("/api/matches", json=body)
            assert refused.status_code == 400
            assert "plugin game 'ghost' from odd-games 0.2 cannot be loaded" in refused.text

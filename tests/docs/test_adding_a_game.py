"""``docs/adding-a-game.md`` works: its example game, installed as a plugin package, is played,
simulated, served and passes the conformance kit, reached only through the registry.

``examples/hoard`` is installed the way ``importlib.metadata`` finds an installed distribution
(``plugin_site``): its package and a ``.dist-info`` folder with the entry points its
``pyproject.toml`` declares, in a temporary directory. Fresh processes get that directory on
``PYTHONPATH``; in-process tests put it on ``sys.path`` for the test only. Nothing imports
``goblin_hoard`` directly: ``dungeontable.games`` discovers it.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from dungeontable import games
from dungeontable.server import MemoryStore, create_app

from .plugin_site import EXAMPLE, ROOT, environment, install, on_path, project

DOC = ROOT / "docs" / "adding-a-game.md"
NAME = "hoard"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return install(tmp_path_factory.mktemp("site"))


def run(site: Path, *args: str, input: str | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m ARGS`` in a fresh process with the example installed, from the repository."""
    return subprocess.run(
        [sys.executable, "-m", *args],
        input=input,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
        cwd=ROOT,
        env=environment(site),
    )


def cli(site: Path, *args: str, input: str | None = None) -> subprocess.CompletedProcess[str]:
    """``dungeontable ARGS`` in a fresh process with the example installed."""
    return run(site, "dungeontable.cli", *args, input=input)


def test_the_example_declares_its_game_as_an_entry_point() -> None:
    declared = project()["entry-points"]["dungeontable.games"]
    assert declared == {NAME: "goblin_hoard"}
    assert (EXAMPLE / "src" / "goblin_hoard" / "__init__.py").is_file()


def test_the_registry_discovers_the_installed_example(site: Path) -> None:
    with on_path(site):
        assert NAME in games.names()
        assert NAME not in games.builtin_names()
        assert games.origin(NAME) == "dungeontable-hoard 0.1.0"
        game = games.get(NAME)
        assert game.title == "Goblin Hoard"
        module = sys.modules[type(game).__module__]
        assert Path(module.__file__ or "").is_relative_to(site), "not the installed copy"
    assert "goblin_hoard" not in sys.modules, "on_path forgets the installed copy afterwards"


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_the_conformance_kit_passes_on_the_example(site: Path) -> None:
    """The doc's command: the whole kit, selected to the game (``-k hoard``); ``-vv`` lists
    each test (the project's ``addopts`` has ``-q``)."""
    done = run(site, "pytest", "-p", "no:cacheprovider", "-vv", "tests/conformance", "-k", NAME)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    passed = re.findall(
        r"^tests/conformance/(test_\w+)\.py::\S+\[hoard\S*\] PASSED", done.stdout, re.M
    )
    kinds = {"test_playouts", "test_legality", "test_views", "test_persistence", "test_determinism"}
    assert kinds <= set(passed), f"kit checks that did not run on hoard: {kinds - set(passed)}"
    assert len(passed) >= 20, done.stdout[-4000:]


@pytest.mark.slow
def test_a_seeded_bot_game_in_the_terminal_finishes_the_same_every_time(site: Path) -> None:
    args = ("play", NAME, "--seats", "greedy,random,random", "--seed", "7")
    first, again = cli(site, *args), cli(site, *args)
    assert first.returncode == 0, first.stderr
    assert "game over" in first.stdout
    last = first.stdout.splitlines()[-1]
    assert re.fullmatch(r".+ won \(.+\)\. Scores: Greedy bot 1 \d+, .+\.", last), last
    assert again.stdout == first.stdout


@pytest.mark.slow
def test_a_person_plays_in_the_terminal_and_the_rules_are_listed(site: Path) -> None:
    done = cli(site, "play", NAME, "--seats", "human,random", "--seed", "3", input="1\n" * 200)
    assert done.returncode == 0, done.stderr
    assert "your hand:" in done.stdout and "game over" in done.stdout
    rules = cli(site, "rules", NAME)
    assert rules.returncode == 0, rules.stderr
    assert "dragon_takes" in rules.stdout and "hoard H3" in rules.stdout
    listed = cli(site, "games")
    row = next(line for line in listed.stdout.splitlines() if f" {NAME} " in line)
    levels = "greedy, ismcts-1s, ismcts-200, ismcts-2000, random"
    assert "Goblin Hoard" in row and levels in row and "dungeontable-hoard" in row


@pytest.mark.slow
def test_the_example_scenarios_pass(site: Path) -> None:
    scenarios = sorted(str(p.relative_to(ROOT)) for p in (EXAMPLE / "scenarios").glob("*.toml"))
    assert scenarios
    done = cli(site, "scenario", "run", *scenarios)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"{len(scenarios)} passed, 0 failed" in done.stdout


@pytest.mark.slow
def test_sim_and_report(site: Path, tmp_path: Path) -> None:
    db = str(tmp_path / "runs.db")
    sim_args = ("--db", db, "--name", "hoard-trial", "--workers", "1", "--no-progress")
    sim = cli(site, "sim", NAME, "-n", "60", "--bots", "greedy,random", "--rotate", *sim_args)
    assert sim.returncode == 0, sim.stdout + sim.stderr
    assert "run hoard-trial: 60 games played" in sim.stdout
    report = cli(site, "report", "hoard-trial", "--db", db, "-o", str(tmp_path / "report"))
    assert report.returncode == 0, report.stdout + report.stderr
    assert "bot greedy" in report.stdout and "bot random" in report.stdout
    assert (tmp_path / "report" / "index.html").is_file()


def test_the_web_table_offers_and_plays_the_example(site: Path) -> None:
    with on_path(site):
        app = create_app(MemoryStore(), bot_delay=0.0, static_dir=None)
        with TestClient(app) as client:
            offered = {g["name"]: g for g in client.get("/api/games").json()}
            assert NAME in offered and "cardrogue" in offered
            info = offered[NAME]
            assert info["title"] == "Goblin Hoard"
            assert (info["min_seats"], info["max_seats"]) == (2, 4)
            assert info["bots"] == ["greedy", "ismcts-1s", "ismcts-200", "ismcts-2000", "random"]
            assert info["ranges"]["target"] == {"min": 5, "max": 40}
            assert info["choices"]["dragon_takes"] == ["best", "random"]
            body = {"game": NAME, "seats": ["human", "greedy"], "seed": 3, "join": 0}
            grant = client.post("/api/matches", json=body).json()
            path = f"/ws/matches/{grant['match_id']}?token={grant['token']}"
            with client.websocket_connect(path) as ws:
                update = ws.receive_json()
                assert update["type"] == "update" and update["seat"] == 0
                assert update["board_text"].startswith("Goblin Hoard, seen by seat 0")
                hands = update["view"]["hands"]
                assert len(hands[0]) == 2 and hands[1] is None  # its own hand, and only its own
                assert update["view"]["hands_count"] == [2, 2]
                texts = [entry["text"] for entry in update["legal"]]
                assert texts[-1] == "sneak"
                ws.send_json({"type": "act", "index": len(texts) - 1, "seq": update["seq"]})
                after = ws.receive_json()
                said = [e["text"] for e in after["events"]]
                assert any("player 1 rolled a d6 for sneak" in text for text in said), said


CODE = re.compile(r"```(?:python|toml)\n# (examples/\S+)\n(.*?)```", re.S)


def test_the_code_in_the_doc_is_the_example_code() -> None:
    """Each ``python`` or ``toml`` block of the doc that starts with ``# examples/...`` is that
    file's code: every part between ``# ...`` lines appears in the file as written."""
    blocks = CODE.findall(DOC.read_text(encoding="utf-8"))
    assert len(blocks) >= 5, "the doc shows the example's key code"
    for name, code in blocks:
        text = (ROOT / name).read_text(encoding="utf-8")
        for part in re.split(r"^\s*# \.\.\.\n", code, flags=re.M):
            assert part.strip("\n") in text, (
                f"{name}: the doc shows code the file does not have:\n{part}"
            )


def test_the_driver_example_in_the_doc_runs(site: Path) -> None:
    """The doc's test example (the block after "Tests drive the game") runs as written, on the
    installed example: each of its asserts holds."""
    text = DOC.read_text(encoding="utf-8").split("Tests drive the game", 1)[1]
    code = text.split("```python\n", 1)[1].split("```", 1)[0]
    assert "table.do(" in code and code.count("assert ") == 4
    with on_path(site):
        exec(compile(code, f"{DOC}: the driver example", "exec"), {})

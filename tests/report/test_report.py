"""``dungeontable report`` on small runs: files, figures, sentences, and the terminal table's
numbers checked against a direct count over the stored rows."""

from __future__ import annotations

import math
import re
from pathlib import Path

import matplotlib.image
import pytest
from sqlalchemy import Engine
from typer.testing import CliRunner, Result

from dungeontable import games
from dungeontable.cli import app
from dungeontable.sim import local_workers, make_spec, simulate
from dungeontable.storage import GameRow, find_run, read_games

pytestmark = pytest.mark.usefixtures("registered")

FIGURES = ("win_by_bot", "win_by_seat", "first_player", "scores", "game_length", "end_reasons")


def report(*args: str) -> Result:
    return CliRunner().invoke(app, ["report", *args])


def make_run(store: Engine, name: str, games_: int = 300, target: int = 12) -> list[GameRow]:
    options = games.get("gemgrab-sim").Options(target=target)
    spec = make_spec("gemgrab-sim", options, ["greedy", "random", "random"], rotate=True)
    with local_workers(2) as workers:
        simulate(store, name, spec, range(games_), workers)
    run = find_run(store, name)
    assert run is not None
    return list(read_games(store, run.id))


def cells(output: str, label: str) -> list[str]:
    """The cells of the table row that starts with ``label``."""
    for line in output.splitlines():
        parts = [part.strip() for part in re.split(r"[│┃]", line) if part.strip()]
        if parts and parts[0] == label:
            return parts[1:]
    raise AssertionError(f"no row {label!r} in:\n{output}")


def expected(wins: int, trials: int) -> list[str]:
    """Cells computed here from scratch: counts, rate and a Wilson 95% interval."""
    z, p = 1.959963984540054, wins / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials**2)) / (1 + z * z / trials)
    low, high = max(0.0, centre - half), min(1.0, centre + half)
    return [f"{trials:,}", f"{wins:,}", f"{100 * p:.1f}%", f"{100 * low:.1f}–{100 * high:.1f}%"]


def test_table_numbers_match_the_rows(store: Engine, tmp_path: Path) -> None:
    rows = make_run(store, "base")
    result = report("base", "--db", str(store.url.database), "-o", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "base: gemgrab-sim, 300 games" in out
    for level in ("greedy", "random"):
        trials = sum(seating.count(level) for seating in (r.seating for r in rows))
        wins = sum(r.seating[w] == level for r in rows for w in r.winners)
        assert cells(out, f"bot {level}") == expected(wins, trials)
    for seat in range(3):
        wins = sum(seat in r.winners for r in rows)
        assert cells(out, f"seat {seat + 1}") == expected(wins, 300)
    first_wins = sum(r.first_seat in r.winners for r in rows)
    other_wins = sum(len(r.winners) - (r.first_seat in r.winners) for r in rows)
    assert cells(out, "first to act") == expected(first_wins, 300)
    assert cells(out, "the others") == expected(other_wins, 600)
    assert cells(out, "games") == ["300"]
    assert cells(out, "failed (error)") == ["0"]
    assert cells(out, "mean steps") == [f"{sum(r.steps for r in rows) / 300:,.1f}"]
    for reason in {r.reason for r in rows}:
        said = "an error" if reason == "error" else reason.replace("_", " ")  # the game's words
        assert cells(out, f"ended by {said}") == [f"{sum(r.reason == reason for r in rows):,}"]
    assert f"wrote {tmp_path / 'out' / 'index.html'} and 6 figures" in out


def test_report_files_and_figures(store: Engine, tmp_path: Path) -> None:
    make_run(store, "base")
    result = report("base", "--db", str(store.url.database), "-o", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    page = (tmp_path / "out" / "index.html").read_text()
    for name in FIGURES:
        png = tmp_path / "out" / f"{name}.png"
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        pixels = matplotlib.image.imread(png)
        assert pixels.shape[0] > 300 and pixels.shape[1] > 500
        assert pixels[..., :3].std() > 0.05, f"{name}.png is blank"
        assert f'<img src="{name}.png"' in page
    assert page.count("<figcaption>") == len(FIGURES)
    assert "How often each bot level won, over all the seats it played" in page
    assert "the dashed line is the rate every seat would have if seating did not matter" in page
    assert "The win rate of the seat that made the first decision" in page
    assert "<title>Simulation report: base</title>" in page


def test_sentences_carry_the_numbers(store: Engine, tmp_path: Path) -> None:
    rows = make_run(store, "base", games_=90)
    result = report("base", "--db", str(store.url.database), "-o", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    page = (tmp_path / "out" / "index.html").read_text()
    greedy = cells(result.stdout, "bot greedy")
    assert f"greedy {greedy[2]} (95% CI {greedy[3]}, 90 seat-games)" in page
    steps = sorted(r.steps for r in rows)
    assert f"range {steps[0]:,}–{steps[-1]:,}" in page


def test_two_runs_side_by_side(store: Engine, tmp_path: Path) -> None:
    make_run(store, "short", games_=120)
    make_run(store, "long", games_=120, target=20)
    out_dir = tmp_path / "cmp"
    result = report("short", "--vs", "long", "--db", str(store.url.database), "-o", str(out_dir))
    assert result.exit_code == 0, result.output
    assert "short: gemgrab-sim, 120 games" in result.stdout
    assert "long: gemgrab-sim, 120 games" in result.stdout
    page = (out_dir / "index.html").read_text()
    assert "<h2>What differs between the runs</h2>" in page
    assert "<tr><td>target</td><td>12</td><td>20</td></tr>" in page
    assert "(short vs long)" in page
    assert "in short: greedy" in page and "in long: greedy" in page
    assert all((out_dir / f"{name}.png").stat().st_size > 5000 for name in FIGURES)


def test_win_rate_per_character(store: Engine, tmp_path: Path) -> None:
    """A game whose views show each seat's character gets a character table and figure."""
    spec = make_spec("gemgrab-heroes", None, ["greedy", "random"], rotate=True)
    with local_workers(2) as workers:
        simulate(store, "heroes", spec, range(150), workers)
    run = find_run(store, "heroes")
    assert run is not None
    rows = list(read_games(store, run.id))
    out_dir = tmp_path / "heroes"
    result = report("heroes", "--db", str(store.url.database), "-o", str(out_dir))
    assert result.exit_code == 0, result.output
    heroes = [(r.characters, r.winners) for r in rows if r.characters is not None]
    assert len(heroes) == 150
    played = sorted({c for characters, _ in heroes for c in characters})
    assert played == ["knight", "mage", "thief"]
    for hero in played:
        trials = sum(hero in characters for characters, _ in heroes)
        wins = sum(characters[w] == hero for characters, winners in heroes for w in winners)
        assert cells(result.stdout, f"character {hero}") == expected(wins, trials)
    png = out_dir / "win_by_character.png"
    assert matplotlib.image.imread(png)[..., :3].std() > 0.05
    page = (out_dir / "index.html").read_text()
    assert '<img src="win_by_character.png"' in page
    assert "How often each character won, over the games a seat played it" in page
    assert f"wrote {out_dir / 'index.html'} and {len(FIGURES) + 1} figures" in result.stdout


def test_listing_and_mistakes(store: Engine, tmp_path: Path) -> None:
    make_run(store, "base", games_=10)
    db = str(store.url.database)
    listing = report("--db", db)
    assert listing.exit_code == 0, listing.output
    assert cells(listing.stdout, "base")[:2] == ["gemgrab-sim", "greedy,random,random (rotated)"]
    assert cells(listing.stdout, "base")[-1] == "10"
    missing = report("nope", "--db", db, "-o", str(tmp_path / "x"))
    assert missing.exit_code == 2
    assert "no run named 'nope' in the store" in missing.stderr
    spec = make_spec("gemgrab-sim", None, ["random"])
    with local_workers(1) as workers:
        simulate(store, "empty", spec, range(0), workers)
    empty = report("empty", "--db", db, "-o", str(tmp_path / "x"))
    assert empty.exit_code == 2
    assert "run 'empty' has no games yet" in empty.stderr


def test_a_run_stopped_at_the_cap_reports_plainly(store: Engine, tmp_path: Path) -> None:
    """Every game stopped at the step cap: every rate is 0%, whose Wilson bound once rounded past
    the rate and crashed the figures ("'yerr' must not contain negative values")."""
    options = games.get("gemgrab-sim").Options(target=12)
    spec = make_spec("gemgrab-sim", options, ["greedy", "random"], rotate=True, max_steps=1)
    with local_workers(2) as workers:
        simulate(store, "capped", spec, range(40), workers)
    result = report("capped", "--db", str(store.url.database), "-o", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    first = result.stdout.strip().splitlines()[0]
    assert first == (
        "0 games of 40 ended by the rules (0 with a winner), 40 stopped at the turn cap and 0 "
        "failed with an error. In the win rates below a stopped or failed game is a loss for "
        "every seat."
    )
    assert cells(result.stdout, "bot greedy")[2] == "0.0%"
    page = (tmp_path / "out" / "index.html").read_text()
    assert "0 games of 40 ended by the rules" in page
    assert all((tmp_path / "out" / f"{name}.png").exists() for name in FIGURES)


def test_a_level_that_always_wins_reports(tmp_path: Path) -> None:
    """100% and 0% at once (hand-made rows: greedy wins every game)."""
    from dungeontable.report import run_stats, write_report
    from dungeontable.storage import SimRun

    run = SimRun(1, "sweep", "gemgrab-sim", {}, "0" * 16, ("greedy", "random"), True, 100, "0")
    rows = [
        GameRow(
            seed=s,
            seating=seating,
            winners=(seating.index("greedy"),),
            scores=(1.0, 0.0),
            turns=3,
            steps=6,
            reason="target",
            duration=0.1,
            first_seat=s % 2,
        )
        for s, seating in enumerate([("greedy", "random"), ("random", "greedy")] * 7)
    ]
    stats = run_stats(run, rows)
    assert [(r.label, r.rate) for r in stats.by_bot.rates()] == [("greedy", 1.0), ("random", 0.0)]
    written = write_report([stats], tmp_path / "sweep")
    assert len(written.figures) == len(FIGURES)


def test_markdown_tables_for_design_docs(store: Engine, tmp_path: Path) -> None:
    """``--markdown FILE``: the same numbers as the terminal table, rows whose interval leaves
    out the fair share marked, game length and endings; a file that cannot be written is a
    plain error."""
    rows = make_run(store, "base")
    db = str(store.url.database)
    target = tmp_path / "balance.md"
    result = report("base", "--db", db, "-o", str(tmp_path / "out"), "--markdown", str(target))
    assert result.exit_code == 0, result.output
    text = target.read_text()
    assert text.startswith("## base: gemgrab-sim, 300 games")
    decided = sum(bool(r.winners) for r in rows)
    assert f"Fair share: {100 * decided / 900:.1f}%" in text
    for level in ("greedy", "random"):
        trials = sum(seating.count(level) for seating in (r.seating for r in rows))
        wins = sum(r.seating[w] == level for r in rows for w in r.winners)
        line = next(x for x in text.splitlines() if x.startswith(f"| bot {level} |"))
        assert line.split(" | ")[1:5] == expected(wins, trials)
        low = float(expected(wins, trials)[3].split("–")[0])
        high = float(expected(wins, trials)[3].split("–")[1].rstrip("%"))
        fair = 100 * decided / 900
        mark = "above" if low > fair else "below" if high < fair else ""
        assert line.endswith(f"| {mark} |")
    assert f"| mean decisions | {sum(r.steps for r in rows) / 300:,.1f} |" in text
    assert "| ended by " in text
    bad = report("base", "--db", db, "-o", str(tmp_path / "o2"), "--markdown", str(tmp_path))
    assert bad.exit_code != 0
    assert "cannot write" in bad.output and "Traceback" not in bad.output

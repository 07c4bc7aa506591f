"""The run's rich progress bar: games done of the total (a resumed run starts where it stood),
games per second, failures and the time left, from a scripted clock."""

from __future__ import annotations

import io

from rich.console import Console

from dungeontable.sim.progress import RichProgress


def test_the_bar_shows_done_speed_failures_and_eta() -> None:
    clock = [100.0]
    out = io.StringIO()
    console = Console(file=out, width=150, force_terminal=False, color_system=None)
    with RichProgress("cardrogue x1000", console) as progress:
        progress.bar.get_time = lambda: clock[0]  # type: ignore[method-assign]
        progress.start(total=1000, done=200)  # 200 games stored by an earlier attempt
        clock[0] += 2
        progress.advance(100, failed=0)
        clock[0] += 2
        progress.advance(200, failed=3)
        progress.note("stopping: a note is printed above the bar")
    lines = out.getvalue().splitlines()
    assert lines[0] == "stopping: a note is printed above the bar"
    words = lines[-1].split()
    assert words[0:2] == ["cardrogue", "x1000"]
    # 500 of 1000 done; 200 games in the last 2 s -> 100 games/s; 500 left -> 5 s
    assert words[3:] == ["500/1000", "100", "games/s", "3", "failed", "0:00:04", "ETA", "0:00:05"]


def test_no_speed_before_the_first_batch() -> None:
    out = io.StringIO()
    console = Console(file=out, width=150, force_terminal=False, color_system=None)
    with RichProgress("run", console) as progress:
        progress.bar.get_time = lambda: 5.0  # type: ignore[method-assign]
        progress.start(total=10, done=0)
    assert "0/10 -- games/s" in out.getvalue()

"""The rich progress bar of a run: games done, games per second, failures and time left.

Only the parent process draws; workers return rows. The bar counts games already stored by an
earlier attempt as done, so a resumed run shows where it really stands.
"""

from __future__ import annotations

from types import TracebackType

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    ProgressColumn,
    Task,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.progress import Progress as RichProgressBar
from rich.text import Text


class GamesPerSecond(ProgressColumn):
    """Recent throughput of the run (rich's moving average over finished batches)."""

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text("-- games/s" if speed is None else f"{speed:,.0f} games/s")


class RichProgress:
    """A progress bar on ``console`` (stderr by default); use as a context manager."""

    def __init__(self, title: str, console: Console | None = None) -> None:
        self.title = title
        self.failed = 0
        self.bar = RichProgressBar(
            TextColumn("[bold]{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            GamesPerSecond(),
            TextColumn("{task.fields[failed]}"),
            TimeElapsedColumn(),
            TextColumn("ETA"),
            TimeRemainingColumn(),
            console=console or Console(stderr=True),
            speed_estimate_period=60,
        )
        self.task: TaskID | None = None

    def __enter__(self) -> RichProgress:
        self.bar.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.bar.stop()

    def start(self, total: int, done: int) -> None:
        # Games stored by an earlier attempt count as done but add no speed sample.
        self.task = self.bar.add_task(self.title, total=total, completed=done, failed="")

    def advance(self, games: int, failed: int) -> None:
        assert self.task is not None
        self.failed += failed
        label = f"[red]{self.failed} failed" if self.failed else ""
        self.bar.update(self.task, advance=games, failed=label)

    def note(self, text: str) -> None:
        self.bar.console.print(text, markup=False, highlight=False)

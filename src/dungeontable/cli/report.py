"""``dungeontable report RUN [--vs RUN2] -o DIR [--markdown FILE]``: balance report of stored
simulation runs.

Prints a compact win-rate table per run and writes ``DIR/index.html`` with PNG figures beside
it (``--markdown``: the tables as Markdown too, for design docs). Without a run name it lists
the runs in the store.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from .errors import UserError, out, user_errors


@contextmanager
def report_errors() -> Iterator[None]:
    try:
        import sqlalchemy.exc as db_errors

        from dungeontable.report import ReportError
    except ImportError as exc:
        raise UserError(
            f"reports need the [db] and [plots] extras ({exc.name} is missing): "
            "pip install 'dungeontable[db,plots]'"
        ) from exc
    try:
        yield
    except ReportError as exc:
        raise UserError(str(exc)) from exc
    except (db_errors.OperationalError, db_errors.ArgumentError) as exc:
        raise UserError(f"cannot use the store: {exc.__class__.__name__}: {exc.args[0]}") from exc


def list_runs(db: str | None) -> None:
    from dungeontable.storage import describe, list_runs, open_store

    engine = open_store(db)
    table = Table(title=f"Simulation runs in {describe(engine)}", title_justify="left")
    for column in ("run", "game", "bots", "options", "games"):
        table.add_column(column, justify="right" if column == "games" else "left")
    for run, games in list_runs(engine):
        bots = ",".join(run.bots) + (" (rotated)" if run.rotate else "")
        table.add_row(run.name, run.game, bots, run.options_hash, f"{games:,}")
    out.print(table)


def report(
    run: Annotated[str | None, typer.Argument(help="Run name (none: list the runs).")] = None,
    vs: Annotated[str | None, typer.Option(help="A second run to compare side by side.")] = None,
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="Directory for index.html and PNGs.")
    ] = None,
    db: Annotated[
        str | None, typer.Option(help="Store URL or SQLite path (default: user data dir).")
    ] = None,
    markdown: Annotated[
        Path | None,
        typer.Option(help="Also write the tables as Markdown to this file (for design docs)."),
    ] = None,
) -> None:
    """Win rates with 95% intervals in the terminal, and an HTML report with figures."""
    with user_errors(), report_errors():
        if run is None:
            list_runs(db)
            return
        from dungeontable.report import load_stats, write_report
        from dungeontable.report.table import totals_table, win_table
        from dungeontable.report.text import endings_sentence
        from dungeontable.storage import open_store

        engine = open_store(db)
        runs = [load_stats(engine, run)] + ([load_stats(engine, vs)] if vs else [])
        for stats in runs:
            out.print(endings_sentence(stats), markup=False, highlight=False, soft_wrap=True)
            out.print(win_table(stats))
            out.print(totals_table(stats))
        directory = output or Path(f"report-{run}" + (f"-vs-{vs}" if vs else ""))
        written = write_report(runs, directory)
        if markdown is not None:
            from dungeontable.report.markdown import markdown as to_markdown

            try:
                markdown.write_text("\n".join(to_markdown(stats) for stats in runs))
            except OSError as exc:
                raise UserError(f"cannot write {markdown}: {exc.strerror}") from exc
            out.print(f"wrote {markdown}", markup=False, highlight=False)
    out.print(
        f"wrote {written.page} and {len(written.figures)} figures", markup=False, highlight=False
    )

"""``dungeontable db check`` and ``dungeontable db recover``: is the store sound, and rescue a
damaged SQLite file.

Exit codes: 0 the store is fine (check) or a copy was made (recover); 1 problems were found, or
nothing could be recovered; 2 a usage mistake (no such file, a PostgreSQL URL for recover...).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from .errors import PROBLEMS, UserError, fail, out, user_errors

if TYPE_CHECKING:
    from dungeontable.storage.maintenance import CheckReport, RecoverReport

app = typer.Typer(help="Check the store, or recover a damaged SQLite file.", no_args_is_help=True)

SHOWN = 20
"""At most this many match ids are listed per kind of problem."""

DbOption = Annotated[
    str | None,
    typer.Option(
        help="Store URL: a SQLite path or sqlite:///FILE, or postgresql://... "
        "Default: dungeontable.db in the user's data directory (as for serve)."
    ),
]


def say(text: str, style: str | None = None) -> None:
    out.print(text, markup=False, highlight=False, style=style, soft_wrap=True)


@contextmanager
def store_errors() -> Iterator[None]:
    """Missing extras and unusable URLs become one clear message."""
    try:
        import sqlalchemy.exc as db_errors
    except ImportError as exc:
        raise UserError(
            f"the store needs the [db] extra ({exc.name} is missing): "
            "pip install 'dungeontable[db]'"
        ) from exc
    try:
        yield
    except (ValueError, db_errors.ArgumentError) as exc:
        raise UserError(str(exc)) from exc
    except db_errors.OperationalError as exc:
        raise UserError(f"cannot open the store: {exc.orig or exc}") from exc
    except ImportError as exc:  # a database driver that is not installed
        raise UserError(f"cannot open the store: {exc}") from exc


def listed(ids: list[str]) -> str:
    """``a, b, c and 7 more``: at most ``SHOWN`` ids."""
    more = f" and {len(ids) - SHOWN} more" if len(ids) > SHOWN else ""
    return ", ".join(ids[:SHOWN]) + more


def indented(lines: list[str]) -> None:
    for line in lines[:SHOWN]:
        say(f"    {line}")
    if len(lines) > SHOWN:
        say(f"    ... and {len(lines) - SHOWN} more")


def _url(db: str | None) -> str:
    from dungeontable.storage import default_url

    if db == "memory":
        raise UserError("'memory' keeps nothing: there is no store to check or recover")
    return db or default_url()


@app.command()
def check(db: DbOption = None) -> None:
    """Check the store: SQLite's integrity check, then every match is read as the server would.

    Exit 0 when everything is fine, 1 when something is not (each match that cannot be loaded
    is named, with why).
    """
    from dungeontable.storage.maintenance import check_store

    with user_errors(), store_errors():
        report = check_store(_url(db))
    show_check(report)
    if not report.ok:
        raise typer.Exit(PROBLEMS)


def show_check(report: CheckReport) -> None:
    say(f"store: {report.where}")
    if report.integrity is not None:
        if report.integrity:
            say("SQLite integrity check: the file is damaged:", "red")
            indented(report.integrity)
        else:
            say("SQLite integrity check: ok")
    for line in report.unreadable:
        say(f"cannot read: {line}", "red")
    say(f"{report.matches} match(es) load fine")
    if report.problems:
        say(f"{len(report.problems)} match(es) cannot be loaded:", "red")
        indented([f"{match_id}: {why}" for match_id, why in sorted(report.problems.items())])
    if report.marked:
        say(
            f"{len(report.marked)} match(es) were marked damaged earlier and are never "
            f"served: {listed(sorted(report.marked))}"
        )
    if report.missing_columns:
        say(
            "columns of this version the store lacks (added when the server opens it): "
            + ", ".join(report.missing_columns)
        )
    if report.ok:
        say("the store is fine", "green")
        return
    advice = "the server leaves these matches out and marks them damaged"
    if report.integrity or report.unreadable:
        advice = (
            "stop the server and run: dungeontable db recover"
            if report.sqlite
            else "restore the database from its backups"
        )
    say(f"problems found: {advice}", "red")


@app.command()
def recover(
    db: DbOption = None,
    output: Annotated[
        Path | None,
        typer.Option(
            "--output",
            "-o",
            help="Write the recovered copy to this new file and leave the damaged one in place. "
            "Default: the copy replaces the file, which is moved to NAME.damaged-<time>.",
        ),
    ] = None,
) -> None:
    """Copy every readable row of a damaged SQLite file into a fresh one; say what was lost.

    Stop the server first. Matches that were copied but cannot be loaded are kept, marked
    damaged (never served).
    """
    from dungeontable.storage.maintenance import NothingRecovered, recover_sqlite, sqlite_path

    with user_errors(), store_errors():
        path = sqlite_path(_url(db))
        try:
            report = recover_sqlite(path, output)
        except NothingRecovered as exc:
            fail(str(exc), PROBLEMS)
    show_recovery(report)


def show_recovery(report: RecoverReport) -> None:
    say(f"recovered {report.source} into {report.target}")
    if report.moved_to is not None:
        say(f"the damaged file was moved to {report.moved_to}")
    for table in report.tables:
        if table.error is not None:
            say(f"{table.name}: lost, it cannot be read ({table.error})", "red")
            continue
        lost = []
        if table.unreadable:
            lost.append(f"about {table.unreadable} in unreadable pages")
        if table.dropped:
            lost.append(f"{table.dropped} whose match (or run) was lost")
        if not table.kept and not lost:
            continue  # an empty table
        line = f"{table.name}: kept {table.kept} row(s)"
        say(line + (f"; lost {', '.join(lost)}" if lost else ""), "yellow" if lost else None)
    before = "?" if report.matches_before is None else str(report.matches_before)
    say(f"matches: {report.matches_kept} kept of {before} the damaged file listed")
    if report.lost_matches:
        say(f"lost matches: {listed(report.lost_matches)}", "red")
    if report.marked_damaged:
        say(
            f"{len(report.marked_damaged)} kept match(es) cannot be loaded; marked damaged:",
            "yellow",
        )
        indented([f"{m}: {why}" for m, why in sorted(report.marked_damaged.items())])
    say(f"check the copy with: dungeontable db check --db {report.target}")

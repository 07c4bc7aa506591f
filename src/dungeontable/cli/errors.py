"""User mistakes become one clear message and an exit code, never a traceback.

Exit codes: 0 success; 1 a check found problems (lint issues, failed scenarios); 2 a usage error
(unknown game, bad option, unreadable file...). Bugs still raise, with their traceback.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import NoReturn

import typer
from rich.console import Console

from dungeontable.bots import UnknownBot
from dungeontable.cards import CardLoadError
from dungeontable.core import (
    IllegalAction,
    OptionError,
    ParseError,
    RecordError,
    ScenarioError,
    UnknownGame,
)

USAGE = 2
PROBLEMS = 1

out = Console(highlight=False)
err = Console(stderr=True, highlight=False)

USER_ERRORS: tuple[type[Exception], ...] = (
    UnknownGame,
    UnknownBot,
    OptionError,
    RecordError,
    ParseError,
    ScenarioError,
    CardLoadError,
    IllegalAction,
    OSError,
)


class UserError(Exception):
    """A mistake in what the user asked for; its message says what to do instead."""


def fail(message: str, code: int = USAGE) -> NoReturn:
    """Print ``error: message`` to stderr and stop with ``code`` (what went to stdout first is
    flushed, so the two never interleave mid-line when both go to one place)."""
    sys.stdout.flush()
    err.print(f"[bold red]error:[/] {message}", markup=True, soft_wrap=True, highlight=False)
    raise typer.Exit(code)


def _message(exc: BaseException) -> str:
    if isinstance(exc, OSError) and exc.filename is not None:
        return f"{exc.filename}: {exc.strerror or exc}"
    return str(exc)


@contextmanager
def user_errors() -> Iterator[None]:
    """Turn the known kinds of user mistakes raised inside the block into ``fail``."""
    try:
        yield
    except UserError as exc:
        fail(str(exc))
    except USER_ERRORS as exc:
        fail(_message(exc).replace("[", "\\["))

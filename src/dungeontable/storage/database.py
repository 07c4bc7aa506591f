"""Opening the store: a SQLite file (WAL) by default, or any SQLAlchemy URL such as PostgreSQL.

The default file is ``$XDG_DATA_HOME/dungeontable/dungeontable.db`` (``~/.local/share/...`` when
the variable is unset). ``postgresql://`` URLs use psycopg 3 (the ``[pg]`` extra); SQLAlchemy's
bare ``postgresql://`` would ask for psycopg2, so it is rewritten to ``postgresql+psycopg://``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url

from .schema import METADATA

SQLITE_PRAGMAS = (
    "PRAGMA journal_mode=WAL",  # readers never block the writer; several writer processes are safe
    "PRAGMA synchronous=NORMAL",  # durable at checkpoints, much faster than FULL under WAL
    "PRAGMA busy_timeout=10000",  # wait for another writer instead of failing at once
    "PRAGMA foreign_keys=ON",
)


def data_dir() -> Path:
    """The user's data directory for dungeontable (XDG base directory spec)."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "dungeontable"


def default_url() -> str:
    return f"sqlite:///{data_dir() / 'dungeontable.db'}"


def normalize_url(url: str) -> str:
    """A URL SQLAlchemy can open with the drivers we ship; a bare path means a SQLite file."""
    if "://" not in url:
        return f"sqlite:///{Path(url).expanduser().resolve()}"
    if url.startswith(("postgresql://", "postgres://")):
        return "postgresql+psycopg://" + url.split("://", 1)[1]
    return url


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    for pragma in SQLITE_PRAGMAS:
        cursor.execute(pragma)
    cursor.close()


def open_store(url: str | None = None) -> Engine:
    """An engine on the store at ``url`` (default: the user's SQLite file), tables created."""
    parsed = make_url(normalize_url(url or default_url()))
    if parsed.get_backend_name() == "sqlite":
        if parsed.database and parsed.database != ":memory:":
            Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(parsed)
        event.listen(engine, "connect", _sqlite_pragmas)
    else:
        engine = create_engine(parsed, pool_pre_ping=True)
    METADATA.create_all(engine)
    return engine


def describe(engine: Engine) -> str:
    """The store's URL without its password, for messages."""
    return engine.url.render_as_string(hide_password=True)

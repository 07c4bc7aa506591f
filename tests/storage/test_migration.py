"""A database written before ``seed_public`` and ``clock_started`` existed gains the columns when
the store opens it."""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Column,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    inspect,
)

from dungeontable.storage import METADATA
from dungeontable.storage.database import normalize_url
from dungeontable.storage.matches import TABLES, SqlMatchStore

from .matchrows import match_row, opener, store_url  # noqa: F401 - fixture

OLD = MetaData()
"""The match tables as an older version made them (no ``seed_public``, no ``clock_started``)."""

old_matches = Table(
    "web_matches",
    OLD,
    Column("match_id", String(32), primary_key=True),
    Column("game", String(64), nullable=False),
    Column("title", String(200), nullable=False),
    Column("name", String(200), nullable=False),
    Column("options", Text, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("created", String(40), nullable=False),
    Column("status", String(16), nullable=False),
    Column("timer", Text, nullable=True),
    Column("banks", Text, nullable=True),
)
old_seats = Table(
    "web_seats",
    OLD,
    Column("match_id", String(32), ForeignKey("web_matches.match_id"), primary_key=True),
    Column("seat", Integer, primary_key=True, autoincrement=False),
    Column("kind", String(64), nullable=False),
    Column("name", String(200), nullable=False),
    Column("token_hash", String(64), nullable=True),
)


def test_an_old_database_gains_the_later_columns(store_url: str) -> None:  # noqa: F811
    engine = create_engine(normalize_url(store_url))
    METADATA.drop_all(engine, tables=list(TABLES))  # the old tables only, whatever ran before
    OLD.create_all(engine)
    with engine.begin() as conn:
        conn.execute(
            old_matches.insert().values(
                match_id="old", game="tally", title="Tally", name="", options="{}", seed=7,
                created="2025-12-31T23:00:00+00:00", status="finished", timer=None, banks=None,
            )
        )  # fmt: skip
        conn.execute(
            old_seats.insert(), [{"match_id": "old", "seat": 0, "kind": "random", "name": ""}]
        )
    have = {c["name"] for c in inspect(engine).get_columns("web_matches")}
    assert not have & {"seed_public", "clock_started"}
    engine.dispose()

    store = opener(store_url)()
    try:
        assert store.upgraded == ["web_matches.seed_public", "web_matches.clock_started"]
        old = store.get("old")
        assert old is not None and old.seed_public is False and old.seed == 7
        assert old.clock_started is None
        chosen = match_row("new", 1)
        chosen.seed_public = True
        store.create(chosen)
        store.set_clock("new", 1_790_000_000.25)  # a timed game's table clock started
        chosen.clock_started = 1_790_000_000.25
        store.create(match_row("drawn", 2))
    finally:
        store.close()

    again = opener(store_url)()
    try:
        assert again.upgraded == []  # nothing left to add
        assert {m.match_id: m.seed_public for m in again.list_matches()} == {
            "old": False,
            "new": True,
            "drawn": False,
        }
        assert again.get("new") == chosen
    finally:
        again.close()


def test_a_new_database_needs_no_upgrade(store_url: str) -> None:  # noqa: F811
    store = opener(store_url)()
    try:
        assert isinstance(store, SqlMatchStore) and store.upgraded == []
    finally:
        store.close()

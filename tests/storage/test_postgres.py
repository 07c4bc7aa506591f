"""The same store on a real PostgreSQL server (started by the ``postgres_url`` fixture)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy import Engine, text

from dungeontable.storage import METADATA, open_store

from .checks import check_keys, check_round_trip


@pytest.fixture
def pg(postgres_url: str) -> Iterator[Engine]:
    engine = open_store(postgres_url)
    yield engine
    METADATA.drop_all(engine)
    engine.dispose()


def test_postgres_store_is_postgres(pg: Engine) -> None:
    assert pg.dialect.name == "postgresql"
    assert pg.dialect.driver == "psycopg"
    with pg.connect() as conn:
        assert conn.execute(text("SELECT current_database()")).scalar_one() == "dungeontable_test"


def test_rows_round_trip(pg: Engine) -> None:
    check_round_trip(pg)


def test_keys(pg: Engine) -> None:
    check_keys(pg)

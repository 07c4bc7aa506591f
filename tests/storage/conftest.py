"""The PostgreSQL server fixture (one per test session and xdist worker)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from .postgres import start_server


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    try:
        server = start_server()
    except Exception as exc:  # FAIL, never skip: make test installs PostgreSQL first
        pytest.fail(f"cannot start a PostgreSQL server for the tests: {exc}", pytrace=False)
    yield server.url
    server.stop()

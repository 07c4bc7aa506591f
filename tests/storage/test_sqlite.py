"""The SQLite store: where the default file lives, WAL mode, URLs, rows round-trip exactly."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text

from dungeontable.storage import default_url, normalize_url, open_store

from .checks import check_keys, check_round_trip


def test_default_store_is_in_the_xdg_data_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert default_url() == f"sqlite:///{tmp_path}/xdg/dungeontable/dungeontable.db"
    engine = open_store()
    with engine.connect() as conn:
        assert conn.execute(text("PRAGMA journal_mode")).scalar_one() == "wal"
        assert conn.execute(text("PRAGMA synchronous")).scalar_one() == 1  # NORMAL
        assert conn.execute(text("PRAGMA busy_timeout")).scalar_one() == 10000
        tables = conn.execute(text("SELECT name FROM sqlite_master WHERE type='table'"))
        assert {"sim_games", "sim_runs"} <= set(tables.scalars())  # with the web tables, if loaded
    engine.dispose()
    assert (tmp_path / "xdg" / "dungeontable" / "dungeontable.db").is_file()


def test_default_store_without_xdg_is_under_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert default_url() == f"sqlite:///{tmp_path}/.local/share/dungeontable/dungeontable.db"


def test_urls(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert normalize_url("runs.db") == f"sqlite:///{tmp_path}/runs.db"
    assert normalize_url("postgresql://u:p@h:5/db") == "postgresql+psycopg://u:p@h:5/db"
    assert normalize_url("postgres://h/db") == "postgresql+psycopg://h/db"
    assert normalize_url("sqlite:///x.db") == "sqlite:///x.db"


def test_rows_round_trip(tmp_path: Path) -> None:
    engine = open_store(str(tmp_path / "a" / "b.db"))
    check_round_trip(engine)
    engine.dispose()


def test_keys(tmp_path: Path) -> None:
    engine = open_store(str(tmp_path / "k.db"))
    check_keys(engine)
    engine.dispose()

"""``dungeontable db check`` and ``db recover`` on sound, undecodable and corrupted SQLite files."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

import pytest

from dungeontable.storage import open_store
from dungeontable.storage.matches import (
    ActionRow,
    MatchRow,
    SeatRow,
    SqlMatchStore,
    TimerSpec,
)

from .conftest import Cli

pytestmark = pytest.mark.timeout(120)

MATCHES = 400
PAGE = 4096


def match(n: int) -> MatchRow:
    return MatchRow(
        match_id=f"m{n:04d}",
        game="tally",
        title="Tally",
        options={"rounds": 8, "note": "x" * 150},
        seats=[SeatRow(0, "human", "ann", "ab" * 32), SeatRow(1, "random", "bot")],
        seed=n,
        created=f"2026-01-01T10:00:00.{n:06d}+00:00",
        status="running",
        timer=TimerSpec(30.0, 120.0),
        banks=[120.0, 120.0],
    )


@pytest.fixture
def stored(tmp_path: Path) -> Path:
    """A SQLite file holding ``MATCHES`` matches, each with two seats and three actions."""
    path = tmp_path / "tables.db"
    store = SqlMatchStore(open_store(str(path)))
    for n in range(MATCHES):
        store.create(match(n))
        for k in range(3):
            store.append_action(match(n).match_id, ActionRow(k, k % 2, {"type": "roll"}), "running")
    store.close()
    return path


def stored_ids(path: Path) -> set[str]:
    store = SqlMatchStore(open_store(str(path)))
    try:
        return {m.match_id for m in store.list_matches()}
    finally:
        store.close()


def corrupt_a_page_of_matches(path: Path) -> int:
    """Overwrite the start of a ``web_matches`` leaf page in the middle of the table (its page
    header and first cell pointers): SQLite then refuses that page. Returns its number."""
    with contextlib.closing(sqlite3.connect(path)) as db:
        assert db.execute("PRAGMA page_size").fetchone()[0] == PAGE
        try:
            leaves = [
                page
                for (page,) in db.execute(
                    "SELECT pageno FROM dbstat WHERE name='web_matches' AND pagetype='leaf' "
                    "ORDER BY pageno"
                )
            ]
        except sqlite3.OperationalError:  # SQLite built without dbstat: the file's middle
            leaves = [db.execute("PRAGMA page_count").fetchone()[0] // 2]
    page = leaves[len(leaves) // 2]
    with path.open("r+b") as file:
        file.seek((page - 1) * PAGE)
        file.write(b"\xff" * 64)
    return page


def test_check_says_a_sound_store_is_fine(cli: Cli, stored: Path) -> None:
    result = cli(["db", "check", "--db", str(stored)])
    assert result.exit_code == 0, result.output
    assert "SQLite integrity check: ok" in result.output
    assert f"{MATCHES} match(es) load fine" in result.output
    assert "the store is fine" in result.output


def test_check_names_a_match_that_cannot_be_decoded(cli: Cli, stored: Path) -> None:
    with contextlib.closing(sqlite3.connect(stored)) as db, db:
        db.execute(
            "UPDATE web_matches SET timer='{\"seconds\":null}' WHERE match_id='m0007'"
        )  # what a client's Infinity became
    result = cli(["db", "check", "--db", str(stored)])
    assert result.exit_code == 1, result.output
    assert "SQLite integrity check: ok" in result.output
    assert f"{MATCHES - 1} match(es) load fine" in result.output
    assert "1 match(es) cannot be loaded:" in result.output
    assert "m0007: timer: Expected `float`, got `null` - at `$.seconds`" in result.output


def test_check_and_recover_a_corrupted_file(cli: Cli, stored: Path) -> None:
    corrupt_a_page_of_matches(stored)

    checked = cli(["db", "check", "--db", str(stored)])
    assert checked.exit_code == 1, checked.output
    assert "the file is damaged" in checked.output
    assert "database disk image is malformed" in checked.output
    unreadable = [
        line.split(":")[0].strip()
        for line in checked.output.splitlines()
        if "cannot be read: database disk image is malformed" in line
    ]
    assert unreadable and all(name.startswith("m0") for name in unreadable)
    assert "dungeontable db recover" in checked.output

    recovered = cli(["db", "recover", "--db", str(stored)])
    assert recovered.exit_code == 0, recovered.output
    aside = [p for p in stored.parent.glob("tables.db.damaged-*") if p.suffix != ".db"]
    damaged = [p for p in aside if not p.name.endswith(("-wal", "-shm"))]
    assert len(damaged) == 1
    assert f"the damaged file was moved to {damaged[0]}" in recovered.output
    assert cli(["db", "check", "--db", str(damaged[0])]).exit_code == 1  # kept as it was
    assert "web_matches: kept" in recovered.output and "in unreadable pages" in recovered.output
    assert f"of {MATCHES} the damaged file listed" in recovered.output
    assert "lost matches: " + unreadable[0] in recovered.output

    again = cli(["db", "check", "--db", str(stored)])
    assert again.exit_code == 0, again.output
    assert "SQLite integrity check: ok" in again.output
    kept = stored_ids(stored)
    assert len(kept) >= 0.9 * MATCHES  # one page of about a dozen matches is lost
    assert kept == {match(n).match_id for n in range(MATCHES)} - set(unreadable)
    store = SqlMatchStore(open_store(str(stored)))
    try:
        survivor = sorted(kept)[len(kept) // 2]
        assert store.get(survivor) == match(int(survivor[1:]))
        assert [a.n for a in store.actions(survivor)] == [0, 1, 2]
    finally:
        store.close()


def test_recover_keeps_undecodable_matches_marked_damaged(cli: Cli, stored: Path) -> None:
    with contextlib.closing(sqlite3.connect(stored)) as db, db:
        db.execute("UPDATE web_matches SET banks='[1, \"x\"]' WHERE match_id='m0003'")
        db.execute("DELETE FROM web_actions WHERE match_id='m0005' AND n=1")  # a gap in a log
    corrupt_a_page_of_matches(stored)
    output = stored.with_name("copy.db")
    recovered = cli(["db", "recover", "--db", str(stored), "-o", str(output)])
    assert recovered.exit_code == 0, recovered.output
    assert "2 kept match(es) cannot be loaded; marked damaged:" in recovered.output
    assert "m0003: banks: " in recovered.output
    assert "m0005: action log: row 1 was lost" in recovered.output
    assert stored.exists() and not list(stored.parent.glob("*.damaged-*"))  # -o: left in place
    checked = cli(["db", "check", "--db", str(output)])
    assert checked.exit_code == 0, checked.output
    assert "2 match(es) were marked damaged earlier and are never served: m0003, m0005" in (
        checked.output
    )
    assert {"m0003", "m0005"}.isdisjoint(stored_ids(output))

    refused = cli(["db", "recover", "--db", str(stored), "-o", str(output)])
    assert refused.exit_code == 2
    assert "refusing to overwrite" in refused.stderr


def test_usage_mistakes_are_clear(cli: Cli, tmp_path: Path) -> None:
    missing = cli(["db", "check", "--db", str(tmp_path / "none.db")])
    assert missing.exit_code == 2
    assert missing.stderr == f"error: {tmp_path / 'none.db'}: no database file\n"
    assert not (tmp_path / "none.db").exists()  # checking never creates a store
    postgres = cli(["db", "recover", "--db", "postgresql://h/db"])
    assert postgres.exit_code == 2
    assert "recover works on SQLite files" in postgres.stderr
    memory = cli(["db", "check", "--db", "memory"])
    assert memory.exit_code == 2 and "keeps nothing" in memory.stderr


def test_recover_refuses_a_file_with_nothing_readable(cli: Cli, tmp_path: Path) -> None:
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"\x00not a database\xff" * 512)
    result = cli(["db", "recover", "--db", str(junk)])
    assert result.exit_code in (1, 2), result.output
    assert junk.read_bytes().startswith(b"\x00not a database")  # left alone
    assert not list(tmp_path.glob("junk.db.*"))

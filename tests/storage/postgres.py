"""A throwaway PostgreSQL server for the tests: initdb into a temp dir, start, create a db, stop.

PostgreSQL refuses to run as root, so as root every server command runs as the ``postgres``
user (``runuser``) in a directory it owns. The server listens on 127.0.0.1 at a free port with
its socket in the temp dir. If it cannot be found or started the test FAILS with the reason:
``make test`` installs PostgreSQL first (the Makefile's ``deps`` step), so a missing server is a
broken setup, not a reason to skip.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

DATABASE = "dungeontable_test"


class PostgresUnavailable(RuntimeError):
    pass


def server_bin() -> Path:
    """The directory holding ``initdb`` and ``pg_ctl`` (PATH first, then Debian's layout)."""
    found = shutil.which("pg_ctl")
    if found and shutil.which("initdb"):
        return Path(os.path.realpath(found)).parent
    versions = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"),
        key=lambda p: (
            int(Path(p).parent.parent.name) if Path(p).parent.parent.name.isdigit() else 0
        ),
    )
    if versions:
        return Path(versions[-1]).parent
    raise PostgresUnavailable(
        "PostgreSQL server programs (initdb, pg_ctl) not found on PATH or in "
        "/usr/lib/postgresql/*/bin; install them with: make deps (apt-get install -y postgresql)"
    )


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Server:
    bin: Path
    root: Path
    port: int
    as_user: list[str]

    @property
    def data(self) -> Path:
        return self.root / "data"

    @property
    def url(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{DATABASE}"

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        command = [*self.as_user, *args]
        done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
        if done.returncode != 0:
            log = self.root / "server.log"
            tail = log.read_text()[-2000:] if log.exists() else ""
            raise PostgresUnavailable(
                f"{' '.join(command)} failed ({done.returncode}):\n{done.stdout}{done.stderr}{tail}"
            )
        return done

    def start(self) -> None:
        self.run(str(self.bin / "initdb"), "-D", str(self.data), "-A", "trust", "-U", "postgres",
                 "-E", "UTF8", "--no-sync")  # fmt: skip
        options = (
            f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c fsync=off "
            "-c full_page_writes=off"
        )
        log = str(self.root / "server.log")
        self.run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", log, "-o", options,
                 "-w", "-t", "60", "start")  # fmt: skip
        import psycopg

        address = f"host=127.0.0.1 port={self.port} user=postgres dbname=postgres"
        with psycopg.connect(address, autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {DATABASE}")

    def stop(self) -> None:
        try:
            self.run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)


def start_server() -> Server:
    """A running server with an empty ``dungeontable_test`` database."""
    binaries = server_bin()
    root = Path(tempfile.mkdtemp(prefix="dungeontable-pg-"))
    as_user: list[str] = []
    if os.geteuid() == 0:
        owner = pwd.getpwnam("postgres")  # KeyError: the package creates this user
        os.chown(root, owner.pw_uid, owner.pw_gid)
        as_user = ["runuser", "-u", "postgres", "--"]
    server = Server(binaries, root, free_port(), as_user)
    try:
        server.start()
    except BaseException:
        with contextlib.suppress(PostgresUnavailable):
            server.stop()  # a server that did start must not outlive the failure
        shutil.rmtree(root, ignore_errors=True)
        raise
    return server

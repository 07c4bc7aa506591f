"""Serve the web table with the server tests' Tally game registered (it has no renderer).

``python tests/e2e/tally_serve.py PORT DB_URL`` — used by the generic-renderer browser test.
"""

from __future__ import annotations

import sys
from pathlib import Path

import uvicorn

from dungeontable import games
from dungeontable.server import create_app
from dungeontable.server.limits import ServerLimits
from dungeontable.server.store import open_match_store


def main(port: int, db: str) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from server.tallygame import GAME as TALLY

    real_get, real_names = games.get, games.names
    games.get = lambda name: TALLY if name == TALLY.name else real_get(name)  # type: ignore[assignment]
    games.names = lambda: tuple(sorted((*real_names(), TALLY.name)))  # type: ignore[assignment]
    trusted = ServerLimits(player_seeds=True)  # the tests deal known seeds
    app = create_app(lambda: open_match_store(db), bot_delay=0.0, limits=trusted)
    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning")


if __name__ == "__main__":
    main(int(sys.argv[1]), sys.argv[2])

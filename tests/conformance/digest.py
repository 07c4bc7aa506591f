"""Digest of a seeded random-bot playout: every state and event stream, as msgspec JSON.

Run as a script (``python -m conformance.digest GAME SEATS SEED`` with ``tests`` on the path) it
prints the digest, so the determinism check can compare processes with different hash seeds.
"""

from __future__ import annotations

import hashlib
import sys

from dungeontable.bots import play_steps
from dungeontable.core import Game, codec

DIGEST_STEP_CAP = 5_000


def playout_digest(game: Game, seats: int, seed: int) -> str:
    """SHA-256 over the starting state, then each action, state and event list, in order."""
    options = game.Options()
    digest = hashlib.sha256(codec.encode(game.setup(options, seats, seed)))
    for step in play_steps(game, options, ["random"] * seats, seed, DIGEST_STEP_CAP):
        digest.update(codec.encode(step.action))
        digest.update(codec.encode(step.after))
        digest.update(codec.encode(step.events))
    return digest.hexdigest()


def main(argv: list[str]) -> None:
    from .kit import resolve

    name, seats, seed = argv
    print(playout_digest(resolve(name), int(seats), int(seed)))


if __name__ == "__main__":
    main(sys.argv[1:])

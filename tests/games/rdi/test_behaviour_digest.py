"""A pinned digest of seeded random games under the default and variant options: every legal
action list and every event, in text form. Speed work on legality (``rules/responses``,
``hooks`` memos) must leave it unchanged; the conformance golden covers one 2-seat game only.

If a deliberate rules change moves it, regenerate: ``DIGEST = behaviour_digest()``."""

from __future__ import annotations

import hashlib

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.options import Options

TABLES = (
    (Options(), 2),
    (Options(), 4),
    (Options(), 6),
    (Options(boss=0), 4),
    (Options(teams="0+2,1+3"), 4),
)
DIGEST = "337b430e52bdd33c30150e8c759cd9be51d3e1cf04b96aa9b36089b8307f590b"


def behaviour_digest(seeds: range = range(3)) -> str:
    h = hashlib.sha256()
    for options, seats in TABLES:
        for seed in seeds:
            state, rng = GAME.setup(options, seats, seed), Rng.from_seed(seed)
            while GAME.decision(state) is not None:
                legal = GAME.legal_actions(state)
                h.update("|".join(a.to_text() for a in legal).encode())
                i, rng = rng.below(len(legal))
                step = GAME.apply(state, legal[i])
                h.update("".join(e.to_text() for e in step.events).encode())
                state = step.state
    return h.hexdigest()


def test_seeded_games_are_unchanged() -> None:
    assert behaviour_digest() == DIGEST

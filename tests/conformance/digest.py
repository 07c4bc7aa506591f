"""Digest of a seeded random-bot playout: every state and event stream, as msgspec JSON.

Run as a script (``python -m conformance.digest GAME SEATS SEED`` with ``tests`` on the path) it
prints the digest, so the determinism check can compare processes with different hash seeds.
"""

from __future__ import annotations

import hashlib
import sys
from collections.abc import Iterable, Sequence
from typing import Any

import msgspec

from dungeontable.bots import play_steps
from dungeontable.core import Game

DIGEST_STEP_CAP = 5_000


def stable_json(value: Any) -> bytes:
    """msgspec JSON with every dict key sorted (int keys as strings): equal values, equal bytes."""
    return msgspec.json.encode(msgspec.to_builtins(value, str_keys=True), order="deterministic")


def first_difference(one: Any, two: Any, path: str = "") -> str:
    """The first place two values differ, as ``path: one != two`` (for failure messages)."""
    a = msgspec.to_builtins(one, str_keys=True)
    b = msgspec.to_builtins(two, str_keys=True)
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            if a.get(key, "<missing>") != b.get(key, "<missing>"):
                return first_difference(
                    a.get(key, "<missing>"), b.get(key, "<missing>"), f"{path}.{key}"
                )
    elif isinstance(a, list | tuple) and isinstance(b, list | tuple) and len(a) == len(b):
        for index, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return first_difference(x, y, f"{path}.{index}")
    shown = f"{a!r} != {b!r}"
    return f"{path.lstrip('.') or '(top)'}: {shown[:300]}"


def playout_digest(game: Game, seats: int, seed: int) -> str:
    """SHA-256 over the starting state, then each action, state and event list, in order."""
    options = game.Options()
    digest = hashlib.sha256(stable_json(game.setup(options, seats, seed)))
    for step in play_steps(game, options, ["random"] * seats, seed, DIGEST_STEP_CAP):
        digest.update(stable_json(step.action))
        digest.update(stable_json(step.after))
        digest.update(stable_json(step.events))
    return digest.hexdigest()


def behaviour_digest(game: Game, options: Any, bots: Sequence[str], seeds: Iterable[int]) -> str:
    """SHA-256 over every step of the seeded bot games: who decides what, the legal actions in
    order, the action, the events and the state after. ``tests/conformance/digests.toml`` pins
    them per game (checked by ``test_digests.py``), so work that changes a game fails."""
    h = hashlib.sha256()
    encode = msgspec.json.Encoder().encode
    for seed in seeds:
        for step in play_steps(game, options, list(bots), seed):
            h.update(f"{step.decision.seat} {step.decision.kind}".encode())
            h.update("|".join(a.to_text() for a in step.legal).encode())
            h.update(step.action.to_text().encode())
            h.update("".join(e.to_text() for e in step.events).encode())
            h.update(encode(step.after))
    return h.hexdigest()


def main(argv: list[str]) -> None:
    from .kit import resolve

    name, seats, seed = argv
    print(playout_digest(resolve(name), int(seats), int(seed)))


if __name__ == "__main__":
    main(sys.argv[1:])

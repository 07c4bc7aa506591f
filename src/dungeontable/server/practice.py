"""Practice throws at a Dungeon Fighter table (``POST /api/matches/{id}/practice``).

A practice throw runs the physics resolver on the match's current fight (its requirements, the
dice resting on the table, the contact rulings) with a fresh seed and answers the outcome; the
match itself is never touched: no action, no event, no version. Rate-limited per address,
since each throw is a MuJoCo simulation.
"""

from __future__ import annotations

import asyncio
import secrets
from typing import Any

import msgspec
from pydantic import BaseModel, Field

from .limits import RateLimiter

PRACTICE_PER_MINUTE = 30
"""Practice throws one address may make in a minute."""

DICE = ("blue", "green", "red", "white")


class PracticeError(Exception):
    """A practice throw refused: ``status`` is the HTTP status, the message says why."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


class PracticeThrow(BaseModel):
    """The request: which die and the quantized throw (the same ``ThrowInput`` a throw sends)."""

    die: str = Field("white", max_length=16)
    throw: dict[str, Any] = Field(default_factory=dict, max_length=20)


limiter = RateLimiter(PRACTICE_PER_MINUTE)


def _resolve(state: Any, die: str, raw: dict[str, Any]) -> dict[str, Any]:
    """The physics outcome of ``raw`` thrown with ``die`` in ``state``'s fight (no state change)."""
    from dungeontable.core.content import loaded
    from dungeontable.games.dungeonfighter.encounter import requirements_for
    from dungeontable.games.dungeonfighter.resolvers import resolver_for
    from dungeontable.games.dungeonfighter.rules.fight import special_faces
    from dungeontable.games.dungeonfighter.throw import ThrowContext, ThrowInput, contact_rules
    from dungeontable.games.dungeonfighter.timing import input_problem

    try:
        throw = msgspec.convert(raw, ThrowInput)
    except (msgspec.ValidationError, ValueError) as exc:
        raise PracticeError(400, f"that throw cannot be made: {exc}") from exc
    fight = state.fight
    requirements = requirements_for(state, (), die) if fight is not None else ()
    problem = input_problem(requirements, throw, True)
    if problem:
        raise PracticeError(400, f"that throw cannot be made: {problem}")
    ctx = ThrowContext(
        requirements=requirements, die=die,  # type: ignore[arg-type]
        special_faces=special_faces(state, die), skill="human",
        obstacles=fight.resting if fight is not None else (),
        rules=loaded(state.options, contact_rules),
    )  # fmt: skip
    try:
        resolver = resolver_for("physics")
    except ImportError as exc:
        raise PracticeError(503, "the physics simulation is not installed on this server") from exc
    outcome = resolver.resolve(ctx, throw, secrets.randbits(63))
    return {
        "die": die,
        "requirements": list(requirements),
        "contact": outcome.is_contact,
        "outcome": msgspec.to_builtins(outcome),
    }


async def practice(live: Any, body: PracticeThrow, client: str) -> dict[str, Any]:
    """A practice throw at ``live`` (a Dungeon Fighter match) for ``client``: the outcome, the
    requirements it was thrown under and the match's version, which it leaves as it was."""
    if live.row.game != "dungeonfighter":
        raise PracticeError(400, "practice throws are for Dungeon Fighter tables")
    if body.die not in DICE:
        raise PracticeError(400, f"there is no {body.die} die: choose blue, green, red or white")
    if not limiter.allow(client):
        raise PracticeError(
            429, f"too many practice throws from your address: at most {limiter.limit} a minute"
        )
    version = live.version
    answer = await asyncio.to_thread(_resolve, live.state, body.die, body.throw)
    return {**answer, "version": version}

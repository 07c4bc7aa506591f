"""Sample rows covering every column kind, including the optional ones left empty."""

from __future__ import annotations

from dungeontable.storage import GameRow

ROWS = (
    GameRow(
        seed=3,
        seating=("greedy", "random"),
        winners=(0,),
        scores=(12.0, 7.5),
        turns=20,
        steps=21,
        reason="target",
        duration=0.25,
        first_seat=0,
        characters=("rogue", "cleric"),
    ),
    GameRow(
        seed=2**62,
        seating=("random", "greedy"),
        winners=(),
        scores=(0.0, 0.0),
        turns=None,
        steps=4,
        reason="error",
        duration=0.5,
        error="Traceback (most recent call last):\nRuntimeError: boom ü\n",
    ),
    GameRow(
        seed=0,
        seating=("greedy", "random"),
        winners=(0, 1),
        scores=(-1.0, -1.0),
        turns=40,
        steps=40,
        reason="turn_cap",
        duration=0.125,
        first_seat=1,
    ),
)

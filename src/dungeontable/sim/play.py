"""Playing the games of a run: one seed to one ``GameRow``, one batch of seeds per worker task.

The game loop is the bots' runner (``bots.play_game``); this module only turns its result into a
row. A game that raises becomes a row with reason ``"error"`` and the traceback, never a crashed
run; a game still undecided after ``max_steps`` decisions ends with reason ``"turn_cap"``.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Sequence
from typing import Any

from dungeontable import games
from dungeontable.bots.runner import GameRecord, play_game
from dungeontable.core import Game, Outcome
from dungeontable.storage import GameRow

from .spec import RunSpec

ERROR_REASON = "error"


class Played(GameRecord):
    """The end of one game: final state, outcome and decisions made (kept while playing)."""

    __slots__ = ("first_seat", "outcome")

    def __init__(self) -> None:
        super().__init__()
        self.first_seat: int | None = None
        self.outcome: Outcome | None = None


def play_through(
    game: Game, options: Any, seating: Sequence[str], seed: int, max_steps: int, into: Played
) -> Played:
    """Play one seeded game to its end or the step cap, recording progress in ``into``.

    The loop is the bots' ``play_game``; the first seat to decide is read afterwards from the
    state after setup (``decision`` is a pure function of the state), and only if a decision was
    applied, so a game that raises at its first step has none."""
    try:
        into.outcome, _ = play_game(game, options, list(seating), seed, max_steps, into)
    finally:
        first = game.decision(into.start) if into.steps else None
        into.first_seat = None if first is None else first.seat
    return into


def public_facts(game: Game, state: Any) -> tuple[int | None, tuple[str, ...] | None]:
    """The game's turn counter and each seat's character, read from the spectator view.

    Only public information is used, and only when the view offers it: an integer ``turns``
    (or ``turn``) field, and ``players`` (or ``seats``) entries with a ``character`` field.
    """
    view = game.view(state, None)
    turns = getattr(view, "turns", None)
    if not isinstance(turns, int):  # the RDI counts its turns in ``turn``
        turns = getattr(view, "turn", None)
    characters = None
    for field in ("players", "seats"):  # Card Rogue and OOTS say players, the RDI seats
        entries = getattr(view, field, None)
        if isinstance(entries, tuple) and entries and all(hasattr(p, "character") for p in entries):
            characters = tuple(str(p.character) for p in entries)
            break
    return (turns if isinstance(turns, int) else None), characters


def play_seed(game: Game, options: Any, spec: RunSpec, seed: int) -> GameRow:
    """The row of the game with ``seed``: its outcome, or the traceback if the game raised."""
    seating = spec.seating(seed)
    played = Played()
    start = time.perf_counter()
    try:
        play_through(game, options, seating, seed, spec.max_steps, played)
        assert played.outcome is not None
        turns, characters = public_facts(game, played.state)
    except Exception:
        return GameRow(
            seed=seed,
            seating=seating,
            winners=(),
            scores=(0.0,) * len(seating),
            turns=None,
            steps=played.steps,
            first_seat=played.first_seat,
            reason=ERROR_REASON,
            duration=time.perf_counter() - start,
            error=traceback.format_exc(),
        )
    outcome = played.outcome
    return GameRow(
        seed=seed,
        seating=seating,
        winners=tuple(outcome.winners),
        scores=tuple(float(s) for s in outcome.scores),
        turns=turns,
        steps=played.steps,
        first_seat=played.first_seat,
        reason=outcome.reason,
        duration=time.perf_counter() - start,
        characters=characters,
    )


def play_batch(spec: RunSpec, seeds: Sequence[int]) -> tuple[GameRow, ...]:
    """A worker task: the rows of ``seeds``. Importable at top level, so any executor can run it."""
    game = games.get(spec.game)
    options = spec.options_for(game)
    return tuple(play_seed(game, options, spec, seed) for seed in seeds)

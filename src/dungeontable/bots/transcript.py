"""Golden playthrough transcripts: a seeded random-bot game written out step by step.

At each step (or the first ``detail`` steps, if given) a transcript shows the deciding seat, its
rendered view, the legal actions and the chosen action; every step shows the chosen action and
its events, each once with the seats (and spectator) that may see it. It ends with the outcome.
Any change in rules, views, events or rendering changes the text, so ``tests/conformance``
compares it line by line with a stored golden file (``scripts/golden.py --update`` rewrites it).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import Any

from dungeontable.core import Game, codec, is_visible, options_to_dict

from .runner import play_steps

GOLDEN_SEED = 1
STEP_CAP = 20_000
GOLDEN_DETAIL = 20
"""A golden transcript shows the view and the legal actions of its first 20 steps only."""
GOLDEN_LINES = 1_500
"""...and the lines of at most this many further steps (actions and their events); the rest of
the game is played and counted, and its end (final view, outcome, step count) is written. The
whole game's behaviour is pinned by the digests (``tests/conformance/digests.toml``)."""


def golden_seats(game: Game) -> int:
    """Two seats when the game allows it (hidden information between seats), else its minimum."""
    return max(game.min_seats, min(2, game.max_seats))


def _indented(text: str) -> Iterator[str]:
    for line in text.splitlines():
        yield f"    | {line}".rstrip()


def changed_options(game: Game, options: Any) -> dict[str, Any]:
    """The options that differ from the game's defaults, by name."""
    defaults = options_to_dict(game.Options())
    return {k: v for k, v in options_to_dict(options).items() if defaults.get(k, v) != v}


def golden_transcript(game: Game) -> Iterator[str]:
    """The golden transcript of ``game``: the default options (only changed ones are written),
    the first ``GOLDEN_DETAIL`` steps in full and at most ``GOLDEN_LINES`` lines of steps."""
    return transcript(game, detail=GOLDEN_DETAIL, max_lines=GOLDEN_LINES, all_options=False)


def transcript(
    game: Game,
    options: Any = None,
    seats: int | None = None,
    seed: int = GOLDEN_SEED,
    detail: int | None = None,
    max_lines: int | None = None,
    all_options: bool = True,
) -> Iterator[str]:
    """The lines of a seeded random-bot playthrough of ``game``.

    ``detail``: show the view and legal actions of the first ``detail`` steps only;
    ``max_lines``: write at most that many lines of steps (the game is still played to its end,
    which is written); ``all_options=False``: write only the options that differ from the
    defaults."""
    options = game.Options() if options is None else options
    seats = golden_seats(game) if seats is None else seats
    shown = options_to_dict(options) if all_options else changed_options(game, options)
    yield f"# {game.name} golden playthrough: seats={seats} seed={seed} bots=random"
    yield f"# options {codec.encode(shown).decode()}"
    audience: list[int | None] = [*range(seats), None]
    state = game.setup(options, seats, seed)
    steps = written = left_out = 0
    budget = sys.maxsize if max_lines is None else max_lines
    for step in play_steps(game, options, ["random"] * seats, seed, STEP_CAP):
        state, steps = step.after, step.index + 1
        if left_out:  # past the cap: every later step is counted, none written
            left_out += 1
            continue
        lines = list(_step_lines(game, step, audience, detail))
        if written + len(lines) > budget:
            left_out += 1
            continue
        written += len(lines)
        yield from lines
    if left_out:
        yield f"... {left_out} more steps played (not written: the transcript is capped)"
    yield "== end"
    yield from _indented(game.render(game.view(state, None)))
    outcome = game.outcome(state)
    yield f"outcome: {codec.encode(outcome).decode() if outcome else 'none (step cap)'}"
    yield f"steps: {steps}"


def _step_lines(
    game: Game, step: Any, audience: list[int | None], detail: int | None
) -> Iterator[str]:
    """One step of a transcript: the decision in full (within ``detail``), the action, the
    events each with the seats that may see it."""
    seat = step.decision.seat
    if detail is None or step.index < detail:
        yield f"== step {step.index}: seat {seat} decides {step.decision.kind}"
        yield f"  prompt: {step.decision.prompt}"
        yield "  view:"
        yield from _indented(game.render(game.view(step.before, seat)))
        yield f"  legal ({len(step.legal)}):"
        yield from (f"    - {action.to_text()}" for action in step.legal)
    yield f"-- step {step.index}: seat {seat} chose {step.action.to_text()}"
    for event in step.events:
        seen = ",".join(
            "spectator" if w is None else str(w) for w in audience if is_visible(event, w)
        )
        yield f"   seen by {seen or 'nobody'}: {event.to_text()}"

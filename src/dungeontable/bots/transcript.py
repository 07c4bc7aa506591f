"""Golden playthrough transcripts: a seeded random-bot game written out step by step.

At each step (or the first ``detail`` steps, if given) a transcript shows the deciding seat, its
rendered view, the legal actions and the chosen action; every step shows the chosen action and
its events, each once with the seats (and spectator) that may see it. It ends with the outcome.
Any change in rules, views, events or rendering changes the text, so ``tests/conformance``
compares it line by line with a stored golden file (``scripts/golden.py --update`` rewrites it).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from dungeontable.core import Game, codec, is_visible, options_to_dict

from .runner import play_steps

GOLDEN_SEED = 1
STEP_CAP = 20_000


def golden_seats(game: Game) -> int:
    """Two seats when the game allows it (hidden information between seats), else its minimum."""
    return max(game.min_seats, min(2, game.max_seats))


def _indented(text: str) -> Iterator[str]:
    for line in text.splitlines():
        yield f"    | {line}".rstrip()


def transcript(
    game: Game,
    options: Any = None,
    seats: int | None = None,
    seed: int = GOLDEN_SEED,
    detail: int | None = None,
) -> Iterator[str]:
    """The lines of a seeded random-bot playthrough of ``game``."""
    options = game.Options() if options is None else options
    seats = golden_seats(game) if seats is None else seats
    shown_options = codec.encode(options_to_dict(options)).decode()
    yield f"# {game.name} golden playthrough: seats={seats} seed={seed} bots=random"
    yield f"# options {shown_options}"
    audience: list[int | None] = [*range(seats), None]
    state = game.setup(options, seats, seed)
    steps = 0
    for step in play_steps(game, options, ["random"] * seats, seed, STEP_CAP):
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
        state, steps = step.after, step.index + 1
    yield "== end"
    yield from _indented(game.render(game.view(state, None)))
    outcome = game.outcome(state)
    yield f"outcome: {codec.encode(outcome).decode() if outcome else 'none (step cap)'}"
    yield f"steps: {steps}"

"""``dungeontable replay FILE``: a saved game step by step, as one seat (or a spectator) saw it."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.rule import Rule

from dungeontable import games
from dungeontable.core import capabilities, events_for, parse_options, read_record, replay

from .errors import UserError, out, user_errors
from .table import match_words


def say(text: str) -> None:
    out.print(text, markup=False, highlight=False, soft_wrap=True)


def replay_command(
    file: Annotated[Path, typer.Argument(help="A game saved with 'save FILE' during play.")],
    seat: Annotated[
        int | None,
        typer.Option(
            help="Show the game as this seat saw it, counted from 1 (default: spectator)."
        ),
    ] = None,
    reveal: Annotated[
        bool, typer.Option(help="Also print every seat's action (reveals hidden choices).")
    ] = False,
) -> None:
    """Print a saved game step by step: the events a seat saw and its board after each step."""
    with user_errors():
        record = read_record(file.read_bytes())
        game = games.get(record.game)
        if seat is not None and not 1 <= seat <= len(record.seats):
            raise UserError(f"--seat must be 1-{len(record.seats)} for this game")
        seat = None if seat is None else seat - 1
        options = parse_options(game.Options, record.options)
        words = match_words(game, options, record.seats)
        said = match_words(game, options, record.seats)  # actions: shown their seats' views
        who = "spectator" if seat is None else words.names(seat)
        seated = ", ".join(words.names.seats)
        say(f"{game.title}: seed {record.seed}, seats {seated}; watching as {who}")
        state = game.setup(options, len(record.seats), record.seed)
        picture = capabilities(game).render_named
        say(picture(game.view(state, seat), words.names))
        for event in events_for(capabilities(game).opening(state), seat):
            say(f"  • {words.event(event)}")
        for step in replay(game, record):
            out.print(Rule(f"step {step.index + 1}: {words.names(step.seat)}"))
            if reveal or step.seat == seat:
                say(f"action: {said.action(step.action, game.view(state, step.seat))}")
            for event in events_for(step.events, seat):
                say(f"  • {words.event(event)}")
            say(picture(game.view(step.state, seat), words.names))
            state = step.state
    outcome = game.outcome(state)
    out.print(Rule("end of record"))
    say(words.outcome(outcome) if outcome else "the game was not finished")

"""``dungeontable play``: a game in the terminal, people against bots, new or resumed."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated

import typer

from dungeontable import bots, games
from dungeontable.bots.runner import seated_options
from dungeontable.core import Match, Rng, derive_seed, seat_range

from .arguments import HUMAN, build_options, default_seats, load_game, parse_seats
from .errors import UserError, out, user_errors
from .sim import ThinkArg, think_levels
from .table import TerminalTable


def seat_players(match: Match) -> dict[int, tuple[bots.Bot, Rng]]:
    """A bot and its ``Rng`` for each non-human seat of the match.

    A fresh game seeds bots as the runner does; a resumed one adds the number of actions already
    played, so resuming is deterministic too.
    """
    record = match.record
    played = len(record.actions)
    seated: dict[int, tuple[bots.Bot, Rng]] = {}
    for seat, kind in enumerate(record.seats):
        if kind == HUMAN:
            continue
        bot = bots.make_for(kind, match.game)
        if played:
            rng = Rng.from_seed(derive_seed(record.seed, seat, kind, played))
        else:
            rng = bots.bot_rng(record.seed, seat, kind)
        seated[seat] = (bot, rng)
    return seated


def read_line(prompt: str) -> str:
    """One line from the person at the keyboard (``EOFError`` at end of input)."""
    return input(prompt)


def new_match(
    game_name: str,
    seats: str | None,
    seed: int | None,
    option: Sequence[str],
    cards: Sequence[Path],
    think: str | None = None,
) -> Match:
    game = load_game(game_name)
    options = build_options(game, option, cards)
    if seats is None:
        low, high = seat_range(game, options)
        count = len(default_seats(game).split(","))
        if not low <= count <= high:  # the options need another table size: say which
            raise UserError(
                f"{game.title} takes {low}-{high} seats with these options; name them with --seats"
            )
    kinds = think_levels(parse_seats(game, seats or default_seats(game), options), think)
    options = seated_options(game, options, kinds)  # a game's per-seat options (bot levels)
    if seed is None:
        seed = int.from_bytes(os.urandom(4), "big")
    out.print(f"{game.title}: seed {seed}, seats {', '.join(kinds)}", markup=False)
    return Match(game, options, kinds, seed)


def resumed_match(path: Path) -> Match:
    match = Match.load(path, games.get)
    parse_seats(match.game, ",".join(match.record.seats), match.options)
    played = len(match.record.actions)
    out.print(f"resumed {match.game.title} from {path} after {played} actions", markup=False)
    return match


def play(
    game: Annotated[
        str | None, typer.Argument(help="Game to play (see: dungeontable games).")
    ] = None,
    seats: Annotated[
        str | None,
        typer.Option(help="Comma-separated seat kinds: human or a bot level, e.g. human,random."),
    ] = None,
    seed: Annotated[int | None, typer.Option(help="Seed of the game (random if omitted).")] = None,
    option: Annotated[
        list[str] | None, typer.Option("--option", help="A game option as name=value (repeat).")
    ] = None,
    cards: Annotated[
        list[Path] | None, typer.Option("--cards", help="Extra card file or folder (repeat).")
    ] = None,
    resume: Annotated[
        Path | None, typer.Option(help="Continue a game saved with 'save FILE'.")
    ] = None,
    think: ThinkArg = None,
) -> None:
    """Play a game in the terminal against bots, or hot seat with friends."""
    with user_errors():
        if resume is not None:
            if game is not None or seats or seed is not None or option or cards or think:
                raise UserError(
                    "--resume takes the game, seats, seed, options and bots from the file"
                )
            match = resumed_match(resume)
        elif game is None:
            raise UserError("name a game to play (see: dungeontable games) or use --resume FILE")
        else:
            match = new_match(game, seats, seed, option or (), cards or (), think)
        table = TerminalTable(match, seat_players(match), out, read_line)
        table.run()

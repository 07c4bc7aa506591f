"""``dungeontable bench GAME``: engine throughput with random bots on one core."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.table import Table

from dungeontable.bots.throughput import Throughput, measure
from dungeontable.core import capabilities, seat_range

from .arguments import build_options, load_game
from .errors import UserError, out, user_errors


def throughput_table(result: Throughput) -> Table:
    table = Table()
    table.add_column("measure")
    table.add_column("value", justify="right")
    rows = (
        ("engine steps/s", f"{result.steps_per_second:,.0f}"),
        ("games/s", f"{result.games_per_second:,.1f}"),
        ("µs/step", f"{result.microseconds_per_step:,.2f}"),
        ("mean steps/game", f"{result.mean_steps:,.1f}"),
        ("steps", f"{result.steps:,}"),
        ("seconds", f"{result.seconds:.3f}"),
        ("seeds", f"{result.first_seed}-{result.first_seed + result.games - 1}"),
    )
    for name, value in rows:
        table.add_row(name, value)
    for reason, count in result.reasons.items():
        table.add_row(f"ended by {reason}", str(count))
    return table


def bench(
    game: Annotated[str, typer.Argument(help="Game name (see: dungeontable games).")],
    games: Annotated[int, typer.Option("--games", "-n", min=1, help="Games to play.")] = 200,
    seats: Annotated[
        int | None, typer.Option(help="Seats per game (default: 4, or the game's maximum).")
    ] = None,
    seed: Annotated[int, typer.Option(help="First seed; games use seed, seed+1, ...")] = 0,
    option: Annotated[
        list[str] | None, typer.Option("--option", help="A game option as name=value (repeat).")
    ] = None,
) -> None:
    """Measure engine throughput: random bots over a fixed seed range, on one core."""
    with user_errors():
        loaded = load_game(game)
        options = build_options(loaded, option or ())
        low, high = seat_range(loaded, options)
        count = seats if seats is not None else max(low, min(4, high))
        if not low <= count <= high:
            raise UserError(f"{loaded.title} takes {low}-{high} seats")
        result = measure(loaded, options, count, games, seed)
    out.print(
        f"{result.game}: {result.games} games, {result.seats} seats, random bots, one core",
        markup=False,
    )
    table = throughput_table(result)
    for name, value in capabilities(loaded).bench_rows():  # a game's own figures (throws/s)
        table.add_row(name, value)
    out.print(table)

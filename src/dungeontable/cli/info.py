"""``dungeontable games`` and ``dungeontable rules GAME``: what is registered, how it is ruled."""

from __future__ import annotations

import textwrap
from typing import Annotated, Any

import typer
from rich.table import Table
from rich.text import Text

from dungeontable import bots, games
from dungeontable.core import Roster, capabilities, option_fields

from .arguments import load_game
from .errors import out, user_errors


def list_games() -> None:
    """List the registered games: built-in ones and those of installed plugin packages."""
    table = Table(title="Registered games")
    for column in ("name", "title", "seats", "bots", "from"):
        table.add_column(column)
    for name in games.names():
        origin = Text(games.origin(name))
        try:
            game = games.get(name)
        except Exception as exc:  # a broken game must not hide the others
            table.add_row(name, Text(f"broken: {exc}", style="red"), "", "", origin)
            continue
        seats = f"{game.min_seats}-{game.max_seats}"
        table.add_row(name, Text(game.title), seats, ", ".join(bots.levels_for(game)), origin)
    out.print(table)
    for problem in games.problems():
        out.print(Text(f"warning: {problem}", style="yellow"))


def shown(value: Any) -> str:
    """An option value as it is typed (``--option name=value``): ``true``, ``none``, ``a, b``."""
    if isinstance(value, tuple | list):
        return ", ".join(str(v) for v in value) or "(none)"
    if value is None:
        return "none"
    return str(value).lower() if isinstance(value, bool) else str(value)


def rules(
    game: Annotated[str, typer.Argument(help="Game name (see: dungeontable games).")],
) -> None:
    """List a game's rulings and variants: option, default, source reference, summary."""
    with user_errors():
        loaded = load_game(game)
    defaults = option_fields(loaded.Options)
    if any(ruling.section for ruling in loaded.rulings):
        _rulings_for_people(loaded.title, loaded.rulings, defaults)
        _roster(game, capabilities(loaded).roster)
        out.print(f"Set an option with: dungeontable play {game} --option name=value", markup=False)
        return
    table = Table(title=f"{loaded.title}: rulings and variants", show_lines=False)
    for column in ("option", "default", "kind", "ref", "summary"):
        table.add_column(column, overflow="fold")
    for ruling in loaded.rulings:
        default = shown(defaults[ruling.option]) if ruling.option in defaults else "-"
        ref = f"Rulebook: {ruling.section}" if ruling.section else ruling.ref
        cells = (ruling.option, default, ruling.kind, ref, ruling.summary)
        table.add_row(*(Text(cell) for cell in cells))
    out.print(table)
    _roster(game, capabilities(loaded).roster)
    out.print(f"Set an option with: dungeontable play {game} --option name=value", markup=False)


_WIDTH = 80


def _roster(game: str, roster: Roster | None) -> None:
    """The game's characters, one block each: name and id, complexity, mechanic in one line;
    then how to pick them (``--option <option>=a,b,...``, ``random`` for a dealt seat)."""
    if roster is None:
        return
    out.print("", markup=False)
    out.print(f"Characters ({len(roster.entries)})", markup=False)
    for entry in roster.entries:
        out.print("", markup=False)
        out.print(f"{entry.name} ({entry.id})", markup=False)
        for text in (f"Complexity: {entry.complexity}", f"Mechanic: {entry.mechanic}"):
            out.print(
                textwrap.fill(text, _WIDTH, initial_indent="  ", subsequent_indent="  "),
                markup=False,
                soft_wrap=True,
            )
    out.print("", markup=False)
    if roster.note:
        out.print(textwrap.fill(roster.note, _WIDTH), markup=False, soft_wrap=True)
    pick = (
        f"Pick characters with: dungeontable play {game} --option {roster.option}=a,b,..."
        f" (one per seat; {roster.dealt} = dealt at random; none = all dealt)"
    )
    out.print(textwrap.fill(pick, _WIDTH), markup=False, soft_wrap=True)


def _rulings_for_people(title: str, rulings: Any, defaults: dict[str, Any]) -> None:
    """The rulings of a game that names its rulebook sections, one block each, at most 80
    columns: the option and its default, the summary, then "Rulebook: <section>" (its ``ref``
    when it has no section)."""
    out.print(f"{title}: rulings and variants", markup=False)
    for ruling in rulings:
        default = shown(defaults[ruling.option]) if ruling.option in defaults else None
        head = ruling.option if default is None else f"{ruling.option} = {default}"
        if ruling.option == "-":
            head = "fixed (no option)"
        source = f"Rulebook: {ruling.section}" if ruling.section else f"Source: {ruling.ref}"
        out.print("", markup=False)
        out.print(textwrap.fill(f"{head} ({ruling.kind})", _WIDTH), markup=False)
        for text in (ruling.summary, source):
            out.print(
                textwrap.fill(text, _WIDTH, initial_indent="  ", subsequent_indent="  "),
                markup=False,
                soft_wrap=True,
            )

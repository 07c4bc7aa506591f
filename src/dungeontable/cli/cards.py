"""``dungeontable cards lint|schema``: check a user's card file, export the JSON Schema."""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from types import ModuleType
from typing import Annotated, Any

import typer

from dungeontable.core import Game, capabilities

from .arguments import load_game
from .errors import PROBLEMS, UserError, fail, out, user_errors

app = typer.Typer(help="Check card files and export their schema.", no_args_is_help=True)

GameOption = Annotated[str, typer.Option("--game", "-g", help="The game the cards are for.")]


def card_support(game: Game) -> tuple[Any, Any]:
    """The game's card model and effect registry (``card_model``, ``effect_registry``)."""
    declared = capabilities(game)
    model, registry = declared.card_model, declared.effect_registry
    if model is None:
        raise UserError(f"{game.title} has no card data (no card_model)")
    return model, registry


def cards_module(name: str) -> ModuleType:
    try:
        return importlib.import_module(f"dungeontable.cards.{name}")
    except ModuleNotFoundError:
        raise UserError(f"this installation has no dungeontable.cards.{name}") from None


@app.command()
def lint(
    paths: Annotated[list[Path], typer.Argument(help="Card files or folders to check.")],
    game: GameOption,
) -> None:
    """Check card files; print each problem as 'file: card id: field: reason' (exit 1 if any)."""
    with user_errors():
        loaded = load_game(game)
        custom = capabilities(loaded).lint_cards(paths)  # card files that are not all alike
        if custom is not None:
            issues = list(custom)
        else:
            model, registry = card_support(loaded)
            issues = cards_module("lint").lint_paths(paths, model, registry)
    for issue in issues:
        out.print(str(issue), markup=False, highlight=False, soft_wrap=True)
    if issues:
        fail(f"{len(issues)} problem(s) in {len(paths)} path(s)", PROBLEMS)
    out.print(f"ok: no problems in {', '.join(str(p) for p in paths)}", markup=False)


@app.command()
def schema(
    game: GameOption,
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="Write to this file (default: print).")
    ] = None,
) -> None:
    """Print (or write) the JSON Schema of the game's card files, for editors."""
    with user_errors():
        model, registry = card_support(load_game(game))
        document = cards_module("schema_export").card_json_schema(model, registry)
        text = json.dumps(document, indent=2, sort_keys=True)
        if output is None:
            print(text)
        else:
            output.write_text(text + "\n", encoding="utf-8")
            out.print(f"wrote {output}", markup=False)

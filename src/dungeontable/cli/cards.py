"""``dungeontable cards lint|schema|list``: check a user's card file, export the JSON Schema, list
the shipped card ids."""

from __future__ import annotations

import importlib
import json
import tomllib
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


def shipped_entries(game: Game) -> list[dict[str, str]]:
    """Every table with an ``id`` in the TOML files of the folders the game's card files lie in
    and the files beside those folders (cards, characters, a dungeon's layouts and their rooms):
    its id, kind, name and text, in file order; a table inside another says where it lies."""
    folders = sorted({Path(str(path)).parent for path in capabilities(game).card_files})
    files = [
        *(path for folder in folders for path in sorted(folder.rglob("*.toml"))),
        *(path for parent in sorted({f.parent for f in folders}) for path in parent.glob("*.toml")),
    ]
    entries: list[dict[str, str]] = []
    for path in dict.fromkeys(files):
        _collect(tomllib.loads(path.read_text(encoding="utf-8")), "", entries, path.stem)
    return entries


def _collect(
    data: dict[str, Any], inside: str, entries: list[dict[str, str]], file: str = ""
) -> None:
    """A ``[[card]]`` that names no kind, type or deck is of its file's kind
    (``backstories.toml``: ``backstories``), so ``cards list backstory`` finds them; another
    table is of its key (``[[character]]``: ``character``)."""
    for key, value in data.items():
        for item in value if isinstance(value, list) else [value]:
            if not isinstance(item, dict):
                continue
            if isinstance(item.get("id"), str):
                own = item.get("kind") or item.get("type") or item.get("deck")
                kind = str(own or (file if key == "card" and file else key))
                text = " ".join(str(item.get("text", "")).split())
                numbers = _facts(item)
                text = f"{text} [{numbers}]" if text and numbers else text or numbers
                where = f", in {inside}" if inside else ""
                name = str(item.get("name", ""))
                entries.append({"id": item["id"], "kind": kind + where, "name": name, "text": text})
                _collect(item, item["id"], entries, file)


SHOWN_ELSEWHERE = frozenset({"id", "name", "text", "kind", "type", "source", "ref"})


def _facts(item: dict[str, Any]) -> str:
    """The entry's other fields, compactly (``attack=6 defense=7 types=['kobold']``): the
    numbers a rules case is written from (a Drink's Alcohol, a hero's abilities by die colour)."""
    return " ".join(
        f"{key}={json.dumps(value, separators=(',', ':'))}"
        for key, value in item.items()
        if key not in SHOWN_ELSEWHERE
        and not (
            isinstance(value, list) and value and isinstance(value[0], dict) and "id" in value[0]
        )
    )


@app.command("list")
def list_cards(
    game: GameOption,
    words: Annotated[
        list[str] | None,
        typer.Argument(help="Show only entries whose id, kind, name or text has all these words."),
    ] = None,
    text: Annotated[
        bool, typer.Option(help="Show each card's text and its other fields (numbers, abilities).")
    ] = False,
) -> None:
    """List the ids of the game's cards (and characters, rooms, layouts): what scenario files
    and actions name them by, with kind and name ('cards list -g oots kobold')."""
    with user_errors():
        entries = shipped_entries(load_game(game))
        if not entries:
            raise UserError(f"{game} ships no card files")
    wanted = [word.lower() for word in words or ()]
    shown = 0
    for entry in entries:
        blob = " ".join(entry.values()).lower()
        if not all(word in blob for word in wanted):
            continue
        shown += 1
        line = f"{entry['id']}  ({entry['kind']})  {entry['name']}".rstrip()
        if text and entry["text"]:
            line += f": {entry['text']}"
        out.print(line, markup=False, highlight=False, soft_wrap=True)
    if not shown:
        fail(f"no {game} card id, kind, name or text has {' '.join(wanted)!r}", PROBLEMS)


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

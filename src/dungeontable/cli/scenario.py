"""``dungeontable scenario run FILE...``: known-answer scenario files, PASS or FAIL each."""

from __future__ import annotations

import difflib
import re
from pathlib import Path
from typing import Annotated

import typer

from dungeontable import games
from dungeontable.core import ScenarioError, ScenarioResult, run_scenario_file
from dungeontable.core.scenario import load_scenario, trace_scenario

from .cards import shipped_entries
from .errors import PROBLEMS, fail, out, user_errors

app = typer.Typer(
    help="Run known-answer scenario files (the format: docs/scenarios.md; the ids of cards,"
    " characters and rooms: dungeontable cards list --game GAME WORD).",
    no_args_is_help=True,
)


def say(text: str, style: str | None = None) -> None:
    out.print(text, markup=False, highlight=False, style=style, soft_wrap=True)


def run_one(path: Path) -> ScenarioResult:
    """Run one file; a file that cannot be set up is a failure with the reason (and, for an
    unknown card id, the nearest shipped ids and how to list them)."""
    try:
        return run_scenario_file(path, games.get)
    except ScenarioError as exc:
        try:
            name = str(load_scenario(path).get("name", path.name))
        except ScenarioError:  # unreadable: the file's name is all there is
            name = path.name
        return ScenarioResult(name, str(path), (str(exc) + id_hint(path, str(exc)),))


UNKNOWN = re.compile(r"unknown (?:card|card id\(s\)|[a-z]+ id\(s\))|is not a known [a-z]+ card")
QUOTED = re.compile(r"'([A-Za-z0-9_\-]+)'|\b([a-z0-9]+(?:[_\-][a-z0-9]+)+)\b")


def id_hint(path: Path, message: str) -> str:
    """For a setup refused over an unknown card id: the shipped ids nearest to each name the
    message quotes, and the command that lists them all ('' for any other message)."""
    found = UNKNOWN.search(message)
    if found is None:
        return ""
    try:
        name = str(load_scenario(path).get("game", ""))
        entries = shipped_entries(games.get(name))
    except Exception:  # the hint is a courtesy: the refusal itself has been reported
        return ""
    ids = [entry["id"] for entry in entries]
    by_name = {entry["name"].lower(): entry["id"] for entry in entries if entry["name"]}
    named = message[found.end() :]
    start = named.find("[")
    if 0 <= start <= len(" id(s) ") and "]" in named[start:]:  # the ids, not the words after
        message = named[start : named.index("]", start) + 1]
    words = [a or b for a, b in QUOTED.findall(message)]
    near: list[str] = []
    for word in dict.fromkeys(words):
        if word in ids:
            continue
        spoken = difflib.get_close_matches(word.replace("_", " ").lower(), list(by_name), 2, 0.6)
        near += difflib.get_close_matches(word, ids, 3, 0.7) + [by_name[n] for n in spoken]
    listed = f"dungeontable cards list --game {name} WORD"
    nearest = f"nearest ids: {', '.join(dict.fromkeys(near))}; " if near else ""
    return f" ({nearest}'{listed}' lists the ids)"


@app.command()
def run(
    files: Annotated[list[Path], typer.Argument(help="Scenario files (TOML).")],
) -> None:
    """Run scenario files (a folder: every .toml in it): PASS/FAIL per file with each failed
    expectation (exit 1 on FAIL)."""
    failed = 0
    files = [
        found
        for path in files
        for found in (sorted(path.rglob("*.toml")) if path.is_dir() else [path])
    ]
    for path in files:
        result = run_one(path)
        if result.passed:
            say(f"PASS {path}: {result.name}", "green")
            continue
        failed += 1
        say(f"FAIL {path}: {result.name}", "red")
        for failure in result.failures:
            say(f"    - {failure}")
    summary = f"{len(files) - failed} passed, {failed} failed"
    if failed:
        fail(summary, PROBLEMS)
    say(summary)


def _fields(table: dict[str, object]) -> str:
    return " ".join(f"{k}={v!r}" for k, v in table.items() if k != "kind")


@app.command()
def trace(
    file: Annotated[Path, typer.Argument(help="A scenario file (TOML).")],
    legal: Annotated[bool, typer.Option(help="List the legal actions after each step.")] = True,
) -> None:
    """Play a scenario's actions and show each step's events (kind and fields, as ``events``
    and ``kinds`` paths see them), who decides next and what is legal: what to write the
    expectations against. The expectations themselves are not checked."""
    with user_errors():
        data = load_scenario(file)
        try:
            steps = trace_scenario(data, games.get, str(file))
        except ScenarioError as exc:  # an unknown card id: the nearest ids, as run says them
            raise ScenarioError(str(exc) + id_hint(file, str(exc))) from exc
        codec = games.get(str(data["game"])).actions  # fields at their defaults left out
    for step in steps:
        if step.index == 0:
            say("before any action", "bold")
        else:
            say(f"after {step.index}: {step.action}", "bold")
        if step.refused is not None:
            say(f"    refused: {step.refused}", "red")
        for number, event in enumerate(step.events):
            say(f"    events.{number}: {event['kind']} {_fields(event)}".rstrip())
        decision = step.decision
        if decision is None:
            say("    the game is over")
        else:
            say(f"    decision: seat {decision['seat']} ({decision['kind']}): {decision['prompt']}")
        if legal and step.legal:
            short = [codec.short_text(text) for text in step.legal]
            say(f"    legal: {'; '.join(short)}")

"""Known-answer scenarios: a position, scripted dice, actions, and the exact facts expected after.

A scenario is data (TOML), so anyone can add a rules case without writing Python::

    game = "cardrogue"
    name = "attack modifier applies after doubling"
    ref = "003 L448-450"
    seats = 1
    dice = [5]                      # die faces rolled, in order; all must be used
    actions = ["attack enemy=0"]    # text forms of actions, applied in order
    [setup]                         # game-specific position (see the game's scenario docs)
    ...
    [[expect]]
    path = "enemies.0.health"      # dotted path into the state (list indices are numbers)
    equals = 3

An expectation may instead use ``error = "text"``: the *next* action must be refused with a
message containing that text (put it in ``[[expect]]`` with ``after = N``, the action index).
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import msgspec

from .actions import IllegalAction
from .game import Game
from .options import parse_options

_MISSING = object()


class ScenarioError(ValueError):
    """A scenario file that cannot be run (bad format, unknown game, bad setup)."""


class ScenarioResult(msgspec.Struct, frozen=True):
    name: str
    file: str
    failures: tuple[str, ...]

    @property
    def passed(self) -> bool:
        return not self.failures


def lookup(data: Any, path: str) -> Any:
    """Follow a dotted path (``players.0.health``) through dicts and lists."""
    current = data
    for part in path.split("."):
        if isinstance(current, Mapping) and part in current:
            current = current[part]
        elif (
            isinstance(current, Sequence)
            and not isinstance(current, str)
            and part.lstrip("-").isdigit()
        ):
            index = int(part)
            if not -len(current) <= index < len(current):
                return _MISSING
            current = current[index]
        else:
            return _MISSING
    return current


def _check(state: Any, expectations: Sequence[Mapping[str, Any]], after: int) -> list[str]:
    failures = []
    data = msgspec.to_builtins(state)
    for expect in expectations:
        if int(expect.get("after", -1)) != after or "path" not in expect:
            continue
        got = lookup(data, str(expect["path"]))
        if got is _MISSING:
            failures.append(f"{expect['path']}: no such path in the state")
        elif "equals" in expect and got != expect["equals"]:
            failures.append(f"{expect['path']}: expected {expect['equals']!r}, got {got!r}")
    return failures


def run_scenario(
    data: Mapping[str, Any], resolve: Callable[[str], Game], file: str = "-"
) -> ScenarioResult:
    """Run one scenario; every expectation is checked and every failure reported."""
    name = str(data.get("name", file))
    try:
        game = resolve(str(data["game"]))
        options = parse_options(game.Options, data.get("options", {}))
        seats = int(data.get("seats", game.min_seats))
        state = game.scenario(options, data.get("setup", {}), seats, int(data.get("seed", 1)))
        state = msgspec.structs.replace(
            state, rng=state.rng.scripted(tuple(int(d) for d in data.get("dice", ())))
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise ScenarioError(f"{file}: cannot set up scenario {name!r}: {exc}") from exc
    expectations = list(data.get("expect", ()))
    final = len(data.get("actions", ()))
    for expect in expectations:
        expect.setdefault("after", final)
    errors = {int(e["after"]): str(e["error"]) for e in expectations if "error" in e}
    failures: list[str] = _check(state, expectations, 0) if final else []
    for index, text in enumerate(data.get("actions", ())):
        try:
            action = game.actions.parse(text)
            state = game.apply(state, action).state
        except (IllegalAction, ValueError) as exc:
            wanted = errors.pop(index, None)
            if wanted is None or wanted.lower() not in str(exc).lower():
                failures.append(f"action {index} ({text}) was refused: {exc}")
            break
        if index in errors:
            failures.append(f"action {index} ({text}) was accepted; expected: {errors.pop(index)}")
            break
        failures.extend(_check(state, expectations, index + 1) if index + 1 != final else [])
    else:
        failures.extend(_check(state, expectations, final))
        left = getattr(getattr(state, "rng", None), "script", ())
        if left:
            failures.append(f"scripted dice left unused: {list(left)}")
    return ScenarioResult(name, file, tuple(failures))


def load_scenario(path: str | Path) -> dict[str, Any]:
    try:
        return tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ScenarioError(f"{path}: cannot read scenario: {exc}") from exc


def run_scenario_file(path: str | Path, resolve: Callable[[str], Game]) -> ScenarioResult:
    return run_scenario(load_scenario(path), resolve, str(path))

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

An expectation may instead use ``error = "text"``: action number ``after`` (0-based; default:
the last action) must be refused with a message containing that text; the state is then
unchanged and the next actions are applied. ``after = N`` on a ``path`` expectation checks the
state after the first N actions (default: after all of them). Keys are checked: a misspelled
key is an error, not a silently skipped check. Optional keys: ``seed``, ``options``,
``description``, ``notes``; ``note`` inside an expectation.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import msgspec

from .actions import IllegalAction
from .driver import Driver
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
    data = msgspec.json.decode(msgspec.json.encode(state))  # JSON forms: tuples are lists
    for expect in expectations:
        if int(expect.get("after", -1)) != after or "path" not in expect:
            continue
        got = lookup(data, str(expect["path"]))
        if got is _MISSING:
            failures.append(f"{expect['path']}: no such path in the state")
        elif "equals" in expect and got != expect["equals"]:
            failures.append(f"{expect['path']}: expected {expect['equals']!r}, got {got!r}")
    return failures


_KEYS = frozenset(
    {"game", "name", "ref", "description", "notes", "seats", "seed", "options", "dice", "actions"}
    | {"setup", "expect"}
)
_EXPECT_KEYS = frozenset({"path", "equals", "error", "after", "note"})


def _validate(data: Mapping[str, Any], where: str) -> None:
    """Refuse misspelled keys: a typo such as ``action =`` would otherwise pass silently."""
    unknown = sorted(set(data) - _KEYS)
    if unknown:
        raise ScenarioError(f"{where}: unknown key(s) {unknown}; known keys: {sorted(_KEYS)}")
    for index, expect in enumerate(data.get("expect", ())):
        if not isinstance(expect, Mapping):
            raise ScenarioError(f"{where}: expect {index} is not a table")
        bad = sorted(set(expect) - _EXPECT_KEYS)
        if bad:
            raise ScenarioError(f"{where}: expect {index} has unknown key(s) {bad}")
        if ("path" in expect) == ("error" in expect):
            raise ScenarioError(f"{where}: expect {index} needs exactly one of path, error")
        if "equals" in expect and "path" not in expect:
            raise ScenarioError(f"{where}: expect {index} has equals without path")


def _start(data: Mapping[str, Any], resolve: Callable[[str], Game], where: str) -> Driver:
    try:
        game = resolve(str(data["game"]))
        options = parse_options(game.Options, data.get("options", {}))
        seats = int(data.get("seats", game.min_seats))
        return Driver.from_scenario(
            game,
            data.get("setup", {}),
            seats=seats,
            seed=int(data.get("seed", 1)),
            options=options,
            dice=data.get("dice", ()),
        )
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise ScenarioError(f"{where}: cannot set up the scenario: {exc}") from exc


def run_scenario(
    data: Mapping[str, Any], resolve: Callable[[str], Game], file: str = "-"
) -> ScenarioResult:
    """Run one scenario; every expectation is checked and every failure reported.

    A ``path`` expectation without ``after`` is checked after the last action; an ``error``
    expectation without ``after`` is about the last action. An action refused as expected
    leaves the state unchanged and the scenario goes on; an unexpected refusal (or an
    acceptance where a refusal was expected) stops it, and what it could not check is reported.
    """
    name = str(data.get("name", file))
    where = f"{file} ({name})"
    _validate(data, where)
    table = _start(data, resolve, where)
    actions = [str(a) for a in data.get("actions", ())]
    final = len(actions)
    expectations = [dict(e) for e in data.get("expect", ())]
    for expect in expectations:
        expect.setdefault("after", max(final - 1, 0) if "error" in expect else final)
    errors = {int(e["after"]): str(e["error"]) for e in expectations if "error" in e}
    failures = _check(table.state, expectations, 0)
    for index, text in enumerate(actions):
        wanted = errors.pop(index, None)
        problem = _act(table, text, wanted)
        if problem is not None:
            failures.append(f"action {index} ({text}) {problem}")
            return ScenarioResult(name, file, tuple(failures + _unreached(expectations, index)))
        failures.extend(_check(table.state, expectations, index + 1))
    failures += [
        f"action {after} was expected to be refused ({text!r}), but there are only {final} actions"
        for after, text in sorted(errors.items())
    ]
    left = getattr(getattr(table.state, "rng", None), "script", ())
    if left:
        failures.append(f"scripted dice left unused: {list(left)}")
    return ScenarioResult(name, file, tuple(failures))


def _act(table: Driver, text: str, wanted: str | None) -> str | None:
    """Apply ``text`` to the table (unchanged if it is refused) and say what failed, if anything:
    ``None`` when it was accepted, or refused with a message containing ``wanted``."""
    try:
        table.do(text)
    except (IllegalAction, ValueError) as exc:
        if wanted is not None and wanted.lower() in str(exc).lower():
            return None
        expected = f"; expected a refusal containing {wanted!r}" if wanted is not None else ""
        return f"was refused: {exc}{expected}"
    if wanted is not None:
        return f"was accepted; expected a refusal containing {wanted!r}"
    return None


def _unreached(expectations: Sequence[Mapping[str, Any]], stopped: int) -> list[str]:
    late = [e for e in expectations if int(e["after"]) > stopped]
    if not late:
        return []
    return [f"{len(late)} expectation(s) not checked: the scenario stopped at action {stopped}"]


def load_scenario(path: str | Path) -> dict[str, Any]:
    try:
        return tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ScenarioError(f"{path}: cannot read scenario: {exc}") from exc


def run_scenario_file(path: str | Path, resolve: Callable[[str], Game]) -> ScenarioResult:
    return run_scenario(load_scenario(path), resolve, str(path))

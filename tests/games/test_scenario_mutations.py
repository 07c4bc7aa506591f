"""A scenario file with a mistake in it never crashes the runner: seeded mutations of every
built-in game's own scenario files (a setup value of another form or deleted, a top-level key
of another form, an option set to a value of another kind, an action's text garbled) either run
to PASS/FAIL or are refused with a ``ScenarioError``; no other exception escapes
``run_scenario``. (A found crash: Dungeon Fighter's exhausted throw script raised a
RuntimeError out of ``dungeontable scenario run``.)"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest

from dungeontable import games
from dungeontable.core import ScenarioError, run_scenario
from dungeontable.core.scenario import GAME_RAISED, load_scenario

HERE = Path(__file__).parent
GAMES = ("cardrogue", "dungeonfighter", "oots", "rdi")
MUTATIONS = 300
JUNK: tuple[Any, ...] = ("x", -1, 999, [], {}, 0, "", True, 2.5, [1], ["zzz"], {"a": 1})


def leaves(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    items = (
        value.items()
        if isinstance(value, dict)
        else enumerate(value)
        if isinstance(value, list)
        else ()
    )
    for key, child in items:
        yield (*path, key)
        yield from leaves(child, (*path, key))


def mutated(data: dict[str, Any], rng: random.Random) -> tuple[dict[str, Any], str]:
    case = copy.deepcopy(data)
    where = rng.choice(("setup", "setup", "actions", "options", "top"))
    if where == "actions" and case.get("actions"):
        index = rng.randrange(len(case["actions"]))
        words = str(case["actions"][index]).split()
        garble = rng.choice(("value", "extra", "word", "kind"))
        if garble == "value" and len(words) > 1:
            at = rng.randrange(1, len(words))
            words[at] = words[at].split("=")[0] + "=" + rng.choice(("x", "-1", "999", "", "none"))
        elif garble == "extra":
            words.append(rng.choice(("foo=1", "x", "card=zzz", "=", "a=b=c")))
        elif garble == "word":
            words = [rng.choice(("", "end-turn", "pass", "move", "play"))]
        else:
            words = words[:1]
        case["actions"][index] = " ".join(words)
        return case, f"action {index} -> {case['actions'][index]!r}"
    if where == "options":
        fields = msgspec.inspect.type_info(games.get(case["game"]).Options).fields  # type: ignore[attr-defined]
        name = rng.choice(fields).name
        case["options"] = {**case.get("options", {}), name: rng.choice(JUNK)}
        return case, f"option {name} = {case['options'][name]!r}"
    if where == "top":
        key = rng.choice(("seats", "seed", "dice", "setup_dice", "deal"))
        case[key] = rng.choice(JUNK)
        return case, f"{key} = {case[key]!r}"
    paths = list(leaves(case.get("setup", {})))
    if not paths:
        case["seats"] = rng.choice(JUNK)
        return case, f"seats = {case['seats']!r}"
    path = rng.choice(paths)
    parent = case["setup"]
    for key in path[:-1]:
        parent = parent[key]
    if rng.random() < 0.25:
        del parent[path[-1]]
        return case, f"setup {path} deleted"
    parent[path[-1]] = rng.choice(JUNK)
    return case, f"setup {path} = {parent[path[-1]]!r}"


@pytest.mark.parametrize("name", GAMES)
def test_mutated_scenario_files_fail_in_words(name: str) -> None:
    files = sorted((HERE / name / "scenarios").rglob("*.toml"))
    rng = random.Random(f"mutations-{name}")
    for _ in range(MUTATIONS):
        path = rng.choice(files)
        case, change = mutated(load_scenario(path), rng)
        try:
            result = run_scenario(case, games.get, path.name)
        except ScenarioError as refused:
            assert "the game raised" not in str(refused), f"{path.name} with {change}: {refused}"
            continue
        except Exception as exc:  # the defect this test is for
            pytest.fail(f"{path.name} with {change}: {type(exc).__name__}: {exc}")
        assert all(result.failures), (path.name, change)
        raised = [f for f in result.failures if GAME_RAISED in f]
        assert not raised, f"{path.name} with {change}: {raised[0]}"

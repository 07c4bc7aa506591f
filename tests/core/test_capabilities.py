"""``core.GameBase`` and ``core.capabilities``: every optional capability of a game is declared
with a default, reaches the edges through one typed view, and is never looked up by name."""

from __future__ import annotations

import ast
import importlib.util
import inspect
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import msgspec
import pytest

from dungeontable import games
from dungeontable.core import CAPABILITIES, Action, Event, Game, GameBase, capabilities
from dungeontable.core.words import Names

from .toygame import GAME as TOY

SRC = Path(__file__).resolve().parents[2] / "src" / "dungeontable"
EDGES = ("core", "cli", "server", "sim", "report", "bots")
BUILT_IN = ("cardrogue", "oots", "rdi", "dungeonfighter")


class Unhooked(msgspec.Struct, frozen=True):
    value: int = 0


def test_every_capability_has_a_documented_default_on_game_base() -> None:
    declared = {name for name, _ in inspect.getmembers(GameBase)} - set(dir(object))
    assert set(CAPABILITIES) <= declared
    extra = {n for n in declared if not n.startswith("_")} - set(CAPABILITIES)
    assert not extra, f"declare these in CAPABILITIES too: {sorted(extra)}"
    for name in CAPABILITIES:
        assert inspect.getdoc(inspect.getattr_static(GameBase, name)), f"{name} has no docstring"


def test_the_defaults() -> None:
    class Bare(GameBase):
        name, title, min_seats, max_seats = "bare", "Bare", 2, 5

    game = Bare()
    options = Unhooked()
    assert capabilities(game) is game
    assert dict(game.bots) == {}
    assert game.seat_options(options, ["human", "random"]) is options
    assert game.seats_for(options) == (2, 5)
    assert game.View is None
    assert game.open_actions == ()
    assert game.pass_windows == frozenset()
    assert game.no_private_information is False
    assert game.is_undoable(None, Action(), ()) is None
    assert tuple(game.bench_rows()) == ()
    assert game.lint_cards([]) is None
    assert game.card_model is None
    assert game.effect_registry is None
    assert game.card_files == ()
    assert tuple(game.opening(None)) == ()
    assert game.table_clock(options) is None
    action = Action()
    assert game.time_is_up(None, action) is action

    class Scripted(msgspec.Struct, frozen=True):
        rng: Any

    class Script(msgspec.Struct, frozen=True):
        script: tuple[int, ...]

    assert game.script_left(Scripted(Script(()))) == ()
    assert game.script_left(Scripted(Script((3, 1)))) == ("scripted dice left unused: [3, 1]",)
    assert game.script_left(None) == ()  # a state with no generator scripts nothing


def test_a_protocol_only_game_gets_the_defaults() -> None:
    assert not isinstance(TOY, GameBase)
    assert isinstance(TOY, Game)
    seen = capabilities(TOY)
    options = TOY.Options()
    assert isinstance(seen, GameBase)
    assert (seen.name, seen.min_seats, seen.max_seats) == (TOY.name, 2, 4)
    assert dict(seen.bots) == {}
    assert seen.seat_options(options, ["human"]) is options
    assert seen.seats_for(options) == (2, 4)
    assert seen.View is None
    assert seen.open_actions == ()
    assert seen.pass_windows == frozenset()
    assert seen.no_private_information is False
    assert seen.is_undoable(None, Action(), ()) is None
    assert tuple(seen.bench_rows()) == ()
    assert seen.lint_cards([]) is None
    assert seen.table_clock(options) is None
    action = Action()
    assert seen.time_is_up(None, action) is action
    assert seen.card_model is None
    assert seen.effect_registry is None
    assert seen.card_files == ()
    assert tuple(seen.opening(None)) == ()
    state = TOY.setup(options, 2, 1)
    view = TOY.view(state, 0)
    assert seen.render_named(view, Names(("Ann", "Bo"))) == TOY.render(view)


class Marked(Action, frozen=True):
    pass


class Hooked:
    """A protocol-only game (no ``GameBase``) that declares every capability by name."""

    name, title, min_seats, max_seats = "hooked", "Hooked", 1, 3
    bots = {"mine": object}
    View = Unhooked
    open_actions = [Marked]
    pass_windows = ("respond",)
    no_private_information = True
    card_model = Unhooked
    effect_registry = {"op": None}
    card_files = ["a.toml"]

    def seat_options(self, options: Any, kinds: Sequence[str]) -> Any:
        return Unhooked(len(kinds))

    def seats_for(self, options: Any) -> tuple[int, int]:
        return 1, options.value

    def is_undoable(self, before: Any, action: Action, events: Sequence[Event]) -> bool:
        return before == "yes"

    def bench_rows(self) -> list[tuple[str, str]]:
        return [("throws/s", "9")]

    def lint_cards(self, paths: Sequence[Any]) -> list[str]:
        return [f"bad {p}" for p in paths]

    def opening(self, state: Any) -> list[Event]:
        return [Event()] * state

    def render_named(self, view: Any, names: Names) -> str:
        return f"{names(0)} sees {view}"


def test_a_protocol_only_game_keeps_what_it_declares() -> None:
    seen = capabilities(Hooked())  # type: ignore[arg-type]  (not a whole game: hooks only)
    assert dict(seen.bots) == {"mine": object}
    assert seen.seat_options(Unhooked(), ["a", "b"]) == Unhooked(2)
    assert seen.seats_for(Unhooked(7)) == (1, 7)
    assert seen.View is Unhooked
    assert seen.open_actions == (Marked,)
    assert seen.pass_windows == frozenset({"respond"})
    assert seen.no_private_information is True
    assert seen.is_undoable("yes", Marked(), ()) is True
    assert seen.is_undoable("no", Marked(), ()) is False
    assert tuple(seen.bench_rows()) == (("throws/s", "9"),)
    assert seen.lint_cards(["x"]) == ["bad x"]
    assert seen.card_model is Unhooked
    assert seen.effect_registry == {"op": None}
    assert seen.card_files == ("a.toml",)
    assert seen.opening(2) == (Event(), Event())
    assert seen.render_named(7, Names(("Ann",))) == "Ann sees 7"


@pytest.mark.parametrize("name", BUILT_IN)
def test_every_built_in_game_subclasses_game_base(name: str) -> None:
    game = games.get(name)
    assert isinstance(game, GameBase)
    assert capabilities(game) is game


def test_the_built_in_games_overrides_are_seen() -> None:
    rdi, oots = games.get("rdi"), games.get("oots")
    fighter, rogue = games.get("dungeonfighter"), games.get("cardrogue")
    assert capabilities(rdi).seats_for(rdi.Options(max_players=12)) == (2, 12)
    assert "respond" in capabilities(rdi).pass_windows
    assert capabilities(rdi).lint_cards([]) == []
    assert capabilities(oots).pass_windows
    assert capabilities(oots).View is not None
    human = capabilities(oots).seat_options(oots.Options(), ["human", "random"])
    assert human.uniform_windows
    assert capabilities(fighter).no_private_information is True
    assert [t.__name__ for t in capabilities(fighter).open_actions] == ["Throw"]
    assert capabilities(fighter).bench_rows()
    for game in (rdi, oots, fighter, rogue):
        seen = capabilities(game)
        assert "heuristic" in seen.bots
        assert seen.card_model is not None and seen.card_files
    assert capabilities(rogue).no_private_information is False
    assert capabilities(rogue).open_actions == ()


def test_the_example_plugin_game_subclasses_game_base() -> None:
    path = SRC.parents[1] / "examples" / "hoard" / "src" / "goblin_hoard" / "game.py"
    spec = importlib.util.spec_from_file_location("hoard_game_for_capabilities", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # msgspec resolves the structs' annotations through it
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[spec.name]
    hoard = module.GoblinHoard()
    assert isinstance(hoard, GameBase)
    assert "greedy" in capabilities(hoard).bots
    assert capabilities(hoard).View is not None


# --- the guard: no edge looks a capability up on a game object by name -------------------------

GAME_NAMES = {"game", "loaded", "live_game"}
"""Names of variables that hold a game; ``x.game`` (``self.game``, ``live.game``) counts too."""
ALLOWED = {("core/game.py", "_declared"), ("core/game.py", "__getattr__")}
"""``capabilities``' adapter of protocol-only games: the one place a hook is read by name."""


def _holds_a_game(node: ast.expr) -> bool:
    if isinstance(node, ast.Name):
        return node.id in GAME_NAMES
    if isinstance(node, ast.Attribute):
        return node.attr in GAME_NAMES
    return False


def _lookups_by_name(tree: ast.AST) -> list[tuple[str, int]]:
    found: list[tuple[str, int]] = []

    def visit(node: ast.AST, function: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = function
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                inner = child.name
            if (
                isinstance(child, ast.Call)
                and isinstance(child.func, ast.Name)
                and child.func.id in ("getattr", "hasattr")
                and child.args
                and _holds_a_game(child.args[0])
            ):
                found.append((function, child.lineno))
            visit(child, inner)

    visit(tree, "")
    return found


def test_the_guard_sees_a_lookup_on_a_game() -> None:
    code = "def f(game, live):\n    getattr(game, 'x')\n    hasattr(live.game, 'y')\n"
    assert _lookups_by_name(ast.parse(code)) == [("f", 2), ("f", 3)]


def test_no_edge_looks_up_a_game_capability_by_name() -> None:
    offenders = []
    for edge in EDGES:
        for path in sorted((SRC / edge).rglob("*.py")):
            relative = path.relative_to(SRC).as_posix()
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for function, line in _lookups_by_name(tree):
                if (relative, function) not in ALLOWED:
                    offenders.append(f"{relative}:{line}")
    assert not offenders, f"use core.capabilities(game) instead of getattr: {offenders}"

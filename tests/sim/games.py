"""Test games for the simulator, built on the conformance fixture (Gem Grab).

``gemgrab-sim`` adds a ``greedy`` bot level, so runs can compare two levels; ``gemgrab-crashy``
raises on some seeds (when seat 0 still has no point at the sixth turn), to test failure capture;
``gemgrab-heroes`` shows a character per seat in its views (fixed by the seed), for the
per-character statistics.
They are registered only for the tests that ask (``register``), and in Dask workers by the
``RegisterTestGames`` plugin, never globally.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec
from distributed.diagnostics.plugin import WorkerPlugin

from conformance.fixture_game import GemGrab, PlayCard, Roll, State, View
from dungeontable.core import Action, Game, Rng, Transition
from dungeontable.games import REGISTRY


class GreedyBot:
    """Plays its best card when it is worth a point or more, else rolls."""

    level = "greedy"

    def __init__(self, game: Game) -> None:
        self.game = game

    def choose(self, view: Any, legal_actions: Sequence[Action], rng: Rng) -> tuple[Action, Rng]:
        best = max(view.hand, key=lambda card: (card.points, card.id), default=None)
        if best is not None and best.points >= 1:
            return PlayCard(card=best.id), rng
        return Roll(), rng


class SimGem(GemGrab):
    name = "gemgrab-sim"
    title = "Gem Grab with a greedy bot"
    bots = {"greedy": GreedyBot}


class CrashError(RuntimeError):
    pass


class CrashyGem(GemGrab):
    name = "gemgrab-crashy"
    title = "Gem Grab that crashes on some seeds"

    def apply(self, state: State, action: Action) -> Transition:
        if state.turns == 6 and state.scores[0] == 0:
            raise CrashError(f"seat 0 has no point at turn {state.turns}")
        return super().apply(state, action)


HEROES = ("knight", "thief", "mage")


class Hero(msgspec.Struct, frozen=True):
    seat: int
    character: str


class HeroView(View, frozen=True):
    players: tuple[Hero, ...] = ()


class HeroGem(SimGem):
    name = "gemgrab-heroes"
    title = "Gem Grab with a character per seat"

    def view(self, state: State, seat: int | None) -> HeroView:
        base = msgspec.structs.asdict(super().view(state, seat))
        shift = state.rng.seed % len(HEROES)
        seats = range(len(state.hands))
        players = tuple(Hero(s, HEROES[(s + shift) % len(HEROES)]) for s in seats)
        return HeroView(**base, players=players)


TEST_GAMES: tuple[Game, ...] = (SimGem(), CrashyGem(), HeroGem())


def register() -> None:
    """Add the test games to this process's registry (tests use ``registered`` instead)."""
    for game in TEST_GAMES:
        REGISTRY.register(game)


class RegisterTestGames(WorkerPlugin):
    """Registers the test games in every Dask worker process, including restarted ones."""

    name = "dungeontable-test-games"

    def setup(self, worker: Any) -> None:
        register()

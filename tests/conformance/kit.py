"""Which games the conformance kit runs on, and how it finds them.

Every game registered in ``dungeontable.games`` is under test (built-in games and the games of
installed plugin packages), plus the kit's own fixture game (Gem Grab), which is never registered
globally. The self-check games (deliberately broken variants in ``broken_games``) resolve here
too, so a subprocess can load them by name.
"""

from __future__ import annotations

from pathlib import Path

from dungeontable import games
from dungeontable.core import Game

from .fixture_game import GAME as FIXTURE

GOLDEN_DIR = Path(__file__).parent / "golden"


def local_games() -> dict[str, Game]:
    from .broken_games import BROKEN

    return {FIXTURE.name: FIXTURE, **BROKEN}


def kit_names() -> tuple[str, ...]:
    """The games every conformance test is parametrized over: every registered game, built-in
    or from an installed plugin package (``dungeontable.games`` entry points), and the fixture."""
    return (*games.names(), FIXTURE.name)


def golden_names() -> tuple[str, ...]:
    """The games whose golden transcript lives in ``golden/``: the built-in games and the
    fixture. A plugin game keeps its own (``test_golden`` skips it)."""
    return (*games.builtin_names(), FIXTURE.name)


def resolve(name: str) -> Game:
    """A kit game by name: the fixture and broken variants first, then the registry."""
    return local_games().get(name) or games.get(name)


def golden_path(name: str) -> Path:
    return GOLDEN_DIR / f"{name}.txt"

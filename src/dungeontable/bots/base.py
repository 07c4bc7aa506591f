"""The bot contract and the registry of bot levels.

A bot answers a decision from what its seat may know: the seat's *view*, the legal actions and its
own seeded ``Rng``. It never sees the state. ``choose`` is a pure function: it returns the chosen
action and the advanced ``Rng``, so a bot's play replays exactly from its seed.

Levels
------
``random`` is generic and works for every game. A game may offer its own levels (``heuristic``,
tuned bots...) through the ``bots`` capability of its ``Game`` object (``core.GameBase``)::

    class CardRogue(GameBase):
        bots: Mapping[str, BotFactory] = {"heuristic": HeuristicBot}

A *factory* is called with the game and returns a bot: ``factory(game) -> Bot`` (a bot class
whose ``__init__`` takes the game is a factory). Game levels shadow generic levels of the same
name. ``make(level, game_name)`` builds a bot; ``levels(game_name)`` lists what is available.
The protocol is structural: a game's bots need not import this module (games import only
``core`` and ``cards``); they need ``level``, ``choose`` and, optionally, ``uses_view``.

A bot may set ``uses_view = False`` when it never looks at the view (the uniform random bot); the
runner then passes ``None`` instead of computing a view, which keeps simulations fast. A bot's
``level`` names it in seeds and records (see ``runner.bot_rng``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from dungeontable import games
from dungeontable.core import Action, Game, Rng, capabilities


@runtime_checkable
class Bot(Protocol):
    """Chooses one of the legal actions from a view; never sees the state."""

    level: str

    def choose(self, view: Any, legal_actions: Sequence[Action], rng: Rng) -> tuple[Action, Rng]:
        """The chosen action (one of ``legal_actions``) and the advanced ``rng``."""
        ...


BotFactory = Callable[[Game], Bot]


class UnknownBot(KeyError):
    """A bot level that neither the generic registry nor the game provides."""

    def __str__(self) -> str:
        return str(self.args[0])


_GENERIC: dict[str, BotFactory] = {}
_PATTERNS: list[tuple[re.Pattern[str], Callable[[re.Match[str], Game], BotFactory | None]]] = []


def register(level: str, factory: BotFactory) -> None:
    """Add a generic level, available for every game (``random``, ``ismcts-200``...)."""
    _GENERIC[level] = factory


def register_pattern(
    pattern: str, build: Callable[[re.Match[str], Game], BotFactory | None]
) -> None:
    """Add a family of generic levels named by a pattern (``ismcts-<iterations>``,
    ``ismcts-<seconds>s``): ``build(match, game)`` makes the factory, or ``None`` when the name
    does not fit (numbers out of range, a part the game lacks). ``levels`` lists only the
    registered names; ``is_level`` and ``make`` accept the whole family."""
    _PATTERNS.append((re.compile(pattern), build))


def game_levels(game: Game) -> Mapping[str, BotFactory]:
    """The levels a game provides itself (its ``bots`` capability)."""
    return capabilities(game).bots


def levels(game_name: str) -> tuple[str, ...]:
    """Every bot level available for a registered game, sorted."""
    return levels_for(games.get(game_name))


def levels_for(game: Game) -> tuple[str, ...]:
    """Every bot level available for a ``Game`` object, sorted."""
    return tuple(sorted(set(_GENERIC) | set(game_levels(game))))


def make(level: str, game_name: str) -> Bot:
    """A new bot of ``level`` for ``game_name``; raises ``UnknownBot`` naming the levels offered."""
    return make_for(level, games.get(game_name))


def _factory(level: str, game: Game) -> BotFactory | None:
    found = game_levels(game).get(level) or _GENERIC.get(level)
    if found is not None:
        return found
    for pattern, build in _PATTERNS:
        match = pattern.fullmatch(level)
        if match is not None:
            return build(match, game)
    return None


def is_level(level: str, game: Game) -> bool:
    """Whether ``level`` names a bot for ``game``: one of ``levels_for(game)`` or a member of a
    registered family (``ismcts-500``, ``ismcts-2.5s``)."""
    return _factory(level, game) is not None


def make_for(level: str, game: Game) -> Bot:
    """Like ``make`` but for a ``Game`` object (used by tests with unregistered games)."""
    factory = _factory(level, game)
    if factory is None:
        offered = ", ".join(levels_for(game))
        raise UnknownBot(
            f"no bot level {level!r} for {game.name}; available levels: {offered} "
            "(search bots take any budget: ismcts-<iterations> or ismcts-<seconds>s)"
        )
    return factory(game)


def uses_view(bot: Bot) -> bool:
    """Whether the runner must compute a view for this bot (default: yes)."""
    return bool(getattr(bot, "uses_view", True))


def level_of(bot: Bot) -> str:
    """The level name of a bot (its ``level`` attribute, else its class name)."""
    return str(getattr(bot, "level", None) or type(bot).__name__)

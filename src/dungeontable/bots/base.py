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


def register(level: str, factory: BotFactory) -> None:
    """Add a generic level, available for every game (``random``, later ``ismcts``)."""
    _GENERIC[level] = factory


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


def make_for(level: str, game: Game) -> Bot:
    """Like ``make`` but for a ``Game`` object (used by tests with unregistered games)."""
    factory = game_levels(game).get(level) or _GENERIC.get(level)
    if factory is None:
        offered = ", ".join(levels_for(game))
        raise UnknownBot(f"no bot level {level!r} for {game.name}; available levels: {offered}")
    return factory(game)


def uses_view(bot: Bot) -> bool:
    """Whether the runner must compute a view for this bot (default: yes)."""
    return bool(getattr(bot, "uses_view", True))


def level_of(bot: Bot) -> str:
    """The level name of a bot (its ``level`` attribute, else its class name)."""
    return str(getattr(bot, "level", None) or type(bot).__name__)

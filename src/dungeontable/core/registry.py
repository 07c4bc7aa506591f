"""The game registry: edges find games by name here, never by importing a game directly.

Two kinds of games: *built-in* ones, registered in code (``register``, ``register_lazy``), and
*plugins*, which a registry asks its ``plugins`` source for the first time it needs a name it does
not know (``dungeontable.games`` reads the ``dungeontable.games`` entry-point group of the
installed packages). Both are imported lazily, on first use. A built-in game always wins a name:
a plugin with a taken name is left out with a ``PluginWarning``. A plugin that cannot be imported
stays listed and raises ``BrokenGame`` (a sentence naming its package and the cause) when asked
for, so one broken package does not hide the other games.
"""

from __future__ import annotations

import importlib
import threading
import warnings
from collections.abc import Callable, Iterable
from typing import NamedTuple

from .game import Game


class UnknownGame(KeyError):
    """A game name that is not registered."""

    def __str__(self) -> str:
        return str(self.args[0])


class BrokenGame(UnknownGame):
    """A plugin game that is listed but cannot be loaded (import error, no valid ``GAME``)."""


class PluginWarning(UserWarning):
    """A plugin game left out: its name is taken by a built-in game or an earlier plugin."""


class Plugin(NamedTuple):
    """A game another package provides: ``module`` defines the game as ``attr`` (``GAME``)."""

    name: str
    module: str
    attr: str = "GAME"
    source: str = "a plugin"
    """Who provides it, for messages: the distribution and its version (``my-game 0.1.0``)."""


def _checked(module: str, attr: str) -> Game:
    """``module.attr``, imported, if it implements the ``Game`` protocol."""
    game = getattr(importlib.import_module(module), attr, None)
    if game is None:
        raise TypeError(f"{module} defines no {attr}")
    if not isinstance(game, Game):
        raise TypeError(f"{module}.{attr} does not implement the Game protocol")
    return game


class Registry:
    """Name -> game, with games imported lazily from their module path on first use.

    ``plugins`` (optional) lists the plugin games; it is called once, the first time the registry
    needs a name it was not given in code (``names()``, or ``get`` of an unknown name), and again
    after ``rescan()``.
    """

    def __init__(self, plugins: Callable[[], Iterable[Plugin]] | None = None) -> None:
        self._games: dict[str, Game] = {}
        self._lazy: dict[str, str] = {}
        self._source = plugins
        self._plugins: dict[str, Plugin] | None = None
        self._problems: tuple[str, ...] = ()
        self._lock = threading.Lock()

    def register(self, game: Game) -> None:
        self._games[game.name] = game

    def register_lazy(self, name: str, module: str) -> None:
        """``module`` must define ``GAME``; it is imported the first time ``name`` is asked for."""
        self._lazy[name] = module

    # --- plugins ------------------------------------------------------------------------------

    def _scanned(self) -> dict[str, Plugin]:
        """The plugin games (scanned once), without those whose name a built-in game has."""
        if self._plugins is None:
            with self._lock:
                if self._plugins is None:
                    self._plugins, self._problems = self._scan()
                    for problem in self._problems:
                        warnings.warn(problem, PluginWarning, stacklevel=4)
        return self._plugins

    def _scan(self) -> tuple[dict[str, Plugin], tuple[str, ...]]:
        found: dict[str, Plugin] = {}
        problems: list[str] = []
        for plugin in self._source() if self._source is not None else ():
            if plugin.name in self._lazy or plugin.name in self._games:
                problems.append(
                    f"plugin game {plugin.name!r} from {plugin.source} is ignored: a built-in "
                    f"game has that name (rename the plugin's entry point)"
                )
            elif plugin.name in found:
                problems.append(
                    f"plugin game {plugin.name!r} from {plugin.source} is ignored: "
                    f"{found[plugin.name].source} provides a game of that name already"
                )
            else:
                found[plugin.name] = plugin
        return found, tuple(problems)

    def rescan(self) -> None:
        """Forget the plugins found so far (and the plugin games loaded): the next look-up asks
        the ``plugins`` source again (after installing a package in a running process)."""
        with self._lock:
            for name in self._plugins or ():
                self._games.pop(name, None)
            self._plugins = None
            self._problems = ()

    def problems(self) -> tuple[str, ...]:
        """Sentences about plugins left out (a name taken by a built-in game or another plugin)."""
        self._scanned()
        return self._problems

    def origin(self, name: str) -> str:
        """``built-in``, or the plugin's source (``my-game 0.1.0``); ``UnknownGame`` otherwise."""
        if name in self._lazy or (name in self._games and name not in (self._plugins or {})):
            return "built-in"
        plugin = self._scanned().get(name)
        if plugin is None:
            raise self._unknown(name)
        return plugin.source

    # --- look-up ------------------------------------------------------------------------------

    def builtin_names(self) -> tuple[str, ...]:
        """The games registered in code, without plugins."""
        plugins = self._plugins or {}
        return tuple(sorted({n for n in self._games if n not in plugins} | set(self._lazy)))

    def names(self) -> tuple[str, ...]:
        return tuple(sorted(set(self._games) | set(self._lazy) | set(self._scanned())))

    def _unknown(self, name: str) -> UnknownGame:
        return UnknownGame(f"unknown game {name!r}; registered games: {', '.join(self.names())}")

    def get(self, name: str) -> Game:
        if name in self._games:
            return self._games[name]
        module = self._lazy.get(name)
        if module is not None:
            game = _checked(module, "GAME")
        else:
            plugin = self._scanned().get(name)
            if plugin is None:
                raise self._unknown(name)
            game = self._load_plugin(plugin)
        self._games[name] = game
        return game

    def _load_plugin(self, plugin: Plugin) -> Game:
        where = f"{plugin.module}:{plugin.attr}"
        try:
            game = _checked(plugin.module, plugin.attr)
        except Exception as exc:
            raise BrokenGame(
                f"plugin game {plugin.name!r} from {plugin.source} cannot be loaded "
                f"({where}): {type(exc).__name__}: {exc}"
            ) from exc
        if game.name != plugin.name:
            raise BrokenGame(
                f"plugin game {plugin.name!r} from {plugin.source} cannot be loaded: {where} is "
                f"named {game.name!r} (the entry point's name must be the game's name)"
            )
        return game

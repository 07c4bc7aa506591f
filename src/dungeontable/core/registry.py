"""The game registry: edges find games by name here, never by importing a game directly."""

from __future__ import annotations

import importlib

from .game import Game


class UnknownGame(KeyError):
    """A game name that is not registered."""

    def __str__(self) -> str:
        return str(self.args[0])


class Registry:
    """Name -> game, with games imported lazily from their module path on first use."""

    def __init__(self) -> None:
        self._games: dict[str, Game] = {}
        self._lazy: dict[str, str] = {}

    def register(self, game: Game) -> None:
        self._games[game.name] = game

    def register_lazy(self, name: str, module: str) -> None:
        """``module`` must define ``GAME``; it is imported the first time ``name`` is asked for."""
        self._lazy[name] = module

    def names(self) -> tuple[str, ...]:
        return tuple(sorted(set(self._games) | set(self._lazy)))

    def get(self, name: str) -> Game:
        if name not in self._games:
            module = self._lazy.get(name)
            if module is None:
                raise UnknownGame(
                    f"unknown game {name!r}; registered games: {', '.join(self.names())}"
                )
            game = getattr(importlib.import_module(module), "GAME", None)
            if game is None:
                raise TypeError(f"{module} defines no GAME")
            if not isinstance(game, Game):
                raise TypeError(f"{module}.GAME does not implement the Game protocol")
            self._games[name] = game
        return self._games[name]

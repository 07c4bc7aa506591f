"""The registry of games. Edges reach games only through ``get(name)``."""

from __future__ import annotations

from dungeontable.core import Game, Registry

REGISTRY = Registry()
REGISTRY.register_lazy("cardrogue", "dungeontable.games.cardrogue")
REGISTRY.register_lazy("oots", "dungeontable.games.oots")
REGISTRY.register_lazy("rdi", "dungeontable.games.rdi")
REGISTRY.register_lazy("dungeonfighter", "dungeontable.games.dungeonfighter")


def get(name: str) -> Game:
    return REGISTRY.get(name)


def names() -> tuple[str, ...]:
    return REGISTRY.names()

"""The registry of games. Edges reach games only through ``get(name)``.

Built-in games are registered below. Installed packages add games through the entry-point group
``dungeontable.games`` (``name = "package.module"``; the module defines ``GAME``), with no edit
here: ``docs/adding-a-game.md`` walks through one. A built-in game keeps its name against a
plugin (which is left out with a ``PluginWarning``); a plugin that cannot be imported is listed
and raises ``BrokenGame`` when asked for.
"""

from __future__ import annotations

from collections.abc import Iterator
from importlib.metadata import entry_points

from dungeontable.core import Game, Plugin, Registry

ENTRY_POINT_GROUP = "dungeontable.games"


def installed_plugins() -> Iterator[Plugin]:
    """The games installed packages declare in the ``dungeontable.games`` entry-point group, in
    ``sys.path`` order (``importlib.metadata`` finds each package's ``entry_points.txt``)."""
    for entry in entry_points(group=ENTRY_POINT_GROUP):
        module, _, attr = entry.value.partition(":")
        dist = entry.dist
        source = f"{dist.name} {dist.version}" if dist is not None else "an installed package"
        yield Plugin(entry.name, module.strip(), attr.strip() or "GAME", source)


REGISTRY = Registry(plugins=installed_plugins)
REGISTRY.register_lazy("cardrogue", "dungeontable.games.cardrogue")
REGISTRY.register_lazy("oots", "dungeontable.games.oots")
REGISTRY.register_lazy("rdi", "dungeontable.games.rdi")
REGISTRY.register_lazy("dungeonfighter", "dungeontable.games.dungeonfighter")


def get(name: str) -> Game:
    return REGISTRY.get(name)


def names() -> tuple[str, ...]:
    """Every game: the built-in ones and the installed plugins."""
    return REGISTRY.names()


def builtin_names() -> tuple[str, ...]:
    """The games of this package (golden transcripts, pinned digests and rule maps cover them)."""
    return REGISTRY.builtin_names()


def origin(name: str) -> str:
    """``built-in`` or the plugin's package and version (``dungeontable-hoard 0.1.0``)."""
    return REGISTRY.origin(name)


def problems() -> tuple[str, ...]:
    """Plugins left out, in words (a name a built-in game or an earlier plugin has)."""
    return REGISTRY.problems()

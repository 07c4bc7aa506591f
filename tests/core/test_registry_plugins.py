"""Plugin games in the registry: found lazily, built-in names win, broken plugins reported."""

from __future__ import annotations

import sys
import types
from collections.abc import Iterable

import pytest

from dungeontable.core import BrokenGame, Plugin, PluginWarning, Registry, UnknownGame

from .toygame import GAME, ToyGame

TOY = ToyGame.__module__


class Source:
    """A plugin source that counts how often the registry asks it."""

    def __init__(self, *plugins: Plugin) -> None:
        self.plugins = list(plugins)
        self.calls = 0

    def __call__(self) -> Iterable[Plugin]:
        self.calls += 1
        return list(self.plugins)


def test_a_plugin_game_is_listed_and_loaded_on_first_use() -> None:
    source = Source(Plugin("toy", TOY, "GAME", "toy-game 1.0"))
    registry = Registry(plugins=source)
    registry.register_lazy("cards", "nowhere.cards")
    assert source.calls == 0, "the plugins are not looked for before a name is needed"
    assert registry.get("toy") is GAME
    assert registry.names() == ("cards", "toy")
    assert registry.builtin_names() == ("cards",)
    assert registry.origin("toy") == "toy-game 1.0"
    assert registry.origin("cards") == "built-in"
    assert source.calls == 1, "scanned once"


def test_a_built_in_game_keeps_its_name_with_a_warning() -> None:
    source = Source(Plugin("toy", "nowhere.impostor", "GAME", "impostor 0.1"))
    registry = Registry(plugins=source)
    registry.register(GAME)
    with pytest.warns(PluginWarning, match="'toy' from impostor 0.1 is ignored: a built-in game"):
        assert registry.names() == ("toy",)
    assert registry.get("toy") is GAME
    assert registry.origin("toy") == "built-in"
    assert registry.problems() == (
        "plugin game 'toy' from impostor 0.1 is ignored: a built-in game has that name "
        "(rename the plugin's entry point)",
    )


def test_of_two_plugins_with_one_name_the_first_wins() -> None:
    first = Plugin("toy", TOY, "GAME", "toy-game 1.0")
    second = Plugin("toy", "nowhere.other", "GAME", "other-toy 2.0")
    registry = Registry(plugins=Source(first, second))
    with pytest.warns(PluginWarning, match="other-toy 2.0 is ignored: toy-game 1.0 provides"):
        assert registry.get("toy") is GAME


def test_a_plugin_that_fails_to_import_is_listed_and_reported_in_words() -> None:
    registry = Registry(plugins=Source(Plugin("ghost", "no_such_module_x", "GAME", "ghost 0.3")))
    assert registry.names() == ("ghost",)
    with pytest.raises(BrokenGame) as caught:
        registry.get("ghost")
    assert str(caught.value) == (
        "plugin game 'ghost' from ghost 0.3 cannot be loaded (no_such_module_x:GAME): "
        "ModuleNotFoundError: No module named 'no_such_module_x'"
    )
    assert isinstance(caught.value, UnknownGame)  # edges treat it as a game they cannot offer
    assert registry.names() == ("ghost",), "still listed (as broken), not dropped"


def test_a_plugin_module_must_define_its_game_under_the_entry_points_name(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    empty = types.ModuleType("fake_plugin_empty")
    renamed = types.ModuleType("fake_plugin_renamed")
    renamed.CUSTOM = GAME  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, empty.__name__, empty)
    monkeypatch.setitem(sys.modules, renamed.__name__, renamed)
    registry = Registry(
        plugins=Source(
            Plugin("empty", empty.__name__, "GAME", "e 1"),
            Plugin("zap", renamed.__name__, "CUSTOM", "r 1"),
        )
    )
    with pytest.raises(BrokenGame, match="TypeError: fake_plugin_empty defines no GAME"):
        registry.get("empty")
    with pytest.raises(BrokenGame, match=r"fake_plugin_renamed:CUSTOM is named 'toy'"):
        registry.get("zap")


def test_rescan_finds_newly_installed_plugins_and_forgets_removed_ones() -> None:
    source = Source()
    registry = Registry(plugins=source)
    with pytest.raises(UnknownGame, match=r"unknown game 'toy'; registered games: $"):
        registry.get("toy")
    source.plugins.append(Plugin("toy", TOY, "GAME", "toy-game 1.0"))
    assert registry.names() == ()
    registry.rescan()
    assert registry.get("toy") is GAME
    source.plugins.clear()
    registry.rescan()
    assert registry.names() == ()
    with pytest.raises(UnknownGame):
        registry.get("toy")

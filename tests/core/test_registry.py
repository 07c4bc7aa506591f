"""The game registry: eager and lazy registration, clear errors."""

from __future__ import annotations

import sys
import types

import pytest

from dungeontable.core import Game, Registry, UnknownGame

from .toygame import GAME, ToyGame


def test_registered_games_are_found_by_name() -> None:
    registry = Registry()
    registry.register(GAME)
    assert registry.get("toy") is GAME
    assert registry.names() == ("toy",)
    assert isinstance(GAME, Game)


def test_lazy_games_are_imported_on_first_use() -> None:
    registry = Registry()
    registry.register_lazy("zapper", ToyGame.__module__)
    assert registry.names() == ("zapper",)
    assert registry.get("zapper") is GAME
    assert registry.get("zapper") is GAME


def test_unknown_game_lists_the_registered_ones() -> None:
    registry = Registry()
    registry.register(GAME)
    registry.register_lazy("cards", "nowhere.cards")
    with pytest.raises(UnknownGame) as info:
        registry.get("chess")
    assert str(info.value) == "unknown game 'chess'; registered games: cards, toy"
    assert isinstance(info.value, KeyError)


def test_a_lazy_module_must_define_a_game(monkeypatch: pytest.MonkeyPatch) -> None:
    empty = types.ModuleType("fake_no_game")
    broken = types.ModuleType("fake_bad_game")
    broken.GAME = object()  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "fake_no_game", empty)
    monkeypatch.setitem(sys.modules, "fake_bad_game", broken)
    registry = Registry()
    registry.register_lazy("none", "fake_no_game")
    registry.register_lazy("bad", "fake_bad_game")
    with pytest.raises(TypeError, match="fake_no_game defines no GAME"):
        registry.get("none")
    with pytest.raises(TypeError, match=r"fake_bad_game\.GAME does not implement"):
        registry.get("bad")

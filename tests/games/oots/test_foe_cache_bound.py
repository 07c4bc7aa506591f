"""The foes' facts remembered on the catalog stay bounded over long simulations, and a cleared
memo gives the same games (it is a pure function of the Monster ids)."""

from __future__ import annotations

import pytest

from dungeontable.bots.runner import play_game
from dungeontable.games.oots import GAME
from dungeontable.games.oots.catalog import load_catalog
from dungeontable.games.oots.combat import modifiers


def test_the_foe_memo_never_outgrows_its_limit_and_games_do_not_change(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    options = GAME.Options()
    unbounded = [play_game(GAME, options, ["random"] * 4, seed) for seed in range(3)]
    catalog = load_catalog()
    catalog.foe_cache.clear()
    monkeypatch.setattr(modifiers, "FOE_CACHE_LIMIT", 2)
    bounded = [play_game(GAME, options, ["random"] * 4, seed) for seed in range(3)]
    assert len(catalog.foe_cache) <= 2
    assert bounded == unbounded

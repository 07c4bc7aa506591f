"""The Shortening's variants are offered where options are chosen: `dungeontable rules oots` and
the web lobby (both read the rulings of ``options.py``; R314-R316, R353-R359, R360, R361)."""

from __future__ import annotations

import subprocess
import sys

from dungeontable.games.oots import GAME
from dungeontable.server.lobby import game_info

VARIANTS = ("in_medias_res", "no_turning_back", "backstories", "timed_minutes", "new_shticks")
RULINGS = ("no_turning_back_drop", "backstory_reveal", "kitchen_sink_starters")


def test_the_lobby_offers_every_variant_with_its_choices() -> None:
    info = game_info(GAME)
    kinds = {r["option"]: r["kind"] for r in info["rulings"]}
    for name in VARIANTS:
        assert kinds[name] == "variant", name
    for name in RULINGS:
        assert kinds[name] == "ruling", name
    assert sorted(info["choices"]["new_shticks"]) == ["kitchen_sink", "nitpicky", "none"]
    assert info["choices"]["backstories"] == [False, True]
    assert info["choices"]["expansion"] == ["none", "shortening"]
    assert info["ranges"]["timed_minutes"] == {"min": 0, "max": 600}


def test_the_rules_listing_names_each_variant_and_its_section() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "dungeontable.cli", "rules", "oots"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    for name in (*VARIANTS, *RULINGS, "timed_round_minutes"):
        assert f"\n{name} = " in out, name
    assert "Rulebook: The Shortening, Backstory Cards" in out
    assert "Rulebook: The Shortening, New Shticks, The Kitchen Sink Method" in out

"""The characters for people (issue 16 "Also"): ``dungeontable rules rdi`` and the lobby list every
house character with its complexity (as the sources state it) and its mechanic in one line; the
option ``characters`` picks a seat's character or, with ``random``, deals it."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from dungeontable import games
from dungeontable.cli import app
from dungeontable.core import OptionError, capabilities
from dungeontable.games.rdi.content import house, roster
from dungeontable.server.lobby import game_info

GAME = games.get("rdi")


def test_every_house_character_is_listed_once_with_its_complexity_and_mechanic() -> None:
    listed = capabilities(GAME).roster
    assert listed is not None
    assert listed.option == "characters"
    assert [e.id for e in listed.entries] == sorted(house().characters)
    by_id = {e.id: e for e in listed.entries}
    assert by_id["fiona"].complexity == "simplest (no special rules in the compendium)"
    assert by_id["fiona"].mechanic == "no special rules: a deck of its own"
    assert by_id["generic_brawler"].complexity == (
        "simplest (a house character with no special rules)"
    )
    assert by_id["cormac"].complexity == "3 (issue 16's grouping; the compendium states none)"
    assert by_id["cormac"].mechanic.startswith("Cormac's Rage Tiles")
    assert by_id["jett"].complexity == "not stated"
    assert by_id["jett"].name == "Jett the Courier"


def test_the_lobby_gets_the_roster_and_a_game_without_characters_none() -> None:
    info = game_info(GAME)["roster"]
    assert info["option"] == "characters"
    assert info["dealt"] == "random"
    assert {"id": "zot", "name": "Zot the Wizard"}.items() <= next(
        e for e in info["entries"] if e["id"] == "zot"
    ).items()
    assert game_info(games.get("oots"))["roster"] is None


def test_rules_rdi_lists_the_characters() -> None:
    result = CliRunner().invoke(app, ["rules", "rdi"])
    assert result.exit_code == 0, result.output
    text = result.output
    assert f"Characters ({len(house().characters)})" in text
    assert "Cormac the Mighty (cormac)\n  Complexity: 3 (issue 16's grouping;" in text
    assert (
        "Zot the Wizard (zot)\n  Complexity: simplest (no special rules in the compendium)\n"
        in text
    )
    assert "  Mechanic: no special rules: a deck of its own" in text
    assert "--option characters=a,b,..." in text


def test_picked_seats_keep_their_character_and_random_seats_are_dealt_others() -> None:
    options = GAME.Options(characters=("fiona", "random", "zot", "random"))
    for seed in range(12):
        seats = [s.character for s in GAME.setup(options, 4, seed).seats]
        assert seats[0] == "fiona" and seats[2] == "zot"
        assert seats[1] != seats[3]
        assert {seats[1], seats[3]} <= set(roster()) - {"fiona", "zot"}
    dealt = {GAME.setup(options, 4, seed).seats[1].character for seed in range(12)}
    assert len(dealt) > 1  # really dealt, not a fixed pick


def test_an_unknown_pick_names_the_dealt_word() -> None:
    with pytest.raises(OptionError, match=r"unknown character\(s\) \['nobody'\].*random = dealt"):
        GAME.setup(GAME.Options(characters=("nobody", "random")), 2, 1)

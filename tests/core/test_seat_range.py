"""``core.seat_range``: a game's table-size option reaches every edge that checks seat counts."""

from __future__ import annotations

import re

import pytest

from dungeontable import games
from dungeontable.cli.arguments import parse_seats
from dungeontable.cli.errors import UserError
from dungeontable.core import seat_range
from dungeontable.server.lobby import LobbyError, check_seats
from dungeontable.sim.spec import SpecError, make_spec

RDI = games.get("rdi")
BIG = RDI.Options(max_players=16)


def test_a_game_without_the_hook_takes_its_fixed_range() -> None:
    card_rogue = games.get("cardrogue")
    assert seat_range(card_rogue, card_rogue.Options()) == (1, 4)


def test_rdi_takes_2_to_8_by_default_and_up_to_max_players_with_the_option() -> None:
    assert seat_range(RDI) == (2, 8)
    assert seat_range(RDI, RDI.Options()) == (2, 8)
    assert seat_range(RDI, BIG) == (2, 16)


def test_sim_refuses_ten_seats_by_default_and_takes_them_with_max_players() -> None:
    with pytest.raises(SpecError, match="takes 2-8 seats; 10 bots given"):
        make_spec("rdi", RDI.Options(), ["random"] * 10)
    spec = make_spec("rdi", BIG, ["random"] * 10)
    assert len(spec.bots) == 10


def test_cli_and_lobby_follow_the_option() -> None:
    with pytest.raises(UserError, match="takes 2-8 seats; --seats names 10"):
        parse_seats(RDI, ",".join(["random"] * 10), RDI.Options())
    assert len(parse_seats(RDI, ",".join(["random"] * 10), BIG)) == 10
    with pytest.raises(LobbyError, match="takes 2-8 seats; 10 were given"):
        check_seats(RDI, ["random"] * 10, RDI.Options())
    assert len(check_seats(RDI, ["random"] * 10, BIG)) == 10


def test_a_ten_seat_rdi_game_plays_under_max_players_16() -> None:
    state = RDI.setup(BIG, 10, 7)
    assert len(state.seats) == 10


def test_a_match_of_ten_follows_the_table_size_option() -> None:
    """``Match`` (play, replay, saved games) checks seats with the options, as setup does."""
    from dungeontable.core import Match

    with pytest.raises(ValueError, match="takes 2-8 seats, got 10"):
        Match(RDI, RDI.Options(), ["random"] * 10, 1)
    ten = RDI.Options(max_players=10)
    match = Match(RDI, ten, ["random"] * 10, 1)
    assert match.decision is not None and len(match.record.seats) == 10
    with pytest.raises(ValueError, match="takes 2-10 seats, got 11"):
        Match(RDI, ten, ["random"] * 11, 1)


def test_play_and_bench_take_ten_seats_with_max_players() -> None:
    from typer.testing import CliRunner

    from dungeontable.cli import app

    seats = ",".join(["random"] * 10)
    runner = CliRunner()
    played = runner.invoke(
        app, ["play", "rdi", "--option", "max_players=10", "--seats", seats, "--seed", "1"]
    )
    assert played.exit_code == 0, played.output
    last = played.output.splitlines()[-1]  # the game's own words: who won, why, the scores
    found = re.fullmatch(
        r"Random bot (\d+) is the last one standing in the Red Dragon Inn and wins\. "
        r"Scores: (.*)\.",
        last,
    )
    assert found, last  # (the seeded winner is not pinned: rule changes may move it)
    scores = dict(re.findall(r"Random bot (\d+) ([01])(?:,|$)", found.group(2)))
    assert len(scores) == 10 and [bot for bot, s in scores.items() if s == "1"] == [found[1]]
    benched = runner.invoke(
        app, ["bench", "rdi", "--option", "max_players=10", "--seats", "10", "--games", "2"]
    )
    assert benched.exit_code == 0, benched.output
    refused = runner.invoke(app, ["bench", "rdi", "--seats", "10", "--games", "2"])
    assert refused.exit_code != 0 and "takes 2-8 seats" in refused.output

"""``core.seat_range``: a game's table-size option reaches every edge that checks seat counts."""

from __future__ import annotations

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

"""Bad option values and combinations are one-line usage errors (exit 2), never tracebacks, on
every edge that starts a game: ``play`` (with ``--seats`` or its default seats), ``sim`` (with
``--bots``/``--seats``) and ``bench``; a table of ten plays under ``max_players`` (R-2.7)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from dungeontable.cli import app
from dungeontable.core import OptionError
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.options import Options
from dungeontable.sim.spec import SpecError, make_spec

BAD = [
    (["--option", "boss=12"], "option boss=12: the table has 2 seats, so boss is 0..1"),
    (["--option", "teams=0+5"], "option teams=0+5: the table has 2 seats, numbered 0..1"),
    (["--option", "characters=gog"], "option characters names 1 for 2 seats (one each)"),
    (["--option", "characters=gog,nobody"], "option characters: unknown character(s) ['nobody']"),
    (["--option", "max_players=17"], "bad value '17' for option max_players"),
    (["--option", "boss=0", "--option", "teams=0+1"], "give boss or teams, not both"),
]


@pytest.mark.parametrize(("words", "message"), BAD, ids=[w[-1] for w, _ in BAD])
def test_play_refuses_a_bad_option_in_one_line(words: list[str], message: str) -> None:
    result = CliRunner().invoke(
        app, ["play", "rdi", "--seats", "random,random", "--seed", "1", *words]
    )
    assert result.exit_code == 2, result.output
    errors = [line for line in result.output.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and message in errors[0], result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize("command", ["sim", "bench"])
def test_sim_and_bench_refuse_a_boss_past_the_table(command: str, tmp_path: object) -> None:
    words = [command, "rdi", "--games", "1", "--option", "boss=5"]
    if command == "sim":
        words += ["--db", f"sqlite:///{tmp_path}/runs.db", "--no-progress"]
    result = CliRunner().invoke(app, words)
    assert result.exit_code == 2, result.output
    assert "option boss=5: the table has 4 seats, so boss is 0..3" in result.output


def test_setup_and_sim_spec_raise_option_errors() -> None:
    with pytest.raises(OptionError, match="takes 2-8 players, got 9"):
        GAME.setup(Options(), 9, 1)
    with pytest.raises(OptionError, match="boss=3: the table has 3 seats"):
        GAME.setup(Options(boss=3), 3, 1)
    with pytest.raises(SpecError, match="teams=0\\+3: the table has 3 seats"):
        make_spec("rdi", Options(teams="0+3"), ["random"] * 3)


def test_ten_seats_with_bots_under_max_players_ten() -> None:
    """R-2.7: ``--bots`` with ``--seats 10`` is refused by default, played with the option."""
    runner = CliRunner()
    refused = runner.invoke(app, ["bench", "rdi", "--seats", "10", "--games", "1"])
    assert refused.exit_code == 2 and "takes 2-8 seats" in refused.output
    state = GAME.setup(Options(max_players=10), 10, 4)
    assert len(state.seats) == 10
    assert {s.gold for s in state.seats} == {12}  # 12 Gold with seven or more


def test_the_lobby_refuses_a_boss_past_the_table() -> None:
    """The web lobby checks the same combination when the table is created, not when it
    starts."""
    from dungeontable.server.lobby import LobbyError, NewMatch, new_match_row

    request = NewMatch(game="rdi", options={"boss": 3}, seats=["random"] * 3)
    with pytest.raises(LobbyError, match="option boss=3: the table has 3 seats"):
        new_match_row(request)
    assert new_match_row(NewMatch(game="rdi", options={"boss": 2}, seats=["random"] * 3))

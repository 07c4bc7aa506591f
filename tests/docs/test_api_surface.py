"""The public API as docs/api.md promises it, met by an outside examiner who reads no source:
refusals that say what was wrong, in the same exception for every game."""

from __future__ import annotations

import pytest

from dungeontable import games
from dungeontable.core import Driver, OptionError, Rng, check_seat


def test_a_seed_that_is_no_whole_number_is_refused_in_words() -> None:
    with pytest.raises(TypeError, match=r"a seed is a whole number \(an int\), not 'x'"):
        Rng.from_seed("x")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"not 7\.5"):
        Rng.from_seed(7.5)  # type: ignore[arg-type]
    assert Rng.from_seed(-1) == Rng.from_seed(2**64 - 1)  # read modulo 2^64, as documented


@pytest.mark.parametrize("name", ["cardrogue", "dungeonfighter"])
def test_setup_refuses_a_bad_seed_and_seat_count_in_words(name: str) -> None:
    game = games.get(name)
    with pytest.raises(TypeError, match="a seed is a whole number"):
        game.setup(None, 2, "x")  # type: ignore[arg-type]
    with pytest.raises(OptionError, match=f"takes 1.*{game.max_seats + 1}"):
        game.setup(None, game.max_seats + 1, 1)


@pytest.mark.parametrize("name", ["cardrogue", "dungeonfighter", "oots", "rdi"])
def test_a_seat_count_that_is_no_whole_number_is_refused_in_words(name: str) -> None:
    import numpy as np

    game = games.get(name)
    for seats in ("2", 2.0, True, None):
        with pytest.raises(
            TypeError,
            match=f"seats is the number of players, a whole number such as 2; got {seats!r}",
        ):
            game.setup(None, seats, 1)  # type: ignore[arg-type]
    assert game.setup(None, np.int64(2), 1) == game.setup(None, 2, 1)  # a learning agent's int


def test_check_seat_names_the_seats_there_are() -> None:
    check_seat(None, 2)
    check_seat(0, 2)
    check_seat(1, 2)
    for seat in (2, -1, True, "1"):
        with pytest.raises(ValueError, match=r"a view is for a seat 0-1 or None"):
            check_seat(seat, 2)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["cardrogue", "dungeonfighter", "oots", "rdi"])
def test_a_view_for_a_seat_the_table_lacks_is_refused(name: str) -> None:
    game = games.get(name)
    state = game.setup(None, 2, 3)
    assert game.view(state, 1).seat == 1
    assert game.view(state, None).seat is None
    for seat in (2, 5, -1):
        with pytest.raises(ValueError, match=f"no seat {seat} at this table"):
            game.view(state, seat)


@pytest.mark.parametrize("name", ["cardrogue", "dungeonfighter", "oots", "rdi"])
def test_a_driver_without_a_setup_table_points_at_driver_start(name: str) -> None:
    game = games.get(name)
    with pytest.raises(TypeError, match=r"reads a \[setup\] table \(a mapping\), not None"):
        Driver.from_scenario(game, None, seats=2)  # type: ignore[arg-type]
    dealt = Driver.start(game, None, seats=2, seed=5)
    assert dealt.legal() == [a.to_text() for a in game.legal_actions(game.setup(None, 2, 5))]


ENDED = {  # a seed whose random game ends within a few hundred steps
    "cardrogue": (1, 11, 600),
    "dungeonfighter": (2, 11, 200),
    "rdi": (2, 11, 400),
}


@pytest.mark.parametrize("name", sorted(ENDED))
def test_an_action_after_the_end_is_refused_naming_it_as_not_legal_now(name: str) -> None:
    import random

    from dungeontable.core import IllegalAction

    game = games.get(name)
    seats, seed, steps = ENDED[name]
    seats = max(seats, game.min_seats)
    state, last, pick = game.setup(None, seats, seed), None, random.Random(seed)
    for _ in range(steps):
        if game.decision(state) is None:
            break
        last = pick.choice(game.legal_actions(state))
        state = game.apply(state, last).state
    assert game.decision(state) is None and last is not None
    assert game.legal_actions(state) == ()
    with pytest.raises(IllegalAction) as refused:
        game.apply(state, last)
    said = str(refused.value).replace("not allowed now", "not legal now")
    assert said.startswith(f"{last.to_text()} is not legal now")
    assert "the game is over" in said


def test_told_refusal_writes_the_throws_on_offer_the_short_way() -> None:
    from dungeontable.core import IllegalAction, told_refusal

    game = games.get("dungeonfighter")
    state = game.setup(None, 1, 1)
    state = game.apply(state, "move-to room=b").state
    while game.decision(state) is not None and game.decision(state).kind != "throw":  # type: ignore[union-attr]
        state = game.apply(state, game.legal_actions(state)[0]).state
    with pytest.raises(IllegalAction) as refused:
        game.apply(state, "continue")
    long, short = str(refused.value), told_refusal(game, refused.value)
    assert 'weapons=[] charm=""' in long
    assert short.startswith("continue is not legal now (throw). Allowed now: throw die=")
    assert 'weapons=[] charm=""' not in short
    for text in short.split("Allowed now: ")[1].split("; "):
        assert game.apply(state, text).events  # each short form reads as a legal action


@pytest.mark.parametrize("name", ["cardrogue", "dungeonfighter", "oots", "rdi"])
def test_options_of_the_wrong_kind_are_refused_in_words(name: str) -> None:
    game = games.get(name)
    other = games.get("oots" if name == "cardrogue" else "cardrogue").Options()
    with pytest.raises(OptionError, match="not a Options of another game"):
        game.setup(other, 2, 1)
    with pytest.raises(OptionError, match=r"a mapping of option names to values.*not a str"):
        game.setup("tiebreak=gold", 2, 1)  # type: ignore[arg-type]
    assert game.setup(game.Options(), 2, 1) == game.setup(None, 2, 1)


@pytest.mark.parametrize("name", ["cardrogue", "dungeonfighter", "oots", "rdi"])
def test_apply_given_no_action_says_what_it_takes(name: str) -> None:
    game = games.get(name)
    state = game.setup(None, 2, 1)
    for wrong in (42, None, ["roll-die"]):
        with pytest.raises(TypeError, match="apply takes an action or its text form"):
            game.apply(state, wrong)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["cardrogue", "dungeonfighter", "oots", "rdi"])
def test_a_match_acted_on_by_text_keeps_a_record_that_replays(name: str) -> None:
    from dungeontable.core import Match, read_record, replay

    game = games.get(name)
    match = Match(game, None, ["Ann", "Bob"], 4)
    for _ in range(6):
        match.act(game.legal_actions(match.state)[-1].to_text())
    record = read_record(match.to_json())
    assert all(isinstance(raw, dict) for raw in record.actions)
    steps = list(replay(game, record))
    assert len(steps) == 6 and steps[-1].state == match.state


@pytest.mark.parametrize("name", ["cardrogue", "dungeonfighter", "oots", "rdi"])
def test_play_game_takes_options_as_setup_does(name: str) -> None:
    from dungeontable.bots.runner import play_game

    game = games.get(name)
    bots = ["random"] * max(2, game.min_seats)
    played = play_game(game, game.Options(), bots, 3, turn_cap=40)
    assert play_game(game, None, bots, 3, turn_cap=40) == played
    assert play_game(game, {}, bots, 3, turn_cap=40) == played


def test_an_open_action_off_the_list_is_checked_by_apply_alone() -> None:
    import msgspec

    from dungeontable.core import capabilities

    game = games.get("dungeonfighter")
    assert [kind.kind() for kind in capabilities(game).open_actions] == ["throw"]
    state = game.apply(game.setup(None, 1, 1), "move-to room=b").state
    while game.decision(state).kind != "throw":  # type: ignore[union-attr]
        state = game.apply(state, game.legal_actions(state)[0]).state
    listed = game.legal_actions(state)[0]
    flick = msgspec.structs.replace(listed.throw, aim_x=37)  # type: ignore[attr-defined]
    off_the_list = msgspec.structs.replace(listed, throw=flick)
    assert off_the_list not in game.legal_actions(state)
    assert game.apply(state, off_the_list).events


def test_a_learning_env_refuses_a_seat_count_when_made() -> None:
    pytest.importorskip("pettingzoo")
    import dungeontable.rl

    with pytest.raises(OptionError, match="Card Rogue takes 1-4 seats, got 9"):
        dungeontable.rl.env("cardrogue", seats=9)
    with pytest.raises(OptionError, match="takes 2-8 seats, got 12"):
        dungeontable.rl.env("rdi", seats=12)
    assert dungeontable.rl.env("rdi", seats=12, max_players=12).possible_agents[-1] == "player_11"


def test_decisions_and_outcomes_have_the_documented_json_form() -> None:
    import json

    from dungeontable.core import Outcome, codec

    game = games.get("cardrogue")
    state = game.setup(None, 2, 1)
    assert json.loads(codec.encode(game.decision(state))) == {
        "seat": 0,
        "kind": "deciding-roll",
        "prompt": "roll the die to decide who starts",
    }
    ended = Outcome(winners=(0,), scores=(1.0, 0.0), reason="exit")
    assert json.loads(codec.encode(ended)) == {
        "winners": [0],
        "scores": [1.0, 0.0],
        "reason": "exit",
    }

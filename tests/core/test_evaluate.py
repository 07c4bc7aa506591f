"""Standings into shares of the win (``core.evaluate.shares``) and each game's ``evaluate``."""

from __future__ import annotations

import math

import pytest
from msgspec.structs import replace

from dungeontable import games
from dungeontable.core import capabilities
from dungeontable.core.evaluate import shares
from dungeontable.core.options import parse_options


def test_equal_standings_share_equally() -> None:
    assert shares([3.0, 3.0, 3.0, 3.0], 2.0) == (0.25, 0.25, 0.25, 0.25)


def test_a_lead_of_one_temperature_is_worth_e_times_the_chance() -> None:
    lead, behind = shares([7.0, 5.0], 2.0)
    assert lead / behind == pytest.approx(math.e)
    assert lead + behind == pytest.approx(1.0)


def test_seats_out_get_nothing_and_the_rest_share() -> None:
    assert shares([9.0, 1.0, 1.0], 1.0, [False, True, True]) == (0.0, 0.5, 0.5)
    assert shares([1.0, 2.0], 1.0, [False, False]) == (0.0, 0.0)


def test_a_temperature_must_be_positive() -> None:
    with pytest.raises(ValueError, match="temperature must be positive, got 0"):
        shares([1.0], 0)


def start(name: str, seats: int, seed: int = 3) -> object:
    game = games.get(name)
    return game.setup(parse_options(game.Options, {}), seats, seed)


@pytest.mark.parametrize(("name", "share"), [("cardrogue", 0.5 / 3), ("rdi", 1 / 3)])
def test_every_seat_stands_alike_at_the_start(name: str, share: float) -> None:
    """Alike, and a whole win shared out (RDI); Card Rogue's unexplored map with the Golem
    unseen is half decided: half a win shared out, the rest nobody's (the turn cap gives none)."""
    state = start(name, 3)
    assert capabilities(games.get(name)).evaluate(state) == pytest.approx((share,) * 3)


def test_card_rogue_counts_victory_points_and_health() -> None:
    state = start("cardrogue", 2)
    one, two = state.players  # type: ignore[attr-defined]
    ahead = replace(state, players=(replace(one, vp=one.vp + 2), two))
    estimate = capabilities(games.get("cardrogue")).evaluate(ahead)
    assert estimate is not None
    assert estimate[0] / estimate[1] == pytest.approx(math.exp(2 / 1.0))  # 2 VP at temperature 1
    hurt = replace(state, players=(replace(one, health=one.health - 10), two))
    low = capabilities(games.get("cardrogue")).evaluate(hurt)
    assert low is not None
    assert low[1] / low[0] == pytest.approx(math.exp(10 * 0.05 / 1.0))  # Health at 0.05 VP each


def test_card_rogue_undecided_runs_out_at_the_turn_cap() -> None:
    """An unexplored map with the Golem unseen: half a win at the start, a quarter halfway
    through the 100 rounds (turn 101 of 200), nothing past the cap (R275: nobody wins)."""
    state = start("cardrogue", 2)
    evaluate = capabilities(games.get("cardrogue")).evaluate
    assert evaluate(state) == pytest.approx((0.25, 0.25))
    assert evaluate(replace(state, turns=101)) == pytest.approx((0.125, 0.125))
    assert evaluate(replace(state, turns=201)) == (0.0, 0.0)


def test_card_rogue_solo_has_no_estimate() -> None:
    assert capabilities(games.get("cardrogue")).evaluate(start("cardrogue", 1)) is None


def test_red_dragon_inn_reads_the_margin_and_who_is_out() -> None:
    state = start("rdi", 3)
    a, b, c = state.seats  # type: ignore[attr-defined]
    changed = replace(
        state,
        seats=(replace(a, alcohol=a.alcohol + 4), b, replace(c, out="passed-out")),
    )
    estimate = capabilities(games.get("rdi")).evaluate(changed)
    assert estimate is not None
    assert estimate[2] == 0.0
    assert estimate[1] / estimate[0] == pytest.approx(math.e)  # 4 Alcohol at temperature 4


def test_red_dragon_inn_teams_play_rollouts_out() -> None:
    game = games.get("rdi")
    state = game.setup(parse_options(game.Options, {"teams": "0+2,1+3"}), 4, 1)
    assert capabilities(game).evaluate(state) is None


def test_oots_counts_points_so_far_and_the_way_to_more() -> None:
    """Points (R290-R293), the shticks short of the Lair minimum (R268), saved Monsters as the
    trade-in they would buy (R193), the Lich's death (R293, R296), Wounds: the weights fitted
    on heuristic games (evaluate.py)."""
    from dungeontable.games.oots.common.scoring import score

    state = start("oots", 3)
    points = [score(state, seat) for seat in range(3)]  # type: ignore[arg-type]
    assert points == [5, 4, 5]  # the starting shticks (seed 3)
    assert state.min_shticks == 8  # type: ignore[attr-defined]
    # every seat has 4 shticks of the Lair's 8: half of 5.3 points on top of the points
    evaluate = capabilities(games.get("oots")).evaluate
    assert evaluate(state) == pytest.approx(shares([7.65, 6.65, 7.65], 5.6))
    one, two, three = state.players  # type: ignore[attr-defined]
    changed = replace(
        state,
        players=(
            replace(one, wounds=2),  # 0.6 a Wound: 7.65 - 1.2
            # 2 + 3 X buy one draw (R193): 0.9 of its point and its Lair share 5.3 / 8
            replace(two, saved=("troll", "pit_fiend_wannabe")),
            replace(three, killed_xykon=True),  # 2 a floor (3 floors) and 5.2: 7.65 + 11.2
        ),
    )
    assert evaluate(changed) == pytest.approx(
        shares([6.45, 6.65 + 0.9 * (1 + 5.3 / 8), 18.85], 5.6)
    )


def test_dungeon_fighter_gives_the_party_one_chance() -> None:
    state = start("dungeonfighter", 3)
    heroes = state.heroes  # type: ignore[attr-defined]
    assert capabilities(games.get("dungeonfighter")).evaluate(state) == pytest.approx(
        (0.5 / 3,) * 3
    )  # full health, at the door: half the chance
    hurt = replace(state, heroes=(replace(heroes[0], hp=0), *heroes[1:]))
    estimate = capabilities(games.get("dungeonfighter")).evaluate(hurt)
    assert estimate == pytest.approx(((18 / 27) * 0.5 / 3,) * 3)


def test_dungeon_fighter_searches_throw_with_the_skill_model() -> None:
    """A person's seat under physics (skill human) is played out by the calibrated model at the
    skill their noise stands for; every seat's throws by the surrogate, never physics."""
    game = games.get("dungeonfighter")
    options = parse_options(game.Options, {"skills": ["human", "expert"], "human_noise": "novice"})
    state = game.setup(options, 2, 1)
    searched = capabilities(game).for_search(state)
    assert searched.options.resolver == "surrogate"  # type: ignore[attr-defined]
    assert searched.options.skills == ("novice", "expert")  # type: ignore[attr-defined]
    assert replace(searched, options=state.options) == state  # type: ignore[type-var]
    flick = game.setup(
        parse_options(game.Options, {"skills": ["human"], "human_noise": "flick"}), 1, 1
    )
    assert capabilities(game).for_search(flick).options.skills == ("average",)  # type: ignore[attr-defined]


def test_other_games_search_the_determinization_itself() -> None:
    state = start("rdi", 2)
    assert capabilities(games.get("rdi")).for_search(state) is state

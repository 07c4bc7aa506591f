"""Backing down (R123-R127, AMB-23), the final boss (R117-R122), scoring and ratings
(R128-R135, AMB-24, AMB-25), the loss (R077-R078)."""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from dungeontable.games.dungeonfighter.rules.scoring import TOP_RATING, rating, score
from dungeontable.games.dungeonfighter.rules.tower import start_boss

from .conftest import GAME, act, build, kinds, legal_texts


def test_backing_down_costs_one_hit_point_each_and_redraws() -> None:
    """R124-R126: the card goes under its tier and is known there; a new one is drawn."""
    state = build({"monster": "cute_bear"})
    tier = state.tower[0]
    state, events = act(state, "back-down")
    assert [h.hp for h in state.heroes] == [8, 8, 8]
    assert state.fight.monster == tier[0] and state.tower[0] == (*tier[1:], "cute_bear")
    assert state.known_bottom[0] == 1 and kinds(events)[0] == "backed-down"
    assert GAME.view(state, 0).state.tower[0][-1] == "cute_bear"


def test_back_down_only_before_the_first_throw() -> None:
    """AMB-23: the Cute Bear's Crossbow Shot allows backing down, until the first throw."""
    state = build({"monster": "cute_bear", "throws": ["1"]})
    assert "back-down" in legal_texts(state)
    state, _ = act(state, "throw die=red")
    assert "back-down" not in legal_texts(state)


def test_amb53_back_down_only_against_a_specific_throw_requirement() -> None:
    """R123 (L486-488) / AMB-53: the Goblin demands nothing, so there is nothing to back down
    from; in a dangerous room (the Crypt's room C: Two-bounce Shot), facing the Cute Bear
    (Crossbow Shot) or under ``back_down_against=always`` the party may."""
    assert "back-down" not in legal_texts(build({"monster": "goblin"}))
    crypt_c = {"floors": ["crypt", "cellar", "hollow_halls_boss_floor"], "room": "c"}
    assert "back-down" in legal_texts(build({"monster": "goblin", **crypt_c}))
    assert "back-down" in legal_texts(build({"monster": "goblin"}, back_down_against="always"))
    assert "back-down" in legal_texts(build({"monster": "cute_bear"}))


def test_a_lone_card_returned_draws_from_the_next_tier() -> None:
    """R126: the only card of its tier goes back; the next monster comes from the tier below."""
    state = build({"monster": "cute_bear"})
    state = replace(state, tower=((), *state.tower[1:]))
    second = state.tower[1][0]
    state, _ = act(state, "back-down")
    assert state.fight.monster == second and state.tower[0] == ("cute_bear",)


def test_never_back_down_from_the_final_boss() -> None:
    state = build({"monster": "goblin"})
    state, _ = start_boss(replace(state, fight=None))
    assert "back-down" not in legal_texts(state) and state.boss_revealed is True


def test_defeating_the_final_boss_wins_and_scores() -> None:
    """R122 / R128-R134."""
    state = build(
        {"monster": "goblin", "throws": ["10/special"], "chest_gold": 5, "chest_bonus": 2}
    )
    state, _ = start_boss(replace(state, fight=None, boss="grand_goblin_emperor"))
    state, events = act(state, "throw die=blue")
    assert state.result == "won" and GAME.decision(state) is None
    # 3 players + 5 // 2 gold pairs + 2 x 2 bonus dice + 5 no scar + 5 easy = 19
    ended = events[-1]
    assert (ended.kind(), ended.score, ended.rating) == ("game-ended", 19, "Wannabe Heroes")
    outcome = GAME.outcome(state)
    assert outcome.winners == (0, 1, 2) and outcome.scores == (19.0, 19.0, 19.0)


def test_score_counts_scars_and_eliminations() -> None:
    """R131 / R133 / R134 / AMB-25: -1 per scar on any sheet, -5 per eliminated hero, no +5."""
    state = build({"chest_gold": 0, "chest_bonus": 0}, difficulty="insane")
    heroes = (
        replace(state.heroes[0], scars=("red", "blue"), eliminated=True),
        replace(state.heroes[1], scars=("green",)),
        state.heroes[2],
    )
    state = replace(state, heroes=heroes, scars_given=3)
    assert score(state) == 3 + 15 - 3 - 5


@pytest.mark.parametrize(
    ("points", "name"),
    [(-3, "Lame Ducks"), (0, "Lame Ducks"), (1, "Inept Optimists"), (10, "Insubordinate Rascals"),
     (11, "Rookie Adventurers"), (20, "Wannabe Heroes"), (25, "Average Warriors"),
     (30, "Skilled Champions"), (35, "Epic Sourcebook Readers"), (36, "Epic Sourcebook Writers"),
     (40, "Epic Sourcebook Writers"), (41, TOP_RATING)],
)  # fmt: skip
def test_rating_bands(points: int, name: str) -> None:
    """R135 / AMB-24."""
    assert rating(points) == name


def test_all_heroes_fainted_loses() -> None:
    """R077: a solo hero at 1 hp misses a damage-1 monster."""
    state = build({"monster": "goblin", "throws": ["off"], "hp": [1]}, seats=1)
    state, events = act(state, "throw die=red")
    assert state.result == "lost" and GAME.outcome(state).winners == ()
    assert kinds(events)[-1] == "game-ended"


def test_a_lone_hero_passes_the_dice_to_himself() -> None:
    """AMB-06."""
    state = build({"monster": "goblin", "throws": ["1"]}, seats=1)
    state, _ = act(state, "throw die=red")
    assert state.fight.holder == 0 and state.fight.dice == ("blue", "green")

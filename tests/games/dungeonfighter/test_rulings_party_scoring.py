"""Ruling options AMB-24, AMB-25, AMB-26, AMB-35 (and the others about the party between
fights): each setting with the exact outcome it gives."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.games.dungeonfighter.rules import maintenance, rooms, scoring
from dungeontable.games.dungeonfighter.rules.party import with_hero
from dungeontable.games.dungeonfighter.state import Maintenance, State

from .conftest import build


def _eliminated(state: State, hero: int) -> State:
    h = replace(state.heroes[hero], eliminated=True, hp=0, scars=("red", "blue"))
    return with_hero(state, hero, h)


def test_amb24_forty_points_are_writers_or_the_top_rating() -> None:
    """3 heroes + 18 gold // 2 + 2 x 9 bonus dice + 5 (no scar) + 5 (easy) = 40 points."""
    for at_40, rating in (("writers", "Epic Sourcebook Writers"), ("top", scoring.TOP_RATING)):
        state = build({"monster": "goblin", "chest_gold": 18, "chest_bonus": 9}, rating_at_40=at_40)
        assert scoring.score(state) == 40
        state, events = scoring.win(state)
        assert [(e.score, e.rating) for e in events] == [(40, rating)]
    assert scoring.rating(41) == scoring.rating(40, top_at=40) == scoring.TOP_RATING


def test_amb26_the_shop_shows_one_card_per_standing_hero_or_per_hero() -> None:
    for size, shown in (("standing_heroes", 5), ("all_heroes", 6)):
        state = _eliminated(build({}, shop_size=size), 2)
        state = replace(state, phase="maintenance", maintenance=Maintenance(step="room"))
        state, events = rooms.open_shop(state)
        assert len(state.maintenance.shop) == shown
        assert [len(e.cards) for e in events] == [shown]


def test_amb35_an_eliminated_leader_hands_the_token_left_or_right() -> None:
    """Hero 0 leads and faints with two scars: he is eliminated in Maintenance (R101)."""
    for side, leader in (("left", 1), ("right", 2)):
        state = build({"monster": "goblin", "leader": 0, "fainted": [0]}, new_leader=side)
        state = with_hero(state, 0, replace(state.heroes[0], scars=("red", "blue")))
        state = replace(state, phase="maintenance", maintenance=Maintenance(step="scars"))
        state, events = maintenance.advance(state)
        assert state.heroes[0].eliminated and state.leader == leader
        assert [e.hero for e in events if e.kind() == "leader-changed"] == [leader]

"""Ruling options AMB-24, AMB-25, AMB-26, AMB-35 (and the others about the party between
fights): each setting with the exact outcome it gives."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event
from dungeontable.games.dungeonfighter.party import with_hero
from dungeontable.games.dungeonfighter.rules import maintenance, scoring
from dungeontable.games.dungeonfighter.state import Maintenance, State

from .conftest import GAME, build


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
        state, events = maintenance.open_shop(state)
        assert len(state.maintenance.shop) == shown
        assert [len(e.cards) for e in events] == [shown]


def test_amb35_an_eliminated_leader_hands_the_token_left_or_right() -> None:
    """Hero 0 leads and faints with two scars: he is eliminated in Maintenance (R101)."""
    for side, leader in (("left", 1), ("right", 2)):
        state = build({"monster": "goblin", "leader": 0, "fainted": [0]}, new_leader=side)
        state = with_hero(state, 0, replace(state.heroes[0], scars=("red", "blue")))
        state = replace(state, phase="maintenance", maintenance=Maintenance(step="scars"))
        events: list[Event] = []
        state = GAME.flow.advance(state, events)  # Maintenance runs on to its first choice
        assert state.heroes[0].eliminated and state.leader == leader
        assert [e.hero for e in events if e.kind() == "leader-changed"] == [leader]


def test_amb19_counterblow_answers_only_attacks_or_the_party_defeat_penalty_too() -> None:
    """Option B (R052) against the goblin (7 hp, level I): hero 0 wears a Thorn Buckler."""
    from .conftest import act

    for rule, hp in (("attacks", 7), ("all_damage", 6)):
        state = build({"monster": "goblin", "equipment": [["thorn_buckler"]], "chest_bonus": 0},
                      counterblow=rule)  # fmt: skip
        state = replace(state, fight=replace(state.fight, holder=-1, dice=()))
        state, events = act(state, "suffer-defeat")
        assert [h.hp for h in state.heroes] == [8, 8, 8]
        assert state.fight.hp == hp
        assert [e.amount for e in events if e.kind() == "monster-damaged"] == [7 - hp] * (hp < 7)


def test_amb25_a_lost_game_scores_nothing_or_its_points() -> None:
    from dungeontable.games.dungeonfighter.game import DungeonFighter

    game = DungeonFighter()
    for on_loss, points in ((False, 0.0), (True, 3 + 1 + 2 + 5 + 5.0)):
        state = build({"chest_gold": 2, "chest_bonus": 1}, score_on_loss=on_loss)
        state = replace(state, result="lost", reason="every hero fainted", phase="over")
        assert game.outcome(state).scores == (points,) * 3


def test_amb25_an_eliminated_heros_scars_count_or_not() -> None:
    """Hero 2 eliminated (two scars): -5 for the elimination, and -2 for his scars or not."""
    for counted, points in ((True, 3 + 1 + 2 + 5 + 5 - 5 - 2), (False, 3 + 1 + 2 + 5 + 5 - 5)):
        state = _eliminated(build({"chest_gold": 2, "chest_bonus": 1}, eliminated_scars=counted), 2)
        assert scoring.score(state) == points


def test_amb27_gains_are_capped_by_the_supply_or_never() -> None:
    """Goldfinga's Pickpocket (2 gold) with 1 gold left in the supply."""
    from .conftest import act

    for finite, (chest, supply) in ((True, (3, 0)), (False, (4, 0))):
        state = build({"heroes": ["goldfinga", "torm", "randolph"], "monster": "goblin",
                       "throws": ["off/special"]}, finite_supply=finite)  # fmt: skip
        state = replace(state, supply_gold=1)
        state, _ = act(state, "throw die=blue")
        assert (state.chest_gold, state.supply_gold) == (chest, supply)

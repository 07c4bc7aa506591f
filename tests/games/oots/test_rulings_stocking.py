"""Ruling options of stocking new battles and of scoring (A14, A56, A57, A54, A64).

Each test plays one small position under the proposed ruling and under the alternative reading
and asserts the exact, different outcomes.
"""

from __future__ import annotations

from typing import Any

from dungeontable.games.oots.actions import PlaceMonster, Step, StopMoving
from dungeontable.games.oots.common.scoring import team_scores, winners
from dungeontable.games.oots.state import State

from .conftest import act, position

FLOORS = [
    {
        "floor": 1,
        "left": 0,
        "rooms": ["empty_storeroom", "dusty_corridor", "damp_cellar", "boring_hallway"],
        "up": 0,
    }
]


def two_players(roy: dict[str, Any], haley: dict[str, Any], **extra: Any) -> dict[str, Any]:
    roy = {"character": "roy", "at": [1, 0], "hand": [], **roy}
    return {"floors": FLOORS, "players": [roy, {"character": "haley", **haley}], **extra}


def enter_room(state: State) -> State:
    state, _ = act(state, Step(floor=1, pos=1), StopMoving())
    return state


def test_a56_two_players_place_up_to_the_size_or_always_two_first_cards() -> None:
    setup = two_players(
        {}, {"hand": ["kobold_skirmisher", "kinda_wimpy_goblin", "headless_zombie"]}
    )
    state = enter_room(position(setup, seats=2))
    state, _ = act(state, PlaceMonster(card="kobold_skirmisher"))
    assert state.floors[1].room(1).monsters == ("kobold_skirmisher",)
    assert (state.phase, state.battle is not None) == ("shtick", True)
    state = enter_room(position(setup, seats=2, two_player_first_cards="always_two"))
    state, _ = act(state, PlaceMonster(card="kobold_skirmisher"))
    assert (state.phase, state.stocking is not None) == ("stock", True)
    state, _ = act(state, PlaceMonster(card="headless_zombie"))
    assert state.floors[1].room(1).monsters == ("kobold_skirmisher", "headless_zombie")
    assert (state.phase, state.players[1].hand) == ("shtick", ("kinda_wimpy_goblin",))


def test_a57_two_players_redraw_until_a_monster_or_only_once() -> None:
    deck = ["get_angry"] * 7 + ["kobold_skirmisher"] * 7
    setup = two_players(
        {"hand": ["kinda_wimpy_goblin"]}, {"hand": ["the_kobold_and_the_brave"]}, battle_deck=deck
    )
    state = enter_room(position(setup, seats=2))
    assert (state.phase, state.stocking.cursor) == ("stock", 1)  # type: ignore[union-attr]
    assert state.players[1].hand == ("kobold_skirmisher",) * 7
    state = enter_room(position(setup, seats=2, two_player_redraw="once"))
    assert (state.phase, state.stocking.cursor) == ("stock", 0)  # type: ignore[union-attr]
    assert state.players[1].hand == ("get_angry",) * 7
    state, _ = act(state, PlaceMonster(card="kinda_wimpy_goblin"))
    assert state.floors[1].room(1).monsters == ("kinda_wimpy_goblin",)


def test_a14_a_new_unique_discards_the_copy_in_play_or_is_itself_discarded() -> None:
    # Nale is Unique; the copy entering play is the same card (id "nale")
    setup = two_players(
        {}, {"hand": ["nale", "kinda_wimpy_goblin"]}, monsters=[{"at": [1, 3], "cards": ["nale"]}]
    )
    state = position(setup, seats=2)
    state, _ = act(enter_room(state), PlaceMonster(card="nale"))
    assert state.floors[1].room(3).monsters == ()
    assert state.floors[1].room(1).monsters == ("nale",)
    assert state.battle_discard[-1] == "nale"
    state = position(setup, seats=2, unique_discarded="new")
    state, _ = act(enter_room(state), PlaceMonster(card="nale"))
    assert state.floors[1].room(3).monsters == ("nale",)
    assert state.battle_discard[-1] == "nale"  # the new copy: the one in play stays (above)
    assert (state.phase, state.players[1].hand) == ("stock", ("kinda_wimpy_goblin",))
    state, _ = act(state, PlaceMonster(card="kinda_wimpy_goblin"))
    assert state.floors[1].room(1).monsters == ("kinda_wimpy_goblin",)


def test_a54_go_team_crests_score_once_per_team_or_once_per_member() -> None:
    players = [
        {
            "character": "roy",
            "stash": ["starmetal_chunk", "talisman_of_dorukan"],  # Roy 2; 1 crest
            "shticks": ["roy_greenhilt_sword"],
        },
        {
            "character": "haley",
            "stash": ["shiny_gold_coins"],  # Haley 1
            "shticks": ["haley_dagger_in_the_boot"],
        },
        {
            "character": "elan",
            "stash": ["shiny_gold_coins", "relic_of_the_order"],  # Haley 1; 1 crest
            "shticks": ["elan_rapier_flourish"],
        },
        {"character": "belkar", "stash": [], "shticks": ["belkar_stabby_stabby"]},
    ]
    state = position({"players": players}, seats=4, go_team=True)
    # Roy and Elan: Starmetal Chunk 2 + crests 1 + 1 (Shiny Gold Coins: no portrait of
    # theirs), 2 shticks; Haley and Belkar: Shiny Gold Coins 1, 2 shticks
    assert team_scores(state) == (6, 3, 6, 3)
    state = position({"players": players}, seats=4, go_team=True, go_team_crests="per_member")
    assert team_scores(state) == (8, 3, 8, 3)  # crests 2 x 2 members


def test_a64_a_three_way_tie_uses_the_tie_breaks_or_is_shared() -> None:
    players = [{"left": 1}, {"left": 0}, {}]
    state = position({"players": players}, seats=3)
    assert winners(state, (5, 5, 5)) == (1,)  # the earliest exit
    assert winners(state, (5, 5, 4)) == (1,)
    state = position({"players": players}, seats=3, multiway_ties="shared")
    assert winners(state, (5, 5, 5)) == (0, 1, 2)
    assert winners(state, (5, 5, 4)) == (1,)  # two tied: the rulebook's tie-break

"""Ruling options of stocking new battles and of scoring (A14, A56, A57, A54, A64).

Each test plays one small position under the proposed ruling and under the alternative reading
and asserts the exact, different outcomes.
"""

from __future__ import annotations

from typing import Any

from msgspec.structs import replace

from dungeontable.games.oots.actions import PlaceMonster, Step, StopMoving
from dungeontable.games.oots.deck import cards_of, register_cards
from dungeontable.games.oots.rules.scoring import team_scores, winners
from dungeontable.games.oots.state import State

from .conftest import act, position

FLOORS = [{"floor": 1, "left": 0, "rooms": ["room1", "room2", "room3", "room4"], "up": 0}]


def two_players(roy: dict[str, Any], haley: dict[str, Any], **extra: Any) -> dict[str, Any]:
    roy = {"character": "roy", "at": [1, 0], "hand": [], **roy}
    return {"floors": FLOORS, "players": [roy, {"character": "haley", **haley}], **extra}


def enter_room(state: State) -> State:
    state, _ = act(state, Step(floor=1, pos=1), StopMoving())
    return state


def test_a56_two_players_place_up_to_the_size_or_always_two_first_cards() -> None:
    setup = two_players({}, {"hand": ["kobold", "goblin", "zombie"]})
    state = enter_room(position(setup, seats=2))
    state, _ = act(state, PlaceMonster(card="kobold"))
    assert state.floors[1].room(1).monsters == ("kobold",)
    assert (state.phase, state.battle is not None) == ("shtick", True)
    state = enter_room(position(setup, seats=2, two_player_first_cards="always_two"))
    state, _ = act(state, PlaceMonster(card="kobold"))
    assert (state.phase, state.stocking is not None) == ("stock", True)
    state, _ = act(state, PlaceMonster(card="zombie"))
    assert state.floors[1].room(1).monsters == ("kobold", "zombie")
    assert (state.phase, state.players[1].hand) == ("shtick", ("goblin",))


def test_a57_two_players_redraw_until_a_monster_or_only_once() -> None:
    deck = ["angry"] * 7 + ["kobold"] * 7
    setup = two_players({"hand": ["goblin"]}, {"hand": ["brave"]}, battle_deck=deck)
    state = enter_room(position(setup, seats=2))
    assert (state.phase, state.stocking.cursor) == ("stock", 1)  # type: ignore[union-attr]
    assert state.players[1].hand == ("kobold",) * 7
    state = enter_room(position(setup, seats=2, two_player_redraw="once"))
    assert (state.phase, state.stocking.cursor) == ("stock", 0)  # type: ignore[union-attr]
    assert state.players[1].hand == ("angry",) * 7
    state, _ = act(state, PlaceMonster(card="goblin"))
    assert state.floors[1].room(1).monsters == ("goblin",)


def _unique_set() -> str:
    cs = cards_of("test")
    nale = replace(cs.monsters["kobold"], id="nale", name="Nale", unique=True)
    monsters = {**cs.monsters, "nale": nale, "nale_2": replace(nale, id="nale_2")}
    register_cards("test-unique-rulings", replace(cs, monsters=monsters))
    return "test-unique-rulings"


def test_a14_a_new_unique_discards_the_copy_in_play_or_is_itself_discarded() -> None:
    setup = two_players(
        {}, {"hand": ["nale_2", "goblin"]}, monsters=[{"at": [1, 3], "cards": ["nale"]}]
    )
    state = position(setup, seats=2, cardset=_unique_set())
    state, _ = act(enter_room(state), PlaceMonster(card="nale_2"))
    assert state.floors[1].room(3).monsters == ()
    assert state.floors[1].room(1).monsters == ("nale_2",)
    assert state.battle_discard[-1] == "nale"
    state = position(setup, seats=2, cardset=_unique_set(), unique_discarded="new")
    state, _ = act(enter_room(state), PlaceMonster(card="nale_2"))
    assert state.floors[1].room(3).monsters == ("nale",)
    assert state.battle_discard[-1] == "nale_2"
    assert (state.phase, state.players[1].hand) == ("stock", ("goblin",))
    state, _ = act(state, PlaceMonster(card="goblin"))
    assert state.floors[1].room(1).monsters == ("goblin",)


def test_a54_go_team_crests_score_once_per_team_or_once_per_member() -> None:
    players = [
        {"character": "roy", "stash": ["roy_ring", "crown"], "shticks": ["roy_sword"]},
        {"character": "haley", "stash": ["haley_bow"], "shticks": ["haley_sword"]},
        {"character": "elan", "stash": ["haley_bow", "gem"], "shticks": ["elan_sword"]},
        {"character": "belkar", "stash": [], "shticks": ["belkar_sword"]},
    ]
    state = position({"players": players}, seats=4, go_team=True)
    assert team_scores(state) == (8, 3, 8, 3)  # Roy Ring 2 + crests 3 + 1, 2 shticks
    state = position({"players": players}, seats=4, go_team=True, go_team_crests="per_member")
    assert team_scores(state) == (12, 3, 12, 3)  # crests 4 x 2 members


def test_a64_a_three_way_tie_uses_the_tie_breaks_or_is_shared() -> None:
    players = [{"left": 1}, {"left": 0}, {}]
    state = position({"players": players}, seats=3)
    assert winners(state, (5, 5, 5)) == (1,)  # the earliest exit
    assert winners(state, (5, 5, 4)) == (1,)
    state = position({"players": players}, seats=3, multiway_ties="shared")
    assert winners(state, (5, 5, 5)) == (0, 1, 2)
    assert winners(state, (5, 5, 4)) == (1,)  # two tied: the rulebook's tie-break

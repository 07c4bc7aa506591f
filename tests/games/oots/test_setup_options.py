"""Bad option combinations are one-line usage errors (exit 2), and the scenario ``[setup]``
keys of SCENARIOS.md: a character override brings its own cards, unknown keys are named,
the collapse countdown and the turn's flags can be set (R005, R281, R297, R306, A66)."""

from __future__ import annotations

from typing import Any

import pytest
from typer.testing import CliRunner

from dungeontable.cli import app
from dungeontable.core import OptionError
from dungeontable.games.oots import GAME
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.scenario import check_places

from .conftest import position

CASES = {
    ("--option", "length=weekend"): "takes 5-6 seats with these options; name them with --seats",
    ("--option", "length=weekend", "--seats", "human,random"): "takes 5-6 seats; --seats names 2",
    ("--option", "go_team=true", "--seats", "human,random,random,random,random"): (
        "Go Team needs 4 or 6 players"
    ),
    ("--option", "me_and_my_shadow=true", "--seats", "human,random,random,random"): (
        "takes 2-3 seats; --seats names 4"
    ),
    (
        "--option",
        "length=weekend",
        "--option",
        "me_and_my_shadow=true",
        "--seats",
        "human,random",
    ): ("these options allow no table size (5 seats at least, 3 at most)"),
}


@pytest.mark.parametrize("args", list(CASES), ids=lambda a: " ".join(a))
def test_a_bad_option_combination_is_a_one_line_usage_error(args: tuple[str, ...]) -> None:
    result = CliRunner().invoke(app, ["play", "oots", *args], input="")
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, lines
    assert lines[0].startswith("error: ")
    assert CASES[args] in lines[0]


def test_setup_refuses_a_table_the_options_do_not_allow() -> None:
    with pytest.raises(OptionError, match="A66"):
        GAME.setup(Options(length="weekend"), 4, 1)
    with pytest.raises(OptionError, match="2-6 players, not 7"):
        GAME.setup(Options(), 7, 1)
    wx = Options(expansion="shortening", wandering_xykon=True, xykon_not_home=True)
    with pytest.raises(OptionError, match="Wandering Xykon leaves in the box"):
        GAME.setup(wx, 2, 1)  # it ended the game after the first turn (no Lich in the Lair)
    assert GAME.setup(Options(length="weekend", weekend_any_seats=True), 2, 1).floors_count == 5


def test_seats_for_follows_the_options() -> None:
    assert GAME.seats_for(Options()) == (2, 6)
    assert GAME.seats_for(Options(length="weekend")) == (5, 6)
    assert GAME.seats_for(Options(length="weekend", weekend_any_seats=True)) == (2, 6)
    assert GAME.seats_for(Options(go_team=True)) == (4, 6)
    assert GAME.seats_for(Options(me_and_my_shadow=True)) == (2, 3)


def test_a_character_override_brings_that_characters_cards() -> None:
    cs = cards_of("base")
    state = position({"players": [{"character": "durkon"}, {"character": "vaarsuvius"}]}, 2)
    for seat, name in ((0, "durkon"), (1, "vaarsuvius")):
        pl = state.players[seat]
        own = cs.shtick_decks[name]
        starting = [s for s in own if cs.shticks[s].starting]
        assert pl.character == name
        assert list(pl.shticks) == starting[:3]  # R005: the first three red ones in play
        assert sorted((*pl.shticks, *pl.deck)) == sorted(own)  # the fourth back in the deck
        assert len(pl.deck) == 17
        assert pl.flipped == (False, False, False)
    assert set(state.npcs) == {"roy", "haley", "elan", "belkar"}  # R003: nobody plays them


def test_listed_shticks_and_deck_win_over_the_characters_own() -> None:
    raw: dict[str, Any] = {"character": "elan", "shticks": ["elan_hide"], "deck": []}
    pl = position({"players": [raw]}, 2).players[0]
    assert (pl.character, pl.shticks, pl.deck, pl.flipped) == ("elan", ("elan_hide",), (), (False,))


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        ({"colapse": True}, "setup: unknown key(s) ['colapse']"),
        ({"players": [{"wound": 1}]}, "players[0]: unknown key(s) ['wound']"),
        ({"this_turn": {"mooved": True}}, "this_turn: unknown key(s) ['mooved']"),
        ({"rooms": [{"at": [0, 0], "monster": []}]}, "rooms[0]: unknown key(s) ['monster']"),
        ({"floors": [{"floor": 1, "room": []}]}, "floors[0]: unknown key(s) ['room']"),
        ({"phase": "battles"}, "setup: unknown phase 'battles'"),
        ({"players": [{"character": "xykon"}]}, "unknown character 'xykon'"),
        ({"loot": [{"at": [1, 0], "cards": []}]}, "loot[0]: no room at [1, 0]"),
        ({"turn": 4}, "setup: turn 4 is not a seat (0-1)"),
        ({"players": [{"wounds": 9}]}, "wounds 9 above max_wounds"),
        ({"lich_killer": 2}, "setup: lich_killer 2 is not a seat (0-1)"),
        ({"collapse_turns": -1}, "setup: collapse_turns -1 is negative"),
        ({"exits": [0, 3]}, "setup: exits [0, 3] must name distinct seats"),
        ({"exits": [1, 1]}, "setup: exits [1, 1] must name distinct seats"),
        ({"players": [{"left": 0}, {"left": 0}]}, "left ranks [0, 0] must be distinct"),
        ({"players": [{"left": 2}]}, "left ranks [2] must be distinct, 0-1"),
    ],
)
def test_a_bad_setup_is_an_error_naming_it(setup: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError) as caught:
        position(setup, 2)
    assert message in str(caught.value)


ROY = {"character": "roy"}


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        ({"floors": [{"floor": 9, "rooms": ["armory"]}]}, "floors[0].floor: 9 is not a floor"),
        ({"players": [ROY, ROY]}, "players[1].character: 'roy' is played twice"),
        ({"players": [ROY], "npcs": ["roy"]}, "players[0].character: 'roy' is played twice"),
        ({"players": [{"wounds": -1}]}, "players[0]: wounds -1 of 4"),
        ({"players": [{"max_wounds": 0}]}, "players[0]: wounds 0 of 0"),
        ({"floors": [{"floor": 1, "rooms": ["armory"] * 9, "up": 0}]}, "9 rooms, at most 8"),
        ({"floors": [{"floor": 2, "rooms": ["armory"], "up": 0}]}, "floor 1 has no stairs down"),
        ({"phase": "shtick"}, "phase 'shtick' cannot be played from this position"),
        ({"players": [{"hand": ["fine_wine"]}]}, "players[0].hand: ['fine_wine'] not a Battle"),
        ({"players": [{"stash": ["cave_bear"]}]}, "players[0].stash: ['cave_bear'] not a Loot"),
        ({"players": [{"equipped": ["classic_anvil"]}]}, "['classic_anvil'] not a Loot card"),
        ({"players": [{"saved": ["fine_wine"]}]}, "players[0].saved: ['fine_wine'] not a Monster"),
        ({"players": [ROY | {"shticks": ["elan_hide"]}]}, "['elan_hide'] not roy's shticks"),
        ({"players": [ROY | {"deck": ["elan_hide"]}]}, "deck: ['elan_hide'] not roy's shticks"),
        ({"battle_deck": ["damp_cellar"]}, "battle_deck: ['damp_cellar'] not a Battle card"),
        ({"room_deck": ["fine_wine"]}, "room_deck: ['fine_wine'] not a Dungeon Room card"),
        ({"lair_deck": ["damp_cellar"]}, "lair_deck: ['damp_cellar'] not a Xykon's Lair card"),
        ({"xykon_deck": ["cave_bear"]}, "xykon_deck: ['cave_bear'] not a Xykon card"),
        ({"monsters": [{"at": [0, 0], "cards": ["fine_wine"]}]}, "['fine_wine'] not a Monster"),
        ({"monsters": [{"at": [0, 0], "cards": ["cave_bear"]}]}, "no Monsters on the Dungeon"),
        ({"floors": [{"floor": 1, "rooms": ["fine_wine"], "up": 0}]}, "not a room card"),
        ({"players": [{"at": [1, 5]}, {}]}, "players[0].at: no room at [1, 5]"),
    ],
)
def test_a_scenario_files_impossible_position_is_refused(
    setup: dict[str, Any], message: str
) -> None:
    # what ``Oots.scenario`` refuses before play (a traceback or a silently impossible game
    # before): a floor out of the game, a character played twice (R003), Wounds off the track,
    # a ninth room (R026), stairs up under no stairs down (R023), a battle step without a battle,
    # a card where its kind cannot lie (a Loot in a hand, a Trap equipped, another character's
    # shtick: R190), a Monster on the Entrance (R065), a player off the board (named as such,
    # not as an unplayable phase)
    with pytest.raises(ValueError) as caught:
        check_places(position(setup, 2))
    assert message in str(caught.value)


WX = {"expansion": "shortening", "wandering_xykon": True}


@pytest.mark.parametrize(
    ("setup", "options", "message"),
    [
        ({"players": [{"backstories": ["likes_pets"]}]}, {}, "backstories: only with the option"),
        ({"players": [{"traded": ["ghoul"]}]}, {}, "traded: only with the option backstories"),
        ({"backstory_pile": ["likes_pets"]}, {}, "backstory_pile: only with the option"),
        ({"xykon": {"wounds": 9}}, WX, "xykon.wounds: 9 is not 0-4"),
        ({"xykon": {"kicked": 5}}, WX, "xykon.kicked: 5 is not a seat (0-1)"),
        ({"xykon": {"catcher": -1}}, WX, "xykon.catcher: -1 is not a seat"),
        ({"xykon": {"hurt": [0, 0, 1, 1]}}, WX, "xykon.hurt: at most 3"),
        ({"xykon": {"hurt": [2]}}, WX, "xykon.hurt: at most 3"),
        ({"xykon": {"at": [0, 0]}}, WX, "xykon.at: Xykon never enters the Dungeon Entrance"),
        (
            {"xykon": {"minions": ["ghoul", "cave_bear", "kinda_wimpy_goblin"]}},
            WX,
            "xykon.minions: ['cave_bear'] are not Undead or Goblin Monsters",
        ),
        (
            {"players": [{"at": [1, 2]}], "rooms": [{"at": [1, 2], "face_down": True}]},
            WX,
            "players[0].at: [1, 2] is marked face_down, but a player stands there",
        ),
    ],
)
def test_a_shortening_setup_the_options_or_the_cards_do_not_allow_is_refused(
    setup: dict[str, Any], options: dict[str, Any], message: str
) -> None:
    """004: Backstory keys need the option; Xykon's Wounds (4), seats and 3 I Hurt cards."""
    with pytest.raises(ValueError) as caught:
        position(setup, 2, **options)
    assert message in str(caught.value)


BACKSTORIES = {"expansion": "shortening", "backstories": True}


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        (
            {"players": [{"backstories": ["likes_pets", "likes_pets"]}]},
            "['likes_pets'] named twice",
        ),
        ({"players": [{"backstories": ["hoarder"]}, {"backstories": ["hoarder"]}]}, "named twice"),
        ({"players": [{"backstories": ["hoarder"], "revealed": ["hoarder"]}]}, "named twice"),
        ({"players": [{"backstories": ["hoarder"]}], "backstory_pile": ["hoarder"]}, "twice"),
        (
            {"players": [{"backstories": ["hoarder", "bookworm", "haunted", "spelunker"]}]},
            "players[0]: 4 hidden and 0 shown Backstories, at most 3 kept",
        ),
        ({"players": [{"revealed": ["hoarder"]}]}, "players[0]: 3 hidden and 1 shown"),
    ],
)
def test_a_backstory_held_twice_or_a_fourth_one_kept_is_refused(
    setup: dict[str, Any], message: str
) -> None:
    """R353: the Backstory Deck has one of each card and each player keeps 3 (all accepted
    before: two players scoring one card, four cards kept)."""
    with pytest.raises(ValueError) as caught:
        position(setup, 2, **BACKSTORIES)
    assert message in str(caught.value)


def test_a_named_backstory_is_taken_from_the_seeded_hands_and_pile() -> None:
    """R353: naming a player's Backstories leaves no copy with a seeded player or in the seeded
    face-up pile; those get unused cards instead (before: seat 1 kept two of them too)."""
    seeded = position({}, 3, **BACKSTORIES)
    mine = (*seeded.players[1].backstories[:2], seeded.backstory_pile[0])
    state = position({"players": [{"backstories": list(mine)}]}, 3, **BACKSTORIES)
    held = [c for pl in state.players for c in pl.backstories] + list(state.backstory_pile)
    assert state.players[0].backstories == mine
    assert len(held) == len(set(held)) == 3 * 3 + 2 * 3
    assert state.players[1].backstories[2] == seeded.players[1].backstories[2]
    assert state.players[1].backstories[:2] != seeded.players[1].backstories[:2]
    assert state.players[2].backstories == seeded.players[2].backstories


def test_a_player_placed_in_a_dealt_face_down_room_stands_in_it_face_up() -> None:
    """R322: entering a face-down room turns it over; a setup's player in a dealt one finds it
    face up (before: face down until that player's next turn turned it over as an exploring)."""
    state = position({"players": [{"at": [1, 2]}, {"at": [0, 0]}]}, 2, seed=7, **WX)
    assert not state.floors[1].rooms[2].face_down
    assert all(room.face_down for room in state.floors[1].rooms[:2])


def test_the_collapse_countdown_and_the_turn_flags_can_be_set() -> None:
    setup: dict[str, Any] = {
        "collapse_turns": 3,
        "turns_played": 11,
        "lich_killer": 1,
        "this_turn": {"moved": True, "steps": 2, "searched": True, "left_rooms": [[1, 0]]},
        "floors": [{"floor": 1, "rooms": ["dusty_corridor", "damp_cellar"], "up": 0}],
        "players": [{"at": [1, 1]}],
        "rooms": [{"at": [1, 1], "fallen": ["xykon_the_lich"], "xykon_drawn": True}],
        "loot_discard": ["chain_shirt"],
    }
    state = position(setup, 2)
    assert (state.collapse, state.collapse_turns, state.turns_played) == (True, 3, 11)
    assert state.lich_killer == 1
    assert (state.turn.moved, state.turn.steps, state.turn.searched) == (True, 2, True)
    assert state.turn.left_rooms == ((1, 0),)
    assert state.turn.number == 11
    assert state.turn.started_at == (1, 1)
    assert state.floors[1].room(1).fallen == ("xykon_the_lich",)
    assert state.floors[1].room(1).xykon_drawn
    assert state.loot_discard == ("chain_shirt",)


def test_a_scenario_player_off_the_laid_out_dungeon_is_refused() -> None:
    """A scenario file's player placed where no room lies (the options change the dealt
    dungeon: Backstories shuffle first) is an error naming it, not a crash at the first step."""
    with pytest.raises(ValueError, match=r"players\[1\]\.at: no room at \[3, 7\]"):
        GAME.scenario(Options(), {"players": [{}, {"at": [3, 7]}]}, 2, 1)
    state = GAME.scenario(Options(), {"players": [{}, {"at": [0, 0]}]}, 2, 1)
    assert state.players[1].place == (0, 0)

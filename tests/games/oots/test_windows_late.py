"""A59 fleeing-started (Run Away!) and after-results windows (phase ``late``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from msgspec.structs import replace

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import (
    EndTurn,
    Fight,
    PassPriority,
    PlayScrew,
    Stay,
    UseShtick,
)
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.events import FleeBegan, Healed, Moved, ScrewPlayed
from dungeontable.games.oots.rules.windows import OPENED
from dungeontable.games.oots.state import State

from .conftest import act, dice, position

FLOORS = [
    {
        "floor": 1,
        "left": 0,
        "rooms": ["empty_storeroom", "dusty_corridor", "damp_cellar", "boring_hallway"],
        "up": 0,
        "down": 3,
    },
    {
        "floor": 2,
        "left": 3,
        "rooms": ["abandoned_barracks", "fungus_garden", "underground_river", "guard_post"],
        "up": 3,
    },
]
# Patch Up (anyone) and Mine Only (own battle): after-results cards, heal 1; no packaged card
# uses that window, so that test loads them through the card-file option (Options.cards)
AFTER_RESULTS = str(Path(__file__).parent / "cards" / "after_results.toml")


def battle(monster: str, wounds: int, hands: list[list[str]], *cards: str) -> State:
    """Roy (seat 0) at floor 2 room 6 attacks ``monster`` with his Greenhilt Sword (+2), the die
    showing 1 (``cards``: extra card files)."""
    players: list[dict[str, Any]] = [
        {"character": "roy", "shticks": ["roy_greenhilt_sword"], "at": [2, 6], "wounds": wounds},
        {"character": "haley", "at": [1, 0]},
        {"character": "elan", "at": [1, 1]},
    ]
    for p, hand in zip(players, hands, strict=True):
        p["hand"] = hand
    setup = {"floors": FLOORS, "players": players, "monsters": [{"at": [2, 6], "cards": [monster]}]}
    state = position(setup, seats=3, cards=cards)
    state, _ = act(state, Stay(), UseShtick(index=0))
    return dice(state, 1)


def test_a59_fleeing_started_run_away_moves_two_more_rooms() -> None:
    state = battle("kinda_wimpy_goblin", 3, [["run_away"], ["run_away"], []])
    # 1 + 2 against Defense 4: a Wound, the fourth: Roy flees 3 rooms
    state, ev = act(state, Fight())
    assert [e.seat for e in ev if isinstance(e, FleeBegan)] == [0]
    assert state.players[0].place == (2, 3) and state.players[0].fleeing
    assert state.phase == "late" and GAME.decision(state).seat == 0  # Haley's card is not hers
    assert GAME.legal_actions(state) == (PlayScrew(card="run_away"), PassPriority())
    state, ev = act(state, PlayScrew(card="run_away"))
    assert [(e.floor, e.pos) for e in ev if isinstance(e, Moved)] == [(1, 3), (1, 2)]
    assert state.players[0].place == (1, 2) and state.players[0].hand == ()
    assert state.battle_discard[-1] == "run_away"
    assert state.phase == "end" and state.late == () and state.late_resume == ""


def test_a59_fleeing_started_pass_keeps_the_three_rooms() -> None:
    state = battle("kinda_wimpy_goblin", 3, [["run_away"], [], []])
    state, _ = act(state, Fight(), PassPriority())
    assert state.players[0].place == (2, 3) and state.players[0].hand == ("run_away",)
    assert state.phase == "end"


def test_a59_a26_a_resting_fleer_is_asked_when_their_flight_moves() -> None:
    players: list[dict[str, Any]] = [
        {"character": "roy", "at": [2, 6], "wounds": 4, "fleeing": True, "hand": ["run_away"]},
        {"character": "haley", "at": [1, 0], "hand": []},
    ]
    setup = {"floors": FLOORS, "players": players, "turn": 1, "phase": "end"}
    state = position(setup, seats=2)
    roy = replace(state.players[0], flee_pending=True, resting=True)
    state = replace(state, players=(roy, state.players[1]))
    state, _ = act(state, EndTurn())  # Roy's turn: the flight he started while lying down moves
    assert state.players[0].place == (2, 3) and state.phase == "late"
    assert GAME.decision(state).seat == 0
    state, _ = act(state, PlayScrew(card="run_away"))
    assert state.players[0].place == (1, 2) and state.phase == "end"


def test_a59_no_late_window_without_a_card_or_without_fleeing() -> None:
    state, _ = act(battle("kinda_wimpy_goblin", 3, [[], [], []]), Fight())
    assert state.phase == "end" and state.players[0].place == (2, 3)
    state, _ = act(
        battle("kinda_wimpy_goblin", 1, [["run_away"], [], []]), Fight()
    )  # a Wound, no flight
    assert state.phase == "end" and state.players[0].wounds == 2


def test_a59_after_results_asks_holders_clockwise_then_the_flow_goes_on() -> None:
    # Cowardly Kobold: Defense 5, no X (nothing to keep)
    plain, _ = act(battle("cowardly_kobold", 1, [[], [], []], AFTER_RESULTS), Fight())
    hands = [["patch_up"], ["mine_only"], ["patch_up"]]
    state = battle("cowardly_kobold", 1, hands, AFTER_RESULTS)
    state = dice(state, 6)
    state, ev = act(state, Fight())  # 6 + 2 against 5: the Kobold is defeated
    assert state.phase == "late" and state.late_resume == plain.phase
    assert state.late == (("after-results", 0), ("after-results", 2))  # Haley's is own-battle
    assert GAME.decision(state).seat == 0
    state, ev = act(state, PlayScrew(card="patch_up"))
    assert [e.wounds for e in ev if isinstance(e, Healed)] == [0]
    assert GAME.decision(state).seat == 2
    state, ev = act(state, PlayScrew(card="patch_up"))
    assert [e.seat for e in ev if isinstance(e, ScrewPlayed)] == [2]
    assert state.phase == plain.phase and state.players[0].wounds == 0


def test_a59_the_packaged_run_away_and_the_opened_list() -> None:
    run = cards_of("base").screws["run_away"]
    assert (run.window, run.free_move, run.own_battle_only) == ("fleeing-started", 2, True)
    assert "fleeing-started" in OPENED and "after-results" in OPENED

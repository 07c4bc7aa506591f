"""The rulebook's 'Picking Up Loot' worked example (000 L1441-1449; R115, R180, R209), played
through the flow with the packaged cards and exact Loot counts."""

from __future__ import annotations

from typing import Any

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import (
    EndBattles,
    EndTurn,
    Fight,
    NextMonster,
    Rest,
    SaveMonster,
    Step,
    StopMoving,
    TakeLoot,
    UseShtick,
)
from dungeontable.games.oots.events import LootDropped

from .conftest import act, dice, position

HAND = ["cowardly_kobold"]
ROOMS = ["dusty_corridor", "damp_cellar", "hall_of_mysterious_runes", "empty_storeroom"]
LOOT_DECK = ["starmetal_chunk", "stepladder", "chain_shirt", "a_simple_thank_you", "magic_8_ball"]


def table() -> Any:
    """Roy two rooms from the Hall of Mysterious Runes, where three Monsters with 5 Loot coins
    wait; Elan in the room between, which holds 1 Loot; Haley next door on the other side."""
    setup = {
        "floors": [{"floor": 1, "left": 0, "rooms": ROOMS, "up": 0}],
        "players": [
            {"character": "roy", "at": [1, 0], "shticks": ["roy_greenhilt_sword"]},
            {"character": "haley", "at": [1, 3], "shticks": ["haley_longbow"]},
            {"character": "elan", "at": [1, 1], "shticks": ["elan_hide"]},
        ],
        "monsters": [
            {"at": [1, 2], "cards": ["kobold_king", "goblin_warlord", "kinda_wimpy_goblin"]}
        ],
        "loot": [{"at": [1, 1], "cards": ["word_of_thor"]}],
        "loot_deck": LOOT_DECK,
    }
    for p in setup["players"]:
        p.update(stash=[], hand=HAND)  # type: ignore[attr-defined]
    return position(setup, seats=3, cardset="base")


def test_picking_up_loot_example() -> None:
    state = dice(table(), 12, 12, 12)
    # Roy moves 2 rooms (through Elan's room: a player there, so no new battle) and defends
    # against the first Monster, then attacks the other two; all three drop 2 + 2 + 1 Loot.
    state, ev = act(state, Step(floor=1, pos=1), Step(floor=1, pos=2), StopMoving())
    state, more = act(state, UseShtick(index=0), Fight(), SaveMonster(keep=True))
    ev += more
    for _ in range(2):
        state, more = act(
            state, NextMonster(attacker=True), UseShtick(index=0), Fight(), SaveMonster(keep=True)
        )
        ev += more
    assert [e.count for e in ev if isinstance(e, LootDropped)] == [2, 2, 1]
    roy = state.players[0]
    assert roy.saved == ("kobold_king", "goblin_warlord", "kinda_wimpy_goblin")
    assert len(roy.stash) == 2  # R115: the top two as the last-Monster bonus
    assert len(state.floors[1].room(2).loot) == 3
    assert state.phase == "end" and TakeLoot() not in GAME.legal_actions(state)  # no third card
    state, _ = act(state, EndTurn())

    # Haley comes running and picks up 1; no more this turn (R209).
    state, _ = act(state, Step(floor=1, pos=2), StopMoving(), EndBattles(), TakeLoot())
    assert len(state.players[1].stash) == 1 and len(state.floors[1].room(2).loot) == 2
    assert TakeLoot() not in GAME.legal_actions(state)
    state, _ = act(state, EndTurn())

    # Elan picks up the card in his room, moves into Roy's room: no second pickup.
    state, _ = act(state, TakeLoot(), Step(floor=1, pos=2), StopMoving())
    assert state.phase == "foe"  # he may attack a player in the room (R062); he does not
    state, _ = act(state, EndBattles())
    assert state.players[2].stash == ("word_of_thor",)
    assert state.phase == "end" and TakeLoot() not in GAME.legal_actions(state)
    state, _ = act(state, EndTurn())

    # Roy rests and picks up the last 2 at once (R180).
    state, _ = act(state, Rest())
    assert len(state.players[0].stash) == 4 and state.players[0].resting
    assert state.floors[1].room(2).loot == ()

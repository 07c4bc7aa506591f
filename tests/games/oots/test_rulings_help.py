"""Ruling options of assistance and NPCs (A30, A58, R054).

Each test plays one small position under the proposed ruling and under the alternative reading
and asserts the exact, different outcomes.
"""

from __future__ import annotations

from typing import Any

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import (
    AcceptHelp,
    AskHelp,
    AttackPlayer,
    Fight,
    Stay,
    UseShtick,
)
from dungeontable.games.oots.rules.battle import npc_floor
from dungeontable.games.oots.state import State

from .conftest import act, position
from .test_pvp_npcs import FLOORS, _cards


def test_a30_one_loot_per_helper_or_several() -> None:
    roy = {"character": "roy", "at": [1, 1], "stash": ["gem", "crown"], "hand": []}
    haley = {"character": "haley", "at": [1, 2], "hand": []}
    setup = {
        "floors": FLOORS,
        "players": [roy, haley],
        "monsters": [{"at": [1, 1], "cards": ["goblin"]}],
    }
    for per, again in (("one", False), ("several", True)):
        state = position(setup, seats=2, loot_per_helper=per)
        state, _ = act(state, Stay(), UseShtick(index=0), AskHelp(helper=1, card="gem"))
        state, _ = act(state, AcceptHelp())
        assert state.phase == "help"
        assert (AskHelp(helper=1, card="crown") in GAME.legal_actions(state)) is again
        assert AskHelp(helper=1, card="gem") not in GAME.legal_actions(state)
    state, _ = act(state, AskHelp(helper=1, card="crown"), AcceptHelp())
    assert state.battle is not None
    assert [(h.helper, h.loot, h.bonus) for h in state.battle.helps] == [
        (1, "gem", 2),
        (1, "crown", 6),
    ]


def test_a58_npcs_sit_on_the_lowest_floor_with_a_player_lair_and_fleeing_counting() -> None:
    players = [{"at": [4, 0]}, {"at": [1, 1]}, {"at": [2, 0], "fleeing": True}]
    setup = {"players": players}
    got = [
        npc_floor(position(setup, seats=3, npc_floor_ignores=ignores))
        for ignores in ("nobody", "lair", "fleeing")
    ]
    assert got == [4, 2, 4]
    players[0]["at"] = [1, 0]
    got = [
        npc_floor(position(setup, seats=3, npc_floor_ignores=ignores))
        for ignores in ("nobody", "lair", "fleeing")
    ]
    assert got == [2, 2, 1]


def duel(**options: Any) -> State:
    """Roy (seat 0) attacks Belkar (seat 1) in the same room; both have asked the players."""
    common = {"shticks": [], "at": [1, 2], "hand": ["kobold"]}
    players: list[dict[str, Any]] = [
        {**common, "character": "roy", "shticks": ["roy_sword"], "stash": ["v_charm"]},
        {**common, "character": "belkar", "shticks": ["belkar_armor"], "stash": ["v_book"]},
    ]
    setup = {"floors": FLOORS, "players": players, "npcs": ["haley", "vaarsuvius"]}
    state = position(setup, seats=2, cardset=_cards(), **options)
    state, _ = act(state, Stay(), AttackPlayer(seat=1), UseShtick(index=0), UseShtick(index=0))
    state, _ = act(state, Fight(), Fight())
    return state


def test_r054_the_defender_offers_to_npcs_first_or_the_attacker() -> None:
    state = duel()
    assert state.phase == "pvp-npc" and GAME.decision(state).seat == 1  # type: ignore[union-attr]
    assert GAME.legal_actions(state) == (AskHelp(helper=-2, card="v_book"), Fight())
    state = duel(pvp_npc_first="attacker")
    assert state.phase == "pvp-npc" and GAME.decision(state).seat == 0  # type: ignore[union-attr]
    assert GAME.legal_actions(state) == (AskHelp(helper=-2, card="v_charm"), Fight())

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
from .test_pvp_npcs import FLOORS


def test_a30_one_loot_per_helper_or_several() -> None:
    # Haley's Drool Factor: Shiny Gold Coins 1, Gem of Seeing 3
    roy = {
        "character": "roy",
        "at": [1, 1],
        "stash": ["shiny_gold_coins", "gem_of_seeing"],
        "hand": [],
    }
    haley = {"character": "haley", "at": [1, 2], "hand": []}
    setup = {
        "floors": FLOORS,
        "players": [roy, haley],
        "monsters": [{"at": [1, 1], "cards": ["kinda_wimpy_goblin"]}],
    }
    for per, again in (("one", False), ("several", True)):
        state = position(setup, seats=2, loot_per_helper=per)
        state, _ = act(
            state, Stay(), UseShtick(index=0), AskHelp(helper=1, card="shiny_gold_coins")
        )
        state, _ = act(state, AcceptHelp())
        assert state.phase == "help"
        assert (AskHelp(helper=1, card="gem_of_seeing") in GAME.legal_actions(state)) is again
        assert AskHelp(helper=1, card="shiny_gold_coins") not in GAME.legal_actions(state)
    state, _ = act(state, AskHelp(helper=1, card="gem_of_seeing"), AcceptHelp())
    assert state.battle is not None
    assert [(h.helper, h.loot, h.bonus) for h in state.battle.helps] == [
        (1, "shiny_gold_coins", 2),
        (1, "gem_of_seeing", 6),
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
    common = {"shticks": [], "at": [1, 2], "hand": ["kobold_skirmisher"]}
    players: list[dict[str, Any]] = [
        {
            **common,
            "character": "roy",
            "shticks": ["roy_greenhilt_sword"],
            "stash": ["bag_of_spell_components"],
        },
        {
            **common,
            "character": "belkar",
            "shticks": ["belkar_sneaky_little_guy"],
            "stash": ["loose_spellbook_page"],
        },
    ]
    setup = {"floors": FLOORS, "players": players, "npcs": ["haley", "vaarsuvius"]}
    state = position(setup, seats=2, **options)
    state, _ = act(state, Stay(), AttackPlayer(seat=1), UseShtick(index=0), UseShtick(index=0))
    state, _ = act(state, Fight(), Fight())
    return state


def test_r054_the_defender_offers_to_npcs_first_or_the_attacker() -> None:
    state = duel()
    assert state.phase == "pvp-npc" and GAME.decision(state).seat == 1  # type: ignore[union-attr]
    assert GAME.legal_actions(state) == (AskHelp(helper=-2, card="loose_spellbook_page"), Fight())
    state = duel(pvp_npc_first="attacker")
    assert state.phase == "pvp-npc" and GAME.decision(state).seat == 0  # type: ignore[union-attr]
    assert GAME.legal_actions(state) == (
        AskHelp(helper=-2, card="bag_of_spell_components"),
        Fight(),
    )

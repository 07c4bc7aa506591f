"""Me and My Shadow (R306-R307, A58): shadow picks, shadows follow their player, NPC help."""

from __future__ import annotations

from typing import Any

import pytest
from msgspec.structs import replace

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import (
    AskHelp,
    Fight,
    PickShadow,
    PutBack,
    Stay,
    UseShtick,
)
from dungeontable.games.oots.common.wounds import lose_wounds
from dungeontable.games.oots.events import BattleResolved, LootPaid, ShadowPicked
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.render import render
from dungeontable.games.oots.rules.shadows import npc_floor_of, shadow_of
from dungeontable.games.oots.state import State

from .conftest import act, dice, position

FLOORS = [
    {"floor": 1, "left": 0, "rooms": ["empty_storeroom", "dusty_corridor"], "up": 0, "down": 1},
    {
        "floor": 2,
        "left": 1,
        "rooms": ["damp_cellar", "boring_hallway", "abandoned_barracks"],
        "up": 1,
    },
]
# Roy's Stash, Loot only an NPC drools over (R052): Shiny Gold Coins (Haley 1), Arcane Tome
# (Vaarsuvius 2), Fancy Hat With a Feather (Elan 1)
STASH = ["shiny_gold_coins", "arcane_tome", "fancy_hat_with_a_feather"]


def _picks(seats: int, seed: int) -> State:
    state = GAME.setup(Options(turn_limit=0, me_and_my_shadow=True), seats, seed)
    while state.phase == "pick-start":
        state, _ = act(state, GAME.legal_actions(state)[0])
    return state


def test_r306_each_player_picks_a_shadow_clockwise_from_the_first_player() -> None:
    state = _picks(3, seed=5)
    first = state.order_start
    assert state.phase == "pick-shadow" and state.shadowing == (-1, -1, -1)
    assert GAME.decision(state).seat == first
    assert GAME.legal_actions(state) == tuple(PickShadow(npc=n) for n in state.npcs)
    npcs = state.npcs
    state, ev = act(state, PickShadow(npc=npcs[1]))
    assert ev == [ShadowPicked(seat=first, npc=npcs[1])]
    assert GAME.decision(state).seat == (first + 1) % 3
    assert GAME.legal_actions(state) == (PickShadow(npc=npcs[0]), PickShadow(npc=npcs[2]))
    state, _ = act(state, PickShadow(npc=npcs[2]), PickShadow(npc=npcs[0]))
    assert state.shadowing == ((first + 2) % 3, first, (first + 1) % 3)
    assert state.phase == "start" and state.turn.seat == first
    assert shadow_of(state, first) == npcs[1]


def test_r307_two_players_leave_two_npcs_lurking() -> None:
    state = _picks(2, seed=3)
    assert len(state.npcs) == 4
    state, _ = act(state, PickShadow(npc=state.npcs[3]), PickShadow(npc=state.npcs[0]))
    first = state.order_start
    assert state.shadowing == (1 - first, -1, -1, first)
    assert state.phase == "start"


def test_r306_no_picks_without_the_variant_and_only_for_2_or_3_players() -> None:
    state = GAME.setup(Options(turn_limit=0), 3, seed=5)
    while state.phase == "pick-start":
        state, _ = act(state, GAME.legal_actions(state)[0])
    assert state.phase == "start" and state.shadowing == ()
    with pytest.raises(ValueError, match="R306"):
        GAME.setup(Options(me_and_my_shadow=True), 4, seed=1)
    assert isinstance(GAME.legal_actions(_picks(2, 1))[0], PickShadow)
    assert not any(isinstance(a, PutBack) for a in GAME.legal_actions(_picks(2, 1)))


def battle(belkar_at: list[int], shadowing: tuple[int, ...], **options: Any) -> State:
    """Roy (seat 0) attacks Fido Rover (Defense 5) on floor 1 with the Greenhilt Sword (+2);
    Belkar (seat 1) stands at ``belkar_at``.
    NPCs: Haley, Vaarsuvius, Elan, Durkon."""
    players: list[dict[str, Any]] = [
        {
            "character": "roy",
            "shticks": ["roy_greenhilt_sword"],
            "stash": STASH,
            "at": [1, 0],
            "hand": [],
        },
        {"character": "belkar", "shticks": ["belkar_stabby_stabby"], "at": belkar_at, "hand": []},
    ]
    setup = {
        "floors": FLOORS,
        "players": players,
        "npcs": ["haley", "vaarsuvius", "elan", "durkon"],
        "monsters": [{"at": [1, 0], "cards": ["fido_rover"]}],
    }
    state = position(setup, seats=2, **options)
    state = replace(state, shadowing=shadowing)
    state, _ = act(state, Stay(), UseShtick(index=0))
    assert state.phase == "help"
    return state


def test_r307_only_shadows_on_your_floor_can_be_paid() -> None:
    # Haley shadows Roy (floor 1), Vaarsuvius shadows Belkar (floor 2); Elan and Durkon lurk
    # on the lowest floor with a player: floor 2.
    state = battle([2, 1], (0, 1, -1, -1), me_and_my_shadow=True)
    assert GAME.legal_actions(state) == (AskHelp(helper=-1, card="shiny_gold_coins"), Fight())
    assert [npc_floor_of(state, k) for k in range(4)] == [1, 2, 2, 2]


def test_r307_any_player_may_pay_another_players_shadow() -> None:
    state = battle([1, 1], (0, 1, -1, -1), me_and_my_shadow=True)  # Belkar on floor 1 too
    assert GAME.legal_actions(state) == (
        AskHelp(helper=-1, card="shiny_gold_coins"),
        AskHelp(helper=-2, card="arcane_tome"),
        AskHelp(
            helper=-3, card="fancy_hat_with_a_feather"
        ),  # everyone on floor 1: lurkers are here too
        Fight(),
    )


def test_r307_a_shadow_always_accepts_and_is_paid_to_the_discard() -> None:
    state = battle([1, 1], (-1, 0, -1, -1), me_and_my_shadow=True)
    state, _ = act(state, AskHelp(helper=-2, card="arcane_tome"))
    assert state.phase == "help" and state.battle is not None
    assert state.battle.helps[-1].status == "accepted"  # NPCs always accept (R051)
    state = dice(state, 4)
    state, ev = act(state, Fight())
    got = [(e.roll, e.player_total, e.monster_total) for e in ev if isinstance(e, BattleResolved)]
    assert got == [(4, 10, 5)]  # 4 + Sword 2 + Vaarsuvius 2x2 against Defense 5
    assert [(e.helper, e.card) for e in ev if isinstance(e, LootPaid)] == [(-2, "arcane_tome")]
    assert state.loot_discard[-1] == "arcane_tome"  # R053


def test_r049_without_the_variant_npcs_lurk_on_the_lowest_floor() -> None:
    state = battle([2, 1], ())
    assert GAME.legal_actions(state) == (Fight(),)  # all NPCs are on floor 2
    assert [npc_floor_of(state, k) for k in range(4)] == [2, 2, 2, 2]


def test_a58_a_shadow_follows_its_player_when_fleeing() -> None:
    state = battle([2, 3], (0, 1, -1, -1), me_and_my_shadow=True)
    assert npc_floor_of(state, 1) == 2
    state = replace(state, battle=None, phase="end")
    state = lose_wounds(state, 1, 4, [])  # Belkar flees: 3 rooms toward the Entrance
    assert state.players[1].fleeing and state.players[1].place == (1, 1)
    assert npc_floor_of(state, 1) == 1  # Vaarsuvius came along
    assert npc_floor_of(state, 2) == 1  # the lurkers follow the lowest floor (A58)


def test_r306_a_shadow_leaves_with_its_player() -> None:
    state = battle([2, 1], (0, 1, -1, -1), me_and_my_shadow=True)
    players = (state.players[0], replace(state.players[1], left=0))
    assert npc_floor_of(replace(state, players=players), 1) is None


def test_shadows_are_public_in_views_and_kept_by_determinize() -> None:
    state = battle([2, 1], (0, 1, -1, -1), me_and_my_shadow=True)
    for seat in (0, 1, None):
        assert GAME.view(state, seat).shadowing == (0, 1, -1, -1)
    from dungeontable.core import Rng

    again = GAME.determinize(GAME.view(state, 1), 1, Rng.from_seed(3))
    assert again.shadowing == (0, 1, -1, -1)
    assert (
        "Shadows: Haley shadows Player 1, Vaarsuvius shadows Player 2, Elan is not shadowing "
        "anyone, Durkon is not shadowing anyone"
    ) in render(GAME.view(state, None))

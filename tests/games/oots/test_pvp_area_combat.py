"""PvP and Area Effect battles take their totals from ``combat/`` (R107, R120, R142, R156,
R161): conditional bonuses the flat sums never knew (vs players, vs the foe's shtick type, with
a shtick type) now count, as in Monster battles."""

from __future__ import annotations

from typing import Any

from dungeontable.games.oots.actions import AttackPlayer, Fight, SaveMonster, Stay, UseShtick
from dungeontable.games.oots.common.scoring import team_of
from dungeontable.games.oots.events import BattleResolved
from dungeontable.games.oots.rules.pvp import modifiers

from .conftest import act, dice, position

FLOORS = [{"floor": 1, "left": 0, "rooms": ["dusty_corridor", "damp_cellar"], "up": 0}]
HAND = ["cowardly_kobold"]


def table(players: list[dict[str, Any]], options: Any = None, **extra: Any) -> Any:
    setup = {
        "floors": FLOORS,
        "players": [{"hand": HAND, "stash": [], **p} for p in players],
        **extra,
    }
    return position(setup, seats=len(players), cardset="base", **(options or {}))


def resolved(ev: list[Any]) -> list[tuple[int, int, int, str]]:
    return [
        (e.roll, e.player_total, e.monster_total, e.result)
        for e in ev
        if isinstance(e, BattleResolved)
    ]


def fight_until_resolved(state: Any) -> tuple[Any, list[Any]]:
    events: list[Any] = []
    while state.phase in ("help", "pvp-help", "pvp-npc"):  # nobody is asked for help
        state, ev = act(state, Fight())
        events += ev
    return state, events


BELKAR = {
    "character": "belkar",
    "at": [1, 1],
    "shticks": ["belkar_twin_daggers_of_doom", "belkar_deep_seated_emotional_problems"],
    "equipped": ["spiked_gauntlets"],
}
ROY = {"character": "roy", "at": [1, 1], "shticks": ["roy_greenhilt_sword"]}


def test_pvp_counts_bonuses_vs_players_and_vs_the_foes_shtick_type() -> None:
    state = table([BELKAR, {**ROY, "equipped": ["chain_shirt"]}])
    state, _ = act(state, Stay(), AttackPlayer(seat=1), UseShtick(index=0), UseShtick(index=0))
    state = dice(state, 5, 5)
    state, ev = fight_until_resolved(state)
    # Belkar 5 + Twin Daggers 3 + Deep-Seated Emotional Problems 2 (attacking a player)
    # + Spiked Gauntlets 2 (vs players); Roy 5 + Greenhilt Sword Defense 1 + Chain Shirt 1
    # (vs a player's Weapon shtick). The flat sums said 8 against 7.
    assert resolved(ev) == [(5, 12, 7, "win")]
    assert state.players[1].wounds == 1


def test_pvp_chain_shirt_gives_nothing_against_a_non_weapon_shtick() -> None:
    belkar = {**BELKAR, "shticks": ["belkar_sneaky_little_guy"], "equipped": []}
    state = table([belkar, {**ROY, "equipped": ["chain_shirt"]}])
    state, _ = act(state, Stay(), AttackPlayer(seat=1), UseShtick(index=0), UseShtick(index=0))
    assert modifiers(state, state.battle) == (1, 1)  # Sneaky Little Guy 1; Sword Defense 1


def test_pvp_lying_down_defender_gets_minus_4_from_combat() -> None:
    state = table([BELKAR, {**ROY, "resting": True}])
    state, _ = act(state, Stay(), AttackPlayer(seat=1), UseShtick(index=0), UseShtick(index=0))
    assert modifiers(state, state.battle) == (7, 1 - 4)  # R161


def test_pvp_go_team_teammate_awake_cancels_the_minus_4() -> None:
    elan = {"character": "elan", "at": [1, 1], "shticks": ["elan_rapier_flourish"]}
    haley = {"character": "haley", "at": [0, 0]}
    players = [BELKAR, {**ROY, "resting": True}, haley, elan]
    state = table(players, {"go_team": True})
    assert team_of(state, 1) == team_of(state, 3) != team_of(state, 0)
    state, _ = act(state, Stay(), AttackPlayer(seat=1), UseShtick(index=0), UseShtick(index=0))
    assert modifiers(state, state.battle) == (7, 1)  # R299: Elan is awake in the room


def test_area_effect_counts_a_bonus_with_a_magic_shtick() -> None:
    v = {
        "character": "vaarsuvius",
        "at": [1, 1],
        "shticks": ["vaarsuvius_fireball", "vaarsuvius_arcane_knowledge"],
    }
    state = table(
        [v, {"character": "roy", "at": [0, 0]}],
        monsters=[{"at": [1, 1], "cards": ["giant_rat_swarm", "cave_bear"]}],
    )
    state, _ = act(state, Stay(), UseShtick(index=0))
    state = dice(state, 2)
    state, ev = fight_until_resolved(state)
    # 2 + Fireball 5 + Arcane Knowledge 1 (with a Magic shtick) against the highest Defense:
    # Cave Bear 7 (R142). The flat sums said 7 against 7, a draw.
    assert resolved(ev) == [(2, 8, 7, "win")]
    assert state.floors[1].room(1).monsters == ()
    # both have X (R144): the player saves each or not (R372), here both
    assert state.phase == "keep" and state.battle is not None
    assert state.battle.monster == "giant_rat_swarm" and state.battle.area_keep == ("cave_bear",)
    state, _ = act(state, SaveMonster(keep=True), SaveMonster(keep=True))
    assert state.players[0].saved == ("giant_rat_swarm", "cave_bear")
    assert state.phase == "end"

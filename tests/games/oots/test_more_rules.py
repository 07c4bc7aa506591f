"""More rule checks: ranged Monster defence, stops after ranged battles, searching limits,
collapse removal order, resting penalty in PvP, fleeing immunity, Lucky Bastards."""

from __future__ import annotations

from typing import Any

from msgspec.structs import replace

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import (
    AttackPlayer,
    Fight,
    RangedAttack,
    Search,
    Stay,
    UseShtick,
)
from dungeontable.games.oots.common.arithmetic import outcome
from dungeontable.games.oots.common.opponents import targets
from dungeontable.games.oots.events import BattleResolved
from dungeontable.games.oots.rules.collapse import removal_candidates

from .conftest import act, dice, position

FLOORS = [
    {
        "floor": 1,
        "left": 0,
        "rooms": ["empty_storeroom", "dusty_corridor", "damp_cellar", "boring_hallway"],
        "up": 0,
    }
]


def table(players: list[dict[str, Any]], **extra: Any) -> Any:
    return position({"floors": FLOORS, "players": players, **extra}, seats=len(players))


def resolved(events: list[Any]) -> list[str]:
    return [e.result for e in events if isinstance(e, BattleResolved)]


def test_r099_monster_out_of_range_cannot_win_and_r103_no_more_battles() -> None:
    # Bag of Tricks: Attack 1, Range 2
    shticks = ["roy_bag_of_tricks"]
    roy = {"character": "roy", "at": [1, 0], "shticks": shticks, "hand": ["kobold_skirmisher"]}
    haley = {"character": "haley", "hand": ["kobold_skirmisher"]}
    state = table(
        [roy, haley],
        monsters=[{"at": [1, 2], "cards": ["kinda_wimpy_goblin", "kobold_skirmisher"]}],
    )
    state, _ = act(state, Stay(), RangedAttack(floor=1, pos=2), UseShtick(index=0))
    state = dice(state, 1)
    state, ev = act(state, Fight())
    # 1 + 1 < Defense 4, but Kinda Wimpy Goblin has Range 0
    assert resolved(ev) == ["draw"] and state.players[0].wounds == 0
    state = table(
        [roy, haley],
        # Cowardly Kobold: Defense 5, no X (nothing to keep)
        monsters=[{"at": [1, 2], "cards": ["cowardly_kobold", "kinda_wimpy_goblin"]}],
    )
    state, _ = act(state, Stay(), RangedAttack(floor=1, pos=2), UseShtick(index=0))
    state = dice(state, 12)
    state, ev = act(state, Fight())
    # 12 + 1 > Defense 5; R103/R127: no chain after ranged
    assert resolved(ev) == ["win"] and state.phase == "end"


def test_r043_no_search_when_stairs_lead_down_or_monsters_are_here() -> None:
    floors = [{**FLOORS[0], "down": 3}]
    state = position(
        {"floors": floors, "players": [{"character": "roy", "at": [1, 1]}, {"character": "haley"}]},
        seats=2,
    )
    assert Search() not in GAME.legal_actions(state)
    state = table(
        [{"character": "roy", "at": [1, 1]}, {"character": "haley"}],
        monsters=[{"at": [1, 1], "cards": ["kinda_wimpy_goblin"]}],
    )
    assert Search() not in GAME.legal_actions(state)  # R042


def test_r282_r284_removal_prefers_empty_ends_and_keeps_the_stairs_room() -> None:
    def candidates(roy: list[int], haley: list[int], left: int) -> tuple[tuple[int, int], ...]:
        floors = [
            {
                "floor": 1,
                "left": left,
                "rooms": ["empty_storeroom", "dusty_corridor", "damp_cellar", "boring_hallway"],
                "up": 0,
            }
        ]
        players = [
            {"character": "roy", "at": roy},
            {"character": "haley", "at": haley},
            {"character": "elan", "at": [1, 1]},
        ]
        return removal_candidates(
            position({"floors": floors, "players": players, "collapse": True}, seats=3)
        )

    assert candidates([1, 3], [1, 1], left=0) == ((1, 3),)  # only the stairs room is empty
    assert candidates([1, 2], [1, 1], left=-1) == ((1, -1),)  # the empty end goes first
    assert candidates([1, 2], [1, -1], left=-1) == ((1, -1), (1, 2))  # both ends occupied


def test_r161_resting_defender_has_minus_four() -> None:
    roy = {
        "character": "roy",
        "at": [1, 1],
        "shticks": ["roy_greenhilt_sword", "roy_bag_of_tricks", "roy_intimidating_glare"],
        "hand": ["kobold_skirmisher"],
        "stash": [],  # no Loot to offer the NPCs (R054)
    }
    belkar = {
        "character": "belkar",
        "at": [1, 1],
        "resting": True,
        "shticks": ["belkar_sneaky_little_guy"],
        "hand": ["kobold_skirmisher"],
        "stash": [],
    }
    state = table([roy, belkar])
    state, _ = act(
        state, Stay(), AttackPlayer(seat=1), UseShtick(index=0), UseShtick(index=0), Fight()
    )
    state = dice(state, 5, 9)
    state, ev = act(state, Fight())
    got = [(e.player_total, e.monster_total) for e in ev if isinstance(e, BattleResolved)]
    assert got == [(7, 8)]  # Roy: 5 + Sword 2; Belkar: 9 + Sneaky Little Guy 3 - 4 = 8


def test_r172_fleeing_players_cannot_be_attacked() -> None:
    roy = {"character": "roy", "at": [1, 1], "hand": ["kobold_skirmisher"]}
    hand = ["kobold_skirmisher"]
    belkar = {"character": "belkar", "at": [1, 1], "fleeing": True, "wounds": 4, "hand": hand}
    state = table([roy, belkar])
    state = replace(state, turn=replace(state.turn, moved=True))
    assert targets(state) == []


def test_r303_lucky_bastards_naturals() -> None:
    kw = {
        "has_shtick": True,
        "draw_result": False,
        "hide": False,
        "reaches": True,
        "bloodlust": False,
    }
    assert outcome(1, 20, 5, lucky=True, **kw) == "lose"
    assert outcome(12, 12, 30, lucky=True, **kw) == "win"
    assert outcome(1, 20, 5, lucky=False, **kw) == "win"


def test_events_describe_themselves_and_hide_hidden_cards() -> None:
    from dungeontable.games.oots.events import LootTaken, MonsterPlaced

    assert MonsterPlaced(seat=1, monster="goblin", size=3).describe() == (
        "seat 1 puts goblin into the battle (Battle Size 3)"
    )
    assert LootTaken(seat=0, card="", to=(1,)).describe() == "seat 0 takes the Loot (hidden)"


def test_view_carries_the_combat_breakdown_before_the_roll() -> None:
    from dungeontable.games.oots.actions import Step, StopMoving

    floors = [{"floor": 1, "left": 0, "rooms": ["dusty_corridor", "damp_cellar"], "up": 0}]
    roy = {
        "character": "roy",
        "at": [1, 0],
        "shticks": ["roy_greenhilt_sword"],
        "hand": ["cowardly_kobold"],
    }
    setup = {
        "floors": floors,
        "players": [roy, {"character": "haley", "hand": ["cowardly_kobold"]}],
    }
    setup["monsters"] = [{"at": [1, 1], "cards": ["kobold_knight"]}]
    state = position(setup, seats=2)
    state, _ = act(state, Step(floor=1, pos=1), StopMoving(), UseShtick(index=0))
    view = GAME.view(state, 1)
    assert view.breakdown is not None and view.breakdown.foe == 6  # Kobold Knight Attack 6

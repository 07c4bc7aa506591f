"""The rulebook's "Collapsing Dungeon" worked example, played through the engine (R279-R296).

Source: rulebook L1733-L1750 (``docs/rules/oots.md`` §4): the 11 numbered steps (removals
1V..10B, Roy's bumps, exits V, B, E) and the final scores V 19, B 26, E 27, R 33 (Roy wins); the
positions at Xykon's death come from the Endgame example just before it (rulebook L1673-L1699).

The example's diagram is missing from the text, so the layout here is RECONSTRUCTED from the
text. Engine coordinates are (floor, position), the Lair is floor 4 (3-floor game), seats are
Vaarsuvius 0, Belkar 1, Elan 2, Roy 3 (the stated turn order after the kill). Every action is
checked to be legal first; every removal asserts the exact set of rooms the rules allow.

Stated by the text and used as is:
- the Lair holds exactly the Safe Haven (stairs up), Xykon's Secret Lair and Dorukan's Gate
  (L1681, L1689) and takes three removals (1V, 2B, 3E) to empty; Roy is in Dorukan's Gate, where
  the escaped Monsters' Loot lies (discarded by 1V, L1737);
- every move, pickup, removal owner, bump and exit of the 11 steps, and the Loot/shtick counts.

Inferred (not in the text):
- Direction: "Roy is bumped to the left" twice (L1737-1738) puts the Safe Haven at the LEFT end
  of the Lair. The Endgame narrative (L1681) has Roy go "left" from the Safe Haven, the mirror
  image. The rules only say "the neighbouring room" (R286), so we follow the collapse steps.
- Belkar starts on floor 3, in the room the Lair stairs come up into (with a Loot for step 2's
  pickup), NOT in Xykon's Secret Lair as L1687 says. From there he cannot reach floor 2 in 3
  rooms (R021, R024): Safe Haven, floor 3, and floor 2 only if floor 3's stairs down and up are
  in the same room, but then step 4 "Roy moves right and up stairs" (L1740) is impossible. So
  L1687, L1738 (step 2) and L1740 (step 4) cannot all hold; we keep the 11 steps literal and
  ``test_belkar_cannot_start_in_the_secret_lair`` shows the L1687 position fails step 2.
- Floor 3: stairs-up room just right of the stairs-down room (step 4).
- Floor 2: stairs-up room U2 just right of the stairs-down room (steps 4 and 6); Vaarsuvius and
  Elan start in U2, since "moves up to 1st floor, exits" (steps 1 and 11) takes all 3 rooms:
  up to floor 1, left, Entrance; Elan's Loot room (2 Loot) is right of U2 (steps 3 and 7); a
  Loot in U2 for Roy (step 8).
- Floor 1: the Entrance stairs room is just left of the stairs-down room (step 6 "and left";
  in step 10 Belkar, already on floor 1, exits with one step: he could not exit in step 6).
- Room counts: after the Lair the text has 7 removals (4R..10B), none bumping anyone, with Roy's
  room still standing at the end. We give floor 3 its 2 rooms and floor 2 five rooms besides its
  stairs-up room (two unnamed at the left end, one at the right); the split and the removal
  choices where two ends were free (R285: 6B, 7E, 8R) are ours.
- Loot cards are one-crest cards (1 Drool Factor for everyone) so the Loot totals are exact;
  the 4 Loot picked up during the steps are part of the final 15 / 17 / 14.
"""

from __future__ import annotations

from typing import Any

from dungeontable.core import Action, Event
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import (
    EndBattles,
    EndTurn,
    RemoveRoom,
    Step,
    StopMoving,
    TakeLoot,
)
from dungeontable.games.oots.common.dungeon import reachable
from dungeontable.games.oots.events import GameEnded, LootTaken, Moved, PlayerLeft, RoomRemoved
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.scenario import build
from dungeontable.games.oots.state import ENTRANCE, State

V, B, E, R = 0, 1, 2, 3
SAFE, SECRET, GATE = (4, 0), (4, 1), (4, 2)
D3, U3 = (3, 0), (3, 1)
D2, U2, ELAN_LOOT = (2, 2), (2, 3), (2, 4)
U1, D1 = (1, 0), (1, 1)

FLOORS = [
    {"floor": 1, "left": 0, "rooms": ["dusty_corridor", "damp_cellar"], "up": 0, "down": 1},
    {
        "floor": 2,
        "left": 0,
        "rooms": [
            "boring_hallway",
            "abandoned_barracks",
            "empty_storeroom",
            "dusty_corridor",
            "damp_cellar",
            "boring_hallway",
        ],
        "up": 3,
        "down": 2,
    },
    {"floor": 3, "left": 0, "rooms": ["empty_storeroom", "abandoned_barracks"], "up": 1, "down": 0},
    {"floor": 4, "left": 0, "rooms": ["safe_haven", "xykon_s_secret_lair", "dorukan_s_gate"]}
    | {"up": 0},
]
LOOT = [
    {"at": list(GATE), "cards": ["starmetal_chunk", "stepladder"]},  # dropped by the escapees
    {"at": list(SECRET), "cards": ["chain_shirt", "word_of_thor"]},  # "a big Loot pile"
    {"at": list(D3), "cards": ["relic_of_the_order"]},
    {"at": list(ELAN_LOOT), "cards": ["banner_of_the_order", "banner_of_the_order"]},
    {"at": list(U2), "cards": ["talisman_of_dorukan"]},
]


def _player(character: str, at: tuple[int, int], shtick: str, n: int, loot: str, k: int) -> Any:
    return {"character": character, "at": list(at), "shticks": [shtick] * n, "stash": [loot] * k}


def at_xykons_death() -> State:
    """Roy's turn just after the Lich fell (collapse begun, Monsters gone, his 2 Loot taken)."""
    players = [
        _player("vaarsuvius", U2, "vaarsuvius_fireball", 9, "talisman_of_dorukan", 7),
        _player("belkar", D3, "belkar_twin_daggers_of_doom", 9, "relic_of_the_order", 14),
        _player("elan", U2, "elan_hide", 9, "banner_of_the_order", 15),
        {
            **_player("roy", GATE, "roy_greenhilt_sword", 13, "talisman_of_dorukan", 13),
            "killed_xykon": True,
        },
    ]
    setup = {"turn": R, "phase": "end", "collapse": True, "floors": FLOORS}
    setup |= {"players": players, "loot": LOOT, "monsters": []}
    return build(Options(), setup, 4, 1)


def play(state: State, *actions: Action) -> tuple[State, list[Event]]:
    """Apply each action, checking first that the engine offers it (legal moves only)."""
    events: list[Event] = []
    for action in actions:
        assert action in GAME.legal_actions(state), (action, GAME.legal_actions(state))
        state, ev = GAME.apply(state, action)
        events += ev
    return state, events


def removal(
    state: State, floor: int, pos: int, *legal: tuple[int, int]
) -> tuple[State, list[Event]]:
    """R282-R285: the legal removals are exactly ``legal``; the player removes (floor, pos)."""
    offered = [(a.floor, a.pos) for a in GAME.legal_actions(state) if isinstance(a, RemoveRoom)]
    assert offered == list(legal)
    return play(state, RemoveRoom(floor=floor, pos=pos))


def bumps(events: list[Event]) -> list[tuple[int, tuple[int, int]]]:
    """Who a removal moved, and where to (R286: the Moved events among the removal's events)."""
    return [(e.seat, (e.floor, e.pos)) for e in events if isinstance(e, Moved)]


def places(state: State) -> tuple[tuple[int, int], ...]:
    return tuple(p.place for p in state.players)


def taken(events: list[Event], seat: int) -> list[str]:
    """The Loot cards ``seat`` took, from the events only it sees (R211: drawn Loot is private)."""
    return [e.card for e in events if isinstance(e, LootTaken) and e.to == (seat,)]


def kinds(events: list[Event]) -> list[tuple[str, int, int, int]]:
    found: list[tuple[str, int, int, int]] = []
    for e in events:
        if isinstance(e, RoomRemoved):
            found.append(("removed", e.seat, e.floor, e.pos))
        elif isinstance(e, PlayerLeft):
            found.append(("left", e.seat, e.rank, 0))
    return found


def test_collapsing_dungeon_example_eleven_steps_and_scores() -> None:
    state, _ = play(at_xykons_death(), EndTurn())
    assert state.turn.seat == V
    discard0 = len(state.loot_discard)

    # 1. V moves up to the 1st floor and exits first; removes 1V (Roy's room): Roy bumped left.
    state, ev = play(state, Step(*D1), Step(*U1), Step(*ENTRANCE))
    assert kinds(ev) == [("left", V, 0, 0)]
    state, ev = removal(state, *GATE, GATE)  # R284: the only other end is the stairs-up room
    assert kinds(ev) == [("removed", V, *GATE)] and bumps(ev) == [(R, SECRET)]
    assert state.loot_discard[discard0:] == ("starmetal_chunk", "stepladder")  # R286
    assert places(state) == (ENTRANCE, D3, U2, SECRET)

    # 2. B picks up 1 Loot, moves up to the 2nd floor; removes 2B: Roy bumped left.
    state, ev = play(state, TakeLoot(), Step(*U3), Step(*D2), StopMoving())
    assert taken(ev, B) == ["relic_of_the_order"]
    state, ev = removal(state, *SECRET, SECRET)
    assert kinds(ev) == [("removed", B, *SECRET)] and bumps(ev) == [(R, SAFE)]
    assert places(state) == (ENTRANCE, D2, U2, SAFE)

    # 3. E moves right one room, picks up Loot; removes 3E: Roy bumped up, the stairs go.
    state, ev = play(state, Step(*ELAN_LOOT), StopMoving(), TakeLoot())
    assert taken(ev, E) == ["banner_of_the_order"]
    state, ev = removal(state, *SAFE, SAFE)
    assert kinds(ev) == [("removed", E, *SAFE)] and bumps(ev) == [(R, D3)]
    assert state.floors[4].rooms == () and state.floors[3].down is None  # R283
    assert places(state) == (ENTRANCE, D2, ELAN_LOOT, D3)

    # 4. R moves right and up the stairs; removes 4R.
    state, ev = play(state, Step(*U3), Step(*D2), StopMoving(), EndBattles())  # no PvP on Belkar
    state, ev = removal(state, *D3, D3)  # the stairs-up room U3 goes last (R283)
    assert kinds(ev) == [("removed", R, *D3)] and bumps(ev) == []
    assert places(state) == (ENTRANCE, D2, ELAN_LOOT, D2)

    # 5. V (outside) removes 5V: floor 3 is gone and its stairs with it.
    state, ev = removal(state, *U3, U3)
    assert kinds(ev) == [("removed", V, *U3)] and bumps(ev) == []
    assert state.floors[3].rooms == () and state.floors[2].down is None  # R283

    # 6. B moves right, up the stairs, and left; removes 6B.
    state, ev = play(state, Step(*U2), Step(*D1), Step(*U1))
    state, ev = removal(state, 2, 0, (2, 0), (2, 5))
    assert kinds(ev) == [("removed", B, 2, 0)] and bumps(ev) == []
    assert places(state) == (ENTRANCE, U1, ELAN_LOOT, D2)

    # 7. E picks up Loot, moves left; removes 7E.
    state, ev = play(state, TakeLoot(), Step(*U2), StopMoving())
    assert taken(ev, E) == ["banner_of_the_order"]
    state, ev = removal(state, 2, 1, (2, 1), (2, 5))
    assert kinds(ev) == [("removed", E, 2, 1)] and bumps(ev) == []
    assert places(state) == (ENTRANCE, U1, U2, D2)

    # 8. R moves right, picks up Loot; removes 8R.
    state, ev = play(state, Step(*U2), StopMoving(), EndBattles(), TakeLoot())
    assert taken(ev, R) == ["talisman_of_dorukan"]
    state, ev = removal(state, *D2, D2, (2, 5))
    assert kinds(ev) == [("removed", R, *D2)] and bumps(ev) == []
    assert places(state) == (ENTRANCE, U1, U2, U2)

    # 9. V removes 9V.
    state, ev = removal(state, 2, 5, (2, 5))
    assert kinds(ev) == [("removed", V, 2, 5)] and bumps(ev) == []

    # 10. B moves up and exits second; removes 10B.
    state, ev = play(state, Step(*ENTRANCE))
    assert kinds(ev) == [("left", B, 1, 0)]
    state, ev = removal(state, *ELAN_LOOT, ELAN_LOOT)
    assert kinds(ev) == [("removed", B, *ELAN_LOOT)] and bumps(ev) == []
    assert places(state) == (ENTRANCE, ENTRANCE, U2, U2)
    assert state.floors[2].rooms[0].card == "dusty_corridor" and state.floors[2].left == 3

    # 11. E moves up to the 1st floor and exits third: only Roy is left, the game ends (R289).
    state, ev = play(state, Step(*D1), Step(*U1), Step(*ENTRANCE))
    assert kinds(ev) == [("left", E, 2, 0)]
    assert state.exits == (V, B, E) and state.players[R].left is None
    ended = [e for e in ev if isinstance(e, GameEnded)]
    assert [(e.scores, e.winners) for e in ended] == [((19, 26, 27, 33), (R,))]
    assert state.result is not None and state.result.scores == (19.0, 26.0, 27.0, 33.0)
    assert GAME.legal_actions(state) == ()
    # 1V..10B, in order: three Lair rooms, floor 3, then floor 2 from its ends
    lair, floor3 = [GATE, SECRET, SAFE], [D3, U3]
    assert list(state.removed_rooms) == [*lair, *floor3, (2, 0), (2, 1), D2, (2, 5), ELAN_LOOT]


def test_belkar_cannot_start_in_the_secret_lair() -> None:
    """L1687 puts Belkar in Xykon's Secret Lair at the kill; with step 4's floor 3 (stairs up
    right of the stairs down) he cannot reach floor 2 in 3 rooms (R021, R024), so step 2 "moves
    up to 2nd floor" needs him elsewhere: the example contradicts itself (see the module doc)."""
    state = at_xykons_death()
    reach = reachable(state, SECRET)
    unexplored = [(3, -1), (4, -1), (4, 3)]  # A36: still open during the collapse
    assert sorted(reach) == sorted([SAFE, SECRET, GATE, D3, U3, *unexplored])
    assert not [p for p in reach if p[0] <= 2]

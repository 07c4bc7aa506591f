"""Table options of the first-player roll, PvP on the Entrance and free Loot trades
(A65, A19, A29).

Each test plays one small position under the proposed ruling and under the alternative reading
and asserts the exact, different outcomes.
"""

from __future__ import annotations

from typing import Any

from dungeontable.core import Rng
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import (
    AttackPlayer,
    Charge,
    EndBattles,
    Fight,
    GiveLoot,
    HealOther,
    OfferHeal,
    PassPriority,
    PayForHeal,
    PlayScrew,
    RefuseHeal,
    Stay,
    Step,
    UseShtick,
)
from dungeontable.games.oots.events import BattleResolved, LootGiven
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.rules.setup import first_player
from dungeontable.games.oots.state import State

from .conftest import act, dice, position


def test_a65_only_tied_players_reroll_or_the_whole_table_rerolls() -> None:
    faces = (5, 9, 9, 2, 8, 12)  # seats 1 and 2 tie on 9, then the reroll
    seat, rng = first_player(3, Rng.from_seed(1).scripted(faces), ties_only=True)
    assert seat == 2  # seats 1, 2 reroll 2 and 8; the last face stays unused
    assert rng.script == (12,)
    seat, rng = first_player(3, Rng.from_seed(1).scripted(faces), ties_only=False)
    assert seat == 2 and rng.script == ()  # everyone rerolls 2, 8, 12: seat 2
    faces = (5, 9, 9, 11, 3, 1)
    assert first_player(3, Rng.from_seed(1).scripted(faces), ties_only=True)[0] == 1
    assert first_player(3, Rng.from_seed(1).scripted(faces), ties_only=False)[0] == 0


def test_a65_setup_reads_the_option() -> None:
    # seed 6 rolls 3, 8, 9, 9, then 11, 6, 5, 6: seats 2 and 3 tie; 11 - 6 (seat 2) or the
    # table again (seat 0); seed 12 rolls 5, 12, 12, 4, then 8, 4, 2, 11: seat 1 or seat 3
    for ties_only, expected in ((True, (2, 1)), (False, (0, 3))):
        options = Options(first_player_reroll_ties_only=ties_only)
        firsts = tuple(GAME.setup(options, 4, seed=s).order_start for s in (6, 12))
        assert firsts == expected


FLOORS = [
    {
        "floor": 1,
        "left": 0,
        "rooms": ["empty_storeroom", "dusty_corridor", "damp_cellar", "boring_hallway"],
        "up": 0,
    }
]


def test_a19_no_pvp_on_the_entrance_unless_switched_off() -> None:
    roy = {"character": "roy", "at": [0, 0]}
    setup = {"floors": FLOORS, "players": [roy, {"character": "haley", "at": [0, 0]}]}
    state, _ = act(position(setup, seats=2), Stay())
    assert AttackPlayer(seat=1) not in GAME.legal_actions(state)
    state, _ = act(position(setup, seats=2, entrance_blocks_pvp=False), Stay())
    assert GAME.legal_actions(state) == (AttackPlayer(seat=1), EndBattles())
    state, _ = act(state, AttackPlayer(seat=1))
    assert state.phase == "shtick" and state.battle is not None
    assert state.battle.foe_seat == 1 and state.battle.distance == 0


def test_a19_arriving_on_the_entrance_heals_then_pvp_only_if_switched_off() -> None:
    roy = {"character": "roy", "at": [1, 0], "wounds": 2}
    setup = {"floors": FLOORS, "players": [roy, {"character": "haley", "at": [0, 0]}]}
    for sheltered, foes in ((True, ()), (False, (AttackPlayer(seat=1), EndBattles()))):
        state, _ = act(
            position(setup, seats=2, entrance_blocks_pvp=sheltered), Step(floor=0, pos=0)
        )
        assert state.players[0].place == (0, 0) and state.players[0].wounds == 0  # A19 heals all
        legal = GAME.legal_actions(state)
        assert (legal == foes) if foes else AttackPlayer(seat=1) not in legal
    state, _ = act(position(setup, seats=2), Stay())  # on floor 1: the Entrance is out of reach
    assert AttackPlayer(seat=1) not in GAME.legal_actions(state)


def test_a29_no_free_loot_trades_unless_table_talk_is_switched_on() -> None:
    roy = {
        "character": "roy",
        "at": [1, 1],
        "stash": ["talisman_of_dorukan", "big_pile_of_gems", "talisman_of_dorukan"],
    }
    haley = {"character": "haley", "at": [1, 1], "stash": []}
    elan = {"character": "elan", "at": [1, 2], "stash": []}  # another room: never offered
    setup = {"floors": FLOORS, "players": [roy, haley, elan]}
    state = position(setup, seats=3)
    assert not [a for a in GAME.legal_actions(state) if isinstance(a, GiveLoot)]
    state = position(setup, seats=3, table_talk_trades=True)
    gives = [a for a in GAME.legal_actions(state) if isinstance(a, GiveLoot)]
    assert gives == [
        GiveLoot(card="talisman_of_dorukan", seat=1),
        GiveLoot(card="big_pile_of_gems", seat=1),
    ]
    state, events = act(state, GiveLoot(card="talisman_of_dorukan", seat=1))
    assert state.players[0].stash == ("big_pile_of_gems", "talisman_of_dorukan") and state.players[
        1
    ].stash == ("talisman_of_dorukan",)
    given = [e for e in events if isinstance(e, LootGiven)]
    assert given == [
        LootGiven(seat=0, receiver=1, card="talisman_of_dorukan", to=(0, 1)),
        LootGiven(seat=0, receiver=1, card="", to=(2,)),
    ]
    assert state.phase == "start" and state.turn.seat == 0  # a free action: the turn goes on


def test_a29_table_talk_trades_at_the_end_of_the_turn_too() -> None:
    roy = {"character": "roy", "at": [1, 1], "stash": ["big_pile_of_gems"]}
    setup = {"floors": FLOORS, "players": [roy, {"character": "haley", "at": [1, 1]}]}
    for talk, expected in ((False, []), (True, [GiveLoot(card="big_pile_of_gems", seat=1)])):
        state, _ = act(position(setup, seats=2, table_talk_trades=talk), Stay(), EndBattles())
        assert state.phase == "end"
        assert [a for a in GAME.legal_actions(state) if isinstance(a, GiveLoot)] == expected


def _angry_duel() -> State:
    """Roy (Greenhilt Sword: Attack 2, Boost +2 Attack) attacks Belkar (Sneaky Little Guy:
    Defense 3, Boost +1 Defense); both hold Get Angry (boost the declared shtick once)."""
    players: list[dict[str, Any]] = [
        {"character": "roy", "shticks": ["roy_greenhilt_sword"], "at": [1, 1]},
        {"character": "belkar", "shticks": ["belkar_sneaky_little_guy"], "at": [1, 1]},
    ]
    for p in players:
        p.update(hand=["get_angry"], stash=[])  # no Loot to offer the NPCs (R054)
    state = position({"floors": FLOORS, "players": players}, seats=2)
    state, _ = act(state, Stay(), AttackPlayer(seat=1), UseShtick(index=0), UseShtick(index=0))
    state, _ = act(state, Fight(), Fight())
    assert state.phase == "window" and GAME.decision(state).seat == 0
    return state


def test_pvp_get_angry_boosts_the_attackers_declared_shtick_once() -> None:
    state, _ = act(_angry_duel(), PlayScrew(card="get_angry"))  # Roy: Sword boosted once, +2
    state = dice(state, 5, 5)
    state, ev = act(state, PassPriority())  # Belkar does not answer
    totals = [
        (e.roll, e.player_total, e.monster_total) for e in ev if isinstance(e, BattleResolved)
    ]
    assert totals == [(5, 9, 8)]  # Roy 5 + 2 + 2; Belkar 5 + 3


def test_pvp_get_angry_boosts_the_defenders_declared_shtick_once() -> None:
    state, _ = act(_angry_duel(), PassPriority())
    assert GAME.decision(state).seat == 1
    state, _ = act(state, PlayScrew(card="get_angry"))  # Belkar: Sneaky Little Guy boosted, +1
    state = dice(state, 5, 5)
    state, ev = act(state, PassPriority())
    totals = [
        (e.roll, e.player_total, e.monster_total) for e in ev if isinstance(e, BattleResolved)
    ]
    assert totals == [(5, 7, 9)]  # Roy 5 + 2; Belkar 5 + 3 + 1


def _charge_duel(**options: Any) -> State:
    """Belkar (seat 0, Twin Daggers of Doom: Attack 3, Defense 1) attacks Roy (Greenhilt Sword:
    Attack 2, Defense 1, and Charge!)."""
    players: list[dict[str, Any]] = [
        {"character": "belkar", "shticks": ["belkar_twin_daggers_of_doom"], "at": [1, 1]},
        {"character": "roy", "shticks": ["roy_greenhilt_sword", "roy_charge"], "at": [1, 1]},
    ]
    for p in players:
        p.update(hand=[], stash=[])  # no Loot to offer the NPCs (R054)
    setup = {"floors": FLOORS, "players": players}
    state = position(setup, seats=2, **options)
    state, _ = act(state, Stay(), AttackPlayer(seat=1), UseShtick(index=0))
    assert state.phase == "pvp-defend"
    return state


def test_r086_pvp_the_defender_may_charge_and_the_roles_swap() -> None:
    state = _charge_duel()
    assert GAME.legal_actions(state) == (UseShtick(index=0), Charge(index=1), UseShtick(index=-1))
    charged, _ = act(state, Charge(index=1))
    assert charged.players[1].flipped == (False, True) and charged.phase == "pvp-defend"
    assert GAME.legal_actions(charged) == (UseShtick(index=0), UseShtick(index=-1))
    charged, _ = act(charged, UseShtick(index=0), Fight())
    charged, ev2 = act(dice(charged, 5, 4), Fight())
    _, ev = act(dice(state, 5, 4), UseShtick(index=0), Fight(), Fight())
    totals = [
        (e.player_total, e.monster_total, e.result) for e in ev if isinstance(e, BattleResolved)
    ]
    assert totals == [(8, 5, "win")]  # Belkar attacks 5 + 3; Roy defends 4 + 1
    totals = [
        (e.player_total, e.monster_total, e.result) for e in ev2 if isinstance(e, BattleResolved)
    ]
    assert totals == [(6, 6, "draw")]  # Roy charged: Belkar defends 5 + 1; Roy attacks 4 + 2


def test_r086_pvp_charge_off_the_defender_can_only_defend() -> None:
    state = _charge_duel(pvp_charge=False)
    assert GAME.legal_actions(state) == (UseShtick(index=0), UseShtick(index=-1))


def _heal_table() -> State:
    """Durkon (Healing Touch) on floor 1; Roy has lost 2 Wounds and holds 2 Stash Loot."""
    players: list[dict[str, Any]] = [
        {"character": "durkon", "at": [1, 0], "shticks": ["durkon_healing_touch"], "stash": []},
        {"character": "roy", "at": [1, 3], "wounds": 2, "stash": ["stepladder", "starmetal_chunk"]},
        {"character": "elan", "at": [1, 1], "stash": ["stepladder"]},  # unwounded: no offer
    ]
    for p in players:
        p["hand"] = []
    rooms = ["dusty_corridor", "damp_cellar", "boring_hallway", "empty_storeroom"]
    floors = [{"floor": 1, "left": 0, "rooms": rooms, "up": 0}]
    return position({"floors": floors, "players": players}, seats=3)


def test_a29_a_heal_paid_with_the_loot_the_patient_picks() -> None:
    state = _heal_table()
    legal = GAME.legal_actions(state)
    assert [a for a in legal if isinstance(a, OfferHeal)] == [OfferHeal(index=0, seat=1)]
    assert HealOther(index=0, seat=1) in legal  # the free heal stays: paying is an agreement
    state, _ = act(state, OfferHeal(index=0, seat=1))
    assert state.phase == "heal-offer" and GAME.decision(state).seat == 1
    assert GAME.legal_actions(state) == (
        PayForHeal(card="stepladder"),
        PayForHeal(card="starmetal_chunk"),
        RefuseHeal(),
    )
    state, ev = act(state, PayForHeal(card="starmetal_chunk"))
    assert state.phase == "start" and state.heal_offer is None and state.turn.seat == 0
    assert state.players[1].stash == ("stepladder",) and state.players[0].stash == (
        "starmetal_chunk",
    )
    assert state.players[1].wounds == 1 and state.players[0].flipped == (True,)
    assert [e for e in ev if isinstance(e, LootGiven)] == [
        LootGiven(seat=1, receiver=0, card="starmetal_chunk", to=(1, 0)),
        LootGiven(seat=1, receiver=0, card="", to=(2,)),
    ]


def test_a29_a_refused_heal_offer_changes_nothing() -> None:
    state = _heal_table()
    after, ev = act(state, OfferHeal(index=0, seat=1), RefuseHeal())
    assert after.phase == "start" and after.heal_offer is None
    assert after.players == state.players and ev == []


def test_r086_pvp_charge_at_range_needs_a_ranged_attack() -> None:
    # Belkar's Thrown Dagger: Range 2; Roy's Bag of Tricks: Range 2
    players: list[dict[str, Any]] = [
        {"character": "belkar", "shticks": ["belkar_thrown_dagger"], "at": [1, 0], "hand": []},
        {"character": "roy", "shticks": ["roy_greenhilt_sword", "roy_charge"], "at": [1, 2]},
    ]
    state = position({"floors": FLOORS, "players": players}, seats=2)
    state, _ = act(state, Stay(), AttackPlayer(seat=1), UseShtick(index=0))
    assert state.phase == "pvp-defend" and state.battle is not None and state.battle.distance == 2
    # the Greenhilt Sword (Range 0) does not reach: Charge! not offered
    assert GAME.legal_actions(state) == (UseShtick(index=-1),)
    bow = {**players[1], "shticks": ["roy_bag_of_tricks", "roy_charge"]}
    state = position({"floors": FLOORS, "players": [players[0], bow]}, seats=2)
    state, _ = act(state, Stay(), AttackPlayer(seat=1), UseShtick(index=0))
    assert GAME.legal_actions(state) == (UseShtick(index=0), Charge(index=1), UseShtick(index=-1))
    state, _ = act(state, Charge(index=1))
    assert GAME.legal_actions(state) == (UseShtick(index=0),)  # R097: no unarmed ranged attack

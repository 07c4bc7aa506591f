"""The heuristic bot against Xykon the Lich (R109, R111): only a win ends the game, so a "the
battle is a draw" shtick is no Defender's pick while another shtick can win."""

from __future__ import annotations

from typing import Any

from msgspec.structs import replace

from dungeontable.core import Rng
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import Rest, UseShtick
from dungeontable.games.oots.bots import HeuristicBot
from dungeontable.games.oots.bots.heuristic import Mind
from dungeontable.games.oots.bots.xykon import help_bonus
from dungeontable.games.oots.state import Battle

from .conftest import position

LAIR_FLOORS = [
    {"floor": 1, "rooms": ["dusty_corridor"], "up": 0, "down": 0},
    {"floor": 2, "rooms": ["dusty_corridor"], "up": 0, "down": 0},
    {"floor": 3, "rooms": ["dusty_corridor"], "up": 0, "down": 0},
    {"floor": 4, "rooms": ["safe_haven", "goblin_barracks", "phylactery_vault"], "up": 0},
]


def elan_defends(stack: list[str]) -> Any:
    """Elan in the Goblin Barracks (4, 1) of the Lair (the Phylactery Vault at 2 empty),
    defending against the top of ``stack`` (the Lich) with Hide and Rapier Flourish, the
    Oooooo Sparklies in his Stash; Haley in the Safe Haven (4, 0), where she may help (R128)."""
    elan = {
        "character": "elan",
        "at": [4, 1],
        "shticks": ["elan_hide", "elan_rapier_flourish"],
        "stash": ["oooooo_sparklies"],
    }
    haley = {"character": "haley", "at": [4, 0]}
    setup = {
        "floors": LAIR_FLOORS,
        "monsters": [{"at": [4, 1], "cards": stack}],
        "players": [elan, haley],
    }
    battle = Battle(room=(4, 1), monster="xykon_the_lich", attacker=False)
    return replace(position(setup, seats=2), battle=battle, phase="shtick")


def test_defending_against_the_lich_the_bot_picks_a_shtick_that_can_win() -> None:
    """Elan entered the Lich's room (4, 1), so the Lich attacks him (Elan defends): Hide
    (Defense +4, "the battle is a draw", R111) never defeats the Lich even on a 12, Rapier
    Flourish (Defense +2) wins with Haley's help: she may not refuse (R260) and drools 2 over
    the Oooooo Sparklies in Elan's Stash (+4, R131), so d12 + 6 beats the Lich's Attack 12 + 4
    (level, R276) on an 11 or 12: the bot declares Rapier Flourish (index 1), not Hide."""
    state = elan_defends(["xykon_the_lich"])
    legal = GAME.legal_actions(state)
    assert UseShtick(index=0) in legal and UseShtick(index=1) in legal
    view = GAME.view(state, 0)
    mind = Mind(view)
    assert mind.monster_value("xykon_the_lich", False, 4) == 16
    assert help_bonus(view, mind.cs, mind.me, 4) == 4
    assert mind._lich_shtick_worth(UseShtick(index=1), False) == (2 / 12, 2)
    assert mind._lich_shtick_worth(UseShtick(index=0), False) == (0.0, 4)
    assert view.decision is not None and view.decision.seat == 0
    action, _ = HeuristicBot(GAME).choose(view, legal, Rng.from_seed(0))
    assert action == UseShtick(index=1)


def lair_with_roy(at: list[int], wounds: int) -> Any:
    """Roy in the Lair (floor 4: Safe Haven at 0, empty Goblin Barracks at 1, the Lich in the
    Phylactery Vault at 2) on ``wounds`` of his 4 Wounds with Greenhilt Sword (+2); Haley on
    floor 1."""
    roy = {"character": "roy", "at": at, "wounds": wounds, "shticks": ["roy_greenhilt_sword"]}
    setup = {
        "floors": LAIR_FLOORS,
        "monsters": [{"at": [4, 2], "cards": ["xykon_the_lich"]}],
        "players": [roy, {"character": "haley", "at": [1, 0]}],
        "turn": 0,
    }
    return position(setup, seats=2)


def test_a_wounded_bot_in_the_lair_heads_for_the_safe_haven_not_the_entrance() -> None:
    """R271, R182, R269: on 3 of 4 Wounds in the Lair, Roy's goal is the Safe Haven (4, 0),
    where he may rest with no Monster battle, not the Entrance (0, 0), from which coming back
    would need the Lair minimums again."""
    mind = Mind(GAME.view(lair_with_roy([4, 1], 3), 0))
    assert mind.me.wounds == 3 and mind.me.max_wounds == 4
    assert mind.goals() == {(4, 0)}


def test_a_wounded_bot_in_the_safe_haven_rests_before_facing_the_lich() -> None:
    """R182: Roy in the Safe Haven on 1 Wound rests (heals 1 at his next turn) instead of
    walking on to the Lich's room (4, 2)."""
    state = lair_with_roy([4, 0], 1)
    legal = GAME.legal_actions(state)
    assert Rest() in legal
    action, _ = HeuristicBot(GAME).choose(GAME.view(state, 0), legal, Rng.from_seed(0))
    assert action == Rest()


def test_against_a_supported_lich_the_bot_counts_his_stack_when_picking_a_shtick() -> None:
    """The same battle, the Lich now over two Goblins (R342's base-game kin, A06: +2 Attack
    each): his Attack is 12 + 4 + 4 = 20. Rapier Flourish with Haley's +4 reaches 18 on a 12:
    no chance, so Hide (Defense +4, "the battle is a draw", R111) is the pick: it still saves a
    Wound. Reading only his printed Attack and level (16) the bot used to see 2 in 12 for the
    Rapier and lose a Wound."""
    state = elan_defends(["xykon_the_lich", "kinda_wimpy_goblin", "goblin_archer"])
    view = GAME.view(state, 0)
    mind = Mind(view)
    room = next(r for r in view.floors[4].rooms if r.pos == 1)
    assert mind.monster_value("xykon_the_lich", False, 4, room) == 20
    assert mind._lich_shtick_worth(UseShtick(index=1), False) == (0.0, 2)
    assert mind._lich_shtick_worth(UseShtick(index=0), False) == (0.0, 4)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(state), Rng.from_seed(0))
    assert action == UseShtick(index=0)

"""The heuristic bot reaching Xykon the Lich: a shot from out of his Range (R059, R099), waiting
in the Safe Haven for help that can still come (R128, R268), healing there from the floor above
(R271), and looking for Monsters on another floor when its own has none it can beat (R058)."""

from __future__ import annotations

from typing import Any

from msgspec.structs import replace

from dungeontable.core import Rng
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import Fight, PassPriority, RangedAttack, Stay, UseShtick
from dungeontable.games.oots.bots import HeuristicBot
from dungeontable.games.oots.bots.heuristic import Mind
from dungeontable.games.oots.events import BattleResolved

from .conftest import act, dice, position

LAIR_FLOORS = [
    {"floor": 1, "rooms": ["dusty_corridor"], "up": 0, "down": 0},
    {"floor": 2, "rooms": ["dusty_corridor"], "up": 0, "down": 0},
    {"floor": 3, "rooms": ["dusty_corridor"], "up": 0, "down": 0},
    {"floor": 4, "rooms": ["safe_haven", "goblin_barracks", "phylactery_vault"], "up": 0},
]
LICH = [{"at": [4, 2], "cards": ["xykon_the_lich"]}]


def lair(players: list[dict[str, Any]], min_shticks: int = 0) -> Any:
    """Floor 4 is the Lair: Safe Haven (4, 0), Goblin Barracks (4, 1), the Lich alone in the
    Phylactery Vault (4, 2); the Lair minimums lowered to ``min_shticks`` shticks and 0 Loot."""
    setup = {"floors": LAIR_FLOORS, "monsters": LICH, "players": players, "turn": 0}
    state = position(setup, seats=len(players))
    return replace(state, min_shticks=min_shticks, min_loot=0)


def choose(state: Any) -> Any:
    legal = GAME.legal_actions(state)
    action, _ = HeuristicBot(GAME).choose(GAME.view(state, 0), legal, Rng.from_seed(0))
    assert action in legal
    return action


def test_the_bot_shoots_at_the_lich_from_out_of_his_range() -> None:
    """Vaarsuvius in the Goblin Barracks, one room from the Lich, with Fireball (+5 Attack,
    Range 2): a shot (R059) wins on d12 + 5 > 10 + 4 (his Defense +level, R276), a 10 or more,
    3 in 12 (an empty Stash: no help, not even the table's NPCs', R049); he has no Range, so
    a shot he would win costs nothing (R099; Fireball is an Area Effect: its loss costs a Wound
    only if a target's Range reaches, R145). The bot stays instead of walking into his room as
    the Defender and fires; a roll of 3 (8 against 14) loses without a Wound."""
    v = {"character": "vaarsuvius", "at": [4, 1], "shticks": ["vaarsuvius_fireball"], "stash": []}
    state = lair([v, {"character": "haley", "at": [1, 0]}])
    mind = Mind(GAME.view(state, 0))
    assert mind.lich_shot((4, 1)) == 3 / 12
    assert mind.lich_shot((4, 2)) == 0.0  # in his room he fights back
    assert choose(state) == Stay()
    state, _ = act(state, Stay())
    assert choose(state) == RangedAttack(floor=4, pos=2)
    state, _ = act(state, RangedAttack(floor=4, pos=2), UseShtick(index=0))
    state, events = act(dice(state, 3), Fight())
    while (decision := GAME.decision(state)) is not None and decision.kind == "window":
        state, more = act(state, PassPriority())  # nobody plays a Screw This! card
        events += more
    resolved = [e for e in events if isinstance(e, BattleResolved)]
    assert [(e.player_total, e.monster_total, e.result) for e in resolved] == [(8, 14, "lose")]
    assert state.players[0].wounds == 0


def test_without_a_shot_the_bot_walks_in_when_it_has_one() -> None:
    """No Range: Roy's Greenhilt Sword (Range 0) cannot shoot, so his odds from the Goblin
    Barracks are 0 and he heads for the Lich's room as before."""
    roy = {"character": "roy", "at": [4, 1], "shticks": ["roy_greenhilt_sword"], "stash": []}
    state = lair([roy, {"character": "haley", "at": [1, 0]}])
    mind = Mind(GAME.view(state, 0))
    assert mind.lich_shot((4, 1)) == 0.0
    assert mind.goals() == {(4, 2)}


def waiting_roy(haley_shticks: int) -> Mind:
    """Roy in the Safe Haven with Greenhilt Sword (Defense +1) and Oooooo Sparklies (Haley
    drools 2) in his Stash; Haley on floor 3 with ``haley_shticks`` shticks; the Lair needs
    one shtick."""
    roy = {
        "character": "roy",
        "at": [4, 0],
        "shticks": ["roy_greenhilt_sword"],
        "stash": ["oooooo_sparklies"],
    }
    haley_cards = ["haley_sneak_attack"][:haley_shticks]
    haley = {"character": "haley", "at": [3, 0], "shticks": haley_cards}
    return Mind(GAME.view(lair([roy, haley], min_shticks=1), 0))


def test_the_bot_waits_in_the_safe_haven_for_help_that_can_come() -> None:
    """R128, R131, R260: walking into the Lich's room Roy defends, d12 + 1 against his Attack
    12 + 4: never a win alone; with Haley on his floor (+4 for the Sparklies she must accept)
    a 12 wins. Haley may enter the Lair (one shtick, R268), so Roy waits in the Safe Haven
    (4, 0) for her instead of losing a Wound a turn."""
    mind = waiting_roy(1)
    assert mind.monster_value("xykon_the_lich", False, 4) == 16
    assert mind.goals() == {(4, 0)}


def test_the_bot_does_not_wait_for_help_that_cannot_come() -> None:
    """The same, but Haley has no shtick: she may not enter the Lair (R268), so waiting would
    last forever (2-seat seed 133 waited 60 rounds): Roy heads for the Lich's room."""
    mind = waiting_roy(0)
    assert not mind.may_enter_lair(mind.view.players[1])
    assert mind.goals() == {(4, 2)}


def test_a_wounded_bot_on_the_floor_above_heals_in_the_safe_haven() -> None:
    """R271, R182, R268: Roy on floor 3 on 3 of 4 Wounds, allowed into the Lair, goes down to
    the Safe Haven (4, 0) to rest rather than up to the Entrance; not allowed in (the Lair
    needs two shticks), he heads for the Entrance (0, 0)."""
    roy = {"character": "roy", "at": [3, 0], "wounds": 3, "shticks": ["roy_greenhilt_sword"]}
    players = [roy, {"character": "haley", "at": [1, 0]}]
    assert Mind(GAME.view(lair(players, min_shticks=1), 0)).goals() == {(4, 0)}
    assert Mind(GAME.view(lair(players, min_shticks=2), 0)).goals() == {(0, 0)}


def full_floor(floors: list[dict[str, Any]], full: int, other: tuple[int, int]) -> dict[str, Any]:
    """Vaarsuvius (Shield Spell only, empty Stash) in (``full``, 0), the one empty room of a
    floor of 8 whose rooms -7..-1 each hold an Ancient Blue Dragon; one more Dragon at
    ``other`` on the other floor."""
    dragons = [{"at": [full, p], "cards": ["ancient_blue_dragon"]} for p in range(-7, 0)]
    dragons.append({"at": list(other), "cards": ["ancient_blue_dragon"]})
    v = {
        "character": "vaarsuvius",
        "at": [full, 0],
        "shticks": ["vaarsuvius_shield_spell"],
        "stash": [],
    }
    players = [v, {"character": "haley", "at": [0, 0]}]
    return {"floors": floors, "monsters": dragons, "players": players, "turn": 0}


def test_a_floor_with_nothing_to_beat_sends_the_bot_to_another_floor() -> None:
    """R058: a battle starts only in an empty room one enters. Vaarsuvius stands in the one
    empty room of a full floor 1 (8 rooms, R029) whose other rooms each hold an Ancient Blue
    Dragon (Attack 11) that her Shield Spell (+3 Defense) cannot meet at even odds; floor 2
    has an empty room (2, 1) and room to explore at (2, -1) and (2, 2): those are her goals."""
    floors = [
        {"floor": 1, "left": -7, "rooms": ["dusty_corridor"] * 8, "up": 0, "down": -1},
        {"floor": 2, "rooms": ["dusty_corridor", "dusty_corridor"], "up": 0},
    ]
    setup = full_floor(floors, full=1, other=(2, 0))
    mind = Mind(GAME.view(position(setup, seats=2), 0))
    assert mind._prizes(1) == set()
    assert mind.goals() == {(2, 1), (2, -1), (2, 2)}


def test_the_bot_takes_a_free_shot_at_a_monster_that_cannot_reach_back(
    floors_1: list[dict[str, Any]],
) -> None:
    """R059, R099: Roy stayed in (1, -1) with Bag of Tricks (+1 Attack, Range 2); a Troll
    (Defense 9, no Range) two rooms away at (1, 1). d12 + 1 beats 9 on a 9 or more: 4 in 12,
    below the even odds the bot wants for a fight it could lose, but the Troll cannot reach
    him, so a lost shot costs nothing: the bot shoots."""
    roy = {"character": "roy", "at": [1, -1], "shticks": ["roy_bag_of_tricks"], "stash": []}
    setup = {
        "floors": floors_1,
        "monsters": [{"at": [1, 1], "cards": ["troll"]}],
        "players": [roy, {"character": "haley", "at": [0, 0]}],
        "turn": 0,
    }
    state, _ = act(position(setup, seats=2), Stay())
    mind = Mind(GAME.view(state, 0))
    troll_room = next(r for r in mind.view.floors[1].rooms if r.pos == 1)
    assert mind.shot_odds((1, -1), troll_room) == 4 / 12
    assert not mind._beatable("troll", True, 1, troll_room)
    assert choose(state) == RangedAttack(floor=1, pos=1)


def test_with_no_turning_back_the_bot_looks_only_on_floors_it_can_reach() -> None:
    """R315: the same full floor, now floor 2 under an explored floor 1 with an empty room
    (1, 1): without No Turning Back the bot goes up for it; with it there are no stairs up, so
    it has no such goal."""
    floors = [
        {"floor": 1, "rooms": ["dusty_corridor", "dusty_corridor"], "up": 0, "down": 0},
        {"floor": 2, "left": -7, "rooms": ["dusty_corridor"] * 8, "up": 0},
    ]
    setup = full_floor(floors, full=2, other=(1, 0))
    free = Mind(GAME.view(position(setup, seats=2), 0))
    assert free.goals() == {(1, 1), (1, -1), (1, 2)}
    stuck = position(setup, seats=2, expansion="shortening", no_turning_back=True)
    assert Mind(GAME.view(stuck, 0)).goals() == set()

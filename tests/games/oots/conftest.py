"""A small, exact card set for OOTS flow tests (registered as the card set ``test``)."""

from __future__ import annotations

import sys
from typing import Any

import pytest
from msgspec.structs import replace

from dungeontable.core import Action, Event
from dungeontable.games.oots import GAME
from dungeontable.games.oots.deck import (
    CardSet,
    CharacterSpec,
    LootSpec,
    MonsterSpec,
    RoomSpec,
    ScrewSpec,
    ShtickSpec,
    XykonSpec,
    register_cards,
)
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.scenario import build
from dungeontable.games.oots.state import State

CHARS = ("roy", "haley", "elan", "belkar", "durkon", "vaarsuvius")


def _shticks() -> tuple[dict[str, ShtickSpec], dict[str, tuple[str, ...]]]:
    specs: dict[str, ShtickSpec] = {}
    decks: dict[str, tuple[str, ...]] = {}
    for c in CHARS:
        start = (
            ShtickSpec(
                id=f"{c}_sword",
                name="Sword",
                character=c,
                starting=True,
                attack=2,
                defense=1,
                kinds=("weapon",),
                boost_attack=2,
            ),
            ShtickSpec(
                id=f"{c}_bow", name="Bow", character=c, starting=True, attack=1, defense=0, range=2
            ),
            ShtickSpec(
                id=f"{c}_blast",
                name="Blast",
                character=c,
                starting=True,
                attack=4,
                defense=4,
                flip=True,
                kinds=("magic",),
            ),
            ShtickSpec(
                id=f"{c}_armor",
                name="Armor",
                character=c,
                starting=True,
                attack=None,
                defense=3,
                kinds=("armor",),
            ),
        )
        extra = ShtickSpec(id=f"{c}_extra", name="Extra", character=c, attack=1, defense=1)
        for s in (*start, extra):
            specs[s.id] = s
        decks[c] = (*(s.id for s in start), *([extra.id] * 16))
    fireball = ShtickSpec(
        id="fireball",
        name="Fireball",
        character="vaarsuvius",
        attack=5,
        defense=None,
        range=1,
        kinds=("magic",),
        flip=True,
        area=2,
    )
    specs[fireball.id] = fireball
    return specs, decks


def _monsters() -> dict[str, MonsterSpec]:
    ms = [
        MonsterSpec(
            id="goblin", name="Goblin", types=("goblin",), attack=5, defense=5, loot=1, x=1
        ),
        MonsterSpec(id="kobold", name="Kobold", types=("kobold",), attack=3, defense=3),
        MonsterSpec(
            id="kobold_knight",
            name="Kobold Knight",
            types=("kobold",),
            attack=6,
            defense=4,
            support="assist",
            support_types=("kobold",),
        ),
        MonsterSpec(
            id="kobold_king",
            name="Kobold King",
            types=("kobold",),
            attack=4,
            defense=4,
            abilities=("leader",),
        ),
        MonsterSpec(
            id="necromancer",
            name="Goblin Necromancer",
            types=("goblin",),
            attack=5,
            defense=6,
            abilities=("leader",),
            support="horde",
            support_types=("undead",),
        ),
        MonsterSpec(
            id="skelemen",
            name="Skelemen",
            types=("undead",),
            attack=4,
            defense=4,
            abilities=("mindless",),
            loot=2,
            x=2,
        ),
        MonsterSpec(
            id="zombie", name="Zombie", types=("undead",), attack=4, defense=9, loot=1, x=1
        ),
        MonsterSpec(
            id="roaches",
            name="Demon Roaches",
            types=("fiend",),
            attack=2,
            defense=2,
            abilities=("henchman",),
        ),
        MonsterSpec(
            id="ghoul",
            name="Ghoul",
            types=("undead",),
            attack=5,
            defense=5,
            abilities=("paralyze",),
        ),
        MonsterSpec(
            id="cutpurse",
            name="Cutpurse",
            types=("human",),
            attack=5,
            defense=5,
            abilities=("thief",),
        ),
        MonsterSpec(
            id="snakes",
            name="Dragon Snakes",
            types=("dragon",),
            attack=6,
            defense=11,
            abilities=("bloodlust",),
        ),
        MonsterSpec(
            id="lich",
            name="Xykon the Lich",
            types=("undead",),
            attack=12,
            defense=14,
            abilities=("xykon_special",),
            support="assist",
            support_types=("goblin", "undead"),
            plus_level=True,
            lich=True,
        ),
        MonsterSpec(
            id="zombie_horde",
            name="Zombie Horde",
            types=("undead",),
            attack=6,
            defense=6,
            plus_level=True,
            loot=1,
        ),
        MonsterSpec(
            id="eyes",
            name="That Thing with the Eyes",
            types=("creepy_crawly",),
            attack=5,
            defense=10,
            range=1,
            abilities=("enchanted", "spellcaster"),
        ),
    ]
    return {m.id: m for m in ms}


def _loot() -> dict[str, LootSpec]:
    ls = [
        LootSpec(id="gem", name="Gem", crests=1),
        LootSpec(id="crown", name="Crown", crests=3),
        LootSpec(id="roy_ring", name="Roy Ring", portraits=(("roy", 2),), defense=1),
        LootSpec(id="haley_bow", name="Haley Trinket", portraits=(("haley", 1),)),
        LootSpec(id="shuriken", name="Shuriken Trap", trap=True, evade=8, trap_range=2, multi=True),
    ]
    return {x.id: x for x in ls}


def _rooms() -> dict[str, RoomSpec]:
    rs = [RoomSpec(id="entrance", name="Dungeon Entrance", entrance=True)]
    rs += [RoomSpec(id=f"room{i}", name=f"Room {i}") for i in range(50)]
    rs += [
        RoomSpec(id="crypt", name="Spooooky Crypt", type_defense=(("undead", 2),)),
        RoomSpec(id="safe", name="Safe Haven", lair=True, safe_haven=True),
    ]
    rs += [RoomSpec(id=f"lair{i}", name=f"Lair {i}", lair=True) for i in range(7)]
    return {r.id: r for r in rs}


def make_cards() -> CardSet:
    shticks, decks = _shticks()
    monsters = _monsters()
    rooms = _rooms()
    battle = ("goblin",) * 30 + ("kobold",) * 20 + ("zombie",) * 10 + ("brave", "angry") * 5
    return CardSet(
        characters={c: CharacterSpec(id=c, name=c.title(), wounds=4) for c in CHARS},
        shticks=shticks,
        monsters=monsters,
        screws={
            "brave": ScrewSpec(
                id="brave", name="The Kobold and the Brave", type_bonus=("kobold", 3)
            ),
            "angry": ScrewSpec(
                id="angry",
                name="Get Angry",
                player_attack=2,
                player_defense=2,
                own_battle_only=True,
            ),
        },
        loot=_loot(),
        rooms=rooms,
        xykon={
            "curse": XykonSpec(id="curse", name="Dark Curse", monster_attack=2, monster_defense=2)
        },
        battle_deck=battle,
        loot_deck=("gem",) * 40 + ("crown",) * 5 + ("roy_ring",) * 5 + ("shuriken",) * 5,
        room_deck=("entrance", *(f"room{i}" for i in range(50)), "crypt"),
        lair_deck=("safe", *(f"lair{i}" for i in range(7))),
        xykon_deck=("lich", "curse", *(["zombie_horde"] * 8)),
        shtick_decks=decks,
        entrance="entrance",
        safe_haven="safe",
        lich="lich",
    )


register_cards("test", make_cards())
OPTIONS = Options(cardset="test", turn_limit=0)
PRODUCTION = Options(turn_limit=0)
# Issue 13, while the move lasts: modules already rewritten for the production cards.
_ON_PRODUCTION: set[str] = {
    "test_battle_flow",
    "test_turns_loot",
    "test_rulings_turns",
    "test_movement",
    "test_rulings_dungeon",
    "test_pvp",
    "test_stocking",
    "test_more_rules",
    "test_rulings_table",
    "test_lair_collapse",
    "test_rulings_stocking",
    "test_pvp_npcs",
    "test_rulings_help",
    "test_variants",
    "test_rulings_variants",
    "test_window_after_roll",
    "test_window_declared",
    "test_window_loot_picked",
    "test_window_movement",
    "test_window_placed",
    "test_window_stumble",
    "test_window_trap",
    "test_thor",
    "test_rulings_range",
    "test_windows_late",
    "test_uniform_windows",
    "test_windows_pvp_area",
    "test_pvp_area_combat",
    "test_rulings_battle",
    "test_rulings_rooms",
    "test_rulings_support",
    "test_shadow",
    "test_examples_loot",
    "test_long_games",
    "test_effects_powers",
}


def position(setup: dict[str, Any], seats: int = 4, seed: int = 1, **options: Any) -> State:
    caller = sys._getframe(1).f_globals.get("__name__", "").rsplit(".", 1)[-1]
    base = PRODUCTION if caller in _ON_PRODUCTION else OPTIONS
    return build(replace(base, **options), setup, seats, seed)


def act(state: State, *actions: Action) -> tuple[State, list[Event]]:
    events: list[Event] = []
    for action in actions:
        state, ev = GAME.apply(state, action)
        events += ev
    return state, events


def dice(state: State, *faces: int) -> State:
    return replace(state, rng=state.rng.scripted(faces))


@pytest.fixture
def floors_1() -> list[dict[str, Any]]:
    """Floor 1 with rooms at positions -1..2 (stairs up at 0), plus the Entrance."""
    return [{"floor": 1, "left": -1, "rooms": ["room1", "room2", "room3", "room4"], "up": 0}]

"""Ruling option A18: room text in a ranged battle (both rooms, or only the foe's room).

The combat arithmetic (catalog card sets) and the flat flow arithmetic (code-built sets) are
checked under each setting, with exact totals that differ between the readings.
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.games.oots.actions import Fight, RangedAttack, Stay, UseShtick
from dungeontable.games.oots.combat.modifiers import total_modifiers
from dungeontable.games.oots.deck import RoomSpec, cards_of, register_cards
from dungeontable.games.oots.events import BattleResolved

from .combat_kit import CAT, PLAIN, BattleContext, FloorRoom, Side
from .conftest import act, dice, position

BOW = "haley_longbow"


def _ranged(room_text: str) -> BattleContext:
    """Haley in the Training Hall (+1 Attack) shoots a Ghoul two rooms away."""
    side = Side("haley", 0, shtick=BOW, face_up=(BOW,))
    floor = (FloorRoom("training_hall"), FloorRoom(PLAIN), FloorRoom(PLAIN, monsters=("ghoul",)))
    return BattleContext(side, "attacker", floor, foe_room=2, ranged_room_text=room_text)


def test_a18_combat_both_rooms_apply_at_range_or_only_the_foes_room() -> None:
    both = total_modifiers(_ranged("both_rooms"), CAT)
    foe_only = total_modifiers(_ranged("foe_room"), CAT)
    assert both.player == foe_only.player + 1
    assert ("room", "training_hall", 1) in [(p.source, p.card, p.amount) for p in both.player_parts]
    assert "training_hall" not in [p.card for p in foe_only.player_parts]
    assert both.foe == foe_only.foe


def _arena_set() -> str:
    cs = cards_of("test")
    arena = RoomSpec(id="arena", name="Arena", attack=3)
    register_cards("test-arena", replace(cs, rooms={**cs.rooms, "arena": arena}))
    return "test-arena"


def test_a18_flow_the_attackers_room_text_at_range_or_not() -> None:
    floors = [{"floor": 1, "left": 0, "rooms": ["arena", "room2", "room3"], "up": 0}]
    setup = {
        "floors": floors,
        "players": [{"character": "roy", "at": [1, 0], "hand": []}, {"hand": [], "at": [0, 0]}],
        "monsters": [{"at": [1, 2], "cards": ["kobold"]}],
    }
    got = []
    for room_text in ("both_rooms", "foe_room"):
        state = position(setup, seats=2, cardset=_arena_set(), ranged_room_text=room_text)
        state, _ = act(state, Stay(), RangedAttack(floor=1, pos=2), UseShtick(index=1))
        state, ev = act(dice(state, 5), Fight())
        got += [(e.player_total, e.monster_total) for e in ev if isinstance(e, BattleResolved)]
    assert got == [(9, 3), (6, 3)]  # 5 + Bow 1 + Arena 3, or without the Arena

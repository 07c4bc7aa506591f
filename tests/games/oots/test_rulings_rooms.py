"""Ruling option A18: room text in a ranged battle (both rooms, or only the foe's room).

The combat arithmetic (catalog card sets) and the flat flow arithmetic (the packaged set) are
checked under each setting, with exact totals that differ between the readings.
"""

from __future__ import annotations

from dungeontable.games.oots.actions import Fight, RangedAttack, Stay, UseShtick
from dungeontable.games.oots.combat.modifiers import total_modifiers
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


def test_a18_flow_the_attackers_room_text_at_range_or_not() -> None:
    # Roy in the Training Hall (+1 Attack) shoots with the Bag of Tricks (Attack 1, Range 2) at a
    # Kobold Skirmisher (Defense 4) two rooms away
    floors = [
        {
            "floor": 1,
            "left": 0,
            "rooms": ["training_hall", "dusty_corridor", "damp_cellar"],
            "up": 0,
        }
    ]
    roy = {
        "character": "roy",
        "at": [1, 0],
        "hand": [],
        "shticks": ["roy_greenhilt_sword", "roy_bag_of_tricks"],
    }
    setup = {
        "floors": floors,
        "players": [roy, {"hand": [], "at": [0, 0]}],
        "monsters": [{"at": [1, 2], "cards": ["kobold_skirmisher"]}],
    }
    got = []
    for room_text in ("both_rooms", "foe_room"):
        state = position(setup, seats=2, ranged_room_text=room_text)
        state, _ = act(state, Stay(), RangedAttack(floor=1, pos=2), UseShtick(index=1))
        state, ev = act(dice(state, 5), Fight())
        got += [(e.player_total, e.monster_total) for e in ev if isinstance(e, BattleResolved)]
    assert got == [(7, 4), (6, 4)]  # 5 + Bag of Tricks 1 + Training Hall 1, or without it

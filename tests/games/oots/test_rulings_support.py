"""Ruling option A15: a supporter backs only the topmost eligible Monster of a room, or every one.

Checked in the combat arithmetic (catalog card sets) and the flat flow arithmetic.
"""

from __future__ import annotations

from dungeontable.games.oots.combat.modifiers import total_modifiers
from dungeontable.games.oots.common.arithmetic import supporters

from .combat_kit import CAT, PLAIN, BattleContext, FloorRoom, Side
from .conftest import position

SWORD = "roy_greenhilt_sword"


def test_a15_combat_the_lower_knight_gets_the_far_skirmisher_only_if_every_counts() -> None:
    floor = (
        FloorRoom(PLAIN, monsters=("kobold_knight", "kobold_knight")),
        FloorRoom(PLAIN, monsters=("kobold_skirmisher",)),
    )
    side = Side("roy", 0, shtick=SWORD, face_up=(SWORD,))
    defense = CAT.monsters["kobold_knight"].defense
    top = BattleContext(side, "attacker", floor, 0, targets=(1,))
    assert total_modifiers(top, CAT).foe == defense + 2  # the knight above it only
    every = BattleContext(side, "attacker", floor, 0, targets=(1,), support_every=True)
    assert total_modifiers(every, CAT).foe == defense + 4


def test_a15_flow_supporters_of_the_second_monster_in_a_room() -> None:
    setup = {
        "floors": [
            {
                "floor": 1,
                "left": 0,
                "rooms": ["empty_storeroom", "dusty_corridor", "damp_cellar"],
                "up": 0,
            }
        ],
        "monsters": [
            # Kobold Knight and Kobold Trapsmith: Assist (Kobold); Kobold Skirmisher: a Kobold
            {"at": [1, 1], "cards": ["kobold_knight", "kobold_trapsmith"]},
            {"at": [1, 2], "cards": ["kobold_skirmisher"]},
        ],
    }
    got = [
        supporters(position(setup, seats=2, support_per_room=r), (1, 1), m)
        for r in ("topmost", "every")
        for m in ("kobold_knight", "kobold_trapsmith")
    ]
    assert got == [2, 1, 2, 2]  # the far Skirmisher backs only the Knight, unless every counts

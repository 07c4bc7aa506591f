"""Ruling option A31: a Range-infinity shtick also defends at Range 0, or only at a distance."""

from __future__ import annotations

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import Step, StopMoving, UseShtick

from .conftest import act, position


def test_a31_an_infinite_range_shtick_defends_at_range_0_unless_switched_off() -> None:
    setup = {
        "floors": [
            {"floor": 1, "left": 0, "rooms": ["empty_storeroom", "dusty_corridor"], "up": 0}
        ],
        "players": [
            # Staff Whack (Defense 1, Range 0), Shield Spell (Defense 3, Range infinity)
            {
                "character": "vaarsuvius",
                "at": [1, 0],
                "shticks": ["vaarsuvius_staff_whack", "vaarsuvius_shield_spell"],
                "hand": [],
            },
            {"hand": []},
        ],
        "monsters": [{"at": [1, 1], "cards": ["kobold_skirmisher"]}],
    }
    for at_zero, shticks in ((True, (0, 1)), (False, (0,))):
        state = position(setup, seats=2, infinite_range_at_zero=at_zero)
        state, _ = act(state, Step(floor=1, pos=1), StopMoving())
        assert state.battle is not None and not state.battle.attacker
        legal = GAME.legal_actions(state)
        assert tuple(a.index for a in legal if isinstance(a, UseShtick) and a.index >= 0) == shticks


def test_a105_flying_looks_at_the_range_with_bonuses_unless_switched_off() -> None:
    """The legal Battle Shticks and the battle context agree: with Sharp Eyes face up Haley's
    Range-0 Sneak Attack and Evasion may fight the Flying Teeny Tiny Dragon; with the printed
    Range (option off), or with Sharp Eyes flipped, neither may."""
    from dungeontable.games.oots.combat.from_state import battle_context
    from dungeontable.games.oots.combat.range import choosable

    def setup(flipped: list[bool]) -> dict[str, object]:
        return {
            "floors": [
                {"floor": 1, "left": 0, "rooms": ["empty_storeroom", "dusty_corridor"], "up": 0}
            ],
            "players": [
                {
                    "character": "haley",
                    "at": [1, 0],
                    "shticks": ["haley_sneak_attack", "haley_sharp_eyes", "haley_evasion"],
                    "flipped": flipped,
                    "hand": [],
                },
                {"hand": []},
            ],
            "monsters": [{"at": [1, 1], "cards": ["teeny_tiny_dragon"]}],
        }

    cases = (
        (True, [False, False, False], (0, 2)),
        (False, [False, False, False], ()),
        (True, [False, True, False], ()),
    )
    for bonus, flipped, shticks in cases:
        state = position(setup(flipped), seats=2, flying_range_bonus=bonus)
        state, _ = act(state, Step(floor=1, pos=1), StopMoving())
        assert state.battle is not None and not state.battle.attacker
        legal = GAME.legal_actions(state)
        assert tuple(a.index for a in legal if isinstance(a, UseShtick) and a.index >= 0) == shticks
        ctx = battle_context(state)
        names = ("haley_sneak_attack", "haley_evasion")
        assert choosable(ctx, ctx.player) == tuple(names[i // 2] for i in shticks)

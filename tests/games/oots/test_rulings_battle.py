"""Ruling options of the battle results (A16 Bloodlust's reach, A53 Lucky Bastards' die).

Each test plays one small position under the proposed ruling and under the alternative
readings and asserts the exact, different outcomes.
"""

from __future__ import annotations

from typing import Any

from msgspec.structs import replace

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import Fight, Stay, Step, StopMoving, UseShtick
from dungeontable.games.oots.combat.from_state import battle_context
from dungeontable.games.oots.combat.modifiers import total_modifiers
from dungeontable.games.oots.combat.range import choosable
from dungeontable.games.oots.combat.resolve import resolve
from dungeontable.games.oots.common.arithmetic import outcome
from dungeontable.games.oots.events import BattleResolved

from .conftest import act, dice, position

FLOORS = [
    {
        "floor": 1,
        "left": 0,
        "rooms": ["empty_storeroom", "dusty_corridor", "damp_cellar", "boring_hallway"],
        "up": 0,
    }
]
READINGS = ("every_draw", "tied_rolls", "all_draws")


def _result(reach: str, **case: Any) -> str:
    flags: dict[str, Any] = {
        "has_shtick": True,
        "draw_result": False,
        "hide": False,
        "reaches": True,
        "bloodlust": True,
        "lucky": False,
    }
    flags.update(case)
    totals = flags.pop("totals")
    return outcome(6, *totals, **flags, bloodlust_reach=reach)


def test_a16_bloodlust_turns_tied_rolls_into_losses_under_every_reading() -> None:
    assert [_result(r, totals=(10, 10)) for r in READINGS] == ["lose", "lose", "lose"]


def test_a16_a_no_shtick_or_draw_result_win_is_a_loss_unless_only_ties_count() -> None:
    no_shtick = [_result(r, totals=(12, 10), has_shtick=False) for r in READINGS]
    assert no_shtick == ["lose", "draw", "lose"]
    draw_result = [_result(r, totals=(12, 10), draw_result=True) for r in READINGS]
    assert draw_result == ["lose", "draw", "lose"]


def test_a16_hide_and_an_out_of_reach_monster_keep_a_draw_unless_bloodlust_overrides_all() -> None:
    hide = [_result(r, totals=(8, 10), hide=True) for r in READINGS]
    assert hide == ["draw", "draw", "lose"]
    far = [_result(r, totals=(10, 10), reaches=False) for r in READINGS]
    assert far == ["draw", "draw", "lose"]
    calm = [_result(r, totals=(8, 10), hide=True, bloodlust=False) for r in READINGS]
    assert calm == ["draw", "draw", "draw"]  # no Bloodlust: the option changes nothing


SWORD = "roy_greenhilt_sword"  # Defense 1: 5 + 1 or 12 + 1 on the totals


def _defend(faces: tuple[int, ...], **options: Any) -> tuple[int, str]:
    setup = {
        "floors": FLOORS,
        "players": [
            {"character": "roy", "at": [1, 0], "hand": [], "shticks": [SWORD]},
            {"hand": []},
        ],
        # Lesser Demon: Attack 9, Multiattack 2 (two dice, the lowest kept)
        "monsters": [{"at": [1, 1], "cards": ["lesser_demon"]}],
    }
    state = position(setup, seats=2, lucky_bastards=True, **options)
    state, _ = act(state, Step(floor=1, pos=1), StopMoving(), UseShtick(index=0))
    state, ev = act(dice(state, *faces), Fight())
    got = [(e.roll, e.result) for e in ev if isinstance(e, BattleResolved)]
    assert len(got) == 1
    return got[0]


def test_a53_lucky_bastards_reads_the_kept_die_or_any_die_under_multiattack() -> None:
    assert _defend((12, 5)) == (5, "lose")  # the kept (lowest) die is no natural 12: 6 < 9
    assert _defend((12, 5), lucky_bastards_die="any") == (5, "win")  # a natural 12 on a die
    assert _defend((1, 12)) == (1, "lose")
    assert _defend((1, 12), lucky_bastards_die="any") == (1, "lose")  # a 1 beats a 12


def _durkon_defends(faces: tuple[int, ...], flipped: bool = False, **options: Any) -> tuple:
    """Durkon (Thor's Hammer, Defense 3; Thor Incarnate) defends against the Dire Weasel
    (Attack 6, Multiattack 2): the kept die, his total and the result."""
    setup = {
        "floors": FLOORS,
        "players": [
            {
                "character": "durkon",
                "at": [1, 0],
                "hand": [],
                "shticks": ["durkon_thor_s_hammer", "durkon_thor_incarnate"],
                "flipped": [False, flipped],
            },
            {"hand": []},
        ],
        "monsters": [{"at": [1, 1], "cards": ["dire_weasel"]}],
    }
    state = position(setup, seats=2, **options)
    state, _ = act(state, Step(floor=1, pos=1), StopMoving(), UseShtick(index=0))
    ctx = battle_context(state)  # the pure combat model reads the same die (combat/resolve)
    model = resolve(ctx, total_modifiers(ctx), faces)
    state, ev = act(dice(state, *faces), Fight())
    got = [(e.roll, e.player_total, e.result) for e in ev if isinstance(e, BattleResolved)]
    assert len(got) == 1
    assert (model.player_total, model.outcome) == got[0][1:]
    return got[0]


def test_a106_thor_incarnate_reads_each_multiattack_die_or_only_the_kept_one() -> None:
    assert _durkon_defends((3, 1)) == (3, 6, "draw")  # results 3 and 13: the 3 is the lowest
    assert _durkon_defends((1, 3)) == (3, 6, "draw")  # in either order
    assert _durkon_defends((1, 1)) == (1, 16, "win")  # 13 and 13
    assert _durkon_defends((3, 1), thor_incarnate_dice="kept_die") == (1, 16, "win")
    assert _durkon_defends((3, 1), flipped=True) == (1, 4, "lose")  # Thor Incarnate flipped
    # Lucky Bastards: Thor Incarnate reads a 2 as 13 (R305); a kept natural 1 always loses
    assert _durkon_defends((2, 5), lucky_bastards=True) == (5, 8, "win")
    assert _durkon_defends((2, 5), lucky_bastards=True, thor_incarnate_dice="kept_die") == (
        2,
        16,
        "win",
    )
    assert _durkon_defends((1, 2), lucky_bastards=True) == (1, 4, "lose")


def test_r141_a_lone_immune_area_target_suffers_nothing_in_the_model_and_the_game() -> None:
    """A109 off: Vaarsuvius's Fireball (Magic Area Effect) may be chosen against a lone
    Enchanted Ogre Mage (R141); winning (12 + 5 = 17 against 8) leaves it in the room, and the
    pure combat model agrees (it used to count a lone immune target as defeated). Under the
    default (A109) Fireball is not offered, by the game nor by the model's ``choosable``."""
    setup = {
        "floors": FLOORS,
        "players": [
            {
                "character": "vaarsuvius",
                "at": [1, 1],
                "hand": [],
                "shticks": ["vaarsuvius_fireball", "vaarsuvius_staff_whack"],
            },
            {"hand": []},
        ],
        "monsters": [{"at": [1, 1], "cards": ["ogre_mage"]}],
    }
    barred, _ = act(position(setup, seats=2), Stay())
    legal = [a.index for a in GAME.legal_actions(barred) if isinstance(a, UseShtick)]
    assert legal == [1, -1]
    ctx = battle_context(barred)
    assert choosable(ctx, ctx.player) == ("vaarsuvius_staff_whack",)
    state = position(setup, seats=2, area_all_immune_barred=False)
    state, _ = act(state, Stay(), UseShtick(index=0))
    ctx = battle_context(state)
    model = resolve(ctx, total_modifiers(ctx), (12,))
    assert (model.outcome, model.defeated, model.immune) == ("win", (), ("ogre_mage",))
    state, ev = act(dice(state, 12), Fight())
    assert [(e.player_total, e.result) for e in ev if isinstance(e, BattleResolved)] == [
        (17, "win")
    ]
    assert state.floors[1].rooms[1].monsters == ("ogre_mage",)


def test_a109_a_range_0_area_effect_against_only_flying_targets_is_not_offered() -> None:
    """Roy's Cleave (Range 0, 2 targets) against a Swarm of Bats over a Teeny Tiny Dragon (both
    Flying): neither could be touched (R243), so Cleave is not offered; over a Kobold Knight
    (not Flying) it is (R141: the Flying target only counts)."""

    def offered(stack: list[str], **options: Any) -> list[int]:
        setup = {
            "floors": FLOORS,
            "players": [
                {
                    "character": "roy",
                    "at": [1, 1],
                    "hand": [],
                    "shticks": ["roy_cleave", "roy_bag_of_tricks"],
                },
                {"hand": []},
            ],
            "monsters": [{"at": [1, 1], "cards": stack}],
        }
        state, _ = act(position(setup, seats=2, **options), Stay())
        return [a.index for a in GAME.legal_actions(state) if isinstance(a, UseShtick)]

    assert offered(["swarm_of_bats", "teeny_tiny_dragon"]) == [1, -1]
    assert offered(["swarm_of_bats", "kobold_knight"]) == [0, 1, -1]
    assert offered(["swarm_of_bats", "teeny_tiny_dragon"], area_all_immune_barred=False) == [
        0,
        1,
        -1,
    ]


TARGETS = ("goblin_sneak", "highway_bandit")


def _fireball_lost(**options: Any) -> tuple[str, str, int]:
    """Vaarsuvius's Fireball rolls 1 (1 + 5 = 6) against the Goblin Sneak (Hide, Defense 5) over
    the Highway Bandit (Defense 6 + 1 in the Bandit Hideout): the engine's result, the pure
    model's, and her Wounds lost."""
    setup = {
        "floors": [{"floor": 1, "rooms": ["dusty_corridor", "bandit_hideout"], "up": 0}],
        "players": [
            {
                "character": "vaarsuvius",
                "at": [1, 1],
                "hand": [],
                "stash": [],
                "shticks": ["vaarsuvius_fireball", "vaarsuvius_staff_whack"],
            },
            {"hand": []},
        ],
        "monsters": [{"at": [1, 1], "cards": list(TARGETS)}],
    }
    state, _ = act(position(setup, seats=2, **options), Stay(), UseShtick(index=0))
    assert state.battle is not None  # the targets are fixed at the roll (R142): fixed here
    ctx = battle_context(replace(state, battle=replace(state.battle, area=TARGETS)))
    model = resolve(ctx, total_modifiers(ctx), (1,))
    state, ev = act(dice(state, 1), Fight())
    got = [(e.player_total, e.monster_total, e.result) for e in ev if isinstance(e, BattleResolved)]
    assert [g[:2] for g in got] == [(6, 7)]
    return got[0][2], model.outcome, state.players[0].wounds


def test_a79_hide_of_any_area_target_or_only_of_the_battled_one() -> None:
    """A79: a lost attacking Area Effect is a draw when any target hides (default); with
    ``area_hide="battled"`` only the battled target's Hide counts: the Bandit (7) is battled and
    does not hide, so the roll is lost (1 Wound). The pure combat model agrees under both."""
    assert _fireball_lost() == ("draw", "draw", 0)
    assert _fireball_lost(area_hide="battled") == ("lose", "lose", 1)

"""The fight procedure: R039-R058, R061-R075, R080-R086, R117-R122, AMB-20, AMB-32, AMB-36."""

from __future__ import annotations

import pytest

from dungeontable.core import IllegalAction

from .conftest import GAME, act, build, kinds, legal_texts


def goblin(*throws: str, **setup: object) -> object:
    return build({"monster": "goblin", "throws": list(throws), **setup})


@pytest.mark.parametrize(
    ("throw", "why"),
    [
        ("3/nobounce", "board_before_bounce"),  # R061 / R065
        ("3/hole", "hole"),  # R066
        ("hole", "hole"),
        ("bone", "bone"),  # R067
        ("off", "off_board"),  # R068
        ("table", "off_board"),
    ],
)
def test_misses_cost_the_thrower_the_monster_damage(throw: str, why: str) -> None:
    state, events = act(goblin(throw), "throw die=red")
    thrown = next(e for e in events if e.kind() == "die-thrown")
    assert thrown.contact is False and why in thrown.outcome.miss_reasons
    assert state.heroes[0].hp == 8 and state.fight.hp == 7


@pytest.mark.parametrize(("zone", "hp"), [("1", 6), ("2", 5), ("3", 4), ("4", 3), ("10", -3)])
def test_contact_deals_the_section_value(zone: str, hp: int) -> None:
    """R045 / R062 / R075 (a blank face in the bullseye is just 10 damage)."""
    state, events = act(goblin(zone), "throw die=blue")
    assert [e.amount for e in events if e.kind() == "monster-damaged"] == [int(zone)]
    assert state.fight.hp == hp
    assert ("monster-defeated" in kinds(events)) == (hp <= 0)


def test_the_dice_pass_to_the_left_skipping_fainted_heroes() -> None:
    """R048 / AMB-37."""
    from msgspec.structs import replace

    state = goblin("2", hp=[9, 0, 9])
    heroes = list(state.heroes)
    heroes[1] = replace(heroes[1], fainted=True)
    state = replace(state, heroes=tuple(heroes))
    state, events = act(state, "throw die=red")
    assert state.fight.holder == 2 and state.fight.turn == 2
    assert [e.hero for e in events if e.kind() == "dice-passed"] == [2]


def test_bonus_die_only_after_the_hero_dice() -> None:
    """AMB-36: no bonus die while holding hero dice; R050 then A or B."""
    state = goblin("1", "1", "1")
    assert not any(t.startswith("throw die=white") for t in legal_texts(state))
    with pytest.raises(IllegalAction):
        GAME.apply(state, GAME.actions.parse("throw die=white"))
    state, _ = act(state, "throw die=red", "throw die=blue", "throw die=green")
    texts = legal_texts(state)
    assert "suffer-defeat" in texts and any(t.startswith("throw die=white") for t in texts)
    assert GAME.decision(state).seat == 0


def test_party_defeat_hits_everyone_by_the_monster_level() -> None:
    """R052 / AMB-40: level II monster: 2 each, leader token defeated, dice to the left."""
    state = build({"monster": "hellhound", "tier": 1, "throws": ["1", "1", "1"]})
    state, events = act(
        state, "throw die=red", "throw die=blue", "throw die=green", "suffer-defeat"
    )
    assert [h.hp for h in state.heroes] == [7, 7, 7]
    assert state.leader_defeated is True
    assert state.fight.holder == 0 and state.fight.dice == ("blue", "green", "red")
    assert "party-defeated" in kinds(events)


def test_bonus_dice_return_to_the_supply_not_the_chest() -> None:
    """R051 / R052: a thrown bonus die goes back to the supply when the board is cleared."""
    state = goblin("1", "1", "1", "1", chest_bonus=2)
    state, _ = act(state, "throw die=red", "throw die=blue", "throw die=green", "throw die=white")
    assert (state.chest_bonus, state.supply_bonus, state.fight.bonus_thrown) == (1, 7, 1)
    state, _ = act(state, "suffer-defeat")
    assert (state.chest_bonus, state.supply_bonus, state.fight.bonus_thrown) == (1, 8, 0)


def test_bullseye_with_the_special_icon_kills_at_once() -> None:
    """R058 / AMB-11: even a monster with more hit points than 10."""
    state = build({"monster": "dread_revenant", "tier": 3, "throws": ["10/special"]})
    state = _no_requirement(state)
    state, events = act(state, "throw die=blue")
    defeated = [e for e in events if e.kind() == "monster-defeated"]
    assert defeated and defeated[0].bullseye is True


def _no_requirement(state):  # type: ignore[no-untyped-def]
    from msgspec.structs import replace

    return replace(state, fight=replace(state.fight, melody=True))


def test_a_white_die_has_no_special_face() -> None:
    """AMB-02: the white bonus die never activates abilities nor the bullseye kill."""
    state = build(
        {
            "monster": "elder_basilisk",
            "tier": 3,
            "chest_bonus": 1,
            "throws": ["1", "1", "1", "2/special"],
        }
    )
    state, events = act(
        state, "throw die=red", "throw die=blue", "throw die=green", "throw die=white"
    )
    assert "ability-activated" not in kinds(events) and "monster-defeated" not in kinds(events)
    assert state.fight.hp == 7 - 3 - 2
    assert [e for e in events if e.kind() == "die-thrown"][-1].outcome.special is False


def test_weapons_add_their_bonus_and_their_requirement() -> None:
    """R081-R084 / R191-R192: Helm of Bravery + Dragon's Breath add 5 together."""
    state = goblin("2", equipment=[["helm_of_bravery", "dragons_breath"]])
    state, events = act(state, 'throw die=blue weapons=["dragons_breath","helm_of_bravery"]')
    thrown = next(e for e in events if e.kind() == "die-thrown")
    assert thrown.requirements == ("blind", "spin")
    assert next(e for e in events if e.kind() == "monster-damaged").amount == 7


def test_failing_a_weapon_requirement_is_a_miss() -> None:
    """R070 / AMB-20."""
    state = goblin("4/fail=blind", equipment=[["helm_of_bravery"]])
    state, _ = act(state, 'throw die=blue weapons=["helm_of_bravery"]')
    assert state.fight.hp == 7 and state.heroes[0].hp == 8


def test_monster_and_room_requirements_apply_to_every_throw() -> None:
    """R080 / R083: the Cute Bear's crossbow shot joins the throw's requirement set."""
    state = build({"monster": "cute_bear", "throws": ["2"]})
    state, events = act(state, "throw die=red")
    assert next(e for e in events if e.kind() == "die-thrown").requirements == ("crossbow",)


def test_small_target_makes_section_one_a_miss() -> None:
    """R069 / R155."""
    state = build({"monster": "storm_drake", "tier": 3, "throws": ["1"]})
    state, events = act(state, "throw die=red")
    assert next(e for e in events if e.kind() == "die-thrown").contact is False
    assert state.heroes[0].hp == 9 - 2


def test_final_boss_allows_only_bonus_dice_and_loses_without_them() -> None:
    """R119 / R121."""
    from msgspec.structs import replace

    from dungeontable.games.dungeonfighter.rules.tower import start_boss

    state = goblin("1", "1", "1", chest_bonus=0)
    state = replace(state, boss="grand_goblin_emperor", fight=None)
    state, _ = start_boss(state)
    state, _ = act(state, "throw die=red", "throw die=blue", "throw die=green")
    assert state.result == "lost" and "no bonus die" in state.reason
    assert GAME.decision(state) is None


def test_thrown_dice_stay_as_obstacles_until_the_board_is_cleared() -> None:
    """R049 / R052: a physics outcome's resting place is passed to later throws as an
    obstacle; option B clears the board."""
    from msgspec.structs import replace

    from dungeontable.games.dungeonfighter.throw import Keyframe, scripted

    def landed(zone: str, x: int, y: int):  # type: ignore[no-untyped-def]
        frame = Keyframe(1500, x, y, 8, 10000, 0, 0, 0)
        return replace(scripted(zone), keyframes=(frame,))

    state = build({"monster": "hellhound", "tier": 1})
    script = (landed("1", 100, 40), scripted("off"), landed("table", 330, 0))
    state = replace(state, throw_script=script)
    state, _ = act(state, "throw die=red", "throw die=blue", "throw die=green")
    resting = state.fight.resting
    assert [(o.die, o.x, o.y, o.on_board) for o in resting] == [
        ("red", 100, 40, True),
        ("green", 330, 0, False),
    ]
    state, _ = act(state, "suffer-defeat")
    assert state.fight.resting == ()

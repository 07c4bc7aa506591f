"""Monster abilities (R153-R158, AMB-15, AMB-17, AMB-19, AMB-45, AMB-46) and equipment
abilities (R160-R167, AMB-18, AMB-49)."""

from __future__ import annotations

from .conftest import act, build, kinds, legal_texts


def at(monster: str, tier: int, *throws: str, **setup: object):  # type: ignore[no-untyped-def]
    return build({"monster": monster, "tier": tier, "throws": list(throws), **setup})


def test_destroy_equipment_after_a_miss_makes_the_thrower_discard() -> None:
    """R153 / AMB-46: his choice, any card incl. 1x."""
    state = at("chimera", 3, "off", equipment=[["chain_shirt", "bandage_roll"]])
    state, _ = act(state, "throw die=red")
    assert legal_texts(state) == [
        "destroy-equipment card=chain_shirt",
        "destroy-equipment card=bandage_roll",
        "use-card card=bandage_roll hero=0",  # AMB-49: his 1x heal, usable at this moment too
    ]
    state, _events = act(state, "destroy-equipment card=bandage_roll")
    assert state.heroes[0].equipment == ("chain_shirt",) and "bandage_roll" in state.discard
    assert state.heroes[0].hp == 9 - (3 - 1)


def test_heal_after_a_miss_never_above_the_printed_hit_points() -> None:
    """R154 / AMB-45: Gutter Ghoul heals 1 after a miss, capped at its printed 3."""
    state = at("gutter_ghoul", 0, "2", "off", "off")
    state, events = act(state, "throw die=red", "throw die=blue", "throw die=green")
    heals = [e.hp for e in events if e.kind() == "monster-healed"]
    assert heals == [2, 3] and state.fight.hp == 3


def test_lose_gold_after_a_miss() -> None:
    """R156: one gold from the chest to the supply per miss, none when empty."""
    state = at("cellar_rat_king", 0, "off", "off", "off", chest_gold=1)
    state, _ = act(state, "throw die=red", "throw die=blue", "throw die=green")
    assert state.chest_gold == 0


def test_hero_dice_immunity_sets_a_colour_aside() -> None:
    """R157 / AMB-15: Goblin Warlord bans red; two hero dice only, and no reward for red."""
    state = at("goblin_warlord", 3, "10/special")
    assert state.fight.dice == ("blue", "green")
    assert not any("die=red" in t for t in legal_texts(state))
    state, _ = act(state, "throw die=blue")
    assert state.chest_bonus == 1 + 1  # one unthrown (green) hero die rewarded, not red


def test_critical_miss_hits_every_other_hero_for_the_full_damage() -> None:
    """R158 / AMB-17: thrower takes his reduced miss damage, the others the full value."""
    state = at("ogre_chieftain", 2, "off", equipment=[["chain_shirt"]])
    state, _ = act(state, "throw die=red")
    assert [h.hp for h in state.heroes] == [9 - 1, 9 - 2, 9 - 2]


def test_reduced_damage_armour() -> None:
    """R166: Plate Mail -2 against a damage-2 monster: nothing."""
    state = at("hellhound", 1, "off", equipment=[["plate_mail"]])
    state, _ = act(state, "throw die=red")
    assert state.heroes[0].hp == 9


def test_counterblow_returns_the_damage_actually_suffered() -> None:
    """R165 / AMB-19."""
    state = at("hellhound", 1, "off", equipment=[["spiked_pauldrons"]])
    state, _events = act(state, "throw die=red")
    assert state.heroes[0].hp == 7 and state.fight.hp == 5 - 2


def test_piercing_equipment_adds_to_every_contact() -> None:
    """R163: Whetstone +1 (passive)."""
    state = at("goblin", 0, "3", equipment=[["whetstone"]])
    state, events = act(state, "throw die=red")
    assert [e.amount for e in events if e.kind() == "monster-damaged"] == [4]


def test_one_shot_heal_hero_and_heal_party() -> None:
    """R160 / R161 / R106: used any time by the holder, then discarded."""
    state = at("goblin", 0, "3", equipment=[["herbal_poultice", "camp_stew"]], hp=[4, 5, 9])
    assert "use-card card=herbal_poultice hero=1" in legal_texts(state)
    state, _ = act(state, "use-card card=herbal_poultice hero=1", "use-card card=camp_stew hero=-1")
    assert [h.hp for h in state.heroes] == [5, 9, 9]
    assert state.heroes[0].equipment == () and state.discard == ("herbal_poultice", "camp_stew")


def test_one_shot_swing_again_after_a_bad_result() -> None:
    """R162 / AMB-18 / AMB-21."""
    state = at("goblin", 0, "off", "4", equipment=[["rabbits_foot"]])
    state, _ = act(state, "throw die=red")
    assert legal_texts(state) == ["use-card card=rabbits_foot hero=-1", "continue"]
    state, _ = act(state, "use-card card=rabbits_foot hero=-1")
    assert state.heroes[0].hp == 9 and state.fight.rethrow == "red"
    state, _ = act(state, "throw die=red")
    assert state.fight.hp == 3


def test_one_shot_agile_instincts_cancels_a_miss() -> None:
    """R164."""
    state = at("hellhound", 1, "off", equipment=[["dodgers_boots"]])
    state, _ = act(state, "throw die=red", "use-card card=dodgers_boots hero=-1")
    assert state.heroes[0].hp == 9 and "dodgers_boots" in state.discard


def test_declining_a_one_shot_keeps_it() -> None:
    state = at("hellhound", 1, "off", equipment=[["dodgers_boots"]])
    state, events = act(state, "throw die=red", "continue")
    assert state.heroes[0].hp == 7 and state.heroes[0].equipment == ("dodgers_boots",)
    assert "hero-damaged" in kinds(events)


def test_enchanting_melody_ends_a_hero_dice_immunity() -> None:
    """R152 + R157: the set-aside red die comes back with the dice being passed."""
    state = build({"heroes": ["mirela", "torm", "randolph"], "monster": "goblin_warlord",
                   "tier": 3, "throws": ["2/special"]})  # fmt: skip
    state, _ = act(state, "throw die=blue", "pay-melody yes=true")
    assert state.fight.dice == ("green", "red") and state.fight.holder == 1


def test_a_hero_fainted_by_shame_does_not_start_the_new_fight() -> None:
    """R124 / R098: the first player fainted by backing down; the next hero starts."""
    state = build({"monster": "cute_bear", "hp": [1, 9, 9]})
    state, _ = act(state, "back-down")
    assert state.heroes[0].fainted and state.fight.holder == 1 and state.fight.turn == 1

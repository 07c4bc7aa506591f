"""Modifier rules (R105-R161, R201-R204) and resolution rules, one test each."""

from __future__ import annotations

from dungeontable.games.oots.combat.modifiers import (
    Part,
    evade_bonus,
    helper_bonus,
    total_modifiers,
)
from dungeontable.games.oots.combat.range import area_targets, choosable, shtick_problem
from dungeontable.games.oots.combat.resolve import evades
from dungeontable.games.oots.effects import PlayerBonus

from .combat_kit import CAT, PLAIN, BattleContext, FloorRoom, Helper, Side, fight, monster_ctx

SWORD = "roy_greenhilt_sword"


def test_duplicates_boost_the_chosen_shtick_flipped_copies_do_not() -> None:
    """R201, R198: one boost per other face-up copy; a flipped copy is absent from face_up."""
    three = monster_ctx(
        "roy", SWORD, ("roy_greenhilt_sword_2", "roy_greenhilt_sword_2"), ("ghoul",)
    )
    assert total_modifiers(three, CAT).player == 2 + 2 * 2
    one = monster_ctx("roy", SWORD, (), ("ghoul",))
    assert total_modifiers(one, CAT).player == 2


def test_boosts_count_only_for_the_chosen_battle_shtick() -> None:
    """R105, R204: another Battle Shtick and its boosts contribute nothing."""
    up = ("roy_greenhilt_sword_2", "roy_greenhilt_sword_2", "roy_two_handed_swing")
    bag = monster_ctx("roy", "roy_bag_of_tricks", up, ("ghoul",))
    assert total_modifiers(bag, CAT).player_parts == (Part("shtick", "roy_bag_of_tricks", 1),)


def test_named_boost_effects_and_screw_this_boosts() -> None:
    """R202: Sword Practice boosts the Greenhilt Sword; Get Angry adds a boost by name."""
    practice = monster_ctx("roy", SWORD, ("roy_sword_practice",), ("ghoul",))
    assert total_modifiers(practice, CAT).player == 4
    angry = monster_ctx("roy", SWORD, (), ("ghoul",), boosts=(("Greenhilt Sword", 2),))
    assert total_modifiers(angry, CAT).player == 6


def test_non_battle_shtick_conditions() -> None:
    """R107: Master of Battle Administration counts only against a Leader."""
    up = ("roy_master_of_battle_administration",)
    assert total_modifiers(monster_ctx("roy", SWORD, up, ("kobold_king",)), CAT).player == 4
    assert total_modifiers(monster_ctx("roy", SWORD, up, ("ghoul",)), CAT).player == 2


def test_flip_bonus_counts_only_when_flipped_for_this_battle() -> None:
    """R199: Rage's +4 needs flipping it before the roll."""
    up = ("belkar_rage",)
    idle = monster_ctx("belkar", "belkar_stabby_stabby", up, ("ghoul",))
    assert total_modifiers(idle, CAT).player == 2
    used = monster_ctx("belkar", "belkar_stabby_stabby", (), ("ghoul",), flipped_for_bonus=up)
    assert total_modifiers(used, CAT).player == 6


def test_role_and_vs_player_conditions() -> None:
    """Deep-Seated Emotional Problems: +2 only when Belkar attacks a player."""
    up = ("belkar_stabby_stabby", "belkar_deep_seated_emotional_problems")
    belkar = Side("belkar", 0, shtick="belkar_stabby_stabby", face_up=up)
    roy = Side("roy", 0, shtick=SWORD, face_up=(SWORD,))
    floor = (FloorRoom(PLAIN),)
    attack = BattleContext(belkar, "attacker", floor, 0, targets=(), opponent=roy)
    assert total_modifiers(attack, CAT).player == 4
    defend = BattleContext(belkar, "defender", floor, 0, targets=(), opponent=roy)
    assert total_modifiers(defend, CAT).player == 0
    monster = monster_ctx("belkar", "belkar_stabby_stabby", belkar.face_up, ("ghoul",))
    assert total_modifiers(monster, CAT).player == 2


def test_equipped_loot_only_for_the_characters_it_names() -> None:
    """R215: Chain Shirt helps Elan, not Haley (she could not equip it, but even so)."""
    elan = monster_ctx(
        "elan", "elan_hide", (), ("ghoul",), role="defender", equipped=("chain_shirt",)
    )
    assert total_modifiers(elan, CAT).player == 5
    haley = monster_ctx(
        "haley", "haley_evasion", (), ("ghoul",), role="defender", equipped=("chain_shirt",)
    )
    assert total_modifiers(haley, CAT).player == 4


def test_room_text_applies_to_whoever_stands_in_the_room() -> None:
    """R102, A18: the player's room modifies the player; the foe's room the Monster."""
    runes = monster_ctx("vaarsuvius", "vaarsuvius_magic_missile", (), ("skelemen",),
                        room="hall_of_mysterious_runes")  # fmt: skip
    assert total_modifiers(runes, CAT).player == 4
    floor = (
        FloorRoom("hall_of_mysterious_runes"),
        FloorRoom("spooooky_crypt", monsters=("skelemen",)),
    )
    v = Side(
        "vaarsuvius", 0, shtick="vaarsuvius_magic_missile", face_up=("vaarsuvius_magic_missile",)
    )
    bd = total_modifiers(BattleContext(v, "attacker", floor, 1), CAT)
    assert (bd.player, bd.foe) == (4, CAT.monsters["skelemen"].defense + 2)


def test_assistance_is_two_per_drool_factor_for_the_helper_and_crests_count() -> None:
    """R131, R136: DF relative to the helper; an OOTS crest counts for everyone."""
    assert helper_bonus("haley", "eternal_vigilance", (), (), CAT) == 2
    assert helper_bonus("roy", "eternal_vigilance", (), (), CAT) == 4
    assert helper_bonus("belkar", "inappropriate_violence", (), (), CAT) == 6
    assert helper_bonus("vaarsuvius", "talisman_of_dorukan", (), (), CAT) == 2
    assert helper_bonus("elan", "word_of_thor", (), (), CAT) == 0


def test_bards_song_adds_when_its_owner_assists() -> None:
    """R133: Elan's Bard's Song (+2) when Elan is the helper."""
    bonus = helper_bonus("elan", "magic_8_ball", ("elan_bard_s_song",), (), CAT)
    assert bonus == 2 + 2
    helpers = (
        Helper("elan", "magic_8_ball", face_up=("elan_bard_s_song", "elan_inspire_courage")),
    )
    assert (
        total_modifiers(monster_ctx("roy", SWORD, (), ("ghoul",), helpers=helpers), CAT).player
        == 2 + 5
    )


def test_lying_down_defends_at_minus_four_unless_a_teammate_is_awake() -> None:
    """R161, R181, R187, R299."""
    rest = monster_ctx("roy", SWORD, (), ("ghoul",), role="defender", lying_down=True)
    assert total_modifiers(rest, CAT).player == 1 - 4
    team = monster_ctx(
        "roy", SWORD, (), ("ghoul",), role="defender", lying_down=True, teammate_awake=True
    )
    assert total_modifiers(team, CAT).player == 1


def test_screw_this_effects_on_each_side() -> None:
    """R107/R108: temporary effects on the player and on the Monsters."""
    rush = CAT.screw_this["adrenaline_rush"].effects
    ctx = monster_ctx("roy", SWORD, (), ("ghoul",), effects=rush)
    assert total_modifiers(ctx, CAT).player == 5
    heckle = CAT.screw_this["heckling_from_the_peanut_gallery"].effects
    ctx = BattleContext(ctx.player, "attacker", ctx.floor, 0, monster_effects=heckle)
    assert total_modifiers(ctx, CAT).foe == CAT.monsters["ghoul"].defense + 2


def test_plus_level_only_for_xykon_cards() -> None:
    """R276."""
    floor = (FloorRoom(PLAIN, monsters=("bone_golem",)),)
    ctx = BattleContext(Side("roy", 0), "defender", floor, 0, level=5)
    assert total_modifiers(ctx, CAT).foe == CAT.monsters["bone_golem"].attack + 5
    ghoul = BattleContext(
        Side("roy", 0), "defender", (FloorRoom(PLAIN, monsters=("ghoul",)),), 0, level=5
    )
    assert total_modifiers(ghoul, CAT).foe == CAT.monsters["ghoul"].attack


def test_without_a_shtick_zero_and_a_win_is_a_draw() -> None:
    """R148-R150."""
    bd, result = fight(monster_ctx("roy", None, (), ("kinda_wimpy_goblin",)), 12)
    assert bd.player_parts == (Part("no_shtick", None, 0),)
    assert (result.outcome, result.defeated) == ("draw", ())


def test_draw_result_shtick_turns_a_win_into_a_draw_but_a_loss_stays() -> None:
    """R111."""
    ctx = monster_ctx("haley", "haley_evasion", (), ("cave_bear",), role="defender")
    assert fight(ctx, 12)[1].outcome == "draw"
    assert fight(ctx, 1)[1].outcome == "lose"


def test_flip_icon_shtick_flips_whatever_the_result() -> None:
    """R116."""
    ctx = monster_ctx("vaarsuvius", "vaarsuvius_magic_missile", (), ("kinda_wimpy_goblin",))
    assert [fight(ctx, d)[1].flip for d in (12, 1)] == [True, True]
    assert not fight(monster_ctx("roy", SWORD, (), ("ghoul",)), 12)[1].flip


def test_area_effect_highest_defense_and_immune_targets_survive_a_win() -> None:
    """R140-R144: top N targets, highest total Defense, immune ones keep their Wound."""
    v = Side("vaarsuvius", 0, shtick="vaarsuvius_fireball", face_up=("vaarsuvius_fireball",))
    stack = ("kinda_wimpy_goblin", "that_thing_with_the_eyes", "ghoul")
    ctx = BattleContext(v, "attacker", (FloorRoom(PLAIN, monsters=stack),), 0, targets=(0, 1))
    bd, result = fight(ctx, 12)
    assert bd.foe == CAT.monsters["that_thing_with_the_eyes"].defense and bd.battled == 1
    assert (result.defeated, result.immune) == (
        ("kinda_wimpy_goblin",),
        ("that_thing_with_the_eyes",),
    )


def test_area_loss_wounds_only_if_a_target_reaches() -> None:
    """R145: losing from 2 rooms away to Range-0 targets costs nothing."""
    v = Side("vaarsuvius", 0, shtick="vaarsuvius_fireball", face_up=("vaarsuvius_fireball",))
    floor = (
        FloorRoom(PLAIN),
        FloorRoom(PLAIN),
        FloorRoom(PLAIN, monsters=("giant_spider", "ugly_ogre")),
    )
    result = fight(BattleContext(v, "attacker", floor, 2, targets=(0, 1)), 1)[1]
    assert (result.outcome, result.wounds, result.miss_turns) == (
        "lose",
        0,
        0,
    ) and "R145" in result.notes


def test_shtick_legality_na_infinite_range_area_pvp() -> None:
    """R104, R119, R101, R139: N/A values, infinite range only defends, no Area in PvP."""
    up = ("elan_hide", "elan_dazzling_illusion")
    attack = monster_ctx("elan", None, up, ("ghoul",))
    assert choosable(attack, attack.player, CAT) == ()
    defend = monster_ctx("elan", None, up, ("ghoul",), role="defender")
    assert choosable(defend, defend.player, CAT) == up
    v = Side("vaarsuvius", 0, face_up=("vaarsuvius_fireball", "vaarsuvius_staff_whack"))
    pvp = BattleContext(v, "attacker", (FloorRoom(PLAIN),), 0, targets=(), opponent=Side("roy", 0))
    assert "Area" in (shtick_problem(pvp, v, "vaarsuvius_fireball", CAT) or "")
    assert choosable(pvp, v, CAT) == ("vaarsuvius_staff_whack",)


def test_range_must_reach_and_range_bonuses_count() -> None:
    """R091, R097, R100: Range 3 reaches 3 rooms, not 4; Sharp Eyes adds 1."""
    floor = (*(FloorRoom(PLAIN) for _ in range(4)), FloorRoom(PLAIN, monsters=("ghoul",)))
    haley = Side("haley", 0, shtick="haley_rapid_shot", face_up=("haley_rapid_shot",))
    assert shtick_problem(
        BattleContext(haley, "attacker", floor, 4), haley, "haley_rapid_shot", CAT
    )
    eyes = Side(
        "haley", 0, shtick="haley_rapid_shot", face_up=("haley_rapid_shot", "haley_sharp_eyes")
    )
    assert (
        shtick_problem(BattleContext(eyes, "attacker", floor, 4), eyes, "haley_rapid_shot", CAT)
        is None
    )
    assert PlayerBonus("range", 1) in CAT.shticks["haley_sharp_eyes"].effects


def test_pvp_lucky_bastards_and_loot_stealing_at_range_zero() -> None:
    """R303-R304, R158/A11: both natural 12s draw; a natural 1 loses; steal only at Range 0."""
    roy = Side("roy", 0, shtick="roy_bag_of_tricks", face_up=("roy_bag_of_tricks",))  # Range 2
    elan = Side("elan", 0, shtick="elan_x_treme_diplomacy", face_up=("elan_x_treme_diplomacy",))
    floor = (FloorRoom(PLAIN), FloorRoom(PLAIN))
    lucky = BattleContext(roy, "attacker", floor, 0, targets=(), opponent=elan, lucky_bastards=True)
    assert fight(lucky, 12, opponent_die=12)[1].outcome == "draw"
    lose = fight(lucky, 1, opponent_die=2)[1]
    assert (lose.outcome, lose.wounds, lose.steal) == ("lose", 1, True)
    elan1 = Side("elan", 1, shtick="elan_x_treme_diplomacy", face_up=elan.face_up)
    far = BattleContext(roy, "attacker", floor, 0, targets=(), opponent=elan1)
    win = fight(far, 12, opponent_die=1)[1]
    assert (win.outcome, win.opponent_wounds, win.steal) == ("win", 1, False)


def test_pvp_winner_without_a_shtick_is_a_draw() -> None:
    """R150 in PvP."""
    floor = (FloorRoom(PLAIN),)
    ctx = BattleContext(Side("roy", 0), "attacker", floor, 0, targets=(), opponent=Side("elan", 0))
    assert fight(ctx, 12, opponent_die=1)[1].outcome == "draw"


def test_no_ranged_attack_after_moving_or_beside_monsters() -> None:
    """R094, R096: the Longbow reaches, but not after moving, nor with Monsters in your room."""
    floor = (FloorRoom(PLAIN), FloorRoom(PLAIN, monsters=("ghoul",)))
    still = Side("haley", 0, shtick="haley_longbow", face_up=("haley_longbow",))
    assert choosable(BattleContext(still, "attacker", floor, 1), still, CAT) == ("haley_longbow",)
    moved = Side("haley", 0, shtick="haley_longbow", face_up=("haley_longbow",), moved=True)
    assert choosable(BattleContext(moved, "attacker", floor, 1), moved, CAT) == ()
    crowded = (FloorRoom(PLAIN, monsters=("skelemen",)), floor[1])
    assert choosable(BattleContext(still, "attacker", crowded, 1), still, CAT) == ()
    assert choosable(BattleContext(still, "attacker", crowded, 0), still, CAT) == ("haley_longbow",)


def test_evade_bonus_from_shticks_loot_and_cards() -> None:
    """R223: Disable Device +2, Ten-Foot Pole +2 (anyone), Watch Your Step +4."""
    step = CAT.screw_this["watch_your_step"].effects
    assert evade_bonus("haley", ("haley_disable_device",), ("ten_foot_pole",), CAT) == 4
    assert evade_bonus("roy", (), ("ten_foot_pole",), CAT, step) == 6
    assert evade_bonus("roy", (), (), CAT) == 0
    assert not evades(5, 8) and evades(5, 8, evade_bonus("roy", (), (), CAT, step))


def test_area_targets_top_n_type_or_all() -> None:
    """R140: Fireball the top 2; Turn Undead every Undead; Cone of Cold all; else the top."""
    stack = ("ghoul", "kinda_wimpy_goblin", "skelemen")
    assert area_targets("vaarsuvius_fireball", stack, CAT) == (0, 1)
    assert area_targets("vaarsuvius_fireball", stack[:1], CAT) == (0,)
    assert area_targets("durkon_turn_undead", stack, CAT) == (0, 2)
    assert area_targets("vaarsuvius_cone_of_cold", stack, CAT) == (0, 1, 2)
    assert area_targets(SWORD, stack, CAT) == (0,)


def test_a_battle_whose_monster_has_left_breaks_nothing() -> None:
    """A view after the results: the target is gone; the player's side is still reported."""
    ctx = BattleContext(Side("roy", 0, shtick=SWORD, face_up=(SWORD,)), "attacker",
                        (FloorRoom(PLAIN),), 0)  # fmt: skip
    bd = total_modifiers(ctx, CAT)
    assert (bd.player, bd.foe, bd.foe_parts, bd.foe_values) == (2, 0, (), ())

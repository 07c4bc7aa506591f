"""The rulebook's worked examples that are battle arithmetic, with their exact numbers.

Line numbers are rulebook lines (``L123``, see ``docs/rules/oots.md``). Where an example's own
arithmetic is inconsistent, the test follows the ruling of the rule map's §5.1 and says so.
"""

from __future__ import annotations

from dungeontable.games.oots.combat import abilities as ab
from dungeontable.games.oots.combat.modifiers import Part, heal_amount, total_modifiers
from dungeontable.games.oots.combat.range import (
    choosable,
    is_ranged_attack,
    may_attack_at_range,
    shtick_problem,
    trap_reaches,
)
from dungeontable.games.oots.combat.resolve import evades

from .combat_kit import CAT, PLAIN, BattleContext, FloorRoom, Helper, Side, fight, monster_ctx

ROY_SWORDS = ("roy_greenhilt_sword", "roy_greenhilt_sword_2", "roy_greenhilt_sword_2")


def test_player_attacks_headless_zombie_in_the_spooooky_crypt() -> None:
    """L804-818: +2 sword, +2 boost (2 copies), +2 Word of Thor = +6; 9 + 2 Crypt = 11; 8 wins."""
    ctx = monster_ctx(
        "roy", "roy_greenhilt_sword",
        ("roy_greenhilt_sword_2", "roy_bag_of_tricks", "roy_master_of_battle_administration"),
        ("headless_zombie",), room="spooooky_crypt", helpers=(Helper("durkon", "word_of_thor"),),
    )  # fmt: skip
    bd, result = fight(ctx, 8)
    assert bd.player_parts == (
        Part("shtick", "roy_greenhilt_sword", 2),
        Part("boost", "roy_greenhilt_sword", 2),
        Part("assist", "word_of_thor", 2),
    )  # Master of Battle Administration adds nothing: no Leader
    assert bd.foe_parts == (
        Part("printed", "headless_zombie", 9),
        Part("room", "spooooky_crypt", 2),
    )
    assert (bd.player, bd.foe) == (6, 11)
    assert (result.outcome, result.player_total, result.defeated) == (
        "win",
        14,
        ("headless_zombie",),
    )
    assert CAT.monsters["headless_zombie"].loot == 1 and CAT.monsters["headless_zombie"].xp >= 1


def test_player_defends_against_the_kobold_knight() -> None:
    """L897-913: Hide +4, Chain Shirt +1, Sparklies +4 = +9; Knight 6 + 4 Assist = 10, +3 The
    Kobold and the Brave = 13; a 3 gives 12 and Elan loses 1 Wound."""
    brave = CAT.screw_this["the_kobold_and_the_brave"].effects
    ctx = monster_ctx(
        "elan", "elan_hide", ("elan_x_treme_diplomacy",),
        ("kobold_knight", "kobold_ranger", "cowardly_kobold"), role="defender",
        equipped=("chain_shirt",), helpers=(Helper("haley", "oooooo_sparklies"),),
    )  # fmt: skip
    bd = total_modifiers(ctx, CAT)
    assert (bd.player, bd.foe) == (9, 10)
    assert Part("support", "kobold_knight", 4) in bd.foe_parts
    ctx = BattleContext(ctx.player, ctx.role, ctx.floor, 0, monster_effects=brave)
    bd, result = fight(ctx, 3)
    assert bd.foe == 13
    assert (result.outcome, result.player_total, result.wounds) == ("lose", 12, 1)


def test_player_vs_player_belkar_attacks_elan() -> None:
    """L966-978: Belkar +3 daggers (boost adds no Attack) +2 Emotional Problems = +5; Elan +1,
    +2 boost, +1 Chain Shirt (Belkar's shtick is a Weapon), +4 Haley +2 Roy = +10; 12 vs 11
    gives 17 vs 21: Elan wins, Belkar loses 1 Wound, Elan takes an equipped Loot."""
    belkar = Side(
        "belkar", 0, shtick="belkar_twin_daggers_of_doom",
        face_up=("belkar_twin_daggers_of_doom", "belkar_twin_daggers_of_doom_2",
                 "belkar_deep_seated_emotional_problems"),
        equipped=("stepladder",),
    )  # fmt: skip
    elan = Side(
        "elan", 0, shtick="elan_x_treme_diplomacy",
        face_up=("elan_x_treme_diplomacy", "elan_x_treme_diplomacy_2"), equipped=("chain_shirt",),
        helpers=(Helper("haley", "cloak_of_cloaking"), Helper("roy", "a_simple_thank_you")),
    )  # fmt: skip
    ctx = BattleContext(belkar, "attacker", (FloorRoom(PLAIN),), 0, targets=(), opponent=elan)
    bd, result = fight(ctx, 12, opponent_die=11)
    assert (bd.player, bd.foe) == (5, 10)
    assert Part("loot", "chain_shirt", 1) in bd.foe_parts
    assert (result.outcome, result.player_total, result.foe_total) == ("lose", 17, 21)
    assert (result.wounds, result.steal) == (1, True)


def test_area_effect_fireball_draw_becomes_a_loss_by_bloodlust() -> None:
    """L1044-1056 with ruling A01: Fireball is +5 (the text also says +6; 6 + 6 would be 12),
    the total is 11 against Dragon Snakes' 11 (That Thing with the Eyes is immune but still
    a target and counts): a draw, which Bloodlust makes a loss. That Thing reaches V: 1 Wound
    and 1 random Battle card (Spellcaster); the Fireball flips."""
    v = Side("vaarsuvius", 0, shtick="vaarsuvius_fireball", face_up=("vaarsuvius_fireball",))
    stack = ("that_thing_with_the_eyes", "dragon_snakes", "goblin_cleric")
    floor = (FloorRoom(PLAIN), FloorRoom(PLAIN, monsters=stack))
    ctx = BattleContext(v, "attacker", floor, foe_room=1, targets=(0, 1))
    assert shtick_problem(ctx, v, "vaarsuvius_fireball", CAT) is None
    bd, result = fight(ctx, 6)
    assert bd.player == 5
    assert bd.foe_values == (CAT.monsters["that_thing_with_the_eyes"].defense, 11)
    assert (bd.foe, bd.battled) == (11, 1)
    assert (result.outcome, result.player_total) == ("lose", 11)
    assert "R239" in result.notes
    assert (result.wounds, result.discard_battle, result.flip) == (1, 1, True)


def test_boosting_and_flipping_durkon() -> None:
    """L1332-1350: Thor's Lightning +2 Def + 2 boosts = +4; then one copy flipped: +4 Att + 1
    boost = +5; Cure Assorted Wounds heals 2 with the second copy up, then 1; last Lightning
    with Get Angry (one boost) attacks at +5."""
    tl = ("durkon_thor_s_lightning",) * 3
    caw = ("durkon_cure_assorted_wounds", "durkon_cure_assorted_wounds_2")
    up = (*tl, *caw, "durkon_thor_s_hammer")
    first = monster_ctx("durkon", "durkon_thor_s_lightning", up, ("ghoul",), role="defender")
    assert total_modifiers(first, CAT).player == 4
    up = up[1:]  # the first Lightning flipped after the battle (it has the flip icon)
    second = monster_ctx("durkon", "durkon_thor_s_lightning", up, ("ghoul",))
    bd, result = fight(second, 1)
    assert bd.player == 5 and result.flip
    assert heal_amount(up, "durkon_cure_assorted_wounds", CAT) == 2
    up = tuple(s for s in up if s not in ("durkon_thor_s_lightning", "durkon_cure_assorted_wounds"))
    up = ("durkon_thor_s_lightning", *up)  # one Lightning left face up, one Cure left
    hammer = monster_ctx("durkon", "durkon_thor_s_hammer", up, ("ghoul",))
    assert total_modifiers(hammer, CAT).player_parts == (Part("shtick", "durkon_thor_s_hammer", 3),)
    assert heal_amount(up, "durkon_cure_assorted_wounds_2", CAT) == 1
    angry = monster_ctx("durkon", "durkon_thor_s_lightning", up, ("ghoul",),
                        boosts=(("Thor's Lightning", 1),))  # fmt: skip
    assert total_modifiers(angry, CAT).player == 5


def test_traps_shuriken() -> None:
    """L1526-1534: multiple targets, Range 2, Evade 8: Durkon (revealer) and V (same room) and
    Roy (1 room away) roll; Haley on another floor does not. 9 and 11 evade, 3 is hit."""
    trap = CAT.traps["shuriken_trap"]
    assert trap_reaches(trap.multi, trap.range, 0, revealer=True)
    assert trap_reaches(trap.multi, trap.range, 0, revealer=False)
    assert trap_reaches(trap.multi, trap.range, 1, revealer=False)
    assert not trap_reaches(trap.multi, trap.range, None, revealer=False)
    assert not trap_reaches(trap.multi, trap.range, 3, revealer=False)
    assert [evades(r, trap.evade) for r in (9, 11, 3)] == [True, True, False]


def _lich_ctx(shtick: str | None, **kw: object) -> BattleContext:
    stack = ("xykon_the_lich", "kinda_wimpy_goblin", "goblin_with_a_shield", "skelemen",
             "xykon_s_zombies", "cowardly_kobold")  # fmt: skip
    roy = Side("roy", 0, shtick=shtick, face_up=ROY_SWORDS, **kw)  # type: ignore[arg-type]
    floor = (FloorRoom("dorukan_s_gate", monsters=stack),)
    return BattleContext(roy, "defender", floor, 0, level=4)


def test_endgame_xykon_the_lich_and_roys_charge() -> None:
    """L1683-1697: Zombie Horde gets +4/+4 on floor 4; the Lich with 2 Goblins and 2 Undead
    supporting has 12 + 8 + 4 = 24 Attack (A06, A07). Roy Charges (Attacker), 3 Greenhilt
    Swords + Get Angry = +8, Inappropriate Violence through Belkar (Drool Factor 3, who may
    not refuse: Xykon Special) +6 = +14."""
    horde = monster_ctx("roy", None, (), ("zombie_horde",), role="defender")
    horde = BattleContext(horde.player, "defender", horde.floor, 0, level=4)
    assert total_modifiers(horde, CAT).foe == CAT.monsters["zombie_horde"].attack + 4
    lich = _lich_ctx("roy_greenhilt_sword")
    bd = total_modifiers(lich, CAT)
    assert bd.foe == 24
    assert Part("support", "xykon_the_lich", 8) in bd.foe_parts
    assert ab.forces_assistance([CAT.monsters["xykon_the_lich"]])
    charge = _lich_ctx(
        "roy_greenhilt_sword", boosts=(("Greenhilt Sword", 1),),
        helpers=(Helper("belkar", "inappropriate_violence"),),
    )  # fmt: skip
    charge = BattleContext(charge.player, "attacker", charge.floor, 0, level=4)
    bd, win = fight(charge, 9)
    assert bd.player == 14 and bd.foe == CAT.monsters["xykon_the_lich"].defense + 4 + 8
    assert (win.outcome, win.defeated, win.collapse) == ("win", ("xykon_the_lich",), True)
    assert (win.saveable, win.loot_drops) == ((), 0)  # kept for scoring, not saved for X (R278)
    assert fight(charge, 8)[1].outcome == "draw"  # 22 = 22


def test_flying_teeny_tiny_dragon() -> None:
    """L1770: no Greenhilt Sword (Range 0) against a Flying Monster; the Bag of Tricks (Range 2)
    is fine and at Range 0 is not a Ranged Attack."""
    ctx = monster_ctx("roy", "roy_bag_of_tricks", ROY_SWORDS, ("teeny_tiny_dragon",))
    assert choosable(ctx, ctx.player, CAT) == ("roy_bag_of_tricks",)
    assert "Flying" in (shtick_problem(ctx, ctx.player, "roy_greenhilt_sword", CAT) or "")
    assert not ctx.is_ranged and not is_ranged_attack("attacker", 0)


def test_deadly_ogre_chieftain_with_henchman() -> None:
    """L1776, L1826: Stupid Ogre, Ugly Ogre and a Troll on the floor: losing costs 4 Wounds;
    Demon Roaches (Henchman) count as Ogres for support."""
    floor = (
        FloorRoom(PLAIN, monsters=("ogre_chieftain",)),
        FloorRoom(PLAIN, monsters=("stupid_ogre",)),
        FloorRoom(PLAIN, monsters=("ugly_ogre", "troll")),
    )
    assert ab.support_count((0, 0), floor, CAT) == 3
    ctx = BattleContext(Side("roy", 0), "defender", floor, 0)
    _, result = fight(ctx, 1)
    assert (result.outcome, result.wounds) == ("lose", 4)
    spread = (*floor[:2], FloorRoom(PLAIN, monsters=("ugly_ogre",)))
    roaches = (*spread[:3], FloorRoom(PLAIN, monsters=("demon_roaches",)))
    ctx = BattleContext(Side("roy", 0), "defender", roaches, 0)
    assert fight(ctx, 1)[1].wounds == 4


def test_leader_kobold_king_and_the_triggering_example() -> None:
    """L1784: a Kobold King on floor 1 makes the Size 2. L620-632: on floor 2, Skelemen (2),
    Goblin Necromancer: Leader +1 and Horde (Undead) +1 with the Skelemen = 4; the Cowardly
    Kobold adds nothing; Fido/Rover completes 4. Elan then defends against the Skelemen,
    whose Mindless bars his Verbal X-Treme Diplomacy."""
    king = (FloorRoom(PLAIN, monsters=("kobold_king",)),)
    assert ab.battle_size(1, king, 0, CAT) == 2
    sizes = []
    stack: tuple[str, ...] = ()
    for mid in ("skelemen", "goblin_necromancer", "cowardly_kobold", "fido_rover"):
        stack = ab.place_monster(stack, mid, CAT)
        sizes.append(ab.battle_size(2, (FloorRoom(PLAIN, monsters=stack),), 0, CAT))
    assert sizes == [2, 4, 4, 4] and len(stack) == 4 and stack[0] == "skelemen"
    ctx = monster_ctx("elan", "elan_x_treme_diplomacy", ("elan_hide",), stack, role="defender")
    assert choosable(ctx, ctx.player, CAT) == ("elan_hide",)


def test_horde_example_with_the_authored_goblin_warlord() -> None:
    """L1836-1842 with ruling A03 (the Necromancer is Leader + Horde (Undead), so the Horde
    example uses a Horde (Goblin) Monster): another Goblin elsewhere on floor 1 makes it 2, a
    Goblin With a Shield makes it 3, the Black Dragon fills it."""
    other = FloorRoom(PLAIN, monsters=("kinda_wimpy_goblin",))
    sizes = []
    stack: tuple[str, ...] = ()
    for mid in ("goblin_warlord", "goblin_with_a_shield", "black_dragon"):
        stack = ab.place_monster(stack, mid, CAT)
        sizes.append(ab.battle_size(1, (FloorRoom(PLAIN, monsters=stack), other), 0, CAT))
    assert sizes == [2, 3, 3] and len(stack) == 3


def test_ambush_warg() -> None:
    """L1820: Thog and an Orc Barbarian on the floor: the Warg gets +6 Attack on its turn."""
    floor = (
        FloorRoom(PLAIN, monsters=("warg",), fresh=("warg",)),
        FloorRoom(PLAIN, monsters=("thog", "orc_barbarian")),
    )
    ctx = BattleContext(Side("roy", 0), "defender", floor, 0)
    assert Part("support", "warg", 6) in total_modifiers(ctx, CAT).foe_parts
    later = BattleContext(
        Side("roy", 0), "defender", (FloorRoom(PLAIN, monsters=("warg",)), floor[1]), 0
    )
    assert total_modifiers(later, CAT).foe == CAT.monsters["warg"].attack


def test_greed_hilgya_firehelm() -> None:
    """L1832: Thog in another room, Nale in her room: 2 supporters; losing costs 1 Wound and 2
    random Stash Loot."""
    floor = (
        FloorRoom(PLAIN, monsters=("hilgya_firehelm", "nale")),
        FloorRoom(PLAIN, monsters=("thog",)),
    )
    ctx = BattleContext(Side("roy", 0), "defender", floor, 0)
    _, result = fight(ctx, 1)
    assert (result.outcome, result.wounds, result.discard_loot) == ("lose", 1, 2)


def test_outsmart_nale() -> None:
    """L1844: Nale with Sabine on the floor: one random unflipped shtick is flipped."""
    floor = (FloorRoom(PLAIN, monsters=("nale",)), FloorRoom(PLAIN, monsters=("sabine",)))
    nale = CAT.monsters["nale"]
    assert ab.outsmart_flips(nale, ab.support_count((0, 0), floor, CAT)) == 1


def test_ranged_attacks_haley() -> None:
    """L735-745: Longbow Range 4 reaches Roy (1) and the Hobgoblin (2); after moving she may
    make no Ranged Attack, but may attack Belkar in her room with the Longbow (Range 0)."""
    floor = (FloorRoom(PLAIN, monsters=("hobgoblin_soldier",)), FloorRoom(PLAIN), FloorRoom(PLAIN))
    haley = Side("haley", 2, shtick="haley_longbow", face_up=("haley_longbow",))
    ctx = BattleContext(haley, "attacker", floor, 0)
    assert ctx.distance == 2 and ctx.is_ranged
    assert shtick_problem(ctx, haley, "haley_longbow", CAT) is None
    assert may_attack_at_range(moved=False, monsters_in_room=False)
    assert not may_attack_at_range(moved=True, monsters_in_room=False)
    belkar = Side("belkar", 2)
    pvp = BattleContext(haley, "attacker", floor, 0, targets=(), opponent=belkar)
    assert pvp.distance == 0 and not pvp.is_ranged
    assert shtick_problem(pvp, haley, "haley_longbow", CAT) is None


def test_thor_incarnate_natural_one_and_lucky_bastards_two() -> None:
    """L1360: Thor Incarnate counts a natural 1 as 13; under Lucky Bastards a natural 2 instead."""
    up = ("durkon_thor_s_hammer", "durkon_thor_incarnate")
    ctx = monster_ctx("durkon", "durkon_thor_s_hammer", up, ("ghoul",))
    _, result = fight(ctx, 1)
    assert (result.die, result.player_total, result.outcome) == (13, 16, "win")
    lucky = BattleContext(ctx.player, ctx.role, ctx.floor, 0, lucky_bastards=True)
    assert fight(lucky, 2)[1].die == 13
    assert fight(lucky, 1)[1].outcome == "lose"  # R303: a natural 1 always loses


def test_gaining_shticks_x_symbols() -> None:
    """L1281-1287: Kinda Wimpy Goblin 1 X, Cowardly Kobold none (not saved), Black Dragon 2,
    Half-Orc Adventurer 1: 4 X saved; the Dragon and the Goblin make exactly 3 for one draw."""
    xp = {m: CAT.monsters[m].xp for m in ("kinda_wimpy_goblin", "cowardly_kobold", "black_dragon",
                                          "half_orc_adventurer")}  # fmt: skip
    assert xp == {"kinda_wimpy_goblin": 1, "cowardly_kobold": 0, "black_dragon": 2,
                  "half_orc_adventurer": 1}  # fmt: skip
    saved = [m for m, x in xp.items() if x > 0]
    assert sum(xp[m] for m in saved) == 4
    assert (xp["black_dragon"] + xp["kinda_wimpy_goblin"]) // 3 == 1

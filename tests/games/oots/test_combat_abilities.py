"""One test per Monster ability and Support ability of the base game (R239-R266, A15, A16)."""

from __future__ import annotations

from pathlib import Path

from dungeontable.games.oots.catalog import load_catalog
from dungeontable.games.oots.combat import abilities as ab
from dungeontable.games.oots.combat.modifiers import Part, total_modifiers
from dungeontable.games.oots.combat.range import choosable, shtick_problem
from dungeontable.games.oots.combat.resolve import dice_to_roll, resolve

from .combat_kit import CAT, PLAIN, BattleContext, FloorRoom, Helper, Side, fight, monster_ctx

SWORD = "roy_greenhilt_sword"  # +2 Attack, +1 Defense, Range 0, Weapon, result: a Wound


def roy_vs(
    *monsters: str, role: str = "attacker", shtick: str | None = SWORD, **kw: object
) -> BattleContext:
    return monster_ctx("roy", shtick, (), monsters, role=role, **kw)  # type: ignore[arg-type]


def test_bloodlust_turns_every_draw_into_a_loss() -> None:
    """R239, A16: a tied roll, a draw-result shtick's win and a no-shtick win all lose."""
    snakes = CAT.monsters["dragon_snakes"]  # Defense 11, Attack 8
    _, tie = fight(roy_vs("dragon_snakes"), 11 - 2)
    assert (tie.outcome, tie.wounds) == ("lose", 1) and "R239" in tie.notes
    _, bare = fight(roy_vs("dragon_snakes", shtick=None), 12)
    assert bare.outcome == "lose"  # 12 > 11 would be a draw without a shtick (R150)
    glare = monster_ctx("roy", "roy_intimidating_glare", (), ("dragon_snakes",))
    assert fight(glare, 12)[1].outcome == "lose"
    plain = monster_ctx("roy", "roy_intimidating_glare", (), ("ogre_brute",))
    assert fight(plain, 12)[1].outcome == "draw"
    assert snakes.defense == 11


def test_bloodlust_does_not_override_hide_or_a_monster_out_of_range(tmp_path: Path) -> None:
    """A16: Hide's draw and the R099 'cannot reach' draw stay draws."""
    floor = (FloorRoom(PLAIN), FloorRoom(PLAIN, monsters=("dragon_snakes",)))
    bow = Side("haley", 0, shtick="haley_longbow", face_up=("haley_longbow",))
    ctx = BattleContext(bow, "attacker", floor, 1)
    _, result = fight(ctx, 1)  # 1 + 3 = 4 < 11: the Monster would win, but has Range 0
    assert (result.outcome, result.wounds) == ("draw", 0) and "R099" in result.notes
    _, tie = fight(ctx, 8)  # 11 = 11: Bloodlust would make it a win, but it cannot reach
    assert (tie.outcome, tie.notes) == ("draw", ("R239", "R099"))
    extra = tmp_path / "lurker.toml"
    extra.write_text(
        '[[card]]\nid = "lurker"\nname = "Bloodthirsty Lurker"\nkind = "monster"\n'
        'source = "house"\ntypes = ["fiend"]\nattack = 6\ndefense = 9\n'
        'abilities = [{ name = "bloodlust" }, { name = "hide" }]\n',
        encoding="utf-8",
    )
    cat = load_catalog((str(extra),))
    lurk = roy_vs("lurker")
    bd = total_modifiers(lurk, cat)
    assert resolve(lurk, bd, (1,), None, cat).outcome == "draw"  # 3 < 9: Hide (R244)
    tie = resolve(lurk, bd, (7,), None, cat)  # 9 = 9: Bloodlust's win, then Hide's draw
    assert (tie.outcome, tie.notes) == ("draw", ("R239", "R244"))
    defend = roy_vs("lurker", role="defender")
    bd = total_modifiers(defend, cat)
    assert resolve(defend, bd, (5,), None, cat).outcome == "lose"  # 6 = 6, no Hide on attack


def test_breath_weapon_blocks_armor_shticks_and_their_bonuses() -> None:
    """R240: no Armor Battle Shtick, and Armor shticks give no bonus."""
    up = ("durkon_shield_of_faith", "durkon_holy_armor", "durkon_thor_s_hammer")
    ctx = monster_ctx("durkon", "durkon_thor_s_hammer", up, ("dragon_whelp",), role="defender")
    assert choosable(ctx, ctx.player, CAT) == ("durkon_thor_s_hammer",)
    assert "immune" in (shtick_problem(ctx, ctx.player, "durkon_shield_of_faith", CAT) or "")
    assert total_modifiers(ctx, CAT).player == 3  # Holy Armor's +1 is cancelled
    normal = monster_ctx("durkon", "durkon_thor_s_hammer", up, ("ghoul",), role="defender")
    assert total_modifiers(normal, CAT).player == 4


def test_duel_forbids_assistance() -> None:
    """R134, R241: no assistance bonus at all against a Duel Monster."""
    helpers = (Helper("durkon", "word_of_thor"),)
    assert ab.forbids_assistance([CAT.monsters["town_guard"]])
    duel = total_modifiers(roy_vs("town_guard", helpers=helpers), CAT)
    assert duel.player == 2
    other = total_modifiers(roy_vs("ghoul", helpers=helpers), CAT)
    assert other.player == 4


def test_enchanted_blocks_magic_shticks() -> None:
    """R242: Magic Battle Shticks cannot be chosen."""
    up = ("vaarsuvius_magic_missile", "vaarsuvius_staff_whack")
    ctx = monster_ctx("vaarsuvius", None, up, ("pit_fiend_wannabe",))
    assert choosable(ctx, ctx.player, CAT) == ("vaarsuvius_staff_whack",)


def test_impervious_blocks_weapon_shticks() -> None:
    """R245: Weapon Battle Shticks cannot be chosen; with nothing else Roy fights bare."""
    ctx = roy_vs("gelatinous_blob")
    assert choosable(ctx, ctx.player, CAT) == ()
    assert total_modifiers(ctx, CAT).player_parts == (Part("blocked", SWORD, 0),)


def test_mindless_blocks_verbal_shticks() -> None:
    """R248: Verbal Battle Shticks cannot be chosen."""
    up = ("elan_x_treme_diplomacy", "elan_hide")
    ctx = monster_ctx("elan", None, up, ("skelemen",), role="defender")
    assert choosable(ctx, ctx.player, CAT) == ("elan_hide",)


def test_flying_bars_range_zero_shticks_unless_boosted_past_zero() -> None:
    """R243: Range-0 shticks cannot be chosen; a Range bonus that lifts it above 0 allows it."""
    ctx = monster_ctx("haley", None, ("haley_sneak_attack",), ("swarm_of_bats",))
    assert choosable(ctx, ctx.player, CAT) == ()
    eyes = monster_ctx(
        "haley", None, ("haley_sneak_attack", "haley_sharp_eyes"), ("swarm_of_bats",)
    )
    assert choosable(eyes, eyes.player, CAT) == ("haley_sneak_attack",)


def test_henchman_supports_every_type_and_sits_at_the_bottom() -> None:
    """R237-R238: a Henchman supports any Support line; it stays below later cards."""
    floor = (
        FloorRoom(PLAIN, monsters=("kobold_knight",)),
        FloorRoom(PLAIN, monsters=("demon_roaches",)),
    )
    assert ab.support_count((0, 0), floor, CAT) == 1
    stack = ab.place_monster((), "demon_roaches", CAT)
    stack = ab.place_monster(stack, "ghoul", CAT)
    assert stack == ("ghoul", "demon_roaches")
    assert ab.place_monster(stack, "demon_roaches", CAT) == (
        "ghoul",
        "demon_roaches",
        "demon_roaches",
    )


def test_hide_makes_a_monster_win_on_defense_a_draw() -> None:
    """R244: attacking a Hide Monster and losing is a draw; defending against it is not."""
    _, attack = fight(roy_vs("goblin_sneak"), 1)  # 3 < 5
    assert (attack.outcome, attack.wounds, attack.discard_loot) == ("draw", 0, 0)
    _, defend = fight(roy_vs("goblin_sneak", role="defender"), 1)  # 2 < 4
    assert (defend.outcome, defend.wounds, defend.discard_loot) == ("lose", 1, 1)


def test_leader_adds_one_to_the_battle_size() -> None:
    """R246: placing a Leader raises the Size by 1."""
    one = (FloorRoom(PLAIN, monsters=("orc_warchief",)),)
    assert ab.battle_size(3, one, 0, CAT) == 4
    assert ab.battle_size(3, (FloorRoom(PLAIN, monsters=("ogre_brute",)),), 0, CAT) == 3


def test_multiattack_rolls_x_dice_and_keeps_the_lowest() -> None:
    """R249: X dice when the Monster attacks (player defends), 1 when the player attacks."""
    assert dice_to_roll(roy_vs("dire_weasel", role="defender"), CAT) == 2
    assert dice_to_roll(roy_vs("pit_fiend_wannabe", role="defender"), CAT) == 3
    assert dice_to_roll(roy_vs("dire_weasel"), CAT) == 1
    _, result = fight(roy_vs("dire_weasel", role="defender"), 12, 3)
    assert (result.die, result.player_total, result.outcome) == (3, 4, "lose")


def test_nemesis_plus_three_against_that_character_only() -> None:
    """R250: +3/+3 against its nemesis battling it, not against others."""
    fighter = CAT.monsters["black_hearted_fighter"]
    roy = total_modifiers(roy_vs("black_hearted_fighter", role="defender"), CAT)
    assert roy.foe == fighter.attack + 3
    elan = monster_ctx("elan", "elan_hide", (), ("black_hearted_fighter",), role="defender",
                       helpers=(Helper("roy", "a_simple_thank_you"),))  # fmt: skip
    assert total_modifiers(elan, CAT).foe == fighter.attack  # Roy only assists


def test_paralyze_spellcaster_thief_on_a_loss() -> None:
    """R247, R251, R252: a missed turn, a Battle card, a Stash Loot."""
    assert fight(roy_vs("giant_spider", role="defender"), 1)[1].miss_turns == 1
    imp = fight(roy_vs("imp", role="defender"), 1)[1]
    assert (imp.discard_battle, imp.wounds) == (1, 1)
    bandit = fight(roy_vs("highway_bandit", role="defender"), 1)[1]
    assert (bandit.discard_loot, bandit.miss_turns) == (1, 0)


def test_tricky_plus_ten_against_true_ranged_attacks_only() -> None:
    """R253: +10 Defense at Range > 0; not against a ranged shtick used at Range 0."""
    archer = CAT.monsters["crossbow_bandit"]
    floor = (FloorRoom(PLAIN), FloorRoom(PLAIN, monsters=("crossbow_bandit",)))
    bow = Side("haley", 0, shtick="haley_longbow", face_up=("haley_longbow",))
    far = total_modifiers(BattleContext(bow, "attacker", floor, 1), CAT)
    assert far.foe == archer.defense + 10
    near = monster_ctx("haley", "haley_longbow", (), ("crossbow_bandit",))
    assert total_modifiers(near, CAT).foe == archer.defense


def test_xykon_special_forces_assistance() -> None:
    """R260: nobody may refuse help against the Lich."""
    assert ab.forces_assistance([CAT.monsters["xykon_the_lich"]])
    assert not ab.forces_assistance([CAT.monsters["ghoul"]])


def test_assist_support_per_supporter() -> None:
    """R256: +2 Attack and +2 Defense per supporter."""
    floor = (
        FloorRoom(PLAIN, monsters=("kobold_knight",)),
        FloorRoom(PLAIN, monsters=("kobold_skirmisher",) * 2),
    )
    ctx = BattleContext(Side("roy", 0, shtick=SWORD, face_up=(SWORD,)), "attacker", floor, 0)
    assert total_modifiers(ctx, CAT).foe == CAT.monsters["kobold_knight"].defense + 4


def test_ambush_only_on_the_turn_it_came_into_play() -> None:
    """R255: +3 Attack per supporter while fresh; nothing to Defense."""
    floor = (FloorRoom(PLAIN, monsters=("orc_raider", "orc_archer"), fresh=("orc_raider",)),)
    defend = BattleContext(Side("roy", 0), "defender", floor, 0)
    assert total_modifiers(defend, CAT).foe == CAT.monsters["orc_raider"].attack + 3
    attack = BattleContext(Side("roy", 0), "attacker", floor, 0)
    assert total_modifiers(attack, CAT).foe == CAT.monsters["orc_raider"].defense


def test_deadly_extra_wound_per_supporter() -> None:
    """R257: 1 + supporters Wounds."""
    floor = (FloorRoom(PLAIN, monsters=("wight", "ghoul", "skelemen")),)
    result = fight(BattleContext(Side("roy", 0), "defender", floor, 0), 1)[1]
    assert result.wounds == 3


def test_greed_adds_to_thief() -> None:
    """R258: Greed discards add to a Thief discard."""
    floor = (FloorRoom(PLAIN, monsters=("vampire_spawn", "ghoul")),)
    result = fight(BattleContext(Side("roy", 0), "defender", floor, 0), 1)[1]
    assert (result.discard_loot, result.wounds) == (2, 1)


def test_horde_grows_with_each_supporting_card() -> None:
    """R259: +1 per supporter on placement, and again when more supporters are placed."""
    stack: tuple[str, ...] = ()
    sizes = []
    for mid in ("zombie_shambler", "ghoul", "skelemen"):
        stack = ab.place_monster(stack, mid, CAT)
        sizes.append(ab.battle_size(1, (FloorRoom(PLAIN, monsters=stack),), 0, CAT))
    assert sizes == [1, 2, 3]


def test_longshot_defense_and_range_per_supporter() -> None:
    """R261: +2 Defense and +2 Range per supporter; a reach that R099 then respects."""
    floor = (FloorRoom(PLAIN), FloorRoom(PLAIN), FloorRoom(PLAIN), FloorRoom(PLAIN),
             FloorRoom(PLAIN, monsters=("elven_archer", "snooty_elf_wizard")))  # fmt: skip
    v = Side("vaarsuvius", 0, shtick="vaarsuvius_magic_missile",
             face_up=("vaarsuvius_magic_missile", "vaarsuvius_magic_missile_2"))  # fmt: skip
    ctx = BattleContext(v, "attacker", floor, 4)
    bd = total_modifiers(ctx, CAT)
    archer = CAT.monsters["elven_archer"]
    assert bd.foe == archer.defense + 2 + 10  # Longshot + Tricky (a true Ranged Attack)
    assert bd.foe_ranges == (archer.range + 2,)
    result = fight(ctx, 1)[1]
    assert (result.outcome, result.wounds) == ("lose", 1)  # Range 5 reaches 4 rooms


def test_outsmart_flips_one_per_supporter() -> None:
    """R266: one random shtick flipped per supporter (the flow draws them)."""
    floor = (
        FloorRoom(PLAIN, monsters=("crypt_knight",)),
        FloorRoom(PLAIN, monsters=("ghoul", "skelemen")),
    )
    assert (
        ab.outsmart_flips(CAT.monsters["crypt_knight"], ab.support_count((0, 0), floor, CAT)) == 2
    )
    assert ab.outsmart_flips(CAT.monsters["ghoul"], 2) == 0


def test_one_supporter_supports_only_the_topmost_eligible_monster_per_room() -> None:
    """R235, A15: a supporter backs one Monster per room - the topmost it can support."""
    room = FloorRoom(PLAIN, monsters=("kobold_knight", "kobold_trapsmith"))
    helper = FloorRoom(PLAIN, monsters=("kobold_skirmisher",))
    floor = (room, helper)
    assert ab.supporters((0, 0), floor, CAT) == ((0, 1), (1, 0))
    assert ab.supporters((0, 1), floor, CAT) == ((0, 0),)  # the Skirmisher backs the Knight only
    other = FloorRoom(PLAIN, monsters=("kobold_trapsmith",))
    assert ab.support_count((2, 0), (*floor, other), CAT) == 3  # one per room, each room


def test_charge_goes_to_the_top_and_henchman_to_the_bottom() -> None:
    """R262 [EXP] and A61: the placement order the stack keeps."""
    stack = ab.place_monster(("ghoul", "demon_roaches"), "skelemen", CAT)
    assert stack == ("ghoul", "skelemen", "demon_roaches")


def test_unique_and_xykon_special_protections() -> None:
    """R081/A14: a second Thog discards the one in play; R260: the Lich cannot be moved."""
    places = ((1, 0, 0), (2, 3, 1), (2, 4, 0))
    ids = ("thog", "ghoul", "thog")
    assert ab.unique_to_discard("thog", places, ids, CAT) == ((1, 0, 0), (2, 4, 0))
    assert ab.unique_to_discard("ghoul", places, ids, CAT) == ()
    assert not ab.may_be_moved_or_discarded(CAT.monsters["xykon_the_lich"])
    assert ab.may_be_moved_or_discarded(CAT.monsters["thog"])

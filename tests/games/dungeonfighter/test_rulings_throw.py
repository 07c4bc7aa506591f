"""Ruling options about one throw, AMB-10, AMB-11, AMB-12, AMB-15, AMB-46, AMB-50: each setting
with the exact outcome it gives."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.games.dungeonfighter.state import State

from .conftest import act, build, legal_texts


def _fight(first: str, *throws: str, monster: str = "goblin", **kw: object) -> State:
    others = [h for h in ("randolph", "goldfinga", "torm") if h != first][:2]
    keys = ("hp", "fainted", "equipment", "tier", "chest_gold", "chest_bonus")
    setup = {k: v for k, v in kw.items() if k in keys}
    options = {k: v for k, v in kw.items() if k not in setup}
    spec = {"heroes": [first, *others], "monster": monster, "throws": list(throws), **setup}
    return build(spec, **options)  # type: ignore[arg-type]


def _damage(events: list) -> list[int]:  # type: ignore[type-arg]
    return [e.amount for e in events if e.kind() == "monster-damaged"]


def test_amb10_swing_twice_needs_a_contact_or_only_a_die_resting_on_the_board() -> None:
    """Vesk green (Swing Twice) lands on the board without a bounce (a miss, R061)."""
    for rule, rethrow in (("contact", ""), ("on_board", "green")):
        state = _fight("vesk", "3/special/nobounce", monster="war_golem", tier=3, board_only=rule)
        state = replace(state, fight=replace(state.fight, melody=True))
        state, events = act(state, "throw die=green")
        assert state.fight.rethrow == rethrow
        activated = [e.ability for e in events if e.kind() == "ability-activated"]
        assert activated == ([] if rule == "contact" else ["swing_twice"])


def test_amb11_a_bullseye_kill_also_resolves_the_ability_or_replaces_it() -> None:
    """Goldfinga blue (Pickpocket: 2 gold) in the 10 with the special face: the kill."""
    for resolves, gold in ((True, 2 + 1 + 2), (False, 2 + 1)):
        state = _fight("goldfinga", "10/special", bullseye_ability=resolves)
        state, events = act(state, "throw die=blue")
        assert [e.bullseye for e in events if e.kind() == "monster-defeated"] == [True]
        assert state.chest_gold == gold  # 2 at the start + the goblin's 1 (+ Pickpocket's 2)


def test_amb12_tracking_helps_the_activating_throw_or_only_later_ones() -> None:
    """Mirela red (Tracking) in section 2: 2 + 1 = 3, or 2 with the token for later throws."""
    for order, amount in (("ability_first", 3), ("damage_first", 2)):
        state = _fight("mirela", "2/special", "3", ability_order=order)
        state, events = act(state, "throw die=red")
        assert _damage(events) == [amount] and state.fight.tracking == 1
        state, events = act(state, "throw die=blue")
        assert _damage(events) == [4]


def test_amb12_agile_instincts_cancels_its_own_miss_or_not() -> None:
    """Brannock green (Agile Instincts) misses the goblin (damage 1)."""
    for order, hp in (("ability_first", 9), ("damage_first", 8)):
        state, _ = act(_fight("brannock", "off/special", ability_order=order), "throw die=green")
        assert state.heroes[0].hp == hp


def test_amb15_an_immune_colour_is_not_or_is_an_unused_die_for_the_reward() -> None:
    """Goblin Warlord (10 hp, red immune) falls to the blue die's first throw in the 10."""
    for counted, reward in ((False, 1), (True, 2)):
        state = _fight("torm", "10", monster="goblin_warlord", tier=3, immune_die_reward=counted)
        state, events = act(state, "throw die=blue")
        gains = [e for e in events if e.kind() == "bonus-dice-changed"]
        assert [(e.amount, e.cause) for e in gains] == [(reward, "unused hero dice")]
        assert state.chest_bonus == 1 + reward


def test_amb46_destroy_equipment_may_take_a_1x_card_or_only_a_permanent_one() -> None:
    """The Chimera's Destroy Equipment after a miss; Torm carries a Whetstone and a Bandage."""
    gear = [["whetstone", "bandage_roll"]]
    for choice, offered in (
        ("any", ["destroy-equipment card=whetstone", "destroy-equipment card=bandage_roll"]),
        ("permanent", ["destroy-equipment card=whetstone"]),
    ):
        state = _fight("torm", "off", monster="chimera", tier=3, equipment=gear,
                       destroy_choice=choice)  # fmt: skip
        state, _ = act(state, "throw die=blue")
        assert [t for t in legal_texts(state) if t.startswith("destroy")] == offered


def test_amb50_requirements_bind_a_bonus_die_or_only_hero_dice() -> None:
    """Cute Bear (Crossbow Shot): the first hero holds no dice and throws a bonus die."""
    for rule, required in (("every_throw", ["crossbow"]), ("hero_dice", [])):
        state = _fight("torm", "3", monster="cute_bear", requirements_on=rule)
        state = replace(state, fight=replace(state.fight, holder=1, dice=()))
        state, events = act(state, "throw die=white")
        thrown = [e for e in events if e.kind() == "die-thrown"]
        assert [list(e.requirements) for e in thrown] == [required]


def test_amb05_an_empty_tower_draws_the_hardest_or_the_easiest_undrawn_card_first() -> None:
    from dungeontable.games.dungeonfighter.rules.tower import draw_monster

    for order, tier in (("hardest_first", 3), ("easiest_first", 0)):
        state = build({}, empty_tower=order)
        state = replace(state, tower=((), (), (), ()))
        state, card, drawn = draw_monster(state)
        assert drawn == tier and card not in state.reserve[tier]
        assert len(state.reserve[tier]) == len(build({}).reserve[tier]) - 1


def test_amb14_torms_red_doubles_for_free_or_is_berserk() -> None:
    state = _fight("torm", "4/special", torm_red="double_damage")
    state, events = act(state, "throw die=red")
    assert _damage(events) == [8] and state.heroes[0].hp == 9
    state = _fight("torm", "4/special", torm_red="berserk")
    state, _ = act(state, "throw die=red")
    assert legal_texts(state) == ["berserk yes=true", "berserk yes=false"]
    state, events = act(state, "berserk yes=true")
    assert _damage(events) == [8] and state.heroes[0].hp == 8


def test_amb21_a_swing_again_rethrow_may_void_again_or_stands() -> None:
    """Randolph red (Swing Again) misses twice with the special face, then hits the 2."""
    state = _fight("randolph", "off/special", "off/special", "2", swing_again_chain=True)
    state, _ = act(state, "throw die=red", "swing-again yes=true", "throw die=red")
    state, _ = act(state, "swing-again yes=true")
    assert state.fight.rethrow == "red" and state.heroes[0].hp == 9
    state, events = act(state, "throw die=red")
    assert _damage(events) == [2] and state.fight.turn == 1
    state = _fight("randolph", "off/special", "off/special", "2", swing_again_chain=False)
    state, _ = act(state, "throw die=red", "swing-again yes=true", "throw die=red")
    assert state.fight.rethrow == "" and state.heroes[0].hp == 8 and state.fight.turn == 1


def test_amb39_after_a_bonus_die_the_next_hero_or_the_thrower_decides() -> None:
    for decider, turn in (("next_left", 1), ("thrower", 0)):
        state = _fight("torm", "3", chest_bonus=2, bonus_decider=decider)
        state = replace(state, fight=replace(state.fight, holder=-1, dice=()))
        state, _ = act(state, "throw die=white")
        assert (state.fight.turn, state.fight.hp, state.chest_bonus) == (turn, 4, 1)


def test_amb47_berserks_price_after_the_damage_or_before_it() -> None:
    """Vesk blue (Berserk) in section 3 at 1 hit point: 6 damage then he faints, or he faints
    first and deals nothing; at 5 hit points both deal 6, in a different order."""
    for price, monster_hp in (("after_damage", 7 - 6), ("before_damage", 7)):
        state = _fight("vesk", "3/special", hp=[1, 9, 9], berserk_price=price)
        state, _ = act(state, "throw die=blue")
        state, events = act(state, "berserk yes=true")
        assert state.heroes[0].fainted and state.fight.hp == monster_hp
    for price, order in (
        ("after_damage", ["monster-damaged", "hero-damaged"]),
        ("before_damage", ["hero-damaged", "monster-damaged"]),
    ):
        state = _fight("vesk", "3/special", hp=[5, 9, 9], berserk_price=price)
        state, _ = act(state, "throw die=blue")
        state, events = act(state, "berserk yes=true")
        assert [e.kind() for e in events if e.kind() in order] == order
        assert (state.heroes[0].hp, state.fight.hp) == (4, 1)


def test_amb49_a_1x_heal_at_any_decision_or_only_on_the_holders_turn() -> None:
    """Vesk holds a Bandage Roll; his Berserk choice is not his throw decision."""
    for timing, offered in (("any_time", True), ("own_turn", False)):
        state = _fight("vesk", "3/special", equipment=[["bandage_roll"]], hp=[5, 9, 9],
                       one_shot_timing=timing)  # fmt: skip
        assert "use-card card=bandage_roll hero=0" in legal_texts(state)  # his throw
        state, _ = act(state, "throw die=blue")
        texts = legal_texts(state)
        assert texts[:2] == ["berserk yes=true", "berserk yes=false"]
        assert ("use-card card=bandage_roll hero=0" in texts) == offered


def test_amb49_outside_the_fight_every_holder_may_play_a_1x_heal() -> None:
    """L436 'at any time': in the Movement phase the leader decides, yet Torm's Bandage Roll is
    offered too (any_time); own_turn keeps it for his own turn or the trading step."""
    setup = {"heroes": ["randolph", "torm"], "hp": [5, 4], "equipment": [[], ["bandage_roll"]]}
    for timing, offered in (("any_time", True), ("own_turn", False)):
        state = build(setup, seats=2, one_shot_timing=timing)
        texts = legal_texts(state)
        assert texts[:2] == ["move-to room=b", "move-to room=c"]
        uses = ["use-card card=bandage_roll hero=0", "use-card card=bandage_roll hero=1"]
        assert texts[2:] == (uses if offered else [])

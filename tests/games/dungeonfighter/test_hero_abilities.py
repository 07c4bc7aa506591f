"""Every hero special ability (R137-R152, AMB-10..AMB-14, AMB-21, AMB-22, AMB-47, AMB-48)."""

from __future__ import annotations

from msgspec.structs import replace

from .conftest import act, build, kinds, legal_texts


def fight(first: str, *throws: str, monster: str = "goblin", tier: int = 0, **setup: object):  # type: ignore[no-untyped-def]
    others = [h for h in ("randolph", "goldfinga", "torm") if h != first][:2]
    return build(
        {
            "heroes": [first, *others],
            "monster": monster,
            "tier": tier,
            "throws": list(throws),
            **setup,
        }
    )


def damage(events: list) -> list[int]:  # type: ignore[type-arg]
    return [e.amount for e in events if e.kind() == "monster-damaged"]


def test_piercing_adds_x_on_a_contact() -> None:
    """R138: Torm blue = Piercing 1."""
    _state, events = act(fight("torm", "3/special"), "throw die=blue")
    assert damage(events) == [4]


def test_board_only_abilities_need_a_valid_contact() -> None:
    """R136 / AMB-10: piercing on a miss does not activate."""
    _state, events = act(fight("torm", "off/special"), "throw die=blue")
    assert "ability-activated" not in kinds(events)


def test_double_damage_multiplies_before_additions() -> None:
    """AMB-14 / R073: Torm red x2 then Tracking +1 would add after (here: section 4 -> 8)."""
    _state, events = act(fight("torm", "4/special"), "throw die=red")
    assert damage(events) == [8]


def test_heal_party_heals_active_heroes_to_their_maximum() -> None:
    """R142 / AMB-08 / AMB-52: Mirela green = Heal Party 2, works on a miss too."""
    state = fight("mirela", "off/special", hp=[5, 9, 8])
    state, _ = act(state, "throw die=green")
    assert [h.hp for h in state.heroes] == [7 - 1, 9, 9]


def test_tracking_adds_one_to_every_contact_including_the_activating_throw() -> None:
    """R143 / AMB-12 / AMB-51."""
    state, _ = act(fight("mirela", "2/special", "3"), "throw die=red")
    assert state.fight.tracking == 1
    state, events = act(fight("mirela", "2/special", "3"), "throw die=red", "throw die=blue")
    assert damage(events) == [3, 4]
    # the 4 beats the Goblin (7): in Maintenance the token is back in the supply (L534, R093)
    assert state.phase == "maintenance" and state.fight.tracking == 0


def test_focused_damage_replaces_the_section_by_five() -> None:
    """R139: Quill green."""
    _state, events = act(fight("quill", "1/special"), "throw die=green")
    assert damage(events) == [5]


def test_divine_intervention_heals_as_many_points_as_damage_dealt() -> None:
    """R140 / AMB-48: Randolph blue; the thrower allocates point by point."""
    state = fight("randolph", "3/special", hp=[9, 4, 9])
    state, _ = act(state, "throw die=blue")
    assert legal_texts(state) == ["heal-hero hero=1"]
    state, _ = act(state, "heal-hero hero=1", "heal-hero hero=1", "heal-hero hero=1")
    assert [h.hp for h in state.heroes] == [9, 7, 9] and state.fight.throwing is None


def test_berserk_doubles_then_costs_one_hit_point() -> None:
    """R141 / AMB-47: decided after the result."""
    state = fight("vesk", "3/special")
    state, _ = act(state, "throw die=blue")
    assert legal_texts(state) == ["berserk yes=true", "berserk yes=false"]
    state, events = act(state, "berserk yes=true")
    assert damage(events) == [6] and state.heroes[0].hp == 8


def test_swing_twice_throws_the_same_die_again_once() -> None:
    """R137 / AMB-22: after the damage the thrower is asked; yes: the same die again."""
    state = fight("vesk", "1/special", "1/special", "1", monster="war_golem", tier=3)
    state = replace(state, fight=replace(state.fight, melody=True))
    state, _ = act(state, "throw die=green")
    assert legal_texts(state) == ["swing-again yes=true", "swing-again yes=false"]
    state, _ = act(state, "swing-again yes=true")
    assert state.fight.rethrow == "green" and state.fight.turn == 0
    assert {t.split()[1] for t in legal_texts(state) if t.startswith("throw")} == {"die=green"}
    state, _ = act(state, "throw die=green")
    assert state.fight.rethrow == "" and state.fight.turn == 1


def test_swing_twice_is_once_per_turn_not_once_per_fight() -> None:
    """R137 (L510: "once per turn"): Brannock's Swing Twice in his turn does not stop Vesk's
    in the next turn of the same fight from giving a second throw."""
    state = build(
        {
            "heroes": ["brannock", "vesk"],
            "monster": "war_golem",
            "throws": ["2/special", "1", "2/special"],
        },
        seats=2,
    )
    state, _ = act(state, "throw die=red", "swing-again yes=true", "throw die=red")
    assert state.fight.turn == 1 and state.fight.rethrow == ""
    state, _ = act(state, "throw die=green")
    assert legal_texts(state) == ["swing-again yes=true", "swing-again yes=false"]
    assert state.fight.rethrow == "green" and state.fight.hp == 6


def test_swing_twice_may_be_declined() -> None:
    """R137 (L510: "he may retrieve that same die"): keeping the result passes the dice on."""
    state = fight("vesk", "1/special", "1", monster="war_golem", tier=3, hp=[1, 9, 9])
    state = replace(state, fight=replace(state.fight, melody=True))
    state, events = act(state, "throw die=green", "swing-again yes=false")
    assert damage(events) == [1] and state.fight.hp == 10
    assert state.fight.rethrow == "" and state.fight.turn == 1 and state.heroes[0].hp == 1
    assert state.fight.holder == 1 and state.fight.dice == ("blue", "red")


def test_swing_again_voids_the_throw_completely() -> None:
    """R147 / AMB-21: Randolph red on a miss, thrown again: no damage, rethrow."""
    state = fight("randolph", "off/special", "2")
    state, events = act(state, "throw die=red")
    assert legal_texts(state) == ["swing-again yes=true", "swing-again yes=false"]
    state, events = act(state, "swing-again yes=true")
    assert state.heroes[0].hp == 9 and "hero-damaged" not in kinds(events)
    assert state.fight.rethrow == "red"
    state, events = act(state, "throw die=red")
    assert damage(events) == [2] and state.fight.turn == 1


def test_swing_again_may_keep_a_good_throw() -> None:
    """R147 (L550: "the hero may swing again"): a 4 kept deals its 4; nothing is thrown again."""
    state = fight("randolph", "4/special", "1")
    state, events = act(state, "throw die=red", "swing-again yes=false")
    assert damage(events) == [4] and state.fight.hp == 7 - 4
    assert state.fight.rethrow == "" and state.fight.turn == 1


def test_agile_instincts_cancels_the_miss_damage() -> None:
    """R148: Brannock green."""
    state, _events = act(fight("brannock", "off/special"), "throw die=green")
    assert state.heroes[0].hp == 9


def test_pickpocket_takes_two_gold_from_the_supply() -> None:
    """R149: Goldfinga blue."""
    state, _ = act(fight("goldfinga", "off/special"), "throw die=blue")
    assert (state.chest_gold, state.supply_gold) == (4, 30 - 4 - 1)


def test_five_finger_discount_draws_face_down_then_gives_in_maintenance() -> None:
    """R144 / AMB-44: revealed in Maintenance and handed to a hero (or discarded)."""
    state = fight("goldfinga", "4/special", "4")
    top = state.deck[0]
    state, events = act(state, "throw die=green")
    assert state.fight.five_finger == (top,) and "card-drawn-face-down" in kinds(events)
    state, _ = act(state, "throw die=blue")
    assert state.phase == "maintenance" and state.maintenance.loot == (top,)
    options = legal_texts(state)
    assert f"give-card card={top} hero=-1" in options
    state, _ = act(state, options[0])
    assert state.maintenance.loot == ()


def test_metamorphosis_reduces_miss_damage_by_two() -> None:
    """R145: Quill blue, level II hellhound (damage 2): 0 on this and later misses."""
    state = fight("quill", "off/special", "off", monster="hellhound", tier=1)
    state, _ = act(state, "throw die=blue", "throw die=red")
    assert [h.hp for h in state.heroes] == [9, 9, 9]


def test_sworn_enemy_adds_x_against_its_type_only() -> None:
    """R146: Brannock blue = Sworn Enemy 3 vs constructs."""
    _, events = act(fight("brannock", "2/special", monster="moss_slime"), "throw die=blue")
    assert damage(events) == [5]
    _state, events = act(fight("brannock", "2/special"), "throw die=blue")
    assert damage(events) == [2]


def test_seduction_keeps_the_monster_and_adds_its_damage_later() -> None:
    """R150 / AMB-28: Goldfinga red; the card goes to his play area; used later it adds its
    damage value on a contact and is discarded."""
    state = fight("goldfinga", "4/special", "4")
    state, _ = act(state, "throw die=red", "throw die=blue")
    assert state.heroes[0].seduced == ("goblin",) and "goblin" not in state.monster_discard
    later = fight("goldfinga", "2")
    later = replace(
        later, heroes=(replace(later.heroes[0], seduced=("goblin",)), *later.heroes[1:])
    )
    state, events = act(later, "throw die=red charm=goblin")
    assert damage(events) == [3] and state.heroes[0].seduced == ()


def test_beer_token_protects_its_hero_from_his_own_misses() -> None:
    """R151: Hobb blue, token placed by choice; applies to the activating throw (AMB-12)."""
    state = fight("hobb", "off/special")
    state, _ = act(state, "throw die=blue")
    assert legal_texts(state) == ["place-beer hero=0", "place-beer hero=1", "place-beer hero=2"]
    state, _ = act(state, "place-beer hero=0")
    assert state.heroes[0].hp == 9 and state.fight.beer_on == 0


def test_enchanting_melody_silences_the_monster_for_one_gold() -> None:
    """R152 / AMB-16: abilities and the monster's own requirement are gone."""
    state = fight("mirela", "off/special", "off", monster="cellar_rat_king")
    state, _ = act(state, "throw die=blue")
    assert legal_texts(state) == ["pay-melody yes=true", "pay-melody yes=false"]
    state, _ = act(state, "pay-melody yes=true", "throw die=red")
    assert state.fight.melody is True and state.chest_gold == 1


def test_a_scarred_ability_never_activates() -> None:
    """R099."""
    state = fight("torm", "4/special")
    state = replace(state, heroes=(replace(state.heroes[0], scars=("red",)), *state.heroes[1:]))
    state, events = act(state, "throw die=red")
    assert damage(events) == [4] and "ability-activated" not in kinds(events)


def test_a_bullseye_is_not_voided_by_swing_again() -> None:
    """R058 / AMB-11: the special icon in the 10 kills even when the colour is Swing Again."""
    state = fight("randolph", "10/special", monster="war_golem", tier=3)
    state = replace(state, fight=replace(state.fight, melody=True))
    state, events = act(state, "throw die=red")
    assert [e.bullseye for e in events if e.kind() == "monster-defeated"] == [True]

"""Ruling options AMB-08, AMB-13, AMB-22, AMB-45, AMB-48, AMB-52: healing caps and the damage
arithmetic, each setting with the exact numbers it gives."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.games.dungeonfighter.party import with_hero
from dungeontable.games.dungeonfighter.state import State

from .conftest import act, build, legal_texts


def _fight(first: str, *throws: str, monster: str = "goblin", **kw: object) -> State:
    others = [h for h in ("randolph", "goldfinga", "torm") if h != first][:2]
    setup = {
        k: v for k, v in kw.items() if k in ("hp", "fainted", "equipment", "tier", "chest_gold")
    }
    options = {k: v for k, v in kw.items() if k not in setup}
    spec = {"heroes": [first, *others], "monster": monster, "throws": list(throws), **setup}
    return build(spec, **options)  # type: ignore[arg-type]


def _damage(events: list) -> list[int]:  # type: ignore[type-arg]
    return [e.amount for e in events if e.kind() == "monster-damaged"]


def _scarred(state: State, hero: int, hp: int) -> State:
    """Hero ``hero`` with one scar (maximum 6) at ``hp``."""
    return with_hero(state, hero, replace(state.heroes[hero], scars=("red",), hp=hp))


def test_amb08_healing_stops_at_the_current_maximum_or_at_the_printed_nine() -> None:
    for cap, hp in (("current_max", 6), ("printed", 7)):
        state = _scarred(_fight("torm", equipment=[["bandage_roll"]], heal_cap=cap), 0, 5)
        state, events = act(state, "use-card card=bandage_roll hero=0")
        assert state.heroes[0].hp == hp
        assert [(e.amount, e.hp) for e in events if e.kind() == "hero-healed"] == [(hp - 5, hp)]


def test_amb08_a_scarred_hero_at_his_current_maximum_may_still_buy_healing_under_printed() -> None:
    from .conftest import GAME

    legal_actions = GAME.legal_actions
    from dungeontable.games.dungeonfighter.state import Maintenance

    def buys(cap: str) -> list[str]:
        state = _scarred(_fight("torm", heal_cap=cap, chest_gold=5), 0, 6)
        state = replace(state, phase="maintenance", maintenance=Maintenance(step="room"))
        shop = replace(state.maintenance, shop=("whetstone",))
        state = replace(state, maintenance=shop, room="b")
        return [a.to_text() for a in legal_actions(state) if a.kind() == "buy-healing"]

    assert "buy-healing hero=0" not in buys("current_max")
    assert "buy-healing hero=0" in buys("printed")


def test_amb13_multipliers_before_or_after_the_additions() -> None:
    """Torm red (Double Damage) in section 4 with the Rusty Cleaver (+1): 4x2+1 or (4+1)x2."""
    for formula, amount in (("multiply_first", 9), ("add_first", 10)):
        state = _fight("torm", "4/special", monster="chimera", tier=3,
                       equipment=[["rusty_cleaver"]], damage_formula=formula)  # fmt: skip
        _state, events = act(state, 'throw die=red weapons=["rusty_cleaver"]')
        assert _damage(events) == [amount]


def test_amb22_swing_twice_once_per_turn_or_chained() -> None:
    def after_two(chain: bool) -> State:
        state = _fight("vesk", "1/special", "1/special", "1", monster="war_golem", tier=3,
                       swing_twice_chain=chain)  # fmt: skip
        state = replace(state, fight=replace(state.fight, melody=True))
        state, _ = act(state, "throw die=green", "swing-again yes=true", "throw die=green")
        return state

    once = after_two(False)
    assert (once.fight.rethrow, once.fight.turn) == ("", 1)
    chained = after_two(True)
    chained, _ = act(chained, "swing-again yes=true")
    assert (chained.fight.rethrow, chained.fight.turn) == ("green", 0)
    chained, events = act(chained, "throw die=green")
    assert _damage(events) == [1] and chained.fight.turn == 1


def test_amb45_heal_after_a_miss_capped_at_the_printed_hit_points_or_not() -> None:
    """Gutter Ghoul (3 hp, heals 1 after a miss) at full health."""
    for cap, hp in (("printed", 3), ("none", 4)):
        state = _fight("torm", "off", monster="gutter_ghoul", monster_heal_cap=cap)
        state, events = act(state, "throw die=blue")
        assert state.fight.hp == hp
        assert [e.hp for e in events if e.kind() == "monster-healed"] == ([4] if hp == 4 else [])


def test_amb48_divine_intervention_heals_the_damage_or_the_monsters_hit_points_left() -> None:
    """Randolph blue deals 4 to a 3-hp Cellar Rat King: 4 or 3 healing points to allocate."""
    for rule, points in (("damage", 4), ("monster_hp", 3)):
        state = _fight("randolph", "4/special", monster="cellar_rat_king", hp=[9, 2, 9],
                       divine_heal=rule)  # fmt: skip
        state, _ = act(state, "throw die=blue")
        for _ in range(points):
            assert legal_texts(state) == ["heal-hero hero=1"]
            state, _ = act(state, "heal-hero hero=1")
        assert state.heroes[1].hp == 2 + points
        assert "heal-hero hero=1" not in legal_texts(state)


def test_amb52_heal_party_skips_fainted_heroes_or_revives_them() -> None:
    """Mirela green = Heal Party 2 on a contact; hero 1 lies fainted."""
    for revive, (hp, fainted) in ((False, (0, True)), (True, (2, False))):
        state = _fight("mirela", "3/special", fainted=[1], heal_party_fainted=revive)
        state, _ = act(state, "throw die=green")
        assert (state.heroes[1].hp, state.heroes[1].fainted) == (hp, fainted)


def test_amb18_1x_equipment_is_discarded_after_use_or_kept_for_the_next_round() -> None:
    from dungeontable.games.dungeonfighter.rules.maintenance import next_round

    use = "use-card card=bandage_roll hero=0"
    for rule, kept in (("discard", False), ("once_per_round", True)):
        state = _fight("torm", equipment=[["bandage_roll"]], hp=[3, 9, 9], one_shot_items=rule)
        assert use in legal_texts(state)
        state, _ = act(state, use)
        assert state.heroes[0].hp == 5 and use not in legal_texts(state)
        assert ("bandage_roll" in state.heroes[0].equipment) == kept
        assert ("bandage_roll" in state.discard) != kept
        state, _ = next_round(state)  # the next round's movement, led by hero 0
        assert (use in legal_texts(state)) == kept

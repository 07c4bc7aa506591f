"""Ruling switches AMB-09, AMB-17, AMB-20, AMB-28, AMB-36, AMB-51: the proposed ruling (the
default) and its alternative, each with exact numbers."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import parse_options
from dungeontable.games.dungeonfighter.options import RULINGS, Options

from .conftest import GAME, act, build, legal_texts

SWITCHES = {
    "09": "heal_fainted",
    "17": "critical_miss",
    "20": "weapon_fail",
    "28": "seduced_spent",
    "36": "bonus_while_holding",
    "51": "tracking_stacks",
}


def test_each_switch_is_listed_with_its_ambiguity() -> None:
    listed = {r.ref[-2:]: r.option for r in RULINGS if "AMB-" in r.ref}
    assert {nn: listed[nn] for nn in SWITCHES} == SWITCHES
    assert Options() == parse_options(
        Options,
        {
            "heal_fainted": "false",
            "critical_miss": "full",
            "weapon_fail": "miss",
            "seduced_spent": "on_contact",
            "bonus_while_holding": "false",
            "tracking_stacks": "false",
        },
    )


def _fainted_party(**options: object):  # type: ignore[no-untyped-def]
    setup = {"monster": "goblin", "fainted": [1], "equipment": [["bandage_roll", "camp_stew"]]}
    return build(setup, **options)  # type: ignore[arg-type]


def test_amb09_a_fainted_hero_cannot_be_healed_mid_fight() -> None:
    state = _fainted_party()
    assert "use-card card=bandage_roll hero=1" not in legal_texts(state)
    state, events = act(state, "use-card card=camp_stew hero=-1")
    assert state.heroes[1].hp == 0 and state.heroes[1].fainted
    assert [e.kind() for e in events] == ["card-discarded"]


def test_amb09_heal_fainted_revives_with_a_one_hero_heal_only() -> None:
    state = _fainted_party(heal_fainted=True)
    state, _ = act(state, "use-card card=camp_stew hero=-1")
    assert state.heroes[1].fainted, "Heal Party never revives (AMB-52)"
    state, events = act(state, "use-card card=bandage_roll hero=1")
    assert (state.heroes[1].hp, state.heroes[1].fainted) == (2, False)
    assert [(e.hero, e.amount, e.hp) for e in events if e.kind() == "hero-healed"] == [(1, 2, 2)]


def _critical(**options: object):  # type: ignore[no-untyped-def]
    """Ogre Chieftain (damage 2, Critical Miss); hero 0 wears a Chain Shirt, hero 1 a Scale Coat
    (each -1)."""
    setup = {
        "monster": "ogre_chieftain",
        "tier": 2,
        "throws": ["off"],
        "equipment": [["chain_shirt"], ["scale_coat"], []],
    }
    state = build(setup, **options)  # type: ignore[arg-type]
    state, _ = act(state, "throw die=red")
    return [h.hp for h in state.heroes]


def test_amb17_critical_miss_others_take_the_full_value() -> None:
    assert _critical() == [9 - 1, 9 - 2, 9 - 2]


def test_amb17_critical_miss_reduced_by_each_heros_armour() -> None:
    assert _critical(critical_miss="reduced") == [9 - 1, 9 - 1, 9 - 2]


def _weapon_throw(throw: str, monster: str = "goblin", **options: object):  # type: ignore[no-untyped-def]
    setup = {"monster": monster, "throws": [throw], "equipment": [["helm_of_bravery"]]}
    state = build(setup, **options)  # type: ignore[arg-type]
    state, _ = act(state, 'throw die=blue weapons=["helm_of_bravery"]')
    return state.fight.hp, state.heroes[0].hp


def test_amb20_failing_the_weapons_requirement_is_a_miss() -> None:
    assert _weapon_throw("4/fail=blind") == (7, 9 - 1)


def test_amb20_no_bonus_keeps_the_contact_without_the_weapon() -> None:
    assert _weapon_throw("4/fail=blind", weapon_fail="no_bonus") == (7 - 4, 9)
    assert _weapon_throw("4", weapon_fail="no_bonus") == (7 - 4 - 3, 9)


def test_amb20_no_bonus_still_misses_on_the_monsters_requirement() -> None:
    """Cute Bear imposes crossbow: failing it is a miss whatever the weapon option."""
    hp, hero = _weapon_throw("4/fail=crossbow", monster="cute_bear", weapon_fail="no_bonus")
    assert (hp, hero) == (6, 9 - 1)


def _charmed_miss(**options: object):  # type: ignore[no-untyped-def]
    setup = {"heroes": ["goldfinga", "randolph", "torm"], "monster": "goblin", "throws": ["off"]}
    state = build(setup, **options)  # type: ignore[arg-type]
    hero = replace(state.heroes[0], seduced=("goblin_warlord",))
    state = replace(state, heroes=(hero, *state.heroes[1:]))
    state, _ = act(state, "throw die=blue charm=goblin_warlord")
    return state.heroes[0].seduced, state.monster_discard


def test_amb28_a_seduced_monster_declared_on_a_miss_is_kept() -> None:
    assert _charmed_miss() == (("goblin_warlord",), ())


def test_amb28_when_declared_spends_it_on_a_miss() -> None:
    assert _charmed_miss(seduced_spent="when_declared") == ((), ("goblin_warlord",))


def test_amb36_no_bonus_die_while_holding_hero_dice() -> None:
    state = build({"monster": "goblin", "chest_bonus": 1})
    assert not any("die=white" in t for t in legal_texts(state))


def test_amb36_bonus_while_holding_lets_the_holder_take_one() -> None:
    state = build(
        {"monster": "goblin", "chest_bonus": 1, "throws": ["3"]}, bonus_while_holding=True
    )
    assert any(t.startswith("throw die=white ") for t in legal_texts(state))
    state, _ = act(state, "throw die=white")
    fight = state.fight
    assert (state.chest_bonus, fight.bonus_thrown, fight.hp) == (0, 1, 7 - 3)
    assert (fight.holder, fight.dice) == (1, ("blue", "green", "red"))


def _tracked(**options: object) -> tuple[int, int]:
    """Mirela red = Tracking Strike, thrown at a Goblin that already carries one token."""
    setup = {"heroes": ["mirela", "randolph", "torm"], "monster": "goblin", "throws": ["2/special"]}
    state = build(setup, **options)  # type: ignore[arg-type]
    state = replace(state, fight=replace(state.fight, tracking=1))
    state, _ = act(state, "throw die=red")
    return state.fight.tracking, 7 - state.fight.hp


def test_amb51_tracking_is_one_token() -> None:
    assert _tracked() == (1, 2 + 1)


def test_amb51_tracking_stacks_per_activation() -> None:
    assert _tracked(tracking_stacks=True) == (2, 2 + 2)


def test_amb49_a_heal_card_is_usable_at_every_decision_of_its_holder() -> None:
    """AMB-49: at every decision, the deciding hero's 1x heal is offered for each hero it can
    heal; using it heals and leaves the same decision pending. Not by a hero fainted in the
    fight (R047, L280: he cannot act again during this encounter)."""
    from dungeontable.core import Rng

    heals = {"bandage_roll": 2, "herbal_poultice": 3, "troll_tonic": 4}
    seen: set[str] = set()
    for seed in range(12):
        cards = [[card] for card in heals]  # one card of each: the box holds one of each
        state = build({"equipment": cards, "hp": [6, 6, 6]}, resolver="surrogate")
        state = replace(state, rng=Rng.from_seed(seed))
        rng = Rng.from_seed(100 + seed)
        while (decision := GAME.decision(state)) is not None:
            legal = legal_texts(state)
            hero = state.heroes[decision.seat]
            targets = [i for i, h in enumerate(state.heroes) if h.active and h.hp < h.max_hp]
            card = next((c for c in heals if c in hero.equipment), "")
            offered = [t for t in legal if card and t.startswith(f"use-card card={card} ")]
            acts = hero.active or state.phase != "fight"
            if card and decision.kind != "trade" and acts:
                assert offered == [f"use-card card={card} hero={i}" for i in targets]
                if targets:
                    seen.add(decision.kind)
                    healed, _ = act(state, offered[0])
                    # a spent window asks the next holder; Divine Intervention ends when
                    # the card healed the last hero it could heal; a hero with one item too
                    # many (make-room, R104) who uses one up has room again
                    if decision.kind not in ("before-throw", "divine", "make-room"):
                        assert GAME.decision(healed) == decision
                    assert healed.heroes[targets[0]].hp == min(
                        state.heroes[targets[0]].max_hp, state.heroes[targets[0]].hp + heals[card]
                    )
            elif card and decision.kind != "trade":
                assert offered == []
            others = [t for t in legal if not t.startswith("use-card card=")]
            index, rng = rng.below(len(others))
            state, _ = act(state, others[index])
    assert seen >= {"move", "throw", "before-throw", "shop"}


def test_amb49_a_fainted_hero_choosing_his_scar_may_use_his_heal_card() -> None:
    """AMB-49 at the scar decision (Maintenance, R098): Torm, fainted, holds a Bandage Roll."""
    state = build(
        {
            "equipment": [["bandage_roll"], [], []],
            "hp": [0, 6, 9],
            "fainted": [0],
            "monster": "goblin",
            "maintenance": {"step": "scars"},
        }
    )
    decision = GAME.decision(state)
    assert decision is not None and (decision.kind, decision.seat) == ("scar", 0)
    assert [t for t in legal_texts(state) if t.startswith("use-card")] == [
        "use-card card=bandage_roll hero=1"
    ]
    healed, _ = act(state, "use-card card=bandage_roll hero=1")
    assert healed.heroes[1].hp == 8 and GAME.decision(healed) == decision


def test_amb49_a_heal_card_while_the_result_waits_for_a_reaction() -> None:
    """Hellhound (damage 2): after a miss the thrower may heal before choosing to dodge."""
    setup = {"monster": "hellhound", "tier": 1, "throws": ["off"], "hp": [9, 5, 9]}
    state = build({**setup, "equipment": [["dodgers_boots", "bandage_roll"]]})
    state, _ = act(state, "throw die=red")
    assert legal_texts(state) == [
        "use-card card=dodgers_boots hero=-1",
        "continue",
        "use-card card=bandage_roll hero=1",
    ]
    state, _ = act(state, "use-card card=bandage_roll hero=1")
    assert state.heroes[1].hp == 7 and legal_texts(state) == [
        "use-card card=dodgers_boots hero=-1",
        "continue",
    ]
    state, _ = act(state, "use-card card=dodgers_boots hero=-1")
    assert state.heroes[0].hp == 9 and state.heroes[0].equipment == ()


def test_amb49_a_heal_that_leaves_nobody_to_heal_ends_divine_intervention() -> None:
    """Randolph's Divine Intervention (3 points) waits; his Bandage Roll heals hero 1 to full,
    so nobody is left to heal and the dice pass on."""
    setup = {"heroes": ["randolph", "torm", "goldfinga"], "monster": "goblin", "hp": [9, 7, 9]}
    state = build({**setup, "throws": ["3/special"], "equipment": [["bandage_roll"]]})
    state, _ = act(state, "throw die=blue")
    assert legal_texts(state) == ["heal-hero hero=1", "use-card card=bandage_roll hero=1"]
    state, _ = act(state, "use-card card=bandage_roll hero=1")
    decision = GAME.decision(state)
    assert (decision.kind, decision.seat, state.heroes[1].hp) == ("throw", 1, 9)
    assert state.fight.throwing is None and state.fight.hp == 7 - 3


def test_amb49_using_the_last_card_ends_destroy_equipment() -> None:
    """Chimera (Destroy Equipment): the thrower's only card is a heal he uses first."""
    setup = {"monster": "chimera", "tier": 3, "throws": ["off"], "hp": [9, 5, 9]}
    state = build({**setup, "equipment": [["bandage_roll"]]})
    state, _ = act(state, "throw die=red", "use-card card=bandage_roll hero=1")
    decision = GAME.decision(state)
    assert (decision.kind, decision.seat) == ("throw", 1)
    assert state.heroes[0].equipment == () and state.heroes[1].hp == 7

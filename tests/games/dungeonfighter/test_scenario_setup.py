"""Scenario setup and scripted throws (issue 15): every phase reachable from ``[setup]``, every
unknown key, card or zone refused by name, and throws scripted by footprint, bounces and
contacts (SCENARIOS.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dungeontable import games
from dungeontable.core import run_scenario
from dungeontable.core.scenario import load_scenario
from dungeontable.games.dungeonfighter.scenario import ScenarioSetupError
from dungeontable.games.dungeonfighter.scripting import ThrowScriptError, parse_throw
from dungeontable.games.dungeonfighter.throw import ZoneShare

from .conftest import GAME, act, build

SCENARIOS = Path(__file__).parent / "scenarios"


def test_scars_set_the_maximum_and_count_as_given() -> None:
    """R100: each scar costs 3 maximum hit points; the scars on the sheets are the game's."""
    state = build({"scars": [["green"], ["blue", "red"], []]})
    assert [h.hp for h in state.heroes] == [6, 3, 9]
    assert [h.max_hp for h in state.heroes] == [6, 3, 9]
    assert state.scars_given == 3


def test_hit_points_given_with_scars_stay_as_given() -> None:
    state = build({"scars": [["green"]], "hp": [2]})
    assert (state.heroes[0].hp, state.heroes[0].max_hp) == (2, 6)


def test_a_room_as_the_table_writes_it_and_an_unknown_room_lists_the_floors_rooms() -> None:
    """The table and the sheets name rooms A, B, C: ``room = "C"`` is room ``c``; a room the
    floor does not have is refused with the floor's rooms."""
    floors = ["crypt", "cellar", "hollow_halls_boss_floor"]
    assert build({"floors": floors, "room": "C"}).room == "c"
    with pytest.raises(ScenarioSetupError) as info:
        build({"floors": floors, "room": "z"})
    assert str(info.value) == "setup: no room 'z' on floor 0 ('crypt'; its rooms: a, b, c, d, e)"


def test_eliminated_and_seduced_heroes() -> None:
    state = build(
        {
            "scars": [[], ["blue", "green"], []],
            "eliminated": [1],
            "seduced": [[], [], ["goblin", "cute_bear"]],
        }
    )
    assert state.heroes[1].eliminated and state.heroes[1].hp == 0
    assert state.heroes[2].seduced == ("goblin", "cute_bear")
    every = [m for pile in (*state.tower, *state.reserve) for m in pile]
    assert "goblin" not in every and "cute_bear" not in every and len(every) == 51


def test_the_final_boss_fight() -> None:
    """R117: the boss revealed, its hit points on the sheet, no gold of its own."""
    state = build({"boss": "the_hollow_king", "monster": "boss", "chest_bonus": 2})
    fight = state.fight
    assert fight is not None
    assert (fight.monster, fight.boss, fight.hp, fight.tier) == ("the_hollow_king", True, 13, 4)
    assert state.boss_revealed and state.phase == "fight"


def test_the_tier_defaults_to_the_monster_level() -> None:
    state = build({"monster": "war_golem"})
    assert state.fight is not None and (state.fight.tier, state.fight.hp) == (3, 11)


def test_fight_fields() -> None:
    state = build({"monster": "goblin", "fight": {"hp": 2, "dice": ["green"], "holder": 2}})
    fight = state.fight
    assert fight is not None
    assert (fight.hp, fight.dice, fight.holder, fight.turn) == (2, ("green",), 2, 2)


def test_maintenance_at_the_shop_with_its_cards() -> None:
    """R027-R028: the shop's cards as given, out of the deck; buying pays from the chest."""
    state = build(
        {
            "chest_gold": 5,
            "floors": ["crypt", "cellar", "hollow_halls_boss_floor"],
            "room": "b",
            "monster": "goblin",
            "maintenance": {"step": "room", "shop": ["whetstone", "bandage_roll"]},
        }
    )
    assert state.phase == "maintenance" and state.maintenance is not None
    assert state.maintenance.shop == ("whetstone", "bandage_roll")
    assert "whetstone" not in state.deck and len(state.deck) == 51
    assert state.monster_discard == ("goblin",)
    assert state.supply_gold == 25  # 30 - 5 on the chest: the goblin's gold went back
    state, _ = act(state, "buy card=whetstone hero=1")
    assert state.chest_gold == 2 and state.heroes[1].equipment == ("whetstone",)


def test_the_deck_top_is_drawn_by_the_shop() -> None:
    """R027 / R096: after trading, the room's effect: the shop lays out 3 + 1 per hero."""
    top = ["whetstone", "bandage_roll", "smoke_bomb", "rabbits_foot", "chain_shirt", "poison_vial"]
    state = build(
        {
            "floors": ["crypt", "cellar", "hollow_halls_boss_floor"],
            "room": "b",
            "deck": top,
            "monster": "goblin",
            "maintenance": {"step": "trade"},
        }
    )
    state, _ = act(state, "continue")
    assert state.maintenance is not None
    assert state.maintenance.shop == tuple(top)
    assert state.deck[:1] != ("whetstone",) and len(state.deck) == 47


@pytest.mark.parametrize(
    ("setup", "named"),
    [
        ({"heroess": ["torm"]}, "heroess"),
        ({"monster": "goblin", "fight": {"hitpoints": 3}}, "hitpoints"),
        ({"monster": "goblin", "maintenance": {"stage": "loot"}}, "stage"),
        ({"monster": "goblin", "maintenance": {"step": "shopping"}}, "shopping"),
        ({"monster": "gobblin"}, "gobblin"),
        ({"equipment": [["helm_of_braver"]]}, "helm_of_braver"),
        ({"scars": [["purple"]]}, "purple"),
        ({"room": "z"}, "'z'"),
        ({"boss": "goblin"}, "goblin"),
        ({"fight": {"hp": 1}}, "monster"),
        ({"throws": ["5"]}, "'5'"),
        ({"throws": ["3/bounced"]}, "bounced"),
        ({"throws": [{"zone": "3", "bounce": 2}]}, "bounce"),
        ({"throws": [{"footprint": {"3": 500, "6": 500}}]}, "'6'"),
        ({"throws": ["3/contacts=table,wall,board"]}, "wall"),
        ({"throws": ["3/fail=blindfold"]}, "blindfold"),
        ({"throws": [{"zone": "3", "telemetry": {"spun": True}}]}, "spun"),
    ],
)
def test_unknown_names_are_errors_naming_them(setup: dict[str, Any], named: str) -> None:
    with pytest.raises((ScenarioSetupError, ThrowScriptError)) as caught:
        build(setup)
    assert named in str(caught.value)


def test_heroes_for_another_table_size_name_the_seats_to_write() -> None:
    """R004: one hero per seat; a file listing three heroes for the default seat count is told
    to write seats = 3 (it said "options.heroes must name 1 distinct heroes")."""
    data = {"game": "dungeonfighter", "setup": {"heroes": ["torm", "randolph", "goldfinga"]}}
    with pytest.raises(ValueError, match=r"3 heroes for 1 seat\(s\).*write seats = 3"):
        run_scenario(data, lambda name: GAME)


def test_a_scenario_file_reports_an_unknown_setup_key() -> None:
    data = {"game": "dungeonfighter", "seats": 3, "setup": {"heroes": ["torm"], "chest": 3}}
    with pytest.raises(ValueError, match="chest"):
        run_scenario(data, lambda name: GAME)


def test_a_split_footprint_counts_where_most_of_the_die_lies() -> None:
    """R063: 55 % in the 3, 45 % in the 4: the 3; within one sample (1/64) the lower value."""
    assert parse_throw("3/split=3:550,4:450").zone == "3"
    assert parse_throw({"footprint": {"4": 600, "3": 400}}).zone == "4"
    assert parse_throw({"footprint": {"4": 505, "3": 495}}).zone == "3"
    close = parse_throw({"footprint": {"10": 507, "4": 493}})
    assert close.zone == "4" and close.footprint == (ZoneShare("10", 507), ZoneShare("4", 493))
    assert parse_throw({"footprint": {"bone": 510, "1": 490}}).miss_reasons == ("bone",)


def test_a_zone_that_contradicts_the_footprint_is_refused() -> None:
    with pytest.raises(ThrowScriptError, match="largest portion '3'"):
        parse_throw("4/split=3:600,4:400")
    with pytest.raises(ThrowScriptError, match="sum to 1000"):
        parse_throw("3/split=3:600,4:300")


def test_bounces_from_the_contact_order() -> None:
    """R061 / R065 / R173: outside bounces are the table contacts before the board."""
    assert parse_throw("3/contacts=table,board").outside_bounces_before_board == 1
    assert parse_throw("3/contacts=table,table,board").outside_bounces_before_board == 2
    early = parse_throw("3/contacts=board,table,board")
    assert early.outside_bounces_before_board == 0 and early.miss_reasons == (
        "board_before_bounce",
    )
    assert parse_throw("3/bounces=2").outside_bounces_before_board == 2


def test_flags_parse_into_the_outcome() -> None:
    outcome = parse_throw("2/face=4/at=100,40")
    assert (outcome.face_index, outcome.keyframes[0].x, outcome.keyframes[0].y) == (4, 100, 40)
    assert parse_throw("10/special").special and parse_throw("10/special").face_index == 6
    assert parse_throw("3/hole").miss_reasons == ("hole",)
    assert parse_throw("table").miss_reasons == ("off_board",)
    both = parse_throw("3/fail=blind,spin")
    assert both.failed_requirements == ("blind", "spin") and both.miss_reasons == ("requirement",)
    with pytest.raises(ThrowScriptError, match="one of bounces, nobounce, contacts"):
        parse_throw("3/nobounce/bounces=2")


def _thrown(setup: dict[str, Any], *actions: str, **options: Any) -> Any:
    state, _ = act(build(setup, **options), *actions)
    return state


def test_a_judged_throw_fails_the_two_bounce_room_with_one_bounce() -> None:
    """R033 / R173: the crypt's room c asks for two bounces; one bounce misses, two hit."""
    room = {"floors": ["crypt", "cellar", "hollow_halls_boss_floor"], "room": "c"}
    one = _thrown(
        {**room, "monster": "goblin", "throws": ["3/contacts=table,board"]}, "throw die=red"
    )
    assert one.fight.hp == 7 and one.heroes[0].hp == 8
    two = _thrown(
        {**room, "monster": "goblin", "throws": ["3/contacts=table,table,board"]}, "throw die=red"
    )
    assert two.fight.hp == 4 and two.heroes[0].hp == 9


def test_a_judged_bank_shot_needs_the_obstacle_before_the_board() -> None:
    """R168: the die must hit the bank object before it first touches the board."""
    bank = {"monster": "goblin", "equipment": [["hammer_of_echoes"]]}
    thrown = 'throw die=red weapons=["hammer_of_echoes"]'
    hit = _thrown({**bank, "throws": ["3/contacts=table,obstacle,board"]}, thrown)
    assert hit.fight.hp == 0  # 3 + the hammer's 4 = 7
    late = _thrown({**bank, "throws": ["3/contacts=table,board,obstacle"]}, thrown)
    assert late.fight.hp == 7 and late.heroes[0].hp == 8


def test_bounce_gap_merges_close_table_contacts() -> None:
    """AMB-41: table contacts 10 ms apart are one bounce (8 ms gap), or two at 25 ms."""
    hop = {"contacts": [
        {"kind": "table", "start": 0, "end": 5},
        {"kind": "table", "start": 15, "end": 20},
        {"kind": "board", "start": 100, "end": 120},
    ]}  # fmt: skip
    room = {"floors": ["crypt", "cellar", "hollow_halls_boss_floor"], "room": "c"}
    setup = {**room, "monster": "goblin", "throws": [{"zone": "3", **hop}]}
    assert _thrown(setup, "throw die=red").fight.hp == 4
    assert _thrown(setup, "throw die=red", bounce_gap="25ms").fight.hp == 7


def test_knocking_a_resting_die_under_each_reading() -> None:
    """AMB-34: knocking a resting die is allowed, or (``knock_resting=miss``) a miss."""
    setup = {"monster": "goblin", "throws": ["3/contacts=table,die_on_board,board"]}
    assert _thrown(setup, "throw die=red").fight.hp == 4
    assert _thrown(setup, "throw die=red", knock_resting="miss").fight.hp == 7


def test_touching_the_table_through_a_hole_under_each_reading() -> None:
    """R066 / AMB-33: a touch through a hole misses (``hole_touch=at_rest``: only at rest)."""
    setup = {"monster": "goblin", "throws": ["2/contacts=table,hole_table,board"]}
    assert _thrown(setup, "throw die=red").fight.hp == 7
    assert _thrown(setup, "throw die=red", hole_touch="at_rest").fight.hp == 5


HOUSE_MONSTERS = """
[[card]]
id = "elbow_imp"
name = "Elbow Imp"
kind = "monster"
source = "house"
level = 1
mtype = "demon"
hp = 6
damage = 2
gold = 1
requirement = "elbow"

[[card]]
id = "table_troll"
name = "Table Troll"
kind = "monster"
source = "house"
level = 1
mtype = "goblinoid"
hp = 6
damage = 2
gold = 1
requirement = "under_table"
"""


@pytest.mark.parametrize(
    ("monster", "requirement"), [("elbow_imp", "elbow"), ("table_troll", "under_table")]
)
def test_requirements_no_packaged_card_carries(
    tmp_path: Any, monster: str, requirement: str
) -> None:
    """R174 (elbow shot) and R187 (under-the-table shot): no packaged card asks for them, so two
    house monsters in an extra card file do; each binds every throw of the fight: met, the die
    deals its section (6 -> 3); failed, a miss (2 damage)."""
    cards = tmp_path / "house.toml"
    cards.write_text(HOUSE_MONSTERS, encoding="utf-8")
    setup = {"monster": monster, "throws": ["3", f"3/fail={requirement}"]}
    state = build(setup, cards=(str(cards),))
    assert GAME.view(state, 0).throw_requirements == (requirement,)
    state, events = act(state, "throw die=red", "throw die=blue")
    thrown = [e for e in events if e.kind() == "die-thrown"]
    assert [e.requirements for e in thrown] == [(requirement,), (requirement,)]  # type: ignore[attr-defined]
    assert state.fight is not None and state.fight.hp == 3
    assert [h.hp for h in state.heroes] == [9, 7, 9]


def test_contacts_judged_and_failures_as_written() -> None:
    """``fail`` with ``contacts``: the bounces come from the contacts, the failed requirements
    are those written (a two-bounce room judged met by its contacts, the blind shot failed)."""
    outcome = parse_throw("3/contacts=table,table,board/fail=blind")
    assert outcome.source == "scenario-failed"
    room = {"floors": ["crypt", "cellar", "hollow_halls_boss_floor"], "room": "c"}
    setup = {**room, "monster": "goblin", "equipment": [["helm_of_bravery"]]}
    thrown = _thrown(
        {**setup, "throws": ["3/contacts=table,table,board/fail=blind"]},
        'throw die=red weapons=["helm_of_bravery"]',
    )
    assert thrown.fight is not None and thrown.fight.hp == 7 and thrown.heroes[0].hp == 8
    met = _thrown(
        {**setup, "throws": ["3/contacts=table,table,board"]},
        'throw die=red weapons=["helm_of_bravery"]',
    )
    assert met.fight is not None and met.fight.hp == 1  # 3 + the Helm's 3


def test_a_resting_place_beside_the_board_is_off_the_board() -> None:
    """R068 / AMB-31: a die at rest touching the table is outside the board."""
    outcome = parse_throw("3/rest=on_table")
    assert (outcome.zone, outcome.miss_reasons) == ("none", ("off_board",))
    with pytest.raises(ThrowScriptError, match="rest 'leaning'"):
        parse_throw("3/rest=leaning")


@pytest.mark.parametrize(
    ("setup", "named"),
    [
        ({"hp": [12]}, "hp 12 of hero 0: 0..9"),
        ({"scars": [["green"]], "hp": [7]}, "hp 7 of hero 0: 0..6"),
        ({"hp": [-1]}, "hp -1"),
        ({"scars": [["blue", "green", "red"]]}, "third scar"),
        ({"eliminated": [0, 1, 2]}, "every hero is eliminated"),
        ({"chest_gold": -3}, "chest_gold -3 is negative"),
        ({"chest_bonus": 12}, "chest_bonus 12 is more than the box holds (9 bonus dice"),
        ({"supply_bonus": 20}, "21 bonus dice"),
        ({"chest_gold": 20, "supply_gold": 20}, "40 gold"),
        ({"floor": 5}, "floor 5 is not 0, 1 or 2"),
        ({"monster": "goblin", "tier": 9}, "tier 9"),
        ({"known_bottom": [9, 0, 0, 0]}, "known_bottom [9, 0, 0, 0]"),
        ({"monster": "goblin", "fight": {"dice": ["red"], "thrown": ["red"]}}, "twice"),
        ({"monster": "goblin", "fight": {"holder": 9}}, "holder 9 is not a hero"),
        ({"monster": "goblin", "fight": {"beer_on": 7}}, "beer_on 7"),
        ({"monster": "goblin", "fight": {"charmed_by": -2}}, "charmed_by -2"),
        ({"equipment": [["whetstone"], ["whetstone"]]}, "['whetstone'] in two places"),
        ({"equipment": [["whetstone"]], "discard": ["whetstone"]}, "['whetstone'] in two places"),
        ({"deck": ["whetstone"], "discard": ["whetstone"]}, "both in the deck and the discard"),
        ({"seduced": [["goblin"]], "monster": "goblin"}, "monster card(s) ['goblin'] in two"),
        ({"seduced": [["goblin"]], "monster_discard": ["goblin"]}, "['goblin'] in two places"),
        ({"monster": "goblin", "fight": {"five_finger": ["sword"]}}, "'sword'"),
        ({"monster": "goblin", "fight": {"gold": -1}}, "gold -1 is negative"),
        ({"rounds": -1}, "rounds -1 is negative"),
        ({"scars_given": -2}, "scars_given -2 is negative"),
        ({"entered": ["9:z"]}, "entered '9:z'"),
        ({"entered": ["0"]}, "entered '0'"),
        ({"hp": 5}, "hp must be a list, not 5"),
        ({"hp": ["abc"]}, "hp lists whole numbers, not 'abc'"),
        ({"equipment": ["whetstone"]}, "equipment is a list of lists, not 'whetstone'"),
        ({"floors": "crypt"}, "floors must be a list, not 'crypt'"),
        ({"fainted": "0"}, "fainted must be a list"),
        ({"chest_gold": "many"}, "chest_gold must be a whole number"),
        ({"leader": True}, "leader must be a whole number"),
        ({"monster": "goblin", "fight": {"dice": "red"}}, "dice must be a list, not 'red'"),
        ({"monster": "goblin", "fight": {"hp": "x"}}, "hp must be a whole number"),
        ({"monster": "goblin", "fight": {"toad": 1}}, "toad must be true or false"),
        ({"monster": "goblin", "fight": {"tracking": -1}}, "count up from 0"),
        ({"monster": "goblin", "maintenance": {"loot": "whetstone"}}, "loot must be a list"),
        ({"monster": "goblin", "maintenance": {"overflow": 5}}, "overflow 5 is not a hero"),
    ],
)
def test_a_position_the_rules_cannot_reach_is_refused(setup: dict[str, Any], named: str) -> None:
    """Before, each of these was accepted (a floor out of range raised an IndexError)."""
    with pytest.raises(ScenarioSetupError) as caught:
        build(setup)
    assert named in str(caught.value)


def test_a_hero_set_up_under_one_hit_point_has_fainted() -> None:
    """R047: ``hp = 0`` without ``fainted`` is a fainted hero, as a throw would leave him."""
    state = build({"hp": [9, 0, 9]})
    assert state.heroes[1].fainted and not state.heroes[0].fainted


def test_the_box_limits_hold_only_with_a_finite_supply() -> None:
    """AMB-27 ``finite_supply=false``: more than the box's dice and gold may be set up."""
    state = build({"supply_bonus": 20, "chest_gold": 40}, finite_supply=False)
    assert state.supply_bonus == 20 and state.chest_gold == 40


def test_a_scripted_bounce_count_judges_a_two_bounce_requirement() -> None:
    """R173: ``bounces`` (or ``nobounce``) decide the two-bounce shot; other requirements stand
    as written, and ``fail`` still overrides."""
    from dungeontable.games.dungeonfighter.scripting import judged
    from dungeontable.games.dungeonfighter.throw import ContactRules

    rules = ContactRules()
    one = judged(parse_throw("3/bounces=1"), ("two_bounce",), rules)
    assert one.failed_requirements == ("two_bounce",) and not one.is_contact
    assert judged(parse_throw("3/bounces=2"), ("two_bounce",), rules).is_contact
    assert judged(parse_throw("3/bounces=1"), ("blind",), rules).is_contact
    failed = judged(parse_throw("3/bounces=1/fail=blind"), ("two_bounce", "blind"), rules)
    assert failed.failed_requirements == ("blind",)  # ``fail`` as written


def test_a_scripted_fail_counts_only_for_the_throws_own_requirements() -> None:
    """R070 / R081: ``fail=blind`` on a throw without a blind requirement (the Helm not used)
    is no miss; on a throw that has it, a miss."""
    from dungeontable.games.dungeonfighter.scripting import judged
    from dungeontable.games.dungeonfighter.throw import ContactRules

    rules = ContactRules()
    assert judged(parse_throw("3/fail=blind"), (), rules).is_contact
    assert not judged(parse_throw("3/fail=blind"), ("blind",), rules).is_contact
    kept = judged(parse_throw("3/fail=blind,far"), ("far",), rules)
    assert kept.failed_requirements == ("far",) and kept.miss_reasons == ("requirement",)


def test_a_view_path_reaches_the_seats_state_fields_directly() -> None:
    """docs/scenarios.md ``view.<seat>.…``: the game's view wraps the masked state under
    ``state``; ``view.1.fight.five_finger`` reads it as the other games' flat views are read
    (it was 'no such path in view'); the view's own fields and ``view.1.state.…`` still work."""
    setup = {
        "heroes": ["torm", "randolph"], "monster": "goblin",
        "fight": {"five_finger": ["whetstone"]}, "boss": "the_hollow_king",
    }  # fmt: skip
    expect = [
        {"path": "view.1.fight.five_finger", "equals": ["?"]},
        {"path": "view.1.state.fight.five_finger", "equals": ["?"]},
        {"path": "view.spectator.boss", "equals": "?"},
        {"path": "view.0.seat", "equals": 0},
        {"path": "fight.five_finger", "equals": ["whetstone"]},
    ]
    data = {"game": "dungeonfighter", "seats": 2, "setup": setup, "expect": expect}
    assert run_scenario(data, lambda name: GAME).failures == ()
    missing = {**data, "expect": [{"path": "view.1.fight.nothing", "equals": 1}]}
    (failure,) = run_scenario(missing, lambda name: GAME).failures
    assert failure.startswith(
        "view.1.fight.nothing: no such path in view: 'fight' has no 'nothing'; its keys: beer_on, "
    )


def test_face_down_five_finger_cards_leave_the_deck() -> None:
    """R144: a stolen card lies face down in the fight, no longer in the deck (it stayed in the
    deck too, so it could be drawn a second time)."""
    state = build({"monster": "goblin", "fight": {"five_finger": ["whetstone"]}})
    assert state.fight is not None and state.fight.five_finger == ("whetstone",)
    assert "whetstone" not in state.deck and len(state.deck) == 52


def test_a_throw_with_no_scripted_outcome_left_stops_the_case_in_words() -> None:
    """Under ``resolver = scripted`` every throw needs its outcome in ``throws``: one missing
    stops the case at that action with a sentence (not an exception out of the runner)."""
    data = load_scenario(SCENARIOS / "l436_bonus_while_holding_option.toml")
    assert run_scenario(data, games.get).passed
    data["setup"]["throws"] = []
    failures = run_scenario(data, games.get).failures
    assert failures[0] == (
        "action 0 (throw die=white) could not be played: no scripted throw left for the white "
        "die's throw: with resolver = scripted every throw needs its outcome in the setup's "
        "throws list (one entry a throw, in order)"
    )


def test_a_scripted_throw_play_never_reached_fails_the_file() -> None:
    """As a scripted die nobody rolled does: the file and the game disagree on what happened."""
    data = load_scenario(SCENARIOS / "back_down_only_before_the_first_throw.toml")
    assert run_scenario(data, games.get).failures == ()
    longer = {**data, "setup": {**data["setup"], "throws": ["3/fail=backwards", "4", "bone"]}}
    assert run_scenario(longer, games.get).failures == (
        "scripted throws left unused: 2 (zone 4, face 1; zone bone, face 1)",
    )

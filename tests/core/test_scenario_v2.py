"""Scenario format v2 on the toy game: every observation root and every check, passing and
failing with the exact message a scenario author reads."""

from __future__ import annotations

from typing import Any

import pytest

from dungeontable.core import ScenarioError, run_scenario

from .test_scenario import base, resolve


def run(*expect: dict[str, Any], **changes: Any) -> tuple[str, ...]:
    return run_scenario(
        {**base(), **changes, "expect": list(expect)}, resolve, "case.toml"
    ).failures


# After "zap amount=3 target=1", "pass": seat 1 passed, the zap resolved, seat 1 lost 3 hp.
STEP_KINDS = ["priority-passed", "item-resolved", "hp-lost"]


def test_events_of_the_checked_step_in_order_and_nothing_else() -> None:
    assert run({"path": "kinds", "equals": STEP_KINDS}) == ()
    assert run({"path": "events.2", "equals": {
        "kind": "hp-lost", "seat": 1, "amount": 3, "source": 0, "counts_as": "action", "item": 1
    }}) == ()  # fmt: skip
    assert run({"path": "events.2.amount", "equals": 3}) == ()
    assert run({"after": 1, "path": "kinds", "equals": ["card-played"]}) == ()
    assert run({"after": 0, "path": "events", "length": 0}) == ()
    assert run({"path": "kinds", "equals": ["hp-lost"]}) == (
        f"kinds: expected ['hp-lost'], got {STEP_KINDS!r}",
    )


def test_events_contain_a_partial_table_and_keep_order() -> None:
    assert run({"path": "events", "contains": {"kind": "hp-lost", "amount": 3}}) == ()
    assert run({"path": "events", "contains": {"kind": "hp-lost", "amount": 4}})[0].startswith(
        "events: expected to contain {'kind': 'hp-lost', 'amount': 4}, got ["
    )
    assert run({"path": "kinds", "in_order": ["priority-passed", "hp-lost"]}) == ()
    assert run({"path": "kinds", "in_order": ["hp-lost", "priority-passed"]}) == (
        f"kinds: expected ['hp-lost', 'priority-passed'] in order, got {STEP_KINDS!r}",
    )
    assert run({"path": "history_kinds", "equals": ["card-played", *STEP_KINDS]}) == ()
    assert run({"path": "history.0.card", "equals": "zap3"}) == ()


def test_an_expected_refusal_is_a_step_with_no_events() -> None:
    actions = ["zap amount=3 target=1", "negate item=7", "pass"]
    expect = [
        {"after": 1, "error": "not legal"},
        {"after": 2, "path": "kinds", "equals": []},
        {"after": 3, "path": "kinds", "equals": STEP_KINDS},
    ]
    assert run(*expect, actions=actions) == ()


def test_a_seat_sees_its_own_draw_and_others_only_that_a_card_was_drawn() -> None:
    # seat 0 ends its turn with "done" and draws the deck's one card, a Heal.
    setup = {"hands": [["zap3"], ["negate"]], "deck": ["heal"]}
    drawn = {"kind": "card-drawn", "seat": 0, "card": "heal", "to": [0]}
    common = {"setup": setup, "actions": ["done"]}
    assert run({"path": "seen.0", "contains": drawn}, **common) == ()
    assert run({"path": "seen.1", "excludes": {"card": "heal"}}, **common) == ()
    assert run({"path": "seen.1.1", "equals": {
        "kind": "card-drawn", "seat": 0, "card": None, "to": [1]
    }}, **common) == ()  # fmt: skip
    assert run({"path": "seen.1.1.card", "absent": True}, **common) == ()
    assert run({"path": "seen.spectator", "excludes": {"kind": "card-drawn"}}, **common) == ()
    assert run({"path": "view.0.hand", "equals": ["heal", "zap3"]}, **common) == ()
    assert run({"path": "view.1.hand", "excludes": "heal"}, **common) == ()
    assert run({"path": "view.spectator.hand", "absent": True}, **common) == ()
    assert run({"path": "view.1.hand_sizes", "equals": [2, 1]}, **common) == ()


def test_views_hide_what_the_seat_may_not_know() -> None:
    assert run({"path": "view.1.hand", "equals": ["negate"]}) == ()
    assert run({"path": "view.0.hand", "equals": ["negate"]}) == (
        "view.0.hand: expected ['negate'], got []",
    )
    with pytest.raises(ScenarioError, match=r"view\.7: no such seat"):
        run({"path": "view.7.hand"})
    with pytest.raises(ScenarioError, match=r"view\.2: no such seat"):
        run({"path": "view.2.hand"})  # two seats: 0 and 1
    with pytest.raises(ScenarioError, match=r"seen\.x: no such seat"):
        run({"path": "seen.x"})


def test_decision_legal_and_outcome() -> None:
    assert run({"after": 1, "path": "decision.seat", "equals": 1}) == ()
    assert run({"after": 1, "path": "decision.kind", "equals": "respond"}) == ()
    assert run({"after": 1, "path": "legal", "equals": ["negate item=1", "pass"]}) == ()
    assert run({"path": "legal", "contains": "done"}) == ()
    assert run({"path": "legal", "excludes": "zap amount=3 target=1"}) == ()
    # field order and spacing do not matter: the text is read as an action first
    assert run({"path": "legal", "contains": "make-offer want=heal hp=2 to=1"}) == ()
    assert run({"path": "legal", "contains": "negate item=1"})[0].startswith(
        "legal: expected to contain 'negate item=1', got ['make-offer to=1 hp=1 want=negate'"
    )
    assert run({"path": "outcome", "absent": True}) == ()
    assert run({"path": "outcome.winners"}) == (
        "outcome.winners: no such path in outcome: the game is not over",
    )


def test_the_end_of_a_game_is_observable() -> None:
    setup = {"hands": [["zap3"], []], "hp": [10, 3]}
    expect: list[dict[str, Any]] = [
        {"path": "outcome.winners", "equals": [0]},
        {"path": "outcome.reason", "contains": "last seat"},
        {"path": "outcome.scores", "equals": [10.0, 0.0]},
        {"path": "decision", "absent": True},
        {"path": "legal", "length": 0},
    ]
    assert run(*expect, setup=setup, actions=["zap amount=3 target=1"]) == ()


@pytest.mark.parametrize(
    ("check", "failure"),
    [
        ({"equals": [10, 7]}, None),
        ({"not_equals": [10, 10]}, None),
        ({"not_equals": [10, 7]}, "hp: expected anything but [10, 7]"),
        ({"length": 2}, None),
        ({"length": 3}, "hp: expected length 3, got 2: [10, 7]"),
        ({"contains": 7}, None),
        ({"contains": 8}, "hp: expected to contain 8, got [10, 7]"),
        ({"excludes": 8}, None),
        ({"excludes": 7}, "hp: expected no 7, got [10, 7]"),
        ({"contains_all": [7, 10]}, None),
        ({"contains_all": [7, 9]}, "hp: expected to contain [9], got [10, 7]"),
        ({"in_order": [10, 7]}, None),
        ({"present": True}, None),
        ({"absent": True}, "hp: expected absent, got [10, 7]"),
    ],
)
def test_checks_on_a_list(check: dict[str, Any], failure: str | None) -> None:
    assert run({"path": "hp", **check}) == (() if failure is None else (failure,))


@pytest.mark.parametrize(
    ("check", "failure"),
    [
        ({"less": 8}, None),
        ({"less": 7}, "hp.1: expected less than 7, got 7"),
        ({"greater": 6}, None),
        ({"greater": 7}, "hp.1: expected more than 7, got 7"),
        ({"at_least": 7, "at_most": 7}, None),
        ({"at_least": 8}, "hp.1: expected >= 8, got 7"),
        ({"at_most": 6}, "hp.1: expected <= 6, got 7"),
        ({"one_of": [6, 7]}, None),
        ({"one_of": [5, 6]}, "hp.1: expected one of [5, 6], got 7"),
        ({"greater": 6, "less": 7}, "hp.1: expected less than 7, got 7"),
    ],
)
def test_checks_on_a_number(check: dict[str, Any], failure: str | None) -> None:
    assert run({"path": "hp.1", **check}) == (() if failure is None else (failure,))


def test_checks_on_text_and_tables() -> None:
    assert run({"path": "phase", "contains": "mai"}) == ()
    assert run({"path": "options", "contains": "hp"}) == ()
    assert run({"path": "options", "excludes": "mana"}) == ()
    # a table checked with a table: every field of it, with the same value
    assert run({"path": "options", "contains": {"hp": 10, "hand_size": 4}}) == ()
    assert run({"path": "options", "excludes": {"hp": 10, "hand_size": 5}}) == ()
    assert run({"path": "phase", "less": 3}) == ("phase: expected a number to compare, got 'main'",)
    assert run({"path": "hp.9", "absent": True}) == ()
    assert run({"path": "hp.9", "length": 1}) == (
        "hp.9: no such path in the state: 'hp' has no item 9 (a list of 2)",
    )
    assert run({"path": "state.hp", "equals": [10, 7]}) == ()


@pytest.mark.parametrize(
    ("expect", "message"),
    [
        ({"path": "hp", "contains_all": 7}, "expect 0: contains_all takes a list"),
        ({"path": "hp", "length": "2"}, "expect 0: length takes a number"),
        ({"path": "hp", "absent": 1}, "expect 0: absent takes true or false"),
        ({"error": "x", "contains": 3}, "expect 0 has contains without path"),
        ({"path": "hp", "equal": 3}, "expect 0 has unknown key(s) ['equal']"),
    ],
)
def test_checks_that_cannot_be_meant_are_refused(expect: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError) as info:
        run(expect)
    assert message in str(info.value)


def test_deal_runs_the_real_setup() -> None:
    scenario = {**base(), "deal": True, "seed": 3, "actions": [], "expect": []}
    del scenario["setup"]
    dealt = {"path": "view.0.hand", "length": 4}
    assert run_scenario({**scenario, "expect": [dealt]}, resolve, "deal.toml").failures == ()
    with pytest.raises(ScenarioError, match="deal = true runs the real setup; it takes no"):
        run_scenario({**base(), "deal": True}, resolve, "deal.toml")


def test_setup_dice_need_deal_and_a_setup_that_rolls() -> None:
    scenario = {**base(), "deal": True, "seed": 3, "actions": [], "expect": []}
    del scenario["setup"]
    with pytest.raises(ScenarioError, match="setup rolls no dice; leave out setup_dice"):
        run_scenario({**scenario, "setup_dice": [3]}, resolve, "deal.toml")
    with pytest.raises(ScenarioError, match=r"setup_dice scripts the rolls .* needs deal = true"):
        run_scenario({**base(), "setup_dice": [3]}, resolve, "case.toml")


def test_error_true_is_any_refusal_of_a_readable_action() -> None:
    """docs/scenarios.md: ``error = true`` holds for any refusal by the rules; an action text
    the game cannot read is a mistake in the file and never counts as the refusal."""
    actions = ["zap amount=3 target=1", "negate item=7", "pass"]
    assert run({"after": 1, "error": True}, actions=actions) == ()
    misspelled = ["zap amount=3 target=1", "negat item=7", "pass"]
    (failure,) = run({"after": 1, "error": True}, actions=misspelled)
    assert failure.startswith("action 1 (negat item=7) was refused: ")
    assert failure.endswith("; expected a refusal (error = true)")
    assert run({"after": 1, "error": True}, actions=["zap amount=3 target=1", "pass"]) == (
        "action 1 (pass) was accepted; expected a refusal (error = true)",
    )
    with pytest.raises(ScenarioError, match=r"error takes the text the refusal must contain"):
        run({"after": 1, "error": 3}, actions=actions)


def test_a_missing_path_names_where_the_walk_stopped_and_the_keys_there() -> None:
    (failure,) = run({"path": "hp.0.x"}, actions=["zap amount=3 target=1"])
    assert failure == "hp.0.x: no such path in the state: 'hp.0' is 10, not a table or list"
    (failure,) = run({"path": "hit_points"})
    assert failure.startswith("hit_points: no such path in the state: the top level has no ")
    assert "; its keys: " in failure and ", hp, " in failure


def test_a_name_where_a_list_is_shows_the_list() -> None:
    """A name on a list (Card Rogue's ``equipment.head``, where the state keeps the five slots as
    a list; ``enemies.1000``, a packed position where enemies are a list) shows the list, so the
    writer sees how it is numbered; a list of tables also says how to check an item by fields."""
    assert run({"path": "hp.mana"}) == (
        "hp.mana: no such path in the state: 'hp' has no item mana (a list of 2, numbered from 0:"
        " [10, 7])",
    )
    (failure,) = run({"path": "events.7"})
    assert failure.startswith(
        "events.7: no such path in events: the top level has no item 7 (a list of 3, numbered"
        " from 0: [{'kind': 'priority-passed', 'seat': 1}, "
    )
    assert failure.endswith(
        " ...]); an item by its fields: the list as path, contains = { field = value, ... }"
    )


def test_an_unknown_kind_with_no_near_name_lists_the_kinds_of_its_first_word() -> None:
    assert run({"path": "kinds", "excludes": "turn-was-lost"}) == (
        "kinds: excludes names no event kind of the game: turn-was-lost (the game's turn-..."
        " kinds: turn-ended, turn-started)",
    )


def test_an_event_kind_the_game_does_not_have_is_reported_not_silently_excluded() -> None:
    """An ``excludes`` of a misspelled kind held for nothing (a real case: an OOTS file excluded
    ``card-drawn``, a kind that game never emits)."""
    assert run({"path": "kinds", "excludes": "hp-lots"}) == (
        "kinds: excludes names no event kind of the game: hp-lots (did you mean 'hp-lost'?)",
    )
    assert run({"path": "seen.1", "excludes": {"kind": "card-drawm"}}) == (
        "seen.1: excludes names no event kind of the game: card-drawm (did you mean 'card-drawn'?)",
    )
    assert run({"path": "kinds", "excludes": "card-drawn"}) == ()


def test_a_legal_check_naming_an_unreadable_action_is_reported() -> None:
    """``excludes = "negat item=7"`` (a typo) held for nothing: the action text must be one the
    game can read; a readable but illegal one is excluded as before."""
    (failure,) = run({"after": 0, "path": "legal", "excludes": "negat item=7"})
    assert failure.startswith(
        "after = 0: legal: excludes names no action of the game: 'negat item=7' ("
    )
    assert run({"after": 0, "path": "legal", "excludes": "negate item=7"}) == ()


def test_a_legal_check_may_name_actions_by_a_table_of_fields() -> None:
    """``excludes = { kind = "make-offer", to = 1 }`` held for nothing (a table was compared with
    texts): a table now matches every legal action of that kind with those fields, whatever
    the others; a kind or field the game does not have is reported."""
    offer = {"kind": "make-offer", "to": 1}
    assert run({"path": "legal", "contains": offer}) == ()
    (failure,) = run({"path": "legal", "excludes": offer})
    assert failure.startswith("legal: expected no {'kind': 'make-offer', 'to': 1}, got [")
    assert run({"path": "legal", "excludes": {"kind": "make-offer", "to": 0}}) == ()
    assert run({"path": "legal", "contains_all": [offer, "done"]}) == ()
    (failure,) = run({"path": "legal", "excludes": {"kind": "make-ofer"}})
    assert failure.startswith(
        "legal: excludes names no action of the game: {'kind': 'make-ofer'} (a table needs a kind"
    )
    (failure,) = run({"path": "legal", "excludes": {"kind": "make-offer", "too": 1}})
    assert failure.endswith("('make-offer' has no field 'too'; its fields: to, hp, want)")


def test_a_path_checked_after_a_point_the_file_never_reaches_is_an_error() -> None:
    """``after = 9`` in a file of 2 actions was never checked, so it passed whatever it said."""
    with pytest.raises(ScenarioError, match=r"expect 0: after = 9 names no point of this file"):
        run({"after": 9, "path": "hp.1", "equals": 99})
    assert run({"after": 2, "path": "hp.1", "equals": 7}) == ()


def test_the_two_wordings_of_not_legal_now_are_one() -> None:
    """The toy game (like RDI and Dungeon Fighter) says "is not legal now"; OOTS and Card Rogue
    say "is not allowed now": an ``error`` written with either wording matches both."""
    actions = ["zap amount=3 target=1", "negate item=7", "pass"]
    for words in ("not legal now", "not allowed now", "Not Allowed Now"):
        assert run({"after": 1, "error": words}, actions=actions) == ()
    (failure,) = run({"after": 1, "error": "not possible now"}, actions=actions)
    assert failure.endswith("; expected a refusal containing 'not possible now'")


def test_a_state_path_only_a_view_has_says_where_to_look() -> None:
    """Card Rogue's max health lives in the view, not the state: the hint names the view path
    (here, the toy view's ``hand_sizes``)."""
    (failure,) = run({"path": "hand_sizes", "equals": [1, 1]})
    assert failure.endswith(
        "(view.0.hand_sizes has it: a seat's view adds what the rules work out)"
    )


def test_absent_on_a_name_the_state_has_no_field_of_is_reported_not_held() -> None:
    """``absent = true`` held for a misspelled state field (an examiner's ``wandering.kick`` for
    ``wandering.kicked``); a field that is None, a list's missing item and a view's missing
    field (what a seat may not see) are still absent."""
    assert run({"path": "hp_max", "absent": True}) == (
        "hp_max: absent names no field: the top level has no 'hp_max'; its keys: active, cards,"
        " deck, discard, hands, hp, offer, offered, offers, options, phase, rng, seats, stack,"
        " turn",
    )
    assert run({"path": "offer", "absent": True}) == ()
    assert run({"path": "hp.5", "absent": True}) == ()
    assert run({"path": "view.0.hp_max", "absent": True}) == ()


def test_an_event_table_naming_a_field_no_such_event_has_is_reported() -> None:
    """``excludes = { kind = "monster-escaped", flor = 1 }`` held for nothing (an examiner's
    case); a table with no kind is read against every event kind's fields."""
    assert run({"path": "events", "excludes": {"kind": "hp-lost", "amout": 3}}) == (
        "events: excludes names no field of the event: {'kind': 'hp-lost', 'amout': 3} ('hp-lost'"
        " has no field 'amout'; its fields: to, seat, amount, source, counts_as, item)",
    )
    assert run({"path": "history", "excludes": [{"amoun": 3}]}) == (
        "history: excludes names no field of the event: {'amoun': 3} (no event of the game has a"
        " field 'amoun')",
    )
    assert run({"path": "events", "contains": {"kind": "hp-lost", "amount": 3}}) == ()
    assert run({"path": "events", "excludes": {"amount": 4}}) == ()

"""The known-answer scenario runner on toy-game scenarios: passes, and every kind of failure."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dungeontable.core import Game, ScenarioError, run_scenario, run_scenario_file

from .toygame import GAME

HERE = Path(__file__).parent / "scenarios"


def resolve(name: str) -> Game:
    return {"toy": GAME}[name]


def base() -> dict[str, Any]:
    """A fresh scenario that passes; each case changes its own copy."""
    return {
        "game": "toy",
        "name": "zap resolves",
        "seats": 2,
        "actions": ["zap amount=3 target=1", "pass"],
        "setup": {"hands": [["zap3"], ["negate"]]},
        "expect": [{"path": "hp", "equals": [10, 7]}],
    }


HP = {"path": "hp", "equals": [10, 7]}


def run(**changes: Any) -> tuple[str, ...]:
    return run_scenario({**base(), **changes}, resolve, "case.toml").failures


@pytest.mark.parametrize("name", ["negate_a_negate.toml", "heal_roll.toml"])
def test_scenario_files_pass(name: str) -> None:
    result = run_scenario_file(HERE / name, resolve)
    assert result.failures == ()
    assert result.passed and result.file == str(HERE / name)


def test_a_passing_scenario_and_intermediate_checks() -> None:
    assert run() == ()
    middle = [{"after": 1, "path": "stack.items.0.payload.amount", "equals": 3}]
    assert run(expect=[HP, *middle]) == ()
    assert run(expect=[{"after": 0, "path": "phase", "equals": "main"}]) == ()


def test_wrong_value_and_missing_path_are_both_reported() -> None:
    expect = [
        {"path": "hp", "equals": [10, 8]},
        {"path": "hp.5"},
        {"path": "hands.0", "equals": []},
    ]
    assert run(expect=expect) == (
        "hp: expected [10, 8], got [10, 7]",
        "hp.5: no such path in the state: 'hp' has no item 5 (a list of 2)",
    )


def test_a_failed_check_before_the_end_names_its_point() -> None:
    """Two failures of one path at different points read apart: ``after = N`` is named unless N
    is the end of the file."""
    expect = [{"path": "hp", "equals": [9, 9], "after": 1}, {"path": "hp", "equals": [9, 9]}]
    assert run(expect=expect) == (
        "after = 1: hp: expected [9, 9], got [10, 10]",
        "hp: expected [9, 9], got [10, 7]",
    )


def test_an_unexpected_refusal_stops_and_reports_what_was_not_checked() -> None:
    assert run(actions=["zap amount=2 target=1", "pass"]) == (
        "action 0 (zap amount=2 target=1) was refused: zap amount=2 target=1 is not legal now"
        " (main, seat 0). Allowed now: zap amount=3 target=1; make-offer to=1 hp=1 want=negate;"
        " make-offer to=1 hp=1 want=heal; make-offer to=1 hp=2 want=negate;"
        " make-offer to=1 hp=2 want=heal; done",
        "1 expectation(s) not checked: the scenario stopped at action 0",
    )


def test_unparseable_action_is_a_failure() -> None:
    failures = run(actions=["zapp amount=3 target=1"], expect=[])
    assert failures == (
        "action 0 (zapp amount=3 target=1) was refused: unknown kind 'zapp'; known kinds: "
        "accept, decline, done, end-turn, heal, ignore, make-offer, negate, pass, redirect, "
        "withdraw, zap",
    )


def test_expected_refusal_then_play_goes_on() -> None:
    actions = ["negate item=1", "zap amount=3 target=1", "pass"]
    expect = [{"after": 0, "error": "not legal now"}, HP]
    assert run(actions=actions, expect=expect) == ()


def test_error_expectation_defaults_to_the_last_action() -> None:
    assert run(actions=["zap amount=3 target=1", "done"], expect=[{"error": "not legal"}]) == ()


def test_accepted_action_where_a_refusal_was_expected() -> None:
    expect = [{"after": 0, "error": "not legal"}, HP]
    assert run(expect=expect) == (
        "action 0 (zap amount=3 target=1) was accepted; expected a refusal containing 'not legal'",
        "1 expectation(s) not checked: the scenario stopped at action 0",
    )


def test_refusal_with_another_message() -> None:
    failures = run(actions=["done", "done"], expect=[{"after": 0, "error": "no such card"}])
    assert failures == (
        "action 0 (done) was accepted; expected a refusal containing 'no such card'",
    )
    wrong = run(actions=["negate item=1"], expect=[{"error": "no such card"}])
    assert wrong[0].startswith("action 0 (negate item=1) was refused: negate item=1 is not legal")
    assert wrong[0].endswith("; expected a refusal containing 'no such card'")


def test_error_expected_after_the_last_action() -> None:
    assert run(expect=[{"after": 5, "error": "x"}]) == (
        "action 5 was expected to be refused ('x'), but there are only 2 actions",
    )


def test_unused_scripted_dice() -> None:
    assert run(dice=[3, 1]) == ("scripted dice left unused: [3, 1]",)


def test_a_scripted_face_the_die_cannot_show_stops_the_case_in_words() -> None:
    """A die face not on the die is the file's mistake (``ScriptError``), not a refusal: the case
    stops there, says why, and an ``error`` expectation does not take it for one."""
    case = {
        "game": "toy",
        "seats": 2,
        "dice": [5],
        "actions": ["heal", "pass"],
        "options": {"hp": "5"},
        "setup": {"hands": [["zap1", "heal"], ["negate"]]},
        "expect": [{"path": "hp", "equals": [8, 5]}],
    }
    assert run_scenario({**case, "dice": [3]}, resolve, "c").passed
    assert run_scenario(case, resolve, "c").failures == (
        "action 1 (pass) could not be played: scripted die face 5 is not on a d3",
        "1 expectation(s) not checked: the scenario stopped at action 1",
    )
    refusal = [{"after": 1, "error": True}]
    failures = run_scenario({**case, "expect": refusal}, resolve, "c").failures
    assert failures[0].startswith("action 1 (pass) could not be played")


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"seats": "two"}, "seats takes a whole number (seats = 2); got 'two' (invalid literal"),
        ({"seed": [1]}, "seed takes a whole number (seed = 7); got [1]"),
        ({"dice": 6}, "dice takes a list of die faces (dice = [6, 2]); got 6 (not a list)"),
        ({"dice": [6, "x"]}, "dice takes a list of die faces (dice = [6, 2]); got [6, 'x']"),
        ({"options": "fast"}, "options takes a table (options = { name = \"value\" }); got 'fast'"),
        ({"setup": [1]}, "setup takes a table ([setup] with the position's keys); got [1]"),
    ],
)
def test_a_key_of_the_wrong_form_is_named_with_its_form(
    changes: dict[str, Any], message: str
) -> None:
    with pytest.raises(ScenarioError) as info:
        run(**changes)
    assert "case.toml (zap resolves): cannot set up the scenario: " + message in str(info.value)


def test_numbers_written_as_text_still_read_as_numbers() -> None:
    """Files have always been read with ``int()``: ``seats = "2"`` is 2 (kept for old files)."""
    assert run(seats="2", seed="3") == ()


def test_a_file_without_a_game_says_so() -> None:
    data = {k: v for k, v in base().items() if k != "game"}
    with pytest.raises(ScenarioError, match=r'no game = "\.\.\."'):
        run_scenario(data, resolve, "case.toml")


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"game": "chess"}, "cannot set up the scenario: 'chess'"),
        ({"action": ["pass"]}, "unknown key(s) ['action']"),
        ({"setup": {"hands": [["zap9"], []]}}, "bad toy setup: unknown cards ['zap9']"),
        ({"options": {"hp": "lots"}}, "bad value 'lots' for option hp"),
        ({"expect": [{"path": "hp", "error": "x"}]}, "expect 0 needs exactly one of path, error"),
        ({"expect": [{"equals": 3}]}, "expect 0 needs exactly one of path, error"),
        ({"expect": [{"path": "hp", "equal": 3}]}, "expect 0 has unknown key(s) ['equal']"),
        ({"expect": [{"error": "x", "equals": 3}]}, "expect 0 has equals without path"),
        ({"expect": ["hp"]}, "expect 0 is not a table"),
    ],
)
def test_scenarios_that_cannot_run(changes: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError) as info:
        run(**changes)
    assert str(info.value).startswith("case.toml (zap resolves): ")
    assert message in str(info.value)


def test_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="cannot read scenario"):
        run_scenario_file(tmp_path / "missing.toml", resolve)
    bad = tmp_path / "bad.toml"
    bad.write_text("game = \n", encoding="utf-8")
    with pytest.raises(ScenarioError, match=r"bad\.toml: cannot read scenario"):
        run_scenario_file(bad, resolve)


def test_the_input_mapping_is_not_modified() -> None:
    data = base()
    run_scenario(data, resolve)
    assert data == base()


def test_card_files_are_found_beside_the_scenario_first(tmp_path: Path) -> None:
    from dungeontable.core.scenario import load_scenario

    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "extra.toml").write_text("", encoding="utf-8")
    case = tmp_path / "case.toml"
    case.write_text(
        'game = "toy"\noptions = { cards = ["cards/extra.toml", "elsewhere.toml", '
        f'"{(tmp_path / "abs.toml").as_posix()}"] }}\n',
        encoding="utf-8",
    )
    cards = load_scenario(case)["options"]["cards"]
    # beside the file when it exists there; otherwise as written (working-directory relative)
    assert cards == [
        str(tmp_path / "cards" / "extra.toml"),
        "elsewhere.toml",
        (tmp_path / "abs.toml").as_posix(),
    ]


def test_card_files_as_one_text_with_commas_are_found_beside_too(tmp_path: Path) -> None:
    """``cards = "a.toml, b.toml"`` (the command line's ``--option cards=a,b``) is a list whose
    paths are looked for beside the scenario as a TOML list's are."""
    from dungeontable.core.scenario import load_scenario

    (tmp_path / "extra.toml").write_text("", encoding="utf-8")
    case = tmp_path / "case.toml"
    case.write_text('game = "toy"\noptions = { cards = "extra.toml, other.toml" }\n', "utf-8")
    cards = load_scenario(case)["options"]["cards"]
    assert cards == [str(tmp_path / "extra.toml"), "other.toml"]


def test_setup_error_expects_the_position_refused() -> None:
    """``setup_error``: a position the rules do not allow must be refused with that message."""
    bad = {k: v for k, v in base().items() if k not in ("actions", "expect")}
    assert run_scenario({**bad, "seats": "two", "setup_error": "invalid literal"}, resolve).passed
    other = run_scenario({**bad, "seats": "two", "setup_error": "too many seats"}, resolve, "c")
    assert len(other.failures) == 1
    assert other.failures[0].startswith("the setup was refused: c (zap resolves): cannot set up")
    assert other.failures[0].endswith("expected a refusal containing 'too many seats'")
    accepted = run_scenario({**bad, "setup_error": "invalid literal"}, resolve)
    assert accepted.failures == (
        "the setup was accepted; expected a refusal containing 'invalid literal'",
    )
    assert run_scenario({**bad, "seats": "two", "setup_error": True}, resolve).passed  # any text
    assert run_scenario({**bad, "setup_error": True}, resolve).failures == (
        "the setup was accepted; expected a refusal",
    )
    with pytest.raises(ScenarioError, match="leave out actions and expect"):
        run(setup_error="anything")

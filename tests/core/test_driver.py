"""The shared test driver (``core.Driver``), on a real game: Card Rogue's flee (003 L172-176)."""

from __future__ import annotations

import pytest

from dungeontable.core import DieRolled, Driver, IllegalAction, ParseError, parse_options
from dungeontable.games import get
from dungeontable.games.cardrogue.events import FleeResolved
from dungeontable.games.cardrogue.options import Options

GAME = get("cardrogue")
FLEE = {
    "players": [
        {"character": "rogue", "at": [0, 0]},
        {"character": "rogue", "at": [9, 9], "skip": 1},
    ],
    "cells": [
        {"at": [0, 0], "card": "crossroads"},
        {"at": [-1, 0], "card": "passage", "paths": "EW"},
        {"at": [9, 9], "card": "crossroads"},
        {"at": [1, 0], "card": "goblin", "queue": [0]},
    ],
}
FAILED_FLEE = [
    "die-rolled",
    "flee-resolved",
    "enemy-acted",
    "health-changed",
    "turn-began",
    "turn-lost",
    "turn-began",
]


def fleeing(*dice: int) -> Driver:
    return Driver.from_scenario(GAME, FLEE, seats=2, dice=dice)


def test_from_scenario_builds_the_position_with_the_dice_scripted() -> None:
    table = fleeing(2, 5)
    assert table.state.rng.script == (2, 5)
    assert table.legal() == ["attack dir=E", "flee"]
    assert table.decision is not None
    assert (table.decision.seat, table.decision.kind) == (0, "combat")
    assert table.events() == []
    assert table.last == []
    assert table.outcome is None


def test_do_applies_text_keeps_the_state_and_appends_the_events() -> None:
    table = fleeing(2)
    assert table.do("flee") is table
    assert table.kinds() == FAILED_FLEE
    assert table.state.rng.script == ()  # the scripted die was used
    assert table.state.players[0].health == 6  # the goblin hit back for 2
    assert table.legal() == ["attack dir=E", "flee"]


def test_a_refused_action_raises_and_leaves_state_and_events_unchanged() -> None:
    table = fleeing(2).do("flee")
    state, events, last = table.state, table.events(), table.last
    with pytest.raises(IllegalAction, match="move dir=W is not allowed now"):
        table.do("move dir=W")
    assert (table.state, table.events(), table.last) == (state, events, last)


def test_do_is_all_or_nothing() -> None:
    table = fleeing(2)
    state = table.state
    with pytest.raises(IllegalAction):
        table.do("flee", "move dir=W")
    assert table.state is state
    assert table.events() == []


def test_text_naming_no_action_is_a_parse_error_and_changes_nothing() -> None:
    table = fleeing(2)
    with pytest.raises(ParseError, match="unknown kind 'bogus'"):
        table.do("bogus")
    assert table.state.rng.script == (2,)
    assert table.events() == []


def test_dice_queue_after_the_scripted_ones_and_are_consumed_in_order() -> None:
    table = fleeing(2).dice(5)
    assert table.state.rng.script == (2, 5)
    table.do("flee").do("flee", "flee-to dir=W")
    assert table.state.rng.script == ()
    assert [e.value for e in table.events(DieRolled)] == [2, 5]
    assert table.state.players[0].pos == -1000  # escaped west, to (-1, 0)


def test_events_filter_by_class_or_kind_and_last_is_the_last_action_only() -> None:
    table = fleeing(2, 5).do("flee", "flee", "flee-to dir=W")
    fled = table.events(FleeResolved)
    assert [(e.success, e.rolled) for e in fled] == [(False, True), (True, True)]
    assert table.events("flee-resolved") == fled
    escape = ["die-rolled", "flee-resolved", "combat-left", "moved", "turn-began"]
    assert table.kinds() == FAILED_FLEE + escape
    assert [e.kind() for e in table.last] == escape[2:]  # flee-to, not the second flee


def test_clear_forgets_the_events_but_keeps_the_state() -> None:
    table = fleeing(2).do("flee")
    state = table.state
    assert table.clear() is table
    assert (table.events(), table.last, table.state) == ([], [], state)


def test_views_come_from_the_game() -> None:
    table = fleeing(2)
    assert table.view(0) == GAME.view(table.state, 0)
    assert table.view(None) == GAME.view(table.state, None)


@pytest.mark.parametrize("options", [None, {"turn_cap": 5}, Options(turn_cap=5)])
def test_options_may_be_none_a_mapping_or_the_struct(options: object) -> None:
    wanted = parse_options(Options, {} if options is None else {"turn_cap": 5})
    assert Driver.start(GAME, options, seats=2, seed=7).state.options == wanted
    assert Driver.from_scenario(GAME, FLEE, seats=2, options=options).state.options == wanted


def test_start_deals_as_setup_does() -> None:
    alone = Driver.start(GAME, seed=7)  # the game's fewest seats: one
    assert alone.state == GAME.setup(Options(), 1, 7)
    assert alone.legal()[0] == "pick-character character=warrior"
    table = Driver.start(GAME, seats=2, seed=7)
    assert table.state == GAME.setup(Options(), 2, 7)
    assert table.legal() == ["roll-die"]
    assert table.decision is not None
    assert table.decision.kind == "deciding-roll"
    assert Driver(GAME, table.state).state is table.state

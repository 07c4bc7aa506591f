"""The response stack driven through a whole game (the toy Zapper): RDI R-6 and R-4.7 cases.

Each test builds an exact position, plays actions in their text form, and checks the exact
events, hit points and the sequence of decisions (who was asked, in what order).
"""

from __future__ import annotations

import pytest

from dungeontable.core import DieRolled, IllegalAction

from .table import Table
from .toygame import GAME
from .toyvalues import (
    CardDrawn,
    CardPlayed,
    GameEnded,
    HpGained,
    HpLost,
    ItemDiscarded,
    ItemResolved,
    PriorityPassed,
    TurnEnded,
    TurnStarted,
    ZapIgnored,
    ZapRedirected,
)


def test_three_responses_deep_resolve_newest_first() -> None:
    """R-6.3: Negate on Negate on Negate on a Zap; LIFO leaves the Zap negated."""
    t = Table.deal([["zap3", "negate"], ["negate"], ["negate"]])
    t.do("zap amount=3 target=1", "pass", "negate item=1", "pass", "negate item=2")
    stack = t.state.stack
    assert [(i.uid, i.source, i.counts_as, i.responds_to) for i in stack.items] == [
        (1, 0, "action", None),
        (2, 1, "sometimes", 1),
        (3, 2, "sometimes", 2),
    ]
    assert t.decision == (0, "respond")

    events = t.do("negate item=3")

    assert events == [
        CardPlayed(seat=0, card="negate", item=4, counts_as="sometimes"),
        ItemResolved(item=4, card="negate"),
        ItemDiscarded(item=3, card="negate", reason="negated"),
        ItemResolved(item=2, card="negate"),
        ItemDiscarded(item=1, card="zap3", reason="negated"),
    ]
    assert t.asked == [
        (0, "main"),
        (0, "respond"),
        (1, "respond"),
        (0, "respond"),
        (2, "respond"),
        (0, "respond"),
    ]
    assert t.decision == (0, "main")
    assert t.state.hp == (10, 10, 10)
    assert t.state.discard == ("negate", "negate", "negate", "zap3")
    assert t.state.stack.is_empty and t.state.stack.window is None


def test_negating_a_negate_lets_the_original_resolve() -> None:
    """R-6.5: the second Negate cancels the first; the Zap then hits."""
    t = Table.deal([["zap3"], ["negate"], ["negate"]])
    t.do("zap amount=3 target=1", "negate item=1")
    events = t.do("negate item=2")
    assert events == [
        CardPlayed(seat=2, card="negate", item=3, counts_as="sometimes"),
        ItemResolved(item=3, card="negate"),
        ItemDiscarded(item=2, card="negate", reason="negated"),
        ItemResolved(item=1, card="zap3"),
        HpLost(seat=1, amount=3, source=0, counts_as="action", item=1),
    ]
    assert t.asked == [(0, "main"), (1, "respond"), (2, "respond")]
    assert t.state.hp == (10, 7, 10)


@pytest.mark.parametrize(
    ("card", "expected"),
    [
        (
            "negate",
            [
                CardPlayed(seat=1, card="negate", item=2, counts_as="sometimes"),
                ItemResolved(item=2, card="negate"),
                ItemDiscarded(item=1, card="zap2", reason="negated"),
            ],
        ),
        (
            "ignore",
            [
                CardPlayed(seat=1, card="ignore", item=2, counts_as="sometimes"),
                ItemResolved(item=2, card="ignore"),
                ItemResolved(item=1, card="zap2"),
                ZapIgnored(seat=1, item=1),
            ],
        ),
    ],
)
def test_negate_cancels_the_card_ignore_lets_it_resolve(card: str, expected: list[object]) -> None:
    """R-6.5 vs R-6.6: a Negated card never resolves; an Ignored one resolves, sparing one seat."""
    t = Table.deal([["zap2"], [card]])
    t.do("zap amount=2 target=1")
    assert t.legal() == [f"{card} item=1", "pass"]
    assert t.do(f"{card} item=1") == expected
    assert t.state.hp == (10, 10)


def test_ignore_is_personal_a_redirected_zap_still_hits_the_new_target() -> None:
    """R-6.6 and R-6.8: seat 1 Ignores, then redirects to seat 2, who is not protected."""
    t = Table.deal([["zap3"], ["ignore", "redirect"], []])
    t.do("zap amount=3 target=1", "ignore item=1")
    assert t.legal() == ["redirect item=1 to=0", "redirect item=1 to=2", "pass"]
    events = t.do("redirect item=1 to=2")
    assert events[1:] == [
        ItemResolved(item=3, card="redirect"),
        ZapRedirected(item=1, target=2),
        ItemResolved(item=2, card="ignore"),
        ItemResolved(item=1, card="zap3"),
        HpLost(seat=2, amount=3, source=0, counts_as="action", item=1),
    ]
    assert t.state.hp == (10, 10, 7)


def test_redirect_keeps_source_and_card_type() -> None:
    """R-6.8, R-6.10: the hp loss still counts as an action from seat 0 after the redirect."""
    t = Table.deal([["zap2"], ["redirect"], []])
    t.do("zap amount=2 target=1")
    events = t.do("redirect item=1 to=2")
    assert events[-1] == HpLost(seat=2, amount=2, source=0, counts_as="action", item=1)
    assert t.state.hp == (10, 10, 8)


def test_window_skips_seats_without_a_legal_response_without_asking_them() -> None:
    """R-6.4 / §3 item 18: seat 1 (only a Zap) and seat 3 (Ignore, but not hit) are never asked."""
    t = Table.deal([["zap3"], ["zap1"], ["ignore"], ["ignore", "redirect"]])
    t.do("zap amount=3 target=2")
    assert t.decision == (2, "respond")
    assert t.legal() == ["ignore item=1", "pass"]
    events = t.do("pass")
    assert events == [
        PriorityPassed(seat=2),
        ItemResolved(item=1, card="zap3"),
        HpLost(seat=2, amount=3, source=0, counts_as="action", item=1),
    ]
    assert t.asked == [(0, "main"), (2, "respond")]
    assert t.decision == (0, "main")


def test_priority_starts_with_the_active_seat_then_goes_clockwise() -> None:
    """R-6.4: with seat 2 active in a 4-seat game, seats are asked 2, 3, 0, 1."""
    t = Table.deal([["negate"], ["negate"], ["zap1", "negate"], ["negate"]], active=2)
    t.do("zap amount=1 target=0", "pass", "pass", "pass")
    assert t.decision == (1, "respond")
    events = t.do("pass")
    assert t.asked == [(2, "main"), (2, "respond"), (3, "respond"), (0, "respond"), (1, "respond")]
    assert events[-1] == HpLost(seat=0, amount=1, source=2, counts_as="action", item=1)
    assert t.decision == (2, "main")


def test_a_seat_that_passed_is_asked_again_in_each_new_window() -> None:
    """R-6.3/R-6.4: windows reopen after a push and after a resolution; passing is not final.

    Also the start-of-turn window on an empty stack (OOTS ruling A59): only Heal is playable.
    """
    t = Table.deal([["zap2"], ["negate"], ["heal"]], dice=(2,))
    assert t.decision == (2, "respond")  # the start-of-turn window: only seat 2 can play
    t.do("pass", "zap amount=2 target=1", "pass", "heal", "pass")
    assert t.decision == (1, "respond")
    events = t.do("negate item=1")
    assert t.asked == [
        (2, "respond"),
        (0, "main"),
        (1, "respond"),
        (2, "respond"),
        (1, "respond"),
        (1, "respond"),
    ]
    assert t.events[4:8] == [
        PriorityPassed(seat=1),
        ItemResolved(item=2, card="heal"),
        DieRolled(seat=2, purpose="heal", sides=3, value=2),
        HpGained(seat=2, amount=2),
    ]
    assert events[-1] == ItemDiscarded(item=1, card="zap2", reason="negated")
    assert t.state.hp == (10, 10, 12)
    assert t.state.rng.script == ()


def test_turn_ending_mid_stack_discards_pending_items_and_next_turn_starts_empty() -> None:
    """R-4.7: End Turn resolves over a Redirect and a Zap: both discarded without effect."""
    t = Table.deal([["zap3"], ["redirect"], ["end-turn"]], deck=["heal", "negate"])
    t.do("zap amount=3 target=1", "redirect item=1 to=2")
    events = t.do("end-turn")
    assert events == [
        CardPlayed(seat=2, card="end-turn", item=3, counts_as="anytime"),
        ItemResolved(item=3, card="end-turn"),
        ItemDiscarded(item=2, card="redirect", reason="turn ended"),
        ItemDiscarded(item=1, card="zap3", reason="turn ended"),
        TurnEnded(seat=0, early=True),
        TurnStarted(seat=1, turn=1),
    ]
    state = t.state
    assert state.hp == (10, 10, 10)
    assert (state.active, state.turn, state.phase) == (1, 1, "main")
    assert state.stack.items == () and state.stack.window is None
    assert state.stack.next_uid == 4
    assert state.deck == ("heal", "negate") and state.hands == ((), (), ())
    assert state.discard == ("end-turn", "redirect", "zap3")
    assert t.decision == (1, "main")
    with pytest.raises(IllegalAction, match="zap amount=3 target=1 is not legal now"):
        GAME.apply(state, GAME.actions.parse("zap amount=3 target=1"))


def test_turn_ended_early_draws_under_the_variant() -> None:
    """T-8 variant ``draw_on_early_end``: the early end still draws for the active seat."""
    t = Table.deal([["zap3"], ["end-turn"], []], deck=["heal", "negate"], draw_on_early_end=True)
    t.do("zap amount=3 target=1")
    events = t.do("end-turn")
    assert events[3:6] == [
        TurnEnded(seat=0, early=True),
        CardDrawn(seat=0, card="heal", to=(0,)),
        CardDrawn(seat=0, card=None, to=(1, 2)),
    ]
    assert t.state.hands[0] == ("heal",)
    assert t.decision == (0, "respond")  # seat 0 may Heal in seat 1's start-of-turn window


def test_a_card_that_would_end_the_turn_can_be_stopped_before_it_resolves() -> None:
    """R-4.7 last sentence: End Turn is Negated, so the Zap still resolves this turn."""
    t = Table.deal([["zap3"], ["end-turn"], ["negate"]])
    t.do("zap amount=3 target=1", "end-turn")
    events = t.do("negate item=2")
    assert events[1:] == [
        ItemResolved(item=3, card="negate"),
        ItemDiscarded(item=2, card="end-turn", reason="negated"),
        ItemResolved(item=1, card="zap3"),
        HpLost(seat=1, amount=3, source=0, counts_as="action", item=1),
    ]
    assert (t.state.turn, t.decision) == (0, (0, "main"))


def test_active_seat_knocked_out_mid_turn_ends_the_turn() -> None:
    """R-4.8 (proposed ruling): the loss is capped at the hp left; the next living seat starts."""
    t = Table.deal([["zap3"], ["redirect"], []], hp=[2, 10, 10])
    events = t.do("zap amount=3 target=1", "redirect item=1 to=0")
    assert events[-4:] == [
        ItemResolved(item=1, card="zap3"),
        HpLost(seat=0, amount=2, source=0, counts_as="action", item=1),
        TurnEnded(seat=0, early=True),
        TurnStarted(seat=1, turn=1),
    ]
    assert t.state.hp == (0, 10, 10)
    assert t.decision == (1, "main")
    assert t.legal() == [
        "make-offer to=2 hp=1 want=negate",
        "make-offer to=2 hp=1 want=heal",
        "make-offer to=2 hp=2 want=negate",
        "make-offer to=2 hp=2 want=heal",
        "done",
    ]


def test_last_seat_standing_ends_the_game_and_empties_the_stack() -> None:
    t = Table.deal([["zap3", "zap1"], []], hp=[10, 3])
    events = t.do("zap amount=3 target=1")
    assert events[-1] == GameEnded(winners=(0,), reason="last seat standing")
    assert t.decision is None and t.state.stack.is_empty
    outcome = GAME.outcome(t.state)
    assert outcome is not None
    assert (outcome.winners, outcome.scores, outcome.reason) == (
        (0,),
        (10.0, 0.0),
        "last seat standing",
    )
    with pytest.raises(IllegalAction, match="the game is over"):
        GAME.apply(t.state, GAME.actions.parse("done"))


def test_a_response_out_of_priority_is_refused_and_changes_nothing() -> None:
    t = Table.deal([["zap3"], ["negate"], ["negate"]])
    t.do("zap amount=3 target=1")
    before = t.state
    with pytest.raises(IllegalAction) as info:
        GAME.apply(before, GAME.actions.parse("negate item=7"))
    assert str(info.value) == (
        "negate item=7 is not legal now (respond, seat 1). Allowed now: negate item=1; pass"
    )
    assert t.state is before and t.decision == (1, "respond")

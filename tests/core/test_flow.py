"""``core.flow``: the one turn engine (phases as data, frames, refusals, the automatic loop)."""

from __future__ import annotations

import pickle
import threading

import msgspec
import pytest
from msgspec.structs import replace

from dungeontable.core import (
    Action,
    Decision,
    Event,
    Flow,
    FlowError,
    IllegalAction,
    Phase,
    Transition,
    next_decision,
    next_legal,
)
from dungeontable.core.flow import handlers, phases


class Add(Action, frozen=True):
    amount: int


class Block(Action, frozen=True):
    pass


class Allow(Action, frozen=True):
    pass


class Added(Event, frozen=True, kw_only=True):
    seat: int
    amount: int


class Blocked(Event, frozen=True, kw_only=True):
    seat: int


class TurnPassed(Event, frozen=True, kw_only=True):
    seat: int


class Frame(msgspec.Struct, frozen=True):
    """A response window: ``seat`` may block ``amount`` being added."""

    kind: str
    seat: int
    amount: int


class Count(msgspec.Struct, frozen=True):
    """A toy race to 5: add 1 or 2 on your turn; the other seat may block an add of 2."""

    seat: int = 0
    totals: tuple[int, int] = (0, 0)
    phase: str = "turn"
    frames: tuple[Frame, ...] = ()
    passed: int = 0


def locate(state: Count) -> str:
    return state.frames[-1].kind if state.frames else state.phase


def add(state: Count, action: Add, events: list[Event]) -> Count:
    if action.amount == 2:  # a big add opens a window for the other seat; it resolves later
        frame = Frame("respond", 1 - state.seat, 2)
        return replace(state, frames=(*state.frames, frame))
    return _score(state, action.amount, events)


def _score(state: Count, amount: int, events: list[Event]) -> Count:
    totals = list(state.totals)
    totals[state.seat] += amount
    events.append(Added(seat=state.seat, amount=amount))
    return replace(state, totals=(totals[0], totals[1]), phase="end")


def block(state: Count, action: Block, events: list[Event]) -> Count:
    frame = state.frames[-1]
    events.append(Blocked(seat=frame.seat))
    return replace(state, frames=state.frames[:-1], phase="end")


def allow(state: Count, action: Allow, events: list[Event]) -> Count:
    frame = state.frames[-1]
    return _score(replace(state, frames=state.frames[:-1]), frame.amount, events)


def end_turn(state: Count, events: list[Event]) -> Count:
    events.append(TurnPassed(seat=state.seat))
    return replace(state, seat=1 - state.seat, phase="turn", passed=state.passed + 1)


def is_over(state: Count) -> bool:
    return max(state.totals) >= 5


def make_flow() -> Flow[Count]:
    return Flow(
        title="Count",
        phases=phases(
            Phase(
                "turn",
                seat=lambda s: s.seat,
                moves=(lambda s: (Add(amount=1),), lambda s: (Add(amount=2),)),
                prompt="add 1 or 2",
            ),
            Phase(
                "respond",
                seat=lambda s: s.frames[-1].seat,
                moves=(lambda s: (Block(), Allow()),),
                prompt=lambda s: f"block or allow the add of {s.frames[-1].amount}",
            ),
            Phase("end", auto=end_turn),
        ),
        handlers=handlers((Add, add), (Block, block), (Allow, allow)),
        locate=locate,
        is_over=is_over,
    )


def test_a_decision_phase_names_its_seat_prompt_and_moves_in_order() -> None:
    flow = make_flow()
    start = Count()
    assert flow.decision(start) == Decision(seat=0, kind="turn", prompt="add 1 or 2")
    assert flow.legal_actions(start) == (Add(amount=1), Add(amount=2))


def test_apply_runs_the_automatic_phase_and_returns_the_next_decision_with_its_moves() -> None:
    flow = make_flow()
    transition = flow.apply(Count(), Add(amount=1))
    assert transition.state.totals == (1, 0)
    assert transition.state.seat == 1 and transition.state.phase == "turn"
    assert transition.events == (Added(seat=0, amount=1), TurnPassed(seat=0))
    assert transition.settled
    assert transition.decision == Decision(seat=1, kind="turn", prompt="add 1 or 2")
    assert transition.legal == (Add(amount=1), Add(amount=2))
    state, events = transition  # still the (state, events) pair
    assert state is transition.state and events == transition.events


def test_a_frame_on_top_decides_before_the_phase_and_resumes_it() -> None:
    flow = make_flow()
    opened = flow.apply(Count(), Add(amount=2))
    assert opened.events == ()
    assert opened.decision == Decision(1, "respond", "block or allow the add of 2")
    assert opened.legal == (Block(), Allow())
    allowed = flow.apply(opened.state, Allow())
    assert allowed.state.totals == (2, 0) and allowed.state.frames == ()
    assert allowed.events == (Added(seat=0, amount=2), TurnPassed(seat=0))
    blocked = flow.apply(opened.state, Block())
    assert blocked.state.totals == (0, 0)
    assert blocked.events == (Blocked(seat=1), TurnPassed(seat=0))


def test_an_illegal_action_is_refused_with_words_and_changes_nothing() -> None:
    flow = make_flow()
    start = Count()
    with pytest.raises(IllegalAction) as refused:
        flow.apply(start, Block())
    assert refused.value.reason == "block is not allowed now: seat 0 must add 1 or 2"
    assert refused.value.allowed == ("add amount=1", "add amount=2")
    assert start == Count()


def test_an_action_of_no_handler_is_named_as_not_this_games() -> None:
    class Shout(Action, frozen=True):
        pass

    with pytest.raises(IllegalAction, match="shout is not a Count action"):
        make_flow().apply(Count(), Shout())


def test_the_game_over_guard_is_the_flows() -> None:
    flow = make_flow()
    over = Count(totals=(5, 0))
    assert flow.decision(over) is None and flow.legal_actions(over) == ()
    with pytest.raises(IllegalAction, match="is not allowed now: the game is over"):
        flow.apply(over, Add(amount=1))
    last = flow.apply(Count(totals=(4, 0)), Add(amount=1))
    assert last.decision is None and last.legal == () and last.settled
    assert last.events == (Added(seat=0, amount=1),)  # no automatic step after the end


def test_a_game_may_word_its_own_refusals() -> None:
    flow = Flow(
        title="Count",
        phases=make_flow().phases,
        handlers=make_flow().handlers,
        locate=locate,
        is_over=is_over,
        refusal=lambda s, a, now: f"{a.to_text()} is not legal now",
    )
    with pytest.raises(IllegalAction, match=r"^block is not legal now"):
        flow.apply(Count(), Block())


def test_an_after_hook_sees_every_action_with_the_state_before_it() -> None:
    seen: list[tuple[int, int]] = []

    def after(state: Count, before: Count, events: list[Event]) -> Count:
        seen.append((before.totals[0], state.totals[0]))
        return state

    base = make_flow()
    flow = Flow("Count", base.phases, base.handlers, locate, is_over, after=after)
    flow.apply(Count(), Add(amount=1))
    assert seen == [(0, 1)]


def test_inconsistent_tables_are_refused_when_the_flow_is_built() -> None:
    with pytest.raises(FlowError, match="automatic and also waits"):
        Flow("X", {"a": Phase("a", seat=lambda s: 0, auto=end_turn)}, {}, locate, is_over)
    with pytest.raises(FlowError, match="neither runs by itself nor names a seat"):
        Flow("X", {"a": Phase("a")}, {}, locate, is_over)
    with pytest.raises(FlowError, match="holds phase"):
        Flow("X", {"a": Phase("b", auto=end_turn)}, {}, locate, is_over)
    with pytest.raises(FlowError, match="declared twice"):
        phases(Phase("a", auto=end_turn), Phase("a", auto=end_turn))
    with pytest.raises(FlowError, match="handled twice"):
        handlers((Add, add), ((Block, Add), block))


def test_a_runaway_automatic_loop_is_stopped_with_the_games_name() -> None:
    spin = Flow(
        "Spin",
        {"end": Phase("end", auto=lambda s, ev: replace(s, passed=s.passed + 1))},
        {},
        lambda s: "end",
        lambda s: False,
        max_automatic=50,
    )
    with pytest.raises(FlowError, match="Spin: automatic phases ran 50 steps"):
        spin.advance(Count(), [])


def test_each_flow_remembers_its_own_last_answer() -> None:
    calls: list[int] = []

    def counted(state: Count) -> tuple[Action, ...]:
        calls.append(1)
        return (Add(amount=1),)

    flow = Flow(
        "Count",
        {"turn": Phase("turn", seat=lambda s: s.seat, moves=(counted,))},
        {Add: add},
        locate,
        is_over,
    )
    state = Count()
    flow.legal_actions(state)
    flow.decision(state)
    flow.legal_actions(state)
    assert len(calls) == 1  # asked once per state
    other = Flow("Count", flow.phases, flow.handlers, locate, is_over)
    other.legal_actions(state)
    assert len(calls) == 2  # no slot shared between flows


def test_threads_asking_about_different_states_get_their_own_answers() -> None:
    flow = make_flow()
    states = [Count(seat=i % 2) for i in range(200)]
    wrong: list[int] = []

    def ask(offset: int) -> None:
        for i in range(offset, len(states), 2):
            if flow.decision(states[i]) != Decision(i % 2, "turn", "add 1 or 2"):
                wrong.append(i)

    threads = [threading.Thread(target=ask, args=(k,)) for k in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert wrong == []


def test_a_transition_without_next_facts_falls_back_to_the_game() -> None:
    class Game:
        def decision(self, state: object) -> Decision:
            return Decision(0, "asked", "asked the game")

        def legal_actions(self, state: object) -> tuple[Action, ...]:
            return (Block(),)

    plain = Transition(Count(), ())
    assert not plain.settled
    assert next_decision(Game(), plain) == Decision(0, "asked", "asked the game")  # type: ignore[arg-type]
    assert next_legal(Game(), plain) == (Block(),)  # type: ignore[arg-type]
    settled = make_flow().apply(Count(), Add(amount=1))
    assert next_legal(Game(), settled) == (Add(amount=1), Add(amount=2))  # type: ignore[arg-type]
    copied = pickle.loads(pickle.dumps(settled))
    assert copied.settled and copied.decision == settled.decision and copied == settled
    assert not settled._replace(state=Count()).settled  # a changed pair carries no stale facts


def test_an_open_action_off_the_legal_list_is_admitted_refused_or_not_open() -> None:
    """``Add`` with any amount 1..4 is an open action on one's turn (the list offers 1 and 2)."""

    def open_add(state: Count, action: Action) -> str | None:
        if locate(state) != "turn":
            return ""  # not open now: the usual refusal
        assert isinstance(action, Add)
        return None if 1 <= action.amount <= 4 else f"add {action.amount}: 1 to 4 only"

    base = make_flow()
    flow = Flow("Count", base.phases, base.handlers, locate, is_over, open={Add: open_add})
    after = flow.apply(Count(), Add(amount=3))
    assert after.state.totals == (3, 0) and [e.kind() for e in after.events] == [
        "added",
        "turn-passed",
    ]
    assert after.decision is not None and after.decision.seat == 1  # the loop ran as usual
    with pytest.raises(IllegalAction, match=r"^add 9: 1 to 4 only\. Allowed now: add amount=1; "):
        flow.apply(Count(), Add(amount=9))
    window = flow.apply(Count(), Add(amount=2)).state
    with pytest.raises(IllegalAction, match="is not allowed now"):
        flow.apply(window, Add(amount=3))  # not one's turn: not open, the usual refusal
    with pytest.raises(IllegalAction, match="is not allowed now"):
        base.apply(Count(), Add(amount=3))  # without the table, only listed amounts go

"""``ResponseStack`` on its own: pushes, windows, negate, ignore, modify, unwind, clockwise."""

from __future__ import annotations

import msgspec
import pytest

from dungeontable.core import ResponseStack, StackError, StackItem, Window, clockwise

Stack = ResponseStack[str]


def everyone(seat: int) -> bool:
    return True


def two_items() -> Stack:
    stack: Stack = ResponseStack()
    stack = stack.push("zap 3 at seat 1", source=0, counts_as="action")
    return stack.push("negate #1", source=1, counts_as="sometimes", responds_to=1)


def test_push_is_immutable_and_numbers_items() -> None:
    empty: Stack = ResponseStack()
    stack = two_items()
    assert empty.items == () and empty.next_uid == 1
    assert stack.items == (
        StackItem(1, 0, "action", "zap 3 at seat 1"),
        StackItem(2, 1, "sometimes", "negate #1", responds_to=1),
    )
    assert stack.top == stack.items[1] and stack.next_uid == 3 and not stack.is_empty


def test_push_refuses_an_answer_to_a_missing_item() -> None:
    with pytest.raises(StackError, match="no pending item #9 on the stack"):
        two_items().push("x", source=0, counts_as="anytime", responds_to=9)


def test_window_asks_in_order_and_closes_after_everyone_passed() -> None:
    stack = two_items().open_window((2, 0, 1), everyone)
    seen = []
    while stack.priority is not None:
        seen.append(stack.priority)
        stack = stack.pass_priority(everyone)
    assert seen == [2, 0, 1]
    assert stack.ready_to_resolve and stack.window == Window((2, 0, 1), 0, 3)


def test_window_skips_seats_that_cannot_respond_and_counts_them_as_passed() -> None:
    asked: list[int] = []

    def only_seat_2(seat: int) -> bool:
        asked.append(seat)
        return seat == 2

    stack = two_items().open_window((0, 1, 2, 3), only_seat_2)
    assert stack.priority == 2 and asked == [0, 1, 2]
    stack = stack.pass_priority(only_seat_2)
    assert stack.priority is None and stack.ready_to_resolve
    assert asked == [0, 1, 2, 3]


def test_window_nobody_can_use_is_closed_at_once() -> None:
    stack = two_items().open_window((0, 1), lambda seat: False)
    assert stack.priority is None and stack.ready_to_resolve
    empty_window = two_items().open_window((), everyone)
    assert empty_window.ready_to_resolve


def test_pass_without_a_window_is_an_error() -> None:
    with pytest.raises(StackError, match="no seat has priority: there is no open window"):
        two_items().pass_priority(everyone)
    closed = two_items().open_window((0,), lambda seat: False)
    with pytest.raises(StackError, match="no open window"):
        closed.pass_priority(everyone)


def test_push_closes_the_window_so_a_fresh_one_must_open() -> None:
    stack = two_items().open_window((0, 1), everyone).pass_priority(everyone)
    pushed = stack.push("heal", source=1, counts_as="anytime")
    assert pushed.window is None and pushed.priority is None and not pushed.ready_to_resolve


def test_pop_returns_the_newest_item() -> None:
    item, rest = two_items().pop()
    assert item.uid == 2 and [i.uid for i in rest.items] == [1] and rest.window is None
    assert rest.next_uid == 3
    _, empty = rest.pop()
    with pytest.raises(StackError, match="the stack is empty"):
        empty.pop()


def test_negate_marks_the_item_and_refuses_unnegatable_items() -> None:
    stack = two_items().negate(1)
    assert [i.negated for i in stack.items] == [True, False]
    flagged = stack.push("heat penalty", source=None, counts_as="none", flags=("unnegatable",))
    with pytest.raises(StackError, match="item #3 cannot be negated"):
        flagged.negate(3)
    with pytest.raises(StackError, match="no pending item #7"):
        stack.negate(7)


def test_ignore_is_per_seat_idempotent_and_refused_on_unignorable_items() -> None:
    stack = two_items().ignore(1, 2).ignore(1, 0)
    item = stack.find(1)
    assert item.ignored_by == (2, 0)
    assert (item.affects(0), item.affects(1), item.affects(2)) == (False, True, False)
    assert stack.ignore(1, 2) is stack
    flagged = stack.push("wages", source=None, counts_as="none", flags=("unignorable",))
    with pytest.raises(StackError, match="item #3 cannot be ignored"):
        flagged.ignore(3, 1)


def test_replace_payload_keeps_provenance_and_marks() -> None:
    """R-6.7/R-6.8/R-6.10: modify and redirect change the effect, never who it counts as from."""
    stack = two_items().ignore(1, 2).open_window((0, 1), everyone)
    changed = stack.replace_payload(1, "zap 5 at seat 0")
    before, after = stack.find(1), changed.find(1)
    assert after.payload == "zap 5 at seat 0"
    assert (after.uid, after.source, after.counts_as, after.ignored_by) == (1, 0, "action", (2,))
    assert msgspec.structs.replace(after, payload=before.payload) == before
    assert changed.window == stack.window


def test_unwind_returns_every_item_top_first_and_keeps_numbering() -> None:
    stack = two_items().open_window((0, 1), everyone)
    pending, empty = stack.unwind()
    assert [i.uid for i in pending] == [2, 1]
    assert empty.items == () and empty.window is None and empty.next_uid == 3
    assert empty.push("x", source=0, counts_as="action").top == StackItem(3, 0, "action", "x")


def test_close_window_only_after_everyone_passed() -> None:
    empty: Stack = ResponseStack()
    window = empty.open_window((0, 1), everyone)
    with pytest.raises(StackError, match="seat 0 still has priority"):
        window.close_window()
    done = window.pass_priority(everyone).pass_priority(everyone)
    assert done.window == Window((0, 1), 0, 2) and not done.ready_to_resolve
    assert done.close_window() == ResponseStack()


def test_clockwise_order_from_a_seat_skipping_the_eliminated() -> None:
    assert clockwise(2, 4) == (2, 3, 0, 1)
    assert clockwise(0, 3) == (0, 1, 2)
    assert clockwise(1, 4, skip=lambda s: s == 3) == (1, 2, 0)


def test_stack_round_trips_through_json_with_typed_payloads() -> None:
    class Zap(msgspec.Struct, frozen=True):
        amount: int
        target: int

    stack: ResponseStack[Zap] = ResponseStack()
    stack = stack.push(Zap(3, 1), source=0, counts_as="action", flags=("unnegatable",))
    stack = stack.ignore(1, 1).open_window((1, 0), everyone)
    data = msgspec.json.encode(stack)
    assert msgspec.json.decode(data, type=ResponseStack[Zap]) == stack

"""Hidden information stays hidden: views and per-seat events, checked with generated states.

For a sampled state S and a seat s, ``determinize(view(S, s), s, rng)`` with two rngs gives two
states d1, d2 that s cannot tell apart but that differ in hidden data. Then:

- s's view of d1 and d2 equals its view of S (nothing hidden from s reaches s's view, and
  determinize is consistent with the view);
- the spectator's view of d1 and d2 equals its view of S (spectators see public data only);
- if s decides now, d1 and d2 have the same decision and legal actions (they depend only on what
  s knows);
- after the same action on d1 and d2 (with equal dice), if s's view after is the same in both,
  the events s receives are the same too (an event must not tell s more than s may know); the
  same holds for the spectator;
- in multi-seat games, determinizing for s does change another seat's view somewhere in the
  sample (determinize resamples what s cannot see instead of peeking).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from dungeontable.core import Game, Rng, derive_seed, events_for

from .checks import enc, state_with_rng
from .digest import first_difference


@dataclass
class LeakStats:
    """How much the sample exercised: comparisons where hidden data really differed."""

    differing_determinizations: int = 0
    event_comparisons: int = 0
    others_resampled: int = 0


def check_no_leaks(game: Game, states: Sequence[Any], seats: int) -> LeakStats:
    stats = LeakStats()
    for index, state in enumerate(states):
        spectator = enc(game.view(state, None))
        for seat in range(seats):
            d1, d2 = _determinized(game, state, seat, index)
            for copy in (d1, d2):
                _check_same_knowledge(game, state, copy, seat, spectator)
            stats.differing_determinizations += enc(d1) != enc(d2)
            stats.others_resampled += any(
                enc(game.view(d1, other)) != enc(game.view(state, other))
                for other in range(seats)
                if other != seat
            )
            stats.event_comparisons += _check_events(game, d1, d2, seat)
    return stats


def _determinized(game: Game, state: Any, seat: int, index: int) -> tuple[Any, Any]:
    view = game.view(state, seat)
    return tuple(  # type: ignore[return-value]
        game.determinize(view, seat, Rng.from_seed(derive_seed("determinize", index, seat, n)))
        for n in (1, 2)
    )


def _check_same_knowledge(game: Game, state: Any, copy: Any, seat: int, spectator: bytes) -> None:
    mine, theirs = game.view(state, seat), game.view(copy, seat)
    assert enc(theirs) == enc(mine), (
        f"seat {seat}'s view changed when only data hidden from it was resampled: the view "
        "shows hidden data, or determinize is inconsistent with the view. First difference "
        f"(original != determinized) at {first_difference(mine, theirs)}"
    )
    seen = game.view(copy, None)
    assert enc(seen) == spectator, (
        f"the spectator view changed when only data hidden from seat {seat} was resampled: "
        "spectators see non-public data. First difference (original != determinized) at "
        f"{first_difference(game.view(state, None), seen)}"
    )
    decision = game.decision(state)
    if decision is not None and decision.seat == seat:
        assert game.decision(copy) == decision, f"seat {seat}'s decision depends on hidden data"
        assert list(game.legal_actions(copy)) == list(game.legal_actions(state)), (
            f"seat {seat}'s legal actions depend on data hidden from it"
        )


def spread(items: Sequence[Any], count: int) -> list[Any]:
    """Up to ``count`` items spread evenly over ``items``, first and last included."""
    if len(items) <= count:
        return list(items)
    return [items[round(i * (len(items) - 1) / (count - 1))] for i in range(count)]


def _check_events(game: Game, d1: Any, d2: Any, seat: int) -> int:
    """Apply the same actions to d1 and d2 (equal dice) and compare what ``seat`` receives."""
    if game.decision(d1) is None or game.decision(d2) is None:
        return 0
    legal2 = list(game.legal_actions(d2))
    common = [a for a in game.legal_actions(d1) if a in legal2]
    d2 = state_with_rng(d2, getattr(d1, "rng", None))
    compared = 0
    for action in spread(common, 4):
        one, two = game.apply(d1, action), game.apply(d2, action)
        for who in (seat, None):
            if enc(game.view(one.state, who)) != enc(game.view(two.state, who)):
                continue  # the action revealed something to `who`; events may differ
            got_one, got_two = events_for(one.events, who), events_for(two.events, who)
            assert enc(got_one) == enc(got_two), (
                f"after {action.to_text()}, {'the spectator' if who is None else f'seat {who}'} "
                "received different events from two states it cannot tell apart (and its view "
                "after is the same): an event leaks hidden data. First difference at "
                f"{first_difference(got_one, got_two)}"
            )
            compared += 1
    return compared


def first_legal(legal: Sequence[Any]) -> Any:
    """The default answer of ``public_decisions``: the first legal action (a pass, in games that
    list it first)."""
    return legal[0]


def public_decisions(
    game: Game, state: Any, steps: int, choose: Any = first_legal
) -> tuple[tuple[int, str, str], ...]:
    """(seat, kind, prompt) of the next ``steps`` decisions from ``state`` (fewer if the game
    ends), each answered by ``choose(legal_actions)``: what everyone at the table sees asked."""
    seen = []
    for _ in range(steps):
        decision = game.decision(state)
        if decision is None:
            break
        seen.append((decision.seat, decision.kind, decision.prompt))
        state = game.apply(state, choose(tuple(game.legal_actions(state)))).state
    return tuple(seen)


def check_public_decisions_independent_of_hidden(
    game: Game,
    states: Sequence[Any],
    rehide: Any,
    steps: int = 40,
    choose: Any = first_legal,
) -> int:
    """Who is asked what must not depend on hidden data: being asked is public.

    For each state S, ``rehide(S, index)`` gives states that differ from S only in hidden data
    (e.g. another hand of the same size for a seat that is not deciding); their spectator views
    must equal S's. From S and from each of them the game is played on for ``steps`` decisions
    with ``choose`` (which must pick from public information alone: by default the first legal
    action, a pass where a game lists the pass first) and the public decisions (seat, kind,
    prompt) must be the same. A game that skips seats with nothing to play in a response window
    fails this: being asked proves holding a card. Returns the number of comparisons made with
    hidden data that really differed.
    """
    compared = 0
    for index, state in enumerate(states):
        spectator = enc(game.view(state, None))
        expected = public_decisions(game, state, steps, choose)
        for other in rehide(state, index):
            seen = game.view(other, None)
            assert enc(seen) == spectator, (
                "rehide changed public data (the spectator view): it must change hidden data "
                f"only. First difference at {first_difference(game.view(state, None), seen)}"
            )
            if enc(other) == enc(state):
                continue
            got = public_decisions(game, other, steps, choose)
            split = _first_split(expected, got)
            assert got == expected, (
                f"public decisions depend on hidden data (state {index}): who is asked what "
                f"differs at decision {split}: {_at(expected, split)} != {_at(got, split)}"
            )
            compared += 1
    return compared


def _first_split(one: Sequence[Any], two: Sequence[Any]) -> int:
    for index, (a, b) in enumerate(zip(one, two, strict=False)):
        if a != b:
            return index
    return min(len(one), len(two))


def _at(items: Sequence[Any], index: int) -> Any:
    return items[index] if index < len(items) else "(game over)"

"""Sides that share their numbers (R-12.2 Team variant, R-12.3 Boss Battle Challengers) and the
Boss's bounds: the rulings ``shared_hits``, ``team_pass_out`` and ``boss_ceiling``.

- ``shared_hits`` [proposed]: an effect naming several players of one side (one op of a card:
  "each other player loses 1", "two other players each lose 3", "each other player pays you 1";
  Petra's Hellfire; an ante demanded of the round's players) moves the side's shared number
  once, through the first member it names who does not Ignore it (``once``), or once a member
  (``each``). ``sides`` maps each seat to its side's first seat when the ruling folds changes.
- ``team_pass_out`` [proposed]: a member passing out on a test of their own (Zakhan's Drunken
  Chi) leaves alone and the shared Gold stays with the teammates (``alone``), or the whole side
  leaves (``together``); ``rules.elimination`` reads ``side_survives``.
- ``boss_ceiling`` [proposed]: the Boss's Fortitude and Alcohol Content run from 0 to 20 plus
  his Boss Fortitude bonus (``raised``) or to 20 (``twenty``); ``ceiling`` is the bound every
  clamp of R-3.1 reads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import State, side_of

if TYPE_CHECKING:
    from .effects import Change, Fx

MAX_STAT = 20
"""R-3.1: Fortitude and Alcohol Content run from 0 to 20 (P5)."""


def ceiling(state: State, seat: int) -> int:
    """The highest Fortitude or Alcohol Content ``seat`` may reach (R-3.1): 20, the Boss's
    raised by his Boss Fortitude bonus (R-12.3, option ``boss_ceiling``)."""
    options = state.options
    if seat != options.boss or options.boss_ceiling == "twenty":
        return MAX_STAT
    return MAX_STAT + options.boss_fortitude_per_challenger * max(0, len(state.seats) - 2)


def top(state: State, seat: int, now: int) -> int:
    """The most a gain may take ``seat``'s Fortitude or Alcohol Content to from ``now``: its
    ceiling (what is above already stays), none with option ``overflow="uncapped"``."""
    if state.options.overflow != "lost":
        return 10**9
    return max(ceiling(state, seat), now)


def shares(state: State) -> bool:
    """Whether any seats share their numbers (the Team variant or a Boss Battle)."""
    options = state.options
    return bool(options.teams) or options.boss >= 0


def firsts(state: State) -> dict[int, int] | None:
    """Seat -> the first seat of its side (``None``: nobody shares numbers)."""
    if not shares(state):
        return None
    spec = state.team_spec()
    return {seat: side_of(spec, seat)[0] for seat in range(len(state.seats))}


def sides(state: State) -> dict[int, int] | None:
    """``firsts`` when the ruling ``shared_hits="once"`` folds an effect's changes to one side
    into one (``None``: nothing is folded)."""
    if state.options.shared_hits != "once":
        return None
    return firsts(state)


def side_survives(state: State, seat: int, losers: tuple[int, ...]) -> bool:
    """Whether a teammate of ``seat`` stays in the game while ``losers`` leave (R-12.2 option
    ``team_pass_out="alone"``): then the shared Gold is still theirs and is not split."""
    if not shares(state):
        return False
    side = side_of(state.team_spec(), seat)
    return any(m != seat and m not in losers and not state.seats[m].out for m in side)


def folded(state: State, fx: Fx) -> list[Change]:
    """``fx.changes`` with each effect naming several players of one side taken once, through
    its first member (``shared_hits="once"``), for the effects applied directly, outside the
    pipeline (a Mount's: the Panther's "every player loses 1")."""
    folds = sides(state)
    if folds is None or not fx.grouped:
        return list(fx.changes)
    seen: set[tuple[int, int, str, int | None]] = set()
    out = []
    for k, change in enumerate(fx.changes):
        effect = fx.grouped.get(k)
        if effect is not None:
            mark = (effect, folds[change.seat], change.stat, change.payee)
            if mark in seen:
                continue
            seen.add(mark)
        out.append(change)
    return out

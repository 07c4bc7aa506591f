"""Bragging Points and tie-breaks (R290-R296, A10, A64; Go Team pooled scores R301-R302, A54)."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event, Outcome

from ..common.queries import shticks_counted, team_of
from ..common.stories import backstory_points, reveal_at_end
from ..common.table import cards, in_dungeon, player, with_player
from ..events import GameEnded, PlayerLeft
from ..state import State
from .xykon import xykon_points as wx_points


def loot_points(state: State, seat: int) -> int:
    """R290: 1 per Drool Factor point for yourself, Stash and equipped."""
    pl = player(state, seat)
    spec = cards(state).loot
    return sum(spec[c].drool(pl.character) for c in (*pl.stash, *pl.equipped))


def exit_points(state: State, seat: int) -> int:
    """R292: 1 per player still inside when you left (the k-th to leave scores seats-1-k)."""
    pl = player(state, seat)
    return 0 if pl.left is None else state.seats - 1 - pl.left


def xykon_points(state: State, seat: int) -> int:
    """R293: the Lich's killer scores 2 x floors (not the Lair)."""
    if state.wandering is not None:
        return wx_points(state, seat)  # R352, A47-A48
    return 2 * state.floors_count if player(state, seat).killed_xykon else 0


def score(state: State, seat: int) -> int:
    """R290-R293 (A10: flipped shticks count, see ``shticks_counted``)."""

    return (
        loot_points(state, seat)
        + shticks_counted(state, seat)
        + exit_points(state, seat)
        + xykon_points(state, seat)
        + backstory_points(state, seat)  # R359, R294: Backstory games only
    )


def winners(state: State, scores: tuple[int, ...]) -> tuple[int, ...]:
    """R295-R296, A64: highest total; ties go to the Xykon killer, then the earliest exit (option
    ``multiway_ties="shared"``: a tie of three or more is shared)."""
    best = max(scores)
    tied = [s for s, v in enumerate(scores) if v == best]
    if len(tied) == 1 or (len(tied) > 2 and state.options.multiway_ties == "shared"):
        return tuple(tied)  # A64 alternative: the rulebook's tie-breaks name two players only
    killer = [s for s in tied if player(state, s).killed_xykon]
    if killer:
        return tuple(killer)
    left = [s for s in tied if player(state, s).left is not None]
    if left:
        first = min(player(state, s).left for s in left)  # type: ignore[type-var]
        return tuple(s for s in left if player(state, s).left == first)
    return tuple(tied)


def team_scores(state: State) -> tuple[int, ...]:
    """R301-R302, A54: pooled Loot scores each portrait matching any member, crests once (option
    ``go_team_crests="per_member"``: crests once per team member)."""
    spec = cards(state).loot
    totals = []
    for seat in range(state.seats):
        team = [s for s in range(state.seats) if team_of(state, s) == team_of(state, seat)]
        chars = {player(state, s).character for s in team}
        pooled = [c for s in team for c in (*player(state, s).stash, *player(state, s).equipped)]
        per = len(team) if state.options.go_team_crests == "per_member" else 1
        loot = sum(
            per * spec[c].crests + sum(n for who, n in spec[c].portraits if who in chars)
            for c in pooled
        )
        rest = sum(score(state, s) - loot_points(state, s) for s in team)
        totals.append(loot + rest)
    return tuple(totals)


def finish(state: State, ev: list[Event]) -> State:
    """R289: the game ends at once; score everyone (Go Team: per team, R301-R302)."""
    state = reveal_at_end(state, ev)  # R359: completed Backstories are shown and scored
    scores = tuple(score(state, s) for s in range(state.seats))
    if state.options.go_team:
        scores = team_scores(state)
    won = winners(state, scores)
    if state.options.go_team:  # R302: the team wins, every member of it
        teams = {team_of(state, s) for s in won}
        won = tuple(s for s in range(state.seats) if team_of(state, s) in teams)
    ev.append(GameEnded(scores=scores, winners=won))
    reason = "the dungeon collapsed and the last player was left inside"
    outcome = Outcome(winners=won, scores=tuple(float(v) for v in scores), reason=reason)
    return replace(state, result=outcome, phase="over", battle=None, stocking=None)


def leave(state: State, seat: int, ev: list[Event]) -> State:
    """R288-R289: the player is out for good; the game ends when one player is left inside."""
    rank = len(state.exits)
    state = with_player(state, seat, left=rank)
    state = replace(state, exits=(*state.exits, seat))
    ev.append(PlayerLeft(seat=seat, rank=rank))
    if len(in_dungeon(state)) <= 1:
        return finish(state, ev)
    return state

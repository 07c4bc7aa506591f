"""Losing and winning (R-10): passing out, running out of Gold, the Gold split, the winner."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event, Outcome

from ..content import HOUSE, all_mechanics, catalog, content_of, mechanics_of, overriding
from ..events import GameOver, GoldPaid, PlayerOut
from ..hooks import discard_from_hand, overrides
from ..sides import shares, side_survives
from ..state import State, side_of, update_seat
from ..table import gold_gained, split_valuables


def passes_out(state: State, seat: int) -> bool:
    """R-10.1: Alcohol Content >= Fortitude (a mechanic may replace the test)."""
    for mechanic in mechanics_of(state, seat):
        verdict = mechanic.passes_out(state, seat)
        if verdict is not None:
            return verdict
    s = state.seats[seat]
    return s.alcohol >= s.fortitude


def about_to_lose(state: State) -> tuple[int, ...]:
    """Living seats that would leave at this safe point (R-10.3). During a Round of Gambling a
    broke participant stays until the round is over (R-8.9). R-12.2 option
    ``team_pass_out="together"``: a side leaves with any of its players."""
    losers = _about_to_lose(state)
    if losers and state.options.team_pass_out == "together" and shares(state):
        spec = state.team_spec()
        side = {m for s in losers for m in side_of(spec, s) if not state.seats[m].out}
        losers = tuple(sorted(side))
    return losers


def _about_to_lose(state: State) -> tuple[int, ...]:
    seats, options = state.seats, state.options
    content = HOUSE if not options.cards else content_of(options)
    players = _in_round(state)
    if "passes_out" not in content.lineup(seats).used:  # no seated character replaces the
        # standard test: in one pass
        losers: tuple[int, ...] = ()
        for i, s in enumerate(seats):  # a plain loop: asked at every safe point, mostly empty
            if not s.out and (
                s.alcohol >= s.fortitude
                or (s.gold <= 0 and not _holds_valuables(state, i) and i not in players)
            ):
                losers = (*losers, i)
        return losers
    out = []
    for seat, s in enumerate(state.seats):
        if s.out:
            continue
        broke = s.gold <= 0 and not _holds_valuables(state, seat)
        if broke and seat in players:
            broke = False
        if broke or passes_out(state, seat):
            out.append(seat)
    return tuple(out)


def _holds_valuables(state: State, seat: int) -> bool:
    """R-10.2: Gold-equivalents count as Gold; in the Team variant and a Boss Battle the side's
    shared Gold includes every member's (R-12.2: Keet's Artifacts keep his whole team in the
    game, as his Gold would)."""
    if state.seats[seat].valuables:
        return True
    if not state.options.teams and state.options.boss < 0:
        return False
    return any(state.seats[mate].valuables for mate in side_of(state.team_spec(), seat))


def _in_round(state: State) -> tuple[int, ...]:
    """The seats a Round of Gambling keeps in while broke (R-8.9): its participants, and in a
    Team game or a Boss Battle every seat sharing a participant's stats, so a side's players
    leave together (R-12.2, R-12.3)."""
    g = state.gambling
    if g is None:
        return ()
    spec = state.team_spec()
    if not spec:
        return g.players
    return tuple({m for p in g.players for m in side_of(spec, p)})


def eliminate(
    state: State, losers: tuple[int, ...], before: tuple[int, ...] = ()
) -> tuple[State, tuple[Event, ...]]:
    """R-10.4/10.5: losers leave together; a passed-out player's Gold: half (rounded up) to the
    Inn, the rest split evenly among the remaining players, remainder to the Inn. R-10.8: players
    the split itself knocks out (Keet's Artifacts turned face up) leave with them (``before``:
    the losers they follow, who share a tie with them)."""
    events: list[Event] = []
    how = {s: _how(state, s) for s in losers}
    for seat in losers:
        state = _leave_table(update_seat(state, seat, out=how[seat]), seat)
        events.append(PlayerOut(seat=seat, how=how[seat]))
    if overriding(state, "on_leave"):  # e.g. Nerodia's pile back at once (002 L902)
        for owner, mechanic in all_mechanics(state):
            if overrides(mechanic, "on_leave"):
                state, left = mechanic.on_leave(state, owner, losers)
                events.extend(left)
    remaining = state.living()
    spec = state.team_spec()
    sides = tuple(dict.fromkeys(side_of(spec, s)[0] for s in remaining))  # one share a team
    for seat in losers:
        if side_survives(state, seat, losers):  # team_pass_out: the shared Gold is
            continue  # still the living teammates' (R-9.4: nothing to pay themselves)
        state, more = _split_gold(state, seat, sides)
        events.extend(more)
        state, more = split_valuables(state, seat, sides)
        events.extend(more)
    if state.gambling is not None:
        g = state.gambling
        players = tuple(p for p in g.players if p not in losers)
        state = replace(state, gambling=replace(g, players=players))
    if overriding(state, "leaving_valuables"):  # R-10.8 (002 L644-646)
        cascade = tuple(s for s in state.living() if passes_out(state, s))
        if cascade:
            state, after = eliminate(state, cascade, (*before, *losers))
            return state, (*events, *after)
    if len(sides) <= 1:
        winners = remaining or (*before, *losers)
        reason = "last one standing" if remaining else "everyone left at once: a tie"
        scores = tuple(1.0 if i in winners else 0.0 for i in range(len(state.seats)))
        state = replace(state, result=Outcome(winners, scores, reason), phase="over")
        events.append(GameOver(winners=winners, reason=reason))
    return state, tuple(events)


def _how(state: State, seat: int) -> str:
    """R-10.5: passed out and broke at once counts as passed out (option ``double_loss``)."""
    broke = state.seats[seat].wealth <= 0
    if broke and state.options.double_loss == "broke":
        return "broke"
    if passes_out(state, seat):
        return "passed-out"
    if state.seats[seat].wealth > 0 and shares(state):  # team_pass_out="together":
        return "passed-out"  # leaving with a teammate who passed out
    return "broke"


def _leave_table(state: State, seat: int) -> State:
    """R-10.7: the loser's cards leave play: hand to their discard pile (a side deck's card to
    its own, R-1.3), their Drink Me! pile
    and kept Elixirs to the Drink discard (so the Drink Deck keeps every card), unused Prizes
    to the Prize Bin."""
    s = state.seats[seat]
    cat = catalog(state)
    prizes = tuple(c for c in s.front if cat[c].type == "prize")  # unused Prizes
    drinks = tuple(c for c in s.front if cat[c].type == "drink")  # kept Elixirs
    others = tuple(c for c in s.front if c not in prizes and c not in drinks)  # e.g. a Potion
    state = replace(state, drink_discard=(*state.drink_discard, *s.drink_me, *drinks))
    state = replace(state, prize_bin=(*state.prize_bin, *prizes))
    state = update_seat(state, seat, hand=(), drink_me=(), front=())
    # each to its own pile (R-1.3: a Blessing to the Blessing discard, a Potion to Phrenk's)
    return discard_from_hand(state, seat, (*s.hand, *others), all_mechanics, catalog)


def _split_gold(state: State, seat: int, remaining: tuple[int, ...]) -> tuple[State, list[Event]]:
    gold = state.seats[seat].gold
    if gold <= 0:
        return state, []
    events: list[Event] = []
    state = update_seat(state, seat, gold=0)
    share = (gold // 2) // len(remaining) if remaining else 0
    for other in remaining:
        if share:
            state = update_seat(state, other, gold=state.seats[other].gold + share)
            events.append(GoldPaid(payer=seat, payee=other, amount=share))
    to_inn = gold - share * len(remaining)
    events.append(GoldPaid(payer=seat, payee=-1, amount=to_inn))
    state = replace(state, inn=state.inn + to_inn)
    for other in remaining if share else ():  # a share is Gold gained (a Raven: 002 L291)
        state, more = gold_gained(state, other, (share,), "share")
        events.extend(more)
    return state, events

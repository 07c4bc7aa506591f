"""Witchdoctor Natyli's Debuff Tokens (compendium 002 L822-889; rdi.md §2.1 Natyli).

Natyli has six Debuff Tokens, two of each kind (L828, L872): a Pain Curse, a Mind Hex and a Power
Jinx. Her cards give them to other players; a given token stays on that player until it returns
to her as its text says (L872); she may not take one back to give it elsewhere.

- Pain Curse (L836): immediately after the debuffed player loses Fortitude, they lose 1 more per
  Pain Curse, then return those tokens. The extra loss comes from the Debuff, not from a player,
  a Drink or an Event (no hit-back right, no other mechanic's bonus). It must be a real loss
  (L868): an Ignored loss leaves the curse in place.
- Mind Hex (L842): the same after the debuffed player gains Alcohol Content (L848: two hexes and a
  2-Alcohol Wine = 2 + 2). The Drink's own Alcohol Content is unchanged (L886: a Drinking Contest
  reads the printed number).
- Power Jinx (L850): while it is in front of a player, every numerical value of the Action Cards
  they play in their Action Phase is 1 lower per jinx (never below 0); it returns at the end of
  their Action Phase even if they played none (L852: hook ``on_action_end``, as play moves on to
  Buy Drinks). Here the jinx lowers each stat change the
  card makes (one per player and stat, R-6.2): Wizgille's 3 Alcohol and 2 Gold become 2 and 1
  (L854). A jinx given after the holder's Action Phase of this turn waits for their next one.

Stacking (L862): the tokens' effects add up. Natyli is never affected by her own tokens (L870):
none is ever given to her. A player who loses the game returns their tokens (L874); when Natyli
loses, her tokens leave the game and no longer affect anyone (L876) — effects already pending
as she goes out still happen (L878: the Pain Curse and the pass-out resolve together).

The strike is a pending effect (L884: "Dimli's Pain Curse creates a pending effect", and each
player gets a chance to play cards): right after the change that triggered it, the extra loss or
gain is pushed as its own item, ``Play(kind="debuff", target=holder, amount=tokens, option=kind,
also=Natyli)``, from nobody (``source`` None, ``counts_as`` ``debuff``: not a card, so no Negate,
no redirect, no hit-back, and no Ignore card that Ignores a card, an Action card or a Drink
answers it). The Lich King's finger may Ignore it (L660: "non-card effects such as Natyli's
Debuffs"; the finger's ``ignore what=body``). One item per holder, kind and Natyli, pushed so
they resolve in the order of the changes that triggered them. The tokens go back to Natyli as
the item is pushed (so a loss while it is pending strikes nothing more); option
``debuff_ignored`` [proposed]: ``returns`` (default) they stay with her even if the strike is
Ignored, ``stays`` a holder who Ignores it gets them back. Option ``debuff_modifiers``
[proposed]: ``all`` (default) the modifiers that speak of all or any gains or losses apply to
the extra 1 (a Raven's +1, L297; a Tree's -2, L305; a Rage Tile, L174), never those limited to a
card (Wulfric's Loyal, L560; a Gizmo's or Minion's shield against another player's card);
``none`` no modifier changes it (it comes from the Debuff alone, L838, L846). Tokens are
public: every seat sees who holds which.

Card data: ``effects = [{op = "debuff", token = "pain"}]`` (``token``: ``pain``, ``mind`` or
``power``; ``who``: ``target`` (default) or ``others``; ``count``: tokens of that kind, default 1).
The card gives the tokens after its other effects, to each player it affects who did not Ignore
it; a Negated card gives none. With no token of that kind left in her supply, none is given.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from msgspec.structs import replace

from dungeontable.core import Event

from ..effects import EFFECTS, Change, Fx
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State
from .catalog import ops_of, param
from .events import DebuffGiven, DebuffKept, DebuffPending, DebuffsReturned, DebuffStruck

KINDS = ("pain", "mind", "power")
NAMES = {"pain": "Pain Curse", "mind": "Mind Hex", "power": "Power Jinx"}
EACH = 2
"""Tokens of each kind Natyli has (L872: two of each, six in all, L828)."""
Stat = Literal["fortitude", "alcohol"]
STAT: dict[str, tuple[Stat, int]] = {"pain": ("fortitude", -1), "mind": ("alcohol", 1)}
"""The stat a striking token moves, and which way (L838, L846)."""
STRIKE = "debuff"
"""The kind (and ``counts_as``) of a pending strike: no card type (L838: not from a player)."""


class Debuffs(SeatExtra, frozen=True):
    """Natyli's tokens given out: (holder seat, kind, armed). ``armed`` = false for a Power Jinx
    given after the holder's Action Phase of the current turn (it waits for their next one)."""

    given: tuple[tuple[int, str, bool], ...] = ()
    gone: bool = False

    def held(self, seat: int, kind: str) -> int:
        return sum(1 for s, k, _ in self.given if s == seat and k == kind)

    def supply(self, kind: str) -> int:
        """Tokens of ``kind`` still beside her mat."""
        return 0 if self.gone else EACH - sum(1 for _, k, _ in self.given if k == kind)

    def describe(self) -> str:
        left = ", ".join(f"{self.supply(k)} {NAMES[k]}" for k in KINDS)
        return f"Debuff Tokens beside her: {left}; {len(self.given)} given out"


def holders(state: State) -> tuple[tuple[int, Debuffs], ...]:
    """(Natyli's seat, her tokens) for each Natyli in the game whose tokens still count: not
    once she is out (L882; she goes out only after the pending effects resolved, L884)."""
    out: list[tuple[int, Debuffs]] = []
    for seat, s in enumerate(state.seats):
        if s.out:
            continue
        for value in s.extra:
            if type(value) is Debuffs and not value.gone:
                out.append((seat, value))
    return tuple(out)


def held(state: State, seat: int, kind: str) -> int:
    """Debuff tokens of ``kind`` on ``seat`` (from every Natyli)."""
    return sum(d.held(seat, kind) for _, d in holders(state))


# --- the op cards name --------------------------------------------------------------------------


@EFFECTS.op
def debuff(fx: Fx, *, token: str, who: str = "target", count: int = 1) -> None:
    """Give Debuff Tokens of kind ``token`` (after the card's other effects; read by the hook)."""


# --- hooks --------------------------------------------------------------------------------------


class DebuffsMechanic(Mechanic):
    """The hooks of the debuffs family."""

    name = "debuffs"
    to_piece_owner = True  # a card aimed at a Gizmo or Minion: its owner instead

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        return set_extra(state, seat, Debuffs())

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """A resolved debuff card gives its tokens (not to an Ignoring player, never to her)."""
        ops = ops_of(card, "effects", "debuff")
        mine = extra_of(state, play.seat, Debuffs)
        if not ops or mine is None or mine.gone:
            return state, ()
        events: list[Event] = []
        given = list(mine.given)
        late = state.phase not in ("start", "discard", "action")
        for op in ops:
            kind = str(param(op, "token", "pain"))
            who = str(param(op, "who", "target"))
            count = int(param(op, "count", 1))
            if who == "others":
                seats = tuple(i for i, s in enumerate(state.seats) if i != play.seat)
            else:
                seats = (play.target,) if play.target >= 0 else ()
            for seat in seats:
                if seat == play.seat or seat in ignored_by or state.seats[seat].out:
                    continue
                n = min(count, EACH - sum(1 for _, k, _ in given if k == kind))
                if n <= 0:
                    continue
                armed = not (late and kind == "power" and seat == state.active)
                given.extend((seat, kind, armed) for _ in range(n))
                events.append(DebuffGiven(seat=play.seat, target=seat, token=kind, count=n))
        state = set_extra(state, play.seat, replace(mine, given=tuple(given)))
        return state, tuple(events)

    def modify_change(self, state: State, play: Play, card: Any, change: Change) -> int:
        """Power Jinx (L850): the holder's Action Cards in their Action Phase lose 1 per jinx on
        each number they move (never below 0)."""
        amount = change.amount
        if play.kind != "card" or play.seat < 0 or play.seat != state.active:
            return amount
        if state.phase != "action" or getattr(card, "type", "") != "action":
            return amount
        jinxes = held(state, play.seat, "power")
        if not jinxes:
            return amount
        return max(0, amount - jinxes) if amount > 0 else min(0, amount + jinxes)

    def after_changes(self, state: State, play: Play, changes: tuple[Change, ...]) -> Result:
        """Pain Curse and Mind Hex (L838, L846): the extra loss or gain goes on the stack as a
        pending effect (L884) and the tokens return; a strike resolving says so; under
        ``debuff_ignored="stays"`` a strike Ignored by its holder gives the tokens back."""
        if play.kind == STRIKE:
            return _struck(state, play, changes)
        events: list[Event] = []
        if play.kind == "card" and play.target_item and state.options.debuff_ignored == "stays":
            state, events = _kept(state, play)
        strikes: list[Play] = []
        for owner, _ in holders(state):
            for change in changes:
                mine = extra_of(state, owner, Debuffs)
                if mine is None or change.seat == owner:
                    continue
                if change.stat == "fortitude" and change.amount < 0:
                    kind = "pain"
                elif change.stat == "alcohol" and change.amount > 0:
                    kind = "mind"
                else:
                    continue
                n = mine.held(change.seat, kind)
                if not n:
                    continue
                kept = tuple(g for g in mine.given if not (g[0] == change.seat and g[1] == kind))
                state = set_extra(state, owner, replace(mine, given=kept))
                strikes.append(
                    Play(STRIKE, seat=-1, target=change.seat, amount=n, option=kind, also=owner)
                )
        for strike in reversed(strikes):  # the first triggered on top: it resolves first
            stack = state.stack.push(strike, source=None, counts_as=STRIKE)
            state = replace(state, stack=stack)
        items = state.stack.items
        for k, strike in enumerate(strikes):
            events.append(
                DebuffPending(
                    seat=strike.target,
                    owner=strike.also,
                    token=strike.option,
                    count=strike.amount,
                    stat=STAT[strike.option][0],
                    uid=items[len(items) - 1 - k].uid,
                )
            )
        return state, tuple(events)

    def on_leave(self, state: State, owner: int, leavers: tuple[int, ...]) -> Result:
        """At once as players leave the game: a loser's Debuff Tokens go back to Natyli (L880);
        Natyli out, her tokens leave the game and no longer affect anyone (L882)."""
        mine = extra_of(state, owner, Debuffs)
        if mine is None or mine.gone:
            return state, ()
        if state.seats[owner].out:
            return set_extra(state, owner, Debuffs(gone=True)), ()
        back: dict[tuple[int, str], int] = {}
        for holder, kind, _armed in mine.given:
            if state.seats[holder].out:
                back[(holder, kind)] = back.get((holder, kind), 0) + 1
        if not back:
            return state, ()
        kept = tuple(g for g in mine.given if not state.seats[g[0]].out)
        state = set_extra(state, owner, replace(mine, given=kept))
        return state, tuple(
            DebuffsReturned(seat=holder, owner=owner, token=kind, count=n, why="out")
            for (holder, kind), n in back.items()
        )

    def on_action_end(self, state: State, owner: int, seat: int) -> Result:
        """Power Jinxes return at the end of the holder's Action Phase, even if they played no
        Action card (L852); one given after it this turn waits for their next one (unarmed).
        Wrench returns his after his last Gizmo ticked down (L1855), also when he passed (the
        flow runs this hook once that tick is made)."""
        return _return_jinxes(state, owner, seat)

    def on_any_turn_end(self, state: State, owner: int, seat: int) -> Result:
        """At the end of any turn: a Power Jinx still armed on the player whose turn ends goes
        back (a turn cut short before its Action Phase ended); one given to them after their
        Action Phase is armed for their next one; the tokens of players out of the game return
        (L874); Natyli out: her tokens leave the game (L876)."""
        mine = extra_of(state, owner, Debuffs)
        if mine is None or mine.gone:
            return state, ()
        if state.seats[owner].out:
            return set_extra(state, owner, Debuffs(gone=True)), ()
        state, returned = _return_jinxes(state, owner, seat)
        mine = extra_of(state, owner, Debuffs) or mine
        events: list[Event] = list(returned)
        kept: list[tuple[int, str, bool]] = []
        back: dict[tuple[int, str], int] = {}
        for holder, kind, armed in mine.given:
            if state.seats[holder].out:
                back[(holder, kind)] = back.get((holder, kind), 0) + 1
            else:
                kept.append((holder, kind, armed or holder == seat))
        for (holder, kind), n in back.items():
            events.append(DebuffsReturned(seat=holder, owner=owner, token=kind, count=n, why="out"))
        if tuple(kept) != mine.given:
            state = set_extra(state, owner, replace(mine, given=tuple(kept)))
        return state, tuple(events)


def _return_jinxes(state: State, owner: int, seat: int) -> Result:
    """``seat``'s armed Power Jinxes go back to Natyli (``owner``), with the event saying so."""
    mine = extra_of(state, owner, Debuffs)
    if mine is None or mine.gone or state.seats[owner].out:
        return state, ()
    kept = tuple(g for g in mine.given if not (g[0] == seat and g[1] == "power" and g[2]))
    n = len(mine.given) - len(kept)
    if not n:
        return state, ()
    state = set_extra(state, owner, replace(mine, given=kept))
    return state, (DebuffsReturned(seat=seat, owner=owner, token="power", count=n, why="jinx"),)


def strike_change(play: Play) -> tuple[Stat, int]:
    """The stat and amount a pending strike (``Play(kind="debuff")``) moves (L838, L846)."""
    stat, sign = STAT.get(play.option, ("fortitude", -1))
    return stat, sign * play.amount


def _struck(state: State, play: Play, changes: tuple[Change, ...]) -> Result:
    """A strike resolved: the holder took the extra loss or gain (none if Ignored)."""
    stat, _ = strike_change(play)
    if not any(c.seat == play.target and c.stat == stat for c in changes):
        return state, ()
    return state, (
        DebuffStruck(
            seat=play.target, owner=play.also, token=play.option, count=play.amount, stat=stat
        ),
    )


def _kept(state: State, play: Play) -> tuple[State, list[Event]]:
    """``debuff_ignored="stays"``: the holder's Ignore of a strike just resolved: they keep the
    tokens (back on them, while Natyli and they are still in)."""
    named = next((i for i in state.stack.items if i.uid == play.target_item), None)
    if named is None or named.payload.kind != STRIKE or named.payload.target != play.seat:
        return state, []
    if state.seats[play.seat].out:  # only an Ignore answers a strike (its holder's, L660)
        return state, []
    strike = named.payload
    mine = extra_of(state, strike.also, Debuffs)
    if mine is None or mine.gone or state.seats[strike.also].out:
        return state, []
    n = min(strike.amount, mine.supply(strike.option))
    if n <= 0:
        return state, []
    given = (*mine.given, *((play.seat, strike.option, True) for _ in range(n)))
    state = set_extra(state, strike.also, replace(mine, given=given))
    return state, [DebuffKept(seat=play.seat, owner=strike.also, token=strike.option, count=n)]


__all__ = [
    "EACH",
    "KINDS",
    "NAMES",
    "STRIKE",
    "Debuffs",
    "DebuffsMechanic",
    "debuff",
    "held",
    "holders",
    "strike_change",
]

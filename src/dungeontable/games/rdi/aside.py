"""Players Ignoring all effects for a time (compendium 002 L378: Evil Pooky's "Players 'Out of the
Game'"; L1687: Warthorn's Stories; rdi.md §2.1 Evil Pooky, R-6.6).

The compendium names cards that leave a player "Ignoring all effects" for a while (Aledritch
Portale, Kaylin's "Private Pixie Time", Jasper's "I think you need some fresh air"). Here the
house op ``ignore_all`` (a card's effect ``{op = "ignore_all"}``, e.g. Kaylin's house card
"Shrink down and hide in Wulfric's ear") puts its player *aside*: until the start of their next
turn they Ignore every card another player plays — any card pushed as another seat's, so also an
Evil Pooky's Doppelganger going off (it is answered as his Action card, L366), a Minion's
activation (Torglesnarf's Action card), and a mechanic's loss that counts as its owner's Action
card (Amundyr's Scarab damage, L105: Ignored "as though it came from an Action Card played by
Amundyr", as L366 and L378 say of a Doppelganger; a Gizmo's ability, a Hellfire, a Story). The
engine does it in one place: as such a pending card resolves, every seat aside (but its own
player) is added to the seats Ignoring it (``ignoring``), so every rule that reads an Ignore
reads this one too (stat changes, a Petrify, a draw, a Doppelganger's effect);
``pipeline.preview`` reads it too, so, as after any Ignore, they are offered no answer to a card
that cannot touch them. A card that cannot be Ignored
(``unignorable``, e.g. Kaylin's cards while Wulfric is Stalwart) still reaches them; Drinks,
antes, a Debuff's strike and a Mount's effect are no card a player plays and still reach them.

L378: Evil Pooky may still give an aside player a Split Doppelganger (nothing stops a player
from being chosen); if it goes off while they are still aside, they Ignore it, and it still goes
to the Doppelganger discard pile (it resolves, Ignored, and is disposed of as always). The status
ends at the start of the aside player's next turn (``end``, before any start-of-turn trigger).
Everyone sees who is aside (a public seat value).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event, StackItem

from .effects import Directive
from .events import Ignored
from .state import Play, Result, SeatExtra, State, update_seat


class Aside(SeatExtra, frozen=True):
    """The seat Ignores every card other players play until the start of its next turn; it
    began in turn ``since``."""

    since: int = 0

    def describe(self) -> str:
        return "Ignoring all effects of other players' cards until the start of the next turn"


class IgnoringAll(Event, frozen=True, kw_only=True):
    """``seat`` Ignores all effects of other players' cards until the start of its next turn."""

    seat: int
    card: str = ""

    def describe(self) -> str:
        return f"seat {self.seat} Ignores all effects of other players' cards ({self.card})"


class IgnoringEnded(Event, frozen=True, kw_only=True):
    """``seat``'s turn starts: it is affected by other players' cards again."""

    seat: int

    def describe(self) -> str:
        return f"seat {self.seat} no longer Ignores all effects"


EVENTS: tuple[type[Event], ...] = (IgnoringAll, IgnoringEnded)


def is_aside(state: State, seat: int) -> bool:
    return any(type(v) is Aside for v in state.seats[seat].extra)


def ignoring(state: State, item: StackItem[Play]) -> tuple[StackItem[Play], tuple[Event, ...]]:
    """The pending ``item`` as it resolves: every seat aside, other than its player, added to
    the seats Ignoring it (a card another player plays; never an unignorable or Negated one),
    with an ``Ignored`` event for each."""
    play = item.payload
    if play.kind not in ("card", "damage") or item.negated or "unignorable" in item.flags:
        return item, ()
    aside = tuple(
        i
        for i, s in enumerate(state.seats)
        if s.extra and i != play.seat and i not in item.ignored_by and is_aside(state, i)
    )
    if not aside:
        return item, ()
    events = tuple(Ignored(seat=i, uid=item.uid) for i in aside)
    return replace(item, ignored_by=(*item.ignored_by, *aside)), events


def begin(state: State, item: StackItem[Play], d: Directive) -> Result:
    """Directive ``ignore_all``: the card's player is aside until the start of its next turn."""
    seat = d.seat
    if seat < 0 or not state.seats[seat].alive:
        return state, ()
    kept = tuple(v for v in state.seats[seat].extra if type(v) is not Aside)
    state = update_seat(state, seat, extra=(*kept, Aside(since=state.turn)))
    return state, (IgnoringAll(seat=seat, card=item.payload.card),)


def end(state: State, seat: int) -> Result:
    """The start of ``seat``'s turn: no longer aside."""
    if not state.seats[seat].extra or not is_aside(state, seat):
        return state, ()
    kept = tuple(v for v in state.seats[seat].extra if type(v) is not Aside)
    return update_seat(state, seat, extra=kept), (IgnoringEnded(seat=seat),)


__all__ = ["EVENTS", "Aside", "IgnoringAll", "IgnoringEnded", "begin", "end", "ignoring"]

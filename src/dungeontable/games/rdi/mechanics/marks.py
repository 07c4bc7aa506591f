"""First Mate Remy's marks (compendium 002 L1281-1297; rdi.md §2.1 Remy).

Remy has players − 1 marks (L1287). A card may make a player *marked* (give a mark unless they
already have one) or *unmarked* (take it back) (L1293). A player is either marked or unmarked,
never twice; Remy himself is never marked (L1295). Marking and unmarking are effects on that
player: a player who Ignores the card is neither marked nor unmarked by it (R-6.6). Cards that
hit marked players harder read the mark when they resolve (R-6.11). A Gizmo or a Minion is never
marked: a card aimed at one gets no marked bonus, its mark goes to the piece's owner (L1615-1617,
L1863).

Card data: ``icons = [{op = "mark"}]`` / ``[{op = "unmark"}]`` (the card's target);
``effects`` may hold ``{op = "marked_bonus", bonus = 1}`` (the target is marked) and, on a
response, ``{op = "hit_marked_attacker", amount = 1}`` (the player whose card it answers loses
``amount`` Fortitude if marked; L1297) — with ``icons = [{op = "unmark_attacker"}]``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from ..effects import EFFECTS, Fx
from ..hooks import Mechanic, Result, set_extra
from ..state import Play, SeatExtra, State
from .catalog import ops_of, param
from .events import PlayerMarked, PlayerUnmarked
from .pieces import owner
from .seats import value_of


class Marks(SeatExtra, frozen=True):
    """Remy's marks: ``supply`` = players − 1; ``marked`` = seats holding one (ascending)."""

    supply: int = 0
    marked: tuple[int, ...] = ()

    def is_marked(self, seat: int) -> bool:
        return seat in self.marked

    @property
    def available(self) -> int:
        """Marks still beside Remy's mat."""
        return self.supply - len(self.marked)

    def describe(self) -> str:
        marked = ", ".join(f"seat {s}" for s in self.marked) or "nobody"
        return f"marked: {marked}"


def with_mark(marks: Marks, owner: int, seat: int) -> Marks:
    """Give ``seat`` a mark unless it already has one or is Remy (L1293-1295)."""
    if seat < 0 or seat == owner or seat in marks.marked or marks.available < 1:
        return marks
    return Marks(marks.supply, tuple(sorted((*marks.marked, seat))))


def without_mark(marks: Marks, seat: int) -> Marks:
    """Take back ``seat``'s mark, if it has one (L1293)."""
    return Marks(marks.supply, tuple(s for s in marks.marked if s != seat))


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def marked_bonus(fx: Fx, *, bonus: int) -> None:
    """+bonus to the card's numbers if its target is marked when it resolves."""


@EFFECTS.op
def hit_marked_attacker(fx: Fx, *, amount: int) -> None:
    """The player whose card this answers loses ``amount`` Fortitude if marked (L1297)."""
    if fx.play.target >= 0:
        fx.change("target", "fortitude", -fx.value(amount))


@EFFECTS.op
def mark(fx: Fx) -> None:
    """Icon: the card's target becomes marked (L1293)."""


@EFFECTS.op
def unmark(fx: Fx) -> None:
    """Icon: the card's target becomes unmarked (L1293)."""


@EFFECTS.op
def unmark_attacker(fx: Fx) -> None:
    """Icon: the player whose card this answers becomes unmarked (L1297)."""


# --- hooks --------------------------------------------------------------------------------------


class MarksMechanic(Mechanic):
    """The hooks of the marks family."""

    name = "marks"
    to_piece_owner = True  # a card aimed at a Gizmo or Minion: its owner instead

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        """Take players − 1 marks (L1287)."""
        return set_extra(state, seat, Marks(supply=len(state.seats) - 1))

    def modify_play(self, state: State, play: Play, card: Any) -> Play:
        """Marked-target bonus; aim ``hit_marked_attacker`` at a marked attacker (R-6.11)."""
        marks = _mine(state, play.seat)
        if ops_of(card, "effects", "hit_marked_attacker"):
            attacker = attacker_of(state, play)
            return replace(play, target=attacker if marks.is_marked(attacker) else -1)
        bonus = sum(param(e, "bonus", 0) for e in ops_of(card, "effects", "marked_bonus"))
        at_piece = owner(play) == play.target  # a Gizmo or Minion is never marked (L1615, L1863)
        if bonus and marks.is_marked(play.target) and not at_piece:
            return replace(play, delta=play.delta + bonus)
        return play

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        marks = _mine(state, play.seat)
        events: list[Any] = []
        for icon in getattr(card, "icons", ()) or ():
            target = attacker_of(state, play) if icon.op == "unmark_attacker" else play.target
            if target in ignored_by:  # the Ignoring player is unaffected, mark or unmark
                continue
            if icon.op == "mark":
                new = with_mark(marks, play.seat, target)
                if new != marks:
                    events.append(PlayerMarked(seat=target, by=play.seat))
            elif icon.op in ("unmark", "unmark_attacker") and marks.is_marked(target):
                new = without_mark(marks, target)
                events.append(PlayerUnmarked(seat=target, by=play.seat))
            else:
                continue
            marks = new
        return set_extra(state, play.seat, marks), tuple(events)


def _mine(state: State, seat: int) -> Marks:
    return value_of(state, seat, Marks, lambda: Marks(supply=len(state.seats) - 1))


def attacker_of(state: State, play: Play) -> int:
    """The seat that played the card ``play`` answers (still on the stack below it), or -1."""
    for item in state.stack.items:
        if item.uid == play.target_item:
            return item.payload.seat
    return -1

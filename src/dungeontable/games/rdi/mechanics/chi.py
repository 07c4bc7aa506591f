"""Zakhan's Drunken Chi (compendium 002 L1879-1923; rdi.md §2.1 Zakhan).

Zakhan starts with no Drunken Chi (L1891). Alcohol Content + Drunken Chi = his Total
Drunkenness; he passes out when it meets or passes his Fortitude (L1891, R-10.1 replaced). Every
Alcohol change moves the Total with it (L1893): the Total is never stored, only the Chi.

- After a Drink gave him 1 or more Alcohol Content he *may* gain 1 Drunken Chi, chosen once the
  Drink is completely done (L1899): a decision (``chi``), once per Drink, Chasers included
  (L1909). Alcohol from anything but a Drink never offers it (L1913).
- "Gain 1 Drunken Chi" on a card is not optional (L1903): an icon (after the card's other
  effects, not if Negated, R-6.12).
- At any time he may discard two cards from his hand to lose 1 Drunken Chi (L1905), in the order
  he chooses (the second on top of his discard pile: ``calm-chi first=A second=B``). "Any time"
  is read as every moment he could play an Anytime card (R-5.3): any window he is asked in, and
  his Action phase; a window asks him while he could do it [proposed].
- Some cards spend Drunken Chi as they are played for a better effect: an additional cost, paid
  before anyone answers and never refunded (L1917, R-6.1).

Card data: ``icons = [{op = "gain_chi", amount = 1}]``; ``costs = [{op = "spend_chi",
amount = 1, bonus = 2}]`` (``required = true``: the card needs it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Action, Decision

from ..effects import EFFECTS, Fx
from ..hooks import Mechanic, MechanicsOf, Result, discard_from_hand, extra_of, set_extra
from ..state import Play, SeatExtra, State, update_seat
from .catalog import MechanicError, ops_of, param
from .events import CalmChi, ChiChanged, TakeChi
from .pets import CatalogOf
from .seats import value_of

SPEND = "chi:"
RELEASE_COST = 2


class Chi(SeatExtra, frozen=True):
    """Zakhan's Drunken Chi (the wine jug token sits on Alcohol + Chi); ``offered`` = a Drink
    just gave him Alcohol and he has not yet chosen whether to gain 1 Chi for it."""

    value: int = 0
    offered: bool = False

    def describe(self) -> str:
        due = " (may gain 1 for that Drink)" if self.offered else ""
        return f"Drunken Chi {self.value}{due}"


def total_drunkenness(state: State, seat: int) -> int:
    """Alcohol Content + Drunken Chi (L1891)."""
    return state.seats[seat].alcohol + value_of(state, seat, Chi, Chi).value


def release_pairs(hand: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """Every way to pick two cards of ``hand`` (a pair of copies too), in either order: they go
    to the discard pile first then second, so ``second`` lies on top of a public pile whose top
    cards a rule may read (a Pet fetched from it, ``pets.top_pet``). The compendium (L1907) fixes
    no order: it is his choice, never the engine's. Sorted by card id."""
    cards = sorted(hand)
    pairs: set[tuple[str, str]] = set()
    for i, first in enumerate(cards):
        for second in cards[i + 1 :]:
            pairs.add((first, second))
            pairs.add((second, first))
    return tuple(sorted(pairs))


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def gain_chi(fx: Fx, *, amount: int) -> None:
    """Icon: Zakhan gains ``amount`` Drunken Chi, not optional (L1903); not if Negated."""


@EFFECTS.op
def spend_chi(fx: Fx, *, amount: int, bonus: int = 0, required: bool = False) -> None:
    """Cost: spend ``amount`` Drunken Chi while playing the card, +bonus to its numbers (L1917)."""


# --- hooks --------------------------------------------------------------------------------------


class ChiMechanic(Mechanic):
    """The hooks of the chi family."""

    name = "chi"

    def __init__(self, catalog: CatalogOf, mechanics: MechanicsOf) -> None:
        self.catalog = catalog
        self.mechanics = mechanics  # the table's, for a side deck's card discarded

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        return set_extra(state, seat, Chi())

    def passes_out(self, state: State, seat: int) -> bool | None:
        """Total Drunkenness meets or passes his Fortitude (L1891)."""
        return total_drunkenness(state, seat) >= state.seats[seat].fortitude

    def on_drink(self, state: State, seat: int, play: Play, gained: int) -> Result:
        """A Drink that gave him Alcohol: the choice of 1 Chi comes once it is done (L1899)."""
        if gained < 1:
            return state, ()
        chi = value_of(state, seat, Chi, Chi)
        return set_extra(state, seat, replace(chi, offered=True)), ()

    def play_options(self, state: State, seat: int, card: Any) -> tuple[str, ...]:
        costs = ops_of(card, "costs", "spend_chi")
        if not costs:
            return ("",)
        amount = param(costs[0], "amount", 1)
        paid = (f"{SPEND}{amount}",) if value_of(state, seat, Chi, Chi).value >= amount else ()
        return paid if param(costs[0], "required", False) else ("", *paid)

    def can_play(self, state: State, seat: int, card: Any, option: str) -> bool:
        return option in self.play_options(state, seat, card)

    def on_play(self, state: State, seat: int, card: Any, option: str) -> Result:
        """Spent as the card is played, before anyone answers; no refund (L1917)."""
        if not option.startswith(SPEND):
            return state, ()
        amount = int(option[len(SPEND) :])
        chi = value_of(state, seat, Chi, Chi)
        if chi.value < amount:
            raise MechanicError(f"Zakhan has {chi.value} Drunken Chi; spending {amount} needs more")
        return _set(state, seat, replace(chi, value=chi.value - amount), "spend")

    def modify_play(self, state: State, play: Play, card: Any) -> Play:
        if not play.option.startswith(SPEND):
            return play
        bonus = sum(param(c, "bonus", 0) for c in ops_of(card, "costs", "spend_chi"))
        return replace(play, delta=play.delta + bonus) if bonus else play

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """ "Gain 1 Drunken Chi" on the card: not optional, not if Negated (L1903)."""
        amount = sum(param(i, "amount", 1) for i in ops_of(card, "icons", "gain_chi"))
        if not amount:
            return state, ()
        chi = value_of(state, play.seat, Chi, Chi)
        return _set(state, play.seat, replace(chi, value=chi.value + amount), "card")

    def decision(self, state: State) -> Decision | None:
        seat = _offered(state)
        if seat is None:
            return None
        prompt = "choose whether to gain 1 Drunken Chi for the Drink that gave you Alcohol"
        return Decision(seat, "chi", prompt)

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        if _offered(state) != seat:
            return ()
        return (TakeChi(gain="yes"), TakeChi(gain="no"))

    def anytime_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        """Discard two cards from hand to lose 1 Drunken Chi, any time (L1905)."""
        me = state.seats[seat]
        if me.out or len(me.hand) < RELEASE_COST:
            return ()
        if value_of(state, seat, Chi, Chi).value < 1:
            return ()
        return tuple(CalmChi(first=a, second=b) for a, b in release_pairs(me.hand))

    def apply_extra(self, state: State, action: Action) -> Result:
        if isinstance(action, TakeChi):
            seat = _offered(state)
            if seat is None:
                return state, ()
            chi = extra_of(state, seat, Chi) or Chi()
            if action.gain == "no":
                return set_extra(state, seat, replace(chi, offered=False)), ()
            return _set(state, seat, Chi(value=chi.value + 1), "drink")
        return state, ()

    def apply_anytime(self, state: State, seat: int, action: Action) -> Result:
        if not isinstance(action, CalmChi) or action not in self.anytime_actions(state, seat):
            return state, ()
        hand = list(state.seats[seat].hand)
        hand.remove(action.first)
        hand.remove(action.second)
        state = update_seat(state, seat, hand=tuple(hand))
        cards = (action.first, action.second)  # each to its own pile (a Blessing)
        state = discard_from_hand(state, seat, cards, self.mechanics, self.catalog)
        chi = value_of(state, seat, Chi, Chi)
        return _set(state, seat, replace(chi, value=chi.value - 1), "calm", action)


def _set(state: State, seat: int, chi: Chi, why: str, calm: CalmChi | None = None) -> Result:
    cards = (calm.first, calm.second) if calm is not None else ()
    event = ChiChanged(seat=seat, value=chi.value, why=why, cards=cards)
    return set_extra(state, seat, chi), (event,)


def _offered(state: State) -> int | None:
    """The first seat (seat order) whose Drink choice of 1 Chi is waiting, if any."""
    for seat, s in enumerate(state.seats):
        for value in s.extra:  # ``extra_of(state, seat, Chi)``, inline: asked before every step
            if type(value) is Chi:
                if value.offered and s.alive:
                    return seat
                break
    return None

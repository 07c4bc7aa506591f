"""Erin the Ever-Changing: her four Forms (compendium 002 L267-339; rdi.md §2.1 Erin).

Her Form Marker starts on the Elf Form Card (L275). A card's ``become(form)`` moves it after all
the card's other effects (L279; a directive run last, ``flow`` ends her turn for a Tree), not if
the card was Negated, nor if Erin Ignored her own card (L317: the form change is Ignored with
it). ``become(form="choice")`` takes the form she picked as she played it (play option
``form:<form>``, Wildshape). Forms are read as a card effect or game event happens (L301).

- Elf: nothing more (L281).
- Bear (L285-289): a card of hers making another player lose Fortitude makes them lose more
  (option ``erin_bear_bonus``, 1 by default: the Form Card's number is not in the compendium);
  she antes 2 instead of 1 at the start of a Round of Gambling (1 if she has only 1; a raise is 1).
- Raven (L291-297): 1 more Gold from the Inn whenever she gains Gold (a card's gain, Gold paid to
  her, the pot she wins or Gold a card takes out of it, a Drinking Contest won: hook
  ``gold_gained``); she antes with the Inn's Gold in a round she started on her own turn,
  every ante of that round while she is a Raven; 1 more Alcohol Content from any effect raising it.
- Tree (L299-311): effects raising her Alcohol Content or lowering her Fortitude are 2 smaller
  (never below 0; a Drink with its Chasers is one effect, L337); turning into a Tree on her own
  turn ends that turn at once (R-4.7); playing a card as a Tree turns her back into an Elf as it
  is played (L283).

Before Discard and Draw a Tree turns back into an Elf; a Bear or a Raven may (decision
``form-revert``, L283). A modifying card resolves before what it modifies (L311: the stack), so
``spare_gold`` (a response to her own pending card that would make her pay Gold: its numbers are
lower) changes her form before the card it answers does. Her form is public.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, StackItem

from ..effects import EFFECTS, Change, Directive, Fx
from ..events import StatChanged
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State, update_seat
from .catalog import ops_of, param

FORMS = ("elf", "bear", "raven", "tree")
"""Her four Form Cards (L275)."""
TREE_SHIELD = 2
"""L305: a Tree's Alcohol gains and Fortitude losses are 2 smaller."""
Form = Literal["elf", "bear", "raven", "tree", "choice"]


class Forms(SeatExtra, frozen=True):
    """Erin's form; ``asking``: the start-of-turn choice to turn back into an Elf is open."""

    form: str = "elf"
    asking: bool = False

    def describe(self) -> str:
        return f"{self.form.capitalize()} form"


class FormTaken(Event, frozen=True, kw_only=True):
    """Erin's Form Marker moved to ``form``; ``why``: ``card`` (a card's form change), ``played``
    (a Tree playing a card, L283), ``turn`` (before Discard and Draw, L283)."""

    seat: int
    form: str
    why: str = "card"

    def describe(self) -> str:
        return f"seat {self.seat} becomes a {self.form} ({self.why})"


class PaymentSpared(Event, frozen=True, kw_only=True):
    """A pending card of Erin's makes her pay ``amount`` Gold less (``spare_gold``)."""

    seat: int
    uid: int
    amount: int

    def describe(self) -> str:
        return f"seat {self.seat} pays {self.amount} Gold less for item {self.uid}"


class ReturnToElf(Action, frozen=True):
    """Before Discard and Draw a Bear or Raven Erin turns back into an Elf (``back``) or not."""

    back: bool = False


EVENTS: tuple[type[Event], ...] = (FormTaken, PaymentSpared)
ACTIONS: tuple[type[Action], ...] = (ReturnToElf,)


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def become(fx: Fx, *, form: Form) -> None:
    """Erin changes into ``form`` after the card's other effects (L279); ``choice``: the form she
    picked as she played it (``form:<form>``)."""
    chosen = fx.play.option.partition(":")[2] if form == "choice" else form
    if chosen in FORMS:
        fx.directive("become", what=chosen)


@EFFECTS.op
def spare_gold(fx: Fx, *, amount: int) -> None:
    """Answer a pending card of yours that would make you pay Gold: its numbers are ``amount``
    lower (a modifier of the card, R-6.7), so you pay that much less."""
    fx.directive("spare_gold", amount=fx.value(amount))


# --- the rules ----------------------------------------------------------------------------------


def form_of(state: State, seat: int) -> str:
    """The seat's form ("" for a seat that has no Forms)."""
    found = extra_of(state, seat, Forms)
    return found.form if found is not None else ""


def tree_shielded(state: State, seat: int, stat: str, amount: int) -> int:
    """L305 for an effect applied outside a card's pipeline (a Hellfire, a Triggered Artifact):
    a Tree's Alcohol gain or Fortitude loss is 2 smaller, never past 0."""
    if form_of(state, seat) != "tree":
        return amount
    if stat == "alcohol" and amount > 0:
        return max(0, amount - TREE_SHIELD)
    if stat == "fortitude" and amount < 0:
        return min(0, amount + TREE_SHIELD)
    return amount


def take_form(state: State, seat: int, form: str, why: str) -> Result:
    """Move the Form Marker (no event if she is already in that form)."""
    found = extra_of(state, seat, Forms) or Forms()
    if found.form == form:
        return state, ()
    state = set_extra(state, seat, replace(found, form=form))
    return state, (FormTaken(seat=seat, form=form, why=why),)


def become_directive(
    state: State, item: StackItem[Play], d: Directive
) -> tuple[State, tuple[Event, ...], bool]:
    """Run a card's form change (L279); not if its player Ignored their own card (L317). The
    flag: she turned into a Tree on her own turn, which ends it (L301, R-4.7)."""
    if d.seat in item.ignored_by or extra_of(state, d.seat, Forms) is None:
        return state, (), False
    state, events = take_form(state, d.seat, d.what, "card")
    rooted = bool(events) and d.what == "tree" and state.active == d.seat
    return state, events, rooted


def spare_directive(state: State, item: StackItem[Play], d: Directive) -> Result:
    """``spare_gold``: the answered card's numbers are lower (a whole-card modifier, R-6.7)."""
    uid = item.payload.target_item
    target = next((i for i in state.stack.items if i.uid == uid), None)
    if target is None or target.negated:
        return state, ()
    new = replace(target.payload, delta=target.payload.delta - d.amount)
    state = replace(state, stack=state.stack.replace_payload(uid, new))
    return state, (PaymentSpared(seat=d.seat, uid=uid, amount=d.amount),)


def raven_gold(state: State, seat: int, why: str = "") -> Result:
    """L293: a Raven gains 1 more Gold from the Inn (option ``inn_gold``: if it has one, R-9.1)."""
    limit = state.options.inn_gold
    if limit >= 0 and limit + state.inn < 1:
        return state, ()
    s = state.seats[seat]
    state = update_seat(state, seat, gold=s.gold + 1)
    state = replace(state, inn=state.inn - 1)
    return state, (StatChanged(seat=seat, stat="gold", amount=1, value=s.gold + 1),)


def ante_for(state: State, seat: int, play: Play, bear_ante: int = 2) -> tuple[int, bool] | None:
    """What Erin antes for the demand ``play`` and whether the Inn pays it (L287, L295)."""
    form = form_of(state, seat)
    g = state.gambling
    if g is None or form not in ("bear", "raven"):
        return None
    if form == "raven" and g.starter == seat and state.active == seat:
        return play.amount, True  # L295: every ante of a round she started on her turn
    if form == "bear" and play.option == "opening" and play.amount == 1:
        return bear_ante, False  # L287: only the round's opening ante
    return None


class FormsMechanic(Mechanic):
    """The hooks of the forms family."""

    name = "forms"

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        return set_extra(state, seat, Forms())

    def play_options(self, state: State, seat: int, card: Any) -> tuple[str, ...]:
        """Wildshape: the form to turn into (any other than the one she is in)."""
        if not any(param(e, "form", "") == "choice" for e in ops_of(card, "effects", "become")):
            return ("",)
        now = form_of(state, seat)
        return tuple(f"form:{f}" for f in FORMS if f != now)

    def on_play(self, state: State, seat: int, card: Any, option: str) -> Result:
        """L283: a Tree playing a card turns back into an Elf as she plays it."""
        if form_of(state, seat) != "tree":
            return state, ()
        return take_form(state, seat, "elf", "played")

    def on_turn_start(self, state: State, seat: int) -> Result:
        """L283: a Tree turns back into an Elf; a Bear or Raven may (decision)."""
        form = form_of(state, seat)
        if form == "tree":
            return take_form(state, seat, "elf", "turn")
        if form in ("bear", "raven"):
            found = extra_of(state, seat, Forms) or Forms()
            return set_extra(state, seat, replace(found, asking=True)), ()
        return state, ()

    def decision(self, state: State) -> Decision | None:
        seat = _asking(state)
        if seat is None:
            return None
        form = form_of(state, seat)
        return Decision(seat, "form-revert", f"stay a {form} or turn back into an Elf")

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        if _asking(state) != seat:
            return ()
        return (ReturnToElf(back=False), ReturnToElf(back=True))

    def apply_extra(self, state: State, action: Action) -> Result:
        seat = _asking(state)
        if not isinstance(action, ReturnToElf) or seat is None:
            return state, ()
        found = extra_of(state, seat, Forms) or Forms()
        state = set_extra(state, seat, replace(found, asking=False))
        return take_form(state, seat, "elf", "turn") if action.back else (state, ())

    def modify_first(self, state: State, play: Play, card: Any, change: Change) -> int:
        """Bear's harder hits, applied before every other replacement effect or modification
        (L285: another player's shield then works on the bigger loss)."""
        amount = change.amount
        hurts = play.kind == "card" and change.stat == "fortitude" and amount < 0
        if hurts and change.seat != play.seat and form_of(state, play.seat) == "bear":
            amount -= state.options.erin_bear_bonus
        return amount

    def modify_change(self, state: State, play: Play, card: Any, change: Change) -> int:
        """Raven's Gold and Alcohol (L293, L297), a Tree's shield (L305)."""
        amount = change.amount
        form = form_of(state, change.seat)
        if form == "tree":
            if change.stat == "alcohol" and amount > 0:
                return amount - TREE_SHIELD
            if change.stat == "fortitude" and amount < 0:
                return amount + TREE_SHIELD
        gains = amount > 0 and change.payee is None and change.stat in ("alcohol", "gold")
        if form == "raven" and gains:
            return amount + 1
        return amount

    def after_changes(self, state: State, play: Play, changes: tuple[Change, ...]) -> Result:
        """L293: Gold paid to a Raven brings her 1 more from the Inn."""
        events: list[Event] = []
        for change in changes:
            payee = change.payee
            if change.stat != "gold" or change.amount >= 0 or payee is None or payee < 0:
                continue
            if form_of(state, payee) == "raven":
                state, more = raven_gold(state, payee)
                events.extend(more)
        return state, tuple(events)

    def gold_gained(
        self, state: State, owner: int, seat: int, gains: tuple[int, ...], source: str
    ) -> Result:
        """L291: a Raven gains 1 more Gold from the Inn whenever she gains Gold: the pot she wins
        (one gain, even if she alone put Gold in), Gold a card of hers takes out of the pot, a
        Drinking Contest she wins (option ``raven_contest_gold``: 1 per player who paid her, as
        a card's payments are; ``once``: 1 for the contest)."""
        if seat != owner or form_of(state, owner) != "raven":
            return state, ()
        times = len(gains)
        if source == "contest" and state.options.raven_contest_gold == "once":
            times = min(times, 1)
        events: list[Event] = []
        for _ in range(times):
            state, more = raven_gold(state, owner)
            events.extend(more)
        return state, tuple(events)

    def ante_due(self, state: State, seat: int, play: Play) -> tuple[int, bool] | None:
        return ante_for(state, seat, play)


def _asking(state: State) -> int | None:
    for i, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Forms and value.asking and s.alive:
                return i
    return None


__all__ = [
    "ACTIONS",
    "EVENTS",
    "FORMS",
    "FormTaken",
    "Forms",
    "FormsMechanic",
    "PaymentSpared",
    "ReturnToElf",
    "ante_for",
    "become_directive",
    "form_of",
    "spare_directive",
    "take_form",
]

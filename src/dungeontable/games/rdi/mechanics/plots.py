"""Petra the Devious: the Plotted Cards area, Schemes and the Hellfire tracker (compendium 002
L1074-1104; rdi.md §2.1 Petra).

**Plotting** (L1088, L1098): after her Discard and Draw Phase she may Plot *one* card from her
hand: it goes face down into her Plotted Cards area (decision ``plot``: ``plot-card card=X``, or
``card=""`` for none, asked as her Action Phase begins). A card may also let her Plot one more
(icon ``plot_card``, "whenever a card says so"). Only her own Character Cards may be Plotted
(L1102: not a Blessing). There is no limit to the area. She sees her Plotted Cards; every other
seat sees how many (views and events; determinize deals them again from her unseen cards). They
are not in her hand (L1102): no hand effect touches them.

**Schemes** (L1084, subtype ``scheme``): only a Scheme may be played from the area, as though in
her hand (play option ``plot``, whenever a hand card of its type could be played; a card both in
hand and Plotted is offered both ways). Played from there it gets its Scheme effect (op
``scheme``): added to the base effect, or, with ``instead``, replacing it. It may be answered like
any card.

**Hellfire** (L1094, L1098): at the start of her turn, before Discard and Draw, every Plotted
Card is discarded and she gains 1 Hellfire for each. Cards may give Hellfire too (icon
``gain_hellfire``, after the card's effects; not if Negated). The Hellfire Token moves up the
circular track from its lowest space; on the fire spot the effect at the bottom of the Hellfire
card resolves and the token goes back to the first space; a gain past the fire spot fires first,
then goes on (L1094). The compendium prints neither the track nor the effect: house numbers, a
track of ``TRACK`` spaces whose last is the fire spot (so every ``TRACK - 1`` Hellfire fire once),
and "each other player loses ``FIRE``
Fortitude"; the Boss Battle side (L1080, Petra the Boss) "each Challenger loses ``BOSS_FIRE``".
Ruling ``petra_hellfire``: the fire is the tracker's effect, not a card's, so nothing answers it
(``direct``, the default; a Tree Erin's shield, L305 "any effects", still makes it 2 smaller:
no card answers it, but nothing says it cannot be reduced; and a Lich King with a finger
attached gets his loss as a pending loss from nobody, which only his finger answers: L660, a
finger Ignores any effect, non-card ones too, and unlike a Heat penalty, L730, nothing says the
fire can't be Ignored);
``answerable``: it is an Action card of Petra's for each player it hurts (Ignored, reduced like
one; never Negated or hit back).

Card data: ``subtypes = ["scheme"]``; ``effects = [..., {op = "scheme", op_name = "hit",
amount = 4, instead = true}]``; ``icons = [{op = "gain_hellfire", amount = 1}]``,
``icons = [{op = "plot_card"}]``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event

from ..effects import EFFECTS, Fx
from ..events import StatChanged
from ..hooks import Mechanic, MechanicsOf, Result, extra_of, reacted_to, set_extra
from ..state import Play, SeatExtra, State, side_of, update_seat
from .catalog import ops_of, param
from .fingers import can_detach
from .forms import tree_shielded
from .pets import CatalogOf

PLOT = "plot"
"""The play option of a Scheme played from the Plotted Cards area (L1084)."""
HIDDEN = ""
TRACK = 5
"""House: the Hellfire track's spaces, the fire spot last (the token starts on space 1)."""
FIRE = 2
"""House: the Hellfire side's effect, each other player loses this much Fortitude."""
BOSS_FIRE = 4
HELLFIRE = "hellfire"
"""The ``Play.kind`` the Hellfire's direct losses are reported as to the other mechanics."""
"""House: the Boss Battle side's effect (L1080: more powerful), each Challenger loses this."""
PROMPT = "you may Plot one card from your hand, face down in your Plotted Cards area, or none"


class Plots(SeatExtra, frozen=True):
    """Petra's Plotted Cards (face down to the others), her Hellfire Token's space (1..TRACK-1),
    the turn she was last offered the plot after Discard and Draw (``asked``), plots cards still
    let her make (``more``), the times the Hellfire fired (``fired``), and a Plotted card being
    played (``taking``)."""

    cards: tuple[str, ...] = ()
    hellfire: int = 1
    asked: int = -1
    more: int = 0
    fired: int = 0
    taking: str = ""

    def public(self) -> Plots:
        """What the other players see: how many cards are Plotted (L1102: not which)."""
        return replace(self, cards=(HIDDEN,) * len(self.cards), taking="")

    @property
    def kept_cards(self) -> tuple[str, ...]:
        """Her Plotted Cards (blank where face down to the viewer): out of her deck."""
        return self.cards

    def filled(self, cards: tuple[str, ...]) -> Plots:
        it = iter(cards)
        return replace(self, cards=tuple(c or next(it) for c in self.cards))

    def describe(self) -> str:
        n = len(self.cards)
        return f"Plotted Cards: {n} face down; Hellfire {self.hellfire} of {TRACK} (fire)"


# --- events and actions -------------------------------------------------------------------------


class CardPlotted(Event, frozen=True, kw_only=True):
    """Petra put a card face down into her Plotted Cards area; ``card`` only in her copy."""

    seat: int
    count: int
    card: str = ""

    def describe(self) -> str:
        return f"seat {self.seat} Plots a card ({self.count} Plotted)"


class PlotsDiscarded(Event, frozen=True, kw_only=True):
    """Her turn began: the Plotted Cards went to her discard pile, face up (L1098)."""

    seat: int
    cards: tuple[str, ...]

    def describe(self) -> str:
        return f"seat {self.seat} discards {len(self.cards)} Plotted Cards"


class HellfireGained(Event, frozen=True, kw_only=True):
    """Petra gained ``amount`` Hellfire; the token is on ``value``; ``fired``: times it fired."""

    seat: int
    amount: int
    value: int
    fired: int = 0

    def describe(self) -> str:
        return f"seat {self.seat} gains {self.amount} Hellfire -> {self.value}"


class HellfireFired(Event, frozen=True, kw_only=True):
    """The Hellfire Token reached the fire spot: each other player (``boss``: each Challenger)
    loses ``amount`` Fortitude (L1094)."""

    seat: int
    amount: int
    boss: bool = False

    def describe(self) -> str:
        return f"seat {self.seat}'s Hellfire fires: {self.amount} Fortitude each"


class PlotCard(Action, frozen=True):
    """Petra Plots ``card`` from her hand (``""``: none)."""

    card: str = ""


EVENTS: tuple[type[Event], ...] = (CardPlotted, PlotsDiscarded, HellfireGained, HellfireFired)
ACTIONS: tuple[type[Action], ...] = (PlotCard,)


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def scheme(fx: Fx, *, op_name: str, amount: int = 0, who: str = "", instead: bool = False) -> None:
    """SCHEME: played from the Plotted Cards area, the card also does ``op_name`` (``amount``,
    ``who``), or only that with ``instead`` (L1084); from the hand, nothing."""
    if fx.play.option != PLOT:
        return
    if instead:
        fx.changes.clear()
        fx.directives.clear()
    params: dict[str, Any] = {"amount": amount}
    if who:
        params["who"] = who
    EFFECTS.function(op_name)(fx, **params)


@EFFECTS.op
def gain_hellfire(fx: Fx, *, amount: int = 1) -> None:
    """Icon: Petra gains ``amount`` Hellfire (after the card's effects, not if Negated)."""


@EFFECTS.op
def plot_card(fx: Fx) -> None:
    """Icon: Petra may Plot one more card from her hand (L1088: "whenever a card says so")."""


def is_scheme(card: Any) -> bool:
    return "scheme" in (getattr(card, "subtypes", ()) or ())


def plots_of(state: State, seat: int) -> Plots:
    return extra_of(state, seat, Plots) or Plots()


def advanced(value: int, amount: int) -> tuple[int, int]:
    """The token's new space after ``amount`` Hellfire from ``value``, and how many times it
    reached the fire spot (each time: fire, back to the first space, go on; L1094)."""
    fired = 0
    for _ in range(max(0, amount)):
        value += 1
        if value >= TRACK:
            fired += 1
            value = 1
    return value, fired


# --- hooks --------------------------------------------------------------------------------------


class PlotsMechanic(Mechanic):
    """The hooks of the plots family."""

    name = "plots"

    def __init__(self, catalog: CatalogOf, mechanics: MechanicsOf | None = None) -> None:
        self.catalog = catalog
        self.mechanics = mechanics

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        return set_extra(state, seat, Plots())  # the token on the lowest space (L1080)

    def on_turn_start(self, state: State, seat: int) -> Result:
        """Discard every Plotted Card, 1 Hellfire each, before Discard and Draw (L1098)."""
        p = plots_of(state, seat)
        if not p.cards:
            return state, ()
        s = state.seats[seat]
        state = update_seat(state, seat, discard=(*s.discard, *p.cards))
        state = set_extra(state, seat, replace(p, cards=()))
        events: list[Event] = [PlotsDiscarded(seat=seat, cards=p.cards)]
        state, more = self._gain(state, seat, len(p.cards))
        return state, (*events, *more)

    def spare_cards(self, state: State, seat: int) -> tuple[str, ...]:
        """Plotted Schemes, played as though in her hand (L1084, L1102)."""
        p = extra_of(state, seat, Plots)
        if p is None or not p.cards:
            return ()
        cat = self.catalog(state)
        return tuple(sorted({c for c in p.cards if c and is_scheme(cat[c])}))

    def play_options(self, state: State, seat: int, card: Any) -> tuple[str, ...]:
        p = extra_of(state, seat, Plots)
        if p is None or card.id not in p.cards or not is_scheme(card):
            return ("",)
        return (PLOT, "") if card.id in state.seats[seat].hand else (PLOT,)

    def can_play(self, state: State, seat: int, card: Any, option: str) -> bool:
        p = extra_of(state, seat, Plots)
        if p is None:
            return option != PLOT
        if option == PLOT:
            return card.id in p.cards and is_scheme(card)
        return card.id in state.seats[seat].hand or card.id not in p.cards

    def take_spare(self, state: State, seat: int, card: str) -> Result:
        """Marks the Plotted card being played; ``on_play`` takes it from the area."""
        p = plots_of(state, seat)
        return set_extra(state, seat, replace(p, taking=card)), ()

    def on_play(self, state: State, seat: int, card: Any, option: str) -> Result:
        """A Scheme played from the area leaves it (a copy also in hand stays in the hand)."""
        p = extra_of(state, seat, Plots)
        if p is None or option != PLOT:
            if p is not None and p.taking:
                state = set_extra(state, seat, replace(p, taking=""))
            return state, ()
        if p.taking != card.id:  # taken from the hand by the core: it goes back there
            state = update_seat(state, seat, hand=(*state.seats[seat].hand, card.id))
        kept = list(p.cards)
        kept.remove(card.id)
        return set_extra(state, seat, replace(p, cards=tuple(kept), taking="")), ()

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """Icons: Hellfire gained, one more Plot (not if Negated)."""
        p = extra_of(state, play.seat, Plots)
        if p is None:
            return state, ()
        more = len(ops_of(card, "icons", "plot_card"))
        if more:
            state = set_extra(state, play.seat, replace(p, more=p.more + more))
        gain = sum(int(param(i, "amount", 1)) for i in ops_of(card, "icons", "gain_hellfire"))
        return self._gain(state, play.seat, gain) if gain else (state, ())

    def _gain(self, state: State, seat: int, amount: int) -> Result:
        p = plots_of(state, seat)
        value, fired = advanced(p.hellfire, amount)
        state = set_extra(state, seat, replace(p, hellfire=value, fired=p.fired + fired))
        events: list[Event] = [HellfireGained(seat=seat, amount=amount, value=value, fired=fired)]
        for _ in range(fired):
            fire = _fire(state, seat)
            if self.mechanics is not None:  # real losses: a Pain Curse fires (L836)
                fire = reacted_to(self.mechanics, Play(HELLFIRE, seat=seat), fire, self)
            state, more = fire
            events.extend(more)
        return state, tuple(events)

    def on_any_turn_end(self, state: State, owner: int, seat: int) -> Result:
        """A Plot a card let her make and she could not (no card in hand) ends with the turn."""
        p = extra_of(state, owner, Plots)
        if p is None or not p.more:
            return state, ()
        return set_extra(state, owner, replace(p, more=0)), ()

    def decision(self, state: State) -> Decision | None:
        seat = _due(state)
        return None if seat is None else Decision(seat, "plot", PROMPT)

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        if _due(state) != seat:
            return ()
        me = state.seats[seat].character  # her own cards' ids start with hers (L1102; pack lint)
        hand = sorted({c for c in state.seats[seat].hand if c.startswith(me + "-")})
        return (PlotCard(card=""), *(PlotCard(card=c) for c in hand))

    def apply_extra(self, state: State, action: Action) -> Result:
        seat = _due(state)
        if not isinstance(action, PlotCard) or seat is None:
            return state, ()
        p = plots_of(state, seat)
        p = replace(p, more=p.more - 1) if p.more else replace(p, asked=state.turn)
        if not action.card:
            return set_extra(state, seat, p), ()
        hand = list(state.seats[seat].hand)
        if action.card not in hand:
            return state, ()
        hand.remove(action.card)
        state = update_seat(state, seat, hand=tuple(hand))
        p = replace(p, cards=(*p.cards, action.card))
        state = set_extra(state, seat, p)
        full = CardPlotted(seat=seat, count=len(p.cards), card=action.card)
        others = tuple(i for i in range(len(state.seats)) if i != seat)
        return state, (replace(full, to=(seat,)), replace(full, card="", to=others))


def _due(state: State) -> int | None:
    """Petra, when she may Plot now: as her Action Phase begins (once a turn, L1088) or after a
    card let her Plot one more; nothing pending, her hand not empty."""
    if state.result is not None or state.stack.items or state.stack.window is not None:
        return None
    if state.debts or state.losses:
        return None
    for seat, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is not Plots:
                continue
            if s.out or not s.hand:
                break
            if value.more:
                return seat
            if (
                seat == state.active
                and state.phase == "action"
                and not state.acted
                and value.asked != state.turn
                and state.gambling is None
            ):
                return seat
            break
    return None


def _fire(state: State, seat: int) -> Result:
    """The effect at the bottom of the Hellfire card (house numbers; ruling petra_hellfire)."""
    boss = state.options.boss == seat
    amount = BOSS_FIRE if boss else FIRE
    events: list[Event] = [HellfireFired(seat=seat, amount=amount, boss=boss)]
    spec = state.team_spec()
    done: set[int] = set()
    for other in state.living():
        if other == seat or other in done:
            continue
        if state.options.shared_hits == "once":  # a shared Fortitude loses it once (R-12.2,
            done.update(side_of(spec, other))  # option shared_hits, as for a card's)
        if state.options.petra_hellfire == "answerable":
            play = Play("damage", seat=seat, target=other, amount=amount, option=HELLFIRE)
            flags = ("unnegatable",)
            stack = state.stack.push(play, source=seat, counts_as="action", flags=flags)
            state = replace(state, stack=stack)
            continue
        if can_detach(state, other):
            # L660: a finger Ignores any effect on his Fortitude, non-card ones too: the fire
            # waits as a loss from nobody (not a card: no Negate, no hit-back) he may answer
            play = Play("damage", seat=-1, target=other, amount=amount, option=HELLFIRE)
            stack = state.stack.push(play, source=None, counts_as=HELLFIRE, flags=("unnegatable",))
            state = replace(state, stack=stack)
            continue
        loss = -tree_shielded(state, other, "fortitude", -amount)  # L305: any effect
        if not loss:
            continue
        now = state.seats[other].fortitude
        after = max(0, now - loss)
        state = update_seat(state, other, fortitude=after)
        events.append(StatChanged(seat=other, stat="fortitude", amount=after - now, value=after))
    return state, tuple(events)


def plot_advice(
    legal: tuple[Action, ...], hand: tuple[str, ...], cards: Any, worth: Any
) -> Action | None:
    """The heuristic bot always Plots: an Action Scheme it can play from there at once, else
    its least useful card (Hellfire next turn)."""
    offered = [a for a in legal if isinstance(a, PlotCard)]
    if not offered:
        return None
    named = [a for a in offered if a.card]
    if not named:
        return offered[0]
    schemes = [a for a in named if is_scheme(cards[a.card]) and cards[a.card].type == "action"]
    if schemes:
        return max(schemes, key=lambda a: (worth(a.card), a.card))
    return min(named, key=lambda a: (worth(a.card), a.card))


__all__ = [
    "ACTIONS",
    "EVENTS",
    "PLOT",
    "CardPlotted",
    "HellfireFired",
    "HellfireGained",
    "PlotCard",
    "Plots",
    "PlotsDiscarded",
    "PlotsMechanic",
    "advanced",
    "plot_advice",
    "plots_of",
]

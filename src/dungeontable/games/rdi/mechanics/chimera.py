"""Zariah the Summoner's summons and Chimera (compendium 002 L1925-1974; rdi.md §2.1 Zariah).

Her Chimera starts face down with no summon token on it (L1933). A card with a summon icon
places that summon's token on the face-down Chimera when it resolves, after all its other
effects (L1937; an icon: ``on_resolved``, so not when the card is Negated, L1947, and yes when it
is Ignored); a card with all three icons places one token of her choice (L1941: decision
``summon``, ``place-summon which=...``; ``which=""`` places none, her choice as the "may" reads).
A summon already placed, or any summon while the Chimera is face up, places nothing (L1943-1945).
The third token flips the Chimera face up and the tokens come off (L1949).

A face-up Chimera is dispelled (turned face down) for one of two effects (L1955):

- **Fortitude attack** (L1957-1961): in her Action phase, instead of an Action card (it is her
  Action), ``chimera-attack target=N``: that player loses 3 Fortitude, as an Action card she
  played (the house card ``chimera_attack`` goes on the stack: it may be reduced, redirected,
  Ignored or Negated like one, and hit back).
- **Card power-up** (L1963-1971): a card with ``costs = [{op = "dispel_chimera", card = ID}]``
  may be played with option ``chimera`` while the Chimera is face up: it is dispelled as the card
  is played (before anyone answers, never refunded, L1971) and the card resolves with the effects
  of its powered-up version ``ID`` (a ``chimera`` deck card, ``cards/chimera.toml``) instead of
  its own; its summon icons are placed either way (L1969).

The Chimera is public. An effect ``{op = "discard_drink"}`` (the powered-up Bandit card, L1967)
discards the top card of the target's Drink Me! pile after the card's stat changes, unless the
target Ignored the card.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event

from ..effects import EFFECTS, Fx
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State, update_seat
from .catalog import ops_of, param
from .events import (
    ChimeraAttack,
    ChimeraDispelled,
    ChimeraFlipped,
    DrinkMeDiscarded,
    PlaceSummon,
    SummonPlaced,
)
from .pets import CatalogOf
from .seats import value_of

SUMMONS = ("scrappy", "bandit", "amber")
"""Scrappy the Lion, Bandit the Ferret, Amber the Alemental (L1927)."""
NAMES = {"scrappy": "Scrappy", "bandit": "Bandit", "amber": "Amber"}
Summon = Literal["scrappy", "bandit", "amber", "any"]
ATTACK = "chimera_attack"
"""The house card of the Chimera's Fortitude attack (3 Fortitude, L1957)."""
POWER_UP = "chimera"
"""The play option that dispels the Chimera for a card's powered-up effect (L1963)."""


class Chimera(SeatExtra, frozen=True):
    """Zariah's Chimera: face up or not, the summon tokens on it, and the summons of her choice
    still to place (cards with all three icons)."""

    face_up: bool = False
    summons: tuple[str, ...] = ()
    choosing: int = 0

    def describe(self) -> str:
        if self.face_up:
            return "Chimera face up: ready to dispel"
        placed = ", ".join(NAMES[s] for s in self.summons) or "no summon"
        return f"Chimera face down ({placed})"


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def summon(fx: Fx, *, which: Summon) -> None:
    """Icon: after the card's other effects, place that summon (``any``: one of her choice)."""


@EFFECTS.op
def dispel_chimera(fx: Fx, *, card: str) -> None:
    """Cost (option ``chimera``): dispel the face-up Chimera; the card resolves as ``card``."""


@EFFECTS.op
def discard_drink(fx: Fx) -> None:
    """The target discards the top card of their Drink Me! pile (read by ``on_resolved``)."""


# --- the rules ----------------------------------------------------------------------------------


def placed(chimera: Chimera, which: str) -> tuple[Chimera, bool]:
    """``chimera`` after placing ``which`` (nothing if face up or already there, L1943-1945),
    and whether the third token flipped it face up, the tokens coming off (L1949)."""
    if chimera.face_up or which not in SUMMONS or which in chimera.summons:
        return chimera, False
    summons = tuple(s for s in SUMMONS if s in (*chimera.summons, which))
    if len(summons) == len(SUMMONS):
        return replace(chimera, face_up=True, summons=()), True
    return replace(chimera, summons=summons), False


def _place(state: State, seat: int, which: str) -> Result:
    chimera = value_of(state, seat, Chimera, Chimera)
    after, flipped = placed(chimera, which)
    if after == chimera:
        return state, ()
    state = set_extra(state, seat, after)
    events: list[Event] = [SummonPlaced(seat=seat, summon=which)]
    if flipped:
        events.append(ChimeraFlipped(seat=seat))
    return state, tuple(events)


class ChimeraMechanic(Mechanic):
    """The hooks of the chimera family."""

    name = "chimera"

    def __init__(self, catalog: CatalogOf) -> None:
        self.catalog = catalog

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        return set_extra(state, seat, Chimera())

    def play_options(self, state: State, seat: int, card: Any) -> tuple[str, ...]:
        if not ops_of(card, "costs", "dispel_chimera"):
            return ("",)
        if value_of(state, seat, Chimera, Chimera).face_up:
            return ("", POWER_UP)
        return ("",)

    def can_play(self, state: State, seat: int, card: Any, option: str) -> bool:
        if option != POWER_UP:
            return True
        return value_of(state, seat, Chimera, Chimera).face_up

    def on_play(self, state: State, seat: int, card: Any, option: str) -> Result:
        """Dispel as the card is played, before anyone answers; never given back (L1971)."""
        if option != POWER_UP:
            return state, ()
        chimera = value_of(state, seat, Chimera, Chimera)
        state = set_extra(state, seat, replace(chimera, face_up=False))
        return state, (ChimeraDispelled(seat=seat, card=card.id, target=-1),)

    def modify_play(self, state: State, play: Play, card: Any) -> Play:
        """The powered-up card resolves with its ``chimera`` version's effects (L1963)."""
        if play.option != POWER_UP or play.kind != "card":
            return play
        found = ops_of(card, "costs", "dispel_chimera")
        if not found:
            return play
        return replace(play, card=str(param(found[0], "card", play.card)))

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """A Drink discarded (unless Ignored), then the summon icons (L1937)."""
        events: list[Event] = []
        target = play.target
        if ops_of(card, "effects", "discard_drink") and target >= 0 and target not in ignored_by:
            pile = state.seats[target].drink_me
            if pile:
                state = update_seat(state, target, drink_me=pile[:-1])
                state = replace(state, drink_discard=(*state.drink_discard, pile[-1]))
                events.append(DrinkMeDiscarded(seat=target, card=pile[-1]))
        if play.option == POWER_UP and play.parts:  # the icons are the played card's (L1969)
            card = self.catalog(state)[play.parts[0]]
        for icon in ops_of(card, "icons", "summon"):
            which = str(param(icon, "which", ""))
            chimera = value_of(state, play.seat, Chimera, Chimera)
            if which == "any":
                if not chimera.face_up and len(chimera.summons) < len(SUMMONS):
                    state = set_extra(
                        state, play.seat, replace(chimera, choosing=chimera.choosing + 1)
                    )
                continue
            state, more = _place(state, play.seat, which)
            events.extend(more)
        return state, tuple(events)

    def decision(self, state: State) -> Decision | None:
        seat = _choosing(state)
        if seat is None:
            return None
        return Decision(seat, "summon", "choose a summon to place on your Chimera, or none")

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        if _choosing(state) != seat:
            return ()
        chimera = value_of(state, seat, Chimera, Chimera)
        missing = tuple(s for s in SUMMONS if s not in chimera.summons)
        return (PlaceSummon(which=""), *(PlaceSummon(which=s) for s in missing))

    def apply_extra(self, state: State, action: Action) -> Result:
        seat = _choosing(state)
        if not isinstance(action, PlaceSummon) or seat is None:
            return state, ()
        chimera = value_of(state, seat, Chimera, Chimera)
        state = set_extra(state, seat, replace(chimera, choosing=chimera.choosing - 1))
        if not action.which:
            return state, ()
        return _place(state, seat, action.which)

    def anytime_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        """In her Action phase, before an Action, with a face-up Chimera: the attack (L1957)."""
        if state.phase != "action" or state.active != seat or state.acted:
            return ()
        if state.stack.items or state.stack.window is not None or state.gambling is not None:
            return ()
        chimera = extra_of(state, seat, Chimera)
        if chimera is None or not chimera.face_up:
            return ()
        return tuple(ChimeraAttack(target=t) for t in state.living() if t != seat)

    def apply_anytime(self, state: State, seat: int, action: Action) -> Result:
        if not isinstance(action, ChimeraAttack):
            return state, ()
        chimera = value_of(state, seat, Chimera, Chimera)
        state = set_extra(state, seat, replace(chimera, face_up=False))
        state = replace(state, acted=True)  # it is her Action (L1957)
        play = Play("card", card=ATTACK, seat=seat, target=action.target)
        stack = state.stack.push(play, source=seat, counts_as="action")
        state = replace(state, stack=stack)  # the flow opens the window (``flow._windowed``)
        event = ChimeraDispelled(seat=seat, card=ATTACK, target=action.target)
        return state, (event,)


def _choosing(state: State) -> int | None:
    """Zariah with a summon of her choice to place (nothing else decides first)."""
    for i, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Chimera and value.choosing and s.alive:
                return i
    return None

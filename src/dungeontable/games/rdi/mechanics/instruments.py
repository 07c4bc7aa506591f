"""Adonis's instruments (compendium 002 L51-83; rdi.md §2.1 Adonis).

Three instruments — flute, lyre, drum — start intact. A card may let Adonis *smash* an intact
instrument as an additional cost chosen while playing it (R-6.1): never refunded, even if the
card is Negated or Ignored (002 L67-71). One card needs a smash to be playable at all (L73).
Cards with an instrument icon get their better effect if that instrument is intact *when the
card resolves* (R-6.11, L79-83). Two cards restore a smashed instrument (L75).

Card data: ``costs = [{op = "smash_instrument", bonus = 2}]`` (``required = true`` for the
card that needs it); ``effects`` may hold ``{op = "instrument_bonus", instrument = "drum",
bonus = 1}``; ``icons = [{op = "restore_instrument"}]``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from msgspec.structs import replace

from ..effects import EFFECTS, Fx
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State
from .catalog import MechanicError, ops_of, param
from .events import InstrumentRestored, InstrumentSmashed
from .seats import value_of

Instrument = Literal["flute", "lyre", "drum"]
INSTRUMENTS: tuple[Instrument, ...] = ("flute", "lyre", "drum")
SMASH = "smash:"
RESTORE = "restore:"


class Instruments(SeatExtra, frozen=True):
    """Which of Adonis's instruments are smashed (red side up); every other one is intact."""

    smashed: tuple[Instrument, ...] = ()

    def is_intact(self, instrument: str) -> bool:
        """True while ``instrument`` shows its unbroken side (002 L79)."""
        return instrument not in self.smashed

    def intact(self) -> tuple[Instrument, ...]:
        """The instruments that may still be smashed, in table order."""
        return tuple(i for i in INSTRUMENTS if i not in self.smashed)

    def describe(self) -> str:
        """Status line for tables: which instruments are intact."""
        shown = [i if self.is_intact(i) else f"{i} (smashed)" for i in INSTRUMENTS]
        return "instruments: " + ", ".join(shown)


def smash(state: Instruments, instrument: str) -> Instruments:
    """Flip ``instrument`` to its broken side; an already smashed one cannot be smashed (L63)."""
    if instrument not in INSTRUMENTS or not state.is_intact(instrument):
        raise MechanicError(f"the {instrument} is not an intact instrument")
    return Instruments(smashed=tuple(i for i in INSTRUMENTS if i in (*state.smashed, instrument)))


def restore(state: Instruments, instrument: str) -> Instruments:
    """Flip a smashed ``instrument`` back to intact (L75); an intact one stays as it is."""
    return Instruments(smashed=tuple(i for i in state.smashed if i != instrument))


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def smash_instrument(fx: Fx, *, bonus: int = 0, required: bool = False) -> None:
    """Cost: smash an intact instrument while playing the card; +bonus to its numbers (L63-73)."""


@EFFECTS.op
def instrument_bonus(fx: Fx, *, instrument: Instrument, bonus: int) -> None:
    """Icon: +bonus to the card's numbers if ``instrument`` is intact when it resolves (L79)."""


@EFFECTS.op
def restore_instrument(fx: Fx) -> None:
    """Icon: flip a smashed instrument back (L75); the one named at play, else the first."""


# --- hooks --------------------------------------------------------------------------------------


class InstrumentsMechanic(Mechanic):
    """The hooks of the instruments family."""

    name = "instruments"

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        return set_extra(state, seat, Instruments())

    def play_options(self, state: State, seat: int, card: Any) -> tuple[str, ...]:
        tokens = _tokens(state, seat)
        costs = ops_of(card, "costs", "smash_instrument")
        if costs:
            smashes = tuple(SMASH + i for i in tokens.intact())
            return smashes if param(costs[0], "required", False) else ("", *smashes)
        if ops_of(card, "icons", "restore_instrument") and tokens.smashed:
            return tuple(RESTORE + i for i in tokens.smashed)
        return ("",)

    def can_play(self, state: State, seat: int, card: Any, option: str) -> bool:
        return option in self.play_options(state, seat, card)

    def on_play(self, state: State, seat: int, card: Any, option: str) -> Result:
        if not option.startswith(SMASH):
            return state, ()
        instrument = option[len(SMASH) :]
        state = set_extra(state, seat, smash(_tokens(state, seat), instrument))
        return state, (InstrumentSmashed(seat=seat, instrument=instrument, card=card.id),)

    def modify_play(self, state: State, play: Play, card: Any) -> Play:
        """Smash bonus (paid at play) and intact-instrument icons (read now, R-6.11)."""
        tokens = _mine(state, play.seat)
        bonus = 0
        if play.option.startswith(SMASH):
            bonus += sum(param(c, "bonus", 0) for c in ops_of(card, "costs", "smash_instrument"))
        for icon in ops_of(card, "effects", "instrument_bonus"):
            if tokens.is_intact(param(icon, "instrument", "")):
                bonus += param(icon, "bonus", 0)
        return replace(play, delta=play.delta + bonus) if bonus else play

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        tokens = _mine(state, play.seat)
        if not ops_of(card, "icons", "restore_instrument"):
            return state, ()
        wanted = play.option[len(RESTORE) :] if play.option.startswith(RESTORE) else ""
        chosen = wanted if wanted in tokens.smashed else next(iter(tokens.smashed), "")
        if not chosen:
            return state, ()
        state = set_extra(state, play.seat, restore(tokens, chosen))
        return state, (InstrumentRestored(seat=play.seat, instrument=chosen),)


def _tokens(state: State, seat: int) -> Instruments:
    return extra_of(state, seat, Instruments) or Instruments()


def _mine(state: State, seat: int) -> Instruments:
    return value_of(state, seat, Instruments, Instruments)

"""Pooky the Vicious's Mood track (compendium 002 L1202-1262; rdi.md §2.1 Pooky).

His Mood Marker starts on Calm (L1208) and moves one space down the Mood Card, Calm -> Manic ->
Crazy -> Psychotic, each time his mood gets worse (L1218); at Psychotic it stays there. It gets
worse when (L1212-1216):

- a card played from another player's hand makes him lose Fortitude (once per card, however many
  parts joined it, L1228-1230; a Potion played as though from hand counts, L1234; Fortitude lost
  to his own card never does, L1254);
- a Drink makes him gain 3 or more Alcohol Content (not a card that makes him gain it, L1232);
- he took part in a Round of Gambling (he anted into it, R-8.6) and did not win it (L1236-1240);
- a card effect says so (``mood_worse``); ``mood_calm`` puts him back on Calm (L1220).

A card's mood change comes after all its other effects (L1222; not if Negated; when Pooky
Ignores his own card its mood change is Ignored too, L1258). Nothing can be played between the
event and the mood change (L1250): the change is applied in the same step.

Cards whose effect depends on his mood read it as they resolve (L1242): ``mood_bonus`` raises the
card's numbers while his mood is at least ``at_least`` (0 Calm .. 3 Psychotic).

The track is public. Epic Pooky (the Boss side, L1264-1280) is not built here.

Card data: ``effects`` may hold ``{op = "mood_bonus", at_least = 2, bonus = 1}``,
``{op = "mood_worse"}`` and ``{op = "mood_calm"}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Event

from ..effects import EFFECTS, Change, Fx
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State
from .catalog import ops_of, param
from .events import PookyMood

MOODS = ("calm", "manic", "crazy", "psychotic")
NAMES = {"calm": "Calm", "manic": "Manic", "crazy": "Crazy", "psychotic": "Psychotic"}
DRINK_LIMIT = 3
"""A Drink giving him this much Alcohol Content or more makes his mood worse (L1214)."""


class Mood(SeatExtra, frozen=True):
    """Pooky's Mood Marker: 0 Calm, 1 Manic, 2 Crazy, 3 Psychotic (public)."""

    value: int = 0

    def describe(self) -> str:
        return f"Mood: {NAMES[MOODS[self.value]]}"


def worse(state: State, seat: int, why: str) -> Result:
    """One space down the Mood Card (Psychotic stays Psychotic, L1218)."""
    mood = extra_of(state, seat, Mood) or Mood()
    value = min(mood.value + 1, len(MOODS) - 1)
    state = set_extra(state, seat, Mood(value))
    return state, (PookyMood(seat=seat, mood=MOODS[value], why=why),)


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def mood_bonus(fx: Fx, *, bonus: int, at_least: int = 0) -> None:
    """+bonus to the card's numbers while Pooky's mood is at least ``at_least`` (L1242)."""


@EFFECTS.op
def mood_worse(fx: Fx) -> None:
    """Pooky's mood gets worse, after the card's other effects (L1216, L1222)."""


@EFFECTS.op
def mood_calm(fx: Fx) -> None:
    """Pooky is now Calm, after the card's other effects (L1220, L1222)."""


# --- hooks --------------------------------------------------------------------------------------


class MoodsMechanic(Mechanic):
    """The hooks of the moods family."""

    name = "moods"

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        return set_extra(state, seat, Mood())

    def modify_play(self, state: State, play: Play, card: Any) -> Play:
        """Mood-dependent numbers, read as the card resolves (L1242)."""
        mood = (extra_of(state, play.seat, Mood) or Mood()).value
        bonus = sum(
            int(param(e, "bonus", 0))
            for e in ops_of(card, "effects", "mood_bonus")
            if mood >= int(param(e, "at_least", 0))
        )
        if not bonus:
            return play
        return replace(play, delta=play.delta + bonus)

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """His card's own mood change, after its other effects; Ignored with it (L1258)."""
        if play.seat in ignored_by:
            return state, ()
        events: list[Event] = []
        for _ in ops_of(card, "effects", "mood_worse"):
            state, more = worse(state, play.seat, "card")
            events.extend(more)
        if ops_of(card, "effects", "mood_calm"):
            state = set_extra(state, play.seat, Mood(0))
            events.append(PookyMood(seat=play.seat, mood="calm", why="card"))
        return state, tuple(events)

    def after_changes(self, state: State, play: Play, changes: tuple[Change, ...]) -> Result:
        """Another player's card took his Fortitude; a Drink gave him 3+ Alcohol (L1212-1214)."""
        events: list[Event] = []
        for seat, s in enumerate(state.seats):
            if extra_of(state, seat, Mood) is None or s.out:
                continue
            hurt = any(c.seat == seat and c.stat == "fortitude" and c.amount < 0 for c in changes)
            drunk = sum(c.amount for c in changes if c.seat == seat and c.stat == "alcohol")
            if play.kind == "card" and play.seat >= 0 and play.seat != seat and hurt:
                state, more = worse(state, seat, "hurt")
                events.extend(more)
            elif play.kind == "drink" and play.drinker == seat and drunk >= DRINK_LIMIT:
                state, more = worse(state, seat, "drink")
                events.extend(more)
        return state, tuple(events)

    def on_round_end(
        self, state: State, owner: int, winner: int, took_part: tuple[int, ...] = ()
    ) -> Result:
        """He took part in the round and did not win it (L1216, L1236-1240)."""
        if owner in took_part and owner != winner and not state.seats[owner].out:
            return worse(state, owner, "round")
        return state, ()


__all__ = ["MOODS", "NAMES", "Mood", "MoodsMechanic", "mood_bonus", "mood_calm", "mood_worse"]

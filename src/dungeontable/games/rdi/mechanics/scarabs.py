"""Amundyr the Cursed's Scarab Tokens (compendium 002 L87-122; rdi.md §2.1 Amundyr).

Amundyr keeps a supply of 12 Scarab Tokens beside her mat (L95). Her cards give players tokens,
which they keep in view (L99). At the end of a player's turn, if that player holds one or more
tokens and is not Amundyr herself, they return one token to her and lose 1 Fortitude (L103).
That loss may be reduced or Ignored as though it came from an Action card Amundyr played, but it
gives no right to hit back (L105): it is a pending item (``Play(kind="damage")``, counting as
her Action card) whose loss records no hit-back right; option ``scarab_negate`` [proposed]:
``ignore_only`` (default, unnegatable) or ``as_action`` (a Negate of an Action card stops it).
The token goes back whether or not the loss is Ignored (L105). Tokens in her own supply
never hurt her (L107).

A card that only gives tokens does not affect the player's Fortitude (L111): the op records no
stat change, so "Ignore a card that would make you lose Fortitude" cannot answer it. A player who
Ignores a card gets no tokens from it (R-6.6). With too few tokens left she gives what she has
(L113). Tokens stay on players (and keep hurting) after Amundyr loses (L115); a player who loses
the game returns theirs (L117): the supply counts only the tokens of players still in.

State: one ``Scarabs`` value on Amundyr's seat (public): the tokens each seat holds.

Card data: ``effects = [{op = "give_scarabs", amount = 1, who = "target"}]`` (``who`` as the
core ops: target, targets, others, all).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from ..effects import EFFECTS, Fx
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State
from .catalog import ops_of, param
from .events import ScarabDamage, ScarabsGiven

TOKENS = 12
"""Scarab Tokens in Amundyr's supply at setup (002 L95)."""
DAMAGE = 1
"""Fortitude a holder loses at the end of their turn (002 L103)."""


class Scarabs(SeatExtra, frozen=True):
    """Amundyr's tokens: ``held[i]`` = tokens seat ``i`` holds (her own entry stays 0);
    ``ticked`` = the turn whose end-of-turn Scarab damage was already dealt."""

    held: tuple[int, ...] = ()
    tokens: int = TOKENS
    ticked: int = 0

    def supply(self, out: tuple[bool, ...] = ()) -> int:
        """Tokens beside her mat; a player out of the game has returned theirs (L117)."""
        kept = sum(n for i, n in enumerate(self.held) if not (i < len(out) and out[i]))
        return self.tokens - kept

    def describe(self) -> str:
        holders = ", ".join(f"seat {i}: {n}" for i, n in enumerate(self.held) if n) or "nobody"
        return f"Scarab supply {self.supply()}/{self.tokens}; held: {holders}"


def settled(scarabs: Scarabs, state: State) -> Scarabs:
    """The tokens of players out of the game back in the supply (L117)."""
    held = tuple(
        0 if i < len(state.seats) and state.seats[i].out else n for i, n in enumerate(scarabs.held)
    )
    return replace(scarabs, held=held) if held != scarabs.held else scarabs


def given(scarabs: Scarabs, seat: int, amount: int, n_seats: int) -> tuple[Scarabs, int]:
    """Give ``seat`` up to ``amount`` tokens from the supply (L113): (new value, given)."""
    held = list(scarabs.held) + [0] * max(0, n_seats - len(scarabs.held))
    count = max(0, min(amount, scarabs.supply()))
    held[seat] += count
    return replace(scarabs, held=tuple(held)), count


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def give_scarabs(fx: Fx, *, amount: int, who: str = "target") -> None:
    """Players gain ``amount`` Scarab Tokens from Amundyr's supply (after the card's other
    effects, by her mechanic; records no stat change: it does not affect Fortitude, L111)."""


# --- hooks --------------------------------------------------------------------------------------


class ScarabsMechanic(Mechanic):
    """The hooks of the scarabs family."""

    name = "scarabs"
    to_piece_owner = True  # a card aimed at a Gizmo or Minion: its owner instead

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        return set_extra(state, seat, Scarabs(held=(0,) * len(state.seats)))

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """The tokens a card gives (an Ignoring player gets none, R-6.6)."""
        gives = ops_of(card, "effects", "give_scarabs") if play.kind == "card" else ()
        if not gives:
            return state, ()
        scarabs = settled(_mine(state, play.seat), state)
        fx = Fx(play, state.seats)
        moved = dict(play.moved) if state.options.redirect_moves == "card" else {}
        events = []
        for effect in gives:
            amount = fx.value(param(effect, "amount", 1))
            for seat in fx.who(param(effect, "who", "target")):
                seat = moved.get(seat, seat)
                if seat in ignored_by or seat == play.seat or state.seats[seat].out:
                    continue
                scarabs, count = given(scarabs, seat, amount, len(state.seats))
                events.append(
                    ScarabsGiven(
                        seat=seat,
                        by=play.seat,
                        amount=count,
                        held=scarabs.held[seat],
                        supply=scarabs.supply(),
                    )
                )
        return set_extra(state, play.seat, scarabs), tuple(events)

    def on_leave(self, state: State, owner: int, leavers: tuple[int, ...]) -> Result:
        """L117: a player who loses returns their Scarab Tokens to Amundyr's supply at once."""
        scarabs = extra_of(state, owner, Scarabs)
        if scarabs is None:
            return state, ()
        new = settled(scarabs, state)
        return (set_extra(state, owner, new) if new != scarabs else state), ()

    def on_any_turn_end(self, state: State, owner: int, seat: int) -> Result:
        """Scarab damage (L103): the player returns a token and a 1-Fortitude loss from Amundyr
        goes on the stack (Ignorable, no hit-back, L105); once per turn."""
        scarabs = extra_of(state, owner, Scarabs)
        if scarabs is None or scarabs.ticked == state.turn:
            return state, ()
        new = settled(scarabs, state)
        held = new.held[seat] if seat < len(new.held) else 0
        if not held or seat == owner or state.seats[seat].out:  # her own supply never hurts
            return (set_extra(state, owner, new) if new != scarabs else state), ()
        scarabs = new
        left = list(scarabs.held)
        left[seat] -= 1
        scarabs = replace(scarabs, held=tuple(left), ticked=state.turn)
        state = set_extra(state, owner, scarabs)
        play = Play("damage", seat=owner, target=seat, amount=DAMAGE)
        guard = ("unnegatable",) if state.options.scarab_negate == "ignore_only" else ()
        stack = state.stack.push(play, source=owner, counts_as="action", flags=guard)
        state = replace(state, stack=stack)
        uid = stack.items[-1].uid
        event = ScarabDamage(
            seat=seat, owner=owner, held=held - 1, supply=scarabs.supply(), uid=uid
        )
        return state, (event,)


def _mine(state: State, seat: int) -> Scarabs:
    return extra_of(state, seat, Scarabs) or Scarabs(held=(0,) * len(state.seats))

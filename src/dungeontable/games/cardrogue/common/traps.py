"""Traps (R140-R148, R139, A-11, A-50).

A trap triggers once when flipped (on the flipper) and once per *entry* afterwards; it stays on
the board. A CAN AVOID TRAP template rolls first: on its X the trap counts as triggered but
does nothing (R147). Paralysis on the victim's own turn ends it now; at upkeep it costs this
turn; otherwise the next turn (A-11).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import DieRolled, Event

from ..events import TrapSprung
from ..state import Enemy, State
from .board import unpack
from .shared import cat, end_turn_now
from .stats import faces
from .status import hurt, poison, poison_enemy, skip_turns


def spring_on_player(state: State, seat: int, pos: int, ev: list[Event], *, when: str) -> State:
    """Trap at ``pos`` hits ``seat``; ``when`` is ``turn`` (his own turn), ``upkeep`` or
    ``away`` (someone else's turn)."""
    card = state.cells[pos].card
    trap = cat(state)[card].trap
    if trap is None:
        return state
    x, y = unpack(pos)
    avoid = faces(cat(state), state.players[seat], "avoid_on")
    if avoid:
        face, rng = state.rng.roll()
        state = replace(state, rng=rng)
        ev.append(DieRolled(seat=seat, purpose="avoid trap", sides=6, value=face))
        if face in avoid:
            ev.append(TrapSprung(card=card, x=x, y=y, seat=seat, avoided=True))
            return state
    ev.append(TrapSprung(card=card, x=x, y=y, seat=seat))
    effect, amount = trap
    if effect == "damage":
        return hurt(state, seat, amount, "spike trap", ev)
    if effect == "poison":
        return poison(state, seat, amount, "poison trap", ev)
    if when == "turn" and state.options.paralysis_on_own_turn == "ends_turn":
        return end_turn_now(state)
    return skip_turns(state, seat, amount, "paralysis trap", ev)


def spring_on_enemy(state: State, enemy: Enemy, ev: list[Event], responsible: int) -> State:
    """R139: an enemy entering a revealed trap suffers it. A kill credits ``responsible`` (A-50).

    Only a thrown teleport (``rules.teleport``) moves an enemy, so this is that module's entry
    point.
    """
    from .enemies import damage_enemy, paralyze_enemy  # the enemy path owns slaying

    card = state.cells[enemy.pos].card
    trap = cat(state)[card].trap
    if trap is None:
        return state
    x, y = unpack(enemy.pos)
    ev.append(TrapSprung(card=card, x=x, y=y, enemy=enemy.uid))
    effect, amount = trap
    if effect == "damage":
        return damage_enemy(state, enemy, amount, "spike trap", responsible, ev)
    if effect == "poison":  # R221: a shorter new poison leaves the old one, and its poisoner
        return poison_enemy(state, enemy, amount, responsible, card, ev)
    return paralyze_enemy(state, enemy, amount, card, ev)

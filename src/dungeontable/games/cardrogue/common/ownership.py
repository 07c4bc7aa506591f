"""Cards changing hands: artifacts taking effect, boss cards, the end-rush trigger.

Every ownership change goes through ``gain`` / ``lose`` so the checks of §6.3 always run:
R181 / A-17 (gaining a +X max-health artifact also heals X), R263 (both basilisks in one hand
leave the game), R264 / R270 (taking the golem starts the end rush with 2+ players).

Hand visibility (A-47): by default a hand is private, so a card taken from a hidden place (a
drop pile, another hand) is named only to the seats that may see it. ``is_hand_public`` says when
every hand is on the table instead (solo play, or the option ``hands="open"``): then such events
name their cards to everyone, spectators included, exactly as the views do.
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event

from ..events import CardsRemoved, CardsTaken, EndRushBegan, HealthChanged
from ..state import State, update_player
from .shared import cat
from .stats import max_health


def is_hand_public(state: State) -> bool:
    """A-47: a hand's cards are seen by every seat (solo, or the option ``hands="open"``)."""
    return state.seats == 1 or state.options.hands == "open"


def gain(
    state: State,
    seat: int,
    cards: tuple[str, ...],
    ev: list[Event],
    source: str,
    *,
    private: bool = False,
) -> State:
    """``cards`` go into ``seat``'s hand; ``private`` hides their identities from the other
    seats unless every hand is public (A-47)."""
    if not cards:
        return state
    catalog = cat(state)
    player = state.players[seat]
    bonus = sum(
        catalog[c].max_bonus
        for c in cards
        if catalog[c].kind == "artifact" and catalog[c].max_bonus > 0
    )
    state = update_player(state, seat, hand=player.hand + cards, health=player.health + bonus)
    if bonus:
        cause = "max health raised by a held artifact"
        ev.append(HealthChanged(seat=seat, amount=bonus, cause=cause, health=player.health + bonus))
    if private and not is_hand_public(state):
        others = tuple(s for s in range(state.seats) if s != seat)
        ev.append(CardsTaken(seat=seat, cards=cards, count=len(cards), source=source, to=(seat,)))
        ev.append(CardsTaken(seat=seat, cards=(), count=len(cards), source=source, to=others))
    else:
        ev.append(CardsTaken(seat=seat, cards=cards, count=len(cards), source=source))
    state = _exclusive_check(state, seat, ev)
    if any(catalog[c].end_rush for c in cards) and state.seats > 1 and not state.end_rush:
        state = replace(state, end_rush=True)
        ev.append(EndRushBegan(seat=seat))
    return state


def lose(state: State, seat: int, card: str, ev: list[Event] | None = None) -> State:
    """One copy of ``card`` leaves ``seat``'s hand (no health change, A-17; with ``ev`` and
    ``artifact_loss_health="clamp_current"`` a lost +max-health artifact clamps his health)."""
    hand = list(state.players[seat].hand)
    hand.remove(card)
    state = update_player(state, seat, hand=tuple(hand))
    if ev is not None and state.options.artifact_loss_health == "clamp_current":
        state = clamp_health(state, seat, (card,), ev)
    return state


def clamp_health(state: State, seat: int, lost: tuple[str, ...], ev: list[Event]) -> State:
    """A-17 alternative: after losing a +X max-health artifact, current health above the new max
    drops to it."""
    catalog = cat(state)
    if not any(catalog[c].kind == "artifact" and catalog[c].max_bonus > 0 for c in lost):
        return state
    player = state.players[seat]
    top = max_health(catalog, player)
    if player.health <= top:
        return state
    cause = "max health lowered by a lost artifact"
    ev.append(HealthChanged(seat=seat, amount=top - player.health, cause=cause, health=top))
    return update_player(state, seat, health=top)


def _exclusive_check(state: State, seat: int, ev: list[Event]) -> State:
    """R263: one hand with both cards of an exclusive pair loses both (off in solo, A-34)."""
    if state.seats == 1 and not state.options.solo_basilisk_discard:
        return state
    catalog = cat(state)
    hand = state.players[seat].hand
    groups = [catalog[c].exclusive for c in hand if catalog[c].exclusive]
    for group in dict.fromkeys(groups):
        if groups.count(group) < 2:
            continue
        gone = tuple(c for c in hand if catalog[c].exclusive == group)
        hand = tuple(c for c in hand if catalog[c].exclusive != group)
        state = update_player(state, seat, hand=hand)
        state = replace(state, removed=state.removed + gone)
        ev.append(CardsRemoved(seat=seat, cards=gone, reason="one hand held the whole pair"))
    return state

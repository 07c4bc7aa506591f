"""Heals paid with Loot (R218, A29: "a Cure Assorted Wounds heal on another player, paid with
any Loot the two agree on").

As a start- or end-of-turn action the healer offers a heal to a wounded player on the floor who
has Stash Loot (``OfferHeal``, a core ``Offer``); that player answers (phase ``heal-offer``):
``PayForHeal(card)`` hands the chosen Stash card to the healer, who flips the shtick and heals
them as ``HealOther`` does; ``RefuseHeal`` ends the offer with nothing changed. The free heal
(``HealOther``) stays available: paying is an agreement, not a duty.
"""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event, Offer

from ..common.powers import heal_other, heal_targets, healing_shticks
from ..common.table import player, with_player
from ..deck import CardIndex
from ..events import LootGiven
from ..state import State


def offer_actions(state: State, seat: int, index: CardIndex | None = None) -> list[Action]:
    """A29: one ``OfferHeal`` per healing shtick and wounded player holding Stash Loot."""
    return [
        A.OfferHeal(index=i, seat=s)
        for i in healing_shticks(state, seat, index)
        for s in heal_targets(state, seat)
        if player(state, s).stash
    ]


def offer_heal(state: State, action: A.OfferHeal, ev: list[Event]) -> State:
    offer = Offer(uid=state.turns_played, by=state.turn.seat, to=action.seat, terms=action.index)
    return replace(state, heal_offer=offer, heal_resume=state.phase, phase="heal-offer")


def patient_seat(state: State) -> int:
    assert state.heal_offer is not None
    return state.heal_offer.to


def answer_actions(state: State) -> list[Action]:
    """The patient pays with any one Stash card, or refuses."""
    stash = dict.fromkeys(player(state, patient_seat(state)).stash)
    return [*(A.PayForHeal(card=c) for c in stash), A.RefuseHeal()]


def pay(state: State, action: A.PayForHeal, ev: list[Event]) -> State:
    """The Loot goes to the healer (hidden from the others), then the heal (``heal_other``)."""
    offer = state.heal_offer
    assert offer is not None
    offer.accept(offer.to)
    stash = list(player(state, offer.to).stash)
    stash.remove(action.card)
    state = with_player(state, offer.to, stash=tuple(stash))
    state = with_player(state, offer.by, stash=(*player(state, offer.by).stash, action.card))
    both = (offer.to, offer.by)
    ev.append(LootGiven(seat=offer.to, receiver=offer.by, card=action.card, to=both))
    others = tuple(x for x in range(state.seats) if x not in both)
    if others:
        ev.append(LootGiven(seat=offer.to, receiver=offer.by, card="", to=others))
    state = _close(state)
    return heal_other(state, A.HealOther(index=offer.terms, seat=offer.to), ev)


def refuse(state: State, action: A.RefuseHeal, ev: list[Event]) -> State:
    offer = state.heal_offer
    assert offer is not None
    offer.decline(offer.to)
    return _close(state)


def _close(state: State) -> State:
    return replace(state, heal_offer=None, heal_resume="", phase=state.heal_resume)

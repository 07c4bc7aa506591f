"""Offers: open -> accepted | declined | withdrawn, binding once accepted (core and the toy)."""

from __future__ import annotations

import msgspec
import pytest

from dungeontable.core import IllegalAction, Offer, OfferError

from .table import Table
from .toygame import GAME
from .toyvalues import CardGiven, OfferMade, OfferSettled, Terms


def test_an_offer_settles_once_and_is_immutable() -> None:
    offer = Offer(1, by=0, to=1, terms="2 hp for a negate")
    accepted = offer.accept(1)
    assert (offer.status, offer.is_open) == ("open", True)
    assert (accepted.status, accepted.is_open) == ("accepted", False)
    assert offer.decline(1).status == "declined"
    assert offer.withdraw(0).status == "withdrawn"


@pytest.mark.parametrize(
    ("settle", "answer", "message"),
    [
        ("accept", "withdraw", "offer #1 is already accepted; it cannot be withdrawn"),
        ("accept", "decline", "offer #1 is already accepted; it cannot be declined"),
        ("accept", "accept", "offer #1 is already accepted; it cannot be accepted"),
        ("decline", "accept", "offer #1 is already declined; it cannot be accepted"),
        ("withdraw", "accept", "offer #1 is already withdrawn; it cannot be accepted"),
    ],
)
def test_a_settled_offer_cannot_change(settle: str, answer: str, message: str) -> None:
    offer = Offer(1, by=0, to=1, terms=None)
    settled = getattr(offer, settle)(0 if settle == "withdraw" else 1)
    with pytest.raises(OfferError) as info:
        getattr(settled, answer)(0 if answer == "withdraw" else 1)
    assert str(info.value) == message


def test_only_the_right_seat_answers() -> None:
    offer = Offer(4, by=2, to=0, terms=None)
    with pytest.raises(OfferError, match="only seat 0 may answer offer #4, not seat 2"):
        offer.accept(2)
    with pytest.raises(OfferError, match="only seat 2 may answer offer #4, not seat 0"):
        offer.withdraw(0)


def test_offer_round_trips_through_json() -> None:
    offer = Offer(3, by=1, to=2, terms=Terms(2, "heal")).accept(2)
    assert msgspec.json.decode(msgspec.json.encode(offer), type=Offer[Terms]) == offer


# --- offers in the toy game (T-10) ------------------------------------------------------------


def test_accepted_offer_executes_its_terms_at_once() -> None:
    t = Table.deal([["zap1"], ["negate", "heal"]])
    t.do("pass")  # seat 1 may Heal in the start-of-turn window; it does not
    assert t.do("make-offer to=1 hp=2 want=negate") == [
        OfferMade(offer=1, by=0, recipient=1, hp=2, want="negate")
    ]
    assert t.decision == (1, "answer-offer")
    assert t.legal() == ["accept offer=1", "decline offer=1"]
    assert t.do("accept offer=1") == [
        CardGiven(by=1, recipient=0, card="negate"),
        OfferSettled(offer=1, status="accepted"),
    ]
    state = t.state
    assert state.hp == (8, 12)
    assert state.hands == (("negate", "zap1"), ("heal",))
    assert state.offer is None
    assert state.offers == (Offer(1, 0, 1, Terms(2, "negate"), "accepted"),)
    assert t.decision == (0, "main")
    assert t.legal() == ["zap amount=1 target=1", "done"]  # one offer per turn


def test_acceptance_is_binding_the_offer_cannot_be_withdrawn() -> None:
    t = Table.deal([["zap1"], ["negate"]])
    t.do("make-offer to=1 hp=1 want=negate", "accept offer=1")
    before = t.state
    with pytest.raises(IllegalAction) as info:
        GAME.apply(before, GAME.actions.parse("withdraw offer=1"))
    assert str(info.value) == (
        "offer #1 is already accepted; it cannot be withdrawn. "
        "Allowed now: zap amount=1 target=1; done"
    )
    assert t.state is before and before.hp == (9, 11)


def test_a_recipient_without_the_card_can_only_decline() -> None:
    t = Table.deal([["zap1"], ["heal"]])
    t.do("pass", "make-offer to=1 hp=2 want=negate")
    assert t.legal() == ["decline offer=1"]
    with pytest.raises(IllegalAction, match="accept offer=1 is not legal now"):
        GAME.apply(t.state, GAME.actions.parse("accept offer=1"))
    assert t.do("decline offer=1") == [OfferSettled(offer=1, status="declined")]
    assert t.state.hp == (10, 10) and t.state.hands == (("zap1",), ("heal",))
    assert t.state.offers[0].status == "declined"


def test_offers_are_limited_by_hit_points_and_reset_each_turn() -> None:
    t = Table.deal([["negate"], ["heal"]], hp=[2, 10])
    t.do("pass")
    assert t.legal() == [
        "make-offer to=1 hp=1 want=negate",
        "make-offer to=1 hp=1 want=heal",
        "done",
    ]
    t.do("make-offer to=1 hp=1 want=heal", "accept offer=1")
    assert t.state.hp == (1, 11) and t.legal() == ["done"]
    t.do("done")
    assert t.decision == (0, "respond")  # seat 0 now holds the Heal: start-of-turn window
    t.do("pass")
    assert t.decision == (1, "main")
    assert "make-offer to=0 hp=2 want=heal" in t.legal()
    t.do("make-offer to=0 hp=2 want=heal")
    assert t.state.offer == Offer(2, 1, 0, Terms(2, "heal"))
    assert t.decision == (0, "answer-offer")

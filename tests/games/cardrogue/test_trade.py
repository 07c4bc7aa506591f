"""Trading: an offer the other seat accepts or declines, binding once accepted (R250, R251,
A-16, A-33, A-37)."""

from __future__ import annotations

from typing import Any

import pytest

from dungeontable.core import IllegalAction, OfferError
from dungeontable.games.cardrogue import GAME
from dungeontable.games.cardrogue.events import TradeAnswered, TradeProposed
from dungeontable.games.cardrogue.state import State

from .conftest import act, build, every, kinds, player, tile


def _pair(mine: list[str], theirs: list[str], **extra: Any) -> State:
    return build(
        {
            "players": [player(0, 0, "explorer", hand=mine), player(1, 0, "rogue", hand=theirs)],
            "cells": [tile(0, 0), tile(1, 0), *extra.pop("cells", [])],
        },
        seats=2,
        **extra,
    )


def test_R251_an_offer_is_built_sent_and_answered_by_the_other_seat() -> None:
    s = act(_pair(["sword", "gold_5"], ["potion_red"]), "propose-trade dir=E")[0]
    assert s.pending[0].kind == "trade" and s.offer is not None and s.offer.is_open
    s = act(s, "offer-card card=sword", "ask-card card=potion_red", "send-offer")[0]
    decision = GAME.decision(s)
    assert decision is not None and decision.seat == 1 and decision.kind == "trade-answer"
    assert every(s) == ["accept-trade", "decline-trade"]
    s, ev = act(s, "accept-trade")
    assert s.players[0].hand == ("gold_5", "potion_red")
    assert s.players[1].hand == ("sword",)
    assert s.offer is None and s.pending == () and s.seat == 0 and s.step == 3
    assert [(e.by, e.to_seat, e.accepted) for e in kinds(ev, TradeAnswered)] == [(0, 1, True)]


def test_R251_the_terms_are_announced() -> None:
    s = act(_pair(["sword"], ["gold_1"]), "propose-trade dir=E", "offer-card card=sword")[0]
    ev = act(s, "ask-card card=gold_5", "send-offer")[1]
    sent = kinds(ev, TradeProposed)
    assert [(e.give, e.ask, e.to) for e in sent] == [(("sword",), ("gold_5",), None)]


def test_R251_declined_nothing_changes_hands() -> None:
    s = _pair(["sword"], ["gold_5"])
    s, ev = act(s, "propose-trade dir=E", "offer-card card=sword", "send-offer", "decline-trade")
    assert s.players[0].hand == ("sword",) and s.players[1].hand == ("gold_5",)
    assert [e.accepted for e in kinds(ev, TradeAnswered)] == [False]
    assert s.offer is None and s.pending == ()


def test_A16_a_one_sided_gift() -> None:
    s = act(_pair(["sword"], []), "propose-trade dir=E", "offer-card card=sword", "send-offer")[0]
    s = act(s, "accept-trade")[0]
    assert s.players[1].hand == ("sword",) and s.players[0].hand == ()


def test_R251_accepting_needs_the_asked_cards() -> None:
    s = act(_pair([], ["gold_1"]), "propose-trade dir=E", "ask-card card=gold_5", "send-offer")[0]
    assert every(s) == ["decline-trade"]
    with pytest.raises(IllegalAction):
        act(s, "accept-trade")


def test_R251_only_cards_with_a_trade_symbol() -> None:
    hand = ["sword", "key", "heart_stone", "basilisk", "potion_red"]
    s = act(_pair(hand, ["gold_1"]), "propose-trade dir=E")[0]
    gives = [a for a in every(s) if a.startswith("offer-card")]
    assert gives == ["offer-card card=sword", "offer-card card=potion_red"]
    asks = [a.split("=")[1] for a in every(s) if a.startswith("ask-card")]
    assert "key" not in asks and "basilisk" not in asks and "heart_stone" not in asks
    assert "gold_10" in asks and "troll" in asks  # loot is tradeable (R091)


def test_R251_asks_as_many_cards_as_the_other_holds() -> None:
    """003 L196 sets no limit: four cards may be asked from a player holding four (his hand
    size is public, A-47); none from an empty hand."""
    s = act(_pair(["gold_1"], ["sword", "dagger", "helm", "boots"]), "propose-trade dir=E")[0]
    for card in ("sword", "dagger", "helm", "boots"):
        s = act(s, f"ask-card card={card}")[0]
    assert not [a for a in every(s) if a.startswith("ask-card")]
    s = act(s, "send-offer", "accept-trade")[0]
    assert sorted(s.players[0].hand) == ["boots", "dagger", "gold_1", "helm", "sword"]
    empty = act(_pair(["gold_1"], []), "propose-trade dir=E")[0]
    assert not [a for a in every(empty) if a.startswith("ask-card")]


def test_R251_equipped_cards_are_not_traded() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer", equipment={"primary": "sword"}),
                        player(1, 0, "rogue")],
            "cells": [tile(0, 0), tile(1, 0)],
        },
        seats=2,
    )  # fmt: skip
    s = act(s, "propose-trade dir=E")[0]
    assert not [a for a in every(s) if a.startswith("offer-card")]


def test_R251_a_card_is_given_once_per_copy_held() -> None:
    s = act(_pair(["gold_1", "gold_1"], []), "propose-trade dir=E")[0]
    s = act(s, "offer-card card=gold_1", "offer-card card=gold_1")[0]
    assert not [a for a in every(s) if a.startswith("offer-card")]
    assert s.offer is not None and s.offer.terms.give == ("gold_1", "gold_1")


def test_R251_nothing_to_send_until_the_terms_name_a_card() -> None:
    s = act(_pair([], []), "propose-trade dir=E")[0]
    assert "send-offer" not in every(s) and "cancel-trade" in every(s)
    s = act(s, "cancel-trade")[0]
    assert s.offer is None and s.pending == () and s.phase == "explore"


def test_R251_neither_may_be_in_combat() -> None:
    s = _pair(["sword"], [], cells=[{"at": [2, 0], "card": "troll", "queue": [1]}])
    assert "propose-trade dir=E" not in every(s)


def test_R251_acceptance_is_binding() -> None:
    s = act(_pair(["sword"], []), "propose-trade dir=E", "offer-card card=sword", "send-offer")[0]
    assert s.offer is not None
    accepted = s.offer.accept(1)
    with pytest.raises(OfferError):
        accepted.withdraw(0)
    with pytest.raises(OfferError):
        s.offer.accept(0)  # only the other seat answers


def test_A37_trades_are_unlimited() -> None:
    s = _pair(["gold_1", "gold_5"], [])
    for card in ("gold_1", "gold_5"):
        s = act(s, "propose-trade dir=E", f"offer-card card={card}", "send-offer", "accept-trade")[
            0
        ]
    assert s.players[1].hand == ("gold_1", "gold_5")

"""A-47 ``hands``: events name a hand's cards to exactly the seats whose views show that hand.

Two card moves put a card into a hand from a hidden place: a steal (R254) and the card a dead
player keeps (R242.1, A-14). With ``hands="private"`` (the
default) a seat that is not involved and a spectator learn only that a card moved; with
``hands="open"`` every seat and spectator is told which card, as the view shows it in the hand.
"""

from __future__ import annotations

from typing import Any

import pytest

from dungeontable.core import Event, events_for
from dungeontable.games.cardrogue import GAME
from dungeontable.games.cardrogue.events import CardKept, CardsTaken, CardStolen
from dungeontable.games.cardrogue.state import State

from .conftest import act, build, kinds, player, tile

BYSTANDER = 2
"""Seat 2 takes no part in any of the moves below."""


def _three(players: list[dict[str, Any]], cells: list[dict[str, Any]], **kw: Any) -> State:
    bystander = player(9, 9, "cleric")
    return build({"players": [*players, bystander], "cells": [*cells, tile(9, 9)]}, seats=3, **kw)


def _steal(hands: str, victim_hand: tuple[str, ...] = ("gold_10",)) -> list[Event]:
    """Seat 0 (explorer) steals from seat 1 (warrior) east of him with a 6."""
    s = _three(
        [player(0, 0, "explorer"), player(1, 0, "warrior", hand=list(victim_hand))],
        [tile(0, 0), tile(1, 0)],
        dice=(6,),
        hands=hands,
    )
    return act(s, "steal dir=E")[1]


def _shown(events: list[Event], seat: int | None) -> list[tuple[str, Any]]:
    """What ``seat`` learns about the moved cards: (event kind, card or cards) in order."""
    seen: list[tuple[str, Any]] = []
    for e in events_for(events, seat):
        if isinstance(e, CardStolen):
            seen.append(("stolen", e.card))
        elif isinstance(e, CardsTaken):
            seen.append(("taken", (e.cards, e.count)))
        elif isinstance(e, CardKept):
            seen.append(("kept", e.card))
    return seen


# --- steal (R254) ---------------------------------------------------------------------------


def test_A47_private_a_bystander_learns_only_that_a_card_was_stolen() -> None:
    ev = _steal("private")
    assert _shown(ev, BYSTANDER) == [("stolen", ""), ("taken", ((), 1))]
    assert _shown(ev, None) == []  # spectators see no hand, so no stolen card either
    assert _shown(ev, 0) == [("stolen", "gold_10"), ("taken", (("gold_10",), 1))]
    assert _shown(ev, 1) == [("stolen", "gold_10"), ("taken", ((), 1))]


def test_A47_open_everyone_sees_the_stolen_card() -> None:
    ev = _steal("open")
    both = [("stolen", "gold_10"), ("taken", (("gold_10",), 1))]
    for seat in (0, 1, BYSTANDER, None):
        assert _shown(ev, seat) == both
    stolen = kinds(ev, CardStolen)
    assert [(e.card, e.to) for e in stolen] == [("gold_10", None)]  # one public event


@pytest.mark.parametrize("hands", ["private", "open"])
def test_A47_the_bystanders_stream_depends_on_the_stolen_card_only_with_open_hands(
    hands: str,
) -> None:
    """Two positions that differ only in the victim's hand card: a bystander's event stream
    tells them apart exactly when his view does."""
    texts = []
    views = []
    for card in ("gold_10", "key"):
        s = _three(
            [player(0, 0, "explorer"), player(1, 0, "warrior", hand=[card])],
            [tile(0, 0), tile(1, 0)],
            dice=(6,),
            hands=hands,
        )
        after, ev = act(s, "steal dir=E")
        texts.append([e.to_text() for e in events_for(ev, BYSTANDER)])
        views.append(GAME.view(after, BYSTANDER).players[0].hand)
    if hands == "private":
        assert texts[0] == texts[1]
        assert views == [None, None]
    else:
        assert texts[0] != texts[1]
        assert views == [("gold_10",), ("key",)]


def test_A47_open_the_stolen_card_in_the_event_is_the_one_the_view_shows() -> None:
    s = _three(
        [player(0, 0, "explorer", hand=["dagger"]), player(1, 0, "warrior", hand=["gold_5"])],
        [tile(0, 0), tile(1, 0)],
        dice=(6,),
        hands="open",
    )
    after, ev = act(s, "steal dir=E")
    (stolen,) = kinds(events_for(ev, BYSTANDER), CardStolen)
    seen = GAME.view(after, BYSTANDER)
    assert stolen.card == "gold_5"
    assert seen.players[0].hand == ("dagger", "gold_5")
    assert seen.players[1].hand == ()


# --- a drop pile taken on entry (R059): revealed, so named to everyone ----------------------


def _drop_pile(hands: str) -> list[Event]:
    s = _three(
        [player(0, 0), player(5, 5)],
        [tile(0, 0), tile(1, 0, drop=["dagger", "potion_red"]), tile(5, 5)],
        hands=hands,
    )
    return act(s, "move dir=E")[1]


def test_R059_private_a_drop_pile_taken_is_revealed_to_everyone() -> None:
    """003 L188: the first player onto the tile "reveals the cards and puts them in his hand":
    the pile's cards are named to every seat and spectators, hands private or not (the hand
    stays private afterwards, as after a purchase)."""
    ev = _drop_pile("private")
    for seat in (0, 1, BYSTANDER, None):
        assert _shown(ev, seat) == [("taken", (("dagger", "potion_red"), 2))]


def test_A47_open_a_drop_pile_taken_is_named_to_everyone() -> None:
    ev = _drop_pile("open")
    for seat in (0, 1, BYSTANDER, None):
        assert _shown(ev, seat) == [("taken", (("dagger", "potion_red"), 2))]


# --- the card a dead player keeps (R242.1, A-14) --------------------------------------------


def _kept(hands: str) -> list[Event]:
    """Seat 0 (rogue, 1 health) attacks a goblin, misses and dies, then keeps a potion."""
    s = _three(
        [
            player(1, 0, "rogue", health=1, hand=["potion_red", "gold_1"], sheet_attack=2),
            player(5, 5, "rogue"),
        ],
        [tile(0, 0, "start"), tile(1, 0), tile(2, 0, "goblin", queue=[0]), tile(5, 5)],
        dice=(1,),
        hands=hands,
    )
    s = act(s, "attack dir=E")[0]
    assert s.pending[0].kind == "keep"
    return act(s, "keep card=potion_red where=hand")[1]


def test_A47_private_the_kept_hand_card_is_hidden_from_the_others() -> None:
    ev = _kept("private")
    assert _shown(ev, BYSTANDER) == [("kept", "")]
    assert _shown(ev, 1) == [("kept", "")]
    assert _shown(ev, None) == []
    assert _shown(ev, 0) == [("kept", "potion_red")]


def test_A47_open_the_kept_hand_card_is_public() -> None:
    ev = _kept("open")
    for seat in (0, 1, BYSTANDER, None):
        assert _shown(ev, seat) == [("kept", "potion_red")]
    assert [e.to for e in kinds(ev, CardKept)] == [None]

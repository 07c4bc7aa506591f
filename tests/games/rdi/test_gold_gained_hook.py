"""The hook ``gold_gained`` (002 L291): every mechanic in the game hears of Gold gained outside a
card's stat changes, the pot won (one gain, Gold and Gold-equivalents), Gold a card takes out of
the pot, and a Drinking Contest won (one gain per player who pays), with the seat that gained it.
Erin's Raven is its user (scenarios ``compendium_erin_l291_*``); here a recorder stands in her
mechanic's place so the calls themselves are checked, whatever her form."""

from __future__ import annotations

from typing import Any

import pytest

from dungeontable.games.rdi.hooks import HOOKS
from dungeontable.games.rdi.mechanics.forms import FormsMechanic
from dungeontable.games.rdi.state import State

from .conftest import build

Call = tuple[int, int, tuple[int, ...], str]


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> list[Call]:
    heard: list[Call] = []

    def record(
        self: Any, state: State, owner: int, seat: int, gains: tuple[int, ...], source: str
    ) -> tuple[State, tuple[()]]:
        heard.append((owner, seat, gains, source))
        return state, ()

    monkeypatch.setattr(FormsMechanic, "gold_gained", record)
    return heard


def test_it_is_a_hook() -> None:
    assert "gold_gained" in HOOKS


def test_a_pot_won_is_one_gain_for_every_mechanic(calls: list[Call]) -> None:
    """Fiona wins a pot of her Gold, Erin's and Gog's: 3, one gain (R-8.8)."""
    seats = [{"character": "erin"}, {"character": "fiona", "hand": ["fiona-deal-me-in"]}, {}]
    t = build(3, phase="action", active=1, seat=seats)
    t.do("play card=fiona-deal-me-in")
    assert calls == [(0, 1, (3,), "pot")]


def test_gold_taken_out_of_the_pot(calls: list[Call]) -> None:
    seats = [{"character": "erin", "hand": ["gerki-skim"]}, {}, {}]
    t = build(
        3,
        phase="action",
        seat=seats,
        gambling={"starter": 1, "controller": 1, "players": [0, 1, 2], "pot": 4},
    )
    t.do("play card=gerki-skim")
    # then nobody else plays: Fiona, controlling the round, wins the 2 left
    assert calls == [(0, 0, (2,), "taken"), (0, 1, (2,), "pot")]


def test_a_drinking_contest_is_one_gain_per_player_who_pays(calls: list[Call]) -> None:
    """Reveals clockwise from Gerki: 2, 1, Erin 3: she wins; Gerki and Gog pay 1 each."""
    seats = [{"character": "erin"}, {"character": "gerki", "drink_me": ["event_contest"]}, {}]
    deck = ["drink_moonshine", "drink_thin_ale", "drink_cellar_stout"]
    build(3, phase="drink", active=1, drink_deck=deck, seat=seats)
    assert calls == [(0, 0, (1, 1), "contest")]

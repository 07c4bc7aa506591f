"""The heuristic bot and the issue-16 house cards: a forced Drink goes to a player with one
waiting, everyone drinks only when someone has a Drink waiting, a Drink is passed or split when
it is strong, a pot card waits for a round."""

from __future__ import annotations

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots import HeuristicBot
from dungeontable.games.rdi.options import Options

from .conftest import Table, build

BOT = HeuristicBot(GAME)


def choose(t: Table, seat: int) -> str:
    view = GAME.view(t.state, seat)
    action, _ = BOT.choose(view, GAME.legal_actions(t.state), Rng.from_seed(0))
    return action.to_text()


def test_forces_a_drink_on_a_player_with_one_waiting() -> None:
    rows = [
        {"character": "gog", "hand": ("gog-gog-says-drink",)},
        {"character": "fiona", "alcohol": 9},
        {"character": "bryn", "drink_me": ("drink_firewater",)},
    ]
    t = build(3, options=Options(characters=("gog", "fiona", "bryn")), phase="action", seat=rows)
    assert choose(t, 0) == 'play card=gog-gog-says-drink target=2 item=0 option=""'


def test_no_forced_drink_and_no_round_with_nothing_waiting() -> None:
    rows = [
        {"character": "dimli", "hand": ("dimli-stout-round", "dimli-share-tankard")},
        {"character": "fiona"},
        {"character": "bryn"},
    ]
    t = build(3, options=Options(characters=("dimli", "fiona", "bryn")), phase="action", seat=rows)
    assert choose(t, 0) == "pass"
    t = build(
        3,
        options=Options(characters=("dimli", "fiona", "bryn")),
        phase="action",
        seat=[rows[0], {"character": "fiona", "drink_me": ("drink_thin_ale",)}, rows[2]],
    )
    assert choose(t, 0) == 'play card=dimli-stout-round target=-1 item=0 option=""'


def test_passes_a_strong_drink_on() -> None:
    rows = [
        {"character": "gerki", "hand": ("gerki-switch-mugs",), "drink_me": ("drink_firewater",)},
        {"character": "fiona", "alcohol": 9},
        {"character": "bryn"},
    ]
    t = build(3, options=Options(characters=("gerki", "fiona", "bryn")), phase="order", seat=rows)
    t.do("order-drink target=1")
    assert choose(t, 0).startswith("play card=gerki-switch-mugs target=")


def test_a_pot_card_is_offered_only_during_a_round() -> None:
    rows = [{"character": "whitehawk", "hand": ("whitehawk-confiscated", "whitehawk-hit")}, {}]
    t = build(2, options=Options(characters=("whitehawk", "fiona")), phase="action", seat=rows)
    assert t.legal() == ["pass", 'play card=whitehawk-hit target=1 item=0 option=""']

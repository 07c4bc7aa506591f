"""The [proposed] items of rdi.md §1 as named ruling options: each setting's exact outcome."""

from __future__ import annotations

from pathlib import Path

import pytest

from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.options import RULINGS, Options

from .conftest import build

CARDS = Path(__file__).parent / "cards"
FIXTURE = (str(CARDS / "fixture.toml"), str(CARDS / "rulings.toml"))


def _play(options: Options, rows: list[dict[str, object]], *actions: str, **setup: object):  # type: ignore[no-untyped-def]
    t = build(len(rows), options=options, seat=rows, **setup)
    return t.do(*actions)


def test_r2_7_max_players() -> None:
    with pytest.raises(ValueError, match="2-8 players"):
        GAME.setup(Options(), 10, 1)
    state = GAME.setup(Options(max_players=12), 10, 1)
    assert len(state.seats) == 10
    dealt = len(state.drink_deck) + sum(len(s.drink_me) for s in state.seats)
    assert dealt == 3 * 30  # one house Drink Deck per 4 seats


@pytest.mark.parametrize(("overflow", "fortitude"), [("lost", 20), ("uncapped", 22)])
def test_r3_1_overflow(overflow: str, fortitude: int) -> None:
    rows = [{"hand": ("brawler_hearty_stew",), "fortitude": 20}, {}]
    t = _play(
        Options(overflow=overflow),
        rows,
        'play card=brawler_hearty_stew target=-1 item=0 option=""',
        phase="action",
    )  # type: ignore[arg-type]
    assert t.seat(0).fortitude == fortitude


@pytest.mark.parametrize(("rule", "golds"), [("all_they_have", (12, 0)), ("nothing", (10, 2))])
def test_r3_2_short_payment(rule: str, golds: tuple[int, int]) -> None:
    rows = [{"hand": ("fx_pickpocket",)}, {"gold": 2}, {}]
    options = Options(cards=FIXTURE, short_payment=rule, last_chance=False)  # type: ignore[arg-type]
    t = _play(options, rows, 'play card=fx_pickpocket target=1 item=0 option=""', phase="action")
    assert (t.seat(0).gold, t.seat(1).gold) == golds


@pytest.mark.parametrize(("rule", "alcohol"), [("never", 5), ("allowed", 4)])
def test_r3_3_sign_flip(rule: str, alcohol: int) -> None:
    """Thin Ale (1) watered down by 2: 0 Alcohol (never flips) or -1 (sobers 1)."""
    rows = [{"drink_me": ("drink_thin_ale",), "hand": ("rogue_water",), "alcohol": 5}, {}]
    t = _play(
        Options(sign_flip=rule),
        rows,
        'play card=rogue_water target=-1 item=1 option=""',
        phase="drink",
    )  # type: ignore[arg-type]
    assert t.seat(0).alcohol == alcohol


@pytest.mark.parametrize(("rule", "first"), [("active", 0), ("next_player", 2)])
def test_r6_4_priority_from(rule: str, first: int) -> None:
    """Seat 1 answers seat 0's Headbutt with an Anytime heal... the window after seat 1's card
    starts with the active player (0) or with the player after seat 1 (2)."""
    rows = [
        {"hand": ("brawler_headbutt", "rogue_second_wind"), "fortitude": 15},
        {"hand": ("rogue_second_wind",), "fortitude": 15},
        {"hand": ("cleric_second_wind",), "fortitude": 15},
    ]
    t = build(3, options=Options(priority_from=rule), phase="action", seat=rows)  # type: ignore[arg-type]
    t.do('play card=brawler_headbutt target=1 item=0 option=""')
    while t.decision.seat != 1:
        t.passes()
    t.do('play card=rogue_second_wind target=-1 item=0 option=""')
    assert t.decision.kind == "respond" and t.decision.seat == first


@pytest.mark.parametrize(("house", "snacks"), [(True, 1), (False, 0)])
def test_r7_6_3_house_events(house: bool, snacks: int) -> None:
    state = GAME.setup(Options(house_events=house), 4, 2)
    cards = [*state.drink_deck, *(c for s in state.seats for c in s.drink_me)]
    assert cards.count("event_snacks") == snacks
    assert cards.count("event_round_house") == 2 and cards.count("event_contest") == 2
    assert len(cards) == 30 - (1 - snacks)


@pytest.mark.parametrize(("inn", "gold"), [(-1, 13), (1, 11), (0, 10)])
def test_r9_1_inn_gold(inn: int, gold: int) -> None:
    rows = [{"hand": ("rx_windfall",)}, {}]
    options = Options(cards=FIXTURE, inn_gold=inn)
    t = _play(options, rows, 'play card=rx_windfall target=-1 item=0 option=""', phase="action")
    assert t.seat(0).gold == gold


@pytest.mark.parametrize(("rule", "how"), [("passed_out", "passed-out"), ("broke", "broke")])
def test_r10_5_double_loss(rule: str, how: str) -> None:
    rows = [{"alcohol": 19, "fortitude": 19, "gold": 0}, {}, {}]
    t = build(3, options=Options(double_loss=rule), phase="end", seat=rows)  # type: ignore[arg-type]
    assert t.seat(0).out == how


def test_every_proposed_item_is_an_option_or_says_why_not() -> None:
    fields = set(Options.__struct_fields__)
    for ruling in RULINGS:
        if ruling.option == "-":
            assert "no alternative reading" in ruling.summary or "not proposed" in ruling.summary
        else:
            assert ruling.option in fields
    options = {r.option for r in RULINGS}
    for name in ("max_players", "overflow", "short_payment", "sign_flip", "priority_from"):
        assert name in options
    for name in ("house_events", "inn_gold", "double_loss"):
        assert name in options


@pytest.mark.parametrize(("inn", "golds"), [(-1, [12, 10, 9]), (0, [12, 9, 9]), (1, [12, 10, 9])])
def test_r9_1_a_finite_inn_covers_an_ante_only_if_it_holds_enough(
    inn: int, golds: list[int]
) -> None:
    rows = [{"hand": ("brawler_dice",)}, {"hand": ("fx_on_the_house",)}, {}]
    t = build(3, options=Options(cards=FIXTURE, inn_gold=inn), phase="action", seat=rows)
    t.do("play card=brawler_dice", "play card=fx_on_the_house item=2")
    assert [s.gold for s in t.state.seats] == golds

"""More R-13 templates: pass a Drink (R-7.5), the Inn pays an ante (R-9.3), take from the pot
(R-8.7), make a player drink now; ordering extra Drinks cannot be Ignored (R-7.7)."""

from __future__ import annotations

from pathlib import Path

from dungeontable.games.rdi.options import Options

from .conftest import build

OPTS = Options(cards=(str(Path(__file__).parent / "cards" / "fixture.toml"),))


def test_pass_a_drink_to_another_player() -> None:
    rows = [{"drink_me": ("drink_firewater",), "hand": ("fx_pass_drink",)}, {}, {}]
    t = build(3, options=OPTS, phase="drink", seat=rows)
    t.do("play card=fx_pass_drink target=2 item=1")
    assert [s.alcohol for s in t.state.seats] == [0, 0, 3]


def test_a_passed_drink_can_be_stopped_by_drink_protection() -> None:
    rows = [
        {"drink_me": ("drink_firewater",), "hand": ("fx_pass_drink",)},
        {},
        {"hand": ("brawler_hands_off",)},
    ]
    t = build(3, options=OPTS, phase="drink", seat=rows)
    t.do("play card=fx_pass_drink target=2 item=1", "play card=brawler_hands_off item=2")
    assert [s.alcohol for s in t.state.seats] == [3, 0, 0]


def test_the_inn_pays_your_ante() -> None:
    rows = [{"hand": ("brawler_dice",)}, {"hand": ("fx_on_the_house",)}, {}]
    t = build(3, options=OPTS, phase="action", seat=rows)
    t.do("play card=brawler_dice", "play card=fx_on_the_house item=2")
    # everyone anted (seat 1 from the Inn): pot 3 won by seat 0
    assert [s.gold for s in t.state.seats] == [12, 10, 9]
    assert t.state.inn == -1


def test_take_gold_from_the_pot() -> None:
    rows = [{"hand": ("brawler_dice",)}, {"hand": ("fx_skim",)}, {"hand": ("brawler_good_hand",)}]
    t = build(3, options=OPTS, phase="action", seat=rows)
    t.do("play card=brawler_dice", "pass")  # seat 1 lets the ante go (a Skim needs a round)
    t.do("pass", "pass")  # and the windows before seat 1 and seat 2 gamble
    t.do("play card=brawler_good_hand", "play card=fx_skim")  # seat 1 skims 2 of the pot of 3
    assert [s.gold for s in t.state.seats] == [9, 11, 10]


def test_make_a_player_drink_now() -> None:
    rows = [{"hand": ("fx_bottoms_up",)}, {"drink_me": ("drink_cellar_stout",)}, {}]
    t = build(3, options=OPTS, phase="action", seat=rows)
    t.do("play card=fx_bottoms_up target=1")
    assert t.seat(1).alcohol == 2 and t.seat(1).drink_me == ()


def test_ordering_extra_drinks_cannot_be_ignored() -> None:
    """R-7.7: a player who Ignores such a card still receives the Drinks."""
    rows = [{"hand": ("brawler_buy_round",)}, {}, {}]
    t = build(3, phase="action", drink_deck=("drink_thin_ale",), seat=rows)
    t.do("play card=brawler_buy_round target=1")
    assert t.seat(1).drink_me == ("drink_thin_ale",)


def test_an_unignorable_card_offers_no_ignore() -> None:
    """R-6.6.4: some cards can never be Ignored."""
    rows = [{"hand": ("fx_sucker_punch",)}, {"hand": ("brawler_duck",)}, {}]
    t = build(3, options=OPTS, phase="action", seat=rows)
    t.do("play card=fx_sucker_punch target=1")
    assert t.seat(1).fortitude == 18
    assert t.decision.kind == "order"


def test_a_loser_leaves_the_table_with_their_cards() -> None:
    """R-10.7: hand to their discard, Drink Me! pile to the Drink discard."""
    rows = [
        {
            "alcohol": 19,
            "fortitude": 19,
            "hand": ("brawler_chair",),
            "drink_me": ("drink_thin_ale",),
        },
        {},
        {},
    ]
    t = build(3, phase="end", seat=rows)
    assert t.seat(0).out == "passed-out"
    assert (t.seat(0).hand, t.seat(0).discard, t.seat(0).drink_me) == ((), ("brawler_chair",), ())
    assert t.state.drink_discard == ("drink_thin_ale",)


def test_split_a_drink_halves_each_part_rounding_up() -> None:
    """R-7.5: Firewater (3) split: both drink 2 (half of 3, rounded up)."""
    rows = [{"drink_me": ("drink_firewater",), "hand": ("fx_split",)}, {}, {}]
    t = build(3, options=OPTS, phase="drink", seat=rows)
    t.do("play card=fx_split target=1 item=1")
    assert [s.alcohol for s in t.state.seats] == [2, 2, 0]
    assert t.state.drink_discard == ("drink_firewater",)


def test_everyone_else_drinks_now() -> None:
    rows = [
        {"hand": ("fx_rounds",), "drink_me": ("drink_firewater",)},
        {"drink_me": ("drink_cellar_stout",)},
        {"drink_me": ("drink_thin_ale",)},
    ]
    t = build(3, options=OPTS, phase="action", seat=rows)
    t.do("play card=fx_rounds")
    assert [s.alcohol for s in t.state.seats] == [0, 2, 1]


def test_alcohol_to_fortitude() -> None:
    rows = [{"drink_me": ("drink_firewater",), "hand": ("fx_tonic",), "fortitude": 10}, {}, {}]
    t = build(3, options=OPTS, phase="drink", seat=rows)
    t.do("play card=fx_tonic item=1")
    assert (t.seat(0).alcohol, t.seat(0).fortitude) == (0, 13)


def test_steal_the_winnings() -> None:
    rows = [{"hand": ("brawler_dice",)}, {"hand": ("fx_swipe",)}, {}]
    t = build(3, options=OPTS, phase="action", seat=rows)
    t.do("play card=brawler_dice")
    assert t.decision.seat == 1 and t.state.stack.items[-1].payload.kind == "winnings"
    t.do(f"play card=fx_swipe item={t.state.stack.items[-1].uid}")
    assert [s.gold for s in t.state.seats] == [9, 12, 9]
    assert t.state.gambling is None and t.decision.kind == "order"

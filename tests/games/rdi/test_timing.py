"""R-4.7 ending a turn early, R-10.3 last chance, R-3.4 "affecting", R-6.2 combined events."""

from __future__ import annotations

from pathlib import Path

from dungeontable.games.rdi.options import Options

from .conftest import build

FIXTURE = (str(Path(__file__).parent / "cards" / "fixture.toml"),)
OPTS = Options(cards=FIXTURE)


def test_ending_the_turn_discards_pending_cards_without_effect() -> None:
    """R-4.7: unresolved cards are discarded; the rest of the turn is skipped."""
    rows = [{"hand": ("brawler_headbutt",)}, {}, {"hand": ("fx_closing_time",)}]
    t = build(3, options=OPTS, phase="action", seat=rows)
    t.do("play card=brawler_headbutt target=1", "play card=fx_closing_time")
    assert t.seat(1).fortitude == 20
    assert t.seat(0).discard == ("brawler_headbutt",)
    assert t.state.active == 1 and t.decision.kind == "discard"
    assert "turn-ended-early" in t.kinds()


def test_ending_the_turn_sends_the_pot_to_the_inn() -> None:
    rows = [
        {"hand": ("brawler_dice",)},
        {"hand": ("brawler_good_hand",)},
        {"hand": ("fx_closing_time",)},
    ]
    t = build(3, options=OPTS, phase="action", seat=rows)
    t.do("play card=brawler_dice", "pass", "pass")  # seat 2 lets the card and the ante go
    t.do("pass")  # and holds its Anytime card before seat 1's gambling turn (R-5.3)
    t.do("play card=brawler_good_hand", "play card=fx_closing_time")
    assert [s.gold for s in t.state.seats] == [9, 9, 9]
    assert t.state.inn == 3 and t.state.gambling is None


def test_pot_to_inn_ends_the_round() -> None:
    rows = [
        {"hand": ("brawler_dice",)},
        {"hand": ("brawler_good_hand",)},
        {"hand": ("fx_pot_to_inn",)},
    ]
    t = build(3, options=OPTS, phase="action", seat=rows)
    # seat 2 lets the ante go, then the window before seat 1's gambling turn (R-5.3); its card
    # acts on the pot, so it is not offered before the round has begun
    t.do("play card=brawler_dice", "pass", "pass")
    t.do("play card=brawler_good_hand", "play card=fx_pot_to_inn")
    assert t.state.inn == 3 and t.state.gambling is None


def test_last_chance_to_heal_before_passing_out() -> None:
    """R-10.3: a player about to lose may still play cards before leaving."""
    row = {
        "alcohol": 16,
        "fortitude": 18,
        "drink_me": ("drink_firewater",),
        "hand": ("brawler_second_wind",),
    }
    t = build(3, phase="drink", seat=[row, {}, {}])
    t.do("pass")  # she lets the Drink resolve
    assert t.decision.kind == "respond" and t.state.window_kind == "last_chance"
    t.do("play card=brawler_second_wind")
    assert (t.seat(0).alcohol, t.seat(0).fortitude, t.seat(0).out) == (19, 20, "")


def test_passing_the_last_chance_means_out() -> None:
    row = {
        "alcohol": 16,
        "fortitude": 18,
        "drink_me": ("drink_firewater",),
        "hand": ("brawler_second_wind",),
    }
    t = build(3, phase="drink", seat=[row, {}, {}])
    t.do("pass", "pass")
    assert t.seat(0).out == "passed-out"
    assert t.state.active == 1


def test_no_last_chance_option() -> None:
    row = {
        "alcohol": 16,
        "fortitude": 18,
        "drink_me": ("drink_firewater",),
        "hand": ("brawler_second_wind",),
    }
    t = build(3, options=Options(last_chance=False), phase="drink", seat=[row, {}, {}])
    t.do("pass")
    assert t.seat(0).out == "passed-out"


def test_a_card_that_would_not_move_a_number_does_not_affect() -> None:
    """R-3.4: healing a player already at 20 does not affect them: no Ignore offered."""
    rows = [
        {"hand": ("fx_group_hug",)},
        {"hand": ("fx_untouchable",)},
        {"fortitude": 15, "hand": ("fx_untouchable",)},
    ]
    t = build(3, options=OPTS, phase="action", seat=rows)
    t.do("play card=fx_group_hug")
    assert t.decision.seat == 2  # seat 1 (at 20) was skipped
    t.do("pass")
    assert [s.fortitude for s in t.state.seats] == [20, 20, 16]


def test_effects_that_cancel_out_do_not_affect() -> None:
    """R-3.4 + R-6.2: -1 and +1 Fortitude on one card combine into no change."""
    rows = [{"hand": ("fx_wash",)}, {"fortitude": 15, "hand": ("fx_untouchable",)}, {}]
    t = build(3, options=OPTS, phase="action", seat=rows)
    t.do("play card=fx_wash target=1")
    assert t.seat(1).fortitude == 15
    assert t.decision.kind == "order"  # seat 1 was never asked: the card did not affect him
    assert not [e for e in t.events() if e.kind() == "stat-changed"]


def test_ignore_any_stat_is_offered_against_a_steal() -> None:
    rows = [{"hand": ("fx_pickpocket",)}, {"hand": ("fx_untouchable",)}, {}]
    t = build(3, options=OPTS, phase="action", seat=rows)
    t.do("play card=fx_pickpocket target=1")
    assert t.decision.seat == 1
    t.do("play card=fx_untouchable item=1")
    assert [s.gold for s in t.state.seats] == [10, 10, 10]

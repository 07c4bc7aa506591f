"""R-8 Rounds of Gambling: ante, control, I raise!, Winning Hand, Cheating, leaving, the pot."""

from __future__ import annotations

from .conftest import build

DICE = "brawler_dice"
GOOD = "brawler_good_hand"
RAISE = "brawler_raise"
ROYAL = "brawler_royal"
ACE = "brawler_ace"
KICK = "brawler_loaded"
FOLD = "brawler_fold"
CAUGHT = "brawler_caught"


def round_of(hands: list[tuple[str, ...]], golds: tuple[int, ...] = (10, 10, 10)) -> object:
    rows = [{"hand": h, "gold": g} for h, g in zip(hands, golds, strict=True)]
    t = build(len(hands), phase="action", seat=rows)
    t.do(f"play card={DICE}")
    return t


def test_start_antes_and_control_wins_when_everyone_passes() -> None:
    """R-8.1 everyone antes 1, the starter controls; R-8.2 all others pass -> controller wins."""
    t = round_of([(DICE,), (), ()])
    assert [s.gold for s in t.state.seats] == [12, 9, 9]
    assert t.state.gambling is None
    assert t.decision.kind == "order"  # the starter goes on with Order a Drink


def test_gambling_card_takes_control() -> None:
    t = round_of([(DICE,), (GOOD,), ()])
    assert t.state.gambling.pot == 3
    assert t.decision.kind == "gamble" and t.decision.seat == 1
    t.do(f"play card={GOOD}")  # seats 2 and 0 hold nothing to gamble with: they pass unasked
    assert [s.gold for s in t.state.seats] == [9, 12, 9]
    assert [e.seat for e in t.events() if e.kind() == "control-taken"] == [1]


def test_a_player_who_passed_may_play_later() -> None:
    """R-8.2: passing does not leave the round."""
    t = round_of([(DICE, GOOD), (GOOD,), ()])
    t.do("pass")  # seat 1 passes (seat 2 has nothing)
    assert t.state.gambling is None and t.state.seats[0].gold == 12
    t = round_of([(DICE, GOOD), (GOOD,), ()])
    t.do(f"play card={GOOD}")  # seat 1 takes control
    assert t.decision.seat == 0 and t.decision.kind == "gamble"
    t.do(f"play card={GOOD}")  # seat 0 takes it back; nobody can answer
    assert t.state.seats[0].gold == 12


def test_raise_makes_everyone_ante_again() -> None:
    """R-8.3."""
    t = round_of([(DICE,), (RAISE,), ()])
    t.do(f"play card={RAISE}")
    assert [s.gold for s in t.state.seats] == [8, 14, 8]


def test_winning_hand_allows_only_cheating_afterwards() -> None:
    """R-8.4."""
    t = round_of([(DICE, GOOD, ACE), (ROYAL,), ()])
    t.do(f"play card={ROYAL}")
    assert t.decision.seat == 0
    assert t.legal() == ["pass", f'play card={ACE} target=-1 item=0 option=""']
    t.do(f"play card={ACE}")
    assert t.state.seats[0].gold == 12


def test_kick_out_cheat_removes_a_player_whose_ante_stays() -> None:
    """R-8.5, R-8.6."""
    t = round_of([(DICE,), (KICK,), (GOOD,)])
    t.do(f"play card={KICK} target=2")
    assert [e.seat for e in t.events() if e.kind() == "left-round"] == [2]
    assert [s.gold for s in t.state.seats] == [9, 12, 9]


def test_avoid_ante_leaves_the_round() -> None:
    """R-8.1.1."""
    t = build(3, phase="action", seat=[{"hand": (DICE,)}, {"hand": (FOLD,)}, {}])
    t.do(f"play card={DICE}")
    assert t.decision.seat == 1 and t.decision.kind == "respond"
    t.do(f"play card={FOLD} item=2")
    assert [s.gold for s in t.state.seats] == [11, 10, 9]


def test_catch_a_cheat_and_win() -> None:
    """R-8.7: Negate a Cheating card and win the round."""
    t = round_of([(DICE,), (ACE,), (CAUGHT,)])
    t.do(f"play card={ACE}")
    assert t.decision.seat == 2
    t.do(f"play card={CAUGHT} item=3")
    assert [s.gold for s in t.state.seats] == [9, 9, 12]


def test_broke_after_ante_survives_until_the_round_ends() -> None:
    """R-8.9: at 0 Gold after anteing, not out until the round is over (winning saves you)."""
    t = round_of([(DICE,), (GOOD,), ()], golds=(10, 1, 10))
    assert t.state.seats[1].gold == 0 and t.state.seats[1].alive
    t.do(f"play card={GOOD}")
    assert t.state.seats[1].gold == 3 and t.state.seats[1].alive
    t = round_of([(DICE,), (), ()], golds=(10, 1, 10))
    assert t.state.seats[1].out == "broke"

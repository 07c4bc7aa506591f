"""Jett's Momentum through the engine (compendium 002 L520-540; no worked examples there)."""

from __future__ import annotations

from dungeontable.games.rdi.hooks import extra_of, set_extra
from dungeontable.games.rdi.mechanics.momentum import Momentum

from .conftest import Table, build

JETT, ZOT, GOG = 0, 1, 2


def jett_table(hand: tuple[str, ...], momentum: int, **kw: object) -> Table:
    seats = [
        {"character": "jett", "hand": hand},
        {"character": "zot", "hand": kw.pop("zot_hand", ())},
        {"character": "gog"},
    ]
    t = build(3, seat=seats, phase=kw.pop("phase", "action"), **kw)  # type: ignore[arg-type]
    t.state = set_extra(t.state, JETT, Momentum(momentum))
    return t


def momentum(t: Table) -> int:
    value = extra_of(t.state, JETT, Momentum)
    return value.value if value is not None else -1


def test_momentum_starts_at_0_and_grows_by_1_each_turn() -> None:
    """L526 setup on 0; L540 +1 at the beginning of his turn, before Discard and Draw."""
    from dungeontable.games.rdi import GAME
    from dungeontable.games.rdi.options import Options

    state = GAME.setup(Options(characters=("jett", "zot")), 2, 3)
    jett_first = state.active == JETT
    assert extra_of(state, JETT, Momentum) == Momentum(1 if jett_first else 0)
    assert GAME.decision(state).kind == "discard"


def test_turn_start_gain_comes_before_discard_and_draw_and_caps_at_3() -> None:
    """L540: Gog ends his turn; Jett's turn begins with +1 Momentum, then Discard and Draw."""
    for before, after in ((1, 2), (3, 3)):
        t = jett_table((), before, phase="order", active=GOG)
        t.do("order-drink target=1")
        assert t.state.active == JETT and t.decision.kind == "discard"
        assert momentum(t) == after
        assert [e.why for e in t.events() if e.kind() == "momentum-changed"] == ["turn-start"]


def test_spending_is_a_cost_offered_only_with_enough_momentum() -> None:
    """L536: spend only what he has; the better effect."""
    t = jett_table(("jett-express",), 1)
    assert [a for a in t.legal() if "target=1" in a] == [
        'play card=jett-express target=1 item=0 option=""'
    ]
    t = jett_table(("jett-express",), 2)
    t.do("play card=jett-express target=1 option=spend:2")
    assert (momentum(t), t.seat(ZOT).fortitude) == (0, 17)


def test_spent_momentum_is_not_refunded_when_ignored() -> None:
    """L536: Negated or Ignored, the Momentum stays spent."""
    t = jett_table(("jett-express",), 3, zot_hand=("zot-duck",))
    t.do("play card=jett-express target=1 option=spend:2")
    t.do(f"play card=zot-duck item={t.state.stack.top.uid}")
    assert (momentum(t), t.seat(ZOT).fortitude) == (1, 20)


def test_gain_happens_when_ignored_but_not_when_negated() -> None:
    """L532: gaining is part of the card: Negated, no gain; Ignored, gain."""
    t = jett_table(("jett-drive-by",), 0, zot_hand=("zot-duck",))
    t.do("play card=jett-drive-by target=1")
    t.do(f"play card=zot-duck item={t.state.stack.top.uid}")
    assert (momentum(t), t.seat(ZOT).fortitude) == (1, 20)
    seats = [
        {"character": "jett", "hand": ("jett-dodge",)},
        {"character": "zot", "hand": ("zot-hit", "zot-not-likely")},
        {"character": "gog"},
    ]
    t = build(3, phase="action", active=ZOT, seat=seats)
    t.state = set_extra(t.state, JETT, Momentum(0))
    t.do("play card=zot-hit target=0")
    hit = t.state.stack.top.uid
    t.do(f"play card=jett-dodge item={hit}")
    t.do(f"play card=zot-not-likely item={t.state.stack.top.uid}")
    assert (momentum(t), t.seat(JETT).fortitude) == (0, 18)


def test_losing_more_than_he_has_stops_at_0() -> None:
    """L532: he may play a card that loses more Momentum than he has."""
    t = jett_table(("jett-full-speed",), 1)
    t.do("play card=jett-full-speed")
    assert (momentum(t), t.seat(ZOT).fortitude, t.seat(GOG).fortitude) == (0, 19, 19)


def test_momentum_dependent_numbers_are_read_at_resolution() -> None:
    """At 3 Momentum the full-speed card hits each other player for 2, then loses 3."""
    t = jett_table(("jett-full-speed",), 3)
    t.do("play card=jett-full-speed")
    assert (momentum(t), t.seat(ZOT).fortitude, t.seat(GOG).fortitude) == (0, 18, 18)


def test_spent_momentum_is_not_refunded_when_negated() -> None:
    """L536: Zot hits Jett; Jett hits back spending 1 Momentum (2 instead of 1); Zot Negates it."""
    seats = [
        {"character": "jett", "hand": ("jett-rebound",)},
        {"character": "zot", "hand": ("zot-hit", "zot-not-likely")},
        {"character": "gog"},
    ]
    t = build(3, phase="action", active=ZOT, seat=seats)
    t.state = set_extra(t.state, JETT, Momentum(2))
    t.do("play card=zot-hit target=0")
    assert "play card=jett-rebound target=1 item=0 option=spend:1" in t.legal()
    t.do("play card=jett-rebound target=1 option=spend:1")
    assert momentum(t) == 1
    t.do(f"play card=zot-not-likely item={t.state.stack.top.uid}")
    assert (momentum(t), t.seat(ZOT).fortitude, t.seat(JETT).fortitude) == (1, 20, 18)


def choose(t: Table, seat: int) -> str:
    from dungeontable.core import Rng
    from dungeontable.games.rdi import GAME
    from dungeontable.games.rdi.bots import HeuristicBot

    view = GAME.view(t.state, seat)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(0))
    return action.to_text()


def test_bot_spends_momentum_on_a_hit() -> None:
    """L536: Express shipping hits 1, or 3 for 2 Momentum. Momentum comes back 1 a turn (L540)
    and stops at 3 (L530), so the bot pays; the old bot never did (in 60 rotated 4-seat games
    Jett played 70 Express shippings and 66 Rebounds, none paid, and 2.8 of his 6.1 turn-start
    gains a game were lost at the cap)."""
    t = jett_table(("jett-express",), 2)
    chosen = choose(t, JETT)
    assert chosen.startswith("play card=jett-express target=") and chosen.endswith("spend:2")
    target = int(chosen.split("target=")[1].split()[0])
    t.do(chosen)
    while t.state.stack.items:
        t.do("pass")
    assert (momentum(t), t.seat(target).fortitude) == (0, 17)


def test_bot_spends_momentum_hitting_back() -> None:
    """L536: Zot hits Jett; Rebound off the wall hits back 1, or 2 for 1 Momentum: paid."""
    seats = [
        {"character": "jett", "hand": ("jett-rebound",)},
        {"character": "zot", "hand": ("zot-hit",)},
        {"character": "gog"},
    ]
    t = build(3, phase="action", active=ZOT, seat=seats)
    t.state = set_extra(t.state, JETT, Momentum(1))
    t.do("play card=zot-hit target=0")
    assert choose(t, JETT) == "play card=jett-rebound target=1 item=0 option=spend:1"

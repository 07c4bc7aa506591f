"""Lucky's Heat through the engine (compendium 002 L712-732; no worked examples there)."""

from __future__ import annotations

import pytest

from dungeontable.core import IllegalAction
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.hooks import extra_of, set_extra
from dungeontable.games.rdi.mechanics.events import ChooseHeatPenalty
from dungeontable.games.rdi.mechanics.heat import Heat
from dungeontable.games.rdi.state import update_seat

from .conftest import Table, build

LUCKY, ZOT, GOG = 0, 1, 2


def lucky_table(hand: tuple[str, ...], heat: int, zot_hand: tuple[str, ...] = ()) -> Table:
    seats = [
        {"character": "lucky", "hand": hand},
        {"character": "zot", "hand": zot_hand},
        {"character": "gog"},
    ]
    t = build(3, phase="action", seat=seats, inn=0)
    t.state = set_extra(t.state, LUCKY, Heat(heat))
    return t


def heat(t: Table) -> Heat:
    return extra_of(t.state, LUCKY, Heat) or Heat()


def choose(t: Table, penalty: str) -> Table:
    return t.do(ChooseHeatPenalty(penalty=penalty))  # type: ignore[arg-type]


def test_a_heat_card_adds_one_heat() -> None:
    """L722: add a Heat token."""
    t = lucky_table(("lucky-barrel",), 0)
    t.do("play card=lucky-barrel target=1")
    assert (heat(t), t.seat(ZOT).fortitude) == (Heat(1, 0), 17)
    assert t.decision.kind == "order"


@pytest.mark.parametrize(
    ("penalty", "stats", "inn"),
    [("alcohol", (20, 2, 10), 0), ("gold", (20, 0, 8), 2), ("fortitude", (18, 0, 10), 0)],
)
def test_third_heat_clears_and_lucky_chooses_a_penalty(
    penalty: str, stats: tuple[int, int, int], inn: int
) -> None:
    """L722-728: at 3 Heat remove the tokens and choose one of the three outcomes."""
    t = lucky_table(("lucky-barrel",), 2)
    t.do("play card=lucky-barrel target=1")
    assert heat(t) == Heat(0, 1)
    assert (t.decision.seat, t.decision.kind) == (LUCKY, "heat-penalty")
    assert GAME.legal_actions(t.state) == tuple(
        ChooseHeatPenalty(penalty=p) for p in ("alcohol", "gold", "fortitude")
    )
    choose(t, penalty)
    lucky = t.seat(LUCKY)
    assert (lucky.fortitude, lucky.alcohol, lucky.gold) == stats
    assert t.state.inn == inn
    assert heat(t) == Heat(0, 0)
    assert t.decision.kind == "order"


def test_no_other_action_while_a_penalty_is_due() -> None:
    t = lucky_table(("lucky-barrel",), 2)
    t.do("play card=lucky-barrel target=1")
    with pytest.raises(IllegalAction):
        t.do("order-drink target=1")


def test_gold_penalty_with_too_little_gold_pays_what_she_has() -> None:
    """R-3.2; no Inn Gold may pay it (L730)."""
    t = lucky_table(("lucky-barrel",), 2)
    t.state = update_seat(t.state, LUCKY, gold=1)
    t.do("play card=lucky-barrel target=1")
    choose(t, "gold")
    assert (t.seat(LUCKY).gold, t.state.inn) == (0, 1)


def test_heat_is_gained_when_the_card_is_ignored() -> None:
    """L732: Ignored or altered, she still gains the Heat."""
    t = lucky_table(("lucky-barrel",), 0, zot_hand=("zot-duck",))
    t.do("play card=lucky-barrel target=1")
    t.do(f"play card=zot-duck item={t.state.stack.top.uid}")
    assert (heat(t), t.seat(ZOT).fortitude) == (Heat(1, 0), 20)


def test_heat_is_not_gained_when_the_card_is_negated() -> None:
    """L732: Negated, no Heat."""
    seats = [
        {"character": "lucky", "hand": ("lucky-smuggle",)},
        {"character": "zot", "hand": ("zot-hit", "zot-not-likely")},
        {"character": "gog"},
    ]
    t = build(3, phase="action", active=ZOT, seat=seats)
    t.state = set_extra(t.state, LUCKY, Heat(0))
    t.do("play card=zot-hit target=0")
    t.do(f"play card=lucky-smuggle item={t.state.stack.top.uid}")
    t.do(f"play card=zot-not-likely item={t.state.stack.top.uid}")
    assert (heat(t), t.seat(LUCKY).fortitude) == (Heat(0, 0), 18)


def test_heat_is_gained_when_lucky_ignores_her_own_card() -> None:
    """L732 (R-6.6.1): Lucky Ignores her own Heat card: no Alcohol, no Gold, yet the Heat is
    gained — and her Ignore card's own Heat too."""
    t = lucky_table(("lucky-taste-test", "lucky-smuggle"), 0)
    t.do("play card=lucky-taste-test")
    assert t.decision.seat == LUCKY
    t.do(f"play card=lucky-smuggle item={t.state.stack.top.uid}")
    lucky = t.seat(LUCKY)
    assert (lucky.alcohol, lucky.gold) == (0, 10)
    assert heat(t) == Heat(2, 0)


def test_the_penalty_cannot_be_ignored_or_reduced() -> None:
    """L730: nothing answers a Heat penalty; it is not a card on the stack."""
    t = lucky_table(("lucky-barrel",), 2, zot_hand=("zot-duck", "zot-not-likely"))
    t.do("play card=lucky-barrel target=1", "pass")
    choose(t, "fortitude")
    assert t.seat(LUCKY).fortitude == 18
    assert t.state.stack.items == ()


def test_gold_penalty_with_a_gold_equivalent_lets_her_choose_what_to_pay() -> None:
    """R-9.2: 1 Gold and a Gold-equivalent: she chooses; both go to the Inn."""
    t = lucky_table(("lucky-barrel",), 2)
    t.state = update_seat(t.state, LUCKY, gold=1, valuables=("valuable_gilded_goblet",))
    t.do("play card=lucky-barrel target=1")
    choose(t, "gold")
    assert (t.decision.seat, t.decision.kind) == (LUCKY, "pay")
    t.do("pay-with card=valuable_gilded_goblet")
    lucky = t.seat(LUCKY)
    assert (lucky.gold, lucky.valuables) == (0, ())
    assert (t.state.inn, t.state.inn_valuables) == (1, ("valuable_gilded_goblet",))

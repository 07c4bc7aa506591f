"""Compendium 002 L1281-1297, First Mate Remy's marks, through the engine.

Stand-ins: "Take this as a warning! Next time it'll be the brig" -> ``remy-warning`` (a player
loses 2 Fortitude, then becomes marked); "Put 'er there, pal!" -> ``bryn-hit`` (a player loses
2); "I have no time for your tomfoolery!" -> ``remy-no-nonsense`` (Ignore a Fortitude loss; if
its player is marked, they lose 1 Fortitude, then become unmarked).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.games.rdi.hooks import extra_of, set_extra
from dungeontable.games.rdi.mechanics.marks import Marks
from dungeontable.games.rdi.state import State

from .conftest import Table, build

REMY, BRYN, ZOT = 0, 1, 2


def remy_table(remy_hand: tuple[str, ...], bryn_hand: tuple[str, ...] = (), **kw: int) -> Table:
    seats = [
        {"character": "remy", "hand": remy_hand},
        {"character": "bryn", "hand": bryn_hand},
        {"character": "zot"},
    ]
    return build(3, seat=seats, **kw)


def marked(t: Table) -> tuple[int, ...]:
    marks = extra_of(t.state, REMY, Marks)
    return marks.marked if marks is not None else ()


def test_the_compendium_example() -> None:
    """L1297: Remy's warning: Bryn loses 2 and is marked. Later Bryn hits Remy for 2; Remy Ignores
    it; because Bryn is marked she loses 1 Fortitude, then becomes unmarked."""
    t = remy_table(("remy-warning", "remy-no-nonsense"), ("bryn-hit",), phase="action")
    t.do("play card=remy-warning target=1")
    assert t.seat(BRYN).fortitude == 18
    assert marked(t) == (BRYN,)
    assert [e.kind() for e in t.events()].count("player-marked") == 1
    # later: Bryn's turn
    t.state = _turn_of(t, BRYN)
    t.do("play card=bryn-hit target=0")
    hit = t.state.stack.top.uid
    assert t.decision.seat == REMY
    t.do(f"play card=remy-no-nonsense item={hit}")
    assert t.seat(REMY).fortitude == 20
    assert t.seat(BRYN).fortitude == 17
    assert marked(t) == ()
    assert extra_of(t.state, REMY, Marks) == Marks(supply=2)


def test_an_unmarked_attacker_loses_nothing() -> None:
    t = remy_table(("remy-no-nonsense",), ("bryn-hit",), phase="action", active=BRYN)
    t.do("play card=bryn-hit target=0")
    t.do(f"play card=remy-no-nonsense item={t.state.stack.top.uid}")
    assert (t.seat(REMY).fortitude, t.seat(BRYN).fortitude) == (20, 20)
    assert marked(t) == ()


def test_a_player_already_marked_is_not_marked_twice() -> None:
    """L1293-1295: a mark unless they already have one."""
    t = remy_table(("remy-warning",), phase="action")
    t.state = set_extra(t.state, REMY, Marks(supply=2, marked=(BRYN,)))
    t.do("play card=remy-warning target=1")
    assert marked(t) == (BRYN,)
    assert "player-marked" not in t.kinds()


def test_marked_targets_are_hit_harder() -> None:
    """Cards with a more powerful effect against marked players (L1283): read at resolution."""
    t = remy_table(("remy-flog", "remy-flog"), phase="action")
    t.state = set_extra(t.state, REMY, Marks(supply=2, marked=(BRYN,)))
    t.do("play card=remy-flog target=1")
    assert t.seat(BRYN).fortitude == 17
    t = remy_table(("remy-flog",), phase="action")
    t.do("play card=remy-flog target=2")
    assert t.seat(ZOT).fortitude == 19


def test_ignoring_the_marking_card_avoids_the_mark() -> None:
    """R-6.6: the Ignoring player is unaffected by every effect of the card."""
    t = remy_table(("remy-warning",), ("bryn-duck",), phase="action")
    t.do("play card=remy-warning target=1")
    t.do(f"play card=bryn-duck item={t.state.stack.top.uid}")
    assert t.seat(BRYN).fortitude == 20
    assert marked(t) == ()


def test_inspection_takes_more_from_a_marked_player_then_unmarks() -> None:
    t = remy_table(("remy-inspection",), phase="action")
    t.state = set_extra(t.state, REMY, Marks(supply=2, marked=(BRYN,)))
    t.do("play card=remy-inspection target=1")
    assert (t.seat(REMY).gold, t.seat(BRYN).gold) == (12, 8)  # marked: 2 instead of 1
    assert marked(t) == ()


def test_a_negated_marking_card_does_not_mark() -> None:
    """Marking is an effect of the card: Negated, nothing happens (R-6.5, R-6.12)."""
    t = remy_table(("remy-eye-on-you",), ("bryn-hit", "bryn-not-likely"), phase="action")
    t.state = _turn_of(t, BRYN)
    t.do("play card=bryn-hit target=0")
    assert t.decision.seat == REMY
    t.do("play card=remy-eye-on-you target=1")
    t.do(f"play card=bryn-not-likely item={t.state.stack.top.uid}")
    assert (t.seat(REMY).fortitude, t.seat(BRYN).fortitude) == (18, 20)
    assert marked(t) == ()


def _turn_of(t: Table, seat: int) -> State:
    return replace(t.state, active=seat, phase="action", acted=False)


def test_ignoring_the_punishment_keeps_the_mark() -> None:
    """R-6.6: Bryn Ignores the 1 Fortitude of Remy's answer: she is unaffected, so stays marked."""
    t = remy_table(("remy-no-nonsense",), ("bryn-hit", "bryn-duck"), phase="action", active=BRYN)
    t.state = set_extra(t.state, REMY, Marks(supply=2, marked=(BRYN,)))
    t.do("play card=bryn-hit target=0")
    t.do(f"play card=remy-no-nonsense item={t.state.stack.top.uid}")
    t.do(f"play card=bryn-duck item={t.state.stack.top.uid}")
    assert (t.seat(REMY).fortitude, t.seat(BRYN).fortitude) == (20, 20)
    assert marked(t) == (BRYN,)

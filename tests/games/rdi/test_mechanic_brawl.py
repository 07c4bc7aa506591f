"""Samantha the Bookie's Brawls (002 L1430-1459): the count and its thresholds, the Brawler as
her Action card, the Brawler discard pile, the hidden Brawler Deck in views and resampled views,
the bot, an owner's pack of the family, and seeded games with her at the table. The compendium's
rules are also ``scenarios/compendium_samantha_*`` and ``mechanic_samantha_*``."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.brawl import (
    BRAWLERS,
    GOLD_AT,
    MAX_COUNT,
    SECOND_DRINK_AT,
    SOBER_AT,
    Brawl,
    brawl,
)
from dungeontable.games.rdi.mechanics.events import BrawlOrder, BrawlStarted
from dungeontable.games.rdi.options import Options

from .conftest import Table, build
from .seeded import seeded_steps


def samantha(count: int = 0, deck: tuple[str, ...] = (), **seat: Any) -> dict[str, Any]:
    extra = {"mechanic": "Brawl", "count": count, "deck": list(deck)}
    return {"character": "samantha", "extra": [extra], **seat}


def test_the_compendium_numbers() -> None:
    """L1446-1448 and L1452: 4, 7, 10, and the count never passes 10."""
    assert (SOBER_AT, GOLD_AT, SECOND_DRINK_AT, MAX_COUNT) == (4, 7, 10, 10)


def test_setup_shuffles_the_whole_brawler_deck_and_starts_at_0() -> None:
    state = GAME.setup(Options(characters=("samantha", "fiona")), 2, 7)
    b = next(x for x in state.seats[0].extra if isinstance(x, Brawl))
    assert (b.count, b.discard, b.orders_due) == (0, (), 0)
    assert Counter(b.deck) == Counter(house().catalog.deck(BRAWLERS))
    assert len(b.deck) == 12


def test_a_brawl_raises_the_count_then_pushes_the_top_brawler_as_her_action() -> None:
    t = build(2, seat=[samantha(2, ("brawl_bouncer", "brawl_haymaker")), {}])
    state, events = brawl(t.state, 0)
    b = next(x for x in state.seats[0].extra if isinstance(x, Brawl))
    assert (b.count, b.deck, b.discard) == (3, ("brawl_bouncer",), ())
    item = state.stack.items[-1]
    assert (item.payload.card, item.payload.seat, item.source, item.counts_as) == (
        "brawl_haymaker",
        0,
        0,
        "action",
    )
    assert events == (BrawlStarted(seat=0, count=3, card="brawl_haymaker", uid=item.uid),)


def test_the_count_stays_at_10_and_thresholds_act_once() -> None:
    t = build(2, seat=[samantha(10, ("brawl_bouncer",), alcohol=5, gold=3), {}])
    state, _ = brawl(t.state, 0)
    b = next(x for x in state.seats[0].extra if isinstance(x, Brawl))
    assert b.count == 10
    assert (state.seats[0].alcohol, state.seats[0].gold) == (5, 3)  # no threshold again


def test_count_4_with_no_alcohol_takes_nothing() -> None:
    t = build(2, seat=[samantha(3, ("brawl_bouncer",), alcohol=0), {}])
    state, events = brawl(t.state, 0)
    assert state.seats[0].alcohol == 0
    assert [e.kind() for e in events] == ["brawl-started"]


def test_count_7_takes_nothing_from_an_empty_limited_inn() -> None:
    """Option inn_gold (R-9.1): a limited Inn with no Gold gives none."""
    t = build(2, Options(inn_gold=0), seat=[samantha(6, ("brawl_bouncer",), gold=4), {}])
    state, _ = brawl(t.state, 0)
    assert (state.seats[0].gold, state.inn) == (4, 0)


def test_no_brawler_left_still_counts() -> None:
    t = build(2, seat=[samantha(1), {}])
    state, events = brawl(t.state, 0)
    assert state.stack.is_empty
    assert events == (BrawlStarted(seat=0, count=2, card="", uid=0),)


def test_a_brawler_unwound_by_an_early_end_goes_to_the_brawler_discard() -> None:
    """R-4.7: pending cards are discarded unresolved: a Brawler still to its own pile."""
    from dungeontable.games.rdi.rules.stack_ops import end_turn_early

    t = build(2, seat=[samantha(0, ("brawl_haymaker",)), {}])
    state, _ = brawl(t.state, 0)
    state, _ = end_turn_early(state)
    b = next(x for x in state.seats[0].extra if isinstance(x, Brawl))
    assert b.discard == ("brawl_haymaker",)
    assert state.seats[0].discard == ()


def test_nobody_sees_the_order_of_the_brawler_deck_not_even_samantha() -> None:
    deck = ("brawl_patch_up", "brawl_dogpile", "brawl_side_bets")
    t = build(3, seat=[samantha(2, deck), {}, {}])
    for seat in (0, 1, 2, None):
        shown = GAME.view(t.state, seat).seats[0].extra[0]
        assert isinstance(shown, Brawl)
        assert shown.deck == ("brawl_dogpile", "brawl_patch_up", "brawl_side_bets"), seat
        assert shown.count == 2


def test_the_revealed_brawler_is_public_to_every_seat() -> None:
    t = build(3, phase="action", seat=[samantha(0, ("brawl_haymaker",), hand=["samantha-fight"])])
    t.do("play card=samantha-fight")
    for seat in (0, 1, 2):
        seen = [e for e in t.events() if e.to is None or seat in e.to]
        assert BrawlStarted(seat=0, count=1, card="brawl_haymaker", uid=2) in seen


def test_a_resampled_view_reshuffles_the_brawler_deck_and_keeps_its_cards() -> None:
    deck = tuple(house().catalog.deck(BRAWLERS))
    t = build(3, seat=[samantha(0, deck), {}, {}])
    orders = set()
    for seed in range(6):
        for viewer in (0, 1):
            sampled = GAME.determinize(GAME.view(t.state, viewer), viewer, Rng.from_seed(seed))
            b = next(x for x in sampled.seats[0].extra if isinstance(x, Brawl))
            assert Counter(b.deck) == Counter(deck)
            orders.add(b.deck)
    assert len(orders) > 1


def choose(t: Table) -> str:
    decision = t.decision
    assert decision is not None
    view = GAME.view(t.state, decision.seat)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    return action.to_text()


def test_bot_starts_a_brawl_and_orders_the_second_drink_for_the_weakest() -> None:
    hand = ["samantha-fight", "samantha-deal-me-in"]
    t = build(3, phase="action", seat=[samantha(0, ("brawl_haymaker",), hand=hand), {}, {}])
    assert choose(t) == 'play card=samantha-fight target=-1 item=0 option=""'
    due = samantha(10, ("brawl_haymaker",))
    due["extra"][0]["orders_due"] = 1
    t = build(3, phase="order", seat=[due, {"fortitude": 9}, {"fortitude": 15}])
    assert t.decision is not None and t.decision.kind == "brawl-order"
    assert GAME.legal_actions(t.state) == (BrawlOrder(target=1), BrawlOrder(target=2))
    assert choose(t) == "brawl-order target=1"


def test_an_owner_pack_of_the_brawl_family_loads_and_brawls(tmp_path: Path) -> None:
    pack = tmp_path / "brann.toml"
    pack.write_text(
        '[character]\nid = "brann"\nname = "Brann"\nsource = "house"\nmechanics = ["brawl"]\n'
        '[[card]]\nid = "brann-melee"\nname = "Everyone, outside!"\ntype = "action"\n'
        'source = "house"\ncopies = 40\ntext = "Start a Brawl."\n'
        'effects = [{op = "start_brawl"}]\n',
        encoding="utf-8",
    )
    options = Options(characters=("brann", "zot"), cards=(str(tmp_path),))
    state = GAME.setup(options, 2, 3)
    b = next(x for x in state.seats[0].extra if isinstance(x, Brawl))
    assert len(b.deck) == 12 and b.count == 0


def test_seeded_games_with_samantha_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("samantha", "serena", "zakhan", "gog")):
        seen.update(e.kind() for e in transition.events)
        b = next(x for x in state.seats[0].extra if isinstance(x, Brawl))
        assert 0 <= b.count <= MAX_COUNT
        if b.count < MAX_COUNT:  # L1458: the count matches the Brawler discards until 10
            pending = sum(1 for i in state.stack.items if i.payload.card.startswith("brawl_"))
            assert len(b.discard) + pending == b.count
        assert (
            len(b.deck)
            + len(b.discard)
            + sum(1 for i in state.stack.items if i.payload.card.startswith("brawl_"))
            == 12
        )
    assert "brawl-started" in seen

"""Lizwick the Collector's Items (002 L676-711): the hand size, revealing Items (Immediate, into
a slot, waiting for a full set of slots), playing an equipped Item, the Item discard pile, the
hidden Item Deck, the ruling ``items_reshuffle``, the bot, an owner's pack of the family and
seeded games with her at the table. The compendium's rules are also
``scenarios/compendium_lizwick_*`` and ``mechanic_lizwick_*``."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any, Literal

import pytest

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.events import DiscardItem, ItemRevealed
from dungeontable.games.rdi.mechanics.items import ITEMS, SLOTS, Items, hand_cut
from dungeontable.games.rdi.options import Options

from .conftest import Table, build
from .seeded import seeded_steps


def lizwick(slots: tuple[str, ...] = (), pile: tuple[str, ...] = (), **seat: Any) -> dict[str, Any]:
    """Lizwick's seat: equipped ``slots`` and the Item Deck ``pile``."""
    extra = {"mechanic": "Items", "slots": list(slots), "deck": list(pile)}
    return {"character": "lizwick", "extra": [extra], **seat}


def items_of(t: Table, seat: int = 0) -> Items:
    found = [x for x in t.state.seats[seat].extra if isinstance(x, Items)]
    assert len(found) == 1
    return found[0]


def test_the_hand_size_numbers() -> None:
    """L698: up to one Item 7, two 6, three 5; three slots (L692)."""
    assert [7 - hand_cut(n) for n in range(4)] == [7, 7, 6, 5]
    assert SLOTS == 3


@pytest.mark.parametrize(("equipped", "drawn"), [(0, 4), (1, 4), (2, 3), (3, 2)])
def test_she_draws_up_to_her_hand_size(equipped: int, drawn: int) -> None:
    slots = ("item_pot_lid", "item_cork", "item_marbles")[:equipped]
    deck = ("lizwick-shiny",) * 8
    seat = lizwick(slots, hand=["lizwick-ladle"] * 3, deck=list(deck))
    t = build(2, phase="discard", seat=[seat, {}])
    if equipped:
        t.do('discard-item card=""')
    t.do("draw")
    assert len(t.seat(0).hand) == 3 + drawn


def test_setup_shuffles_the_whole_item_deck_and_nothing_is_equipped() -> None:
    state = GAME.setup(Options(characters=("lizwick", "fiona")), 2, 5)
    items = next(x for x in state.seats[0].extra if isinstance(x, Items))
    assert (items.slots, items.discard, items.waiting) == ((), (), "")
    assert Counter(items.deck) == Counter(house().catalog.deck(ITEMS))
    assert len(items.deck) == 13


def test_items_fill_the_slots_left_to_right() -> None:
    hand = ["lizwick-rummage", "lizwick-rummage"]
    seat = lizwick(("item_cork",), ("item_marbles", "item_strainer"), hand=hand, fortitude=10)
    t = build(2, phase="action", seat=[seat, {}])
    t.do("play card=lizwick-rummage", "pass")
    assert items_of(t).slots == ("item_cork", "item_strainer")
    t.do("play card=lizwick-rummage")
    assert items_of(t).slots == ("item_cork", "item_strainer", "item_marbles")
    assert ItemRevealed(seat=0, card="item_marbles", where="slot") in t.events()


def test_an_inert_item_takes_a_slot_but_cannot_be_played() -> None:
    seat = lizwick(("item_pretty_rock", "item_hip_flask"), fortitude=10)
    t = build(2, phase="action", seat=[seat, {}])
    legal = [a.to_text() for a in GAME.legal_actions(t.state)]
    assert 'play card=item_hip_flask target=-1 item=0 option=""' in legal
    assert not any("item_pretty_rock" in a for a in legal)


def test_a_negated_item_still_goes_to_the_item_discard_pile() -> None:
    seat = lizwick(("item_sparking_wand",))
    chronos = {"character": "chronos", "hand": ["chronos-never-happened"]}
    t = build(2, phase="action", seat=[seat, chronos])
    t.do("play card=item_sparking_wand target=1", "play card=chronos-never-happened item=1")
    items = items_of(t)
    assert (items.slots, items.discard) == ((), ("item_sparking_wand",))
    assert t.seat(0).discard == () and t.seat(1).fortitude == 20


@pytest.mark.parametrize(("ruling", "revealed"), [("reshuffle", True), ("none", False)])
def test_ruling_items_reshuffle(ruling: Literal["reshuffle", "none"], revealed: bool) -> None:
    """§2.1 Lizwick [proposed]: an empty Item Deck is reshuffled from its discard pile."""
    extra = {"mechanic": "Items", "discard": ["item_marbles"]}
    seat = {"character": "lizwick", "hand": ["lizwick-rummage"], "fortitude": 10}
    t = build(
        2, Options(items_reshuffle=ruling), phase="action", seat=[{**seat, "extra": [extra]}, {}]
    )
    t.do("play card=lizwick-rummage")
    items = items_of(t)
    assert items.slots == (("item_marbles",) if revealed else ())
    assert items.discard == (() if revealed else ("item_marbles",))


def test_nobody_sees_the_order_of_the_item_deck_not_even_lizwick() -> None:
    deck = ("item_marbles", "item_cork", "item_hip_flask")
    t = build(3, seat=[lizwick(("item_pot_lid",), deck), {}, {}])
    for seat in (0, 1, 2, None):
        shown = GAME.view(t.state, seat).seats[0].extra[0]
        assert isinstance(shown, Items)
        assert shown.deck == ("item_cork", "item_hip_flask", "item_marbles"), seat
        assert shown.slots == ("item_pot_lid",)


def test_a_resampled_view_reshuffles_the_item_deck_and_keeps_its_cards() -> None:
    deck = tuple(house().catalog.deck(ITEMS))
    t = build(3, seat=[lizwick((), deck), {}, {}])
    orders = set()
    for seed in range(6):
        for viewer in (0, 2):
            sampled = GAME.determinize(GAME.view(t.state, viewer), viewer, Rng.from_seed(seed))
            items = next(x for x in sampled.seats[0].extra if isinstance(x, Items))
            assert Counter(items.deck) == Counter(deck)
            orders.add(items.deck)
    assert len(orders) > 1


def choose(t: Table) -> str:
    decision = t.decision
    assert decision is not None
    view = GAME.view(t.state, decision.seat)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    return action.to_text()


def test_bot_throws_away_the_item_that_does_nothing() -> None:
    slots = ("item_pot_lid", "item_pretty_rock", "item_cork")
    seat = lizwick(slots, ("item_marbles",), hand=["lizwick-rummage"], fortitude=10)
    t = build(2, phase="action", seat=[seat, {}])
    t.do("play card=lizwick-rummage")
    assert t.decision is not None and t.decision.kind == "item-slot"
    assert choose(t) == "discard-item card=item_pretty_rock"
    t = build(2, phase="discard", seat=[lizwick(slots, hand=["lizwick-ladle"]), {}])
    assert choose(t) == "discard-item card=item_pretty_rock"
    t.do("discard-item card=item_pretty_rock")
    assert choose(t) == 'discard-item card=""'
    assert GAME.legal_actions(t.state)[0] == DiscardItem(card="")


def test_an_owner_pack_of_the_items_family_loads(tmp_path: Path) -> None:
    pack = tmp_path / "brann.toml"
    pack.write_text(
        '[character]\nid = "brann"\nname = "Brann"\nsource = "house"\nmechanics = ["items"]\n'
        '[[card]]\nid = "brann-rummage"\nname = "What is in here?"\ntype = "action"\n'
        'source = "house"\ncopies = 40\ntext = "Gain 1 Fortitude. Bag of Holding."\n'
        'effects = [{op = "heal", amount = 1}]\nicons = [{op = "bag_of_holding"}]\n',
        encoding="utf-8",
    )
    options = Options(characters=("brann", "zot"), cards=(str(tmp_path),))
    state = GAME.setup(options, 2, 3)
    items = next(x for x in state.seats[0].extra if isinstance(x, Items))
    assert len(items.deck) == 13 and items.slots == ()


def test_seeded_games_with_lizwick_end_by_the_rules() -> None:
    seen: set[str] = set()
    total = len(house().catalog.deck(ITEMS))
    for state, transition in seeded_steps(("lizwick", "serena", "samantha", "gog")):
        seen.update(e.kind() for e in transition.events)
        items = next(x for x in state.seats[0].extra if isinstance(x, Items))
        assert len(items.slots) <= SLOTS
        pending = sum(1 for i in state.stack.items if i.payload.card.startswith("item_"))
        held = len(items.deck) + len(items.discard) + len(items.slots) + bool(items.waiting)
        assert held + pending == total
    assert "item-revealed" in seen

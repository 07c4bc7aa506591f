"""Molly the Stablehand's Mounts (002 L736-781): the three-slot queue and pushing, revealing at
the start of her turn and after horseshoe cards, Rivals, Passive and Sometimes Mounts, the
reshuffle, the hidden Stable Deck in views and resampled views, the bot, an owner's pack of the
family and seeded games with her at the table. The compendium's examples are
``scenarios/compendium_molly_*`` and ``mechanic_molly_*``."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.mounts import SLOTS, STABLE, Mounts, pushed
from dungeontable.games.rdi.options import Options

from .conftest import Table, build
from .seeded import seeded_steps


def molly(
    slots: tuple[str, str, str] = ("", "", ""), pile: tuple[str, ...] = (), **seat: Any
) -> dict[str, Any]:
    """Molly's seat: her three Mount slots and the Stable Deck ``pile`` (top last)."""
    extra = {"mechanic": "Mounts", "slots": list(slots), "deck": list(pile)}
    return {"character": "molly", "extra": [extra], **seat}


def mounts_of(state: Any, seat: int = 0) -> Mounts:
    found = [x for x in state.seats[seat].extra if isinstance(x, Mounts)]
    assert len(found) == 1
    return found[0]


@pytest.mark.parametrize(
    ("slots", "after", "off"),
    [
        (("", "", ""), ("N", "", ""), ""),
        (("a", "", ""), ("N", "a", ""), ""),
        (("a", "b", ""), ("N", "a", "b"), ""),
        (("a", "b", "c"), ("N", "a", "b"), "c"),
        (("a", "", "c"), ("N", "a", "c"), ""),  # L766: the empty middle slot stops the push
        (("", "b", "c"), ("N", "b", "c"), ""),
    ],
)
def test_pushing_fills_the_first_empty_slot(
    slots: tuple[str, str, str], after: tuple[str, str, str], off: str
) -> None:
    """L746, L764-766."""
    assert pushed(slots, "N") == (after, off)
    assert SLOTS == ("Just Got Here", "Enjoying the Stay", "About to Leave")


def test_setup_shuffles_the_stable_deck_and_nothing_is_in_play_yet() -> None:
    state = GAME.setup(Options(characters=("molly", "fiona")), 2, 8)
    mounts = mounts_of(state)  # the first player's turn has begun: she may have revealed one
    placed = tuple(c for c in mounts.slots if c)
    assert Counter((*mounts.deck, *placed, *mounts.discard)) == Counter(
        house().catalog.deck(STABLE)
    )
    assert len(mounts.deck) >= 11 and mounts.slots[1:] == ("", "")


def test_a_mount_comes_at_the_start_of_her_turn() -> None:
    hand = ["molly-apple"] * 7
    t = build(2, phase="start", seat=[molly(pile=("stable_pony",), hand=hand), {}])
    assert mounts_of(t.state).slots == ("stable_pony", "", "")


def test_an_empty_stable_deck_is_reshuffled_at_once() -> None:
    """L777."""
    extra = {"mechanic": "Mounts", "discard": ["stable_pony"]}
    hand = ["molly-apple"] * 7
    t = build(2, phase="start", seat=[{"character": "molly", "hand": hand, "extra": [extra]}, {}])
    mounts = mounts_of(t.state)
    assert (mounts.slots, mounts.discard, mounts.deck) == (("stable_pony", "", ""), (), ())


def test_a_passive_unicorn_takes_1_off_a_players_hit_not_off_a_mount() -> None:
    seat = molly(("stable_unicorn", "", ""))
    rival = {"hand": ["brawler_headbutt"]}
    t = build(2, phase="action", active=1, seat=[seat, rival])
    t.do("play card=brawler_headbutt target=0")
    assert t.seat(0).fortitude == 19  # 2 - 1


def test_a_passive_pony_takes_1_off_the_alcohol_of_her_drinks() -> None:
    seat = molly(("stable_pony", "", ""), drink_me=["drink_firewater"])
    t = build(2, phase="drink", seat=[seat, {}])
    firewater = house().catalog["drink_firewater"].alcohol
    assert firewater >= 2
    assert t.seat(0).alcohol == firewater - 1


def test_a_sometimes_mount_is_offered_from_its_slot_only_when_it_could_be_played() -> None:
    seat = molly(("stable_owlbear", "stable_tortoise", ""))
    t = build(2, phase="action", active=1, seat=[seat, {"hand": ["brawler_headbutt"]}])
    t.do("play card=brawler_headbutt target=0")
    legal = [a.to_text() for a in GAME.legal_actions(t.state)]
    assert 'play card=stable_owlbear target=-1 item=1 option=""' in legal
    assert not any("stable_tortoise" in a for a in legal)
    t.do("play card=stable_owlbear item=1")
    mounts = mounts_of(t.state)
    assert (mounts.slots, mounts.discard) == (("", "stable_tortoise", ""), ("stable_owlbear",))
    assert t.seat(0).fortitude == 20 and t.seat(0).discard == ()


def test_nobody_sees_the_order_of_the_stable_deck_not_even_molly() -> None:
    pile = ("stable_pig", "stable_goat", "stable_ferret")
    t = build(3, seat=[molly(("stable_pony", "", ""), pile), {}, {}])
    for viewer in (0, 1, 2, None):
        shown = GAME.view(t.state, viewer).seats[0].extra[0]
        assert isinstance(shown, Mounts)
        assert shown.deck == ("stable_ferret", "stable_goat", "stable_pig"), viewer
        assert shown.slots == ("stable_pony", "", "")


def test_a_resampled_view_reshuffles_the_stable_deck_and_keeps_its_cards() -> None:
    deck = tuple(house().catalog.deck(STABLE))
    t = build(3, seat=[molly(pile=deck), {}, {}])
    orders = set()
    for seed in range(6):
        sampled = GAME.determinize(GAME.view(t.state, 2), 2, Rng.from_seed(seed))
        mounts = mounts_of(sampled)
        assert Counter(mounts.deck) == Counter(deck)
        orders.add(mounts.deck)
    assert len(orders) > 1


def choose(t: Table) -> str:
    decision = t.decision
    assert decision is not None
    view = GAME.view(t.state, decision.seat)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    return action.to_text()


def test_bot_aims_the_mount_at_the_weakest_rival() -> None:
    seat = molly(pile=("stable_griffon",), hand=["molly-mucking-out"], fortitude=12)
    t = build(3, phase="action", seat=[seat, {"fortitude": 14}, {"fortitude": 6}])
    t.do("play card=molly-mucking-out")
    assert t.decision is not None and t.decision.kind == "mount"
    assert choose(t) == "aim-mount target=2"


def test_an_owner_pack_of_the_mounts_family_loads(tmp_path: Path) -> None:
    pack = tmp_path / "brann.toml"
    pack.write_text(
        '[character]\nid = "brann"\nname = "Brann"\nsource = "house"\nmechanics = ["mounts"]\n'
        '[[card]]\nid = "brann-whistle"\nname = "Here, boy!"\ntype = "action"\n'
        'source = "house"\ncopies = 40\ntext = "Another player loses 1 Fortitude. Horseshoe."\n'
        'effects = [{op = "hit", amount = 1}]\nicons = [{op = "horseshoe"}]\n',
        encoding="utf-8",
    )
    options = Options(characters=("brann", "zot"), cards=(str(tmp_path),))
    state = GAME.setup(options, 2, 3)
    assert len(mounts_of(state).deck) == 12


def test_seeded_games_with_molly_end_by_the_rules() -> None:
    seen: set[str] = set()
    total = len(house().catalog.deck(STABLE))
    for state, transition in seeded_steps(("molly", "nitrel", "lizwick", "samantha")):
        seen.update(e.kind() for e in transition.events)
        m = mounts_of(state)
        pending = sum(1 for i in state.stack.items if i.payload.card.startswith("stable_"))
        held = len(m.deck) + len(m.discard) + sum(1 for c in m.slots if c) + bool(m.aiming)
        assert held + pending == total
    assert "mount-placed" in seen

"""Evil Pooky's Doppelgangers (002 L340-384): the two decks and the Boss Cards, portals, Immediate
and Split Doppelgangers, kept ones played as though in hand, given ones going off, hand size,
reshuffling, hidden decks in views and resampled views, the bot, and seeded games with him at the
table. The compendium's rules are also ``scenarios/compendium_evilpooky_*`` and
``mechanic_evilpooky_*``."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.catalog import is_boss_card
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.doppelgangers import (
    BOSS_DECK,
    DECK,
    GIVEN_DECK,
    TRIGGERS,
    Doppelgangers,
    PlaceDoppelganger,
    given_card,
    hand_size,
    place_advice,
    reveal,
    split_of,
)
from dungeontable.games.rdi.options import Options

from .conftest import Table, build
from .seeded import seeded_steps
from .test_determinize_variants import sample
from .test_words import words_for

TESTS = str(Path(__file__).resolve().parents[2])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
from conformance.leaks import check_no_leaks  # noqa: E402


def cards() -> Any:
    return house().catalog.cards


def evil(**extra: Any) -> dict[str, Any]:
    hand = extra.pop("hand", [])
    return {
        "character": "evil_pooky",
        "hand": hand,
        "extra": [{"mechanic": "Doppelgangers", **extra}],
    }


def dop(t: Table, seat: int = 0) -> Doppelgangers:
    return next(x for x in t.state.seats[seat].extra if isinstance(x, Doppelgangers))


def test_the_compendium_numbers() -> None:
    """L346: 15 Doppelgangers, 7 Boss Cards; L368: 7, 7, then one less per Doppelganger."""
    cat = house().catalog
    assert len(cat.deck(DECK)) == 15
    assert len(cat.deck(BOSS_DECK)) == 15
    pack = cat.deck("evil_pooky")
    assert sum(1 for c in pack if is_boss_card(cat[c])) == 7
    assert len(pack) == 47
    assert [hand_size(n, 7) for n in range(5)] == [7, 7, 6, 5, 4]


def test_every_split_has_a_given_half_and_a_trigger() -> None:
    cat = house().catalog
    for deck in (DECK, BOSS_DECK):
        kinds = Counter()
        for card in set(cat.deck(deck)):
            c = cat[card]
            assert "doppelganger" in c.subtypes
            if "split" in c.subtypes:
                kinds["split"] += 1
                when = next(e for e in c.effects if e.op == "split").params["when"]
                assert when in TRIGGERS
                assert cat[given_card(card)].deck == GIVEN_DECK
                assert split_of(given_card(card)) == card
            else:
                assert "immediate" in c.subtypes
                assert not any(e.op == "split" for e in c.effects)
                kinds["immediate"] += 1
        assert kinds["split"] and kinds["immediate"]
    assert {cat[c].deck for c in cat.deck(GIVEN_DECK)} == {GIVEN_DECK}


def test_setup_uses_the_regular_deck_and_no_boss_cards() -> None:
    state = GAME.setup(Options(characters=("evil_pooky", "fiona", "gog")), 3, 7)
    d = next(x for x in state.seats[0].extra if isinstance(x, Doppelgangers))
    assert Counter(d.deck) == Counter(house().catalog.deck(DECK))
    s = state.seats[0]
    assert len(s.deck) + len(s.hand) == 40
    assert not any(is_boss_card(cards()[c]) for c in (*s.deck, *s.hand))


def test_the_boss_shuffles_in_his_boss_cards_and_uses_the_boss_deck() -> None:
    """L384: the Boss Battle Doppelganger Deck instead of the regular one, 7 Boss Cards in."""
    state = GAME.setup(Options(characters=("fiona", "evil_pooky", "gog"), boss=1), 3, 7)
    d = next(x for x in state.seats[1].extra if isinstance(x, Doppelgangers))
    assert Counter(d.deck) == Counter(house().catalog.deck(BOSS_DECK))
    s = state.seats[1]
    assert len(s.deck) + len(s.hand) == 47
    assert sum(1 for c in (*s.deck, *s.hand) if is_boss_card(cards()[c])) == 7


def test_reveal_pushes_an_immediate_as_his_action_card() -> None:
    t = build(3, seat=[evil(deck=["dg-rounds", "dg-haymaker"]), {}, {}])
    state, events = reveal(t.state, 0, cards())
    item = state.stack.items[-1]
    assert (item.payload.card, item.payload.seat, item.source, item.counts_as) == (
        "dg-haymaker",
        0,
        0,
        "action",
    )
    d = next(x for x in state.seats[0].extra if isinstance(x, Doppelgangers))
    assert (d.deck, d.discard, d.pending) == (("dg-rounds",), (), ())
    assert [e.kind() for e in events] == ["doppelganger-revealed"]


def test_an_empty_deck_and_discard_reveal_nothing() -> None:
    t = build(3, seat=[evil(), {}, {}])
    state, events = reveal(t.state, 0, cards())
    assert events == () and state.stack.items == ()


def test_a_split_asks_keep_or_give_to_a_living_player_only() -> None:
    t = build(
        4,
        phase="action",
        seat=[
            evil(hand=["evil_pooky-teeth"], deck=["dg-gogre"]),
            {},
            {"out": "passed-out"},
            {},
        ],
    )
    t.do("play card=evil_pooky-teeth target=1")
    assert t.decision is not None and t.decision.kind == "doppelganger"
    holders = [a.holder for a in GAME.legal_actions(t.state)]
    assert holders == [0, 1, 3]
    t.do("place-doppelganger card=dg-gogre holder=3")
    assert dop(t).given == ((3, "dg-gogre"),)
    assert dop(t).pending == ()


def test_a_given_gogre_goes_off_right_after_its_holder_loses_fortitude() -> None:
    """Gogre (given: right after you lose Fortitude, lose 1 more) on seat 1, hit for 2 by seat 2:
    19-... 20 - 2 - 1 = 17; the extra loss is Evil Pooky's card, then Gogre is discarded."""
    rows = [evil(given=[[1, "dg-gogre"]]), {}, {"character": "fiona", "hand": ["fiona-hit"]}]
    t = build(3, phase="action", active=2, seat=rows)
    t.do("play card=fiona-hit target=1")
    assert t.state.seats[1].fortitude == 17
    assert dop(t).given == ()
    assert dop(t).discard == ("dg-gogre",)
    kinds = t.kinds()
    assert "doppelganger-triggered" in kinds


def test_a_given_dimly_goes_off_after_a_drink() -> None:
    rows = [
        evil(given=[[1, "dg-dimly"]]),
        {"drink_me": ["drink_thin_ale"]},
        {},
    ]
    t = build(3, phase="action", active=1, seat=rows)
    t.do("pass", "order-drink target=2")
    s = t.state.seats[1]
    assert (s.alcohol, s.fortitude) == (1, 18)
    assert dop(t).discard == ("dg-dimly",)


def test_a_given_gerkilla_goes_off_after_a_card_gives_gold() -> None:
    """Gerkilla (given: right after a card gives you Gold, pay 2 Gold to the Inn) on seat 1, who
    takes 2 Gold from seat 2 with rogue_lift: 10 + 2 - 2 = 10, the Inn 2 richer."""
    rows = [
        evil(given=[[1, "dg-gerkilla"]]),
        {"character": "generic_rogue", "hand": ["rogue_lift"]},
        {},
    ]
    t = build(3, phase="action", active=1, seat=rows)
    before = t.state.inn
    t.do("play card=rogue_lift target=2")
    assert [s.gold for s in t.state.seats] == [10, 10, 8]
    assert t.state.inn == before + 2
    assert dop(t).discard == ("dg-gerkilla",)


def test_kept_ones_are_playable_and_shrink_his_hand_size() -> None:
    rows = [evil(kept=["dg-zot-not", "dg-gogre"]), {}, {}]
    t = build(3, phase="action", seat=rows)
    legal = {a.to_text() for a in GAME.legal_actions(t.state)}
    assert 'play card=dg-gogre target=1 item=0 option=""' in legal
    # two in front: hand size 6 in Discard and Draw
    mech = next(m for m in GAME_MECHANICS() if m.name == "doppelgangers")
    assert mech.hand_size(t.state, 0, 7) == 6
    assert mech.hand_size(t.state, 1, 7) == 7


def test_he_may_not_discard_the_ones_in_front_of_him() -> None:
    """L370: unlike Lizwick's Items, no Doppelganger is discarded in Discard and Draw."""
    deck = ["evil_pooky-laugh"] * 8
    rows = [evil(kept=["dg-zot-not", "dg-gogre"], hand=["evil_pooky-no"]), {}, {}]
    rows[0]["deck"] = deck
    t = build(3, phase="discard", seat=rows)
    legal = [a.to_text() for a in GAME.legal_actions(t.state)]
    assert legal == ["draw", "discard card=evil_pooky-no"]
    t.do("draw")
    assert dop(t).kept == ("dg-zot-not", "dg-gogre")
    assert len(t.state.seats[0].hand) == 6  # hand size 6 with two in front of him


def GAME_MECHANICS() -> Any:
    from dungeontable.games.rdi.content import MECHANICS

    return MECHANICS.values()


def test_a_holder_leaving_the_table_sends_it_to_the_discard_pile() -> None:
    rows = [evil(given=[[2, "dg-negadonis"]]), {"drink_me": ["drink_thin_ale"]}, {"out": "broke"}]
    t = build(3, phase="action", active=1, seat=rows)
    t.do("pass", "order-drink target=0")
    assert dop(t).given == ()
    assert dop(t).discard == ("dg-negadonis",)


def test_the_deck_is_face_down_to_every_seat_the_rest_public() -> None:
    rows = [
        evil(
            deck=["dg-rounds", "dg-haymaker", "dg-backfire"],
            kept=["dg-gogre"],
            given=[[1, "dg-negadonis"]],
        ),
        {},
        {},
    ]
    t = build(3, seat=rows)
    for seat in (0, 1, 2, None):
        shown = next(
            x for x in GAME.view(t.state, seat).seats[0].extra if isinstance(x, Doppelgangers)
        )
        assert shown.deck == ("dg-backfire", "dg-haymaker", "dg-rounds")
        assert shown.kept == ("dg-gogre",) and shown.given == ((1, "dg-negadonis"),)
    orders = set()
    for s in range(8):
        sampled = GAME.determinize(GAME.view(t.state, 1), 1, Rng.from_seed(s))
        d = next(x for x in sampled.seats[0].extra if isinstance(x, Doppelgangers))
        assert Counter(d.deck) == Counter(("dg-rounds", "dg-haymaker", "dg-backfire"))
        orders.add(d.deck)
    assert len(orders) > 1


@pytest.mark.parametrize(
    ("characters", "seed"),
    [
        (("evil_pooky", "fiona", "pooky", "zot"), 41),
        (("gog", "evil_pooky", "wrench", "natyli"), 42),
    ],
)
def test_no_seat_sees_what_is_hidden_from_it(characters: tuple[str, ...], seed: int) -> None:
    states = sample(Options(characters=characters), 4, seed, every=7, limit=10)
    stats = check_no_leaks(GAME, states, 4)
    assert stats.differing_determinizations > 0


def test_bot_keeps_the_first_split_and_gives_the_next_to_the_weakest() -> None:
    legal = tuple(PlaceDoppelganger(card="dg-gogre", holder=h) for h in (0, 1, 2))
    assert place_advice(legal, 0, 0, min) == PlaceDoppelganger(card="dg-gogre", holder=0)
    assert place_advice(legal, 0, 1, max) == PlaceDoppelganger(card="dg-gogre", holder=2)
    assert place_advice((), 0, 1, max) is None


def test_the_heuristic_bot_answers_the_doppelganger_decision() -> None:
    t = build(3, phase="action", seat=[evil(hand=["evil_pooky-teeth"], deck=["dg-gogre"]), {}, {}])
    t.do("play card=evil_pooky-teeth target=1")
    view = GAME.view(t.state, 0)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    assert action == PlaceDoppelganger(card="dg-gogre", holder=0)


def test_words_name_the_doppelgangers_and_the_players() -> None:
    rows = [evil(hand=["evil_pooky-teeth"], deck=["dg-rounds", "dg-gogre"]), {}, {}]
    t = build(3, phase="action", seat=rows)
    t.do("play card=evil_pooky-teeth target=1", "place-doppelganger card=dg-gogre holder=2")
    words = words_for(3)
    lines = [words.event(e) for e in t.events() if "doppelganger" in e.kind()]
    assert len(lines) == 2
    assert "Gogre" in lines[0] and "Split" in lines[0]
    for line in lines:
        assert "dg-" not in line and "seat " not in line


def test_seeded_games_with_evil_pooky_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("evil_pooky", "pooky", "gog", "fiona"), steps=8000):
        seen.update(e.kind() for e in transition.events)
        d = next(x for x in state.seats[0].extra if isinstance(x, Doppelgangers))
        front = Counter((*d.deck, *d.discard, *d.kept, *(c for _, c in d.given), *d.pending))
        on_stack = Counter(
            split_of(i.payload.card) for i in state.stack.items if i.payload.card.startswith("dg-")
        )
        assert front + on_stack == Counter(house().catalog.deck(DECK))
        if not state.stack.items:  # every portal card pending is settled once the stack is empty
            assert d.portals == ()
    assert {"doppelganger-revealed", "doppelganger-placed", "doppelganger-triggered"} <= seen

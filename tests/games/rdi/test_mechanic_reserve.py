"""The Wench's Special Reserve (002 L1701-1742): giving Special Reserve Drinks after a card's
stat effects, always on top of a pile, nothing for an Ignoring player or from a Negated card,
Elixirs kept, the face-down deck in views (every seat) and events, resampled views, owners'
packs, seeded games. The compendium's examples and rules are ``scenarios/compendium_wench_*``."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.characters.registry import owner_characters
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.events import ReserveGiven
from dungeontable.games.rdi.mechanics.reserve import SpecialReserve
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.table import onto_pile

from .conftest import Table, build
from .seeded import seeded_steps

DECK = ["reserve_house_cider", "reserve_elixir_vigor", "reserve_dwarven_gold"]


def wench(hand: tuple[str, ...], fiona: dict[str, object] | None = None) -> Table:
    seat = {
        "character": "wench",
        "hand": list(hand),
        "extra": [{"mechanic": "SpecialReserve", "deck": DECK}],
    }
    return build(3, phase="action", seat=[seat, {"character": "fiona", **(fiona or {})}, {}])


def test_setup_shuffles_the_special_reserve_for_the_wench_only() -> None:
    state = GAME.setup(Options(characters=("wench", "fiona")), 2, 4)
    reserve = state.seats[0].extra[0]
    assert isinstance(reserve, SpecialReserve) and len(reserve.deck) == 14
    assert Counter(reserve.deck) == Counter(house().catalog.deck("special_reserve"))
    assert state.seats[1].extra == ()
    assert not any(c.startswith("reserve_") for c in state.drink_deck)


def test_regular_drinks_go_below_every_special_reserve_drink() -> None:
    t = wench(())
    pile = ("drink_thin_ale", "reserve_elven_wine", "reserve_dwarven_gold")
    state = t.state
    from msgspec.structs import replace

    seats = list(state.seats)
    seats[1] = replace(seats[1], drink_me=pile)
    state = onto_pile(replace(state, seats=tuple(seats)), 1, "drink_firewater")
    assert state.seats[1].drink_me == ("drink_thin_ale", "drink_firewater", *pile[1:])
    state = onto_pile(state, 1, "reserve_house_cider")  # a Special Reserve Drink: on top
    assert state.seats[1].drink_me[-1] == "reserve_house_cider"


def test_the_drink_is_given_after_the_stat_effects_and_face_down() -> None:
    t = wench(("wench-best-customer",))
    t.do("play card=wench-best-customer target=1")
    kinds = [e.kind() for e in t.events()]
    assert kinds.index("gold-paid") < kinds.index("reserve-given")
    (given,) = t.events(ReserveGiven)
    assert (given.seat, given.target, given.given, given.discarded) == (0, 1, True, "")
    assert t.state.seats[1].drink_me == ("reserve_dwarven_gold",)
    assert "reserve_dwarven_gold" not in repr(given)  # face down: the event names no card


def test_a_negated_card_gives_nothing() -> None:
    zot = {"character": "zot", "hand": ["zot-counterspell"]}
    seat = {
        "character": "wench",
        "hand": ["wench-best-customer"],
        "extra": [{"mechanic": "SpecialReserve", "deck": DECK}],
    }
    t = build(3, phase="action", seat=[seat, zot, {}])
    t.do("play card=wench-best-customer target=1", "play card=zot-counterspell item=1")
    assert t.state.seats[1].drink_me == () and t.events(ReserveGiven) == []
    assert t.state.seats[0].extra[0] == SpecialReserve(deck=tuple(DECK))


def test_a_special_reserve_elixir_is_kept_by_its_drinker() -> None:
    seat = {"character": "wench", "drink_me": ["reserve_elixir_vigor"]}
    t = build(3, phase="order", seat=[seat, {}, {}], drink_deck=["drink_thin_ale"])
    t.do("order-drink target=1")
    assert t.state.seats[0].front == ("reserve_elixir_vigor",)
    assert t.state.seats[0].alcohol == 3  # +3, then the Elixir: gain 1 Fortitude


def test_every_seat_sees_only_how_many_cards_the_deck_holds() -> None:
    t = wench(("wench-best-customer",))
    t.do("play card=wench-best-customer target=1")
    for viewer in (0, 1, 2, None):
        view = GAME.view(t.state, viewer)
        assert view.seats[0].extra[0] == SpecialReserve(deck=("", ""))
        assert "reserve_dwarven_gold" not in repr(view)  # face down on Fiona's pile too


def test_a_resampled_view_fills_the_deck_with_unseen_special_reserve_cards() -> None:
    t = wench(("wench-best-customer",))
    t.do("play card=wench-best-customer target=1")
    all_cards = Counter(house().catalog.deck("special_reserve"))
    for seed in range(5):
        sampled = GAME.determinize(GAME.view(t.state, 2), 2, Rng.from_seed(seed))
        reserve = sampled.seats[0].extra[0]
        assert isinstance(reserve, SpecialReserve) and len(reserve.deck) == 2
        assert all(reserve.deck) and not Counter(reserve.deck) - all_cards


OWNER_PACK = """[character]
id = "brann"
name = "Brann the Barkeep"
source = "house"
mechanics = ["special_reserve"]

[[card]]
id = "brann-pour"
name = "The good stuff"
type = "action"
source = "house"
copies = 40
text = "Another player loses 1 Fortitude and gets a Special Reserve Drink."
effects = [{op = "hit", amount = 1}, {op = "special_reserve"}]
"""


def test_an_owner_pack_may_use_the_special_reserve_family(tmp_path: Path) -> None:
    path = tmp_path / "brann.toml"
    path.write_text(OWNER_PACK, encoding="utf-8")
    ((found, deck),) = owner_characters((str(path),))
    assert found.modules == ("special_reserve",) and sum(card.copies for card in deck) == 40
    state = GAME.setup(Options(characters=("brann", "gog"), cards=(str(path),)), 2, 1)
    reserve = state.seats[0].extra[0]
    assert isinstance(reserve, SpecialReserve) and len(reserve.deck) == 14


def test_seeded_games_with_the_wench_end_by_the_rules() -> None:
    seen: set[str] = set()
    total = Counter(house().catalog.deck("special_reserve"))
    for state, transition in seeded_steps(("wench", "serena", "gog", "fiona")):
        seen.update(e.kind() for e in transition.events)
        reserve = state.seats[0].extra[0]
        assert isinstance(reserve, SpecialReserve)
        where = [*reserve.deck, *reserve.discard, *state.drink_discard]
        where += [c for s in state.seats for c in (*s.drink_me, *s.front)]
        where += [c for i in state.stack.items for c in i.payload.parts]
        assert Counter(c for c in where if c in total) == total  # every card once
        assert not any(c.startswith("reserve_") for c in state.drink_deck)
        for s in state.seats:  # always on top
            pile = [c.startswith("reserve_") for c in s.drink_me]
            assert pile == sorted(pile)
    assert {"reserve-given"} <= seen


def test_every_seat_sees_how_many_special_reserve_drinks_top_a_pile_never_which() -> None:
    t = wench(("wench-best-customer",), {"drink_me": ["drink_thin_ale"]})
    t.do("play card=wench-best-customer target=1")
    for viewer in (0, 1, 2, None):
        seats = GAME.view(t.state, viewer).seats
        assert [s.reserve_on_top for s in seats] == [0, 1, 0]
    for seed in range(4):
        sampled = GAME.determinize(GAME.view(t.state, 2), 2, Rng.from_seed(seed))
        pile = sampled.seats[1].drink_me
        assert len(pile) == 2 and pile[-1].startswith("reserve_")
        assert not pile[0].startswith("reserve_")

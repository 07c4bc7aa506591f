"""``core.zones``: visibility declared on state fields; views and determinizations derived."""

from __future__ import annotations

from typing import Annotated

import msgspec
import pytest

from dungeontable.core import Rng
from dungeontable.core.zones import (
    BY_INDEX,
    BY_SEAT,
    Pool,
    derive_item,
    derive_view,
    rebuild,
    redeal,
    redeal_pools,
    zone,
    zone_items,
    zones_of,
)

UNKNOWN = "?"


class Player(msgspec.Struct, frozen=True):
    seat: int
    hand: Annotated[tuple[str, ...], zone("owner")]
    table: Annotated[tuple[str, ...], zone("public")]
    health: int


class State(msgspec.Struct, frozen=True):
    players: tuple[Player, ...]
    deck: Annotated[tuple[str, ...], zone("hidden")]
    discard: Annotated[tuple[str, ...], zone("top")]
    turn: int
    rng: Rng


class PlayerView(msgspec.Struct, frozen=True):
    seat: int
    hand: tuple[str, ...] | None
    hand_count: int
    table: tuple[str, ...]
    health: int


class View(msgspec.Struct, frozen=True):
    seat: int | None
    players: tuple[PlayerView, ...]
    deck: tuple[str, ...] | None
    deck_count: int
    discard: str | None
    discard_count: int
    turn: int


POOL = ("a", "a", "b", "c", "d", "e", "f", "g")


def state() -> State:
    return State(
        players=(
            Player(0, ("a", "b"), ("c",), 5),
            Player(1, ("d", "e"), (), 4),
        ),
        deck=("f", "a"),
        discard=("g",),
        turn=1,
        rng=Rng.from_seed(1),
    )


def test_zones_are_read_from_the_fields() -> None:
    assert [(n, m.seen) for n, m in zones_of(State).items()] == [
        ("deck", "hidden"),
        ("discard", "top"),
    ]
    assert [n for _, n, _ in zone_items(state())] == [
        "hand",
        "table",
        "hand",
        "table",
        "deck",
        "discard",
    ]
    with pytest.raises(ValueError, match="one of public, owner, hidden, top"):
        zone("secret")  # type: ignore[arg-type]


def test_a_seat_sees_its_own_hand_the_public_zones_sizes_and_the_top_card() -> None:
    seen = derive_view(state(), 0, View)
    assert seen.players[0] == PlayerView(0, ("a", "b"), 2, ("c",), 5)
    assert seen.players[1] == PlayerView(1, None, 2, (), 4)
    assert (seen.deck, seen.deck_count, seen.discard, seen.discard_count) == (None, 2, "g", 1)
    assert seen.turn == 1 and seen.seat == 0


def test_a_spectator_sees_no_hand_and_open_hands_show_every_hand() -> None:
    spectator = derive_view(state(), None, View)
    assert [p.hand for p in spectator.players] == [None, None]
    opened = derive_view(state(), None, View, open=True)
    assert [p.hand for p in opened.players] == [("a", "b"), ("d", "e")]
    assert (opened.deck, opened.discard) == (None, "g")  # open hands open no deck


def test_an_empty_top_zone_shows_nothing_and_a_missing_field_is_named() -> None:
    bare = msgspec.structs.replace(state(), discard=())
    assert derive_view(bare, 1, View).discard is None

    class Scored(msgspec.Struct, frozen=True):
        turn: int
        score: int

    with pytest.raises(TypeError, match=r"Scored\.score: not a field of State"):
        derive_view(state(), 0, Scored)
    assert derive_view(state(), 0, Scored, score=7) == Scored(1, 7)


def test_determinize_keeps_what_the_seat_saw_and_deals_the_rest_from_the_unseen_pool() -> None:
    seen = derive_view(state(), 0, View)
    skeleton = rebuild(seen, State, UNKNOWN, rng=Rng.from_seed(9))
    assert skeleton.players[0].hand == ("a", "b")
    assert skeleton.players[1].hand == (UNKNOWN, UNKNOWN)
    assert skeleton.deck == (UNKNOWN, UNKNOWN) and skeleton.discard == ("g",)
    dealt, _ = redeal(skeleton, POOL, Rng.from_seed(3), UNKNOWN)
    assert dealt.players[0] == state().players[0]
    hidden = sorted((*dealt.players[1].hand, *dealt.deck))
    assert hidden == ["a", "d", "e", "f"]  # exactly the four cards seat 0 never saw
    again, _ = redeal(skeleton, POOL, Rng.from_seed(3), UNKNOWN)
    assert again == dealt  # the deal depends on the random stream alone
    others = {redeal(skeleton, POOL, Rng.from_seed(k), UNKNOWN)[0].deck for k in range(30)}
    assert len(others) > 1


def test_a_pool_too_small_for_the_view_is_an_error() -> None:
    skeleton = rebuild(derive_view(state(), 0, View), State, UNKNOWN, rng=Rng.from_seed(1))
    with pytest.raises(ValueError, match="4 unseen items to deal but only 1"):
        redeal(skeleton, ("a", "b", "c", "g", "f"), Rng.from_seed(1), UNKNOWN)


class Table(msgspec.Struct, frozen=True):
    hands: Annotated[tuple[tuple[int, ...], ...], zone("owner", owner=BY_SEAT)]
    deck: Annotated[tuple[int, ...], zone("hidden")]
    turn: int


class TableView(msgspec.Struct, frozen=True):
    seat: int | None
    hands: tuple[tuple[int, ...] | None, ...]
    hands_count: tuple[int, ...]
    deck_count: int
    turn: int


def test_a_per_seat_zone_shows_each_seat_its_own_entry_and_every_size() -> None:
    table = Table(hands=((1, 2), (3,), (4, 5, 5)), deck=(1, 2), turn=2)
    seen = derive_view(table, 1, TableView)
    assert seen == TableView(1, (None, (3,), None), (2, 1, 3), 2, 2)
    assert derive_view(table, None, TableView).hands == (None, None, None)
    assert derive_view(table, None, TableView, open=True).hands == table.hands
    skeleton = rebuild(seen, Table, 0, deck=(0, 0))
    assert skeleton.hands == ((0, 0), (3,), (0, 0, 0))
    dealt, _ = redeal(skeleton, (1, 1, 2, 2, 3, 4, 5, 5), Rng.from_seed(5), 0)
    assert dealt.hands[1] == (3,) and [len(h) for h in dealt.hands] == [2, 1, 3]
    unseen = sorted((*dealt.hands[0], *dealt.hands[2], *dealt.deck))
    assert unseen == [1, 1, 2, 2, 4, 5, 5]


class Hero(msgspec.Struct, frozen=True):
    name: str
    hand: Annotated[tuple[str, ...], zone("owner", owner=BY_INDEX)]
    secrets: Annotated[tuple[str, ...], zone("owner", owner=BY_INDEX, count="secret_count")]
    deck: Annotated[tuple[str, ...], zone("hidden")]


class Board(msgspec.Struct, frozen=True):
    heroes: tuple[Hero, ...]
    draw: Annotated[tuple[str, ...], zone("hidden", count="draw")]
    extra: Annotated[tuple[str, ...], zone("hidden")] = ()


class HeroView(msgspec.Struct, frozen=True):
    seat: int
    name: str
    hand: tuple[str, ...] | None
    hand_count: int
    secrets: tuple[str, ...] | None
    secret_count: int
    deck_count: int
    sorted_deck: tuple[str, ...] | None


class BoardView(msgspec.Struct, frozen=True):
    seat: int | None
    heroes: tuple[HeroView, ...]
    draw: int


def board() -> Board:
    return Board(
        heroes=(
            Hero("ann", ("a",), ("s", "t"), ("c", "b")),
            Hero("bob", ("d", "e"), ("u",), ("f",)),
        ),
        draw=("g", "h", "i"),
    )


def _hero_extra(hero: Hero, index: int | None, viewer: int | None) -> dict[str, object]:
    """A hero view's computed fields: its seat (its place) and, to itself, its deck sorted."""
    return {"seat": index, "sorted_deck": tuple(sorted(hero.deck)) if index == viewer else None}


def test_index_owned_zones_named_counts_and_nested_computed_fields() -> None:
    seen = derive_view(board(), 1, BoardView, each={HeroView: _hero_extra})
    assert seen == BoardView(
        1,
        (
            HeroView(0, "ann", None, 1, None, 2, 2, None),
            HeroView(1, "bob", ("d", "e"), 2, ("u",), 1, 1, ("f",)),
        ),
        3,  # the draw pile's size in its own place (``count="draw"``)
    )
    spectator = derive_view(board(), None, BoardView, each={HeroView: _hero_extra})
    assert [h.hand for h in spectator.heroes] == [None, None]
    with pytest.raises(TypeError, match=r"HeroView\.seat: not a field of Hero"):
        derive_view(board(), 0, BoardView)  # without the hook the seat is not computed


def test_one_nested_view_is_derived_as_inside_the_whole_view() -> None:
    """``derive_item``: a game keeping the views of unchanged parts derives a changed one alone,
    exactly as ``derive_view`` shows it (index-owned zones by its place, the hook's fields)."""
    each = {HeroView: _hero_extra}
    for viewer in (None, 0, 1):
        whole = derive_view(board(), viewer, BoardView, each=each)
        alone = tuple(
            derive_item(hero, i, viewer, HeroView, each=each)
            for i, hero in enumerate(board().heroes)
        )
        assert alone == whole.heroes
    assert derive_item(board().heroes[1], 1, 1, HeroView, each=each).hand == ("d", "e")
    assert derive_item(board().heroes[1], 1, 0, HeroView, each=each).hand is None
    opened = derive_item(board().heroes[1], 1, None, HeroView, open=True, each=each)
    assert opened.hand == ("d", "e") and opened.sorted_deck is None


def test_several_pools_are_dealt_one_by_one_into_their_own_zones() -> None:
    seen = derive_view(board(), 0, BoardView, each={HeroView: _hero_extra})
    skeleton = rebuild(seen, Board, UNKNOWN)
    assert skeleton.heroes[0] == Hero("ann", ("a",), ("s", "t"), (UNKNOWN, UNKNOWN))
    assert skeleton.heroes[1] == Hero("bob", (UNKNOWN,) * 2, (UNKNOWN,), (UNKNOWN,))
    assert skeleton.draw == (UNKNOWN,) * 3 and skeleton.extra == ()
    secrets = ("s", "t", "u", "v")
    dealt, rng = redeal(skeleton, secrets, Rng.from_seed(2), UNKNOWN, zones=("secrets",))
    assert dealt.heroes[1].secrets[0] in ("u", "v") and dealt.heroes[1].hand == (UNKNOWN,) * 2
    cards = ("a", "b", "c", "d", "e", "f", "g", "h", "i", "j")
    dealt, _ = redeal(dealt, cards, rng, UNKNOWN, zones=("hand", "deck", "draw"), seen=("j",))
    unseen = sorted(
        (*dealt.heroes[0].deck, *dealt.heroes[1].hand, *dealt.heroes[1].deck, *dealt.draw)
    )
    assert unseen == ["b", "c", "d", "e", "f", "g", "h", "i"]  # "j" is in sight elsewhere


def test_a_pool_of_one_holder_deals_only_into_that_holders_zones() -> None:
    seen = derive_view(board(), None, BoardView, each={HeroView: _hero_extra})
    skeleton = rebuild(seen, Board, UNKNOWN)
    ann, bob = skeleton.heroes
    pools = [
        Pool(("b", "c", "x"), ("deck",), holder=ann),  # Ann's deck: her own cards
        Pool(("f", "y"), ("deck",), holder=bob),
    ]
    dealt, _ = redeal_pools(skeleton, pools, Rng.from_seed(4), UNKNOWN)
    assert set(dealt.heroes[0].deck) <= {"b", "c", "x"} and len(dealt.heroes[0].deck) == 2
    assert dealt.heroes[1].deck[0] in ("f", "y")
    assert dealt.heroes[1].hand == (UNKNOWN, UNKNOWN)  # no pool for the hands: left as they are
    with pytest.raises(ValueError, match="in a holder's pool and in a pool of every holder"):
        redeal_pools(skeleton, [*pools, Pool(("z",) * 9, ("deck",))], Rng.from_seed(4), UNKNOWN)
    with pytest.raises(ValueError, match="zone 'hand' is in two pools"):
        redeal_pools(skeleton, [Pool(("a",) * 9, ("hand",))] * 2, Rng.from_seed(4), UNKNOWN)

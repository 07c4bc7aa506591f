"""R-7.8 Elixirs: Drinks that stay in front of the player who drank them (compendium, Wench)."""

from __future__ import annotations

from pathlib import Path

from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.options import Options

from .conftest import build

CARDS = Path(__file__).parent / "cards"
OPTS = Options(cards=(str(CARDS / "fixture.toml"), str(CARDS / "elixirs.toml")))
EMBER = "elixir_ember"  # Elixir: 2 Alcohol, gain 1 Gold
MIST = "elixir_mist"  # Elixir with a Chaser: 1 Alcohol
ALE = "drink_thin_ale"
STOUT = "drink_cellar_stout"
ROUND = "event_round_house"


def drink(pile: tuple[str, ...], hand: tuple[str, ...] = (), **kw: object):  # type: ignore[no-untyped-def]
    rows = [{"drink_me": pile, "hand": hand}, {}, {}]
    return build(3, options=OPTS, phase="drink", seat=rows, **kw)


def test_an_elixir_stays_in_front_of_its_drinker_with_its_effect() -> None:
    t = drink((EMBER,))
    assert (t.seat(0).alcohol, t.seat(0).gold) == (2, 11)
    assert t.seat(0).front == (EMBER,)
    assert EMBER not in t.state.drink_discard


def test_an_elixir_in_front_is_never_used_as_a_prize_and_stays_across_turns() -> None:
    t = build(3, options=OPTS, phase="end", seat=[{}, {"front": (EMBER,)}, {}])
    assert t.state.active == 1 and t.state.phase == "discard"
    assert t.seat(1).front == (EMBER,) and t.state.stack.is_empty
    assert t.seat(1).gold == 10


def test_a_chaser_goes_to_the_discard_the_elixir_stays() -> None:
    t = drink((ALE, MIST))  # MIST on top, ALE its chaser
    assert t.seat(0).alcohol == 2
    assert t.seat(0).front == (MIST,)
    assert t.state.drink_discard == (ALE,)


def test_an_ignored_elixir_is_not_kept() -> None:
    t = drink((EMBER,), hand=("rogue_pour_out",))
    t.do("play card=rogue_pour_out item=1")
    assert (t.seat(0).alcohol, t.seat(0).gold, t.seat(0).front) == (0, 10, ())
    assert t.state.drink_discard == (EMBER,)


def test_an_elixir_watered_down_to_zero_is_still_kept() -> None:
    t = drink((EMBER,), hand=("rogue_water",))
    t.do("play card=rogue_water item=1")  # 2 - 2 = 0 Alcohol
    assert (t.seat(0).alcohol, t.seat(0).front) == (0, (EMBER,))
    assert [e.to_text() for e in t.events() if e.kind() == "elixir-kept"] == [
        "elixir-kept to=null seat=0 card=elixir_ember"
    ]


def test_round_on_the_house_the_first_in_turn_order_who_took_it_keeps_it() -> None:
    """Seat 0 (active) Ignores its copy; seat 1 is next in turn order and keeps the Elixir."""
    rows = [{"drink_me": (ROUND,), "hand": ("rogue_pour_out",)}, {}, {}]
    t = build(3, options=OPTS, phase="drink", drink_deck=(EMBER,), seat=rows)
    mine = next(i.uid for i in t.state.stack.items if i.payload.drinker == 0)
    t.do(f"play card=rogue_pour_out item={mine}")
    assert [s.alcohol for s in t.state.seats] == [0, 2, 2]
    assert [s.front for s in t.state.seats] == [(), (EMBER,), ()]
    assert EMBER not in t.state.drink_discard


def test_round_on_the_house_the_active_player_keeps_it_when_all_drink() -> None:
    t = build(3, options=OPTS, phase="drink", drink_deck=(EMBER,), seat=[{"drink_me": (ROUND,)}])
    assert [s.front for s in t.state.seats] == [(EMBER,), (), ()]
    assert [s.gold for s in t.state.seats] == [11, 11, 11]


def test_a_split_elixir_goes_to_the_first_in_turn_order() -> None:
    """Seat 2 is active; seat 0 splits its Elixir with seat 2, who is first in turn order."""
    rows = [{"drink_me": (EMBER,), "hand": ("fx_split",)}, {}, {}]
    t = build(3, options=OPTS, phase="drink", active=0, seat=rows)
    t.do("play card=fx_split target=2 item=1")
    assert [s.alcohol for s in t.state.seats] == [1, 0, 1]
    assert [s.front for s in t.state.seats] == [(EMBER,), (), ()]
    t = build(
        3, options=OPTS, phase="action", active=2, seat=[rows[0], {}, {"hand": ("fx_bottoms_up",)}]
    )
    t.do("play card=fx_bottoms_up target=0")
    t.do("play card=fx_split target=2 item=2")
    assert [s.front for s in t.state.seats] == [(), (), (EMBER,)]


def test_an_eliminated_holder_s_elixir_goes_to_the_drink_discard() -> None:
    rows = [{"alcohol": 19, "fortitude": 19, "front": (EMBER,)}, {}, {}]
    t = build(3, options=OPTS, phase="end", seat=rows)
    assert t.seat(0).out == "passed-out" and t.seat(0).front == ()
    assert EMBER in t.state.drink_discard


def test_view_and_render_show_elixirs_in_front() -> None:
    t = drink((EMBER,))
    v = GAME.view(t.state, 1)
    assert v.seats[0].front == (EMBER,)
    assert "Elixir in front: Ember Elixir" in GAME.render(v)


def test_only_a_drink_can_be_an_elixir(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(
        '[[card]]\nid = "x_bad"\nname = "Bad"\ntype = "action"\ndeck = "x"\nsource = "house"\n'
        'text = "t"\nsubtypes = ["elixir"]\neffects = [{ op = "hit", amount = 1 }]\n'
    )
    import pytest

    from dungeontable.cards import CardLoadError

    with pytest.raises(CardLoadError, match="only a drink can be an elixir"):
        GAME.setup(Options(cards=(str(bad),)), 2, 1)


def test_two_copies_of_one_elixir_drunk_at_once_are_two_cards() -> None:
    """Two physical Ember Elixirs pending together (everyone else drinks now): each drinker
    keeps their own; no card is lost or doubled."""
    rows = [{"hand": ("fx_rounds",)}, {"drink_me": (EMBER,)}, {"drink_me": (EMBER,)}]
    t = build(3, options=OPTS, phase="action", seat=rows)
    t.do('play card=fx_rounds target=-1 item=0 option=""')
    assert [s.front for s in t.state.seats] == [(), (EMBER,), (EMBER,)]
    assert EMBER not in t.state.drink_discard and t.state.elixir_claims == ()


def test_a_round_of_an_elixir_with_a_chaser_discards_the_chaser_once() -> None:
    rows = [{"drink_me": (ROUND,), "hand": ("rogue_pour_out",)}, {}, {}]
    t = build(3, options=OPTS, phase="drink", drink_deck=(ALE, MIST), seat=rows)
    mine = next(i.uid for i in t.state.stack.items if i.payload.drinker == 0)
    t.do(f"play card=rogue_pour_out item={mine}")
    assert [s.alcohol for s in t.state.seats] == [0, 2, 2]
    assert [s.front for s in t.state.seats] == [(), (MIST,), ()]
    assert sorted(t.state.drink_discard) == sorted([ROUND, ALE])

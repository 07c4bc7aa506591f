"""R-7 drinks: Chasers, modifiers, Ignore a Drink, Drink Events, reshuffle fee; R-7.1 race."""

from __future__ import annotations

from dungeontable.games.rdi.options import Options

from .conftest import build

ALE = "drink_thin_ale"  # 1
STOUT = "drink_cellar_stout"  # 2
FIRE = "drink_firewater"  # 3
PIXIE = "drink_pixie_cordial"  # 1, with a Chaser
SHOT = "drink_shot_chaser"  # 2, with a Chaser
MEAD = "drink_spiced_mead"  # 2, -1 Fortitude
TEA = "drink_herbal_tea"  # 0, +2 Fortitude
GROG = "drink_swamp_grog"  # 2; trolls 4, orcs 3
ROUND = "event_round_house"
CONTEST = "event_contest"
SNACKS = "event_snacks"


def drink(pile: tuple[str, ...], seats: int = 3, **kw: object) -> object:
    rows = [{"drink_me": pile, **kw}] + [{} for _ in range(seats - 1)]
    return build(seats, phase="drink", seat=rows)


def test_chasers_join_the_drink_as_one() -> None:
    """R-7.3: chasers chain; R-7.2 the whole is one Drink (one Alcohol change)."""
    t = drink((STOUT, PIXIE, SHOT))  # top last: SHOT, then PIXIE (chaser), then STOUT
    assert t.seat(0).alcohol == 5
    assert sorted(t.state.drink_discard) == sorted([STOUT, PIXIE, SHOT])


def test_an_event_revealed_as_a_chaser_is_discarded_and_stops_the_chain() -> None:
    t = drink((ALE, ROUND, SHOT))
    assert t.seat(0).alcohol == 2
    assert t.seat(0).drink_me == (ALE,)
    assert ROUND in t.state.drink_discard


def test_drink_fortitude_parts() -> None:
    t = drink((MEAD,))
    assert (t.seat(0).alcohol, t.seat(0).fortitude) == (2, 19)
    t = drink((TEA,), fortitude=15)
    assert (t.seat(0).alcohol, t.seat(0).fortitude) == (0, 17)


def test_race_alternative_replaces_the_printed_alcohol() -> None:
    """R-7.1: the brawler is an orc (3); others take the printed 2."""
    t = build(2, phase="drink", seat=[{"drink_me": (GROG,), "race": "orc"}, {}])
    assert t.seat(0).alcohol == 3
    t = build(2, phase="drink", seat=[{"drink_me": (GROG,), "race": ""}, {}])
    assert t.seat(0).alcohol == 2


def test_ignore_a_drink() -> None:
    """R-6.6.3 Ignore a Drink you are about to drink."""
    t = drink((FIRE,), hand=("brawler_pour_out",))
    assert t.decision.kind == "respond" and t.decision.seat == 0
    t.do("play card=brawler_pour_out item=1")
    assert t.seat(0).alcohol == 0
    assert FIRE in t.state.drink_discard


def test_spike_and_water_down_change_the_pending_drink() -> None:
    """R-6.7: modifiers act on the pending Drink; R-3.3 never below 0."""
    rows = [{"drink_me": (ALE,), "hand": ("brawler_water",)}, {"hand": ("brawler_spike",)}, {}]
    t = build(3, phase="drink", seat=rows)
    t.do("play card=brawler_water item=1")  # 1 - 2 -> 0
    t.do("play card=brawler_spike item=1")  # seat 1 answers with +2 -> 1 - 2 + 2 = 1
    assert t.seat(0).alcohol == 1


def test_drink_change_negate_stops_a_spike() -> None:
    """R-6.7: a card that only changes a Drink is stopped by a drink-protection Negate."""
    rows = [{"drink_me": (ALE,), "hand": ("brawler_hands_off",)}, {"hand": ("brawler_spike",)}, {}]
    t = build(3, phase="drink", seat=rows)
    t.do("play card=brawler_spike item=1")
    assert t.decision.seat == 0
    t.do("play card=brawler_hands_off item=2")
    assert t.seat(0).alcohol == 1


def test_round_on_the_house_everyone_drinks_a_copy() -> None:
    """R-7.6.1: events found while looking for a Drink are discarded; each drinks a copy."""
    t = build(
        3,
        phase="drink",
        drink_deck=(STOUT, CONTEST),
        seat=[{"drink_me": (ROUND,)}, {}, {}],
    )
    assert [s.alcohol for s in t.state.seats] == [2, 2, 2]
    assert sorted(t.state.drink_discard) == sorted([ROUND, CONTEST, STOUT])


def test_round_on_the_house_copies_are_answered_separately() -> None:
    rows = [{"drink_me": (ROUND,)}, {"hand": ("brawler_pour_out",)}, {}]
    t = build(3, phase="drink", drink_deck=(FIRE,), seat=rows)
    assert t.decision.seat == 1
    drinks = [i for i in t.state.stack.items if i.payload.kind == "drink"]
    uid = next(i.uid for i in drinks if i.payload.drinker == 1)
    t.do(f"play card=brawler_pour_out item={uid}")
    assert [s.alcohol for s in t.state.seats] == [3, 0, 3]
    assert t.state.drink_discard.count(FIRE) == 1


def test_drinking_contest_highest_printed_alcohol_collects_then_all_drink() -> None:
    """R-7.6.2: the winner collects 1 Gold from every other player; everyone drinks."""
    deck = (ALE, FIRE, STOUT)  # top last: seat 0 reveals STOUT, seat 1 FIRE, seat 2 ALE
    t = build(3, phase="drink", drink_deck=deck, seat=[{"drink_me": (CONTEST,)}, {}, {}])
    assert [s.gold for s in t.state.seats] == [9, 12, 9]
    assert [s.alcohol for s in t.state.seats] == [2, 3, 1]


def test_drinking_contest_ties_go_again() -> None:
    """R-7.6.2: tied leaders keep revealing and drinking until one leads."""
    deck = (ALE, STOUT, ALE, STOUT, STOUT)  # round 1: 2, 2, 1 -> tie 0/1; round 2: 1 vs 2
    t = build(3, phase="drink", drink_deck=deck, seat=[{"drink_me": (CONTEST,)}, {}, {}])
    assert [s.alcohol for s in t.state.seats] == [2 + 2, 2 + 1, 1]
    assert [s.gold for s in t.state.seats] == [12, 9, 9]


def test_contest_event_scores_zero() -> None:
    deck = (ALE, ROUND)
    t = build(2, phase="drink", drink_deck=deck, seat=[{"drink_me": (CONTEST,)}, {}])
    assert [s.alcohol for s in t.state.seats] == [0, 1]
    assert [s.gold for s in t.state.seats] == [9, 11]


def test_house_event_heals_everyone() -> None:
    t = build(2, phase="drink", seat=[{"drink_me": (SNACKS,), "fortitude": 10}, {"fortitude": 5}])
    assert [s.fortitude for s in t.state.seats] == [11, 6]


def test_empty_drink_deck_everyone_pays_then_reshuffles() -> None:
    """R-7.9: each living player pays 1 Gold to the Inn, then the discard is reshuffled."""
    t = build(3, phase="order", drink_discard=(ALE, STOUT), seat=[{}, {}, {}])
    t.do("order-drink target=1")
    assert [s.gold for s in t.state.seats] == [9, 9, 9]
    assert t.state.inn == 3
    assert len(t.seat(1).drink_me) == 1 and len(t.state.drink_deck) == 1


def test_drink_after_event_option() -> None:
    """R-7.6.4 [proposed] and its option: a second reveal after an Event."""
    t = build(2, phase="drink", seat=[{"drink_me": (ALE, SNACKS)}, {}])
    assert t.seat(0).alcohol == 0 and t.seat(0).drink_me == (ALE,)
    opts = Options(drink_after_event=True)
    t = build(2, options=opts, phase="drink", seat=[{"drink_me": (ALE, SNACKS)}, {}])
    assert t.seat(0).alcohol == 1

"""Torglesnarf Duncleton's Minions and Wages (002 L1555-1624): two extra Gold, the compendium's
Grunt and Brix, a Negated Minion card, activations once per Action Phase before or after the
Action card, the shield, the Wages choice, public Minions in views and resampled views, the bot,
and seeded games with him at the table. The compendium's examples are
``scenarios/compendium_torglesnarf_*``, its rule cases ``scenarios/mechanic_torglesnarf_*``."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.minions import (
    ActMinion,
    DismissMinion,
    InnPaysWages,
    Minion,
    Minions,
    MinionsDone,
    PayWages,
    WagesCut,
    WagesSettled,
    advice,
    spec,
)
from dungeontable.games.rdi.options import Options

from .conftest import Table, build
from .seeded import seeded_steps
from .test_determinize_variants import sample

TESTS = str(Path(__file__).resolve().parents[2])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
from conformance.leaks import check_no_leaks  # noqa: E402


def cards() -> Any:
    return house().catalog.cards


def minions(t: Table, seat: int = 0) -> Minions:
    found = next(x for x in t.seat(seat).extra if isinstance(x, Minions))
    assert isinstance(found, Minions)
    return found


def torg(hand: list[str], *held: str, **more: Any) -> dict[str, Any]:
    extra = {"mechanic": "Minions", "minions": [{"card": c} for c in held]}
    return {"character": "torglesnarf", "hand": hand, "extra": [extra], **more}


def test_two_extra_gold_at_the_start() -> None:
    """L1561: Torglesnarf starts with two extra Gold."""
    state = GAME.setup(Options(characters=("torglesnarf", "gog", "fiona")), 3, 1)
    assert [s.gold for s in state.seats] == [12, 10, 10]


def test_the_compendium_numbers_of_grunt_and_brix() -> None:
    """L1572-1576: Grunt makes a player lose 2, Wages 2; L1594: Brix's Wages are 2."""
    c = cards()
    assert spec(c["torglesnarf-grunt"]) == {"wages": 2, "ability": "hurt", "amount": 2}
    assert spec(c["torglesnarf-brix"])["wages"] == 2
    assert spec(c["torglesnarf-scepter"]) == {}


def test_a_negated_minion_card_is_discarded() -> None:
    t = build(
        3, phase="action", seat=[torg(["torglesnarf-grunt"]), {}, {"hand": ["zot-counterspell"]}]
    )
    t.do('play card=torglesnarf-grunt target=-1 item=0 option=""')
    t.do('play card=zot-counterspell target=-1 item=1 option=""')
    assert minions(t).minions == () and t.seat(0).discard == ("torglesnarf-grunt",)


def test_each_minion_acts_once_per_action_phase_and_may_stop() -> None:
    t = build(3, phase="action", seat=[torg([], "torglesnarf-grunt", "torglesnarf-pox"), {}, {}])
    t.seat(0)
    acts = [a for a in t.legal() if a.startswith("act-minion")]
    assert acts == [
        "act-minion slot=0 target=1",
        "act-minion slot=0 target=2",
        "act-minion slot=1 target=-1",
    ]
    t.do("act-minion slot=0 target=1")
    assert t.seat(1).fortitude == 18
    assert [a for a in t.legal() if a.startswith("act-minion")] == ["act-minion slot=1 target=-1"]
    t.do("pass")  # no Action card: the Action phase ends; Pox did not act
    assert t.decision is not None and t.decision.kind == "order"
    assert minions(t).minions[1].acted == 0


def test_after_the_action_card_minions_done_closes_the_phase() -> None:
    t = build(3, phase="action", seat=[torg(["torglesnarf-scepter"], "torglesnarf-snivel"), {}, {}])
    t.do('play card=torglesnarf-scepter target=1 item=0 option=""')
    assert t.decision is not None and t.decision.kind == "minion"
    assert t.legal() == ["act-minion slot=0 target=-1", "minions-done"]
    t.do("minions-done")
    assert t.decision is not None and t.decision.kind == "order"


def test_the_collector_and_the_healer_and_the_taster() -> None:
    seat = torg([], "torglesnarf-brix", "torglesnarf-pox", "torglesnarf-snivel", fortitude=15)
    seat["alcohol"] = 3
    t = build(3, phase="action", seat=[seat, {}, {}])
    t.do("act-minion slot=0 target=2", "act-minion slot=1 target=-1", "act-minion slot=2 target=-1")
    assert (t.seat(0).gold, t.seat(2).gold) == (11, 9)
    assert (t.seat(0).fortitude, t.seat(0).alcohol) == (16, 2)


def test_the_bodyguard_lowers_another_players_loss() -> None:
    t = build(
        3,
        active=1,
        phase="action",
        seat=[torg([], "torglesnarf-mogg"), {"character": "fiona", "hand": ["fiona-hit"]}, {}],
    )
    t.do('play card=fiona-hit target=0 item=0 option=""')
    assert t.seat(0).fortitude == 19  # Fiona's 2 less the Bodyguard's 1


def test_wages_are_paid_only_with_enough_gold() -> None:
    t = build(
        3,
        active=1,
        phase="action",
        seat=[
            torg([], "torglesnarf-grunt", gold=2),
            {"character": "fiona", "hand": ["fiona-hit"]},
            {},
        ],
    )
    t.do("play card=fiona-hit target=0 item=0 option=minion:0")
    assert t.legal() == ["pay-wages slot=0", "dismiss-minion slot=0"]
    t.do("pay-wages slot=0")
    assert t.seat(0).gold == 0 and t.state.inn == 2
    # kept by its Wages, Grunt then leaves play with him: he is broke
    assert t.seat(0).out == "broke" and t.seat(0).discard == ("torglesnarf-grunt",)
    assert not any(e.dismissed for e in t.events(WagesSettled))


def _grunt_hit(hand: list[str], options: Options | None = None, gold: int = 10) -> Table:
    """Fiona aims her Fireball at Grunt; Torglesnarf (``gold``) holds ``hand``."""
    fiona = {"character": "fiona", "hand": ["fiona-hit"]}
    seats = [torg(hand, "torglesnarf-grunt", gold=gold), fiona, {}]
    t = build(3, options, active=1, phase="action", seat=seats)
    t.do("play card=fiona-hit target=0 option=minion:0")
    assert t.decision is not None and t.decision.kind == "wages"
    return t


def test_a_card_paying_with_the_inns_gold_takes_one_gold_off_the_wages() -> None:
    """L1585: Bryn's "Put it on the ship's account" (the Inn pays your ante) played as Grunt's
    Wages fall due: the Wages are 2 - 1 = 1 Gold; the card goes to his discard pile."""
    t = _grunt_hit(["bryn-ships-account", "torglesnarf-scepter"])
    assert t.legal() == [
        "pay-wages slot=0",
        "dismiss-minion slot=0",
        "inn-pays-wages slot=0 card=bryn-ships-account",
    ]
    t.do("inn-pays-wages slot=0 card=bryn-ships-account")
    assert minions(t).cut == 1
    assert t.seat(0).hand == ("torglesnarf-scepter",)
    assert t.seat(0).discard == ("bryn-ships-account",)
    assert t.events(WagesCut)[-1] == WagesCut(
        seat=0, card="bryn-ships-account", minion="torglesnarf-grunt", wages=1
    )
    assert t.legal() == ["pay-wages slot=0", "dismiss-minion slot=0"]
    t.do("pay-wages slot=0")
    assert t.seat(0).gold == 9 and t.state.inn == 1
    assert minions(t).cut == 0 and minions(t).owed == ()
    assert [m.card for m in minions(t).minions] == ["torglesnarf-grunt"]


def test_each_inn_card_takes_one_more_gold_off_never_below_zero() -> None:
    """L1585, ruling ``wages_inn_cards = each``: with 1 Gold he cannot pay Grunt's 2; one card
    makes it 1, a second 0; none is offered at 0 and keeping him costs nothing."""
    t = _grunt_hit(["bryn-ships-account", "fleck-paid-in-song", "fleck-paid-in-song"], gold=1)
    assert t.legal() == [
        "dismiss-minion slot=0",  # 1 Gold: no Wages of 2
        "inn-pays-wages slot=0 card=bryn-ships-account",
        "inn-pays-wages slot=0 card=fleck-paid-in-song",
    ]
    t.do("inn-pays-wages slot=0 card=fleck-paid-in-song")
    assert t.legal() == [
        "pay-wages slot=0",
        "dismiss-minion slot=0",
        "inn-pays-wages slot=0 card=bryn-ships-account",
        "inn-pays-wages slot=0 card=fleck-paid-in-song",
    ]
    t.do("inn-pays-wages slot=0 card=bryn-ships-account")
    assert t.legal() == ["pay-wages slot=0", "dismiss-minion slot=0"]
    t.do("pay-wages slot=0")
    assert t.seat(0).gold == 1 and t.state.inn == 0
    assert t.seat(0).hand == ("fleck-paid-in-song",)
    assert [m.card for m in minions(t).minions] == ["torglesnarf-grunt"]


def test_ruling_one_allows_one_inn_card_a_payment() -> None:
    """Ruling ``wages_inn_cards = one``: after one card the Wages stay at 1."""
    t = _grunt_hit(["bryn-ships-account", "fleck-paid-in-song"], Options(wages_inn_cards="one"))
    t.do("inn-pays-wages slot=0 card=fleck-paid-in-song")
    assert t.legal() == ["pay-wages slot=0", "dismiss-minion slot=0"]
    t.do("pay-wages slot=0")
    assert t.seat(0).gold == 9 and t.state.inn == 1


def test_cards_spent_stay_spent_if_he_then_discards_the_minion() -> None:
    """The card took effect at once: discarding Grunt afterwards gives nothing back, and the
    next Wages start from the full amount."""
    t = _grunt_hit(["bryn-ships-account"])
    t.do("inn-pays-wages slot=0 card=bryn-ships-account", "dismiss-minion slot=0")
    assert t.seat(0).discard == ("bryn-ships-account", "torglesnarf-grunt")
    assert minions(t) == Minions()
    assert t.seat(0).gold == 10 and t.state.inn == 0


def test_no_ignore_card_avoids_the_wages() -> None:
    """L1585: "You may not avoid paying Wages by playing a card that allows you to Ignore a card
    that would 'affect your Gold'": the Wages are no pending card; with Lucky's and Vlazlo's
    Ignore-your-Gold cards in hand he may only pay or discard."""
    t = _grunt_hit(["lucky-smuggle", "vlazlo_bat_flit", "torglesnarf-duck"])
    assert t.legal() == ["pay-wages slot=0", "dismiss-minion slot=0"]


def test_torglesnarf_never_aims_at_his_own_minion() -> None:
    t = build(3, phase="action", seat=[torg(["torglesnarf-scepter"], "torglesnarf-grunt"), {}, {}])
    assert not any("minion:" in a for a in t.legal())


def test_minions_are_public_and_kept_out_of_a_resampled_deck() -> None:
    t = build(3, phase="action", seat=[torg([], "torglesnarf-grunt", "torglesnarf-brix"), {}, {}])
    for seat in (0, 1, 2):
        seen = next(x for x in GAME.view(t.state, seat).seats[0].extra if isinstance(x, Minions))
        assert [m.card for m in seen.minions] == ["torglesnarf-grunt", "torglesnarf-brix"]
    again = GAME.determinize(GAME.view(t.state, 1), 1, Rng.from_seed(3))
    assert next(x for x in again.seats[0].extra if isinstance(x, Minions)) == minions(t)
    assert len(again.seats[0].deck) == len(t.seat(0).deck)


@pytest.mark.parametrize(
    ("characters", "seed"),
    [
        (("torglesnarf", "fiona", "gog", "zot"), 51),
        (("dimli", "torglesnarf", "wrench", "kaylin"), 52),
    ],
)
def test_no_seat_sees_what_is_hidden_from_it(characters: tuple[str, ...], seed: int) -> None:
    states = sample(Options(characters=characters), 4, seed, every=7, limit=10)
    stats = check_no_leaks(GAME, states, 4)
    assert stats.differing_determinizations > 0


def test_the_bot_acts_pays_when_rich_and_dismisses_when_poor() -> None:
    c = cards()
    m = Minions(minions=(Minion("torglesnarf-grunt"),))
    legal = [ActMinion(slot=0, target=1), ActMinion(slot=0, target=2), MinionsDone()]
    assert advice(m, c, legal, 10, lambda ts: ts[-1]) == ActMinion(slot=0, target=2)
    owed = [PayWages(slot=0), DismissMinion(slot=0)]
    assert advice(m, c, owed, 6, min) == PayWages(slot=0)
    assert advice(m, c, owed, 5, min) == DismissMinion(slot=0)
    assert advice(m, c, [MinionsDone()], 5, min) == MinionsDone()


def test_the_bot_plays_an_inn_card_when_one_gold_less_lets_it_keep_the_minion() -> None:
    """L1585: with 5 Gold Grunt's 2 Gold Wages would leave 3 (it dismisses him); 1 Gold less
    leaves 4, so it plays Bryn's card first, then pays; with 4 Gold it still dismisses."""
    c = cards()
    m = Minions(minions=(Minion("torglesnarf-grunt"),), owed=(0,))
    cut = InnPaysWages(slot=0, card="bryn-ships-account")
    owed = [PayWages(slot=0), DismissMinion(slot=0), cut]
    assert advice(m, c, owed, 5, min) == cut
    assert advice(m, c, owed, 4, min) == DismissMinion(slot=0)
    after = Minions(minions=m.minions, owed=(0,), cut=1)
    assert advice(after, c, owed[:2], 5, min) == PayWages(slot=0)


def test_seeded_games_with_torglesnarf_end_by_the_rules() -> None:
    seen: set[str] = set()
    for _state, transition in seeded_steps(("torglesnarf", "cormac", "natyli", "gog"), steps=8000):
        seen.update(e.kind() for e in transition.events)
    assert {"minion-hired", "minion-acted"} <= seen


def test_the_table_names_the_minions_in_play() -> None:
    from dungeontable.games.rdi.render import render

    t = build(3, phase="action", seat=[torg([], "torglesnarf-grunt"), {}, {}])
    text = render(GAME.view(t.state, 1))
    assert "Minions: Grunt the Brawler" in text and "torglesnarf-grunt" not in text

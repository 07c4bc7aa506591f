"""R-13 NEGATE_ALMOST_ANY (compendium, Wizgille's unique card): Negate nearly any card —
Drinks and Drink Events too — and its player may play another of the same type."""

from __future__ import annotations

from pathlib import Path

from dungeontable.games.rdi.options import Options

from .conftest import build

CARDS = Path(__file__).parent / "cards"
OPTS = Options(
    cards=(str(CARDS / "negate.toml"), str(CARDS / "elixirs.toml"), str(CARDS / "fixture.toml"))
)
DEJA = "nx_deja_vu"
CONTEST = "event_contest"
ALE, STOUT, FIRE = "drink_thin_ale", "drink_cellar_stout", "drink_firewater"


def _deja(item: int) -> str:
    return f'play card={DEJA} target=-1 item={item} option=""'


def test_the_compendium_example_a_negated_drinking_contest() -> None:
    """Wizgille has 1 Gold; Serena reveals a Drinking Contest, the only card in her pile;
    Wizgille Negates it: no Drinks revealed, no Gold changes hands; Serena drinks the next card
    of her pile — there is none, so she sobers up by 1."""
    rows = [{"drink_me": (CONTEST,), "alcohol": 3}, {"gold": 1, "hand": (DEJA,)}, {}]
    t = build(3, options=OPTS, phase="drink", drink_deck=(ALE, STOUT, FIRE), seat=rows)
    assert t.decision.kind == "respond" and t.decision.seat == 1
    t.do(_deja(1))
    assert [s.gold for s in t.state.seats] == [10, 1, 10]
    assert t.state.drink_deck == (ALE, STOUT, FIRE)
    assert t.seat(0).alcohol == 2  # sobered up
    assert t.state.drink_discard == (CONTEST,) and t.seat(1).discard == (DEJA,)


def test_a_negated_drink_phase_drink_is_replaced_by_the_next_card() -> None:
    rows = [{"drink_me": (ALE, FIRE)}, {"hand": (DEJA,)}, {}]
    t = build(3, options=OPTS, phase="drink", seat=rows)
    t.do(_deja(1))
    assert t.seat(0).alcohol == 1  # FIRE negated; ALE drunk instead
    assert t.seat(0).drink_me == () and t.state.drink_discard == (FIRE, ALE)


def test_without_the_replacement_rule_an_ordinary_negate_cannot_reach_a_drink_event() -> None:
    rows = [{"drink_me": (CONTEST,)}, {"hand": ("brawler_nope", "rogue_not_now")}, {}]
    t = build(3, options=OPTS, phase="drink", drink_deck=(ALE, STOUT, FIRE), seat=rows)
    assert t.state.contest is None and [s.gold for s in t.state.seats] == [12, 9, 9]
    assert [s.alcohol for s in t.state.seats] == [3, 2, 1]


def test_a_negated_action_lets_its_player_play_another_action() -> None:
    rows = [{"hand": ("brawler_headbutt", "brawler_chair")}, {"hand": (DEJA,)}, {}]
    t = build(3, options=OPTS, phase="action", seat=rows)
    t.do('play card=brawler_headbutt target=1 item=0 option=""', _deja(1))
    assert t.decision.kind == "action" and t.decision.seat == 0
    assert 'play card=brawler_chair target=1 item=0 option=""' in t.legal()
    t.do('play card=brawler_chair target=1 item=0 option=""')
    assert t.seat(1).fortitude < 20 and t.state.phase == "order"


def test_an_ordinary_negate_of_an_action_uses_up_the_action() -> None:
    """Contrast: ``negate what=any`` gives no replacement."""
    rows = [{"hand": ("brawler_headbutt", "brawler_chair")}, {"hand": ("nx_plain_negate",)}, {}]
    t = build(3, options=OPTS, phase="action", seat=rows)
    t.do('play card=brawler_headbutt target=1 item=0 option=""')
    t.do('play card=nx_plain_negate target=-1 item=1 option=""')
    assert t.decision.kind == "order" and t.seat(0).hand == ("brawler_chair",)
    assert t.seat(1).fortitude == 20


def test_an_ordinary_negate_cannot_reach_a_drink() -> None:
    rows = [{"drink_me": (FIRE,)}, {"hand": ("nx_plain_negate",)}, {}]
    t = build(3, options=OPTS, phase="drink", seat=rows)
    assert t.seat(0).alcohol == 3 and t.seat(1).hand == ("nx_plain_negate",)


def test_a_negated_gambling_card_gives_the_gambling_priority_back() -> None:
    rows = [
        {"hand": ("brawler_dice",)},
        {"hand": ("brawler_good_hand", "brawler_royal")},
        {"hand": (DEJA,)},
    ]
    t = build(3, options=OPTS, phase="action", seat=rows)
    t.do('play card=brawler_dice target=-1 item=0 option=""')
    while t.decision.kind == "respond":  # seat 2 lets the round start
        t.passes()
    assert t.decision.kind == "gamble" and t.decision.seat == 1
    t.do('play card=brawler_good_hand target=-1 item=0 option=""')
    uid = t.state.stack.items[-1].uid
    t.do(_deja(uid))
    assert t.state.gambling.controller == 0
    assert t.decision.kind == "gamble" and t.decision.seat == 1
    t.do('play card=brawler_royal target=-1 item=0 option=""')
    assert t.state.gambling is None and t.seat(1).gold == 9 + 3


def test_not_against_an_unnegatable_card_or_an_ante_demand() -> None:
    rows = [{"hand": ("nx_house_rules", "brawler_dice")}, {"hand": (DEJA,)}, {}]
    t = build(3, options=OPTS, phase="action", seat=rows)
    t.do('play card=nx_house_rules target=1 item=0 option=""')
    assert t.seat(1).fortitude == 19  # seat 1 was never asked: nothing to answer
    t = build(3, options=OPTS, phase="action", seat=[rows[0], {"hand": (DEJA,)}, {}])
    t.do('play card=brawler_dice target=-1 item=0 option=""')
    assert t.decision.seat == 1
    t.do(_deja(1))  # Negates the Gambling? I'm in! card itself...
    assert t.state.gambling is None and t.decision.kind == "action"  # ...the Action comes back


def test_a_negated_elixir_is_not_kept() -> None:
    """R-7.8: a player may not keep an Elixir if it was Negated; the next card is drunk."""
    rows = [{"drink_me": (ALE, "elixir_ember")}, {"hand": (DEJA,)}, {}]
    t = build(3, options=OPTS, phase="drink", seat=rows)
    t.do(_deja(1))
    assert t.seat(0).front == () and t.seat(0).gold == 10 and t.seat(0).alcohol == 1
    assert t.state.drink_discard == ("elixir_ember", ALE)

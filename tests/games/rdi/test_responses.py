"""R-6 the response model: LIFO, new window after each resolution, Negate vs Ignore, redirect,
modify, hit back, "affecting" (R-3.4) and provenance (R-6.10)."""

from __future__ import annotations

from .conftest import build

HIT2 = "brawler_headbutt"
DUCK = "brawler_duck"  # Ignore an Action/Sometimes card that would make you lose Fortitude
NOPE = "brawler_nope"  # Negate a Sometimes card
SHOVE = "brawler_shove"  # redirect
PAYBACK = "brawler_payback"  # hit back 2
HEAL = "brawler_second_wind"  # Anytime: gain 2 Fortitude
NOT_NOW = "brawler_not_now"  # Negate an Anytime card


def three(hands: list[tuple[str, ...]], **setup: object) -> object:
    return build(3, phase="action", seat=[{"hand": h} for h in hands], **setup)


def test_active_player_plays_and_unanswerable_cards_resolve_at_once() -> None:
    """R-6.4: seats with no legal response are skipped without being asked."""
    t = three([(HIT2,), (), ()])
    t.do("play card=brawler_headbutt target=1")
    assert t.seat(1).fortitude == 18
    assert t.seat(0).discard == (HIT2,)
    assert t.decision.kind == "order"


def test_ignore_makes_only_that_player_unaffected() -> None:
    """R-6.6: the Ignoring player is unaffected; the card still resolves."""
    t = three([(HIT2,), (DUCK,), ()])
    t.do("play card=brawler_headbutt target=1")
    assert t.decision.seat == 1 and t.decision.kind == "respond"
    assert t.legal() == ["pass", 'play card=brawler_duck target=-1 item=1 option=""']
    t.do("play card=brawler_duck item=1")
    assert t.seat(1).fortitude == 20
    assert [e.kind() for e in t.events() if e.kind() in ("ignored", "card-resolved")] == [
        "ignored",
        "card-resolved",
        "card-resolved",
    ]


def test_ignore_is_legal_only_against_a_card_that_would_cost_you_fortitude() -> None:
    """R-6.6.3 / R-3.4: an Ignore keyed to Fortitude loss is not offered against a heal."""
    t = three([(HEAL,), (DUCK,), ()])
    t.do("play card=brawler_second_wind")
    assert t.decision.kind == "action"  # nobody could answer: it resolved
    assert t.seat(0).fortitude == 20  # clamped at 20: it did not affect her


def test_negate_cancels_for_everyone_and_negating_a_negate_restores() -> None:
    """R-6.5: LIFO; a Negated Negate lets the original resolve."""
    t = three([(HIT2,), (DUCK,), (NOPE, NOPE)])
    t.do("play card=brawler_headbutt target=1", "play card=brawler_duck item=1")
    # seat 1 holds nothing more (skipped); seat 2 negates the Duck (a Sometimes card)
    assert t.decision.seat == 2
    t.do("play card=brawler_nope item=2")
    assert [i.uid for i in t.state.stack.items] == [1, 2, 3]
    # only seat 2 could answer (her second Negate against her own); she passes
    assert t.decision.seat == 2
    t.do("pass")
    assert t.seat(1).fortitude == 18  # the Duck was negated; the hit landed
    assert t.state.stack.is_empty


def test_negate_of_negate_lets_the_original_resolve() -> None:
    t = three([(HIT2,), (DUCK, NOPE), (NOPE,)])
    t.do("play card=brawler_headbutt target=1", "play card=brawler_duck item=1")
    t.do("pass", "play card=brawler_nope item=2")  # seat 2 negates the Duck
    assert t.decision.seat == 1
    t.do("play card=brawler_nope item=3")  # seat 1 negates that Negate
    assert t.state.stack.is_empty  # nobody could answer any more: all resolved, LIFO
    assert t.seat(1).fortitude == 20
    assert sorted(t.seat(2).discard) == [NOPE]
    assert sorted(t.seat(1).discard) == sorted([DUCK, NOPE])


def test_redirect_moves_the_loss_and_keeps_the_source_for_hit_back() -> None:
    """R-6.8: redirected loss keeps its original source; R-6.9 hit back targets that source."""
    t = three([(HIT2,), (SHOVE,), (PAYBACK,)])
    t.do("play card=brawler_headbutt target=1", "play card=brawler_shove target=2 item=1")
    assert t.seat(1).fortitude == 20 and t.seat(2).fortitude == 18
    assert t.decision.seat == 2
    assert 'play card=brawler_payback target=0 item=0 option=""' in t.legal()
    t.do("play card=brawler_payback target=0")
    assert t.seat(0).fortitude == 18


def test_no_hit_back_after_an_ignored_loss() -> None:
    """R-6.9: not allowed if the loss was Ignored."""
    t = three([(HIT2,), (DUCK, PAYBACK), ()])
    t.do("play card=brawler_headbutt target=1", "play card=brawler_duck item=1")
    assert t.decision.kind == "order"


def test_new_window_after_each_resolution() -> None:
    """R-6.3: after the top card resolves, players may answer what is now on top."""
    t = three([(HIT2,), (DUCK,), (HEAL, NOT_NOW)])
    t.do("play card=brawler_headbutt target=1")
    t.do("pass")  # seat 1 passes the first window
    # seat 2 heals herself (an Anytime card) on top of the hit
    t.do("play card=brawler_second_wind")
    assert t.seat(2).fortitude == 20
    # after the heal resolved, a new window: seat 1 may now Ignore the hit after all
    assert t.decision.seat == 1
    t.do("play card=brawler_duck item=1")
    assert t.seat(1).fortitude == 20


def test_provenance_of_every_pending_item() -> None:
    """R-6.10: each item records the seat it counts as coming from and its card type."""
    t = three([(HIT2,), (DUCK,), ()])
    t.do("play card=brawler_headbutt target=1")
    item = t.state.stack.items[0]
    assert (item.source, item.counts_as) == (0, "action")

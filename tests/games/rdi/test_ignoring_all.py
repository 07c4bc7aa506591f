"""Players Ignoring all effects for a time (002 L378, Evil Pooky's "Players 'Out of the Game'"):
Kaylin's house card "Shrink down and hide in Wulfric's ear" leaves her Ignoring every card other
players play until the start of her next turn — their hits, a Minion's activation, a given
Doppelganger going off — while her own cards, Drinks and unignorable cards still reach her; the
status is public and ends as her next turn starts; the heuristic bot hides when in danger. The
compendium's cases are ``scenarios/compendium_evilpooky_l378_*``."""

from __future__ import annotations

from typing import Any

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.aside import Aside, IgnoringAll, IgnoringEnded
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.events import Ignored

from .conftest import Table, build
from .seeded import seeded_steps

ASIDE = {"mechanic": "Aside", "since": 1}


def kaylin(hand: list[str], *extra: dict[str, Any], **more: Any) -> dict[str, Any]:
    return {"character": "kaylin", "hand": hand, "extra": list(extra), **more}


def aside(t: Table, seat: int) -> bool:
    return any(isinstance(x, Aside) for x in t.seat(seat).extra)


def test_the_card_sets_her_aside_and_everyone_sees_it() -> None:
    t = build(3, phase="action", active=1, seat=[{}, kaylin(["kaylin-hide-in-ear"]), {}])
    t.do("play card=kaylin-hide-in-ear")
    assert aside(t, 1)
    assert t.events(IgnoringAll) == [IgnoringAll(seat=1, card="kaylin-hide-in-ear")]
    for seat in (0, 1, 2):
        status = GAME.view(t.state, seat).seats[1]
        assert any(isinstance(x, Aside) for x in status.extra)


def test_a_negated_hiding_card_sets_no_status() -> None:
    """Zot's "Counterspell" Negates it: she is not aside, Gog's hit then reaches her."""
    zot = {"character": "zot", "hand": ["zot-counterspell"]}
    t = build(3, phase="action", active=1, seat=[zot, kaylin(["kaylin-hide-in-ear"]), {}])
    t.do("play card=kaylin-hide-in-ear")
    negate = next(a for a in t.legal() if a.startswith("play card=zot-counterspell"))
    t.do(negate)
    while t.state.stack.items:
        t.do("pass")
    assert not aside(t, 1)
    assert not t.events(IgnoringAll)


def test_another_players_hit_is_ignored_and_said() -> None:
    """Gog's 2 Fortitude at an aside Kaylin: she Ignores it (20), an Ignored event names her."""
    gog = {"character": "gog", "hand": ["gog-hit"]}
    t = build(3, phase="action", active=0, seat=[gog, kaylin([], ASIDE), {}])
    t.do("play card=gog-hit target=1")
    assert t.seat(1).fortitude == 20
    assert [(e.seat) for e in t.events(Ignored)] == [1]


def test_she_is_offered_no_answer_to_a_card_she_will_ignore() -> None:
    """As after any Ignore (the previews read it): no Ignore or redirect of Gog's hit is offered
    to an aside Kaylin; without the status she is asked and may play either."""
    hand = ["kaylin-hide-in-fur", "kaylin-blink"]
    gog = {"character": "gog", "hand": ["gog-hit"]}
    t = build(3, phase="action", seat=[gog, kaylin(hand, ASIDE), {}])
    t.do("play card=gog-hit target=1")
    assert t.decision is not None and t.decision.seat == 0 and t.decision.kind == "order"
    t = build(3, phase="action", seat=[gog, kaylin(hand), {}])
    t.do("play card=gog-hit target=1")
    assert t.decision is not None and t.decision.seat == 1
    assert 'play card=kaylin-hide-in-fur target=-1 item=1 option=""' in t.legal()


def test_every_other_player_loss_misses_only_her() -> None:
    """Torglesnarf's "All hail the Goblin King!" (each other player loses 1): Gog 19, she 20."""
    torg = {"character": "torglesnarf", "hand": ["torglesnarf-all-hail"]}
    t = build(3, phase="action", seat=[torg, kaylin([], ASIDE), {"character": "gog"}])
    t.do("play card=torglesnarf-all-hail")
    assert (t.seat(1).fortitude, t.seat(2).fortitude) == (20, 19)


def test_a_minions_activation_is_ignored() -> None:
    """Grunt's activation is Torglesnarf's Action card (L1569): it misses her."""
    grunt = {"mechanic": "Minions", "minions": [{"card": "torglesnarf-grunt"}]}
    torg = {"character": "torglesnarf", "extra": [grunt]}
    t = build(3, phase="action", seat=[torg, kaylin([], ASIDE), {}])
    t.do("act-minion slot=0 target=1")
    while t.state.stack.items:
        t.do("pass")
    assert t.seat(1).fortitude == 20


def test_her_own_cards_still_reach_her() -> None:
    """Only other players' cards: her "A nap on a warm wolf" heals her 15 -> 17."""
    t = build(
        3, phase="action", active=1, seat=[{}, kaylin(["kaylin-nap"], ASIDE, fortitude=15), {}]
    )
    t.do("play card=kaylin-nap")
    while t.state.stack.items:
        t.do("pass")
    assert t.seat(1).fortitude == 17


def test_an_unignorable_card_still_reaches_her() -> None:
    """A pending card that can't be Ignored (flag ``unignorable``) hits her: 20 -> 18."""
    play = {"kind": "card", "card": "gog-hit", "seat": 0, "target": 1, "flags": ["unignorable"]}
    t = build(
        3,
        phase="action",
        seat=[{"character": "gog"}, kaylin([], ASIDE), {}],
        stack=[{**play, "source": 0, "counts_as": "action"}],
    )
    while t.state.stack.items:
        t.do("pass")
    assert t.seat(1).fortitude == 18
    assert not t.events(Ignored)


def test_an_ignore_card_against_a_given_doppelganger_still_discards_it() -> None:
    """L366, L378: Fiona Ignores the Negadonis Evil Pooky gave her with "fiona-duck" as it goes
    off at the end of her turn: 20 Fortitude, and it is in the Doppelganger discard pile."""
    given = {"mechanic": "Doppelgangers", "given": [[1, "dg-negadonis"]]}
    pooky = {"character": "evil_pooky", "extra": [given]}
    fiona = {"character": "fiona", "hand": ["fiona-duck"], "drink_me": ["drink_thin_ale"]}
    t = build(3, phase="order", active=1, seat=[pooky, fiona, {}])
    t.do("order-drink target=2")
    t.do('play card=fiona-duck target=-1 item=2 option=""')
    while t.decision is not None and t.state.active == 1:
        t.do("pass")
    assert t.seat(1).fortitude == 20
    assert t.seat(0).extra[0].discard == ("dg-negadonis",)
    assert t.seat(1).discard == ("fiona-duck",)


def test_the_status_ends_as_her_next_turn_starts() -> None:
    t = build(3, phase="order", seat=[{"drink_me": ["drink_thin_ale"]}, kaylin([], ASIDE), {}])
    t.do("order-drink target=1")
    assert t.state.active == 1
    assert not aside(t, 1)
    assert t.events(IgnoringEnded) == [IgnoringEnded(seat=1)]


def test_the_bot_hides_when_in_danger_only() -> None:
    hand = ["kaylin-hide-in-ear", "kaylin-deal-me-in"]
    for alcohol, hides in ((12, True), (0, False)):
        t = build(3, phase="action", active=1, seat=[{}, kaylin(hand, alcohol=alcohol), {}])
        view = GAME.view(t.state, 1)
        action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
        assert (getattr(action, "card", "") == "kaylin-hide-in-ear") is hides, alcohol


def test_seeded_games_with_kaylin_hiding_end_by_the_rules() -> None:
    """The heuristic bots at four seats with Kaylin and Evil Pooky: she hides, others' cards are
    Ignored by her, and the games end by the rules."""
    seen: set[str] = set()
    for state, transition in seeded_steps(("kaylin", "evil_pooky", "gog", "torglesnarf")):
        seen.update(e.kind() for e in transition.events)
        if state.result is not None:
            assert state.result.reason != "turn cap reached"
    assert {"ignoring-all", "ignoring-ended", "ignored"} <= seen

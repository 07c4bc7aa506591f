"""Nerodia the Petrifier (002 L890-927): Petrify chosen card by card into the bottom of the pile,
the pile face down to every seat (Nerodia included) and resampled by determinize, Glare paid from
the top and given back when the card is discarded (Negated too), Decay at the start of her turn,
never her own cards, Ignore and Negate, an empty hand, her elimination, a Power Jinx, the bot's
choice, and seeded games with her at the table. The rule cases as scenario files are
``scenarios/mechanic_nerodia_*``."""

from __future__ import annotations

from typing import Any

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.mechanics.petrification import (
    CardsPetrified,
    Petrified,
    PetrifiedReturned,
    PetrifyCard,
    petrify_advice,
)

from .conftest import Table, build
from .seeded import seeded_steps


def nerodia(hand: list[str], *pile: tuple[int, str], **more: Any) -> dict[str, Any]:
    return {
        "character": "nerodia",
        "hand": hand,
        "extra": [{"mechanic": "Petrified", "pile": [list(p) for p in pile], **more}],
    }


def stone(t: Table, seat: int = 0) -> Petrified:
    found = next(x for x in t.seat(seat).extra if isinstance(x, Petrified))
    assert isinstance(found, Petrified)
    return found


FIONA = {"character": "fiona", "hand": ["fiona-hit", "bryn-hit", "fiona-hit"]}
"""Fiona with no answer to Nerodia's cards (no window waits for her)."""


def test_petrify_is_the_givers_choice_card_by_card_to_the_bottom_of_the_pile() -> None:
    """L896: the player gives the cards of their choice, face down, under the pile."""
    t = build(
        3, phase="action", seat=[nerodia(["nerodia-cold-as-stone"], (2, "gog-hit")), FIONA, {}]
    )
    t.do("play card=nerodia-cold-as-stone target=1")
    assert t.seat(1).alcohol == 2
    assert t.decision is not None and t.decision.kind == "petrify" and t.decision.seat == 1
    assert t.legal() == ["petrify-card card=bryn-hit", "petrify-card card=fiona-hit"]
    t.do("petrify-card card=bryn-hit")
    assert t.decision is not None and t.decision.kind == "petrify"
    t.do("petrify-card card=fiona-hit")
    assert t.seat(1).hand == ("fiona-hit",)
    assert sorted(stone(t).pile[:2]) == [(1, "bryn-hit"), (1, "fiona-hit")]
    assert stone(t).pile[-1] == (2, "gog-hit")  # the old top stays on top
    assert stone(t).owed == () and stone(t).batch == ()
    assert t.decision is not None and t.decision.kind == "order"


def test_nobody_sees_the_pile_not_even_nerodia_or_the_giver() -> None:
    """L896: players may not look at the pile; the views show whose each card is, no more."""
    t = build(3, phase="action", seat=[nerodia([], (1, "fiona-hit"), (2, "gog-hit")), FIONA, {}])
    for seat in (0, 1, 2, None):
        shown = next(x for x in t.view(seat).seats[0].extra if isinstance(x, Petrified))
        assert shown.pile == ((1, ""), (2, ""))


def test_the_events_show_the_cards_to_the_giver_only() -> None:
    t = build(3, phase="action", seat=[nerodia(["nerodia-stony-stare"]), FIONA, {}])
    t.do("play card=nerodia-stony-stare target=1", "petrify-card card=bryn-hit")
    given = t.events(CardsPetrified)
    assert [(e.to, e.cards) for e in given] == [((1,), ("bryn-hit",)), ((0, 2), ())]


def test_fewer_cards_than_owed_are_all_given_and_an_empty_hand_gives_none() -> None:
    """L902: no cards left in hand, no cards Petrified; the rest without a choice."""
    one = {"character": "fiona", "hand": ["fiona-hit"]}
    t = build(3, phase="action", seat=[nerodia(["nerodia-cold-as-stone"]), one, {}])
    t.do("play card=nerodia-cold-as-stone target=1")
    assert t.seat(1).hand == () and stone(t).pile == ((1, "fiona-hit"),)
    assert t.decision is not None and t.decision.kind == "order"
    t = build(3, phase="action", seat=[nerodia(["nerodia-cold-as-stone"]), {"hand": []}, {}])
    t.do("play card=nerodia-cold-as-stone target=1")
    assert stone(t).pile == () and stone(t).owed == ()


def test_everyone_at_once_goes_under_the_pile_together_never_nerodia() -> None:
    """L898: cards Petrified at the same time go under in a random order; L900: never hers."""
    gog = {"character": "gog", "hand": ["gog-hit"]}
    hand = ["nerodia-gaze-of-the-depths", "nerodia-no"]
    t = build(3, phase="action", seat=[nerodia(hand, (2, "gog-hit")), FIONA, gog])
    t.do("play card=nerodia-gaze-of-the-depths")
    assert t.decision is not None and t.decision.seat == 1  # Gog's single card went at once
    t.do("petrify-card card=bryn-hit")
    assert sorted(stone(t).pile[:2]) == [(1, "bryn-hit"), (2, "gog-hit")]
    assert stone(t).pile[2] == (2, "gog-hit")
    assert t.seat(0).hand == ("nerodia-no",)  # Nerodia never Petrifies her own cards


def test_an_ignoring_player_petrifies_nothing_and_a_negated_card_nobody() -> None:
    """L904."""
    duck = {"character": "fiona", "hand": ["fiona-duck", "fiona-hit"]}
    t = build(3, phase="action", seat=[nerodia(["nerodia-stony-stare"]), duck, {}])
    t.do("play card=nerodia-stony-stare target=1", "play card=fiona-duck item=1")
    t.do(*["pass"] * 4) if t.decision is not None and t.decision.kind == "respond" else None
    assert t.seat(1).fortitude == 20 and stone(t).pile == () and stone(t).owed == ()
    eve = {"character": "eve", "hand": ["eve-mirror-image", "eve-mirror-image"]}
    t = build(3, phase="action", seat=[nerodia(["nerodia-stony-stare"]), eve, {}])
    t.do("play card=nerodia-stony-stare target=1", "play card=eve-mirror-image item=1")
    while t.decision is not None and t.decision.kind == "respond":
        t.do("pass")
    assert stone(t).pile == () and stone(t).owed == () and len(t.seat(1).hand) == 1


def test_glare_needs_the_cards_in_the_pile_already_and_spends_the_top() -> None:
    """L914: not without X cards in the pile when played (so its own Petrify never pays)."""
    t = build(3, phase="action", seat=[nerodia(["nerodia-crumbling-statue"]), FIONA, {}])
    assert not [a for a in t.legal() if "glare" in a]
    pile = ((1, "fiona-hit"), (2, "gog-hit"))
    t = build(3, phase="action", seat=[nerodia(["nerodia-crumbling-statue"], *pile), FIONA, {}])
    assert "play card=nerodia-crumbling-statue target=1 item=0 option=glare" in t.legal()
    t.do("play card=nerodia-crumbling-statue target=1 option=glare")
    assert t.seat(1).fortitude == 16  # 3 + 1 from the Glare
    assert stone(t).owed == ((1, 2),)  # 1 + 1 from the Glare
    assert stone(t).pile == ((1, "fiona-hit"),) and stone(t).glared == ()
    assert t.seat(2).hand[-1] == "gog-hit"  # the Glare card was discarded: back to Gog
    assert t.seat(0).discard == ("nerodia-crumbling-statue",)


def test_a_negated_glare_card_still_gives_the_cards_back() -> None:
    """L912: even if the card is Negated the Glared cards return to their owners."""
    eve = {"character": "eve", "hand": ["eve-mirror-image"]}
    pile = ((1, "eve-mirror-image"), (1, "eve-mirror-image"))
    t = build(3, phase="action", seat=[nerodia(["nerodia-set-in-stone"], *pile), eve, {}])
    t.do("play card=nerodia-set-in-stone target=1 option=glare")
    assert len(stone(t).glared[0][1]) == 2 and stone(t).pile == ()
    t.do("play card=eve-mirror-image item=1")
    while t.decision is not None and t.decision.kind == "respond":
        t.do("pass")
    assert t.seat(1).fortitude == 20
    assert t.seat(1).hand == ("eve-mirror-image", "eve-mirror-image")
    assert stone(t).glared == ()
    returned = t.events(PetrifiedReturned)
    assert [(e.why, e.count) for e in returned] == [("glare", 2), ("glare", 2)]


def test_decay_returns_the_top_card_at_the_start_of_her_turn() -> None:
    """L908."""
    t = build(3, phase="start", seat=[nerodia([], (1, "fiona-hit"), (2, "gog-hit")), {}, {}])
    t.do("draw")
    assert stone(t).pile == ((1, "fiona-hit"),)
    assert "gog-hit" in t.seat(2).hand


def test_a_card_for_an_eliminated_player_is_discarded() -> None:
    """L902, L916: the card stays in the pile; when it comes back it is discarded."""
    out = {"character": "gog", "out": "passed-out"}
    t = build(3, phase="start", seat=[nerodia([], (1, "fiona-hit"), (2, "gog-hit")), {}, out])
    t.do("draw")
    assert t.seat(2).hand == () and t.seat(2).discard == ("gog-hit",)


def test_nerodia_out_every_petrified_card_goes_back_at_once() -> None:
    """L902: she passes out in Gog's Action phase; the cards in her pile are back in Fiona's
    and Gog's hands at once, before his turn ends (they went back at its end before)."""
    me = nerodia([], (1, "fiona-hit"), (2, "gog-hit"))
    me.update(fortitude=3, alcohol=1)
    t = build(3, phase="action", active=2, seat=[me, {}, {"hand": ["gog-hit"]}])
    t.do("play card=gog-hit target=0")
    while t.decision is not None and t.state.phase == "action":
        t.do("pass")
    assert t.seat(0).out == "passed-out"
    assert t.state.active == 2 and t.state.phase == "order"  # Gog's turn goes on
    assert stone(t).pile == ()
    assert t.seat(1).hand == ("fiona-hit",) and t.seat(2).hand == ("gog-hit",)
    back = [e for e in t.events(PetrifiedReturned) if e.cards]  # each owner's own copy
    assert [(e.seat, e.cards, e.why) for e in back] == [
        (1, ("fiona-hit",), "freed"),
        (2, ("gog-hit",), "freed"),
    ]


def test_nerodia_out_of_gold_gives_the_pile_back_at_once() -> None:
    """L902: "eliminated" covers running out of Gold: Torglesnarf's tribute takes her last
    Gold; Fiona has her card back in his Action phase."""
    me = nerodia([], (1, "fiona-hit"))
    me["gold"] = 1
    torg = {"character": "torglesnarf", "hand": ["torglesnarf-tribute"]}
    t = build(3, phase="action", active=2, seat=[me, {}, torg])
    t.do("play card=torglesnarf-tribute")
    while t.decision is not None and t.state.phase == "action":
        t.do("pass")
    assert t.seat(0).out == "broke"
    assert t.state.active == 2 and t.state.phase == "order"
    assert stone(t).pile == () and t.seat(1).hand == ("fiona-hit",)


def test_a_petrified_blessing_goes_to_the_blessing_discard_not_a_hand() -> None:
    """L919: it leaves the pile for the Blessing discard pile (via its owner's discard pile,
    which Murgath's mechanic sweeps at the end of the turn)."""
    t = build(3, phase="start", seat=[nerodia([], (1, "blessing_shield")), {}, {}])
    t.do("draw")
    assert "blessing_shield" not in t.seat(1).hand
    assert t.seat(1).discard == ("blessing_shield",)


def test_a_power_jinx_lowers_petrify_but_never_the_glare_cost() -> None:
    """L925: a changed number changes Petrify, not Glare."""
    jinx = {"mechanic": "Debuffs", "given": [[0, "power", True]]}
    natyli = {"character": "natyli", "extra": [jinx]}
    me = nerodia(["nerodia-crumbling-statue"], (2, "gog-hit"))
    t = build(3, phase="action", seat=[me, FIONA, natyli])
    t.do("play card=nerodia-crumbling-statue target=1 option=glare")
    assert stone(t).owed == ((1, 1),)  # (1 + 1 Glare) - 1 jinx
    assert t.seat(1).fortitude == 17  # (3 + 1) - 1
    assert stone(t).pile == ()  # the Glare still cost 1


def test_the_bot_petrifies_its_least_useful_card() -> None:
    legal = (PetrifyCard(card="b"), PetrifyCard(card="a"), PetrifyCard(card="c"))
    worth = {"a": 3, "b": 1, "c": 1}
    assert petrify_advice(legal, worth.__getitem__) == PetrifyCard(card="b")
    t = build(3, phase="action", seat=[nerodia(["nerodia-stony-stare"]), FIONA, {}])
    t.do("play card=nerodia-stony-stare target=1")
    bot = HeuristicBot(GAME)
    action, _ = bot.choose(t.view(1), GAME.legal_actions(t.state), Rng.from_seed(1))
    assert action == PetrifyCard(card="bryn-hit")  # the least useful, ties by id


def test_determinize_deals_the_pile_from_each_owners_unseen_cards() -> None:
    me = nerodia([], (1, "fiona-duck"), (1, "fiona-duck"), (2, "gog-hit"))
    t = build(3, phase="action", seat=[me, {"character": "fiona"}, {"character": "gog"}])
    for seat in (0, 1, 2):
        d = GAME.determinize(t.view(seat), seat, Rng.from_seed(seat))
        pile = next(x for x in d.seats[0].extra if isinstance(x, Petrified)).pile
        assert [s for s, _ in pile] == [1, 1, 2] and all(pile[i][1] for i in range(3))
        assert all(c.startswith("fiona") for _, c in pile[:2]) and pile[2][1].startswith("gog")
        assert len(d.seats[1].deck) == len(t.seat(1).deck)
        assert GAME.view(d, seat) == t.view(seat)


def test_seeded_games_with_nerodia_end_by_the_rules() -> None:
    """Every step: no card Petrified twice or lost (hand + deck + discard + pile + stack)."""
    for state, _ in seeded_steps(("nerodia", "fiona", "gog", "dimli"), range(4)):
        p = next(x for x in state.seats[0].extra if isinstance(x, Petrified))
        assert not (set(p.owed) and not p.owed)
        assert all(owner != 0 for owner, _ in p.pile)  # never her own cards (L900)

"""Piper's Quiver (002 L1168-1198): the opening hand (1 Arrow + 6), the first draw of Discard and
Draw from the Quiver, no reshuffle, Arrow-Actions any number of times instead of one Action, the
Arrow discard pile, the face-down Quiver in every view and in resampled views, what the heuristic
bot does, words, owners' packs, and seeded games with her at the table. Her rules as scenarios:
``scenarios/compendium_piper_*`` and ``mechanic_piper_*``."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from dungeontable.core import Rng, capabilities
from dungeontable.core.words import Names
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.characters.registry import owner_characters
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.quiver import Quiver
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.words import RedDragonInnWords

from .conftest import Table, build
from .seeded import seeded_steps

POOL = house().catalog.deck("arrows")


def test_the_compendium_numbers() -> None:
    """L1172: a 35-card Character Deck and a 14-card Quiver."""
    assert sum(c.copies for c in house().decks["piper"]) == 35
    assert len(POOL) == 14


def test_the_opening_hand_is_one_arrow_and_six_cards() -> None:
    """L1176."""
    for seed in range(4):
        state = GAME.setup(Options(characters=("piper", "gog")), 2, seed)
        piper = state.seats[0]
        arrows = [c for c in piper.hand if c.startswith("arrow_")]
        quiver = piper.extra[0]
        assert isinstance(quiver, Quiver)
        assert (len(piper.hand), len(arrows), len(quiver.deck)) == (7, 1, 13)
        assert len(piper.deck) == 29
        assert sorted([*arrows, *quiver.deck]) == sorted(POOL)


def piper(hand: list[str], deck: list[str], **more: object) -> Table:
    quiver = {"mechanic": "Quiver", "deck": deck, "pool": list(POOL), **more}
    seat = {"character": "piper", "hand": hand, "extra": [quiver]}
    return build(3, phase="action", seat=[seat, {"character": "fiona"}, {"character": "gog"}])


def test_the_quiver_is_face_down_to_everyone() -> None:
    """Others see how many Arrows are left; she sees which, never their order."""
    t = piper([], ["arrow_volley", "arrow_barbed", "arrow_aimed_shot"])
    mine = GAME.view(t.state, 0).seats[0].extra[0]
    assert isinstance(mine, Quiver)
    assert mine.deck == ("arrow_aimed_shot", "arrow_barbed", "arrow_volley")
    for seat in (1, 2):
        theirs = GAME.view(t.state, seat).seats[0].extra[0]
        assert isinstance(theirs, Quiver) and theirs.deck == ("", "", "")
    sampled = GAME.determinize(GAME.view(t.state, 1), 1, Rng.from_seed(2))
    quiver = sampled.seats[0].extra[0]
    assert isinstance(quiver, Quiver) and len(quiver.deck) == 3 and all(quiver.deck)
    assert set(quiver.deck) <= set(POOL)


def test_an_arrow_drawn_is_seen_by_piper_only() -> None:
    seat: dict[str, object] = {"character": "piper", "hand": ["piper-bounty"] * 5}
    seat["deck"] = ["piper-canteen"] * 3
    seat["extra"] = [{"mechanic": "Quiver", "deck": ["arrow_barbed"], "pool": list(POOL)}]
    t = build(3, phase="discard", seat=[seat, {}, {}]).do("draw")
    drawn = [e for e in t.events() if e.kind() == "arrows-drawn"]
    assert [(e.cards, e.to) for e in drawn] == [  # type: ignore[attr-defined]
        (("arrow_barbed",), (0,)),
        ((), (1, 2)),
    ]


def choose(t: Table) -> str:
    decision = t.decision
    assert decision is not None
    view = GAME.view(t.state, decision.seat)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    return action.to_text()


def test_bot_shoots_its_arrows_before_a_plain_action() -> None:
    t = piper(["piper-from-the-rafters", "arrow_quick_shot", "arrow_aimed_shot"], [])
    first = choose(t)
    assert first.startswith("play card=arrow_")
    t.do(first)
    second = choose(t)
    assert second.startswith("play card=arrow_")


def test_bot_keeps_a_single_weak_arrow_for_a_stronger_action() -> None:
    """One Quick Shot (2) against a shot from the rafters (3): the Action card, this turn."""
    t = piper(["piper-from-the-rafters", "arrow_quick_shot"], [])
    assert choose(t).startswith("play card=piper-from-the-rafters")


def test_words_for_the_arrows() -> None:
    words = capabilities(GAME).words(Options(), Names(("Ann", "Bob", "Cleo")))
    assert isinstance(words, RedDragonInnWords)
    t = piper(["arrow_retrieve_and_fire"], ["arrow_barbed"])
    t.do("play card=arrow_retrieve_and_fire target=1")
    said = [words.event(e) for e in t.events() if e.kind() == "arrows-drawn"]
    assert said == [
        "Ann draws Barbed Broadhead from the Quiver",
        "Ann draws 1 Arrow from the Quiver",
    ]


def test_seeded_games_with_piper_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("piper", "terci", "ozrik", "gog"), steps=8000):
        seen.update(e.kind() for e in transition.events)
        me = state.seats[0]
        quiver = me.extra[0]
        assert isinstance(quiver, Quiver)
        stack = [c for i in state.stack.items for c in i.payload.parts]
        where = [*quiver.deck, *quiver.discard, *me.hand, *me.discard, *stack]
        assert sum(c.startswith("arrow_") for c in where) == 14  # every Arrow once
        if me.alive:
            assert not any(c.startswith("arrow_") for c in (*me.deck, *me.discard))
    assert "arrows-drawn" in seen


PACK = """[character]
id = "robin"
name = "Robin of the Greenwood"
source = "house"
mechanics = ["quiver"]
deck_size = 35

[[card]]
id = "robin-fetch"
name = "Fetch the arrows"
type = "anytime"
source = "house"
copies = 35
text = "Draw 2 Arrows from your Quiver."
effects = [{op = "draw_arrows", amount = 2}]
"""


def test_an_owner_pack_may_use_the_quiver(tmp_path: Path) -> None:
    path = tmp_path / "robin.toml"
    path.write_text(PACK, encoding="utf-8")
    ((found, cards),) = owner_characters((str(path),))
    assert found.modules == ("quiver",) and sum(c.copies for c in cards) == 35
    state = GAME.setup(Options(characters=("robin", "gog"), cards=(str(path),)), 2, 1)
    quiver = state.seats[0].extra[0]
    assert isinstance(quiver, Quiver) and len(quiver.deck) == 13


def test_a_resampled_hand_holds_as_many_arrows_as_the_quiver_lacks() -> None:
    """Another seat's resampled view: the Arrows neither discarded nor in the Quiver are in
    Piper's hand; every Arrow is somewhere exactly once."""
    hand = ["arrow_barbed", "arrow_volley", "piper-bounty", "piper-canteen"]
    quiver = ["arrow_quick_shot", "arrow_aimed_shot"]
    rest = Counter(POOL) - Counter([*hand, *quiver])
    discard = sorted(rest.elements())
    t = piper(hand, quiver, discard=discard)
    for s in range(5):
        sampled = GAME.determinize(GAME.view(t.state, 1), 1, Rng.from_seed(s))
        me = sampled.seats[0]
        q = me.extra[0]
        assert isinstance(q, Quiver) and len(q.deck) == 2 and all(q.deck)
        arrows = [c for c in me.hand if c.startswith("arrow_")]
        assert len(me.hand) == 4 and len(arrows) == 2
        assert sorted([*arrows, *q.deck, *q.discard]) == sorted(POOL)

"""Kaylin the Renegade's Wulfric moods (002 L546-573): the setup mood, the change after her turn,
the reshuffle under the current mood, each mood's standing effect on one card as a whole, the
hidden deck order, the words, an owner's pack, and seeded games with her at the table. The
compendium's examples are ``scenarios/compendium_kaylin_*``."""

from __future__ import annotations

from pathlib import Path

import pytest

from dungeontable.core import Rng, capabilities
from dungeontable.core.words import Names
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.characters.registry import owner_characters
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.wulfric import WULFRIC, Wulfric, next_mood
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.words import RedDragonInnWords

from .conftest import Table, build
from .seeded import seeded_steps


def test_setup_reveals_the_first_mood() -> None:
    """L552: the deck shuffled, its top card revealed onto the discard pile."""
    state = GAME.setup(Options(characters=("kaylin", "gog", "zot")), 3, 5)
    w = state.seats[0].extra[0]
    assert isinstance(w, Wulfric) and len(w.discard) == 1 and w.mood == w.discard[0]
    assert sorted((*w.deck, *w.discard)) == sorted(house().catalog.deck(WULFRIC))
    assert len(house().catalog.deck(WULFRIC)) == 10


def test_stalwart_is_unique_in_the_wulfric_deck() -> None:
    """L570: "Wulfric has a unique card: Stalwart": one copy; Bitey (L1835) is a compendium mood."""
    deck = house().catalog.deck(WULFRIC)
    assert deck.count("wulfric_stalwart") == 1
    assert deck.count("wulfric_bitey") == 2


def test_an_empty_deck_is_rebuilt_under_the_current_mood() -> None:
    """L556: the mood stays; the rest of the discard pile becomes the new deck."""
    w = Wulfric(deck=(), discard=("wulfric_loyal", "wulfric_clumsy", "wulfric_stalwart"))
    new, _rng, shuffled = next_mood(w, Rng.from_seed(2))
    assert shuffled and new.discard[0] == "wulfric_stalwart" and len(new.discard) == 2
    assert sorted((*new.deck, *new.discard)) == sorted(w.discard)
    assert next_mood(Wulfric(discard=("wulfric_loyal",)), Rng.from_seed(2))[0].mood == (
        "wulfric_loyal"
    )


def kaylin(mood: str, hand: tuple[str, ...] = (), active: int = 0, **other: object) -> Table:
    me = {
        "character": "kaylin",
        "hand": list(hand),
        "drink_me": ["drink_honey_wine"],
        "extra": [{"mechanic": "Wulfric", "deck": ["wulfric_sulking"], "discard": [mood]}],
    }
    fiona = {"character": "fiona", "drink_me": ["drink_honey_wine"], **other}
    return build(
        3,
        active=active,
        phase="action",
        drink_deck=["drink_thin_ale"],
        seat=[me, fiona, {"character": "gog"}],
    )


@pytest.mark.parametrize(
    ("mood", "fiona_after"),
    [("wulfric_bitey", 17), ("wulfric_sulking", 19), ("wulfric_loyal", 18)],
)
def test_moods_change_the_loss_her_cards_cause(mood: str, fiona_after: int) -> None:
    t = kaylin(mood, hand=("kaylin-sic-him",))
    t.do("play card=kaylin-sic-him target=1")
    assert t.state.seats[1].fortitude == fiona_after


@pytest.mark.parametrize(
    ("mood", "alcohol"), [("wulfric_clumsy", 1), ("wulfric_underfoot", 3), ("wulfric_loyal", 2)]
)
def test_moods_change_the_alcohol_she_takes_from_a_drink(mood: str, alcohol: int) -> None:
    t = kaylin(mood)
    t.do("pass", "order-drink target=1")
    assert t.state.seats[0].alcohol == alcohol
    w = t.state.seats[0].extra[0]
    assert isinstance(w, Wulfric) and w.mood == "wulfric_sulking"  # changed after her turn


def test_the_mood_changes_only_after_her_own_turn() -> None:
    t = kaylin("wulfric_loyal", active=1)
    t.do("pass", "order-drink target=0")
    w = t.state.seats[0].extra[0]
    assert isinstance(w, Wulfric) and w.mood == "wulfric_loyal"


@pytest.mark.parametrize("viewer", [0, 1, None])
def test_nobody_sees_the_order_of_the_wulfric_deck(viewer: int | None) -> None:
    order = ["wulfric_sulking", "wulfric_clumsy", "wulfric_stalwart"]
    me = {"character": "kaylin", "extra": [{"mechanic": "Wulfric", "deck": order}]}
    other = {"character": "kaylin", "extra": [{"mechanic": "Wulfric", "deck": order[::-1]}]}
    a = build(3, phase="discard", seat=[me, {}, {}])
    b = build(3, phase="discard", seat=[other, {}, {}])
    assert GAME.view(a.state, viewer) == GAME.view(b.state, viewer)
    sampled = GAME.determinize(GAME.view(a.state, 1), 1, Rng.from_seed(3))
    w = sampled.seats[0].extra[0]
    assert isinstance(w, Wulfric) and sorted(w.deck) == sorted(order)


def test_the_words_tell_the_new_mood() -> None:
    t = kaylin("wulfric_loyal")
    t.do("pass", "order-drink target=1")
    names = Names(("Ann", "Bob", "Cleo"))
    words = capabilities(GAME).words(Options(characters=("kaylin", "fiona", "gog")), names)
    assert isinstance(words, RedDragonInnWords)
    said = [words.event(e) for e in t.events()]
    assert "Kaylin (Ann)'s wolf changes mood: Wulfric Is Sulking" in said, said


def test_seeded_games_with_kaylin_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("kaylin", "fiona", "gog", "bastian")):
        seen.update(e.kind() for e in transition.events)
        w = next(x for x in state.seats[0].extra if isinstance(x, Wulfric))  # Aside too (L378)
        assert len(w.deck) + len(w.discard) == 10 and w.mood
    assert {"mood-changed"} <= seen


OWNER_PACK = """[character]
id = "lupa"
name = "Lupa and her Wolf"
source = "house"
mechanics = ["wulfric"]

[[card]]
id = "lupa-bite"
name = "Bite"
type = "action"
source = "house"
copies = 40
text = "Another player loses 2 Fortitude."
effects = [{op = "hit", amount = 2}]
"""


def test_an_owner_pack_may_use_wulfric(tmp_path: Path) -> None:
    path = tmp_path / "lupa.toml"
    path.write_text(OWNER_PACK, encoding="utf-8")
    ((found, deck),) = owner_characters((str(path),))
    assert found.modules == ("wulfric",) and sum(c.copies for c in deck) == 40
    state = GAME.setup(Options(characters=("lupa", "gog"), cards=(str(path),)), 2, 1)
    w = state.seats[0].extra[0]
    assert isinstance(w, Wulfric) and w.mood


@pytest.mark.parametrize(("mood", "caught"), [("wulfric_stalwart", False), ("wulfric_loyal", True)])
def test_a_stalwart_cheat_cannot_be_caught(mood: str, caught: bool) -> None:
    """L570: catching a cheat Negates the Cheating card, so Stalwart forbids it too."""
    wolf = {"mechanic": "Wulfric", "deck": ["wulfric_clumsy"], "discard": [mood]}
    me = {"character": "kaylin", "hand": ["kaylin-invisible"], "extra": [wolf]}
    deirdre = {"character": "deirdre", "hand": ["deirdre-sees-all"]}
    gambling = {"starter": 1, "controller": 1, "players": [0, 1], "pot": 2, "turn": 0}
    t = build(2, phase="action", active=1, acted=True, gambling=gambling, seat=[me, deirdre])
    t.do("play card=kaylin-invisible")
    catch = [a for a in GAME.legal_actions(t.state) if "deirdre-sees-all" in a.to_text()]
    assert bool(catch) == caught

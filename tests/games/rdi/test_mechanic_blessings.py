"""Murgath the Blessed's Blessings (002 L782-821): who gets one (every player who really lost
Fortitude to his card, at most one each), the Blessing Deck and its reshuffle, hearts, the hidden
hands in views and resampled views, an owner's pack of the family and seeded games with him at
the table. The compendium's examples are ``scenarios/compendium_murgath_*``."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.blessings import BLESSINGS, HEART, Blessings, bless
from dungeontable.games.rdi.mechanics.events import BlessingGiven
from dungeontable.games.rdi.options import Options

from .conftest import build
from .seeded import seeded_steps

ALL = tuple(sorted(set(house().catalog.deck(BLESSINGS))))


def murgath(
    pile: tuple[str, ...] = (), discard: tuple[str, ...] = (), **seat: Any
) -> dict[str, Any]:
    """Murgath's seat: the Blessing Deck ``pile`` (top last) and its discard pile."""
    extra = {"mechanic": "Blessings", "deck": list(pile), "discard": list(discard), "cards": ALL}
    return {"character": "murgath", "extra": [extra], **seat}


def blessings_of(state: Any, seat: int = 0) -> Blessings:
    found = [x for x in state.seats[seat].extra if isinstance(x, Blessings)]
    assert len(found) == 1
    return found[0]


def test_setup_shuffles_the_whole_blessing_deck() -> None:
    state = GAME.setup(Options(characters=("murgath", "fiona")), 2, 4)
    b = blessings_of(state)
    assert Counter(b.deck) == Counter(house().catalog.deck(BLESSINGS)) and len(b.deck) == 12
    assert b.cards == ALL


def test_every_heart_card_names_its_blessing_and_heals_its_number() -> None:
    cat = house().catalog
    hearts = cat.deck("blessing_hearts")
    assert len(hearts) == 8
    for heart in hearts:
        card = cat[heart]
        assert card.type == "anytime" and heart.removesuffix(HEART) in ALL
        assert [e.op for e in card.effects] == ["heal"]


def test_a_blessing_goes_into_the_hand_and_only_its_receiver_sees_which() -> None:
    t = build(3, seat=[murgath(("blessing_smite", "blessing_ward")), {}, {}])
    state, events = bless(t.state, 0, 2)
    assert state.seats[2].hand == ("blessing_ward",)
    assert events == (
        BlessingGiven(seat=2, card="blessing_ward", to=(2,)),
        BlessingGiven(seat=2, card="", to=(0, 1)),
    )


def test_an_empty_deck_is_reshuffled_and_with_every_blessing_held_nobody_gets_one() -> None:
    """L804."""
    t = build(2, seat=[murgath((), ("blessing_smite",)), {}])
    state, _ = bless(t.state, 0, 1)
    assert state.seats[1].hand == ("blessing_smite",)
    assert blessings_of(state).discard == ()
    again, events = bless(state, 0, 1)
    assert again.seats[1].hand == ("blessing_smite",) and events == ()


def test_no_blessing_for_a_player_who_ignored_the_loss() -> None:
    """L810: only a player that loses Fortitude gets one."""
    seat = murgath(("blessing_smite",), hand=["murgath-wrath"])
    t = build(
        2, phase="action", seat=[seat, {"character": "generic_rogue", "hand": ["rogue_duck"]}]
    )
    t.do("play card=murgath-wrath target=1", "play card=rogue_duck item=1")
    assert t.seat(1).hand == () and t.seat(1).fortitude == 20
    assert blessings_of(t.state).deck == ("blessing_smite",)


def test_nobody_sees_who_holds_which_blessing() -> None:
    seat = murgath(("blessing_light",))
    t = build(3, seat=[seat, {"hand": ["blessing_ward"]}, {"hand": ["blessing_smite"]}])
    seen = {
        viewer: GAME.view(t.state, viewer).seats[0].extra[0].deck  # type: ignore[attr-defined]
        for viewer in (0, 1, 2, None)
    }
    assert seen[0] == seen[None] == ("blessing_light", "blessing_smite", "blessing_ward")
    assert seen[1] == ("blessing_light", "blessing_smite")
    assert seen[2] == ("blessing_light", "blessing_ward")


def test_a_resampled_view_puts_the_unseen_blessings_in_the_deck() -> None:
    seat = murgath(("blessing_light", "blessing_fortune"))
    t = build(3, seat=[seat, {"hand": ["blessing_ward"]}, {}])
    sampled = GAME.determinize(GAME.view(t.state, 2), 2, Rng.from_seed(3))
    b = blessings_of(sampled)
    assert Counter(b.deck) == Counter(("blessing_light", "blessing_fortune", "blessing_ward"))
    assert len(sampled.seats[1].hand) == 1


def test_bot_in_danger_plays_a_blessing_for_its_heart() -> None:
    t = build(
        2, phase="action", active=1, seat=[murgath(), {"fortitude": 5, "hand": ["blessing_shield"]}]
    )
    view = GAME.view(t.state, 1)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    assert action.to_text() == 'play card=blessing_shield-heart target=-1 item=0 option=""'


def test_an_owner_pack_of_the_blessings_family_loads(tmp_path: Path) -> None:
    pack = tmp_path / "brann.toml"
    pack.write_text(
        '[character]\nid = "brann"\nname = "Brann"\nsource = "house"\nmechanics = ["blessings"]\n'
        '[[card]]\nid = "brann-smite"\nname = "Smite, gently"\ntype = "action"\n'
        'source = "house"\ncopies = 40\ntext = "Another player loses 1. Blessing for losers."\n'
        'effects = [{op = "hit", amount = 1}, {op = "bless_losers"}]\n',
        encoding="utf-8",
    )
    options = Options(characters=("brann", "zot"), cards=(str(tmp_path),))
    state = GAME.setup(options, 2, 3)
    assert len(blessings_of(state).deck) == 12


def test_seeded_games_with_murgath_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("murgath", "molly", "nitrel", "samantha")):
        seen.update(e.kind() for e in transition.events)
        b = blessings_of(state)
        known = set(ALL)
        held = sum(1 for s in state.seats for c in (*s.hand, *s.discard, *s.deck) if c in known)
        pending = sum(1 for i in state.stack.items if i.payload.card.removesuffix(HEART) in known)
        assert len(b.deck) + len(b.discard) + held + pending == 12
    assert "blessing-given" in seen

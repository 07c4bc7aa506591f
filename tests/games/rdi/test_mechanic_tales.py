"""Warthorn's Story Deck (002 L1663-1700) and Wizgille's Gear Deck (002 L1743-1774): the top side
card joins a Pipe or Device card as it is played, one card with the combined effects; its own
pick; both discard piles; the reshuffle without a fee; the face-down side deck in views and
resampled views; the heuristic bot's pick; owners' packs; seeded games. The compendium's
examples are ``scenarios/compendium_warthorn_*`` and ``compendium_wizgille_*``."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.characters.registry import owner_characters
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.events import AttachedRevealed
from dungeontable.games.rdi.mechanics.tales import Gears, Stories
from dungeontable.games.rdi.options import Options

from .conftest import Table, build
from .seeded import seeded_steps


def gears(*deck: str, discard: tuple[str, ...] = ()) -> dict[str, object]:
    return {"mechanic": "Gears", "deck": list(deck), "discard": list(discard)}


def wizgille(hand: tuple[str, ...], side: dict[str, object]) -> Table:
    seat = {"character": "wizgille", "hand": list(hand), "extra": [side]}
    return build(3, phase="action", seat=[seat, {"character": "fiona"}, {"character": "gog"}])


def test_setup_shuffles_the_whole_side_deck_for_its_owner_only() -> None:
    state = GAME.setup(Options(characters=("warthorn", "wizgille", "fiona")), 3, 7)
    story, gear = state.seats[0].extra[0], state.seats[1].extra[0]
    assert isinstance(story, Stories) and isinstance(gear, Gears)
    catalog = house().catalog
    assert Counter(story.deck) == Counter(catalog.deck("stories")) and len(story.deck) == 14
    assert Counter(gear.deck) == Counter(catalog.deck("gears")) and len(gear.deck) == 12
    assert story.discard == gear.discard == () and state.seats[2].extra == ()


def test_a_card_without_the_device_subtype_reveals_nothing() -> None:
    t = wizgille(("wizgille-spanner",), gears("gear_loose_cog"))
    t.do("play card=wizgille-spanner target=1")
    assert t.events(AttachedRevealed) == []
    assert t.state.seats[0].extra[0] == Gears(deck=("gear_loose_cog",))
    assert t.state.seats[1].fortitude == 17


def test_the_gear_is_revealed_and_picked_before_anyone_may_respond() -> None:
    fiona = {"character": "fiona", "hand": ["fiona-duck"]}
    seat = {
        "character": "wizgille",
        "hand": ["wizgille-dart-shooter"],
        "extra": [gears("gear_loose_cog")],
    }
    t = build(3, phase="action", seat=[seat, fiona, {"character": "gog"}])
    t.do("play card=wizgille-dart-shooter target=1")
    assert t.decision is not None and (t.decision.seat, t.decision.kind) == (0, "gear")
    assert t.legal() == ["aim-attached target=1", "aim-attached target=2"]
    item = t.state.stack.items[-1]
    assert item.payload.parts == ("wizgille-dart-shooter", "gear_loose_cog")
    assert item.counts_as == "action"  # one card of the Device's type (L1753)
    t.do("aim-attached target=2")
    assert t.state.stack.items[-1].payload.also == 2
    assert t.decision is not None and (t.decision.seat, t.decision.kind) == (1, "respond")


def test_a_gear_aimed_at_nobody_needs_no_pick() -> None:
    t = wizgille(("wizgille-dart-shooter",), gears("gear_copper_coil"))
    t.do("play card=wizgille-dart-shooter target=1")
    assert t.state.seats[1].fortitude == 18
    assert t.state.seats[0].gold == 11
    assert t.state.seats[0].extra[0] == Gears(discard=("gear_copper_coil",))
    assert t.state.seats[0].discard == ("wizgille-dart-shooter",)


def test_ignoring_the_device_ignores_its_gear_too() -> None:
    fiona = {"character": "fiona", "hand": ["fiona-duck"]}
    seat = {
        "character": "wizgille",
        "hand": ["wizgille-dart-shooter"],
        "extra": [gears("gear_loose_cog")],
    }
    t = build(3, phase="action", seat=[seat, fiona, {"character": "gog"}])
    t.do(
        "play card=wizgille-dart-shooter target=1",
        "aim-attached target=1",
        "play card=fiona-duck item=1",
    )
    assert t.state.seats[1].fortitude == 20


def test_a_negated_device_sends_the_gear_to_the_gear_discard_pile_with_no_effect() -> None:
    zot = {"character": "zot", "hand": ["zot-counterspell"]}
    seat = {
        "character": "wizgille",
        "hand": ["wizgille-dart-shooter"],
        "extra": [gears("gear_loose_cog")],
    }
    t = build(3, phase="action", seat=[seat, {"character": "fiona"}, zot])
    t.do("play card=wizgille-dart-shooter target=1", "aim-attached target=1")
    t.do("play card=zot-counterspell item=1")
    assert t.state.seats[1].fortitude == 20
    assert t.state.seats[0].extra[0] == Gears(discard=("gear_loose_cog",))
    assert t.state.seats[0].discard == ("wizgille-dart-shooter",)


def test_an_empty_gear_deck_is_reshuffled_from_its_discard_pile_without_a_fee() -> None:
    t = wizgille(("wizgille-dart-shooter",), gears(discard=("gear_copper_coil",)))
    t.do("play card=wizgille-dart-shooter target=1")
    (revealed,) = t.events(AttachedRevealed)
    assert (revealed.card, revealed.reshuffled) == ("gear_copper_coil", True)
    # the Gear's 1 Gold comes from the Inn; nobody pays a reshuffle fee
    assert t.state.inn == -1 and [s.gold for s in t.state.seats] == [11, 10, 10]


def test_with_every_gear_pending_the_device_plays_alone() -> None:
    t = wizgille(("wizgille-dart-shooter",), gears())
    t.do("play card=wizgille-dart-shooter target=1")
    assert t.events(AttachedRevealed) == [] and t.state.seats[1].fortitude == 18


def test_the_side_deck_order_is_hidden_from_every_seat_and_resampled() -> None:
    deck = ("gear_steam_vent", "gear_copper_coil", "gear_loose_cog")
    t = wizgille(("wizgille-dart-shooter",), gears(*deck))
    for seat in (0, 1, 2):
        seen = GAME.view(t.state, seat).seats[0].extra[0]
        assert isinstance(seen, Gears) and seen.deck == tuple(sorted(deck))
    orders = set()
    for seed in range(8):
        sampled = GAME.determinize(GAME.view(t.state, 1), 1, Rng.from_seed(seed))
        side = sampled.seats[0].extra[0]
        assert isinstance(side, Gears) and Counter(side.deck) == Counter(deck)
        orders.add(side.deck)
    assert len(orders) > 1


def test_the_reveal_is_public() -> None:
    t = wizgille(("wizgille-dart-shooter",), gears("gear_loose_cog"))
    t.do("play card=wizgille-dart-shooter target=1")
    (revealed,) = t.events(AttachedRevealed)
    assert revealed.to is None


def test_the_bot_aims_the_story_at_the_rival_nearest_to_passing_out() -> None:
    stories = {"mechanic": "Stories", "deck": ["story_paladin_trials"]}
    warthorn = {"character": "warthorn", "hand": ["warthorn-pay-attention"], "extra": [stories]}
    t = build(3, phase="action", seat=[warthorn, {"fortitude": 12}, {"fortitude": 6, "alcohol": 2}])
    t.do("play card=warthorn-pay-attention target=1")
    view = GAME.view(t.state, 0)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    assert action.to_text() == "aim-attached target=2"


OWNER_PACK = """[character]
id = "brann"
name = "Brann the Tinker"
source = "house"
mechanics = [{mechanics}]

[[card]]
id = "brann-gadget"
name = "Gadget"
type = "action"
source = "house"
copies = 40
subtypes = ["device"]
text = "Device. Another player loses 2 Fortitude."
effects = [{{op = "hit", amount = 2}}]
"""


def test_an_owner_pack_may_use_the_gear_family(tmp_path: Path) -> None:
    path = tmp_path / "brann.toml"
    path.write_text(OWNER_PACK.format(mechanics='"gears"'), encoding="utf-8")
    ((found, deck),) = owner_characters((str(path),))
    assert found.modules == ("gears",) and sum(card.copies for card in deck) == 40
    state = GAME.setup(Options(characters=("brann", "gog"), cards=(str(path),)), 2, 1)
    assert isinstance(state.seats[0].extra[0], Gears) and len(state.seats[0].extra[0].deck) == 12


def test_a_device_card_without_the_gear_family_is_refused_by_name(tmp_path: Path) -> None:
    path = tmp_path / "brann.toml"
    path.write_text(OWNER_PACK.format(mechanics=""), encoding="utf-8")
    with pytest.raises(Exception, match="gears"):
        owner_characters((str(path),))


@pytest.mark.parametrize("who", ["warthorn", "wizgille"])
def test_seeded_games_with_a_side_deck_end_by_the_rules(who: str) -> None:
    seen: set[str] = set()
    total = Counter(house().catalog.deck("stories" if who == "warthorn" else "gears"))
    for state, transition in seeded_steps((who, "serena", "gog", "fiona")):
        seen.update(e.kind() for e in transition.events)
        side = state.seats[0].extra[0]
        pending = [
            c
            for i in state.stack.items
            if i.payload.kind == "card" and i.payload.seat == 0
            for c in i.payload.parts[1:]
        ]
        told = [c for _s, c in getattr(side, "told", ())]  # Stories in front of players
        assert Counter([*side.deck, *side.discard, *pending, *told]) == total
    assert {"attached-revealed", "attached-aimed"} <= seen

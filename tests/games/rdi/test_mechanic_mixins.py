"""Phyll Startusk's Mix-ins and Mix-in Shelf (002 L1148-1167): shelving at setup and on every
draw, playing from the Shelf onto any Drink, one Mix-in per Drink, the hand rules, the words, the
bot, an owner's pack, and seeded games with him at the table. The compendium's examples are
``scenarios/compendium_phyll_*``."""

from __future__ import annotations

from pathlib import Path

from dungeontable.core import Rng, capabilities
from dungeontable.core.words import Names
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.characters.registry import owner_characters
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.mixins import Shelf, is_mix_in
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.words import RedDragonInnWords

from .conftest import Table, build
from .seeded import seeded_steps


def test_the_opening_hand_shelves_its_mix_ins() -> None:
    """L1154: a Mix-in drawn goes onto the Shelf at once, also in the opening hand."""
    cat = house().catalog
    for seed in range(8):
        state = GAME.setup(Options(characters=("phyll", "gog", "zot")), 3, seed)
        seat = state.seats[0]
        shelf = seat.extra[0]
        assert isinstance(shelf, Shelf)
        assert not any(is_mix_in(cat[c]) for c in seat.hand)
        assert len(seat.hand) + len(shelf.cards) == 7
        assert all(is_mix_in(cat[c]) for c in shelf.cards)
    assert sum(c.copies for c in house().decks["phyll"] if is_mix_in(c)) == 8


def drinking(shelf: list[str], drinker: int = 1) -> Table:
    me = {
        "character": "phyll",
        "drink_me": ["drink_honey_wine"],
        "extra": [{"mechanic": "Shelf", "cards": shelf}],
    }
    fiona = {"character": "fiona", "drink_me": ["drink_honey_wine"]}
    gog = {"character": "gog", "drink_me": ["drink_honey_wine"]}
    t = build(
        3,
        active=drinker,
        phase="action",
        drink_deck=["drink_thin_ale"],
        seat=[me, fiona, gog],
    )
    return t.do("pass", f"order-drink target={2 if drinker != 2 else 1}")


def test_a_mix_in_goes_on_anyones_drink_and_its_drinker_pays() -> None:
    t = drinking(["phyll-hazelnut-liqueur"])
    assert t.decision is not None and t.decision.seat == 0
    t.do("play card=phyll-hazelnut-liqueur target=1 item=1")
    fiona, phyll = t.state.seats[1], t.state.seats[0]
    assert (fiona.alcohol, fiona.gold, phyll.gold) == (3, 9, 11)
    assert phyll.discard == ("phyll-hazelnut-liqueur",)


def test_a_weakening_mix_in_and_a_heal() -> None:
    t = drinking(["phyll-oat-foam"])
    t.do("play card=phyll-oat-foam target=1 item=1")
    assert t.state.seats[1].alcohol == 0
    t = drinking(["phyll-whipped-cream"])
    before = t.state.seats[1].fortitude
    t.do("play card=phyll-whipped-cream target=1 item=1")
    assert (t.state.seats[1].fortitude, t.state.seats[1].alcohol) == (min(20, before + 1), 2)


def test_shelf_cards_are_not_in_the_hand() -> None:
    """L1158: not part of his hand: the hand size counts without them."""
    me = {
        "character": "phyll",
        "hand": ["phyll-tusk-jab"],
        "deck": ["phyll-decaf"] * 8,
        "extra": [{"mechanic": "Shelf", "cards": ["phyll-oat-foam", "phyll-fire-syrup"]}],
    }
    t = build(3, phase="discard", seat=[me, {}, {}])
    t.do("draw")
    assert len(t.state.seats[0].hand) == 7
    assert t.state.seats[0].extra[0] == Shelf(cards=("phyll-oat-foam", "phyll-fire-syrup"))


def test_the_words_name_the_shelved_cards() -> None:
    me = {"character": "phyll", "deck": ["phyll-oat-foam", "phyll-decaf"]}
    t = build(3, phase="discard", seat=[me, {}, {}])
    t.do("draw")
    names = Names(("Ann", "Bob", "Cleo"))
    words = capabilities(GAME).words(Options(characters=("phyll", "fiona", "gog")), names)
    assert isinstance(words, RedDragonInnWords)
    said = [words.event(e) for e in t.events()]
    expected = "Phyll Startusk (Ann) draws and puts on the Mix-in Shelf: Oat milk foam, very trendy"
    assert expected in said, said


def test_the_bot_spikes_a_rivals_drink_and_waters_its_own() -> None:
    t = drinking(["phyll-fire-syrup", "phyll-oat-foam"])
    view = GAME.view(t.state, 0)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    assert action.to_text().startswith("play card=phyll-fire-syrup")
    t = drinking(["phyll-fire-syrup", "phyll-oat-foam"], drinker=0)
    view = GAME.view(t.state, 0)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    assert action.to_text().startswith("play card=phyll-oat-foam")


def test_seeded_games_with_phyll_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("phyll", "fiona", "gog", "kaylin")):
        seen.update(e.kind() for e in transition.events)
        s = state.seats[0]
        shelf = s.extra[0]
        assert isinstance(shelf, Shelf)
        stack = [c for i in state.stack.items if i.payload.seat == 0 for c in i.payload.parts]
        total = len(s.hand) + len(s.deck) + len(s.discard) + len(shelf.cards)
        assert total + sum(1 for c in stack if c.startswith("phyll-")) == 40
    assert {"mix-ins-shelved"} <= seen


OWNER_PACK = """[character]
id = "barista"
name = "The Barista"
source = "house"
mechanics = ["mix_ins"]

[[card]]
id = "barista-syrup"
name = "Caramel syrup"
type = "sometimes"
subtypes = ["mix-in"]
source = "house"
copies = 10
text = "Mix-in: the Drink has 1 more Alcohol."
effects = [{op = "mix_in", alcohol = 1}]

[[card]]
id = "barista-hit"
name = "Hot milk"
type = "action"
source = "house"
copies = 30
text = "Another player loses 2 Fortitude."
effects = [{op = "hit", amount = 2}]
"""


def test_an_owner_pack_may_use_mix_ins(tmp_path: Path) -> None:
    path = tmp_path / "barista.toml"
    path.write_text(OWNER_PACK, encoding="utf-8")
    ((found, deck),) = owner_characters((str(path),))
    assert found.modules == ("mix_ins",) and sum(c.copies for c in deck) == 40
    state = GAME.setup(Options(characters=("barista", "gog"), cards=(str(path),)), 2, 1)
    assert isinstance(state.seats[0].extra[0], Shelf)

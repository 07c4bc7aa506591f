"""Father Farai's Brews (002 L386-411): setup, the Brew symbol (progress or move), the mash
paddle, a finished Brew as his Action card, the last card of a deck, an empty deck, the hidden
cards below each top in views and resampled views, the bot, an owner's pack of the family, and
seeded games with him at the table. The compendium's rules are also
``scenarios/compendium_farai_*`` and ``mechanic_farai_*``."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.brews import (
    BREWS,
    KINDS,
    Brewing,
    best_choice,
    needed,
)
from dungeontable.games.rdi.mechanics.events import BrewFinished, BrewWorked, WorkBrew
from dungeontable.games.rdi.options import Options

from .conftest import Table, build
from .seeded import seeded_steps

BEER = ("brew_temple_stout", "brew_cellar_porter")
WINE = ("brew_vespers_white", "brew_blessed_red")
SPIRITS = ("brew_abbey_liqueur", "brew_holy_fire")


def farai(
    at: str = "beer",
    progress: tuple[int, int, int] = (0, 0, 0),
    beer: tuple[str, ...] = BEER,
    wine: tuple[str, ...] = WINE,
    spirits: tuple[str, ...] = SPIRITS,
    **seat: Any,
) -> dict[str, Any]:
    cat = house().catalog
    needs = [needed(cat, d[-1]) if d else 0 for d in (beer, wine, spirits)]
    extra = {
        "mechanic": "Brewing",
        "beer": list(beer),
        "wine": list(wine),
        "spirits": list(spirits),
        "progress": list(progress),
        "needs": needs,
        "at": at,
    }
    return {"character": "farai", "extra": [extra], **seat}


def brewing(t: Table | Any, seat: int = 0) -> Brewing:
    state = t.state if isinstance(t, Table) else t
    return next(x for x in state.seats[seat].extra if isinstance(x, Brewing))


def test_setup_three_four_card_decks_and_a_token_to_place() -> None:
    """L392: each of the three 4-card Brew Decks shuffled; the token placed after the hand."""
    state = GAME.setup(Options(characters=("farai", "fiona")), 2, 7)
    b = brewing(state)
    assert [len(b.deck(k)) for k in KINDS] == [4, 4, 4]
    assert Counter((*b.beer, *b.wine, *b.spirits)) == Counter(house().catalog.deck(BREWS))
    assert all(k in house().catalog[c].subtypes for k in KINDS for c in b.deck(k))
    assert (b.progress, b.needs, b.at, b.due, b.discard) == ((0, 0, 0), (2, 3, 4), "", "start", ())
    assert len(state.seats[0].hand) == 7
    decision = GAME.decision(state)
    assert decision is not None and (decision.seat, decision.kind) == (0, "brew-start")
    assert GAME.legal_actions(state) == tuple(WorkBrew(choice=k) for k in KINDS)


def test_a_brew_symbol_adds_progress_at_the_token_and_moves_it_elsewhere() -> None:
    """L398: at that Brew, +1 Progress Token; L399: elsewhere, the token moves, no token."""
    hand = ["farai-paddle-smack", "farai-keg-lift"]
    t = build(2, phase="action", seat=[farai("beer", hand=hand), {}])
    t.do("play card=farai-paddle-smack target=1")
    assert (brewing(t).at, brewing(t).progress) == ("beer", (1, 0, 0))
    assert t.state.seats[1].fortitude == 18
    t = build(2, phase="action", seat=[farai("beer", (1, 0, 0), hand=hand), {}])
    t.do("play card=farai-keg-lift target=1")
    assert (brewing(t).at, brewing(t).progress) == ("wine", (1, 0, 0))
    assert t.state.seats[1].fortitude == 17
    assert BrewWorked(seat=0, brew="wine", what="moved", at="wine") in t.events()


def test_the_mash_paddle_offers_progress_or_another_brew_and_nothing_is_decided_for_him() -> None:
    """L403: his choice, before anyone answers; an empty deck is never offered."""
    t = build(2, phase="action", seat=[farai("wine", spirits=(), hand=["farai-stir-the-mash"]), {}])
    t.do("play card=farai-stir-the-mash")
    assert t.decision is not None and (t.decision.seat, t.decision.kind) == (0, "brew-paddle")
    assert GAME.legal_actions(t.state) == (
        WorkBrew(choice="progress"),
        WorkBrew(choice="beer"),
    )
    t.do("work-brew choice=progress")
    assert (brewing(t).at, brewing(t).progress, brewing(t).due) == ("wine", (0, 1, 0), "")


def test_a_finished_brew_is_played_as_his_action_card_and_discarded_to_the_brew_pile() -> None:
    """L405, L409: played at once (source Farai, an Action card), tokens off, the next card is
    the top, the Brew goes to the Brew discard pile (not his own)."""
    t = build(3, phase="action", seat=[farai("beer", (1, 0, 0), hand=["farai-paddle-smack"])])
    t.do("play card=farai-paddle-smack target=1")
    finished = [e for e in t.events() if isinstance(e, BrewFinished)]
    assert finished == [
        BrewFinished(
            seat=0, brew="beer", card="brew_cellar_porter", uid=2, revealed="brew_temple_stout"
        )
    ]
    b = brewing(t)
    assert (b.beer, b.progress, b.needs, b.discard) == (
        ("brew_temple_stout",),
        (0, 0, 0),
        (2, 3, 4),
        ("brew_cellar_porter",),
    )
    assert [s.fortitude for s in t.state.seats] == [20, 17, 19]  # 2 + the Porter's 1 each
    assert t.state.seats[0].discard == ("farai-paddle-smack",)


def test_a_brew_unwound_by_an_early_end_still_goes_to_the_brew_discard() -> None:
    """R-4.7: a pending Brew is discarded unresolved, to the Brew discard pile."""
    from dungeontable.games.rdi.mechanics.brews import finish
    from dungeontable.games.rdi.rules.stack_ops import end_turn_early

    t = build(2, seat=[farai("beer", (2, 0, 0)), {}])
    state, _ = finish(t.state, 0, "beer", house().catalog)
    state, _ = end_turn_early(state)
    assert brewing(state).discard == ("brew_cellar_porter",)
    assert state.seats[0].discard == ()


def test_the_last_card_of_a_deck_then_the_move_is_his_choice_and_stay_is_one() -> None:
    """L409: after the last one resolves he may move the token (staying is allowed)."""
    seat = farai("beer", (1, 0, 0), beer=("brew_cellar_porter",), hand=["farai-paddle-smack"])
    t = build(2, phase="action", seat=[seat, {}])
    t.do("play card=farai-paddle-smack target=1")
    assert t.decision is not None and t.decision.kind == "brew-move"
    assert GAME.legal_actions(t.state) == tuple(
        WorkBrew(choice=c) for c in ("stay", "wine", "spirits")
    )
    t.do("work-brew choice=stay")
    b = brewing(t)
    assert (b.at, b.beer, b.needs, b.due) == ("beer", (), (0, 3, 4), "")
    assert t.decision is not None and t.decision.kind == "order"


def test_no_move_to_an_empty_deck_and_no_progress_on_one() -> None:
    """L411: the token stays; a Brew symbol for the empty deck it is at adds nothing."""
    hand = ["farai-paddle-smack"]
    t = build(2, phase="action", seat=[farai("wine", (0, 1, 0), beer=(), hand=hand), {}])
    t.do("play card=farai-paddle-smack target=1")
    assert (brewing(t).at, brewing(t).progress) == ("wine", (0, 1, 0))
    t = build(2, phase="action", seat=[farai("beer", beer=(), hand=hand), {}])
    t.do("play card=farai-paddle-smack target=1")
    assert (brewing(t).at, brewing(t).progress) == ("beer", (0, 0, 0))
    assert BrewWorked(seat=0, brew="beer", what="empty", at="beer") in t.events()


def test_nobody_sees_the_cards_below_the_tops_not_even_farai() -> None:
    """The tops are face up; below them the order is hidden from every seat (sorted)."""
    beer = ("brew_temple_stout", "brew_harvest_ale", "brew_festival_pale", "brew_cellar_porter")
    t = build(3, seat=[farai("beer", beer=beer), {}, {}])
    for seat in (0, 1, 2, None):
        shown = GAME.view(t.state, seat).seats[0].extra[0]
        assert isinstance(shown, Brewing)
        assert shown.beer == (
            "brew_festival_pale",
            "brew_harvest_ale",
            "brew_temple_stout",
            "brew_cellar_porter",
        ), seat
        assert shown.top("beer") == "brew_cellar_porter"


def test_no_event_tells_a_seat_a_card_below_a_top() -> None:
    """The events of a finish name only the played Brew and the new top, told to everyone; a
    card still face down below the new top appears in no event."""
    beer = ("brew_festival_pale", "brew_temple_stout", "brew_cellar_porter")
    seat = farai("beer", (1, 0, 0), beer=beer, hand=["farai-paddle-smack"])
    t = build(3, phase="action", seat=[seat])
    t.do("play card=farai-paddle-smack target=1")
    events = t.events()
    assert all(event.to is None for event in events)
    assert any(isinstance(e, BrewFinished) and e.revealed == "brew_temple_stout" for e in events)
    assert not any("brew_festival_pale" in repr(event) for event in events)


def test_a_resampled_view_keeps_the_tops_and_reshuffles_below() -> None:
    beer = tuple(c for c in house().catalog.deck(BREWS) if "beer" in house().catalog[c].subtypes)
    t = build(3, seat=[farai("beer", beer=beer), {}, {}])
    orders = set()
    for seed in range(8):
        for viewer in (0, 1):
            sampled = GAME.determinize(GAME.view(t.state, viewer), viewer, Rng.from_seed(seed))
            b = brewing(sampled)
            assert Counter(b.beer) == Counter(beer)
            assert b.top("beer") == beer[-1]
            orders.add(b.beer)
    assert len(orders) > 1


def choose(t: Table) -> str:
    decision = t.decision
    assert decision is not None
    view = GAME.view(t.state, decision.seat)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    return action.to_text()


def test_bot_takes_progress_and_the_nearest_brew() -> None:
    assert best_choice(Brewing(needs=(2, 3, 4)), ("beer", "wine", "spirits")) == "beer"
    b = Brewing(progress=(0, 2, 0), needs=(2, 3, 4))
    assert best_choice(b, ("stay", "wine", "spirits")) == "wine"
    assert best_choice(b, ("progress", "beer")) == "progress"
    t = build(2, phase="action", seat=[farai("wine", hand=["farai-stir-the-mash"]), {}])
    t.do("play card=farai-stir-the-mash")
    assert choose(t) == "work-brew choice=progress"


def test_bot_prefers_the_hit_whose_brew_symbol_adds_progress() -> None:
    hand = ["farai-paddle-smack", "farai-keg-lift"]
    t = build(2, phase="action", seat=[farai("beer", hand=hand), {}])
    assert choose(t) == 'play card=farai-paddle-smack target=1 item=0 option=""'
    t = build(2, phase="action", seat=[farai("wine", hand=hand), {}])
    assert choose(t) == 'play card=farai-keg-lift target=1 item=0 option=""'


def test_an_owner_pack_of_the_brews_family_loads_and_brews(tmp_path: Path) -> None:
    pack = tmp_path / "brother.toml"
    pack.write_text(
        '[character]\nid = "brother"\nname = "Brother Hops"\nsource = "house"\n'
        'mechanics = ["brews"]\n'
        '[[card]]\nid = "brother-stir"\nname = "Stir"\ntype = "action"\n'
        'source = "house"\ncopies = 40\ntext = "Gain 1 Fortitude. Beer Brew."\n'
        'effects = [{op = "heal", amount = 1}]\nicons = [{op = "brew", brew = "beer"}]\n',
        encoding="utf-8",
    )
    options = Options(characters=("brother", "zot"), cards=(str(tmp_path),))
    state = GAME.setup(options, 2, 3)
    b = brewing(state)
    assert [len(b.deck(k)) for k in KINDS] == [4, 4, 4] and b.due == "start"


def test_seeded_games_with_farai_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("farai", "serena", "zakhan", "gog")):
        seen.update(e.kind() for e in transition.events)
        b = brewing(state)
        pending = sum(1 for i in state.stack.items if i.payload.card.startswith("brew_"))
        assert len(b.beer) + len(b.wine) + len(b.spirits) + len(b.discard) + pending == 12
        for i, k in enumerate(KINDS):
            assert 0 <= b.progress[i] < max(1, b.needs[i]) or not b.deck(k)
    assert {"brew-worked", "brew-finished"} <= seen


def test_the_conformance_leak_check_on_seeded_playouts_with_farai() -> None:
    """No seat's view or events show what is hidden from it (the cards face down in his side
    decks), and resampled views agree with each seat's view (conformance kit, every seat)."""
    import sys

    tests = str(Path(__file__).resolve().parents[2])
    if tests not in sys.path:
        sys.path.insert(0, tests)
    from conformance.leaks import check_no_leaks

    from .test_determinize_variants import sample

    states = sample(Options(characters=("farai", "fiona", "samantha")), 3, 4, every=6, limit=12)
    assert any(isinstance(x, Brewing) for s in states for x in s.seats[0].extra)
    stats = check_no_leaks(GAME, states, 3)
    assert stats.differing_determinizations > 0
    assert stats.event_comparisons > 0

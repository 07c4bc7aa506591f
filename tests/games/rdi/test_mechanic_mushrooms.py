"""Dale the Mycologist's Mushrooms (002 L229-265): setup, grow and plant at his turn start, the
full Planter Box's choice, Harvest options and costs, the forced Gather and The Evershroom, the
icons, the hidden Mushroom Deck in views and resampled views, the bot, an owner's pack of the
family, and seeded games with him at the table. The compendium's rules are also
``scenarios/compendium_dale_*`` and ``mechanic_dale_*``."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.events import DiscardMushroom, MushroomsDiscarded
from dungeontable.games.rdi.mechanics.mushrooms import (
    MUSHROOMS,
    NEW,
    PLANTER_SIZE,
    Planter,
    best_harvest,
    grows_of,
    harvests,
    worst_slot,
)
from dungeontable.games.rdi.options import Options

from .conftest import Table, build
from .seeded import seeded_steps


def dale(
    slots: tuple[str, ...] = (),
    rakes: tuple[int, ...] = (),
    deck: tuple[str, ...] = ("mushroom_glowcap",),
    **seat: Any,
) -> dict[str, Any]:
    cat = house().catalog
    values = [grows_of(cat, c)[r] for c, r in zip(slots, rakes, strict=True)]
    extra = {
        "mechanic": "Planter",
        "deck": list(deck),
        "slots": list(slots),
        "rakes": list(rakes),
        "values": values,
    }
    return {"character": "dale", "extra": [extra], **seat}


def planter(t: Table | Any, seat: int = 0) -> Planter:
    state = t.state if isinstance(t, Table) else t
    return next(x for x in state.seats[seat].extra if isinstance(x, Planter))


def test_the_compendium_numbers_and_the_deck() -> None:
    """L235: 15 Mushrooms; L243: four in the Planter; L263: The Evershroom."""
    cat = house().catalog
    deck = cat.deck(MUSHROOMS)
    assert (len(deck), PLANTER_SIZE) == (15, 4)
    assert [c for c in set(deck) if "evershroom" in cat[c].subtypes] == ["mushroom_evershroom"]
    assert grows_of(cat, "mushroom_morel") == (2, 3, 4)


def test_setup_plants_one_on_its_top_number() -> None:
    state = GAME.setup(Options(characters=("dale", "fiona")), 2, 2)
    p = planter(state)
    cat = house().catalog
    assert len(p.slots) == 1 and p.rakes == (0,) and len(p.deck) == 14
    assert p.values == (grows_of(cat, p.slots[0])[0],)
    assert Counter((*p.deck, *p.slots)) == Counter(cat.deck(MUSHROOMS))


def test_turn_start_grows_then_plants_and_a_full_planter_waits_for_his_choice() -> None:
    slots = ("mushroom_puffball", "mushroom_button_cap", "mushroom_morel", "mushroom_chanterelle")
    t = build(2, phase="start", seat=[dale(slots, (0, 0, 2, 0)), {}])
    p = planter(t)
    assert (p.values, p.rakes, p.revealed) == ((2, 2, 4, 3), (1, 1, 2, 1), "mushroom_glowcap")
    assert t.decision is not None and (t.decision.seat, t.decision.kind) == (0, "planter")
    assert GAME.legal_actions(t.state) == tuple(DiscardMushroom(slot=i) for i in (0, 1, 2, 3, -1))
    t.do("discard-mushroom slot=-1")
    p = planter(t)
    assert (p.slots, p.discard, p.revealed) == (slots, ("mushroom_glowcap",), "")


def test_an_empty_mushroom_deck_is_the_shuffled_discard_pile() -> None:
    """L243: the Mushroom discards become the new Mushroom Deck."""
    seat = dale(("mushroom_puffball",), (0,), deck=())
    seat["extra"][0]["discard"] = ["mushroom_morel"]
    t = build(2, phase="start", seat=[seat, {}])
    p = planter(t)
    assert (p.slots, p.deck, p.discard) == (("mushroom_puffball", "mushroom_morel"), (), ())


def test_harvest_options_are_every_set_that_pays() -> None:
    p = Planter(slots=("a", "b", "c"), rakes=(0, 0, 0), values=(1, 2, 3))
    assert harvests(p, 3) == (
        "harvest:2",
        "harvest:0+1",
        "harvest:0+2",
        "harvest:1+2",
        "harvest:0+1+2",
    )
    assert harvests(p, 7) == ()
    assert best_harvest(p, ("", *harvests(p, 3))) == "harvest:2"  # 3 in one Mushroom


def test_a_harvest_is_offered_only_when_the_planter_pays() -> None:
    hand = ["dale-giant-puffball"]  # Harvest 5
    t = build(2, phase="action", seat=[dale(("mushroom_puffball",), (2,), hand=hand), {}])
    texts = [a.to_text() for a in GAME.legal_actions(t.state)]
    assert not any("harvest" in x for x in texts)
    seat = dale(("mushroom_puffball", "mushroom_morel"), (2, 0), hand=hand)
    t = build(2, phase="action", seat=[seat, {}])
    texts = [a.to_text() for a in GAME.legal_actions(t.state)]
    assert 'play card=dale-giant-puffball target=1 item=0 option="harvest:0+1"' in texts


def test_gather_only_the_fully_grown_and_never_the_evershroom() -> None:
    slots = ("mushroom_button_cap", "mushroom_evershroom", "mushroom_chanterelle")
    t = build(2, phase="order", drink_deck=["drink_thin_ale"], seat=[dale(slots, (1, 2, 0)), {}])
    t.do("order-drink target=1")
    p = planter(t)
    assert p.slots == ("mushroom_evershroom", "mushroom_chanterelle")
    assert p.discard == ("mushroom_button_cap",)  # no Gather effect: straight to the pile
    found = [e for e in t.events() if isinstance(e, MushroomsDiscarded)]
    assert found == [
        MushroomsDiscarded(seat=0, cards=("mushroom_button_cap",), why="gather", total=2)
    ]


def test_icons_grow_and_plant_after_the_card_not_if_negated() -> None:
    t = build(2, phase="action", seat=[dale(("mushroom_morel",), (0,), hand=["dale-compost"]), {}])
    t.do("play card=dale-compost")
    assert planter(t).values == (3,)
    hand = ["dale-new-spores"]
    t = build(2, phase="action", seat=[dale(("mushroom_morel",), (0,), hand=hand), {}])
    t.do("play card=dale-new-spores")
    assert planter(t).slots == ("mushroom_morel", "mushroom_glowcap")
    seat = dale(("mushroom_morel",), (0,), hand=["dale-compost"])
    chronos = {"character": "chronos", "hand": ["chronos-never-happened"]}
    t = build(2, phase="action", seat=[seat, chronos])
    t.do("play card=dale-compost", "play card=chronos-never-happened item=1")
    assert planter(t).values == (2,)


def test_nobody_sees_the_order_of_the_mushroom_deck_not_even_dale() -> None:
    deck = ("mushroom_puffball", "mushroom_glowcap", "mushroom_morel")
    t = build(3, seat=[dale(("mushroom_stinkhorn",), (1,), deck=deck), {}, {}])
    for seat in (0, 1, 2, None):
        shown = GAME.view(t.state, seat).seats[0].extra[0]
        assert isinstance(shown, Planter)
        assert shown.deck == ("mushroom_glowcap", "mushroom_morel", "mushroom_puffball"), seat
        assert shown.slots == ("mushroom_stinkhorn",) and shown.values == (2,)


def test_a_planted_mushroom_is_told_to_everyone_and_no_deck_card_in_events() -> None:
    deck = ("mushroom_puffball", "mushroom_glowcap")
    t = build(3, phase="start", seat=[dale((), (), deck=deck), {}, {}])
    t.clear()
    t.do("draw", "pass", "order-drink target=1")  # ends his turn: seat 1's turn, then on
    events = t.events()
    assert all(e.to is None for e in events if isinstance(e, MushroomsDiscarded))
    assert not any("mushroom_puffball" in repr(e) for e in events)


def test_a_resampled_view_reshuffles_the_mushroom_deck_and_keeps_its_cards() -> None:
    deck = tuple(house().catalog.deck(MUSHROOMS))[:12]
    t = build(3, seat=[dale(("mushroom_stinkhorn",), (0,), deck=deck), {}, {}])
    orders = set()
    for seed in range(6):
        for viewer in (0, 1):
            sampled = GAME.determinize(GAME.view(t.state, viewer), viewer, Rng.from_seed(seed))
            p = planter(sampled)
            assert Counter(p.deck) == Counter(deck) and p.slots == ("mushroom_stinkhorn",)
            orders.add(p.deck)
    assert len(orders) > 1


def choose(t: Table) -> str:
    decision = t.decision
    assert decision is not None
    view = GAME.view(t.state, decision.seat)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    return action.to_text()


def test_bot_harvests_cheapest_and_drops_the_least_mushroom() -> None:
    slots = ("mushroom_puffball", "mushroom_morel", "mushroom_button_cap")
    t = build(2, phase="action", seat=[dale(slots, (2, 0, 0), hand=["dale-rake-swing"]), {}])
    assert choose(t) == "play card=dale-rake-swing target=1 item=0 option=harvest:0"
    assert worst_slot(Planter(values=(2, 1, 3, 3)), 1) == NEW
    assert worst_slot(Planter(values=(2, 1, 3, 3)), 2) == 1
    full = ("mushroom_puffball", "mushroom_button_cap", "mushroom_morel", "mushroom_chanterelle")
    t = build(2, phase="start", seat=[dale(full, (1, 0, 1, 0)), {}])
    assert choose(t) == "discard-mushroom slot=-1"  # Glowcap at 1 vs the lowest planted 2


def test_an_owner_pack_of_the_mushrooms_family_loads(tmp_path: Path) -> None:
    pack = tmp_path / "truffler.toml"
    pack.write_text(
        '[character]\nid = "truffler"\nname = "Truffler"\nsource = "house"\n'
        'mechanics = ["mushrooms"]\n'
        '[[card]]\nid = "truffler-dig"\nname = "Dig"\ntype = "action"\n'
        'source = "house"\ncopies = 40\ntext = "Lose 2. Harvest 2: 3 instead."\n'
        'effects = [{op = "hit", amount = 2}]\ncosts = [{op = "harvest", need = 2, bonus = 1}]\n',
        encoding="utf-8",
    )
    options = Options(characters=("truffler", "zot"), cards=(str(tmp_path),))
    state = GAME.setup(options, 2, 2)
    p = planter(state)
    assert len(p.slots) == 1 and len(p.deck) == 14


def test_seeded_games_with_dale_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("dale", "serena", "zakhan", "gog")):
        seen.update(e.kind() for e in transition.events)
        p = planter(state)
        pending = sum(1 for i in state.stack.items if i.payload.card.startswith("mushroom_"))
        waiting = 1 if p.revealed else 0
        assert len(p.deck) + len(p.discard) + len(p.slots) + pending + waiting == 15
        assert len(p.slots) <= PLANTER_SIZE
    assert {"mushrooms-grown", "mushroom-revealed", "mushrooms-discarded"} <= seen


def test_the_conformance_leak_check_on_seeded_playouts_with_dale() -> None:
    """No seat's view or events show what is hidden from it (the cards face down in his side
    decks), and resampled views agree with each seat's view (conformance kit, every seat)."""
    import sys

    tests = str(Path(__file__).resolve().parents[2])
    if tests not in sys.path:
        sys.path.insert(0, tests)
    from conformance.leaks import check_no_leaks

    from .test_determinize_variants import sample

    states = sample(Options(characters=("dale", "fiona", "samantha")), 3, 4, every=6, limit=12)
    assert any(isinstance(x, Planter) for s in states for x in s.seats[0].extra)
    stats = check_no_leaks(GAME, states, 3)
    assert stats.differing_determinizations > 0
    assert stats.event_comparisons > 0

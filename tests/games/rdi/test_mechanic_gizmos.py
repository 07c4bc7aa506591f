"""Wrench's Gizmos (002 L1775-1866): the compendium numbers of his house Gizmos, the track's cap,
the Oil Can's "+", a Negated Gizmo, the public Gizmos in views and resampled views, the bot's
tick-down, and seeded games with him at the table. The compendium's examples are
``scenarios/compendium_wrench_*``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dungeontable.cards import CardLoadError
from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.characters.registry import owner_characters
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.gizmos import (
    Gizmo,
    GizmoChanged,
    Gizmos,
    TickGizmo,
    spec,
    tick_advice,
)

from .conftest import Table, build
from .seeded import seeded_steps


def cards() -> Any:
    return house().catalog.cards


def gizmos(t: Table, seat: int = 0) -> Gizmos:
    found = next(x for x in t.seat(seat).extra if isinstance(x, Gizmos))
    assert isinstance(found, Gizmos)
    return found


def wrench(hand: list[str], *gizmo: tuple[str, int, int]) -> dict[str, Any]:
    held = [{"card": c, "fortitude": f, "plus": p} for c, f, p in gizmo]
    return {
        "character": "wrench",
        "hand": hand,
        "extra": [{"mechanic": "Gizmos", "gizmos": held}],
    }


def test_the_compendium_numbers_of_the_named_gizmos() -> None:
    """L1797: Lightning Generator starts at 3 and hurts for 2; L1801: Buckler in a Box ticks down
    to 3 (track 4) and turns a 2 loss into 1; L1825: Head Case turns a 1 loss into 0."""
    c = cards()
    assert spec(c["wrench-lightning-generator"]) == {
        "fortitude": 3,
        "kind": "active",
        "ability": "hurt",
        "amount": 2,
    }
    assert spec(c["wrench-buckler-in-a-box"])["fortitude"] == 4
    assert spec(c["wrench-buckler-in-a-box"])["amount"] == 1
    assert spec(c["wrench-head-case"])["amount"] == 1
    assert spec(c["wrench-spanner"]) == {}


def test_a_tick_down_loses_one_and_its_use_is_optional() -> None:
    t = build(3, phase="action", seat=[wrench([], ("wrench-mender", 3, 0)), {}, {}])
    t.do("pass")
    assert t.decision is not None and t.decision.kind == "gizmo"
    assert t.legal() == [
        "tick-gizmo slot=0 use=false target=-1",
        "tick-gizmo slot=0 use=true target=-1",
    ]
    t.do("tick-gizmo slot=0 use=false target=-1")
    assert gizmos(t).gizmos[0].fortitude == 2 and t.seat(0).fortitude == 20
    assert t.decision is not None and t.decision.kind == "order"


def test_the_mender_heals_and_never_above_twenty() -> None:
    t = build(3, phase="action", seat=[wrench([], ("wrench-mender", 3, 0)), {}, {}])
    t.do("pass", "tick-gizmo slot=0 use=true target=-1")
    assert t.seat(0).fortitude == 20  # at 20 already: the gain clamps


def test_gizmos_tick_in_the_chosen_order_once_each() -> None:
    held = (("wrench-lightning-generator", 3, 0), ("wrench-head-case", 3, 0))
    t = build(3, phase="action", seat=[wrench([], *held), {}, {}])
    t.do("pass", "tick-gizmo slot=1")
    assert [g.fortitude for g in gizmos(t).gizmos] == [3, 2]
    assert [a for a in t.legal() if "slot=1" in a] == []  # the Head Case ticked this turn
    t.do("tick-gizmo slot=0 use=true target=2")
    assert [g.fortitude for g in gizmos(t).gizmos] == [2, 2]
    assert t.seat(2).fortitude == 18
    assert t.decision is not None and t.decision.kind == "order"


def test_the_oil_can_raises_the_next_use_and_the_plus_goes_with_a_loss() -> None:
    """L1839: the Oil Can's "+" makes the oiled Gizmo's next use 1 higher (2 -> 3 Fortitude
    lost); the "+" goes as soon as that Gizmo loses Fortitude."""
    held = (("wrench-oil-can", 3, 0), ("wrench-lightning-generator", 3, 0))
    t = build(3, phase="action", seat=[wrench([], *held), {}, {}])
    t.do("pass", "tick-gizmo slot=0 use=true target=1")
    assert gizmos(t).gizmos[1].plus == 1
    t.do("tick-gizmo slot=1 use=true target=1")
    assert t.seat(1).fortitude == 17  # 2 + 1
    assert gizmos(t).gizmos[1] == Gizmo("wrench-lightning-generator", 2, 0, t.state.turn)


def test_the_oil_can_on_itself_counts_at_its_next_use() -> None:
    t = build(3, phase="action", seat=[wrench([], ("wrench-oil-can", 3, 1)), {}, {}])
    t.do("pass", "tick-gizmo slot=0 use=true target=0")
    assert gizmos(t).gizmos[0].plus == 2  # the old "+" went with the tick; this use put 1 + 1
    assert gizmos(t).gizmos[0].fortitude == 2


def test_a_negated_gizmo_is_discarded_not_put_in_play() -> None:
    eve = {"character": "eve", "hand": ["eve-mirror-image"]}
    t = build(3, phase="action", seat=[wrench(["wrench-lightning-generator"]), eve, {}])
    t.do("play card=wrench-lightning-generator", "play card=eve-mirror-image item=1")
    assert gizmos(t).gizmos == ()
    assert "wrench-lightning-generator" in t.seat(0).discard


def test_a_gizmo_never_goes_above_its_track() -> None:
    from dungeontable.games.rdi.mechanics.gizmos import _lose

    t = build(3, phase="action", seat=[wrench([], ("wrench-head-case", 3, 0)), {}, {}])
    state, event = _lose(t.state, cards(), 0, 0, -2, "card")
    assert isinstance(event, GizmoChanged) and (event.value, event.amount) == (3, 0)
    state, event = _lose(state, cards(), 0, 0, 1, "card")
    assert isinstance(event, GizmoChanged) and event.value == 2 and not event.broke


def test_the_gizmos_are_public_to_every_seat_and_stay_out_of_a_resampled_deck() -> None:
    held = (("wrench-head-case", 2, 0), ("wrench-lightning-generator", 1, 1))
    t = build(3, phase="discard", seat=[wrench(["wrench-spanner"], *held), {}, {}])
    for seat in (0, 1, 2, None):
        shown = next(x for x in GAME.view(t.state, seat).seats[0].extra if isinstance(x, Gizmos))
        assert shown == gizmos(t)
    sampled = GAME.determinize(GAME.view(t.state, 1), 1, Rng.from_seed(3))
    s = sampled.seats[0]
    assert next(x for x in s.extra if isinstance(x, Gizmos)) == gizmos(t)
    assert len(s.hand) == 1 and s.discard == () and s.deck == ()


def test_bot_oils_the_lightning_generator_then_hurts_the_weakest() -> None:
    giz = Gizmos((Gizmo("wrench-oil-can", 3), Gizmo("wrench-lightning-generator", 3)))
    legal = (
        TickGizmo(slot=0),
        TickGizmo(slot=0, use=True, target=0),
        TickGizmo(slot=0, use=True, target=1),
        TickGizmo(slot=1),
        TickGizmo(slot=1, use=True, target=1),
        TickGizmo(slot=1, use=True, target=2),
    )
    assert tick_advice(giz, cards(), legal, min) == TickGizmo(slot=0, use=True, target=1)
    later = tuple(a for a in legal if a.slot == 1)
    assert tick_advice(giz, cards(), later, max) == TickGizmo(slot=1, use=True, target=2)


def test_the_heuristic_bot_plays_a_gizmo_as_its_action() -> None:
    hand = ["wrench-lightning-generator", "wrench-spanner"]
    t = build(3, phase="action", seat=[wrench(hand), {}, {}])
    decision = t.decision
    assert decision is not None
    view = GAME.view(t.state, 0)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    assert action.to_text().startswith("play card=wrench-lightning-generator")


def test_seeded_games_with_wrench_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("wrench", "cormac", "natyli", "gog"), steps=8000):
        seen.update(e.kind() for e in transition.events)
        held = next(x for x in state.seats[0].extra if isinstance(x, Gizmos))
        for g in held.gizmos:
            assert 0 < g.fortitude <= spec(cards()[g.card])["fortitude"]
    assert {"gizmo-built", "gizmo-changed"} <= seen


PACK_CARD = (
    '[[card]]\nid = "brann-clockwork"\nname = "Clockwork hammer"\ntype = "action"\n'
    'subtypes = ["gizmo"]\nsource = "house"\ncopies = 40\n'
    'text = "Active Gizmo (Fortitude 2): as it ticks down, a player may lose 1 Fortitude."\n'
    'effects = [{op = "gizmo", fortitude = 2, ability = "hurt", amount = 1}]\n'
)


def test_an_owner_pack_of_the_gizmos_family_loads(tmp_path: Path) -> None:
    path = tmp_path / "brann.toml"
    head = '[character]\nid = "brann"\nname = "Brann"\nsource = "house"\nmechanics = ["gizmos"]\n'
    path.write_text(head + PACK_CARD, encoding="utf-8")
    ((character, found),) = owner_characters((str(path),))
    assert character.modules == ("gizmos",) and found[0].effects[0].op == "gizmo"


def test_an_owner_pack_must_declare_the_gizmos_family(tmp_path: Path) -> None:
    path = tmp_path / "brann.toml"
    path.write_text(
        '[character]\nid = "brann"\nname = "Brann"\nsource = "house"\n' + PACK_CARD,
        encoding="utf-8",
    )
    with pytest.raises(CardLoadError) as caught:
        owner_characters((str(path),))
    reasons = {i.reason for i in caught.value.issues}
    assert "uses mechanic 'gizmos', which the character does not declare" in reasons


def test_wrench_never_aims_his_own_card_at_his_gizmo() -> None:
    mine = wrench(["wrench-spanner"], ("wrench-head-case", 3, 0))
    t = build(3, phase="action", seat=[mine, {}, {}])
    assert 'play card=wrench-spanner target=1 item=0 option=""' in t.legal()
    assert not [a for a in t.legal() if "gizmo:" in a]


def test_a_loss_aimed_at_a_gizmo_is_altered_as_for_a_player_and_offers_him_no_ignore() -> None:
    """L1841: what changes a card's Fortitude loss works against a Gizmo too (Cormac's tile B:
    +2); Wrench loses nothing, so his Ignore of a Fortitude loss is not offered (R-3.4)."""
    rage = {"mechanic": "Rage", "active": 2}
    cormac = {"character": "cormac", "hand": ["cormac-hurt-things"], "extra": [rage]}
    held = ("wrench-lightning-generator", 3, 0), ("wrench-buckler-in-a-box", 4, 0)
    t = build(3, active=1, phase="action", seat=[wrench(["wrench-duck"], *held), cormac, {}])
    t.do("play card=cormac-hurt-things target=0 option=gizmo:1")
    # nobody was asked: Wrench, holding his Ignore, had nothing legal (seats without are skipped)
    assert "card-resolved" in [e.kind() for e in t.events()]
    assert t.seat(0).hand == ("wrench-duck",)
    assert gizmos(t).gizmos == (Gizmo("wrench-lightning-generator", 3),)
    assert t.seat(0).fortitude == 19  # the Buckler broke (2 + 2 = 4): 1 Collateral Damage

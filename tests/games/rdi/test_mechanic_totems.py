"""Halden the Unhinged's Totems and Totem Combos (002 L452-519): the compendium's named Totems,
chaining (no loop-around), revealing at the turn start and by icons, an empty Totem Deck (ruling
``totem_reshuffle``, both readings), one combo per Action Phase before or after the Action card,
dropping a combo, the face-down deck in views and resampled views, the bot's combo, and seeded
games with him at the table. The compendium's examples are ``scenarios/compendium_halden_*``, its
rule cases ``scenarios/mechanic_halden_*``."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.totems import (
    AimTotem,
    DeclareTotems,
    PickTotem,
    SkipTotems,
    TotemComboPlayed,
    Totems,
    advice,
    best_chain,
    followers,
    is_combo,
    kind_of,
    needs_of,
)
from dungeontable.games.rdi.options import Options

from .conftest import Table, build
from .seeded import seeded_steps
from .test_determinize_variants import sample

TESTS = str(Path(__file__).resolve().parents[2])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
from conformance.leaks import check_no_leaks  # noqa: E402


def cards() -> Any:
    return house().catalog.cards


def totems(t: Table, seat: int = 0) -> Totems:
    found = next(x for x in t.seat(seat).extra if isinstance(x, Totems))
    assert isinstance(found, Totems)
    return found


def halden(hand: list[str], revealed: list[str], deck: list[str] | None = None) -> dict[str, Any]:
    extra = {"mechanic": "Totems", "revealed": revealed, "deck": deck or []}
    return {"character": "halden", "hand": hand, "extra": [extra]}


def test_the_named_totems_chain_as_the_compendium_examples_say() -> None:
    """L472-480, L488, L498, L506: Alertness is a Mind Totem; the Violent Totem and the
    Exhilarating Totem need a Mind Totem; every example's chain links."""
    c = cards()
    assert kind_of(c["totem-alertness"]) == "mind"
    assert needs_of(c["totem-violent"]) == "mind" and needs_of(c["totem-exhilarating"]) == "mind"
    assert kind_of(c["totem-attentive"]) == "mind"
    assert is_combo(c, ["totem-alertness", "totem-raging", "totem-exhilarating"])
    chain = ["totem-alertness", "totem-incendiary", "totem-exhilarating", "totem-attentive"]
    assert is_combo(c, chain)
    assert is_combo(c, ["totem-hearty", "totem-savage", "totem-uncomfortable"])
    assert [e.op for e in c["totem-violent"].effects] == ["totem", "totem_draw"]
    assert len(house().catalog.deck("totems")) == 15


def test_no_loop_around_and_one_card_is_no_combo() -> None:
    """L488: the Exhilarating Totem is not activated by the Mind Totem in front of the chain."""
    c = cards()
    assert not is_combo(c, ["totem-alertness"])
    assert not is_combo(c, ["totem-raging", "totem-alertness"])
    revealed = ["totem-alertness", "totem-raging", "totem-exhilarating"]
    assert followers(c, revealed, ["totem-alertness", "totem-raging", "totem-exhilarating"]) == []
    assert followers(c, ["totem-hollow", "totem-alertness"], []) == []  # nothing links


def test_a_totem_is_revealed_before_discard_and_draw() -> None:
    """L464: at the beginning of his turn, before he discards and draws."""
    t = build(3, phase="start", seat=[halden([], [], ["totem-soothing", "totem-violent"]), {}, {}])
    assert t.decision is not None and t.decision.kind == "discard"
    assert totems(t).revealed == ("totem-violent",) and totems(t).deck == ("totem-soothing",)


def test_an_empty_totem_deck_reshuffles_its_discard_by_default() -> None:
    seat = halden([], [])
    seat["extra"][0]["discard"] = ["totem-hearty"]
    t = build(3, phase="start", seat=[seat, {}, {}])
    assert totems(t).revealed == ("totem-hearty",) and totems(t).discard == ()


def test_an_empty_totem_deck_reveals_nothing_under_the_alternative_ruling() -> None:
    seat = halden([], [])
    seat["extra"][0]["discard"] = ["totem-hearty"]
    t = build(3, Options(totem_reshuffle="none"), phase="start", seat=[seat, {}, {}])
    assert totems(t).revealed == () and totems(t).discard == ("totem-hearty",)


def test_a_combo_before_the_action_card_leaves_the_action_and_only_one_combo() -> None:
    """L492: both an Action card and one Totem Combo, in either order."""
    revealed = ["totem-incendiary", "totem-exhilarating", "totem-alertness", "totem-raging"]
    t = build(3, phase="action", seat=[halden(["halden-grave-chill"], revealed), {}, {}])
    t.do("pick-totem card=totem-incendiary", "pick-totem card=totem-exhilarating")
    t.do("declare-totems", "aim-totem target=1")
    assert t.seat(1).fortitude == 19
    legal = t.legal()
    assert 'play card=halden-grave-chill target=2 item=0 option=""' in legal
    assert not any(a.startswith("pick-totem") for a in legal)  # Alertness -> Raging still links
    t.do('play card=halden-grave-chill target=2 item=0 option=""')
    assert t.seat(2).fortitude == 18
    assert t.decision is not None and t.decision.kind == "order"


def test_after_the_action_card_the_combo_is_offered_and_may_be_refused() -> None:
    revealed = ["totem-alertness", "totem-raging"]
    t = build(3, phase="action", seat=[halden(["halden-grave-chill"], revealed), {}, {}])
    t.do('play card=halden-grave-chill target=1 item=0 option=""')
    assert t.decision is not None and t.decision.kind == "totem"
    assert t.legal() == ["pick-totem card=totem-alertness", "skip-totems"]
    t.do("skip-totems")
    assert t.decision is not None and t.decision.kind == "order"
    assert totems(t).revealed == tuple(revealed)


def test_a_combo_dropped_before_the_action_card_is_not_begun_again_before_it() -> None:
    """L494: the combo may come before or after the Action card; a chain dropped before the
    card is not begun again before it (no endless pick and drop), and may still follow it
    (``mechanic_halden_l494_dropped_chain_before_card_combo_after.toml``)."""
    revealed = ["totem-alertness", "totem-raging"]
    t = build(3, phase="action", seat=[halden([], revealed), {}, {}])
    t.do("pick-totem card=totem-alertness")
    assert t.legal() == ["pick-totem card=totem-raging", "skip-totems"]
    t.do("skip-totems")
    assert t.legal() == ["pass"] and totems(t).chain == ()
    assert totems(t).dropped == t.state.turn and totems(t).passed != t.state.turn


def test_the_violent_totem_draws_a_card_and_each_effect_has_its_own_player() -> None:
    """L480 (Violent then a Mind Totem: draw a card); L488: different players per effect."""
    revealed = ["totem-violent", "totem-alertness", "totem-incendiary", "totem-exhilarating"]
    seat = halden([], revealed)
    seat["deck"] = ["halden-duck"]
    t = build(3, phase="action", seat=[seat, {}, {}])
    for card in ("totem-violent", "totem-alertness", "totem-incendiary", "totem-exhilarating"):
        t.do(f"pick-totem card={card}")
    t.do("declare-totems", "aim-totem target=1", "aim-totem target=2")
    assert t.seat(0).hand == ("halden-duck",)
    assert (t.seat(1).fortitude, t.seat(2).fortitude) == (19, 19)
    played = t.events(TotemComboPlayed)[-1]
    assert played.aims == (-1, 1, 2)


def test_the_totem_deck_is_face_down_to_every_seat_and_resampled() -> None:
    deck = ["totem-violent", "totem-hearty", "totem-alertness", "totem-savage"]
    t = build(3, phase="action", seat=[halden([], ["totem-raging"], deck), {}, {}])
    for seat in (0, 1, 2):
        seen = next(x for x in GAME.view(t.state, seat).seats[0].extra if isinstance(x, Totems))
        assert seen.deck == tuple(sorted(deck)) and seen.revealed == ("totem-raging",)
    v = GAME.view(t.state, 1)
    orders = set()
    for s in range(12):
        again = GAME.determinize(v, 1, Rng.from_seed(s))
        got = next(x for x in again.seats[0].extra if isinstance(x, Totems))
        assert sorted(got.deck) == sorted(deck) and got.revealed == ("totem-raging",)
        orders.add(got.deck)
    assert len(orders) > 1


@pytest.mark.parametrize(
    ("characters", "seed"),
    [(("halden", "fiona", "gog", "zot"), 41), (("dimli", "halden", "wrench", "kaylin"), 42)],
)
def test_no_seat_sees_what_is_hidden_from_it(characters: tuple[str, ...], seed: int) -> None:
    states = sample(Options(characters=characters), 4, seed, every=7, limit=10)
    stats = check_no_leaks(GAME, states, 4)
    assert stats.differing_determinizations > 0


def test_the_bot_plays_the_most_valuable_combo_and_aims_at_the_victim() -> None:
    c = cards()
    revealed = ("totem-alertness", "totem-incendiary", "totem-exhilarating", "totem-hollow")
    value, chain = best_chain(c, revealed, (), 3)
    assert chain[:3] == ("totem-alertness", "totem-incendiary", "totem-exhilarating")
    assert value == 2 + 2 + 2
    t = Totems(revealed=revealed)
    legal = [PickTotem(card=x) for x in revealed[:3]]
    assert advice(t, c, legal, 3, lambda ts: ts[-1]) == PickTotem(card="totem-alertness")
    done = Totems(revealed=revealed, chain=chain)
    assert advice(done, c, [DeclareTotems(), SkipTotems()], 3, min) == DeclareTotems()
    assert advice(t, c, [AimTotem(target=1), AimTotem(target=2)], 3, max) == AimTotem(target=2)
    bad = Totems(revealed=("totem-hearty", "totem-savage"))  # everyone heals and gets Gold
    assert best_chain(c, bad.revealed, (), 3)[0] == 0
    assert advice(bad, c, [PickTotem(card="totem-hearty"), SkipTotems()], 3, min) == SkipTotems()


def test_seeded_games_with_halden_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("halden", "cormac", "natyli", "gog"), steps=8000):
        seen.update(e.kind() for e in transition.events)
        held = next(x for x in state.seats[0].extra if isinstance(x, Totems))
        total = len(held.deck) + len(held.discard) + len(held.revealed)
        pending = [c for i in state.stack.items for c in i.payload.parts if c.startswith("totem-")]
        assert total + len(pending) == 15
    assert {"totem-revealed", "totem-combo-played"} <= seen

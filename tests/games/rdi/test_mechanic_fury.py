"""Ripsnarl, Bad Dog's Form and Fury (002 L1301-1342): Fury gained only while human, at most 3;
the form change after the card; the Fury aimed before anyone answers and bitten as one Sometimes
card per player; form-dependent numbers; a Boss Ripsnarl's printed Fury; the public marker; the
heuristic bot; owners' packs; seeded games. The compendium's examples are
``scenarios/compendium_ripsnarl_*``."""

from __future__ import annotations

from pathlib import Path

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.characters.registry import owner_characters
from dungeontable.games.rdi.mechanics.fury import MAX_FURY, Fury, gained
from dungeontable.games.rdi.options import Options

from .conftest import Table, build
from .seeded import seeded_steps


def test_fury_is_gained_only_while_human_and_at_most_3() -> None:
    assert MAX_FURY == 3
    assert gained(Fury(fury=1), 1) == Fury(fury=2)
    assert gained(Fury(fury=2), 5) == Fury(fury=3)
    assert gained(Fury(wolf=True), 2) == Fury(wolf=True)


def ripsnarl(
    fury: dict[str, object], hand: tuple[str, ...], answers: tuple[str, ...] = ()
) -> Table:
    seat = {"character": "ripsnarl", "hand": list(hand), "extra": [fury]}
    fiona = {"character": "fiona", "hand": list(answers)}
    return build(3, phase="action", seat=[seat, fiona, {"character": "gog"}])


def test_setup_starts_human_without_fury() -> None:
    state = GAME.setup(Options(characters=("ripsnarl", "fiona")), 2, 5)
    assert state.seats[0].extra == (Fury(),)


def test_turning_wolf_aims_every_fury_before_anyone_answers() -> None:
    t = ripsnarl({"mechanic": "Fury", "fury": 2}, ("ripsnarl-howl",), ("fiona-not-likely",))
    t.do("play card=ripsnarl-howl")
    assert t.decision is not None and (t.decision.seat, t.decision.kind) == (0, "fury")
    assert t.legal() == ["fury-target target=1", "fury-target target=2"]
    assert t.state.seats[0].extra[0] == Fury(wolf=True, due=2)
    t.do("fury-target target=1")
    assert t.decision is not None and t.decision.kind == "fury"  # still aiming: nobody answers
    t.do("fury-target target=1")
    (item,) = t.state.stack.items
    assert (item.payload.card, item.payload.target, item.payload.delta) == ("fury_bite", 1, 1)
    assert (item.counts_as, item.source) == ("sometimes", 0)
    assert t.decision is not None and (t.decision.seat, t.decision.kind) == (1, "respond")
    t.do("pass")
    assert t.state.seats[1].fortitude == 18  # two Fury at one player: one card, 2 Fortitude


def test_a_wolf_turning_human_and_an_ignored_card_still_changing_form() -> None:
    t = ripsnarl({"mechanic": "Fury", "wolf": True}, ("ripsnarl-moon-sets",), ("fiona-duck",))
    t.do("play card=ripsnarl-moon-sets target=1", "play card=fiona-duck item=1")
    assert t.state.seats[1].fortitude == 20
    assert t.state.seats[0].extra[0] == Fury(fury=2)  # human again, then 2 Fury


def test_a_negated_card_changes_no_form() -> None:
    seat = {
        "character": "ripsnarl",
        "hand": ["ripsnarl-pounce"],
        "extra": [{"mechanic": "Fury", "fury": 3}],
    }
    zot = {"character": "zot", "hand": ["zot-counterspell"]}
    t = build(3, phase="action", seat=[seat, zot, {"character": "gog"}])
    t.do("play card=ripsnarl-pounce target=1", "play card=zot-counterspell item=1")
    assert t.state.seats[0].extra[0] == Fury(fury=3)
    assert t.state.seats[1].fortitude == 20


def test_numbers_follow_the_form_at_resolution() -> None:
    human = ripsnarl({"mechanic": "Fury"}, ("ripsnarl-claws",))
    human.do("play card=ripsnarl-claws target=1")
    assert human.state.seats[1].fortitude == 18
    wolf = ripsnarl({"mechanic": "Fury", "wolf": True}, ("ripsnarl-claws",))
    wolf.do("play card=ripsnarl-claws target=1")
    assert wolf.state.seats[1].fortitude == 17


def test_a_boss_ripsnarl_has_1_fury_printed_while_human() -> None:
    options = Options(characters=("ripsnarl", "fiona", "gog"), boss=0)
    state = GAME.setup(options, 3, 2)
    assert state.seats[0].extra == (Fury(fury=1),)
    seat = {
        "character": "ripsnarl",
        "hand": ["ripsnarl-howl", "ripsnarl-moon-sets"],
        "extra": [{"mechanic": "Fury", "fury": 1}],
    }
    t = build(3, options=Options(boss=0), phase="action", seat=[seat, {}, {}])
    t.do("play card=ripsnarl-howl", "fury-target target=2")
    assert t.state.seats[2].fortitude == 19
    assert t.state.seats[0].extra[0] == Fury(wolf=True)


def test_the_marker_is_public() -> None:
    t = ripsnarl({"mechanic": "Fury", "fury": 2}, ("ripsnarl-howl",))
    seen = {repr(GAME.view(t.state, seat).seats[0].extra) for seat in (0, 1, 2, None)}
    assert seen == {repr((Fury(fury=2),))}


def test_the_bot_aims_its_fury_at_the_rival_nearest_to_passing_out() -> None:
    seat = {
        "character": "ripsnarl",
        "hand": ["ripsnarl-howl"],
        "extra": [{"mechanic": "Fury", "fury": 1}],
    }
    t = build(3, phase="action", seat=[seat, {"fortitude": 15}, {"fortitude": 7}])
    t.do("play card=ripsnarl-howl")
    decision = t.decision
    assert decision is not None
    view = GAME.view(t.state, decision.seat)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    assert action.to_text() == "fury-target target=2"


OWNER_PACK = """[character]
id = "brann"
name = "Brann the Moonstruck"
source = "house"
mechanics = ["fury"]

[[card]]
id = "brann-howl"
name = "Howl"
type = "action"
source = "house"
copies = 40
text = "Another player loses 1 Fortitude. Turn Wolf."
effects = [{op = "hit", amount = 1}, {op = "turn_wolf"}]
"""


def test_an_owner_pack_may_use_the_fury_family(tmp_path: Path) -> None:
    path = tmp_path / "brann.toml"
    path.write_text(OWNER_PACK, encoding="utf-8")
    ((found, deck),) = owner_characters((str(path),))
    assert found.modules == ("fury",) and sum(card.copies for card in deck) == 40
    state = GAME.setup(Options(characters=("brann", "gog"), cards=(str(path),)), 2, 1)
    assert state.seats[0].extra == (Fury(),)


def test_seeded_games_with_ripsnarl_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("ripsnarl", "serena", "gog", "fiona")):
        seen.update(e.kind() for e in transition.events)
        fury = state.seats[0].extra[0]
        assert isinstance(fury, Fury) and 0 <= fury.fury <= MAX_FURY
        assert not (fury.wolf and fury.fury)
    assert {"form-changed", "fury-gained", "fury-unleashed"} <= seen

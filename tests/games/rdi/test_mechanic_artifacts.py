"""Keet the Treasure Hunter's Artifacts (002 L574-647): the setup by table size, face-down
Artifacts hidden from every seat (Keet too) and dealt again by determinize, a face-up Artifact
played by whoever holds it, Static and Triggered ones, never broke while holding one, the bot's
payments, and seeded games with him at the table. The compendium's examples are
``scenarios/compendium_keet_*``; the rule cases ``scenarios/mechanic_keet_*``."""

from __future__ import annotations

from typing import Any

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.actions import PayWith
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.determinize import determinize
from dungeontable.games.rdi.mechanics.artifacts import DOWN, Artifacts, deck_of, pay_advice
from dungeontable.games.rdi.options import Options

from .conftest import Table, build
from .seeded import seeded_steps


def art(t: Any, seat: int = 0) -> Artifacts:
    state = t.state if isinstance(t, Table) else t
    found = next(x for x in state.seats[seat].extra if isinstance(x, Artifacts))
    assert isinstance(found, Artifacts)
    return found


def keet(valuables: list[str], unseen: list[str], **more: Any) -> dict[str, Any]:
    extra = [{"mechanic": "Artifacts", "unseen": unseen, "down": valuables.count(DOWN)}]
    return {"character": "keet", "gold": 0, "valuables": valuables, "extra": extra, **more}


def test_the_deck_has_eighteen_artifacts() -> None:
    assert len(deck_of(house().catalog.cards)) == 18  # L576


def test_keet_starts_with_face_down_artifacts_instead_of_gold() -> None:
    """L580: 10 at four players, 8 at two, 12 at seven; the rest removed unseen."""
    for seats, count in ((4, 10), (2, 8), (7, 12)):
        chars = ("keet", "fiona", "gog", "zot", "bryn", "cormac", "deirdre")[:seats]
        state = GAME.setup(Options(characters=chars), seats, 5)
        assert state.seats[0].gold == 0
        assert state.seats[0].valuables == (DOWN,) * count
        assert state.seats[1].gold == count and not state.seats[1].valuables
        assert len(art(state).unseen) == 18 and art(state).down == count


def test_face_down_artifacts_are_hidden_from_every_seat_and_dealt_again() -> None:
    """L580: not even Keet knows them; views show only which Artifacts are unseen."""
    state = GAME.setup(Options(characters=("keet", "fiona", "gog")), 3, 11)
    shown = set()
    for seat in (0, 1, 2, None):
        view = GAME.view(state, seat)
        mine = next(x for x in view.seats[0].extra if isinstance(x, Artifacts))
        assert mine.unseen == tuple(sorted(art(state).unseen))
        assert view.seats[0].valuables == (DOWN,) * 10
        shown.add(mine.unseen)
    assert len(shown) == 1
    orders = set()
    for k in range(6):
        dealt = determinize(GAME.view(state, 1), 1, Rng.from_seed(k))
        orders.add(art(dealt).unseen)
        assert sorted(art(dealt).unseen) == sorted(art(state).unseen)
        assert art(dealt).down == 10
    assert len(orders) > 1


def test_another_player_plays_a_face_up_artifact_they_hold() -> None:
    """L596: the holder plays it as though from the hand; it goes to the Artifact discard."""
    fiona = {"character": "fiona", "valuables": ["artifact_fire_scroll"], "gold": 0}
    t = build(3, phase="action", active=1, seat=[keet([DOWN], ["artifact_old_coin"]), fiona, {}])
    assert 'play card=artifact_fire_scroll target=0 item=0 option=""' in t.legal()
    t.do("play card=artifact_fire_scroll target=0")
    assert t.seat(0).fortitude == 17
    assert t.seat(1).valuables == () and art(t).discard == ("artifact_fire_scroll",)


def test_a_face_down_artifact_cannot_be_played() -> None:
    t = build(3, phase="action", seat=[keet([DOWN], ["artifact_fire_scroll"]), {}, {}])
    assert not any("artifact" in a for a in t.legal())


def test_the_warding_amulet_and_the_thorned_bracer() -> None:
    """Static: another player's card costs 1 less; Triggered: the attacker loses 1, from no
    player (no hit-back right, L594)."""
    held = ["artifact_warding_amulet", "artifact_thorned_bracer"]
    fiona = {"character": "fiona", "hand": ["fiona-big-hit"]}
    t = build(3, phase="action", active=1, seat=[keet(held, []), fiona, {}])
    t.do("play card=fiona-big-hit target=0")
    assert t.seat(0).fortitude == 18  # 3 - 1
    assert t.seat(1).fortitude == 19
    assert all(loss.victim != 1 for loss in t.state.losses)


def test_a_player_holding_only_artifacts_is_not_broke() -> None:
    """L586: out only with no Gold and no Artifacts."""
    t = build(3, phase="action", seat=[keet(["artifact_old_coin"], []), {}, {}])
    t.do("pass")
    assert t.seat(0).out == ""


def test_the_bot_pays_with_the_least_useful_artifact() -> None:
    cards = house().catalog.cards
    pays = [
        PayWith(card=""),
        PayWith(card=DOWN),
        PayWith(card="artifact_old_coin"),
        PayWith(card="artifact_gleaming_gem"),
    ]
    assert pay_advice(pays, cards) == PayWith(card="artifact_gleaming_gem")
    assert pay_advice(pays[:3], cards) == PayWith(card="artifact_old_coin")
    assert pay_advice(pays[:2], cards) == PayWith(card=DOWN)


def test_seeded_games_with_keet_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("keet", "cormac", "natyli", "gog"), steps=8000):
        seen.update(e.kind() for e in transition.events)
        a = art(state)
        downs = sum(s.valuables.count(DOWN) for s in state.seats)
        downs += state.inn_valuables.count(DOWN)
        downs += state.gambling.valuables.count(DOWN) if state.gambling else 0
        assert downs == a.down + len(a.looked) and a.down <= len(a.unseen)
        in_pot = state.gambling.valuables.count(DOWN) if state.gambling else 0
        assert len(a.looked) <= in_pot  # looked at only while in the pot (L634)
    assert "artifact-revealed" in seen
    assert "artifact-looked" in seen

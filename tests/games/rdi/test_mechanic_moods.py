"""Pooky the Vicious's Mood track (002 L1202-1262): each way it gets worse or calms with exact
outcomes, the track in every view, the bot, and seeded games with him at the table. The
compendium's examples are ``scenarios/compendium_pooky_*``."""

from __future__ import annotations

from pathlib import Path

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.characters.registry import owner_characters
from dungeontable.games.rdi.content import MECHANICS
from dungeontable.games.rdi.mechanics.events import PookyMood
from dungeontable.games.rdi.mechanics.moods import MOODS, Mood, worse

from .conftest import Table, build
from .seeded import seeded_steps


def pooky(value: int = 0, hand: tuple[str, ...] = ()) -> dict[str, object]:
    return {"character": "pooky", "hand": hand, "extra": [{"mechanic": "Mood", "value": value}]}


def mood(t: Table) -> int:
    value = t.state.seats[0].extra[0]
    assert isinstance(value, Mood)
    return value.value


def test_the_track_and_its_bottom() -> None:
    """L1218: one space down per worsening; Psychotic stays Psychotic."""
    assert MOODS == ("calm", "manic", "crazy", "psychotic")
    t = build(3, phase="action", seat=[pooky(2), {}, {}])
    state, events = worse(t.state, 0, "card")
    assert state.seats[0].extra[0] == Mood(3)
    assert events == (PookyMood(seat=0, mood="psychotic", why="card"),)
    state, _ = worse(state, 0, "card")
    assert state.seats[0].extra[0] == Mood(3)


def test_a_weak_drink_leaves_him_calm() -> None:
    """L1214: 3 or more Alcohol from a Drink; 2 is not enough."""
    seat = {**pooky(), "drink_me": ("drink_honey_wine",)}
    t = build(3, phase="action", seat=[seat, {}, {}], drink_deck=("drink_thin_ale",))
    t.do("pass")
    t.do("order-drink target=1")
    assert t.state.seats[0].alcohol == 2 and mood(t) == 0


def test_a_round_he_took_part_in() -> None:
    """L1216: anted in and did not win: worse; won, or never anted: unchanged."""
    mechanic = MECHANICS["moods"]
    t = build(3, phase="action", seat=[pooky(1), {}, {}])
    state, events = mechanic.on_round_end(t.state, 0, 1, (0, 1, 2))
    assert state.seats[0].extra[0] == Mood(2)
    assert events == (PookyMood(seat=0, mood="crazy", why="round"),)
    state, events = mechanic.on_round_end(t.state, 0, 0, (0, 1, 2))
    assert state.seats[0].extra[0] == Mood(1) and events == ()
    state, events = mechanic.on_round_end(t.state, 0, -1, (1, 2))
    assert state.seats[0].extra[0] == Mood(1) and events == ()


def test_a_card_calms_him_after_its_other_effects() -> None:
    seat = {**pooky(3, ("pooky-carrot",)), "fortitude": 10}
    t = build(3, phase="action", seat=[seat, {}, {}])
    t.do("play card=pooky-carrot")
    assert t.state.seats[0].fortitude == 12 and mood(t) == 0
    kinds = [e.kind() for e in t.events()]
    assert kinds.index("stat-changed") < kinds.index("pooky-mood")


def test_a_negated_mood_card_changes_nothing() -> None:
    t = build(
        3,
        phase="action",
        seat=[
            pooky(0, ("pooky-worked-up",)),
            {"character": "zot", "hand": ("zot-counterspell",)},
            {},
        ],
    )
    t.do("play card=pooky-worked-up target=1")
    t.do("play card=zot-counterspell item=1")
    assert t.state.seats[1].fortitude == 20 and mood(t) == 0


def test_his_own_card_makes_him_worse_only_by_its_text() -> None:
    t = build(3, phase="action", seat=[pooky(1, ("pooky-worked-up",)), {}, {}])
    t.do("play card=pooky-worked-up target=2")
    assert t.state.seats[2].fortitude == 18 and mood(t) == 2


def test_psychotic_teeth_take_five() -> None:
    t = build(3, phase="action", seat=[pooky(3, ("pooky-pointy-teeth",)), {}, {}])
    t.do("play card=pooky-pointy-teeth target=1")
    assert t.state.seats[1].fortitude == 15


def test_every_seat_sees_his_mood() -> None:
    t = build(3, phase="action", seat=[pooky(2), {}, {}])
    for seat in (0, 1, 2):
        assert GAME.view(t.state, seat).seats[0].extra[0] == Mood(2)
        sampled = GAME.determinize(GAME.view(t.state, seat), seat, Rng.from_seed(seat))
        assert sampled.seats[0].extra[0] == Mood(2)


def test_the_bot_keeps_a_calming_card_while_healthy() -> None:
    t = build(3, phase="action", seat=[pooky(3, ("pooky-carrot",)), {}, {}])
    view = GAME.view(t.state, 0)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    assert action.to_text() == "pass"


def test_seeded_games_with_pooky_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("pooky", "serena", "natyli", "gog")):
        seen.update(e.kind() for e in transition.events)
        value = state.seats[0].extra[0]
        assert isinstance(value, Mood) and 0 <= value.value <= 3
    assert "pooky-mood" in seen


def test_an_owner_pack_of_the_moods_family_loads(tmp_path: Path) -> None:
    path = tmp_path / "brann.toml"
    path.write_text(
        '[character]\nid = "brann"\nname = "Brann"\nsource = "house"\nmechanics = ["moods"]\n'
        '[[card]]\nid = "brann-grumpy"\nname = "Grumpy now"\ntype = "action"\nsource = "house"\n'
        'copies = 40\ntext = "Another player loses 1 Fortitude; 2 if Crazy or worse."\n'
        'effects = [{op = "hit", amount = 1}, {op = "mood_bonus", at_least = 2, bonus = 1}]\n',
        encoding="utf-8",
    )
    ((character, cards),) = owner_characters((str(path),))
    assert character.modules == ("moods",)
    assert [e.op for e in cards[0].effects] == ["hit", "mood_bonus"]

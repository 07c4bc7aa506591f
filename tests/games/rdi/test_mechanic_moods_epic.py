"""Epic Pooky (002 L1267-1280): Pooky as the Boss of a Boss Battle, with his 15 Boss Battle cards
and 5-card Epic Deck; the choice at Psychotic, worsenings waiting behind it, ruling
``epic_empty`` both ways, the face-down Epic Deck in views and resampled views, the bot, and
seeded Boss Battles. The compendium's rules are also ``scenarios/compendium_epicpooky_*`` and
``mechanic_epicpooky_*``."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.catalog import is_boss_card
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.events import CardsDrawn
from dungeontable.games.rdi.mechanics.events import PookyMood
from dungeontable.games.rdi.mechanics.moods import (
    EPIC_DECK,
    ChooseEpic,
    EpicChosen,
    Mood,
    choose,
    epic_advice,
    worse,
)
from dungeontable.games.rdi.options import Options

from .conftest import Table, build
from .seeded import seeded_steps
from .test_determinize_variants import sample

TESTS = str(Path(__file__).resolve().parents[2])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
from conformance.leaks import check_no_leaks  # noqa: E402

ALL = ("epic_pooky-fur", "epic_pooky-gaze", "epic_pooky-hoard", "epic_pooky-rampage")
ALL += ("epic_pooky-unstoppable",)


def epic(value: int = 3, deck: tuple[str, ...] = ALL, **seat: Any) -> dict[str, Any]:
    mood = {"mechanic": "Mood", "value": value, "epic": list(deck), "epic_cards": list(ALL)}
    return {"character": "pooky", "fortitude": 30, "gold": 20, "extra": [mood], **seat}


def boss(options: Options | None = None, **kw: Any) -> Table:
    rows = [epic(**kw), {"character": "fiona"}, {"character": "gog"}]
    return build(3, options=options or Options(boss=0), phase="action", active=1, seat=rows)


def mood_of(state: Any, seat: int = 0) -> Mood:
    return next(x for x in state.seats[seat].extra if isinstance(x, Mood))


def test_the_compendium_numbers() -> None:
    """L1271: 15 Boss Battle cards (55 with his 40), a 5-card Epic Deck, Calm to start."""
    cat = house().catalog
    pack = cat.deck("pooky")
    assert len(pack) == 55
    assert sum(1 for c in pack if is_boss_card(cat[c])) == 15
    assert sorted(cat.deck(EPIC_DECK)) == list(ALL)
    state = GAME.setup(Options(characters=("fiona", "pooky", "gog"), boss=1), 3, 5)
    s, m = state.seats[1], mood_of(state, 1)
    assert len(s.hand) + len(s.deck) == 55
    assert (m.value, sorted(m.epic), m.epic_cards, m.due) == (0, list(ALL), ALL, 0)


def test_outside_a_boss_battle_pooky_has_no_epic_deck_nor_boss_cards() -> None:
    for options in (Options(characters=("fiona", "pooky", "gog")),):
        state = GAME.setup(options, 3, 5)
        s = state.seats[1]
        assert len(s.hand) + len(s.deck) == 40
        assert mood_of(state, 1) == Mood()
    # Pooky as a Challenger of another Boss: plain Pooky
    state = GAME.setup(Options(characters=("fiona", "pooky", "gog"), boss=0), 3, 5)
    assert mood_of(state, 1) == Mood()
    assert len(state.seats[1].hand) + len(state.seats[1].deck) == 40


def test_worse_at_psychotic_opens_the_choice_and_calm_draws_the_top_epic_card() -> None:
    t = boss(deck=("epic_pooky-fur", "epic_pooky-gaze"))
    state, events = worse(t.state, 0, "hurt")
    assert events == () and mood_of(state).due == 1
    assert GAME.decision(state) is not None and GAME.decision(state).kind == "epic"
    assert GAME.legal_actions(state) == (ChooseEpic(calm=True), ChooseEpic(calm=False))
    state, events = choose(state, 0, True)
    m = mood_of(state)
    assert (m.value, m.epic, m.due) == (0, ("epic_pooky-fur",), 0)
    assert state.seats[0].hand == ("epic_pooky-gaze",)
    assert events == (
        EpicChosen(seat=0, calm=True, drew=True),
        CardsDrawn(seat=0, count=1, cards=("epic_pooky-gaze",), to=(0,)),
        CardsDrawn(seat=0, count=1, to=(1, 2)),
        PookyMood(seat=0, mood="calm", why="epic"),
    )


def test_staying_psychotic_draws_nothing() -> None:
    t = boss(deck=("epic_pooky-fur",))
    state, _ = worse(t.state, 0, "hurt")
    state, events = choose(state, 0, False)
    assert events == (EpicChosen(seat=0, calm=False),)
    assert (mood_of(state).value, mood_of(state).epic, state.seats[0].hand) == (
        3,
        ("epic_pooky-fur",),
        (),
    )


def test_worsenings_during_the_choice_wait_then_count_one_step_each() -> None:
    """Two more worsenings while the choice is open: after going back to Calm, Calm -> Manic ->
    Crazy (L1218); staying Psychotic instead: the next one at Psychotic asks again."""
    t = boss(deck=("epic_pooky-fur", "epic_pooky-gaze"))
    state, _ = worse(t.state, 0, "hurt")
    state, _ = worse(state, 0, "drink")
    state, _ = worse(state, 0, "card")
    assert mood_of(state).due == 3
    calm, events = choose(state, 0, True)
    assert mood_of(calm).value == 2 and mood_of(calm).due == 0
    assert [e.mood for e in events if isinstance(e, PookyMood)] == ["calm", "manic", "crazy"]
    stay, _ = choose(state, 0, False)
    assert mood_of(stay).due == 2  # asked again for the next worsening
    stay, _ = choose(stay, 0, False)
    stay, _ = choose(stay, 0, False)
    assert (mood_of(stay).value, mood_of(stay).due) == (3, 0)


def test_empty_epic_deck_stays_psychotic_by_default_and_may_calm_by_the_ruling() -> None:
    t = boss(deck=())
    state, events = worse(t.state, 0, "hurt")
    assert mood_of(state).due == 0 and mood_of(state).value == 3
    assert events == (PookyMood(seat=0, mood="psychotic", why="hurt"),)
    t = boss(Options(boss=0, epic_empty="calm"), deck=())
    state, _ = worse(t.state, 0, "hurt")
    assert mood_of(state).due == 1
    state, events = choose(state, 0, True)
    assert mood_of(state).value == 0 and state.seats[0].hand == ()
    assert events[0] == EpicChosen(seat=0, calm=True, drew=False)


def test_below_psychotic_the_mood_just_gets_worse() -> None:
    t = boss(value=2)
    state, events = worse(t.state, 0, "hurt")
    assert mood_of(state).value == 3 and mood_of(state).due == 0
    assert events == (PookyMood(seat=0, mood="psychotic", why="hurt"),)


def test_the_epic_deck_is_face_down_to_others_sorted_to_him_and_resampled() -> None:
    deck = ("epic_pooky-rampage", "epic_pooky-fur", "epic_pooky-gaze")
    rows = [
        epic(deck=deck, hand=["epic_pooky-hoard"], discard=["epic_pooky-unstoppable"]),
        {"character": "fiona"},
        {"character": "gog"},
    ]
    t = build(3, options=Options(boss=0), phase="action", seat=rows)
    mine = mood_of(GAME.view(t.state, 0))
    assert mine.epic == tuple(sorted(deck))
    for seat in (1, 2, None):
        assert mood_of(GAME.view(t.state, seat)).epic == ("", "", "")
    decks = set()
    for s in range(10):
        sampled = GAME.determinize(GAME.view(t.state, 1), 1, Rng.from_seed(s))
        m = mood_of(sampled)
        assert len(m.epic) == 3 and "epic_pooky-unstoppable" not in m.epic
        drawn = Counter(ALL) - Counter(m.epic)
        assert "epic_pooky-unstoppable" in drawn and sum(drawn.values()) == 2
        assert len(sampled.seats[0].hand) == 1 and sampled.seats[0].deck == ()
        decks.add(tuple(sorted(m.epic)))
    assert len(decks) > 1


def test_the_bot_takes_the_epic_card() -> None:
    assert epic_advice((ChooseEpic(calm=True), ChooseEpic(calm=False))) == ChooseEpic(calm=True)
    assert epic_advice(()) is None
    t = boss(deck=("epic_pooky-fur",))
    state, _ = worse(t.state, 0, "hurt")
    view = GAME.view(state, 0)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(state), Rng.from_seed(2))
    assert action == ChooseEpic(calm=True)


@pytest.mark.parametrize("seed", [51, 52])
def test_no_seat_sees_what_is_hidden_from_it_in_a_boss_battle(seed: int) -> None:
    options = Options(characters=("pooky", "fiona", "gog", "zot"), boss=0)
    states = sample(options, 4, seed, every=5, limit=12)
    stats = check_no_leaks(GAME, states, 4)
    assert stats.differing_determinizations > 0


def test_seeded_boss_battles_with_epic_pooky_end_by_the_rules() -> None:
    seen: set[str] = set()
    four = ("pooky", "fiona", "gog", "zot")
    for state, transition in seeded_steps(four, seeds=range(8), steps=8000, boss=0):
        seen.update(e.kind() for e in transition.events)
        m = mood_of(state)
        assert 0 <= m.value <= 3 and len(m.epic) <= 5
    assert "epic-chosen" in seen

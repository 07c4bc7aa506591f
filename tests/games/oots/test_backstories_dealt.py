"""The Backstory deal as events (R353, 004 L35-L38): the setup deals 5 Backstories face down to
each player; the table's opening (``Oots.opening``) tells each seat the 5 it was dealt and every
other seat only how many, so a secret goal is in no event another seat or a spectator sees
(leak test per seat)."""

from __future__ import annotations

import msgspec
import pytest

from dungeontable.core.events import events_for
from dungeontable.core.game import capabilities
from dungeontable.core.words import Names
from dungeontable.games.oots import GAME
from dungeontable.games.oots.backstories import backstories
from dungeontable.games.oots.events import BackstoriesDealt
from dungeontable.games.oots.options import Options

STORIES = Options(expansion="shortening", backstories=True)


@pytest.mark.parametrize(("seats", "seed"), [(2, 0), (3, 5), (4, 11), (6, 3)])
def test_each_seat_sees_its_own_five_and_only_counts_of_the_others(seats: int, seed: int) -> None:
    """R353: one event per seat for each viewer: its own with the 5 cards it holds, the
    others' with no card and the count 5; no card id of another seat in anything it sees."""
    state = GAME.setup(STORIES, seats, seed)
    opening = capabilities(GAME).opening(state)
    for viewer in range(seats):
        seen = events_for(opening, viewer)
        assert [e.seat for e in seen if isinstance(e, BackstoriesDealt)] == list(range(seats))
        for event in seen:
            assert isinstance(event, BackstoriesDealt) and event.count == 5
            if event.seat == viewer:
                assert event.cards == state.players[viewer].backstories
                assert len(set(event.cards)) == 5
            else:
                assert event.cards == ()
        text = msgspec.json.encode(seen).decode()
        for other in range(seats):
            if other != viewer:
                leaked = [c for c in state.players[other].backstories if f'"{c}"' in text]
                assert leaked == [], (viewer, other, leaked)


def test_a_spectator_sees_no_dealt_card() -> None:
    """R353: the cards go to their owners only (a spectator is no seat)."""
    state = GAME.setup(STORIES, 4, 2)
    seen = events_for(capabilities(GAME).opening(state), None)
    text = msgspec.json.encode(seen).decode()
    assert not [c for c in backstories() if f'"{c}"' in text]


def test_without_backstories_the_opening_tells_nothing() -> None:
    state = GAME.setup(Options(expansion="shortening", wandering_xykon=True), 4, 2)
    assert tuple(capabilities(GAME).opening(state)) == ()


def test_the_words_name_the_owners_cards_and_say_face_down_to_the_others() -> None:
    """R353: the owner reads the 5 Backstories by name; the others read the count only."""
    state = GAME.setup(STORIES, 2, 0)
    opening = capabilities(GAME).opening(state)
    words = GAME.words(STORIES, Names(("Ann", "Bob")))
    mine = [e for e in events_for(opening, 0) if isinstance(e, BackstoriesDealt)]
    said = [words.event(e) for e in mine]
    names = [backstories()[c].name for c in state.players[0].backstories]
    assert said[0] == f"Ann was dealt 5 Backstory cards: {', '.join(names)}."
    assert said[1] == "Bob was dealt 5 Backstory cards face down."
    assert all(c not in said[1] for c in state.players[1].backstories)

"""Backstories (The Shortening, 004 L29-L61; R353-R359, A52): the deal, the real choice of 3,
and the secret: a hidden Backstory is in no other seat's view and no event another seat sees
until it is revealed; determinize deals the unseen ones again (leak tests per seat)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from dungeontable.core import Rng
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import DiscardBackstory
from dungeontable.games.oots.backstories import backstories
from dungeontable.games.oots.bots.heuristic import HeuristicBot
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.state import State

STORIES = Options(expansion="shortening", backstories=True)


def _hidden(state: State, seat: int) -> set[str]:
    return set(state.players[seat].backstories)


def _view_leaks(state: State, seats: int) -> list[str]:
    """Every view (each seat, a spectator) that shows another seat's hidden Backstory."""
    found = []
    for viewer in (*range(seats), None):
        text = msgspec.json.encode(GAME.view(state, viewer)).decode()
        for other in range(seats):
            if other == viewer:
                continue
            for card in _hidden(state, other):
                if f'"{card}"' in text:
                    found.append(f"view of {viewer} shows {card} of seat {other}")
    return found


def _event_leaks(state: State, events: list[Any], seats: int) -> list[str]:
    """Events carrying a Backstory still hidden after them to anyone but its owner."""
    found = []
    for event in events:
        text = msgspec.json.encode(event).decode()
        to = getattr(event, "to", None)
        for other in range(seats):
            for card in _hidden(state, other):
                if f'"{card}"' in text and to != (other,):
                    found.append(f"{type(event).__name__} shows {card} of seat {other} to {to}")
    return found


def test_backstory_ids_never_clash_with_card_ids() -> None:
    """A leak check by id is sound only if no card of the set shares a Backstory's id."""
    cs = cards_of("base")
    ids = set(cs.shticks) | set(cs.monsters) | set(cs.loot) | set(cs.rooms) | set(cs.screws)
    assert not ids & set(backstories())
    assert len(backstories()) == 31  # enough for 6 players x 5 (R353)
    assert backstories()["likes_pets"].source == "rulebook"  # 004 L60's own example


def test_five_dealt_to_each_seat_and_the_first_choice_is_a_real_decision() -> None:
    """R353: 5 different Backstories face down to each player; each lays 2 face up, one decision
    at a time (seat 0 first), keeping 3; the other cards of the deck stay out unseen."""
    state = GAME.setup(STORIES, 4, 11)
    hands = [state.players[s].backstories for s in range(4)]
    assert [len(h) for h in hands] == [5, 5, 5, 5]
    assert len({c for h in hands for c in h}) == 20
    assert state.phase == "pick-backstory"
    decision = GAME.decision(state)
    assert decision is not None and decision.seat == 0
    assert GAME.legal_actions(state) == tuple(DiscardBackstory(card=c) for c in hands[0])
    for _ in range(2):
        state, events = GAME.apply(state, GAME.legal_actions(state)[-1])
        assert [e.kind() for e in events] == ["backstory-discarded"]
    assert state.players[0].backstories == hands[0][:3]
    assert state.backstory_pile == (hands[0][4], hands[0][3])
    decision = GAME.decision(state)
    assert decision is not None and decision.seat == 1


def test_after_the_choices_the_usual_starting_picks_follow() -> None:
    """R353 then R005: once every player kept 3, the Starting Shtick put-backs begin."""
    state = GAME.setup(STORIES, 3, 5)
    for _ in range(6):
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    assert state.phase == "pick-start"
    assert [len(p.backstories) for p in state.players] == [3, 3, 3]
    assert len(state.backstory_pile) == 6


@pytest.mark.parametrize("seed", [1, 2])
def test_no_seat_sees_another_seats_hidden_backstories_in_a_whole_game(seed: int) -> None:
    """R353-R354 leak test, per seat and for a spectator: at every step of a bot game, no view
    holds another seat's hidden Backstory, and no event carries one to anyone but its owner
    (until it is revealed: the reveal is public)."""
    seats = 3
    options = Options(expansion="shortening", backstories=True, turn_limit=6)
    state = GAME.setup(options, seats, seed)
    bot, rng = HeuristicBot(GAME), Rng.from_seed(seed)
    steps = 0
    while GAME.outcome(state) is None and steps < 4000:
        decision = GAME.decision(state)
        assert decision is not None
        view = GAME.view(state, decision.seat)
        action, rng = bot.choose(view, GAME.legal_actions(state), rng)
        state, events = GAME.apply(state, action)
        # against what is still hidden after the step (a discard or a reveal is public by rule)
        assert _event_leaks(state, list(events), seats) == []
        if steps % 5 == 0:
            assert _view_leaks(state, seats) == []
        steps += 1
    assert GAME.outcome(state) is not None
    assert _view_leaks(state, seats) == []


def test_determinize_deals_other_hidden_backstories_from_the_unseen_ones() -> None:
    """The search bots' sampled worlds: seat 0 keeps its own 3; every other seat gets as many
    as it holds, never one seat 0 holds or has seen face up (pile, revealed)."""
    state = GAME.setup(STORIES, 4, 3)
    for _ in range(8):
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    view = GAME.view(state, 0)
    seen = set(state.players[0].backstories) | set(state.backstory_pile)
    for k in range(20):
        world = GAME.determinize(view, 0, Rng.from_seed(k))
        assert world.players[0].backstories == state.players[0].backstories
        others = [c for s in (1, 2, 3) for c in world.players[s].backstories]
        assert [len(world.players[s].backstories) for s in (1, 2, 3)] == [3, 3, 3]
        assert len(set(others)) == 9
        assert not set(others) & seen
        assert world.backstory_pile == state.backstory_pile


def test_the_shortening_variants_need_the_switch() -> None:
    """EXP: each of The Shortening's parts is refused unless expansion=shortening is on."""
    for changes in (
        {"backstories": True},
        {"in_medias_res": True},
        {"no_turning_back": True},
        {"timed_minutes": 60},
        {"new_shticks": "nitpicky"},
    ):
        with pytest.raises(ValueError, match="add expansion=shortening"):
            Options(**changes)
        assert Options(expansion="shortening", **changes).shortening_parts()


def test_the_text_table_names_only_your_own_backstories() -> None:
    """R353-R354 in the CLI's text table: your hidden Backstories by name, the others' as a
    count; the face-up pile by name for everyone."""
    from dungeontable.games.oots.render import render

    state = GAME.setup(STORIES, 2, 7)
    for _ in range(4):
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    names = {c: s.name for c, s in backstories().items()}
    mine = [names[c] for c in state.players[0].backstories]
    theirs = [names[c] for c in state.players[1].backstories]
    text = render(GAME.view(state, 0))
    assert all(n in text for n in mine)
    assert not any(n in text for n in theirs)
    assert "3 hidden" in text
    assert all(names[c] in text for c in state.backstory_pile)
    spectator = render(GAME.view(state, None))
    assert not any(n in spectator for n in (*mine, *theirs))

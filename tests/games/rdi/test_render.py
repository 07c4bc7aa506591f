"""The terminal picture (``render``) names players by character and person, cards by name.

Issue 14: the text render showed 0-based seats ("0 fiona", "seat 1 to discard"), character
ids, stack numbers ("stack #3") and raw card types. Players read "Fiona (Player 1)" (or the
names given); the cards waiting on the table say who played them and at whom.
"""

from __future__ import annotations

import random
import re

from dungeontable.core.words import Names
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.game import TURN_OUTLINE
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.render import STEPS, render

from .test_words import BAD, VARIANTS, id_free, options_of

SLASH = re.compile(r"\d+/\d+|\bstack\b|#\d|^\s*>?\s*\d+\s")


def test_the_tavern_reads_in_words() -> None:
    options = Options(characters=("fiona", "adonis"))
    state = GAME.setup(options, 2, 3)
    view = GAME.view(state, 0)
    lines = render(view, Names(("Alice", "Bob"))).splitlines()
    first = view.active
    who = ("Fiona (Alice)", "Adonis (Bob)")
    assert lines[0] == f"Turn 1: {who[first]} to play; Discard and Draw"
    gold = view.seats[0].gold
    assert lines[1] == (
        f"{'>' if first == 0 else ' '} Fiona (Alice): Fortitude 20, Alcohol 0, Gold {gold};"
        " 7 cards in hand, 1 Drink waiting"
    )
    assert lines[3].startswith("  Your hand: ")
    assert lines[-1].startswith(f"  Waiting: {who[first]} must discard")
    spectator = GAME.render(GAME.view(state, None)).splitlines()
    assert spectator[1].endswith(
        f"Fiona (Player 1): Fortitude 20, Alcohol 0, Gold {gold}; 7 cards in hand, 1 Drink waiting"
    )
    assert not any("Your hand" in line for line in spectator)


def test_random_games_render_without_ids() -> None:
    """Random games in every option variant: every line of the deciding seat's view and the
    spectator's reads without a seat number, an id, a stack number or raw syntax; cards on the
    table, a Round of Gambling and the end come up."""
    seen = {"  On the table: ": False, "  Round of Gambling: ": False, "  Game over: ": False}
    for game, values in enumerate(VARIANTS):
        options = options_of(values)
        seats = len(values.get("characters", ())) or (4 if "teams" in values else 2 + game % 4)
        state = GAME.setup(options, seats, game)
        rng = random.Random(game)
        for _ in range(6000):
            decision = GAME.decision(state)
            for seat in (None, *([decision.seat] if decision is not None else [])):
                for line in GAME.render(GAME.view(state, seat)).splitlines():
                    assert not BAD.search(line) and not SLASH.search(line), line
                    assert id_free(line), line
                    for head in seen:
                        seen[head] |= line.startswith(head)
            if decision is None:
                break
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state))).state
    assert all(seen.values()), seen


def test_the_picture_names_the_step_as_the_phase_tracker_does() -> None:
    for label, kinds in TURN_OUTLINE:
        for kind in kinds:
            assert STEPS.get(kind, "Paying up") == label, kind

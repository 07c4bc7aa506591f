"""The terminal picture (``render``) names people, characters, cards and enemies in words.

Issue 14: the text render showed 0-based seats ("seat 0"), enemy uids ("Goblin #3"), raw phases
and "10/9" for health above its maximum. Players are "Player 1".. (or the names given), the map
marks a player by that number, potions known read as sentences.
"""

from __future__ import annotations

import re

from dungeontable.core import Rng
from dungeontable.core.words import Names
from dungeontable.games.cardrogue import GAME
from dungeontable.games.cardrogue.options import Options
from dungeontable.games.cardrogue.render import health_words, potion_words, render

from .conftest import build, player, tile
from .test_words import IDS

SYNTAX = re.compile(
    r"\b[Ss]eats? \d|\bNone\b|=|#\d|\bhero \d|\bphase\b|\d+/\d+|\(R\d{3}\)|\bA-\d\d\b"
    r"|\(\d+, \d+\)"
)


def _status(text: str) -> list[str]:
    """The lines under the map (the map's axes carry coordinates, the words never do)."""
    return text.split("\n\n", 1)[-1].splitlines()


def test_the_status_lines_name_players_characters_and_enemies() -> None:
    state = build(
        {
            "phase": "explore",  # the goblin next door has not been fought yet
            "players": [
                player(0, 0, "rogue", hand=["potion_red"], health=11),
                player(1, 0, "cleric", hand=["gold_5", "key"], health=4),
            ],
            "cells": [tile(0, 0), tile(1, 0), tile(0, 1), {"at": [0, 1], "card": "goblin"}],
        },
        seats=2,
    )
    text = render(GAME.view(state, 1), Names(("Alice", "Bob")))
    lines = _status(text)
    assert lines[0] == "Round 1 of 100: Alice to play; exploring"
    assert lines[1] == (
        "Alice (Rogue) on a starting tile: health 11 (3 above the maximum of 8), attack +0, "
        "armor 0, 0 victory points"
    )
    assert lines[2] == "  hand: 1 card"
    assert lines[3] == (
        "Bob (Cleric) on the Crossroads: health 4 of 10, attack -1, armor 0, 0 victory points"
    )
    assert lines[4] == "  hand: 5 Gold, Key"
    assert lines[5].startswith("Goblin (G on the map) north of a starting tile: health 5 of 5")
    assert lines[-1] == "Waiting: Alice must flip a card, move or end their turn"
    # the map marks each player by their number from 1
    assert " .1..2." in text.split("\n\n")[0].replace("#", " ")
    # without names, people are numbered from 1
    assert _status(GAME.render(GAME.view(state, None)))[0] == (
        "Round 1 of 100: Player 1 to play; exploring"
    )


def test_health_and_potions_read_as_words() -> None:
    assert health_words(10, 9) == "health 10 (1 above the maximum of 9)"
    assert health_words(0, 9) == "health 0 of 9"
    assert potion_words({"orange": "strength", "red": "healing"}) == (
        "Orange potions are Strength potions. Red potions are Healing potions."
    )
    assert potion_words({}) == ""


def test_random_games_render_without_ids_at_every_seat() -> None:
    """Three seeded random games at 1-4 seats: every view (each seat's and the spectator's)
    reads without a seat number, an id, a raw phase or a slash-number under the map."""
    seen_enemy = seen_over = False
    for seats in (1, 2, 3, 4):
        state = GAME.setup(Options(turn_cap=8), seats, seats)
        rng = Rng.from_seed(seats)
        for _ in range(400):
            for seat in (None, *range(seats)):
                lines = _status(GAME.render(GAME.view(state, seat)))
                for line in lines:
                    assert not SYNTAX.search(line), line
                    tokens = set(re.findall(r"[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+", line))
                    assert not tokens & IDS, line
                seen_enemy |= any("on the map)" in line for line in lines)
                seen_over |= any(line.startswith("Game over: ") for line in lines)
            if GAME.outcome(state) is not None:
                break
            acts = GAME.legal_actions(state)
            i, rng = rng.below(len(acts))
            state = GAME.apply(state, acts[i]).state
    assert seen_enemy and seen_over

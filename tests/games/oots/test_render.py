"""The terminal picture (``render``) names people, characters, rooms, Monsters and cards.

Issue 14: the text render showed 0-based seats ("OOTS turn 2 seat 1", "@0", "battle: seat 1"),
room positions ("[0v ...]", "at (1, -1)"), raw phases and "wounds 0/4". People are "Player 1"..
(or the names given) with their characters; places are rooms on floors.
"""

from __future__ import annotations

import random
import re

from dungeontable.core.words import Names
from dungeontable.games.oots import GAME
from dungeontable.games.oots.render import render

from .test_words import IDS, options_for

SYNTAX = re.compile(
    r"\b[Ss]eats? \d|\bNone\b|=|#\d|\b[a-z]+_[a-z_]+\b|\bhero \d|\(R\d{3}\)|\bR\d{3}\b"
    r"|-\d|\bF\d\b|@\d|\[|\d+/\d+|\(-?\d+, -?\d+\)|\bphase\b|->"
)


def check(line: str) -> None:
    assert not SYNTAX.search(line), line
    tokens = set(re.findall(r"\b[a-z][a-z0-9]*(?:[_-][a-z0-9]+)*\b", line))
    assert not tokens & IDS, line


def test_the_table_reads_in_words() -> None:
    options = options_for(1, 2)
    state = GAME.setup(options, 2, 1)
    lines = render(GAME.view(state, 0), Names(("Alice", "Bob"))).splitlines()
    first = GAME.view(state, 0)
    character = {p.seat: p.character for p in first.players}
    assert re.fullmatch(r"Turn 1: (Alice|Bob) \(\w[\w ]*\) to play; start of the turn", lines[0])
    assert lines[1] == "Entrance: Dungeon Entrance (stairs down; here: Alice and Bob)"
    assert lines[2] == "Floor 1: unexplored"
    assert lines[-1].startswith("Waiting: ")
    alice = next(line for line in lines if line.startswith("Alice ("))
    assert alice.endswith("at the Dungeon Entrance: 4 of 4 wounds left"), alice
    assert character[0] and "hand: " in "\n".join(lines)  # Alice sees her own hand
    for line in lines:
        check(line)


def test_random_games_render_without_ids() -> None:
    """Random games at 2-6 seats: every view, the deciding seat's and the spectator's, reads
    without a seat number, a room position, an id or a raw phase; battles and game ends come
    up."""
    seen = {"Battle: ": False, "Game over: ": False}
    for seed in range(6):
        seats = seed % 5 + 2
        options = options_for(seed, seats)
        state = GAME.setup(options, seats, seed)
        chooser = random.Random(seed)
        for _ in range(4000):
            decision = GAME.decision(state)
            for seat in (None, *([decision.seat] if decision is not None else [])):
                for line in GAME.render(GAME.view(state, seat)).splitlines():
                    check(line)
                    for head in seen:
                        seen[head] |= line.startswith(head)
            if GAME.outcome(state) is not None:
                break
            state, _ = GAME.apply(state, chooser.choice(GAME.legal_actions(state)))
    assert all(seen.values()), seen

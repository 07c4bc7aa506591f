"""The terminal picture (``render``) names people, heroes, monsters, cards and abilities in words.

Issue 14: the text render showed hero numbers ("hero 0", "  0: Torm"), ability ops
("blue:piercing1"), requirement ids and "7/7 hp". Heroes are the people who play them
("Player 1".. or the names given).
"""

from __future__ import annotations

import random
import re

from dungeontable.core.words import Names
from dungeontable.games.dungeonfighter.options import Options
from dungeontable.games.dungeonfighter.render import render

from .conftest import GAME, build
from .test_words import VARIANTS, id_free

BAD = re.compile(
    r"\bseat \d|\bhero \d|^\s*\d+:|\bNone\b|=|_|[{}\[\]]|\(R\d|\bAMB-|-\d|\d+/\d+|\bhp\b"
    r"|\b1 bonus dice"
)


def test_render_shows_the_table_in_words() -> None:
    state = build({"monster": "goblin"})
    lines = render(GAME.view(state, 0), Names(("Alice", "Bob", "Carol"))).splitlines()
    assert lines[0] == "Dungeon Fighter (easy): floor 1 (the Mines), room A, round 0"
    assert lines[1] == (
        "Monsters left in the tower: 3 at level I, 4 at level II, 4 at level III, 2 at level IV;"
        " the final boss: face down"
    )
    assert lines[2] == (
        "Chest: 2 gold, 1 bonus die; supply: 27 gold, 8 bonus dice; leader token undefeated"
    )
    assert lines[3] == "Monster: Goblin (level 1, goblinoid): 7 of 7 hit points, damage 1, gold 1"
    assert lines[4] == "Throwing: Alice; thrown so far: none"
    assert lines[6] == (
        "  Alice: Torm the Barbarian, 9 of 9 hit points, leader, holds the blue, green and red"
        " dice | blue Piercing Damage 1, green Heal Party 1, red Double Damage | gear: none"
    )
    assert lines[-1] == "Waiting: Alice must throw a die"
    assert GAME.render(GAME.view(state, None)).splitlines()[6].startswith("  Player 1: Torm")


def test_random_games_render_without_ids() -> None:
    """Random games in every option variant: every line of every view reads without a hero
    number, an id, a raw op or a slash number; the game over line is reached."""
    endings = 0
    for seed, variant in enumerate(VARIANTS):
        options = Options(**variant)  # type: ignore[arg-type]
        seats = 1 if variant.get("solo") else 2 + seed % 3
        state = GAME.setup(options, seats, seed)
        rng = random.Random(seed)
        for _ in range(3000):
            for line in GAME.render(GAME.view(state, None)).splitlines():
                assert not BAD.search(line), line
                assert id_free(line), line
            if GAME.outcome(state) is not None:
                endings += 1
                break
            acts = GAME.legal_actions(state)
            state = GAME.apply(state, acts[rng.randrange(len(acts))]).state
    assert endings == len(VARIANTS)

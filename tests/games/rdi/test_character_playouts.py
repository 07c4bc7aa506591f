"""Seeded random playouts with all 21 house characters: every game ends, and each mechanic's value
moved at least once across the games (its hooks are really wired)."""

from __future__ import annotations

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.mechanics.heat import Heat
from dungeontable.games.rdi.mechanics.instruments import INSTRUMENTS, Instruments
from dungeontable.games.rdi.mechanics.marks import Marks
from dungeontable.games.rdi.mechanics.momentum import Momentum
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.state import State

TABLES = (
    ("adonis", "jett", "lucky", "remy", "ygella"),
    ("remy", "gog", "fiona", "bryn", "chronos", "daareka"),
    ("lucky", "adonis", "zot", "jett", "deirdre", "dimli", "eve"),
    ("ygella", "whitehawk", "fleck", "gerki", "jasper", "joran", "sera", "tara"),
)


def playout(characters: tuple[str, ...], seed: int) -> tuple[State, set[str], int]:
    state = GAME.setup(Options(characters=characters), len(characters), seed)
    rng = Rng.from_seed(seed + 99)
    kinds: set[str] = set()
    steps = 0
    while GAME.decision(state) is not None and steps < 5000:
        actions = GAME.legal_actions(state)
        index, rng = rng.below(len(actions))
        transition = GAME.apply(state, actions[index])
        state = transition.state
        kinds.update(e.kind() for e in transition.events)
        steps += 1
        check_invariants(state)
    return state, kinds, steps


def check_invariants(state: State) -> None:
    """Every mechanic value stays within its rules at every step."""
    for seat, s in enumerate(state.seats):
        for value in s.extra:
            if isinstance(value, Momentum):
                assert 0 <= value.value <= 3  # 002 L530
            elif isinstance(value, Heat):
                assert 0 <= value.value < 3 and value.penalties_due in (0, 1)  # L722
            elif isinstance(value, Instruments):
                assert set(value.smashed) <= set(INSTRUMENTS)
                assert len(set(value.smashed)) == len(value.smashed)  # L63
            elif isinstance(value, Marks):
                assert seat not in value.marked  # L1295
                assert len(value.marked) <= value.supply == len(state.seats) - 1  # L1287


def test_random_games_with_character_mechanics_end() -> None:
    assert len({c for table in TABLES for c in table}) == 21
    seen: set[str] = set()
    for seed, characters in enumerate(TABLES):
        state, kinds, steps = playout(characters, seed)
        assert state.result is not None, (characters, seed, steps)
        seen |= kinds
    assert {
        "instrument-smashed",
        "momentum-changed",
        "heat-gained",
        "player-marked",
    } <= seen

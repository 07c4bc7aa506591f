"""AMB-06 ``solo``: a lone player plays one hero who passes the dice to himself (the proposal),
or two heroes (``two_heroes``), both answered from his one seat."""

from __future__ import annotations

from dungeontable.bots.runner import play_steps
from dungeontable.games.dungeonfighter.options import Options

from .conftest import GAME


def test_a_lone_player_has_one_hero_or_two() -> None:
    assert len(GAME.setup(Options(), 1, 7).heroes) == 1
    assert len(GAME.setup(Options(solo="two_heroes"), 1, 7).heroes) == 2
    assert len(GAME.setup(Options(solo="two_heroes"), 3, 7).heroes) == 3  # solo only


def _throwers_and_passes(options: Options) -> tuple[set[int], list[int], set[int]]:
    steps = list(play_steps(GAME, options, ["heuristic"], seed=11, turn_cap=120))
    events = [e for s in steps for e in s.events]
    throwers = {e.hero for e in events if e.kind() == "die-thrown"}
    passes = [e.hero for e in events if e.kind() == "dice-passed"]
    return throwers, passes, {s.decision.seat for s in steps}


def test_one_hero_passes_to_himself_and_two_heroes_pass_to_each_other() -> None:
    throwers, passes, seats = _throwers_and_passes(Options())
    assert throwers == {0} and set(passes) == {0} and seats == {0}
    throwers, passes, seats = _throwers_and_passes(Options(solo="two_heroes"))
    assert throwers == {0, 1} and 1 in passes and seats == {0}

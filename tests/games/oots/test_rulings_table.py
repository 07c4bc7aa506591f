"""Table options of the first-player roll, PvP on the Entrance and free Loot trades
(A65, A19, A29).

Each test plays one small position under the proposed ruling and under the alternative reading
and asserts the exact, different outcomes.
"""

from __future__ import annotations

from dungeontable.core import Rng
from dungeontable.games.oots import GAME
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.rules.setup import first_player


def test_a65_only_tied_players_reroll_or_the_whole_table_rerolls() -> None:
    faces = (5, 9, 9, 2, 8, 12)  # seats 1 and 2 tie on 9, then the reroll
    seat, rng = first_player(3, Rng.from_seed(1).scripted(faces), ties_only=True)
    assert seat == 2  # seats 1, 2 reroll 2 and 8; the last face stays unused
    assert rng.script == (12,)
    seat, rng = first_player(3, Rng.from_seed(1).scripted(faces), ties_only=False)
    assert seat == 2 and rng.script == ()  # everyone rerolls 2, 8, 12: seat 2
    faces = (5, 9, 9, 11, 3, 1)
    assert first_player(3, Rng.from_seed(1).scripted(faces), ties_only=True)[0] == 1
    assert first_player(3, Rng.from_seed(1).scripted(faces), ties_only=False)[0] == 0


def test_a65_setup_reads_the_option() -> None:
    for ties_only, expected in ((True, (0, 3)), (False, (3, 1))):
        options = Options(cardset="test", first_player_reroll_ties_only=ties_only)
        firsts = tuple(GAME.setup(options, 4, seed=s).order_start for s in (14, 17))
        assert firsts == expected  # seeds 14 and 17 roll a tie for highest

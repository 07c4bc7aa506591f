"""The heuristic bot's remembered tables give the answers a fresh survey works out (issue 20).

The bot keeps its map graph, board, route steps, routes and weak enemies between decisions and
redoes only what changed around the cells and enemies that changed (``bots/survey.py``). Here a
memo fed every view of seeded games in game order is compared, at every decision, with a fresh
memo that works everything out from scratch: the tables must be equal, so the cache never
changes a choice.
"""

from __future__ import annotations

import pytest

from dungeontable.bots import play_steps
from dungeontable.games.cardrogue import GAME
from dungeontable.games.cardrogue.bots.survey import Memo, Survey
from dungeontable.games.cardrogue.options import Options

Pos = tuple[int, int]


def partition(regions: dict[Pos, int]) -> set[frozenset[Pos]]:
    """The walking regions as sets of tiles (the numbers themselves name nothing)."""
    found: dict[int, set[Pos]] = {}
    for pos, label in regions.items():
        found.setdefault(label, set()).add(pos)
    return {frozenset(tiles) for tiles in found.values()}


@pytest.mark.parametrize(("seats", "seed"), [(4, 0), (3, 5), (2, 11)])
def test_remembered_tables_equal_a_fresh_survey_at_every_decision(seats: int, seed: int) -> None:
    kept = Memo()
    compared = grown = 0
    for step in play_steps(GAME, Options(), ["heuristic"] * seats, seed):
        view = GAME.view(step.before, step.decision.seat)
        old, new = Survey(view, kept), Survey(view, Memo())
        graph, fresh = old.board.graph, new.board.graph
        assert graph.cells == fresh.cells
        assert graph.masks == fresh.masks
        assert graph.kinds == fresh.kinds
        assert graph.links == fresh.links
        assert graph.openings == fresh.openings
        assert graph.special == fresh.special
        assert set(graph.shops) == set(fresh.shops)
        assert old.enemies == new.enemies
        assert old.zone == new.zone
        assert old.weak == new.weak
        assert old._edges() == new._edges()
        assert old.routes == new.routes
        assert old.routes_around == new.routes_around
        assert partition(old.board.regions) == partition(new.board.regions)
        if old.pos is not None:
            assert all(old.path_to(pos) == new.path_to(pos) for pos in old.routes[0])
        compared += 1
        grown += graph.parent is not None and graph._base is not None
    assert compared > 100  # a whole game, not a few openings
    assert grown > 50  # most maps were worked out from an older one

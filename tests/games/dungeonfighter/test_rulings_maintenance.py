"""AMB-38 ``maintenance_order``: the detailed order (trade, then the room) or the quick
reference's (l.764: the room, then trade), with the decisions each asks in turn."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.games.dungeonfighter.rules import maintenance
from dungeontable.games.dungeonfighter.rules.flow import decision
from dungeontable.games.dungeonfighter.state import Maintenance

from .conftest import act, build


def _decisions(order: str) -> list[str]:
    """Maintenance after a fight in the Crypt's shop room (b), continuing at every step."""
    state = build({"monster": "goblin", "chest_gold": 0}, maintenance_order=order)
    state = replace(state, floors=("crypt", *state.floors[1:]), floor=0, room="b")
    state = replace(state, phase="maintenance", maintenance=Maintenance(step="scars"))
    state, _ = maintenance.advance(state)
    seen = []
    while state.phase == "maintenance":
        now = decision(state)
        assert now is not None
        seen.append(now.kind)
        state, _ = act(state, "continue")
    return [*seen, state.phase]


def test_amb38_trade_before_the_shop_or_the_shop_before_trade() -> None:
    assert _decisions("detailed") == ["trade", "shop", "move"]
    assert _decisions("quick_reference") == ["shop", "trade", "move"]

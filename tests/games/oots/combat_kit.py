"""Builders for battle contexts in OOTS-B's combat tests (short names keep examples readable)."""

from __future__ import annotations

from dungeontable.games.oots.catalog import Catalog, load_catalog
from dungeontable.games.oots.combat.context import BattleContext, FloorRoom, Helper, Side
from dungeontable.games.oots.combat.modifiers import Breakdown, total_modifiers
from dungeontable.games.oots.combat.resolve import BattleResult, resolve

CAT: Catalog = load_catalog()
PLAIN = "empty_storeroom"
"""A room with no Room Effect Text."""

__all__ = ["CAT", "PLAIN", "BattleContext", "FloorRoom", "Helper", "Side", "fight", "monster_ctx"]


def monster_ctx(
    character: str,
    shtick: str | None,
    face_up: tuple[str, ...],
    monsters: tuple[str, ...],
    *,
    role: str = "attacker",
    room: str = PLAIN,
    others: tuple[FloorRoom, ...] = (),
    **side_kw: object,
) -> BattleContext:
    """The player and the Monster stack in one room (index 0), other rooms to the right."""
    face = face_up if shtick is None or shtick in face_up else (shtick, *face_up)
    side = Side(character, 0, shtick=shtick, face_up=face, **side_kw)  # type: ignore[arg-type]
    floor = (FloorRoom(room, monsters=monsters), *others)
    return BattleContext(side, role, floor, foe_room=0)  # type: ignore[arg-type]


def fight(
    ctx: BattleContext, *dice: int, opponent_die: int | None = None
) -> tuple[Breakdown, BattleResult]:
    bd = total_modifiers(ctx, CAT)
    return bd, resolve(ctx, bd, dice, opponent_die, CAT)

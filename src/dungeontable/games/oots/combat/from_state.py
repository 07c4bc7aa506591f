"""Adapter for the flow: a ``BattleContext`` built from the game ``State`` and its ``Battle``.

The arithmetic itself stays pure (context.py, modifiers.py, resolve.py); this module only reads
the state's facts: the active seat's side (chosen shtick by index, face-up shticks, equipped
Loot, accepted help), the battle's floor (rooms in row order, Monsters entered this turn for
Ambush, non-Monster Xykon cards), the foe (Monster stack position(s), or the PvP defender) and
the options (Lucky Bastards, A17). Flat Screw This! bonuses the flow keeps as numbers
(``Battle.player_bonus`` / ``monster_bonus`` / ``foe_bonus``) become temporary effects.
"""

from __future__ import annotations

from itertools import compress
from operator import not_
from typing import cast

from dungeontable.cards import CardLoadError

from ..catalog import Catalog, card_paths, load_catalog
from ..common.queries import team_of
from ..effects import CardEffect, MonsterBonus, MonsterType, PlayerBonus, Stat
from ..state import Battle, Floor, Help, State
from .context import BattleContext, FloorRoom, Helper, Role, Side


def catalog_of(cardset: str) -> Catalog:
    """The catalog behind a card-set name (``State.cards``): ``base`` or extra paths separated
    by ``;``; raises ``CardLoadError`` for a name that is not a card-file set."""
    return load_catalog(card_paths(cardset))


def catalog_or_none(cardset: str) -> Catalog | None:
    """``catalog_of``, or None for a set registered in code (a test's flat ``CardSet``)."""
    try:
        return catalog_of(cardset)
    except CardLoadError:
        return None


def _flat(x: int) -> tuple[CardEffect, ...]:
    if not x:
        return ()
    return (PlayerBonus("attack", x), PlayerBonus("defense", x))


def _helper(state: State, h: Help) -> Helper:
    if h.helper < 0:
        return Helper(state.npcs[-1 - h.helper], h.loot)
    pl = state.players[h.helper]
    face_up = tuple(c for c, f in zip(pl.shticks, pl.flipped, strict=True) if not f)
    return Helper(pl.character, h.loot, face_up, pl.equipped)


def _side(
    state: State, seat: int, floor: Floor, shtick: int | None, helps: tuple[Help, ...], bonus: int
) -> Side:
    pl = state.players[seat]
    flips = () if state.battle is None else state.battle.bonus_flips
    shticks, flipped = pl.shticks, pl.flipped
    if len(shticks) != len(flipped):
        raise ValueError(f"seat {seat}: {len(shticks)} shticks but {len(flipped)} flip marks")
    return Side(
        pl.character,
        pl.place[1] - floor.left,
        shtick=None if shtick is None else shticks[shtick],
        face_up=tuple(compress(shticks, map(not_, flipped))),  # (in C: asked every view)
        flipped_for_bonus=tuple([c for s, c in flips if s == seat]) if flips else (),  # R199
        equipped=pl.equipped,
        helpers=tuple([_helper(state, h) for h in helps]) if helps else (),
        effects=_flat(bonus),
        boosts=tuple((n, 1) for s, n in state.turn.boosts if s == seat),  # Get Angry (L870)
        lying_down=pl.resting or pl.missed > 0,
        teammate_awake=_teammate_awake(state, seat),
        moved=state.turn.moved if seat == state.turn.seat else False,
    )


def _teammate_awake(state: State, seat: int) -> bool:
    """R299 (Go Team): a non-resting teammate shares the room, so no -4 for lying down (A96:
    one missing a turn counts, unless ``go_team_cover="standing"``)."""
    if not state.options.go_team:
        return False

    here = state.players[seat].place
    standing = state.options.go_team_cover == "standing"
    return any(
        s != seat and team_of(state, s) == team_of(state, seat) and p.place == here
        and not p.resting and not (standing and p.missed > 0)
        for s, p in enumerate(state.players)
    )  # fmt: skip


def _floor(state: State, floor: Floor, catalog: Catalog) -> tuple[FloorRoom, ...]:
    now = state.turns_played
    found: list[FloorRoom] = []
    for r in floor.rooms:
        card = "" if r.face_down else r.card  # R322: a face-down room's text is not in play
        entered = r.entered_turn
        # ``entered_turn`` grows in turn order (``turns_played`` only counts up): when its last
        # Monster entered before this turn, none entered this turn.
        if (entered and entered[-1][1] == now) or r.fallen:
            fresh = tuple(m for m, t in entered if t == now) if entered else ()
            events = tuple(c for c in r.fallen if c in catalog.rooms) if r.fallen else ()
            found.append(FloorRoom(card, r.monsters, fresh, events))
        else:  # the common room: nothing entered this turn, no Xykon card lying in it
            found.append(FloorRoom(card, r.monsters))
    return tuple(found)


def _targets(stack: tuple[str, ...], battle: Battle) -> tuple[int, ...]:
    wanted = battle.area or (battle.monster,)
    if len(wanted) == 1:  # one Monster battled: its first place in the stack
        return (stack.index(wanted[0]),) if wanted[0] in stack else ()
    found: list[int] = []
    for mid in wanted:
        pos = next((i for i, m in enumerate(stack) if m == mid and i not in found), None)
        if pos is not None:
            found.append(pos)
    return tuple(found)


def battle_context(state: State, catalog: Catalog | None = None) -> BattleContext:
    """The context of ``state.battle`` seen from the active seat (its ``role``)."""
    battle = state.battle
    if battle is None:
        raise ValueError("no battle in progress")
    cat = catalog if catalog is not None else catalog_of(state.cards)
    seat = state.turn.seat
    floor_no = state.players[seat].place[0]
    floor = state.floors[floor_no]
    mine = 0 if battle.attacker or battle.foe_seat is not None else 1  # PvP: 0 = active seat
    accepted = [h for h in battle.helps if h.status == "accepted"]
    helps = tuple(h for h in accepted if battle.foe_seat is None or h.side == mine)
    player = _side(state, seat, floor, battle.shtick, helps, battle.player_bonus)
    rooms = _floor(state, floor, cat)
    role: Role = "attacker" if battle.attacker else "defender"
    lucky, area_defend = state.options.lucky_bastards, state.options.area_effect_defending
    at_zero = state.options.infinite_range_at_zero
    if battle.foe_seat is not None:
        theirs = tuple(h for h in accepted if h.side != mine)
        foe = _side(state, battle.foe_seat, floor, battle.foe_shtick, theirs, battle.foe_bonus)
        return BattleContext(
            player, role, rooms, foe.room, targets=(), level=floor_no, opponent=foe,
            lucky_bastards=lucky, area_may_defend=area_defend, infinite_at_zero=at_zero,
            ranged_room_text=state.options.ranged_room_text,
            flying_range_bonus=state.options.flying_range_bonus,
            thor_each_die=state.options.thor_incarnate_dice == "each_die",
            area_all_immune_barred=state.options.area_all_immune_barred,
            support_every=state.options.support_per_room == "every",
        )  # fmt: skip
    foe_room = battle.room[1] - floor.left
    monster_fx: tuple[CardEffect, ...] = ()
    if battle.monster_bonus:
        x = battle.monster_bonus
        monster_fx = (MonsterBonus("attack", x), MonsterBonus("defense", x))
    for kind, x in battle.type_bonus:  # each target by its own types (R142)
        typed = cast(MonsterType, kind)
        monster_fx += (MonsterBonus("attack", x, typed), MonsterBonus("defense", x, typed))
    if state.turn.monster_fx:  # L870: cards lasting the turn (The Kobold and the Brave)
        monster_fx += tuple(
            MonsterBonus(cast(Stat, s), x, t or None) for s, x, t in state.turn.monster_fx
        )
    return BattleContext(
        player, role, rooms, foe_room, targets=_targets(rooms[foe_room].monsters, battle),
        level=floor_no, monster_effects=monster_fx, lucky_bastards=lucky,
        area_may_defend=area_defend, infinite_at_zero=at_zero,
        ranged_room_text=state.options.ranged_room_text,
        flying_range_bonus=state.options.flying_range_bonus,
        thor_each_die=state.options.thor_incarnate_dice == "each_die",
        area_all_immune_barred=state.options.area_all_immune_barred,
        support_every=state.options.support_per_room == "every",
        area_hide_battled=state.options.area_hide == "battled",
    )  # fmt: skip

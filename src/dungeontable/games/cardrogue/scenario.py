"""Building exact positions from a scenario's ``[setup]`` table (format: SCENARIOS.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Rng

from .catalog import SLOTS, Catalog, catalog_of
from .definitions import mask_of
from .options import Options
from .phases import COMBAT, EXPLORE, FLEE
from .rules.board import pack, rotate
from .rules.stats import max_health
from .state import EMPTY_SLOTS, Cell, Enemy, Player, State

PHASES = {"explore": EXPLORE, "combat": COMBAT, "flee": FLEE}
PLAYER_INTS = ("sheet_attack", "perm_max", "poison", "poison_heals", "skip", "vp", "deaths")
ENEMY_INTS = ("attack_mod", "poison", "poisoner", "paralyzed")
SETUP_KEYS = frozenset(
    {"turn", "phase", "step", "moved", "via", "turns", "order", "explore", "pathing", "shop"}
    | {"discard", "identified", "end_rush", "players", "cells"}
)
PLAYER_KEYS = frozenset(
    {"character", "at", "health", "hand", "equipment", "deeds", "deferred", *PLAYER_INTS}
)
CELL_KEYS = frozenset({"at", "card", "up", "paths", "drop", "health", "queue", *ENEMY_INTS})


def _check_keys(raw: Mapping[str, Any], known: frozenset[str], where: str) -> None:
    """A misspelled key is an error, not a silently ignored setting."""
    unknown = sorted(set(raw) - known)
    if unknown:
        raise ValueError(f"{where}: unknown key(s) {unknown}; known keys: {sorted(known)}")


def _card(cat: Catalog, card: object, where: str) -> str:
    if not isinstance(card, str) or card not in cat:
        raise ValueError(f"{where}: unknown card {card!r}")
    return card


def _cards(cat: Catalog, cards: Any, where: str) -> tuple[str, ...]:
    return tuple(_card(cat, c, where) for c in cards or ())


def _pos(at: Any, where: str) -> int:
    if not isinstance(at, list | tuple) or len(at) != 2:
        raise ValueError(f"{where}: 'at' must be [x, y], got {at!r}")
    return pack(int(at[0]), int(at[1]))


def _cell(cat: Catalog, raw: Mapping[str, Any], where: str) -> Cell:
    _check_keys(raw, CELL_KEYS, where)
    card = _card(cat, raw.get("card"), where)
    up = bool(raw.get("up", True))
    base = cat[card].mask if cat[card].is_tile else 15
    mask = mask_of(str(raw["paths"])) if "paths" in raw else base
    rot = next((r for r in range(4) if rotate(base, r) == mask), 0)
    drop = _cards(cat, raw.get("drop"), where)
    return Cell(card, up, mask if up else 0, rot, drop)


def _player(cat: Catalog, seat: int, raw: Mapping[str, Any]) -> Player:
    where = f"players[{seat}]"
    _check_keys(raw, PLAYER_KEYS, where)
    character = _card(cat, raw.get("character", cat.characters[seat % len(cat.characters)]), where)
    equipment = list(EMPTY_SLOTS)
    for slot, card in dict(raw.get("equipment", {})).items():
        if slot not in SLOTS:
            raise ValueError(f"{where}: unknown slot {slot!r}; slots are {', '.join(SLOTS)}")
        equipment[SLOTS.index(slot)] = _card(cat, card, where)
    player = Player(
        seat=seat,
        character=character,
        pos=_pos(raw["at"], where),
        hand=_cards(cat, raw.get("hand"), where),
        equipment=tuple(equipment),
        deeds=tuple(str(d) for d in raw.get("deeds", ())),
        deferred=bool(raw.get("deferred", False)),
        **{k: int(raw[k]) for k in PLAYER_INTS if k in raw},
    )
    health = int(raw.get("health", max_health(cat, player)))
    return replace(player, health=health)


def _enemy(cat: Catalog, uid: int, pos: int, cell: Cell, raw: Mapping[str, Any]) -> Enemy:
    return Enemy(
        uid=uid,
        card=cell.card,
        pos=pos,
        health=int(raw.get("health", cat[cell.card].health)),
        queue=tuple(int(s) for s in raw.get("queue", ())),
        **{k: int(raw[k]) for k in ENEMY_INTS if k in raw},
    )


def build(options: Options, setup: Mapping[str, Any], seats: int, seed: int) -> State:
    """The state a scenario's ``[setup]`` describes (see SCENARIOS.md)."""
    cat = catalog_of(options.cards)
    _check_keys(setup, SETUP_KEYS, "setup")
    raw_players = list(setup.get("players", ()))
    if len(raw_players) != seats:
        raise ValueError(f"setup lists {len(raw_players)} players for {seats} seat(s)")
    players = [_player(cat, s, raw) for s, raw in enumerate(raw_players)]
    cells: dict[int, Cell] = {}
    enemies: list[Enemy] = []
    for index, raw in enumerate(setup.get("cells", ())):
        where = f"cells[{index}]"
        pos = _pos(raw.get("at"), where)
        cell = _cell(cat, raw, where)
        cells[pos] = cell
        if cell.up and cat[cell.card].is_enemy:
            enemies.append(_enemy(cat, len(enemies) + 1, pos, cell, raw))
    for enemy in enemies:
        for seat in enemy.queue:
            players[seat] = replace(players[seat], fights=(*players[seat].fights, enemy.uid))
    for p in players:
        if p.pos not in cells or not cells[p.pos].up:
            raise ValueError(f"players[{p.seat}] stands on no face-up cell")
    turn = int(setup.get("turn", 0))
    phase = str(setup.get("phase", "combat" if players[turn].fights else "explore"))
    if phase not in PHASES:
        raise ValueError(f"phase {phase!r}: use one of {', '.join(PHASES)}")
    return State(
        options=options,
        rng=Rng.from_seed(seed),
        seats=seats,
        phase=PHASES[phase],
        seat=turn,
        order=tuple(int(s) for s in setup.get("order", range(seats))),
        starts=tuple(sorted(p for p, c in cells.items() if c.up and cat[c.card].kind == "start")),
        turns=int(setup.get("turns", 1)),
        step=int(setup.get("step", 1)),
        moved=bool(setup.get("moved", False)),
        via=str(setup.get("via", "carried" if players[turn].fights else "")),
        fled=tuple(e.uid for e in enemies if turn in e.queue) if phase == "flee" else (),
        players=tuple(players),
        enemies=tuple(enemies),
        cells=cells,
        explore=_cards(cat, setup.get("explore"), "explore"),
        pathing=_cards(cat, setup.get("pathing"), "pathing"),
        shop=_cards(cat, setup.get("shop", cat.decks["shop"]), "shop"),
        discard=_cards(cat, setup.get("discard"), "discard"),
        identified={str(k): str(v) for k, v in dict(setup.get("identified", {})).items()},
        end_rush=bool(setup.get("end_rush", False)),
        next_uid=len(enemies) + 1,
    )

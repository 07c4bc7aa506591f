"""Building exact positions from a scenario's ``[setup]`` table (format: SCENARIOS.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Offer, Rng

from .catalog import SLOTS, Catalog, catalog_of
from .common.board import SIDE, links_of, pack, rotate, unpack
from .common.equipment import SECONDARY, is_two_handed_in_primary, slots_for
from .common.identification import POTION_EFFECTS
from .common.nearby import adjacent_players
from .common.stats import max_health
from .common.table import initial_state
from .common.trading import ask_limit, holds, is_tradeable
from .definitions import mask_of
from .options import Options
from .phases import COMBAT, DECIDE, DRAFT, EXPLORE, FLEE
from .state import (
    EMPTY_SLOTS,
    NOWHERE,
    Cell,
    Enemy,
    Pending,
    Player,
    State,
    TradeTerms,
    in_combat,
)

PHASES = {"explore": EXPLORE, "combat": COMBAT, "flee": FLEE}
PLAYER_INTS = ("sheet_attack", "perm_max", "poison", "poison_heals", "skip", "vp", "deaths")
ENEMY_INTS = ("attack_mod", "poison", "poisoner", "paralyzed")
SETUP_KEYS = frozenset(
    {"turn", "phase", "step", "moved", "via", "turns", "order", "explore", "pathing", "shop"}
    | {"discard", "identified", "end_rush", "players", "cells", "stuck_turns", "offer"}
    | {"quiet_turns"}
)
SETUP_PHASES = {"decide": DECIDE, "draft": DRAFT}
"""Phases before the first turn (§1.2 steps 3-5): the state is the real setup's."""
EARLY_KEYS = frozenset({"phase", "rolls", "contenders", "order", "players", "explore"})
EARLY_KEYS |= {"pathing", "shop"}
PLAYER_KEYS = frozenset(
    {"character", "at", "health", "hand", "equipment", "deeds", "deferred", *PLAYER_INTS}
    | {"away", "gone"}
)
CELL_KEYS = frozenset({"at", "card", "up", "paths", "drop", "health", "queue", *ENEMY_INTS})
OFFER_KEYS = frozenset({"to", "give", "ask", "sent"})


def _check_keys(raw: Mapping[str, Any], known: frozenset[str], where: str) -> None:
    """A misspelled key is an error, not a silently ignored setting."""
    unknown = sorted(set(raw) - known)
    if unknown:
        raise ValueError(f"{where}: unknown key(s) {unknown}; known keys: {sorted(known)}")


def _card(cat: Catalog, card: object, where: str) -> str:
    if not isinstance(card, str) or card not in cat:
        raise ValueError(f"{where}: unknown card {card!r}")
    return card


def _cards(cat: Catalog, cards: Any, where: str, key: str = "") -> tuple[str, ...]:
    if cards is not None and not isinstance(cards, list | tuple):
        named = f"{where}: {key}" if key else where
        raise ValueError(f'{named} takes a list of card ids (["dagger"]), got {cards!r}')
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
    if "paths" in raw and not set(str(raw["paths"])) <= set("NESW"):
        raise ValueError(f"{where}: paths {raw['paths']!r}: use the letters N, E, S and W")
    mask = mask_of(str(raw["paths"])) if "paths" in raw else base
    if "paths" in raw and not up:
        raise ValueError(
            f"{where}: paths {raw['paths']!r} on a face-down card: it is turned when it is"
            " flipped (R031, R032); leave paths out or give up = true"
        )
    rot = next((r for r in range(4) if rotate(base, r) == mask), 0)
    drop = _cards(cat, raw.get("drop"), where, "drop")
    return Cell(card, up, mask if up else 0, rot, drop)


def _place(raw: Mapping[str, Any], where: str) -> dict[str, Any]:
    """Where a player's token is: ``at`` a cell, ``away`` from the tile he left (R291), or
    ``gone`` for good (R290); the last two are off the board (``pos`` NOWHERE)."""
    gone = bool(raw.get("gone", False))
    if sum(("at" in raw, "away" in raw, gone)) != 1:
        raise ValueError(f"{where}: give exactly one of 'at', 'away = [x, y]' or 'gone = true'")
    if gone and (raw.get("hand") or raw.get("equipment")):
        raise ValueError(f"{where}: a player who is gone holds no cards (R290)")
    if "at" in raw:
        return {"pos": _pos(raw["at"], where)}
    if "away" in raw:
        return {"pos": NOWHERE, "away": _pos(raw["away"], where)}
    return {"pos": NOWHERE, "gone": True}


LOWEST = {"sheet_attack": None, "attack_mod": None, "poisoner": -1}
"""Int fields that may go below 0 (a modifier: no floor; poisoner -1 = nobody); the others
are counts (turns of poison or skip, VP, deaths, scroll health) and start at 0."""


def _ints(raw: Mapping[str, Any], keys: tuple[str, ...], where: str) -> dict[str, Any]:
    """The int fields named in ``keys`` that ``raw`` sets, as keyword arguments; a value below
    the field's floor is refused, naming it."""
    found = {k: int(raw[k]) for k in keys if k in raw}
    for key, value in found.items():
        low = LOWEST.get(key, 0)
        if low is not None and value < low:
            raise ValueError(f"{where}: {key} = {value}: it cannot be below {low}")
    return found


def _player(cat: Catalog, seat: int, raw: Mapping[str, Any]) -> Player:
    where = f"players[{seat}]"
    _check_keys(raw, PLAYER_KEYS, where)
    place = _place(raw, where)
    # No ``character``: a plain player as the rulebook describes one before any character card
    # (10 max health, no change to the attack roll, no traits: 003 L95-97).
    character = _card(cat, raw["character"], where) if raw.get("character") else ""
    equipment = list(EMPTY_SLOTS)
    for slot, card in dict(raw.get("equipment", {})).items():
        if slot not in SLOTS:
            raise ValueError(f"{where}: unknown slot {slot!r}; slots are {', '.join(SLOTS)}")
        equipment[SLOTS.index(slot)] = _card(cat, card, where)
    player = Player(
        seat=seat,
        character=character,
        **place,
        hand=_cards(cat, raw.get("hand"), where, "hand"),
        equipment=tuple(equipment),
        deeds=tuple(str(d) for d in raw.get("deeds", ())),
        deferred=bool(raw.get("deferred", False)),
        **_ints(raw, PLAYER_INTS, where),
    )
    for index, card in enumerate(player.equipment):  # R172-R175: each card on a slot it fits
        if card and index not in slots_for(cat, player, cat[card]):
            raise ValueError(f"{where}: {card!r} cannot be equipped on the {SLOTS[index]} slot")
    if is_two_handed_in_primary(cat, player) and player.equipment[SECONDARY]:
        raise ValueError(f"{where}: a two-handed weapon leaves the secondary slot empty (R174)")
    health = int(raw.get("health", max_health(cat, player)))
    return replace(player, health=health)


def _via(raw: object) -> str:
    """How the combat began (R093): flip, move or carried (or nothing, out of combat)."""
    via = str(raw)
    if via not in ("", "flip", "move", "carried"):
        raise ValueError(f"via {via!r}: use flip, move or carried")
    return via


def _enemy(
    cat: Catalog, uid: int, pos: int, cell: Cell, raw: Mapping[str, Any], where: str
) -> Enemy:
    return Enemy(
        uid=uid,
        card=cell.card,
        pos=pos,
        health=int(raw.get("health", cat[cell.card].health)),
        queue=tuple(int(s) for s in raw.get("queue", ())),
        **_ints(raw, ENEMY_INTS, where),
    )


def _enter_combat(
    players: list[Player],
    enemies: list[Enemy],
    cells: dict[int, Cell],
    seat: int,
    preset: set[int],
) -> None:
    """R060, A-27: the seat to play, on the board next to a revealed enemy, is in combat with it
    (his turn's combat check put him there), unless the cell gives that enemy's ``queue``."""
    player = players[seat]
    if player.pos == NOWHERE or player.deferred:
        return
    links = links_of(cells, player.pos)
    for index, enemy in enumerate(enemies):
        side = SIDE.get(enemy.pos - player.pos)
        if side is None or enemy.uid in preset or seat in enemy.queue or not links >> side & 1:
            continue
        enemies[index] = replace(enemy, queue=(*enemy.queue, seat))


def _identified(raw: Any) -> dict[str, str]:
    """``identified``: known potion colours, each given one of the six effects (R194), so a
    misspelt effect is an error instead of a potion that does something else."""
    known = {str(k): str(v) for k, v in dict(raw).items()}
    for color, effect in known.items():
        if effect not in POTION_EFFECTS:
            raise ValueError(
                f"identified.{color}: {effect!r}; effects: {', '.join(POTION_EFFECTS)}"
            )
    effects = list(known.values())
    twice = sorted({e for e in effects if effects.count(e) > 1})
    if twice:
        raise ValueError(f"identified: {twice} given to two colours; each colour differs (R193)")
    return known


def build(options: Options, setup: Mapping[str, Any], seats: int, seed: int) -> State:
    """The state a scenario's ``[setup]`` describes (see SCENARIOS.md)."""
    cat = catalog_of(options.cards)
    if setup.get("phase") in SETUP_PHASES:
        return _early(cat, options, setup, seats, seed)
    _check_keys(setup, SETUP_KEYS, "setup")
    raw_players = list(setup.get("players", ()))
    if len(raw_players) != seats:
        raise ValueError(f"setup lists {len(raw_players)} players for {seats} seat(s)")
    players = [_player(cat, s, raw) for s, raw in enumerate(raw_players)]
    cells: dict[int, Cell] = {}
    enemies: list[Enemy] = []
    preset: set[int] = set()  # enemies whose cell gives their queue
    for index, raw in enumerate(setup.get("cells", ())):
        where = f"cells[{index}]"
        pos = _pos(raw.get("at"), where)
        cell = _cell(cat, raw, where)
        _check_enemy_keys(cat, cell, raw, where)
        cells[pos] = cell
        if cell.up and cat[cell.card].is_enemy:
            enemies.append(_enemy(cat, len(enemies) + 1, pos, cell, raw, where))
            _check_enemy(enemies[-1], seats, where)
            if "queue" in raw:
                preset.add(enemies[-1].uid)
    turn = _seat_to_play(setup.get("turn", 0), seats)
    if setup.get("phase", "combat") in ("combat", "flee") and options.combat_on_turn_start:
        _enter_combat(players, enemies, cells, turn, preset)  # phase = "combat" says so too
    for enemy in enemies:
        for seat in enemy.queue:
            if players[seat].pos == NOWHERE:
                raise ValueError(f"cells: seat {seat} is off the board and cannot be in a queue")
            players[seat] = replace(players[seat], fights=(*players[seat].fights, enemy.uid))
    _check_places(players, cells)
    _check_players(cat, players, cells)
    if seats > 1 or options.solo_basilisk_discard:
        _check_pairs(cat, players)
    if players[turn].gone:
        raise ValueError(f"setup: seat {turn} to play is gone; a quitter's turns pass (R290)")
    phase = str(setup.get("phase", "combat" if players[turn].fights else "explore"))
    if phase not in PHASES:
        raise ValueError(f"phase {phase!r}: use one of {', '.join(PHASES)}")
    if phase != "explore" and not players[turn].fights:
        raise ValueError(f"phase {phase!r}: seat {turn} to play fights no enemy (a queue)")
    step = setup.get("step", 1)
    if isinstance(step, bool) or not isinstance(step, int) or not 1 <= step <= 3:
        raise ValueError(f"setup: step must be 1, 2 or 3 (step 4 ends the turn), got {step!r}")
    state = State(
        options=options,
        rng=Rng.from_seed(seed),
        seats=seats,
        phase=PHASES[phase],
        seat=turn,
        order=tuple(int(s) for s in setup.get("order", tuple(range(seats)))),
        starts=tuple(sorted(p for p, c in cells.items() if c.up and cat[c.card].kind == "start")),
        turns=int(setup.get("turns", 1)),
        step=step,
        moved=bool(setup.get("moved", False)),
        via=_via(setup.get("via", "carried" if players[turn].fights else "")),
        fled=tuple(e.uid for e in enemies if turn in e.queue) if phase == "flee" else (),
        players=tuple(players),
        enemies=tuple(enemies),
        cells=cells,
        explore=_cards(cat, setup.get("explore"), "explore"),
        pathing=_cards(cat, setup.get("pathing"), "pathing"),
        shop=_cards(cat, setup.get("shop", cat.decks["shop"]), "shop"),
        discard=_cards(cat, setup.get("discard"), "discard"),
        identified=_identified(setup.get("identified", {})),
        end_rush=bool(setup.get("end_rush", False)),
        next_uid=len(enemies) + 1,
        stuck_turns=_count(setup.get("stuck_turns", 0), "stuck_turns"),
        quiet_turns=_count(setup.get("quiet_turns", 0), "quiet_turns"),
    )
    if players[turn].away != NOWHERE:  # his turn begins with the choice to come back (R291)
        state = replace(state, pending=(Pending("away", turn, pos=players[turn].away),))
    if "offer" in setup:
        state = _with_offer(cat, state, setup["offer"], "step" in setup)
    return state


def _seats(raw: Any, seats: int, where: str) -> tuple[int, ...]:
    if not isinstance(raw, list | tuple) or any(
        isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < seats for s in raw
    ):
        raise ValueError(f"setup: {where} must list seats 0-{seats - 1}, got {raw!r}")
    return tuple(raw)


def _early(
    cat: Catalog, options: Options, setup: Mapping[str, Any], seats: int, seed: int
) -> State:
    """A position before the first turn (§1.2 steps 3-5, R008-R010): the real setup (shuffled
    stacks, no map yet), then at ``phase = "decide"`` the deciding rolls so far (``rolls``, 0 =
    not rolled yet; ``contenders``: who still rolls, default everyone), or at ``phase =
    "draft"`` the turn order from the starting player (``order``) and the characters already
    picked (``players = [{ character = "warrior" }, {}]``, in seat order). ``explore``,
    ``pathing`` and ``shop`` replace the shuffled stacks (top first)."""
    _check_keys(setup, EARLY_KEYS, "setup (deciding roll or draft)")
    state = initial_state(options, cat, seats, seed)
    phase = SETUP_PHASES[str(setup["phase"])]
    if seats == 1 and phase == DECIDE:
        raise ValueError("setup: a solo game has no deciding roll; it starts at the draft")
    stacks = {k: _cards(cat, setup[k], k) for k in ("explore", "pathing", "shop") if k in setup}
    state = replace(state, **stacks)
    if phase == DECIDE:
        if "order" in setup or "players" in setup:
            raise ValueError("setup: at the deciding roll nobody picked yet: no order or players")
        rolls = tuple(setup.get("rolls", (0,) * seats))
        if len(rolls) != seats or any(
            isinstance(r, bool) or not isinstance(r, int) or not 0 <= r <= 6 for r in rolls
        ):
            raise ValueError(f"setup: rolls needs {seats} faces 0-6 (0 = not rolled), got {rolls}")
        contenders = _seats(setup.get("contenders", tuple(range(seats))), seats, "contenders")
        if not any(rolls[s] == 0 for s in contenders):
            raise ValueError("setup: every contender has rolled; someone must still roll")
        return replace(state, rolls=rolls, contenders=contenders)
    if "rolls" in setup or "contenders" in setup:
        raise ValueError("setup: the draft comes after the deciding roll: no rolls or contenders")
    order = _seats(setup.get("order", tuple(range(seats))), seats, "order")
    if sorted(order) != list(range(seats)):
        raise ValueError(f"setup: order must list every seat once, got {list(order)}")
    raw_players = list(setup.get("players", ({},) * seats))
    if len(raw_players) != seats:
        raise ValueError(f"setup lists {len(raw_players)} players for {seats} seat(s)")
    players = list(state.players)
    for seat, raw in enumerate(raw_players):
        _check_keys(raw, frozenset({"character"}), f"players[{seat}] (draft)")
        if "character" in raw:
            character = _card(cat, raw["character"], f"players[{seat}]")
            if character not in cat.characters:
                raise ValueError(f"players[{seat}]: {character!r} is not a character card")
            picked = replace(players[seat], character=character)
            players[seat] = replace(picked, health=max_health(cat, picked))
    chosen = [p.character for p in players if p.character]
    if len(set(chosen)) != len(chosen) or len(chosen) == seats:
        raise ValueError("setup: the characters picked must differ and someone must still pick")
    picked_in_order = [bool(players[s].character) for s in order]
    if picked_in_order != sorted(picked_in_order, reverse=True):
        raise ValueError("setup: the draft goes in turn order: those picked come first in order")
    return replace(state, phase=DRAFT, order=order, contenders=(), players=tuple(players))


def _check_places(players: list[Player], cells: Mapping[int, Cell]) -> None:
    for p in players:
        spot = p.pos if p.pos != NOWHERE else p.away
        if spot != NOWHERE and (spot not in cells or not cells[spot].up):
            key, (x, y) = ("at" if p.pos != NOWHERE else "away"), unpack(spot)
            there = "a face-down card" if spot in cells else "empty table"
            raise ValueError(
                f"players[{p.seat}]: {key} = [{x}, {y}] is {there}, no face-up cell of"
                " [[setup.cells]] (a player stands on a face-up card)"
            )


def _seat_to_play(raw: Any, seats: int) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int) or not 0 <= raw < seats:
        raise ValueError(f"setup: turn must be a seat 0-{seats - 1}, got {raw!r}")
    return raw


def _check_enemy_keys(cat: Catalog, cell: Cell, raw: Mapping[str, Any], where: str) -> None:
    """Health, queue and the other enemy keys describe a face-up enemy only: on another card
    (or a face-down one) they would be silently ignored."""
    extra = sorted(k for k in ("health", "queue", *ENEMY_INTS) if k in raw)
    if extra and not (cell.up and cat[cell.card].is_enemy):
        raise ValueError(f"{where}: {extra} only for a face-up enemy, not {cell.card!r}")


def _check_enemy(enemy: Enemy, seats: int, where: str) -> None:
    """A face-up enemy is alive (health 1 or more: 0 is slain, R009; more than its card's max
    is allowed, to make a fight last) and its queue names distinct seats of this game."""
    if enemy.health < 1:
        raise ValueError(f"{where}: health {enemy.health}: 0 or less is slain (R009)")
    if len(set(enemy.queue)) != len(enemy.queue) or any(not 0 <= s < seats for s in enemy.queue):
        raise ValueError(f"{where}: queue {list(enemy.queue)}: distinct seats 0-{seats - 1}")


def _check_players(cat: Catalog, players: list[Player], cells: Mapping[int, Cell]) -> None:
    """A player on the board is alive (health 1 or more: 0 is dead, R009) and stands on a
    walkable card: not on an enemy (R011), and alone unless on a starting tile (A-15)."""
    seen: set[int] = set()
    for p in players:
        if p.pos == NOWHERE:
            continue
        if p.health < 1:
            raise ValueError(f"players[{p.seat}]: health {p.health}: 0 or less is dead (R009)")
        card = cat[cells[p.pos].card]
        if card.is_enemy:
            raise ValueError(
                f"players[{p.seat}] stands on the {card.name}: nobody stands on an enemy (R011)"
            )
        if p.pos in seen and card.kind != "start":
            raise ValueError(
                f"players[{p.seat}] shares a tile: one token per tile, except a starting"
                " tile (R011, A-15)"
            )
        seen.add(p.pos)


def _check_pairs(cat: Catalog, players: list[Player]) -> None:
    """R263: both cards of an exclusive pair (the Basilisks) never stay in one hand: they
    leave the game the moment one player holds both."""
    for p in players:
        groups = [cat[c].exclusive for c in p.hand if cat[c].exclusive]
        if len(groups) != len(set(groups)):
            raise ValueError(
                f"players[{p.seat}] holds both cards of a pair ({groups[0]}): they would have"
                " left the game (R263)"
            )


def _count(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"setup: {where} must be a whole number >= 0, got {value!r}")
    return value


def _terms(
    cat: Catalog, raw: Mapping[str, Any], hand: tuple[str, ...], other: tuple[str, ...]
) -> TradeTerms:
    """R251: cards from the proposer's hand to give, tradeable card kinds to ask for (at most
    as many as the other player holds)."""
    give, ask = _cards(cat, raw.get("give"), "offer.give"), _cards(cat, raw.get("ask"), "offer.ask")
    if len(ask) > ask_limit(other):
        raise ValueError(f"offer.ask: at most {ask_limit(other)} cards, as many as he holds")
    if not holds(hand, give):
        raise ValueError(f"offer.give: {list(give)} are not all in the proposer's hand")
    untradeable = sorted({c for c in (*give, *ask) if not is_tradeable(cat[c])})
    if untradeable:
        raise ValueError(f"offer: {untradeable} cannot be traded (R170, R178, R180)")
    return TradeTerms(give=tuple(sorted(give)), ask=tuple(sorted(ask)))  # any order: one offer


def _with_offer(cat: Catalog, state: State, raw: Any, has_step: bool) -> State:
    """A trade by the seat to play (R251): being composed (pending ``trade``), or ``sent`` and
    awaiting the answer of seat ``to`` (pending ``trade-answer``). Trading is step 3."""
    if not isinstance(raw, Mapping):
        raise ValueError("setup: offer must be a table: { to = 1, give = [...], ask = [...] }")
    _check_keys(raw, OFFER_KEYS, "offer")
    by, to = state.players[state.seat], raw.get("to")
    if not isinstance(to, int) or not 0 <= to < state.seats or to == by.seat:
        raise ValueError(f"offer.to: another seat of 0-{state.seats - 1} please, got {to!r}")
    off = [s for s in (by.seat, to) if state.players[s].pos == NOWHERE or in_combat(state, s)]
    if state.phase != EXPLORE or state.pending or off:
        raise ValueError("offer: both players must be on the board, out of combat, nothing pending")
    if to not in [seat for _, seat in adjacent_players(state, by.seat)]:
        raise ValueError(f"offer: seat {to} is not on a tile connected to seat {by.seat}'s (R251)")
    sent = raw.get("sent", False)
    if not isinstance(sent, bool):
        raise ValueError(f"offer.sent: true or false, got {sent!r}")
    terms = _terms(cat, raw, by.hand, state.players[to].hand)
    offer = Offer(uid=state.next_uid, by=by.seat, to=to, terms=terms)
    if sent:
        pending = Pending("trade-answer", to, pos=by.pos)
    else:
        pending = Pending("trade", by.seat, pos=state.players[to].pos)
    step = state.step if has_step or not sent else 3  # a sent offer ends steps 1-2 (R023)
    return replace(state, offer=offer, next_uid=state.next_uid + 1, step=step, pending=(pending,))

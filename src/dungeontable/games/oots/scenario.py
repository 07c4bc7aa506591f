"""Exact positions from a scenario's ``[setup]`` table (every key in SCENARIOS.md).

Anything not given keeps the seeded setup, with the starting shticks already chosen (the first
three red ones; the fourth shuffled back into the deck, R005). A seat whose ``character`` is
overridden gets that character's own cards: its first three Starting Shticks in play, the rest of
its shtick deck, its Wounds (``shticks``, ``deck``, ``max_wounds`` given with it win). The NPCs
are then the characters nobody plays. An unknown key or card id is an error naming it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Rng

from .backstories import backstories
from .common.stories import KEPT
from .common.table import cards, with_room
from .common.xykon import face_down
from .deck import CardSet, cards_of
from .flow import PHASES, initial_state
from .options import Options
from .state import Floor, Player, Room, State, Turn

PLAYER_KEYS = frozenset(
    {"character", "at", "wounds", "max_wounds", "shticks", "flipped", "hand", "stash"}
    | {"equipped", "saved", "resting", "missed", "fleeing", "flee_pending", "deck", "left"}
    | {"killed_xykon", "backstories", "revealed", "traded"}
)
ROOM_KEYS = frozenset({"at", "monsters", "loot", "fallen", "xykon_drawn", "entered", "face_down"})
XYKON_KEYS = frozenset({"at", "wounds", "minions", "catcher", "kicked", "hurt", "killer", "rolled"})
TURN_KEYS = frozenset(
    {"number", "moved", "steps", "searched", "took_loot", "battled", "chain_over", "wins"}
    | {"extra_steps", "extra_loot", "extra_taken", "started_at", "left_rooms"}
)
SETUP_KEYS = frozenset(
    {"turn", "phase", "players", "floors", "monsters", "loot", "rooms", "battle_deck"}
    | {"loot_deck", "room_deck", "lair_deck", "xykon_deck", "battle_discard", "loot_discard"}
    | {"removed", "collapse", "collapse_turns", "npcs", "turns_played", "lich_killer", "exits"}
    | {"order_start", "this_turn", "backstory_pile", "xykon", "shadows"}
)
PILES: tuple[str, ...] = ("battle_deck", "loot_deck", "room_deck", "lair_deck", "xykon_deck")
PILES += ("battle_discard", "loot_discard", "removed")
CARD_LISTS = ("shticks", "hand", "stash", "equipped", "saved", "deck")


def _check(raw: Mapping[str, Any], known: frozenset[str], where: str) -> None:
    unknown = sorted(set(raw) - known)
    if unknown:
        raise ValueError(f"{where}: unknown key(s) {unknown}; known: {sorted(known)}")


def _place(raw: Any, where: str) -> tuple[int, int]:
    if not isinstance(raw, (list, tuple)) or len(raw) != 2:
        raise ValueError(f"{where}: a place is [floor, pos], got {raw!r}")
    return int(raw[0]), int(raw[1])


def _own_cards(cs: CardSet, character: str, seed: int, default_wounds: int) -> dict[str, Any]:
    """A character's own setup (R004-R005): its first three Starting Shticks in play, the
    fourth shuffled with the other 16 into its deck, its Wounds (printed, else A20's option)."""
    if character not in cs.characters:
        raise ValueError(f"setup: unknown character {character!r}; known: {sorted(cs.characters)}")
    deck = cs.shtick_decks[character]
    starting = tuple(s for s in deck if cs.shticks[s].starting)
    rest = (*starting[3:], *(s for s in deck if not cs.shticks[s].starting))
    shuffled, _ = Rng.from_seed(seed).shuffle(rest)
    return {
        "shticks": starting[:3],
        "deck": shuffled,
        "max_wounds": cs.characters[character].wounds or default_wounds,
    }


def _player(
    cs: CardSet, base: Player, raw: Mapping[str, Any], where: str, seed: int, default_wounds: int
) -> Player:
    _check(raw, PLAYER_KEYS, where)
    changes: dict[str, Any] = {}
    if "character" in raw and raw["character"] != base.character:
        changes.update(_own_cards(cs, str(raw["character"]), seed, default_wounds))
    for key in ("character", "wounds", "max_wounds", "resting", "missed", "fleeing"):
        if key in raw:
            changes[key] = raw[key]
    for key in ("flee_pending", "left", "killed_xykon"):
        if key in raw:
            changes[key] = raw[key]
    for key in CARD_LISTS:
        if key in raw:
            changes[key] = tuple(raw[key])
    for key in ("backstories", "revealed"):  # The Shortening (R353-R354): Backstory ids
        if key in raw:
            changes[key] = _stories(raw[key], f"{where}.{key}")
    if "traded" in raw:  # R355: Monsters traded in, face down beside the Character Card
        changes["traded"] = tuple(raw["traded"])
    if "at" in raw:
        changes["place"] = _place(raw["at"], f"{where}.at")
    player = replace(base, **changes)
    flipped = tuple(raw.get("flipped", (False,) * len(player.shticks)))
    if len(flipped) != len(player.shticks):
        raise ValueError(f"{where}: 'flipped' needs one entry per shtick")
    if player.wounds > player.max_wounds:
        raise ValueError(f"{where}: wounds {player.wounds} above max_wounds {player.max_wounds}")
    if player.flee_pending and not player.fleeing:  # R174, A26: the flight has begun
        if "fleeing" in raw:
            raise ValueError(f"{where}: flee_pending needs fleeing = true (R174, A26)")
        player = replace(player, fleeing=True)
    if cs.lich in player.saved:  # R278, A70: the killer keeps the Lich apart, never traded in
        saved = tuple(c for c in player.saved if c != cs.lich)
        player = replace(player, saved=saved, lich=cs.lich, killed_xykon=True)
    return replace(player, flipped=flipped)


def _stories(raw: Any, where: str) -> tuple[str, ...]:
    unknown = sorted(set(raw) - set(backstories()))
    if unknown:
        raise ValueError(f"{where}: unknown Backstory id(s) {unknown}")
    return tuple(raw)


def _occupied_face_up(state: State, setup: Mapping[str, Any]) -> State:
    """R322: a player only ever stands in a room already turned over (entering one turns it), so
    a dealt face-down room a setup puts a player in lies face up, with no first-explorer effect
    (before, it was turned over at the next turn's start, as if that player had just explored
    it); one the setup itself marks ``face_down = true`` with a player in it is refused."""
    marked = {tuple(r["at"]) for r in setup.get("rooms", ()) if r.get("face_down") is True}
    for i, pl in enumerate(state.players):
        if pl.left is None and face_down(state, pl.place):
            if pl.place in marked:
                raise ValueError(
                    f"players[{i}].at: {list(pl.place)} is marked face_down, but a player "
                    "stands there: entering a room turns it over (R322)"
                )
            state = with_room(state, pl.place, face_down=False)
    return state


def _one_of_each(state: State, raw_players: Sequence[Any], setup: Mapping[str, Any]) -> State:
    """R353: the Backstory Deck holds one of each card and a player keeps 3. A card named twice
    (two players, hidden and shown, a hand and the face-up pile) or more than 3 kept is refused;
    a seeded hand or pile the setup does not name gives up the cards it names for unused ones
    (sorted by id), so naming one player's Backstories never leaves a copy with another."""
    named: list[str] = []
    for raw in raw_players:
        named += [*raw.get("backstories", ()), *raw.get("revealed", ())]
    named += setup.get("backstory_pile", ())
    twice = sorted({c for c in named if named.count(c) > 1})
    if twice:
        raise ValueError(f"setup: Backstory id(s) {twice} named twice (one of each, R353)")
    given = [i for i, raw in enumerate(raw_players) if "backstories" in raw]
    seeded = [*(pl.backstories for i, pl in enumerate(state.players) if i not in given)]
    if "backstory_pile" not in setup:
        seeded.append(state.backstory_pile)
    in_use = set(named).union(*seeded)
    spare = iter(c for c in sorted(backstories()) if c not in in_use)

    def fresh(cards: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(next(spare) if c in named else c for c in cards)

    players = tuple(
        pl if i in given else replace(pl, backstories=fresh(pl.backstories))
        for i, pl in enumerate(state.players)
    )
    for i, pl in enumerate(players):
        if len(pl.backstories) + len(pl.revealed) > KEPT:
            raise ValueError(
                f"players[{i}]: {len(pl.backstories)} hidden and {len(pl.revealed)} shown "
                f"Backstories, at most {KEPT} kept (R353; with revealed give backstories too)"
            )
    pile = state.backstory_pile if "backstory_pile" in setup else fresh(state.backstory_pile)
    return replace(state, players=players, backstory_pile=pile)


def _known_ids(cs: CardSet) -> frozenset[str]:
    tables = (cs.shticks, cs.monsters, cs.screws, cs.loot, cs.rooms, cs.xykon, cs.characters)
    return frozenset(k for t in tables for k in t)


_EXPANSION_SETS = (
    ("@shortening_battle", "new Battle cards", "new_battle_cards = true"),
    ("@shortening_shticks", "new shticks", 'new_shticks = "kitchen_sink"'),
)
"""The Shortening's packaged card folders (R361), what they hold and the option that adds them."""


def _expansion_hint(state: State, unknown: Sequence[str]) -> str:
    """Ids ``cards list`` shows that this game's options leave out: name the option."""
    hints = []
    for folder, what, option in _EXPANSION_SETS:
        if folder not in state.cards:
            theirs = sorted(set(unknown) & _known_ids(cards_of(f"{state.cards};{folder}")))
            if theirs:
                need = f'options = {{ expansion = "shortening", {option} }}'
                hints.append(f"{theirs} are The Shortening's {what}: they need {need}")
    return f" ({'; '.join(hints)})" if hints else ""


def _check_cards(state: State, setup: Mapping[str, Any]) -> None:
    """A misspelled card id is an error, not a silently broken position."""
    known = _known_ids(cards_of(state.cards))
    named: list[str] = []
    for raw in setup.get("players", ()):
        for key in (*CARD_LISTS, "traded"):
            named += raw.get(key, ())
    for raw in setup.get("floors", ()):
        named += raw.get("rooms", ())
    for key in ("monsters", "loot"):
        for raw in setup.get(key, ()):
            named += raw["cards"]
    for raw in setup.get("rooms", ()):
        for key in ("monsters", "loot", "fallen", "entered"):
            named += raw.get(key, ())
    for key in (*PILES, "npcs"):
        named += setup.get(key, ())
    unknown = sorted({c for c in named if c not in known})
    if unknown:
        raise ValueError(f"setup: unknown card id(s) {unknown}{_expansion_hint(state, unknown)}")
    xykon_cards = set(cards_of(state.cards).xykon_deck)
    for i, raw in enumerate(setup.get("rooms", ())):
        others = sorted({c for c in raw.get("fallen", ()) if c not in xykon_cards})
        if others:  # R277, R274: only Xykon cards lie in a room face down (or as non-Monsters)
            raise ValueError(f"rooms[{i}].fallen: {others} are not Xykon cards (R277)")


def _check_zones(state: State, setup: Mapping[str, Any]) -> None:
    """A card named where its kind cannot lie is an error naming the key: Battle cards in
    hands and the Battle piles, Loot (no Trap held, R224) in Stashes and equipped, a character's
    own shticks (R190), Monsters in rooms and saved, rooms on floors and in the Room piles,
    Xykon cards in the Xykon deck; and no Monster on the Dungeon Entrance (no battles, R065)."""
    cs = cards_of(state.cards)
    xykon = {*cs.xykon_deck, *cs.xykon}
    battle = {c for c in (*cs.monsters, *cs.screws) if c not in xykon}
    loot = {c for c, spec in cs.loot.items() if not spec.trap}
    dungeon = {c for c, spec in cs.rooms.items() if not spec.lair and c != cs.entrance}
    lair = {c for c, spec in cs.rooms.items() if spec.lair}
    kinds: dict[str, tuple[set[str] | dict[str, Any], str]] = {
        "hand": (battle, "a Battle card"),
        "stash": (loot, "a Loot card (not a Trap)"),
        "equipped": (loot, "a Loot card (not a Trap)"),
        "saved": (cs.monsters, "a Monster"),
        "traded": (cs.monsters, "a Monster"),
        "battle_deck": (battle, "a Battle card"),
        "battle_discard": (battle, "a Battle card"),
        "loot_deck": (cs.loot, "a Loot or Trap card"),
        "loot_discard": (cs.loot, "a Loot or Trap card"),
        "room_deck": (dungeon, "a Dungeon Room card"),
        "lair_deck": (lair, "a Xykon's Lair card"),
        "xykon_deck": (xykon, "a Xykon card"),
        "monsters": (cs.monsters, "a Monster"),
        "entered": (cs.monsters, "a Monster"),
        "loot": (cs.loot, "a Loot or Trap card"),
        "rooms": (cs.rooms, "a room card"),
    }

    def need(cards: Sequence[str], key: str, where: str) -> None:
        allowed, kind = kinds[key]
        wrong = sorted({c for c in cards if c not in allowed})
        if wrong:
            raise ValueError(f"{where}: {wrong} not {kind}")

    for i, raw in enumerate(setup.get("players", ())):
        for key in ("hand", "stash", "equipped", "saved", "traded"):
            need(raw.get(key, ()), key, f"players[{i}].{key}")
        who = state.players[i].character
        for key in ("shticks", "deck"):
            other = sorted({c for c in raw.get(key, ()) if cs.shticks[c].character != who})
            if other:
                raise ValueError(f"players[{i}].{key}: {other} not {who}'s shticks (R190)")
    for key in PILES[:-1]:
        need(setup.get(key, ()), key, key)
    for i, raw in enumerate(setup.get("floors", ())):
        need(raw.get("rooms", ()), "rooms", f"floors[{i}].rooms")
    for table in ("monsters", "loot", "rooms"):
        for i, raw in enumerate(setup.get(table, ())):
            for key in ("monsters", "loot", "entered") if table == "rooms" else (table,):
                cards = raw.get(key, ()) if table == "rooms" else raw["cards"]
                need(cards, key, f"{table}[{i}].{key if table == 'rooms' else 'cards'}")
                if key == "monsters" and cards and _place(raw["at"], table)[0] == 0:
                    raise ValueError(f"{table}[{i}]: no Monsters on the Dungeon Entrance (R065)")


def _settled(state: State) -> State:
    """The seeded setup with the starting picks made (first three red shticks kept, R005;
    Nitpicky: the first three red ones of the pool, the rest the deck; Backstories: the first 3
    dealt kept, the other 2 face up, R353)."""
    players = []
    rng = state.rng
    pile: list[str] = []
    spec = cards_of(state.cards).shticks
    for pl in state.players:
        if pl.pool:
            red = tuple(c for c in pl.pool if spec[c].starting)
            pl = replace(pl, shticks=red, deck=tuple(c for c in pl.pool if c not in red), pool=())
        deck, rng = rng.shuffle((*pl.shticks[3:], *pl.deck))
        pile += pl.backstories[3:]
        players.append(
            replace(
                pl,
                shticks=pl.shticks[:3],
                flipped=(False,) * 3,
                deck=deck,
                backstories=pl.backstories[:3],
            )
        )
    return replace(
        state, players=tuple(players), phase="start", rng=rng, backstory_pile=tuple(pile)
    )


def _stage(phase: str) -> str:
    return {"start": "start", "move": "move", "end": "end"}.get(phase, "battle")


def _shadows(state: State, raw: Any) -> State:
    """Me and My Shadow (R306): ``shadows = { npc = seat }``; the other NPCs shadow nobody."""
    if not state.options.me_and_my_shadow:
        raise ValueError("shadows: only with the option me_and_my_shadow")
    if not isinstance(raw, Mapping):
        raise ValueError("shadows: a table of NPC = seat, e.g. { belkar = 0 }")
    for npc, seat in raw.items():
        if npc not in state.npcs:
            raise ValueError(f"shadows: {npc!r} is not an NPC of this game {list(state.npcs)}")
        if not isinstance(seat, int) or not 0 <= seat < state.seats:
            raise ValueError(f"shadows.{npc}: {seat!r} is not a seat (0-{state.seats - 1})")
    seats = list(raw.values())
    if len(set(seats)) < len(seats):
        raise ValueError(f"shadows: one NPC per player, seats {seats} repeat")
    return replace(state, shadowing=tuple(int(raw.get(npc, -1)) for npc in state.npcs))


def _npcs(state: State, seeded: tuple[str, ...]) -> tuple[str, ...]:
    """The characters nobody plays, in the seeded order (R003)."""
    played = {p.character for p in state.players}
    return tuple(c for c in seeded if c not in played)


def _rooms(state: State, setup: Mapping[str, Any]) -> State:
    for key in ("monsters", "loot"):
        for i, raw in enumerate(setup.get(key, ())):
            _check(raw, frozenset({"at", "cards"}), f"{key}[{i}]")
            at = _place(raw["at"], f"{key}[{i}].at")
            state = _with_room(state, at, {key: tuple(raw["cards"])}, f"{key}[{i}]")
    for i, raw in enumerate(setup.get("rooms", ())):
        where = f"rooms[{i}]"
        _check(raw, ROOM_KEYS, where)
        at = _place(raw["at"], f"{where}.at")
        changes: dict[str, Any] = {
            k: tuple(raw[k]) for k in ("monsters", "loot", "fallen") if k in raw
        }
        if "xykon_drawn" in raw:
            changes["xykon_drawn"] = bool(raw["xykon_drawn"])
        if "entered" in raw:
            changes["entered_turn"] = tuple((c, state.turns_played) for c in raw["entered"])
        if "face_down" in raw:
            changes["face_down"] = bool(raw["face_down"])  # R318, R322
        state = _with_room(state, at, changes, where)
    return state


def _xykon(state: State, raw: Mapping[str, Any]) -> State:
    """Wandering Xykon (R321-R352): his token (``at``, on top of that room's Battle Stack with
    his Minion Stack), Wounds left, Minion Stack (top first), and the cards' holders."""
    _check(raw, XYKON_KEYS, "xykon")
    if state.wandering is None:
        raise ValueError("xykon: only with the option wandering_xykon")
    known = _known_ids(cards_of(state.cards))
    unknown = sorted({c for c in raw.get("minions", ()) if c not in known})
    if unknown:
        raise ValueError(f"xykon.minions: unknown card id(s) {unknown}")
    spec = cards_of(state.cards).monsters
    others = [c for c in raw.get("minions", ()) if not {"undead", "goblin"} & set(spec[c].types)]
    if others:  # R329, R336, R349: only Undead and Goblin Monsters ever join his Minion Stack
        raise ValueError(f"xykon.minions: {others} are not Undead or Goblin Monsters")
    w = replace(
        state.wandering,
        wounds=int(raw.get("wounds", 4)),
        minions=tuple(raw.get("minions", ())),
        catcher=raw.get("catcher"),
        kicked=raw.get("kicked"),
        hurt=tuple(int(s) for s in raw.get("hurt", ())),
        killer=raw.get("killer"),
        rolled=int(raw.get("rolled", -1)),
    )
    if not 0 <= w.wounds <= state.wandering.wounds:
        raise ValueError(f"xykon.wounds: {w.wounds} is not 0-{state.wandering.wounds}")
    for key in ("catcher", "kicked", "killer"):
        seat = getattr(w, key)
        if seat is not None and not (isinstance(seat, int) and 0 <= seat < state.seats):
            raise ValueError(f"xykon.{key}: {seat} is not a seat (0-{state.seats - 1})")
    if len(w.hurt) > 3 or any(not 0 <= s < state.seats for s in w.hurt):
        raise ValueError(f"xykon.hurt: at most 3 I Hurt Xykon! holders, each a seat: {w.hurt}")
    state = replace(state, wandering=w)
    if w.killer is not None:  # A48: the holder of I Totally Killed Xykon! killed him (tie-break)
        players = list(state.players)
        players[w.killer] = replace(players[w.killer], killed_xykon=True)
        killer = w.killer if state.lich_killer is None else state.lich_killer
        state = replace(state, players=tuple(players), lich_killer=killer)
    if "at" in raw:
        at = _place(raw["at"], "xykon.at")
        if at[0] == 0:
            raise ValueError("xykon.at: Xykon never enters the Dungeon Entrance (R333)")
        below = _with_room(state, at, {}, "xykon.at").floors[at[0]].room(at[1]).monsters
        stack = ("wandering_xykon", *w.minions, *below)
        state = _with_room(state, at, {"monsters": stack}, "xykon")
        state = replace(state, wandering=replace(w, place=at))
    return state


def _with_room(state: State, at: tuple[int, int], changes: dict[str, Any], where: str) -> State:
    f, p = at
    if not 0 <= f < len(state.floors) or not state.floors[f].has(p):
        raise ValueError(f"{where}: no room at {list(at)} (lay it out in [[setup.floors]])")
    return with_room(state, at, **changes)


def _turn(state: State, setup: Mapping[str, Any]) -> Turn:
    seat = int(setup.get("turn", 0))
    if not 0 <= seat < state.seats:
        raise ValueError(f"setup: turn {seat} is not a seat (0-{state.seats - 1})")
    raw = dict(setup.get("this_turn", {}))
    _check(raw, TURN_KEYS, "this_turn")
    if "started_at" in raw:
        raw["started_at"] = _place(raw["started_at"], "this_turn.started_at")
    if "left_rooms" in raw:
        raw["left_rooms"] = tuple(_place(r, "this_turn.left_rooms") for r in raw["left_rooms"])
    raw.setdefault("number", state.turns_played)
    raw.setdefault("started_at", state.players[seat].place)
    return Turn(seat=seat, stage=_stage(_phase_of(state, setup)), **raw)


def _phase_of(state: State, setup: Mapping[str, Any]) -> str:
    """The turn's phase: ``start`` unless given, but ``end`` when the active seat has left the
    dungeon (its turn is only the collapse's room removal, as ``turn.begin_turn`` plays it)."""
    seat = int(setup.get("turn", 0))
    gone = 0 <= seat < state.seats and state.players[seat].left is not None
    return str(setup.get("phase", "end" if gone else "start"))


def _check_endgame(state: State, setup: Mapping[str, Any]) -> None:
    """The collapse and exit keys name real seats and counts (R281, R288-R289, R293)."""
    seats = state.seats
    for key in ("collapse_turns", "turns_played"):
        if int(setup.get(key, 0)) < 0:
            raise ValueError(f"setup: {key} {setup[key]} is negative")
    killer = setup.get("lich_killer")
    if killer is not None and not 0 <= int(killer) < seats:
        raise ValueError(f"setup: lich_killer {killer} is not a seat (0-{seats - 1})")
    if any(not 0 <= s < seats for s in state.exits) or len(set(state.exits)) < len(state.exits):
        raise ValueError(
            f"setup: exits {list(state.exits)} must name distinct seats (0-{seats - 1})"
        )
    ranks = [p.left for p in state.players if p.left is not None]
    if any(not 0 <= r < seats for r in ranks) or len(set(ranks)) < len(ranks):
        raise ValueError(f"setup: the players' left ranks {ranks} must be distinct, 0-{seats - 1}")


def build(options: Options, setup: Mapping[str, Any], seats: int, seed: int) -> State:
    _check(setup, SETUP_KEYS, "setup")
    state = _settled(initial_state(options, seats, seed))
    seeded = (*(p.character for p in state.players), *state.npcs)
    cs = cards_of(state.cards)
    raw_players = setup.get("players", ())
    if len(raw_players) > seats:
        raise ValueError(f"setup: {len(raw_players)} [[setup.players]] for {seats} seats")
    players = list(state.players)
    for i, raw in enumerate(raw_players):
        players[i] = _player(cs, players[i], raw, f"players[{i}]", seed + i, options.default_wounds)
    state = replace(state, players=tuple(players))
    state = replace(state, npcs=_npcs(state, seeded))
    stories = [k for raw in raw_players for k in ("backstories", "revealed", "traded") if k in raw]
    if not options.backstories and (stories or "backstory_pile" in setup):
        key = stories[0] if stories else "backstory_pile"
        raise ValueError(f"{key}: only with the option backstories")
    if "exits" in setup:
        exits = tuple(int(s) for s in setup["exits"])
    else:
        ranked = sorted((p.left, s) for s, p in enumerate(state.players) if p.left is not None)
        exits = tuple(s for _, s in ranked)
    state = replace(state, exits=exits)
    _check_endgame(state, setup)
    floors = list(state.floors)
    for i, raw in enumerate(setup.get("floors", ())):
        _check(raw, frozenset({"floor", "left", "rooms", "up", "down"}), f"floors[{i}]")
        if not 0 <= int(raw["floor"]) < len(floors):
            raise ValueError(
                f"floors[{i}].floor: {raw['floor']} is not a floor of this game (0-"
                f"{len(floors) - 1}: the Entrance, {len(floors) - 2} floors, Xykon's Lair)"
            )
        rooms = tuple(Room(card) for card in raw.get("rooms", ()))
        stairs = {k: _position(raw[k], f"floors[{i}].{k}") for k in ("up", "down") if k in raw}
        floors[int(raw["floor"])] = Floor(
            left=int(raw.get("left", 0)), rooms=rooms, up=stairs.get("up"), down=stairs.get("down")
        )
    state = replace(state, floors=tuple(floors))
    for key in ("turns_played", "order_start", "collapse_turns"):
        if key in setup:
            state = replace(state, **{key: int(setup[key])})
    if "lich_killer" in setup:
        state = replace(state, lich_killer=int(setup["lich_killer"]))
    state = _rooms(state, setup)
    for key in (*PILES, "npcs"):
        if key in setup:
            state = replace(state, **{key: tuple(setup[key])})
    if "shadows" in setup:
        state = _shadows(state, setup["shadows"])
    if "backstory_pile" in setup:
        pile = _stories(setup["backstory_pile"], "backstory_pile")
        state = replace(state, backstory_pile=pile)
    if options.backstories:
        state = _one_of_each(state, raw_players, setup)
    _check_cards(state, setup)
    _check_zones(state, setup)
    if "xykon" in setup:
        state = _xykon(state, setup["xykon"])
    state = _occupied_face_up(state, setup)
    phase = _phase_of(state, setup)
    if phase not in PHASES or "<" in phase:
        steps = sorted(p for p in PHASES if "<" not in p)
        raise ValueError(f"setup: unknown phase {phase!r}; known: {steps}")
    collapse = bool(setup.get("collapse", False)) or "collapse_turns" in setup
    return replace(
        state,
        turn=_turn(state, setup),
        phase=phase,
        collapse=collapse,
    )


def check_places(state: State) -> State:
    """A scenario file's position (``Oots.scenario``): every player stands in a room, so a
    place off the laid-out dungeon is refused with its name rather than failing later (the
    unit tests' positions, built by ``build`` alone, may leave idle players off the board);
    so are the other impossible positions of ``_check_position``."""
    for i, pl in enumerate(state.players):
        f, p = pl.place
        if not (0 <= f < len(state.floors) and state.floors[f].has(p)):
            raise ValueError(
                f"players[{i}].at: no room at {[f, p]} (lay it out in [[setup.floors]]; the "
                "options change the dealt dungeon)"
            )
    _check_position(state)
    return state


def _check_position(state: State) -> None:
    """Refusals, not tracebacks or silently impossible games: one character per seat and none
    of them an NPC (R003), Wounds within the track, at most 8 rooms a floor (R026), stairs up
    only under stairs down (R023), and a phase whose step can be played here (the battle
    steps need a battle: reach them by playing)."""
    characters = [pl.character for pl in state.players]
    for i, character in enumerate(characters):
        if character in characters[:i] or character in state.npcs:
            raise ValueError(f"players[{i}].character: {character!r} is played twice (R003)")
    cs = cards(state)
    for i, pl in enumerate(state.players):
        if pl.wounds < 0 or pl.max_wounds < 1:
            raise ValueError(
                f"players[{i}]: wounds {pl.wounds} of {pl.max_wounds} (0 or more of 1+)"
            )
        if pl.missed < 0:
            raise ValueError(f"players[{i}].missed: {pl.missed} turns to miss (0 or more)")
        if pl.resting and pl.fleeing and not pl.flee_pending:
            raise ValueError(
                f"players[{i}]: resting and fleeing at once (a fleeing player never rests; "
                "one made to flee while resting is flee_pending, R175)"
            )
        if pl.fleeing and pl.place == (0, 0) and pl.left is None:
            raise ValueError(
                f"players[{i}]: fleeing on the Dungeon Entrance (reaching it ends the flight, R171)"
            )
        if pl.flee_pending and not (pl.resting or pl.missed > 0):
            raise ValueError(
                f"players[{i}]: flee_pending but neither resting nor missing a turn (the flight "
                "waits only for a player lying down, R175, A26)"
            )
        down = state.options.no_turning_back  # R316: knocked down at the bottom, not fleeing
        if pl.wounds >= pl.max_wounds and not pl.fleeing and not down and pl.left is None:
            raise ValueError(
                f"players[{i}]: wounds {pl.wounds} of {pl.max_wounds} is the bottom portrait, "
                "where a player flees (R163): give fleeing = true"
            )
        unloved = [c for c in pl.equipped if cs.loot[c].drool(pl.character) < 1]
        if unloved:
            raise ValueError(
                f"players[{i}].equipped: {unloved} not Loot {pl.character} drools over "
                "(only such Loot can be equipped, R213)"
            )
        no_x = [c for c in pl.saved if c in cs.monsters and cs.monsters[c].x < 1]
        if no_x:
            raise ValueError(
                f"players[{i}].saved: {no_x} have no X symbol and are never saved (R113)"
            )
    seat = state.turn.seat
    active = state.players[seat]
    lying = "resting" if active.resting else "missing a turn" if active.missed > 0 else ""
    if lying and state.phase in ("start", "move", "foe"):  # R182, R186: play never gets here
        before = (seat - 1) % state.seats
        raise ValueError(
            f"players[{seat}]: the active seat is {lying} in phase {state.phase!r}, a turn play "
            f"never gives it (its turn begins by standing up, R182, R186); to play that, start "
            f"with the seat before it (turn = {before}) and play its end-turn"
        )
    for f, floor in enumerate(state.floors):
        if len(floor.rooms) > 8:
            raise ValueError(f"floors {f}: {len(floor.rooms)} rooms, at most 8 a floor (R026)")
        if f and floor.up is not None and state.floors[f - 1].down is None:
            raise ValueError(f"floors {f}.up: floor {f - 1} has no stairs down (give its down)")
        below = state.floors[f + 1] if f + 1 < len(state.floors) else None
        if floor.down is not None and below is not None and below.rooms and below.up is None:
            raise ValueError(  # R023: a floor under stairs down is reached by its stairs up
                f"floors {f}.down: floor {f + 1} has rooms but no stairs up to meet it "
                "(give its up)"
            )
    step = PHASES[state.phase]
    try:
        step.decision(state)
        step.legal(state)
    except (AssertionError, AttributeError, IndexError, KeyError, TypeError) as exc:
        raise ValueError(
            f"setup: phase {state.phase!r} cannot be played from this position (its step needs "
            "what the setup does not give, such as a battle: reach it by playing)"
        ) from exc


def _position(value: object, key: str) -> int:
    """A room's position on its floor (R023 stairs): a whole number."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{key}: {value!r} is not a room position on the floor (0, 1, ...)")
    return value

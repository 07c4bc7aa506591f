"""What one seat may know (R006, R207, R211-R212, §6.2 hidden information), derived from the
zones declared on ``state.py``.

Hidden: other players' Battle Hands and Stashes (counts only), every shtick deck's order (counts),
the face-down Loot piles in rooms (counts), every draw pile (counts: Battle, Loot, Room, Lair,
Xykon), the cards drawn for a shtick pick (to their owner only) and the rng. Public: the rooms
placed, Battle Stacks, shticks in play, equipped Loot, saved Monsters, the discard piles, the
battle in progress, the priority stack and a heal offered for Loot (A29: asked out loud).
``determinize.py`` deals the hidden cards again.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

import msgspec

from dungeontable.core import Decision, Offer, Outcome, ResponseStack, derive_view
from dungeontable.core.zones import Hook, derive_item

from .catalog import Catalog
from .combat.context import BattleContext
from .combat.from_state import battle_context, catalog_or_none
from .combat.modifiers import Breakdown, total_modifiers
from .options import Options
from .state import Battle, Floor, Place, Player, State, Stocking, Turn, Wandering


class PlayerView(msgspec.Struct, frozen=True):
    seat: int
    character: str
    place: Place
    wounds: int
    max_wounds: int
    shticks: tuple[str, ...]
    flipped: tuple[bool, ...]
    deck_count: int
    hand: tuple[str, ...] | None
    hand_count: int
    stash: tuple[str, ...] | None
    stash_count: int
    equipped: tuple[str, ...]
    saved: tuple[str, ...]
    resting: bool
    missed: int
    fleeing: bool
    flee_pending: bool
    left: int | None
    killed_xykon: bool
    lich: str | None
    backstories: tuple[str, ...] | None = None
    """The Shortening (R353-R354): the hidden Backstories, to their owner only."""
    backstory_count: int = 0
    revealed: tuple[str, ...] = ()
    """R354: Backstories shown to everyone."""
    traded: tuple[str, ...] = ()
    """R355: traded-in Monsters beside the Character Card (shown when traded)."""
    pool: tuple[str, ...] | None = None
    """R361 Nitpicky: the shticks still to choose from, to their owner only."""
    pool_count: int = 0
    deck_cards: tuple[str, ...] | None = None
    """R361 Nitpicky: the chosen Shtick Deck's cards (sorted, not in order), to their owner."""


class RoomView(msgspec.Struct, frozen=True):
    floor: int
    pos: int
    card: str
    monsters: tuple[str, ...]
    loot_count: int
    fallen: tuple[str, ...]
    xykon_drawn: bool
    entered_turn: tuple[tuple[str, int], ...]
    face_down: bool = False
    """R318, R322: a face-down room; its ``card`` is hidden (empty) from everyone."""


class FloorView(msgspec.Struct, frozen=True):
    left: int
    up: int | None
    down: int | None
    rooms: tuple[RoomView, ...]


class View(msgspec.Struct, frozen=True):
    seat: int | None
    options: Options
    cards: str
    seats: int
    floors_count: int
    min_loot: int
    min_shticks: int
    phase: str
    players: tuple[PlayerView, ...]
    floors: tuple[FloorView, ...]
    turn: Turn
    order_start: int
    npcs: tuple[str, ...]
    battle_deck: int
    battle_discard: tuple[str, ...]
    loot_deck: int
    loot_discard: tuple[str, ...]
    room_deck: int
    lair_deck: int
    xykon_deck: int
    removed: tuple[str, ...]
    battle: Battle | None
    stocking: Stocking | None
    stack: ResponseStack[str]
    collapse: bool
    collapse_turns: int
    exits: tuple[int, ...]
    lich_killer: int | None
    turns_played: int
    decision: Decision | None
    result: Outcome | None
    removed_rooms: tuple[Place, ...] = ()
    breakdown: Any = None
    """The ``combat`` Breakdown of the Monster battle in progress (public data only)."""
    shadowing: tuple[int, ...] = ()
    """Me and My Shadow (R306): per NPC, the seat it shadows (-1: none); public."""
    late: tuple[tuple[str, int], ...] = ()
    late_resume: str = ""
    """A59 fleeing-started / after-results asks still to come, and the phase after them."""
    wandering: Wandering | None = None
    """Wandering Xykon (R318-R352): his token, Wound tracker, Minion Stack, the five cards'
    holders (all public)."""
    backstory_pile: tuple[str, ...] = ()
    """R353: the Backstories laid face up beside the Battle Deck (public)."""
    time_up: bool = False
    """R360, A51: time was called on the timed game's wall clock (public)."""
    heal_offer: Offer[int] | None = None
    """A29 (phase ``heal-offer``): the heal offered for Loot, said out loud at the table (000
    L1139: the healer asks the patient), so public: healer, patient, the healer's shtick."""
    heal_resume: str = ""
    """The phase (``start`` or ``end``) the heal offer goes back to once answered (public)."""


def _player(pl: Player, seat: int | None, viewer: int | None) -> dict[str, Any]:
    """A player view's computed fields: its seat (its place in ``State.players``)."""
    return {"seat": seat, "deck_cards": None}


def _nitpicky_player(pl: Player, seat: int | None, viewer: int | None) -> dict[str, Any]:
    """R361 Nitpicky: the owner also sees the cards of the Shtick Deck it chose (sorted)."""
    return {"seat": seat, "deck_cards": tuple(sorted(pl.deck)) if viewer == seat else None}


PLAYERS: Mapping[type[Any], Hook] = MappingProxyType({PlayerView: _player})
NITPICKY: Mapping[type[Any], Hook] = MappingProxyType({PlayerView: _nitpicky_player})


def _floor(fl: Floor, f: int) -> FloorView:
    """A floor's rooms with their places; a face-down room's card is blank (R318, R322)."""
    rooms = tuple(
        RoomView(
            f,
            fl.left + i,
            "" if r.face_down else r.card,
            r.monsters,
            len(r.loot),
            r.fallen,
            r.xykon_drawn,
            r.entered_turn,
            r.face_down,
        )
        for i, r in enumerate(fl.rooms)
    )
    return FloorView(fl.left, fl.up, fl.down, rooms)


class FloorViews:
    """One game instance's floor views of the last state viewed: a floor the next state shares
    (the same object: states are immutable and share what did not change) keeps its view, so a
    step rebuilds only the floors it touched. Every seat sees the floors alike. The memo holds
    the floors it was made from (an identity is never reused) and is one tuple replaced whole
    (safe when threads share the game)."""

    __slots__ = ("_last",)

    def __init__(self) -> None:
        self._last: tuple[tuple[Floor, ...], tuple[FloorView, ...]] = ((), ())

    def of(self, floors: tuple[Floor, ...]) -> tuple[FloorView, ...]:
        """``_floor`` of every floor, in order."""
        seen, made = self._last
        if floors is seen:
            return made
        known = len(seen)
        views = tuple(
            [
                made[f] if f < known and fl is seen[f] else _floor(fl, f)
                for f, fl in enumerate(floors)
            ]
        )
        self._last = (floors, views)
        return views


class PlayerViews:
    """One game instance's player views of the last state viewed: a ``Player`` the next state
    shares keeps its view (one seen by its owner, one by everyone else: a player's view differs
    only in what its owner sees), and the whole tuple for each viewer is kept while
    ``State.players`` is the same tuple (the seats asked in turn see the same players). Views
    are made by ``core.zones.derive_item``, as ``derive_view`` makes them inside the state's
    view. The memo holds the players it was made from (an identity is never reused) and is
    one tuple replaced whole, its dicts never changed once published (safe when threads share
    the game)."""

    __slots__ = ("_known", "_roster")

    def __init__(self) -> None:
        # (hooks, per seat: the player, his view to himself, his view to the others)
        self._known: tuple[
            object, tuple[tuple[Player, PlayerView | None, PlayerView | None], ...]
        ] = (None, ())
        # (players tuple, hooks, viewer -> the views)
        self._roster: tuple[object, object, dict[int | None, tuple[PlayerView, ...]]] = (
            None,
            None,
            {},
        )

    def of(
        self, players: tuple[Player, ...], viewer: int | None, each: Mapping[type[Any], Hook]
    ) -> tuple[PlayerView, ...]:
        """The views of ``players`` for ``viewer`` with the hooks ``each``."""
        seen, seen_each, by_viewer = self._roster
        if seen is players and seen_each is each:
            found = by_viewer.get(viewer)
            if found is not None:
                return found
        else:
            by_viewer = {}
        hooks, known = self._known
        if hooks is not each:
            known = ()
        entries = []
        built = []
        for i, pl in enumerate(players):
            mine = viewer == i
            old = known[i] if i < len(known) else None
            if old is not None and old[0] is pl:
                made = old[1] if mine else old[2]
                if made is None:
                    made = derive_item(pl, i, viewer, PlayerView, each=each)
                    old = (pl, made, old[2]) if mine else (pl, old[1], made)
            else:
                made = derive_item(pl, i, viewer, PlayerView, each=each)
                old = (pl, made, None) if mine else (pl, None, made)
            entries.append(old)
            built.append(made)
        views = tuple(built)
        self._known = (each, tuple(entries))
        self._roster = (players, each, {**by_viewer, viewer: views})
        return views


def view(
    state: State,
    seat: int | None,
    decision: Decision | None,
    floors: FloorViews | None = None,
    players: PlayerViews | None = None,
    breakdowns: Breakdowns | None = None,
) -> View:
    """What ``seat`` (``None``: a spectator) may know; ``decision`` is the state's current one
    (``floors``, ``players``, ``breakdowns``: the game instance's memos of the floor and player
    views and of the battle breakdowns).

    Derived from the zones declared on ``State`` (``core.zones.derive_view``); given here: the
    rooms' places and face-down cards, the shtick pick drawn (blank to the others), the battle
    breakdown and the decision."""
    turn = state.turn
    if turn.pick and seat != turn.seat:
        turn = msgspec.structs.replace(turn, pick=tuple("" for _ in turn.pick))
    each = NITPICKY if state.options.new_shticks == "nitpicky" else PLAYERS
    floor_views = (
        tuple([_floor(fl, f) for f, fl in enumerate(state.floors)])
        if floors is None
        else floors.of(state.floors)
    )
    if players is not None:
        return derive_view(
            state,
            seat,
            View,
            players=players.of(state.players, seat, each),
            floors=floor_views,
            turn=turn,
            decision=decision,
            breakdown=_breakdown(state, breakdowns),
        )
    return derive_view(
        state,
        seat,
        View,
        each=each,
        floors=floor_views,
        turn=turn,
        decision=decision,
        breakdown=_breakdown(state),
    )


def _breakdown(state: State, breakdowns: Breakdowns | None = None) -> Any:
    """The modifiers breakdown of a Monster battle once its shtick is chosen (catalog sets);
    ``breakdowns``: the game instance's recent ones, by the battle's context."""
    battle = state.battle
    if battle is None or not battle.chosen or battle.foe_seat is not None or battle.area:
        return None
    if state.phase not in ("help", "answer", "window"):
        return None  # before the roll only: afterwards the Monster may have left the room

    cat = catalog_or_none(state.cards)
    if cat is None:
        return None
    ctx = battle_context(state, cat)
    if breakdowns is None:
        return total_modifiers(ctx, cat)
    return breakdowns.of(ctx, cat)


class Breakdowns:
    """One game instance's recent battle breakdowns, by their ``BattleContext`` (the whole of
    what ``total_modifiers`` reads besides the catalog): the seats asked in turn during help,
    answers and windows often look at the same battle (a quarter of the breakdowns a
    heuristic game shows, measured). Bounded (cleared when full); one dict replaced whole,
    never mutated after it is published (safe when threads share the game)."""

    __slots__ = ("_known",)

    LIMIT = 16

    def __init__(self) -> None:
        self._known: tuple[object, dict[BattleContext, Breakdown]] = (None, {})

    def of(self, ctx: BattleContext, cat: Catalog) -> Breakdown:
        seen_cat, known = self._known
        found = known.get(ctx) if seen_cat is cat else None
        if found is None:
            found = total_modifiers(ctx, cat)
            grown = dict(known) if seen_cat is cat and len(known) < self.LIMIT else {}
            grown[ctx] = found
            self._known = (cat, grown)
        return found

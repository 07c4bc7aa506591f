"""What one seat may know (R013, A-46, A-47, §6.5), and determinization from it.

Hidden: face-down map cards, stack orders and contents (only counts), drop-pile contents (only
counts), other players' hands (only counts) and the rng. Public: the board's face-up cards,
equipment, health, score sheets, potion identities, the shop pile and the discard pile. Artifact
and boss cards in a hand are shown to everyone (``PlayerView.shown``): their effects and victory
points are on the public score sheet (max health, attack modifier, VP; A-47). With the option
``hands="open"`` every hand (and a payment in progress) is public to every seat and spectator.
``determinize.py`` deals every hidden card again from the pool this seat cannot see.
"""

from __future__ import annotations

from itertools import compress, count
from operator import is_not

import msgspec
from msgspec.structs import replace

from dungeontable.core import Decision, Offer, Outcome
from dungeontable.core.zones import derive_view

from .catalog import Catalog, catalog_of
from .common.board import unpack
from .common.stats import attack_modifier, damage_reduction, max_health, score
from .definitions import paths_of
from .options import Options
from .state import NOWHERE, Cell, Enemy, Pending, Player, State, TradeTerms

HOLDABLE = frozenset({"enemy", "weapon", "armor", "potion", "scroll", "key", "gold", "debt"})
"""Kinds a hidden hand card can be (artifacts and bosses in hand are shown, never hidden)."""
SHOWN = frozenset({"artifact", "boss"})


def shown_cards(cat: Catalog, hand: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(c for c in hand if cat[c].kind in SHOWN)


class PlayerView(msgspec.Struct, frozen=True):
    seat: int
    character: str
    x: int | None
    y: int | None
    health: int
    max_health: int
    attack: int
    reduction: int
    hand: tuple[str, ...] | None
    hand_count: int
    shown: tuple[str, ...]
    equipment: tuple[str, ...]
    sheet_attack: int
    perm_max: int
    poison: int
    poison_heals: int
    skip: int
    vp: int
    score: int
    deeds: tuple[str, ...]
    fights: tuple[int, ...]
    deferred: bool
    deaths: int
    away: tuple[int, int] | None
    gone: bool
    poison_x: int = 0
    """A-71 ``poison_again_reads_printed``: his poison's printed X (public: all saw it dealt)."""


class CellView(msgspec.Struct, frozen=True):
    x: int
    y: int
    card: str | None
    paths: str
    rot: int
    drop: int


class EnemyView(msgspec.Struct, frozen=True):
    uid: int
    card: str
    x: int
    y: int
    health: int
    max_health: int
    attack_mod: int
    poison: int
    poisoner: int
    ticked: int
    paralyzed: int
    queue: tuple[int, ...]
    hurt: bool
    rolled: int
    poison_x: int = 0
    """A-71 ``poison_again_reads_printed``: its poison's printed X."""


class PendingView(msgspec.Struct, frozen=True):
    kind: str
    seat: int
    x: int | None
    y: int | None
    card: str
    options: tuple[str, ...]
    cards: tuple[str, ...] | None
    card_count: int


class View(msgspec.Struct, frozen=True):
    """A redacted state for ``seat`` (``None`` = spectator)."""

    seat: int | None
    options: Options
    seats: int
    phase: str
    turn_seat: int
    order: tuple[int, ...]
    starts: tuple[tuple[int, int], ...]
    turns: int
    step: int
    moved: bool
    extra_used: int
    via: str
    block: bool
    attacked: int
    fled: tuple[int, ...]
    todo: tuple[int, ...]
    stage: int
    came_from: tuple[int, int] | None
    move_kind: str
    interactions: int
    players: tuple[PlayerView, ...]
    enemies: tuple[EnemyView, ...]
    cells: tuple[CellView, ...]
    explore_count: int
    pathing_count: int
    shop: tuple[str, ...]
    discard: tuple[str, ...]
    removed: tuple[str, ...]
    identified: dict[str, str]
    end_rush: bool
    pending: tuple[PendingView, ...]
    rolls: tuple[int, ...]
    contenders: tuple[int, ...]
    next_uid: int
    decision: Decision | None
    result: Outcome | None
    offer: Offer[TradeTerms] | None
    """A trade being negotiated is public: it is agreed out loud at the table (R251)."""
    stuck_turns: int
    quiet_turns: int = 0


def _xy(pos: int) -> tuple[int | None, int | None]:
    if pos == NOWHERE:
        return None, None
    return unpack(pos)


def _player_view(
    cat: Catalog, player: Player, seat: int | None, open_hands: bool, like: PlayerView | None = None
) -> PlayerView:
    """``player``'s view; ``like``: a view of him whose cards and score-sheet entries are the
    ones he has now, so the numbers derived from them (max health, attack modifier, damage
    reduction, score, shown cards) are read from it instead of worked out again."""
    x, y = _xy(player.pos)
    hand = player.hand
    if like is None:
        health_max = max_health(cat, player)
        attack = attack_modifier(cat, player)
        reduction = damage_reduction(cat, player)
        shown = shown_cards(cat, hand)
        points = score(cat, player)
    else:
        health_max, attack, reduction = like.max_health, like.attack, like.reduction
        shown, points = like.shown, like.score
    return PlayerView(
        player.seat,
        player.character,
        x,
        y,
        player.health,
        health_max,
        attack,
        reduction,
        hand if open_hands or seat == player.seat else None,
        len(hand),
        shown,
        player.equipment,
        player.sheet_attack,
        player.perm_max,
        player.poison,
        player.poison_heals,
        player.skip,
        player.vp,
        points,
        player.deeds,
        player.fights,
        player.deferred,
        player.deaths,
        None if player.away == NOWHERE else unpack(player.away),
        player.gone,
        player.poison_x,
    )


def _same_cards(before: Player, now: Player) -> bool:
    """Whether what the derived numbers of a player's view read is unchanged: his character,
    equipment, hand and the score sheet's attack, max health and VP (R171, R181, R229-R231,
    R265)."""
    return (
        before.hand == now.hand
        and before.equipment == now.equipment
        and before.character == now.character
        and before.perm_max == now.perm_max
        and before.sheet_attack == now.sheet_attack
        and before.vp == now.vp
    )


def _cell_view(pos: int, cell: Cell) -> CellView:
    x, y = unpack(pos)
    return CellView(
        x, y, cell.card if cell.up else None, paths_of(cell.mask), cell.rot, len(cell.drop)
    )


def _enemy_view(cat: Catalog, e: Enemy) -> EnemyView:
    x, y = unpack(e.pos)
    return EnemyView(
        e.uid,
        e.card,
        x,
        y,
        e.health,
        cat[e.card].health,
        e.attack_mod,
        e.poison,
        e.poisoner,
        e.ticked,
        e.paralyzed,
        e.queue,
        e.hurt,
        e.rolled,
        e.poison_x,
    )


def _pending_view(p: Pending, seat: int | None, open_hands: bool) -> PendingView:
    x, y = _xy(p.pos)
    options = tuple(paths_of(m) if p.kind == "orient" else str(m) for m in p.options)
    cards = p.cards if open_hands or seat == p.seat else None
    return PendingView(p.kind, p.seat, x, y, p.card, options, cards, len(p.cards))


class ViewParts:
    """The parts of a view that most steps leave as they were, remembered for the last state
    asked about (one per ``CardRogue`` instance, never module state). The map's cell views go
    by the identity of ``State.cells`` (copy-on-write: an unchanged map is the same dict; a
    copied map keeps its keys' order and its untouched ``Cell`` objects, new cards come last,
    so the changed cells are found by identity in one C pass over both dicts' values, and only
    their views are rebuilt); the enemies' views while ``State.enemies`` is the same or an
    equal tuple, the starting tiles by ``State.starts``; each player's view by the identity of
    his ``Player`` (with and without his hand shown), the numbers derived from his cards
    (max health, attack, reduction, score, shown cards) kept while his cards and score-sheet
    entries are the same objects, and the whole tuple of player views while ``State.players``
    is the same tuple; the identified potions' copy by the identity of ``State.identified``,
    the pending choices' views by ``State.pending`` (per viewer) and the square come from by
    its number, so a view shares with the one before the parts that did not change (a
    learning environment's tracker skips those by identity). Every memo is one tuple read
    once and replaced whole, so a bot thinking on a worker thread and the table never read a
    mixed pair; holding the key objects keeps the ``is`` tests sound."""

    __slots__ = (
        "_came_from",
        "_cells",
        "_enemies",
        "_identified",
        "_pending",
        "_players",
        "_roster",
        "_starts",
    )

    def __init__(self) -> None:
        # (the map seen, its keys in the dict's order, their views in that order, where each
        # of them stands in the view's sorted tuple, the view's tuple)
        self._cells: tuple[
            dict[int, Cell] | None,
            tuple[int, ...],
            tuple[CellView, ...],
            tuple[int, ...],
            tuple[CellView, ...],
        ] = (None, (), (), (), ())
        self._enemies: tuple[object, object, tuple[EnemyView, ...]] = (None, None, ())
        self._starts: tuple[object, tuple[tuple[int, int], ...]] = (None, ())
        self._identified: tuple[object, dict[str, str]] = (None, {})
        self._came_from: tuple[int, tuple[int, int] | None] = (NOWHERE, None)
        # (pending tuple, hands open, viewer -> the views)
        self._pending: tuple[object, bool, dict[int | None, tuple[PendingView, ...]]] = (
            None,
            False,
            {},
        )
        self._players: tuple[
            object, dict[int, tuple[Player, PlayerView | None, PlayerView | None]]
        ] = (None, {})
        # (players tuple, catalog, viewer, hands open) -> the player views last built
        self._roster: tuple[object, object, object, bool, tuple[PlayerView, ...]] = (
            None,
            None,
            None,
            False,
            (),
        )

    def cells(self, state: State) -> tuple[CellView, ...]:
        cells = state.cells
        seen, keys, made, rank, views = self._cells
        if seen is cells:
            return views
        now = tuple(cells)
        kept = len(keys)
        if seen is not None and now[:kept] == keys:  # the same cells (and maybe new ones last)
            changed = [
                i
                for i in compress(count(), map(is_not, cells.values(), seen.values()))
                if i < kept and cells[keys[i]] != seen[keys[i]]
            ]
            if not changed and len(now) == kept:
                self._cells = (cells, keys, made, rank, views)
                return views
            fresh = list(made)
            for i in changed:
                fresh[i] = _cell_view(keys[i], cells[keys[i]])
            if len(now) == kept:  # the same places: the views change where they stand
                sorted_views = list(views)
                for i in changed:
                    sorted_views[rank[i]] = fresh[i]
                self._cells = (cells, keys, tuple(fresh), rank, tuple(sorted_views))
                return self._cells[4]
            fresh.extend(_cell_view(pos, cells[pos]) for pos in now[kept:])  # step 4 laid cards
        else:
            fresh = [_cell_view(pos, cell) for pos, cell in cells.items()]
        order = sorted(range(len(now)), key=now.__getitem__)
        places = [0] * len(now)
        for place, i in enumerate(order):
            places[i] = place
        self._cells = (
            cells,
            now,
            tuple(fresh),
            tuple(places),
            tuple(map(fresh.__getitem__, order)),
        )
        return self._cells[4]

    def starts(self, state: State) -> tuple[tuple[int, int], ...]:
        seen, found = self._starts
        if seen is not state.starts:
            found = tuple(unpack(p) for p in state.starts)
            self._starts = (state.starts, found)
        return found

    def identified(self, state: State) -> dict[str, str]:
        """A copy of ``State.identified`` (the view never holds the state's own dict), the same
        copy while the state's dict is the same object (views are never changed)."""
        seen, found = self._identified
        if seen is not state.identified:
            found = dict(state.identified)
            self._identified = (state.identified, found)
        return found

    def came_from(self, state: State) -> tuple[int, int] | None:
        seen, found = self._came_from
        if seen != state.came_from:
            found = None if state.came_from == NOWHERE else unpack(state.came_from)
            self._came_from = (state.came_from, found)
        return found

    def pending(self, state: State, seat: int | None, open_hands: bool) -> tuple[PendingView, ...]:
        pending = state.pending
        if not pending:
            return ()
        seen, seen_open, by_viewer = self._pending
        if seen is pending and seen_open is open_hands:
            found = by_viewer.get(seat)
            if found is not None:
                return found
        else:
            by_viewer = {}
        found = tuple([_pending_view(p, seat, open_hands) for p in pending])
        self._pending = (pending, open_hands, {**by_viewer, seat: found})
        return found

    def enemies(self, cat: Catalog, state: State) -> tuple[EnemyView, ...]:
        enemies = state.enemies
        seen, seen_cat, views = self._enemies
        if seen_cat is cat and seen is enemies:
            return views
        if seen_cat is cat and seen == enemies:  # an equal tuple: the same views
            self._enemies = (enemies, cat, views)
            return views
        views = tuple(_enemy_view(cat, e) for e in enemies)
        self._enemies = (enemies, cat, views)
        return views

    def players(
        self, cat: Catalog, state: State, seat: int | None, open_hands: bool
    ) -> tuple[PlayerView, ...]:
        players = state.players
        roster = self._roster
        if (
            roster[0] is players
            and roster[1] is cat
            and roster[2] == seat
            and roster[3] is open_hands
        ):
            return roster[4]
        seen_cat, known = self._players
        fresh: dict[int, tuple[Player, PlayerView | None, PlayerView | None]] | None = None
        if seen_cat is not cat:
            known = fresh = {}
        built = []
        for player in players:
            shows = open_hands or seat == player.seat
            old = known.get(player.seat)
            if old is not None and old[0] is player:
                made = old[2] if shows else old[1]
                if made is not None:
                    built.append(made)
                    continue
                other = old[1] if shows else old[2]
                assert other is not None
                made = replace(other, hand=player.hand if shows else None)
            else:
                like = None
                if old is not None and _same_cards(old[0], player):
                    like = old[1] if old[1] is not None else old[2]
                made = _player_view(cat, player, seat, open_hands, like)
                old = (player, None, None)
            entry = (player, old[1], made) if shows else (player, made, old[2])
            if fresh is None:
                known = fresh = dict(known)
            fresh[player.seat] = entry
            built.append(made)
        if fresh is not None:
            self._players = (cat, fresh)
        views = tuple(built)
        self._roster = (players, cat, seat, open_hands, views)
        return views


def view(
    state: State, seat: int | None, now: Decision | None, parts: ViewParts | None = None
) -> View:
    """What ``seat`` sees (``None``: a spectator); ``now`` is the decision due (the flow's);
    ``parts``: the caller's remembered parts (``ViewParts``; a fresh one if not given).

    Fields the view shares with the state are copied by ``core.zones.derive_view`` (the stacks'
    contents are hidden zones: only ``explore_count`` and ``pathing_count`` show); what is
    computed or unpacked is given here."""
    cat = catalog_of(state.options.cards)
    open_hands = state.options.hands == "open"  # A-47 option: every hand is on the table
    if parts is None:
        parts = ViewParts()
    return derive_view(
        state,
        seat,
        View,
        seat=seat,  # the viewer (``State.seat`` is whose turn it is)
        turn_seat=state.seat,
        starts=parts.starts(state),
        came_from=parts.came_from(state),
        players=parts.players(cat, state, seat, open_hands),
        enemies=parts.enemies(cat, state),
        cells=parts.cells(state),
        identified=parts.identified(state),
        pending=parts.pending(state, seat, open_hands),
        decision=now,
    )

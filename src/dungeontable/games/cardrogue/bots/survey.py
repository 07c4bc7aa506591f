"""What the heuristic bot reads off a view: the map graph, enemies, tokens and routes.

Everything here is computed from a ``View`` (face-up cards, public positions, the bot's own
hand), never from the state. A position is an ``(x, y)`` tuple; directions are 0..3 = N, E, S,
W as in ``common.board`` (docs/rules/cardrogue.md R003-R006, R050, R053).
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable
from itertools import compress, count
from operator import attrgetter, is_not

from ..catalog import Catalog, catalog_of
from ..definitions import paths_of
from ..view import CellView, EnemyView, PlayerView, View
from .fighting import Arms, DuelTable, fight_cost
from .lazy import once

Pos = tuple[int, int]

DELTA: tuple[Pos, ...] = ((0, 1), (1, 0), (0, -1), (-1, 0))
"""Neighbour offsets for N (y+1), E (x+1), S (y-1), W (x-1)."""
TRAP_COST = 6
"""Extra route cost of stepping onto a revealed trap (R055: every entry triggers it)."""
STEP_COST = 1
TOKEN_COST = 3
"""Extra route cost of a tile next to the bot that another player stands on: not enterable
now (R011), but he moves on; a route through him keeps the bot's goal from flipping while he
is in the way. A player further on costs nothing: he will have moved by the time the bot gets
there (pricing him made two routes of about the same length swap from turn to turn as the
players moved, and the bot walked to and fro for ever)."""
FIGHT_COST = 4
"""Extra route cost of going past or through a weak enemy (a fight on the way)."""
WEAK = 2.0
"""Expected health loss under which an enemy on the way is fought rather than walked around."""
UNREACHED = 1 << 30
"""The route cost of a tile no route has reached yet (``Survey._walk``)."""


def step(pos: Pos, d: int) -> Pos:
    return pos[0] + DELTA[d][0], pos[1] + DELTA[d][1]


def opposite(d: int) -> int:
    return (d + 2) & 3


SPECIAL_KINDS = frozenset({"start", "potion", "chest", "fountain"})
"""Tile kinds ``goals.tile_value`` may find worth reaching (see ``MapGraph.special``)."""

BY_PLACE = attrgetter("x", "y")
"""A cell view's place, to put cell views in a stable order."""

MASKS = {paths_of(m): m for m in range(16)}
"""Open-edge bit mask of each ``CellView.paths`` string."""


class MapGraph:
    """The map of one view's cells (shared, never changed once built): face-up cells' open-edge
    masks and kinds, each tile's connected neighbours (``links``, R003) and, when first asked,
    the frontier (``openings``) and the tiles worth a look (``special``).

    A map built from the last one (``last``: the game's views share the cell views that did not
    change, in the same order) copies its tables and redoes only the cells that changed; the
    tables asked for later are worked out from an older map's (``_base``, the newest one they
    were worked out for) again only on and around the cells changed since (``_since``)."""

    def __init__(
        self, cat: Catalog, cells: tuple[CellView, ...], last: MapGraph | None = None
    ) -> None:
        self.order = cells
        """The view's cell views (sorted by position), to compare the next map's with."""
        self.cells: dict[Pos, CellView] = {}
        self.masks: dict[Pos, int] = {}
        self.kinds: dict[Pos, str] = {}
        self.parent = last
        """The map this one was built from (``changed`` says how it differs), or None."""
        self.changed: list[Pos] = []
        """Positions whose cell view is new or gone since ``parent`` (every cell without one)."""
        self._base: MapGraph | None = None
        self._since: set[Pos] = set()
        if last is None or not self._copy(cat, last):
            self._build(cat, last)
        if last is not None:
            last.parent = None  # one map back is enough: never a chain of old maps
            if "links" in last.__dict__ or "openings" in last.__dict__:
                self._base, self._since = last, set(self.changed)
            elif last._base is not None:
                self._base, self._since = last._base, last._since.union(self.changed)
            last._base, last._since = None, set()

    def _copy(self, cat: Catalog, last: MapGraph) -> bool:
        """The same cells in the same places as ``last``, some replaced: its tables, with the
        replaced cells redone (False: cells came or went, so nothing was done)."""
        old, cells = last.order, self.order
        if len(old) != len(cells):
            return False
        at = list(compress(count(), map(is_not, old, cells)))
        for i in at:
            if old[i].x != cells[i].x or old[i].y != cells[i].y:
                return False
        self.cells = mine = dict(last.cells)
        self.masks = masks = dict(last.masks)
        self.kinds = kinds = dict(last.kinds)
        changed = self.changed
        for i in at:
            c = cells[i]
            pos = (c.x, c.y)
            mine[pos] = c
            changed.append(pos)
            if c.card is None:
                masks.pop(pos, None)
                kinds.pop(pos, None)
            else:
                masks[pos] = MASKS[c.paths]
                kinds[pos] = cat[c.card].kind
        return True

    def _build(self, cat: Catalog, last: MapGraph | None) -> None:
        """The tables of a map whose cells came or went: ``last``'s with the cell views it did
        not have put in and the ones it had and this map has not taken out (found by value,
        in C; put in by position); cell by cell when there is no ``last``."""
        mine, masks, kinds, changed = self.cells, self.masks, self.kinds, self.changed
        fresh: Iterable[CellView] = self.order
        if last is not None:
            mine.update(last.cells)
            masks.update(last.masks)
            kinds.update(last.kinds)
            for c in sorted(set(last.order).difference(self.order), key=BY_PLACE):
                pos = (c.x, c.y)
                del mine[pos]
                masks.pop(pos, None)
                kinds.pop(pos, None)
                changed.append(pos)
            fresh = sorted(set(self.order).difference(last.order), key=BY_PLACE)
        for c in fresh:
            pos = (c.x, c.y)
            mine[pos] = c
            changed.append(pos)
            if c.card is not None:
                masks[pos] = MASKS[c.paths]
                kinds[pos] = cat[c.card].kind

    def _around_changes(
        self, table: str, *, masks_only: bool = False
    ) -> tuple[dict[Pos, object], set[Pos]] | None:
        """The older map's ``table`` and the tiles on or next to a cell changed since (None:
        no older map worked it out); ``masks_only``: only cells whose open edges changed (a
        card laid face down, or a drop pile, leaves every link as it was)."""
        base = self._base
        known = base.__dict__.get(table) if base is not None else None
        if known is None:
            return None
        assert base is not None
        since: Iterable[Pos] = self._since
        if masks_only:
            old, masks = base.masks, self.masks
            since = [pos for pos in since if old.get(pos) != masks.get(pos)]
        near: set[Pos] = set()
        for x, y in since:
            near.update(((x, y), (x, y + 1), (x + 1, y), (x, y - 1), (x - 1, y)))
        return known, near

    @once
    def special(self) -> frozenset[Pos]:
        """Face-up tiles with something there for ``goals.tile_value``: a starting tile, a
        potion, the chest or a fountain, a drop pile, or a frontier (``openings``)."""
        kinds, cells, openings = self.kinds, self.cells, self.openings
        again = self._around_changes("special")
        if again is None:
            found = {pos for pos, kind in kinds.items() if kind in SPECIAL_KINDS or cells[pos].drop}
            found.update(openings)
            return frozenset(found)
        known, near = again
        found = set(known)
        found.difference_update(near)
        for pos in near:
            kind = kinds.get(pos)
            if kind is not None and (kind in SPECIAL_KINDS or cells[pos].drop or pos in openings):
                found.add(pos)
        return frozenset(found)

    @once
    def shops(self) -> tuple[Pos, ...]:
        """The face-up shop tiles (R160)."""
        kinds = self.kinds
        return tuple(compress(kinds.keys(), map("shop".__eq__, kinds.values())))

    @once
    def links(self) -> dict[Pos, tuple[tuple[int, Pos], ...]]:
        """Face-up tile -> (direction, neighbour) of each connected neighbour (R003); from an
        older map's links where nothing around a tile changed."""
        masks = self.masks
        again = self._around_changes("links", masks_only=True)
        if again is None:
            return {pos: self._links_of(pos) for pos in masks}
        known, near = again
        found: dict[Pos, tuple[tuple[int, Pos], ...]] = dict(known)  # type: ignore[arg-type]
        for pos in near:
            if pos in masks:
                found[pos] = self._links_of(pos)
            else:
                found.pop(pos, None)
        return found

    def _links_of(self, pos: Pos) -> tuple[tuple[int, Pos], ...]:
        masks = self.masks
        mask = masks[pos]
        x, y = pos
        found = []
        for d in range(4):
            if mask >> d & 1:
                dx, dy = DELTA[d]
                there = (x + dx, y + dy)
                if masks.get(there, 0) >> ((d + 2) & 3) & 1:
                    found.append((d, there))
        return tuple(found)

    @once
    def openings(self) -> dict[Pos, tuple[int, int]]:
        """Face-up tile -> (face-down cards behind its open edges, empty cells it opens to)."""
        again = self._around_changes("openings")
        if again is None:
            todo: Iterable[Pos] = self.masks
            found: dict[Pos, tuple[int, int]] = {}
        else:
            known, todo = again
            found = dict(known)  # type: ignore[arg-type]
        cells, masks = self.cells, self.masks
        for pos in todo:
            mask = masks.get(pos)
            if mask is None:
                found.pop(pos, None)
                continue
            x, y = pos
            hidden = empty = 0
            for d in range(4):
                if mask >> d & 1:
                    there = cells.get((x + DELTA[d][0], y + DELTA[d][1]))
                    if there is None:
                        empty += 1
                    elif there.card is None:
                        hidden += 1
            if hidden or empty:
                found[pos] = (hidden, empty)
            else:
                found.pop(pos, None)
        return found


def _zone_holds(last: Board, graph: MapGraph) -> bool:
    """Whether ``last``'s enemies' zone holds on ``graph`` with the same enemies: the map is
    the same, or was built from ``last``'s with no cell changed on or next to an enemy (only
    the open edges there decide who is next to whom, R060)."""
    if graph is last.graph:
        return True
    if graph.parent is not last.graph:
        return False
    enemies = last.enemies
    for x, y in graph.changed:
        if (x, y) in enemies or (x, y + 1) in enemies or (x + 1, y) in enemies:
            return False
        if (x, y - 1) in enemies or (x - 1, y) in enemies:
            return False
    return True


class Board:
    """A map (``MapGraph``) with one view's revealed enemies (shared, never changed once built):
    enemies by tile, the tiles next to each enemy (``zone``) and, when first asked, the tiles
    next to a Golem and the walking regions."""

    def __init__(
        self,
        cat: Catalog,
        graph: MapGraph,
        enemies: tuple[EnemyView, ...],
        last: Board | None = None,
    ) -> None:
        self.cat = cat
        self.graph = graph
        self.cells = graph.cells
        self.masks = graph.masks
        self.kinds = graph.kinds
        self._last = last
        """The board before (its regions hold while the map and the enemies' tiles are the
        same); one back only."""
        if last is not None:
            last._last = None
        self.views = enemies
        """The view's enemies this board was built from."""
        if last is not None and last.views is enemies and _zone_holds(last, graph):
            self.enemies: dict[Pos, EnemyView] = last.enemies  # never changed: shared
            self.zone: dict[Pos, list[EnemyView]] = last.zone
            return
        self.enemies = {(e.x, e.y): e for e in enemies}
        self.zone = {}
        masks, zone = self.masks, self.zone
        for at, enemy in self.enemies.items():
            mask = masks.get(at, 0)
            x, y = at
            for d in range(4):
                if mask >> d & 1:
                    dx, dy = DELTA[d]
                    there = (x + dx, y + dy)
                    if masks.get(there, 0) >> ((d + 2) & 3) & 1:
                        zone.setdefault(there, []).append(enemy)

    @property
    def openings(self) -> dict[Pos, tuple[int, int]]:
        return self.graph.openings

    @once
    def golem_zone(self) -> tuple[Pos, ...]:
        """Tiles next to a revealed Golem, in order (``Survey.golem_zone``)."""
        cat = self.cat
        return tuple(
            sorted(
                pos for pos, near in self.zone.items() if any(cat[e.card].end_rush for e in near)
            )
        )

    @once
    def regions(self) -> dict[Pos, int]:
        """Face-up tile (no enemy on it) -> the number of its walking region: tiles connected
        without crossing an enemy's cell (R003), as ``Survey.walk_region`` walks them."""
        masks, enemies, last = self.masks, self.enemies, self._last
        self._last = None
        if last is not None and last.graph is self.graph and last.enemies.keys() == enemies.keys():
            known: dict[Pos, int] | None = last.__dict__.get("regions")
            if known is not None:  # the same map and enemies on the same tiles
                return known
        links = self.graph.links
        found: dict[Pos, int] = {}
        for origin in masks:
            if origin in found or origin in enemies:
                continue
            label = len(found)
            found[origin] = label
            todo = [origin]
            for here in todo:  # the list grows while it is read
                for _, there in links[here]:
                    if there not in found and there not in enemies:
                        found[there] = label
                        todo.append(there)
        return found


Routes = tuple[dict[Pos, int], dict[Pos, int]]
"""Route cost and first step (a direction) of every reachable tile (``Survey.routes``)."""

MEMO_SIZE = 8192
"""Answers a ``Memo`` table holds before it starts over (bounded memory in long sims)."""


class Memo:
    """What the bot remembers between decisions. Answers that are pure functions of their key:
    ``kit.fitness`` by card set and arms, ``shopping.wanted_purchase`` by card set, kit and
    shop, ``fighting.duel_odds`` by fight setting and position, the last board and routes
    (``Survey.routes`` by route steps, tile and tokens), the weak enemies by arms and enemies,
    the route steps by board and weak enemies (redone only around what changed). And its own
    plans: the route it walks (``turn.move_toward``: destination and tiles) and the turn in
    which it last stepped out of a player's way (``turn.step_aside``). One per
    ``HeuristicBot``; each table starts over past ``MEMO_SIZE`` entries (the duel table past
    ``fighting.DUEL_SETTINGS`` settings)."""

    __slots__ = (
        "_board",
        "_graph",
        "arms",
        "duels",
        "edges",
        "fitness",
        "plans",
        "routes",
        "stepped_aside",
        "wanted",
        "weak",
    )

    def __init__(self) -> None:
        self.fitness: dict[tuple[object, ...], float] = {}
        self.wanted: dict[tuple[object, ...], str | None] = {}
        self.duels: DuelTable = {}
        self._board: tuple[object, object, object, Board | None] = (None, None, None, None)
        self._graph: tuple[object, object, MapGraph | None] = (None, None, None)
        self.routes: dict[bool, tuple[object, object, tuple[object, ...], Routes, dict[Pos, Pos]]]
        self.routes = {}
        self.plans: dict[int, tuple[Pos, tuple[Pos, ...]]] = {}
        """Seat -> the route it walks: destination and tiles (one bot may play every seat, as
        in a search's play-outs)."""
        self.stepped_aside: dict[int, tuple[int, Pos]] = {}
        """Seat -> (turn, tile) where it last stepped out of a player's way."""
        self.arms: tuple[tuple[object, ...], Arms] | None = None
        self.edges: (
            tuple[Board, frozenset[int], dict[Pos, list[tuple[int, Pos, int]]], set[Pos]] | None
        ) = None
        self.weak: tuple[tuple[object, ...], frozenset[int]] | None = None
        """The last ``Survey.weak``, by catalog, arms, enemies' views and seat."""

    def board_of(self, view: View, cat: Catalog) -> Board:
        """The ``Board`` of ``view``, the last one again while its cells, enemies and catalog
        are the same objects (the game's views share them while they do not change)."""
        cells, enemies, seen_cat, board = self._board
        if cells is view.cells and enemies is view.enemies and seen_cat is cat and board:
            return board
        seen_cells, graph_cat, graph = self._graph
        if graph is None or seen_cells is not view.cells or graph_cat is not cat:
            graph = MapGraph(cat, view.cells, graph if graph_cat is cat else None)
            self._graph = (view.cells, cat, graph)
        board = Board(cat, graph, view.enemies, board if seen_cat is cat else None)
        self._board = (view.cells, view.enemies, cat, board)
        return board


def _dirty_tiles(
    old: Board, old_weak: frozenset[int], new: Board, weak: frozenset[int]
) -> set[Pos] | None:
    """The tiles whose route steps (``Survey._edges``) may differ between two boards: a step's
    price reads its tile's links, whether the tile is next to an enemy, and the kind and the
    enemy (weak or not) of the tile it goes to; all of them change only on or next to a cell
    whose open edges or kind changed or an enemy that came, went or turned weak or strong.
    None: not known (the new map was not built from the old one), so every tile."""
    graph = new.graph
    changed: Iterable[Pos]
    if graph is old.graph:
        changed = ()
    elif graph.parent is old.graph:
        changed = graph.changed
    elif graph._base is old.graph:
        changed = graph._since
    else:
        return None
    # only cells whose open edges or kind changed (not a card laid face down, a drop pile)
    masks, kinds, old_masks, old_kinds = graph.masks, graph.kinds, old.masks, old.kinds
    seeds = {
        pos
        for pos in changed
        if masks.get(pos) != old_masks.get(pos) or kinds.get(pos) != old_kinds.get(pos)
    }
    old_enemies, enemies = old.enemies, new.enemies
    for pos, enemy in enemies.items():
        was = old_enemies.get(pos)
        if was is None or was.uid != enemy.uid or (was.uid in old_weak) != (enemy.uid in weak):
            seeds.add(pos)
    for pos in old_enemies:
        if pos not in enemies:
            seeds.add(pos)
    dirty = set(seeds)
    for x, y in seeds:
        dirty.update(((x, y + 1), (x + 1, y), (x, y - 1), (x - 1, y)))
    return dirty


class Survey:
    """A digest of one view for the deciding seat (built once per decision); ``memo``: the
    deciding bot's remembered answers (a fresh one if not given)."""

    def __init__(self, view: View, memo: Memo | None = None) -> None:
        self.view = view
        self.memo = memo if memo is not None else Memo()
        self.cat: Catalog = catalog_of(view.options.cards)
        self.seat: int = view.seat if view.seat is not None else view.turn_seat
        me = view.players[self.seat]
        self.me: PlayerView = me
        self.pos: Pos | None = None if me.x is None or me.y is None else (me.x, me.y)
        """The bot's tile (None while off the board)."""
        self.tokens: dict[Pos, int] = {
            (p.x, p.y): p.seat for p in view.players if p.x is not None and p.y is not None
        }
        board = self.memo.board_of(view, self.cat)
        self.board = board
        self.cells = board.cells
        self.enemies = board.enemies
        self.masks = board.masks
        self.kinds = board.kinds
        self.zone = board.zone
        self.destination: tuple[Pos | None] | None = None
        """Where the bot heads this decision (``goals.destination``), once worked out."""

    # --- cells ---------------------------------------------------------------------------

    def kind(self, pos: Pos) -> str:
        """The kind of the face-up card at ``pos`` ("" for none)."""
        return self.kinds.get(pos, "")

    def is_face_down(self, pos: Pos) -> bool:
        cell = self.cells.get(pos)
        return cell is not None and cell.card is None

    def opens(self, pos: Pos, d: int) -> bool:
        return bool(self.masks.get(pos, 0) >> d & 1)

    def connected(self, pos: Pos, d: int) -> bool:
        """R003: both face-up and both open toward each other."""
        return self.opens(pos, d) and self.opens(step(pos, d), opposite(d))

    @once
    def openings(self) -> dict[Pos, tuple[int, int]]:
        """Face-up tile -> (face-down cards behind its open edges, empty cells it opens to)."""
        return self.board.graph.openings

    def same_region(self, start: Pos, pos: Pos) -> bool:
        """Whether ``walk_region(start)`` holds ``pos`` (without walking it again)."""
        if pos == start:
            return True
        regions = self.board.regions
        label = regions.get(start)
        return label is not None and regions.get(pos) == label

    def enemies_next_to(self, pos: Pos) -> list[EnemyView]:
        """Revealed enemies connected to ``pos``: standing there means combat (R060, R064)."""
        return self.zone.get(pos, [])

    # --- cards in hand -------------------------------------------------------------------

    @property
    def hand(self) -> tuple[str, ...]:
        return self.me.hand or ()

    def holds(self, test: str) -> bool:
        """Whether a hand card has the ``CardDef`` attribute ``test`` set (e.g. ``is_key``)."""
        return any(getattr(self.cat[c], test) for c in self.hand)

    @once
    def arms(self) -> Arms:
        """The bot's combat numbers as equipped now (the last ones again while the cards and
        sheet values they are made of stay the same)."""
        me = self.me
        key: tuple[object, ...] = (self.cat, me.character, me.equipment, me.hand, me.shown)
        key += (me.sheet_attack, me.perm_max)
        last = self.memo.arms
        if last is not None and last[0] == key:
            return last[1]
        arms = Arms.of(self.cat, me)
        self.memo.arms = (key, arms)
        return arms

    @once
    def golem_out_of_reach(self) -> bool:
        """``golem_out_of_reach(self)``, once per decision."""
        here = self.pos
        zone = self.board.golem_zone
        if here is None or not zone or not late_game(self):
            return False
        return not any(self.same_region(here, pos) for pos in zone)

    # --- routes --------------------------------------------------------------------------

    @once
    def routes(self) -> tuple[dict[Pos, int], dict[Pos, int]]:
        """Dijkstra over walkable connected tiles from the bot's tile: cost and first step.

        A tile next to a revealed enemy stops a route (arriving there starts combat and ends
        movement, R060) unless every enemy there is weak: then the route may go on, and even
        through a weak enemy's own cell (slain, it becomes a tile, R092), at a price. Revealed
        traps cost extra (R055). Another player's tile next to the bot costs extra (R011).
        """
        return self._dijkstra(tokens_block=False)

    @once
    def routes_around(self) -> tuple[dict[Pos, int], dict[Pos, int]]:
        """``routes`` with other players' tiles impassable: the way round one in the way."""
        return self._dijkstra(tokens_block=True)

    def _dijkstra(self, *, tokens_block: bool) -> tuple[dict[Pos, int], dict[Pos, int]]:
        """The routes of ``routes`` / ``routes_around``, remembered in the bot's ``Memo`` for
        the last route steps and stops (``_edges``, the same objects while the board and the
        weak enemies stay), tile and other tokens (the same answer while they stay)."""
        return self._routes_and_steps(tokens_block)[0]

    def _routes_and_steps(self, tokens_block: bool) -> tuple[Routes, dict[Pos, Pos]]:
        edges, blocked = self._edges()
        key = (self.pos, tuple(self.tokens.items()))
        last = self.memo.routes.get(tokens_block)
        if last is not None and last[0] is edges and last[1] is blocked and last[2] == key:
            return last[3], last[4]
        prev: dict[Pos, Pos] = {}
        found = self._walk(prev, tokens_block=tokens_block)
        self.memo.routes[tokens_block] = (edges, blocked, key, found, prev)
        return found, prev

    def path_to(self, target: Pos) -> tuple[Pos, ...]:
        """The tiles of the route (``routes``) to ``target``, from the bot's tile on."""
        costs, _ = self.routes
        _, prev = self._routes_and_steps(False)
        if target not in costs:
            return ()
        path = [target]
        while path[-1] in prev:
            path.append(prev[path[-1]])
        return tuple(reversed(path))

    def blocked(self, pos: Pos) -> bool:
        """A route stops at ``pos``: an enemy the bot would not fight on the way is next to it."""
        weak = self.weak
        return any(e.uid not in weak for e in self.zone.get(pos, ()))

    def _walk(
        self, prev: dict[Pos, Pos], *, tokens_block: bool
    ) -> tuple[dict[Pos, int], dict[Pos, int]]:
        start = self.pos
        if start is None:
            return {}, {}
        cost: dict[Pos, int] = {start: 0}
        first: dict[Pos, int] = {}
        queue: list[tuple[int, Pos]] = []
        edges, blocked = self._edges()
        tokens = self.tokens
        # The bot's own tile first (never blocked; a player next to it costs extra, R011) ...
        for d, there, price in edges[start]:
            if there in tokens:  # another player
                if tokens_block:
                    continue
                price += TOKEN_COST  # in the way now; one further on will have moved on
            if price < cost.get(there, UNREACHED):
                cost[there] = price
                first[there] = d
                prev[there] = start
                queue.append((price, there))
        # ... then the rest in order of cost (ties by position: every queued pair differs, so
        # the order of the pops, and the routes, do not depend on how the heap is laid out).
        heapq.heapify(queue)
        pop, push, get, far = heapq.heappop, heapq.heappush, cost.get, UNREACHED
        skip = tokens if tokens_block else {}  # other players' tiles: impassable, or not
        while queue:
            here_cost, here = pop(queue)
            if here_cost > cost[here] or here in blocked:
                continue
            way = first[here]
            for _, there, step_price in edges[here]:
                price = here_cost + step_price
                if price < get(there, far) and there not in skip:
                    cost[there] = price
                    first[there] = way
                    prev[there] = here
                    push(queue, (price, there))
        return cost, first

    def _edges(self) -> tuple[dict[Pos, list[tuple[int, Pos, int]]], set[Pos]]:
        """The route graph of ``_walk`` without the players: each tile's steps (direction,
        neighbour, price: a step, a revealed trap, a fight on the way or leaving an enemy's
        side; no step onto a strong enemy) and the tiles a route stops at. The same while the
        board and the weak enemies stay (``Memo``)."""
        weak, board = self.weak, self.board
        last = self.memo.edges
        if last is not None and last[0] is board and last[1] == weak:
            return last[2], last[3]
        kinds, enemies, zone = self.kinds, self.enemies, self.zone
        blocked = {pos for pos, near in zone.items() if any(e.uid not in weak for e in near)}
        links = board.graph.links
        dirty = _dirty_tiles(last[0], last[1], board, weak) if last is not None else None
        edges: dict[Pos, list[tuple[int, Pos, int]]]
        if dirty is None:
            edges = {}
            todo: Iterable[Pos] = links
        else:  # the last graph's steps, again where nothing around a tile changed
            assert last is not None
            edges = dict(last[2])
            todo = [pos for pos in dirty if pos in links]
            for pos in dirty:
                if pos not in links:
                    edges.pop(pos, None)
        for here in todo:
            leaving = FIGHT_COST if here in zone else 0
            found = []
            for d, there in links[here]:
                price = STEP_COST
                if kinds[there] == "trap":
                    price += TRAP_COST
                enemy = enemies.get(there)
                if enemy is not None:
                    if enemy.uid not in weak:
                        continue
                    price += FIGHT_COST
                else:
                    price += leaving
                found.append((d, there, price))
            edges[here] = found
        self.memo.edges = (board, weak, edges, blocked)
        return edges, blocked

    def walk_region(self, start: Pos) -> dict[Pos, int]:
        """Face-up tiles connected to ``start`` without crossing an enemy's cell (tokens and
        enemy zones ignored), with their distance in moves: where a token on ``start`` could
        get to in the end (R003)."""
        seen = {start: 0}
        todo = [start]
        links, enemies = self.board.graph.links, self.enemies
        for here in todo:  # breadth first: the list grows while it is read
            for _, there in links.get(here, ()):  # connected neighbours, N E S W (R003)
                if there in seen or there in enemies:
                    continue
                seen[there] = seen[here] + 1
                todo.append(there)
        return seen

    def golem_zone(self) -> list[Pos]:
        """Tiles next to a revealed Golem (standing on one fights it, R064)."""
        return list(self.board.golem_zone)

    @once
    def weak(self) -> frozenset[int]:
        """Uids of revealed enemies the bot would beat losing at most ``WEAK`` health (the last
        answer again while the arms, the enemies' views and the seat are the same)."""
        key = (self.cat, self.arms, self.view.enemies, self.seat)
        last = self.memo.weak
        if last is not None and last[0] == key:
            return last[1]
        found = set()
        for enemy in self.enemies.values():
            card = self.cat[enemy.card]
            if card.kind == "boss" or card.single_turn:
                continue
            if fight_cost(self.cat, self.arms, enemy, [], self.seat) <= WEAK:
                found.add(enemy.uid)
        weak = frozenset(found)
        self.memo.weak = (key, weak)
        return weak


LATE_ROUNDS = 60
"""Rounds before the turn cap from which a multi-player game counts as late: walking to the
Golem and fighting it takes many rounds, and nobody wins at the cap (R275)."""


def late_game(s: Survey) -> bool:
    """The exploration stack is empty (nothing new comes to the board, and the game ends only
    when the Golem is slain, R275) or the turn cap is near: a multi-player bot then takes the
    Golem on at any odds."""
    if s.view.seats == 1:
        return False
    left = s.view.options.turn_cap - s.view.turns // s.view.seats
    return s.view.explore_count == 0 or left <= LATE_ROUNDS


def golem_walled_off(s: Survey) -> bool:
    """Late in the game, a revealed Golem the bot could walk to but no safe route reaches:
    strong enemies guard the way (R060), so fighting through them is the only way on (R275)."""
    here = s.pos
    zone = s.golem_zone()
    if here is None or not zone or not late_game(s):
        return False
    costs, _ = s.routes
    if any(pos in costs for pos in zone):
        return False
    return any(s.same_region(here, pos) for pos in zone)


def golem_out_of_reach(s: Survey) -> bool:
    """Late in the game, a revealed Golem no tile the bot can walk to touches (another region
    of the map, R275): only a teleport or a respawn elsewhere gets it there."""
    return s.golem_out_of_reach

"""The hub: live matches, their connected clients, the bots that play seats and the turn clocks.

Every change to a match happens under the match's lock, in this order: the request is checked
(``LiveMatch.prepare``), the row is written to the store and the write has returned, then the
change is committed in memory and pushed to every client. A refused request or a failed write
changes nothing. All of it runs on the event loop; only the store works on its own thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Coroutine
from datetime import UTC, datetime
from typing import Any

import msgspec

from dungeontable import games
from dungeontable.bots import Bot, make_for
from dungeontable.bots.base import levels_for, uses_view
from dungeontable.core import Action, Rng, capabilities, derive_seed

from .clock import Clocks
from .limits import CardSets, RateLimiter, ServerLimits, clean_chat, clean_name
from .live import LiveMatch, Pending, Refused, token_digest
from .lobby import HUMAN, Grant, JoinRequest, LobbyError, NewMatch, new_match_row, person_name
from .messages import Snapshot, encode
from .nodes import Feed, Notifying, conninfo, elsewhere, owner_of, place, read_since
from .store import MatchRow, MatchStore, SeatRow, Status, StoreRunner
from .workers import Workers, WorkRefused, rebuild, replay_page

log = logging.getLogger("dungeontable.server")

STORE_RETRY_SECONDS = 1.0
SLOW_BOT_SECONDS = 0.005
"""A bot that once took longer than this to decide thinks on a worker thread from then on, so
it does not hold up other matches; quicker bots decide inline (a thread hand-over costs more)."""
FORCED = "forced"
"""The pseudo bot level that plays a decision's only legal action (a pass in a window)."""
FALLBACK_BOT = "random"
"""Plays a bot seat's decision when its own bot fails (raises or answers with an illegal action)."""


class StoreFailed(Refused):
    """The store did not take a row; nothing changed and the same change may be tried again."""


class Client:
    """One websocket: its seat (``None`` = spectator), the events it has received, its outbox,
    and the address it connects from (chat limits count per address)."""

    def __init__(self, seat: int | None, since: int = 0, address: str = "") -> None:
        self.seat = seat
        self.cursor = since
        self.address = address
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue()

    def push(self, text: str | None) -> None:
        """Queue a message; ``None`` tells the sender to close the connection."""
        self.outbox.put_nowait(text)


class Hub:
    """Owns every live match of a server process."""

    def __init__(
        self,
        store: MatchStore,
        bot_delay: float = 0.4,
        timing: bool = False,
        limits: ServerLimits | None = None,
        card_sets: CardSets | None = None,
        workers: Workers | None = None,
        node: str | None = None,
    ) -> None:
        self.node = node
        """This process's node name (``serve --node``); ``None``: the server without one."""
        self.feed: Feed | None = None
        """Other nodes' changes, when ``node`` is set and the store is PostgreSQL."""
        if node is not None and _postgres(store):
            store = Notifying(store)
            self.feed = Feed(conninfo(store), self._notified, self._reconnected)
        self.runner = StoreRunner(store)
        self.store = store
        self.bot_delay = bot_delay
        self.timing = timing
        self.limits = limits or ServerLimits()
        self.card_sets = card_sets or CardSets()
        self.workers = workers or Workers(0, self.limits.work_seconds)
        self.matches: dict[str, LiveMatch] = {}
        """Every match being played, and finished ones that clients are watching."""
        self.finished: OrderedDict[str, LiveMatch] = OrderedDict()
        """Finished matches nobody watches any more, newest last (a bounded cache)."""
        self.replays = ReplayCache(self.limits.replay_cache_bytes)
        self.damaged: dict[str, str] = {}
        """Matches the server could not load at start (match id -> why); never served."""
        self.active: dict[str, float] = {}
        """When each unfinished match last changed (monotonic seconds), for idle expiry."""
        self.clients: dict[str, list[Client]] = {}
        self.chats: dict[str, deque[str]] = {}
        """Each match's latest chat lines (encoded messages), sent to whoever arrives."""
        self._chat_ids: dict[str, int] = {}
        self.chat_limit = RateLimiter(self.limits.chats_per_minute)
        """Chat lines per connection."""
        self.chat_address_limit = RateLimiter(self.limits.chats_per_address)
        """Chat lines per client address."""
        self.clocks = Clocks(self._on_expiry)
        self.wall: Callable[[], float] = time.time
        """The wall clock of timed games' table clocks (Unix seconds; tests set their own)."""
        self._accepted: dict[str, int] = {}
        self._bots: dict[tuple[str, int, str], Bot] = {}
        self._slow_bots: set[tuple[str, str]] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        self._loading = asyncio.Lock()
        self._catching: set[str] = set()
        self._again: set[str] = set()

    # --- lifecycle ----------------------------------------------------------------------------

    async def start(self) -> None:
        """Resume every unfinished match this process owns from the store (replaying its log)
        and its bots; with a node name, listen for the other nodes' changes.

        A match that cannot be read or replayed is logged, marked ``damaged`` in the store and
        left out; every other match is served.
        """
        for status in ("running", "open"):
            for row in await self.runner.call(self.store.list_matches, status):
                if not self.owns(row.match_id):
                    continue
                try:
                    await self.load(row.match_id)
                except Exception as exc:
                    log.exception("match %s could not be resumed", row.match_id)
                    await self._mark_damaged(row.match_id, f"it could not be replayed: {exc}")
        for match_id, reason in dict(getattr(self.store, "damaged", {})).items():
            if self.owns(match_id):
                await self._mark_damaged(match_id, reason)
        if self.damaged:
            log.warning(
                "%d match(es) could not be loaded and are not served: %s",
                len(self.damaged),
                ", ".join(sorted(self.damaged)),
            )
        self._spawn(self._sweep())
        if self.feed is not None:
            self._spawn(self.feed.run())
            try:  # serve once listening, so no spectator misses a change; else it keeps trying
                await asyncio.wait_for(self.feed.listening.wait(), 10.0)
            except TimeoutError:
                log.warning("not yet listening for the other nodes' changes: still trying")

    def owns(self, match_id: str) -> bool:
        """Whether this process plays the match: the node named in its id is this one."""
        return owner_of(match_id) == self.node

    async def _mark_damaged(self, match_id: str, reason: str) -> None:
        self.damaged[match_id] = reason[:200]
        self.matches.pop(match_id, None)
        try:
            await self.runner.call(self.store.mark_damaged, match_id, reason[:200])
        except Exception:
            log.exception("match %s could not be marked damaged", match_id)

    async def close(self) -> None:
        self.workers.close()
        self.clocks.close()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        for clients in self.clients.values():
            for client in clients:
                client.push(None)
        await asyncio.to_thread(self.runner.close)

    def _spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # --- finding matches ----------------------------------------------------------------------

    async def load(self, match_id: str) -> LiveMatch | None:
        """The live match, rebuilt from the store if it is not in memory; ``None`` if unknown.

        A finished match is rebuilt by a worker (within the work budget: ``WorkRefused``) and
        kept in a small cache, so spectators arriving one after another cost one rebuild.
        """
        live = self.matches.get(match_id) or self._cached(match_id)
        if live is not None:
            return live
        if match_id in self.damaged:
            raise Refused(f"match {match_id} is damaged and cannot be shown")
        async with self._loading:
            live = self.matches.get(match_id) or self._cached(match_id)
            if live is not None:
                return live
            row = await self.runner.call(self.store.get, match_id)
            if row is None:
                return None
            if row.status == "damaged":
                raise Refused(f"match {match_id} is damaged and cannot be shown")
            rows = await self.runner.call(self.store.actions, match_id)
            if row.status in ("finished", "abandoned"):
                live = await self.workers.run(rebuild, _plain(row), _plain(rows))
            else:
                live = LiveMatch.restore(games.get(row.game), row, rows)
            owned = self.owns(match_id)
            if live.status != row.status and owned:
                await self.runner.call(self.store.set_status, match_id, live.status)
            self.matches[match_id] = live
            if live.status in ("open", "running") and owned:
                self.active[match_id] = time.monotonic()
        if not owned and live.status in ("open", "running"):
            self._notified(match_id)  # a change stored while it was being read is not missed
        self.schedule(live)
        return live

    def _cached(self, match_id: str) -> LiveMatch | None:
        live = self.finished.pop(match_id, None)
        if live is not None:
            self.matches[match_id] = live
        return live

    async def replay(self, row: MatchRow, page: int | None, seat: int | None = None) -> bytes:
        """A replay page as ``seat`` saw it (``None``: spectators), built by a worker; a
        finished match's pages are cached (a running match's grow with every action)."""
        size = self.limits.replay_page
        key = (row.match_id, page or 0, seat)
        over = row.status in ("finished", "abandoned")
        cached = self.replays.get(key) if over else None
        if cached is None:
            rows = await self.runner.call(self.store.actions, row.match_id)
            cached = await self.workers.run(
                replay_page, _plain(row), _plain(rows), page or 0, size, seat
            )
            if over:
                self.replays.put(key, cached)
        return cached

    def open_counts(self) -> tuple[int, int]:
        """Unfinished matches in memory, and how many of them have no human seat."""
        unfinished = [
            m for m in self.matches.values() if m.status in ("open", "running") and self.owns(m.id)
        ]
        bots_only = sum(all(s.kind != HUMAN for s in m.row.seats) for m in unfinished)
        return len(unfinished), bots_only

    async def list_rows(self, status: str | None, limit: int | None = None) -> list[MatchRow]:
        return await self.runner.call(self.store.list_matches, status, limit)

    async def get_row(self, match_id: str) -> MatchRow | None:
        live = self.matches.get(match_id)
        if live is not None and self.owns(match_id):
            return live.row
        return await self.runner.call(self.store.get, match_id)

    # --- lobby --------------------------------------------------------------------------------

    async def create(self, request: NewMatch) -> Grant:
        row = new_match_row(
            request, card_sets=self.card_sets, player_seeds=self.limits.player_seeds
        )
        row.match_id = place(row.match_id, self.node)
        unfinished, bots_only = self.open_counts()
        if unfinished >= self.limits.max_open_matches:
            raise LobbyError(
                f"the server is full ({unfinished} matches are being played): try again later", 503
            )
        if (
            all(s.kind != HUMAN for s in row.seats)
            and bots_only >= self.limits.max_bot_only_matches
        ):
            raise LobbyError(
                f"the server already plays {bots_only} bot-only matches, its most: watch one of "
                "them, or seat a person",
                503,
            )
        game = games.get(row.game)
        if request.join is not None:  # a bad name is refused before any work is done
            person_name(request.name, request.join, game, self.limits.max_name_length)
        try:
            setup = asyncio.to_thread(LiveMatch, game, row)
            live = await asyncio.wait_for(setup, self.limits.work_seconds)
        except TimeoutError as exc:
            raise LobbyError(
                "setting up that game took too long: choose smaller options", 503
            ) from exc
        except ValueError as exc:
            raise LobbyError(f"the game cannot be set up with these options: {exc}") from exc
        token = None
        if request.join is not None:
            token = self._seat_person(live, request.join, request.name)
        live.row.status = live.status
        try:
            await self.runner.call(self.store.create, live.row)
        except Exception as exc:
            log.exception("match %s could not be stored", row.match_id)
            why = f"the match could not be saved ({type(exc).__name__}): nothing changed, try again"
            raise LobbyError(why, 503) from exc
        self.matches[row.match_id] = live
        self.active[row.match_id] = time.monotonic()
        self.schedule(live)
        return Grant(match_id=row.match_id, seat=request.join, token=token)

    async def join(self, match_id: str, request: JoinRequest) -> Grant:
        if not self.owns(match_id):
            if await self.get_row(match_id) is None:
                raise LobbyError(f"no match {match_id}", 404)
            raise LobbyError(elsewhere(match_id), 421)
        try:
            live = await self.load(match_id)
        except Refused as exc:  # a damaged match
            raise LobbyError(str(exc), 409) from exc
        except WorkRefused as exc:
            raise LobbyError(f"match {match_id} could not be loaded: {exc}", 503) from exc
        if live is None:
            raise LobbyError(f"no match {match_id}", 404)
        async with live.lock:
            seat = self._free_seat(live, request.seat)
            before = live.row.seats[seat]
            token = self._seat_person(live, seat, request.name)
            try:
                await self.runner.call(
                    self.store.update_seat, match_id, live.row.seats[seat], live.status
                )
            except Exception:
                live.row.seats[seat] = before
                raise
            live.row.status = live.status
        self.schedule(live)
        self.broadcast(live)
        return Grant(match_id=match_id, seat=seat, token=token)

    def _free_seat(self, live: LiveMatch, wanted: int | None) -> int:
        if live.status in ("finished", "abandoned"):
            raise LobbyError(f"match {live.id} is over: no seat can be joined", 409)
        free = live.free_seats()
        if wanted is None:
            if not free:
                raise LobbyError(
                    f"match {live.id} has no free seat: every human seat is taken", 409
                )
            return free[0]
        if not 0 <= wanted < len(live.row.seats):
            raise LobbyError(f"match {live.id} has seats 0-{len(live.row.seats) - 1}, not {wanted}")
        seat = live.row.seats[wanted]
        if seat.kind != HUMAN:
            raise LobbyError(f"seat {wanted} is played by the {seat.kind} bot", 409)
        if seat.taken:
            raise LobbyError(f"seat {wanted} is taken by {seat.name or 'another player'}", 409)
        return wanted

    def _seat_person(self, live: LiveMatch, seat: int, name: str) -> str:
        """Give ``seat`` to a person: a fresh secret token (only its digest is kept)."""
        shown = person_name(name, seat, live.game, self.limits.max_name_length)
        token = secrets.token_urlsafe(24)
        live.row.seats[seat] = SeatRow(seat, HUMAN, shown, token_digest(token))
        return token

    # --- clients ------------------------------------------------------------------------------

    def attach(self, live: LiveMatch, client: Client) -> None:
        self.clients.setdefault(live.id, []).append(client)
        text, client.cursor = Snapshot(live, self._extras(live)).message(client.seat, client.cursor)
        client.push(text)
        for line in self.chats.get(live.id, ()):
            client.push(line)

    def detach(self, live: LiveMatch, client: Client) -> None:
        clients = self.clients.get(live.id, [])
        if client in clients:
            clients.remove(client)
        if not clients:
            self.clients.pop(live.id, None)
            self._forget_if_over(live)
            if not self.owns(live.id) and self.matches.get(live.id) is live:
                del self.matches[live.id]  # a replica nobody watches is not kept up to date

    def _forget_if_over(self, live: LiveMatch) -> None:
        """A finished match nobody watches moves to the small cache of finished matches (the
        store keeps it; ``load`` rebuilds it once it has left the cache too)."""
        if live.status in ("finished", "abandoned") and not self.clients.get(live.id):
            if self.matches.pop(live.id, None) is not None:
                self.finished[live.id] = live
                while len(self.finished) > self.limits.finished_cache:
                    self.finished.popitem(last=False)
            self._accepted.pop(live.id, None)
            self.active.pop(live.id, None)
            self.chats.pop(live.id, None)
            self._chat_ids.pop(live.id, None)
            for key in [k for k in self._bots if k[0] == live.id]:
                del self._bots[key]

    def broadcast(self, live: LiveMatch) -> None:
        """Push the current version to every client of the match (each its own view/events)."""
        clients = self.clients.get(live.id)
        if not clients:
            return
        snapshot = Snapshot(live, self._extras(live))
        for client in clients:
            text, client.cursor = snapshot.message(client.seat, client.cursor)
            client.push(text)

    def _extras(self, live: LiveMatch) -> dict[str, Any]:
        extras: dict[str, Any] = {"clock": self.clocks.info(live)}
        left = self.table_time_left(live)
        if left is not None:
            extras["table_clock"] = {
                "seconds": capabilities(live.game).table_clock(live.options),
                "left": round(left, 3),
                "started": live.row.clock_started is not None,
            }
        if self.timing:
            extras["timing"] = {
                "accepted_ns": self._accepted.get(live.id),
                "queued_ns": time.monotonic_ns(),
            }
        return extras

    # --- acting -------------------------------------------------------------------------------

    async def act(self, live: LiveMatch, seat: int | None, payload: dict[str, Any]) -> None:
        """A person's ``act`` message; ``Refused`` (nothing changed) if it may not happen."""
        async with live.lock:
            if not self.owns(live.id):
                raise Refused(elsewhere(live.id))
            live.check_turn(seat)
            assert seat is not None
            expected = payload.get("seq")
            if not isinstance(expected, int) or isinstance(expected, bool):
                raise Refused(
                    'an "act" message needs "seq": the number of the update it answers (so an '
                    "action is never applied twice or to a table that changed)"
                )
            if expected != live.version:
                raise Refused(
                    f"the table changed since update {expected} (it is now at {live.version}): "
                    "choose again from the latest update"
                )
            action = self._timed(live, live.resolve(payload))
            await self._accept(live, live.prepare(seat, action, "seat"))

    async def undo(self, live: LiveMatch, seat: int | None) -> None:
        async with live.lock:
            if not self.owns(live.id):
                raise Refused(elsewhere(live.id))
            played = live.prepare_undo(seat)
            assert seat is not None
            row = live.undo_row(seat)
            self._accepted[live.id] = time.monotonic_ns()
            await self._write(live, row, "running")
            self.clocks.stop(live)
            live.commit_undo(row, played)
        self.schedule(live)
        self.broadcast(live)

    async def resign(self, live: LiveMatch, client: Client) -> None:
        """The client's person leaves the match. Before it starts, the seat is free again; in a
        running match a bot takes the seat over (a ``resign`` row, so the log says so after a
        restart too), and when no person is left the match is stopped (``abandoned``). Their
        connection watches from then on; ``Refused`` (nothing changed) if they hold no seat."""
        async with live.lock:
            if not self.owns(live.id):
                raise Refused(elsewhere(live.id))
            seat = client.seat
            if seat is None:
                raise Refused("you are watching: there is no seat to leave")
            if live.status in ("finished", "abandoned"):
                raise Refused("the match is over: there is nothing to leave")
            held = live.row.seats[seat]
            if held.kind != HUMAN or held.token_hash is None:
                raise Refused("you left this match already: a bot plays that seat now")
            if live.status == "open":
                live.row.seats[seat] = SeatRow(seat, HUMAN)
                try:
                    await self._store_seat(live, seat, "open")
                except Exception:
                    live.row.seats[seat] = held
                    raise
                live.row.status = live.status
            else:
                offered = levels_for(live.game)
                row = live.resign_row(seat, "heuristic" if "heuristic" in offered else "random")
                await self._write(live, row, "running")
                live.commit_resign(row)
                self.clocks.stop(live)
                self.active[live.id] = time.monotonic()
                with contextlib.suppress(StoreFailed):  # the log row restores it after a restart
                    await self._store_seat(live, seat, "running")
            for other in self.clients.get(live.id, ()):
                if other.seat == seat:
                    other.seat = None
            if live.status == "running" and all(s.kind != HUMAN for s in live.row.seats):
                await self.stop(live, "every person left")
                return
        self.schedule(live)
        self.broadcast(live)

    async def _store_seat(self, live: LiveMatch, seat: int, status: Status) -> None:
        try:
            await self.runner.call(self.store.update_seat, live.id, live.row.seats[seat], status)
        except Exception as exc:
            log.exception("match %s: seat %d could not be stored", live.id, seat)
            raise StoreFailed(
                f"the seat could not be saved ({type(exc).__name__}); nothing changed, try again"
            ) from exc

    def chat(self, live: LiveMatch, client: Client, text: Any, name: Any = "") -> None:
        """A chat line from ``client`` to everyone at the match, as plain text: control
        characters taken out, at most ``chat_length`` characters, at most ``chats_per_minute``
        lines a minute per connection and ``chats_per_address`` per address. A seat speaks under
        its name; a spectator under the name it gives, marked as watching. The latest lines are
        kept for whoever arrives later (in this process: spectators on another node do not see
        them)."""
        if not isinstance(text, str):
            raise Refused('a "chat" message needs "text": the line to say')
        line = clean_chat(text)
        if not line:
            raise Refused("the chat line is empty")
        limit = self.limits.chat_length
        if len(line) > limit:
            raise Refused(f"a chat line is at most {limit} characters (yours has {len(line)})")
        address = client.address or "unknown"
        if not self.chat_limit.allow(f"{address}#{id(client)}"):
            raise Refused(
                f"you are chatting too fast: at most {self.limits.chats_per_minute} lines a "
                "minute; wait a little"
            )
        if not self.chat_address_limit.allow(address):
            raise Refused(
                f"your address is chatting too fast: at most {self.limits.chats_per_address} "
                "lines a minute from one address; wait a little"
            )
        if client.seat is not None:
            who = live.row.seats[client.seat].name or f"Player {client.seat + 1}"
        else:
            given = clean_name(name, self.limits.max_name_length) if isinstance(name, str) else ""
            who = f"{given} (watching)" if given else "A spectator"
        number = self._chat_ids.get(live.id, 0) + 1
        self._chat_ids[live.id] = number
        message = encode(
            {
                "type": "chat",
                "id": number,
                "seat": client.seat,
                "name": who,
                "text": line,
                "time": datetime.now(UTC).isoformat(timespec="seconds"),
            }
        )
        lines = self.chats.setdefault(live.id, deque(maxlen=self.limits.chat_history))
        lines.append(message)
        for other in self.clients.get(live.id, ()):
            other.push(message)

    async def _accept(self, live: LiveMatch, pending: Pending) -> None:
        """Store ``pending``, then commit and push it. Call with the match's lock held."""
        self._accepted[live.id] = time.monotonic_ns()
        seat = pending.row.seat
        banks_changed = pending.row.actor == "seat" and self.clocks.settle(live, seat)
        await self._write(live, pending.row, pending.status)
        if banks_changed and live.row.banks is not None:
            await self.runner.call(self.store.set_banks, live.id, list(live.row.banks))
        live.commit(pending)
        live.row.status = live.status
        self.active[live.id] = time.monotonic()
        if live.status == "running" and live.version >= self.limits.max_actions:
            await self.stop(live, f"it passed {self.limits.max_actions} actions")
            return
        self.schedule(live)
        self.broadcast(live)
        self._forget_if_over(live)

    async def stop(self, live: LiveMatch, why: str) -> None:
        """End a match the game has not ended (a runaway or idle match): status ``abandoned``.
        Call with the match's lock held or from the sweeper."""
        log.warning("match %s stopped: %s", live.id, why)
        await self.runner.call(self.store.set_status, live.id, "abandoned")
        live.stopped = True
        live.row.status = live.status
        self.clocks.stop(live)
        self.broadcast(live)
        self._forget_if_over(live)

    async def _sweep(self, every: float = 60.0) -> None:
        """Stop matches idle for longer than the limit (checked every ``every`` seconds)."""
        while True:
            await asyncio.sleep(every)
            await self.sweep_idle(time.monotonic())

    async def sweep_idle(self, now: float) -> list[str]:
        """Stop every unfinished match idle since before ``now`` minus the limit; their ids."""
        limit = self.limits.idle_match_hours * 3600
        stale = [i for i, seen in self.active.items() if now - seen > limit]
        for match_id in stale:
            live = self.matches.get(match_id)
            self.active.pop(match_id, None)
            if live is not None and live.status in ("open", "running"):
                async with live.lock:
                    await self.stop(live, "nobody played it for a long time")
        return stale

    async def _write(self, live: LiveMatch, row: Any, status: Any) -> None:
        try:
            await self.runner.append(live.id, row, status)
        except Exception as exc:
            log.exception("match %s: row %s could not be stored", live.id, row.n)
            raise StoreFailed(
                f"the action could not be saved ({type(exc).__name__}); nothing changed, try again"
            ) from exc

    # --- replicas of other nodes' matches -----------------------------------------------------

    def _notified(self, match_id: str) -> None:
        """Another node stored a change of ``match_id``: bring its replica up to date, if this
        process holds one (one catch-up per match at a time; a notice meanwhile runs it again)."""
        live = self.matches.get(match_id)
        if live is None or self.owns(match_id) or self.feed is None:
            return
        if match_id in self._catching:
            self._again.add(match_id)
            return
        self._catching.add(match_id)
        self._spawn(self._catch_up_all(match_id))

    async def _reconnected(self) -> None:
        """The listener (re)connected: notices may have been missed, every replica catches up."""
        for match_id in list(self.matches):
            self._notified(match_id)

    async def _catch_up_all(self, match_id: str) -> None:
        try:
            while True:
                self._again.discard(match_id)
                live = self.matches.get(match_id)
                if live is None:
                    return
                try:
                    await self.catch_up(live)
                except Exception:
                    log.exception("replica of match %s could not catch up", match_id)
                    return
                if match_id not in self._again:
                    return
        finally:
            self._catching.discard(match_id)

    async def catch_up(self, live: LiveMatch) -> None:
        """Commit the rows the owner stored after the replica's version, pushing every version
        to the clients as the owner pushes it; then take the stored seats and status."""
        stored, rows = await self.runner.call(read_since, self.store, live.id, live.version)
        async with live.lock:
            if stored is not None and stored.seats != live.row.seats:
                live.row.seats = stored.seats
                live.row.status = live.status
                self.broadcast(live)
            if stored is not None:
                live.row.banks = stored.banks
            for row in rows:
                if row.n < live.version:
                    continue
                if row.n > live.version:
                    log.warning("replica of match %s: row %d missing", live.id, live.version)
                    break
                live.replay(row)
                live.row.status = live.status
                self.broadcast(live)
            if stored is not None and stored.status == "abandoned" and not live.stopped:
                live.stopped = True
                live.row.status = live.status
                self.broadcast(live)
        self._forget_if_over(live)

    # --- bots and clocks ----------------------------------------------------------------------

    def schedule(self, live: LiveMatch) -> None:
        """Start whatever must happen next on its own: a bot's move or a person's turn clock.
        Only for a match this process owns: a replica never plays."""
        if not self.owns(live.id):
            return
        decision = live.decision
        if decision is None or live.status != "running":
            self.clocks.stop(live)
            return
        self._start_table_clock(live)
        kind = live.row.seats[decision.seat].kind
        if kind != HUMAN:
            self._spawn(self._bot_turn(live, live.version, decision.seat, kind, "bot"))
        elif live.table_passes():
            # A response window in which this person can only pass: the table passes for them
            # after the bots' delay, so a window looks the same whatever a seat holds.
            self._spawn(self._bot_turn(live, live.version, decision.seat, FORCED, "bot"))
        elif live.row.timer is not None:
            self.clocks.start(live, decision.seat)

    # --- a timed game's table clock -----------------------------------------------------------

    def table_time_left(self, live: LiveMatch) -> float | None:
        """Seconds left on the table's clock of a timed game (the whole agreed time until the
        first turn begins), or ``None`` when the game keeps no such clock."""
        seconds = capabilities(live.game).table_clock(live.options)
        if seconds is None:
            return None
        started = live.row.clock_started
        return seconds if started is None else max(0.0, seconds - (self.wall() - started))

    def _start_table_clock(self, live: LiveMatch) -> None:
        """Start a timed game's clock as the first turn begins (once: it is stored, so a
        restarted server keeps counting from the same moment)."""
        if live.row.clock_started is not None:
            return
        if capabilities(live.game).table_clock(live.options) is None:
            return
        live.row.clock_started = started = self.wall()
        self._spawn(self._store_clock(live.id, started))

    async def _store_clock(self, match_id: str, started: float) -> None:
        try:
            await self.runner.call(self.store.set_clock, match_id, started)
        except Exception:  # the clock keeps running here; a restart would start it again
            log.exception("match %s: the table clock's start could not be stored", match_id)

    def _timed(self, live: LiveMatch, action: Action) -> Action:
        """Once the table's clock has run out, the game says what an action becomes (a timed
        game: the turn that ends now was the last normal one)."""
        left = self.table_time_left(live)
        if left is None or left > 0:
            return action
        return capabilities(live.game).time_is_up(live.state, action)

    def _on_expiry(self, live: LiveMatch, seat: int, version: int) -> None:
        """Policy ``bot-plays``: a bot plays the timed-out decision for the seat."""
        offered = levels_for(live.game)
        level = "heuristic" if "heuristic" in offered else "random"
        self._spawn(self._bot_turn(live, version, seat, level, "timeout", delay=0.0))

    async def _bot_turn(
        self,
        live: LiveMatch,
        version: int,
        seat: int,
        level: str,
        actor: Any,
        delay: float | None = None,
    ) -> None:
        await asyncio.sleep(self.bot_delay if delay is None else delay)
        async with live.lock:
            if live.version != version or live.status != "running":
                return
            if actor == "timeout":
                self.clocks.exhaust(live, seat)
            try:
                action = self._timed(live, await self._choose(live, seat, level))
                await self._accept(live, live.prepare(seat, action, actor))
            except StoreFailed:
                self._spawn(self._bot_turn(live, version, seat, level, actor, STORE_RETRY_SECONDS))
            except Exception:
                log.exception("match %s: the %s bot of seat %d failed", live.id, level, seat)
                if level != FALLBACK_BOT:  # keep the match going with the generic bot
                    self._spawn(self._bot_turn(live, version, seat, FALLBACK_BOT, actor, 0.0))

    async def _choose(self, live: LiveMatch, seat: int, level: str) -> Action:
        """The bot's choice from the seat's view, with a random stream fixed by the decision."""
        if level == FORCED:
            return live.legal()[0]
        key = (live.id, seat, level)
        bot = self._bots.get(key)
        if bot is None:
            bot = self._bots[key] = make_for(level, live.game)
        rng = Rng.from_seed(derive_seed(live.row.seed, seat, level, live.version))
        legal = live.legal()
        view = live.game.view(live.state, seat) if uses_view(bot) else None
        if getattr(bot, "searches", False) or (live.game.name, level) in self._slow_bots:
            return (await asyncio.to_thread(bot.choose, view, legal, rng))[0]
        started = time.perf_counter()
        action = bot.choose(view, legal, rng)[0]
        if time.perf_counter() - started > SLOW_BOT_SECONDS:
            self._slow_bots.add((live.game.name, level))
        return action


def _postgres(store: MatchStore) -> bool:
    engine = getattr(store, "engine", None)
    return engine is not None and engine.dialect.name == "postgresql"


def _plain(value: Any) -> Any:
    """Records as plain data, to hand to a worker process."""
    return msgspec.to_builtins(value)


class ReplayCache:
    """Encoded replay pages of finished matches, least recently used first out, within a byte
    budget."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.used = 0
        self._pages: OrderedDict[tuple[str, int, int | None], bytes] = OrderedDict()

    def get(self, key: tuple[str, int, int | None]) -> bytes | None:
        page = self._pages.get(key)
        if page is not None:
            self._pages.move_to_end(key)
        return page

    def put(self, key: tuple[str, int, int | None], page: bytes) -> None:
        if len(page) > self.budget:
            return
        old = self._pages.pop(key, None)
        self.used -= 0 if old is None else len(old)
        self._pages[key] = page
        self.used += len(page)
        while self.used > self.budget:
            _, dropped = self._pages.popitem(last=False)
            self.used -= len(dropped)

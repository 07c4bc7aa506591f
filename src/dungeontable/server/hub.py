"""The hub: live matches, their connected clients, the bots that play seats and the turn clocks.

Every change to a match happens under the match's lock, in this order: the request is checked
(``LiveMatch.prepare``), the row is written to the store and the write has returned, then the
change is committed in memory and pushed to every client. A refused request or a failed write
changes nothing. All of it runs on the event loop; only the store works on its own thread.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Coroutine
from typing import Any

from dungeontable import games
from dungeontable.bots import Bot, make_for
from dungeontable.bots.base import levels_for, uses_view
from dungeontable.core import Action, Rng, derive_seed

from .clock import Clocks
from .live import LiveMatch, Pending, Refused, token_digest
from .lobby import HUMAN, Grant, JoinRequest, LobbyError, NewMatch, new_match_row
from .messages import Snapshot
from .store import MatchRow, MatchStore, SeatRow, StoreRunner

log = logging.getLogger("dungeontable.server")

STORE_RETRY_SECONDS = 1.0
SLOW_BOT_SECONDS = 0.005
"""A bot that once took longer than this to decide thinks on a worker thread from then on, so
it does not hold up other matches; quicker bots decide inline (a thread hand-over costs more)."""
FALLBACK_BOT = "random"
"""Plays a bot seat's decision when its own bot fails (raises or answers with an illegal action)."""


class StoreFailed(Refused):
    """The store did not take a row; nothing changed and the same change may be tried again."""


class Client:
    """One websocket: its seat (``None`` = spectator), the events it has received, its outbox."""

    def __init__(self, seat: int | None, since: int = 0) -> None:
        self.seat = seat
        self.cursor = since
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue()

    def push(self, text: str | None) -> None:
        """Queue a message; ``None`` tells the sender to close the connection."""
        self.outbox.put_nowait(text)


class Hub:
    """Owns every live match of a server process."""

    def __init__(self, store: MatchStore, bot_delay: float = 0.4, timing: bool = False) -> None:
        self.runner = StoreRunner(store)
        self.store = store
        self.bot_delay = bot_delay
        self.timing = timing
        self.matches: dict[str, LiveMatch] = {}
        self.clients: dict[str, list[Client]] = {}
        self.clocks = Clocks(self._on_expiry)
        self._accepted: dict[str, int] = {}
        self._bots: dict[tuple[str, int, str], Bot] = {}
        self._slow_bots: set[tuple[str, str]] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        self._loading = asyncio.Lock()

    # --- lifecycle ----------------------------------------------------------------------------

    async def start(self) -> None:
        """Resume every unfinished match from the store (replaying its log) and its bots."""
        for status in ("running", "open"):
            for row in await self.runner.call(self.store.list_matches, status):
                try:
                    await self.load(row.match_id)
                except Exception:
                    log.exception("match %s could not be resumed", row.match_id)

    async def close(self) -> None:
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
        """The live match, rebuilt from the store if it is not in memory; ``None`` if unknown."""
        live = self.matches.get(match_id)
        if live is not None:
            return live
        async with self._loading:
            live = self.matches.get(match_id)
            if live is not None:
                return live
            row = await self.runner.call(self.store.get, match_id)
            if row is None:
                return None
            rows = await self.runner.call(self.store.actions, match_id)
            live = LiveMatch.restore(games.get(row.game), row, rows)
            if live.status != row.status:
                await self.runner.call(self.store.set_status, match_id, live.status)
            self.matches[match_id] = live
        self.schedule(live)
        return live

    async def list_rows(self, status: str | None, limit: int | None = None) -> list[MatchRow]:
        return await self.runner.call(self.store.list_matches, status, limit)

    async def get_row(self, match_id: str) -> MatchRow | None:
        live = self.matches.get(match_id)
        if live is not None:
            return live.row
        return await self.runner.call(self.store.get, match_id)

    # --- lobby --------------------------------------------------------------------------------

    async def create(self, request: NewMatch) -> Grant:
        row = new_match_row(request)
        try:
            live = LiveMatch(games.get(row.game), row)
        except ValueError as exc:
            raise LobbyError(f"the game cannot be set up with these options: {exc}") from exc
        token = None
        if request.join is not None:
            token = self._seat_person(live, request.join, request.name)
        live.row.status = live.status
        await self.runner.call(self.store.create, live.row)
        self.matches[row.match_id] = live
        self.schedule(live)
        return Grant(match_id=row.match_id, seat=request.join, token=token)

    async def join(self, match_id: str, request: JoinRequest) -> Grant:
        live = await self.load(match_id)
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
        if live.status == "finished":
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
        token = secrets.token_urlsafe(24)
        shown = name.strip() or f"player {seat + 1}"
        live.row.seats[seat] = SeatRow(seat, HUMAN, shown, token_digest(token))
        return token

    # --- clients ------------------------------------------------------------------------------

    def attach(self, live: LiveMatch, client: Client) -> None:
        self.clients.setdefault(live.id, []).append(client)
        text, client.cursor = Snapshot(live, self._extras(live)).message(client.seat, client.cursor)
        client.push(text)

    def detach(self, live: LiveMatch, client: Client) -> None:
        clients = self.clients.get(live.id, [])
        if client in clients:
            clients.remove(client)
        if not clients:
            self.clients.pop(live.id, None)
            self._forget_if_over(live)

    def _forget_if_over(self, live: LiveMatch) -> None:
        """A finished match nobody watches leaves memory (the store keeps it; ``load`` rebuilds)."""
        if live.status == "finished" and not self.clients.get(live.id):
            self.matches.pop(live.id, None)
            self._accepted.pop(live.id, None)
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
            live.check_turn(seat)
            assert seat is not None
            expected = payload.get("seq")
            if expected is not None and expected != live.version:
                raise Refused(
                    f"the table changed since update {expected} (it is now at {live.version}): "
                    "choose again from the latest update"
                )
            action = live.resolve(payload)
            await self._accept(live, live.prepare(seat, action, "seat"))

    async def undo(self, live: LiveMatch, seat: int | None) -> None:
        async with live.lock:
            played = live.prepare_undo(seat)
            assert seat is not None
            row = live.undo_row(seat)
            self._accepted[live.id] = time.monotonic_ns()
            await self._write(live, row, "running")
            self.clocks.stop(live)
            live.commit_undo(row, played)
        self.schedule(live)
        self.broadcast(live)

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
        self.schedule(live)
        self.broadcast(live)
        self._forget_if_over(live)

    async def _write(self, live: LiveMatch, row: Any, status: Any) -> None:
        try:
            await self.runner.append(live.id, row, status)
        except Exception as exc:
            log.exception("match %s: row %s could not be stored", live.id, row.n)
            raise StoreFailed(
                f"the action could not be saved ({type(exc).__name__}); nothing changed, try again"
            ) from exc

    # --- bots and clocks ----------------------------------------------------------------------

    def schedule(self, live: LiveMatch) -> None:
        """Start whatever must happen next on its own: a bot's move or a person's turn clock."""
        decision = live.decision
        if decision is None or live.status != "running":
            self.clocks.stop(live)
            return
        kind = live.row.seats[decision.seat].kind
        if kind != HUMAN:
            self._spawn(self._bot_turn(live, live.version, decision.seat, kind, "bot"))
        elif live.row.timer is not None:
            self.clocks.start(live, decision.seat)

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
                action = await self._choose(live, seat, level)
                await self._accept(live, live.prepare(seat, action, actor))
            except StoreFailed:
                self._spawn(self._bot_turn(live, version, seat, level, actor, STORE_RETRY_SECONDS))
            except Exception:
                log.exception("match %s: the %s bot of seat %d failed", live.id, level, seat)
                if level != FALLBACK_BOT:  # keep the match going with the generic bot
                    self._spawn(self._bot_turn(live, version, seat, FALLBACK_BOT, actor, 0.0))

    async def _choose(self, live: LiveMatch, seat: int, level: str) -> Action:
        """The bot's choice from the seat's view, with a random stream fixed by the decision."""
        key = (live.id, seat, level)
        bot = self._bots.get(key)
        if bot is None:
            bot = self._bots[key] = make_for(level, live.game)
        rng = Rng.from_seed(derive_seed(live.row.seed, seat, level, live.version))
        legal = live.legal()
        view = live.game.view(live.state, seat) if uses_view(bot) else None
        if (live.game.name, level) in self._slow_bots:
            return (await asyncio.to_thread(bot.choose, view, legal, rng))[0]
        started = time.perf_counter()
        action = bot.choose(view, legal, rng)[0]
        if time.perf_counter() - started > SLOW_BOT_SECONDS:
            self._slow_bots.add((live.game.name, level))
        return action

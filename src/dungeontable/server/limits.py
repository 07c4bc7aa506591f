"""What a server accepts from the network: the operator's settings and the lobby's quotas.

``ServerLimits`` gathers every bound the web table enforces, so an operator sets them in one
place (``dungeontable serve`` flags) and tests set them small. ``CardSets`` is the operator's
allow-list of card files: over the network a card set is chosen by its installed name, never by
a path, so no request can make the server read, list or confirm a file it was not given.
"""

from __future__ import annotations

import re
import time
import unicodedata
from collections import deque
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import msgspec

from dungeontable.core import quoted

CARD_OPTIONS = ("cards", "cardset")
"""The option names through which a game loads card files (a list of files, or one set)."""
PACKAGED_CARDSET = "base"
"""The value of a ``cardset`` option that names the game's own packaged cards."""


class ServerLimits(msgspec.Struct, frozen=True, kw_only=True):
    """Every bound the server enforces on what clients send and what they may make it do."""

    max_body_bytes: int = 64 * 1024
    """The largest HTTP request body (413 above it)."""
    max_open_matches: int = 500
    """Matches not finished at once (open or running); creating one more is refused (503)."""
    max_bot_only_matches: int = 50
    """Unfinished matches without a human seat (they play by themselves: CPU for nobody)."""
    creates_per_minute: int = 30
    """Match creations per client address per minute (429 above it)."""
    requests_per_minute: int = 1_200
    """API requests per client address per minute, all kinds (429 above it)."""
    max_connections_per_client: int = 64
    """Open TCP connections per client address (0 = no cap: behind a proxy every client has the
    proxy's address, so cap at the proxy instead)."""
    header_timeout: float = 10.0
    """Seconds a connection may take to send a whole request (headers and body)."""
    idle_timeout: int = 15
    """Seconds an idle keep-alive HTTP connection stays open."""
    max_actions: int = 20_000
    """Rows a match may log; past it the match is stopped as a runaway."""
    idle_match_hours: float = 24.0
    """An open match nobody joined, or a running match nobody acted in, for this long ends."""
    replay_page: int = 500
    """Steps per replay page."""
    work_seconds: float = 20.0
    """Budget of one piece of heavy work off the event loop (setup, a replay page, rebuilding a
    finished match); past it the request is refused and the worker replaced."""
    replay_cache_bytes: int = 64 * 1024 * 1024
    """Memory for encoded replay pages of finished matches."""
    finished_cache: int = 32
    """Finished matches kept in memory for spectators after their last client left."""
    window_delay: float = 0.6
    """Seconds before the table answers a person's response window that holds only a pass."""
    allowed_hosts: tuple[str, ...] | None = None
    """Host names the server answers to (``None`` = any, for tests and embedding); a page on
    another site cannot drive it (DNS rebinding)."""
    allowed_origins: tuple[str, ...] | None = None
    """Web page origins allowed to open websockets and send requests (``None``: the request's own
    host only, when it sends an ``Origin``)."""
    max_name_length: int = 40
    chat_length: int = 300
    """Characters in one chat line (after control characters are taken out); longer is refused."""
    chats_per_minute: int = 20
    """Chat lines one connection may send a minute."""
    chats_per_address: int = 60
    """Chat lines one client address may send a minute, over all its connections and matches
    (friends behind one router share an address)."""
    chat_history: int = 50
    """Chat lines a match keeps in memory for people who arrive later."""
    player_seeds: bool = False
    """Let a player choose the seed of a table with several people (testing, or friends who
    trust each other; the seed is then shown to everyone). Off: only solo and bot-only tables
    take a chosen seed, since whoever knows the seed can work out every hidden card."""


def clean_name(name: str, limit: int) -> str:
    """A display name with control and format characters removed, spaces squeezed, at most
    ``limit`` characters."""
    kept = "".join(
        " " if c.isspace() else c for c in name if c.isspace() or unicodedata.category(c)[0] != "C"
    )
    return re.sub(r"\s+", " ", kept).strip()[:limit]


def clean_chat(text: str) -> str:
    """A chat line as plain text: control and format characters (bidirectional overrides,
    zero-width characters...) taken out, line breaks and tabs made spaces, runs of spaces
    squeezed, the ends trimmed. Never cut: a line over the limit is refused whole."""
    return clean_name(text, len(text) + 1)


class CardSetError(ValueError):
    """A card-set option the server refuses; the message names installed sets, never files."""


class CardSets:
    """The operator's installed card files, per game, by name (``serve --cards GAME:NAME=PATH``).

    Requests name a set; the server resolves it to the one absolute path the operator gave, so
    each set is loaded (and cached by the game) exactly once, whatever the request spelled.
    """

    def __init__(self, installed: Mapping[str, Mapping[str, Path]] | None = None) -> None:
        self._sets = {
            game: {name: Path(path).resolve() for name, path in sets.items()}
            for game, sets in (installed or {}).items()
        }

    @classmethod
    def parse(cls, specs: Iterable[str]) -> CardSets:
        """From ``GAME:NAME=PATH`` strings; ``ValueError`` names a malformed one."""
        installed: dict[str, dict[str, Path]] = {}
        for spec in specs:
            match = re.fullmatch(r"([a-z0-9_]+):([A-Za-z0-9_.-]{1,40})=(.+)", spec.strip())
            if match is None:
                raise ValueError(f"--cards {spec!r}: expected GAME:NAME=PATH (e.g. oots:house=./x)")
            game, name, path = match.groups()
            if not Path(path).exists():
                raise ValueError(f"--cards {spec!r}: {path} does not exist")
            installed.setdefault(game, {})[name] = Path(path)
        return cls(installed)

    def check(self) -> None:
        """Load every installed set into its game once, at start: ``ValueError`` tells the
        operator (on their console, never a player) what is wrong with which file."""
        from dungeontable import games
        from dungeontable.core import parse_options, seat_range

        for game_name, name, path in self.items():
            try:
                game = games.get(game_name)
            except KeyError as exc:
                raise ValueError(f"--cards {game_name}:{name}: {exc}") from exc
            try:
                options = parse_options(game.Options, self.resolve(game_name, {"cards": [name]}))
                game.setup(options, seat_range(game, options)[0] or 1, 0)
            except Exception as exc:
                raise ValueError(f"--cards {game_name}:{name}={path}: {exc}") from exc

    def names(self, game: str) -> list[str]:
        return sorted(self._sets.get(game, {}))

    def items(self) -> list[tuple[str, str, Path]]:
        return [
            (g, n, p) for g, sets in sorted(self._sets.items()) for n, p in sorted(sets.items())
        ]

    def resolve(self, game: str, options: Mapping[str, Any]) -> dict[str, Any]:
        """``options`` with card-set names replaced by their installed paths; ``CardSetError``
        for anything that is not an installed name (a path above all)."""
        resolved = dict(options)
        if "cards" in options:
            value = options["cards"]
            names = [value] if isinstance(value, str) else value
            if not isinstance(names, list | tuple):
                raise CardSetError("cards must be a list of installed card set names")
            resolved["cards"] = [str(self._path(game, name)) for name in names]
        if "cardset" in options and options["cardset"] != PACKAGED_CARDSET:
            resolved["cardset"] = str(self._path(game, options["cardset"]))
        return resolved

    def _path(self, game: str, name: Any) -> Path:
        installed = self._sets.get(game, {})
        if isinstance(name, str) and name in installed:
            return installed[name]
        offered = ", ".join(installed) or "none are installed on this server"
        raise CardSetError(
            f"unknown card set {quoted(name, 40)} for {game}: card sets are chosen by name "
            f"from those the server's operator installed ({offered})"
        )


class RateLimiter:
    """At most ``limit`` events per key in any ``window`` seconds (a sliding log per key)."""

    def __init__(self, limit: int, window: float = 60.0, keys: int = 10_000) -> None:
        self.limit = limit
        self.window = window
        self.keys = keys
        self._seen: dict[str, deque[float]] = {}

    def allow(self, key: str, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        log = self._seen.get(key)
        if log is None:
            if len(self._seen) >= self.keys:  # forget the quietest half rather than grow
                for old in sorted(self._seen, key=lambda k: self._seen[k][-1])[: self.keys // 2]:
                    del self._seen[old]
            log = self._seen[key] = deque()
        while log and log[0] <= now - self.window:
            log.popleft()
        if len(log) >= self.limit:
            return False
        log.append(now)
        return True

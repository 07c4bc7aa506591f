"""The web table: a FastAPI + uvicorn server for every registered game (see ``PROTOCOL.md``).

Server-authoritative: the server holds each match's state, checks every action against the
game's legal actions, stores it before acknowledging it, and pushes each client its own view.
It holds no game rules and no per-game code.
"""

from .app import create_app
from .store import MatchStore, MemoryStore

__all__ = ["MatchStore", "MemoryStore", "create_app"]

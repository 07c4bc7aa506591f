"""A test driver for the toy game: builds exact positions and records who was asked what."""

from __future__ import annotations

from collections.abc import Sequence

from msgspec.structs import replace

from dungeontable.core import Event

from .toygame import GAME
from .toyvalues import ToyOptions, ToyState


class Table:
    """A toy game in progress. ``asked`` lists every decision met, as ``(seat, kind)``."""

    def __init__(self, state: ToyState) -> None:
        self.state = state
        self.asked: list[tuple[int, str]] = []
        self.events: list[Event] = []

    @classmethod
    def deal(
        cls,
        hands: Sequence[Sequence[str]],
        *,
        hp: Sequence[int] | None = None,
        deck: Sequence[str] = (),
        active: int = 0,
        dice: tuple[int, ...] = (),
        **options: object,
    ) -> Table:
        """A position with exactly these hands (sorted), hit points, deck and active seat."""
        setup: dict[str, object] = {"hands": [list(h) for h in hands], "deck": list(deck)}
        setup["active"] = active
        if hp is not None:
            setup["hp"] = list(hp)
        opts = ToyOptions(**options)  # type: ignore[arg-type]
        state = GAME.scenario(opts, setup, len(hands), 1)
        return cls(replace(state, rng=state.rng.scripted(dice)))

    @property
    def decision(self) -> tuple[int, str] | None:
        found = GAME.decision(self.state)
        return None if found is None else (found.seat, found.kind)

    def do(self, *texts: str) -> list[Event]:
        """Apply actions given in text form; returns the events of these actions only."""
        events: list[Event] = []
        for text in texts:
            found = self.decision
            assert found is not None, f"{text}: the game is over"
            self.asked.append(found)
            transition = GAME.apply(self.state, GAME.actions.parse(text))
            self.state = transition.state
            events.extend(transition.events)
        self.events.extend(events)
        return events

    def legal(self) -> list[str]:
        return [a.to_text() for a in GAME.legal_actions(self.state)]

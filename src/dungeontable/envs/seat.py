"""A Gymnasium ``Env`` for one seat of any game: the agent plays seat ``seat``, bots the rest.

Observations and actions as in the PettingZoo environment (``aec``): the seat's view hashed into
a vector plus the mask of the legal actions, an action is a position in the legal list. The
reward is the seat's share of the win at the end (0 otherwise); an action outside the mask ends
the episode at once with reward -1 (``info["illegal_action"]``: the number given), so an agent
that ignores the mask learns to respect it; the other seats' bots choose from
their own views with their own seeded streams, so an episode is a pure function of its seed and
the agent's actions.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np

from dungeontable import games
from dungeontable.bots import make_for
from dungeontable.bots.base import uses_view
from dungeontable.bots.runner import bot_rng

from .aec import DungeonTableAEC


class SeatEnv(gymnasium.Env[dict[str, Any], np.int64]):
    """Seat ``seat`` learns; the other seats are ``bots`` (one level for all)."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, aec: DungeonTableAEC, seat: int = 0, bots: str = "random") -> None:
        self.aec = aec
        self.seat = seat
        self.agent = aec.possible_agents[seat]
        self.bots = {s: make_for(bots, aec.game) for s in range(aec.seats) if s != seat}
        self.level = bots
        self._views = {s: uses_view(bot) for s, bot in self.bots.items()}
        """Which bots read their view (the random bot does not: none is made for it)."""
        self.observation_space = aec.observation_space(self.agent)
        self.action_space = aec.action_space(self.agent)
        self.render_mode = aec.render_mode
        self._rngs: dict[int, Any] = {}

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        super().reset(seed=seed)
        start = 0 if seed is None else seed
        self.aec.reset(seed=start)
        self._rngs = {s: bot_rng(start, s, self.level) for s in self.bots}
        self._play_others()
        return self.aec.observe(self.agent), {}

    def _over(self) -> bool:
        return self.aec.terminations[self.agent] or self.aec.truncations[self.agent]

    def _play_others(self) -> None:
        """Let the bots act until the agent must decide or the game is over."""
        game = self.aec.game
        while not self._over() and self.aec.agent_selection != self.agent:
            seat = self.aec.possible_agents.index(self.aec.agent_selection)
            view = game.view(self.aec.state_, seat) if self._views[seat] else None
            action, self._rngs[seat] = self.bots[seat].choose(
                view, self.aec.legal, self._rngs[seat]
            )
            self.aec.step(self.aec.legal.index(action))

    def step(self, action: np.int64) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        if not 0 <= int(action) < len(self.aec.legal):
            info = {"illegal_action": int(action), "legal_actions": len(self.aec.legal)}
            return self.aec.observe(self.agent), -1.0, True, False, info
        self.aec.step(int(action))
        self._play_others()
        reward = self.aec.rewards[self.agent] if self._over() else 0.0
        info = self.aec.infos[self.agent]
        terminated, truncated = self.aec.terminations[self.agent], self.aec.truncations[self.agent]
        return self.aec.observe(self.agent), reward, terminated, truncated, info

    def render(self) -> str | None:
        return self.aec.render()


def seat_env(game: str, seats: int = 2, seat: int = 0, bots: str = "random", **how: Any) -> SeatEnv:
    """A Gymnasium environment: seat ``seat`` of a ``seats``-seat game of ``game`` against
    ``bots`` (any bot level the game offers); ``how`` as for ``aec_env``."""
    return SeatEnv(
        DungeonTableAEC(games.get(game), seats, how.pop("options", None), **how), seat, bots
    )

"""A PettingZoo ``AECEnv`` for any game: each seat is an agent that acts when the game asks it.

Actions are positions in the current legal list (``Discrete(max_actions)``), with the legal
ones marked in the observation's ``action_mask``, as PettingZoo's card games do. The
observation is the agent's *view* only (hidden cards stay hidden), hashed into a fixed vector
(``features.Features``). Rewards come at the end: each winner gets its share of the win
(``1/len(winners)``), everyone else 0; a game stopped at ``max_steps`` is truncated for all.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from numpy.typing import NDArray
from pettingzoo import AECEnv

from dungeontable import games
from dungeontable.core import (
    Action,
    Game,
    OptionError,
    Transition,
    next_decision,
    next_legal,
    seat_range,
)
from dungeontable.core.options import parse_options

from .features import Features


class DungeonTableAEC(AECEnv[str, dict[str, Any], int]):  # type: ignore[misc]
    """One game of ``game`` at ``seats`` seats; ``reset(seed=...)`` deals a new one."""

    metadata = {"render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(
        self,
        game: Game,
        seats: int,
        options: Any = None,
        *,
        max_actions: int = 256,
        features: int = 1024,
        max_steps: int = 100_000,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self.game = game
        self.seats = seats
        self.options = parse_options(game.Options, options or {})
        low, high = seat_range(game, self.options)  # refused here, not at the first reset
        if not low <= seats <= high:
            raise OptionError(f"{game.title} takes {low}-{high} seats, got {seats}")
        self.max_actions = max_actions
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.features = Features(features)
        self.metadata = {**self.metadata, "name": f"dungeontable_{game.name}_v0"}
        self.possible_agents = [f"player_{seat}" for seat in range(seats)]
        self._seat_of = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self._observation = spaces.Dict(
            {
                "observation": spaces.Box(-np.inf, np.inf, (features,), np.float32),
                "action_mask": spaces.Box(0, 1, (max_actions,), np.int8),
            }
        )
        self._action: spaces.Space[Any] = spaces.Discrete(max_actions)
        self.state_: Any = None
        self.legal: tuple[Action, ...] = ()
        self.steps = 0
        self._trackers = [self.features.tracker() for _ in range(seats)]
        """Per seat, its views' sums, each view's made from the difference with the seat's last
        view (``features.Tracker``: the same vector as encoding the view alone)."""
        self._seen: list[tuple[Any, NDArray[np.float64]] | None] = [None] * seats
        """Per seat, its last observation: the state and the bucket sums (the seat's tracker's,
        unchanged until the seat observes another state; every observation rounds them into a
        new float32 array: the agent's arrays are its own)."""
        self._masks: dict[int, NDArray[np.int8]] = {}
        """The mask of ``n`` legal actions (the first ``n`` positions), by ``n`` (made once each,
        copied out)."""

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self.state_ = self.game.setup(self.options, self.seats, 0 if seed is None else seed)
        self.steps = 0
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._next()

    def _next(self, transition: Transition | None = None) -> None:
        """Whose turn it is now, or the end of the game (as ``transition`` says, if given)."""
        game = self.game
        if transition is None:
            decision = game.decision(self.state_)
        else:
            decision = next_decision(game, transition)
        if decision is None:
            outcome = self.game.outcome(self.state_)
            winners = outcome.winners if outcome is not None else ()
            for seat, agent in enumerate(self.possible_agents):
                self.rewards[agent] = 1.0 / len(winners) if seat in winners else 0.0
                self.terminations[agent] = True
                self.infos[agent] = {"reason": outcome.reason if outcome else ""}
            self.legal = ()
            return
        if transition is None:
            self.legal = tuple(game.legal_actions(self.state_))
        else:
            self.legal = next_legal(game, transition)
        if len(self.legal) > self.max_actions:
            raise ValueError(
                f"{self.game.title} offers {len(self.legal)} actions here, more than "
                f"max_actions={self.max_actions}: make the environment with a larger max_actions"
            )
        self.agent_selection = self.possible_agents[decision.seat]
        if self.steps >= self.max_steps:
            for agent in self.possible_agents:
                self.truncations[agent] = True

    def observe(self, agent: str) -> dict[str, Any]:
        seat = self._seat_of[agent]
        acting = agent == self.agent_selection and not self.terminations[agent]
        legal = len(self.legal) if acting else 0
        row = self._masks.get(legal)
        if row is None:
            row = self._masks[legal] = (np.arange(self.max_actions) < legal).astype(np.int8)
        mask = row.copy()
        state = self.state_
        seen = self._seen[seat]
        if seen is not None and seen[0] is state:
            return {"observation": seen[1].astype(np.float32), "action_mask": mask}
        sums = self._trackers[seat].sums(self.game.view(state, seat))
        self._seen[seat] = (state, sums)
        return {"observation": sums.astype(np.float32), "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None or not 0 <= int(action) < len(self.legal):
            raise ValueError(
                f"action {action} is not one of the {len(self.legal)} legal actions of {agent}"
            )
        self._cumulative_rewards[agent] = 0.0
        transition = self.game.apply(self.state_, self.legal[int(action)])
        self.state_ = transition.state
        self.steps += 1
        self._next(transition)
        if self.terminations[agent]:  # rewards come at the end only: before, all are 0.0
            self._accumulate_rewards()

    def action_text(self, action: int) -> str:
        """The game's text form of action number ``action`` of the current legal list."""
        return self.legal[action].to_text()

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        decision = self.game.decision(self.state_)
        seat = decision.seat if decision is not None else None
        return str(self.game.render(self.game.view(self.state_, seat)))

    def close(self) -> None:
        return None


def aec_env(game: str, seats: int = 2, options: Any = None, **how: Any) -> DungeonTableAEC:
    """A PettingZoo environment for a registered game (``how``: ``max_actions``,
    ``features``, ``max_steps``, ``render_mode``)."""
    return DungeonTableAEC(games.get(game), seats, options, **how)

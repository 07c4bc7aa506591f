"""Information-set Monte Carlo tree search: a search bot for every game, that never cheats.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012). The bot knows only its seat's
view. Each iteration samples one full state consistent with that view (the game's
``determinize``: hidden cards dealt again at random, the random stream drawn anew, so dice and
draws are sampled too), then walks one shared tree of actions from the root:

- **selection**: among the children whose action is legal in this sample, the one with the best
  UCB score, where a child's exploration term counts how often it was *available*, not how often
  its parent was visited (the ISMCTS correction for actions legal in some samples only);
- **expansion**: the first untried legal action (in a random order) becomes a child;
- **rollout**: uniformly random play until the game ends or ``depth`` steps have passed (then
  every seat scores alike: a per-game evaluation of unfinished games is still to come);
- **backpropagation**: each node adds the reward of the seat that chose the action leading to it
  (a winner's share of the win, ``1/len(winners)``).

The answer is the root's most visited legal action. Every choice of the search comes from the
bot's own ``Rng``, so a game with ISMCTS bots replays exactly from its seed (except with a time
budget, which depends on the machine's speed).
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from typing import Any

from dungeontable.core import Action, Game, Rng

EXPLORATION = 0.7
"""The UCB constant: rewards lie in [0, 1]; 0.7 is the usual choice near 1/sqrt(2)."""


class Node:
    """One action's statistics in the tree: visits, total reward of the seat that chose it,
    how often it was available, and the children by action."""

    __slots__ = ("avail", "children", "reward", "seat", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.reward = 0.0
        self.avail = 1
        self.children: dict[Action, Node] = {}


def rewards(game: Game, state: Any, seats: int) -> tuple[float, ...]:
    """Each seat's reward for ``state``: its share of the win once the game is over (nobody's
    when nobody won); a rollout stopped at its depth scores every seat alike."""
    outcome = game.outcome(state)
    if outcome is None:
        return (1.0 / seats,) * seats
    if not outcome.winners:
        return (0.0,) * seats
    share = 1.0 / len(outcome.winners)
    return tuple(share if s in outcome.winners else 0.0 for s in range(seats))


class IsmctsBot:
    """An ISMCTS bot of a fixed budget: ``iterations`` samples per decision, or ``seconds``
    of thinking (whichever is given; ``seconds`` makes play depend on the machine).
    ``searches`` tells a server to think off its event loop from the first move."""

    searches = True

    def __init__(
        self,
        game: Game,
        iterations: int = 200,
        seconds: float | None = None,
        depth: int = 400,
        level: str | None = None,
    ) -> None:
        self.game = game
        self.iterations = iterations
        self.seconds = seconds
        self.depth = depth
        self.level = level or (f"ismcts-{seconds:g}s" if seconds else f"ismcts-{iterations}")

    def choose(self, view: Any, legal_actions: Sequence[Action], rng: Rng) -> tuple[Action, Rng]:
        if not legal_actions:
            raise ValueError("a decision with no legal actions: the game offered nothing to choose")
        if len(legal_actions) == 1:
            return legal_actions[0], rng
        root, rng = self.search(view, rng)
        best, most = legal_actions[0], -1
        for action in legal_actions:  # legal order breaks ties: no hash order decides
            child = root.children.get(action)
            if child is not None and child.visits > most:
                best, most = action, child.visits
        return best, rng

    def search(self, view: Any, rng: Rng) -> tuple[Node, Rng]:
        """The tree grown from ``view`` within the budget, and the advanced ``rng``."""
        seat = int(view.seat)
        root = Node(seat)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while True:
            if deadline is None:
                if done >= self.iterations:
                    break
            elif done and time.perf_counter() >= deadline:
                break
            rng = self._iterate(root, view, seat, rng)
            done += 1
        return root, rng

    def _iterate(self, root: Node, view: Any, seat: int, rng: Rng) -> Rng:
        game = self.game
        salt, rng = rng.next_u64()
        state = game.determinize(view, seat, Rng.from_seed(salt))
        seats = _seats_of(state)
        decision, legal = game.decision(state), tuple(game.legal_actions(state))
        node, path = root, [root]
        while decision is not None:  # selection and expansion
            children = node.children
            untried = [a for a in legal if a not in children]
            if untried:
                action, rng = rng.choice(untried)
                child = Node(decision.seat)
                children[action] = child
                for other in legal:
                    if other is not action and other in children:
                        children[other].avail += 1
                path.append(child)
                state, decision, legal = self._step(state, action)
                break
            best_score, action = -1.0, legal[0]
            for candidate in legal:
                child = children[candidate]
                child.avail += 1
                score = child.reward / child.visits + EXPLORATION * math.sqrt(
                    math.log(child.avail) / child.visits
                )
                if score > best_score:
                    best_score, action = score, candidate
            node = children[action]
            path.append(node)
            state, decision, legal = self._step(state, action)
        steps = 0
        while decision is not None and steps < self.depth:  # rollout
            action, rng = rng.choice(legal)
            state, decision, legal = self._step(state, action)
            steps += 1
        reward = rewards(game, state, seats)
        for visited in path[1:]:
            visited.visits += 1
            visited.reward += reward[visited.seat]
        return rng

    def _step(self, state: Any, action: Action) -> tuple[Any, Any, tuple[Action, ...]]:
        transition = self.game.apply(state, action)
        after = transition.state
        if transition.settled:
            return after, transition.decision, tuple(transition.legal)
        return after, self.game.decision(after), tuple(self.game.legal_actions(after))


def _seats_of(state: Any) -> int:
    """The number of seats of a state: its ``seats`` field (a count, or one entry per seat)."""
    seats = getattr(state, "seats", None)
    if isinstance(seats, int):
        return seats
    if isinstance(seats, tuple):
        return len(seats)
    raise TypeError(f"{type(state).__name__} has no seats field: ISMCTS cannot count the seats")


def factory(iterations: int = 200, seconds: float | None = None) -> Any:
    """A bot factory (``factory(game) -> Bot``) for one budget."""

    def make(game: Game) -> IsmctsBot:
        return IsmctsBot(game, iterations=iterations, seconds=seconds)

    return make

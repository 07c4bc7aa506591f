"""Information-set Monte Carlo tree search: a search bot for every game, that never cheats.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012). The bot knows only its seat's
view. Each iteration samples one full state consistent with that view (the game's
``determinize``: hidden cards dealt again at random, the random stream drawn anew, so dice and
draws are sampled too), then walks one shared tree of actions from the root:

- **selection**: among the children whose action is legal in this sample, the one with the best
  UCB score, where a child's exploration term counts how often it was *available*, not how often
  its parent was visited (the ISMCTS correction for actions legal in some samples only);
- **expansion**: the first untried legal action (in a random order) becomes a child;
- **rollout**: the game's fast play-out policy where it offers one (its ``rollout_policy``
  capability, ``rollout="game"``, the default), else uniformly random play (``rollout="random"``
  always), or the game's ``heuristic`` bot through views (``rollout="heuristic"``), until the
  game ends, or ``cutoff`` steps have passed and the game's ``evaluate`` capability
  estimates each seat's share of the win from the position (``GameBase.evaluate``); a game
  without one plays on to ``depth`` steps, where every seat scores alike;
- **backpropagation**: each node adds the reward of the seat that chose the action leading to it
  (a winner's share of the win, ``1/len(winners)``).

The answer is the root's most visited legal action; in a game that names a ``search_prior``
(a bot level of its own) it is that bot's move unless another root move's mean reward beats it
by enough standard errors (``kept``: 1.645 against one other move, more against many): the
search then improves on the game's plan where its statistics are sure, and follows the plan
where they are not; it stops before its budget is spent once no other move can be expected to
clear that bar by its end (``futile``: a futility stop, looked for after each ``LOOKS``-th of
the budget). A game that also names a ``prior_check`` share has the tree's statistics
only *propose* (``check``): part of the budget plays the prior bot's move and the tree's best
other moves out to the game's end, paired from the same determinizations, with the prior bot at
every seat, and the search leaves the prior's move only for one that then wins surely more
often (a rollout algorithm: one step of policy improvement on the prior); a move stops being
played out once it has no fair chance left of winning surely more by the end (``hopeful``: the
same futility stop, after each pair), and where there are no more other moves than the check
plays out, no tree is grown at all. Either way the bot
never takes one action more than ``REPEATS`` times from one same view: actions that change
nothing (taking gear off and on, opening and closing a choice) let a search put off what it
fears past its rollouts' cutoff, and it would otherwise take them for ever. With a
``search_prior``, a view it comes back to hands the next ``FOLLOW`` decisions to the prior bot
(a walk through many views, e.g. every arrangement of one's items, is such a cycle too).
Every choice of the search comes from the bot's own ``Rng``, so a game with ISMCTS bots
replays exactly from its seed (except with a time budget, which depends on the machine's speed).
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Sequence
from statistics import NormalDist
from typing import Any

import msgspec

from dungeontable.core import Action, Game, Rng, capabilities

from .base import game_levels

EXPLORATION = 0.7
"""The UCB constant: rewards lie in [0, 1]; 0.7 is the usual choice near 1/sqrt(2)."""

CUTOFF = 12
"""Rollout steps before a game's evaluation takes over (``benchmarks/bench_ismcts.py`` measures
the speed and the strength it buys)."""
GAME_CUTOFF = -1
"""``IsmctsBot``'s default ``cutoff``: the game's ``rollout_cutoff`` capability, else ``CUTOFF``."""


PRIOR_RISK = 0.05
"""How sure a search must be to leave its game's ``search_prior`` move: the chance that some
other move looks better by as much when none is (one-sided, shared among the other moves:
Bonferroni; 1.645 standard errors against one other move, 2.24 against four)."""

FUTILITY = 0.01
"""When a search that keeps its prior's move (``kept``) stops early: once every other move's
chance of clearing the prior's bar by the end of the budget, were its present trend to go on,
is below this (``futile``: stochastic curtailment, a futility stop of sequential testing). The
level's budget stays the most a decision may take."""

LOOKS = 16
"""How often such a search looks whether to stop: after each sixteenth of its budget."""


REPEATS = 3
"""Times the bot takes one action from one same view before it must take another: a cycle of
actions that change nothing would otherwise go on for ever (measured in Card Rogue, where a
search took its chestplate off and on again hundreds of times in one turn rather than end it)."""

FOLLOW = 12
"""Decisions a bot whose game names a ``search_prior`` leaves to the prior bot, unsearched, once
it finds itself back at a view it has already played from. REPEATS alone bounds one view, not a
walk through many: in OOTS a search at the start of its turn put items on and off for thousands
of decisions (2^k arrangements of k items, 3 s a decision, one ladder game over an hour), each
arrangement a new view, because a rollout cut after ``CUTOFF`` steps scores a battle put off by
free actions as one avoided. The prior's plan is one that ends such a phase."""

MEMORY = 1024
"""Views the bot remembers its actions from (then it forgets them all and starts again)."""

CHECK_MOVES = 2
"""The tree's best other moves (by mean reward) that a ``check`` plays out against the prior's."""

CHECK_STEPS = 5000
"""Steps a check's play-out may take; one still unfinished then is scored by ``rewards``."""

MIN_PAIRS = 2
"""Pairs of play-outs a check plays at the least (a difference needs two to have a variance)."""


class Node:
    """One action's statistics in the tree: visits, total (and total squared) reward of the seat
    that chose it, how often it was available, and the children by action."""

    __slots__ = ("avail", "children", "reward", "seat", "squares", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.reward = 0.0
        self.squares = 0.0
        self.avail = 1
        self.children: dict[Action, Node] = {}


def rewards(game: Game, state: Any, seats: int | None) -> tuple[float, ...]:
    """Each seat's reward for ``state``: its share of the win once the game is over (nobody's
    when nobody won); an unfinished state is the game's estimate (``evaluate``), else every seat
    scores alike (``seats`` may be ``None`` for a state that does not count them: its outcome's
    scores count them, and an unfinished game scores 1/2 for every seat, the same for all)."""
    outcome = game.outcome(state)
    if outcome is None:
        estimate = capabilities(game).evaluate(state)
        if estimate is not None:
            return estimate
        return (1.0 / seats,) * seats if seats else (0.5,) * MAX_SEATS
    count = seats or len(outcome.scores)
    if not outcome.winners:
        return (0.0,) * count
    share = 1.0 / len(outcome.winners)
    return tuple(share if s in outcome.winners else 0.0 for s in range(count))


MAX_SEATS = 64
"""Enough rewards for any table, when a state does not say how many seats it has."""


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
        cutoff: int | None = GAME_CUTOFF,
        rollout: str = "game",
    ) -> None:
        if rollout not in ROLLOUTS:
            raise ValueError(f"rollout policy {rollout!r}: choose {' or '.join(ROLLOUTS)}")
        self.game = game
        self.iterations = iterations
        self.seconds = seconds
        self.depth = depth
        if cutoff == GAME_CUTOFF:
            found = capabilities(game).rollout_cutoff
            cutoff = CUTOFF if found is None else found
        self.cutoff = cutoff
        self.rollout = rollout
        self.level = level or (f"ismcts-{seconds:g}s" if seconds else f"ismcts-{iterations}")
        self._evaluate = capabilities(game).evaluate
        self._for_search = capabilities(game).for_search
        self._policy: Any = None
        self._taken: dict[bytes, dict[Action, int]] = {}
        """Actions taken from each view seen (by its encoding), for ``REPEATS``."""
        self._follow = 0
        """Decisions still left to the prior bot after a view came back (``FOLLOW``)."""
        self._prior: Any = None
        self._margin = capabilities(game).prior_margin
        """The game's ``prior_margin``: what another move must gain beyond its noise."""
        self._share: float | None = None
        """The share of the budget spent on checks (the game's ``prior_check``, with a prior)."""
        self._players: Any = None
        """The prior bot that plays every seat in a check's play-outs (not ``_prior``: its
        memory of the real game stays its own), made anew for each check, so that a check
        depends only on the view and the ``rng``, never on the play-outs of earlier ones."""
        self._make_prior: Any = None
        prior = capabilities(game).search_prior
        if prior is not None:
            make_prior = game_levels(game).get(prior)
            if make_prior is None:
                raise ValueError(f"{game.name}'s search prior {prior!r} is none of its bots")
            self._prior = make_prior(game)
            self._make_prior = make_prior
            share = capabilities(game).prior_check
            if share is not None and not 0 < share < 1:
                raise ValueError(f"{game.name}'s prior check {share!r}: a share above 0, below 1")
            self._share = share
        self._fast = capabilities(game).rollout_policy if rollout == "game" else None
        if rollout == "heuristic":
            make = game_levels(game).get("heuristic")
            if make is None:
                raise ValueError(f"{game.name} has no heuristic bot to play rollouts with")
            self._policy = make(game)

    def choose(self, view: Any, legal_actions: Sequence[Action], rng: Rng) -> tuple[Action, Rng]:
        if not legal_actions:
            raise ValueError("a decision with no legal actions: the game offered nothing to choose")
        if len(legal_actions) == 1:
            return legal_actions[0], rng
        hint = None
        if self._prior is not None:  # its draws, if any, are not the search's: rng stays
            hint, _ = self._prior.choose(view, legal_actions, rng)
        key = _key(view)
        taken = self._taken.get(key, {}) if key is not None else {}
        allowed = [a for a in legal_actions if taken.get(a, 0) < REPEATS] or list(legal_actions)
        if hint is not None and taken:
            self._follow = FOLLOW  # back at a view played from: a cycle, the prior ends it
        if self._follow and hint in allowed:
            self._follow -= 1
            return self._remember(key, taken, hint), rng
        checking = self._share is not None and (self.seconds is not None or self.check_pairs()[0])
        keeping = (hint, allowed) if hint is not None and hint in allowed and not checking else None
        if (
            checking
            and self.seconds is None
            and hint in allowed
            and len(allowed) <= 1 + CHECK_MOVES
        ):
            root = Node(int(view.seat))  # every other move is checked: no tree to rank them
        else:
            root, rng = self.search(view, rng, keeping)
        if hint is not None and hint in allowed:
            if checking:
                best, rng = self.check(view, root, allowed, hint, rng)
            else:
                best = kept(root, allowed, hint, margin=self._margin)
        else:
            best, most = allowed[0], -1
            for action in allowed:  # legal order breaks ties: no hash order decides
                child = root.children.get(action)
                if child is not None and child.visits > most:
                    best, most = action, child.visits
        return self._remember(key, taken, best), rng

    def _remember(self, key: bytes | None, taken: dict[Action, int], best: Action) -> Action:
        """Count ``best`` as taken from the view with encoding ``key`` (``REPEATS``)."""
        if key is not None:
            if len(self._taken) >= MEMORY:
                self._taken.clear()
            self._taken[key] = {**taken, best: taken.get(best, 0) + 1}
        return best

    def search(
        self, view: Any, rng: Rng, keeping: tuple[Action, Sequence[Action]] | None = None
    ) -> tuple[Node, Rng]:
        """The tree grown from ``view`` within the budget (less the checks' share, where the
        game names one), and the advanced ``rng``. With ``keeping`` (the prior's move and the
        moves ``kept`` weighs against it) the search looks after each ``LOOKS``-th of its budget
        and stops once no other move can be expected to overrule the prior's (``futile``)."""
        seat = int(view.seat)
        root = Node(seat)
        share = self._share or 0.0
        iterations = self.iterations - self.check_pairs()[1]
        deadline = None
        if self.seconds is not None:
            deadline = time.perf_counter() + self.seconds * (1.0 - share)
        done, start, look = 0, time.perf_counter(), 1
        while True:
            if deadline is None:
                if done >= iterations:
                    break
            elif done and time.perf_counter() >= deadline:
                break
            rng = self._iterate(root, view, seat, rng)
            done += 1
            if keeping is None:
                continue
            if deadline is None:  # the share of the budget spent
                spent = done / iterations
            else:
                spent = (time.perf_counter() - start) / (deadline - start)
            if spent * LOOKS >= look:  # the next look is due
                look = math.floor(spent * LOOKS) + 1
                if futile(root, keeping[1], keeping[0], spent, margin=self._margin):
                    break
        return root, rng

    def _iterate(self, root: Node, view: Any, seat: int, rng: Rng) -> Rng:
        game = self.game
        salt, rng = rng.next_u64()
        state = self._for_search(game.determinize(view, seat, Rng.from_seed(salt)))
        seats = _seats_of(state)
        decision, legal = game.decision(state), tuple(game.legal_actions(state))
        step, log, sqrt = self._step, math.log, math.sqrt
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
                state, decision, legal = step(state, action)
                break
            best_score, action = -1.0, legal[0]
            for candidate in legal:
                child = children[candidate]
                child.avail += 1
                visits = child.visits
                score = child.reward / visits + EXPLORATION * sqrt(log(child.avail) / visits)
                if score > best_score:
                    best_score, action = score, candidate
            node = children[action]
            path.append(node)
            state, decision, legal = step(state, action)
        steps, estimate = 0, None
        policy, fast, depth, cutoff = self._policy, self._fast, self.depth, self.cutoff
        apply = game.apply
        while decision is not None and steps < depth:  # rollout
            if steps == cutoff:
                estimate = self._evaluate(state)
                if estimate is not None:
                    break
            if fast is not None:
                action, rng = fast(state, decision, legal, rng)
            elif policy is None:
                action, rng = rng.choice(legal)
            else:
                action, rng = policy.choose(game.view(state, decision.seat), legal, rng)
            moved = apply(state, action)  # ``_step``, written out: most steps are here
            state = moved.state
            if moved.settled:
                decision, legal = moved.decision, tuple(moved.legal)
            else:
                decision, legal = game.decision(state), tuple(game.legal_actions(state))
            steps += 1
        reward = estimate if estimate is not None else rewards(game, state, seats)
        for visited in path[1:]:
            gain = reward[visited.seat]
            visited.visits += 1
            visited.reward += gain
            visited.squares += gain * gain
        return rng

    def check_pairs(self) -> tuple[int, int]:
        """Pairs of play-outs a check plays with an iteration budget, and the iterations they
        take from it (a pair plays the prior's move and ``CHECK_MOVES`` others, one iteration
        each): ``prior_check`` of the iterations, rounded, in whole pairs; ``(0, 0)`` without
        checks, or when that is under ``MIN_PAIRS`` (the tree alone then decides, by ``kept``),
        or with a time budget (its share of the time instead)."""
        if self._share is None or self.seconds is not None:
            return 0, 0
        pairs = round(self.iterations * self._share) // (1 + CHECK_MOVES)
        return (pairs, pairs * (1 + CHECK_MOVES)) if pairs >= MIN_PAIRS else (0, 0)

    def check(
        self, view: Any, root: Node, legal: Sequence[Action], hint: Action, rng: Rng
    ) -> tuple[Action, Rng]:
        """The move to play when the game's prior bot chose ``hint`` and names a
        ``prior_check``: the tree's ``CHECK_MOVES`` best other moves by mean reward (2+ visits;
        legal order breaks ties), or every other move where there are no more than that (then
        ``choose`` grows no tree), and ``hint`` are each played out to the game's end by the prior
        bot at every seat, from the same determinizations and with the same random stream
        (pairs: the difference a move makes, not the luck of the deal); ``hint`` unless another
        move's mean gain over it is more standard errors (of the paired differences) above 0
        than a chance of ``PRIOR_RISK`` shared among the moves checked allows (``prior_z``), the
        surest such move then. The play-outs are the check's iterations (``check_pairs``, or
        the time budget's share): a move whose first ``MIN_PAIRS`` play-outs end in the very
        state the prior's do (one the prior bot undoes, such as opening a choice it then closes)
        is played out no more, and the others get its iterations; after each pair from the
        ``MIN_PAIRS``-th on (iteration budgets), a move that is not ``hopeful`` any more (its
        chance of clearing the bar by its last pair below ``FUTILITY``) is played out no more,
        its iterations unspent, and the check ends when no other move is left. A time budget
        is kept: when its share runs out before ``MIN_PAIRS`` pairs, the tree decides alone
        (``kept``)."""
        others = [a for a in legal if a != hint]
        if len(others) > CHECK_MOVES:
            found = [(a, _mean_and_variance(root.children.get(a))) for a in others]
            ranked = sorted(
                ((a, mv[0]) for a, mv in found if mv is not None), key=lambda am: -am[1]
            )  # a stable sort: legal order breaks ties
            others = [a for a, _ in ranked[:CHECK_MOVES]]
        if not others:
            return hint, rng
        seat = int(view.seat)
        self._players = self._make_prior(self.game)  # a new one: no memory of other checks
        gains: list[list[float]] = [[] for _ in others]
        same = [0] * len(others)
        live = list(range(len(others)))
        budget = self.check_pairs()[1]
        deadline = None
        if self.seconds is not None:
            deadline = time.perf_counter() + self.seconds * (self._share or 0.0)
        done = used = 0
        bar = prior_z(len(others) + 1)
        while live and (
            (done < MIN_PAIRS or used + 1 + len(live) <= budget)
            if deadline is None
            else time.perf_counter() < deadline  # a time budget is kept, pairs or not
        ):
            salt, rng = rng.next_u64()
            state = self._for_search(self.game.determinize(view, seat, Rng.from_seed(salt)))
            stream, rng = rng.next_u64()
            base, end = self.play_out(state, hint, seat, Rng.from_seed(stream))
            for index in live:
                won, ended = self.play_out(state, others[index], seat, Rng.from_seed(stream))
                gains[index].append(won - base)
                same[index] += ended == end
            used, done = used + 1 + len(live), done + 1
            if done == MIN_PAIRS:
                live = [index for index in live if same[index] < MIN_PAIRS]
            if deadline is None and done >= MIN_PAIRS and live:  # a futility look
                left = (budget - used) // (1 + len(live))  # pairs still due each move
                hopeless = [i for i in live if not hopeful(gains[i], done / (done + left), bar)]
                budget -= left * len(hopeless)  # not played, nor given to the others
                live = [index for index in live if index not in hopeless]
        if done < MIN_PAIRS:  # the time ran out first: no variance, the tree alone decides
            return kept(root, legal, hint, margin=self._margin), rng
        best, surest = hint, bar
        for gain, action in zip(gains, others, strict=True):
            mean, spread = _paired(gain)
            sure = mean / math.sqrt(spread) if spread > 0 else (math.inf if mean > 0 else 0.0)
            if sure > surest:
                best, surest = action, sure
        return best, rng

    def play_out(self, state: Any, first: Action, seat: int, rng: Rng) -> tuple[float, Any]:
        """``seat``'s reward when ``first`` is taken from ``state`` and the prior bot plays
        every seat to the game's end (``CHECK_STEPS`` at most), and the state it ends in."""
        if self._players is None:
            self._players = self._make_prior(self.game)
        game, players = self.game, self._players
        seats = _seats_of(state)
        state, decision, legal = self._step(state, first)
        steps = 0
        while decision is not None and steps < CHECK_STEPS:
            action, rng = players.choose(game.view(state, decision.seat), legal, rng)
            state, decision, legal = self._step(state, action)
            steps += 1
        return rewards(game, state, seats)[seat], state

    def _step(self, state: Any, action: Action) -> tuple[Any, Any, tuple[Action, ...]]:
        transition = self.game.apply(state, action)
        after = transition.state
        if transition.settled:
            return after, transition.decision, tuple(transition.legal)
        return after, self.game.decision(after), tuple(self.game.legal_actions(after))


def kept(
    root: Node,
    legal_actions: Sequence[Action],
    hint: Action,
    risk: float = PRIOR_RISK,
    margin: float = 0.0,
) -> Action:
    """The move to play when the game's prior bot chose ``hint``: ``hint``, unless another root
    move's mean reward, less ``margin`` (the game's ``prior_margin``), is higher by more
    standard errors of the difference (each mean's variance from its own rewards: Welch) than a
    chance of ``risk`` shared among the other moves allows (``prior_z``), the surest such move
    then (legal order breaks ties). A move with fewer than 2 visits has no variance and never
    overrules the prior."""
    base = _mean_and_variance(root.children.get(hint))
    if base is None:
        return hint
    best, surest = hint, prior_z(len(legal_actions), risk)
    for action in legal_actions:
        found = _mean_and_variance(root.children.get(action))
        if found is None or action == hint:
            continue
        spread = math.sqrt(found[1] + base[1])
        gain = found[0] - base[0] - margin
        sure = gain / spread if spread > 0 else (math.inf if gain > 0 else 0.0)
        if sure > surest:
            best, surest = action, sure
    return best


def futile(
    root: Node,
    legal_actions: Sequence[Action],
    hint: Action,
    spent: float,
    risk: float = PRIOR_RISK,
    power: float = FUTILITY,
    margin: float = 0.0,
) -> bool:
    """Whether a search that has spent the share ``spent`` (0 to 1) of its budget may stop, its
    answer ``hint`` by ``kept``: whether for every other move the conditional power is below
    ``power``, the chance that its standard errors above ``hint`` (Welch's z of its gain less
    ``margin``, as ``kept`` counts them) reach ``prior_z`` by the budget's end if its mean gain
    stays what it is so far (a Brownian motion of that drift:
    ``Phi((z / sqrt(spent) - bar) / sqrt(1 - spent))``).
    Never while the prior's move or another lacks 2 visits (no variance yet), nor at 0 or 1."""
    if not 0 < spent < 1:
        return False
    base = _mean_and_variance(root.children.get(hint))
    if base is None:
        return False
    bar = prior_z(len(legal_actions), risk)
    for action in legal_actions:
        if action == hint:
            continue
        found = _mean_and_variance(root.children.get(action))
        if found is None:
            return False
        gain, variance = found[0] - base[0] - margin, found[1] + base[1]
        if _chance_to_clear(gain, variance, spent, bar) >= power:
            return False  # (a sure gain: ``kept`` takes it already)
    return True


def _chance_to_clear(gain: float, variance: float, spent: float, bar: float) -> float:
    """The conditional power of a mean ``gain`` with that ``variance`` of the mean, ``spent``
    (0 to 1, exclusive) of the way: the chance that its standard errors reach ``bar`` by the
    end if the mean stays what it is (a Brownian motion of that drift:
    ``Phi((z / sqrt(spent) - bar) / sqrt(1 - spent))``); with no spread 0 for a loss (it can
    never clear the bar), 1 for a gain (it clears any), else as z = 0."""
    if variance > 0:
        z = gain / math.sqrt(variance)
    elif gain != 0:
        return 1.0 if gain > 0 else 0.0
    else:
        z = 0.0
    return NormalDist().cdf((z / math.sqrt(spent) - bar) / math.sqrt(1 - spent))


def _paired(gains: Sequence[float]) -> tuple[float, float]:
    """The mean of a check's paired ``gains`` (2 or more) and the variance of that mean."""
    count = len(gains)
    mean = sum(gains) / count
    return mean, sum((g - mean) ** 2 for g in gains) / (count - 1) / count


def hopeful(gains: Sequence[float], spent: float, bar: float, power: float = FUTILITY) -> bool:
    """Whether a check should play a move out further: its paired ``gains`` over the prior's
    move so far, ``spent`` (0 to 1) of the pairs it gets, could still reach ``bar`` standard
    errors by the end with a chance of ``power`` or more if their mean gain stays what it is
    (the conditional power of ``futile``). Always with fewer than 2 gains or at 1 (nothing to
    stop); with no spread, while the gain is 0 or more (a sure gain clears any bar)."""
    if len(gains) < 2 or not 0 < spent < 1:
        return True
    return _chance_to_clear(*_paired(gains), spent, bar) >= power


def prior_z(moves: int, risk: float = PRIOR_RISK) -> float:
    """Standard errors another move must gain on the prior's among ``moves`` legal ones: a
    one-sided ``risk`` shared among the ``moves - 1`` others (Bonferroni)."""
    return NormalDist().inv_cdf(1.0 - risk / max(moves - 1, 1))


def _mean_and_variance(node: Node | None) -> tuple[float, float] | None:
    """A node's mean reward and the variance of that mean (``None`` below 2 visits)."""
    if node is None or node.visits < 2:
        return None
    mean = node.reward / node.visits
    spread = max(node.squares / node.visits - mean * mean, 0.0)
    return mean, spread / (node.visits - 1)


ROLLOUTS = ("game", "random", "heuristic")
"""Rollout policies: the game's fast play-out policy where it has one (else uniform random
play), uniform random play, or the game's own heuristic bot (through views)."""


def _key(view: Any) -> bytes | None:
    """A view's identity for ``REPEATS`` and ``FOLLOW``: its encoding with every list of texts
    sorted (``None`` when it has none). The order of a hand, a stash or a row of equipped items
    is no rule, and a cycle through orders is a cycle: an OOTS search equipping and unequipping
    at its turn's start put each item back at the row's end, a new view every time."""
    try:
        return msgspec.msgpack.encode(_unordered(msgspec.to_builtins(view)))
    except (TypeError, msgspec.MsgspecError):
        return None


def _unordered(value: Any) -> Any:
    """``value`` (builtins) with each list or tuple whose items are all texts sorted."""
    if isinstance(value, dict):
        return {k: _unordered(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        if value and all(isinstance(item, str) for item in value):
            return sorted(value)
        return [_unordered(item) for item in value]
    return value


def _seats_of(state: Any) -> int | None:
    """The number of seats of a state: its ``seats`` field (a count, or one entry per seat);
    ``None`` when it has none (the outcome's scores count them at the end)."""
    seats = getattr(state, "seats", None)
    if isinstance(seats, int):
        return seats
    if isinstance(seats, tuple):
        return len(seats)
    return None


SUFFIXES = {"game": "", "heuristic": "h", "random": "r"}
"""The letter an iteration level's name ends with for each rollout policy."""


def factory(iterations: int = 200, seconds: float | None = None, rollout: str = "game") -> Any:
    """A bot factory (``factory(game) -> Bot``) for one budget and rollout policy."""

    def make(game: Game) -> IsmctsBot:
        suffix = SUFFIXES[rollout]
        level = f"ismcts-{iterations}{suffix}" if suffix and seconds is None else None
        return IsmctsBot(game, iterations=iterations, seconds=seconds, rollout=rollout, level=level)

    return make


MAX_ITERATIONS = 10_000_000
MAX_SECONDS = 600.0

ITERATIONS_LEVEL = r"ismcts-([0-9]{1,8})([hr]?)"
SECONDS_LEVEL = r"ismcts-([0-9]{1,4}(?:\.[0-9]{1,3})?)s"
"""The two families of search levels: ``ismcts-<iterations>`` (play-outs by the game's
``rollout_policy`` where it has one, else random; ``ismcts-<iterations>h``: by the game's
heuristic bot; ``ismcts-<iterations>r``: uniformly random) and ``ismcts-<seconds>s``."""


def by_iterations(match: re.Match[str], game: Game) -> Any:
    """The factory of ``ismcts-<iterations>`` (1 to 10,000,000), else ``None``; with an ``h``
    the rollouts are the game's heuristic bot's (a game without one has no such level), with an
    ``r`` uniformly random (a game without a ``rollout_policy`` has no such level: its plain
    level is that already)."""
    iterations = int(match[1])
    if not 1 <= iterations <= MAX_ITERATIONS:
        return None
    if match[2] == "h" and "heuristic" not in game_levels(game):
        return None
    if match[2] == "r" and capabilities(game).rollout_policy is None:
        return None
    rollout = {"h": "heuristic", "r": "random"}.get(match[2], "game")
    return factory(iterations=iterations, rollout=rollout)


def by_seconds(match: re.Match[str], game: Game) -> Any:
    """The factory of ``ismcts-<seconds>s`` (above 0, at most 600 s), else ``None``."""
    seconds = float(match[1])
    return factory(seconds=seconds) if 0 < seconds <= MAX_SECONDS else None


def parse_think(text: str) -> float:
    """``1s``, ``500ms``, ``2.5`` (seconds) -> seconds; a ``ValueError`` in words otherwise."""
    cleaned = text.strip().lower()
    scale = 1.0
    if cleaned.endswith("ms"):
        cleaned, scale = cleaned[:-2], 0.001
    elif cleaned.endswith("s"):
        cleaned = cleaned[:-1]
    try:
        seconds = float(cleaned) * scale
    except ValueError:
        seconds = -1.0
    if not 0 < seconds <= MAX_SECONDS or not math.isfinite(seconds):
        raise ValueError(
            f"--think takes a time per move like 1s or 500ms (at most {MAX_SECONDS:g}s); "
            f"got {text!r}"
        )
    return seconds


def thinking(level: str, seconds: float | None) -> str:
    """The level a seat plays with ``--think seconds``: every search level becomes the same
    search with that time per move (``ismcts-2000`` -> ``ismcts-1s``); other levels stay."""
    if seconds is None or not level.startswith("ismcts"):
        return level
    return f"ismcts-{round(seconds, 3):g}s"

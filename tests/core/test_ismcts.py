"""The generic ISMCTS bot: legal, reproducible, blind to hidden cards, and stronger than random."""

from __future__ import annotations

import msgspec
import pytest

from dungeontable.bots import IsmctsBot, make, make_for, play_game
from dungeontable.bots.ismcts import REPEATS, rewards
from dungeontable.core import Rng
from dungeontable.core.options import parse_options

from .toygame import GAME


def toy_state(seed: int = 2) -> object:
    """A new Zapper table where seat 0 has its main decision (6 legal actions with seed 2)."""
    state = GAME.setup(parse_options(GAME.Options, {}), 2, seed)
    assert GAME.decision(state).seat == 0  # type: ignore[union-attr]
    return state


def test_the_choice_is_legal_and_the_same_for_the_same_view_and_rng() -> None:
    state = toy_state()
    legal = GAME.legal_actions(state)
    view = GAME.view(state, 0)
    bot = IsmctsBot(GAME, iterations=60)
    first, after = bot.choose(view, legal, Rng.from_seed(5))
    again, _ = bot.choose(view, legal, Rng.from_seed(5))
    assert first in legal and first == again
    assert after != Rng.from_seed(5)  # the search drew from the bot's own stream


def test_hidden_cards_never_change_the_choice() -> None:
    """Two tables that look the same to seat 0 but deal the other hand and the deck differently."""
    state = toy_state(4)
    view = GAME.view(state, 0)
    other = GAME.determinize(view, 0, Rng.from_seed(99))
    assert other.hands[1] != state.hands[1] or other.deck != state.deck  # type: ignore[attr-defined]
    assert GAME.view(other, 0) == view
    bot = IsmctsBot(GAME, iterations=80)
    legal = GAME.legal_actions(state)
    assert GAME.legal_actions(other) == legal
    assert bot.choose(GAME.view(other, 0), legal, Rng.from_seed(7)) == bot.choose(
        view, legal, Rng.from_seed(7)
    )


def test_one_action_is_taken_at_most_repeats_times_from_one_view() -> None:
    # Actions that change nothing (Card Rogue: gear off and on again) brought a search back to
    # the same view hundreds of times: from one view the bot takes an action REPEATS times,
    # then another; a new bot remembers nothing.
    state = toy_state()
    view, legal = GAME.view(state, 0), GAME.legal_actions(state)
    bot = IsmctsBot(GAME, iterations=40)
    chosen = [bot.choose(view, legal, Rng.from_seed(5))[0] for _ in range(REPEATS + 1)]
    assert chosen[:REPEATS] == [chosen[0]] * REPEATS
    assert chosen[REPEATS] != chosen[0] and chosen[REPEATS] in legal
    assert IsmctsBot(GAME, iterations=40).choose(view, legal, Rng.from_seed(5))[0] == chosen[0]
    every = [bot.choose(view, legal, Rng.from_seed(5))[0] for _ in range(REPEATS * len(legal))]
    assert all(a in legal for a in every)  # every action used up: all are allowed again


def test_one_legal_action_is_answered_without_searching() -> None:
    state = toy_state()
    only = GAME.legal_actions(state)[:1]
    bot = IsmctsBot(GAME, iterations=10**9)  # would never finish if it searched
    assert bot.choose(GAME.view(state, 0), only, Rng.from_seed(1)) == (only[0], Rng.from_seed(1))


def test_search_statistics_add_up() -> None:
    state = toy_state()
    bot = IsmctsBot(GAME, iterations=120)
    root, _ = bot.search(GAME.view(state, 0), Rng.from_seed(2))
    assert sum(child.visits for child in root.children.values()) == 120
    assert {child.seat for child in root.children.values()} == {0}
    assert all(0.0 <= child.reward <= child.visits for child in root.children.values())


def test_rewards_share_the_win_and_score_unfinished_games_alike() -> None:
    state = toy_state()
    assert rewards(GAME, state, 2) == (0.5, 0.5)
    over = msgspec.structs.replace(state, phase="over", hp=(0, 10))  # type: ignore[type-var]
    assert GAME.outcome(over) is not None
    assert rewards(GAME, over, 2) == tuple(
        1.0 if seat in GAME.outcome(over).winners else 0.0  # type: ignore[union-attr]
        for seat in range(2)
    )


def test_ismcts_beats_random_at_zapper() -> None:
    wins = 0
    for seed in range(20):
        bots = ["ismcts-40", "random"] if seed % 2 == 0 else ["random", "ismcts-40"]
        seated = [IsmctsBot(GAME, iterations=40) if b == "ismcts-40" else b for b in bots]
        outcome, _ = play_game(GAME, parse_options(GAME.Options, {}), seated, seed)
        me = bots.index("ismcts-40")
        wins += outcome.winners == (me,)
    assert wins >= 14, wins


def test_levels_are_offered_for_every_game() -> None:
    assert make("ismcts-200", "cardrogue").level == "ismcts-200"
    assert make("ismcts-2000", "oots").level == "ismcts-2000"
    timed = make_for("ismcts-1s", GAME)
    assert isinstance(timed, IsmctsBot) and timed.seconds == 1.0 and timed.level == "ismcts-1s"


class Counting:
    """The toy game with an ``evaluate`` that counts its calls and favours seat 1."""

    def __init__(self) -> None:
        self.calls = 0
        self.searched = 0

    def __getattr__(self, name: str) -> object:
        return getattr(GAME, name)

    def evaluate(self, state: object) -> tuple[float, ...]:
        self.calls += 1
        return (0.25, 0.75)

    def for_search(self, state: object) -> object:
        self.searched += 1
        return state


def test_a_rollout_is_cut_at_the_cutoff_and_scored_by_the_game() -> None:
    game = Counting()
    state = toy_state()
    bot = IsmctsBot(game, iterations=30, cutoff=0)  # type: ignore[arg-type]
    root, _ = bot.search(GAME.view(state, 0), Rng.from_seed(3))
    assert game.calls == 30  # every rollout stopped at once and asked the game
    assert game.searched == 30  # every determinization went through the game's for_search
    rewarded = sum(child.reward for child in root.children.values())
    assert rewarded == pytest.approx(30 * 0.25)  # seat 0 chose every root action: its 0.25


class CutAt(Counting):
    """The counting toy game naming its own ``rollout_cutoff``."""

    rollout_cutoff = 0


def test_a_game_may_name_its_own_cutoff() -> None:
    """A game's ``rollout_cutoff`` replaces ``CUTOFF`` unless a search is given one: cut at 0
    every play-out asks the game's ``evaluate`` at once; a search told ``cutoff=None`` plays
    them out to the end (no evaluation); a game naming none gets ``CUTOFF``."""
    from dungeontable.bots.ismcts import CUTOFF

    game = CutAt()
    bot = IsmctsBot(game, iterations=30)  # type: ignore[arg-type]
    assert bot.cutoff == 0
    bot.search(GAME.view(toy_state(), 0), Rng.from_seed(3))
    assert game.calls == 30
    told = CutAt()
    IsmctsBot(told, iterations=30, cutoff=None).search(  # type: ignore[arg-type]
        GAME.view(toy_state(), 0), Rng.from_seed(3)
    )
    assert told.calls == 0
    assert IsmctsBot(Counting(), iterations=30).cutoff == CUTOFF  # type: ignore[arg-type]


def test_without_a_cutoff_rollouts_play_to_the_end() -> None:
    game = Counting()
    bot = IsmctsBot(game, iterations=30, cutoff=None)  # type: ignore[arg-type]
    bot.search(GAME.view(toy_state(), 0), Rng.from_seed(3))
    assert game.calls == 0


def test_rollouts_by_the_heuristic_bot_need_one() -> None:
    with pytest.raises(ValueError, match="has no heuristic bot to play rollouts with"):
        IsmctsBot(GAME, rollout="heuristic")
    with pytest.raises(
        ValueError, match="rollout policy 'smart': choose game or random or heuristic"
    ):
        IsmctsBot(GAME, rollout="smart")


def test_heuristic_rollouts_play_legal_games() -> None:
    from dungeontable import games

    game = games.get("rdi")
    state = game.setup(parse_options(game.Options, {}), 2, 4)
    decision = game.decision(state)
    assert decision is not None
    legal = tuple(game.legal_actions(state))
    bot = IsmctsBot(game, iterations=8, rollout="heuristic")
    action, _ = bot.choose(game.view(state, decision.seat), legal, Rng.from_seed(1))
    assert action in legal


def test_search_levels_take_any_budget_within_bounds() -> None:
    from dungeontable.bots import is_level, parse_think, thinking
    from dungeontable.core.words import bot_label

    assert make_for("ismcts-500", GAME).iterations == 500  # type: ignore[attr-defined]
    assert make_for("ismcts-2.5s", GAME).seconds == 2.5  # type: ignore[attr-defined]
    assert make_for("ismcts-2.5s", GAME).level == "ismcts-2.5s"
    assert [
        is_level(lv, GAME) for lv in ("ismcts-1", "ismcts-0", "ismcts-600s", "ismcts-601s")
    ] == [
        True,
        False,
        True,
        False,
    ]
    assert (parse_think("1s"), parse_think("250ms"), parse_think(" 2.5 ")) == (1.0, 0.25, 2.5)
    for bad in ("0s", "-1", "forever", "601s", "nan"):
        with pytest.raises(ValueError, match="--think takes a time per move"):
            parse_think(bad)
    assert [thinking(lv, 0.5) for lv in ("ismcts-2000", "heuristic", "random")] == [
        "ismcts-0.5s",
        "heuristic",
        "random",
    ]
    assert thinking("ismcts-200", None) == "ismcts-200"
    assert bot_label("ismcts-2000") == "Deep search bot"
    assert bot_label("ismcts-1500") == "Search (1,500 tries a move) bot"
    assert bot_label("ismcts-0.5s") == "Search (0.5 s a move) bot"
    assert bot_label("ismcts-300h") == "Search (300 tries a move, heuristic play-outs) bot"
    assert not is_level("ismcts-300h", GAME)  # the toy game has no heuristic bot to play out
    assert bot_label("ismcts-300r") == "Search (300 tries a move, random play-outs) bot"
    assert not is_level("ismcts-300r", GAME)  # nor a rollout policy: its plain level is random
    uniform = make("ismcts-300r", "cardrogue")
    assert (uniform.level, uniform.rollout) == ("ismcts-300r", "random")  # type: ignore[attr-defined]
    assert make("ismcts-300", "cardrogue").rollout == "game"  # type: ignore[attr-defined]


def test_heuristic_play_outs_are_a_level_of_their_own() -> None:
    from dungeontable import games
    from dungeontable.bots import is_level

    rdi = games.get("rdi")
    assert is_level("ismcts-300h", rdi)
    bot = make_for("ismcts-300h", rdi)
    assert (bot.level, bot.iterations, bot.rollout) == ("ismcts-300h", 300, "heuristic")  # type: ignore[attr-defined]
    assert make_for("ismcts-300", rdi).rollout == "game"  # type: ignore[attr-defined]
    assert not is_level("ismcts-300r", rdi)  # no rollout policy: its plain level plays at random


class Steering:
    """The toy game with a play-out policy that counts its calls and always takes the first
    legal action (its rollouts then differ from uniform random ones)."""

    def __init__(self) -> None:
        self.calls = 0
        self.seen: list[object] = []

    def __getattr__(self, name: str) -> object:
        return getattr(GAME, name)

    @property
    def rollout_policy(self) -> object:
        def first(state: object, decision: object, legal: object, rng: Rng) -> tuple[object, Rng]:
            self.calls += 1
            self.seen.append(state)
            return legal[0], rng  # type: ignore[index]

        return first


def test_the_games_rollout_policy_plays_the_rollouts_when_it_offers_one() -> None:
    game = Steering()
    bot = IsmctsBot(game, iterations=30, cutoff=None)  # type: ignore[arg-type]
    root, _ = bot.search(GAME.view(toy_state(), 0), Rng.from_seed(3))
    assert game.calls > 30  # every play-out asked the policy for each of its steps
    assert sum(child.visits for child in root.children.values()) == 30
    plain = Steering()
    IsmctsBot(plain, iterations=30, cutoff=None, rollout="random").search(  # type: ignore[arg-type]
        GAME.view(toy_state(), 0), Rng.from_seed(3)
    )
    assert plain.calls == 0  # ``rollout="random"`` plays uniformly even when a policy exists


def test_without_a_rollout_policy_the_default_plays_out_at_random() -> None:
    # The toy game offers none: the default level's tree is the uniform-random one, visit for
    # visit (the same draws from the same stream).
    view = GAME.view(toy_state(), 0)
    default, _ = IsmctsBot(GAME, iterations=60).search(view, Rng.from_seed(4))
    uniform, _ = IsmctsBot(GAME, iterations=60, rollout="random").search(view, Rng.from_seed(4))
    assert {a: (c.visits, c.reward) for a, c in default.children.items()} == {
        a: (c.visits, c.reward) for a, c in uniform.children.items()
    }
    steered, _ = IsmctsBot(Steering(), iterations=60).search(view, Rng.from_seed(4))  # type: ignore[arg-type]
    assert {a: c.reward for a, c in steered.children.items()} != {
        a: c.reward for a, c in uniform.children.items()
    }


def test_a_rollout_policy_sees_only_determinizations_of_the_view() -> None:
    # Two tables alike to seat 0: the policy is handed the same sampled states from either, so
    # the hidden cards never reach it (nor the choice).
    state = toy_state(4)
    view = GAME.view(state, 0)
    other = GAME.determinize(view, 0, Rng.from_seed(99))
    assert GAME.view(other, 0) == view
    one, two = Steering(), Steering()
    legal = GAME.legal_actions(state)
    first = IsmctsBot(one, iterations=40).choose(view, legal, Rng.from_seed(7))  # type: ignore[arg-type]
    second = IsmctsBot(two, iterations=40).choose(GAME.view(other, 0), legal, Rng.from_seed(7))  # type: ignore[arg-type]
    assert first == second and one.seen == two.seen and one.calls == two.calls > 0
    assert state not in one.seen


def _node(seat: int, rewards_seen: list[float]) -> object:
    from dungeontable.bots.ismcts import Node

    node = Node(seat)
    for gain in rewards_seen:
        node.visits += 1
        node.reward += gain
        node.squares += gain * gain
    return node


def _script(bot: IsmctsBot, played: list[object], wins: dict[object, list[float]]) -> None:
    """Make ``bot``'s play-outs scripted: the n-th play-out of a move scores ``wins[move][n]``
    (read when played, so a test may change ``wins`` between checks), is recorded in
    ``played`` and ends in a state of its own."""

    def play_out(state: object, first: object, seat: int, rng: Rng) -> tuple[float, object]:
        played.append(first)
        won = wins[first][sum(a == first for a in played) - 1]
        return won, (first, len(played))

    bot.play_out = play_out  # type: ignore[method-assign]


def _ranked_root(*means: float, visits: int = 2) -> tuple[object, object, list[object], object]:
    """A toy state, its view (seat 0), its first ``len(means)`` legal actions and a root whose
    children for them have those mean rewards (``visits`` each): the tree a check reads."""
    from dungeontable.bots.ismcts import Node

    state = toy_state()
    actions = list(GAME.legal_actions(state)[: len(means)])
    root = Node(0)
    for action, mean in zip(actions, means, strict=True):
        root.children[action] = _node(0, [mean] * visits)  # type: ignore[assignment]
    return state, GAME.view(state, 0), actions, root


def test_a_search_keeps_its_prior_move_unless_another_is_surely_better() -> None:
    from dungeontable.bots.ismcts import Node, kept, prior_z

    assert [round(prior_z(n), 3) for n in (2, 3, 5)] == [1.645, 1.96, 2.241]  # Bonferroni
    a, b, c = GAME.legal_actions(toy_state())[:3]
    root = Node(0)
    # the prior's a: mean 0.5, sample variance 0.02 over 10 visits; b: mean 0.6 over 10, same
    # variance: (0.6 - 0.5) / sqrt(0.02/10 + 0.02/10) = 1.58 standard errors, under 1.645
    root.children[a] = _node(0, [0.5 + d for d in (0.134, -0.134) * 5])  # type: ignore[assignment]
    root.children[b] = _node(0, [0.6 + d for d in (0.134, -0.134) * 5])  # type: ignore[assignment]
    assert kept(root, (a, b), a) == a
    assert kept(root, (a, b), a, risk=0.1) == b  # 1.58 clears the 1.28 of a 10% risk
    # c: mean 0.62 with the same variance, 1.90 standard errors above a: sure against a alone,
    # not among three moves (1.96: the 5% risk shared by two others)
    root.children[c] = _node(0, [0.62 + d for d in (0.134, -0.134) * 5])  # type: ignore[assignment]
    assert kept(root, (a, c), a) == c
    assert kept(root, (a, b, c), a) == a
    # a margin of 0.02 (the game's prior_margin) leaves c a gain of 0.10: 1.58 standard errors
    assert kept(root, (a, c), a, margin=0.02) == a
    assert kept(root, (a, c), a, margin=0.01) == c  # 0.11: 1.74
    # a move seen once has no variance: it never overrules; nor can anything beat a prior move
    # the search did not visit twice (no mean to compare with)
    root.children[b] = _node(0, [1.0])  # type: ignore[assignment]
    assert kept(root, (a, b), a) == a
    assert kept(root, (a, b, c), b) == b
    # no noise at all: any higher mean is surely better
    root.children[a], root.children[b] = _node(0, [0.3, 0.3]), _node(0, [0.4, 0.4])  # type: ignore[assignment]
    assert kept(root, (a, b), a) == b


def test_a_search_stops_once_no_other_move_can_be_expected_to_overrule_its_prior() -> None:
    from dungeontable.bots.ismcts import FUTILITY, Node, futile

    a, b = GAME.legal_actions(toy_state())[:2]
    root = Node(0)
    # the prior's a: mean 0.5 over 10 visits, the variance of the mean 0.001995 (Welch)
    root.children[a] = _node(0, [0.5 + d for d in (0.134, -0.134) * 5])  # type: ignore[assignment]
    # b level with a (z = 0): its chance to reach 1.645 from here, on its present trend, is
    # Phi(-1.645 / sqrt(1 - spent)): 2.9% with a quarter of the budget spent, 0.05% at three
    # quarters; FUTILITY is 1%
    root.children[b] = _node(0, [0.5 + d for d in (0.134, -0.134) * 5])  # type: ignore[assignment]
    assert FUTILITY == 0.01
    assert not futile(root, (a, b), a, 0.25)
    assert futile(root, (a, b), a, 0.75)
    # b 0.02 below a (z = -0.317): Phi((-0.317 / 0.5 - 1.645) / 0.866) = 0.43% at a quarter
    root.children[b] = _node(0, [0.48 + d for d in (0.134, -0.134) * 5])  # type: ignore[assignment]
    assert futile(root, (a, b), a, 0.25)
    assert not futile(root, (a, b), a, 0.25, power=0.004)  # 0.43% is not below 0.4%
    # level with a but for a margin of 0.02: as if 0.02 below, futile at a quarter already
    root.children[b] = _node(0, [0.5 + d for d in (0.134, -0.134) * 5])  # type: ignore[assignment]
    assert futile(root, (a, b), a, 0.25, margin=0.02)
    assert not futile(root, (a, b), a, 0.25)
    # b 0.1 above (z = 1.58, under the bar now): 80% at half the budget, so the search goes on
    root.children[b] = _node(0, [0.6 + d for d in (0.134, -0.134) * 5])  # type: ignore[assignment]
    assert not futile(root, (a, b), a, 0.5)
    # never at the start or the end, nor while a move has no variance (under 2 visits)
    root.children[b] = _node(0, [0.4 + d for d in (0.134, -0.134) * 5])  # type: ignore[assignment]
    assert futile(root, (a, b), a, 0.5)
    assert not futile(root, (a, b), a, 0.0) and not futile(root, (a, b), a, 1.0)
    root.children[b] = _node(0, [0.0])  # type: ignore[assignment]
    assert not futile(root, (a, b), a, 0.5)
    # surely worse (no noise, lower): never a threat; surely better: the search goes on
    root.children[a], root.children[b] = _node(0, [0.5, 0.5]), _node(0, [0.4, 0.4])  # type: ignore[assignment]
    assert futile(root, (a, b), a, 0.1)
    root.children[b] = _node(0, [0.6, 0.6])  # type: ignore[assignment]
    assert not futile(root, (a, b), a, 0.9)


class Prior:
    """The toy game naming a prior bot that always plays the last legal action."""

    def __init__(self, prior: str = "last") -> None:
        self.search_prior = prior

    def __getattr__(self, name: str) -> object:
        return getattr(GAME, name)

    @property
    def bots(self) -> object:
        class Last:
            level = "last"

            def __init__(self, game: object = None) -> None:
                pass

            def choose(self, view: object, legal: object, rng: Rng) -> tuple[object, Rng]:
                return legal[-1], rng  # type: ignore[index]

        return {"last": Last}


def test_a_game_with_a_search_prior_plays_its_move_where_the_search_is_unsure() -> None:
    state = toy_state()
    view, legal = GAME.view(state, 0), GAME.legal_actions(state)
    plain, _ = IsmctsBot(GAME, iterations=60).choose(view, legal, Rng.from_seed(5))
    guided = IsmctsBot(Prior(), iterations=60)  # type: ignore[arg-type]
    root, searched = guided.search(view, Rng.from_seed(5), (legal[-1], legal))
    from dungeontable.bots.ismcts import kept

    chosen, after = guided.choose(view, legal, Rng.from_seed(5))
    assert chosen == kept(root, legal, legal[-1])  # the same tree, then the prior's rule
    assert after == searched
    assert sum(c.squares for c in root.children.values()) > 0
    # the search stopped early (``futile``): after 23 of its 60 iterations, at its sixth look
    # (one each 3.75), no other move could be expected to clear the bar of 2.33 standard errors
    assert sum(c.visits for c in root.children.values()) == 23
    full, _ = guided.search(view, Rng.from_seed(5))  # without the prior's move: all 60
    assert sum(c.visits for c in full.children.values()) == 60
    assert kept(full, legal, legal[-1]) == legal[-1]  # the whole budget would have kept it too
    # 60 iterations over 6 moves: no move is surely better than the prior's, which is kept
    assert chosen == legal[-1] != plain
    with pytest.raises(ValueError, match="search prior 'nobody' is none of its bots"):
        IsmctsBot(Prior("nobody"))  # type: ignore[arg-type]


def test_hidden_cards_never_change_a_prior_guided_choice() -> None:
    state = toy_state(4)
    view = GAME.view(state, 0)
    other = GAME.determinize(view, 0, Rng.from_seed(99))
    assert GAME.view(other, 0) == view
    legal = GAME.legal_actions(state)
    bot = IsmctsBot(Prior(), iterations=80)  # type: ignore[arg-type]
    again = IsmctsBot(Prior(), iterations=80)  # type: ignore[arg-type]  # one bot: a cycle
    assert bot.choose(GAME.view(other, 0), legal, Rng.from_seed(7)) == again.choose(
        view, legal, Rng.from_seed(7)
    )


class Checked(Prior):
    """The toy game with the last-action prior and a ``prior_check`` share of the budget."""

    def __init__(self, share: object = 0.1) -> None:
        super().__init__()
        self.prior_check = share


def test_a_check_takes_its_share_of_the_iterations_in_whole_pairs() -> None:
    from dungeontable.core import capabilities

    assert capabilities(Checked()).prior_check == 0.1  # type: ignore[arg-type]
    assert capabilities(Prior()).prior_check is None  # type: ignore[arg-type]
    assert capabilities(Checked(True)).prior_check is None  # type: ignore[arg-type]
    pairs = {n: IsmctsBot(Checked(), iterations=n).check_pairs() for n in (50, 60, 200, 2000)}  # type: ignore[arg-type]
    # a tenth of the budget, 3 play-outs a pair (the prior's move and 2 others): 200 -> 20 ->
    # 6 pairs, 18 iterations; 50 -> 5 -> 1 pair, under MIN_PAIRS = 2: no check
    assert pairs == {50: (0, 0), 60: (2, 6), 200: (6, 18), 2000: (66, 198)}
    assert IsmctsBot(Prior(), iterations=200).check_pairs() == (0, 0)  # type: ignore[arg-type]
    assert IsmctsBot(Checked(), seconds=1.0).check_pairs() == (0, 0)  # type: ignore[arg-type]
    state = toy_state()
    root, _ = IsmctsBot(Checked(), iterations=200).search(GAME.view(state, 0), Rng.from_seed(2))  # type: ignore[arg-type]
    assert sum(child.visits for child in root.children.values()) == 182  # 200 less the check's
    for share in (0.0, 1.0, -0.5):
        with pytest.raises(ValueError, match="a share above 0, below 1"):
            IsmctsBot(Checked(share))  # type: ignore[arg-type]


def test_a_check_leaves_the_prior_move_only_for_one_surely_better_in_play_outs() -> None:
    # the tree ranks c (0.62) and b (0.6) above d (0.55) and the prior's hint (0.5): the check
    # plays c and b out against the hint, never d
    state, view, (hint, b, c, d), root = _ranked_root(0.5, 0.6, 0.62, 0.55)
    bot = IsmctsBot(Checked(), iterations=200)  # type: ignore[arg-type]
    played: list[object] = []
    wins = {
        hint: [0.0] * 6,
        b: [1.0, 0.0, 0.0, 1.0, 0.0, 0.0],  # gains 1/3 a pair, 1.58 standard errors
        c: [1.0, 0.0, 1.0, 0.0, 1.0, 0.0],  # gains 1/2, 2.24 standard errors
        d: [1.0] * 6,
    }
    _script(bot, played, wins)
    chosen, after = bot.check(view, root, GAME.legal_actions(state), hint, Rng.from_seed(4))
    assert played == [hint, c, b] * 6  # 6 pairs, each from one determinization
    assert chosen == c  # 2.24 clears prior_z(3) = 1.96 (5% shared by the 2 moves checked)
    assert after != Rng.from_seed(4)
    played.clear()
    wins[c] = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]  # now as unsure as b: the prior's move stays
    assert bot.check(view, root, GAME.legal_actions(state), hint, Rng.from_seed(4))[0] == hint
    played.clear()
    wins[b] = [0.5] * 6  # a sure gain (no spread at all)
    assert bot.check(view, root, GAME.legal_actions(state), hint, Rng.from_seed(4))[0] == b


def test_a_check_stops_playing_out_a_move_the_prior_undoes() -> None:
    state, view, (hint, b, c), root = _ranked_root(0.5, 0.6, 0.62)
    bot = IsmctsBot(Checked(), iterations=200)  # type: ignore[arg-type]
    played: list[object] = []

    def play_out(state: object, first: object, seat: int, rng: Rng) -> tuple[float, object]:
        played.append(first)
        pair = sum(a == hint for a in played)
        # b's play-outs end in the very state the prior's do (a move the prior bot undoes);
        # c's end elsewhere and win one pair in two
        if first == c:
            return float(pair % 2), ("c", pair)
        return 0.0, ("same", pair)

    bot.play_out = play_out  # type: ignore[method-assign]
    chosen, _ = bot.check(view, root, GAME.legal_actions(state), hint, Rng.from_seed(4))
    # 18 play-outs: 2 pairs of three, then b is dropped and c gets 6 more pairs of two
    assert played == [hint, c, b] * 2 + [hint, c] * 6
    assert chosen == c  # 8 gains of 1, 0, 1, 0...: mean 0.5, 2.65 standard errors


def test_hidden_cards_never_change_a_checked_choice() -> None:
    state = toy_state(4)
    view = GAME.view(state, 0)
    other = GAME.determinize(view, 0, Rng.from_seed(99))
    assert other.hands[1] != state.hands[1] or other.deck != state.deck  # type: ignore[attr-defined]
    assert GAME.view(other, 0) == view
    legal = GAME.legal_actions(state)
    checked = [IsmctsBot(Checked(), iterations=80) for _ in range(2)]  # type: ignore[arg-type]
    assert checked[0].check_pairs() == (2, 6)
    first = checked[0].choose(GAME.view(other, 0), legal, Rng.from_seed(7))
    assert first == checked[1].choose(view, legal, Rng.from_seed(7))
    assert checked[0]._players is not None  # the check played out with its own prior bot


def test_a_play_out_is_the_prior_bot_at_every_seat_to_the_end() -> None:
    state = toy_state()
    legal = GAME.legal_actions(state)
    bot = IsmctsBot(Checked(), iterations=200)  # type: ignore[arg-type]
    game, expected = GAME, {}
    for first in legal:  # the same walk by hand: the first action, then the last legal always
        after = game.apply(state, first).state
        while game.decision(after) is not None:
            after = game.apply(after, game.legal_actions(after)[-1]).state
        expected[first] = rewards(game, after, 2)[0]
    got = {first: bot.play_out(state, first, 0, Rng.from_seed(1))[0] for first in legal}
    assert got == expected
    # the zap wins it 10-9 at the turn limit; every other first move ends it level: shared
    assert list(got.values()) == [1.0, 0.5, 0.5, 0.5, 0.5, 0.5]


def test_a_check_keeps_a_time_budget_and_then_leaves_the_choice_to_the_tree() -> None:
    """With ``--think`` the check's share of the time is all it gets: a share spent before its
    first play-out plays none (it used to play ``MIN_PAIRS`` pairs whatever the clock said:
    ``ismcts-0.5s`` took 0.92 s on a Card Rogue decision), and the tree decides by ``kept``."""
    from dungeontable.bots.ismcts import kept

    state, view, (hint, _b, c), root = _ranked_root(0.5, 0.5, 0.9, visits=40)
    legal = GAME.legal_actions(state)
    bot = IsmctsBot(Checked(), seconds=1e-9)  # type: ignore[arg-type]
    played: list[object] = []

    def play_out(state: object, first: object, seat: int, rng: Rng) -> tuple[float, object]:
        played.append(first)
        return 0.0, first

    bot.play_out = play_out  # type: ignore[method-assign]
    chosen, _ = bot.check(view, root, legal, hint, Rng.from_seed(4))
    assert played == []
    assert chosen == kept(root, legal, hint) == c  # 0.9 against 0.5 with no spread: sure


def test_a_move_no_longer_hopeful_is_played_out_no_more() -> None:
    """``hopeful``: the chance that a move's paired gains reach the bar by its last pair, if
    their mean stays what it is (conditional power), must be ``FUTILITY`` (1%) or more."""
    from dungeontable.bots.ismcts import hopeful

    bar = 1.96  # prior_z(3): two moves checked
    assert hopeful([0.0], 0.1, bar)  # one gain: no variance yet
    assert hopeful([-1.0, -1.0], 1.0, bar)  # nothing left to stop
    # two ties of six pairs: Phi(-1.96 / sqrt(2/3)) = 0.8% < 1%; of twelve, 1.6%
    assert not hopeful([0.0, 0.0], 2 / 6, bar)
    assert hopeful([0.0, 0.0], 2 / 12, bar)
    assert not hopeful([-0.5, -0.5], 0.1, bar)  # surely worse
    assert hopeful([0.5, 0.5], 0.9, bar)  # a sure gain
    # one win in two: z = 1, Phi((1 / sqrt(1/3) - 1.96) / sqrt(2/3)) = 39%; losses: z = -1
    assert hopeful([1.0, 0.0], 2 / 6, bar)
    assert not hopeful([-1.0, 0.0], 2 / 6, bar)


def test_a_check_plays_out_only_the_moves_still_hopeful() -> None:
    state, view, (hint, b, c), root = _ranked_root(0.5, 0.6, 0.62)
    bot = IsmctsBot(Checked(), iterations=200)  # type: ignore[arg-type]
    played: list[object] = []
    wins = {hint: [0.0] * 6, b: [0.0] * 6, c: [1.0, 0.0] * 3}
    _script(bot, played, wins)
    chosen, _ = bot.check(view, root, GAME.legal_actions(state), hint, Rng.from_seed(4))
    # b ties the hint twice: 0.8% to clear 1.96 by its 6th pair, under FUTILITY; it is
    # dropped and its 4 play-outs left go unplayed; c's 1, 0, 1... stays hopeful to the end
    assert played == [hint, c, b] * 2 + [hint, c] * 4
    assert chosen == c  # 6 gains of 1, 0, 1...: mean 0.5, 2.24 standard errors
    played.clear()
    wins[c] = [0.0] * 6  # both tie: the check ends after MIN_PAIRS pairs, the hint stays
    assert bot.check(view, root, GAME.legal_actions(state), hint, Rng.from_seed(4))[0] == hint
    assert played == [hint, c, b] * 2


def test_a_check_of_every_other_move_grows_no_tree() -> None:
    """With no more other moves than ``CHECK_MOVES`` the check plays out all of them: a tree
    to rank them would change nothing, so ``choose`` grows none."""
    state = toy_state()
    view, legal = GAME.view(state, 0), GAME.legal_actions(state)
    bot = IsmctsBot(Checked(), iterations=200)  # type: ignore[arg-type]
    searched: list[int] = []
    played: list[object] = []
    grow = bot.search

    def search(*args: object) -> object:
        searched.append(1)
        return grow(*args)  # type: ignore[arg-type]

    def play_out(state: object, first: object, seat: int, rng: Rng) -> tuple[float, object]:
        played.append(first)
        return 0.0, (first, len(played))

    bot.search = search  # type: ignore[method-assign, assignment]
    bot.play_out = play_out  # type: ignore[method-assign]
    a, b, c = legal[:3]  # the prior plays the last legal action: c
    assert bot.choose(view, [a, b, c], Rng.from_seed(5))[0] == c
    assert searched == [] and played == [c, a, b] * 2  # ties: both dropped after 2 pairs
    played.clear()
    assert len(legal) > 3
    bot._taken.clear()  # a view seen again would go to the prior unsearched (FOLLOW)
    bot._follow = 0
    assert bot.choose(view, legal, Rng.from_seed(5))[0] == legal[-1]
    assert searched == [1] and len(played) == 6  # a tree ranks them; 2 checked, 2 pairs


def test_a_view_come_back_to_hands_the_next_decisions_to_the_prior_bot() -> None:
    # In OOTS a search put items on and off at the start of its turn for thousands of decisions,
    # each arrangement a new view: a view seen again means a cycle, and the prior (here: the
    # last legal action) plays the next FOLLOW decisions, unsearched (the rng is not drawn).
    from dungeontable.bots.ismcts import FOLLOW

    tables = [GAME.setup(parse_options(GAME.Options, {}), 2, seed) for seed in range(2, 80)]
    positions = [
        (GAME.view(t, 0), GAME.legal_actions(t))
        for t in tables
        if GAME.decision(t).seat == 0  # type: ignore[union-attr]
    ]
    distinct = list({msgspec.msgpack.encode(v): (v, a) for v, a in positions}.values())
    assert len(distinct) > FOLLOW + 1
    (view, legal), later = distinct[0], distinct[1 : FOLLOW + 1]
    bot = IsmctsBot(Prior(), iterations=60)  # type: ignore[arg-type]
    assert bot.choose(view, legal, Rng.from_seed(5))[1] != Rng.from_seed(5)  # searched
    assert bot.choose(view, legal, Rng.from_seed(6)) == (legal[-1], Rng.from_seed(6))
    for seen, actions in later[: FOLLOW - 1]:  # views never seen before: the prior still plays
        assert bot.choose(seen, actions, Rng.from_seed(7)) == (actions[-1], Rng.from_seed(7))
    seen, actions = later[FOLLOW - 1]  # FOLLOW decisions later, a new view is searched again
    assert bot.choose(seen, actions, Rng.from_seed(7))[1] != Rng.from_seed(7)
    plain = IsmctsBot(GAME, iterations=60)  # no prior: a view seen again is searched again
    plain.choose(view, legal, Rng.from_seed(5))
    assert plain.choose(view, legal, Rng.from_seed(6))[1] != Rng.from_seed(6)


def test_a_views_identity_ignores_the_order_of_texts_but_not_of_numbers() -> None:
    # An OOTS search put each item it equipped at the row's end: gear off and on in another
    # order was a new view every time, and no cycle was ever seen.
    from dungeontable.bots.ismcts import _key

    class Seat(msgspec.Struct, frozen=True):
        equipped: tuple[str, ...]
        place: tuple[int, int]

    class Table(msgspec.Struct, frozen=True):
        seats: tuple[Seat, ...]
        phase: str

    one = Table((Seat(("dagger", "gems", "gems"), (1, -2)),), "start")
    assert _key(one) == _key(Table((Seat(("gems", "dagger", "gems"), (1, -2)),), "start"))
    assert _key(one) != _key(Table((Seat(("gems", "dagger"), (1, -2)),), "start"))
    assert _key(one) != _key(Table((Seat(("dagger", "gems", "gems"), (-2, 1)),), "start"))

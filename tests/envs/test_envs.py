"""PettingZoo and Gymnasium environments for every game: the standard API checks pass, the
observation is the seat's view only, and episodes replay from their seed."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

from dungeontable import games
from dungeontable.core.options import OptionError
from dungeontable.envs import Features, aec_env, seat_env

GAMES = ("cardrogue", "dungeonfighter", "oots", "rdi")


@pytest.mark.parametrize("game", GAMES)
def test_pettingzoo_api_test_passes(game: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the API test's advice on Dict observation spaces
        api_test(aec_env(game, seats=2), num_cycles=120, verbose_progress=False)


def test_the_same_seed_plays_the_same_episode() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        seed_test(lambda: aec_env("rdi", seats=2), num_cycles=60)


def test_gymnasium_checker_passes_and_an_illegal_action_ends_the_episode() -> None:
    env = seat_env("cardrogue", seats=2, bots="random")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the checker's advice on unbounded Box spaces
        check_env(env, skip_render_check=True)
    observation, _ = env.reset(seed=3)
    legal = int(observation["action_mask"].sum())
    assert legal >= 1 and observation["action_mask"][legal:].sum() == 0
    _, reward, terminated, truncated, info = env.step(np.int64(200))
    assert (reward, terminated, truncated) == (-1.0, True, False)
    assert info == {"illegal_action": 200, "legal_actions": legal}


def test_a_whole_episode_ends_by_the_rules_with_the_win_shared() -> None:
    env = aec_env("rdi", seats=2)
    env.reset(seed=5)
    rng = np.random.default_rng(0)
    totals = dict.fromkeys(env.agents, 0.0)
    for agent in env.agent_iter(max_iter=20_000):
        observation, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        env.step(int(rng.choice(legal)))
    outcome = games.get("rdi").outcome(env.state_)
    assert outcome is not None and not env.agents
    assert outcome.reason != "turn_cap" and len(outcome.winners) == 1
    assert totals == {f"player_{s}": float(s in outcome.winners) for s in range(2)}


def test_the_observation_is_the_view_so_hidden_cards_do_not_show() -> None:
    """Two deals that look the same to seat 0 give seat 0 the same observation."""
    env = aec_env("rdi", seats=2)
    env.reset(seed=2)
    game = env.game
    view = game.view(env.state_, 0)
    from dungeontable.core import Rng

    other = game.determinize(view, 0, Rng.from_seed(77))
    assert other != env.state_ and game.view(other, 0) == view
    first = env.observe("player_0")["observation"]
    env.state_ = other
    assert np.array_equal(env.observe("player_0")["observation"], first)
    assert not np.array_equal(env.observe("player_1")["observation"], first)


def test_features_are_the_same_in_every_process_and_name_values() -> None:
    features = Features(64)
    assert features.bucket("players.0.health") == Features(64).bucket("players.0.health")
    vector = features.encode({"phase": "combat", "hp": [3, 4], "open": True, "none": None})
    assert vector.sum() == 1 + 3 + 4 + 1 and vector.dtype == np.float32
    assert vector[features.bucket("phase=combat")] >= 1


def test_the_rl_module_takes_game_options_as_keywords() -> None:
    import dungeontable.rl as rl

    env = rl.env("cardrogue", seats=3, turn_cap=7, max_steps=50)
    assert env.options.turn_cap == 7 and env.max_steps == 50 and env.seats == 3
    env.reset(seed=1)
    assert env.agents == ["player_0", "player_1", "player_2"]
    assert rl.env("cardrogue").options == env.game.Options()  # no keywords: the defaults
    with pytest.raises(OptionError, match="unknown option"):
        rl.env("cardrogue", wings=2)


@pytest.mark.parametrize("game", GAMES)
def test_the_fast_encoder_gives_the_walks_vector_for_every_view(game: str) -> None:
    """``encode`` (compiled per view type, replaying unchanged sub-structures) gives exactly
    the vector of ``walk`` (the JSON form walked leaf by leaf) for both seats' views over a few
    hundred random steps, and the encoder's caches never change a later vector; the legal
    actions and the seat to act that the environment takes from each transition are the game's
    own answers."""
    env = aec_env(game, seats=2)
    fast, reference = Features(1024), Features(1024)
    trackers = [fast.tracker(), fast.tracker()]  # each seat's views from its last one's
    rng = np.random.default_rng(7)
    checked, seed = 0, 0
    while checked < 300:
        env.reset(seed=seed)
        seed += 1
        for agent in env.agent_iter(max_iter=400):
            _, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            # the legal list the transition carried is the game's own answer
            assert env.legal == tuple(env.game.legal_actions(env.state_))
            assert agent == f"player_{env.game.decision(env.state_).seat}"
            for seat in (0, 1):
                view = env.game.view(env.state_, seat)
                vector = fast.encode(view)
                walked = reference.walk(view)
                assert np.array_equal(vector, walked), (game, seed, seat)
                tracked = trackers[seat].sums(view).astype(np.float32)
                assert tracked.tobytes() == walked.tobytes(), (game, seed, seat)
                assert vector.any()
                checked += 1
            env.step(int(rng.integers(len(env.legal))))


def replace_counted(view: Any) -> Any:
    """The same view with its tuple emptied (every other leaf as it was)."""
    import msgspec

    return msgspec.structs.replace(view, counted=())


def test_the_fast_encoder_follows_the_json_form_of_every_kind_of_value() -> None:
    """Tags, renamed and array-like Structs, omitted defaults, enums, sets, dicts with number
    keys, floats and positions past ``MAX_INDEX``, tuples: the same vector as the walk. A tuple
    counts as a list (layout 2; ``msgspec.to_builtins`` keeps it a tuple, and layout 1 left
    every tuple of a view, hands and players among them, out of the vector)."""
    import enum

    import msgspec

    class Colour(enum.Enum):
        RED = "red"

    class Level(enum.IntEnum):
        HIGH = 3

    class Inner(msgspec.Struct, frozen=True, tag=True, rename="camel"):
        hit_chance: float
        colour: Colour

    class Pair(msgspec.Struct, frozen=True, array_like=True, tag=7):
        left: int
        right: str

    class Sparse(msgspec.Struct, frozen=True, omit_defaults=True):
        a: int = 0
        b: str = "x"

    class Loose(msgspec.Struct):
        n: int

    class Outer(msgspec.Struct, frozen=True):
        inner: Inner
        pair: Pair
        sparse: Sparse
        loose: Loose
        level: Level
        tags: frozenset[str]
        counts: dict[int, bool]
        long: list[int]
        counted: tuple[int, ...]
        nothing: None = None

    view = Outer(
        Inner(0.1, Colour.RED),
        Pair(2, "b"),
        Sparse(b="y"),
        Loose(4),
        Level.HIGH,
        frozenset({"a", "b"}),
        {1: True, 2: False},
        list(range(70)),
        (5, 6),
    )
    fast = Features(64)
    for _ in range(2):  # the second time from the identity cache
        assert np.array_equal(fast.encode(view), Features(64).walk(view))
    assert fast.encode((1, 2)).sum() == 3 and fast.walk([1, 2]).sum() == 3
    assert fast.encode(view).sum() > Features(64).encode(replace_counted(view)).sum()
    vector = fast.encode({"a": 0.25, "b": [0.5, Inner(0.125, Colour.RED)]})
    assert vector.sum() == np.float32(0.25 + 0.5 + 0.125 + 1 + 1)


def test_observing_again_gives_a_fresh_array_of_the_same_vector() -> None:
    """The environment keeps its last observation's sums; each observation is a new array, so
    an agent that writes into one never changes the next."""
    env = aec_env("cardrogue", seats=2)
    env.reset(seed=4)
    agent = env.agent_selection
    first = env.observe(agent)["observation"]
    expected = Features(1024).walk(env.game.view(env.state_, env.possible_agents.index(agent)))
    assert np.array_equal(first, expected) and first.dtype == np.float32
    first[:] = -1
    again = env.observe(agent)["observation"]
    assert again is not first and np.array_equal(again, expected)


def test_the_own_hand_is_in_the_observation() -> None:
    """Layout 2: a seat's own hand (a tuple in every view) changes its observation; layout 1
    left it out, so an agent never saw its cards."""
    import msgspec

    game = games.get("rdi")
    state = game.setup(game.Options(characters=("fiona", "gog")), 2, 3)
    seat = 0
    mine = state.seats[0]
    swapped = next(c for c in mine.deck if c not in mine.hand)  # as many cards, one other
    changed = msgspec.structs.replace(mine, hand=(*mine.hand[:-1], swapped))
    other = msgspec.structs.replace(state, seats=(changed, *state.seats[1:]))
    features = Features()
    assert not np.array_equal(
        features.encode(game.view(state, seat)), features.encode(game.view(other, seat))
    )


OBSERVED = {  # sha256 of every seat's observation at each of the first 60 steps (layout 2)
    "cardrogue": "220bd31e8177ad52cf4cfb984392528d4f281a36729ec02cf1b0be82a7f6d33b",
    "dungeonfighter": "00ecde7d6c5dfb6aab3871511775582b7a63edaeda2a5fdc5c84c4bdcaeea258",
    "oots": "6f9f1c9aae0e85aa6df44b7e89d5a9f8317d4ec77d2c5662c48e23abfb5f379c",
    "rdi": "b9545078e3ead310203127eaa0e7900e6ec2d46b92d0554f52fcc2d1b00b83e0",
}


def observed_bytes(game: str) -> str:
    """Both seats' observations (then the mask) at each of the first 60 steps of seed 3, the
    action ``step % legal`` each time, hashed."""
    import hashlib

    env = aec_env(game, seats=2)
    env.reset(seed=3)
    digest = hashlib.sha256()
    for step in range(60):
        if env.terminations[env.agent_selection]:
            break
        for agent in env.possible_agents:
            observation = env.observe(agent)
            digest.update(observation["observation"].tobytes())
            digest.update(observation["action_mask"].tobytes())
        env.step(step % len(env.legal))
    return digest.hexdigest()


@pytest.mark.parametrize("game", GAMES)
def test_the_observations_are_the_pinned_bytes(game: str) -> None:
    """The observations of a fixed seeded play are the very bytes the encoder of layout 2 gave
    (pinned when the environment began encoding each seat's view by its difference from that
    seat's last one). They move only with the layout (``features.LAYOUT``) or with the game's
    views (its ``[[views]]`` digest in tests/conformance/digests.toml moves too): then repin
    from ``Features.walk``, the reference."""
    assert observed_bytes(game) == OBSERVED[game]


def test_a_tracker_gives_each_views_vector_whatever_changed() -> None:
    """``Tracker`` (one seat's views, each from the difference with the last) gives the walk's
    very bytes along a stream of views that change in every kind of value: numbers, texts,
    tuples growing and shrinking, Structs swapped for None and back, sets, dicts with number
    keys, omitted defaults, a non-whole number alone in its bucket and mixed with others (the
    order of addition then tells: summed in order), NaN and infinity, and equal values that
    are other objects."""
    import msgspec

    class Part(msgspec.Struct, frozen=True):
        name: str
        weight: float

    class Sparse(msgspec.Struct, frozen=True, omit_defaults=True):
        a: int = 0
        b: str = "x"

    class View(msgspec.Struct, frozen=True):
        turn: int
        phase: str
        hand: tuple[str, ...]
        parts: tuple[Part, ...]
        chance: float | None
        best: Part | None
        sparse: Sparse
        tags: frozenset[str] = frozenset()
        counts: dict[int, int] = msgspec.field(default_factory=dict)
        room: list[int] = msgspec.field(default_factory=list)

    def fresh(value: Any) -> Any:
        if isinstance(value, msgspec.Struct):
            kind = type(value)
            return kind(**{f: fresh(getattr(value, f)) for f in kind.__struct_fields__})
        if isinstance(value, (tuple, list, frozenset)):
            return type(value)([fresh(item) for item in value])
        if isinstance(value, dict):
            return {key: fresh(item) for key, item in value.items()}
        if isinstance(value, str):
            return "".join(list(value))  # another str object when longer than one letter
        return value

    rng = np.random.default_rng(5)
    names = ("axe", "bow", "cup", "die", "elf")
    size = 8  # few buckets: values of every kind share them
    features, reference = Features(size), Features(size)
    tracker = features.tracker()
    seen_mixed = seen_alone = 0
    for step in range(400):
        hand = tuple(names[i] for i in rng.integers(0, 5, size=int(rng.integers(0, 9))))
        parts = tuple(
            Part(names[int(i)], float(rng.choice([1.0, 0.25, 0.1, 2.0])))
            for i in rng.integers(0, 5, size=int(rng.integers(0, 4)))
        )
        chance = [None, 0.3, 0.7, 1.0, float("nan"), float("inf"), 3.0][step % 7]
        view = View(
            turn=int(rng.integers(0, 3)),
            phase=names[int(rng.integers(0, 2))],
            hand=hand,
            parts=parts,
            chance=chance,
            best=parts[0] if parts and rng.random() < 0.5 else None,
            sparse=Sparse(a=int(rng.integers(0, 2))),
            tags=frozenset(hand[:2]) if step > 300 else frozenset(),
            counts={int(k): 1 for k in rng.integers(0, 3, size=2)} if step > 350 else {},
            room=[int(x) for x in rng.integers(0, 4, size=int(rng.integers(0, 3)))],
        )
        if rng.random() < 0.3:  # the same values, other objects
            view = View(
                **{
                    field: fresh(getattr(view, field))
                    for field in View.__struct_fields__  # type: ignore[attr-defined]
                }
            )
        walked = reference.walk(view)
        assert tracker.sums(view).astype(np.float32).tobytes() == walked.tobytes(), step
        if tracker._parts:
            if any(len(p) > 1 or tracker._whole[b] for b, p in tracker._parts.items()):
                seen_mixed += 1
            else:
                seen_alone += 1
    assert seen_mixed and seen_alone  # both ways of summing a non-whole number were taken

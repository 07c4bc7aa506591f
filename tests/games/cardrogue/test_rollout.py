"""The play-out policy Card Rogue offers searches (``rollout.py``, the ``rollout_policy``
capability): it carries out the plan that wins (R030, R066, R110, R160-R162, R172, R191, R272,
R290), and a search with it picks the winning step at exact positions, blind to hidden cards."""

from __future__ import annotations

from typing import Any

from dungeontable.bots import IsmctsBot, make
from dungeontable.core import Action, Rng, capabilities
from dungeontable.games.cardrogue import GAME
from dungeontable.games.cardrogue.actions import (
    Attack,
    Buy,
    CancelPurchase,
    EndTurn,
    Equip,
    Flip,
    Move,
    Pay,
    RageQuit,
)
from dungeontable.games.cardrogue.common.board import STEP, unpack
from dungeontable.games.cardrogue.definitions import DIRS
from dungeontable.games.cardrogue.options import Options
from dungeontable.games.cardrogue.rollout import _prizes, _toward, rollout_move
from dungeontable.games.cardrogue.state import NOWHERE, State

from .conftest import build, every, hidden, player, tile

EXPLORE = ("cave_bat",) * 10


def _two(p0: dict[str, Any], p1: dict[str, Any], *cells: dict[str, Any], **setup: Any) -> State:
    """Two Warriors' table: seat 0 near (0, 0), seat 1 near (9, 9), each two steps north of a
    starting tile (a start's south edge is the table's edge, so it is entered from the north)."""
    return build(
        {
            "players": [p0, p1],
            "cells": [
                tile(0, 0),
                tile(0, -1),
                tile(0, -2, "start"),
                tile(9, 9),
                tile(9, 8),
                tile(9, 7, "start"),
                *cells,
            ],
            "explore": list(setup.pop("explore", EXPLORE)),
            **setup,
        },
        seats=2,
    )


def _policy(state: State, seed: int = 0) -> Action:
    decision = GAME.decision(state)
    assert decision is not None
    action, _ = rollout_move(state, decision, tuple(GAME.legal_actions(state)), Rng.from_seed(seed))
    return action


def _search(state: State, seed: int, rollout: str = "game") -> Action:
    decision = GAME.decision(state)
    assert decision is not None
    bot = IsmctsBot(GAME, iterations=200, rollout=rollout)
    legal = tuple(GAME.legal_actions(state))
    action, _ = bot.choose(GAME.view(state, decision.seat), legal, Rng.from_seed(seed))
    return action


WARRIOR = {"character": "warrior", "health": 10}


def test_the_game_offers_its_policy_and_search_levels_use_it() -> None:
    assert capabilities(GAME).rollout_policy is rollout_move
    assert make("ismcts-200", "cardrogue").rollout == "game"  # type: ignore[attr-defined]
    assert make("ismcts-200r", "cardrogue").rollout == "random"  # type: ignore[attr-defined]


def test_in_the_end_rush_it_races_to_a_starting_tile_and_flips_nothing() -> None:
    # R272: the first one out scores 1 VP and ends the game; a face-down card next door (east)
    # is left alone, the step south toward the start at (0, -2) is taken (every seed).
    rush = _two(
        player(0, 0, **WARRIOR), player(9, 9, **WARRIOR), hidden(1, 0, "goblin"), end_rush=True
    )
    assert every(rush) == ["flip dir=E", "move dir=S", "end-turn"]
    assert {_policy(rush, seed) for seed in range(20)} == {Move(dir="S")}
    calm = _two(player(0, 0, **WARRIOR), player(9, 9, **WARRIOR), hidden(1, 0, "goblin"))
    assert {_policy(calm, seed) for seed in range(20)} == {Flip(dir="E")}  # R030: healthy


def test_it_walks_toward_the_nearest_prize_and_ends_the_turn_when_done() -> None:
    # A face-down card at (0, 3) is the only prize: north, whatever the seed but a wander
    # (WANDER in 100 seeds step at random); after its one move, the turn ends (R024, R053).
    state = build(
        {
            "players": [player(0, 0, **WARRIOR), player(9, 9, **WARRIOR)],
            "cells": [
                tile(0, 0),
                tile(0, 1),
                tile(0, 2),
                hidden(0, 3, "goblin"),
                tile(0, -1),
                tile(0, -2, "start"),
                tile(9, 9),
                tile(9, 8),
                tile(9, 7, "start"),
            ],
            "explore": list(EXPLORE),
        },
        seats=2,
    )
    assert every(state) == ["move dir=N", "move dir=S", "end-turn"]
    chosen = [_policy(state, seed) for seed in range(100)]
    assert chosen.count(Move(dir="N")) >= 75 and set(chosen) <= set(GAME.legal_actions(state))
    moved = GAME.apply(state, Move(dir="N")).state
    assert every(moved) == ["end-turn"]
    assert _policy(moved) == EndTurn()


def test_at_the_shop_it_buys_gear_pays_from_the_hand_and_wears_it() -> None:
    # R160-R162: on the shop with 10 gold, the Sword (price 8) or the Helm is bought; paid with
    # the gold card, never with worn gear (it cancels instead); the Sword goes on (R172).
    shop = _two(
        player(0, 0, hand=["gold_10"], **WARRIOR),
        player(9, 9, **WARRIOR),
        tile(0, 1, "shop"),
        shop=["sword", "helm"],
    )
    on = GAME.apply(shop, Move(dir="N")).state
    assert "buy card=sword" in every(on)
    assert {_policy(on, seed) for seed in range(20)} == {Buy(card="sword"), Buy(card="helm")}
    paying = GAME.apply(on, Buy(card="sword")).state
    assert every(paying) == ["pay card=gold_10", "cancel-purchase"]
    assert _policy(paying) == Pay(card="gold_10")
    bought = GAME.apply(paying, Pay(card="gold_10")).state
    assert _policy(bought) == Equip(card="sword", slot="primary")
    worn = _two(
        player(0, 0, hand=["gold_5"], equipment={"head": "helm"}, **WARRIOR),
        player(9, 9, **WARRIOR),
        tile(0, 1, "shop"),
        shop=["dagger"],
    )
    worn = GAME.apply(worn, Move(dir="N")).state
    assert "buy card=dagger" in every(worn)  # 5 gold and the Helm (gold 3) pay the 6
    paying = GAME.apply(worn, Buy(card="dagger")).state
    assert every(paying) == ["pay card=gold_5", "pay card=helm", "cancel-purchase"]
    assert _policy(paying) == Pay(card="gold_5")
    paying = GAME.apply(paying, Pay(card="gold_5")).state
    assert every(paying) == ["pay card=helm", "cancel-purchase"]
    assert _policy(paying) == CancelPurchase()


def test_in_combat_it_attacks_the_weakest_enemy_and_never_quits() -> None:
    # R066: two enemies next to it, the Goblin with 5 Health east, the Kobold with 2 west.
    state = _two(
        player(0, 0, **WARRIOR),
        player(9, 9, **WARRIOR),
        tile(1, 0, "goblin", queue=[0]),
        tile(-1, 0, "kobold", queue=[0], health=2),
    )
    assert GAME.decision(state).kind == "combat"  # type: ignore[union-attr]
    assert {_policy(state, seed) for seed in range(10)} == {Attack(dir="W")}
    quitting = build(  # R290: quitting is legal, but never played out
        {
            "players": [player(0, 0, **WARRIOR), player(9, 9, **WARRIOR)],
            "cells": [tile(0, 0), tile(9, 9)],
        },
        seats=2,
        allow_quitting=True,
    )
    assert RageQuit() in GAME.legal_actions(quitting)
    assert RageQuit() not in {_policy(quitting, seed) for seed in range(50)}


def test_a_search_with_it_takes_the_step_to_the_exit_in_the_end_rush() -> None:
    # R272: both two steps from a start, seat 0 to move: the step south wins the race.
    rush = _two(player(0, 0, **WARRIOR), player(9, 9, **WARRIOR), tile(1, 0), end_rush=True)
    assert every(rush) == ["move dir=E", "move dir=S", "end-turn"]
    assert [_search(rush, seed) for seed in range(3)] == [Move(dir="S")] * 3


def test_the_search_never_reads_the_hidden_cards() -> None:
    # The exploration stack is hidden (R030): two tables that differ only there look the same
    # to seat 0, and the search (with the game's play-outs) answers both alike.
    cells = (tile(0, 1), hidden(0, 2, "goblin"), tile(1, 0))
    one = _two(player(0, 0, **WARRIOR), player(9, 9, **WARRIOR), *cells, explore=EXPLORE)
    two = _two(
        player(0, 0, **WARRIOR),
        player(9, 9, **WARRIOR),
        *cells,
        explore=("troll",) * 5 + ("golem",) + ("cave_bat",) * 4,
    )
    assert one.explore != two.explore and GAME.view(one, 0) == GAME.view(two, 0)
    legal = tuple(GAME.legal_actions(one))
    assert legal == tuple(GAME.legal_actions(two))
    for seed in range(2):  # a bot a seed: one bot would take its move a 3rd time (REPEATS)
        bot = IsmctsBot(GAME, iterations=150)
        assert bot.choose(GAME.view(one, 0), legal, Rng.from_seed(seed)) == bot.choose(
            GAME.view(two, 0), legal, Rng.from_seed(seed)
        )


def _toward_by_hand(state: State, seat: int, moves: list[Move]) -> list[Move]:
    """The definition ``_toward`` keeps: each step's distance to the nearest prize measured
    afresh (the nearest one now, the moves that bring it nearest, legal order)."""
    here = state.players[seat].pos
    targets = [unpack(pos) for pos in _prizes(state, seat)]
    if here == NOWHERE or not targets:
        return []

    def distance(pos: int) -> int:
        x, y = unpack(pos)
        return min(abs(x - tx) + abs(y - ty) for tx, ty in targets)

    now = distance(here)
    best, found = now, []
    for move in moves:
        d = distance(here + STEP[DIRS.index(move.dir)])
        if d < best:
            best, found = d, [move]
        elif d == best and d < now:
            found.append(move)
    return found


def test_the_step_toward_the_nearest_prize_is_each_steps_own_distance() -> None:
    # The one-pass count (nearest prize per direction, +-1 a step) gives the moves a fresh
    # measure of every step's distance gives: at (0, 0) with face-down cards at (2, 1) and
    # (-1, -3), east and north both bring it to 2 of (2, 1) (from 3), west and south to 3.
    state = _two(
        player(0, 0, **WARRIOR),
        player(9, 9, **WARRIOR),
        hidden(2, 1, "goblin"),
        hidden(-1, -3, "goblin"),
    )
    every_way = [Move(dir=d) for d in "NESW"]
    assert _toward(state, 0, every_way) == [Move(dir="N"), Move(dir="E")]
    assert _toward_by_hand(state, 0, every_way) == [Move(dir="N"), Move(dir="E")]
    # ... and at every turn decision of seeded random games (4 seats, 3 games)
    met = 0
    for seed in range(3):
        state = GAME.setup(Options(), 4, seed)
        rng = Rng.from_seed(seed)
        for _ in range(1500):
            decision = GAME.decision(state)
            if decision is None:
                break
            legal = tuple(GAME.legal_actions(state))
            if decision.kind == "turn":
                moves = [a for a in legal if isinstance(a, Move)]
                for ways in (moves, every_way):
                    expected = _toward_by_hand(state, decision.seat, ways)
                    assert _toward(state, decision.seat, ways) == expected
                    met += bool(expected)
            action, rng = rng.choice(legal)
            state = GAME.apply(state, action).state
    assert met > 500

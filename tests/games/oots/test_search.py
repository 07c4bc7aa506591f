"""The OOTS search: it keeps the heuristic bot's move unless sure of a better one (the
``search_prior`` capability), never sees hidden cards, and scores positions by ``evaluate``."""

from __future__ import annotations

from itertools import islice
from typing import Any

from dungeontable.bots import IsmctsBot, first_choice
from dungeontable.bots.ismcts import kept
from dungeontable.bots.runner import play_steps
from dungeontable.core import Rng, capabilities
from dungeontable.core.options import parse_options
from dungeontable.games.oots import GAME


def heuristic_game(seed: int, kind: str, after: int) -> tuple[Any, int, Any]:
    """A seeded 2-seat game of heuristic bots at its first ``kind`` decision with a choice after
    ``after`` steps (``bots.first_choice``): the state, the seat and the heuristic's move."""
    step = first_choice(GAME, ["heuristic"] * 2, seed, kind, after)
    return step.before, step.decision.seat, step.action


def test_the_search_keeps_the_heuristic_move_unless_sure_of_another() -> None:
    assert capabilities(GAME).search_prior == "heuristic"
    state, seat, move = heuristic_game(1, "start", 20)
    view, legal = GAME.view(state, seat), GAME.legal_actions(state)
    bot = IsmctsBot(GAME, iterations=40)
    root, _ = bot.search(view, Rng.from_seed(3))
    chosen, _ = bot.choose(view, legal, Rng.from_seed(3))
    assert chosen == kept(root, legal, move)
    assert chosen == move  # 40 iterations over these moves: sure of none better


def test_the_search_leaves_the_heuristic_move_only_for_one_better_by_a_margin() -> None:
    assert capabilities(GAME).prior_margin == 0.02
    # seed 5, the first start of a turn after step 80: the heuristic searches for stairs;
    # 2,000 iterations (12-step play-outs by the heuristic bot, the game's rollout_policy) rate
    # a step to the room at position -4 0.022 above (0.544 against 0.522), surely by their noise
    # alone: less the margin of 0.02 the gain left is far from significant
    state, seat, move = heuristic_game(5, "start", 80)
    view, legal = GAME.view(state, seat), GAME.legal_actions(state)
    bot = IsmctsBot(GAME, iterations=2000)
    root, _ = bot.search(view, Rng.from_seed(3))
    assert sum(c.visits for c in root.children.values()) == 2000
    other = kept(root, legal, move)
    assert other != move and kept(root, legal, move, margin=0.02) == move
    means = [round(root.children[a].reward / root.children[a].visits, 3) for a in (other, move)]
    assert means == [0.544, 0.522]
    chosen, _ = bot.choose(view, legal, Rng.from_seed(3))
    assert chosen == move
    # and the search stopped early: no other move could be expected to clear the bar
    stopped, _ = bot.search(view, Rng.from_seed(3), (move, legal))
    assert sum(c.visits for c in stopped.children.values()) < 2000


def test_the_play_outs_are_the_heuristic_bots_moves() -> None:
    policy = capabilities(GAME).rollout_policy
    assert policy is not None and IsmctsBot(GAME, iterations=10)._fast is not None
    state, _, move = heuristic_game(1, "start", 20)
    decision, legal = GAME.decision(state), GAME.legal_actions(state)
    assert policy(state, decision, legal, Rng.from_seed(5))[0] == move


def test_heuristic_play_outs_keep_a_trade_in_that_random_ones_turn_down() -> None:
    # seed 4's 28th Monster trade-in (R193), a Snooty Elf Wizard, Kobold Skirmisher and
    # Skelemen at the end of the turn: random play-outs cost their taker, so ending the turn (the
    # other seat takes them) looks better; the heuristic's play-outs keep the trade-in
    trades = (
        step
        for step in play_steps(GAME, parse_options(GAME.Options, {}), ["heuristic"] * 2, 4)
        if type(step.action).__name__ == "TradeMonsters"
    )
    step = next(islice(trades, 27, None))
    assert str(step.action) == (
        'trade-monsters cards=["snooty_elf_wizard","kobold_skirmisher","skelemen"]'
    )
    view, legal = GAME.view(step.before, step.decision.seat), GAME.legal_actions(step.before)
    played = IsmctsBot(GAME, iterations=2000).choose(view, legal, Rng.from_seed(3))[0]
    assert played == step.action
    randomly = IsmctsBot(GAME, iterations=2000, rollout="random")
    assert str(randomly.choose(view, legal, Rng.from_seed(3))[0]) == "end-turn"


def test_hidden_cards_never_change_the_oots_search() -> None:
    state, seat, _ = heuristic_game(1, "shtick", 20)
    view = GAME.view(state, seat)
    other = GAME.determinize(view, seat, Rng.from_seed(99))
    assert GAME.view(other, seat) == view
    assert other.players[1 - seat].stash != state.players[1 - seat].stash  # dealt again
    legal = GAME.legal_actions(state)
    bot, again = IsmctsBot(GAME, iterations=60), IsmctsBot(GAME, iterations=60)
    # two bots: one bot back at a view it played from hands the move to its prior (FOLLOW)
    assert bot.choose(GAME.view(other, seat), legal, Rng.from_seed(7)) == again.choose(
        view, legal, Rng.from_seed(7)
    )

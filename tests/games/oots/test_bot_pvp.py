"""The heuristic bot battles players when it pays (R152-R161), takes the Loot it wants (R374)
and holds a poor help offer to hear the other side's (R375)."""

from __future__ import annotations

from typing import Any

from dungeontable.core import Rng
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import (
    AttackPlayer,
    EndBattles,
    Fight,
    Stay,
    TakeEquipped,
    UseShtick,
)
from dungeontable.games.oots.bots import HeuristicBot
from dungeontable.games.oots.bots.heuristic import Mind

from .conftest import act, dice, position

BELKAR = {
    "character": "belkar",
    "at": [1, 1],
    "shticks": ["belkar_twin_daggers_of_doom"],
    "stash": [],
    "hand": ["cave_bear"],
}


def _elan(**changes: Any) -> dict[str, Any]:
    elan = {
        "character": "elan",
        "at": [1, 1],
        "shticks": ["elan_x_treme_diplomacy"],
        "equipped": ["chain_shirt"],
        "stash": [],
        "hand": ["cave_bear"],
    }
    return {**elan, **changes}


def _choice(belkar: dict[str, Any], elan: dict[str, Any]) -> Any:
    floors = [{"floor": 1, "rooms": ["dusty_corridor", "damp_cellar"], "up": 0}]
    state = position({"floors": floors, "players": [belkar, elan]}, seats=2)
    state, _ = act(state, Stay())
    assert AttackPlayer(seat=1) in GAME.legal_actions(state)  # R039: the foe phase
    legal = GAME.legal_actions(state)
    action, _ = HeuristicBot(GAME).choose(GAME.view(state, 0), legal, Rng.from_seed(0))
    return action


def test_two_d12_odds_are_exact() -> None:
    assert Mind.duel_odds(0, 0) == 66 / 144  # a tie (12 of 144) is a draw, not a win
    assert Mind.duel_odds(3, 1) == 89 / 144  # +2: wins unless the foe's die is 2+ higher
    assert Mind.duel_odds(0, 12) == 0.0


def test_the_bot_attacks_a_weaker_player_with_loot_to_take() -> None:
    # Twin Daggers +3 against X-Treme Diplomacy +1: 89/144 (62%) >= 55%, the 8-Ball to win
    assert _choice(BELKAR, _elan(equipped=["magic_8_ball"])) == AttackPlayer(seat=1)


def test_the_bot_leaves_a_player_alone_when_it_does_not_pay() -> None:
    # the Chain Shirt's +1 Defense: +3 against +2 is 78/144 (54%), under 55%
    assert Mind.duel_odds(3, 2) == 78 / 144
    assert _choice(BELKAR, _elan()) == EndBattles()
    assert _choice(BELKAR, _elan(equipped=[], stash=[])) == EndBattles()  # nothing to take
    hurt = {**BELKAR, "wounds": 3}  # one more Wound would send Belkar fleeing
    assert _choice(hurt, _elan(equipped=["magic_8_ball"])) == EndBattles()


def test_the_winner_takes_the_loot_worth_most_to_it() -> None:
    floors = [{"floor": 1, "rooms": ["dusty_corridor", "damp_cellar"], "up": 0}]
    elan = _elan(equipped=["chain_shirt", "a_simple_thank_you"])
    roy = {**BELKAR, "character": "roy", "shticks": ["roy_greenhilt_sword"]}
    state = position({"floors": floors, "players": [roy, elan]}, seats=2)
    state, _ = act(state, Stay())
    state, _ = act(state, AttackPlayer(seat=1), UseShtick(index=0), UseShtick(index=0))
    state, _ = act(state, Fight())
    state = dice(state, 12, 1)
    state, _ = act(state, Fight())
    assert state.phase == "pvp-take"
    legal = GAME.legal_actions(state)
    action, _ = HeuristicBot(GAME).choose(GAME.view(state, 0), legal, Rng.from_seed(0))
    # Roy drools over both with Drool Factor 1: the tie goes to the first offered
    assert action == TakeEquipped(card="chain_shirt")

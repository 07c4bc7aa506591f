"""R124, A32: a Monster attacks at range only through its card text (op ``attacks_at_range``).

The house Crossbow Bandit carries ``attacks_at_range`` x = 2 (000 L325, L882). A player who ends a
move in a room where a new battle would be stocked is attacked by the nearest reaching one; only
a shtick whose Range reaches may defend, else none (R148).
"""

from __future__ import annotations

from typing import Any

from dungeontable.core import capabilities
from dungeontable.core.words import Names
from dungeontable.games.oots import GAME
from dungeontable.games.oots import events as E
from dungeontable.games.oots.actions import Charge, Step, StopMoving, UseShtick
from dungeontable.games.oots.cardsource import load_named
from dungeontable.games.oots.common.sniping import sniper
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.words import OotsWords

from .conftest import act, position

ROOMS = ["dusty_corridor", "damp_cellar", "empty_storeroom", "boring_hallway", "armory"]


def _setup(monsters: list[dict[str, Any]], shticks: list[str]) -> dict[str, Any]:
    return {
        "floors": [{"floor": 1, "left": 0, "rooms": ROOMS, "up": 0}],
        "players": [
            {"character": "roy", "at": [1, 0], "shticks": shticks, "hand": []},
            {"character": "haley", "at": [0, 0], "hand": []},
        ],
        "monsters": monsters,
    }


def test_the_crossbow_bandit_card_reaches_two_rooms() -> None:
    spec = load_named("base").monsters
    assert spec["crossbow_bandit"].attacks_at_range == 2
    assert spec["cave_bear"].attacks_at_range == 0


def test_the_nearest_reaching_monster_attacks_and_a_tie_goes_left() -> None:
    bandits = [
        {"at": [1, 0], "cards": ["crossbow_bandit"]},
        {"at": [1, 4], "cards": ["crossbow_bandit"]},
    ]
    state = position(_setup(bandits, ["roy_greenhilt_sword"]), seats=2)
    state, ev = act(state, Step(floor=1, pos=1), Step(floor=1, pos=2))
    # (1,2): both bandits 2 rooms away: the left one attacks
    assert sniper(state) == ((1, 0), 2)
    state, ev = act(state, StopMoving())
    began = [e for e in ev if isinstance(e, E.BattleBegan)]
    assert began == [E.BattleBegan(seat=0, monster="crossbow_bandit", attacker=False, distance=2)]
    assert state.battle is not None and state.battle.room == (1, 0)


def test_out_of_reach_or_a_plain_monster_stocks_a_new_battle() -> None:
    far = [{"at": [1, 4], "cards": ["crossbow_bandit"]}]
    state = position(_setup(far, ["roy_greenhilt_sword"]), seats=2)
    state, _ = act(state, Step(floor=1, pos=1), StopMoving())  # 3 rooms away > 2
    assert state.battle is None and state.stocking is not None
    plain = [{"at": [1, 2], "cards": ["cave_bear"]}]  # Range printed, no card text (A32)
    state = position(_setup(plain, ["roy_greenhilt_sword"]), seats=2)
    state, _ = act(state, Step(floor=1, pos=1), StopMoving())
    assert state.battle is None and state.stocking is not None


def test_a_bandit_under_another_monster_does_not_shoot() -> None:
    covered = [{"at": [1, 2], "cards": ["cave_bear", "crossbow_bandit"]}]
    state = position(_setup(covered, ["roy_greenhilt_sword"]), seats=2)
    state, _ = act(state, Step(floor=1, pos=1), StopMoving())
    assert state.battle is None and state.stocking is not None


def test_no_charge_when_attacked_at_range() -> None:
    """R094: Charge! would make Roy the Attacker at range after moving; not offered then."""
    near = [{"at": [1, 2], "cards": ["crossbow_bandit"]}]
    state = position(_setup(near, ["roy_greenhilt_sword", "roy_charge"]), seats=2)
    state, _ = act(state, Step(floor=1, pos=1), StopMoving())
    legal = GAME.legal_actions(state)
    assert not any(isinstance(a, Charge) for a in legal)
    assert [a for a in legal if isinstance(a, UseShtick)] == [UseShtick(index=-1)]


def test_the_words_say_the_monster_attacks() -> None:
    w = capabilities(GAME).words(Options(), Names(("Alice", "Bob")))
    assert isinstance(w, OotsWords)
    event = E.BattleBegan(seat=0, monster="crossbow_bandit", attacker=False, distance=2)
    assert w.event(event) == "The Crossbow Bandit attacks Alice from 2 rooms away."

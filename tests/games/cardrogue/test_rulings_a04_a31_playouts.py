"""Random playouts under every alternative of rulings A-04..A-31 (one at a time, then all at
once) end with an outcome and keep the invariants of §6.7."""

from __future__ import annotations

import pytest

from dungeontable.core import Rng
from dungeontable.games.cardrogue import GAME
from dungeontable.games.cardrogue.options import RULINGS, Options

from .test_playouts import _invariants

PREFIX = "docs/rules/cardrogue.md A-"

ALTERNATIVES: dict[str, object] = {
    "replacement_tile_rotation": "any_connecting",
    "deciding_tie": "reroll_all",
    "roll_triggers_read": "floored",
    "imp_dodge": "after_damage",
    "basilisk_rolls": "shared",
    "paralysis_on_own_turn": "loses_next_turn",
    "enemy_poison_tick": "poisoner_upkeep",
    "death_cards": "hand_only",
    "respawn_tile": "any",
    "artifact_loss_health": "clamp_current",
    "death_resets_enemy": False,
    "golem_attack_roll": "first_roll_kept",
    "flee_destination": "directly_away",
    "combat_on_turn_start": False,
    "multi_enemy_flee": "roll_per_enemy",
    "carried_slay_resume": "step_4",
    "rush_teleport_potion": "kept",
    "rush_exit_on_respawn": True,
}
CASES = [{name: value} for name, value in ALTERNATIVES.items()] + [ALTERNATIVES]


def test_every_ruling_a04_a31_is_a_named_option_with_an_alternative_here() -> None:
    mine = [
        r
        for r in RULINGS
        if r.ref.startswith(PREFIX) and 4 <= int(r.ref[len(PREFIX) : len(PREFIX) + 2]) <= 31
    ]
    assert len(mine) == 28
    named = {r.option for r in mine} - {"-"}
    assert len(named) == len(mine)  # no "-" left in A-04..A-31
    defaults = Options()
    for name, value in ALTERNATIVES.items():
        assert name in named and getattr(defaults, name) != value


@pytest.mark.parametrize(
    "alternative", CASES, ids=lambda a: next(iter(a)) if len(a) == 1 else "all"
)
def test_playouts_under_every_a04_a31_alternative(alternative: dict[str, object]) -> None:
    for seats in (1, 2, 4):
        state = GAME.setup(Options(turn_cap=12, **alternative), seats, seats * 17)  # type: ignore[arg-type]
        rng = Rng.from_seed(seats + 5)
        steps = 0
        while GAME.outcome(state) is None:
            actions = GAME.legal_actions(state)
            index, rng = rng.below(len(actions))
            state = GAME.apply(state, actions[index]).state
            steps += 1
            if steps % 7 == 0:
                _invariants(state)
        _invariants(state)
        assert state.result is not None

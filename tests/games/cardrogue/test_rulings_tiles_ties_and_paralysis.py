"""Ruling options A-04..A-31 about the board, setup and the end rush: each setting gives an
exact, different outcome in the same position."""

from __future__ import annotations

import msgspec

from dungeontable.games.cardrogue import GAME
from dungeontable.games.cardrogue.options import Options
from dungeontable.games.cardrogue.phases import DRAFT

from .conftest import act, at, build, hidden, legal, player, rolls, tile


def _artifact_next_to_a_tile(**opts):  # type: ignore[no-untyped-def]
    setup = {
        "players": [player(0, 0, "rogue")],
        "cells": [tile(0, 0), hidden(1, 0, "idol_of_might"), tile(1, 1)],
        "pathing": ["stack_dead_end"],
    }
    return build(setup, **opts)


def test_A04_replacement_tile_connects_to_the_acting_player_by_default() -> None:
    s = act(_artifact_next_to_a_tile(), "flip dir=E")[0]
    assert s.pending == ()
    assert s.cells[at(1, 0)].mask == 0b1000  # the dead end opens west, toward him


def test_A04_any_connecting_lets_him_turn_it_toward_another_neighbour() -> None:
    s = act(_artifact_next_to_a_tile(replacement_tile_rotation="any_connecting"), "flip dir=E")[0]
    assert legal(s) == ["orient paths=N", "orient paths=W"]
    s = act(s, "orient paths=N")[0]
    assert s.cells[at(1, 0)].mask == 0b0001  # open only north, toward (1, 1)


def _deciding(dice: tuple[int, ...], **opts: object):  # type: ignore[no-untyped-def]
    state = GAME.setup(Options(**opts), 3, 7)  # type: ignore[arg-type]
    state = msgspec.structs.replace(state, rng=state.rng.scripted(dice))
    return act(state, *["roll-die"] * 5)


def test_A05_reroll_tied_only_the_tied_highest_roll_again() -> None:
    s, ev = _deciding((5, 5, 2, 4, 3, 6))
    assert rolls(ev, "deciding") == [5, 5, 2, 4, 3]
    assert s.phase == DRAFT and s.order == (0, 1, 2)


def test_A05_reroll_all_everybody_rolls_again() -> None:
    s, ev = _deciding((5, 5, 2, 4, 3, 6), deciding_tie="reroll_all")
    assert rolls(ev, "deciding") == [5, 5, 2, 4, 3]
    assert s.phase != DRAFT and GAME.decision(s).seat == 2
    s, ev = act(s, "roll-die")
    assert rolls(ev, "deciding") == [6]
    assert s.phase == DRAFT and s.order == (2, 0, 1)


def _paralysis_trap_ahead(**opts: object):  # type: ignore[no-untyped-def]
    setup = {
        "players": [player(0, 0, "rogue"), player(5, 0, "rogue")],
        "cells": [tile(0, 0), hidden(1, 0, "paralysis_trap"), tile(5, 0, paths="N")],
    }
    return act(build(setup, seats=2, **opts), "flip dir=E")[0]


def test_A11_ends_turn_paralysis_on_his_own_turn_ends_it_now() -> None:
    s = _paralysis_trap_ahead()
    assert s.seat == 1 and s.players[0].skip == 0


def test_A11_loses_next_turn_he_plays_on_and_loses_the_next_one() -> None:
    s = _paralysis_trap_ahead(paralysis_on_own_turn="loses_next_turn")
    assert s.seat == 0 and s.phase == "explore" and s.players[0].skip == 1
    s = act(s, "end-turn", "end-turn")[0]  # his turn, then seat 1's
    assert s.seat == 1 and s.players[0].skip == 0  # seat 0's turn was lost


def _rush_potion(**opts: object):  # type: ignore[no-untyped-def]
    """In the end rush seat 0 drinks an unknown green potion: it is Teleportation (roll 5)."""
    setup = {
        "players": [player(0, 0, "explorer", hand=["potion_green"]), player(9, 9, "rogue")],
        "cells": [tile(0, 0), tile(0, 1), tile(9, 9)],
        "end_rush": True,
    }
    return act(build(setup, seats=2, dice=(5,), **opts), "drink card=potion_green")[0]


def test_A30_used_up_the_potion_is_gone_with_no_effect() -> None:
    s = _rush_potion()
    assert s.identified == {"green": "teleportation"}
    assert s.players[0].hand == () and s.discard == ("potion_green",)


def test_A30_kept_the_potion_goes_back_to_his_hand_identified() -> None:
    s = _rush_potion(rush_teleport_potion="kept")
    assert s.identified == {"green": "teleportation"}
    assert s.players[0].hand == ("potion_green",) and s.discard == ()
    assert s.players[0].pos == at(0, 0) and s.pending == ()


def _drinks_paralysis(**opts: object):  # type: ignore[no-untyped-def]
    setup = {
        "players": [player(0, 0, "explorer", hand=["potion_red"]), player(5, 5, "rogue")],
        "cells": [tile(0, 0), tile(5, 5, paths="S")],
        "identified": {"red": "paralysis"},
    }
    return act(build(setup, seats=2, **opts), "drink card=potion_red")[0]


def test_A11_ends_turn_a_paralysis_potion_drunk_ends_his_turn() -> None:
    s = _drinks_paralysis()
    assert s.seat == 1 and s.players[0].skip == 0


def test_A11_loses_next_turn_after_the_potion_he_plays_on() -> None:
    s = _drinks_paralysis(paralysis_on_own_turn="loses_next_turn")
    assert s.seat == 0 and s.phase == "explore" and s.players[0].skip == 1

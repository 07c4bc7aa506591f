"""Goals and the end (R260-R275, R280-R283, A-31, A-32, A-34, turn cap)."""

from __future__ import annotations

import msgspec

from dungeontable.games.cardrogue.common.ending import goals_done, winners
from dungeontable.games.cardrogue.common.ownership import gain
from dungeontable.games.cardrogue.events import CardsRemoved, EndRushBegan, GameEnded

from .conftest import act, build, kinds, player, tile


def _two(hand0=(), hand1=(), vp=(0, 0), **opts):  # type: ignore[no-untyped-def]
    return build(
        {
            "players": [
                player(0, 0, "rogue", hand=list(hand0), vp=vp[0]),
                player(5, 5, "rogue", hand=list(hand1), vp=vp[1]),
            ],
            "cells": [tile(0, 0), tile(5, 5)],
        },
        seats=2,
        **opts,
    )


def test_R263_both_basilisks_in_one_hand_leave_the_game() -> None:
    ev: list = []  # type: ignore[type-arg]
    s = gain(_two(hand0=["basilisk"]), 0, ("basilisk",), ev, "steal")
    assert s.players[0].hand == () and s.removed == ("basilisk", "basilisk")
    assert kinds(ev, CardsRemoved)[0].cards == ("basilisk", "basilisk")


def test_A34_solo_keeps_both_basilisks_unless_the_option_says_otherwise() -> None:
    solo = {"players": [player(0, 0, hand=["basilisk"])], "cells": [tile(0, 0)]}
    s = gain(build(solo), 0, ("basilisk",), [], "loot")
    assert s.players[0].hand == ("basilisk", "basilisk")
    s = gain(build(solo, solo_basilisk_discard=True), 0, ("basilisk",), [], "loot")
    assert s.players[0].hand == ()


def test_R264_R270_taking_the_golem_starts_the_end_rush() -> None:
    s = build(
        {
            "players": [player(0, 0, "warrior", sheet_attack=20), player(5, 5)],
            "cells": [tile(0, 0), tile(5, 5), tile(1, 0, "golem", queue=[0])],
            "pathing": ["stack_crossroads"],
        },
        seats=2,
        dice=(6,),
    )
    s, ev = act(s, "attack dir=E")
    assert s.end_rush and [e.seat for e in kinds(ev, EndRushBegan)] == [0]
    assert s.players[0].deeds == ("golem",)


def test_R264_solo_golem_does_not_start_a_rush() -> None:
    s = build(
        {
            "players": [player(0, 0, "warrior", sheet_attack=20)],
            "cells": [tile(0, 0), tile(1, 0, "golem", queue=[0])],
            "pathing": ["stack_crossroads"],
        },
        dice=(6,),
    )
    s = act(s, "attack dir=E")[0]
    assert not s.end_rush and s.players[0].deeds == ("golem",)


def test_R265_score_is_sheet_plus_boss_cards() -> None:
    s = _two(hand0=["golem", "gold_10"], hand1=["basilisk"], vp=(1, 2))
    from dungeontable.games.cardrogue.common.ending import scores

    assert scores(s) == (3.0, 3.0)
    assert winners(s) == (0, 1)  # shared victory


def test_A32_gold_tiebreak() -> None:
    s = _two(hand0=["golem", "gold_10"], hand1=["basilisk"], vp=(1, 2), tiebreak="gold")
    assert winners(s) == (0,)


def test_R281_solo_exit_needs_every_chosen_goal() -> None:
    setup = {
        "players": [player(1, 0, deeds=["chest"])],
        "cells": [tile(0, 0, "start"), tile(1, 0)],
    }
    s = act(build(setup, solo_goals=("chest", "golem")), "move dir=W")[0]
    assert s.result is None
    s, ev = act(build(setup, solo_goals=("chest",)), "move dir=W")
    assert s.result is not None and (s.result.reason, s.result.winners) == ("escaped", (0,))
    assert kinds(ev, GameEnded)[0].reason == "escaped"


def test_R280_basilisk_goal_needs_both_slain() -> None:
    s = build(
        {"players": [player(0, 0, deeds=["basilisk"])], "cells": [tile(0, 0)]},
        solo_goals=("basilisks",),
    )
    assert not goals_done(s, 0)
    s = build(
        {"players": [player(0, 0, deeds=["basilisk", "basilisk"])], "cells": [tile(0, 0)]},
        solo_goals=("basilisks",),
    )
    assert goals_done(s, 0)


def test_turn_cap_ends_the_game_with_a_typed_reason() -> None:
    s = _two(turn_cap=1, hand0=["golem"])
    s = act(s, "end-turn")[0]
    assert s.result is None
    s = act(s, "end-turn")[0]
    assert s.result is not None and s.result.reason == "turn_cap"
    assert s.result.winners == () and s.result.scores == (2.0, 0.0)


def test_game_ended_reports_whole_scores_as_integers() -> None:
    """The ``game-ended`` event gives each seat's victory points as whole numbers (``[3]``, not
    ``[3.0]``), as the other games' ``game-ended`` do; the core ``Outcome`` keeps its floats,
    as in every game; a log written with ``3.0`` still reads."""
    setup = {
        "players": [player(1, 0, deeds=["chest"], vp=3)],
        "cells": [tile(0, 0, "start"), tile(1, 0)],
    }
    s, ev = act(build(setup, solo_goals=("chest",)), "move dir=W")
    (ended,) = kinds(ev, GameEnded)
    assert ended.scores == (3,) and all(type(v) is int for v in ended.scores)
    assert b'"scores":[3]' in msgspec.json.encode(ended)
    assert s.result is not None and s.result.scores == (3.0,)
    old = msgspec.json.decode(
        b'{"type":"game-ended","reason":"escaped","winners":[0],"scores":[3.0]}', type=GameEnded
    )
    assert old.scores == (3.0,)

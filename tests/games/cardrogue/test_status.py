"""Poison, skipped turns, healing and max health (R008, R220-R231, A-10, A-12, A-17)."""

from __future__ import annotations

from dungeontable.games.cardrogue.common.status import heal, poison, poison_tick, skip_turns
from dungeontable.games.cardrogue.events import EnemyActed, HealthChanged, TurnLost

from .conftest import act, build, kinds, player, tile


def _solo(**who: object):  # type: ignore[no-untyped-def]
    return build({"players": [player(0, 0, "rogue", **who)], "cells": [tile(0, 0)]})


def test_R221_poison_stacking_takes_the_longer_duration() -> None:
    s = _solo()
    s = poison(s, 0, 3, "potion", [])
    assert poison(s, 0, 4, "trap", []).players[0].poison == 4  # 003 L702: 3 then 4 -> 4
    assert poison(s, 0, 1, "trap", []).players[0].poison == 3  # 3 then 1 -> 3


def test_A71_poison_again_compares_turns_left_or_printed_x() -> None:
    """A-71 (003 L698): drunk 3 with 1 left, then a 2: the default compares the turns left (2 runs),
    ``poison_again_reads_printed`` the old printed X (3 > 2: the old poison's 1 turn runs on); a new
    X at least the printed one replaces it."""
    half_spent = poison_tick(poison(_solo(), 0, 3, "potion", []), 0, [])
    half_spent = poison_tick(half_spent, 0, [])
    assert (half_spent.players[0].poison, half_spent.players[0].poison_x) == (1, 0)
    assert poison(half_spent, 0, 2, "trap", []).players[0].poison == 2
    s = build(
        {"players": [player(0, 0, "rogue")], "cells": [tile(0, 0)]}, poison_again_reads_printed=True
    )
    s = poison_tick(poison_tick(poison(s, 0, 3, "potion", []), 0, []), 0, [])
    assert (s.players[0].poison, s.players[0].poison_x) == (1, 3)
    shorter = poison(s, 0, 2, "trap", []).players[0]
    assert (shorter.poison, shorter.poison_x) == (1, 3)
    same = poison(s, 0, 3, "trap", []).players[0]
    assert (same.poison, same.poison_x) == (3, 3)
    after = poison_tick(s, 0, [])  # run out: the next poison counts in full
    assert poison(after, 0, 2, "trap", []).players[0].poison == 2


def test_R220_first_tick_at_the_start_of_his_next_turn() -> None:
    s = build(
        {"players": [player(0, 0, "rogue"), player(5, 5)], "cells": [tile(0, 0), tile(5, 5)]},
        seats=2,
    )
    s = poison(s, 0, 2, "test", [])
    s = act(s, "end-turn")[0]
    assert (s.players[0].health, s.players[0].poison) == (8, 2)
    s = act(s, "end-turn")[0]
    assert (s.players[0].health, s.players[0].poison) == (7, 1)
    s = act(s, "end-turn", "end-turn")[0]
    assert (s.players[0].health, s.players[0].poison) == (6, 0)
    s = act(s, "end-turn", "end-turn")[0]
    assert s.players[0].health == 6


def test_R222_poison_ignores_armor() -> None:
    s = _solo(poison=1, equipment={"chest": "chestplate"})
    s = act(s, "end-turn")[0]
    assert s.players[0].health == 7


def test_R213_poison_heals_while_the_scroll_is_active() -> None:
    s = _solo(poison=2, poison_heals=1, health=5)
    s = act(s, "end-turn")[0]
    assert (s.players[0].health, s.players[0].poison, s.players[0].poison_heals) == (6, 1, 1)
    s = act(s, "end-turn")[0]
    assert (s.players[0].health, s.players[0].poison, s.players[0].poison_heals) == (7, 0, 0)


def test_cleric_poison_lasts_one_turn_less_and_he_regenerates() -> None:
    s = build({"players": [player(0, 0, "cleric", health=5)], "cells": [tile(0, 0)]})
    assert poison(s, 0, 3, "x", []).players[0].poison == 2
    assert poison(s, 0, 1, "x", []).players[0].poison == 1
    s = act(s, "end-turn")[0]
    assert s.players[0].health == 6


def test_R226_A10_skip_counter_takes_the_max_or_adds() -> None:
    s = _solo(skip=1)
    assert skip_turns(s, 0, 1, "x", []).players[0].skip == 1
    s = build({"players": [player(0, 0, skip=1)], "cells": [tile(0, 0)]}, skip_stacking="add")
    assert skip_turns(s, 0, 1, "x", []).players[0].skip == 2


def _skipped(**opts: object):  # type: ignore[no-untyped-def]
    return build(
        {
            "players": [player(5, 5, "rogue"), player(0, 0, "rogue", skip=1)],
            "cells": [tile(5, 5), tile(0, 0), tile(1, 0, "goblin", queue=[1])],
        },
        seats=2,
        **opts,
    )


def test_R224_A12_enemies_still_act_on_a_skipped_turn() -> None:
    s, ev = act(_skipped(), "end-turn")
    assert [e.seat for e in kinds(ev, TurnLost)] == [1]
    assert [e.what for e in kinds(ev, EnemyActed)] == ["attacks for 2"]
    assert s.players[1].health == 6 and s.seat == 0


def test_A12_alternative_enemies_rest_on_a_skipped_turn() -> None:
    s, ev = act(_skipped(skipped_turn_enemy_acts=False), "end-turn")
    assert kinds(ev, EnemyActed) == [] and s.players[1].health == 8


def test_R008_heal_is_capped_and_never_lowers() -> None:
    s = _solo(health=7)
    assert heal(s, 0, 5, "x", []).players[0].health == 8
    s = _solo(health=9)  # above max (a lost artifact, R231)
    assert heal(s, 0, 5, "x", []).players[0].health == 9


def test_R230_R231_A17_max_health_artifacts() -> None:
    s = _solo(hand=["heart_stone"], health=10)  # max 8 + 2
    s = act(s, "end-turn")[0]
    from dungeontable.games.cardrogue.common.ownership import lose

    s = lose(s, 0, "heart_stone")
    assert s.players[0].health == 10  # losing it changes only the max
    assert heal(s, 0, 1, "x", []).players[0].health == 10


def test_poison_tick_event() -> None:
    ev: list = []  # type: ignore[type-arg]
    s = poison_tick(_solo(poison=1), 0, ev)
    assert [(e.amount, e.cause) for e in kinds(ev, HealthChanged)] == [(-1, "poison")]
    assert s.players[0].poison == 0

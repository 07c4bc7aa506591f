"""Every ambiguity A-01..A-72 is a ruling; rulings name real options; defaults = proposals."""

from __future__ import annotations

import msgspec
import pytest

from dungeontable.core import option_fields, parse_options
from dungeontable.games.cardrogue import GAME
from dungeontable.games.cardrogue.options import RULINGS, Options


def test_every_ambiguity_has_a_ruling() -> None:
    numbers = [r.ref.split("A-")[1][:2] for r in RULINGS if "A-" in r.ref]
    assert numbers == [f"{n:02d}" for n in range(1, 73)]
    assert all(" / 003 L" in r.ref for r in RULINGS if "A-" in r.ref)


def test_rulings_name_existing_options() -> None:
    fields = option_fields(Options)
    named = [r.option for r in RULINGS if r.option != "-"]
    assert all(name in fields for name in named)
    assert sorted(named) == sorted(fields)  # every option is documented


def test_defaults_are_the_proposed_rulings() -> None:
    o = Options()
    assert o.flip_requires_open_edge and o.arrow_forces_rotation and o.special_cards_open_all
    assert o.surround_enemy_acts_only_on_target_turn and o.skipped_turn_enemy_acts
    assert o.skip_stacking == "max" and o.tiebreak is None and o.layout == "row"
    assert o.reroll_per_x and o.min_attack_final_floor and o.reset_only_when_queue_empty
    assert not o.solo_basilisk_discard and not o.place_on_every_tile_entered
    assert not o.equip_in_combat and not o.curse_scroll_hits_all_artifacts
    assert o.max_trip_or_steal_per_turn == 1 and not o.teleport_strict_pathing_only


def test_cli_strings_convert() -> None:
    o = parse_options(Options, {"turn_cap": "7", "layout": "square", "reroll_per_x": "false"})
    assert (o.turn_cap, o.layout, o.reroll_per_x) == (7, "square", False)


@pytest.mark.parametrize(
    "values", [{"layout": "circle"}, {"turn_cap": 0}, {"solo_goals": []}, {"skip_stacking": "x"}]
)
def test_bad_values_are_refused(values: dict[str, object]) -> None:
    with pytest.raises((msgspec.ValidationError, ValueError)):
        parse_options(Options, values)


def test_game_exposes_rulings() -> None:
    assert GAME.rulings is RULINGS
    assert GAME.Options is Options

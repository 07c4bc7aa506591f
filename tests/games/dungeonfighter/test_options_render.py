"""Every ambiguity AMB-01..AMB-65 is a named ruling; options with alternatives work; render."""

from __future__ import annotations

import re

import msgspec

from dungeontable.core import parse_options
from dungeontable.games.dungeonfighter.options import RULINGS, Options

from .conftest import GAME, act, build


def test_every_ambiguity_has_a_ruling() -> None:
    ids = [m.group(1) for r in RULINGS if (m := re.search(r"AMB-(\d\d)", r.ref))]
    assert ids == [f"{n:02d}" for n in range(1, 66)]
    fields = set(Options.__struct_fields__)
    assert all(r.option in fields for r in RULINGS if r.option != "-")
    assert {"difficulty", "resolver"} <= {r.option for r in RULINGS}


def test_options_parse_from_the_command_line() -> None:
    options = parse_options(Options, {"difficulty": "insane", "bones_strict": "true"})
    assert (options.difficulty, options.bones_strict) == ("insane", True)


def test_bones_strict_turns_a_small_bone_overlap_into_a_miss() -> None:
    """AMB-32 variant."""
    from dungeontable.games.dungeonfighter.throw import ZoneShare, scripted

    straddling = msgspec.structs.replace(
        scripted("3"), footprint=(ZoneShare("3", 900), ZoneShare("bone", 100))
    )
    for strict, hp in ((False, 4), (True, 7)):
        state = build({"monster": "goblin"}, bones_strict=strict)
        state = msgspec.structs.replace(state, throw_script=(straddling,))
        state, _ = act(state, "throw die=red")
        assert state.fight.hp == hp


def test_melody_can_leave_the_requirement() -> None:
    """AMB-16 alternative: Melody silences abilities only."""
    state = build({"heroes": ["mirela", "torm", "randolph"], "monster": "cute_bear",
                   "throws": ["2/special", "2"]}, melody_removes_requirement=False)  # fmt: skip
    state, events = act(state, "throw die=blue", "pay-melody yes=true", "throw die=red")
    thrown = [e for e in events if e.kind() == "die-thrown"]
    assert thrown[-1].requirements == ("crossbow",)


def test_render_shows_the_table() -> None:
    state = build({"monster": "goblin"})
    text = GAME.render(GAME.view(state, 0))
    assert "Monster: Goblin (level 1, goblinoid): 7 of 7 hit points, damage 1, gold 1" in text
    assert "Torm the Barbarian, 9 of 9 hit points, leader, holds the blue, green and red" in text
    assert "the final boss: face down" in text

"""Run settings: seat rotation, option hashes, checks, default names."""

from __future__ import annotations

import hashlib

import pytest

from dungeontable import games
from dungeontable.bots import UnknownBot
from dungeontable.sim import RunSpec, SpecError, default_name, make_spec
from dungeontable.storage import to_json


def test_rotation_moves_every_bot_through_every_seat() -> None:
    spec = RunSpec("g", {}, ("greedy", "random", "idle"), rotate=True)
    assert [spec.seating(seed) for seed in range(4)] == [
        ("greedy", "random", "idle"),
        ("random", "idle", "greedy"),
        ("idle", "greedy", "random"),
        ("greedy", "random", "idle"),
    ]
    fixed = RunSpec("g", {}, ("greedy", "random", "idle"))
    assert {fixed.seating(seed) for seed in range(5)} == {("greedy", "random", "idle")}


@pytest.mark.usefixtures("registered")
def test_spec_holds_the_full_options_in_json_form() -> None:
    spec = make_spec("gemgrab-sim", None, ["greedy", "random"])
    assert spec.options == {"cards": [], "reroll_ones": False, "target": 12, "turn_cap": 40}
    digest = hashlib.blake2b(
        b'{"cards":[],"reroll_ones":false,"target":12,"turn_cap":40}', digest_size=8
    )
    assert spec.options_hash == digest.hexdigest()
    options = games.get("gemgrab-sim").Options(target=20)
    changed = make_spec("gemgrab-sim", options, ["greedy", "random"])
    assert changed.options["target"] == 20
    assert changed.options_hash != spec.options_hash


@pytest.mark.usefixtures("registered")
def test_spec_checks_seats_bots_and_cap() -> None:
    with pytest.raises(SpecError, match=r"takes 1-3 seats; 4 bots given"):
        make_spec("gemgrab-sim", None, ["random"] * 4)
    with pytest.raises(UnknownBot, match="no bot level 'clever' for gemgrab-sim"):
        make_spec("gemgrab-sim", None, ["random", "clever"])
    with pytest.raises(SpecError, match="at least 1"):
        make_spec("gemgrab-sim", None, ["random"], max_steps=0)


@pytest.mark.usefixtures("registered")
def test_default_name_is_fixed_by_the_settings() -> None:
    spec = make_spec("gemgrab-sim", None, ["greedy", "random"], rotate=True)
    digest = hashlib.blake2b(to_json(spec).encode(), digest_size=4).hexdigest()
    assert default_name(spec) == f"gemgrab-sim-2p-{digest}"
    assert default_name(make_spec("gemgrab-sim", None, ["greedy", "random"])) != default_name(spec)

"""R100, R191, R201: the Range a player adds to a Battle Shtick before any roll (``range_bonuses``),
which the engine's shtick choices and Ranged Attack targets count (scenario files
``range_raised_player_*.toml``, ``ranged_attack_range_bonus.toml``,
``pvp_ranged_range_bonus.toml``)."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.games.oots.cardsource import load_named
from dungeontable.games.oots.common.arithmetic import range_bonuses

CS = load_named("base")
SHTICKS = ("haley_rapid_shot", "haley_evasion", "haley_sharp_eyes")


def test_a_face_up_sharp_eyes_adds_one_flipped_nothing() -> None:
    assert CS.shticks["haley_sharp_eyes"].bonus_range == 1
    assert range_bonuses(CS, "haley", SHTICKS, (False, False, False), ())[0] == 1
    assert range_bonuses(CS, "haley", SHTICKS, (False, False, True), ())[0] == 0


def test_loot_adds_range_only_for_its_users() -> None:
    quiver = "quiver_of_endless_arrows"
    assert CS.loot[quiver].range == 1 and CS.loot[quiver].users == ("haley",)
    assert range_bonuses(CS, "haley", SHTICKS, (False, False, False), (quiver,))[0] == 2
    roy = ("roy_bag_of_tricks",)
    assert range_bonuses(CS, "roy", roy, (False,), (quiver,))[0] == 0


def test_boost_range_counts_other_face_up_copies_of_the_name() -> None:
    bow = replace(CS.shticks["haley_longbow"], boost_range=2)
    cs = replace(CS, shticks={**CS.shticks, "haley_longbow": bow})
    hand = ("haley_longbow", "haley_longbow_2", "haley_evasion")
    assert CS.shticks["haley_longbow_2"].name == bow.name
    assert range_bonuses(cs, "haley", hand, (False, False, False), ())[0] == 2
    assert range_bonuses(cs, "haley", hand, (False, True, False), ())[0] == 0  # the copy flipped
    assert range_bonuses(cs, "haley", hand, (False, False, False), ())[1] == 0  # no Boost Range

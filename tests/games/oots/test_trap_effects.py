"""R222 (000 L1545-L1547): a failed Evade suffers the Trap's own effects; most cost 1 Wound."""

from __future__ import annotations

import pytest

from dungeontable.games.oots.deck import cards_of


@pytest.mark.parametrize(
    ("trap", "wounds", "miss", "discard", "hand"),
    [
        ("shuriken_trap", 1, 0, 0, 0),
        ("classic_anvil", 1, 0, 0, 0),
        ("poison_needle", 1, 0, 0, 0),
        ("pit_trap", 1, 0, 0, 0),
        ("rolling_boulder", 1, 0, 0, 0),
        ("fireball_rune", 1, 0, 0, 0),
        ("poison_gas_cloud", 1, 0, 0, 0),
        ("falling_ceiling", 2, 0, 0, 0),
        ("frog_trap", 0, 1, 0, 0),
        ("glue_trap", 0, 1, 0, 0),
        ("cursed_mirror", 0, 0, 1, 0),
        ("alarm_bell", 0, 0, 0, 1),  # discard 1 random Battle card, no Wound (it cost 1 Wound)
    ],
)
def test_a_trap_costs_what_its_text_says(
    trap: str, wounds: int, miss: int, discard: int, hand: int
) -> None:
    spec = cards_of("base").loot[trap]
    assert spec.trap
    got = (spec.wounds, spec.trap_miss, spec.trap_discard, spec.trap_hand_discard)
    assert got == (wounds, miss, discard, hand)


def test_every_trap_of_the_base_set_is_listed() -> None:
    traps = {c for c, spec in cards_of("base").loot.items() if spec.trap}
    assert traps == {
        "shuriken_trap", "classic_anvil", "poison_needle", "pit_trap", "rolling_boulder",
        "fireball_rune", "poison_gas_cloud", "falling_ceiling", "frog_trap", "glue_trap",
        "cursed_mirror", "alarm_bell",
    }  # fmt: skip

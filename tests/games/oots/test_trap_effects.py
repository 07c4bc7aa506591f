"""R222 (000 L1545-L1547): a failed Evade suffers the Trap's own effects; most cost 1 Wound."""

from __future__ import annotations

import pytest

from dungeontable.games.oots.deck import cards_of


@pytest.mark.parametrize(
    ("trap", "wounds", "miss", "discard"),
    [
        ("shuriken_trap", 1, 0, 0),
        ("classic_anvil", 1, 0, 0),
        ("frog_trap", 0, 1, 0),
        ("glue_trap", 0, 1, 0),
        ("cursed_mirror", 0, 0, 1),
    ],
)
def test_a_trap_costs_what_its_text_says(trap: str, wounds: int, miss: int, discard: int) -> None:
    spec = cards_of("base").loot[trap]
    assert spec.trap
    assert (spec.wounds, spec.trap_miss, spec.trap_discard) == (wounds, miss, discard)

"""The scenario setup key ``shadows`` (Me and My Shadow, R306-R307): which NPC shadows which
player, and the refusals of a position the variant cannot have."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import position

PLAYERS: list[dict[str, Any]] = [{"character": "roy"}, {"character": "haley"}]


def test_the_shadows_are_set_per_npc_and_the_others_shadow_nobody() -> None:
    state = position(
        {"players": PLAYERS, "shadows": {"durkon": 0, "elan": 1}}, 2, me_and_my_shadow=True
    )
    assert sorted(state.npcs) == ["belkar", "durkon", "elan", "vaarsuvius"]
    by_npc = dict(zip(state.npcs, state.shadowing, strict=True))
    assert by_npc == {"belkar": -1, "durkon": 0, "elan": 1, "vaarsuvius": -1}


@pytest.mark.parametrize(
    ("shadows", "options", "message"),
    [
        ({"durkon": 0}, {}, "shadows: only with the option me_and_my_shadow"),
        ({"roy": 0}, {"me_and_my_shadow": True}, "shadows: 'roy' is not an NPC"),
        ({"durkon": 2}, {"me_and_my_shadow": True}, "shadows.durkon: 2 is not a seat (0-1)"),
        ({"durkon": 0, "elan": 0}, {"me_and_my_shadow": True}, "one NPC per player"),
    ],
)
def test_a_shadow_the_variant_cannot_have_is_refused(
    shadows: dict[str, int], options: dict[str, Any], message: str
) -> None:
    with pytest.raises(ValueError) as caught:
        position({"players": PLAYERS, "shadows": shadows}, 2, **options)
    assert message in str(caught.value)
